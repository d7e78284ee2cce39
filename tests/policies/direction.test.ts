/**
 * Policies take the negotiation's direction (issue 31): `negotiation.direction` is a variable conditions can name,
 * and the constraints keep a purchase's invariants (opening ≤ price ≤ ceiling, never below our standing offer;
 * `maxDiscountBps` the cap on the premium over our opening) where they keep a sale's (floor ≤ price ≤ list price,
 * never above the standing offer). For both directions: a constrained decision never crosses the private limit
 * and never regresses against the standing offer; a sale evaluates exactly as it did before directions existed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkModifiedPrice,
  constraintBounds,
  DEFAULT_POLICIES_YAML,
  evaluatePolicies,
  parsePolicySet,
  reapplyConstraints,
  type PolicyContext,
  type Proposal,
} from "../../policies";
import { ALLOW_ALL, compile, conditions, contextArb, policyArb, purchaseContext, purchaseContextArb } from "./arbitraries";
import { context } from "./context";
import { at, keepsInvariants, refusedBy } from "./oracle";
import * as before from "./reference/sale-before-directions";

const RUNS = 300;

/** Conditions that tell the directions apart or read a purchase's premium (discountBps below zero). */
const DIRECTION_CONDITIONS = [
  'negotiation.direction == "purchase"',
  'negotiation.direction == "sale"',
  "offer.discountBps < -1000",
  "offer.priceMinor * 4 > product.anchorMinor * 5",
  "offer.priceMinor + 500 > product.floorMinor",
  'negotiation.direction == "purchase" && offer.action == "accept"',
];
const anyPolicyArb = policyArb.chain((p) => fc.constantFrom(...conditions, ...DIRECTION_CONDITIONS).map((when) => ({ ...p, when })));
const setArb = fc.array(anyPolicyArb, { minLength: 1, maxLength: 6 }).map((ps) => compile([ALLOW_ALL, ...ps]));

const asPurchase = (ctx: PolicyContext): PolicyContext => ({ ...ctx, negotiation: { ...ctx.negotiation, direction: "purchase" } });
const purchasing = (ctx: PolicyContext) => ctx.negotiation.direction === "purchase";

/** Either direction. */
const anyContextArb = fc.oneof(contextArb, purchaseContextArb);
const proposalArb = (ctx: PolicyContext): fc.Arbitrary<Proposal> =>
  fc.record({ action: fc.constantFrom("accept", "counter", "hold" as const), priceMinor: fc.integer({ min: 0, max: 2 * Math.max(ctx.product.anchorMinor, ctx.product.floorMinor) }) });
const withProposalArb = anyContextArb.chain((ctx) => fc.tuple(fc.constant(ctx), proposalArb(ctx)));

