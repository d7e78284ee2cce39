/**
 * Does shading pay? (issue #31, "Truthfulness check"). In each seeded draw (market.ts) one focal supplier bids
 * its truthful package at cost, or the same terms asking 2–40 % more, against rivals that bid truthfully (or,
 * in the robustness scenarios, shade by a random 0–20 % themselves). The same draw is closed under second-score
 * and under first-score (the control), once per shading level, through the real auction core (open, submitBid,
 * closeAuction). The focal supplier's profit per unit is contract price − its cost when it wins, 0 otherwise,
 * reported as a percentage of the request's ceiling so draws of different sizes weigh alike.
 *
 * TUNE and HELD-OUT are disjoint halves of draws (seeded apart): a strategic supplier picks its best shading on
 * TUNE and is judged on HELD-OUT, so a gain found by chance on one half does not count.
 *
 * Theory (Che 1993): under second-score a winner's price depends only on its terms and the runner-up's score,
 * so shading can only lose auctions it would have won at a profit — never gain; under first-score a truthful
 * winner earns nothing, so shading must pay on average.
 */
import { closeAuction, isRefusal, openAuction, scorerOf, submitBid, auctionLimits, type AuctionRefusal, type AuctionState, type RequestForQuotes } from "../../auctions";
import { uniform } from "../../rehearsal/random";
import { DEADLINE, drawMarket, OPENED_AT, shadedPrice, truthfulBid, type CostModel, type PriceShape } from "./market";

export const SHADES = [0, 0.02, 0.05, 0.1, 0.2, 0.4] as const;
export const FORMATS = ["second-score", "first-score"] as const;
export type Format = (typeof FORMATS)[number];
export const HALVES = ["tune", "held-out"] as const;
export type Half = (typeof HALVES)[number];

export interface Scenario {
  name: string;
  model: CostModel;
  shape: PriceShape;
  rivals: "truthful" | "shading";
}

export const SCENARIOS: Scenario[] = (["linear", "non-linear"] as const).flatMap((model) =>
  (["linear", "convex"] as const).flatMap((shape) =>
    (["truthful", "shading"] as const).map((rivals) => ({ name: `${model} costs, ${shape} price value, rivals ${rivals}`, model, shape, rivals })),
  ),
);

const LIMITS = auctionLimits();

function must<T extends object>(result: T | AuctionRefusal): T {
  if (isRefusal(result)) throw new Error(`bench: refused: ${result.detail}`);
  return result;
}

/** One draw's outcome for the focal supplier, per shading level: its profit (% of the ceiling per unit) and whether it won. */
export interface Played {
  profit: number[];
  won: boolean[];
}

export function playDraw(seed: number, half: Half, scenario: Scenario, index: number): Record<Format, Played> {
  const draw = drawMarket(seed, half, scenario.name, index, scenario.model, scenario.shape);
  const [focal, ...rivals] = draw.suppliers;
  const none = (): Played => ({ profit: SHADES.map(() => 0), won: SHADES.map(() => false) });
  const out: Record<Format, Played> = { "second-score": none(), "first-score": none() };
  // Scoring is the same under every format: truthful packages from one scorer.
  const scorer = scorerOf(draw.request("second-score"));
  const rivalBids = rivals.flatMap((s) => {
    const bid = truthfulBid(scorer, draw.request("second-score"), s);
    if (!bid) return [];
    const priceMinor = scenario.rivals === "truthful" ? bid.priceMinor : shadedPrice(bid, uniform(draw.rand, 0, 0.2));
    return [{ supplier: s, terms: bid.terms, priceMinor }];
  });
  const focalBid = truthfulBid(scorer, draw.request("second-score"), focal!);
  if (!focalBid) return out;
  const ceiling = draw.request("second-score").price.ceilingMinor;
  for (const format of FORMATS) {
    const request: RequestForQuotes = draw.request(format);
    let state: AuctionState = must(openAuction(request, OPENED_AT)).state;
    for (const r of rivalBids) state = must(submitBid(state, { supplierId: r.supplier.supplierId, bidId: "b1", package: { priceMinor: r.priceMinor, terms: r.terms } }, r.supplier.submittedAt, r.supplier.reputation, LIMITS)).state;
    SHADES.forEach((shade, i) => {
      const withFocal = must(submitBid(state, { supplierId: focal!.supplierId, bidId: "b1", package: { priceMinor: shadedPrice(focalBid, shade), terms: focalBid.terms } }, focal!.submittedAt, focal!.reputation, LIMITS)).state;
      const award = must(closeAuction(withFocal, DEADLINE)).state.result!.award;
      const won = award !== null && award.supplierId === focal!.supplierId;
      out[format].won[i] = won;
      out[format].profit[i] = won ? ((award.contractPriceMinor - focalBid.cost) / ceiling) * 100 : 0;
    });
  }
  return out;
}

export interface ShadeFigure {
  shade: number;
  /** Mean profit, % of the ceiling per unit. */
  mean: number;
  /** Mean of (profit shading − profit truthful) over the same draws, with its 95 % half-width. */
  gain: number;
  gainCi: number;
  /** Share of draws where shading earned strictly more / strictly less than truthful bidding. */
  better: number;
  worse: number;
  /** Share of draws the focal supplier won. */
  wins: number;
}

export interface HalfFigures {
  half: Half;
  scenario: Scenario;
  draws: number;
  byFormat: Record<Format, ShadeFigure[]>;
}

export function runHalf(seed: number, half: Half, scenario: Scenario, draws: number): HalfFigures {
  const profits: Record<Format, number[][]> = { "second-score": SHADES.map(() => []), "first-score": SHADES.map(() => []) };
  const wins: Record<Format, number[]> = { "second-score": SHADES.map(() => 0), "first-score": SHADES.map(() => 0) };
  for (let d = 0; d < draws; d++) {
    const played = playDraw(seed, half, scenario, d);
    for (const format of FORMATS)
      SHADES.forEach((_, i) => {
        profits[format][i]!.push(played[format].profit[i]!);
        if (played[format].won[i]) wins[format][i]!++;
      });
  }
  const byFormat = {} as Record<Format, ShadeFigure[]>;
  for (const format of FORMATS) {
    const truthful = profits[format][0]!;
    byFormat[format] = SHADES.map((shade, i) => {
      const p = profits[format][i]!;
      const diffs = p.map((v, k) => v - truthful[k]!);
      const gain = mean(diffs);
      const sd = Math.sqrt(mean(diffs.map((x) => (x - gain) ** 2)) * (diffs.length / Math.max(1, diffs.length - 1)));
      return {
        shade,
        mean: mean(p),
        gain,
        gainCi: (1.96 * sd) / Math.sqrt(Math.max(1, diffs.length)),
        better: diffs.filter((x) => x > 1e-9).length / diffs.length,
        worse: diffs.filter((x) => x < -1e-9).length / diffs.length,
        wins: wins[format][i]! / Math.max(1, draws),
      };
    });
  }
  return { half, scenario, draws, byFormat };
}

/** The shading a supplier tuning on TUNE would pick (highest mean profit; ties → the smaller shading). */
export function bestShade(figures: ShadeFigure[]): ShadeFigure {
  return figures.reduce((best, f) => (f.mean > best.mean + 1e-12 ? f : best), figures[0]!);
}

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
