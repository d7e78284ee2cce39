import { describe, expect, it } from "vitest";
import { settleEscalation, type HumanDecision, type PendingEscalation } from "../../governed-round";
import type { Decision, NegotiationState } from "../../kernel/types";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { context } from "../policies/context";
import { escalatedState, facts, policySet } from "./facts";

const kernel: NegotiationState = { round: 3, openedAt: 0, lastShopOfferMinor: 9_000, lastBuyerOfferMinor: 8_000 };
const proposed: Decision = { action: "accept", priceMinor: 8_000, status: "agreed", round: 3, reasons: ["ASPIRATION_MET"], state: kernel };
const bid = { kind: "counter", priceMinor: 8_000 } as const;
const pending: PendingEscalation = { id: "esc_n1_1", proposal: proposed, move: bid, context: null };

function verdict(human: HumanDecision, timedOut = false, p: PendingEscalation = pending, f = facts()) {
  return settleEscalation({ facts: f, state: escalatedState(), pending: p, human, timedOut, now: 1_000 });
}
function decided(human: HumanDecision, timedOut = false, p: PendingEscalation = pending, f = facts()): Decision {
  const v = verdict(human, timedOut, p, f);
  if (!v.ok) throw new Error(`refused: ${v.refused}`);
  return v.outcome.decision!;
}

describe("settleEscalation: what a person's verdict on an escalation stands for", () => {
  it("approve commits what the negotiator proposed, marked as approved (or timed out)", () => {
    expect(decided({ decision: "approve" })).toMatchObject({ action: "accept", priceMinor: 8_000, status: "agreed", reasons: ["ASPIRATION_MET", "HUMAN_APPROVED"] });
    expect(decided({ decision: "approve" }, true)).toMatchObject({ reasons: ["ASPIRATION_MET", "ESCALATION_TIMED_OUT"] });
  });

  it("reject ends the negotiation at the standing offer, which stays the standing offer", () => {
    const v = verdict({ decision: "reject" });
    if (!v.ok) throw new Error("refused");
    expect(v.outcome.decision).toMatchObject({ action: "reject", priceMinor: 9_000, status: "rejected", round: 3, reasons: ["HUMAN_REJECTED"] });
    expect(v.outcome.next).toMatchObject({ status: "rejected", shopOfferMinor: 9_000, kernel: { lastShopOfferMinor: 9_000 } });
    expect(v.outcome.escalationStatus).toBe("rejected");
  });

  it("a timeout that rejects keeps the standing offer too (the rehearsal and the room settle it alike)", () => {
    const v = verdict({ decision: "reject" }, true);
    if (!v.ok) throw new Error("refused");
    expect(v.outcome.decision).toMatchObject({ action: "reject", priceMinor: 9_000, reasons: ["ESCALATION_TIMED_OUT"] });
    expect(v.outcome.escalationStatus).toBe("timed-out");
  });

  it("modify counters at the new price, or — when the buyer already bid at least that — agrees at the buyer's bid, not below it", () => {
    expect(decided({ decision: "modify", priceMinor: 8_500 })).toMatchObject({ action: "counter", priceMinor: 8_500, status: "open", reasons: ["HUMAN_MODIFIED"], state: { lastShopOfferMinor: 8_500 } });
    // The buyer offered 8,000: a person allowing 7,500 closes the deal at 8,000.
    expect(decided({ decision: "modify", priceMinor: 7_500 })).toMatchObject({ action: "accept", priceMinor: 8_000, status: "agreed" });
  });

  it("a modified price must keep the kernel's invariants: within floor and list price, not above the standing offer, whole", () => {
    for (const priceMinor of [6_999, 9_001, 10_001, 8_000.5, undefined]) {
      expect(verdict({ decision: "modify", ...(priceMinor === undefined ? {} : { priceMinor }) })).toMatchObject({ ok: false, refused: "invalid-human-decision" });
    }
  });

  it("writes the verdict to the audit log before the outcome, and the buyer's bid is not recorded twice", () => {
    const v = verdict({ decision: "approve", note: "fine" });
    if (!v.ok) throw new Error("refused");
    expect(v.outcome.effects.audit.map((a) => a.kind)).toEqual(["human-decision", "outcome"]);
    expect(v.outcome.effects.offers.filter((o) => o.party === "buyer")).toEqual([]);
    expect(v.outcome.effects.events.map((e) => e.type)).toEqual(["round.decided", "negotiation.agreed"]);
  });
});

describe("a person's verdict never bypasses a constraint (the seed governance example's 25% cap)", () => {
  const f = facts({ policies: policySet(SEED_GOVERNANCE_YAML) });
  // Round 9 of 10, a bid 30% below list: the kernel would agree at 7,000 (30% off).
  const raw: Decision = { action: "accept", priceMinor: 7_000, status: "agreed", round: 9, reasons: ["LATE_ACCEPT"], state: kernel };
  const lowBid = { kind: "counter", priceMinor: 7_000 } as const;
  const late: PendingEscalation = { id: "esc_n1_1", proposal: raw, move: lowBid, context: context({ action: "accept", price: 7_000, bid: 7_000, previous: 9_000, round: 9, floor: 6_000 }) };

  it("approving (or timing out into approval) commits the constrained price, not the raw 30% off", () => {
    expect(decided({ decision: "approve" }, false, late, f)).toMatchObject({ action: "counter", priceMinor: 7_500 });
    expect(decided({ decision: "approve" }, true, late, f)).toMatchObject({ priceMinor: 7_500 });
  });

  it("a person may not modify the price past the cap either", () => {
    expect(verdict({ decision: "modify", priceMinor: 7_200 }, false, late, f)).toMatchObject({ ok: false, refused: "invalid-human-decision" });
    expect(decided({ decision: "modify", priceMinor: 7_500 }, false, late, f)).toMatchObject({ action: "counter", priceMinor: 7_500 });
  });
});
