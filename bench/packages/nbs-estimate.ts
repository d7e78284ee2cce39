/**
 * How well can a shop that is not told the buyer's reservation place the Nash bargaining solution? Issue 28 asks for
 * a Nash product ≥ 0.9 of the NBS's; the full-information bound (shops/nbs-bound.ts) shows the buyer's reservation
 * is what is missing. This module estimates the NBS's shop utility u* from what the buyer said — its bids — and
 * measures the estimate against the true NBS, next to where Parley's own deals land. It is the evidence behind the
 * NBS-seeking experiment's negative result (bench/README.md, "NBS-seeking"): steering the kernel toward u* cannot
 * help while u* is further from the NBS than Parley's deals already are.
 *
 * Three estimators, each from the buyer's first and last bids of a negotiation (the most a shop ever knows):
 * - "model": the bids valued in the buyer's utility as the kernel's buyer model estimates it (preferences.ts), its
 *   reservation extrapolated from its concession per bid over the rounds left, and u* maximising
 *   (u − reserve)(B(u) − reservation) on the model's trade-off frontier B (tradeoff.ts placeAtUtility from the bid);
 * - "midpoint": no buyer model — the buyer's limit in the shop's utility extrapolated from its bids' shop utilities,
 *   u* halfway between it and the shop's reserve (the NBS of a straight frontier, whatever its slope);
 * - "true frontier": the true frontier with the reservation extrapolated from the buyer's true bid utilities — what
 *   the model estimator would reach with a perfect buyer model (a bound on the reservation estimate alone).
 * The shop's side is its private reserve utility (the price kernel's per-buyer draw), as a kernel would use it.
 *
 * The estimators are pure; `diagnoseNashEstimates` replays Parley's recorded decisions (the kernel is deterministic)
 * to read the buyer model and the private reserve after each bid.
 */
import { decide, type DecideInput } from "../../kernel";
import { compileBuyerValues, buyerValueAt, type BuyerValues } from "../../kernel/package/preferences";
import { packageSpace, positionsOf, shopUtility, type PackageSpace, type Positions } from "../../kernel/package/space";
import { placeAtUtility, type Placed } from "../../kernel/package/tradeoff";
import { UTILITY_SCALE, type TermValues } from "../../kernel/package/types";
import { generatePackageMarkets, type Half } from "./market";
import { nashSolution } from "./metrics";
import { pairTruth } from "./panel";
import { playPackageBuyer, aspiration } from "./play";
import { parleyPackages } from "./shops/parley";

/** The buyer's utility of a package as the model estimates it: price linear in spans below the list price, unbounded. */
export function modelBuyerUtility(space: PackageSpace, buyer: BuyerValues, priceMinor: number, positions: Positions): number {
  const span = space.priceSpan;
  let u = buyer.priceWeight * (span > 0 ? (space.price.anchorMinor - priceMinor) / span : 0);
  for (let i = 0; i < positions.length; i++) u += buyer.weight[i]! * buyerValueAt(space, buyer, i, positions[i]!);
  return u;
}

/**
 * The buyer's reservation in its own utility, from its first bid's utility, its latest's after `bids` bids and the
 * rounds left: the latest less `extrapolation` × its concession per bid × the rounds left. A buyer who bid once or
 * has not conceded is taken to stop where it is.
 */
export function estimateBuyerReservation(first: number, latest: number, bids: number, roundsLeft: number, extrapolation: number): number {
  if (bids < 2 || !(first > latest)) return latest;
  const perBid = (first - latest) / (bids - 1);
  return latest - extrapolation * perBid * Math.max(0, roundsLeft);
}

/** The buyer's limit in the shop's utility: its bids' shop utilities rise as it concedes; extrapolated, capped at 1. */
export function estimateBuyerLimit(first: number, latest: number, bids: number, roundsLeft: number, extrapolation: number): number {
  if (bids < 2 || !(latest > first)) return Math.min(1, latest);
  const perBid = (latest - first) / (bids - 1);
  return Math.min(1, latest + extrapolation * perBid * Math.max(0, roundsLeft));
}

/**
 * The shop utility in [low, high] where (u − shopReserve)(B(u) − buyerReservation) is largest, B(u) the model's
 * utility of the trade-off at u from the buyer's bid `from`; null when no point evaluated clears both. Golden-section
 * search (`steps` evaluations after two): the product is single-peaked when B falls with u, as a frontier does.
 */
