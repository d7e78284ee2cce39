/**
 * Agents' public keys as JWKs (RFC 7517, OKP keys per RFC 8037) and their SHA-256 thumbprints (RFC 7638),
 * which serve as `keyid` in signatures, as Web Bot Auth does.
 */
import { base64url, fromBase64url, sha256 } from "./encoding";

export type Ed25519PublicJwk = { kty: "OKP"; crv: "Ed25519"; x: string };

export type JwkCheck = { ok: true; jwk: Ed25519PublicJwk } | { ok: false; reason: string };

/** A thumbprint is 32 bytes of SHA-256 in base64url: 43 characters. */
export const THUMBPRINT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Accepts only an Ed25519 public key. Other members (kid, alg, use) are ignored and dropped, so what is
 * stored is exactly what the thumbprint covers.
 */
export function parsePublicJwk(input: unknown): JwkCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, reason: "A JWK must be a JSON object." };
  }
  const jwk = input as Record<string, unknown>;
  // Checked first: a private key sent by mistake must be named as such, never stored or echoed.
  if ("d" in jwk) {
    return { ok: false, reason: "This is a private key (it has a `d` member). Send only the public key; keep the private key with the agent." };
  }
  if (jwk.kty !== "OKP") return { ok: false, reason: 'Only `"kty": "OKP"` keys are accepted.' };
  if (jwk.crv !== "Ed25519") return { ok: false, reason: 'Only `"crv": "Ed25519"` keys are accepted.' };
  if (typeof jwk.x !== "string" || fromBase64url(jwk.x)?.length !== 32) {
    return { ok: false, reason: "`x` must be the 32-byte public key in unpadded base64url." };
  }
  return { ok: true, jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x } };
}

/** RFC 7638: the required members in lexicographic order, no whitespace, SHA-256, base64url. */
export async function jwkThumbprint(jwk: Ed25519PublicJwk): Promise<string> {
  const canonical = `{"crv":${JSON.stringify(jwk.crv)},"kty":${JSON.stringify(jwk.kty)},"x":${JSON.stringify(jwk.x)}}`;
  return base64url(await sha256(canonical));
}

export function importVerifyKey(jwk: Ed25519PublicJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey("jwk", jwk, { name: "Ed25519" }, false, ["verify"]);
}
