/**
 * What the buyer values, learnt from its moves. Weights: a Dirichlet posterior over the buyer's weights whose
 * pseudo-counts grow for every dimension a bid left where the buyer's previous bid had it (the frequency rule of
 * the ANAC HardHeaded agent: a side concedes first on what matters least to it) and, stronger, for every dimension
 * on which the option a buyer picked was better for it than the options it passed over. Values: numeric terms by
 * the direction the buyer's asks point, choice terms by how often the buyer asked for each value, blended with the
 * prior that what is better for the shop is worse for the buyer. With BAYESIAN_BUYER_MODEL (on), once the buyer names
 * terms, numeric and ordinal terms are valued instead by a Bayesian mixture of value shapes learnt from how the
 * buyer concedes and what it picks (bayes.ts): the model's values then need not be linear, nor best at an end.
 */
import { PRICE } from "../../terms/types";
import { mixtureTable, observeBidShapes, observePickShapes, shapeHypotheses, shapePosteriorOf, storedShapes, type ScoredInto, type ShapeHypotheses, type ShapeScratch } from "./bayes";
import type { PackageSpace } from "./space";
import { positionsInto, positionsOf, type Positions } from "./space";
import type { BuyerPreferences, PackageOption, TermValues } from "./types";

/**
 * Whether the Bayesian model of value shapes (bayes.ts) learns from bids and picks (on by default; off, the model is
 * the frequency-and-picks model alone, which the tests still exercise). On, the multi-issue bench's deals come from
 * 0.071 to 0.047 of the Pareto frontier (HELD-OUT), both sides better off, for about a fifth more time per package
 * decision (bench/README.md, "Packages"). A state that carries shape evidence is valued by it either way, so a
 * negotiation stored before the switch reads as it did.
 */
export const BAYESIAN_BUYER_MODEL = true;

/** Evidence a held dimension adds per bid; a pick adds PICK_EVIDENCE per dimension it favoured. */
const HOLD_EVIDENCE = 1;
const PICK_EVIDENCE = 2;

export function emptyPreferences(space: PackageSpace): BuyerPreferences {
  const evidence: Record<string, number> = { [PRICE]: 1 };
  const direction: Record<string, 1 | -1> = {};
  const counts: Record<string, Record<string, number>> = {};
  for (const term of space.terms) {
    evidence[term.id] = 1;
    // The prior: the buyer wants the opposite of what the shop wants.
    if (term.kind === "numeric") direction[term.id] = term.better === "higher" ? -1 : 1;
    else counts[term.id] = {};
  }
  return { evidence, direction, counts };
}

/**
 * The model after a bid. `asked`: the terms the buyer named (not those filled in from the shop's offer);
 * `previous`: the buyer's previous bid (price and all terms), or null for its first. `bidPositions`: the bid's terms as
 * grid positions when the caller has them (positionsOf(space, bid.terms); never written).
 */
export function observePackageBid(
  space: PackageSpace,
  prefs: BuyerPreferences,
  bid: { priceMinor: number; terms: TermValues },
  asked: TermValues,
  previous: { priceMinor: number; terms: TermValues } | null,
  bayesian = BAYESIAN_BUYER_MODEL,
  bidPositions: Positions | null = null,
): BuyerPreferences {
  // Copies are made only of what changes: the state is stored as it is returned.
  let evidence = prefs.evidence;
  let direction = prefs.direction;
  let counts = prefs.counts;
  if (previous) {
    evidence = { ...evidence };
    if (bid.priceMinor === previous.priceMinor) evidence[PRICE] = (evidence[PRICE] ?? 1) + HOLD_EVIDENCE;
    for (const id of space.ids) if (bid.terms[id] === previous.terms[id]) evidence[id] = (evidence[id] ?? 1) + HOLD_EVIDENCE;
  }
  let countsCopied = false;
  for (const term of space.terms) {
    if (!Object.hasOwn(asked, term.id)) continue;
    const x = asked[term.id]!;
    if (term.kind === "numeric" && typeof x === "number") {
      // An ask on the far side of the middle of the range shows which way the buyer pulls.
      const mid = (term.min + term.max) / 2;
      const pulls = x > mid ? 1 : -1;
      if (x !== mid && direction[term.id] !== pulls) direction = { ...direction, [term.id]: pulls };
    } else if (term.kind !== "numeric" && typeof x === "string") {
      // One copy of the record per bid, however many choice terms the buyer named.
      if (!countsCopied) {
        counts = { ...counts };
        countsCopied = true;
      }
      const seen = counts[term.id];
      const next = { ...seen };
      setOwn(next, x, (seen?.[x] ?? 0) + 1);
      setOwn(counts, term.id, next);
    }
  }
  const out: BuyerPreferences = { evidence, direction, counts };
  if (!bayesian) return out;
  const hyp = shapeHypotheses(space);
  const shapes = storedShapes(hyp, prefs);
  if (shapes && previous) {
    // Both bids valued by the model as it stands after this bid's evidence, directions and counts.
    const { bid: scoredBid, last } = hyp.scratch;
    const model = prepareScoring(space, hyp, out, shapes);
    score(space, hyp, out, model, bid, scoredBid, bidPositions);
    score(space, hyp, out, model, previous, last);
    out.shapeLikelihood = observeBidShapes(hyp, shapes, scoredBid, last);
  } else if (shapes) out.shapeLikelihood = shapes;
  // The shapes are learnt once the buyer names terms: a buyer bidding price only on the shop's terms says nothing
  // of how it values them, and the prior serves it best (TUNE: 0.059 from the frontier with the prior, 0.070 with
  // the shapes' prior mixture).
  else if (Object.keys(asked).length > 0) out.shapeLikelihood = new Array<number>(hyp.size).fill(0);
  return out;
}

