/**
 * The third round of package speed-ups (issue 28's kernel speed guard) tabulates the shop's value of every grid
 * position once per compiled space, and writes a decision's buyer model, its choice tables, a memo of its shape
 * mixtures and the scored bids' grid positions into buffers owned by the product's compiled space, reused by every
 * later decision on that product. That is safe only if no buffer is ever part of what a decision returns: then a
 * decision, its state and its explanation stay exactly as they were returned whatever is decided after them, and a
 * buyer model compiled by anyone else (compileBuyerValues) is never the scratch one. Properties with fast-check.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, type Decision, type DecideInput, type NegotiationConfig, type PrivateDraws } from "../../kernel";
import { buyerValueAt, compileBuyerValues, compileBuyerValuesForDecision } from "../../kernel/package/preferences";
import { packageSpace, tabulateValues, valueAt } from "../../kernel/package/space";
import { clamp01 } from "../../terms/values";
import { drawsArb, initialState } from "./arbitraries";
import { packageConfigArb, packageScriptArb, moveOfStep, type PackageStep } from "./package-arbitraries";

/** One package negotiation played from its opening: each input and the decision returned for it. */
function play(config: NegotiationConfig, draws: PrivateDraws, script: PackageStep[]): { input: DecideInput; decision: Decision }[] {
  const out: { input: DecideInput; decision: Decision }[] = [];
  let input: DecideInput = { config, state: initialState(0), move: { kind: "open" }, now: 0, draws };
  let decision = decide(input);
  out.push({ input, decision });
  for (const [i, step] of script.entries()) {
    if (decision.status !== "open") break;
    const state = decision.reasons.includes("INVALID_INPUT") ? input.state : decision.state;
    input = { config, state, move: moveOfStep(config, step, decision.state), now: 1_000 * (i + 1), draws };
    decision = decide(input);
    out.push({ input, decision });
  }
  return out;
}

const negotiationArb = fc.record({ config: packageConfigArb, draws: drawsArb }).chain(({ config, draws }) => packageScriptArb(config).map((script) => ({ config, draws, script })));

describe("the shop's value tables (fast-check)", () => {
  it("valueAt reads exactly what the value function computes, on the grid and off it, before and after tabulating", () => {
    fc.assert(
      fc.property(packageConfigArb, fc.array(fc.oneof(fc.integer({ min: -3, max: 45 }), fc.double({ min: -3, max: 45, noNaN: true })), { maxLength: 40 }), (config, ks) => {
        const space = packageSpace(config);
        // Computed per read (a space that has served one decision), then read from the tables.
        for (const tabulated of [false, true]) {
          if (tabulated) tabulateValues(space);
          for (let i = 0; i < space.ids.length; i++) {
          const grid = space.numeric[i] ? space.steps[i]! + 1 : space.choiceValue[i]!.length;
          for (const k of [...Array.from({ length: grid }, (_, k) => k), ...ks]) {
            // The computation valueAt made before its tables (round three): linear from the worst end, choices by table.
            const span = space.bestAt[i]! - space.worstAt[i]!;
            const expected = !space.numeric[i] ? (space.choiceValue[i]![k] ?? 0) : span === 0 ? 1 : clamp01((k - space.worstAt[i]!) / span);
            expect(valueAt(space, i, k)).toBe(expected);
          }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the package kernel's scratch buffers are never part of an answer (fast-check)", () => {
  it("the decision's model values every position as a model compiled afresh does, read in any order, again and again", () => {
    fc.assert(
      fc.property(negotiationArb, fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), ({ config, draws, script }, reads) => {
        const space = packageSpace(config);
        for (const { decision } of play(config, draws, script)) {
          const prefs = decision.state.package?.preferences;
          if (!prefs) continue;
          const fresh = compileBuyerValues(space, prefs);
          const scratch = compileBuyerValuesForDecision(space, prefs);
          const positions = (i: number) => (space.numeric[i] ? space.steps[i]! + 1 : space.choiceValue[i]!.length);
          for (const r of reads) {
            const i = r % space.ids.length;
            const k = Math.floor(r / space.ids.length) % positions(i);
            expect(buyerValueAt(space, scratch, i, k)).toBe(buyerValueAt(space, fresh, i, k));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("every decision, state and explanation stays as returned whatever is decided after it", () => {
    fc.assert(
      fc.property(negotiationArb, negotiationArb, drawsArb, ({ config, draws, script }, other, otherDraws) => {
        // Each decision as it was the moment it was returned.
        const mine = play(config, draws, script);
        const asReturned = mine.map(({ decision }) => structuredClone(decision));
        // Then the same negotiation replayed, another shop's, and last another buyer on the same product object (the
        // same compiled space and buffers): every buffer is rewritten many times over, last with another buyer's model.
        for (const { input } of mine) decide(input);
        play(other.config, other.draws, other.script);
        play(config, otherDraws, other.script);
        mine.forEach(({ decision }, k) => expect(decision).toEqual(asReturned[k]));
      }),
      { numRuns: 200 },
    );
  });

  it("a buyer model compiled for anyone else is its own, not the decision's scratch, and stays as compiled", () => {
    fc.assert(
      fc.property(negotiationArb, drawsArb, ({ config, draws, script }, otherDraws) => {
        const space = packageSpace(config);
        const states = play(config, draws, script).flatMap(({ decision }) => (decision.state.package ? [decision.state.package.preferences] : []));
        for (const prefs of states) {
          const compiled = compileBuyerValues(space, prefs);
          const copy = structuredClone(compiled);
          const scratch = compileBuyerValuesForDecision(space, prefs);
          // The same model either way (the decision's is written into the product's buffers, with a memo of the
          // mixtures it has read) ...
          expect({ ...scratch, mixtureMemo: [] }).toEqual(copy);
          expect(compiled).not.toBe(scratch);
          expect(compiled.weight).not.toBe(scratch.weight);
          compiled.choice.forEach((table, i) => {
            if (table.length > 0 && table !== space.choicePrior[i]) expect(table).not.toBe(scratch.choice[i]);
          });
          // ... and deciding on, which rewrites the scratch, leaves the caller's model alone.
          play(config, otherDraws, script);
          expect(compiled).toEqual(copy);
        }
      }),
      { numRuns: 100 },
    );
  });
});
