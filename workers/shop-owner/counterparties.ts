import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createGraphStore, getCounterpartyProfile, GraphTimeoutError, listCounterpartyProfiles, withDb, type CounterpartyProfileRow, type GraphStore, type ParleyDb, type ProfileReputation } from "../../memory";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { ShopIdParam } from "../schemas";
import type { AppEnv } from "../app-env";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const CounterpartyId = z.string().min(1).max(128);

const RiskInputs = z
  .object({
    walkAwayRate: z.number().openapi({ description: "Closed negotiations that ended without a deal" }),
    restartRate: z.number().openapi({ description: "Negotiations that resumed an earlier one on the same product" }),
    tacticRate: z.number().openapi({ description: "Negotiations with a detected tactic" }),
    anonymous: z.number().openapi({ description: "1 if the buyer never presented a credential" }),
  })
  .openapi("RiskInputs");

const ReputationFigures = z.object({
  score: z.number().openapi({ description: "0 … 1: the Beta mean over met and missed SLA checks, decayed with time" }),
  uncertainty: z.number().openapi({ description: "The Beta's standard deviation: how sure the score is" }),
  evidence: z.number().openapi({ description: "Checks behind it after decay" }),
});

const DisputeRecord = z
  .object({
    score: z.number().openapi({ description: "0 … 1: the Beta mean over the decided disputes it won (good) and lost (bad), decayed with time like the SLA record" }),
    uncertainty: z.number().openapi({ description: "The Beta's standard deviation: how sure the score is" }),
    evidence: z.number().openapi({ description: "Decided disputes behind it after decay" }),
    won: z.number().int().openapi({ description: "Decided disputes it won, before decay" }),
    lost: z.number().int().openapi({ description: "Decided disputes it lost, before decay" }),
  })
  .openapi("DisputeRecord");

const Reputation = ReputationFigures.extend({
  perMetric: z.record(z.string(), ReputationFigures).openapi({ description: "Per SLA metric it was judged on (latency, success, availability, accuracy, throughput)" }),
  checks: z.number().int().openapi({ description: "Judged checks behind it (met and missed), before decay" }),
  missed: z.number().int(),
  asOf: z.string().openapi({ description: "Time of the newest evidence or dispute decision: the figures are as of then" }),
  disputes: DisputeRecord.nullable().openapi({
    description:
      "Its record of decided disputes over a check's money (withdrawn ones leave no mark); null when it never won or lost one. The negotiator reads whichever of this and the SLA record is poorer.",
  }),
}).openapi("Reputation");

const Profile = z
  .object({
    counterpartyId: z.string(),
    authenticated: z.boolean(),
    negotiations: z.number().int(),
    outcomes: z.object({ agreed: z.number().int(), rejected: z.number().int(), expired: z.number().int(), withdrawn: z.number().int() }),
    avgRounds: z.number().nullable(),
    avgDurationMs: z.number().nullable(),
    avgRequestedDiscountBps: z.number().int().nullable().openapi({ description: "Discount from the list price its opening bids asked for" }),
    avgDiscountBps: z.number().int().nullable().openapi({ description: "Discount from the list price it obtained in its deals" }),
    concessionStyle: z.enum(["boulware", "linear", "conceder", "hardheaded", "unknown"]),
    tactics: z.record(z.string(), z.number().int()).openapi({ description: "Detected tactic → negotiations in which it was detected" }),
    tacticRate: z.number(),
    riskScore: z.number().openapi({ description: "0 … 1: a weighted sum of riskInputs (walk-aways 0.35, restarts 0.35, tactics 0.2, anonymous 0.1)" }),
    riskInputs: RiskInputs,
    lastSeenAt: z.string().nullable(),
    computedAt: z.string().nullable().openapi({ description: "When the cron last recomputed it (it only rewrites a profile whose history changed)" }),
    reputation: Reputation.nullable().openapi({ description: "From the service contracts it was a party to (SLA checks met and missed, disputes won and lost); null without any" }),
  })
  .openapi("CounterpartyProfile");

const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(300).optional(),
  minRisk: z.coerce.number().min(0).max(1).optional().openapi({ description: "Only counterparties with at least this risk score" }),
});

const listCounterparties = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/counterparties",
  tags: ["Shop owner: memory"],
  summary: "Counterparty profiles (recomputed by cron), most recently seen first",
  security,
  request: { params: ShopIdParam, query: ListQuery },
  responses: {
    200: { description: "Profiles", content: { "application/json": { schema: z.object({ items: z.array(Profile), nextCursor: z.string().nullable() }) } } },
    ...problems(400, 401, 404),
  },
});

