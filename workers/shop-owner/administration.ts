/**
 * The shop's own administration: its admin keys (rotate: issue a second, switch over, revoke the first; the
 * last live key cannot be revoked), its buyers' limits, what it has learned per product, and how far behind
 * Postgres is for its negotiations.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { randomToken, sha256Hex } from "../../common/crypto";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { AdminKey, IdempotencyHeader, IssuedAdminKey, ProductParams, Settings, SettingsBody, ShopIdParam } from "../schemas";
import { openingConfigurations } from "../opening-configurations";
import { shopStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: administration"];
const KeyIdParam = ShopIdParam.extend({ keyId: z.string().max(64).openapi({ param: { name: "keyId", in: "path" } }) });

const issueAdminKey = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/admin-keys",
  tags,
  summary: "Issue another admin key (shown once; stored hashed)",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader },
  responses: { 201: { description: "The key", content: { "application/json": { schema: IssuedAdminKey } } }, ...problems(401, 404, 409, 422) },
});

const listAdminKeys = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/admin-keys",
  tags,
  summary: "The shop's admin keys (ids only)",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Keys", content: { "application/json": { schema: z.object({ items: z.array(AdminKey) }) } } }, ...problems(401, 404) },
});

const revokeAdminKey = createRoute({
  method: "delete",
  path: "/v1/shops/{shopId}/admin-keys/{keyId}",
  tags,
  summary: "Revoke an admin key (never the last live one)",
  security,
  request: { params: KeyIdParam },
  responses: { 200: { description: "Revoked", content: { "application/json": { schema: AdminKey } } }, ...problems(401, 404, 409) },
});

const getSettings = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/settings",
  tags,
  summary: "The limits the shop's buyers are held to",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Settings", content: { "application/json": { schema: Settings } } }, ...problems(401, 404) },
});

const putSettings = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/settings",
  tags,
  summary: "Set the limits: new negotiations per hour and open negotiations at once, for registered and for anonymous buyers",
  security,
  request: { params: ShopIdParam, ...jsonBody(SettingsBody) },
  responses: { 200: { description: "Settings", content: { "application/json": { schema: Settings } } }, ...problems(400, 401, 404, 413, 415) },
});

const getLearning = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/products/{productId}/learning",
  tags,
  summary: "What the learner has made of a product's outcomes: the arms' posteriors and the acceptance curve",
  security,
  request: { params: ProductParams },
  responses: { 200: { description: "Learned parameters", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } }, ...problems(401, 404) },
});

export const DeliveryLag = z
  .object({
    undeliveredEvents: z.number().int().openapi({ description: "Events committed by this shop's negotiations, sent more than once and not yet stored in Postgres" }),
    negotiations: z.number().int().openapi({ description: "Negotiations holding such events" }),
    oldestUndeliveredAt: z.string().nullable().openapi({ description: "Commit time of the oldest of them" }),
    oldestAgeSeconds: z.number().int().openapi({ description: "Its age now; 0 when nothing is late" }),
  })
  .openapi("DeliveryLag");

const getDeliveryLag = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/delivery",
  tags,
  summary: "How far behind Postgres is: the shop's negotiation events unconfirmed for over a minute, and the oldest one's age",
  description:
    "Every event stays in its negotiation's outbox until the consumer confirms it is stored; one that is not confirmed within a minute is sent again and reported here until it is stored. Normal delivery takes seconds and shows nothing.",
  security,
  request: { params: ShopIdParam },
  responses: { 200: { description: "Delivery lag", content: { "application/json": { schema: DeliveryLag } } }, ...problems(401, 404) },
});

export function registerShopAdminRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, getDeliveryLag, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    return reply(c, await shopStub(c.env, shopId).deliveryLag());
  });

  route(app, issueAdminKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const adminKey = `psk_${shopId}_${randomToken()}`;
    return reply(c, await shopStub(c.env, shopId).addAdminKey(adminKey, await sha256Hex(adminKey), await idempotencyOf(c)));
  });

  route(app, listAdminKeys, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    return reply(c, await shopStub(c.env, shopId).listAdminKeys());
  });

  route(app, revokeAdminKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { keyId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).revokeAdminKey(keyId));
  });

  route(app, getSettings, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    return reply(c, await shopStub(c.env, shopId).getSettings());
  });

  route(app, putSettings, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const result = await shopStub(c.env, shopId).putSettings(c.req.valid("json").limits);
    openingConfigurations.forget(shopId);
    return reply(c, result);
  });

  route(app, getLearning, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { productId } = c.req.valid("param");
    return reply(c, await shopStub(c.env, shopId).getLearning(productId));
  });
}
