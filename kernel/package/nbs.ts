/**
 * Steering a package negotiation toward the Nash bargaining solution (issue 28's "Nash product ≥ 0.9 of the NBS"):
 * the shop does not know the buyer's reservation, so it estimates it from the buyer's own concession path — its
 * first and latest bids valued in the buyer's utility as the buyer model (preferences.ts) estimates it, extrapolated
 * over the rounds left — and then the shop utility u* that maximises (u − r_shop)(B(u) − r_buyer), where B(u) is the
 * model's best buyer utility of a package the shop values at u (the trade-off from the buyer's bid, tradeoff.ts) and
 * r_shop the shop's PRIVATE reserve utility (the per-buyer draw, never the owner's reservation itself). The package
 * decision may then hold its counter at u* and take a bid worth u* to the shop. Pure and deterministic: only the
 * buyer's bids, the buyer model and the shop's private reserve go in.
 */
import { buyerValueAt, type BuyerValues } from "./preferences";
import type { PackageSpace, Positions } from "./space";
import { placeAtUtility, type Placed } from "./tradeoff";

/** How the estimate steers a package decision (an experiment: NBS_STEERING in decide-package.ts). */
export interface NbsSteering {
  /**
   * The buyer's reservation estimate: its latest bid's model utility less `extrapolation` × its concession per bid
   * so far × the rounds the shop has left (0: the buyer stops where it is; 1: it goes on conceding as it has).
   */
  extrapolation: number;
  /** Counter no lower than u* (still never above the standing offer). */
  hold: boolean;
  /** Take a bid worth at least u* to the shop (and at least the private reserve). */
  accept: boolean;
  /** How many shop utilities the search for u* evaluates (golden-section steps). */
  searchSteps: number;
  /**
   * "model": u* on the buyer model's trade-off frontier; "midpoint": no buyer model — the buyer's limit in the shop's
   * utility extrapolated from its bids' shop utilities, and u* halfway between it and the shop's reserve (the NBS of a
   * straight frontier, whatever its slope).
   */
  mode?: "model" | "midpoint";
  /** Added to u* (the midpoint estimate runs low on TUNE). */
  offset?: number;
}

/**
 * The buyer's limit in the shop's utility, extrapolated from the shop utilities of its first and latest bids (they
 * rise as it concedes), capped at 1.
 */
export function estimateBuyerLimit(first: number, latest: number, bids: number, roundsLeft: number, extrapolation: number): number {
  if (bids < 2 || !(latest > first)) return latest;
  const perBid = (latest - first) / (bids - 1);
  return Math.min(1, latest + extrapolation * perBid * Math.max(0, roundsLeft));
}

/** The buyer's utility of a package as the model estimates it: price linear in spans below the list price, unbounded. */
export function modelBuyerUtility(space: PackageSpace, buyer: BuyerValues, priceMinor: number, positions: Positions): number {
  const span = space.priceSpan;
  let u = buyer.priceWeight * (span > 0 ? (space.price.anchorMinor - priceMinor) / span : 0);
  for (let i = 0; i < positions.length; i++) u += buyer.weight[i]! * buyerValueAt(space, buyer, i, positions[i]!);
  return u;
}

/**
 * The buyer's reservation utility, estimated from its concession path in model utility: its first bid `first`, its
 * latest `latest` after `bids` bids, and `roundsLeft` rounds the shop still allows. A buyer who has not conceded
 * (or bid once) is taken to stop where it is.
 */
export function estimateBuyerReservation(first: number, latest: number, bids: number, roundsLeft: number, extrapolation: number): number {
  if (bids < 2 || !(first > latest)) return latest;
  const perBid = (first - latest) / (bids - 1);
  return latest - extrapolation * perBid * Math.max(0, roundsLeft);
}

/**
 * The shop utility in [low, high] where the estimated Nash product (u − shopReserve)(B(u) − buyerReservation) is
 * largest, B(u) the model's utility of the trade-off at u from the buyer's bid; null when no u there gives both
 * sides more than their reservations (then there is nothing to steer toward). Golden-section search: the product is
 * single-peaked when B falls with u, as a trade-off frontier does.
 */
export function estimatedNashUtility(
  space: PackageSpace,
  buyer: BuyerValues,
  from: Placed,
  shopReserve: number,
  buyerReservation: number,
  low: number,
  high: number,
  steps: number,
): number | null {
  if (!(high > low)) return null;
  const product = (u: number) => {
    const p = placeAtUtility(space, buyer, u, from);
    const b = modelBuyerUtility(space, buyer, p.priceMinor, p.positions) - buyerReservation;
    const s = u - shopReserve;
    return s > 0 && b > 0 ? s * b : 0;
  };
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = low;
  let b = high;
  let c = b - phi * (b - a);
  let d = a + phi * (b - a);
  let fc = product(c);
  let fd = product(d);
  for (let k = 0; k < steps; k++) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - phi * (b - a);
      fc = product(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + phi * (b - a);
      fd = product(d);
    }
  }
  const best = fc >= fd ? c : d;
  return Math.max(fc, fd) > 0 ? best : null;
}
