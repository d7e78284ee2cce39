/**
 * The shared memory (fleet/stats.ts): outcomes arriving in any order leave the same record, a reward pulls an
 * agent's estimate toward it, and old evidence fades toward the prior — so an agent that improved is not held
 * to its past, and one that got worse is not protected by it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addOutcome, EMPTY_FLEET_STATS, recordOutcome, successEstimate, type FleetStats, type Outcome } from "../../fleet";
import { NOW, outcomeArb } from "./arbitraries";

const WEIGHTS = { similarWeight: 0.5, overallWeight: 0.05, halfLifeMs: 30 * 24 * 3_600_000 };
const DAY = 24 * 3_600_000;
const recordAll = (outcomes: readonly Outcome[], start: FleetStats = EMPTY_FLEET_STATS) => outcomes.reduce((s, o) => recordOutcome(s, o, WEIGHTS.halfLifeMs), start);

function expectSameRecord(a: FleetStats, b: FleetStats): void {
  expect(Object.keys(a.agents).sort()).toEqual(Object.keys(b.agents).sort());
  for (const [agentId, ra] of Object.entries(a.agents)) {
    const rb = b.agents[agentId]!;
    const cells = [[ra.overall, rb.overall], ...Object.keys(ra.byCounterparty).map((cp) => [ra.byCounterparty[cp]!, rb.byCounterparty[cp]!])] as const;
    expect(Object.keys(ra.byCounterparty).sort()).toEqual(Object.keys(rb.byCounterparty).sort());
    for (const [x, y] of cells) {
      expect(x.updatedAt).toBe(y.updatedAt);
      expect(Math.abs(x.alpha - y.alpha)).toBeLessThanOrEqual(1e-9 * Math.max(1, x.alpha));
      expect(Math.abs(x.beta - y.beta)).toBeLessThanOrEqual(1e-9 * Math.max(1, x.beta));
    }
  }
}

describe("recordOutcome: the fleet's shared memory", () => {
  it("is order-independent: any arrival order of the same outcomes leaves the same record (up to float rounding)", () => {
    const withPermutation = fc.array(outcomeArb, { maxLength: 30 }).chain((os) => fc.tuple(fc.constant(os), fc.shuffledSubarray(os, { minLength: os.length, maxLength: os.length })));
    fc.assert(
      fc.property(withPermutation, ([outcomes, shuffled]) => expectSameRecord(recordAll(shuffled), recordAll(outcomes))),
      { numRuns: 300 },
    );
  });

  it("leaves the record it was given unchanged", () => {
    fc.assert(
      fc.property(fc.array(outcomeArb, { maxLength: 10 }), outcomeArb, (outcomes, next) => {
        const before = recordAll(outcomes);
        const copy = structuredClone(before);
        recordOutcome(before, next);
        expect(before).toEqual(copy);
      }),
    );
  });

  it("pulls the agent's estimate with the counterparty toward the reward, and never outside [0, 1]", () => {
    fc.assert(
      fc.property(fc.array(outcomeArb, { maxLength: 20 }), outcomeArb, (outcomes, next) => {
        const stats = recordAll(outcomes);
        const at = Math.max(NOW, next.at);
        const estimate = (s: FleetStats) => successEstimate(s, next.agentId, next.counterpartyId, [], at, WEIGHTS).mean;
        const before = estimate(stats);
        const after = estimate(recordOutcome(stats, { ...next, at }, WEIGHTS.halfLifeMs));
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(1);
        if (next.reward >= before) expect(after).toBeGreaterThanOrEqual(before - 1e-12);
        else expect(after).toBeLessThanOrEqual(before + 1e-12);
      }),
    );
  });

  it("counts a reward outside [0, 1] or not a number as clamped (a no-deal is 0)", () => {
    expect(addOutcome(undefined, 7, NOW)).toEqual(addOutcome(undefined, 1, NOW));
    expect(addOutcome(undefined, -3, NOW)).toEqual(addOutcome(undefined, 0, NOW));
    expect(addOutcome(undefined, Number.NaN, NOW)).toEqual(addOutcome(undefined, 0, NOW));
  });

  it("lets old evidence fade: as time passes the estimate moves toward the prior's 0.5 and its evidence shrinks", () => {
    fc.assert(
      fc.property(fc.array(outcomeArb, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 365 }), (outcomes, days) => {
        const stats = recordAll(outcomes);
        const { agentId, counterpartyId } = outcomes[0]!;
        const now = successEstimate(stats, agentId, counterpartyId, [], NOW, WEIGHTS);
        const later = successEstimate(stats, agentId, counterpartyId, [], NOW + days * DAY, WEIGHTS);
        expect(Math.abs(later.mean - 0.5)).toBeLessThanOrEqual(Math.abs(now.mean - 0.5) + 1e-12);
        expect(later.evidence.counterparty).toBeLessThanOrEqual(now.evidence.counterparty + 1e-9);
      }),
    );
  });

  it("reads similar counterparties' records at their similarity's weight; one never seen changes nothing", () => {
    let stats = EMPTY_FLEET_STATS;
    for (let i = 0; i < 10; i++) stats = recordOutcome(stats, { agentId: "ada", counterpartyId: "neighbour", reward: 0.9, at: NOW });
    const alone = successEstimate(stats, "ada", "stranger", [], NOW, { ...WEIGHTS, overallWeight: 0 });
    const near = successEstimate(stats, "ada", "stranger", [{ counterpartyId: "neighbour", similarity: 1 }], NOW, { ...WEIGHTS, overallWeight: 0 });
    const far = successEstimate(stats, "ada", "stranger", [{ counterpartyId: "neighbour", similarity: 0.1 }], NOW, { ...WEIGHTS, overallWeight: 0 });
    const unseen = successEstimate(stats, "ada", "stranger", [{ counterpartyId: "nobody", similarity: 1 }], NOW, { ...WEIGHTS, overallWeight: 0 });
    expect(alone.mean).toBe(0.5);
    expect(unseen.mean).toBe(0.5);
    expect(near.mean).toBeGreaterThan(far.mean);
    expect(far.mean).toBeGreaterThan(0.5);
    expect(near.evidence.similar).toBeCloseTo(10, 9);
  });
});
