/**
 * A product's package space compiled once per configuration: the shop's weight and value function per term, in
 * flat arrays so the trade-off can score thousands of packages a millisecond. Inside the kernel a package's terms
 * are grid positions (numeric: steps from min; choice: index into the declared values); records of term id →
 * value are read and written only at the edges (positionsOf, termsAt). The least squares behind pairwise answers
 * runs here, once, not per decision.
 */
import { resolveWeights } from "../../terms/utility";
import { PRICE, type ChoiceTerm, type NumericTerm, type PriceRange } from "../../terms/types";
import { choiceValue, clamp01, priceValue } from "../../terms/values";
import type { NegotiationConfig } from "../types";
import type { ShapeHypotheses } from "./bayes";
import type { BuyerValues } from "./preferences";
import type { PackageConfig, TermValues } from "./types";

export interface PackageSpace {
  price: PriceRange;
  /** List price − floor (price's value runs over it). */
  priceSpan: number;
  priceWeight: number;
  ids: string[];
  terms: (NumericTerm | ChoiceTerm)[];
  /** The shop's normalised weight per term. */
  weight: Float64Array;
  numeric: boolean[];
  /** Numeric terms: the number of steps from min to max, and the position of shopBest and of the worst end. */
  steps: Int32Array;
  bestAt: Int32Array;
  worstAt: Int32Array;
  /** Choice terms: the shop's value of each declared value (empty for numeric terms). */
  choiceValue: number[][];
  /**
   * The shop's value of each term per grid position, as valueAt computes it (choice terms: choiceValue; numeric terms
   * of up to MAX_TABULATED_STEPS steps: tabulated once, since the trade-off reads them constantly; longer ones: empty,
   * computed per read).
   */
  valueTable: Float64Array[];
  /**
   * How many package decisions have used this compiled space. A room parses its snapshotted configuration every
   * round, so its space serves one decision: the tables and scratch buffers that pay off over many decisions are made
   * from the second on (tabulateValues; preferences.ts compileBuyerValuesForDecision).
   */
  decisions: number;
  /** The shop's best package's terms (utility 1 at the list price), as a record and as positions. */
  best: TermValues;
  bestPositions: Int32Array;
  /** Choice terms: the buyer model's prior value of each declared value, 1 − the shop's (preferences.ts). */
  choicePrior: number[][];
  /** The price kernel's view of the product (decide-package.ts utilityConfig), kept with the space it belongs to. */
  utilityConfig: NegotiationConfig | null;
  /** The buyer model's value shapes for the product (bayes.ts shapeHypotheses), made when first asked for. */
  shapes: ShapeHypotheses | null;
  /** The scratch buyer model a package decision compiles into (preferences.ts compileBuyerValuesForDecision). */
  buyerScratch: { model: BuyerValues; tables: number[][] } | null;
}

/**
 * A package's terms inside the kernel: one whole grid position per term. Plain arrays, not Int32Array: several are
 * made per decision, and a small typed array takes three times the memory (the garbage collector's work).
 */
export type Positions = number[];

const cache = new WeakMap<PackageConfig, PackageSpace>();

/** The compiled space of a package product (cached per configuration object). */
export function packageSpace(config: NegotiationConfig): PackageSpace {
  const pkg = config.package!;
  const cached = cache.get(pkg);
  if (cached && cached.price.anchorMinor === config.anchorMinor && cached.price.floorMinor === config.floorMinor) return cached;
  const price = { anchorMinor: config.anchorMinor, floorMinor: config.floorMinor };
  const weights = resolveWeights(pkg.terms, pkg.valuation, price);
  const n = pkg.terms.length;
  const space: PackageSpace = {
    price,
    priceSpan: config.anchorMinor - config.floorMinor,
    priceWeight: weights[PRICE] ?? 0,
    ids: pkg.terms.map((t) => t.id),
    terms: pkg.terms,
    weight: new Float64Array(n),
    numeric: pkg.terms.map((t) => t.kind === "numeric"),
    steps: new Int32Array(n),
    bestAt: new Int32Array(n),
    worstAt: new Int32Array(n),
    choiceValue: pkg.terms.map((t) => (t.kind === "numeric" ? [] : t.values.map((v) => choiceValue(t, pkg.valuation.values?.[t.id], v)))),
    best: Object.fromEntries(pkg.terms.map((t) => [t.id, t.shopBest])),
    bestPositions: new Int32Array(n),
    choicePrior: [],
    valueTable: [],
    decisions: 0,
    utilityConfig: null,
    shapes: null,
    buyerScratch: null,
  };
  pkg.terms.forEach((t, i) => {
    // A loop, not Float64Array.from with a mapping function (the generic path, slow: a room compiles the space every round).
    space.weight[i] = weights[t.id] ?? 0;
    if (t.kind === "numeric") {
      space.steps[i] = Math.round((t.max - t.min) / t.step);
      space.bestAt[i] = Math.round((t.shopBest - t.min) / t.step);
      space.worstAt[i] = t.better === "higher" ? 0 : space.steps[i]!;
      space.bestPositions[i] = space.bestAt[i]!;
    } else space.bestPositions[i] = Math.max(0, t.values.indexOf(t.shopBest));
  });
  // Until tabulateValues: no table, every read computed.
  space.valueTable = pkg.terms.map(() => NO_TABLE);
  space.choicePrior = space.choiceValue.map((values, i) => values.map((_, k) => 1 - valueAt(space, i, k)));
  cache.set(pkg, space);
  return space;
}

