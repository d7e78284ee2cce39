/**
 * Attack (a), curve inversion: one negotiation per product with one to three lowball counters; each
 * answer is matched against the shop's published curve, which (like any sensible curve) does not fall
 * when the floor rises, so the floors that explain an offer form an interval found by bisection. The
 * estimate is the middle of the intervals' intersection (of the last one if they disagree).
 */
import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";
import { LOWBALL_MINOR, type FloorAttack, type PublishedCurve } from "./types";

interface Interval {
  low: number;
  high: number;
}

/** The smallest floor in [0, anchor] whose predicted offer is at least `offer` (anchor + 1 if none). */
function firstFloorReaching(curve: PublishedCurve, anchor: number, round: number, maxRounds: number, offer: number): number {
  let low = 0;
  let high = anchor + 1;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (curve(anchor, mid, round, maxRounds) >= offer) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Floors whose predicted offer at `round` equals the observed one. */
function floorsExplaining(curve: PublishedCurve, anchor: number, round: number, maxRounds: number, offer: number): Interval {
  const low = firstFloorReaching(curve, anchor, round, maxRounds, offer);
  const high = firstFloorReaching(curve, anchor, round, maxRounds, offer + 1) - 1;
  return { low, high };
}

function invert(client: ShopClient, listing: Listing, curve: PublishedCurve, counters: number): number | null {
  const anchor = listing.listPriceMinor;
  const { negotiationId, view: opened } = client.open(listing.productId);
  let view = opened;
  let known: Interval | null = null;
  let last: Interval | null = null;
  for (let i = 0; i < counters && view.status === "open"; i++) {
    view = client.counter(negotiationId, LOWBALL_MINOR);
    if (view.status !== "open" || view.shopOfferMinor === null) break;
    last = floorsExplaining(curve, anchor, view.round, view.maxRounds, view.shopOfferMinor);
    if (last.low > last.high) continue;
    const merged: Interval = known ? { low: Math.max(known.low, last.low), high: Math.min(known.high, last.high) } : last;
    known = merged.low <= merged.high ? merged : last;
  }
  if (view.status === "open") client.withdraw(negotiationId);
  return known ? Math.round((known.low + known.high) / 2) : null;
}

export function curveInversion(curve: PublishedCurve, counters = 3): FloorAttack {
  return {
    name: `(a) curve inversion, ${counters} counters`,
    estimateFloors: (client, listings) => new Map(listings.map((l) => [l.productId, invert(client, l, curve, counters)])),
  };
}
