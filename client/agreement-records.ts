/**
 * Signed agreement records for buyer agents (issue #30 item 6): check offline that a contract record really is
 * what Parley and the parties signed, and countersign one with your own registered key. The logic is Parley's
 * own (contracts/signing/), re-exported rather than re-implemented, so the client and the server can never
 * disagree about what verifies.
 */
import { verifySignedRecord, type RecordVerification, type SigningJwks } from "../contracts/signing";

export type { AgreementRecord, AgreementRecordEvent, AgreementRecordParty } from "../contracts/record";
export {
  countersign,
  jwkThumbprint,
  PARLEY_SIGNER,
  signingKeyFromSeed,
  type PublicSigningJwk,
  type RecordSignature,
  type RecordVerification,
  type SignedRecord,
  type SigningJwks,
  type SigningKey,
} from "../contracts/signing";

/** Where a Parley deployment publishes its public signing keys (a JWKS document), relative to its base URL. */
export const PARLEY_SIGNING_KEYS_PATH = "/.well-known/parley-signing-keys";

/**
 * Verifies a signed agreement record against Parley's public keys — the JWKS document from
 * {@link PARLEY_SIGNING_KEYS_PATH} (fetch it once and keep it) or its `keys` list — and optionally parties' keys
 * by agent id (a party's key listed in the record is used otherwise). Never throws: `valid` is false and
 * `problems` says why when the record was changed, a signature does not verify or Parley's is missing.
 */
export function verifyAgreementRecord(
  signed: unknown,
  jwks: SigningJwks | { keys: readonly unknown[] } | readonly unknown[],
  parties?: Readonly<Record<string, unknown>>,
): Promise<RecordVerification> {
  const parley = Array.isArray(jwks) ? jwks : (jwks as { keys?: unknown }).keys;
  return verifySignedRecord(signed, { parley: Array.isArray(parley) ? parley : [], ...(parties === undefined ? {} : { parties }) });
}