describe("the direction a condition can name", () => {
  const parses = (when: string) => parsePolicySet(`version: 1\npolicies:\n  - id: p\n    when: '${when}'\n    action: ALLOW\n`);

  it("type-checks negotiation.direction as a string; a misspelt field or a wrong type is refused as any other", () => {
    expect(parses('negotiation.direction == "purchase"').ok).toBe(true);
    const misspelt = parses('negotiation.directon == "purchase"');
    expect(!misspelt.ok && misspelt.errors[0]).toMatchObject({ policyId: "p", path: "policies[0].when", message: expect.stringMatching(/No such key: directon/) });
    const number = parses("negotiation.direction == 2");
    expect(!number.ok && number.errors[0]!.message).toMatch(/no such overload|string/i);
    const notBool = parses("negotiation.direction");
    expect(!notBool.ok && notBool.errors[0]!.message).toMatch(/must be a bool/);
  });

  it("a context without a direction (every sale room) reads as a sale", () => {
    const set = compile([ALLOW_ALL, { ...ALLOW_ALL, when: 'negotiation.direction == "sale"', action: "ESCALATE" }]);
    expect(evaluatePolicies(set, context()).outcome).toBe("ESCALATE");
    expect(evaluatePolicies(set, asPurchase(context())).outcome).toBe("ALLOW");
  });

  it('a policy "negotiation.direction == \\"purchase\\" && deal.valueMinor > 100000" escalates a purchase and not the same sale', () => {
    const set = compile([ALLOW_ALL, { ...ALLOW_ALL, when: 'negotiation.direction == "purchase" && deal.valueMinor > 100000', action: "ESCALATE", severity: "high" }]);
    // 12 units at 90.00: 1,080.00 either way.
    const sale = context({ action: "accept", price: 9_000, previous: 9_000, quantity: 12 });
    const purchase = purchaseContext({ action: "accept", opening: 8_000, ceiling: 10_000, standing: 8_500, price: 9_000, quantity: 12 });
    expect(evaluatePolicies(set, sale)).toMatchObject({ outcome: "ALLOW", priceMinor: 9_000 });
    expect(evaluatePolicies(set, purchase)).toMatchObject({ outcome: "ESCALATE", escalation: { policyId: "p1" }, priceMinor: 9_000 });
    // At or under the line the purchase goes through.
    expect(evaluatePolicies(set, purchaseContext({ action: "accept", opening: 8_000, ceiling: 10_000, standing: 8_500, price: 9_000, quantity: 11 })).outcome).toBe("ALLOW");
  });
});

describe("a purchase's constraints (examples)", () => {
  const constrained = (constraint: string, when = "true") =>
    parsePolicySet(`version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: c\n    when: '${when}'\n    action: CONSTRAINT\n    constraint: {${constraint}}\n`);
  const set = (constraint: string, when?: string) => {
    const r = constrained(constraint, when);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.set;
  };
  const purchase = (price: number, action: "accept" | "counter" = "counter", standing = 8_000) => purchaseContext({ opening: 8_000, ceiling: 12_000, standing, price, action });

  it("maxDiscountBps caps the premium over our opening: 10% over 80.00 is at most 88.00", () => {
    expect(evaluatePolicies(set("maxDiscountBps: 1000"), purchase(9_500))).toMatchObject({ outcome: "CONSTRAINT", action: "counter", priceMinor: 8_800, constrained: true });
    expect(evaluatePolicies(set("maxDiscountBps: 1000"), purchase(8_700))).toMatchObject({ outcome: "CONSTRAINT", priceMinor: 8_700, constrained: false });
    // The same cap on a sale is a lowest price: 10% off 100.00.
    expect(evaluatePolicies(set("maxDiscountBps: 1000"), context({ price: 8_000 }))).toMatchObject({ outcome: "CONSTRAINT", priceMinor: 9_000 });
  });

  it("a price moved against the supplier off an acceptance becomes a counter; one moved in its favour stays an acceptance", () => {
    // Lowering what we pay below the supplier's ask: it did not agree to that.
    expect(evaluatePolicies(set("maxPriceMinor: 9000"), purchase(9_500, "accept"))).toMatchObject({ outcome: "CONSTRAINT", action: "counter", priceMinor: 9_000 });
    // Paying more than it asked (a floor on what we offer): it agreed to less, so it agrees to this.
    expect(evaluatePolicies(set("minPriceMinor: 9000"), purchase(8_600, "accept"))).toMatchObject({ outcome: "CONSTRAINT", action: "accept", priceMinor: 9_000 });
  });

  it("a constraint that would lower our standing offer, or pay above the ceiling, is escalated with the purchase's invariant named", () => {
    const below = evaluatePolicies(set("maxPriceMinor: 8500"), purchase(9_500, "counter", 9_000));
    expect(below).toMatchObject({ outcome: "ESCALATE", invariantViolation: "the constrained price would be lower than our standing offer", escalation: { policyId: "c" } });
    const above = evaluatePolicies(set("minPriceMinor: 13000"), purchase(9_500));
    expect(above).toMatchObject({ outcome: "ESCALATE", invariantViolation: "the constrained price would be above the ceiling" });
    expect(reapplyConstraints(set("maxPriceMinor: 7000"), purchase(9_500, "counter", 0), { action: "counter", priceMinor: 9_500 })).toEqual({ ok: false, violation: "the constrained price would be below our opening offer" });
  });

  it("a person's price on a purchase is checked against the purchase's bounds: from our standing offer to the ceiling", () => {
    const s = set("maxPriceMinor: 11000");
    const ctx = purchase(9_500, "counter", 9_000);
    expect(checkModifiedPrice(s, ctx, { action: "counter", priceMinor: 10_000 })).toEqual({ ok: true });
    expect(checkModifiedPrice(s, ctx, { action: "counter", priceMinor: 8_999 })).toMatchObject({ ok: false, bounds: { minPriceMinor: 9_000, maxPriceMinor: 11_000 } });
    expect(checkModifiedPrice(s, ctx, { action: "counter", priceMinor: 11_500 })).toMatchObject({ ok: false, bounds: { minPriceMinor: 9_000, maxPriceMinor: 11_000 } });
  });
});

