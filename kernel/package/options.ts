/**
 * Several equivalent offers at once (MESO): packages the shop values alike, each binding if the buyer accepts
 * it. The first is the trade-off the buyer model prefers; the others fill the same utility with price first and
 * with terms first, so the buyer's pick shows what it values (preferences.observePick). Duplicates are dropped.
 */
import { packageAtUtility, type Package } from "./tradeoff";
import type { PackageSpace } from "./space";
import { compileBuyerValues } from "./preferences";
import type { BuyerPreferences, PackageOption, TermValues } from "./types";
import { MAX_OPTIONS } from "./types";

/** The buyer's dislike of price moves, scaled: the model's own, then price first, then terms first. */
const PRICE_COST_SCALES = [1, 0, Infinity] as const;

export function equivalentOffers(space: PackageSpace, prefs: BuyerPreferences, weights: Record<string, number>, target: number, from: Package, count: number, round: number): PackageOption[] {
  const wanted = Math.max(1, Math.min(MAX_OPTIONS, Math.floor(count)));
  const found: Package[] = [];
  const buyer = compileBuyerValues(space, prefs);
  for (const scale of PRICE_COST_SCALES) {
    if (found.length >= wanted) break;
    const pkg = packageAtUtility(space, buyer, weights, target, from, scale);
    if (!found.some((f) => samePackage(f, pkg))) found.push(pkg);
  }
  return found.map((p, k) => ({ id: `r${round}o${k + 1}`, priceMinor: p.priceMinor, terms: p.terms }));
}

export function sameTerms(a: TermValues, b: TermValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

export function samePackage(a: Package, b: Package): boolean {
  return a.priceMinor === b.priceMinor && sameTerms(a.terms, b.terms);
}
