/**
 * A package product's outcome space, enumerated once per product for the bench: every combination of term values
 * (the discrete grid: numeric terms on their steps, choice terms by value), the shop's utility of each
 * combination's terms (its valuation with price at the floor, so exactly what the kernel's `compileUtility`
 * gives), and the price that brings a combination to a target shop utility. Buyers, baselines and the metrics
 * share it, so every side scores a package the same way. Price is continuous in between (whole minor units).
 */
import { compileUtility, PRICE, resolveWeights, type TermDeclaration } from "../../terms";
import type { TermValues } from "../../kernel";
import type { PackageProduct } from "./domains";

export interface ComboSpace {
  product: PackageProduct;
  terms: readonly TermDeclaration[];
  /** Per term, its values in order (numeric: min, min + step, …, max; choice: as declared). */
  values: ReadonlyArray<ReadonlyArray<number | string>>;
  /** Number of combinations (the product of the value counts). */
  count: number;
  /** Per combination and term, the index of its value: combo c's term t is values[t][index[c·T + t]]. */
  index: Uint16Array;
  /** The shop's weight of price (normalised). */
  priceWeight: number;
  /** Per combination, the shop's utility of its terms (price at the floor contributes 0). */
  shopTerms: Float64Array;
  /** The shop's utility of any package (the kernel's own formula). */
  shopUtility: (priceMinor: number, terms: TermValues) => number;
  /** The combination holding the shop's best value of every term. */
  bestCombo: number;
}

/** The values a term can take, in order. Decimal steps are rounded as the kernel rounds them. */
export function termValues(t: TermDeclaration): Array<number | string> {
  if (t.kind !== "numeric") return [...t.values];
  const n = Math.round((t.max - t.min) / t.step);
  return Array.from({ length: n + 1 }, (_, k) => (Number.isInteger(t.step) && Number.isInteger(t.min) ? t.min + k * t.step : Math.round((t.min + k * t.step) * 1e9) / 1e9));
}

export function comboSpace(product: PackageProduct): ComboSpace {
  const terms = product.package.terms;
  const values = terms.map(termValues);
  const T = terms.length;
  const count = values.reduce((n, v) => n * v.length, 1);
  const index = new Uint16Array(count * T);
  for (let c = 0; c < count; c++) {
    let rest = c;
    for (let t = T - 1; t >= 0; t--) {
      const n = values[t]!.length;
      index[c * T + t] = rest % n;
      rest = Math.floor(rest / n);
    }
  }
  const price = { anchorMinor: product.anchorMinor, floorMinor: product.floorMinor };
  const utility = compileUtility(terms, product.package.valuation, price);
  const priceWeight = resolveWeights(terms, product.package.valuation, price)[PRICE]!;
  const shopTerms = new Float64Array(count);
  const space: ComboSpace = {
    product, terms, values, count, index, priceWeight, shopTerms,
    shopUtility: (priceMinor, t) => utility({ priceMinor, terms: t }),
    bestCombo: 0,
  };
  for (let c = 0; c < count; c++) shopTerms[c] = utility({ priceMinor: product.floorMinor, terms: comboTerms(space, c) });
  space.bestCombo = comboOf(space, Object.fromEntries(terms.map((t) => [t.id, t.shopBest])));
  return space;
}

/** Combination c as term values. */
export function comboTerms(space: ComboSpace, c: number): TermValues {
  const T = space.terms.length;
  const out: TermValues = {};
  for (let t = 0; t < T; t++) out[space.terms[t]!.id] = space.values[t]![space.index[c * T + t]!]!;
  return out;
}

/** The combination of some term values (every term must be present and on the grid), or −1. */
export function comboOf(space: ComboSpace, terms: TermValues): number {
  let c = 0;
  for (let t = 0; t < space.terms.length; t++) {
    const x = terms[space.terms[t]!.id];
    const vs = space.values[t]!;
    let k = vs.indexOf(x as number | string);
    if (k < 0 && typeof x === "number") k = vs.findIndex((v) => typeof v === "number" && Math.abs(v - x) < 1e-6);
    if (k < 0) return -1;
    c = c * vs.length + k;
  }
  return c;
}

/** The shop's utility of combination c at a price (linear in price between floor and list price). */
export function shopUtilityOf(space: ComboSpace, c: number, priceMinor: number): number {
  const { anchorMinor, floorMinor } = space.product;
  const p = Math.min(1, Math.max(0, (priceMinor - floorMinor) / (anchorMinor - floorMinor)));
  return space.priceWeight * p + space.shopTerms[c]!;
}

/**
 * The lowest whole price at which combination c is worth at least `target` to the shop, never below the floor;
 * null when even the list price is not enough.
 */
export function priceForShopUtility(space: ComboSpace, c: number, target: number): number | null {
  const { anchorMinor, floorMinor } = space.product;
  const missing = target - space.shopTerms[c]!;
  if (missing <= 1e-12) return floorMinor;
  if (missing > space.priceWeight + 1e-12) return null;
  let p = Math.ceil(floorMinor + (missing / space.priceWeight) * (anchorMinor - floorMinor) - 1e-9);
  while (p < anchorMinor && shopUtilityOf(space, c, p) < target - 1e-12) p++;
  return Math.min(anchorMinor, Math.max(floorMinor, p));
}