describe("the bundled default set on a purchase", () => {
  const defaults = (() => {
    const r = parsePolicySet(DEFAULT_POLICIES_YAML);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.set;
  })();

  it("holds no supplier agreement for its size (the organisation chose the quantity and the ceiling), as it holds the same sale", () => {
    // A new supplier's agreement on 1,000 units at 90.00, our opening 80.00: the sale rules' numbers, far over.
    const purchase = purchaseContext({ action: "accept", opening: 8_000, ceiling: 10_000, standing: 8_500, price: 9_000, quantity: 1_000, isNew: true, dealsClosed: 0 });
    expect(evaluatePolicies(defaults, purchase)).toMatchObject({ outcome: "ALLOW", matched: [{ policyId: "allow-ordinary-deals" }] });
    const sale = context({ action: "accept", price: 9_000, previous: 9_000, quantity: 1_000, isNew: true, dealsClosed: 0 });
    expect(evaluatePolicies(defaults, sale).matched.map((m) => m.policyId)).toEqual(["escalate-unusual-quantity", "escalate-large-order-unknown-buyer", "allow-ordinary-deals"]);
  });

  it("still pauses a purchase when the negotiator breaches too often", () => {
    const purchase = purchaseContext({ action: "counter", opening: 8_000, ceiling: 10_000, standing: 8_500, price: 9_000, breachRate: 0.5, recentDecisions: 20 });
    expect(evaluatePolicies(defaults, purchase).outcome).toBe("PAUSE");
  });
});

