/**
 * The trade-off (after Faratin, Sierra & Jennings): among the packages the shop values at a target utility, the
 * one closest to what the buyer asked for, as the buyer model weighs closeness. Start from the buyer's package and
 * raise the shop's utility where that costs the buyer least per unit the shop gains — a fractional knapsack, greedy
 * by cost/gain — so the shop takes its utility from what the buyer cares little about and concedes where the
 * buyer cares. Price moves in whole minor units and fills what the stepped terms leave. Deterministic: the same
 * inputs give the same package; O(terms × values) per package, on grid positions (space.ts).
 */
import { compileBuyerValues, buyerValueAt, type BuyerValues } from "./preferences";
import { positionsOf, termsAt, utilityAt, valueAt, type PackageSpace, type Positions } from "./space";
import type { BuyerPreferences, TermValues } from "./types";

export interface Package {
  priceMinor: number;
  terms: TermValues;
}

/** A package inside the kernel: price and grid positions. */
export interface Placed {
  priceMinor: number;
  positions: Positions;
}

/** Utility below the target by at most this much counts as reaching it (floating point). */
const EPSILON = 1e-9;

/**
 * One move of one term: to grid position `to`, the shop's gain and the buyer's (estimated) cost. nextMove writes it
 * into an object its caller owns, one per placement: a move per candidate would be garbage (and boxed numbers) in
 * the kernel's hottest loop.
 */
interface Move {
  to: number;
  gain: number;
  cost: number;
}

const newMove = (): Move => ({ to: 0, gain: 0, cost: 0 });

const ratio = (m: { gain: number; cost: number }) => m.cost / m.gain;

/**
 * The best next move of term i from position k toward the shop's best (the cheapest for the buyer per unit of the
 * shop's gain), written into `out`; false when there is none. `room`: the utility still missing; when `whole` a move
 * may not overshoot it (unless it costs the buyer nothing), and a numeric term takes as many steps at once as fit,
 * its value being linear.
 */
function nextMove(space: PackageSpace, buyer: BuyerValues, i: number, k: number, room: number, whole: boolean, out: Move): boolean {
  const weight = space.weight[i]!;
  if (weight <= 0) return false;
  const w = buyer.weight[i]!;
  if (space.numeric[i]) {
    const best = space.bestAt[i]!;
    const towards = best > space.worstAt[i]! ? 1 : -1;
    if ((k - best) * towards >= 0) return false;
    const available = Math.abs(best - k);
    const perStep = weight * (valueAt(space, i, k + towards) - valueAt(space, i, k));
    const costPerStep = w * (buyerValueAt(space, buyer, i, k) - buyerValueAt(space, buyer, i, k + towards));
    const steps = !whole ? 1 : costPerStep <= 0 ? available : Math.min(available, Math.floor((room + EPSILON) / perStep));
    if (steps < 1) return false;
    out.to = k + towards * steps;
    out.gain = perStep * steps;
    out.cost = costPerStep * steps;
    return true;
  }
  const here = valueAt(space, i, k);
  const buyerHere = buyerValueAt(space, buyer, i, k);
  const values = space.choiceValue[i]!;
  // The best so far in locals, written out once.
  let bestTo = -1;
  let bestGain = 0;
  let bestCost = 0;
  for (let to = 0; to < values.length; to++) {
    const gain = weight * (values[to]! - here);
    if (gain <= EPSILON) continue;
    const cost = w * (buyerHere - buyerValueAt(space, buyer, i, to));
    if (whole && gain > room + EPSILON && cost > 0) continue;
    if (bestTo < 0 || cost / gain < bestCost / bestGain || (cost / gain === bestCost / bestGain && gain < bestGain)) {
      bestTo = to;
      bestGain = gain;
      bestCost = cost;
    }
  }
  if (bestTo < 0) return false;
  out.to = bestTo;
  out.gain = bestGain;
  out.cost = bestCost;
  return true;
}

/**
 * The package closest to `from` (for the buyer, by its compiled model) whose utility for the shop is at least
 * `target`, with a price of at least the floor and at most the list price. `priceCostScale` weighs the buyer's
 * dislike of price moves up or down, which gives the other equivalent packages (MESO): 0 fills with price first,
 * Infinity with terms first.
 */
