// The negotiation events' catalog (common/events.ts): every event type the rooms and the shop write, with the
// payloads they write today, survives the trip to the consumer; a payload that does not fit its type is refused
// (and dead-lettered by the consumer); and, at compile time (`tsc --noEmit`, run by `npm test`), the journal
// refuses a payload that does not fit the type it names.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  EVENT_TYPES,
  isEventType,
  parseEventPayload,
  parseNegotiationEvent,
  payloadOf,
  safeParseNegotiationEvent,
  type EventEnvelope,
  type EventLine,
  type EventPayload,
  type EventType,
} from "../../common/events";
import type { Journal } from "../../durable-objects/room/journal";
import { handleEventsBatch, listDeadLetters } from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const T0 = Date.UTC(2026, 10, 5, 9, 0, 0);

/** A service contract's terms (contracts/types.ts ContractTerms). */
const CONTRACT_TERMS: EventPayload<"contract.proposed">["terms"] = { currency: "EUR", priceMinor: 50_000, terms: { "support-hours": 24 }, sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, comparator: "atMost", threshold: 250, penaltyMinor: 2_000, bonusMinor: 500, minSamples: 10 }], stakeMinor: 10_000, bonusPoolMinor: 5_000, durationMs: 3_600_000 };

/** A dispute of a check's penalty as contracts/disputes.ts states it on each of its events (with the contract's status). */
const DISPUTE_HEAD: EventPayload<"contract.dispute_opened"> = { status: "active", termsVersion: 1, disputeId: "dsp-1", cause: `check:${T0}:latency-p95`, kind: "penalty", openedBy: "prov-1", against: ["cons-1"], amountMinor: 2_000, reason: "the latency samples were made up" };

