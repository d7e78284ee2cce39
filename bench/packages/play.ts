/**
 * Plays one package buyer against one shop session. The buyer concedes in its own utility by time — aspiration
 * a(t) = res + (opening − res)(1 − t^(1/e)) over its own deadline — and bids, among its own iso-utility packages
 * (every term combination priced so that it values it at a(t)), the one closest to the shop's standing offer
 * (normalised distance over the terms and price) or a random one; a price-only bidder leaves the terms out and
 * prices the standing offer's terms. Facing a price-only shop every buyer bids price only. It takes the shop's
 * offer — the best of its options for it, by id — when that is worth its reservation and at least its next
 * bid; once its counters are used up it takes the best offer within its reservation or walks away.
 * Deterministic given the buyer's seed.
 */
import { mulberry32 } from "../../rehearsal/random";
import type { TermValues } from "../../kernel";
import { PACKAGE_FAMILIES, priceForBuyerUtility, type BuyerUtility } from "./buyers";
import { comboOf, comboTerms } from "./space";
import type { BuyerBid, OfferedPackage, PackageSession } from "./shops/types";

export interface PlayOutcome {
  agreed: { priceMinor: number; terms: TermValues } | null;
  counters: number;
  /** Who closed the deal: the shop accepting the buyer's package, or the buyer accepting the shop's offer. */
  closedBy: "shop" | "buyer" | null;
}

/** A guard against a shop that never ends: no negotiation runs longer than this many counters. */
const MAX_COUNTERS = 60;

/** The buyer's aspiration before its j-th counter (1-based). */
export function aspiration(u: BuyerUtility, j: number): number {
  const b = u.buyer;
  const t = b.deadline <= 1 ? 1 : Math.min(1, (j - 1) / (b.deadline - 1));
  return b.reservationUtility + (b.opening - b.reservationUtility) * (1 - Math.pow(t, 1 / b.exponent));
}

/** Squared normalised distance between two combinations' terms (ordered terms by rank, categorical 0/1). */
function termDistance(u: BuyerUtility, a: number, b: number): number {
  const { space } = u;
  const T = space.terms.length;
  let d = 0;
  for (let t = 0; t < T; t++) {
    const ka = space.index[a * T + t]!;
    const kb = space.index[b * T + t]!;
    if (ka === kb) continue;
    const n = space.values[t]!.length;
    const x = space.terms[t]!.kind === "categorical" ? 1 : (ka - kb) / (n - 1);
    d += x * x;
  }
  return d;
}

/** The buyer's next bid at aspiration `a`, given the shop's standing offer. */
export function nextBid(u: BuyerUtility, a: number, standing: OfferedPackage, priceOnly: boolean, rand: () => number): { bid: BuyerBid; utility: number } {
  const { space, buyer } = u;
  const standingCombo = comboOf(space, standing.terms);
  if (priceOnly) {
    const priceMinor = priceForBuyerUtility(u, standingCombo, a) ?? buyer.idealPriceMinor;
    return { bid: { priceMinor }, utility: u.of(standingCombo, priceMinor) };
  }
  const A = space.product.anchorMinor;
  const pick = PACKAGE_FAMILIES[buyer.family].pick;
  const feasible: Array<{ combo: number; priceMinor: number }> = [];
  for (let c = 0; c < space.count; c++) {
    const priceMinor = priceForBuyerUtility(u, c, a);
    if (priceMinor !== null) feasible.push({ combo: c, priceMinor });
  }
  let chosen = feasible[0]!;
  if (pick === "random") chosen = feasible[Math.floor(rand() * feasible.length)]!;
  else {
    let best = Infinity;
    for (const f of feasible) {
      const dp = (f.priceMinor - standing.priceMinor) / A;
      const d = termDistance(u, f.combo, standingCombo) + dp * dp;
      if (d < best) {
        best = d;
        chosen = f;
      }
    }
  }
  return { bid: { priceMinor: chosen.priceMinor, terms: comboTerms(space, chosen.combo) }, utility: u.of(chosen.combo, chosen.priceMinor) };
}

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
      while (agreed && switches.length > 0 && session.switchTo) {
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
        const switched = session.switchTo(best.id!);
        agreed = switched.agreed;
        switches = switched.switches ?? [];
      }
      return { agreed, counters, closedBy: last };
    }
    if (answer.status === "ended" || answer.offers.length === 0) return { agreed: null, counters, closedBy: null };
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
      if (!affordable) return { agreed: null, counters, closedBy: null };
      const last = session.accept(best.id);
      return last.status === "agreed" ? { agreed: last.agreed, counters, closedBy: "buyer" } : { agreed: null, counters, closedBy: null };
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