export function placeAtUtility(space: PackageSpace, buyer: BuyerValues, target: number, from: Placed, priceCostScale = 1, order: TermOrder = termOrder(space, buyer, from)): Placed {
  const { anchorMinor, floorMinor } = space.price;
  const positions = from.positions.slice();
  let priceMinor = Math.min(anchorMinor, Math.max(floorMinor, from.priceMinor));
  let utility = utilityAt(space, priceMinor, positions);
  if (utility >= target - EPSILON) return { priceMinor: trimmedPrice(space, target, priceMinor, positions, utility), positions };
  const span = space.priceSpan;
  const n = positions.length;
  // Pass 1, one sweep: each term's move and price in the order of what they cost the buyer per unit of the shop's
  // gain (numeric terms and price are linear, so the order holds as they move); moves that fit what is missing,
  // price filling exactly when its turn comes.
  const priceMoves = space.priceWeight > 0 && span > 0;
  const priceRatio = priceCostScale === 0 ? 0 : (buyer.priceWeight * priceCostScale) / space.priceWeight;
  let priceDone = !priceMoves;
  const move = newMove();
  for (let j = 0; j <= order.terms.length && utility < target - EPSILON; j++) {
    if (!priceDone && (j === order.terms.length || priceRatio <= order.ratios[j]!)) {
      const needed = Math.ceil(((target - utility) / space.priceWeight) * span - EPSILON);
      priceMinor = Math.min(anchorMinor, priceMinor + Math.max(1, needed));
      priceDone = true;
      utility = utilityAt(space, priceMinor, positions);
      j--;
      continue;
    }
    if (j === order.terms.length) break;
    const i = order.terms[j]!;
    if (!nextMove(space, buyer, i, positions[i]!, target - utility, true, move)) continue;
    positions[i] = move.to | 0; // whole positions, as an Int32Array kept them
    utility += move.gain;
  }
  // The sweep added gains up; the exact utility decides whether pass 2 is needed.
  utility = utilityAt(space, priceMinor, positions);
  // Pass 2 (only when price could not fill the rest): the cheapest single step, overshooting, until the target is met.
  while (utility < target - EPSILON) {
    // The cheapest step so far in locals (a copy of the move per better candidate was most of this loop's garbage).
    let bestI = -1;
    let bestTo = 0;
    let bestGain = 0;
    let bestCost = 0;
    for (let i = 0; i < n; i++) {
      if (nextMove(space, buyer, i, positions[i]!, target - utility, false, move) && (bestI < 0 || move.cost / move.gain < bestCost / bestGain)) {
        bestI = i;
        bestTo = move.to;
        bestGain = move.gain;
        bestCost = move.cost;
      }
    }
    if (bestI < 0) break;
    positions[bestI] = bestTo | 0;
    utility = utilityAt(space, priceMinor, positions);
  }
  return { priceMinor: trimmedPrice(space, target, priceMinor, positions, utility), positions };
}

/**
 * Moves that cost the buyer nothing (it wants the same as the shop), whole steps, or a start already above the
 * target can overshoot it: what the shop would gain beyond the target goes back to the buyer as price, so the
 * package sits at the target.
 */
function trimmedPrice(space: PackageSpace, target: number, priceMinor: number, positions: Positions, utility: number): number {
  const { floorMinor } = space.price;
  if (!(utility > target + EPSILON && space.priceWeight > 0 && space.priceSpan > 0 && priceMinor > floorMinor)) return priceMinor;
  const excess = Math.floor(((utility - target) / space.priceWeight) * space.priceSpan + EPSILON);
  const lowered = Math.max(floorMinor, priceMinor - excess);
  return lowered < priceMinor && utilityAt(space, lowered, positions) >= target - EPSILON ? lowered : priceMinor;
}

/** Term i one grid step (numeric) or one value (choice) better for the shop than at k, or null at its best. */
export function stepTowardShop(space: PackageSpace, i: number, k: number): number | null {
  if (space.weight[i]! <= 0) return null;
  if (space.numeric[i]) {
    const best = space.bestAt[i]!;
    return k === best || (k - best) * (best - space.worstAt[i]!) > 0 ? null : k + (best > k ? 1 : -1);
  }
  // The value with the least gain for the shop above this one.
  const values = space.choiceValue[i]!;
  let next: number | null = null;
  for (let v = 0; v < values.length; v++) if (values[v]! > values[k]! + EPSILON && (next === null || values[v]! < values[next]!)) next = v;
  return next;
}

/** The terms that can move from a package, cheapest for the buyer per unit of the shop's gain first (ties: declared order). */
export interface TermOrder {
  terms: number[];
  ratios: number[];
}

export function termOrder(space: PackageSpace, buyer: BuyerValues, from: Placed): TermOrder {
  const move = newMove();
  // At most one entry per term: arrays of that length, cut to what was found (pushing onto [] reserves 17).
  const n = from.positions.length;
  const terms = new Array<number>(n);
  const ratios = new Array<number>(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (!nextMove(space, buyer, i, from.positions[i]!, Infinity, true, move)) continue;
    const r = ratio(move);
    // Insertion keeps the order stable and costs nothing for the few terms a product has (shifting by hand:
    // splice is a generic builtin, slow on arrays this small).
    let at = count++;
    while (at > 0 && ratios[at - 1]! > r) {
      terms[at] = terms[at - 1]!;
      ratios[at] = ratios[at - 1]!;
      at--;
    }
    terms[at] = i;
    ratios[at] = r;
  }
  // Cut only when short: setting an array's length is a call into the runtime even when it changes nothing.
  if (count < n) {
    terms.length = count;
    ratios.length = count;
  }
  return { terms, ratios };
}

/** placeAtUtility on records (for callers outside the hot path, such as resumption). */
export function packageAtUtility(space: PackageSpace, prefs: BuyerPreferences, target: number, from: Package): Package {
  const placed = placeAtUtility(space, compileBuyerValues(space, prefs), target, { priceMinor: from.priceMinor, positions: positionsOf(space, from.terms) });
  return { priceMinor: placed.priceMinor, terms: termsAt(space, placed.positions) };
}
