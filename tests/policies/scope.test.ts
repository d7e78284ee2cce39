/**
 * A policy's scope (issue 31, policies/scope.ts): `appliesTo: sale | purchase` (absent: both). Validated like every
 * policy field; a decision of the other direction never evaluates a scoped policy — it cannot match, fail or
 * constrain, and it costs no step — so a set's static cost per decision is the larger of its sale cost and its
 * purchase cost. The bundled default scopes its two sale holds instead of guarding them in CEL, which keeps its
 * cost at the 42 steps it had before directions existed: a 20,000-buyer rehearsal fits the work limit again.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkModifiedPrice,
  conditionCost,
  constraintBounds,
  DEFAULT_POLICIES_YAML,
  evaluatePolicies,
  parsePolicySet,
  POLICY_COST_LIMITS,
  reapplyConstraints,
  WORK_LIMITS,
  WorkMeter,
  type NegotiationDirection,
  type PolicyContext,
  type PolicySet,
} from "../../policies";
import { stepsCounted } from "../../policies/cost";
import { rehearseProduct } from "../../rehearsal";
import { decisionsPerBuyer } from "../../rehearsal/rehearse";
import { compile, conditions, contextArb, policyArb, purchaseContext, purchaseContextArb, type P } from "./arbitraries";
import { context } from "./context";
import { heavySet, NEAR_LIMIT_CONDITION } from "./costly-policies";

const RUNS = 300;
const ALLOW_ALL: P = { id: "allow-all", when: "true", action: "ALLOW", severity: "low", disc: 0, min: undefined, max: undefined };
const other = (d: NegotiationDirection): NegotiationDirection => (d === "sale" ? "purchase" : "sale");
const directionOf = (ctx: PolicyContext): NegotiationDirection => ctx.negotiation.direction ?? "sale";

function parsed(source: string): PolicySet {
  const r = parsePolicySet(source);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.set;
}

/** Conditions that tell the directions apart, beside the ordinary ones (some fail at run time: fail safe). */
const whenArb = fc.constantFrom(...conditions, 'negotiation.direction == "purchase"', 'negotiation.direction == "sale"', "offer.discountBps < -1000");
const scopeArb = fc.constantFrom<NegotiationDirection | undefined>(undefined, "sale", "purchase");
const scopedPolicyArb: fc.Arbitrary<P> = fc.record({ p: policyArb, when: whenArb, appliesTo: scopeArb }).map(({ p, when, appliesTo }) => ({ ...p, when, ...(appliesTo ? { appliesTo } : {}) }));
const scopedSetArb = fc.array(scopedPolicyArb, { minLength: 0, maxLength: 8 }).map((ps) => compile([ALLOW_ALL, ...ps]));
/** A sale (with or without an explicit direction) or a purchase. */
const anyContextArb = fc.oneof(contextArb, contextArb.map((ctx): PolicyContext => ({ ...ctx, negotiation: { ...ctx.negotiation, direction: "sale" } })), purchaseContextArb);
const proposalArb = (ctx: PolicyContext) =>
  fc.record({ action: fc.constantFrom("accept", "counter", "hold" as const), priceMinor: fc.integer({ min: 0, max: 2 * Math.max(ctx.product.anchorMinor, ctx.product.floorMinor) }) });

/** Everything policies decide about a context and a proposal, and the steps the conditions took to decide it. */
function judged(set: PolicySet, ctx: PolicyContext, proposal: { action: "accept" | "counter" | "hold"; priceMinor: number }) {
  const before = stepsCounted();
  const evaluation = evaluatePolicies(set, ctx);
  const steps = stepsCounted() - before;
  return {
    evaluation,
    steps,
    reapplied: reapplyConstraints(set, ctx, proposal),
    modified: checkModifiedPrice(set, ctx, proposal),
    bounds: constraintBounds(set, ctx),
  };
}

