/**
 * The negotiation's hash-chained audit log: every recommendation, policy evaluation, escalation, human
 * decision and outcome, each entry sealed with the hash of the one before.
 */
import { createHash } from "node:crypto";
import { entryPreimage, GENESIS_HASH, verifyChain, type AuditEntry, type AuditKind, type ChainVerification } from "../../policies";

/** SHA-256, synchronous (node:crypto under nodejs_compat), so audit entries join the round's transaction. */
export function sha256Sync(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export interface AuditTip {
  seq: number;
  /** Hash of the last entry; null before the first. */
  head: string | null;
}

/**
 * Seals the audit entry that follows `tip`: returns the new tip (the caller stores it with the state) and
 * the row to insert (seq, at, kind, data, prev_hash, hash).
 */
export function sealAudit(tip: AuditTip, kind: AuditKind, data: unknown, now: number): { tip: AuditTip; values: SqlStorageValue[] } {
  const entry = { seq: tip.seq + 1, at: now, kind, data, prevHash: tip.head ?? GENESIS_HASH };
  const hash = sha256Sync(entryPreimage(entry));
  return { tip: { seq: entry.seq, head: hash }, values: [entry.seq, now, kind, JSON.stringify(data), entry.prevHash, hash] };
}

export function readAudit(sql: SqlStorage): AuditEntry[] {
  return sql
    .exec<{ seq: number; at: number; kind: string; data: string; prev_hash: string; hash: string }>("SELECT * FROM audit ORDER BY seq")
    .toArray()
    .map((r) => ({ seq: r.seq, at: r.at, kind: r.kind as AuditKind, data: JSON.parse(r.data), prevHash: r.prev_hash, hash: r.hash }));
}

/** Verifies every link, and that the chain ends at the head recorded with the negotiation's state (no truncation). */
export async function verifyAudit(entries: AuditEntry[], head: string | null): Promise<ChainVerification> {
  const chain = await verifyChain(entries, async (text) => sha256Sync(text));
  if (!chain.valid) return chain;
  const last = entries.at(-1)?.hash ?? null;
  if (last !== head) return { valid: false, brokenAt: entries.length, reason: "the log does not end at the recorded head: entries were removed" };
  return chain;
}

export interface PolicyEvaluationRow {
  seq: number;
  at: number;
  kind: "policy-evaluation" | "escalation";
  /** The evaluation (or the escalation that followed it) as audited (JSON). */
  data: string;
  [column: string]: SqlStorageValue;
}

/** The policy evaluations, and the escalations they raised, audited after `afterSeq` up to `uptoSeq`. */
export function policyEvaluations(sql: SqlStorage, afterSeq: number, uptoSeq: number): PolicyEvaluationRow[] {
  return sql
    .exec<PolicyEvaluationRow>("SELECT seq, at, kind, data FROM audit WHERE seq > ? AND seq <= ? AND kind IN ('policy-evaluation', 'escalation') ORDER BY seq", afterSeq, uptoSeq)
    .toArray();
}
