/**
 * The shop owner's fleet of negotiator agents (issue #31, item 4): define agents (deal types, categories, strategy,
 * learner arms, policy set, language style, capacity), switch them off, say which category a product is
 * negotiated under, answer the opens no agent could take, and read the roster with each agent's figures and the
 * coordinator's recent assignments (every candidate's score, every exclusion's reason). The Shop object keeps it all
 * (durable-objects/shop/fleet-store.ts) and checks every profile with fleet/'s validation: a bad field is a 400
 * naming it, and changes nothing. A change applies to the next open (the opening configurations are forgotten).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { AGENT_ID, DEAL_TYPES, LANGUAGE_STYLES } from "../../fleet";
import { ARM_NAMES, type ArmName } from "../../kernel/learning";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { jsonBody, problems, route } from "../openapi-route";
import { openingConfigurations } from "../opening-configurations";
import { reply } from "../reply";
import { ProductParams, ShopIdParam } from "../schemas";
import { shopStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: fleet"];

const AgentIdParam = ShopIdParam.extend({
  agentId: z.string().regex(AGENT_ID, "1–64 characters: letters, digits, '.', '_' or '-'").openapi({ param: { name: "agentId", in: "path" }, example: "espresso-closer" }),
});
const WaitingParam = ShopIdParam.extend({ waitingId: z.string().openapi({ param: { name: "waitingId", in: "path" } }) });
const AssignmentParam = ShopIdParam.extend({ negotiationId: z.string().openapi({ param: { name: "negotiationId", in: "path" } }) });

/**
 * The profile as documented. Checked in the Shop by fleet/profiles/validate.ts (the one set of rules: shapes, a
 * deal type, category or arm listed twice), so the body here is accepted as any object and every problem comes
 * back with its field.
 */
const AgentBody = z
  .object({
    name: z.string().openapi({ example: "Espresso closer" }),
    dealTypes: z.array(z.enum(DEAL_TYPES)).openapi({ description: "What it may be given: `sales` (negotiations of buyers registered as customers, and of anonymous buyers, with the shop), `partnership` (negotiations of buyers the owner registered as partners: PUT …/buyers/{buyerId} `relationship: \"partner\"`), `procurement` (the negotiation threads of the organisation's negotiate-best-k requests for quotes). Only agents listing a negotiation's deal type may be given it; when none can, a sale or partnership waits for the owner (GET …/fleet `waiting`, the reason naming the deal type)." }),
    categories: z.union([z.literal("all"), z.array(z.string())]).openapi({ description: 'Product categories it handles (PUT …/fleet/categories/{productId}; a product without one is its own id), or "all".' }),
    strategy: z.object({ kind: z.string(), exponent: z.number().optional(), holdAfter: z.array(z.string()).optional() }).openapi({ description: "Played instead of the product's strategy in the negotiations it holds." }),
    arms: z.array(z.enum(ARM_NAMES as [ArmName, ...ArmName[]])).openapi({ description: "The learner's arms it may play (the learner picks among them)." }),
    policySetId: z.string().openapi({ description: '"active" (the shop\'s active set at open) or a stored version ("3" or "v3").', example: "active" }),
    languageStyle: z.enum(LANGUAGE_STYLES),
    capacity: z.number().openapi({ description: "The most live negotiations it holds at once (1–10000)." }),
    active: z.boolean(),
  })
  .partial()
  .catchall(z.unknown())
  .openapi("NegotiatorProfileBody");

const Agent = z.object({ id: z.string(), version: z.number().int(), createdAt: z.string(), updatedAt: z.string() }).catchall(z.unknown()).openapi("NegotiatorAgent");
const agentJson = { content: { "application/json": { schema: Agent } } };
const open = (name: string) => z.object({}).catchall(z.unknown()).openapi(name);

const getFleet = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/fleet",
  tags,
  summary: "The fleet: every agent with its figures, recent assignments, opens waiting for a person",
  description:
    "Per agent: `figures.live` (live negotiations now), `held`, `closed`, `deals`, `dealRate`, `meanSurplusShare` (a sale or a partnership: the shop's share of the span between floor and list price; a purchase: the organisation's share of the span between ceiling and target; 0 for no deal), `posterior` (the shared memory's Beta belief about its surplus share) and `byDealType` (the same figures for `sales`, `procurement` and `partnership` apart). `recentAssignments`: the coordinator's last 50, each with every candidate's score parts or exclusions and the rule that chose. `waiting`: opens no agent could take (`reason`, `candidates`), answered at POST …/fleet/waiting/{waitingId}/decision.",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "The fleet", content: { "application/json": { schema: open("FleetView") } } }, ...problems(401, 404) },
});

const listAgents = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/fleet/agents",
  tags,
  summary: "List the negotiator agents",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Agents", content: { "application/json": { schema: z.object({ items: z.array(Agent) }) } } }, ...problems(401, 404) },
});

