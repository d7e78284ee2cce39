/**
 * Rehearsal of a request for quotes (issue #31 item 5): what would this request do if the organisation opened it
 * now? The request body is checked exactly as opening an auction checks it (auctions/ validateRequest); then, over
 * many seeded draws, a population of simulated suppliers (rehearsal/suppliers.ts) bids through the real pure core
 * (openAuction, submitBid, withdrawBid, closeAuction), and the report gives the award rate, the contract price and
 * its spread, savings against the ceiling and the target, the winner's score and how often the best-cost supplier
 * wins — under the request's format and, on the very same bids, under the other score format for comparison.
 *
 * Pure and seeded: no clock (the opening time is `now`), no randomness beyond the seed, nothing stored. Bounded:
 * the work is estimated before anything runs (suppliers × draws × the scorer evaluations one supplier's search
 * takes, plus the auction's own steps) and a rehearsal over the limit is refused, naming what to reduce.
 *
 * Both score formats close the same state: scoring, validity and the ranking do not depend on the format, only the
 * award does, so the comparison isolates the pricing rule (the suppliers bid the same under both, as the owner's
 * population says they do — the truthfulness bench measures how they would bid if they reacted to the format).
 */
import {
  auctionLimits,
  closeAuction,
  isRefusal,
  openAuction,
  scorerOf,
  submitBid,
  validateRequest,
  withdrawBid,
  type AuctionLimits,
  type AuctionResult,
  type AuctionState,
  type InputProblem,
  type NoAwardReason,
  type RequestForQuotes,
} from "../auctions";
import { deriveSeed, mulberry32 } from "./random";
import { bestBid, drawSupplier, enumerate, EXHAUSTIVE_PACKAGES, MAX_REHEARSAL_SUPPLIERS, resolvePopulation, searchEvaluations, shadedPrice, termSpace, type PopulationInput, type SimulatedSupplier, type SupplierPopulation, type TermSpace, type TermValues } from "./suppliers";

export type { PopulationInput, SupplierPopulation } from "./suppliers";

export const SCORE_FORMATS = ["first-score", "second-score"] as const;
export type ScoreFormat = (typeof SCORE_FORMATS)[number];

export const DEFAULT_REHEARSAL_DRAWS = 200;
export const MAX_REHEARSAL_DRAWS = 2_000;
export const MIN_REHEARSAL_DRAWS = 10;

/**
 * Work units, each about 30 ns on the bench machine (the unit of policies/ WORK_LIMITS): a scorer evaluation in a
 * supplier's search, and per submitted bid the auction core's step (its bid-log scan and array copies grow with
 * the bids already in: a unit per bid in) and its share of the close.
 */
export const WORK_PER_EVALUATION = 15;
export const WORK_PER_BID = 150;
export const WORK_PER_BID_IN = 1;
/** ~1 s of CPU: the work limit of one request (policies/cost.ts WORK_LIMITS.perRequest). */
export const DEFAULT_WORK_LIMIT = 32_000_000;

export interface AuctionRehearsalOptions {
  /** The opening time the request is checked and opened at (epoch ms). */
  now: number;
  draws?: number;
  /** The organisation: the request's buyerId, as opening an auction sets it. */
  buyerId?: string;
  limits?: AuctionLimits;
  workLimit?: number;
}

export interface Spread {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
}

export interface FormatFigures {
  format: ScoreFormat;
  draws: number;
  awarded: number;
  awardRate: number;
  /** Per unit, over awarded draws; null when no draw awarded. */
  contractPriceMinor: Spread | null;
  /** Ceiling − contract price, per unit (≥ 0: an award is never above the ceiling). */
  savingsVsCeilingMinor: Spread | null;
  /** Mean savings against the ceiling as a share of it, in [0, 1]. */
  savingsVsCeilingShare: number | null;
  /** Target − contract price, per unit: negative when the award lies above the target. */
  savingsVsTargetMinor: Spread | null;
  /** The winning bid's score (utility × reputation factor), and the score it is held to by the contract price. */
  winnerScore: Spread | null;
  contractScore: Spread | null;
  /** Share of awarded draws won by the best-cost supplier: the standing bidder whose package, priced at its own cost, scores best. */
  bestCostWinRate: number | null;
  /** Draws without an award, by reason. */
  noAward: Record<NoAwardReason, number>;
}