const Deal = z
  .object({
    dealId: z.string(),
    productId: z.string().nullable(),
    status: z.string(),
    currency: z.string().nullable(),
    anchorMinor: z.number().int().nullable(),
    agreedPriceMinor: z.number().int().nullable(),
    discountBps: z.number().int().nullable(),
    agreedTerms: z
      .record(z.string(), z.union([z.number(), z.string()]))
      .optional()
      .openapi({ description: "A package deal: its agreed terms besides price, as the deal stands (after any switch)." }),
    rounds: z.number().int(),
    openedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    tactics: z.array(z.string()),
  })
  .openapi("GraphDeal");

const Neighbourhood = z
  .object({
    deals: z.array(Deal).openapi({ description: "Its negotiations with this shop, newest first, with product, outcome and the tactics it showed" }),
    tactics: z.array(z.object({ tactic: z.string(), deals: z.number().int(), avgConfidence: z.number() })).openapi({ description: "Tactics it used, most used first" }),
    products: z.array(z.object({ productId: z.string(), deals: z.number().int(), agreed: z.number().int() })),
    agents: z.array(z.object({ agentId: z.string(), deals: z.number().int() })).openapi({ description: "The shop-side negotiators (Parley and the learner's arm) that dealt with it" }),
    similar: z
      .array(z.object({ counterpartyId: z.string(), sharedProducts: z.number().int(), agreementRate: z.number(), similarity: z.number() }))
      .openapi({ description: "Counterparties with shared products and similar outcomes, most similar first" }),
  })
  .openapi("CounterpartyNeighbourhood");

const getCounterparty = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/counterparties/{counterpartyId}",
  tags: ["Shop owner: memory"],
  summary: "One counterparty: its profile and its neighbourhood in the knowledge graph",
  security,
  request: {
    params: ShopIdParam.extend({ counterpartyId: CounterpartyId.openapi({ param: { name: "counterpartyId", in: "path" } }) }),
    query: z.object({ deals: z.coerce.number().int().min(1).max(200).default(20), similar: z.coerce.number().int().min(0).max(50).default(5) }),
  },
  responses: {
    200: { description: "Profile and graph neighbourhood", content: { "application/json": { schema: z.object({ profile: Profile, graph: Neighbourhood }) } } },
    ...problems(400, 401, 404, 503),
  },
});

const dealsCitingPolicy = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/policies/{policyId}/deals",
  tags: ["Shop owner: governance"],
  summary: "Negotiations a policy constrained, escalated or paused (from the knowledge graph), newest first",
  security,
  request: {
    params: ShopIdParam.extend({ policyId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).openapi({ param: { name: "policyId", in: "path" } }) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  },
  responses: {
    200: {
      description: "Deals citing the policy",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(
              z.object({
                dealId: z.string(),
                counterpartyId: z.string().nullable(),
                productId: z.string().nullable(),
                status: z.string(),
                outcomes: z.array(z.string()).openapi({ description: "What the policy did in it (constraint, escalate, pause, deny)" }),
                count: z.number().int().openapi({ description: "How many of its decisions the policy flagged" }),
              }),
            ),
          }),
        },
      },
    },
    ...problems(400, 401, 404, 503),
  },
});

function databaseUrl<E extends AppEnv>(c: Context<E>): string {
  if (!c.env.DATABASE_URL) throw new ProblemError("internal-error", "No database is configured for this deployment.");
  return c.env.DATABASE_URL;
}

function profileView(p: CounterpartyProfileRow): z.infer<typeof Profile> {
  return {
    counterpartyId: p.counterpartyId,
    authenticated: p.authenticated,
    negotiations: p.negotiations,
    outcomes: { agreed: p.agreed, rejected: p.rejected, expired: p.expired, withdrawn: p.withdrawn },
    avgRounds: p.avgRounds,
    avgDurationMs: p.avgDurationMs,
    avgRequestedDiscountBps: p.avgRequestedDiscountBps,
    avgDiscountBps: p.avgDiscountBps,
    concessionStyle: p.concessionStyle as z.infer<typeof Profile>["concessionStyle"],
    tactics: p.tactics as Record<string, number>,
    tacticRate: p.tacticRate,
    riskScore: p.riskScore,
    riskInputs: p.riskInputs as z.infer<typeof RiskInputs>,
    lastSeenAt: p.lastNegotiationAt?.toISOString() ?? null,
    computedAt: p.computedAt?.toISOString() ?? null,
    reputation: reputationView(p.reputation as ProfileReputation | null | undefined),
  };
}

