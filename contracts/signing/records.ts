/**
 * Signed agreement records: Parley signs a record's canonical text (RFC 8785 JCS, contracts/record.ts) with
 * Ed25519, parties that registered a key countersign the same bytes, and anyone holding the public keys checks
 * it offline. The record travels with its canonical text so a verifier need not trust its own JSON library's
 * output; verification recomputes the JCS of the record and refuses any difference, so changing either the
 * record or the text shows.
 */
import { AGREEMENT_RECORD_VERSION, canonicalRecord, type AgreementRecord } from "../record";
import { fromBase64url, toBase64url } from "./base64url";
import { asEd25519Jwk, ED25519, ed25519Jwk, importVerifyKey, jwkThumbprint, type PublicSigningJwk, type SigningKey } from "./keys";

/** The signer name of Parley's own signature; parties sign under their agent ids. */
export const PARLEY_SIGNER = "parley";

export interface RecordSignature {
  /** "parley" or the countersigning party's agent id. */
  signer: string;
  /** RFC 7638 thumbprint of the signing key's public JWK. */
  kid: string;
  alg: typeof ED25519;
  /** Ed25519 signature over the UTF-8 bytes of `canonical`, base64url. */
  sig: string;
}

export interface SignedRecord {
  record: AgreementRecord;
  /** JCS of `record`: the signed text. */
  canonical: string;
  signatures: RecordSignature[];
}

/** Public keys to verify with: Parley's (a JWKS document's `keys`), and parties' keys by agent id. */
export interface VerificationKeys {
  parley: readonly unknown[];
  /** A party's key given here wins over the `signingKey` its record names. */
  parties?: Readonly<Record<string, unknown>>;
}