/**
 * The shop's value of every grid position into space.valueTable (once per compiled space, for one that serves more
 * than one decision). Typed arrays, all of one kind: the reads stay monomorphic, and an index off the table (or not
 * whole) reads undefined, so it is computed as before.
 */
export function tabulateValues(space: PackageSpace): void {
  space.valueTable = space.terms.map((t, i) => {
    if (t.kind !== "numeric") {
      const values = space.choiceValue[i]!;
      const table = new Float64Array(values.length);
      for (let k = 0; k < values.length; k++) table[k] = values[k]!;
      return table;
    }
    const steps = space.steps[i]!;
    if (!(steps >= 0 && steps <= MAX_TABULATED_STEPS)) return NO_TABLE;
    const table = new Float64Array(steps + 1);
    for (let k = 0; k <= steps; k++) table[k] = numericValueAt(space, i, k);
    return table;
  });
}

const NO_TABLE = new Float64Array(0);

/** Numeric terms of at most this many grid steps have their values tabulated (valueTable): 8 kB each at most. */
const MAX_TABULATED_STEPS = 1_000;

/** The shop's value of term i at grid position k, in [0, 1]. */
export function valueAt(space: PackageSpace, i: number, k: number): number {
  // A position on the table reads the number computed below; anything else is computed as it always was.
  const tabulated = space.valueTable[i]![k];
  if (tabulated !== undefined) return tabulated;
  if (!space.numeric[i]) return space.choiceValue[i]![k] ?? 0;
  return numericValueAt(space, i, k);
}

/** A numeric term's value at grid position k (linear from its worst end to shopBest), in [0, 1]. */
function numericValueAt(space: PackageSpace, i: number, k: number): number {
  const span = space.bestAt[i]! - space.worstAt[i]!;
  return span === 0 ? 1 : clamp01((k - space.worstAt[i]!) / span);
}

/** The shop's utility of a price and term positions, in [0, 1]. */
export function utilityAt(space: PackageSpace, priceMinor: number, positions: Positions): number {
  let u = space.priceWeight * priceValue(space.price, priceMinor);
  for (let i = 0; i < positions.length; i++) u += space.weight[i]! * valueAt(space, i, positions[i]!);
  return clamp01(u);
}

/** A record of term values as grid positions (a value off the grid or missing: the term's worst position for the shop). */
export function positionsOf(space: PackageSpace, terms: TermValues): Positions {
  const out: Positions = new Array(space.ids.length);
  // `| 0`: whole grid positions even from a malformed declaration (a NaN position is 0).
  for (let i = 0; i < out.length; i++) out[i] = positionOf(space, i, terms) | 0;
  return out;
}

/** positionsOf written into `out` (a caller's buffer of the space's term count). */
export function positionsInto(space: PackageSpace, terms: TermValues, out: Positions): Positions {
  for (let i = 0; i < out.length; i++) out[i] = positionOf(space, i, terms) | 0;
  return out;
}

/** Term i's grid position in a record of term values (positionsOf, one term). */
function positionOf(space: PackageSpace, i: number, terms: TermValues): number {
  const t = space.terms[i]!;
  const x = Object.hasOwn(terms, t.id) ? terms[t.id] : undefined;
  if (t.kind === "numeric") return typeof x === "number" && Number.isFinite(x) ? Math.min(space.steps[i]!, Math.max(0, Math.round((x - t.min) / t.step))) : space.worstAt[i]!;
  const k = typeof x === "string" ? t.values.indexOf(x) : -1;
  return k >= 0 ? k : worstChoice(space, i);
}

function worstChoice(space: PackageSpace, i: number): number {
  const values = space.choiceValue[i]!;
  let worst = 0;
  for (let k = 1; k < values.length; k++) if (values[k]! < values[worst]!) worst = k;
  return worst;
}

/** Term positions as a record of values (numeric values on the grid, decimal steps rounded to 9 places). */
export function termsAt(space: PackageSpace, positions: Positions): TermValues {
  const out: TermValues = {};
  for (let i = 0; i < positions.length; i++) {
    const t = space.terms[i]!;
    if (t.kind === "numeric") {
      const v = t.min + positions[i]! * t.step;
      out[t.id] = Number.isInteger(t.step) && Number.isInteger(t.min) ? v : Math.round(v * 1e9) / 1e9;
    } else out[t.id] = t.values[positions[i]!]!;
  }
  return out;
}

/** The shop's utility of a package given as a record, in [0, 1]: utilityAt(positionsOf(terms)), the same sum without the array. */
export function shopUtility(space: PackageSpace, priceMinor: number, terms: TermValues): number {
  let u = space.priceWeight * priceValue(space.price, priceMinor);
  // `| 0` as positionsOf has it, so even a malformed declaration scores the same.
  for (let i = 0; i < space.ids.length; i++) u += space.weight[i]! * valueAt(space, i, positionOf(space, i, terms) | 0);
  return clamp01(u);
}