/** One payload per catalogued type, shaped as its producer writes it (the room's journal calls, the Shop's breaker, the ingest consumer). */
const SAMPLES: { [T in EventType]: EventPayload<T> } = {
  "negotiation.opened": {
    productId: "espresso",
    productVersion: 3,
    buyerId: "buyer-1",
    authenticated: true,
    quantity: 2,
    currency: "EUR",
    anchorMinor: 10_000,
    floorMinor: 7_000,
    strategy: { kind: "boulware", exponent: 0.4 },
    maxRounds: 8,
    arm: "default",
    resumed: false,
    expiresAt: T0 + 3_600_000,
  },
  "round.decided": { round: 1, move: { kind: "counter", priceMinor: 8_000 }, action: "counter", priceMinor: 9_400, reasons: ["CONCESSION_APPLIED"], status: "open" },
  "agent.recommendation": {
    round: 1,
    kind: "counter",
    recommendation: { priceMinor: 9_400, status: "open", reasons: ["CONCESSION_APPLIED"] },
    rationale: "kernel boulware; policies: ALLOW",
    confidence: 1,
  },
  "policy.violation": { policyId: "cap-discount", outcome: "constraint", severity: "medium", details: { round: 1, description: "cap", priceMinor: 9_000 } },
  "negotiation.agreed": { round: 3, agreedPriceMinor: 8_800, quantity: 2 },
  "negotiation.switched": { round: 3, switchNumber: 1, optionId: "r3s1-2", agreedPriceMinor: 9_100, agreedTerms: { "payment-days": 30 }, quantity: 2, previousPriceMinor: 8_800, previousTerms: { "payment-days": 0 } },
  "negotiation.rejected": { round: 4, agreedPriceMinor: null, quantity: 2 },
  "negotiation.expired": { round: 2, expiresAt: T0 + 3_600_000 },
  "negotiation.withdrawn": { round: 2 },
  "negotiation.escalated": { round: 2, escalationId: "esc_1", policyId: null, assignee: "owner@example.com" },
  "buyer.message": { round: 1, outcome: "price", move: "price", confidence: "HIGH" },
  "tactic.detected": { round: 1, tactic: "anchoring", confidence: 0.9, rounds: [0, 1] },
  "breaker.tripped": { productId: null, reason: "escalation rate above 50%", at: new Date(T0).toISOString(), until: new Date(T0 + 600_000).toISOString() },
  "message.imported": { documentId: "log-1", index: 0 },
  // Service agreements (issue #30): the envelope's negotiationId carries the contract id.
  "contract.proposed": { status: "proposed", kind: "bilateral", parties: [{ agentId: "prov-1", role: "provider" }, { agentId: "cons-1", role: "consumer" }], terms: CONTRACT_TERMS, termsVersion: 1, negotiationId: "neg-1", proposalExpiresAt: T0 + 3_600_000 },
  "contract.accepted": { status: "proposed", termsVersion: 1, agentId: "prov-1", acceptedBy: ["prov-1"] },
  "contract.declined": { status: "terminated", termsVersion: 1, agentId: "cons-1", reason: "price too high" },
  "contract.activated": { status: "active", termsVersion: 1, activatedAt: T0, endsAt: T0 + 3_600_000 },
  "contract.breach": { status: "active", termsVersion: 1, checkAt: T0, targetId: "latency-p95", metric: "latency", since: T0, graceEndsAt: T0 + 5_000, reading: 400 },
  "contract.violation": { status: "active", termsVersion: 1, checkAt: T0, targetId: "latency-p95", reading: 400, penaltyMinor: 2_000, providerId: "prov-1", consumerId: "cons-1" },
  "contract.bonus": { status: "active", termsVersion: 1, checkAt: T0, targetId: "latency-p95", reading: 120, bonusMinor: 500 },
  "contract.suspended": { status: "suspended", termsVersion: 1, reason: "5 violations in a row", consecutiveViolations: 5 },
  "contract.amendment_proposed": { status: "suspended", termsVersion: 1, amendmentId: "amd-1", proposedBy: "cons-1", expiresAt: T0 + 60_000, terms: CONTRACT_TERMS },
  "contract.amended": { status: "active", amendmentId: "amd-1", terms: CONTRACT_TERMS, termsVersion: 2, acceptedBy: ["cons-1", "prov-1"] },
  "contract.amendment_expired": { status: "active", termsVersion: 1, amendmentId: "amd-1" },
  "contract.completed": { status: "completed", termsVersion: 2, closedAt: T0 + 3_600_000 },
  "contract.terminated": { status: "terminated", termsVersion: 1, reason: "terminated by the consumer", by: "cons-1" },
  "contract.expired": { status: "expired", termsVersion: 1, reason: "proposal lapsed" },
  "contract.postings": { cause: "activate", postings: [{ postingId: "ctr-1:activate:0", contractId: "ctr-1", kind: "stake_deposit", from: "external:prov-1", to: "stake:ctr-1", amountMinor: 10_000, currency: "EUR", at: T0, cause: "activate" }] },
  "contract.checked": { checkAt: T0, status: "active", termsVersion: 1, verdicts: [{ targetId: "latency-p95", kind: "met", reading: 180 }], evidence: [{ agentId: "prov-1", metric: "latency", met: true, at: T0, targetId: "latency-p95" }] },
  "contract.dispute_opened": DISPUTE_HEAD,
  "contract.dispute_decided": { ...DISPUTE_HEAD, outcome: "upheld", winners: ["prov-1"], losers: ["cons-1"], reversedMinor: 2_000, by: "person:owner" },
  "contract.dispute_withdrawn": DISPUTE_HEAD,
};

