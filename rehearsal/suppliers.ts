/**
 * Simulated suppliers for auctions (issue #31): each with a private cost of delivering a package, a reputation,
 * and a way of bidding. One model serves the auction rehearsal (rehearsal/auction.ts: an owner tries a request
 * before opening it) and the truthfulness bench (bench/auction/market.ts), so the two never drift apart.
 *
 * Bidding follows Che (1993): suppliers know the scoring rule (the model's assumption; a real request shows them
 * only its public terms). A truthful supplier offers the terms whose package, priced at its own cost, scores best
 * among those it can deliver within the ceiling, and asks that cost rounded up to a whole minor unit; a shading
 * supplier offers the same terms and asks a share more. The search is bounded: small term spaces are searched
 * whole, larger ones by coordinate ascent over at most `MAX_VALUES_PER_TERM` values per term.
 *
 * The rehearsal's generic cost model (`drawSupplier`): a base cost c0 spread around a share of the ceiling, and for
 * each negotiable term an extra c0·k·level^γ, where `level` in [0, 1] is how far the value goes towards what the
 * organisation prefers (a longer warranty, a better tier), k is the supplier's own cost of that term and γ is 1
 * (linear) or 2 (convex: each further concession costs more). Giving what the buyer values costs the supplier.
 */
import type { RequestForQuotes, Scorer } from "../auctions";
import type { TermDeclaration } from "../terms/types";
import { uniform, type Rand } from "./random";

export type TermValues = Record<string, number | string>;

export interface Supplier {
  supplierId: string;
  reputation: number | null;
  /** The private cost per unit of delivering a package with these terms, in (fractional) minor units. */
  cost: (terms: TermValues) => number;
  /** When it bids. */
  submittedAt: number;
}

export interface TruthfulBid {
  terms: TermValues;
  /** The exact cost of those terms, and the price asked: the cost rounded up to a whole minor unit. */
  cost: number;
  priceMinor: number;
}

/** The truthful bid among `grid` (searched whole, in order; ties keep the first): null when nothing fits within the ceiling. */
export function truthfulBid(scorer: Scorer, request: RequestForQuotes, supplier: Supplier, grid: readonly TermValues[]): TruthfulBid | null {
  let best: TruthfulBid | null = null;
  let bestScore = -1;
  for (const terms of grid) {
    const cost = supplier.cost(terms);
    const priceMinor = Math.ceil(cost);
    if (priceMinor > request.price.ceilingMinor) continue;
    const score = scorer.score({ priceMinor, terms }, supplier.reputation);
    if (score > bestScore) {
      bestScore = score;
      best = { terms, cost, priceMinor };
    }
  }
  return best;
}

/** The same terms asking `shade` (0.05 = 5 %) more than cost. */
export function shadedPrice(bid: TruthfulBid, shade: number): number {
  return Math.max(bid.priceMinor, Math.ceil(bid.cost * (1 + shade)));
}

// --- the term space a supplier chooses from ------------------------------------------------------------------------

/** Values tried per term: a numeric term with a finer grid is thinned to this many evenly spaced grid values. */
export const MAX_VALUES_PER_TERM = 9;
/** Term spaces up to this many packages are searched whole; larger ones by coordinate ascent. */
export const EXHAUSTIVE_PACKAGES = 128;
/** Coordinate ascent stops after this many sweeps over the terms (it usually settles in two). */
export const MAX_SWEEPS = 4;

export interface TermOption {
  value: number | string;
  /** How far towards the organisation's preference, 0 (what it likes least) to 1: what it costs to give. */
  level: number;
}

export interface TermSpace {
  /** Term ids in the request's order (negotiable, then required-only). */
  ids: string[];
  /** Options per term, cheapest (lowest level) first. */
  options: TermOption[][];
  /** Packages in the whole space (the product of the option counts). */
  size: number;
}

const roundGrid = (x: number): number => Number(x.toFixed(10));

function numericOptions(term: Extract<TermDeclaration, { kind: "numeric" }>): TermOption[] {
  const steps = Math.max(0, Math.floor((term.max - term.min) / term.step + 1e-9));
  const picks = steps + 1 <= MAX_VALUES_PER_TERM ? Array.from({ length: steps + 1 }, (_, k) => k) : Array.from({ length: MAX_VALUES_PER_TERM }, (_, i) => Math.round((i * steps) / (MAX_VALUES_PER_TERM - 1)));
  const span = term.max - term.min;
  return [...new Set(picks)].map((k) => {
    const value = Math.min(term.max, roundGrid(term.min + k * term.step));
    const towardsHigh = span > 0 ? (value - term.min) / span : 0;
    return { value, level: term.better === "higher" ? towardsHigh : 1 - towardsHigh };
  });
}

