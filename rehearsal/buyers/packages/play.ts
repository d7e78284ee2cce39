/**
 * Plays one simulated package buyer against one shop session. The buyer concedes in its own utility by time —
 * aspiration a(t) = res + (opening − res)(1 − t^(1/e)) over its own deadline — and bids, among its own iso-utility
 * packages (every term combination priced so that it values it at a(t)), the one closest to the shop's standing
 * offer (normalised distance over the terms and price) or a random one; a price-only bidder leaves the terms out
 * and prices the standing offer's terms. Facing a price-only shop every buyer bids price only. It takes the shop's
 * offer — the best of its options for it, by id — when that is worth its reservation and at least its next bid;
 * once its counters are used up it takes the best offer within its reservation or walks away. After a deal on its
 * own package it takes the switch it likes best while one pleases it more than the deal. Deterministic given the
 * buyer's seed.
 */
import { mulberry32 } from "../../random";
import type { TermValues } from "../../../kernel";
import { PACKAGE_FAMILIES, priceForTermsUtility, type BuyerUtility } from "./buyers";
import type { BuyerBid, OfferedPackage, PackageSession } from "./session";
import { comboTerms, valuePosition } from "./space";

export interface PlayOutcome {
  agreed: { priceMinor: number; terms: TermValues } | null;
  counters: number;
  /** Who closed the deal: the shop accepting the buyer's package, or the buyer accepting the shop's offer. */
  closedBy: "shop" | "buyer" | null;
  /** Switches of the agreement the buyer took. */
  switched: number;
}

/** A guard against a shop that never ends: no negotiation runs longer than this many counters. */
const MAX_COUNTERS = 60;

/** The buyer's aspiration before its j-th counter (1-based). */
export function aspiration(u: BuyerUtility, j: number): number {
  const b = u.buyer;
  const t = b.deadline <= 1 ? 1 : Math.min(1, (j - 1) / (b.deadline - 1));
  return b.reservationUtility + (b.opening - b.reservationUtility) * (1 - Math.pow(t, 1 / b.exponent));
}

/** A guard against a shop whose switches never end: no buyer switches one agreement more than this. */
const MAX_SWITCHES = 10;

const samePackage = (a: { priceMinor: number; terms: TermValues }, b: { priceMinor: number; terms: TermValues }) =>
  a.priceMinor === b.priceMinor && Object.keys(a.terms).length === Object.keys(b.terms).length && Object.entries(a.terms).every(([k, v]) => b.terms[k] === v);

/** Per term, where some terms lie among the space's values (fractional between two numeric values it skipped). */
function positionsOf(u: BuyerUtility, terms: TermValues): number[] {
  const { space } = u;
  return space.terms.map((t, i) => {
    const at = valuePosition(space, i, terms[t.id]);
    if (at === null) throw new Error(`package terms off the grid: ${JSON.stringify(terms)}`);
    return at;
  });
}