export interface ShortlistFigures {
  format: "negotiate-best-k";
  draws: number;
  bestK: number;
  /** Share of draws with at least one valid bid to shortlist. */
  shortlistRate: number;
  meanShortlisted: number;
  /** The best shortlisted bid's score. */
  bestScore: Spread | null;
}

export interface AuctionRehearsalReport {
  seed: number;
  draws: number;
  format: RequestForQuotes["format"];
  currency: string;
  quantity: number;
  ceilingMinor: number;
  targetMinor: number;
  population: SupplierPopulation;
  /** How each supplier chose its terms: every package of the term space, or coordinate ascent over a larger one. */
  search: { packages: number; method: "exhaustive" | "coordinate-ascent" };
  /** Mean per draw: suppliers, bids placed, withdrawn, standing at the close, valid, over the ceiling, refused by the core. */
  bids: { suppliers: number; placed: number; withdrawn: number; standing: number; valid: number; overCeiling: number; refused: number };
  /** The request's own format (first-score or second-score; for negotiate-best-k its shortlist). */
  requested: FormatFigures | ShortlistFigures;
  /** Both score formats on the same draws and bids. */
  byFormat: Record<ScoreFormat, FormatFigures>;
  /** Second-score minus first-score, per unit, at the median; null when neither awarded. */
  secondMinusFirstP50Minor: number | null;
  /** What a person reads first. */
  summary: string;
}

export interface WorkLimitRefusal {
  ok: false;
  kind: "work-limit";
  detail: string;
  limit: number;
  estimated: number;
  /** What would fit, the rest unchanged (null when even the smallest does not). */
  maxDraws: number | null;
  maxSuppliers: number | null;
  errors: { path: string; message: string }[];
}

export type AuctionRehearsalResult =
  | { ok: true; report: AuctionRehearsalReport }
  | { ok: false; kind: "invalid"; problems: InputProblem[] }
  | WorkLimitRefusal;

/** One draw's award under one score format. */
export interface FormatDraw {
  outcome: AuctionResult["outcome"];
  noAwardReason: NoAwardReason | null;
  winner: string | null;
  bidPriceMinor: number | null;
  contractPriceMinor: number | null;
  winnerScore: number | null;
  contractScore: number | null;
  /** Whether the winner is the best-cost standing bidder (null without an award). */
  bestCostWon: boolean | null;
}

export interface DrawOutcome {
  suppliers: number;
  placed: number;
  withdrawn: number;
  standing: number;
  valid: number;
  overCeiling: number;
  refused: number;
  byFormat: Record<ScoreFormat, FormatDraw>;
  /** negotiate-best-k requests: the shortlist closed under the request's own format. */
  shortlist: { size: number; bestScore: number | null } | null;
}

/** A validated rehearsal, ready to play draw by draw (`playDraw`). */
export interface AuctionRehearsalSetup {
  request: RequestForQuotes;
  byFormat: Record<ScoreFormat, RequestForQuotes>;
  population: SupplierPopulation;
  supplierIds: string[];
  space: TermSpace;
  grid: TermValues[] | undefined;
  seed: number;
  now: number;
  limits: AuctionLimits;
}

