/**
 * The governed round judges a purchase with policies/ itself (issue 31): the same evaluatePolicies and
 * reapplyConstraints as a sale, told the direction by the context. A condition naming `negotiation.direction`
 * holds a purchase and not the same sale; any set of constraints keeps a purchase within its opening, its ceiling
 * and its own rising offers; `maxDiscountBps` caps what we pay over our opening; the bundled default holds no
 * supplier agreement for its size; a person's price on a held purchase is refused with the bounds that apply. A
 * policy's scope (`appliesTo`) decides every round as the `negotiation.direction` guard it replaces.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openingState, playGovernedRound, settleEscalation, type NegotiationFacts } from "../../governed-round";
import type { PurchaseConfig } from "../../kernel/buying";
import type { BuyerMove } from "../../kernel/types";
import { DEFAULT_POLICIES_YAML, type PolicySet } from "../../policies";
import { facts, play, policySet, purchaseFacts, type RoundOutcome } from "./facts";

const RUNS = 150;
const P: PurchaseConfig = { currency: "EUR", openingMinor: 8_000, ceilingMinor: 10_000, strategy: { kind: "linear" }, maxRounds: 8, ttlMs: 86_400_000 };
const start = () => openingState({ round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null });

/** The shop's (our) committed offers and agreements in a play. */
const committedPrices = (outcomes: RoundOutcome[]) =>
  outcomes.flatMap((r) => (r.ok ? r.outcome.effects.offers.filter((l) => l.party === "shop" && l.kind !== "reject" && l.kind !== "hold" && l.priceMinor !== null).map((l) => l.priceMinor!) : []));