function choiceOptions(values: readonly string[]): TermOption[] {
  // Values are declared best for the organisation first.
  const n = values.length;
  return values.map((value, i) => ({ value, level: n > 1 ? (n - 1 - i) / (n - 1) : 0 }));
}

/** The packages' terms a supplier may offer: every negotiable term on its grid, every required term met where it can be. */
export function termSpace(request: Pick<RequestForQuotes, "negotiable" | "required">): TermSpace {
  const ids: string[] = [];
  const options: TermOption[][] = [];
  for (const term of request.negotiable) {
    let opts = term.kind === "numeric" ? numericOptions(term) : choiceOptions(term.values);
    const required = request.required.find((r) => r.id === term.id);
    if (required) {
      const meeting = opts.filter((o) => (required.kind === "choice" ? required.oneOf.includes(String(o.value)) : typeof o.value === "number" && (required.atLeast === undefined || o.value >= required.atLeast) && (required.atMost === undefined || o.value <= required.atMost)));
      // None of the tried values meets it: offer them anyway, and the bid is refused as a live one would be.
      if (meeting.length > 0) opts = meeting;
    }
    ids.push(term.id);
    options.push([...opts].sort((a, b) => a.level - b.level));
  }
  for (const required of request.required) {
    if (ids.includes(required.id)) continue;
    const value = required.kind === "choice" ? required.oneOf[0]! : (required.atLeast ?? required.atMost ?? 0);
    ids.push(required.id);
    options.push([{ value, level: 0 }]);
  }
  return { ids, options, size: options.reduce((n, o) => n * o.length, 1) };
}

/** Every package of a small space, in a fixed order. */
export function enumerate(space: TermSpace): TermValues[] {
  let out: TermValues[] = [{}];
  space.ids.forEach((id, i) => {
    out = out.flatMap((terms) => space.options[i]!.map((o) => ({ ...terms, [id]: o.value })));
  });
  return out;
}

/** Scorer evaluations one supplier's search costs at most: the work the rehearsal budgets for. */
export function searchEvaluations(space: TermSpace): number {
  if (space.size <= EXHAUSTIVE_PACKAGES) return space.size;
  return MAX_SWEEPS * space.options.reduce((n, o) => n + o.length, 0);
}

/**
 * The supplier's truthful bid over `space`; when even its cheapest package costs more than the ceiling it still bids
 * that package at cost (it does not know the ceiling), and the auction finds the bid over it at close.
 */
export function bestBid(scorer: Scorer, request: RequestForQuotes, supplier: Supplier, space: TermSpace, grid?: readonly TermValues[]): TruthfulBid {
  const cheapestTerms: TermValues = Object.fromEntries(space.ids.map((id, i) => [id, space.options[i]![0]!.value]));
  const cheapestCost = supplier.cost(cheapestTerms);
  const cheapest: TruthfulBid = { terms: cheapestTerms, cost: cheapestCost, priceMinor: Math.ceil(cheapestCost) };
  if (cheapest.priceMinor > request.price.ceilingMinor) return cheapest;
  if (space.size <= EXHAUSTIVE_PACKAGES) return truthfulBid(scorer, request, supplier, grid ?? enumerate(space)) ?? cheapest;
  const worth = (terms: TermValues): number => {
    const priceMinor = Math.ceil(supplier.cost(terms));
    return priceMinor > request.price.ceilingMinor ? -1 : scorer.score({ priceMinor, terms }, supplier.reputation);
  };
  let terms = cheapestTerms;
  let best = worth(terms);
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let moved = false;
    space.ids.forEach((id, i) => {
      for (const option of space.options[i]!) {
        if (option.value === terms[id]) continue;
        const tried = { ...terms, [id]: option.value };
        const score = worth(tried);
        if (score > best) {
          best = score;
          terms = tried;
          moved = true;
        }
      }
    });
    if (!moved) break;
  }
  const cost = supplier.cost(terms);
  return { terms, cost, priceMinor: Math.ceil(cost) };
}

// --- the rehearsal's population ------------------------------------------------------------------------------------

export type CostShape = "linear" | "convex";

/** How a rehearsal's suppliers are drawn (every field has a default: `resolvePopulation`). */
export interface SupplierPopulation {
  /** Suppliers per draw (an invited-only request: its invited suppliers). */
  count: number;
  /** Mean base cost per unit as a share of the ceiling (0.8: suppliers' cheapest packages cost about 80 % of it). */
  costShare: number;
  /** Each supplier's base cost lies within ± this share of the mean, uniformly. */
  costSpread: number;
  /** A term's mean extra cost, at the value the organisation prefers most, as a share of the base cost. */
  termCost: number;
  costShape: CostShape;
  /** Share of suppliers without a record (scored at the request's neutral reputation); the others draw min..max. */
  reputation: { noRecordShare: number; min: number; max: number };
  /** Share of suppliers that ask more than their cost, and by how much (0.1 = 10 %). */
  shadingShare: number;
  shadeBy: number;
  /** Share that never answers, and share that bids and withdraws before the deadline. */
  silentShare: number;
  withdrawShare: number;
}

