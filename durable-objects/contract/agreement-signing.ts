/**
 * Parley's agreement-signing key, for the records a contract signs when it becomes active and when an amendment is
 * adopted (contracts/record.ts, contracts/signing/). The key is derived, not stored: its seed comes from
 * PARLEY_SIGNING_SECRET (production sets it: `wrangler secret put PARLEY_SIGNING_SECRET`), or else from the
 * deployment's OPERATOR_TOKEN, so every deployment signs with a stable key and none stores one in the clear.
 * Rotating the secret rotates the key; records signed before stay verifiable with the old public key.
 */
import { deriveSeedFromSecret, publicJwks, signingKeyFromSeed, type SigningJwks, type SigningKey } from "../../contracts/signing";

/** The HKDF label the seed is derived under: a different label would give an unrelated key. */
export const AGREEMENT_SIGNING_LABEL = "parley-agreements-v1";

let cached: { secret: string; key: Promise<SigningKey> } | null = null;

/** Parley's signing key for this deployment (derived once per isolate and secret). */
export function parleySigningKey(env: Pick<Env, "OPERATOR_TOKEN"> & { PARLEY_SIGNING_SECRET?: string }): Promise<SigningKey> {
  const secret = env.PARLEY_SIGNING_SECRET || env.OPERATOR_TOKEN;
  if (!secret) return Promise.reject(new Error("no PARLEY_SIGNING_SECRET or OPERATOR_TOKEN to derive the agreement-signing key from"));
  if (cached?.secret !== secret) {
    const key = deriveSeedFromSecret(secret, AGREEMENT_SIGNING_LABEL).then(signingKeyFromSeed);
    // A failure is not kept: the next call derives again.
    key.catch(() => (cached = null));
    cached = { secret, key };
  }
  return cached.key;
}

/** The JWKS Parley publishes at /.well-known/parley-signing-keys. */
export async function parleyJwks(env: Pick<Env, "OPERATOR_TOKEN"> & { PARLEY_SIGNING_SECRET?: string }): Promise<SigningJwks> {
  return publicJwks([await parleySigningKey(env)]);
}