/**
 * Scores packages by the model term by term for bayes.ts's updates: the weights the Dirichlet mean, terms with
 * shapes at their posterior mixture, the rest as compileBuyerValues values them — without compiling whole tables
 * (two packages per bid). Price is valued linearly in how far below the list price it lies, in spans of
 * (list − floor), not capped at the floor: a buyer's value of price keeps rising below the shop's floor, and its
 * bids may lie there. prepareScoring writes what every package is scored with into the product's scratch (a bid
 * update allocates nothing for it); score scores one package with it.
 */
function prepareScoring(space: PackageSpace, hyp: ShapeHypotheses, prefs: BuyerPreferences, shapes: readonly number[]): ShapeScratch {
  const n = space.ids.length;
  const evidence = prefs.evidence;
  let total = evidence[PRICE] ?? 1;
  for (const id of space.ids) total += evidence[id] ?? 1;
  const scratch = hyp.scratch;
  scratch.priceWeight = (evidence[PRICE] ?? 1) / total;
  scratch.posterior = shapePosteriorOf(hyp, shapes);
  for (let i = 0; i < n; i++) {
    scratch.weight[i] = (evidence[space.ids[i]!] ?? 1) / total;
    scratch.choices[i] = hyp.offset[i]! < 0 && !space.numeric[i] ? choiceBuyerValues(space, prefs, i, scratch.choiceTables[i]!) : null;
  }
  return scratch;
}

/** The package `pkg` scored with prepareScoring's model into `into` (its weights are the model's; its values are written). */
function score(space: PackageSpace, hyp: ShapeHypotheses, prefs: BuyerPreferences, model: ShapeScratch, pkg: { priceMinor: number; terms: TermValues }, into: ScoredInto, known: Positions | null = null): void {
  const n = space.ids.length;
  const positions = known ?? positionsInto(space, pkg.terms, into.own);
  const span = space.priceSpan;
  const value = into.value;
  const posterior = model.posterior;
  let sum = model.priceWeight * (span > 0 ? Math.max(0, (space.price.anchorMinor - pkg.priceMinor) / span) : 0);
  for (let i = 0; i < n; i++) {
    const k = positions[i]!;
    const o = hyp.offset[i]!;
    const choices = model.choices[i];
    if (o >= 0) {
      // The term's shape mixture at k, summed here (two packages per bid, every term: no call per term).
      const tables = hyp.tables[i]!;
      let v = 0;
      for (let s = 0; s < tables.length; s++) v += posterior[o + s]! * tables[s]![k]!;
      value[i] = v;
    } else if (choices) value[i] = choices[k] ?? 0;
    else {
      const steps = space.steps[i]!;
      value[i] = steps <= 0 ? 1 : prefs.direction[space.ids[i]!] === -1 ? 1 - k / steps : k / steps;
    }
    sum += model.weight[i]! * value[i]!;
  }
  into.total = sum;
  into.positions = positions;
}

/** record[key] = value as an object literal's own property would be (an assignment to "__proto__" would set the prototype). */
function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
}