export function modelNashUtility(space: PackageSpace, buyer: BuyerValues, from: Placed, shopReserve: number, buyerReservation: number, low: number, high: number, steps = 12): number | null {
  if (!(high > low)) return null;
  const product = (u: number) => {
    const p = placeAtUtility(space, buyer, u, from);
    const b = modelBuyerUtility(space, buyer, p.priceMinor, p.positions) - buyerReservation;
    const s = u - shopReserve;
    return s > 0 && b > 0 ? s * b : 0;
  };
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = low;
  let b = high;
  let c = b - phi * (b - a);
  let d = a + phi * (b - a);
  let fc = product(c);
  let fd = product(d);
  for (let k = 0; k < steps; k++) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - phi * (b - a);
      fc = product(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + phi * (b - a);
      fd = product(d);
    }
  }
  return Math.max(fc, fd) > 0 ? (fc >= fd ? c : d) : null;
}

/** The NBS of a straight frontier: halfway between the shop's reserve and the buyer's limit (null when they do not overlap). */
export function midpointNashUtility(shopReserve: number, buyerLimit: number, ceiling: number): number | null {
  return buyerLimit > shopReserve ? Math.min(ceiling, (shopReserve + buyerLimit) / 2) : null;
}

/** What the shop knows after the buyer's bids: first and last bids, the model and the private reserve after the last. */
interface BidPath {
  first: { priceMinor: number; terms: TermValues };
  last: { priceMinor: number; terms: TermValues };
  bids: number;
  rounds: number;
  reserve: number;
  ceiling: number;
  buyer: BuyerValues;
  space: PackageSpace;
  maxRounds: number;
}

/** Replays a session's recorded inputs to read the buyer's bids, the model and the reserve after the last bid. */
function bidPath(inputs: readonly DecideInput[]): BidPath | null {
  let first: BidPath["first"] | null = null;
  let path: BidPath | null = null;
  let bids = 0;
  for (const input of inputs) {
    if (input.move.kind !== "counter") continue;
    const d = decide(input);
    const pkg = d.state.package;
    const e = d.explanation;
    if (!pkg?.buyerTerms || d.state.lastBuyerOfferMinor === null || !e || input.state.lastShopOfferMinor === null || !input.state.package?.shopTerms) continue;
    bids += 1;
    const bid = { priceMinor: d.state.lastBuyerOfferMinor, terms: pkg.buyerTerms };
    first ??= bid;
    const space = packageSpace(input.config);
    path = {
      first,
      last: bid,
      bids,
      rounds: d.round,
      reserve: e.reserveMinor / UTILITY_SCALE,
      ceiling: shopUtility(space, input.state.lastShopOfferMinor, input.state.package.shopTerms),
      buyer: compileBuyerValues(space, pkg.preferences),
      space,
      maxRounds: input.config.maxRounds,
    };
  }
  return path;
}

export type EstimatorName = "model" | "midpoint" | "true frontier";

export interface EstimateQuality {
  estimator: EstimatorName | "Parley's deals";
  extrapolation: number | null;
  /** Negotiations (with an NBS and at least one bid) the estimate was found for, of those tried. */
  found: number;
  tried: number;
  /** Estimate − the true NBS's shop utility: mean, mean absolute, correlation. */
  bias: number;
  meanAbsoluteError: number;
  correlation: number;
}

function quality(estimator: EstimateQuality["estimator"], extrapolation: number | null, pairs: [number, number][], tried: number): EstimateQuality {
  const n = pairs.length;
  const mean = (f: (p: [number, number]) => number) => (n > 0 ? pairs.reduce((s, p) => s + f(p), 0) / n : 0);
  const me = mean((p) => p[0]);
  const mt = mean((p) => p[1]);
  const cov = mean((p) => (p[0] - me) * (p[1] - mt));
  const ve = mean((p) => (p[0] - me) ** 2);
  const vt = mean((p) => (p[1] - mt) ** 2);
  return { estimator, extrapolation, found: n, tried, bias: mean((p) => p[0] - p[1]), meanAbsoluteError: mean((p) => Math.abs(p[0] - p[1])), correlation: ve > 0 && vt > 0 ? cov / Math.sqrt(ve * vt) : 0 };
}