describe("a policy naming the direction", () => {
  const SET = policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: large-purchase
    when: negotiation.direction == "purchase" && deal.valueMinor > 100000
    action: ESCALATE
    escalation:
      to: buying-desk
      timeoutSeconds: 600
      onTimeout: reject
`);

  it("holds a purchase worth over 1,000.00 for the buying desk, and lets the same sale through", () => {
    // Thirteen units: our opening offer of 80.00 is 1,040.00, held before it is made.
    const { states, outcomes } = play(purchaseFacts(P, { policies: SET, quantity: 13 }), [{ kind: "open", priceMinor: 12_000 }]);
    const held = outcomes[0]!;
    expect(held.ok && held.outcome.effects.escalation).toMatchObject({ policyId: "large-purchase", to: "buying-desk" });
    expect(held.ok && held.outcome.context.deal.valueMinor).toBe(104_000);
    expect(states.at(-1)!.status).toBe("escalated");
    // Twelve units (960.00) go through.
    const small = play(purchaseFacts(P, { policies: SET, quantity: 12 }), [{ kind: "open", priceMinor: 12_000 }]);
    expect(small.states.at(-1)).toMatchObject({ status: "open", shopOfferMinor: 8_000 });

    // The sale: thirteen units at prices far over 1,000.00, never held, to the deal.
    const sold = play(facts({ policies: SET, quantity: 13 }), [{ kind: "open", priceMinor: 8_000 }, { kind: "counter", priceMinor: 8_500 }, { kind: "counter", priceMinor: 9_000 }, { kind: "accept" }]);
    for (const r of sold.outcomes) expect(r.ok && r.outcome.effects.escalation).toBeNull();
    expect(sold.outcomes.every((r) => r.ok && r.outcome.context.deal.valueMinor > 100_000)).toBe(true);
    expect(sold.states.at(-1)!.status).toBe("agreed");
  });
});

const purchaseArb: fc.Arbitrary<PurchaseConfig> = fc
  .record({ opening: fc.integer({ min: 1_000, max: 20_000 }), above: fc.double({ min: 0.05, max: 1.5, noNaN: true }), maxRounds: fc.integer({ min: 2, max: 12 }), kind: fc.constantFrom("linear", "boulware", "conceder" as const) })
  .map(({ opening, above, maxRounds, kind }) => ({ currency: "EUR", openingMinor: opening, ceilingMinor: opening + Math.max(1, Math.floor(opening * above)), strategy: { kind } as PurchaseConfig["strategy"], maxRounds, ttlMs: 86_400_000 }));

function movesArb(p: PurchaseConfig): fc.Arbitrary<BuyerMove[]> {
  const ask = fc.integer({ min: Math.floor(p.openingMinor / 2), max: p.ceilingMinor * 2 });
  const move = fc.oneof({ weight: 6, arbitrary: ask.map((priceMinor): BuyerMove => ({ kind: "counter", priceMinor })) }, { weight: 1, arbitrary: fc.constant<BuyerMove>({ kind: "accept" }) });
  return fc.tuple(ask, fc.array(move, { maxLength: 14 })).map(([first, rest]) => [{ kind: "open", priceMinor: first }, ...rest]);
}

/** Constraints of every kind, on conditions that follow the price they move. */
const constraintSetArb = (p: PurchaseConfig): fc.Arbitrary<PolicySet> =>
  fc
    .array(
      fc.record({
        when: fc.constantFrom("true", 'negotiation.direction == "purchase"', "offer.discountBps < -500", 'offer.action == "accept"', "negotiation.round >= 2", `offer.priceMinor > ${Math.floor((p.openingMinor + p.ceilingMinor) / 2)}`),
        min: fc.option(fc.integer({ min: 0, max: p.ceilingMinor * 2 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: 0, max: p.ceilingMinor * 2 }), { nil: undefined }),
        bps: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((cs) =>
      policySet(
        `version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n` +
          cs
            .map((c, i) => {
              const fields = [c.min !== undefined ? `minPriceMinor: ${c.min}` : null, c.max !== undefined ? `maxPriceMinor: ${c.max}` : null, `maxDiscountBps: ${c.bps ?? 10_000}`].filter(Boolean).join(", ");
              return `  - id: c${i}\n    when: '${c.when}'\n    action: CONSTRAINT\n    constraint: {${fields}}\n`;
            })
            .join(""),
      ),
    );

describe("a purchase under any constraints (properties)", () => {
  it("never commits a price above the ceiling or below the opening, and our standing offer never falls", () => {
    fc.assert(
      fc.property(purchaseArb.chain((p) => fc.tuple(fc.constant(p), movesArb(p), constraintSetArb(p))), ([p, moves, set]) => {
        const { states, outcomes } = play(purchaseFacts(p, { policies: set }), moves);
        for (const price of committedPrices(outcomes)) {
          expect(price).toBeLessThanOrEqual(p.ceilingMinor);
          expect(price).toBeGreaterThanOrEqual(p.openingMinor);
        }
        const standing = states.map((s) => s.shopOfferMinor).filter((x): x is number => x !== null);
        for (let i = 1; i < standing.length; i++) expect(standing[i]!).toBeGreaterThanOrEqual(standing[i - 1]!);
        for (const r of outcomes) {
          if (!r.ok) continue;
          // Whatever the policies could not apply within the purchase's invariants is held for a person, never committed.
          if (r.outcome.evaluation.invariantViolation) expect(r.outcome.effects.escalation).not.toBeNull();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("maxDiscountBps caps the premium over our opening: nothing committed pays more", () => {
    fc.assert(
      fc.property(purchaseArb.chain((p) => fc.tuple(fc.constant(p), movesArb(p), fc.integer({ min: 0, max: 5_000 }))), ([p, moves, bps]) => {
        const set = policySet(`version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: premium\n    when: "true"\n    action: CONSTRAINT\n    constraint: {maxDiscountBps: ${bps}}\n`);
        const { states, outcomes } = play(purchaseFacts(p, { policies: set }), moves);
        const cap = Math.floor((p.openingMinor * (10_000 + bps)) / 10_000);
        for (const price of committedPrices(outcomes)) expect(price).toBeLessThanOrEqual(cap);
        const agreed = states.at(-1)!.agreedPriceMinor;
        if (agreed !== null) expect(agreed).toBeLessThanOrEqual(cap);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("a policy's scope (appliesTo) in the round", () => {
  const hold = (line: string) =>
    policySet(`version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: large\n    ${line}\n    action: ESCALATE\n    escalation: {to: desk, timeoutSeconds: 600, onTimeout: reject}\n`);
  const guarded = (direction: string) => hold(`when: negotiation.direction == "${direction}" && deal.valueMinor > 90000`);
  const scoped = (direction: string) => hold(`appliesTo: ${direction}\n    when: deal.valueMinor > 90000`);
  /** What the round decided, move by move: the policies matched, the outcome, who was asked, and the states. */
  const decided = (f: NegotiationFacts, moves: BuyerMove[]) => {
    const { states, outcomes } = play(f, moves);
    return { states, decisions: outcomes.map((r) => (r.ok ? { outcome: r.outcome.evaluation.outcome, matched: r.outcome.evaluation.matched, held: r.outcome.effects.escalation?.policyId ?? null } : r)) };
  };

  it("decides every purchase and every sale as the CEL guard it replaces", () => {
    const caseArb = purchaseArb.chain((p) => fc.tuple(fc.constant(p), movesArb(p), fc.integer({ min: 1, max: 30 }), fc.constantFrom("sale", "purchase")));
    fc.assert(
      fc.property(caseArb, ([p, moves, quantity, direction]) => {
        const purchase = (policies: PolicySet) => purchaseFacts(p, { policies, quantity });
        expect(decided(purchase(scoped(direction)), moves)).toEqual(decided(purchase(guarded(direction)), moves));
        const sale = (policies: PolicySet) => facts({ policies, quantity });
        expect(decided(sale(scoped(direction)), moves)).toEqual(decided(sale(guarded(direction)), moves));
      }),
      { numRuns: RUNS },
    );
  });

  it("a purchase-only hold holds a large purchase and never the same sale; a sale-only one the reverse", () => {
    const open: BuyerMove[] = [{ kind: "open", priceMinor: 12_000 }];
    // Twelve units: our opening offer of 80.00 is 960.00, over the line of 900.00.
    expect(play(purchaseFacts(P, { policies: scoped("purchase"), quantity: 12 }), open).states.at(-1)!.status).toBe("escalated");
    expect(play(purchaseFacts(P, { policies: scoped("sale"), quantity: 12 }), open).states.at(-1)!.status).toBe("open");
    const accepted: BuyerMove[] = [{ kind: "open", priceMinor: 9_500 }, { kind: "accept" }];
    const sale = (policies: PolicySet) => play(facts({ policies, quantity: 12 }), accepted).states.at(-1)!.status;
    expect(sale(scoped("sale"))).toBe("escalated");
    expect(sale(scoped("purchase"))).not.toBe("escalated");
  });
});

describe("the bundled default set on a purchase", () => {
  it("a new supplier's agreement on 1,000 units is not held for its size (the sale's rules do not apply)", () => {
    const f = purchaseFacts(P, { policies: policySet(DEFAULT_POLICIES_YAML), quantity: 1_000 });
    const { states, outcomes } = play(f, [{ kind: "open", priceMinor: 12_000 }, { kind: "counter", priceMinor: 7_900 }]);
    for (const r of outcomes) expect(r.ok && r.outcome.effects.escalation).toBeNull();
    expect(states.at(-1)).toMatchObject({ status: "agreed", agreedPriceMinor: 8_000 });
  });
});

describe("a person's price on a held purchase", () => {
  it("is refused with the bounds the constraints and the purchase's invariants leave", () => {
    const set = policySet(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review
    when: offer.buyerPriceMinor < 12000
    action: ESCALATE
    escalation: {to: buying-desk, timeoutSeconds: 600, onTimeout: reject}
  - id: cap
    when: offer.priceMinor > 9500
    action: CONSTRAINT
    constraint: {maxPriceMinor: 9500}
`);
    const f = purchaseFacts(P, { policies: set });
    const first = playGovernedRound({ facts: f, state: start(), move: { kind: "open", priceMinor: 12_000 }, now: 60_000, tactics: null, escalationsSoFar: 0 });
    if (!first.ok) throw new Error("refused");
    const second = playGovernedRound({ facts: f, state: first.outcome.next, move: { kind: "counter", priceMinor: 11_000 }, now: 120_000, tactics: null, escalationsSoFar: 0 });
    if (!second.ok || !second.outcome.effects.escalation) throw new Error("not held");
    const e = second.outcome.effects.escalation;
    const state = second.outcome.next;
    const r = settleEscalation({ facts: f, state, pending: { id: e.id, proposal: e.proposal, move: e.move, context: e.context }, human: { decision: "modify", priceMinor: 9_600 }, timedOut: false, now: 130_000 });
    expect(r).toMatchObject({ ok: false, refused: "invalid-human-decision", bounds: { minPriceMinor: state.shopOfferMinor, maxPriceMinor: 9_500 } });
  });
});
