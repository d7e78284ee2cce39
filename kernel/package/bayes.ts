/**
 * A Bayesian model of how the buyer values each term (after Hindriks & Tykhonov 2008): per numeric or ordinal term
 * a fixed small set of value-function shapes, each scored by how likely a rational buyer valuing the term that way
 * would have made the bids and picks it made. A buyer conceding in time bids packages whose utility to it falls
 * slowly from round to round, whatever it trades among them: under the right shape consecutive bids keep that
 * course, under a wrong one the utility jumps up and down as the buyer re-chooses its terms. A pick among equivalent
 * options (or switches of a deal) is likelier under shapes that rank the picked one first. Each term's shapes are
 * updated with the rest of the package as the model values it (mean field: work linear in the shapes); the posterior
 * mixture of its shapes is then the term's value per grid position in the buyer model (preferences.ts), which steers
 * the trade-off and the switches.
 *
 * Why shapes and not weights: on the multi-issue bench's TUNE half, giving the model the buyers' true weights brings
 * Parley's deals from 0.072 to 0.068 from the Pareto frontier, their true value functions to 0.020. Weight hypotheses
 * (equal, each dimension heavy or light, each pair heavy; the frequency Dirichlet as their prior, updated by the
 * same likelihoods) gained 0.001 over the shapes alone at a third more time per decision: left out. Categorical
 * "favourite / least liked value" hypotheses did worse than the frequency counts (0.051 against 0.048): categorical
 * terms keep the counts.
 *
 * Pure and deterministic. The state is one log-likelihood per shape (at most MAX_SHAPES), renormalised per term after
 * every update so the best is 0 and floored at LOG_FLOOR: log space, no underflow, bounded numbers, no shape ruled
 * out for ever.
 */
import type { PackageSpace } from "./space";
import type { BuyerPreferences } from "./types";

/**
 * Bid likelihood: under the right shape the buyer's utility of its next bid is at most its last's and at most
 * CONCESSION_ROOM lower; beyond either side the log-likelihood falls as a Gaussian of width RISE_WIDTH (a rise) or
 * DROP_WIDTH (a larger drop). The model's other estimates are approximate, so the widths leave room for their error.
 * (TUNE, 60 products per domain: room 0.04–0.12 and widths half or 1.5 times these move the Pareto distance by
 * ≤ 0.002.)
 */
const CONCESSION_ROOM = 0.08;
const RISE_WIDTH = 0.04;
const DROP_WIDTH = 0.08;
/** Pick likelihood: a softmax over the options' utilities under each shape, this sharp (20–50 alike on TUNE). */
const PICK_SHARPNESS = 20;
/** No shape's log-likelihood falls below this relative to its term's best: bounded numbers, none ruled out for ever. */
const LOG_FLOOR = -40;

/**
 * Value-function shapes of numeric and ordinal terms, on the term's shop-ward scale s (0 at the end worst for the
 * shop, 1 at its best end; ordinal terms by declared rank): opposed (1 − s), aligned (s), concave opposed
 * ((1 − s)^0.45: most of the value in the first steps away from the shop's end), and peaked at a quarter, the middle
 * and three quarters. Tables per grid position are built once per product; at most MAX_SHAPES in all, for terms of
 * 2 to MAX_SHAPE_POSITIONS positions (the tables' memory and an ordinal term's mixture per decision grow with the
 * positions): a term past either bound keeps the frequency model alone, as do categorical terms.
 */
const PEAKS = [0.25, 0.5, 0.75] as const;
const PEAK_WIDTH = 0.5;
const CONCAVE = 0.45;
export const MAX_SHAPES = 64;
export const MAX_SHAPE_POSITIONS = 101;
/** Prior odds of the shapes, in the order above: opposed twice as likely as each other kind (the usual case). */
const SHAPE_LOG_PRIOR = [2, 1, 1, ...PEAKS.map(() => 1 / PEAKS.length)].map(Math.log);

export interface ShapeHypotheses {
  /** Per term: the index of its first shape in the flat likelihood array, or −1 (no shapes). */
  offset: number[];
  /** Per term and shape: the value of every grid position (shape s of term i: tables[i][s]). */
  tables: Float64Array[][];
  /** Per term and shape: the log prior odds. */
  logPrior: number[][];
  size: number;
  /** Working memory of one update, made once per product (below). */
  scratch: ShapeScratch;
  /** The last posterior computed for this product and the likelihoods it was computed from (shapePosteriorOf). */
  lastPosterior: { likelihood: Float64Array; posterior: Float64Array } | null;
}