/** Checks the request (as opening does) and the population; the setup, or every problem with its pointer. */
export function prepareAuctionRehearsal(requestBody: unknown, populationInput: PopulationInput | undefined, seed: number, options: AuctionRehearsalOptions): { ok: true; setup: AuctionRehearsalSetup } | { ok: false; problems: InputProblem[] } {
  const limits = options.limits ?? auctionLimits();
  const body = isObject(requestBody) ? requestBody : {};
  const identity = { requestId: "rehearsal", buyerId: options.buyerId ?? "rehearsal" };
  const checked = isObject(requestBody) ? validateRequest({ ...requestBody, ...identity }, options.now, limits) : ({ ok: false, problems: [{ pointer: "", detail: "must be an object: the request for quotes" }] } as const);
  const { population, problems: populationProblems } = resolvePopulation(populationInput);
  if (!checked.ok || populationProblems.length > 0) return { ok: false, problems: [...(checked.ok ? [] : checked.problems), ...populationProblems] };
  const request = checked.value;
  // The other score format, checked the same way: only the format (and best-k's k) differs.
  const { bestK: _bestK, ...rest } = body as Record<string, unknown>;
  const byFormat = {} as Record<ScoreFormat, RequestForQuotes>;
  for (const format of SCORE_FORMATS) {
    if (request.format === format) byFormat[format] = request;
    else {
      const other = validateRequest({ ...rest, ...identity, format }, options.now, limits);
      if (!other.ok) return { ok: false, problems: other.problems };
      byFormat[format] = other.value;
    }
  }
  const supplierIds = request.suppliers.mode === "invited" ? request.suppliers.invited : Array.from({ length: population.count }, (_, i) => `sim-${String(i + 1).padStart(4, "0")}`);
  const space = termSpace(request);
  const grid = space.size <= EXHAUSTIVE_PACKAGES ? enumerate(space) : undefined;
  return { ok: true, setup: { request, byFormat, population: { ...population, count: supplierIds.length }, supplierIds, space, grid, seed, now: options.now, limits } };
}

/** The work one draw takes, in units (see WORK_PER_EVALUATION). */
export function workPerDraw(suppliers: number, space: TermSpace): number {
  return suppliers * (searchEvaluations(space) * WORK_PER_EVALUATION + WORK_PER_BID) + WORK_PER_BID_IN * suppliers * suppliers;
}

/** The suppliers of draw `index`: the same for every run with this seed and population. */
export function drawSuppliers(setup: AuctionRehearsalSetup, index: number): SimulatedSupplier[] {
  const { request, population, space, now } = setup;
  return setup.supplierIds.map((id) => drawSupplier(mulberry32(deriveSeed(setup.seed, "auction-rehearsal", index, id)), id, population, space, request.price.ceilingMinor, now, request.deadline));
}

