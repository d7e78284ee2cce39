/**
 * A package product's outcome space, enumerated once per product for simulated package buyers (the rehearsal's
 * and the multi-issue bench's): every combination of term values (numeric terms on their steps, choice terms by
 * value), the shop's utility of each combination's terms (the kernel's own scoring, price at the floor), and the
 * price that brings a combination to a target shop utility. Buyers, the rehearsal's figures and the bench's
 * baselines and metrics share it, so every side scores a package the same way. Price is continuous in between
 * (whole minor units).
 *
 * A live product may declare a grid far too large to enumerate (8 terms, numeric steps by the thousand). With
 * `maxCombos` the space is cut to size: numeric terms keep evenly spaced values of their grid (both ends and the
 * shop's best included), then choice terms bid fewer of their values (every value keeps its worth to the buyer).
 * Buyers then bid on that coarser grid and value anything else the shop offers by interpolation (`exact` false).
 */
import { packageSpace, shopUtility as kernelShopUtility } from "../../../kernel/package/space";
import type { NegotiationConfig, PackageConfig, TermValues } from "../../../kernel";

/** One declared term (terms/types.ts, through the kernel's package config). */
export type TermDeclaration = PackageConfig["terms"][number];

/** What a space is built from: a product's price range and its package (declarations and the owner's valuation). */
export interface SpaceProduct {
  productId: string;
  anchorMinor: number;
  floorMinor: number;
  package: PackageConfig;
}

/** `P`: the product as its caller knows it (the bench's products carry their domain and round limit). */
export interface ComboSpace<P extends SpaceProduct = SpaceProduct> {
  product: P;
  terms: readonly TermDeclaration[];
  /**
   * Per term, the values buyers value, in order (numeric: min, min + step, …, max, or evenly spaced values of that
   * grid when the space was cut to size; choice: as declared).
   */
  values: ReadonlyArray<ReadonlyArray<number | string>>;
  /** Per term, the indexes into `values` the enumerated combinations use (all of them unless cut to size). */
  grid: ReadonlyArray<ReadonlyArray<number>>;
  /** Number of combinations (the product of the grid sizes). */
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
  /** Every combination of the product's grid is enumerated (false: cut down to `maxCombos`). */
  exact: boolean;
  /** Per term, the grid digit of each index into `values` (−1 when the grid does not bid that value). */
  digits: Int32Array[];
}

export interface SpaceOptions {
  /** Cut the space down to about this many combinations (never below two values a term). Default: no limit. */
  maxCombos?: number;
}

/** The values a term can take, in order. Decimal steps are rounded as the kernel rounds them. */
export function termValues(t: TermDeclaration): Array<number | string> {
  if (t.kind !== "numeric") return [...t.values];
  const n = Math.round((t.max - t.min) / t.step);
  return Array.from({ length: n + 1 }, (_, k) => numericAt(t, k));
}

function numericAt(t: Extract<TermDeclaration, { kind: "numeric" }>, k: number): number {
  return Number.isInteger(t.step) && Number.isInteger(t.min) ? t.min + k * t.step : Math.round((t.min + k * t.step) * 1e9) / 1e9;
}

/** `keep` evenly spaced positions of 0..last, with 0, last and `must` always among them (sorted, distinct). */
function spaced(last: number, keep: number, must: number): number[] {
  const set = new Set<number>([0, last, must]);
  for (let j = 1; j < keep - 1; j++) set.add(Math.round((j * last) / (keep - 1)));
  return [...set].sort((a, b) => a - b);
}

const product = (xs: readonly { length: number }[]) => xs.reduce((n, x) => n * x.length, 1);

/**
 * Per term the values buyers value and the indexes they bid: the whole grid while its combinations number at most
 * `max`; otherwise the largest numeric grid is halved (ends and the shop's best kept) until they fit or every
 * numeric term is down to three values, then the largest choice grid likewise down to two.
 */
