/**
 * Reputation invariants (fast-check), over random histories of met and missed checks across metrics, times and
 * half-lives: the score stays in [0, 1]; one more met check never lowers it (one more miss never raises it);
 * decay moves the score toward the prior mean and never lowers the uncertainty; the uncertainty falls as a
 * record of the same make-up grows; everything is deterministic and leaves its inputs untouched; evidence that
 * arrives out of order reaches the same cell as in order; and the negotiator's adjustment stays in [0, 1], never
 * rises with a met check, never falls with a miss, and never rises as a record fades.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REPUTATION_GOOD_SCORE, REPUTATION_PRIOR, decayCell, negotiatorAdjustment, recordEvidence, recordWeightedEvidence, reputationView } from "../../contracts/reputation";
import { SLA_METRICS, type ReputationCell, type SlaMetric } from "../../contracts/types";

const DAY = 24 * 60 * 60 * 1000;
const PRIOR_MEAN = REPUTATION_PRIOR.alpha / (REPUTATION_PRIOR.alpha + REPUTATION_PRIOR.beta);

interface Evidence {
  metric: SlaMetric;
  met: boolean;
  at: number;
}

const evidenceArb: fc.Arbitrary<Evidence> = fc.record({ metric: fc.constantFrom(...SLA_METRICS), met: fc.boolean(), at: fc.integer({ min: 0, max: 60 * DAY }) });
const historyArb = fc.array(evidenceArb, { maxLength: 60 });
const halfLifeArb = fc.oneof(fc.constant(7 * DAY), fc.integer({ min: 1000, max: 30 * DAY }));
const cellArb: fc.Arbitrary<ReputationCell> = fc.record({
  alpha: fc.double({ min: 1, max: 500, noNaN: true }),
  beta: fc.double({ min: 1, max: 500, noNaN: true }),
  updatedAt: fc.integer({ min: 0, max: 60 * DAY }),
});

type Cells = Partial<Record<SlaMetric, ReputationCell>>;

function replay(history: readonly Evidence[], halfLifeMs: number): Cells {
  const cells: Cells = {};
  for (const e of history) cells[e.metric] = recordEvidence(cells[e.metric], e.met, e.at, halfLifeMs);
  return cells;
}

const latest = (history: readonly Evidence[]) => history.reduce((t, e) => Math.max(t, e.at), 0);

describe("reputation properties", () => {
  it("graded evidence is the met and the missed observation mixed by its share, on time or late", () => {
    fc.assert(
      fc.property(cellArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 90 * DAY }), halfLifeArb, (cell, share, at, halfLife) => {
        const met = recordEvidence(cell, true, at, halfLife);
        const missed = recordEvidence(cell, false, at, halfLife);
        const graded = recordWeightedEvidence(cell, share, at, halfLife);
        expect(graded.updatedAt).toBe(met.updatedAt);
        expect(graded.alpha).toBeCloseTo(share * met.alpha + (1 - share) * missed.alpha, 9);
        expect(graded.beta).toBeCloseTo(share * met.beta + (1 - share) * missed.beta, 9);
      }),
    );
    expect(() => recordWeightedEvidence(undefined, 1.5, 0)).toThrow(RangeError);
  });

  it("keep the score in [0, 1], the uncertainty in [0, 0.5] and the evidence at or above 0", () => {
    fc.assert(
      fc.property(historyArb, halfLifeArb, fc.integer({ min: 0, max: 120 * DAY }), (history, halfLife, later) => {
        const view = reputationView("a", replay(history, halfLife), latest(history) + later, halfLife);
        for (const summary of [view, ...Object.values(view.perMetric)]) {
          expect(summary.score).toBeGreaterThanOrEqual(0);
          expect(summary.score).toBeLessThanOrEqual(1);
          expect(summary.uncertainty).toBeGreaterThanOrEqual(0);
          expect(summary.uncertainty).toBeLessThanOrEqual(0.5);
          expect(summary.evidence).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("never lower the score for one more met check, nor raise it for one more miss, whenever it arrives", () => {
    fc.assert(
      fc.property(historyArb, evidenceArb, halfLifeArb, (history, extra, halfLife) => {
        const now = Math.max(latest(history), extra.at);
        const before = reputationView("a", replay(history, halfLife), now, halfLife);
        const after = reputationView("a", replay([...history, extra], halfLife), now, halfLife);
        const metricBefore = before.perMetric[extra.metric]?.score ?? PRIOR_MEAN;
        const metricAfter = after.perMetric[extra.metric]!.score;
        // Evidence arriving now weighs a full check, so it moves the score; very old evidence may weigh less than
        // a float can show, hence non-strict in general.
        if (extra.at === now) expect(after.score).not.toBe(before.score);
        if (extra.met) {
          expect(after.score).toBeGreaterThanOrEqual(before.score);
          expect(metricAfter).toBeGreaterThanOrEqual(metricBefore);
        } else {
          expect(after.score).toBeLessThanOrEqual(before.score);
          expect(metricAfter).toBeLessThanOrEqual(metricBefore);
        }
      }),
    );
  });

  it("move the score toward the prior mean and never lower the uncertainty as time passes", () => {
    fc.assert(
      fc.property(cellArb, halfLifeArb, fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: 60 * DAY }), (cell, halfLife, wait1, wait2) => {
        const near = reputationView("a", { latency: cell }, cell.updatedAt + wait1, halfLife);
        const far = reputationView("a", { latency: cell }, cell.updatedAt + wait1 + wait2, halfLife);
        const side = Math.sign(near.score - PRIOR_MEAN);
        expect(Math.abs(far.score - PRIOR_MEAN)).toBeLessThanOrEqual(Math.abs(near.score - PRIOR_MEAN) + 1e-12);
        if (side !== 0) expect(Math.sign(far.score - PRIOR_MEAN)).not.toBe(-side);
        expect(far.uncertainty).toBeGreaterThanOrEqual(near.uncertainty - 1e-12);
        // The evidence itself follows the half-life law.
        expect(far.evidence).toBeCloseTo(near.evidence * 2 ** (-wait2 / halfLife), 6);
      }),
    );
  });

  it("lower the uncertainty as a record of the same make-up grows", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 60 * DAY }), (pattern, times, at) => {
        const cellOf = (repeats: number) => {
          let cell: ReputationCell | undefined;
          for (let k = 0; k < repeats; k++) for (const met of pattern) cell = recordEvidence(cell, met, at);
          return reputationView("a", { success: cell }, at);
        };
        expect(cellOf(times + 1).uncertainty).toBeLessThan(cellOf(times).uncertainty);
        expect(cellOf(times + 1).evidence).toBeGreaterThan(cellOf(times).evidence);
      }),
    );
  });

  it("reach the same cells whatever order the evidence arrives in", () => {
    fc.assert(
      fc.property(historyArb.chain((h) => fc.tuple(fc.constant(h), fc.shuffledSubarray(h, { minLength: h.length, maxLength: h.length }))), halfLifeArb, ([history, shuffled], halfLife) => {
        const inOrder = replay([...history].sort((a, b) => a.at - b.at), halfLife);
        const anyOrder = replay(shuffled, halfLife);
        const now = latest(history);
        for (const metric of SLA_METRICS) {
          expect(anyOrder[metric] === undefined).toBe(inOrder[metric] === undefined);
          if (!inOrder[metric]) continue;
          const a = decayCell(inOrder[metric]!, now, halfLife);
          const b = decayCell(anyOrder[metric]!, now, halfLife);
          expect(b.alpha).toBeCloseTo(a.alpha, 9);
          expect(b.beta).toBeCloseTo(a.beta, 9);
        }
      }),
    );
  });

  it("are deterministic and never change the cells they are given", () => {
    fc.assert(
      fc.property(cellArb, fc.boolean(), fc.integer({ min: 0, max: 90 * DAY }), halfLifeArb, (cell, met, at, halfLife) => {
        const frozen = Object.freeze({ ...cell });
        expect(recordEvidence(frozen, met, at, halfLife)).toEqual(recordEvidence(frozen, met, at, halfLife));
        expect(decayCell(frozen, at, halfLife)).toEqual(decayCell(frozen, at, halfLife));
        expect(reputationView("a", { accuracy: frozen }, at, halfLife)).toEqual(reputationView("a", { accuracy: frozen }, at, halfLife));
        expect(frozen).toEqual(cell);
      }),
    );
  });
});

describe("negotiator adjustment properties", () => {
  const adjustmentOf = (cell: ReputationCell | undefined, now: number, halfLife: number) => negotiatorAdjustment(reputationView("a", cell ? { success: cell } : {}, now, halfLife));

  it("stays in [0, 1], is 0 for a good score, never rises with a met check and never falls with a miss", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), fc.boolean(), halfLifeArb, (outcomes, met, halfLife) => {
        let cell: ReputationCell | undefined;
        outcomes.forEach((m, i) => (cell = recordEvidence(cell, m, i * 60_000, halfLife)));
        const now = outcomes.length * 60_000;
        const before = adjustmentOf(cell, now, halfLife);
        const after = adjustmentOf(recordEvidence(cell, met, now, halfLife), now, halfLife);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThanOrEqual(1);
        if (met) expect(after).toBeLessThanOrEqual(before + 1e-12);
        else expect(after).toBeGreaterThanOrEqual(before - 1e-12);
        const view = reputationView("a", cell ? { success: cell } : {}, now, halfLife);
        if (view.score >= REPUTATION_GOOD_SCORE) expect(before).toBe(0);
      }),
    );
  });

  it("never rises as a record fades toward the prior", () => {
    fc.assert(
      fc.property(cellArb, halfLifeArb, fc.integer({ min: 0, max: 60 * DAY }), (cell, halfLife, wait) => {
        expect(adjustmentOf(cell, cell.updatedAt + wait, halfLife)).toBeLessThanOrEqual(adjustmentOf(cell, cell.updatedAt, halfLife) + 1e-12);
      }),
    );
  });
});
