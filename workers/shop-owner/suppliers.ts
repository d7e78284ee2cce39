/**
 * The organisation manages its suppliers (issue #31: Parley buys too) as it manages its buyers: registers them,
 * with the categories each supplies; lists them (by category, in pages); issues and revokes their keys
 * (`psup_…`, a prefix no buyer key has: rotation as for buyers — issue a second, switch the agent over, revoke the
 * first); and registers the Ed25519 public keys their agents sign requests with (RFC 9421). Every rule about keys
 * is the buyers' own (durable-objects/buyer/credentials.ts), in a BuyerAccount object of the supplier's own name.
 *
 * These routes are the shop owner's (admin key), mounted as their own sub-app by workers/app.ts; the suppliers'
 * own routes are workers/supplier/.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { iso } from "../../common/time";
import { audienceApp, type AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { issueSupplierKey, jwkThumbprint, parsePublicJwk } from "../identity";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { IdempotencyHeader, IssuedSupplierKey, PublicKeyBody, ShopIdParam, Supplier, SupplierBody, SupplierIdParam, SupplierList, SupplierListQuery } from "../schemas";
import { supplierDirectoryStub, supplierStub } from "../stubs";
import { supplierAgentId } from "../../durable-objects/buyer/supplier-profile";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: suppliers"];
const supplierJson = { content: { "application/json": { schema: Supplier } } };
const publicKeyJson = { content: { "application/json": { schema: Supplier.shape.publicKeys.element } } };
const KeyIdParam = SupplierIdParam.extend({ keyId: z.string().max(64).openapi({ param: { name: "keyId", in: "path" } }) });
const ThumbprintParam = SupplierIdParam.extend({ thumbprint: z.string().regex(/^[A-Za-z0-9_-]{43}$/).openapi({ param: { name: "thumbprint", in: "path" } }) });

const putSupplier = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/suppliers/{supplierId}",
  tags,
  summary: "Register a supplier (or rename it, or change what it supplies)",
  description: "The supplier's agent id is `supplier:<supplierId>`. A PUT replaces the name and the categories (omitted: none). Safe to repeat.",
  security,
  request: { params: SupplierIdParam, ...jsonBody(SupplierBody) },
  responses: { 200: { description: "Updated", ...supplierJson }, 201: { description: "Registered", ...supplierJson }, ...problems(400, 401, 404, 413, 415) },
});

const getSupplier = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/suppliers/{supplierId}",
  tags,
  summary: "A supplier: its categories, its keys (ids only) and its agents' public keys",
  security,
  request: { params: SupplierIdParam },
  responses: { 200: { description: "The supplier", ...supplierJson }, ...problems(401, 404) },
});

const listSuppliers = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/suppliers",
  tags,
  summary: "The organisation's suppliers, in id order, of one category if asked",
  security,
  request: { params: ShopIdParam, query: SupplierListQuery },
  responses: { 200: { description: "A page of suppliers", content: { "application/json": { schema: SupplierList } } }, ...problems(400, 401, 404) },
});

const issueKey = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/suppliers/{supplierId}/keys",
  tags,
  summary: "Issue a supplier key (psup_…; shown once, stored hashed)",
  security,
  request: { params: SupplierIdParam, headers: IdempotencyHeader },
  responses: { 201: { description: "The key", content: { "application/json": { schema: IssuedSupplierKey } } }, ...problems(401, 404, 409, 422) },
});

const revokeKey = createRoute({
  method: "delete",
  path: "/v1/shops/{shopId}/suppliers/{supplierId}/keys/{keyId}",
  tags,
  summary: "Revoke a supplier key",
  security,
  request: { params: KeyIdParam },
  responses: { 200: { description: "Revoked", content: { "application/json": { schema: IssuedSupplierKey.omit({ key: true }) } } }, ...problems(401, 404) },
});

const addPublicKey = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/suppliers/{supplierId}/public-keys",
  tags,
  summary: "Register the Ed25519 public key a supplier's agent signs its requests with (RFC 9421)",
  description: "Signed requests carry the key's JWK SHA-256 thumbprint (RFC 7638) as `keyid`. A key signs for one buyer or supplier of the organisation only (409 otherwise).",
  security,
  request: { params: SupplierIdParam, headers: IdempotencyHeader, ...jsonBody(PublicKeyBody) },
  responses: { 201: { description: "Registered", ...publicKeyJson }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

const removePublicKey = createRoute({
  method: "delete",
  path: "/v1/shops/{shopId}/suppliers/{supplierId}/public-keys/{thumbprint}",
  tags,
  summary: "Revoke a supplier agent's public key",
  security,
  request: { params: ThumbprintParam },
  responses: { 200: { description: "Revoked", ...publicKeyJson }, ...problems(401, 404) },
});

export function registerSupplierAdminRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, putSupplier, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { supplierId } = c.req.valid("param");
    const { name, categories } = c.req.valid("json");
    return reply(c, await supplierStub(c.env, shopId, supplierId).registerSupplier(shopId, supplierId, { name, categories: categories ?? [] }));
  });

  route(app, getSupplier, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { supplierId } = c.req.valid("param");
    return reply(c, await supplierStub(c.env, shopId, supplierId).describeSupplier());
  });

  route(app, listSuppliers, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { category, limit, cursor } = c.req.valid("query");
    const page = await supplierDirectoryStub(c.env, shopId).listSuppliers({ category, limit, cursor });
    const items = page.items.map((s) => ({
      supplierId: s.supplierId,
      agentId: supplierAgentId(s.supplierId),
      name: s.name,
      categories: s.categories,
      createdAt: iso(s.createdAt),
      updatedAt: iso(s.updatedAt),
    }));
    return c.json({ items, nextCursor: page.nextCursor }, 200);
  });

  route(app, issueKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { supplierId } = c.req.valid("param");
    const idempotency = await idempotencyOf(c);
    // A replay answers the key first issued (sealed in the supplier's account); this one is then never stored.
    const issued = await issueSupplierKey(shopId, supplierId);
    return reply(c, await supplierStub(c.env, shopId, supplierId).addSupplierKey(issued, idempotency));
  });

  route(app, revokeKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { supplierId, keyId } = c.req.valid("param");
    return reply(c, await supplierStub(c.env, shopId, supplierId).revokeSupplierKey(keyId));
  });

  route(app, addPublicKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { supplierId } = c.req.valid("param");
    const checked = parsePublicJwk(c.req.valid("json").jwk);
    if (!checked.ok) throw new ProblemError("validation-failed", checked.reason, { errors: [{ path: "jwk", pointer: "/jwk", message: checked.reason }] });
    const thumbprint = await jwkThumbprint(checked.jwk);
    // The account claims the key in the Shop (bound to `supplier:<id>`, so it never signs for a buyer), then stores it.
    return reply(c, await supplierStub(c.env, shopId, supplierId).addSupplierPublicKey(thumbprint, checked.jwk as JsonWebKey, await idempotencyOf(c)));
  });

  route(app, removePublicKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { supplierId, thumbprint } = c.req.valid("param");
    return reply(c, await supplierStub(c.env, shopId, supplierId).revokeSupplierPublicKey(thumbprint));
  });
}

/** The organisation's supplier routes as a sub-app of the shop owner's audience. */
export function supplierAdminApp() {
  const app = audienceApp<ShopOwnerAudience>();
  registerSupplierAdminRoutes(app);
  return app;
}