describe("appliesTo, validated like every policy field", () => {
  const file = (scope: string, id = "p") => `version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: ${id}\n    when: offer.action == "accept"\n    ${scope}\n    action: ESCALATE\n    escalation: {to: desk, timeoutSeconds: 600, onTimeout: reject}\n`;

  it("takes sale or purchase, and leaves a policy without it governing both", () => {
    expect(parsed(file("appliesTo: sale")).policies[1]!.appliesTo).toBe("sale");
    expect(parsed(file("appliesTo: purchase")).policies[1]!.appliesTo).toBe("purchase");
    expect(parsed(file("severity: high")).policies[1]!.appliesTo).toBeUndefined();
  });

  it("refuses any other value whole, at the policy's id and line, and reports every problem at once", () => {
    for (const bad of ["appliesTo: sales", "appliesTo: both", "appliesTo: Sale", "appliesTo: 1", "appliesTo: [sale, purchase]", "appliesTo: null"]) {
      const r = parsePolicySet(file(bad));
      expect(r.ok, bad).toBe(false);
      if (r.ok) continue;
      expect(r.errors, bad).toEqual([{ policyId: "p", path: "policies[1].appliesTo", message: `"sale" or "purchase" (leave it out for both)`, line: 8, column: 16 }]);
    }
    const two = parsePolicySet(file("appliesTo: buy").replace("when: \"true\"", "when: \"true\"\n    appliesTo: sell"));
    expect(!two.ok && two.errors.map((e) => [e.policyId, e.path, e.line])).toEqual([
      ["allow", "policies[0].appliesTo", 5],
      ["p", "policies[1].appliesTo", 9],
    ]);
  });

  it("a purchase-only policy is not checked against the catalog, which is what the shop sells; a sale's still is", () => {
    const products = [{ productId: "widget", floorMinor: 7_000, anchorMinor: 10_000, terms: [{ id: "warranty-months", kind: "numeric" as const }] }];
    const capped = (scope: string) =>
      `version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: cap\n    when: "true"\n    ${scope}\n    action: CONSTRAINT\n    constraint: {maxPriceMinor: 5000}\n`;
    // Paying at most 50.00 is a purchase's cap; for the widget it sells, the shop would be below its floor.
    expect(parsePolicySet(capped("appliesTo: purchase"), products).ok).toBe(true);
    for (const scope of ["appliesTo: sale", "severity: low"]) {
      const r = parsePolicySet(capped(scope), products);
      expect(!r.ok && r.errors[0]).toMatchObject({ policyId: "cap", message: 'would constrain offers for product "widget" below its floor' });
    }
    // A supplier's payment days are a purchase's term: no product the shop sells negotiates them.
    const term = (scope: string) => `version: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n  - id: slow-payers\n    when: terms.payment_days > 60\n    ${scope}\n    action: ALLOW\n`;
    expect(parsePolicySet(term("appliesTo: purchase"), products).ok).toBe(true);
    const sale = parsePolicySet(term("appliesTo: sale"), products);
    expect(!sale.ok && sale.errors[0]).toMatchObject({ policyId: "slow-payers", message: expect.stringMatching(/terms\.payment_days: no product of this shop negotiates this term/) });
  });
});