/** One draw through the real core: the suppliers bid and withdraw in time order, then the auction closes under each format. */
export function playDraw(setup: AuctionRehearsalSetup, index: number): DrawOutcome {
  const { request, limits } = setup;
  const scorer = scorerOf(request);
  const suppliers = drawSuppliers(setup, index);
  type Step = { at: number; order: number; supplier: SimulatedSupplier; kind: "bid" | "withdraw"; priceMinor: number; terms: TermValues };
  const steps: Step[] = [];
  const atCost = new Map<string, number>();
  suppliers.forEach((supplier, order) => {
    if (supplier.behaviour === "silent") return;
    const truthful = bestBid(scorer, request, supplier, setup.space, setup.grid);
    const priceMinor = supplier.behaviour === "shading" ? shadedPrice(truthful, setup.population.shadeBy) : truthful.priceMinor;
    const scoredAtCost = scorer.assess({ priceMinor: truthful.priceMinor, terms: truthful.terms }, supplier.reputation);
    if (scoredAtCost.valid) atCost.set(supplier.supplierId, scoredAtCost.score);
    steps.push({ at: supplier.submittedAt, order, supplier, kind: "bid", priceMinor, terms: truthful.terms });
    if (supplier.behaviour === "withdraws") steps.push({ at: supplier.withdrawsAt, order, supplier, kind: "withdraw", priceMinor, terms: truthful.terms });
  });
  // Time order; a withdrawal at its bid's own moment still comes after the bid.
  steps.sort((a, b) => a.at - b.at || a.order - b.order || (a.kind === "bid" ? -1 : 1));

  const opened = openAuction(request, setup.now);
  if (isRefusal(opened)) throw new Error(`rehearsal: the validated request did not open: ${opened.detail}`);
  let state: AuctionState = opened.state;
  let placed = 0;
  let refused = 0;
  let withdrawn = 0;
  for (const step of steps) {
    if (step.kind === "bid") {
      const bid = submitBid(state, { supplierId: step.supplier.supplierId, bidId: "b1", package: { priceMinor: step.priceMinor, terms: step.terms } }, step.at, step.supplier.reputation, limits);
      if (isRefusal(bid) || bid.outcome === "late") refused++;
      else {
        state = bid.state;
        placed++;
      }
    } else {
      const out = withdrawBid(state, step.supplier.supplierId, "b1", step.at);
      if (!isRefusal(out) && out.state !== state) {
        state = out.state;
        withdrawn++;
      }
    }
  }

  const close = (format: ScoreFormat): AuctionResult => {
    const closed = closeAuction({ ...state, request: setup.byFormat[format] }, request.deadline);
    if (isRefusal(closed)) throw new Error(`rehearsal: the auction did not close: ${closed.detail}`);
    return closed.state.result!;
  };
  const standingBest = bestOf(state.bids.map((b) => b.supplierId), atCost);
  const byFormat = {} as Record<ScoreFormat, FormatDraw>;
  let firstResult: AuctionResult | null = null;
  for (const format of SCORE_FORMATS) {
    const result = close(format);
    firstResult ??= result;
    const award = result.award;
    byFormat[format] = {
      outcome: result.outcome,
      noAwardReason: result.noAwardReason,
      winner: award?.supplierId ?? null,
      bidPriceMinor: award?.bidPriceMinor ?? null,
      contractPriceMinor: award?.contractPriceMinor ?? null,
      winnerScore: award?.bidScore ?? null,
      contractScore: award?.contractScore ?? null,
      bestCostWon: award ? standingBest !== null && (atCost.get(award.supplierId) ?? -1) >= standingBest - 1e-12 : null,
    };
  }
  let shortlist: DrawOutcome["shortlist"] = null;
  if (request.format === "negotiate-best-k") {
    const closed = closeAuction(state, request.deadline);
    if (isRefusal(closed)) throw new Error(`rehearsal: the auction did not close: ${closed.detail}`);
    const list = closed.state.result!.shortlist;
    shortlist = { size: list.length, bestScore: list[0]?.score ?? null };
  }
  const ranking = firstResult!;
  const overCeiling = ranking.invalid.filter((b) => b.reasons.includes("over-ceiling")).length;
  return { suppliers: suppliers.length, placed, withdrawn, standing: state.bids.length, valid: ranking.ranking.length, overCeiling, refused, byFormat, shortlist };
}

/**
 * Rehearses `requestBody` (the body the organisation would open the auction with) against `populationInput`'s
 * suppliers over `options.draws` seeded draws. Invalid input is every problem with its pointer; too much work is
 * refused before anything runs.
 */
export function rehearseAuction(requestBody: unknown, populationInput: PopulationInput | undefined, seed: number, options: AuctionRehearsalOptions): AuctionRehearsalResult {
  const draws = options.draws ?? DEFAULT_REHEARSAL_DRAWS;
  const drawProblems = Number.isInteger(draws) && draws >= MIN_REHEARSAL_DRAWS && draws <= MAX_REHEARSAL_DRAWS ? [] : [{ pointer: "/draws", detail: `must be a whole number from ${MIN_REHEARSAL_DRAWS} to ${MAX_REHEARSAL_DRAWS}` }];
  const prepared = prepareAuctionRehearsal(requestBody, populationInput, seed, options);
  if (!prepared.ok || drawProblems.length > 0) return { ok: false, kind: "invalid", problems: [...(prepared.ok ? [] : prepared.problems), ...drawProblems] };
  const { setup } = prepared;
  const limit = options.workLimit ?? DEFAULT_WORK_LIMIT;
  const perDraw = workPerDraw(setup.supplierIds.length, setup.space);
  const estimated = draws * perDraw;
  if (setup.supplierIds.length > MAX_REHEARSAL_SUPPLIERS || estimated > limit) return tooMuchWork(setup, draws, perDraw, estimated, limit);
  const outcomes = Array.from({ length: draws }, (_, i) => playDraw(setup, i));
  return { ok: true, report: reportOf(setup, outcomes) };
}

