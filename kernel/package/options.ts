/**
 * Several equivalent offers at once (MESO): packages the shop values alike, each binding if the buyer accepts
 * it. The first is the trade-off the buyer model prefers; the others fill the same utility with price first and
 * with terms first, so the buyer's pick shows what it values (preferences.observePick). Duplicates are dropped.
 */
import type { BuyerValues } from "./preferences";
import { termsAt, type PackageSpace } from "./space";
import { placeAtUtility, stepTowardShop, termOrder, type Placed } from "./tradeoff";
import type { PackageOption, TermValues } from "./types";
import { MAX_OPTIONS } from "./types";

/** The buyer's dislike of price moves, scaled: the model's own, then price first, then terms first. */
const PRICE_COST_SCALES = [1, 0, Infinity] as const;

/**
 * Up to `count` distinct packages at the target: the model's trade-off, the same filled with price first and with
 * terms first, then (when those coincide) each term moved first in turn — so a product with terms to trade has as
 * many genuine alternatives as the owner asked for.
 */
export function equivalentOffers(space: PackageSpace, buyer: BuyerValues, target: number, from: Placed, count: number): Placed[] {
  const wanted = Math.max(1, Math.min(MAX_OPTIONS, Math.floor(count)));
  const found: Placed[] = [];
  const order = termOrder(space, buyer, from);
  for (const scale of PRICE_COST_SCALES) {
    if (found.length >= wanted) return found;
    addDistinct(found, wanted, placeAtUtility(space, buyer, target, from, scale, order));
  }
  for (let k = 0; k < order.terms.length && found.length < wanted; k++) {
    // Term k first, the rest and price as the model orders them.
    const first = { terms: [order.terms[k]!, ...order.terms.filter((_, j) => j !== k)], ratios: [-Infinity, ...order.ratios.filter((_, j) => j !== k)] };
    addDistinct(found, wanted, placeAtUtility(space, buyer, target, from, 1, first));
  }
  // Still short (a gap too small for a whole step of any term): one term a step better for the shop, the price
  // lowered to match — for each term the shop values, in the model's order.
  for (let k = 0; k < order.terms.length && found.length < wanted; k++) {
    const i = order.terms[k]!;
    const to = stepTowardShop(space, i, from.positions[i]!);
    if (to === null) continue;
    const positions = from.positions.slice();
    positions[i] = to | 0;
    addDistinct(found, wanted, placeAtUtility(space, buyer, target, { priceMinor: from.priceMinor, positions }, 1, order));
  }
  return found;
}

/** Adds `placed` unless `wanted` are found already or it is one of them. */
function addDistinct(found: Placed[], wanted: number, placed: Placed): void {
  if (found.length < wanted && !found.some((f) => samePlaced(f, placed))) found.push(placed);
}

/** Placed packages as options with ids unique within the negotiation. */
export function asOptions(space: PackageSpace, placed: readonly Placed[], round: number): PackageOption[] {
  return placed.map((p, k) => ({ id: `r${round}o${k + 1}`, priceMinor: p.priceMinor, terms: termsAt(space, p.positions) }));
}

function samePlaced(a: Placed, b: Placed): boolean {
  if (a.priceMinor !== b.priceMinor) return false;
  for (let i = 0; i < a.positions.length; i++) if (a.positions[i] !== b.positions[i]) return false;
  return true;
}

export function sameTerms(a: TermValues, b: TermValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}
