/**
 * The data shapes of multi-term products (issue 28, item 1): what a product may negotiate besides its unit
 * price, and the owner's private valuation of it. Pure data, no behaviour: `declarations.ts` validates,
 * `tradeoffs.ts` turns the owner's pairwise answers into weights, `utility.ts` scores a package and `public.ts`
 * cuts out what a buyer may see. Price is not a term: it keeps the product's own list price (anchor) and floor,
 * and enters the package utility as the reserved id `price`, with its own weight.
 */

/** The reserved id under which price takes part in weights and pairwise answers. */
export const PRICE = "price";
/** At most this many terms per product (besides price). */
export const MAX_TERMS = 8;
/** At most this many pairwise answers per product. */
export const MAX_TRADEOFFS = 40;

export type TermKind = "numeric" | "ordinal" | "categorical";

interface TermBase {
  /** A slug: lower-case letters, digits and '-', starting with a letter (e.g. `payment-days`). */
  id: string;
  /** What buyers and owners read (e.g. "Payment terms"). */
  label: string;
  /** The unit a value is counted in (e.g. "days", "months", "%"). */
  unit?: string;
}

/** A number on a grid: min, min + step, …, max. */
export interface NumericTerm extends TermBase {
  kind: "numeric";
  min: number;
  max: number;
  step: number;
  /** Which direction is better for the shop (payment days: "lower"; quantity: "higher"). */
  better: "higher" | "lower";
  /** The value from which on the shop is fully satisfied; further in the better direction is worth no more. */
  shopBest: number;
}

/** One of a list of values, ordered from best for the shop to worst. Ordinal values have a natural order (support tiers); categorical ones do not (Incoterms). */
export interface ChoiceTerm extends TermBase {
  kind: "ordinal" | "categorical";
  values: string[];
  /** One of `values`; defaults to the first. */
  shopBest: string;
}

export type TermDeclaration = NumericTerm | ChoiceTerm;

/** One side of a pairwise answer: an amount of a term (its unit; ranks for ordinal/categorical terms) or of price (percent of list price). */
export interface TradeoffSide {
  term: string;
  amount: number;
}

/** "I would give `give` for `for`": e.g. 10 more payment days (give) are worth 1.5 % of price (for) to me. */
export interface Tradeoff {
  give: TradeoffSide;
  for: TradeoffSide;
}

/**
 * The owner's private valuation of a package. Exactly one of `tradeoffs` (primary: owners do not think in
 * weights) or `weights` (positive, per term id and `price`, normalised on use). `values` optionally scores each
 * value of an ordinal/categorical term in [0, 1] (default: linear in rank from shopBest down to the last value).
 */
export interface Valuation {
  tradeoffs?: Tradeoff[];
  weights?: Record<string, number>;
  values?: Record<string, Record<string, number>>;
  /** The lowest package utility the shop accepts, in [0, 1]. */
  reservationUtility: number;
}

/** The product's price bounds, which price's part of the utility runs between (floor 0, list price 1). */
export interface PriceRange {
  anchorMinor: number;
  floorMinor: number;
}

/** A package: a unit price and one value per term (numbers for numeric terms, strings otherwise). */
export interface TermPackage {
  priceMinor: number;
  terms: Record<string, number | string>;
}

/** What anyone may see of a term: nothing of the valuation, the shop's best value or its better direction. */
export type PublicTerm =
  | { id: string; label: string; kind: "numeric"; unit?: string; min: number; max: number; step: number }
  | { id: string; label: string; kind: "ordinal" | "categorical"; unit?: string; values: string[] };

/** One field that is wrong: `path` in dots, `pointer` per RFC 6901, and for inconsistent answers the answers involved. */
export interface TermProblem {
  path: string;
  pointer: string;
  message: string;
  /** Indexes into `valuation.tradeoffs` of the answers that disagree. */
  tradeoffs?: number[];
}

/** A product's terms and valuation as validated and stored. */
export interface ProductTerms {
  terms: TermDeclaration[];
  valuation: Valuation | null;
}