function tooMuchWork(setup: AuctionRehearsalSetup, draws: number, perDraw: number, estimated: number, limit: number): WorkLimitRefusal {
  const suppliers = setup.supplierIds.length;
  const fitsDraws = Math.floor(limit / perDraw);
  let fitsSuppliers = 0;
  for (let n = Math.min(suppliers, MAX_REHEARSAL_SUPPLIERS); n >= 2; n--) {
    if (draws * workPerDraw(n, setup.space) <= limit) {
      fitsSuppliers = n;
      break;
    }
  }
  const maxDraws = suppliers <= MAX_REHEARSAL_SUPPLIERS && fitsDraws >= MIN_REHEARSAL_DRAWS ? fitsDraws : null;
  const maxSuppliers = fitsSuppliers >= 2 ? fitsSuppliers : null;
  const errors: { path: string; message: string }[] = [];
  const supplierPath = setup.request.suppliers.mode === "invited" ? "request.suppliers.invited" : "population.count";
  if (suppliers > MAX_REHEARSAL_SUPPLIERS) errors.push({ path: supplierPath, message: `at most ${MAX_REHEARSAL_SUPPLIERS.toLocaleString("en")} suppliers are rehearsed (this request has ${suppliers.toLocaleString("en")})` });
  else if (maxSuppliers !== null) errors.push({ path: supplierPath, message: `at most ${maxSuppliers.toLocaleString("en")} suppliers with ${draws} draws` });
  if (maxDraws !== null) errors.push({ path: "draws", message: `at most ${maxDraws.toLocaleString("en")} draws with ${suppliers.toLocaleString("en")} suppliers` });
  if (setup.space.size > EXHAUSTIVE_PACKAGES) errors.push({ path: "request.negotiable", message: `${setup.space.ids.length} terms make ${setup.space.size.toLocaleString("en")} packages to choose from: each supplier searches up to ${searchEvaluations(setup.space)} of them; fewer terms or coarser steps search less` });
  const detail = `This rehearsal would take about ${estimated.toLocaleString("en")} units of work (${draws} draws × ${suppliers.toLocaleString("en")} suppliers, each searching up to ${searchEvaluations(setup.space)} packages, and the auction's own steps), over the limit of ${limit.toLocaleString("en")} for one request: ${errors.map((e) => e.message).join("; ")}.`;
  return { ok: false, kind: "work-limit", detail, limit, estimated, maxDraws, maxSuppliers, errors };
}

// --- the report --------------------------------------------------------------------------------------------------