const putAgent = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/fleet/agents/{agentId}",
  tags,
  summary: "Create or replace a negotiator agent",
  description:
    "Every field is required (a PUT replaces the profile); each change is a new `version`. Negotiations already assigned keep the agent as it was when they opened. A field that is wrong is a 400 naming it (`errors[].path`), and nothing changes.",
  security,
  request: { params: AgentIdParam, ...jsonBody(AgentBody) },
  responses: { 200: { description: "Replaced", ...agentJson }, 201: { description: "Created", ...agentJson }, ...problems(400, 401, 404, 413, 415) },
});

const getAgent = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/fleet/agents/{agentId}",
  tags,
  summary: "Read a negotiator agent",
  security,
  request: { params: AgentIdParam },
  responses: { 200: { description: "The agent", ...agentJson }, ...problems(401, 404) },
});

const deactivateAgent = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/fleet/agents/{agentId}/deactivate",
  tags,
  summary: "Switch an agent off: it keeps its record and live negotiations, and is given nothing new",
  description: "Doing it again answers the agent as it is. Switch it back on with a PUT (`active: true`).",
  security,
  request: { params: AgentIdParam },
  responses: { 200: { description: "The agent, inactive", ...agentJson }, ...problems(401, 404) },
});

const CategoryBody = z.strictObject({ category: z.string().trim().min(1).max(80).nullable().openapi({ description: "null: the product is its own category again." }) }).openapi("FleetProductCategory");

const putCategory = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/fleet/categories/{productId}",
  tags,
  summary: "The category a product's negotiations are assigned under",
  security,
  request: { params: ProductParams, ...jsonBody(CategoryBody) },
  responses: { 200: { description: "The category", content: { "application/json": { schema: z.object({ productId: z.string(), category: z.string() }) } } }, ...problems(400, 401, 404, 413, 415) },
});

const DecisionBody = z
  .strictObject({ agentId: z.string().regex(AGENT_ID).nullable().openapi({ description: "The agent to play the buyer's next open on the product (even over its capacity), or null: the shop's default negotiator (the product's own settings)." }) })
  .openapi("FleetWaitingDecision");

const decideWaiting = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/fleet/waiting/{waitingId}/decision",
  tags,
  summary: 'Answer a "no agent fits": name an agent, or let the default negotiator proceed',
  description: "The buyer was told the negotiation waits for a person; its next open on the product is played as decided. 409 when already decided.",
  security,
  request: { params: WaitingParam, ...jsonBody(DecisionBody) },
  responses: { 200: { description: "The item, decided", content: { "application/json": { schema: open("FleetWaitingItem") } } }, ...problems(400, 401, 404, 409, 413, 415) },
});

const getAssignment = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/fleet/assignments/{negotiationId}",
  tags,
  summary: "How the fleet assigned a negotiation: the agent, every candidate's score, every exclusion's reason, the rule",
  description: "The same record the negotiation's audit trail holds as its `fleet.assignment` entry; 404 when the fleet did not assign it.",
  security,
  request: { params: AssignmentParam },
  responses: { 200: { description: "The assignment", content: { "application/json": { schema: open("FleetAssignment") } } }, ...problems(401, 404) },
});

export function registerFleetRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, getFleet, shopOwnerAuth, async (c) => reply(c, await shopStub(c.env, c.var.caller.shopId).fleetView()));

  route(app, listAgents, shopOwnerAuth, async (c) => reply(c, await shopStub(c.env, c.var.caller.shopId).listFleetAgents()));

  route(app, putAgent, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { agentId } = c.req.valid("param");
    const result = await shopStub(c.env, shopId).putFleetAgent(agentId, c.req.valid("json"));
    openingConfigurations.forget(shopId);
    return reply(c, result.ok && result.body.version === 1 ? { ...result, status: 201 } : result);
  });

  route(app, getAgent, shopOwnerAuth, async (c) => reply(c, await shopStub(c.env, c.var.caller.shopId).getFleetAgent(c.req.valid("param").agentId)));

  route(app, deactivateAgent, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const result = await shopStub(c.env, shopId).deactivateFleetAgent(c.req.valid("param").agentId);
    openingConfigurations.forget(shopId);
    return reply(c, result);
  });

  route(app, putCategory, shopOwnerAuth, async (c) => {
    const { productId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, c.var.caller.shopId).setFleetProductCategory(productId, c.req.valid("json").category));
  });

  route(app, decideWaiting, shopOwnerAuth, async (c) => {
    const { waitingId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, c.var.caller.shopId).decideFleetWaiting(waitingId, { agentId: c.req.valid("json").agentId }));
  });

  route(app, getAssignment, shopOwnerAuth, async (c) => reply(c, await shopStub(c.env, c.var.caller.shopId).fleetAssignmentOf(c.req.valid("param").negotiationId)));
}