/** The model after the buyer picked `picked` among `offered`: the dimensions where it was better for the buyer gain evidence. */
export function observePick(space: PackageSpace, prefs: BuyerPreferences, picked: PackageOption, offered: readonly PackageOption[], bayesian = BAYESIAN_BUYER_MODEL): BuyerPreferences {
  const others = offered.filter((o) => o.id !== picked.id);
  if (others.length === 0) return prefs;
  const evidence = { ...prefs.evidence };
  if (others.every((o) => picked.priceMinor <= o.priceMinor) && others.some((o) => picked.priceMinor < o.priceMinor)) evidence[PRICE] = (evidence[PRICE] ?? 1) + PICK_EVIDENCE;
  const buyer = compileBuyerValues(space, prefs);
  const mine = positionsOf(space, picked.terms);
  const theirs = others.map((o) => positionsOf(space, o.terms));
  for (let i = 0; i < space.ids.length; i++) {
    const v = buyerValueAt(space, buyer, i, mine[i]!);
    const vs = theirs.map((p) => buyerValueAt(space, buyer, i, p[i]!));
    if (vs.every((x) => v >= x) && vs.some((x) => v > x)) evidence[space.ids[i]!] = (evidence[space.ids[i]!] ?? 1) + PICK_EVIDENCE;
  }
  const out: BuyerPreferences = { ...prefs, evidence };
  const hyp = shapeHypotheses(space);
  const shapes = bayesian ? storedShapes(hyp, prefs) : null;
  if (shapes) {
    const model = prepareScoring(space, hyp, prefs, shapes);
    const scored = offered.map((option) => {
      const into: ScoredInto = { total: 0, positions: [], weight: model.weight, value: new Float64Array(space.ids.length), own: new Array<number>(space.ids.length) };
      score(space, hyp, prefs, model, option, into);
      return into;
    });
    out.shapeLikelihood = observePickShapes(hyp, shapes, scored, offered.findIndex((o) => o.id === picked.id));
  }
  return out;
}

/**
 * The buyer model compiled for one decision: its weights (the Dirichlet posterior mean, price apart), per numeric
 * term the direction it wants, per choice term its value of each declared value. Plain arrays: one is made every
 * decision, and a typed array costs several times the memory of a small array.
 */
export interface BuyerValues {
  priceWeight: number;
  weight: number[];
  direction: (1 | -1)[];
  /** Per choice term, its value per declared value (ordinal terms with shape evidence: their shape mixture). */
  choice: number[][];
  /**
   * Per numeric term with shape evidence (bayes.ts), the tables of its value shapes, mixed by `shapeWeights`; null:
   * linear by direction. The tables are the product's (shared, never written).
   */
  shape: (Float64Array[] | null)[];
  /** The shapes' posterior, flat: term i's shape s weighs shapeWeights[shapeOffset[i] + s] (shared: never written). */
  shapeWeights: Float64Array;
  shapeOffset: readonly number[];
  /**
   * Per numeric term with shapes, the mixture's value per grid position as far as it has been read (NaN: not yet),
   * for the decision's scratch model only (the trade-off reads the same few positions many times); a model compiled
   * for anyone else has none and evaluates every read.
   */
  mixtureMemo: readonly (Float64Array | null)[];
}

/** A numeric term's value at grid position k as the mixture of its value shapes (buyer.shape[i] not null). */
function mixtureValue(buyer: BuyerValues, i: number, k: number): number {
  const memo = buyer.mixtureMemo[i];
  const known = memo ? memo[k]! : NaN;
  if (known === known) return known;
  const tables = buyer.shape[i]!;
  const weights = buyer.shapeWeights;
  const o = buyer.shapeOffset[i]!;
  let v = 0;
  for (let s = 0; s < tables.length; s++) v += weights[o + s]! * tables[s]![k]!;
  if (memo) memo[k] = v;
  return v;
}

export function compileBuyerValues(space: PackageSpace, prefs: BuyerPreferences): BuyerValues {
  const n = space.ids.length;
  // Arrays of the exact length (pushing onto [] reserves room for 17).
  const out: BuyerValues = { priceWeight: 0, weight: new Array(n), direction: new Array(n), choice: new Array(n), shape: new Array(n), shapeWeights: NO_SHAPES, shapeOffset: NO_OFFSETS, mixtureMemo: NO_MEMO };
  return compileInto(space, prefs, out, null);
}

/**
 * compileBuyerValues into the product's own scratch model (its arrays and choice tables written in place), for the
 * package decision, which compiles one model per decision and lets none of it out: what it returns from the model is
 * copied (the explanation's weights) or computed from it (packages). The kernel is synchronous and a decision
 * compiles this model once, after any other model it compiles (observePick's fresh one), so one per product is
 * enough. Anyone else keeping a model gets compileBuyerValues's own.
 */
export function compileBuyerValuesForDecision(space: PackageSpace, prefs: BuyerPreferences): BuyerValues {
  let scratch = space.buyerScratch;
  if (!scratch) {
    const n = space.ids.length;
    scratch = space.buyerScratch = {
      model: {
        priceWeight: 0,
        weight: new Array<number>(n).fill(0),
        direction: new Array<1 | -1>(n).fill(1),
        choice: new Array<number[]>(n).fill(NO_CHOICES),
        shape: new Array<Float64Array[] | null>(n).fill(null),
        shapeWeights: NO_SHAPES,
        shapeOffset: NO_OFFSETS,
        // One per numeric term (its grid positions), cleared when the model is compiled: the posterior changes every bid.
        mixtureMemo: space.terms.map((t, i) => (t.kind === "numeric" ? new Float64Array(space.steps[i]! + 1) : null)),
      },
      tables: choiceTables(space),
    };
  }
  return compileInto(space, prefs, scratch.model, scratch.tables);
}

