import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { OpenResult as OpenAnswer, RoomCaller, RpcResult } from "../../durable-objects";
import { negotiationCaller, roomStub, SHOP_ID, shopStub } from "../auth";
import { sha256Hex } from "../../durable-objects";
import { identifyBuyer } from "../buyer-identity";
import { limitBuyer, limitNegotiation, limitShop } from "../rate-limits";
import { idempotencyOf } from "../idempotency";
import { openingConfigurations } from "../opening-configurations";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { readBuyerMessage, withWords } from "../buyer-words";
import type { Context } from "hono";
import {
  IdempotencyHeader,
  NegotiationIdParam,
  NegotiationView,
  OpenNegotiationBody,
  OpenResult,
  OfferBody,
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
  summary: "Make a counter-offer: a unit price, a message, or both",
  description:
    "`priceMinor` is played as it is. A `message` alone is read by the shop's interpreter: a reading of HIGH confidence is played as the move it names (a price the buyer wrote, accepting the standing offer, withdrawing); anything less changes nothing and the answer asks back (`decision.reasons` holds CLARIFICATION_NEEDED, `interpretation.questions` what to send). The third unclear message in a row hands the negotiation to a person (status `escalated`). The answer's `interpretation` shows how the message was read.",
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
    const idempotency = await idempotencyOf(c);
    // A price alone is the opening bid; with a message, the negotiation opens without one and the message is round one.
    const bid = offer && offer.message === undefined && offer.priceMinor !== undefined ? { priceMinor: offer.priceMinor, currency: offer.currency } : undefined;
    const result = (await identified.account.openNegotiation(
      { shopId, buyerId: identified.buyerId, credential: identified.credential, productId, quantity, name: buyer?.name, offer: bid },
      configuration,
      idempotency,
    )) as RpcResult<OpenAnswer>;
    if (!result.ok || offer?.message === undefined || (result.body.status !== "open" && !result.replayed)) return replyWithWords(c, result);
    return replyWithWords(c, await sayAtOpen(c, result.body, { priceMinor: offer.priceMinor, currency: offer.currency, message: offer.message }, idempotency));
  });

  route(app, postOffer, async (c) => {
    const { id } = c.req.valid("param");
    const caller = await negotiationCaller(c, id, false);
    await limitNegotiation(c, id);
    const { priceMinor, currency, message } = c.req.valid("json");
    const room = roomStub(c, id);
    const idempotency = await idempotencyOf(c);
    if (message === undefined) return replyWithWords(c, await room.counter(caller, priceMinor as number, currency, idempotency));
    const context = await room.readingContext(caller);
    if (!context.ok) return reply(c, context);
    const interpretation = await readBuyerMessage(c.env, message, context.body);
    return replyWithWords(c, await room.say(caller, { priceMinor, currency, text: message, interpretation }, idempotency));
  });

  route(app, acceptOffer, async (c) => {
    const { id } = c.req.valid("param");
    const caller = await negotiationCaller(c, id, false);
    await limitNegotiation(c, id);
    return replyWithWords(c, await roomStub(c, id).accept(caller, await idempotencyOf(c)));
  });

  route(app, withdraw, async (c) => {
    const { id } = c.req.valid("param");
    const caller = await negotiationCaller(c, id, false);
    return replyWithWords(c, await roomStub(c, id).withdraw(caller, await idempotencyOf(c)));
  });

  route(app, getNegotiation, async (c) => {
    const { id } = c.req.valid("param");
    const caller: RoomCaller = await negotiationCaller(c, id, true);
    return reply(c, await roomStub(c, id).view(caller));
  });
}

/**
 * The opening message, played as round one with the token just issued. Its own Idempotency-Key (derived from the
 * open's) makes a replayed open replay the same round; the answer is that round's, with the token, as a 201.
 */
async function sayAtOpen(
  c: Context<AppEnv>,
  opened: OpenAnswer,
  said: { priceMinor?: number; currency?: string; message: string },
  idempotency: Awaited<ReturnType<typeof idempotencyOf>>,
): Promise<RpcResult<OpenAnswer>> {
  const room = roomStub(c, opened.negotiationId);
  const caller = { tokenHash: await sha256Hex(opened.token) };
  const context = { currency: opened.currency, quantity: opened.quantity, standingOfferMinor: opened.shopOffer?.priceMinor ?? null };
  const interpretation = await readBuyerMessage(c.env, said.message, context);
  const round = await room.say(caller, { ...said, text: said.message, interpretation }, idempotency && { key: `${idempotency.key}#message`, requestHash: idempotency.requestHash });
  return round.ok ? { ...round, status: 201, body: { ...round.body, token: opened.token } } : (round as unknown as RpcResult<OpenAnswer>);
}

/** A round's answer with its words (a model's, when one is configured and its reply passes the check). */
async function replyWithWords<T extends RoundResultBody>(c: Context<AppEnv>, result: RpcResult<T>): Promise<Response> {
  return reply(c, result.ok ? { ...result, body: await withWords(c, result.body) } : result);
}

type RoundResultBody = import("../../durable-objects").RoundResult;
