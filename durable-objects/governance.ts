import { createHash } from "node:crypto";
import type { BuyerMove, Decision, NegotiationConfig } from "../kernel/types";
import {
  entryPreimage,
  GENESIS_HASH,
  parsePolicySet,
  verifyChain,
  type AuditEntry,
  type AuditKind,
  type ChainVerification,
  type PolicyContext,
  type PolicySet,
} from "../policies";

/** What the Shop hands a room at open, besides the policy set: facts the policies may ask about. */
export interface PolicyInputs {
  dealsClosed: number;
  agent: { escalationRate: number; breachRate: number; recentDecisions: number };
}

export const NO_POLICY_INPUTS: PolicyInputs = { dealsClosed: 0, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } };

const compiled = new Map<string, PolicySet>();

/** Policy sets are snapshotted as YAML; each distinct text is parsed and type-checked once per isolate. */
export function compiledPolicies(source: string): PolicySet {
  let set = compiled.get(source);
  if (!set) {
    const parsed = parsePolicySet(source);
    // The Shop only ever snapshots sets that parsed; failing here means storage was tampered with.
    if (!parsed.ok) throw new Error(`stored policy set does not parse: ${parsed.errors[0]?.message}`);
    set = parsed.set;
    if (compiled.size > 100) compiled.clear();
    compiled.set(source, set);
  }
  return set;
}

export interface ContextFacts {
  config: NegotiationConfig;
  decision: Decision;
  move: BuyerMove;
  standingOfferMinor: number | null;
  quantity: number;
  productId: string;
  buyerId: string;
  elapsedMs: number;
  inputs: PolicyInputs;
}

/** The variables policies see for one kernel decision. */
export function policyContext(f: ContextFacts): PolicyContext {
  const anchor = f.config.anchorMinor;
  const price = f.decision.priceMinor ?? f.standingOfferMinor ?? anchor;
  const bid = f.move.kind === "accept" ? (f.standingOfferMinor ?? 0) : (f.move.priceMinor ?? 0);
  return {
    offer: {
      priceMinor: price,
      buyerPriceMinor: bid,
      previousShopOfferMinor: f.standingOfferMinor ?? anchor,
      discountBps: Math.floor(((anchor - price) * 10_000) / anchor),
      action: f.decision.action,
    },
    negotiation: {
      round: f.decision.round,
      maxRounds: f.config.maxRounds,
      quantity: f.quantity,
      currency: f.config.currency,
      elapsedSeconds: Math.max(0, Math.floor(f.elapsedMs / 1000)),
    },
    product: { id: f.productId, anchorMinor: anchor, floorMinor: f.config.floorMinor },
    counterparty: { id: f.buyerId, dealsClosed: f.inputs.dealsClosed, isNew: f.inputs.dealsClosed === 0 },
    agent: f.inputs.agent,
    deal: { valueMinor: price * f.quantity, currency: f.config.currency },
  };
}

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
