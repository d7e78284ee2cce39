/**
 * Attack (i), grid reading — the leak a plain reflection would have. Selling rounds offers to a grid of about 0.1% of
 * the (public) list price. Reflected naively (p ↦ a + c − p), the sale's list price is our secret ceiling c: the
 * grid step becomes niceStep(c / 1000), which tells the ceiling's magnitude, and the offers, K − k·step with
 * K = a + c, tell c modulo the step. This attack reads both from one negotiation of lowball asks (withdrawn before
 * any deal): the step is the gcd of the differences between our offers after the opening, the residue is
 * (offer − a) mod step; the ceilings of the generator's range [1.1a, 1.45a] consistent with both are the candidates,
 * and the estimate is the candidate that lies within 5% of the span of most candidates. Where nothing is
 * consistent it has no estimate (scored as the blind guess). Parley's buying mode takes its grid from the public
 * opening and puts K on it (kernel/buying.ts), so there is nothing to read.
 *
 * It runs in the supplier panel's frame (frame.ts): the listing's price is our opening a, offers are 2a − offer.
 */
import { niceStep } from "../../kernel";
import type { FloorAttack } from "../negotiation/floor-attacks/types";
import type { ShopClient } from "../negotiation/shop-client";
import type { Listing } from "../negotiation/shop-sim";

/** The generator's ceilings, as multiples of the opening (floors 55–90% of the list price, reflected through 2a). */
const CEILING_RANGE: readonly [number, number] = [1.1, 1.45];
/** The lowest ask a supplier can make in the panel's frame: bid 1, an ask of 2a − 1 (above every ceiling). */
const LOWBALL_BID = 1;

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** The step and residue the offers after the opening show, or null when they are not on a grid. */
export function readGrid(openingMinor: number, realOffers: readonly number[]): { step: number; residue: number } | null {
  const grid = realOffers.filter((o, i) => i > 0 && o !== openingMinor);
  // The last offer may be the private lowest offer, which is off the grid: try with and without it.
  for (const offers of [grid, grid.slice(0, -1)]) {
    const distinct = offers.filter((o, i) => i === 0 || o !== offers[i - 1]);
    if (distinct.length < 2) continue;
    let step = 0;
    for (let i = 1; i < distinct.length; i++) step = gcd(step, Math.abs(distinct[i]! - distinct[i - 1]!));
    if (step > 1 && niceStep(step) === step) return { step, residue: (((distinct[0]! - openingMinor) % step) + step) % step };
  }
  return null;
}

/** The ceiling that is within 5% of the span of the most candidates consistent with the grid, or null. */
export function ceilingFromGrid(openingMinor: number, step: number, residue: number): number | null {
  const lo = Math.ceil(openingMinor * CEILING_RANGE[0]);
  const hi = Math.floor(openingMinor * CEILING_RANGE[1]);
  const candidates: number[] = [];
  for (let c = lo + ((((residue - lo) % step) + step) % step); c <= hi; c += step) if (niceStep(c / 1000) === step) candidates.push(c);
  if (candidates.length === 0) return null;
  let best = candidates[0]!;
  let bestCount = -1;
  // Candidates are sorted: the ones within 5% of their span of a guess form a window, found with two pointers.
  let from = 0;
  let to = 0;
  for (const guess of candidates) {
    while (from < candidates.length && guess - candidates[from]! > 0.05 * (candidates[from]! - openingMinor)) from++;
    while (to < candidates.length && candidates[to]! - guess <= 0.05 * (candidates[to]! - openingMinor)) to++;
    if (to - from > bestCount) [best, bestCount] = [guess, to - from];
  }
  return best;
}

function probe(client: ShopClient, listing: Listing): number | null {
  const a = listing.listPriceMinor;
  const { negotiationId, view: opened } = client.open(listing.productId);
  const offers: number[] = opened.shopOfferMinor === null ? [] : [2 * a - opened.shopOfferMinor];
  let view = opened;
  while (view.status === "open" && view.round < view.maxRounds - 1) {
    view = client.counter(negotiationId, LOWBALL_BID);
    if (view.shopOfferMinor !== null) offers.push(2 * a - view.shopOfferMinor);
  }
  if (view.status === "open") client.withdraw(negotiationId);
  const grid = readGrid(a, offers);
  const ceiling = grid && ceilingFromGrid(a, grid.step, grid.residue);
  // The estimate in the panel's frame: the floor 2a − c.
  return ceiling === null ? null : 2 * a - ceiling;
}

export const gridReading: FloorAttack = {
  name: "(i) grid reading, 1 negotiation",
  estimateFloors: (client, listings) => new Map(listings.map((l) => [l.productId, probe(client, l)])),
};