describe("constraints in both directions: properties (fast-check)", () => {
  it("a constrained decision never crosses the private limit nor regresses against the standing offer, and meets every constraint matching it, or it escalates", () => {
    fc.assert(
      fc.property(setArb, anyContextArb, (set, ctx) => {
        const r = evaluatePolicies(set, ctx);
        if (r.invariantViolation) return void expect(["ESCALATE", "PAUSE"]).toContain(r.outcome);
        if (r.priceMinor === null) return;
        expect(keepsInvariants(ctx, r.priceMinor)).toBe(true);
        expect(refusedBy(set, ctx, r)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it("an approval re-constrained keeps the invariants and every constraint matching it, and an acceptance is never moved against the counterparty", () => {
    fc.assert(
      fc.property(setArb, withProposalArb, (set, [ctx, proposal]) => {
        const r = reapplyConstraints(set, ctx, proposal);
        if (!r.ok) return void expect(r.violation.length).toBeGreaterThan(0);
        expect(keepsInvariants(ctx, r.priceMinor!)).toBe(true);
        expect(refusedBy(set, ctx, { action: r.action, priceMinor: r.priceMinor })).toEqual([]);
        if (r.action === "accept" && purchasing(ctx)) expect(r.priceMinor).toBeGreaterThanOrEqual(proposal.priceMinor!);
        if (r.action === "accept" && !purchasing(ctx)) expect(r.priceMinor).toBeLessThanOrEqual(proposal.priceMinor!);
      }),
      { numRuns: RUNS },
    );
  });

  it("what an approval commits is a fixed point: evaluated again it is not moved, and a person could have typed it in", () => {
    fc.assert(
      fc.property(setArb, withProposalArb, (set, [ctx, proposal]) => {
        const r = reapplyConstraints(set, ctx, proposal);
        if (!r.ok) return;
        const committed = { action: r.action, priceMinor: r.priceMinor };
        const again = evaluatePolicies(set, at(ctx, committed));
        expect(again.invariantViolation).toBeUndefined();
        expect({ action: again.action, priceMinor: again.priceMinor, constrained: again.constrained }).toEqual({ ...committed, constrained: false });
        expect(checkModifiedPrice(set, ctx, committed)).toEqual({ ok: true });
      }),
      { numRuns: RUNS },
    );
  });

  it("checkModifiedPrice allows exactly the prices reapplyConstraints leaves where they are, and its bounds stay within the invariants", () => {
    fc.assert(
      fc.property(setArb, withProposalArb, (set, [ctx, proposal]) => {
        const check = checkModifiedPrice(set, ctx, proposal);
        const r = reapplyConstraints(set, ctx, proposal);
        expect(check.ok).toBe(r.ok && r.priceMinor === proposal.priceMinor);
        const b = constraintBounds(set, ctx);
        const { anchorMinor, floorMinor } = ctx.product;
        const standing = ctx.offer.previousShopOfferMinor;
        if (purchasing(ctx)) {
          expect(b.minPriceMinor).toBeGreaterThanOrEqual(Math.max(anchorMinor, standing));
          expect(b.maxPriceMinor).toBeLessThanOrEqual(floorMinor);
        } else {
          expect(b.minPriceMinor).toBeGreaterThanOrEqual(floorMinor);
          expect(b.maxPriceMinor).toBeLessThanOrEqual(Math.min(anchorMinor, standing));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("re-checking an evaluation's own proposal changes nothing, in either direction", () => {
    fc.assert(
      fc.property(setArb, anyContextArb, (set, ctx) => {
        const r = evaluatePolicies(set, ctx);
        if (r.invariantViolation || r.priceMinor === null) return;
        expect(reapplyConstraints(set, ctx, { action: r.action, priceMinor: r.priceMinor })).toEqual({ ok: true, action: r.action, priceMinor: r.priceMinor, constrained: false });
      }),
      { numRuns: RUNS },
    );
  });
});

describe("a sale evaluates exactly as before directions existed (differential against the frozen sale-only copy)", () => {
  const saleArb = fc.oneof(contextArb, contextArb.map((ctx): PolicyContext => ({ ...ctx, negotiation: { ...ctx.negotiation, direction: "sale" } })));

  it("evaluatePolicies, with or without an explicit direction", () => {
    fc.assert(
      fc.property(setArb, saleArb, (set, ctx) => {
        expect(evaluatePolicies(set, ctx)).toEqual(before.evaluatePolicies(set, ctx));
      }),
      { numRuns: RUNS },
    );
  });

  it("reapplyConstraints, checkModifiedPrice and constraintBounds", () => {
    fc.assert(
      fc.property(setArb, saleArb.chain((ctx) => fc.tuple(fc.constant(ctx), proposalArb(ctx))), (set, [ctx, proposal]) => {
        expect(reapplyConstraints(set, ctx, proposal)).toEqual(before.reapplyConstraints(set, ctx, proposal));
        expect(checkModifiedPrice(set, ctx, proposal)).toEqual(before.checkModifiedPrice(set, ctx, proposal));
        expect(constraintBounds(set, ctx)).toEqual(before.constraintBounds(set, ctx));
      }),
      { numRuns: RUNS },
    );
  });
});