function reputationView(r: ProfileReputation | null | undefined): z.infer<typeof Reputation> | null {
  if (!r) return null;
  // A profile stored before dispute records existed has no `disputes`: none, until the cron recomputes it.
  const d = r.disputes ?? null;
  return {
    score: r.score,
    uncertainty: r.uncertainty,
    evidence: r.evidence,
    perMetric: r.perMetric as Record<string, z.infer<typeof ReputationFigures>>,
    checks: r.checks,
    missed: r.missed,
    asOf: new Date(r.asOf).toISOString(),
    disputes: d && { score: d.score, uncertainty: d.uncertainty, evidence: d.evidence, won: d.won, lost: d.lost },
  };
}

/** Opaque page cursor: the last item's (lastSeenAt, id). */
const encodeCursor = (p: CounterpartyProfileRow) => btoa(JSON.stringify([p.lastNegotiationAt?.getTime() ?? 0, p.counterpartyId])).replace(/=+$/, "");

function decodeCursor(cursor: string): { lastNegotiationAt: Date; counterpartyId: string } {
  try {
    const [at, id] = JSON.parse(atob(cursor)) as [unknown, unknown];
    if (typeof at === "number" && Number.isSafeInteger(at) && typeof id === "string" && id.length > 0 && id.length <= 128) return { lastNegotiationAt: new Date(at), counterpartyId: id };
  } catch {
    // falls through to the problem below
  }
  throw new ProblemError("validation-failed", "The cursor is not one this API returned.", { errors: [{ path: "cursor", message: "invalid cursor" }] });
}

/** Runs `work` against the shop's graph (Neo4j or the embedded one), closing it after the response. */
async function withGraph<T, E extends AppEnv>(c: Context<E>, work: (graph: GraphStore, db: ParleyDb) => Promise<T>): Promise<T> {
  return withDb(
    databaseUrl(c),
    async (db) => {
      const graph = await createGraphStore(c.env, db);
      try {
        return await work(graph, db);
      } catch (error) {
        if (error instanceof GraphTimeoutError) throw new ProblemError("graph-unavailable", "The knowledge graph did not answer in time; try again shortly.");
        throw error;
      } finally {
        c.executionCtx.waitUntil(graph.close());
      }
    },
    { waitUntil: (p) => c.executionCtx.waitUntil(p) },
  );
}

export function registerCounterpartyRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, dealsCitingPolicy, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { policyId } = c.req.valid("param");
    const { limit } = c.req.valid("query");
    const items = await withGraph(c, (graph) => graph.dealsCitingPolicy(shopId, policyId, { limit }));
    return c.json({ items }, 200);
  });

  route(app, listCounterparties, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const q = c.req.valid("query");
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    const rows = await withDb(databaseUrl(c), (db) => listCounterpartyProfiles(db, shopId, { limit: q.limit + 1, after, minRisk: q.minRisk }), {
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    const page = rows.slice(0, q.limit);
    return c.json({ items: page.map(profileView), nextCursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null }, 200);
  });

  route(app, getCounterparty, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { counterpartyId } = c.req.valid("param");
    const q = c.req.valid("query");
    const result = await withGraph(c, async (graph, db) => {
      const profile = await getCounterpartyProfile(db, shopId, counterpartyId);
      if (!profile) return null;
      const [neighbourhood, similar] = await Promise.all([
        graph.counterparty(shopId, counterpartyId, { dealLimit: q.deals }),
        q.similar === 0 ? Promise.resolve([]) : graph.similarCounterparties(shopId, counterpartyId, { limit: q.similar }),
      ]);
      return { profile, neighbourhood, similar };
    });
    if (!result) throw new ProblemError("not-found", "No profile for this counterparty yet: profiles are recomputed by the cron every 10 minutes.");
    const n = result.neighbourhood;
    return c.json(
      {
        profile: profileView(result.profile),
        graph: {
          deals: n?.deals ?? [],
          tactics: n?.tactics ?? [],
          products: n?.products ?? [],
          agents: n?.agents ?? [],
          similar: result.similar,
        },
      },
      200,
    );
  });
}
