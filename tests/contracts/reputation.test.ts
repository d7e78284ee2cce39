/**
 * Reputation by example: a newcomer sits at the prior, checks move the score, a half-life halves the evidence,
 * late evidence counts with the weight it would have kept, metrics pool into the overall view, and the
 * negotiator's adjustment stays 0 for unknown and good records and grows for a confidently poor one.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPUTATION_HALF_LIFE_MS,
  REPUTATION_PRIOR,
  decayCell,
  negotiatorAdjustment,
  recordEvidence,
  reputationView,
} from "../../contracts/reputation";
import type { ReputationCell } from "../../contracts/types";

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

function record(outcomes: boolean[], start = 0, every = 1000): ReputationCell | undefined {
  let cell: ReputationCell | undefined;
  outcomes.forEach((met, i) => (cell = recordEvidence(cell, met, start + i * every)));
  return cell;
}

describe("reputation cells", () => {
  it("start from a uniform prior with a one-week half-life", () => {
    expect(REPUTATION_PRIOR).toEqual({ alpha: 1, beta: 1 });
    expect(DEFAULT_REPUTATION_HALF_LIFE_MS).toBe(WEEK);
    expect(recordEvidence(undefined, true, 10)).toEqual({ alpha: 2, beta: 1, updatedAt: 10 });
    expect(recordEvidence(undefined, false, 10)).toEqual({ alpha: 1, beta: 2, updatedAt: 10 });
  });

  it("lose half their evidence above the prior per half-life, and none when time has not moved on", () => {
    const cell: ReputationCell = { alpha: 9, beta: 3, updatedAt: 0 };
    expect(decayCell(cell, WEEK)).toEqual({ alpha: 5, beta: 2, updatedAt: WEEK });
    expect(decayCell(cell, 2 * WEEK)).toEqual({ alpha: 3, beta: 1.5, updatedAt: 2 * WEEK });
    expect(decayCell(cell, DAY, DAY)).toEqual({ alpha: 5, beta: 2, updatedAt: DAY });
    expect(decayCell(cell, -5)).toEqual(cell);
  });

  it("count late evidence with the weight it would have kept, leaving the cell's date alone", () => {
    const cell: ReputationCell = { alpha: 3, beta: 1, updatedAt: WEEK };
    expect(recordEvidence(cell, false, 0)).toEqual({ alpha: 3, beta: 1.5, updatedAt: WEEK });
    // The same two checks in their true order reach the same cell.
    const inOrder = recordEvidence(recordEvidence(undefined, false, 0), true, WEEK);
    const late = recordEvidence(recordEvidence(undefined, true, WEEK), false, 0);
    expect(late).toEqual(inOrder);
  });

  it("refuse a half-life that is not positive and a time that is not finite", () => {
    expect(() => decayCell({ alpha: 1, beta: 1, updatedAt: 0 }, 1, 0)).toThrow(RangeError);
    expect(() => recordEvidence(undefined, true, Number.NaN)).toThrow(RangeError);
  });
});

describe("reputation views", () => {
  it("show a newcomer at the prior: score 0.5, the uniform's uncertainty, no evidence", () => {
    const view = reputationView("agent", {}, 0);
    expect(view).toEqual({ agentId: "agent", score: 0.5, uncertainty: Math.sqrt(1 / 12), evidence: 0, perMetric: {} });
  });

  it("score each metric by its own checks and pool every metric's evidence overall", () => {
    // All at one instant, so no decay blurs the arithmetic.
    const latency = record([true, true, true, false], 0, 0); // Beta(4, 2)
    const success = record([false, false], 0, 0); // Beta(1, 3)
    const view = reputationView("prov", { latency, success }, 0);
    expect(view.perMetric.latency).toEqual({ score: 4 / 6, uncertainty: Math.sqrt(8 / (36 * 7)), evidence: 4 });
    expect(view.perMetric.success?.score).toBeCloseTo(0.25, 12);
    expect(view.perMetric.availability).toBeUndefined();
    // Pooled: Beta(1 + 3 + 0, 1 + 1 + 2) = Beta(4, 4).
    expect(view.score).toBeCloseTo(0.5, 12);
    expect(view.evidence).toBeCloseTo(6, 12);
    expect(view.uncertainty).toBeCloseTo(Math.sqrt(16 / (64 * 9)), 12);
  });

  it("let an old poor record fade toward the prior", () => {
    const cells = { availability: record(Array.from({ length: 20 }, () => false)) };
    const fresh = reputationView("prov", cells, 20_000);
    const later = reputationView("prov", cells, 20_000 + 4 * WEEK);
    expect(fresh.score).toBeLessThan(0.1);
    expect(later.score).toBeGreaterThan(fresh.score);
    expect(later.evidence).toBeCloseTo(fresh.evidence / 16, 9);
  });
});

describe("negotiator adjustment", () => {
  const adjustment = (outcomes: boolean[]) => negotiatorAdjustment(reputationView("x", { success: record(outcomes) }, outcomes.length * 1000));
  const misses = (n: number) => Array.from({ length: n }, () => false);
  const hits = (n: number) => Array.from({ length: n }, () => true);

  it("is 0 for an unknown counterparty, a good record, and a short record with one miss", () => {
    expect(adjustment([])).toBe(0);
    expect(adjustment(hits(50))).toBe(0);
    expect(adjustment([...hits(45), ...misses(5)])).toBe(0);
    expect(adjustment([true, false])).toBe(0);
  });

  it("grows with a confidently poor record and approaches 1 for a long run of misses", () => {
    const few = adjustment(misses(3));
    const many = adjustment(misses(30));
    const lots = adjustment(misses(300));
    expect(few).toBeGreaterThan(0);
    expect(many).toBeGreaterThan(few);
    expect(lots).toBeGreaterThan(many);
    expect(lots).toBeGreaterThan(0.95);
    expect(lots).toBeLessThanOrEqual(1);
  });

  it("treats a middling record as poor only once the evidence is strong", () => {
    const pattern = (k: number) => Array.from({ length: k }, () => [true, true, true, false]).flat(); // 75 % met
    expect(adjustment(pattern(2))).toBe(0);
    expect(adjustment(pattern(50))).toBeGreaterThan(0.05);
  });
});