/** A payload of the right shape but wrong content, per type: each must be refused. */
const WRONG: Record<EventType, Record<string, unknown>> = {
  "negotiation.opened": { ...SAMPLES["negotiation.opened"], quantity: 0 },
  "round.decided": { ...SAMPLES["round.decided"], action: "shrug" },
  "agent.recommendation": { round: 1, kind: "counter" },
  "policy.violation": { ...SAMPLES["policy.violation"], outcome: "allow" },
  "negotiation.agreed": { round: 3, agreedPriceMinor: null },
  "negotiation.switched": { round: 3, switchNumber: 0, optionId: "r3s1-2", agreedPriceMinor: 9_100, agreedTerms: {} },
  "negotiation.rejected": { round: 4, agreedPriceMinor: 8_000 },
  "negotiation.expired": { round: -1 },
  "negotiation.withdrawn": { round: "2" },
  "negotiation.escalated": { round: 2, policyId: "p", assignee: "owner" },
  "buyer.message": { ...SAMPLES["buyer.message"], confidence: 0.9 },
  "tactic.detected": { ...SAMPLES["tactic.detected"], confidence: 1.5 },
  "breaker.tripped": { ...SAMPLES["breaker.tripped"], at: T0 },
  "message.imported": { documentId: "", index: 0 },
  "contract.proposed": { ...SAMPLES["contract.proposed"], status: "pending" },
  "contract.accepted": { status: "proposed" },
  "contract.declined": { ...SAMPLES["contract.declined"], agentId: "" },
  "contract.activated": { status: "running" },
  "contract.breach": { ...SAMPLES["contract.breach"], graceEndsAt: -1 },
  "contract.violation": { ...SAMPLES["contract.violation"], penaltyMinor: -1 },
  "contract.bonus": { ...SAMPLES["contract.bonus"], bonusMinor: 1.5 },
  "contract.suspended": { status: "suspended" },
  "contract.amendment_proposed": { ...SAMPLES["contract.amendment_proposed"], terms: { currency: "eur" } },
  "contract.amended": { ...SAMPLES["contract.amended"], termsVersion: 0 },
  "contract.amendment_expired": { status: "active" },
  "contract.completed": { reason: "done" },
  "contract.terminated": { status: "closed" },
  "contract.expired": { status: "expired", closedAt: "yesterday" },
  "contract.postings": { postings: [] },
  "contract.checked": { ...SAMPLES["contract.checked"], verdicts: [{ targetId: "latency-p95", kind: "great" }] },
  "contract.dispute_opened": { ...DISPUTE_HEAD, kind: "refund" },
  "contract.dispute_decided": { ...SAMPLES["contract.dispute_decided"], losers: [] },
  "contract.dispute_withdrawn": { ...DISPUTE_HEAD, against: [] },
};

function envelope<T extends EventType>(type: T, payload: EventPayload<T>, shopId = "shop-catalog"): EventEnvelope<T> {
  return { v: 1, eventId: randomUUID(), shopId, negotiationId: "neg-catalog", seq: 1, type, actor: "shop", at: T0, payload };
}

