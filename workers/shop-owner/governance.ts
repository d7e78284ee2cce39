import { createRoute, z } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { NEGOTIATION_ID } from "../auth";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { IdempotencyHeader, MinorUnits, NegotiationIdParam, ShopIdParam, TermValues } from "../schemas";
import { termsContext } from "../../policies/decision-context";
import { openingConfigurations } from "../opening-configurations";
import { roomStub, shopStub } from "../stubs";
import { shopOwnerAuth, shopOwnerOf } from "./auth";

const security = [{ adminKey: [] }];
const PolicySource = z.strictObject({ source: z.string().min(1).max(64 * 1024).openapi({ description: "The policy file, YAML." }) }).openapi("PolicyUpload");
export const PolicySetView = z
  .object({ version: z.number().int(), source: z.string(), policies: z.array(z.object({ id: z.string(), description: z.string(), action: z.string(), severity: z.string(), when: z.string(), appliesTo: z.enum(["sale", "purchase"]).nullable().openapi({ description: "The one direction the policy governs; null: both (sales and purchases)." }) })) })
  .openapi("PolicySet");

const int = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const rate = z.number().min(0).max(1);
/** A sample decision for a dry run: the same variables the policies see in a live round. */
const SampleContext = z
  .strictObject({
    offer: z.strictObject({ priceMinor: int, buyerPriceMinor: int, previousShopOfferMinor: int, discountBps: z.number().int().min(-1_000_000).max(10_000), action: z.enum(["accept", "counter", "hold", "reject"]) }),
    negotiation: z.strictObject({ round: int, maxRounds: int, quantity: int, currency: z.string().regex(/^[A-Z]{3}$/), elapsedSeconds: int, resumed: z.boolean().optional(), direction: z.enum(["sale", "purchase"]).optional().openapi({ description: "\"purchase\": a purchase (prices read reflected: product.anchorMinor is the opening, product.floorMinor the ceiling); absent: a sale." }) }),
    product: z.strictObject({ id: z.string().max(64), anchorMinor: int, floorMinor: int }),
    counterparty: z.strictObject({ id: z.string().max(128), dealsClosed: int, isNew: z.boolean(), authenticated: z.boolean().optional() }),
    agent: z.strictObject({ escalationRate: rate, breachRate: rate, recentDecisions: int }),
    deal: z.strictObject({ valueMinor: int, currency: z.string().regex(/^[A-Z]{3}$/) }),
    terms: TermValues.optional(),
  })
  .openapi("PolicyContext", { description: "The variables a decision is judged on. `terms`: a package decision's terms (term id → value), read in conditions as `terms.<id>` with `_` for `-`; absent for a price-only decision." });
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

const EscalationStatus = z.enum(["pending", "approved", "rejected", "modified", "timed-out"]);
const InboxSubject = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("negotiation"), negotiationId: z.string() }),
    z.object({ kind: z.literal("contract"), contractId: z.string() }),
    z.object({
      kind: z.literal("dispute"),
      contractId: z.string(),
      disputeId: z.string(),
      cause: z.string().openapi({ description: "The check whose money is disputed: `check:<epoch ms>:<targetId>`." }),
      disputeKind: z.enum(["penalty", "bonus"]),
      amountMinor: z.number().int(),
      currency: z.string(),
      openedBy: z.string(),
      against: z.array(z.string()),
      reason: z.string(),
    }),
    z.object({
      kind: z.literal("fleet"),
      waitingId: z.string(),
      buyerId: z.string(),
      productId: z.string(),
      category: z.string().openapi({ description: "The category the product is negotiated under (PUT …/fleet/categories/{productId})." }),
    }),
  ])
  .openapi("InboxSubject", {
    description:
      "What the escalation is about: a negotiation (decide it at POST /v1/escalations/{id}/decision), a suspended service contract (review it at POST /v1/shops/{shopId}/service-contracts/{contractId}/review), a dispute of a check's money (decide it at POST /v1/shops/{shopId}/service-contracts/{contractId}/disputes/{disputeId}/decision) or an open no negotiator agent fits (`fleet`: answer it at POST /v1/shops/{shopId}/fleet/waiting/{waitingId}/decision, naming an agent or letting the default negotiator proceed; there is nothing to approve or reject). A fleet item's `escalationId` is its waiting id; it is `pending` until answered, then `approved`, with `agentId` the agent named (null: the default negotiator).",
  });
const InboxItem = z.object({ escalationId: z.string(), status: EscalationStatus, subject: InboxSubject }).catchall(z.unknown()).openapi("InboxItem");

const listEscalations = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/escalations",
  tags: ["Shop owner: governance"],
  summary: "Escalations waiting for (or given) a human decision, newest first",
  description: "Negotiations' escalations, suspended service contracts' and disputes' items, and opens no negotiator agent fits, in one list, each naming its `subject`.",
  security,
  request: { params: ShopIdParam, query: z.object({ status: EscalationStatus.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: { description: "Escalations", content: { "application/json": { schema: z.object({ items: z.array(InboxItem) }) } } }, ...problems(400, 401, 404) },
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

/** The negotiation an escalation id names (esc_<negotiationId>_<n>), or null. */
function escalationNegotiation(id: string): string | null {
  const negotiationId = /^esc_([0-9a-f]{64})_\d+$/.exec(id)?.[1];
  return negotiationId && NEGOTIATION_ID.test(negotiationId) ? negotiationId : null;
}

/** The owner of the shop its admin key names; the escalation or negotiation is then the room's to find. */
const escalationOwner = shopOwnerOf((c) => escalationNegotiation(c.req.param("id") ?? ""), "No such escalation.");
const negotiationOwner = shopOwnerOf((c) => {
  const id = c.req.param("id") ?? "";
  return NEGOTIATION_ID.test(id) ? id : null;
}, "No such negotiation.");

export function registerGovernanceRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, putPolicies, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { source } = c.req.valid("json");
    const result = await shopStub(c.env, shopId).putPolicies(source);
    openingConfigurations.forget(shopId);
    return reply(c, result);
  });

  route(app, getPolicies, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    return reply(c, await shopStub(c.env, shopId).getPolicies());
  });

  route(app, dryRun, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { source, samples } = c.req.valid("json");
    // A sample's terms as a live decision's: each id also under its `_` form.
    const contexts = samples.map(({ terms, ...sample }) => (terms ? { ...sample, terms: termsContext(terms) } : sample));
    return reply(c, await shopStub(c.env, shopId).dryRunPolicies(source, contexts, await idempotencyOf(c)));
  });

  route(app, listEscalations, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const q = c.req.valid("query");
    return reply(c, await shopStub(c.env, shopId).listEscalations(q.status, q.limit));
  });

  route(app, decideEscalation, escalationOwner, async (c) => {
    const { id } = c.req.valid("param");
    const human = c.req.valid("json");
    return reply(c, await roomStub(c.env, escalationNegotiation(id)!).resolveEscalation(c.var.caller.shopId, id, human, await idempotencyOf(c)));
  });

  route(app, getAudit, negotiationOwner, async (c) => {
    const { id } = c.req.valid("param");
    return reply(c, await roomStub(c.env, id).auditReport(c.var.caller.shopId));
  });
}
