/**
 * The shop's utility of a package in [0, 1]: an additive multi-attribute utility, Σ w_i·v_i over price and the
 * terms, with the weights normalised to sum to 1 (from the owner's weights, or from the pairwise answers by
 * `weightsFromTradeoffs`). Pure and deterministic: the same declarations, valuation, price range and package
 * always give the same number, so the kernel can build on it as it builds on prices today.
 */
import { weightsFromTradeoffs } from "./tradeoffs";
import { PRICE, type PriceRange, type TermDeclaration, type TermPackage, type Valuation } from "./types";
import { clamp01, priceValue, termValue } from "./values";

/** Normalised weights (price and every term, summing to 1). Ids without a positive finite weight count 0. */
export function resolveWeights(terms: readonly TermDeclaration[], valuation: Valuation, price: PriceRange): Record<string, number> {
  if (valuation.tradeoffs && valuation.tradeoffs.length > 0) return weightsFromTradeoffs(terms, valuation.tradeoffs, price, valuation.values);
  const ids = [PRICE, ...terms.map((t) => t.id)];
  const given = valuation.weights ?? {};
  const raw = ids.map((id) => {
    const w = Object.hasOwn(given, id) ? given[id]! : 0;
    return typeof w === "number" && Number.isFinite(w) && w > 0 ? w : 0;
  });
  const total = raw.reduce((s, w) => s + w, 0);
  // No usable weight at all: price alone decides, as for a product without terms.
  return Object.fromEntries(ids.map((id, i) => [id, total > 0 ? raw[i]! / total : id === PRICE ? 1 : 0]));
}

/** The shop's utility of `pkg` in [0, 1] under the owner's valuation; `price` is the product's list price and floor. */
export function packageUtility(terms: readonly TermDeclaration[], valuation: Valuation, pkg: TermPackage, price: PriceRange): number {
  return compileUtility(terms, valuation, price)(pkg);
}

/**
 * `packageUtility` with the weights resolved once (the least squares runs here, not per package): for callers
 * that score many packages of one product, such as the kernel's package decisions.
 */
export function compileUtility(terms: readonly TermDeclaration[], valuation: Valuation, price: PriceRange): (pkg: TermPackage) => number {
  const weights = resolveWeights(terms, valuation, price);
  const priceWeight = weights[PRICE]!;
  const parts = terms.map((term) => ({ term, weight: weights[term.id]!, explicit: valuation.values?.[term.id] }));
  return (pkg) => {
    let u = priceWeight * priceValue(price, pkg.priceMinor);
    for (const { term, weight, explicit } of parts) u += weight * termValue(term, explicit, Object.hasOwn(pkg.terms, term.id) ? pkg.terms[term.id] : undefined);
    return clamp01(u);
  };
}

/** The package that is best for the shop: the list price and every term at shopBest (utility 1). */
export function shopBestPackage(terms: readonly TermDeclaration[], price: PriceRange): TermPackage {
  return { priceMinor: price.anchorMinor, terms: Object.fromEntries(terms.map((t) => [t.id, t.shopBest])) };
}
