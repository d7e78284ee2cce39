/**
 * Auction rehearsals (issue #31 item 5): `POST /v1/shops/{shopId}/auction-rehearsals` plays a request for quotes —
 * the very body the organisation would open the auction with — against a population of simulated suppliers, over
 * many seeded draws, through the real auction core (rehearsal/auction.ts), so an owner sees what the request would
 * do before opening it: award rate, contract price and its spread, savings against the ceiling and the target, the
 * winner's score, how often the best-cost supplier wins, and the same bids under the other score format.
 *
 * A body the request cannot carry is the same 400 as opening the auction (validation-failed, JSON pointers, here
 * under `/request`); a rehearsal over the work limit is a 422 naming what to reduce. Nothing is stored; the same
 * seed and body give the same answer.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { fail, ok, type RpcResult } from "../../common/problem";
import { workLimitExceeded } from "../../durable-objects/shop/policy-store";
import { WORK_LIMITS } from "../../policies";
import { DEFAULT_REHEARSAL_DRAWS, MAX_REHEARSAL_DRAWS, MIN_REHEARSAL_DRAWS, rehearseAuction, type AuctionRehearsalReport } from "../../rehearsal";
import { DEFAULT_POPULATION, MAX_REHEARSAL_SUPPLIERS } from "../../rehearsal/suppliers";
import { OpenAuctionBody } from "../auctions/auction-schemas";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { IdempotencyHeader, ShopIdParam } from "../schemas";
import { shopStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: auctions"];

const Share = z.number().min(0).max(1);
const d = DEFAULT_POPULATION;

const Population = z
  .strictObject({
    count: z.number().int().min(1).max(MAX_REHEARSAL_SUPPLIERS).optional().openapi({ description: `Suppliers per draw (default ${d.count}). An invited-only request is rehearsed with its invited suppliers.` }),
    costShare: z.number().min(0.01).max(10).optional().openapi({ description: `Mean base cost per unit as a share of the ceiling (default ${d.costShare}): above 1, most suppliers cannot deliver within it.` }),
    costSpread: z.number().min(0).max(0.95).optional().openapi({ description: `Base costs lie within ± this share of the mean (default ${d.costSpread}).` }),
    termCost: z.number().min(0).max(1).optional().openapi({ description: `A negotiable term's mean extra cost, at the value you prefer most, as a share of the base cost (default ${d.termCost}).` }),
    costShape: z.enum(["linear", "convex"]).optional().openapi({ description: "convex: each further concession on a term costs the supplier more than the last (default linear)." }),
    reputation: z
      .strictObject({ noRecordShare: Share.optional(), min: Share.optional(), max: Share.optional() })
      .optional()
      .openapi({ description: `Share of suppliers without a record (default ${d.reputation.noRecordShare}; scored at the request's neutral reputation); the others' reputation is drawn from min..max (default ${d.reputation.min}..${d.reputation.max}).` }),
    shadingShare: Share.optional().openapi({ description: `Share of suppliers that ask more than their cost (default ${d.shadingShare}).` }),
    shadeBy: z.number().min(0).max(2).optional().openapi({ description: `How much more a shading supplier asks (0.1 = 10 %; default ${d.shadeBy}).` }),
    silentShare: Share.optional().openapi({ description: `Share that never answers (default ${d.silentShare}).` }),
    withdrawShare: Share.optional().openapi({ description: `Share that bids, then withdraws before the deadline (default ${d.withdrawShare}).` }),
  })
  .openapi("SupplierPopulation");

const AuctionRehearsalBody = z
  .strictObject({
    request: OpenAuctionBody.openapi({ description: "The request for quotes exactly as you would open it (POST /v1/shops/{shopId}/auctions): checked by the same rules, answered with the same 400." }),
    population: Population.optional(),
    draws: z.number().int().min(MIN_REHEARSAL_DRAWS).max(MAX_REHEARSAL_DRAWS).optional().openapi({ description: `Seeded draws of the population (default ${DEFAULT_REHEARSAL_DRAWS}).` }),
    seed: z.number().int().min(0).max(2 ** 32 - 1).optional().openapi({ description: "The same seed and body give the same answer. Default: random." }),
  })
  .openapi("AuctionRehearsalRequest");

const Spread = z.object({ mean: z.number(), p10: z.number(), p50: z.number(), p90: z.number() }).nullable();
const FormatFigures = z
  .object({
    format: z.enum(["first-score", "second-score"]),
    draws: z.number().int(),
    awarded: z.number().int(),
    awardRate: Share,
    contractPriceMinor: Spread.openapi({ description: "Per unit, over the draws with an award" }),
    savingsVsCeilingMinor: Spread,
    savingsVsCeilingShare: z.number().nullable(),
    savingsVsTargetMinor: Spread.openapi({ description: "Negative: the award lies above the target" }),
    winnerScore: Spread,
    contractScore: Spread.openapi({ description: "The score the winner is held to at the contract price (second-score: the runner-up's, or the reserve)" }),
    bestCostWinRate: z.number().nullable().openapi({ description: "Share of awards won by the standing bidder whose package, priced at its own cost, scores best" }),
    noAward: z.record(z.string(), z.number().int()),
  })
  .openapi("AuctionRehearsalFormat");

const AuctionRehearsal = z
  .object({
    seed: z.number().int(),
    draws: z.number().int(),
    format: z.enum(["first-score", "second-score", "negotiate-best-k"]),
    currency: z.string(),
    quantity: z.number().int(),
    ceilingMinor: z.number().int(),
    targetMinor: z.number().int(),
    population: z.record(z.string(), z.unknown()).openapi({ description: "The population as played, defaults filled in" }),
    search: z.object({ packages: z.number().int(), method: z.enum(["exhaustive", "coordinate-ascent"]) }),
    bids: z.record(z.string(), z.number()).openapi({ description: "Means per draw: suppliers, placed, withdrawn, standing, valid, overCeiling, refused" }),
    requested: z.record(z.string(), z.unknown()).openapi({ description: "The request's own format: its figures (as in byFormat), or for negotiate-best-k the shortlist's" }),
    byFormat: z.object({ "first-score": FormatFigures, "second-score": FormatFigures }).openapi({ description: "Both score formats on the same draws and bids" }),
    secondMinusFirstP50Minor: z.number().nullable(),
    summary: z.string(),
  })
  .openapi("AuctionRehearsal");

const runAuctionRehearsal = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/auction-rehearsals",
  tags,
  summary: "Rehearse a request for quotes against simulated suppliers before opening it",
  description:
    "Simulated suppliers (private costs spread around a share of your ceiling, a reputation mix, some shading their price, some silent, some withdrawing) bid through the real auction core over many seeded draws. The report: award rate, contract price per unit (mean, p10, p50, p90), savings against the ceiling and the target, the winner's score, how often the best-cost supplier wins — under your format and, on the same bids, the other score format. A request the auction would refuse is the same 400 (pointers under /request); over the work limit, a 422 naming what to reduce. Stores nothing.",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(AuctionRehearsalBody) },
  responses: { 200: { description: "The rehearsal", content: { "application/json": { schema: AuctionRehearsal } } }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

export function registerAuctionRehearsalRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, runAuctionRehearsal, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const body = c.req.valid("json");
    // The awarded contract's shape plays no part in the auction: accepted, as opening accepts it, and set aside.
    const { contract: _contract, ...request } = body.request;
    const run = async (): Promise<RpcResult<AuctionRehearsalReport>> => {
      const seed = body.seed ?? crypto.getRandomValues(new Uint32Array(1))[0]!;
      const result = rehearseAuction(request, body.population, seed, { now: Date.now(), draws: body.draws ?? DEFAULT_REHEARSAL_DRAWS, buyerId: shopId, workLimit: WORK_LIMITS.perRequest });
      if (result.ok) return ok(result.report);
      if (result.kind === "invalid") {
        const errors = result.problems.map((p) => {
          // Request problems point into the request, as opening the auction would; the population's and draws' into the body.
          const pointer = p.pointer.startsWith("/population") || p.pointer === "/draws" ? p.pointer : `/request${p.pointer}`;
          return { path: pointer.slice(1).replaceAll("/", "."), pointer, message: p.detail };
        });
        return fail("validation-failed", errors.map((e) => `${e.path}: ${e.message}`).join("; "), { errors });
      }
      const { detail, limit, estimated, maxDraws, maxSuppliers, errors } = result;
      return workLimitExceeded(detail, { limit, estimated, ...(maxDraws !== null ? { maxDraws } : {}), ...(maxSuppliers !== null ? { maxSuppliers } : {}), errors });
    };
    const idempotency = await idempotencyOf(c);
    return reply(c, idempotency ? await shopStub(c.env, shopId).rehearseOnce(run, idempotency) : await run());
  });
}