/** The buyer's next bid at aspiration `a`, given the shop's standing offer. */
export function nextBid(u: BuyerUtility, a: number, standing: OfferedPackage, priceOnly: boolean, rand: () => number): { bid: BuyerBid; utility: number } {
  const { space, buyer } = u;
  if (priceOnly) {
    const priceMinor = priceForTermsUtility(u, u.termsUtility(standing.terms), a) ?? buyer.idealPriceMinor;
    return { bid: { priceMinor }, utility: u.utility(priceMinor, standing.terms) };
  }
  const standingAt = positionsOf(u, standing.terms);
  const A = space.product.anchorMinor;
  const pick = PACKAGE_FAMILIES[buyer.family].pick;
  // Every combination priced at the aspiration (priceForTermsUtility, inlined: this runs for every combination of
  // every bid), then the closest to the standing offer or a random one among those the buyer can price there.
  const { index } = space;
  const { terms } = u;
  const T = space.terms.length;
  const L = buyer.idealPriceMinor;
  const bw = buyer.priceWeight;
  const categorical = space.terms.map((t) => t.kind === "categorical");
  const steps = space.values.map((v) => v.length - 1);
  const random = pick === "random";
  if (random && scratch.combos.length < space.count) scratch = { combos: new Int32Array(space.count), prices: new Float64Array(space.count) };
  let n = 0;
  let chosenCombo = -1;
  let chosenPrice = 0;
  let best = Infinity;
  for (let c = 0; c < space.count; c++) {
    const tu = terms[c]!;
    const missing = a - tu;
    let priceMinor: number;
    if (missing <= 0) priceMinor = A;
    else if (missing > bw + 1e-12) continue;
    else {
      let p = Math.floor(A - (missing / bw) * (A - L) + 1e-9);
      while (p > 1 && bw * Math.min(1, Math.max(0, (A - p) / (A - L))) + tu < a - 1e-12) p--;
      priceMinor = Math.max(1, Math.min(A, p));
    }
    if (random) {
      scratch.combos[n] = c;
      scratch.prices[n] = priceMinor;
    } else {
      // Squared normalised distance to the standing offer: terms by rank (categorical 0/1), and price.
      let d = 0;
      for (let t = 0; t < T; t++) {
        const ka = index[c * T + t]!;
        const kb = standingAt[t]!;
        if (ka === kb) continue;
        const x = categorical[t] ? 1 : (ka - kb) / steps[t]!;
        d += x * x;
      }
      const dp = (priceMinor - standing.priceMinor) / A;
      d += dp * dp;
      if (chosenCombo < 0 || d < best) {
        chosenCombo = c;
        chosenPrice = priceMinor;
        if (d < best) best = d;
      }
    }
    n += 1;
  }
  if (n === 0) {
    // Only on a grid cut to size (its best values for the buyer may be skipped): the best it can ask for.
    let c = 0;
    for (let k = 1; k < space.count; k++) if (terms[k]! > terms[c]!) c = k;
    return { bid: { priceMinor: L, terms: comboTerms(space, c) }, utility: u.of(c, L) };
  }
  if (random) {
    const k = Math.floor(rand() * n);
    chosenCombo = scratch.combos[k]!;
    chosenPrice = scratch.prices[k]!;
  }
  return { bid: { priceMinor: chosenPrice, terms: comboTerms(space, chosenCombo) }, utility: u.of(chosenCombo, chosenPrice) };
}

let scratch = { combos: new Int32Array(0), prices: new Float64Array(0) };

export function playPackageBuyer(u: BuyerUtility, session: PackageSession): PlayOutcome {
  const { buyer } = u;
  const rand = mulberry32(buyer.seed);
  const priceOnly = session.fixedTerms !== null || PACKAGE_FAMILIES[buyer.family].pick === "price-only";
  let answer = session.open();
  let counters = 0;
  let last: "shop" | "buyer" = "shop";
  for (let j = 1; ; j++) {
    if (answer.status === "agreed") {
      // Offered switches of the agreement: a buyer takes the one it likes best, when it likes it better.
      // Each switch taken may offer further ones: the buyer keeps switching while one pleases it more.
      let agreed = answer.agreed;
      let switches = answer.switches ?? [];
      let switched = 0;
      while (agreed && switches.length > 0 && session.switchTo && switched < MAX_SWITCHES) {
        let best: OfferedPackage | null = null;
        let bestU = u.utility(agreed.priceMinor, agreed.terms);
        for (const o of switches) {
          const v = u.utility(o.priceMinor, o.terms);
          if (v > bestU + 1e-12) {
            best = o;
            bestU = v;
          }
        }
        if (!best) break;
        const after = session.switchTo(best.id!);
        // Refused (a shop may judge a switch as it judges a deal): the deal stands as it was.
        if (!after.agreed || samePackage(after.agreed, agreed)) break;
        switched += 1;
        agreed = after.agreed;
        switches = after.switches ?? [];
      }
      return { agreed, counters, closedBy: last, switched };
    }
    if (answer.status === "ended" || answer.offers.length === 0) return { agreed: null, counters, closedBy: null, switched: 0 };
    let best = answer.offers[0]!;
    let bestU = u.utility(best.priceMinor, best.terms);
    for (const o of answer.offers.slice(1)) {
      const v = u.utility(o.priceMinor, o.terms);
      if (v > bestU) {
        best = o;
        bestU = v;
      }
    }
    const affordable = bestU >= buyer.reservationUtility;
    if (j > buyer.deadline || j > MAX_COUNTERS) {
      if (!affordable) return { agreed: null, counters, closedBy: null, switched: 0 };
      const last = session.accept(best.id);
      return last.status === "agreed" ? { agreed: last.agreed, counters, closedBy: "buyer", switched: 0 } : { agreed: null, counters, closedBy: null, switched: 0 };
    }
    const next = nextBid(u, aspiration(u, j), answer.offers[0]!, priceOnly, rand);
    if (affordable && bestU >= next.utility - 1e-12) {
      last = "buyer";
      answer = session.accept(best.id);
      continue;
    }
    counters += 1;
    last = "shop";
    answer = session.counter(next.bid);
  }
}
