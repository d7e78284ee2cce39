import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openingState, playGovernedRound, type RoundState } from "../../governed-round";
import { decide, DEFAULT_STRATEGY, resumeState, standingOfferAfter, type BuyerMove, type NegotiationConfig, type NegotiationState } from "../../kernel";
import { NO_POLICY_INPUTS } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { GovernedShop } from "../../rehearsal/governed-shop";
import { ALLOW_ALL, facts, policySet } from "./facts";

const unit = fc.double({ min: 0, max: 0.999, noNaN: true });
const draws = fc.record({ reserve: unit, shape: unit, temper: unit, end: unit, offer: unit });
const product = fc.record({ anchorMinor: fc.integer({ min: 100, max: 5_000_000 }), floorShare: fc.double({ min: 0.3, max: 0.98, noNaN: true }), maxRounds: fc.integer({ min: 1, max: 12 }) });
const moveShares = fc.array(fc.oneof({ weight: 8, arbitrary: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }, { weight: 1, arbitrary: fc.constant("accept" as const) }), { minLength: 1, maxLength: 15 });

const SETS = [ALLOW_ALL, policySet(SEED_GOVERNANCE_YAML)];

function configOf(p: { anchorMinor: number; floorShare: number; maxRounds: number }): NegotiationConfig {
  return { currency: "EUR", anchorMinor: p.anchorMinor, floorMinor: Math.max(1, Math.floor(p.anchorMinor * p.floorShare)), strategy: DEFAULT_STRATEGY, maxRounds: p.maxRounds, ttlMs: 3_600_000 };
}

