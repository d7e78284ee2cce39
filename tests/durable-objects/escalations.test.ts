import { describe, expect, it } from "vitest";
import type { Decision, NegotiationState } from "../../kernel/types";
import { humanDecision, retryAfterSeconds, type EscalationRow, type VerdictCheck } from "../../durable-objects/room/escalations";
import type { RoomRow } from "../../durable-objects/room/room-row";
import { DEFAULT_POLICIES_YAML, parsePolicySet } from "../../policies";
import { context } from "../policies/context";

const state: NegotiationState = { round: 3, openedAt: 0, lastShopOfferMinor: 9_000, lastBuyerOfferMinor: 8_000 };
const row = {
  shop_offer_minor: 9_000,
  config: { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" }, maxRounds: 10, ttlMs: 60_000 },
  kernelState: state,
} as RoomRow;
const proposed: Decision = { action: "accept", priceMinor: 8_000, status: "agreed", round: 3, reasons: ["ASPIRATION_MET"], state };
const bid = { kind: "counter", priceMinor: 8_000 } as const;

describe("humanDecision: what a person's verdict on an escalation stands for", () => {
  it("approve commits what the negotiator proposed, marked as approved (or timed out)", () => {
    expect(humanDecision(row, proposed, bid, { decision: "approve" }, false, null)).toMatchObject({ ...proposed, reasons: ["ASPIRATION_MET", "HUMAN_APPROVED"] });
    expect(humanDecision(row, proposed, bid, { decision: "approve" }, true, null)).toMatchObject({ reasons: ["ASPIRATION_MET", "ESCALATION_TIMED_OUT"] });
  });

  it("reject ends the negotiation at the standing offer", () => {
    expect(humanDecision(row, proposed, bid, { decision: "reject" }, false, null)).toMatchObject({ action: "reject", priceMinor: 9_000, status: "rejected", round: 3, reasons: ["HUMAN_REJECTED"] });
  });

  it("modify counters at the new price, or — when the buyer already bid at least that — agrees at the buyer's bid, not below it", () => {
    expect(humanDecision(row, proposed, bid, { decision: "modify", priceMinor: 8_500 }, false, null)).toMatchObject({ action: "counter", priceMinor: 8_500, status: "open", reasons: ["HUMAN_MODIFIED"] });
    // The buyer offered 8,000: a person allowing 7,500 closes the deal at 8,000 (it used to agree at 7,500).
    expect(humanDecision(row, proposed, bid, { decision: "modify", priceMinor: 7_500 }, false, null)).toMatchObject({ action: "accept", priceMinor: 8_000, status: "agreed" });
  });

  it("a modified price must keep the kernel's invariants: within floor and list price, not above the standing offer, whole", () => {
    for (const priceMinor of [6_999, 9_001, 10_001, 8_000.5, undefined]) {
      expect(humanDecision(row, proposed, bid, { decision: "modify", priceMinor }, false, null)).toMatchObject({ ok: false, problem: { type: "/problems/invalid-human-decision" } });
    }
  });
});

describe("a person's verdict never bypasses a constraint (the bundled 25% cap)", () => {
  const set = (() => {
    const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
    if (!parsed.ok) throw new Error("bundled set does not parse");
    return parsed.set;
  })();
  // Round 9 of 10, a bid 30% below list: the kernel would agree at 7,000 (30% off).
  const late = { ...row, shop_offer_minor: 9_000 } as RoomRow;
  const raw: Decision = { action: "accept", priceMinor: 7_000, status: "agreed", round: 9, reasons: ["LATE_ACCEPT"], state };
  const check: VerdictCheck = { policies: set, context: context({ action: "accept", price: 7_000, bid: 7_000, previous: 9_000, round: 9, floor: 6_000 }) };
  const lowBid = { kind: "counter", priceMinor: 7_000 } as const;

  it("approving (or timing out into approval) commits the constrained price, not the raw 30% off", () => {
    const approved = humanDecision(late, raw, lowBid, { decision: "approve" }, false, check) as Decision;
    expect(approved.priceMinor).toBe(7_500);
    expect(approved.action).toBe("counter");
    const timedOut = humanDecision(late, raw, lowBid, { decision: "approve" }, true, check) as Decision;
    expect(timedOut.priceMinor).toBe(7_500);
  });

  it("a person may not modify the price past the cap either", () => {
    expect(humanDecision(late, raw, lowBid, { decision: "modify", priceMinor: 7_200 }, false, check)).toMatchObject({ ok: false, problem: { type: "/problems/invalid-human-decision" } });
    expect(humanDecision(late, raw, lowBid, { decision: "modify", priceMinor: 7_500 }, false, check)).toMatchObject({ action: "counter", priceMinor: 7_500 });
  });
});

describe("retryAfterSeconds", () => {
  it("is the time left before the pending escalation times out, at least a second; a minute with none pending", () => {
    expect(retryAfterSeconds({ timeout_at: 10_500 } as EscalationRow, 1_000)).toBe(10);
    expect(retryAfterSeconds({ timeout_at: 900 } as EscalationRow, 1_000)).toBe(1);
    expect(retryAfterSeconds(null, 1_000)).toBe(60);
  });
});
