/**
 * Attack (d), the pooled learner: for each product, a few negotiations of lowball counters up to the
 * round before the last (never risking the last round's decision), averaging the offers seen in each
 * round over them (a shop that adds noise is averaged out). Across all products it then learns one
 * concession shape: how far, relative to the last offer it saw, the shop's offers keep falling by its
 * last round — fitted as drop(r)/drop(last seen) ≈ D·(r / last seen)^k over every product's rounds. Each
 * floor is the last offer seen, lowered by the share of the concession still to come.
 */
import { fitPowerCurve, type CurvePoint } from "../../../rehearsal/curve-fit";
import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";
import { lowballToLastRound } from "./lowball";
import type { FloorAttack } from "./types";

interface Observed {
  listing: Listing;
  /** Mean offer per round, round 0 (the opening) to the last one seen. */
  meanOffers: number[];
  maxRounds: number;
}

function observe(client: ShopClient, listing: Listing, negotiations: number): Observed | null {
  const sums: number[] = [];
  let seen = 0;
  let maxRounds = 0;
  for (let i = 0; i < negotiations && client.remaining(listing.productId) > 0; i++) {
    const run = lowballToLastRound(client, listing.productId);
    if (run === null) continue;
    client.withdraw(run.negotiationId);
    maxRounds = run.maxRounds;
    run.offers.forEach((offer, round) => (sums[round] = (sums[round] ?? 0) + offer));
    seen += 1;
  }
  if (seen === 0) return null;
  return { listing, meanOffers: sums.map((s) => s / seen), maxRounds };
}

/** Every product's concession, each round's drop as a share of the drop by the last round seen. */
function pooledShape(observed: readonly Observed[]): CurvePoint[] {
  return observed.flatMap(({ meanOffers }) => {
    const last = meanOffers.length - 1;
    const totalDrop = (meanOffers[0] as number) - (meanOffers[last] as number);
    if (totalDrop <= 0) return [];
    return meanOffers.slice(1).map((offer, i) => ({ t: (i + 1) / last, drop: ((meanOffers[0] as number) - offer) / totalDrop }));
  });
}

export function pooledLearner(negotiationsPerProduct = 3): FloorAttack {
  return {
    name: `(d) pooled learner, ${negotiationsPerProduct} negotiations`,
    estimateFloors(client, listings) {
      const observed = listings.map((l) => observe(client, l, negotiationsPerProduct)).filter((o): o is Observed => o !== null);
      const shape = fitPowerCurve(pooledShape(observed));
      const estimates = new Map<string, number | null>(listings.map((l) => [l.productId, null]));
      if (!shape) return estimates;
      for (const { listing, meanOffers, maxRounds } of observed) {
        const last = meanOffers.length - 1;
        const dropSoFar = (meanOffers[0] as number) - (meanOffers[last] as number);
        if (dropSoFar <= 0) continue;
        const dropByEnd = dropSoFar * shape.scale * Math.pow(maxRounds / last, shape.exponent);
        estimates.set(listing.productId, Math.round((meanOffers[0] as number) - dropByEnd));
      }
      return estimates;
    },
  };
}