describe("the event catalog", () => {
  it("lists every event type the rooms, the shop and the ingest consumer write", () => {
    expect([...EVENT_TYPES].sort()).toEqual(
      [
        "agent.recommendation",
        "breaker.tripped",
        "buyer.message",
        "message.imported",
        "negotiation.agreed",
        "negotiation.escalated",
        "negotiation.expired",
        "negotiation.opened",
        "negotiation.rejected",
        "negotiation.switched",
        "negotiation.withdrawn",
        "policy.violation",
        "round.decided",
        "tactic.detected",
        "contract.proposed",
        "contract.accepted",
        "contract.declined",
        "contract.activated",
        "contract.breach",
        "contract.violation",
        "contract.bonus",
        "contract.suspended",
        "contract.amendment_proposed",
        "contract.amended",
        "contract.amendment_expired",
        "contract.completed",
        "contract.terminated",
        "contract.expired",
        "contract.postings",
        "contract.checked",
        "contract.dispute_opened",
        "contract.dispute_decided",
        "contract.dispute_withdrawn",
      ].sort(),
    );
    expect(isEventType("round.decided")).toBe(true);
    expect(isEventType("shop.note_added")).toBe(false);
  });

  it.each(EVENT_TYPES)("%s round-trips: written, sent as JSON, parsed to the same payload", (type) => {
    const sent = JSON.parse(JSON.stringify(envelope(type, SAMPLES[type]))) as unknown;
    const event = parseNegotiationEvent(sent);
    expect(event.type).toBe(type);
    expect(event.payload).toEqual(SAMPLES[type]);
    expect(payloadOf(event, type)).toEqual(SAMPLES[type]);
    expect(parseEventPayload(type, SAMPLES[type])).toEqual(SAMPLES[type]);
  });

  it.each(EVENT_TYPES)("%s refuses a payload that does not fit it", (type) => {
    expect(() => parseEventPayload(type, WRONG[type])).toThrow();
    const parsed = safeParseNegotiationEvent({ ...envelope(type, SAMPLES[type]), payload: WRONG[type] });
    expect(parsed.success).toBe(false);
  });

  it("keeps the keys a payload schema does not name in the stored payload, not in the parsed one", () => {
    const event = parseNegotiationEvent({ ...envelope("negotiation.withdrawn", { round: 2 }), payload: { round: 2, note: "extra" } });
    expect(event.payload).toEqual({ round: 2, note: "extra" });
    expect(payloadOf(event, "negotiation.withdrawn")).toEqual({ round: 2 });
  });

  it("accepts an event type it does not list (stored, not projected) but never a malformed envelope", () => {
    const other = parseNegotiationEvent({ ...envelope("negotiation.withdrawn", { round: 1 }), type: "shop.note_added", actor: "operator", payload: { note: "call them" } });
    expect(other.data).toBeNull();
    expect(() => payloadOf(other, "negotiation.withdrawn")).toThrow();
    for (const bad of [{ type: "Not A Type" }, { actor: "martian" }, { at: -1 }, { eventId: "" }, { payload: [] }]) {
      expect(safeParseNegotiationEvent({ ...envelope("negotiation.withdrawn", { round: 1 }), ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("holds the journal to the catalog at compile time", () => {
    // Never called: what matters is that `tsc --noEmit` accepts the good calls and the @ts-expect-error lines.
    const typeChecks = (journal: Journal) => {
      journal.event("round.decided", "shop", T0, SAMPLES["round.decided"]);
      journal.event("negotiation.agreed", "shop", T0, { round: 1, agreedPriceMinor: 9_000, quantity: 1 });
      // @ts-expect-error an agreement names its price
      journal.event("negotiation.agreed", "shop", T0, { round: 1, agreedPriceMinor: null });
      // @ts-expect-error a decided round's action is the kernel's
      journal.event("round.decided", "shop", T0, { ...SAMPLES["round.decided"], action: "shrug" });
      // @ts-expect-error a key the payload does not have
      journal.event("negotiation.withdrawn", "buyer", T0, { round: 1, reason: "bored" });
      // @ts-expect-error a type the catalog does not list
      journal.event("negotiation.paused", "system", T0, {});
      const line: EventLine = { type: "tactic.detected", actor: "agent", payload: SAMPLES["tactic.detected"], message: { content: "evidence" } };
      journal.record(line, T0);
      // @ts-expect-error a line's payload is its type's
      const wrongLine: EventLine = { type: "buyer.message", actor: "buyer", payload: SAMPLES["tactic.detected"] };
      return wrongLine;
    };
    expect(typeof typeChecks).toBe("function");
  });
});

describe("the consumer parses with the catalog", () => {
  const db = useTestDb();

  it("stores what fits and dead-letters a catalogued event whose payload does not", async () => {
    const shopId = newShopId("catalog");
    const good = EVENT_TYPES.filter((t) => t !== "message.imported").map((t) => envelope(t, SAMPLES[t], shopId));
    const bad = { ...envelope("round.decided", SAMPLES["round.decided"], shopId), payload: WRONG["round.decided"] };
    const batch = makeBatch("negotiation-events", [...good, bad]);
    const report = await handleEventsBatch(batch, { db: db.handle.db });
    expect(report).toMatchObject({ acked: good.length + 1, retried: 0, deadLettered: 1 });
    expect(report.storedEventIds).toEqual(good.map((e) => e.eventId));
    const letters = await listDeadLetters(db.handle.db, { shopId, queue: "negotiation-events" });
    expect(letters).toHaveLength(1);
    expect(letters[0]!.error).toMatch(/invalid event/);
    expect(letters[0]!.body).toEqual(bad);
  });
});
