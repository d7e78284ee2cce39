/**
 * The public discovery audience, with no credential: a shop's public catalog (what a buyer's agent needs to start
 * negotiating, and nothing the shop keeps private) and the agent card that says where and how agents talk to
 * Parley.
 */
import { createRoute } from "@hono/zod-openapi";
import type { RpcResult } from "../../common/problem";
import { audienceApp, authenticate } from "../audience";
import { SHOP_ID } from "../auth";
import type { AnyoneCaller, DiscoveryAudience } from "../caller";
import { registerSigningKeysRoute } from "../contracts/signing-keys";
import { agentCard } from "../mcp/agent-card";
import { problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { ShopIdParam } from "../schemas";
import { shopStub } from "../stubs";
import { AgentCard, PublicCatalog } from "./discovery-schemas";

/** Discovery's auth middleware: anyone may ask; nothing is checked. */
export const anyone = authenticate((): AnyoneCaller => ({ kind: "anyone" }));

const getCatalog = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/catalog",
  tags: ["Buyer agent"],
  summary: "The shop's public catalog: its negotiable products",
  description:
    "No credential needed. The shop's name and, per product, its id, name, list price per unit (the shop's opening offer), currency and the rounds a buyer gets — nothing the shop keeps private (no floor, strategy or deadline). A change to a product shows here within a second.",
  security: [],
  request: { params: ShopIdParam },
  responses: { 200: { description: "The catalog", content: { "application/json": { schema: PublicCatalog } } }, ...problems(404, 429) },
});

const getAgentCard = createRoute({
  method: "get",
  path: "/.well-known/agent-card.json",
  tags: ["Discovery"],
  summary: "The agent card (A2A AgentCard format)",
  description:
    "Who this agent is, its skills, how buyers authenticate, and where its MCP endpoint is: `url` and `additionalInterfaces` (transport `MCP`), with the details in the extension of `capabilities.extensions`. Its URLs are built from the request's origin.",
  security: [],
  responses: { 200: { description: "The agent card", content: { "application/json": { schema: AgentCard } } } },
});

type CatalogResult = RpcResult<{ shopId: string; name: string; products: unknown[] }>;

/**
 * The catalog is public, so anyone may ask for it as often as the per-client ceiling allows: each isolate keeps
 * a shop's answer for a second rather than asking the Shop object every time (an owner's change shows within that
 * second, as it reaches new negotiations elsewhere).
 */
const CATALOG_TTL_MS = 1_000;
const MAX_CACHED = 1_000;
const catalogs = new Map<string, { at: number; result: CatalogResult }>();

async function catalogOf(shop: () => Promise<CatalogResult>, shopId: string, now: number): Promise<CatalogResult> {
  const cached = catalogs.get(shopId);
  if (cached && now - cached.at < CATALOG_TTL_MS) return cached.result;
  const result = await shop();
  if (catalogs.size >= MAX_CACHED) catalogs.clear();
  catalogs.set(shopId, { at: now, result });
  return result;
}

export function discoveryApp() {
  const app = audienceApp<DiscoveryAudience>();

  route(app, getCatalog, anyone, async (c) => {
    const { shopId } = c.req.valid("param");
    if (!SHOP_ID.test(shopId)) throw new ProblemError("not-found", "No such shop.");
    return reply(c, await catalogOf(() => shopStub(c.env, shopId).publicCatalog() as Promise<CatalogResult>, shopId, Date.now()));
  });

  route(app, getAgentCard, anyone, async (c) => c.json(agentCard(new URL(c.req.url).origin)));
  registerSigningKeysRoute(app);

  return app;
}