/** One table per term the size of its declared values (empty for numeric terms): where a model's choice values are written. */
export function choiceTables(space: PackageSpace): number[][] {
  return space.terms.map((t) => (t.kind === "numeric" ? [] : new Array<number>(t.values.length).fill(0)));
}

/** The buyer model compiled into `out`; choice terms' values into `tables` (per term) or, when null, into new arrays. */
function compileInto(space: PackageSpace, prefs: BuyerPreferences, out: BuyerValues, tables: number[][] | null): BuyerValues {
  const n = space.ids.length;
  const evidence = prefs.evidence;
  let total = evidence[PRICE] ?? 1;
  for (const id of space.ids) total += evidence[id] ?? 1;
  // A state carrying shape evidence is valued by it (the evidence is gathered only with the Bayesian model on).
  const hyp = shapeHypotheses(space);
  const shapes = storedShapes(hyp, prefs);
  // One posterior array for all terms: the mixtures read it in place (the product's last posterior when it is of
  // these likelihoods: shapePosteriorOf).
  out.priceWeight = (evidence[PRICE] ?? 1) / total;
  out.shapeWeights = shapes ? shapePosteriorOf(hyp, shapes) : NO_SHAPES;
  out.shapeOffset = hyp.offset;
  for (let i = 0; i < n; i++) {
    const id = space.ids[i]!;
    out.weight[i] = (evidence[id] ?? 1) / total;
    out.direction[i] = prefs.direction[id] === -1 ? -1 : 1;
    out.shape[i] = null;
    if (shapes && hyp.offset[i]! >= 0) {
      if (space.numeric[i]) {
        // The posterior mixture of the term's shapes, evaluated where it is read (a numeric term may have a hundred
        // positions; a decision reads a few); its direction is the end the mixture values more.
        out.mixtureMemo[i]?.fill(NaN);
        out.shape[i] = hyp.tables[i]!;
        out.choice[i] = NO_CHOICES;
        out.direction[i] = mixtureValue(out, i, space.steps[i]!) >= mixtureValue(out, i, 0) ? 1 : -1;
      } else out.choice[i] = mixtureTable(hyp, i, out.shapeWeights, tables ? tables[i]! : null);
    } else out.choice[i] = space.numeric[i] ? NO_CHOICES : choiceBuyerValues(space, prefs, i, tables ? tables[i]! : null);
  }
  return out;
}

/** BuyerValues.mixtureMemo of a model that keeps none. */
const NO_MEMO: readonly (Float64Array | null)[] = [];

/** BuyerValues.shapeOffset before a model is compiled (never read). */
const NO_OFFSETS: readonly number[] = [];

/** BuyerValues.shapeWeights of a model without shape evidence (never written). */
const NO_SHAPES = new Float64Array(0);

/** A numeric term's entry in BuyerValues.choice (never written: compiled values are read only). */
const NO_CHOICES: number[] = [];

/**
 * A choice term's value to the buyer per declared value: the prior (what is better for the shop is worse for the
 * buyer, tabulated in the space), blended half and half with how often the buyer asked for the value once it has
 * asked for any. Written into `into` (the term's scratch table) when given, else into a new array; the prior itself is
 * returned when the buyer has asked for none (never written).
 */
function choiceBuyerValues(space: PackageSpace, prefs: BuyerPreferences, i: number, into: number[] | null): number[] {
  const term = space.terms[i]!;
  const values = term.kind === "numeric" ? [] : term.values;
  const counts = prefs.counts[term.id];
  let most = 0;
  // for-in over a plain record visits its own values (Object.values without the array).
  if (counts) for (const key in counts) if (counts[key]! > most) most = counts[key]!;
  const prior = space.choicePrior[i]!;
  if (most === 0) return prior;
  const out = into ?? new Array<number>(values.length);
  for (let k = 0; k < values.length; k++) out[k] = 0.5 * prior[k]! + 0.5 * ((counts![values[k]!] ?? 0) / most);
  return out;
}

/** The buyer's estimated value of term i at grid position k, in [0, 1]. */
export function buyerValueAt(space: PackageSpace, buyer: BuyerValues, i: number, k: number): number {
  if (!space.numeric[i]) return buyer.choice[i]![k] ?? 0;
  const steps = space.steps[i]!;
  if (steps <= 0) return 1;
  const mixture = buyer.shape[i];
  if (mixture) return k >= 0 && k <= steps ? mixtureValue(buyer, i, k) : 0;
  const share = k / steps;
  return buyer.direction[i] === -1 ? 1 - share : share;
}
