/**
 * Parley's and the parties' Ed25519 signing keys with Web Crypto (workerd and Node 22 alike): a key from a
 * 32-byte seed, so a deployment's key is a stable secret rather than state; the seed derived from a secret
 * string with HKDF-SHA-256 when that is all a deployment has; the public half as a JWK named by its RFC 7638
 * thumbprint (`kid`), and the JWKS document Parley publishes at /.well-known/parley-signing-keys.
 */
import canonicalize from "canonicalize";
import { fromBase64url, toBase64url } from "./base64url";

/** An Ed25519 public key as a JWK (RFC 8037), as published and as parties register theirs. */
export interface PublicSigningJwk {
  kty: "OKP";
  crv: "Ed25519";
  /** The 32-byte public key, base64url. */
  x: string;
  /** RFC 7638 thumbprint of {crv, kty, x}: how a signature names the key that made it. */
  kid?: string;
  alg?: "Ed25519";
  use?: "sig";
}

/** A private signing key with its public JWK and thumbprint. The private half never leaves the CryptoKey. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: PublicSigningJwk & { kid: string; alg: "Ed25519"; use: "sig" };
}

/** The JWKS document (RFC 7517 §5) Parley serves with its public signing keys. */
export interface SigningJwks {
  keys: (PublicSigningJwk & { kid: string })[];
}

export const ED25519 = "Ed25519";
const SEED_BYTES = 32;
const PUBLIC_KEY_BYTES = 32;
/** DER of a PKCS#8 PrivateKeyInfo for Ed25519 (RFC 8410) up to the 32 seed bytes that complete it. */
const PKCS8_ED25519_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]);
/** HKDF salt: fixes the derivation to this use, so the same secret feeding another HKDF gives unrelated keys. */
const SEED_SALT = new TextEncoder().encode("parley/agreement-signing-key/v1");

/** The signing key whose private scalar comes from `seed` (32 bytes): the same seed always gives the same key. */
export async function signingKeyFromSeed(seed: Uint8Array): Promise<SigningKey> {
  if (seed.length !== SEED_BYTES) throw new RangeError(`an Ed25519 seed is ${SEED_BYTES} bytes, not ${seed.length}`);
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + SEED_BYTES);
  pkcs8.set(PKCS8_ED25519_PREFIX);
  pkcs8.set(seed, PKCS8_ED25519_PREFIX.length);
  // Web Crypto derives the public key from the seed but offers it only through an export of the private key:
  // import once extractable to read "x", then keep a non-extractable copy for signing.
  const extractable = await crypto.subtle.importKey("pkcs8", pkcs8, { name: ED25519 }, true, ["sign"]);
  const exported = (await crypto.subtle.exportKey("jwk", extractable)) as JsonWebKey;
  if (typeof exported.x !== "string") throw new Error("Web Crypto exported an Ed25519 key without its public part");
  const privateKey = await crypto.subtle.importKey("pkcs8", pkcs8, { name: ED25519 }, false, ["sign"]);
  pkcs8.fill(0);
  const kid = await jwkThumbprint({ kty: "OKP", crv: "Ed25519", x: exported.x });
  return { kid, privateKey, publicJwk: { kty: "OKP", crv: "Ed25519", x: exported.x, kid, alg: "Ed25519", use: "sig" } };
}

/**
 * A 32-byte seed from a secret string (HKDF-SHA-256, `label` as its info): a deployment that only has a secret
 * gets a stable signing key, and different labels (say "2026-11" and "2027-05" for a rotation) different keys.
 */
export async function deriveSeedFromSecret(secret: string, label: string): Promise<Uint8Array> {
  if (secret.length === 0) throw new RangeError("the signing secret is empty");
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt: SEED_SALT, info: new TextEncoder().encode(label) }, material, SEED_BYTES * 8);
  return new Uint8Array(bits);
}

/** RFC 7638 thumbprint of an Ed25519 JWK: SHA-256 of {"crv","kty","x"} in canonical order, base64url. */
export async function jwkThumbprint(jwk: Pick<PublicSigningJwk, "crv" | "kty" | "x">): Promise<string> {
  const members = canonicalize({ crv: jwk.crv, kty: jwk.kty, x: jwk.x })!;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(members));
  return toBase64url(new Uint8Array(digest));
}

/** The JWK of a party's registered key (`Party.signingKey`, the JWK "x"). */
export function ed25519Jwk(x: string): PublicSigningJwk {
  return { kty: "OKP", crv: "Ed25519", x };
}

/** The JWKS document for Parley's public keys, newest first as given; it holds no private material. */
export function publicJwks(keys: readonly SigningKey[]): SigningJwks {
  return { keys: keys.map((key) => ({ ...key.publicJwk })) };
}

/** `jwk` read as an Ed25519 public key, or why it is not one. Other members (kid, alg, use, key_ops) are ignored. */
export function asEd25519Jwk(jwk: unknown): PublicSigningJwk | string {
  if (typeof jwk !== "object" || jwk === null) return "not a JWK object";
  const { kty, crv, x, kid } = jwk as Record<string, unknown>;
  if (kty !== "OKP" || crv !== "Ed25519") return `not an Ed25519 key (kty ${String(kty)}, crv ${String(crv)})`;
  if (typeof x !== "string" || fromBase64url(x)?.length !== PUBLIC_KEY_BYTES) return "its \"x\" is not a 32-byte base64url public key";
  return typeof kid === "string" ? { kty, crv, x, kid } : { kty, crv, x };
}

/** A verify-only CryptoKey for an Ed25519 public JWK (only its kty, crv and x are used). */
export function importVerifyKey(jwk: PublicSigningJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: jwk.x }, { name: ED25519 }, false, ["verify"]);
}
