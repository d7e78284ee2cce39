import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkModifiedPrice,
  constraintBounds,
  decisionRecord,
  evaluatePolicies,
  parsePolicySet,
  reapplyConstraints,
  type PolicyContext,
  type Proposal,
} from "../../policies";
import { ALLOW_ALL, compile, contextArb, policyArb } from "./arbitraries";
import { at, keepsInvariants, refusedBy } from "./oracle";

const RUNS = 300;
/** Policy sets with a base ALLOW (so CONSTRAINT outcomes happen), in the file order given and reversed. */
const setsArb = fc.array(policyArb, { minLength: 1, maxLength: 6 }).map((ps) => ({ set: compile([ALLOW_ALL, ...ps]), reversed: compile([...ps].reverse().concat(ALLOW_ALL)) }));
const proposalArb = (ctx: PolicyContext): fc.Arbitrary<Proposal> =>
  fc.record({ action: fc.constantFrom("accept", "counter", "hold" as const), priceMinor: fc.integer({ min: 0, max: 2 * ctx.product.anchorMinor }) });

describe("constraints: properties (fast-check)", () => {
  it("a constrained price lies within [floor, min(list, standing)] and every constraint matching it, or the decision escalates with an invariantViolation", () => {
    fc.assert(
      fc.property(setsArb, contextArb, ({ set }, ctx) => {
        const r = evaluatePolicies(set, ctx);
        if (r.invariantViolation) return void expect(["ESCALATE", "PAUSE"]).toContain(r.outcome);
        if (r.priceMinor === null) return;
        expect(keepsInvariants(ctx, r.priceMinor)).toBe(true);
        expect(refusedBy(set, ctx, r)).toEqual([]);
        // What an ESCALATE or PAUSE carries is what CONSTRAINT would have committed.
        if (r.outcome === "CONSTRAINT") expect(r.constrained || r.priceMinor === ctx.offer.priceMinor).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("a re-constrained approval lies within [floor, min(list, standing)] and every constraint matching it, or is refused", () => {
    fc.assert(
      fc.property(setsArb, contextArb.chain((ctx) => fc.tuple(fc.constant(ctx), proposalArb(ctx))), ({ set }, [ctx, proposal]) => {
        const r = reapplyConstraints(set, ctx, proposal);
        if (!r.ok) return void expect(r.violation.length).toBeGreaterThan(0);
        const committed = { action: r.action, priceMinor: r.priceMinor };
        expect(keepsInvariants(ctx, r.priceMinor!)).toBe(true);
        expect(refusedBy(set, ctx, committed)).toEqual([]);
        if (r.action === "accept") expect(r.priceMinor).toBeLessThanOrEqual(proposal.priceMinor!);
      }),
      { numRuns: RUNS },
    );
  });

  it("an approval re-checked with reapplyConstraints never yields a price a CONSTRAINT would have refused", () => {
    fc.assert(
      fc.property(setsArb, contextArb.chain((ctx) => fc.tuple(fc.constant(ctx), proposalArb(ctx))), ({ set }, [ctx, proposal]) => {
        const r = reapplyConstraints(set, ctx, proposal);
        if (!r.ok) return;
        const committed = { action: r.action, priceMinor: r.priceMinor };
        // Evaluated as a kernel decision of its own, it is not constrained again...
        const again = evaluatePolicies(set, at(ctx, committed));
        expect(again.invariantViolation).toBeUndefined();
        expect({ action: again.action, priceMinor: again.priceMinor, constrained: again.constrained }).toEqual({ ...committed, constrained: false });
        // ...and a person could have typed it in.
        expect(checkModifiedPrice(set, ctx, committed)).toEqual({ ok: true });
      }),
      { numRuns: RUNS },
    );
  });

  it("re-checking an evaluation's own proposal (approve, or timeout into approve) changes nothing", () => {
    fc.assert(
      fc.property(setsArb, contextArb, ({ set }, ctx) => {
        const r = evaluatePolicies(set, ctx);
        if (r.invariantViolation || r.priceMinor === null) return;
        expect(reapplyConstraints(set, ctx, { action: r.action, priceMinor: r.priceMinor })).toEqual({ ok: true, action: r.action, priceMinor: r.priceMinor, constrained: false });
      }),
      { numRuns: RUNS },
    );
  });

  it("checkModifiedPrice allows exactly the prices reapplyConstraints leaves where they are", () => {
    fc.assert(
      fc.property(setsArb, contextArb.chain((ctx) => fc.tuple(fc.constant(ctx), proposalArb(ctx))), ({ set }, [ctx, proposal]) => {
        const check = checkModifiedPrice(set, ctx, proposal);
        const r = reapplyConstraints(set, ctx, proposal);
        expect(check.ok).toBe(r.ok && r.priceMinor === proposal.priceMinor);
        if (!check.ok) {
          const { minPriceMinor: min, maxPriceMinor: max } = check.bounds;
          expect(proposal.priceMinor! < min || proposal.priceMinor! > max).toBe(true);
          expect(check.bounds).toEqual(constraintBounds(set, at(ctx, proposal)));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("constraintBounds never reaches outside [floor, min(list, standing)]", () => {
    fc.assert(
      fc.property(setsArb, contextArb, ({ set }, ctx) => {
        const b = constraintBounds(set, ctx);
        expect(b.minPriceMinor).toBeGreaterThanOrEqual(ctx.product.floorMinor);
        expect(b.maxPriceMinor).toBeLessThanOrEqual(Math.min(ctx.product.anchorMinor, ctx.offer.previousShopOfferMinor));
      }),
      { numRuns: RUNS },
    );
  });

  it("is deterministic, and the price does not depend on the order of the policies in the file", () => {
    fc.assert(
      fc.property(setsArb, contextArb.chain((ctx) => fc.tuple(fc.constant(ctx), proposalArb(ctx))), ({ set, reversed }, [ctx, proposal]) => {
        expect(evaluatePolicies(set, structuredClone(ctx))).toEqual(evaluatePolicies(set, ctx));
        expect(reapplyConstraints(set, structuredClone(ctx), proposal)).toEqual(reapplyConstraints(set, ctx, proposal));
        expect(reapplyConstraints(reversed, ctx, proposal)).toEqual(reapplyConstraints(set, ctx, proposal));
        expect(constraintBounds(reversed, ctx)).toEqual(constraintBounds(set, ctx));
        expect(checkModifiedPrice(reversed, ctx, proposal)).toEqual(checkModifiedPrice(set, ctx, proposal));
        const [a, b] = [evaluatePolicies(set, ctx), evaluatePolicies(reversed, ctx)];
        expect([b.outcome, b.action, b.priceMinor, b.invariantViolation]).toEqual([a.outcome, a.action, a.priceMinor, a.invariantViolation]);
      }),
      { numRuns: 200 },
    );
  });

  it("a breach is a broken invariant or a failed condition, whatever the outcome: a CONSTRAINT alone never is", () => {
    fc.assert(
      fc.property(setsArb, contextArb, ({ set }, ctx) => {
        const r = evaluatePolicies(set, ctx);
        expect(decisionRecord(0, r).breach).toBe(r.invariantViolation !== undefined || r.errors.length > 0);
        if (r.outcome === "CONSTRAINT") expect(decisionRecord(0, r).breach).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("parsing: properties (fast-check)", () => {
  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(() => parsePolicySet(text)).not.toThrow();
        expect(() => parsePolicySet(`version: 1\npolicies:\n  - ${text}`)).not.toThrow();
      }),
      { numRuns: RUNS },
    );
  });

  it("never throws on anchors and aliases, nested however deep and wide", () => {
    const aliasesArb = fc.array(fc.record({ width: fc.integer({ min: 1, max: 12 }), dangling: fc.boolean() }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(aliasesArb, fc.boolean(), (levels, asPolicies) => {
        const lines = levels.map(({ width, dangling }, i) => `  - &a${i} [${Array(width).fill(i === 0 ? '"x"' : dangling ? "*nowhere" : `*a${i - 1}`).join(", ")}]`);
        const source = asPolicies ? `version: 1\npolicies:\n${lines.join("\n")}\n` : `version: 1\nx:\n${lines.join("\n")}\npolicies: [*a${levels.length - 1}]\n`;
        let result: ReturnType<typeof parsePolicySet> | undefined;
        expect(() => (result = parsePolicySet(source))).not.toThrow();
        expect(result!.ok).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("activation plan: only the variables a set's conditions name are converted", () => {
  it("judges every context exactly as converting every variable would", () => {
    fc.assert(
      fc.property(setsArb, contextArb, ({ set }, ctx) => {
        const { plan: _plan, ...everything } = set;
        expect(evaluatePolicies(set, ctx)).toEqual(evaluatePolicies(everything, { ...ctx }));
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps the fields named and a group used whole, nothing else", () => {
    const named = parsePolicySet('version: 1\npolicies:\n  - id: a\n    when: offer.priceMinor > 1 && deal.valueMinor > 2\n    action: ALLOW\n');
    const whole = parsePolicySet('version: 1\npolicies:\n  - id: a\n    when: offer["priceMinor"] > 1\n    action: ALLOW\n');
    if (!named.ok || !whole.ok) throw new Error("test sets must parse");
    expect(named.set.plan!.map(([group, fields]) => [group, fields.map(([f]) => f)])).toEqual([
      ["offer", ["priceMinor"]],
      ["deal", ["valueMinor"]],
    ]);
    const offer = whole.set.plan!.find(([group]) => group === "offer")!;
    expect(offer[1].length).toBeGreaterThan(3);
  });
});
