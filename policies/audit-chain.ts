/**
 * A hash-chained audit log: each entry carries the hash of the one before, so changing, removing or
 * reordering any entry breaks every hash after it. Hashing is passed in (SHA-256 via Web Crypto in the
 * Durable Object), which keeps this module pure.
 */
/**
 * `message`: a buyer's free text and how it was read; `reply-check`: a model-phrased reply refused for the
 * template; `tactic`: a buyer tactic detected for the first time in the negotiation, with its evidence.
 */
export type AuditKind = "recommendation" | "policy-evaluation" | "escalation" | "human-decision" | "outcome" | "message" | "reply-check" | "tactic" | `contract.${string}` | `auction.${string}` | `fleet.${string}`;

export interface AuditEntry {
  seq: number;
  at: number;
  kind: AuditKind;
  data: unknown;
  prevHash: string;
  hash: string;
}

export const GENESIS_HASH = "0".repeat(64);

export type HashFn = (text: string) => Promise<string>;

/** JSON with object keys sorted at every level, so equal values always hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** The text an entry's hash covers: everything but the hash itself. */
export function entryPreimage(entry: Omit<AuditEntry, "hash">): string {
  return canonicalJson({ seq: entry.seq, at: entry.at, kind: entry.kind, data: entry.data, prevHash: entry.prevHash });
}

export async function sealEntry(entry: Omit<AuditEntry, "hash">, hash: HashFn): Promise<AuditEntry> {
  return { ...entry, hash: await hash(entryPreimage(entry)) };
}

export interface ChainVerification {
  valid: boolean;
  /** The first entry that does not verify, if any. */
  brokenAt: number | null;
  reason: string | null;
}

export async function verifyChain(entries: readonly AuditEntry[], hash: HashFn): Promise<ChainVerification> {
  let prev = GENESIS_HASH;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.seq !== i + 1) return { valid: false, brokenAt: e.seq, reason: "sequence gap or reordering" };
    if (e.prevHash !== prev) return { valid: false, brokenAt: e.seq, reason: "link to the previous entry is broken" };
    if ((await hash(entryPreimage(e))) !== e.hash) return { valid: false, brokenAt: e.seq, reason: "entry content does not match its hash" };
    prev = e.hash;
  }
  return { valid: true, brokenAt: null, reason: null };
}
