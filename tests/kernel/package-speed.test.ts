/**
 * What the package kernel's speed-ups rest on (issue 28's kernel speed guard), checked for any product and input:
 * the fast check of a buyer's terms says exactly what termValueProblems says; the per-configuration memos (the
 * compiled space, the utility configuration) give the same decisions as a fresh copy of the configuration, also
 * after the configuration object is changed in place; and the value of a grid position is the value function's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, type NegotiationConfig, type NegotiationState } from "../../kernel";
import { utilityConfig } from "../../kernel/package/decide-package";
import { packageSpace, valueAt } from "../../kernel/package/space";
import { validTerms } from "../../kernel/package/valid-terms";
import { termValue, termValueProblems, type TermDeclaration } from "../../terms";
import { drawsArb, initialState } from "./arbitraries";
import { askedTermsArb, packageConfigArb, packageScriptArb, moveOfStep, type PackageStep } from "./package-arbitraries";

const RUNS = 300;

/** Term values a buyer might send: valid ones, and every way of getting one wrong. */
function termsLikeArb(terms: readonly TermDeclaration[]): fc.Arbitrary<unknown> {
  const ids = [...terms.map((t) => t.id), "price", "nope", "__proto__", "constructor"];
  const anyValue = fc.oneof(
    fc.double(),
    fc.integer({ min: -5, max: 200 }),
    fc.constantFrom(0.1, 0.3, 0.30000000000000004, 1e-7, Number.NaN, Infinity, null, true, [], {}),
    fc.string({ maxLength: 4 }),
    fc.constantFrom(...terms.flatMap((t): (number | string)[] => (t.kind === "numeric" ? [t.min, t.max, t.min + t.step / 2, t.max + t.step] : [...t.values, `${t.values[0]} `]))),
  );
  return fc.oneof(
    askedTermsArb(terms),
    fc.dictionary(fc.constantFrom(...ids), anyValue, { maxKeys: 4 }),
    askedTermsArb(terms).chain((ok) => fc.record({ id: fc.constantFrom(...ids), value: anyValue }).map(({ id, value }) => ({ ...ok, [id]: value }))),
    fc.constantFrom(null, undefined, 7, "terms", [], [1, 2]),
  );
}

describe("package kernel speed-ups change nothing (fast-check)", () => {
  it("validTerms accepts exactly the terms termValueProblems finds nothing wrong with", () => {
    fc.assert(
      fc.property(
        packageConfigArb.chain((config) => termsLikeArb(config.package!.terms).map((values) => ({ config, values }))),
        ({ config, values }) => {
          expect(validTerms(packageSpace(config), values)).toBe(termValueProblems(config.package!.terms, values).length === 0);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it("the value of every grid position is the term's value function", () => {
    fc.assert(
      fc.property(packageConfigArb, (config) => {
        const space = packageSpace(config);
        space.terms.forEach((term, i) => {
          const grid = term.kind === "numeric" ? Math.round((term.max - term.min) / term.step) + 1 : term.values.length;
          for (let k = 0; k < grid; k++) {
            // The shop's value of the term at this grid position, from the declaration (terms/values.ts).
            const x = term.kind === "numeric" ? term.min + k * term.step : term.values[k];
            const expected = term.kind === "numeric" ? termValue(term, undefined, x) : termValue(term, config.package!.valuation.values?.[term.id], x);
            expect(valueAt(space, i, k)).toBeCloseTo(expected, 12);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("a negotiation decides the same on the memoised configuration as on a fresh copy of it", () => {
    const withScript = fc.record({ config: packageConfigArb, draws: drawsArb }).chain(({ config, draws }) => packageScriptArb(config).map((script) => ({ config, draws, script })));
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const fresh = () => structuredClone(config);
        let state: NegotiationState = initialState(0);
        let decision = decide({ config, state, move: { kind: "open" }, now: 0, draws });
        expect(decide({ config: fresh(), state, move: { kind: "open" }, now: 0, draws })).toEqual(decision);
        state = decision.state;
        for (const [i, step] of script.entries()) {
          if (decision.status !== "open") break;
          const move = moveOfStep(config, step, decision.state);
          const input = { state, move, now: 1_000 * (i + 1), draws };
          const copy = decide({ ...input, config: fresh() });
          decision = decide({ ...input, config });
          expect(copy).toEqual(decision);
          if (!decision.reasons.includes("INVALID_INPUT")) state = decision.state;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a configuration changed in place is decided by what it says now, not by what was memoised", () => {
    fc.assert(
      fc.property(packageConfigArb, drawsArb, fc.double({ min: 0, max: 0.9, noNaN: true }), fc.integer({ min: 1, max: 20 }), (config, draws, reservation, maxRounds) => {
        const opened = decide({ config, state: initialState(0), move: { kind: "open" }, now: 0, draws });
        const before = utilityConfig(config);
        // The owner's settings, edited on the same object (callers snapshot them; the kernel must not assume it).
        config.package!.valuation.reservationUtility = reservation;
        config.maxRounds = maxRounds;
        const after = utilityConfig(config);
        expect(after).toEqual(utilityConfig(structuredClone(config)));
        if (before.floorMinor !== after.floorMinor || before.maxRounds !== after.maxRounds) expect(after).not.toBe(before);
        const move = { kind: "counter" as const, priceMinor: config.floorMinor };
        if (opened.state.round <= maxRounds) expect(decide({ config, state: opened.state, move, now: 1_000, draws })).toEqual(decide({ config: structuredClone(config), state: opened.state, move, now: 1_000, draws }));
      }),
      { numRuns: RUNS },
    );
  });
});

