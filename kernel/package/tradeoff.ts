/**
 * The trade-off (after Faratin, Sierra & Jennings): among the packages the shop values at a target utility, the
 * one closest to what the buyer asked for, as the buyer model weighs closeness. Start from the buyer's package and
 * raise the shop's utility where that costs the buyer least per unit the shop gains — a fractional knapsack, greedy
 * by cost/gain — so the shop takes its utility from what the buyer cares little about and concedes where the
 * buyer cares. Price moves in whole minor units and fills what the stepped terms leave. Deterministic: the same
 * inputs give the same package; O(terms × values) per package.
 */
import type { PackageSpace, TermDim } from "./space";
import { dimValue, shopUtility } from "./space";
import { compileBuyerValues, type BuyerValues } from "./preferences";
import type { BuyerPreferences, TermValues } from "./types";
import { PRICE } from "../../terms/types";

export interface Package {
  priceMinor: number;
  terms: TermValues;
}

/** Utility below the target by at most this much counts as reaching it (floating point). */
const EPSILON = 1e-9;

interface Move {
  dim: number;
  next: number | string;
  gain: number;
  cost: number;
}

/**
 * The best next move on one term toward the shop's best (the cheapest for the buyer per unit of the shop's gain),
 * or null. `room`: the utility still missing; when `whole` a move may not overshoot it (unless it costs the buyer
 * nothing), and numeric terms take as many steps at once as fit, their value being linear.
 */
function nextMove(space: PackageSpace, buyer: BuyerValues, weights: Record<string, number>, index: number, current: number | string | undefined, room: number, whole: boolean): Move | null {
  const dim: TermDim = space.dims[index]!;
  if (dim.weight <= 0) return null;
  const w = weights[dim.id] ?? 0;
  const here = dimValue(dim, current);
  const buyerHere = valueForBuyer(space, buyer, index, current);
  if (dim.kind === "numeric") {
    const t = dim.term;
    const towards = t.better === "higher" ? 1 : -1;
    if (typeof current !== "number" || (current - t.shopBest) * towards >= 0) return null;
    const available = Math.round(Math.abs(t.shopBest - current) / t.step);
    const one = roundToStep(current + towards * t.step, t.min, t.step);
    const perStep = dim.weight * (dimValue(dim, one) - here);
    const free = w * (buyerHere - valueForBuyer(space, buyer, index, one)) <= 0;
    const steps = !whole ? 1 : free ? available : Math.min(available, Math.floor((room + EPSILON) / perStep));
    if (steps < 1) return null;
    const next = roundToStep(current + towards * steps * t.step, t.min, t.step);
    return { dim: index, next, gain: dim.weight * (dimValue(dim, next) - here), cost: w * (buyerHere - valueForBuyer(space, buyer, index, next)) };
  }
  let best: Move | null = null;
  for (let k = 0; k < dim.term.values.length; k++) {
    const gain = dim.weight * (dim.values[k]! - here);
    if (gain <= EPSILON) continue;
    const next = dim.term.values[k]!;
    const move = { dim: index, next, gain, cost: w * (buyerHere - valueForBuyer(space, buyer, index, next)) };
    if (whole && move.gain > room + EPSILON && move.cost > 0) continue;
    if (!best || ratio(move) < ratio(best) || (ratio(move) === ratio(best) && move.gain < best.gain)) best = move;
  }
  return best;
}

const ratio = (m: { gain: number; cost: number }) => m.cost / m.gain;
/** x on the grid min + k·step; decimal steps (0.1) are rounded to 9 places so 0.1 + 0.2 stays 0.3. */
function roundToStep(x: number, min: number, step: number): number {
  const v = min + Math.round((x - min) / step) * step;
  return Number.isInteger(step) && Number.isInteger(min) ? v : Math.round(v * 1e9) / 1e9;
}

/** The buyer's estimated value of term `index` at x. */
function valueForBuyer(space: PackageSpace, buyer: BuyerValues, index: number, x: number | string | undefined): number {
  const dim = space.dims[index]!;
  if (dim.kind === "numeric") {
    if (typeof x !== "number") return 0;
    const span = dim.term.max - dim.term.min;
    if (span <= 0) return 1;
    const share = (x - dim.term.min) / span;
    return buyer.direction[index] === -1 ? 1 - share : share;
  }
  const i = typeof x === "string" ? dim.term.values.indexOf(x) : -1;
  return i < 0 ? 0 : buyer.choice[index]![i]!;
}

/**
 * The package closest to `from` (for the buyer, by `weights` and `prefs`) whose utility for the shop is at least
 * `target`, with a price of at least the floor. `priceCostScale` weighs the buyer's dislike of price moves up or
 * down, which gives the other equivalent packages (MESO): 0 fills with price first, Infinity with terms first.
 */
export function packageAtUtility(space: PackageSpace, prefs: BuyerPreferences | BuyerValues, weights: Record<string, number>, target: number, from: Package, priceCostScale = 1): Package {
  const buyer = "evidence" in prefs ? compileBuyerValues(space, prefs) : prefs;
  const { anchorMinor, floorMinor } = space.price;
  const terms: TermValues = { ...from.terms };
  let priceMinor = Math.min(anchorMinor, Math.max(floorMinor, from.priceMinor));
  let utility = shopUtility(space, priceMinor, terms);
  if (utility >= target - EPSILON) return { priceMinor, terms };
  const span = anchorMinor - floorMinor;
  const priceRatio = space.priceWeight > 0 && span > 0 ? ((weights[PRICE] ?? 0) * priceCostScale) / space.priceWeight : Infinity;
  // Pass 1: moves that do not overshoot, cheapest first; price fills exactly when its turn comes.
  // Pass 2 (only if price could not fill the rest): the cheapest single step, until the target is met.
  for (let pass = 1; pass <= 2 && utility < target - EPSILON; pass++) {
    let priceDone = false;
    while (utility < target - EPSILON) {
      let best: Move | null = null;
      for (let i = 0; i < space.dims.length; i++) {
        const move = nextMove(space, buyer, weights, i, terms[space.dims[i]!.id], target - utility, pass === 1);
        if (move && (!best || ratio(move) < ratio(best))) best = move;
      }
      if (!priceDone && space.priceWeight > 0 && priceMinor < anchorMinor && (!best || priceRatio <= ratio(best))) {
        const needed = Math.ceil(((target - utility) / space.priceWeight) * span - EPSILON);
        priceMinor = Math.min(anchorMinor, priceMinor + Math.max(1, needed));
        priceDone = true;
      } else if (best) {
        terms[space.dims[best.dim]!.id] = best.next;
      } else break;
      utility = shopUtility(space, priceMinor, terms);
    }
  }
  return { priceMinor, terms };
}
