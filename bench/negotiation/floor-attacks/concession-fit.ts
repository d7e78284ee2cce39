/**
 * Attack (g), concession fit: an attacker who has read how the shop answers concessions. One negotiation
 * per product: it climbs from a lowball in equal steps up to a share of the list price (never to the
 * shop's offer, so no deal is struck), withdraws before the last round, and fits the documented model —
 * the shop's offer as a function of the floor, the round and the share of the gap the buyer has closed —
 * to every answer it saw, over every floor (least squares).
 */
import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";
import { bestFloorOnGrid } from "./floor-grid";
import { LOWBALL_MINOR, type FloorAttack } from "./types";

/** The documented answer: the offer after `round` counters, for a floor, when the buyer has closed `closedShare` of its gap with its best bid. */
export type ConcessionModel = (anchorMinor: number, floorMinor: number, round: number, maxRounds: number, closedShare: number, bestMinor: number) => number;

export function concessionFit(model: ConcessionModel, climbToShare = 0.5): FloorAttack {
  return {
    name: `(g) concession fit, climbing to ${Math.round(climbToShare * 100)}% of list`,
    estimateFloors(client: ShopClient, listings: readonly Listing[]) {
      return new Map(listings.map((l) => [l.productId, climbAndFit(client, l, model, climbToShare)]));
    },
  };
}

function climbAndFit(client: ShopClient, listing: Listing, model: ConcessionModel, climbToShare: number): number | null {
  const anchor = listing.listPriceMinor;
  const { negotiationId, view: opened } = client.open(listing.productId);
  let view = opened;
  const seen: { round: number; closed: number; best: number; offer: number; maxRounds: number }[] = [];
  const rounds = Math.max(1, view.maxRounds - 1);
  const top = anchor * climbToShare;
  for (let k = 0; k < rounds && view.status === "open" && view.shopOfferMinor !== null; k++) {
    const bid = Math.max(LOWBALL_MINOR, Math.floor(LOWBALL_MINOR + ((top - LOWBALL_MINOR) * k) / Math.max(1, rounds - 1)));
    if (bid >= view.shopOfferMinor) break;
    view = client.counter(negotiationId, bid);
    if (view.status !== "open" || view.shopOfferMinor === null) break;
    seen.push({ round: view.round, closed: (bid - LOWBALL_MINOR) / (anchor - LOWBALL_MINOR), best: bid, offer: view.shopOfferMinor, maxRounds: view.maxRounds });
  }
  if (view.status === "open") client.withdraw(negotiationId);
  if (seen.length === 0) return null;
  return bestFloorOnGrid(anchor, (floor) => {
    let error = 0;
    for (const s of seen) error += (model(anchor, floor, s.round, s.maxRounds, s.closed, s.best) - s.offer) ** 2;
    return error;
  }).floor;
}