export interface RecordVerification {
  /** True when the canonical text is the record's, every signature verifies and Parley's is among them. */
  valid: boolean;
  /** Who signed, as verified ("parley" and party agent ids), in signature order. */
  signers: string[];
  /** Why it is not valid, one sentence each; empty when valid. */
  problems: string[];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

async function signCanonical(canonical: string, signer: string, privateKey: CryptoKey, kid: string): Promise<RecordSignature> {
  const signature = await crypto.subtle.sign({ name: ED25519 }, privateKey, utf8(canonical));
  return { signer, kid, alg: ED25519, sig: toBase64url(new Uint8Array(signature)) };
}

/**
 * `record` signed by Parley. The returned record is re-read from the canonical text, so what travels is exactly
 * what was signed (no undefined members, no shared references with the caller's objects).
 */
export async function signRecord(record: AgreementRecord, key: SigningKey): Promise<SignedRecord> {
  const canonical = canonicalRecord(record);
  return {
    record: JSON.parse(canonical) as AgreementRecord,
    canonical,
    signatures: [await signCanonical(canonical, PARLEY_SIGNER, key.privateKey, key.kid)],
  };
}

/**
 * `signed` with `agentId`'s signature added over the same canonical bytes (replacing an earlier one by the same
 * agent and key: Ed25519 is deterministic, so signing again changes nothing). Refuses a record whose canonical
 * text is not its JCS (it would sign something other than what it shows) and a signer that is not a party.
 */
export async function countersign(signed: SignedRecord, agentId: string, privateKey: CryptoKey, kid: string): Promise<SignedRecord> {
  if (agentId === PARLEY_SIGNER) throw new Error(`"${PARLEY_SIGNER}" is Parley's signer name, not a party's`);
  if (canonicalRecord(signed.record) !== signed.canonical) throw new Error("the record's canonical text is not its JCS; refusing to countersign");
  if (!signed.record.parties.some((party) => party.agentId === agentId)) throw new Error(`${agentId} is not a party to contract ${signed.record.contractId}`);
  const signature = await signCanonical(signed.canonical, agentId, privateKey, kid);
  return {
    record: signed.record,
    canonical: signed.canonical,
    signatures: [...signed.signatures.filter((s) => !(s.signer === agentId && s.kid === kid)), signature],
  };
}

/**
 * A party's countersignature, made elsewhere with its own key, added to `signed` once it verifies: the signer is a
 * party whose record lists a signing key, the kid is that key's thumbprint, and the signature verifies over the
 * canonical bytes. Returns the record with it (replacing an earlier one by the same party), or why not.
 */
export async function addCountersignature(signed: SignedRecord, signature: { signer: string; kid: string; sig: string }): Promise<{ ok: true; signed: SignedRecord } | { ok: false; detail: string }> {
  const party = signed.record.parties.find((p) => p.agentId === signature.signer);
  if (!party) return { ok: false, detail: `${signature.signer} is not a party to contract ${signed.record.contractId}` };
  if (!party.signingKey) return { ok: false, detail: `${signature.signer} registered no signing key with this contract` };
  const jwk = ed25519Jwk(party.signingKey);
  if ((await jwkThumbprint(jwk)) !== signature.kid) return { ok: false, detail: "kid is not the thumbprint of the signing key the contract lists for this party" };
  const bytes = fromBase64url(signature.sig);
  if (!bytes) return { ok: false, detail: "sig is not unpadded base64url" };
  const verified = await importVerifyKey(jwk)
    .then((key) => crypto.subtle.verify({ name: ED25519 }, key, bytes, utf8(signed.canonical)))
    .catch(() => false);
  if (!verified) return { ok: false, detail: "the signature does not verify over the record's canonical text with the party's key" };
  return { ok: true, signed: withPartySignature(signed, { signer: signature.signer, kid: signature.kid, alg: ED25519, sig: signature.sig }) };
}

/** `signed` with a party's (verified) signature, replacing any earlier one by the same party. */
export function withPartySignature(signed: SignedRecord, signature: RecordSignature): SignedRecord {
  return { ...signed, signatures: [...signed.signatures.filter((s) => s.signer !== signature.signer), signature] };
}

/**
 * Checks a signed record offline: the canonical text is exactly the JCS of the record, the record is a version
 * this code knows, every signature verifies with the key its `kid` names (Parley's from `keys.parley`, a party's
 * from `keys.parties` or else the key the Parley-signed record lists for it), and a valid Parley signature is
 * present. Never throws: anything malformed is a problem in the answer.
 */
export async function verifySignedRecord(signed: unknown, keys: VerificationKeys): Promise<RecordVerification> {
  const problems: string[] = [];
  const signers: string[] = [];
  if (typeof signed !== "object" || signed === null) return { valid: false, signers, problems: ["not a signed record (a JSON object with record, canonical and signatures)"] };
  const { record, canonical, signatures } = signed as Record<string, unknown>;
  if (typeof record !== "object" || record === null || Array.isArray(record)) problems.push("the signed record has no \"record\" object");
  if (typeof canonical !== "string") problems.push("the signed record has no \"canonical\" text");
  if (!Array.isArray(signatures)) problems.push("the signed record has no \"signatures\" list");
  if (problems.length > 0) return { valid: false, signers, problems };
  const body = record as Record<string, unknown>;
  const text = canonical as string;

  if (body.type !== "parley.agreement") problems.push(`the record's type is ${JSON.stringify(body.type)}, not "parley.agreement"`);
  if (body.recordVersion !== AGREEMENT_RECORD_VERSION) problems.push(`record version ${JSON.stringify(body.recordVersion)} is not one this verifier knows (${AGREEMENT_RECORD_VERSION})`);
  let recomputed: string | null;
  try {
    recomputed = canonicalRecord(body);
  } catch (error) {
    recomputed = null;
    problems.push(`the record is not canonicalizable JSON: ${(error as Error).message}`);
  }
  if (recomputed !== null && recomputed !== text) problems.push("the canonical text is not the JCS of the record: the record or the canonical text was changed after signing");

  const parleyKeys = await keyIndex(keys.parley, problems);
  const parties = Array.isArray(body.parties) ? (body.parties as unknown[]) : [];
  let parleySigned = false;
  for (const [index, entry] of (signatures as unknown[]).entries()) {
    const label = `signature ${index + 1}`;
    if (typeof entry !== "object" || entry === null) {
      problems.push(`${label} is not an object`);
      continue;
    }
    const { signer, kid, alg, sig } = entry as Record<string, unknown>;
    if (typeof signer !== "string" || typeof kid !== "string" || typeof sig !== "string") {
      problems.push(`${label} lacks a signer, kid or sig string`);
      continue;
    }
    const who = `${label} (${signer}, kid ${kid})`;
    if (alg !== ED25519) {
      problems.push(`${who}: algorithm ${JSON.stringify(alg)} is not ${ED25519}`);
      continue;
    }
    const key = signer === PARLEY_SIGNER ? parleyKeys.get(kid) : await partyKey(signer, kid, parties, keys.parties, who, problems);
    if (signer === PARLEY_SIGNER && key === undefined) problems.push(`${who}: no Parley key has this kid`);
    if (key === undefined) continue;
    const bytes = fromBase64url(sig);
    if (bytes === null) {
      problems.push(`${who}: the signature is not base64url`);
      continue;
    }
    let verified = false;
    try {
      verified = await crypto.subtle.verify({ name: ED25519 }, await importVerifyKey(key), bytes, utf8(text));
    } catch {
      verified = false;
    }
    if (!verified) {
      problems.push(`${who}: the signature does not verify over the canonical text`);
      continue;
    }
    if (signer === PARLEY_SIGNER) parleySigned = true;
    if (!signers.includes(signer)) signers.push(signer);
  }
  if (!parleySigned && !(signatures as unknown[]).some((s) => (s as { signer?: unknown } | null)?.signer === PARLEY_SIGNER)) problems.push("the record carries no Parley signature");
  else if (!parleySigned) problems.push("no Parley signature verifies");
  return { valid: problems.length === 0, signers, problems };
}

/** Parley's keys by kid: a JWK's own kid when it states one (checked against its thumbprint), else the thumbprint. */
async function keyIndex(jwks: readonly unknown[], problems: string[]): Promise<Map<string, PublicSigningJwk>> {
  const index = new Map<string, PublicSigningJwk>();
  if (!Array.isArray(jwks)) {
    problems.push("Parley's keys are not a list of JWKs");
    return index;
  }
  for (const [position, candidate] of jwks.entries()) {
    const jwk = asEd25519Jwk(candidate);
    if (typeof jwk === "string") {
      // A JWKS may hold other kinds of keys in future; only a key a signature names matters, so skip quietly.
      continue;
    }
    const thumbprint = await jwkThumbprint(jwk);
    if (jwk.kid !== undefined && jwk.kid !== thumbprint) {
      problems.push(`Parley key ${position + 1}: its kid ${jwk.kid} is not its RFC 7638 thumbprint ${thumbprint}`);
      continue;
    }
    index.set(thumbprint, jwk);
  }
  return index;
}

/** The key a party's signature must verify with, or undefined (with the problem noted). */
async function partyKey(
  signer: string,
  kid: string,
  parties: unknown[],
  given: Readonly<Record<string, unknown>> | undefined,
  who: string,
  problems: string[],
): Promise<PublicSigningJwk | undefined> {
  const party = parties.find((p): p is { agentId: string; signingKey?: unknown } => typeof p === "object" && p !== null && (p as { agentId?: unknown }).agentId === signer);
  if (party === undefined) {
    problems.push(`${who}: ${signer} is not a party to this record`);
    return undefined;
  }
  const supplied = given !== undefined && Object.hasOwn(given, signer) ? given[signer] : typeof party.signingKey === "string" ? ed25519Jwk(party.signingKey) : undefined;
  if (supplied === undefined) {
    problems.push(`${who}: no key for ${signer} (none given and the record lists none)`);
    return undefined;
  }
  const jwk = asEd25519Jwk(supplied);
  if (typeof jwk === "string") {
    problems.push(`${who}: ${signer}'s key is unusable: ${jwk}`);
    return undefined;
  }
  if ((await jwkThumbprint(jwk)) !== kid) {
    problems.push(`${who}: the kid is not the thumbprint of ${signer}'s key`);
    return undefined;
  }
  return jwk;
}
