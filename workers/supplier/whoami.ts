/**
 * `GET /v1/shops/{shopId}/supplier`: the supplier a credential proves — its id, agent id, name and categories — so
 * an agent can check its key or signature works, and which supplier it acts as, before it bids. Its keys and the
 * organisation's notes are the organisation's, not shown here.
 */
import { createRoute } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import type { SupplierAudience } from "../caller";
import { problems, route } from "../openapi-route";
import { ShopIdParam, SupplierSelf } from "../schemas";
import { supplierAuth } from "./auth";

export const SUPPLIER_SECURITY: Record<string, string[]>[] = [{ supplierKey: [] }, { httpSignature: [] }];
export const SUPPLIER_TAGS = ["Suppliers"];

const whoami = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/supplier",
  tags: SUPPLIER_TAGS,
  summary: "The supplier your credential proves (who am I)",
  description:
    "Send the supplier key the organisation issued (`Authorization: Bearer psup_…`) or sign the request (RFC 9421, Ed25519, keyid = the JWK thumbprint of an agent key the organisation registered for you; each signature is used once). A buyer's credential is refused (401), a supplier key of another organisation is 404.",
  security: SUPPLIER_SECURITY,
  request: { params: ShopIdParam },
  responses: { 200: { description: "The supplier", content: { "application/json": { schema: SupplierSelf } } }, ...problems(401, 404, 429) },
});

export function registerSupplierSelfRoutes(app: AudienceApp<SupplierAudience>): void {
  route(app, whoami, supplierAuth, async (c) => {
    const { shopId, supplierId, agentId, name, categories } = c.var.caller;
    return c.json({ shopId, supplierId, agentId, name, categories }, 200);
  });
}
