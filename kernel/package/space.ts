/**
 * A product's package space compiled once per configuration: the shop's weight and value function per
 * dimension (price first, then the declared terms), the shop's utility of a package, and the grid each
 * dimension moves on. The least squares behind pairwise answers runs here, not per decision.
 */
import { resolveWeights } from "../../terms/utility";
import { PRICE, type ChoiceTerm, type NumericTerm, type PriceRange, type TermDeclaration } from "../../terms/types";
import { choiceValue, clamp01, numericValue, priceValue } from "../../terms/values";
import type { NegotiationConfig } from "../types";
import type { PackageConfig, TermValues } from "./types";

export interface NumericDim {
  kind: "numeric";
  id: string;
  term: NumericTerm;
  weight: number;
}

export interface ChoiceDim {
  kind: "choice";
  id: string;
  term: ChoiceTerm;
  weight: number;
  /** The shop's value of each of term.values, in order. */
  values: number[];
}

export type TermDim = NumericDim | ChoiceDim;

export interface PackageSpace {
  price: PriceRange;
  priceWeight: number;
  dims: TermDim[];
  /** The shop's best package's terms (utility 1 at the list price). */
  best: TermValues;
}

const cache = new WeakMap<PackageConfig, PackageSpace>();

/** The compiled space of a package product (cached per configuration object). */
export function packageSpace(config: NegotiationConfig): PackageSpace {
  const pkg = config.package!;
  const cached = cache.get(pkg);
  if (cached && cached.price.anchorMinor === config.anchorMinor && cached.price.floorMinor === config.floorMinor) return cached;
  const price = { anchorMinor: config.anchorMinor, floorMinor: config.floorMinor };
  const weights = resolveWeights(pkg.terms, pkg.valuation, price);
  const dims = pkg.terms.map((term: TermDeclaration): TermDim => {
    const weight = weights[term.id] ?? 0;
    if (term.kind === "numeric") return { kind: "numeric", id: term.id, term, weight };
    const explicit = pkg.valuation.values?.[term.id];
    return { kind: "choice", id: term.id, term, weight, values: term.values.map((v) => choiceValue(term, explicit, v)) };
  });
  const space: PackageSpace = { price, priceWeight: weights[PRICE] ?? 0, dims, best: Object.fromEntries(pkg.terms.map((t) => [t.id, t.shopBest])) };
  cache.set(pkg, space);
  return space;
}

/** The shop's value of one term's value in [0, 1]. */
export function dimValue(dim: TermDim, x: number | string | undefined): number {
  if (dim.kind === "numeric") return numericValue(dim.term, x);
  const i = typeof x === "string" ? dim.term.values.indexOf(x) : -1;
  return i < 0 ? 0 : dim.values[i]!;
}

/** The shop's utility of a package in [0, 1]. */
export function shopUtility(space: PackageSpace, priceMinor: number, terms: TermValues): number {
  let u = space.priceWeight * priceValue(space.price, priceMinor);
  for (const dim of space.dims) u += dim.weight * dimValue(dim, terms[dim.id]);
  return clamp01(u);
}
