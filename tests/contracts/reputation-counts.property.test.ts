/**
 * Checks reported as counts (contracts/reputation.ts recordEvidenceCounts, memory/reputation.ts lines with
 * `checks`) give the reputation that reporting every check on its own gives: exactly (to float precision) when the
 * checks were evenly spaced, and otherwise within the stated timing tolerance — α and β above the prior off by a
 * relative ≤ 1 − 2^(−span/halfLife) — whatever cell the report lands on, in order or late.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REPUTATION_PRIOR, recordEvidence, recordEvidenceCounts, spanWeight } from "../../contracts/reputation";
import type { ReputationCell } from "../../contracts/types";
import { reputationFromEvidence, type EvidenceLine } from "../../memory/reputation";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FLOAT_SLACK = 1e-9;

const halfLifeArb = fc.oneof(fc.constant(7 * DAY), fc.integer({ min: 10 * MINUTE, max: 30 * DAY }));
const cellArb: fc.Arbitrary<ReputationCell> = fc.record({
  alpha: fc.double({ min: 1, max: 500, noNaN: true }),
  beta: fc.double({ min: 1, max: 500, noNaN: true }),
  updatedAt: fc.integer({ min: 0, max: 60 * DAY }),
});
/** A report's checks: their times (within a span of up to an hour) and outcomes. */
const checksArb = fc
  .record({ from: fc.integer({ min: 0, max: 60 * DAY }), span: fc.integer({ min: 0, max: 60 * MINUTE }) })
  .chain(({ from, span }) =>
    fc
      .array(fc.record({ offset: fc.integer({ min: 0, max: span }), met: fc.boolean() }), { minLength: 1, maxLength: 120 })
      .map((checks) => checks.map((c) => ({ at: from + c.offset, met: c.met })).sort((a, b) => a.at - b.at)),
  );

function oneByOne(cell: ReputationCell | undefined, checks: readonly { at: number; met: boolean }[], halfLife: number): ReputationCell | undefined {
  let out = cell;
  for (const c of checks) out = recordEvidence(out, c.met, c.at, halfLife);
  return out;
}

function asCounts(checks: readonly { at: number; met: boolean }[]) {
  return { met: checks.filter((c) => c.met).length, missed: checks.filter((c) => !c.met).length, from: checks[0]!.at, to: checks[checks.length - 1]!.at };
}

/** α and β above the prior of `a` against `b`, each within a relative `tolerance` (plus float slack). */
function expectClose(a: ReputationCell, b: ReputationCell, tolerance: number): void {
  for (const key of ["alpha", "beta"] as const) {
    const prior = REPUTATION_PRIOR[key];
    const [x, y] = [a[key] - prior, b[key] - prior];
    expect(Math.abs(x - y)).toBeLessThanOrEqual(tolerance * Math.max(x, y) + FLOAT_SLACK * (1 + Math.max(x, y)));
  }
}

describe("evidence reported as counts", () => {
  it("equals one line per check when the checks were evenly spaced (a check a second for a minute)", () => {
    fc.assert(
      fc.property(fc.option(cellArb, { nil: undefined }), fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 10_000 }), fc.boolean(), halfLifeArb, fc.integer({ min: 0, max: 90 * DAY }), (cell, n, step, met, halfLife, from) => {
        const checks = Array.from({ length: n }, (_, i) => ({ at: from + i * step, met }));
        const counted = recordEvidenceCounts(cell, asCounts(checks), halfLife);
        expectClose(counted, oneByOne(cell, checks, halfLife)!, 0);
      }),
    );
  });

  it("stays within 1 − 2^(−span/halfLife) of one line per check, whatever the timing and outcomes", () => {
    fc.assert(
      fc.property(fc.option(cellArb, { nil: undefined }), checksArb, halfLifeArb, (cell, checks, halfLife) => {
        const counts = asCounts(checks);
        const tolerance = 1 - 2 ** (-(counts.to - counts.from) / halfLife);
        expectClose(recordEvidenceCounts(cell, counts, halfLife), oneByOne(cell, checks, halfLife)!, tolerance);
      }),
    );
  });

  it("weighs N evenly spaced checks as their decayed sum, and one check (or no span) as its count", () => {
    expect(spanWeight(1, 0, MINUTE)).toBe(1);
    expect(spanWeight(60, 5, 5)).toBe(60);
    expect(spanWeight(0, 0, MINUTE)).toBe(0);
    const halfLife = MINUTE;
    // Two checks a half-life apart: 1 + 1/2.
    expect(spanWeight(2, 0, MINUTE, halfLife)).toBeCloseTo(1.5, 12);
  });

  it("leaves a cell unchanged for an empty report and refuses nonsense counts", () => {
    const cell = { alpha: 3, beta: 2, updatedAt: 1_000 };
    expect(recordEvidenceCounts(cell, { met: 0, missed: 0, from: 5_000, to: 6_000 })).toEqual(cell);
    expect(() => recordEvidenceCounts(cell, { met: -1, missed: 0, from: 0, to: 1 })).toThrow(RangeError);
    expect(() => recordEvidenceCounts(cell, { met: 1.5, missed: 0, from: 0, to: 1 })).toThrow(RangeError);
    expect(() => recordEvidenceCounts(cell, { met: 1, missed: 0, from: 2, to: 1 })).toThrow(RangeError);
  });

  it("give a profile the same reputation, checks and misses as one line per check (memory/reputation.ts)", () => {
    const metrics = ["latency", "success"] as const;
    fc.assert(
      fc.property(fc.array(checksArb, { minLength: 1, maxLength: 4 }), fc.constantFrom(...metrics), (reports, metric) => {
        // Reports one after another (a minute apart at least), as a contract sends them.
        let offset = 0;
        const singles: EvidenceLine[] = [];
        const counted: EvidenceLine[] = [];
        for (const report of reports) {
          const shift = offset - report[0]!.at;
          const checks = report.map((c) => ({ at: c.at + shift, met: c.met }));
          offset = checks[checks.length - 1]!.at + MINUTE;
          singles.push(...checks.map((c) => ({ metric, met: c.met, at: c.at })));
          const c = asCounts(checks);
          if (c.met > 0) counted.push({ metric, met: true, at: c.to, from: c.from, checks: c.met });
          if (c.missed > 0) counted.push({ metric, met: false, at: c.to, from: c.from, checks: c.missed });
        }
        const a = reputationFromEvidence("agent", singles)!;
        const b = reputationFromEvidence("agent", counted)!;
        expect(b.checks).toBe(a.checks);
        expect(b.missed).toBe(a.missed);
        expect(b.asOf).toBe(a.asOf);
        // Spans of up to an hour against a week's half-life: figures rounded to 3 decimals agree within one unit.
        const ROUNDED_UNIT = 0.001 + FLOAT_SLACK;
        expect(Math.abs(b.score - a.score)).toBeLessThanOrEqual(ROUNDED_UNIT);
        expect(Math.abs(b.evidence - a.evidence)).toBeLessThanOrEqual(ROUNDED_UNIT + a.evidence * 0.005);
        expect(Math.abs(b.uncertainty - a.uncertainty)).toBeLessThanOrEqual(ROUNDED_UNIT);
      }),
    );
  });
});