/**
 * Parley's packages against one half of the panel; for every negotiation with an NBS and a bid, each estimator's u*
 * at the buyer's last bid against the true NBS's shop utility, and where Parley's deal landed.
 */
export function diagnoseNashEstimates(half: Half, products: number, seed: number, extrapolations: readonly number[]): EstimateQuality[] {
  const keys = extrapolations.flatMap((x) => (["model", "midpoint", "true frontier"] as const).map((e) => `${e}|${x}`));
  const pairs = new Map<string, [number, number][]>(keys.map((k) => [k, []]));
  const deals: [number, number][] = [];
  let tried = 0;
  for (const market of generatePackageMarkets(half, products, seed)) {
    for (const buyer of market.buyers) {
      const truth = pairTruth(market.space, buyer);
      if (!truth.nbs) continue;
      const record: DecideInput[] = [];
      const session = parleyPackages({ record }).start({ product: market.product, space: market.space, buyerId: buyer.buyerId, buyer, secret: 1 });
      const outcome = playPackageBuyer(truth.utility, session);
      const path = bidPath(record);
      if (!path) continue;
      tried += 1;
      const nbsU = truth.nbs.point.u;
      if (outcome.agreed) deals.push([market.space.shopUtility(outcome.agreed.priceMinor, outcome.agreed.terms), nbsU]);
      const { space, buyer: model } = path;
      const lastAt = positionsOf(space, path.last.terms);
      const roundsLeft = path.maxRounds - path.rounds;
      const modelFirst = modelBuyerUtility(space, model, path.first.priceMinor, positionsOf(space, path.first.terms));
      const modelLast = modelBuyerUtility(space, model, path.last.priceMinor, lastAt);
      const shopFirst = shopUtility(space, path.first.priceMinor, path.first.terms);
      const shopLast = shopUtility(space, path.last.priceMinor, path.last.terms);
      // The buyer's own bid utilities: the simulated buyer bids at its aspiration (play.ts).
      const trueFirst = aspiration(truth.utility, 1);
      const trueLast = aspiration(truth.utility, path.bids);
      for (const x of extrapolations) {
        const rb = estimateBuyerReservation(modelFirst, modelLast, path.bids, roundsLeft, x);
        const m = modelNashUtility(space, model, { priceMinor: path.last.priceMinor, positions: lastAt }, path.reserve, rb, path.reserve, path.ceiling);
        if (m !== null) pairs.get(`model|${x}`)!.push([m, nbsU]);
        const mid = midpointNashUtility(path.reserve, estimateBuyerLimit(shopFirst, shopLast, path.bids, roundsLeft, x), path.ceiling);
        if (mid !== null) pairs.get(`midpoint|${x}`)!.push([mid, nbsU]);
        const t = nashSolution(truth.frontier, truth.shopReservation, estimateBuyerReservation(trueFirst, trueLast, path.bids, roundsLeft, x));
        if (t) pairs.get(`true frontier|${x}`)!.push([t.point.u, nbsU]);
      }
    }
  }
  const out = [quality("Parley's deals", null, deals, tried)];
  for (const key of keys) {
    const [estimator, x] = key.split("|") as [EstimatorName, string];
    out.push(quality(estimator, Number(x), pairs.get(key)!, tried));
  }
  return out;
}

export function formatEstimateQuality(rows: readonly EstimateQuality[]): string {
  const lines = ["| u* from | extrapolation | found | bias | mean abs. error | correlation |", "|---|---|---|---|---|---|"];
  for (const r of rows) {
    lines.push(`| ${r.estimator} | ${r.extrapolation ?? "—"} | ${r.found}/${r.tried} | ${r.bias.toFixed(3)} | ${r.meanAbsoluteError.toFixed(3)} | ${r.correlation.toFixed(3)} |`);
  }
  return lines.join("\n");
}

/** `node --import tsx bench/packages/nbs-estimate.ts [--products 20] [--held-out]`: the table, TUNE by default. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--products");
  const products = at > 0 ? Number(process.argv[at + 1]) : 20;
  const half: Half = process.argv.includes("--held-out") ? "held-out" : "tune";
  console.log(`${half}, ${products} products per domain, seed 42: u* at the buyer's last bid against the true NBS's shop utility\n`);
  console.log(formatEstimateQuality(diagnoseNashEstimates(half, products, 42, [0, 0.5, 1, 2, 4])));
}