/**
 * Working memory of one bid update, kept with the product's shapes so that an update allocates only the state it
 * returns: the kernel is synchronous and no update starts inside another, so one set per product is enough. Nothing
 * in it outlives the update that wrote it, and nothing read from it is returned.
 */
export interface ShapeScratch {
  /** Per shape: the log-likelihood an update adds. */
  add: Float64Array;
  /** Per shape: the posterior of the shapes a bid is scored with (the flat layout of shapePosterior; never written). */
  posterior: Float64Array;
  /** Per term: the model's weight of the term. */
  weight: Float64Array;
  /** Per choice term without shapes: its value per declared value, as the bids are scored (preferences.ts). */
  choices: (number[] | null)[];
  /** Per term, where `choices` are written when they are not the prior (choiceTables: one per term, its size). */
  choiceTables: number[][];
  /** The model's weight of price. */
  priceWeight: number;
  /** The buyer's bid and its previous bid, as scored. */
  bid: ScoredInto;
  last: ScoredInto;
}

/** A ScoredPackage whose values are written in place; `own`: where its positions go when the caller has none. */
export type ScoredInto = ScoredPackage & { value: Float64Array; own: number[] };

/**
 * Whether term i's shop-ward scale runs against its grid (0 at the last position): a numeric term better lower, an
 * ordinal one whose first declared value the shop values at least as much as its last.
 */
function shopwardReversed(space: PackageSpace, i: number): boolean {
  const term = space.terms[i]!;
  if (term.kind === "numeric") return term.better !== "higher";
  const values = space.choiceValue[i]!;
  return values[0]! >= values[values.length - 1]!;
}

/**
 * The value shapes of a term of `positions` grid positions (2 to MAX_SHAPE_POSITIONS), per grid position: the same
 * numbers for every term of that size and direction, so they are made once and shared by every product (never
 * written). A room parses its product's configuration every round, so its compiled space and shapes are made per
 * decision: without this, making these tables was most of a package decision there. At most 2 × MAX_SHAPE_POSITIONS
 * entries of at most 6 × MAX_SHAPE_POSITIONS numbers.
 */
function shapeTables(positions: number, reversed: boolean): Float64Array[] {
  const key = 2 * positions + (reversed ? 1 : 0);
  const known = SHAPE_TABLES.get(key);
  if (known) return known;
  const shopward = (k: number): number => {
    const x = k / (positions - 1);
    return reversed ? 1 - x : x;
  };
  const shape = (f: (s: number) => number) => {
    const t = new Float64Array(positions);
    for (let k = 0; k < positions; k++) t[k] = f(shopward(k));
    let hi = 0;
    for (let k = 0; k < positions; k++) hi = Math.max(hi, t[k]!);
    if (hi > 0) for (let k = 0; k < positions; k++) t[k] = t[k]! / hi;
    return t;
  };
  const made = [shape((s) => 1 - s), shape((s) => s), shape((s) => Math.pow(1 - s, CONCAVE)), ...PEAKS.map((c) => shape((s) => Math.max(0, 1 - Math.abs(s - c) / PEAK_WIDTH)))];
  SHAPE_TABLES.set(key, made);
  return made;
}

const SHAPE_TABLES = new Map<number, Float64Array[]>();

/** The shapes of a product's terms (kept on its compiled space). */
export function shapeHypotheses(space: PackageSpace): ShapeHypotheses {
  const known = space.shapes;
  if (known) return known;
  const offset: number[] = [];
  const tables: Float64Array[][] = [];
  const logPrior: number[][] = [];
  let size = 0;
  space.terms.forEach((term, i) => {
    const positions = term.kind === "numeric" ? space.steps[i]! + 1 : term.values.length;
    const made = term.kind === "categorical" || positions < 2 || positions > MAX_SHAPE_POSITIONS ? [] : shapeTables(positions, shopwardReversed(space, i));
    if (made.length === 0 || size + made.length > MAX_SHAPES) {
      offset.push(-1);
      tables.push([]);
      logPrior.push([]);
      return;
    }
    offset.push(size);
    tables.push(made);
    logPrior.push(SHAPE_LOG_PRIOR);
    size += made.length;
  });
  const n = space.terms.length;
  const weight = new Float64Array(n);
  const scored = (): ScoredInto => ({ total: 0, positions: [], weight, value: new Float64Array(n), own: new Array<number>(n).fill(0) });
  const choiceTables = space.terms.map((t) => (t.kind === "numeric" ? [] : new Array<number>(t.values.length).fill(0)));
  const scratch: ShapeScratch = { add: new Float64Array(size), posterior: new Float64Array(0), weight, choices: new Array(n).fill(null), choiceTables, priceWeight: 0, bid: scored(), last: scored() };
  const hyp: ShapeHypotheses = { offset, tables, logPrior, size, scratch, lastPosterior: null };
  space.shapes = hyp;
  return hyp;
}