describe("a scoped policy in the other direction (properties)", () => {
  it("never fires: it is never matched, never fails, never escalates, pauses or constrains", () => {
    fc.assert(
      fc.property(scopedSetArb, anyContextArb, (set, ctx) => {
        const outside = new Set(set.policies.filter((p) => p.appliesTo === other(directionOf(ctx))).map((p) => p.id));
        const r = evaluatePolicies(set, ctx);
        const named = [...r.matched.map((m) => m.policyId), ...r.errors.map((e) => e.policyId), r.escalation?.policyId, r.pause?.policyId];
        for (const id of named) expect(id === null || id === undefined || !outside.has(id), String(id)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("added to a set, changes nothing a decision of the other direction gets — a sale with purchase-only policies, a purchase with sale-only ones — and costs no step", () => {
    const caseArb = anyContextArb.chain((ctx) => {
      const direction = directionOf(ctx);
      const base = fc.array(scopedPolicyArb.filter((p) => p.appliesTo !== other(direction)), { maxLength: 6 });
      const extra = fc.array(scopedPolicyArb.map((p): P => ({ ...p, appliesTo: other(direction) })), { minLength: 1, maxLength: 6 });
      // Where each added policy goes in the file: anywhere among the others.
      return fc.tuple(fc.constant(ctx), base, extra, fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), proposalArb(ctx));
    });
    fc.assert(
      fc.property(caseArb, ([ctx, base, extra, positions, proposal]) => {
        const named = base.map((p, i): P => ({ ...p, id: `b${i}` }));
        const mixed = [...named];
        extra.forEach((p, i) => mixed.splice(positions[i]! % (mixed.length + 1), 0, { ...p, id: `x${i}` }));
        const without = compile([ALLOW_ALL, ...named]);
        const withScoped = compile([ALLOW_ALL, ...mixed]);
        expect(judged(withScoped, ctx, proposal)).toEqual(judged(without, ctx, proposal));
        // A rehearsal's meter is charged the same.
        const meters = [without, withScoped].map((set) => {
          const meter = new WorkMeter(Infinity);
          evaluatePolicies({ ...set, meter }, ctx);
          return meter.spent;
        });
        expect(meters[1]).toBe(meters[0]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("a set's cost per decision (properties)", () => {
  it("is the larger of its sale cost and its purchase cost, each the sum over the policies that apply", () => {
    fc.assert(
      fc.property(fc.array(scopedPolicyArb, { maxLength: 10 }), (policies) => {
        const set = compile([ALLOW_ALL, ...policies]);
        const each = set.policies.map((p) => ({ scope: p.appliesTo, ...conditionCost(p.when) }));
        const sum = (d: NegotiationDirection, pick: (c: (typeof each)[number]) => number) => each.filter((c) => c.scope === undefined || c.scope === d).reduce((s, c) => s + pick(c), 0);
        expect(set.costByDirection).toEqual({ sale: sum("sale", (c) => c.cost), purchase: sum("purchase", (c) => c.cost) });
        expect(set.cost).toBe(Math.max(sum("sale", (c) => c.cost), sum("purchase", (c) => c.cost)));
        expect(set.errorFreeCost).toBe(Math.max(sum("sale", (c) => c.errorFree), sum("purchase", (c) => c.errorFree)));
        // Without scopes, the plain sum (as before scopes existed).
        if (policies.every((p) => p.appliesTo === undefined)) expect(set.cost).toBe(each.reduce((s, c) => s + c.cost, 0));
      }),
      { numRuns: RUNS },
    );
  });

  it("bounds what a decision of either direction is charged", () => {
    fc.assert(
      fc.property(scopedSetArb, anyContextArb, (set, ctx) => {
        const meter = new WorkMeter(Infinity);
        evaluatePolicies({ ...set, meter }, ctx);
        expect(meter.spent).toBeLessThanOrEqual(set.costByDirection![directionOf(ctx)]);
        expect(meter.spent).toBeLessThanOrEqual(set.cost!);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the per-set limit, per direction", () => {
  const heavy = (scope: NegotiationDirection, copies: number) =>
    Array.from({ length: copies }, (_, i) => `  - id: ${scope}-heavy-${i}\n    when: '${NEAR_LIMIT_CONDITION}'\n    appliesTo: ${scope}\n    action: ALLOW\n`).join("");
  const file = (sale: number, purchase: number) => `version: 1\npolicies:\n  - id: allow-all\n    when: "true"\n    action: ALLOW\n${heavy("sale", sale)}${heavy("purchase", purchase)}`;
  const one = conditionCost(NEAR_LIMIT_CONDITION).cost;

  it("accepts a set whose sale half and purchase half each fit, though together they would not", () => {
    const set = parsed(file(6, 6));
    expect(12 * one).toBeGreaterThan(POLICY_COST_LIMITS.perSet);
    expect(set.costByDirection).toEqual({ sale: 1 + 6 * one, purchase: 1 + 6 * one });
    expect(set.cost).toBe(1 + 6 * one);
  });

  it("refuses a set over the limit in one direction, naming the direction and its costliest policies", () => {
    const r = parsePolicySet(file(11, 1));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      {
        policyId: null,
        path: "policies",
        message: expect.stringMatching(/^the conditions a sale evaluates together can cost 102,004 evaluation steps per decision, over the limit of 100,000 per set; the costliest: sale-heavy-0 \(9,273\), sale-heavy-1/),
        line: 2,
        column: 1,
      },
    ]);
    // Unscoped, the message reads as it always has.
    const plain = parsePolicySet(heavySet(11));
    expect(!plain.ok && plain.errors[0]!.message).toMatch(/^the conditions together can cost/);
  });

  it("a stored set over the limit in one direction: only that direction's costliest conditions are refused at run time", () => {
    const r = parsePolicySet(file(11, 1), [], { stored: true });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const refused = r.set.policies.filter((p) => p.cost === 0 && p.id !== "allow-all").map((p) => p.id);
    expect(refused).toEqual(["sale-heavy-0"]);
    expect(r.set.costByDirection).toEqual({ sale: 1 + 10 * one, purchase: 1 + one });
    expect(evaluatePolicies(r.set, context()).errors).toEqual([{ policyId: "sale-heavy-0", message: expect.stringMatching(/^not evaluated/) }]);
    const purchase = purchaseContext({ opening: 8_000, ceiling: 10_000, standing: 8_000, price: 8_500 });
    expect(evaluatePolicies(r.set, purchase)).toMatchObject({ outcome: "ALLOW", errors: [] });
  });
});

describe("the bundled default set", () => {
  const defaults = parsed(DEFAULT_POLICIES_YAML);
  const live = { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive" as const }, maxRounds: 10, ttlSeconds: 86_400 };

  it("scopes its two holds to sales instead of guarding them in CEL, and costs what it did before directions existed", () => {
    const scopes = Object.fromEntries(defaults.policies.map((p) => [p.id, p.appliesTo ?? "both"]));
    expect(scopes).toEqual({ "allow-ordinary-deals": "both", "escalate-unusual-quantity": "sale", "escalate-large-order-unknown-buyer": "sale", "pause-on-unhealthy-agent": "both" });
    for (const p of defaults.policies) expect(p.when, p.id).not.toContain("negotiation.direction");
    expect(defaults.costByDirection).toEqual({ sale: 42, purchase: 10 });
    expect(defaults.cost).toBe(42);
  });

  it("20,000 buyers of a 10-round product fit one request's work (the workerd rehearsal's promise)", () => {
    const estimate = 20_000 * decisionsPerBuyer(live.maxRounds) * (defaults.errorFreeCost! + WORK_LIMITS.rehearsalDecision);
    expect(estimate).toBeLessThanOrEqual(WORK_LIMITS.perRequest);
  });

  it("a rehearsal judges sales: purchase-only policies added change neither its figures nor its work", () => {
    const source = `${DEFAULT_POLICIES_YAML}\n  - id: hold-every-purchase\n    appliesTo: purchase\n    when: "true"\n    action: ESCALATE\n    escalation: {to: buying-desk, timeoutSeconds: 600, onTimeout: reject}\n  - id: stop-purchases\n    appliesTo: purchase\n    when: "true"\n    action: PAUSE\n    pause: {durationSeconds: 600}\n`;
    const added = parsed(source);
    expect(added.policies.map((p) => p.id)).toContain("stop-purchases");
    const play = (set: PolicySet) => {
      const meter = new WorkMeter(Infinity, WORK_LIMITS.rehearsalDecision);
      const result = rehearseProduct({ productId: "widget", live, livePolicies: { ...set, meter }, buyers: 400, seed: 5 });
      return { live: result.live, spent: meter.spent, decisions: meter.decisions };
    };
    expect(play(added)).toEqual(play(defaults));
  });
});
