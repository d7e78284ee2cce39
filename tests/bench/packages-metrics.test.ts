/**
 * bench/packages/metrics.ts properties (fast-check), on random unions of parallel outcome segments: frontier points
 * are non-dominated; every outcome is weakly dominated by a frontier point; the distance is 0 on the frontier; the
 * NBS maximises the Nash product over the frontier and over every outcome, and exists exactly when some outcome
 * clears both reservations.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealPossible, distanceToFrontier, nashSolution, paretoFrontier, pieceEnds, type Frontier, type Point, type Segment } from "../../bench/packages/metrics";

const TOL = 1e-9;

interface Case {
  lambda: number;
  segments: Segment[];
}

/** Coordinates on a grid of 1/1000 (ties and shared ends are common; floating-point dust is not the point here). */
const grid = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((i) => i / 1000);
const caseArb: fc.Arbitrary<Case> = fc
  .record({
    lambda: fc.integer({ min: 5, max: 500 }).map((i) => i / 100),
    raw: fc.array(fc.record({ u: grid(0, 1000), v: grid(0, 1000), du: fc.oneof(fc.constant(0), grid(1, 600)) }), { minLength: 1, maxLength: 25 }),
  })
  .map(({ lambda, raw }) => ({ lambda, segments: raw.map(({ u, v, du }) => ({ lo: { u, v }, hi: { u: u + du, v: v - lambda * du } })) }));

/** Points along a segment: its ends and three inside. */
function along(s: Segment): Point[] {
  return [0, 0.25, 0.5, 0.75, 1].map((t) => ({ u: s.lo.u + t * (s.hi.u - s.lo.u), v: s.lo.v + t * (s.hi.v - s.lo.v) }));
}

/** Points inside each frontier piece (its ends are closures, which may be only weakly Pareto) and lone points. */
function onFrontier(f: Frontier): Point[] {
  return f.pieces.flatMap((p) => {
    const [a, b] = pieceEnds(f, p);
    if (p.u0 === p.u1) return [a];
    return [0.25, 0.5, 0.75].map((t) => ({ u: a.u + t * (b.u - a.u), v: a.v + t * (b.v - a.v) }));
  });
}

/** Whether some outcome of the segments strictly beats x on one side and is no worse on the other. */
function dominated(segments: readonly Segment[], lambda: number, x: Point): boolean {
  return segments.some((s) => {
    const k = s.lo.v + lambda * s.lo.u;
    const vAt = (u: number) => k - lambda * u;
    if (s.hi.u < x.u - TOL) return false;
    // Better v at u' ≥ u: the best is at max(u, lo.u).
    if (vAt(Math.max(x.u, s.lo.u)) > x.v + TOL) return true;
    // Better u at v' ≥ v.
    const u = Math.max(x.u + 1e-7, s.lo.u);
    return u <= s.hi.u && vAt(u) >= x.v - 1e-12;
  });
}

describe("the exact Pareto frontier of parallel outcome segments", () => {
  it("holds no dominated point", () => {
    fc.assert(
      fc.property(caseArb, ({ lambda, segments }) => {
        const f = paretoFrontier(segments);
        for (const x of onFrontier(f)) expect(dominated(segments, lambda, x)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("weakly dominates every outcome, and its pieces run left to right without overlapping", () => {
    fc.assert(
      fc.property(caseArb, ({ segments }) => {
        const f = paretoFrontier(segments);
        expect(f.pieces.length).toBeGreaterThan(0);
        for (let i = 1; i < f.pieces.length; i++) expect(f.pieces[i]!.u0).toBeGreaterThanOrEqual(f.pieces[i - 1]!.u1 - TOL);
        for (const x of segments.flatMap(along)) {
          const covered = f.pieces.some((p) => p.u1 >= x.u - TOL && p.k - f.lambda * Math.max(x.u, p.u0) >= x.v - TOL);
          expect(covered).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is at distance 0 from its own points, and every outcome is at a finite distance", () => {
    fc.assert(
      fc.property(caseArb, ({ segments }) => {
        const f = paretoFrontier(segments);
        for (const p of f.pieces) for (const x of pieceEnds(f, p)) expect(distanceToFrontier(f, x)).toBeLessThan(1e-9);
        for (const x of onFrontier(f)) expect(distanceToFrontier(f, x)).toBeLessThan(1e-9);
        for (const x of segments.flatMap(along)) expect(Number.isFinite(distanceToFrontier(f, x))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("gives distance > 0 to an outcome strictly dominated by another", () => {
    fc.assert(
      fc.property(caseArb, fc.double({ min: 0.01, max: 0.2, noNaN: true }), ({ segments }, gap) => {
        const f = paretoFrontier(segments);
        const x = segments[0]!.lo;
        expect(distanceToFrontier(f, { u: x.u - gap, v: x.v - gap })).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});

describe("the Nash bargaining solution", () => {
  const reservations = fc.record({ ru: fc.double({ min: 0, max: 1, noNaN: true }), rv: fc.double({ min: -0.2, max: 1, noNaN: true }) });

  it("maximises the Nash product over the frontier and over every outcome clearing both reservations", () => {
    fc.assert(
      fc.property(caseArb, reservations, ({ segments }, { ru, rv }) => {
        const f = paretoFrontier(segments);
        const nbs = nashSolution(f, ru, rv);
        const candidates = [...segments.flatMap(along), ...onFrontier(f), ...f.pieces.flatMap((p) => pieceEnds(f, p))].filter((x) => x.u >= ru && x.v >= rv);
        if (!nbs) {
          expect(candidates.length).toBe(0);
          return;
        }
        expect(nbs.point.u).toBeGreaterThanOrEqual(ru - TOL);
        expect(nbs.point.v).toBeGreaterThanOrEqual(rv - TOL);
        expect(distanceToFrontier(f, nbs.point)).toBeLessThan(1e-9);
        for (const x of candidates) expect((x.u - ru) * (x.v - rv)).toBeLessThanOrEqual(nbs.product + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("exists exactly when some outcome clears both reservations", () => {
    fc.assert(
      fc.property(caseArb, reservations, ({ lambda, segments }, { ru, rv }) => {
        const f = paretoFrontier(segments);
        const someOutcome = segments.some((s) => {
          const k = s.lo.v + lambda * s.lo.u;
          return Math.max(s.lo.u, ru) <= Math.min(s.hi.u, (k - rv) / lambda) + 1e-12;
        });
        expect(dealPossible(f, ru, rv)).toBe(someOutcome);
      }),
      { numRuns: 300 },
    );
  });
});

describe("segments", () => {
  it("must be parallel", () => {
    expect(() => paretoFrontier([{ lo: { u: 0, v: 1 }, hi: { u: 1, v: 0 } }, { lo: { u: 0, v: 1 }, hi: { u: 1, v: 0.5 } }])).toThrow(/parallel/);
  });
});