/** The stored shape log-likelihoods if they fit this space (a state from another model version or tampered: none). */
export function storedShapes(hyp: ShapeHypotheses, prefs: BuyerPreferences): number[] | null {
  const stored = prefs.shapeLikelihood;
  if (!Array.isArray(stored) || stored.length !== hyp.size) return null;
  for (let s = 0; s < stored.length; s++) {
    const x = stored[s];
    if (typeof x !== "number" || !(x <= 0 && x >= LOG_FLOOR)) return null;
  }
  return stored;
}

/**
 * Term i's shape posterior (prior odds times likelihood) into `out` at the term's offset (the likelihoods' flat
 * layout), one probability per shape; false when the term has no shapes.
 */
export function shapePosterior(hyp: ShapeHypotheses, likelihood: readonly number[], i: number, out: number[] | Float64Array): boolean {
  const o = hyp.offset[i]!;
  if (o < 0) return false;
  const prior = hyp.logPrior[i]!;
  const end = o + hyp.tables[i]!.length;
  let best = -Infinity;
  for (let s = o; s < end; s++) {
    const x = (out[s] = prior[s - o]! + likelihood[s]!);
    if (x > best) best = x;
  }
  let total = 0;
  for (let s = o; s < end; s++) total += out[s] = Math.exp(out[s]! - best);
  for (let s = o; s < end; s++) out[s] = out[s]! / total;
  return true;
}

/** Every term's shape posterior into `out` (shapePosterior for each term with shapes: one call per decision). */
export function shapePosteriors(hyp: ShapeHypotheses, likelihood: readonly number[], out: number[] | Float64Array): void {
  for (let i = 0; i < hyp.offset.length; i++) shapePosterior(hyp, likelihood, i, out);
}

/**
 * Every term's shape posterior for `likelihood` (shapePosteriors), remembered for the last likelihoods of the product:
 * a bid update scores the previous bid under the posterior the previous decision compiled the buyer model with, so
 * consecutive decisions of a negotiation compute each posterior once. One entry per product (bounded); it is a pure
 * function of the likelihoods, checked by content (a caller may change a stored state in place, and a state parsed
 * from storage is a new array with the same numbers), so what it returns never depends on earlier decisions. The
 * array returned is never written after it is made: compiled buyer models share it.
 */
export function shapePosteriorOf(hyp: ShapeHypotheses, likelihood: readonly number[]): Float64Array {
  const known = hyp.lastPosterior;
  if (known && sameLikelihoods(known.likelihood, likelihood)) return known.posterior;
  const posterior = new Float64Array(hyp.size);
  shapePosteriors(hyp, likelihood, posterior);
  // A copy of the likelihoods (the caller's array may change after this), into the product's own buffer: it is never
  // handed out. The posterior is a new array each time.
  if (known && known.likelihood.length === likelihood.length) {
    known.likelihood.set(likelihood);
    known.posterior = posterior;
  } else hyp.lastPosterior = { likelihood: new Float64Array(likelihood), posterior };
  return posterior;
}

/**
 * Whether two likelihood arrays hold the same numbers (stored shapes are finite: storedShapes). 0 and −0 compare
 * equal, and give the same posterior: the log priors are never −0, and x + 0 = x + (−0) for any x that is not −0.
 */
function sameLikelihoods(a: Float64Array, b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let s = 0; s < a.length; s++) if (a[s] !== b[s]) return false;
  return true;
}

/** Term i's value per grid position under the shape mixture `posterior` (a table: the trade-off reads it often). */
export function mixtureTable(hyp: ShapeHypotheses, i: number, posterior: ArrayLike<number>, into: number[] | null = null): number[] {
  const tables = hyp.tables[i]!;
  const o = hyp.offset[i]!;
  // Into the caller's table of the term's size (a scratch model's) or a new one.
  const table = into ?? new Array<number>(tables[0]!.length);
  table.fill(0);
  for (let s = 0; s < tables.length; s++) {
    const w = posterior[o + s]!;
    // Shapes the evidence has all but ruled out add nothing visible: their tables are skipped.
    if (w < 1e-6) continue;
    const t = tables[s]!;
    for (let k = 0; k < table.length; k++) table[k] = table[k]! + w * t[k]!;
  }
  return table;
}

