/**
 * bench/packages/nbs-estimate.ts: the estimators of the NBS a shop can make from the buyer's bids. Properties
 * (fast-check): a reservation estimate never lies above the buyer's latest bid and falls the more the path is
 * extrapolated; a limit estimate lies between the latest bid and 1; the estimated Nash utility lies inside the range
 * searched, above the shop's reserve, with a positive Nash product, and exists whenever the buyer's reservation is
 * below every package. And the diagnosis on a small panel: every estimator is scored against the true NBS, the same
 * way twice (it replays the recorded decisions: only the bids and the shop's own state go in).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diagnoseNashEstimates, estimateBuyerLimit, estimateBuyerReservation, midpointNashUtility, modelBuyerUtility, modelNashUtility } from "../../bench/packages/nbs-estimate";
import { compileBuyerValues, emptyPreferences } from "../../kernel/package/preferences";
import { packageSpace, positionsOf } from "../../kernel/package/space";
import { placeAtUtility } from "../../kernel/package/tradeoff";
import { packageConfigArb } from "../kernel/package-arbitraries";

const utility = fc.double({ min: -1, max: 2, noNaN: true });
const path = fc.record({ first: utility, latest: utility, bids: fc.integer({ min: 0, max: 20 }), roundsLeft: fc.integer({ min: -2, max: 20 }) });

describe("the buyer's reservation and limit, from its bids", () => {
  it("a reservation estimate is at most the latest bid's utility and falls as the path is extrapolated further", () => {
    fc.assert(
      fc.property(path, fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), ({ first, latest, bids, roundsLeft }, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const near = estimateBuyerReservation(first, latest, bids, roundsLeft, lo);
        const far = estimateBuyerReservation(first, latest, bids, roundsLeft, hi);
        expect(near).toBeLessThanOrEqual(latest);
        expect(far).toBeLessThanOrEqual(near + 1e-12);
        // One bid, or no concession: nothing to extrapolate.
        if (bids < 2 || first <= latest) expect(near).toBe(latest);
      }),
    );
  });

  it("a limit estimate in the shop's utility lies between the latest bid's and 1", () => {
    fc.assert(
      fc.property(path, fc.double({ min: 0, max: 5, noNaN: true }), ({ first, latest, bids, roundsLeft }, x) => {
        const limit = estimateBuyerLimit(first, latest, bids, roundsLeft, x);
        expect(limit).toBeLessThanOrEqual(1);
        expect(limit).toBeGreaterThanOrEqual(Math.min(1, latest));
      }),
    );
  });

  it("the midpoint lies halfway between the reserve and the limit, never above the ceiling, and needs them to overlap", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (reserve, limit, ceiling) => {
        const m = midpointNashUtility(reserve, limit, ceiling);
        if (limit <= reserve) expect(m).toBeNull();
        else expect(m).toBe(Math.min(ceiling, (reserve + limit) / 2));
      }),
    );
  });
});

describe("the Nash utility on the buyer model's trade-off frontier", () => {
  it("lies in the range searched, above the shop's reserve, with both sides above their reservations", () => {
    fc.assert(
      fc.property(
        packageConfigArb,
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: -0.5, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        (config, reserve, width, buyerReservation, steps) => {
          const space = packageSpace(config);
          const buyer = compileBuyerValues(space, emptyPreferences(space));
          const from = { priceMinor: config.floorMinor, positions: positionsOf(space, {}) };
          const high = Math.min(1, reserve + width);
          const u = modelNashUtility(space, buyer, from, reserve, buyerReservation, reserve, high, steps);
          const nash = (x: number) => {
            const p = placeAtUtility(space, buyer, x, from);
            return Math.max(0, x - reserve) * Math.max(0, modelBuyerUtility(space, buyer, p.priceMinor, p.positions) - buyerReservation);
          };
          // A buyer whose reservation lies below any package's model utility (all are ≥ 0) always leaves a Nash point.
          if (buyerReservation < 0) expect(u).not.toBeNull();
          if (u === null) return;
          expect(u).toBeGreaterThan(reserve);
          expect(u).toBeLessThanOrEqual(high);
          expect(nash(u)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the diagnosis on a small panel", () => {
  it("scores every estimator against the true NBS, and is the same when run again (only the bids go in)", () => {
    const rows = diagnoseNashEstimates("tune", 2, 42, [0, 1]);
    expect(rows.map((r) => `${r.estimator}|${r.extrapolation}`)).toEqual(["Parley's deals|null", "model|0", "midpoint|0", "true frontier|0", "model|1", "midpoint|1", "true frontier|1"]);
    for (const r of rows) {
      expect(r.found).toBeLessThanOrEqual(r.tried);
      expect(r.tried).toBeGreaterThan(0);
      expect(r.meanAbsoluteError).toBeGreaterThanOrEqual(Math.abs(r.bias) - 1e-12);
      expect(Math.abs(r.correlation)).toBeLessThanOrEqual(1 + 1e-9);
    }
    expect(diagnoseNashEstimates("tune", 2, 42, [0, 1])).toEqual(rows);
  });
});