describe("the standing-offer rule lives in the decision's state (fast-check)", () => {
  it("every kernel decision's state carries the standing offer the rule gives: its price after a counter or hold, the one before otherwise", () => {
    fc.assert(
      fc.property(product, draws, fc.option(fc.double({ min: 0.01, max: 1.2, noNaN: true }), { nil: undefined }), moveShares, (p, d, opening, moves) => {
        const config = configOf(p);
        let state: NegotiationState = resumeState(config, null, 0, d);
        const all: BuyerMove[] = [opening === undefined ? { kind: "open" } : { kind: "open", priceMinor: Math.max(1, Math.round(p.anchorMinor * opening)) }];
        for (const m of moves) all.push(m === "accept" ? { kind: "accept" } : { kind: "counter", priceMinor: Math.max(1, Math.round(p.anchorMinor * m)) });
        for (const move of all) {
          const decision = decide({ config, state, move, now: 1_000, draws: d });
          expect(decision.state.lastShopOfferMinor).toBe(standingOfferAfter(decision.action, decision.priceMinor, state.lastShopOfferMinor));
          if (decision.status !== "open") break;
          state = decision.state;
        }
      }),
      { numRuns: 400 },
    );
  });

  it("through governance (constraints, escalations and their timeouts) the state's standing offer is the negotiation's, never rises and stays within floor and list price", () => {
    fc.assert(
      fc.property(product, draws, fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 30 }), fc.constantFrom(0, 2), moveShares, (p, d, set, quantity, dealsClosed, moves) => {
        const config = configOf(p);
        const shop = new GovernedShop(
          { config, policies: SETS[set]!, detectTactics: true },
          { buyerId: "b", productId: "widget", quantity, draws: d, inputs: { ...NO_POLICY_INPUTS, dealsClosed } },
        );
        shop.open("widget");
        let before: RoundState = shop.current();
        for (const m of moves) {
          if (before.status !== "open") break;
          if (m === "accept") shop.accept("n");
          else shop.counter("n", Math.max(1, Math.round(p.anchorMinor * m)));
          const after = shop.current();
          expect(after.shopOfferMinor).toBe(after.kernel.lastShopOfferMinor);
          if (after.shopOfferMinor !== null) {
            expect(after.shopOfferMinor).toBeGreaterThanOrEqual(config.floorMinor);
            expect(after.shopOfferMinor).toBeLessThanOrEqual(before.shopOfferMinor ?? config.anchorMinor);
          }
          if (after.status === "agreed") {
            expect(after.agreedPriceMinor).toBeGreaterThanOrEqual(config.floorMinor);
            expect(after.agreedPriceMinor).toBeLessThanOrEqual(before.shopOfferMinor ?? config.anchorMinor);
          }
          before = after;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("playGovernedRound", () => {
  const f = facts();
  const start = openingState(resumeState(f.config, null, 0, f.draws));

  it("writes, in order, the recommendation, its evaluation and (when it closes) the outcome; the offers the history shows; the events the consumer stores", () => {
    const opened = playGovernedRound({ facts: f, state: start, move: { kind: "open" }, now: 1, tactics: { history: [], seen: [] }, escalationsSoFar: 0 });
    if (!opened.ok) throw new Error("refused");
    expect(opened.outcome.effects.audit.map((a) => a.kind)).toEqual(["recommendation", "policy-evaluation"]);
    expect(opened.outcome.effects.offers).toEqual([{ round: 0, party: "shop", kind: "counter", priceMinor: 10_000, reasons: ["FIRST_ROUND_ANCHOR"], at: 1 }]);
    expect(opened.outcome.effects.events.map((e) => e.type)).toEqual(["agent.recommendation", "round.decided"]);
    const taken = playGovernedRound({ facts: f, state: opened.outcome.next, move: { kind: "accept" }, now: 2, tactics: null, escalationsSoFar: 0 });
    if (!taken.ok) throw new Error("refused");
    expect(taken.outcome.next).toMatchObject({ status: "agreed", agreedPriceMinor: 10_000, shopOfferMinor: 10_000 });
    expect(taken.outcome.effects.audit.map((a) => a.kind)).toEqual(["recommendation", "policy-evaluation", "outcome"]);
    // Taking the standing offer needs no answer from the shop: only the buyer's line.
    expect(taken.outcome.effects.offers).toEqual([{ round: 0, party: "buyer", kind: "accept", priceMinor: 10_000, reasons: [], at: 2 }]);
    expect(taken.outcome.effects.events.map((e) => e.type)).toEqual(["agent.recommendation", "round.decided", "negotiation.agreed"]);
  });

  it("refuses a move the kernel cannot evaluate, and writes nothing", () => {
    const played = playGovernedRound({ facts: f, state: start, move: { kind: "counter", priceMinor: 5_000 }, now: 1, tactics: null, escalationsSoFar: 0 });
    expect(played).toEqual({ ok: false, refused: "invalid-move" });
  });

  it("an escalation holds the shop's offer, counts the buyer's move, and numbers itself after the ones before", () => {
    const reviewAll = policySet(`version: 1
policies:
  - id: review
    when: offer.action == "counter"
    action: ESCALATE
    escalation:
      to: sales
      timeoutSeconds: 60
      onTimeout: approve
  - id: allow
    when: "true"
    action: ALLOW
`);
    const g = facts({ policies: reviewAll });
    const opened = playGovernedRound({ facts: g, state: start, move: { kind: "open" }, now: 1, tactics: null, escalationsSoFar: 0 });
    if (!opened.ok) throw new Error("refused");
    expect(opened.outcome.effects.escalation).not.toBeNull();
    expect(opened.outcome.effects.escalation).toMatchObject({ id: "esc_n1_1", onTimeout: "approve", timeoutAt: 60_001 });
    const held = opened.outcome.next;
    expect(held).toMatchObject({ status: "escalated", shopOfferMinor: null, lastReasons: ["POLICY_ESCALATED"], kernel: { lastShopOfferMinor: null } });
    const later = playGovernedRound({ facts: g, state: { ...held, status: "open", shopOfferMinor: 10_000, kernel: { ...held.kernel, lastShopOfferMinor: 10_000 } }, move: { kind: "counter", priceMinor: 6_000 }, now: 2, tactics: null, escalationsSoFar: 4 });
    if (!later.ok) throw new Error("refused");
    expect(later.outcome.effects.escalation?.id).toBe("esc_n1_5");
    expect(later.outcome.next).toMatchObject({ status: "escalated", round: 1, shopOfferMinor: 10_000, buyerOfferMinor: 6_000 });
    expect(later.outcome.effects.offers).toEqual([
      { round: 1, party: "buyer", kind: "counter", priceMinor: 6_000, reasons: [], at: 2 },
      { round: 1, party: "shop", kind: "hold", priceMinor: 10_000, reasons: ["POLICY_ESCALATED"], at: 2 },
    ]);
  });
});
