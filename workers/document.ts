/**
 * The OpenAPI document (GET /openapi.json), from the routes the audiences' sub-apps registered.
 *
 * Mounting merges each sub-app's routes into the app's registry audience by audience, but the document was first
 * published with the operations in the order their route files were registered then, a buyer's between two of
 * a shop owner's, and the typed client (client/openapi-types.ts) is generated from that order. So the document
 * lists the paths it has always listed in that order (PUBLISHED_PATHS), and any new path after them, in mount
 * order. Within a path, operations keep mount order (the shop owner's GET before the buyer's POST on
 * /v1/shops/{shopId}/negotiations, as published). tests/architecture/published-order.test.ts compares the list
 * with client/openapi.json.
 */
import { OpenAPIHono } from "@hono/zod-openapi";

export const PUBLISHED_PATHS: readonly string[] = [
  "/v1/shops",
  "/v1/shops/{shopId}/products/{productId}",
  "/v1/shops/{shopId}/products/{productId}/versions",
  "/v1/shops/{shopId}/products",
  "/v1/shops/{shopId}/negotiations",
  "/v1/negotiations/{id}/offers",
  "/v1/negotiations/{id}/accept",
  "/v1/negotiations/{id}/withdraw",
  "/v1/negotiations/{id}",
  "/v1/shops/{shopId}/contracts",
  "/v1/shops/{shopId}/negotiation-logs",
  "/v1/shops/{shopId}/precedents",
  "/v1/shops/{shopId}/outcomes",
  "/v1/shops/{shopId}/dead-letters",
  "/v1/shops/{shopId}/dead-letters/{id}/replay",
  "/v1/shops/{shopId}/market-stats",
  "/v1/shops/{shopId}/policies/{policyId}/deals",
  "/v1/shops/{shopId}/counterparties",
  "/v1/shops/{shopId}/counterparties/{counterpartyId}",
  "/v1/shops/{shopId}/policies",
  "/v1/shops/{shopId}/policies/dry-run",
  "/v1/shops/{shopId}/escalations",
  "/v1/escalations/{id}/decision",
  "/v1/negotiations/{id}/audit",
  "/v1/shops/{shopId}/buyers/{buyerId}",
  "/v1/shops/{shopId}/buyers/{buyerId}/keys",
  "/v1/shops/{shopId}/buyers/{buyerId}/keys/{keyId}",
  "/v1/shops/{shopId}/buyers/{buyerId}/public-keys",
  "/v1/shops/{shopId}/buyers/{buyerId}/public-keys/{thumbprint}",
  "/v1/shops/{shopId}/delivery",
  "/v1/shops/{shopId}/admin-keys",
  "/v1/shops/{shopId}/admin-keys/{keyId}",
  "/v1/shops/{shopId}/settings",
  "/v1/shops/{shopId}/products/{productId}/learning",
  "/v1/shops/{shopId}/rehearsals",
  "/v1/shops/{shopId}/webhooks",
  "/v1/shops/{shopId}/webhooks/{endpointId}",
  "/v1/shops/{shopId}/webhooks/{endpointId}/deliveries",
  "/v1/shops/{shopId}/webhooks/{endpointId}/test",
  "/v1/shops/{shopId}/catalog",
  "/.well-known/agent-card.json",
];

type Definition = OpenAPIHono["openAPIRegistry"]["definitions"][number];
type DocumentConfig = Parameters<OpenAPIHono["getOpenAPI31Document"]>[0];

const rank = new Map(PUBLISHED_PATHS.map((path, i) => [path, i]));
const rankOf = (def: Definition) => (def.type === "route" ? (rank.get(def.route.path) ?? PUBLISHED_PATHS.length) : -1);

/** The OpenAPI 3.1 document of `app`'s registry: components first, then paths in published order. */
export function openApiDocument(app: OpenAPIHono<any>, config: DocumentConfig) {
  const ordered = app.openAPIRegistry.definitions
    .map((def, i) => ({ def, i }))
    .sort((a, b) => rankOf(a.def) - rankOf(b.def) || a.i - b.i)
    .map(({ def }) => def);
  const document = new OpenAPIHono();
  for (const def of ordered) {
    if (def.type === "component") document.openAPIRegistry.registerComponent(def.componentType, def.name, def.component as never);
    else if (def.type === "route") document.openAPIRegistry.registerPath(def.route);
    else throw new Error(`the document does not expect a ${def.type} definition`);
  }
  return document.getOpenAPI31Document(config);
}
