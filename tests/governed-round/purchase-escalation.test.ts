/**
 * A person's verdict on a purchase held for review (governed-round in buying mode): approving commits the proposal
 * with the purchase's constraints applied again; a modified price must lie from our standing offer to the ceiling
 * and satisfy the constraints matching it; a supplier that already asked no more closes at its ask, never below our
 * standing offer. Whatever a person types, nothing above the ceiling and nothing below our standing offer is
 * committed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openingState, playGovernedRound, settleEscalation, type NegotiationFacts, type RoundState } from "../../governed-round";
import type { PurchaseConfig } from "../../kernel/buying";
import { policySet, purchaseFacts } from "./facts";

const P: PurchaseConfig = { currency: "EUR", openingMinor: 8_000, ceilingMinor: 10_000, strategy: { kind: "linear" }, maxRounds: 8, ttlMs: 86_400_000 };
/** Every answer to an ask under 12,000 is held for the buying desk; a constraint caps what we pay at 9,500. */
const SET = policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review
    when: "offer.buyerPriceMinor < 12000"
    action: ESCALATE
    escalation:
      to: buying-desk
      timeoutSeconds: 600
      onTimeout: reject
  - id: cap
    when: "offer.priceMinor > 9500"
    action: CONSTRAINT
    constraint:
      maxPriceMinor: 9500
`);

const heldFacts = (): NegotiationFacts => purchaseFacts(P, { policies: SET });

/** Opened against an ask of 12,000, then a counter of `ask`, held for a person. */
function held(ask: number) {
  const f = heldFacts();
  const first = playGovernedRound({ facts: f, state: openingState({ round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null }), move: { kind: "open", priceMinor: 12_000 }, now: 60_000, tactics: null, escalationsSoFar: 0 });
  if (!first.ok) throw new Error("refused");
  const second = playGovernedRound({ facts: f, state: first.outcome.next, move: { kind: "counter", priceMinor: ask }, now: 120_000, tactics: null, escalationsSoFar: 0 });
  if (!second.ok || !second.outcome.effects.escalation) throw new Error("not held");
  const e = second.outcome.effects.escalation;
  return { f, state: second.outcome.next as RoundState, pending: { id: e.id, proposal: e.proposal, move: e.move, context: e.context } };
}

describe("a person's verdict on a held purchase", () => {
  it("approve commits the proposal; reject ends it", () => {
    const { f, state, pending } = held(11_000);
    const approved = settleEscalation({ facts: f, state, pending, human: { decision: "approve" }, timedOut: false, now: 130_000 });
    expect(approved.ok).toBe(true);
    if (approved.ok && approved.outcome.decision) {
      expect(approved.outcome.decision.priceMinor!).toBeLessThanOrEqual(9_500);
      expect(approved.outcome.next.shopOfferMinor!).toBeGreaterThanOrEqual(state.shopOfferMinor!);
    }
    const rejected = settleEscalation({ facts: f, state, pending, human: { decision: "reject" }, timedOut: false, now: 130_000 });
    expect(rejected.ok && rejected.outcome.next.status).toBe("rejected");
  });

  it("a modified price below our standing offer, above the ceiling or past a constraint is refused", () => {
    const { f, state, pending } = held(11_000);
    for (const priceMinor of [state.shopOfferMinor! - 1, 10_001, 9_600, 9_000.5]) {
      const r = settleEscalation({ facts: f, state, pending, human: { decision: "modify", priceMinor }, timedOut: false, now: 130_000 });
      expect(r.ok).toBe(false);
    }
  });

  it("a modified price at or above the supplier's ask closes at the ask (never below our standing offer)", () => {
    const { f, state, pending } = held(9_200);
    const r = settleEscalation({ facts: f, state, pending, human: { decision: "modify", priceMinor: 9_400 }, timedOut: false, now: 130_000 });
    expect(r.ok && r.outcome.decision).toMatchObject({ action: "accept", priceMinor: Math.max(9_200, state.shopOfferMinor!) });
  });

  it("property: whatever price a person types, what is committed lies from our standing offer to the ceiling and the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 8_500, max: 11_999 }), fc.integer({ min: 0, max: 20_000 }), (ask, typed) => {
        const { f, state, pending } = held(ask);
        const r = settleEscalation({ facts: f, state, pending, human: { decision: "modify", priceMinor: typed }, timedOut: false, now: 130_000 });
        if (!r.ok) return;
        const price = r.outcome.decision!.priceMinor!;
        expect(price).toBeGreaterThanOrEqual(state.shopOfferMinor!);
        expect(price).toBeLessThanOrEqual(9_500);
        if (r.outcome.decision!.action === "accept") expect(price).toBeLessThanOrEqual(Math.max(ask, state.shopOfferMinor!));
      }),
      { numRuns: 300 },
    );
  });
});
