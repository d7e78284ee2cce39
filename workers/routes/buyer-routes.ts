import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { OpenResult as OpenAnswer, RoomCaller, RpcResult } from "../../durable-objects";
import { negotiationCaller, roomStub, SHOP_ID, shopStub } from "../auth";
import { identifyBuyer } from "../buyer-identity";
import { limitBuyer, limitNegotiation, limitShop } from "../rate-limits";
import { idempotencyOf } from "../idempotency";
import { openingConfigurations } from "../opening-configurations";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply, withMessage } from "../reply";
import {
  IdempotencyHeader,
  NegotiationIdParam,
  NegotiationView,
  OfferBody,
  OpenNegotiationBody,
  OpenResult,
  RoundResult,
  ShopIdParam,
} from "../schemas";
import type { AppEnv } from "../app-env";

const roundJson = { content: { "application/json": { schema: RoundResult } } };
const buyerSecurity = [{ negotiationToken: [] }];
/** A buyer key, a signed request (RFC 9421), or nothing (anonymous, if the shop allows it). */
const openSecurity: Record<string, string[]>[] = [{ buyerKey: [] }, { httpSignature: [] }, {}];
/** Either credential. Typed, since an inferred union of the two shapes leaves the route's input types `never`. */
const buyerOrShopSecurity: Record<string, string[]>[] = [{ negotiationToken: [] }, { adminKey: [] }];

const openNegotiation = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/negotiations",
  tags: ["Buyer agent"],
  summary: "Open a negotiation on a product",
  description:
    "Returns the shop's opening offer and a bearer token scoped to this negotiation. An optional opening offer is answered in the same call. " +
    "The buyer is who its credential says: a shop-issued buyer key, an HTTP Message Signature by a registered agent key, or nobody (anonymous, if the shop allows it, with lower limits). " +
    "A buyer who reopens a product it negotiated before resumes where it left off.",
  security: openSecurity,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(OpenNegotiationBody) },
  responses: {
    201: { description: "Negotiation opened", content: { "application/json": { schema: OpenResult } } },
    ...problems(400, 401, 404, 409, 413, 415, 422, 429, 503),
  },
});

const postOffer = createRoute({
  method: "post",
  path: "/v1/negotiations/{id}/offers",
  tags: ["Buyer agent"],
  summary: "Make a counter-offer (unit price)",
  security: buyerSecurity,
  request: { params: NegotiationIdParam, headers: IdempotencyHeader, ...jsonBody(OfferBody) },
  responses: { 200: { description: "The shop's decision", ...roundJson }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

const acceptOffer = createRoute({
  method: "post",
  path: "/v1/negotiations/{id}/accept",
  tags: ["Buyer agent"],
  summary: "Accept the shop's standing offer",
  security: buyerSecurity,
  request: { params: NegotiationIdParam, headers: IdempotencyHeader },
  responses: { 200: { description: "Agreement", ...roundJson }, ...problems(400, 401, 404, 409, 422) },
});

const withdraw = createRoute({
  method: "post",
  path: "/v1/negotiations/{id}/withdraw",
  tags: ["Buyer agent"],
  summary: "Withdraw from the negotiation",
  security: buyerSecurity,
  request: { params: NegotiationIdParam, headers: IdempotencyHeader },
  responses: { 200: { description: "Withdrawn", ...roundJson }, ...problems(400, 401, 404, 409, 422) },
});

const getNegotiation = createRoute({
  method: "get",
  path: "/v1/negotiations/{id}",
  tags: ["Buyer agent", "Shop owner"],
  summary: "Read a negotiation: state and offer history",
  description: "With the negotiation token (buyer view) or the shop's admin key (shop view, configuration included).",
  security: buyerOrShopSecurity,
  request: { params: NegotiationIdParam },
  responses: { 200: { description: "The negotiation", content: { "application/json": { schema: NegotiationView } } }, ...problems(401, 404) },
});

export function registerBuyerRoutes(app: OpenAPIHono<AppEnv>): void {
  route(app, openNegotiation, async (c) => {
    const { shopId } = c.req.valid("param");
    if (!SHOP_ID.test(shopId)) throw new ProblemError("not-found", "No such shop.");
    await limitShop(c, shopId);
    const { productId, quantity, buyer, offer } = c.req.valid("json");
    const identified = await identifyBuyer(c, shopId);
    await limitBuyer(c, shopId, identified.buyerId);
    const configuration = await openingConfigurations.get(shopId, productId, Date.now(), () => shopStub(c, shopId).openingConfiguration(productId));
    const result = await identified.account.openNegotiation(
      { shopId, buyerId: identified.buyerId, credential: identified.credential, productId, quantity, name: buyer?.name, offer },
      configuration,
      await idempotencyOf(c),
    );
    return reply(c, result as RpcResult<OpenAnswer>, withMessage);
  });

  route(app, postOffer, async (c) => {
    const { id } = c.req.valid("param");
    const caller = await negotiationCaller(c, id, false);
    await limitNegotiation(c, id);
    const { priceMinor, currency } = c.req.valid("json");
    const result = await roomStub(c, id).counter(caller, priceMinor, currency, await idempotencyOf(c));
    return reply(c, result, withMessage);
  });

  route(app, acceptOffer, async (c) => {
    const { id } = c.req.valid("param");
    const caller = await negotiationCaller(c, id, false);
    await limitNegotiation(c, id);
    return reply(c, await roomStub(c, id).accept(caller, await idempotencyOf(c)), withMessage);
  });

  route(app, withdraw, async (c) => {
    const { id } = c.req.valid("param");
    const caller = await negotiationCaller(c, id, false);
    return reply(c, await roomStub(c, id).withdraw(caller, await idempotencyOf(c)), withMessage);
  });

  route(app, getNegotiation, async (c) => {
    const { id } = c.req.valid("param");
    const caller: RoomCaller = await negotiationCaller(c, id, true);
    return reply(c, await roomStub(c, id).view(caller));
  });
}
