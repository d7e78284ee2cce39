/**
 * Attack (f), trajectory fit: an attacker who has read how the shop concedes, but not its private draws.
 * One negotiation per product of lowball counters up to the round before the last; then it searches the
 * published family of curves — every shape the documentation allows, every floor — for the one that
 * explains all the offers it saw best (least squares), and takes that curve's floor. Stronger than (a):
 * it uses nine answers instead of three and fits the shape instead of assuming it.
 */
import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";
import { bestFloorOnGrid } from "./floor-grid";
import { lowballToLastRound } from "./lowball";
import type { FloorAttack } from "./types";

/** A documented curve family: the offer after `round` counters, for a floor and a shape parameter. */
export type CurveFamily = (anchorMinor: number, floorMinor: number, round: number, maxRounds: number, shape: number) => number;

function fit(family: CurveFamily, shapes: readonly number[], anchor: number, offers: readonly number[], maxRounds: number): number | null {
  let best: { floor: number; error: number } | null = null;
  for (const shape of shapes) {
    const fitted = bestFloorOnGrid(anchor, (floor) => offers.reduce((error, offer, round) => error + (family(anchor, floor, round, maxRounds, shape) - offer) ** 2, 0));
    if (!best || fitted.error < best.error) best = fitted;
  }
  return best?.floor ?? null;
}

export function trajectoryFit(family: CurveFamily, shapes: readonly number[]): FloorAttack {
  return {
    name: "(f) trajectory fit, 9 counters",
    estimateFloors(client: ShopClient, listings: readonly Listing[]) {
      return new Map(
        listings.map((l) => {
          const run = lowballToLastRound(client, l.productId);
          if (run === null) return [l.productId, null];
          client.withdraw(run.negotiationId);
          return [l.productId, fit(family, shapes, l.listPriceMinor, run.offers, run.maxRounds)];
        }),
      );
    },
  };
}