export const MAX_REHEARSAL_SUPPLIERS = 1_000;

export const DEFAULT_POPULATION: Readonly<SupplierPopulation> = Object.freeze({
  count: 20,
  costShare: 0.8,
  costSpread: 0.15,
  termCost: 0.05,
  costShape: "linear",
  reputation: Object.freeze({ noRecordShare: 0.3, min: 0.5, max: 1 }),
  shadingShare: 0,
  shadeBy: 0.1,
  silentShare: 0.1,
  withdrawShare: 0.05,
});

export type PopulationInput = Partial<Omit<SupplierPopulation, "reputation">> & { reputation?: Partial<SupplierPopulation["reputation"]> };

/** The population with defaults filled in, and the fields out of range (JSON pointers under /population). */
export function resolvePopulation(input: PopulationInput = {}): { population: SupplierPopulation; problems: { pointer: string; detail: string }[] } {
  const population: SupplierPopulation = { ...DEFAULT_POPULATION, ...input, reputation: { ...DEFAULT_POPULATION.reputation, ...(input.reputation ?? {}) } };
  const problems: { pointer: string; detail: string }[] = [];
  const within = (pointer: string, x: number, low: number, high: number) => {
    if (!Number.isFinite(x) || x < low || x > high) problems.push({ pointer: `/population${pointer}`, detail: `must be from ${low} to ${high}` });
  };
  if (!Number.isInteger(population.count) || population.count < 1 || population.count > MAX_REHEARSAL_SUPPLIERS) problems.push({ pointer: "/population/count", detail: `must be a whole number from 1 to ${MAX_REHEARSAL_SUPPLIERS}` });
  within("/costShare", population.costShare, 0.01, 10);
  within("/costSpread", population.costSpread, 0, 0.95);
  within("/termCost", population.termCost, 0, 1);
  if (population.costShape !== "linear" && population.costShape !== "convex") problems.push({ pointer: "/population/costShape", detail: "must be linear or convex" });
  within("/reputation/noRecordShare", population.reputation.noRecordShare, 0, 1);
  within("/reputation/min", population.reputation.min, 0, 1);
  within("/reputation/max", population.reputation.max, 0, 1);
  if (population.reputation.min > population.reputation.max) problems.push({ pointer: "/population/reputation/min", detail: "must not exceed max" });
  within("/shadingShare", population.shadingShare, 0, 1);
  within("/shadeBy", population.shadeBy, 0, 2);
  within("/silentShare", population.silentShare, 0, 1);
  within("/withdrawShare", population.withdrawShare, 0, 1);
  return { population, problems };
}

export type Behaviour = "truthful" | "shading" | "silent" | "withdraws";

export interface SimulatedSupplier extends Supplier {
  behaviour: Behaviour;
  /** When a withdrawing supplier takes its bid back (after it bid, before the deadline). */
  withdrawsAt: number;
}

/**
 * One supplier of a draw. Every supplier takes the same random numbers in the same order whatever its behaviour,
 * so changing one share of the population leaves the others' costs and timings as they were.
 */
export function drawSupplier(rand: Rand, supplierId: string, population: SupplierPopulation, space: TermSpace, ceilingMinor: number, openedAt: number, deadline: number): SimulatedSupplier {
  const base = ceilingMinor * population.costShare * uniform(rand, 1 - population.costSpread, 1 + population.costSpread);
  const termCosts = space.options.map(() => uniform(rand, 0, 2 * population.termCost));
  const gamma = population.costShape === "convex" ? 2 : 1;
  const hasRecord = rand() >= population.reputation.noRecordShare;
  const reputationDraw = uniform(rand, population.reputation.min, population.reputation.max);
  const role = rand();
  const shading = rand() < population.shadingShare;
  const submittedAt = openedAt + Math.floor(rand() * (deadline - openedAt));
  const withdrawsAt = submittedAt + Math.floor(rand() * (deadline - submittedAt));
  const behaviour: Behaviour = role < population.silentShare ? "silent" : role < population.silentShare + population.withdrawShare ? "withdraws" : shading ? "shading" : "truthful";
  // level per term id and value, looked up rather than recomputed on every cost call
  const levels = space.ids.map((_, i) => new Map(space.options[i]!.map((o) => [o.value, o.level])));
  const cost = (terms: TermValues): number => {
    let extra = 0;
    space.ids.forEach((id, i) => {
      const level = levels[i]!.get(terms[id]!) ?? 0;
      if (level > 0) extra += termCosts[i]! * level ** gamma;
    });
    return base * (1 + extra);
  };
  return { supplierId, reputation: hasRecord ? reputationDraw : null, cost, submittedAt, withdrawsAt, behaviour };
}
