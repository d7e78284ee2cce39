/**
 * Reading Signature-Input and Signature (RFC 9421 §4): picking the one signature to check and its
 * parameters. Parsing is structured-headers'; the rules on top are ours.
 */
import { parseDictionary, serializeDictionary, type BareItem, type Dictionary, type InnerList } from "structured-headers";

export type FieldFailureReason =
  | "missing-signature-headers"
  | "malformed-signature-headers"
  | "label-mismatch"
  | "no-matching-signature"
  | "ambiguous-signatures"
  | "bad-parameters"
  | "wrong-algorithm"
  | "nonce-required";

export type FieldFailure = { ok: false; reason: FieldFailureReason; detail: string };

const fail = (reason: FieldFailureReason, detail: string): FieldFailure => ({ ok: false, reason, detail });

export type SignatureSelection = {
  /** Consider only the signature with this label. */
  label?: string;
  /** Consider only signatures with this `tag` (Web Bot Auth uses "web-bot-auth"). */
  tag?: string;
  /** Refuse signatures that carry no `nonce`. */
  requireNonce?: boolean;
};

export type Candidate = { label: string; input: InnerList; signature: Uint8Array };

/**
 * Parses both fields and picks the one signature to check. Fields must be in canonical serialization:
 * structured-field parsers keep the last of duplicate keys and parameters silently, and refusing
 * anything that does not re-serialize identically turns such injection attempts into errors.
 */
export function selectSignature(headers: Headers, options: SignatureSelection): Candidate | FieldFailure {
  const inputField = headers.get("signature-input");
  const signatureField = headers.get("signature");
  if (inputField === null || signatureField === null) {
    return fail("missing-signature-headers", "Send both Signature-Input and Signature.");
  }
  let inputs: Dictionary, signatures: Dictionary;
  try {
    inputs = parseDictionary(inputField);
    signatures = parseDictionary(signatureField);
  } catch {
    return fail("malformed-signature-headers", "Signature-Input and Signature must be structured-field dictionaries.");
  }
  if (serializeDictionary(inputs) !== inputField || serializeDictionary(signatures) !== signatureField) {
    return fail("malformed-signature-headers", "Signature fields must be canonically serialized, without duplicate keys or parameters.");
  }
  if (inputs.size !== signatures.size || [...inputs.keys()].some((label) => !signatures.has(label))) {
    return fail("label-mismatch", "Signature-Input and Signature must carry the same labels.");
  }
  const labels = [...inputs].filter(([label, [, params]]) =>
    (options.label === undefined || label === options.label) && (options.tag === undefined || params.get("tag") === options.tag),
  );
  if (labels.length === 0) return fail("no-matching-signature", "No signature has the expected label or tag.");
  if (labels.length > 1) return fail("ambiguous-signatures", "More than one signature qualifies; send one.");
  const [label, input] = labels[0]!;
  const signature = signatures.get(label)![0];
  if (!Array.isArray(input[0]) || !(signature instanceof ArrayBuffer)) {
    return fail("malformed-signature-headers", "Signature-Input members are inner lists; Signature members are byte sequences.");
  }
  return { label, input: input as InnerList, signature: new Uint8Array(signature) };
}

export type SignatureParameters = { created: number; expires?: number; keyid: string; nonce?: string };

export function readParameters(params: Map<string, BareItem>, options: SignatureSelection): SignatureParameters | FieldFailure {
  const { created, expires, keyid, alg, nonce } = Object.fromEntries(params);
  const isTime = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
  if (!isTime(created)) return fail("bad-parameters", "`created` must be an integer timestamp.");
  if (expires !== undefined && (!isTime(expires) || expires < created)) {
    return fail("bad-parameters", "`expires` must be an integer timestamp not before `created`.");
  }
  if (typeof keyid !== "string") return fail("bad-parameters", "`keyid` must be a string.");
  if (nonce !== undefined && typeof nonce !== "string") return fail("bad-parameters", "`nonce` must be a string.");
  if (options.requireNonce && nonce === undefined) return fail("nonce-required", "Signatures must carry a `nonce`.");
  // Without `alg` the key decides (RFC 9421 §3.2): ours are all Ed25519.
  if (alg !== undefined && alg !== "ed25519") return fail("wrong-algorithm", 'Only `alg="ed25519"` is accepted.');
  return { created, expires, keyid, nonce };
}
