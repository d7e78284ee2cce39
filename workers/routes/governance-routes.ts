import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { NEGOTIATION_ID, requireShopOwner, adminKeyShop, bearer, roomStub, shopStub } from "../auth";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { IdempotencyHeader, MinorUnits, NegotiationIdParam, ShopIdParam } from "../schemas";
import type { AppEnv } from "../app-env";
import { openingConfigurations } from "../opening-configurations";

const security = [{ adminKey: [] }];
const PolicySource = z.strictObject({ source: z.string().min(1).max(64 * 1024).openapi({ description: "The policy file, YAML." }) }).openapi("PolicyUpload");
const PolicySetView = z
  .object({ version: z.number().int(), source: z.string(), policies: z.array(z.object({ id: z.string(), description: z.string(), action: z.string(), severity: z.string(), when: z.string() })) })
  .openapi("PolicySet");

const int = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const rate = z.number().min(0).max(1);
/** A sample decision for a dry run: the same variables the policies see in a live round. */
const SampleContext = z
  .strictObject({
    offer: z.strictObject({ priceMinor: int, buyerPriceMinor: int, previousShopOfferMinor: int, discountBps: z.number().int().min(-1_000_000).max(10_000), action: z.enum(["accept", "counter", "hold", "reject"]) }),
    negotiation: z.strictObject({ round: int, maxRounds: int, quantity: int, currency: z.string().regex(/^[A-Z]{3}$/), elapsedSeconds: int, resumed: z.boolean().optional() }),
    product: z.strictObject({ id: z.string().max(64), anchorMinor: int, floorMinor: int }),
    counterparty: z.strictObject({ id: z.string().max(128), dealsClosed: int, isNew: z.boolean(), authenticated: z.boolean().optional() }),
    agent: z.strictObject({ escalationRate: rate, breachRate: rate, recentDecisions: int }),
    deal: z.strictObject({ valueMinor: int, currency: z.string().regex(/^[A-Z]{3}$/) }),
  })
  .openapi("PolicyContext");
const DryRunBody = z.strictObject({ source: z.string().min(1).max(64 * 1024).optional(), samples: z.array(SampleContext).min(1).max(100) }).openapi("PolicyDryRun");

const putPolicies = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/policies",
  tags: ["Shop owner: governance"],
  summary: "Upload a new version of the shop's policy set",
  description: "Every condition is parsed and type-checked; any problem refuses the whole upload (422, with policy id and position) and the active set stays as it was. Live negotiations keep the version they opened with.",
  security,
  request: { params: ShopIdParam, ...jsonBody(PolicySource) },
  responses: { 201: { description: "New active version", content: { "application/json": { schema: PolicySetView } } }, ...problems(400, 401, 404, 413, 415, 422) },
});

const getPolicies = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/policies",
  tags: ["Shop owner: governance"],
  summary: "The active policy set (version 0 is the bundled default)",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Active set", content: { "application/json": { schema: PolicySetView } } }, ...problems(401, 404) },
});

const dryRun = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/policies/dry-run",
  tags: ["Shop owner: governance"],
  summary: "Evaluate a policy set (given, or the active one) against sample decisions",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(DryRunBody) },
  responses: { 200: { description: "Per sample: outcome, matched policies, resulting price", content: { "application/json": { schema: z.object({ version: z.number().nullable(), results: z.array(z.record(z.string(), z.unknown())) }) } } }, ...problems(400, 401, 404, 422) },
});

const listEscalations = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/escalations",
  tags: ["Shop owner: governance"],
  summary: "Escalations waiting for (or given) a human decision, newest first",
  security,
  request: { params: ShopIdParam, query: z.object({ status: z.enum(["pending", "approved", "rejected", "modified", "timed-out"]).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: { description: "Escalations", content: { "application/json": { schema: z.object({ items: z.array(z.record(z.string(), z.unknown())) }) } } }, ...problems(400, 401, 404) },
});

const HumanDecision = z
  .strictObject({
    decision: z.enum(["approve", "reject", "modify"]),
    priceMinor: MinorUnits.optional().openapi({ description: "With modify: the unit price to offer instead." }),
    note: z.string().max(2_000).optional(),
  })
  .refine((d) => (d.decision === "modify") === (d.priceMinor !== undefined), { message: "priceMinor goes with (and only with) decision \"modify\"", path: ["priceMinor"] })
  .openapi("HumanDecision");

const decideEscalation = createRoute({
  method: "post",
  path: "/v1/escalations/{id}/decision",
  tags: ["Shop owner: governance"],
  summary: "Approve, reject or modify what the negotiator proposed",
  security,
  request: { params: z.object({ id: z.string().max(200).openapi({ param: { name: "id", in: "path" } }) }), headers: IdempotencyHeader, ...jsonBody(HumanDecision) },
  responses: { 200: { description: "The negotiation after the decision", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } }, ...problems(400, 401, 404, 409, 422) },
});

const getAudit = createRoute({
  method: "get",
  path: "/v1/negotiations/{id}/audit",
  tags: ["Shop owner: governance"],
  summary: "The negotiation's hash-chained audit trail and whether it verifies",
  security,
  request: { params: NegotiationIdParam },
  responses: { 200: { description: "Audit report", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } }, ...problems(401, 404) },
});

/** The shop whose admin key is presented (and verified). */
async function keyOwner(c: Context<AppEnv>): Promise<string> {
  const shopId = adminKeyShop(bearer(c));
  if (!shopId) throw new ProblemError("unauthorized", "Use the shop's admin key.");
  await requireShopOwner(c, shopId);
  return shopId;
}

export function registerGovernanceRoutes(app: OpenAPIHono<AppEnv>): void {
  route(app, putPolicies, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const { source } = c.req.valid("json");
    const result = await shopStub(c, shopId).putPolicies(source);
    openingConfigurations.forget(shopId);
    return reply(c, result);
  });

  route(app, getPolicies, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    return reply(c, await shopStub(c, shopId).getPolicies());
  });

  route(app, dryRun, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const { source, samples } = c.req.valid("json");
    return reply(c, await shopStub(c, shopId).dryRunPolicies(source, samples, await idempotencyOf(c)));
  });

  route(app, listEscalations, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const q = c.req.valid("query");
    return reply(c, await shopStub(c, shopId).listEscalations(q.status, q.limit));
  });

  route(app, decideEscalation, async (c) => {
    const { id } = c.req.valid("param");
    const negotiationId = /^esc_([0-9a-f]{64})_\d+$/.exec(id)?.[1];
    if (!negotiationId || !NEGOTIATION_ID.test(negotiationId)) throw new ProblemError("not-found", "No such escalation.");
    const shopId = await keyOwner(c);
    const human = c.req.valid("json");
    return reply(c, await roomStub(c, negotiationId).resolveEscalation(shopId, id, human, await idempotencyOf(c)));
  });

  route(app, getAudit, async (c) => {
    const { id } = c.req.valid("param");
    if (!NEGOTIATION_ID.test(id)) throw new ProblemError("not-found", "No such negotiation.");
    const shopId = await keyOwner(c);
    return reply(c, await roomStub(c, id).auditReport(shopId));
  });
}