/** Adds to each term's shape log-likelihoods, renormalised per term (the best 0) and floored. */
function shapesUpdated(hyp: ShapeHypotheses, previous: readonly number[] | null, add: Float64Array): number[] {
  // A copy of the previous evidence keeps its array of doubles as it is (a new array would start as one of small
  // integers and be copied again when the first fraction is written).
  const out = previous ? previous.slice() : new Array<number>(hyp.size).fill(0);
  for (let i = 0; i < hyp.offset.length; i++) {
    const o = hyp.offset[i]!;
    if (o < 0) continue;
    const count = hyp.tables[i]!.length;
    let best = -Infinity;
    for (let s = o; s < o + count; s++) {
      out[s] = out[s]! + add[s]!;
      if (out[s]! > best) best = out[s]!;
    }
    for (let s = o; s < o + count; s++) out[s] = Math.max(LOG_FLOOR, out[s]! - best);
  }
  return out;
}

/** The bid likelihood's log-penalty of the buyer's utility falling by `drop` between consecutive bids. */
function dropPenalty(drop: number): number {
  if (drop < 0) return -(drop * drop) / (2 * RISE_WIDTH * RISE_WIDTH);
  if (drop > CONCESSION_ROOM) return -((drop - CONCESSION_ROOM) ** 2) / (2 * DROP_WIDTH * DROP_WIDTH);
  return 0;
}

/**
 * A package as the shape model reads it: its estimated utility to the buyer with every term as the model values it
 * now (`total`), its grid positions, and each term's weight and current estimated value (so one term's shape can be
 * swapped in, the rest held: a mean-field update).
 */
export interface ScoredPackage {
  total: number;
  positions: readonly number[];
  weight: ArrayLike<number>;
  value: ArrayLike<number>;
}

/** The buyer's utility of a package with term i valued by table t, the rest as the model has them. */
const withShape = (p: ScoredPackage, i: number, t: Float64Array) => p.total - p.weight[i]! * p.value[i]! + p.weight[i]! * t[p.positions[i]!]!;

/** The shape log-likelihoods after a bid that followed `last` (the buyer's previous bid). */
export function observeBidShapes(hyp: ShapeHypotheses, previous: readonly number[] | null, bid: ScoredPackage, last: ScoredPackage): number[] {
  // Every shape's entry is written below before shapesUpdated reads it.
  const add = hyp.scratch.add;
  for (let i = 0; i < hyp.offset.length; i++) {
    const o = hyp.offset[i]!;
    if (o < 0) continue;
    const tables = hyp.tables[i]!;
    // The drop with term i as the model has it, then each shape swapped in for it: the rest of the drop is the same.
    const w = bid.weight[i]!;
    const k = bid.positions[i]!;
    const j = last.positions[i]!;
    const rest = last.total - w * last.value[i]! - (bid.total - w * bid.value[i]!);
    for (let s = 0; s < tables.length; s++) add[o + s] = dropPenalty(rest + w * (tables[s]![j]! - tables[s]![k]!));
  }
  return shapesUpdated(hyp, previous, add);
}

/** The shape log-likelihoods after the buyer picked option `picked` among `options`. */
export function observePickShapes(hyp: ShapeHypotheses, previous: readonly number[] | null, options: readonly ScoredPackage[], picked: number): number[] {
  const add = hyp.scratch.add;
  const beta = PICK_SHARPNESS;
  const us = new Array<number>(options.length);
  hyp.offset.forEach((o, i) => {
    if (o < 0) return;
    const tables = hyp.tables[i]!;
    for (let s = 0; s < tables.length; s++) {
      let most = -Infinity;
      for (let k = 0; k < options.length; k++) {
        us[k] = beta * withShape(options[k]!, i, tables[s]!);
        most = Math.max(most, us[k]!);
      }
      let sum = 0;
      for (let k = 0; k < options.length; k++) sum += Math.exp(us[k]! - most);
      add[o + s] = us[picked]! - most - Math.log(sum);
    }
  });
  return shapesUpdated(hyp, previous, add);
}