/** Nearest-rank percentiles (each an observed value) and the mean; null for no values. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  return { mean: sorted.reduce((s, x) => s + x, 0) / sorted.length, p10: at(0.1), p50: at(0.5), p90: at(0.9) };
}

function formatFigures(format: ScoreFormat, request: RequestForQuotes, draws: readonly FormatDraw[]): FormatFigures {
  const awarded = draws.filter((d) => d.outcome === "awarded");
  const prices = awarded.map((d) => d.contractPriceMinor!);
  const { ceilingMinor, targetMinor } = request.price;
  const noAward = { "no-bids": 0, "all-withdrawn": 0, "no-valid-bid": 0 } as Record<NoAwardReason, number>;
  for (const d of draws) if (d.noAwardReason) noAward[d.noAwardReason]++;
  const bestCost = awarded.filter((d) => d.bestCostWon !== null);
  return {
    format,
    draws: draws.length,
    awarded: awarded.length,
    awardRate: draws.length === 0 ? 0 : awarded.length / draws.length,
    contractPriceMinor: spreadOf(prices),
    savingsVsCeilingMinor: spreadOf(prices.map((p) => ceilingMinor - p)),
    savingsVsCeilingShare: prices.length === 0 ? null : prices.reduce((s, p) => s + (ceilingMinor - p) / ceilingMinor, 0) / prices.length,
    savingsVsTargetMinor: spreadOf(prices.map((p) => targetMinor - p)),
    winnerScore: spreadOf(awarded.map((d) => d.winnerScore!)),
    contractScore: spreadOf(awarded.map((d) => d.contractScore!)),
    bestCostWinRate: bestCost.length === 0 ? null : bestCost.filter((d) => d.bestCostWon).length / bestCost.length,
    noAward,
  };
}

export function reportOf(setup: AuctionRehearsalSetup, outcomes: readonly DrawOutcome[]): AuctionRehearsalReport {
  const { request } = setup;
  const n = Math.max(1, outcomes.length);
  const mean = (pick: (o: DrawOutcome) => number) => outcomes.reduce((s, o) => s + pick(o), 0) / n;
  const byFormat = {} as Record<ScoreFormat, FormatFigures>;
  for (const format of SCORE_FORMATS) byFormat[format] = formatFigures(format, request, outcomes.map((o) => o.byFormat[format]));
  const requested: FormatFigures | ShortlistFigures =
    request.format === "negotiate-best-k"
      ? {
          format: "negotiate-best-k",
          draws: outcomes.length,
          bestK: request.bestK ?? 1,
          shortlistRate: outcomes.filter((o) => (o.shortlist?.size ?? 0) > 0).length / n,
          meanShortlisted: mean((o) => o.shortlist?.size ?? 0),
          bestScore: spreadOf(outcomes.flatMap((o) => (o.shortlist?.bestScore != null ? [o.shortlist.bestScore] : []))),
        }
      : byFormat[request.format];
  const first = byFormat["first-score"].contractPriceMinor;
  const second = byFormat["second-score"].contractPriceMinor;
  const report: Omit<AuctionRehearsalReport, "summary"> = {
    seed: setup.seed,
    draws: outcomes.length,
    format: request.format,
    currency: request.currency,
    quantity: request.quantity,
    ceilingMinor: request.price.ceilingMinor,
    targetMinor: request.price.targetMinor,
    population: setup.population,
    search: { packages: setup.space.size, method: setup.space.size <= EXHAUSTIVE_PACKAGES ? "exhaustive" : "coordinate-ascent" },
    bids: {
      suppliers: mean((o) => o.suppliers),
      placed: mean((o) => o.placed),
      withdrawn: mean((o) => o.withdrawn),
      standing: mean((o) => o.standing),
      valid: mean((o) => o.valid),
      overCeiling: mean((o) => o.overCeiling),
      refused: mean((o) => o.refused),
    },
    requested,
    byFormat,
    secondMinusFirstP50Minor: first && second ? second.p50 - first.p50 : null,
  };
  return { ...report, summary: summaryOf(report) };
}

function summaryOf(r: Omit<AuctionRehearsalReport, "summary">): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const money = (x: number) => `${Math.round(x).toLocaleString("en")} ${r.currency} minor units`;
  const head = `Over ${r.draws} draws of ${r.bids.suppliers.toFixed(0)} simulated suppliers (${r.bids.valid.toFixed(1)} valid bids a draw on average, ${r.bids.overCeiling.toFixed(1)} over the ceiling)`;
  if (r.requested.format === "negotiate-best-k") {
    const s = r.requested;
    return `${head}, ${pct(s.shortlistRate)} of draws shortlist someone (${s.meanShortlisted.toFixed(1)} of k = ${s.bestK} on average).`;
  }
  const f = r.requested;
  if (!f.contractPriceMinor) return `${head}, no draw ends in an award (${Object.entries(f.noAward).filter(([, c]) => c > 0).map(([why, c]) => `${why}: ${c}`).join(", ")}).`;
  const other = r.byFormat[f.format === "first-score" ? "second-score" : "first-score"];
  return `${head}, ${f.format} awards in ${pct(f.awardRate)} of draws at a median ${money(f.contractPriceMinor.p50)} per unit (p10 ${money(f.contractPriceMinor.p10)}, p90 ${money(f.contractPriceMinor.p90)}), saving ${pct(f.savingsVsCeilingShare ?? 0)} of the ceiling on average; the best-cost supplier wins ${pct(f.bestCostWinRate ?? 0)} of awards.${other.contractPriceMinor ? ` Under ${other.format} the same bids would pay a median ${money(other.contractPriceMinor.p50)}.` : ""}`;
}

function bestOf(ids: readonly string[], atCost: ReadonlyMap<string, number>): number | null {
  let best: number | null = null;
  for (const id of ids) {
    const s = atCost.get(id);
    if (s !== undefined && (best === null || s > best)) best = s;
  }
  return best;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