function valuesAndGrid(terms: readonly TermDeclaration[], max: number): { values: Array<Array<number | string>>; grid: number[][]; exact: boolean } {
  const full = terms.map((t) => (t.kind === "numeric" ? Math.round((t.max - t.min) / t.step) + 1 : t.values.length));
  const fullCount = full.reduce((n, x) => n * x, 1);
  if (fullCount <= max) {
    const values = terms.map(termValues);
    return { values, grid: values.map((v) => v.map((_, k) => k)), exact: true };
  }
  const keep = full.slice();
  const positions = (i: number): number[] => {
    const t = terms[i]!;
    if (t.kind !== "numeric") return Array.from({ length: full[i]! }, (_, k) => k);
    return keep[i]! >= full[i]! ? Array.from({ length: full[i]! }, (_, k) => k) : spaced(full[i]! - 1, keep[i]!, Math.round((t.shopBest - t.min) / t.step));
  };
  let numeric = terms.map((_, i) => positions(i));
  const shrink = (kind: "numeric" | "choice", floor: number, lists: () => number[][]): void => {
    for (;;) {
      const current = lists();
      if (product(current) <= max) return;
      let widest = -1;
      terms.forEach((t, i) => {
        if ((t.kind === "numeric") !== (kind === "numeric") || keep[i]! <= floor) return;
        if (widest < 0 || current[i]!.length > current[widest]!.length) widest = i;
      });
      if (widest < 0) return;
      keep[widest] = Math.max(floor, Math.ceil(keep[widest]! / 2));
      if (kind === "numeric") numeric = terms.map((_, i) => positions(i));
    }
  };
  shrink("numeric", 3, () => numeric);
  const values = terms.map((t, i) => (t.kind === "numeric" ? numeric[i]!.map((k) => numericAt(t, k)) : [...t.values]));
  const choiceGrid = (i: number): number[] => {
    const t = terms[i]!;
    if (t.kind === "numeric") return values[i]!.map((_, k) => k);
    return keep[i]! >= full[i]! ? values[i]!.map((_, k) => k) : spaced(full[i]! - 1, keep[i]!, Math.max(0, t.values.indexOf(t.shopBest)));
  };
  shrink("choice", 2, () => terms.map((_, i) => choiceGrid(i)));
  return { values, grid: terms.map((_, i) => choiceGrid(i)), exact: false };
}

/** How many combinations `comboSpace` enumerates for these terms (without enumerating them). */
export function comboCount(terms: readonly TermDeclaration[], options: SpaceOptions = {}): number {
  return valuesAndGrid(terms, options.maxCombos ?? Number.POSITIVE_INFINITY).grid.reduce((n, g) => n * g.length, 1);
}

export function comboSpace<P extends SpaceProduct>(product: P, options: SpaceOptions = {}): ComboSpace<P> {
  const terms = product.package.terms;
  const { values, grid, exact } = valuesAndGrid(terms, options.maxCombos ?? Number.POSITIVE_INFINITY);
  const T = terms.length;
  const count = grid.reduce((n, g) => n * g.length, 1);
  const index = new Uint16Array(count * T);
  for (let c = 0; c < count; c++) {
    let rest = c;
    for (let t = T - 1; t >= 0; t--) {
      const n = grid[t]!.length;
      index[c * T + t] = grid[t]![rest % n]!;
      rest = Math.floor(rest / n);
    }
  }
  const config = { anchorMinor: product.anchorMinor, floorMinor: product.floorMinor, package: product.package } as NegotiationConfig;
  const kernelSpace = packageSpace(config);
  const shopTerms = new Float64Array(count);
  const digits = grid.map((g, t) => {
    const out = new Int32Array(values[t]!.length).fill(-1);
    g.forEach((k, d) => (out[k] = d));
    return out;
  });
  const space: ComboSpace<P> = {
    product, terms, values, grid, count, index, shopTerms, exact, digits,
    priceWeight: kernelSpace.priceWeight,
    shopUtility: (priceMinor, t) => kernelShopUtility(kernelSpace, priceMinor, t),
    bestCombo: 0,
  };
  for (let c = 0; c < count; c++) shopTerms[c] = space.shopUtility(product.floorMinor, comboTerms(space, c));
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

/** The index into values[t] of a term value (numbers within 1e-6), or −1 when it is not one of them. */
export function valueIndex(space: ComboSpace, t: number, x: number | string | undefined): number {
  const vs = space.values[t]!;
  let k = vs.indexOf(x as number | string);
  if (k < 0 && typeof x === "number") k = vs.findIndex((v) => typeof v === "number" && Math.abs(v - x) < 1e-6);
  return k;
}

/** The combination of some term values (every term must be present and on the grid), or −1. */
export function comboOf(space: ComboSpace, terms: TermValues): number {
  const ds = space.digits;
  let c = 0;
  for (let t = 0; t < space.terms.length; t++) {
    const k = valueIndex(space, t, terms[space.terms[t]!.id]);
    const d = k < 0 ? -1 : ds[t]![k]!;
    if (d < 0) return -1;
    c = c * space.grid[t]!.length + d;
  }
  return c;
}

/**
 * Where a term value lies among values[t], as a (possibly fractional) index: exact for a listed value, between
 * two neighbours for a numeric value the space skipped; null when the value is not the term's at all.
 */
export function valuePosition(space: ComboSpace, t: number, x: number | string | undefined): number | null {
  const k = valueIndex(space, t, x);
  if (k >= 0) return k;
  const vs = space.values[t]!;
  if (typeof x !== "number" || typeof vs[0] !== "number") return null;
  const last = vs.length - 1;
  if (x <= (vs[0] as number)) return 0;
  if (x >= (vs[last] as number)) return last;
  let k0 = 0;
  while (k0 < last && (vs[k0 + 1] as number) < x) k0++;
  const a = vs[k0] as number;
  const b = vs[k0 + 1] as number;
  return k0 + (x - a) / (b - a);
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
