/**
 * The shop owner manages its buyers: registers them (as customers or partners: a partner's negotiations are the
 * fleet's `partnership` deals), issues and revokes their keys (rotation: issue a second, switch the agent over,
 * revoke the first), registers the public keys their agents sign with, and sees what the shop remembers of each
 * (standing offers per product).
 *
 * PUT on a buyer registers it or changes the fields its body names: a field left out keeps what is stored, so a
 * rename cannot unmark a partner by forgetting the field, and `name: null` is how a name is removed.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { issueBuyerKey, jwkThumbprint, parsePublicJwk } from "../identity";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { Buyer, BuyerBody, BuyerIdParam, IdempotencyHeader, IssuedKey, PublicKeyBody } from "../schemas";
import { accountStub } from "../stubs";
import { shopOwnerAuth } from "./auth";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: buyers"];
const buyerJson = { content: { "application/json": { schema: Buyer } } };
const KeyIdParam = BuyerIdParam.extend({ keyId: z.string().max(64).openapi({ param: { name: "keyId", in: "path" } }) });
const ThumbprintParam = BuyerIdParam.extend({ thumbprint: z.string().regex(/^[A-Za-z0-9_-]{43}$/).openapi({ param: { name: "thumbprint", in: "path" } }) });

const putBuyer = createRoute({
  method: "put",
  path: "/v1/shops/{shopId}/buyers/{buyerId}",
  tags,
  summary: "Register a buyer (or rename it, or mark it a partner or a customer)",
  description:
    "Creates the buyer (201) or updates it (200). A field left out keeps what is stored (a new buyer: no name, a `customer`); `name: null` removes the name. `relationship: \"partner\"` makes the buyer's next negotiations `partnership` deals for the shop's fleet; the buyer is never told.",
  security,
  request: { params: BuyerIdParam, ...jsonBody(BuyerBody, false) },
  responses: { 200: { description: "Updated", ...buyerJson }, 201: { description: "Registered", ...buyerJson }, ...problems(400, 401, 404, 413, 415) },
});

const getBuyer = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/buyers/{buyerId}",
  tags,
  summary: "A buyer: its keys (ids only), its agent keys, and the standing offer the shop remembers per product",
  security,
  request: { params: BuyerIdParam },
  responses: { 200: { description: "The buyer", ...buyerJson }, ...problems(401, 404) },
});

const issueKey = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/buyers/{buyerId}/keys",
  tags,
  summary: "Issue a buyer key (shown once; stored hashed)",
  security,
  responses: { 201: { description: "The key", content: { "application/json": { schema: IssuedKey } } }, ...problems(401, 404, 409, 422) },
  request: { params: BuyerIdParam, headers: IdempotencyHeader },
});

const revokeKey = createRoute({
  method: "delete",
  path: "/v1/shops/{shopId}/buyers/{buyerId}/keys/{keyId}",
  tags,
  summary: "Revoke a buyer key",
  security,
  request: { params: KeyIdParam },
  responses: { 200: { description: "Revoked", content: { "application/json": { schema: IssuedKey.omit({ key: true }) } } }, ...problems(401, 404) },
});

const addPublicKey = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/buyers/{buyerId}/public-keys",
  tags,
  summary: "Register the Ed25519 public key a buyer's agent signs its requests with (RFC 9421)",
  description: "Signed requests carry the key's JWK SHA-256 thumbprint (RFC 7638) as `keyid`, as Web Bot Auth does.",
  security,
  request: { params: BuyerIdParam, headers: IdempotencyHeader, ...jsonBody(PublicKeyBody) },
  responses: { 201: { description: "Registered", content: { "application/json": { schema: Buyer.shape.publicKeys.element } } }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

const removePublicKey = createRoute({
  method: "delete",
  path: "/v1/shops/{shopId}/buyers/{buyerId}/public-keys/{thumbprint}",
  tags,
  summary: "Revoke an agent's public key",
  security,
  request: { params: ThumbprintParam },
  responses: { 200: { description: "Revoked", content: { "application/json": { schema: Buyer.shape.publicKeys.element } } }, ...problems(401, 404) },
});

export function registerBuyerAdminRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, putBuyer, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { buyerId } = c.req.valid("param");
    const { name, relationship } = c.req.valid("json");
    return reply(c, await accountStub(c.env, shopId, buyerId, "registered").register(shopId, buyerId, name, relationship));
  });

  route(app, getBuyer, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { buyerId } = c.req.valid("param");
    return reply(c, await accountStub(c.env, shopId, buyerId, "registered").describe());
  });

  route(app, issueKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { buyerId } = c.req.valid("param");
    const idempotency = await idempotencyOf(c);
    // A replay answers the key first issued (sealed in the buyer's account); this one is then never stored.
    const issued = await issueBuyerKey(shopId, buyerId);
    return reply(c, await accountStub(c.env, shopId, buyerId, "registered").addKey(issued, idempotency));
  });

  route(app, revokeKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { buyerId, keyId } = c.req.valid("param");
    return reply(c, await accountStub(c.env, shopId, buyerId, "registered").revokeKey(keyId));
  });

  route(app, addPublicKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { buyerId } = c.req.valid("param");
    const checked = parsePublicJwk(c.req.valid("json").jwk);
    if (!checked.ok) throw new ProblemError("validation-failed", checked.reason, { errors: [{ path: "jwk", message: checked.reason }] });
    const thumbprint = await jwkThumbprint(checked.jwk);
    // The account claims the key in the Shop (so it never signs for two buyers of the shop), then stores it.
    return reply(c, await accountStub(c.env, shopId, buyerId, "registered").addPublicKey(thumbprint, checked.jwk as JsonWebKey, await idempotencyOf(c)));
  });

  route(app, removePublicKey, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { buyerId, thumbprint } = c.req.valid("param");
    return reply(c, await accountStub(c.env, shopId, buyerId, "registered").revokePublicKey(thumbprint));
  });

}
