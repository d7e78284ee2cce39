/**
 * Signing and verifying agreement records (issue #30 item 6): Ed25519 through Web Crypto, the one corner of
 * contracts/ that may use crypto. Everything else in contracts/ stays pure; the record itself is built and
 * canonicalized by contracts/record.ts.
 */
export { fromBase64url, toBase64url } from "./base64url";
export {
  asEd25519Jwk,
  deriveSeedFromSecret,
  ED25519,
  ed25519Jwk,
  jwkThumbprint,
  publicJwks,
  signingKeyFromSeed,
  type PublicSigningJwk,
  type SigningJwks,
  type SigningKey,
} from "./keys";
export {
  addCountersignature,
  countersign,
  PARLEY_SIGNER,
  signRecord,
  verifySignedRecord,
  withPartySignature,
  type RecordSignature,
  type RecordVerification,
  type SignedRecord,
  type VerificationKeys,
} from "./records";
