/**
 * A buyer's negotiations: opening one on a product, its rounds (offers, accept, withdraw), switching a package
 * agreement, and reading it.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { sha256Hex } from "../../common/crypto";
import type { RpcResult } from "../../common/problem";
import type { OpenResult as OpenAnswer, RoomCaller, RoundResult as RoundAnswer } from "../../durable-objects";
import type { AudienceApp } from "../audience";
import type { BuyerAudience, NegotiatorCaller, ShopOwnerCaller } from "../caller";
import { idempotencyOf } from "../idempotency";
import { openingConfigurations } from "../opening-configurations";
import { jsonBody, problems, route } from "../openapi-route";
import { limitBuyer, limitNegotiation } from "../rate-limits";
import { reply } from "../reply";
import { roomStub, shopStub } from "../stubs";
import { negotiator, negotiatorOrShopOwner, openingBuyer } from "./auth";
import { buyerAccount } from "./buyer-identity";
import { isPlainYes, readBuyerMessage, withWords } from "./buyer-words";
import {
  AcceptBody,
  IdempotencyHeader,
  NegotiationIdParam,
  NegotiationView,
  OpenNegotiationBody,
  OpenResult,
  OfferBody,
  RoundResult,
  ShopIdParam,
  SwitchBody,
} from "../schemas";
import type { AppEnv } from "../app-env";
import type { TermValues } from "../../kernel/types";

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
    "`priceMinor` is played as it is. A `message` alone is read by the shop's interpreter: a reading of HIGH confidence is played as the move it names (a price the buyer wrote, accepting the standing offer, withdrawing). A question is answered (`answer`: from the product's public facts, what is negotiated, the standing offer, the rounds left) and changes nothing. Taking the offer read below HIGH is asked back (`confirmation`): a plain yes as the next message, while the offer stands, takes it. Anything else that cannot be read changes nothing and the answer asks back (`decision.reasons` holds CLARIFICATION_NEEDED, `interpretation.questions` what to send); the third such message in a row hands the messages to a person: the shop's offer holds and the answer carries `retryAfterSeconds` until it answers. The answer's `interpretation` shows how the message was read; `message` is written in the buyer's language (`language`: en, de, fr, es).",
  security: buyerSecurity,
  request: { params: NegotiationIdParam, headers: IdempotencyHeader, ...jsonBody(OfferBody) },
  responses: { 200: { description: "The shop's decision", ...roundJson }, ...problems(400, 401, 404, 409, 413, 415, 422) },
});

const acceptOffer = createRoute({
  method: "post",
  path: "/v1/negotiations/{id}/accept",
  tags: ["Buyer agent"],
  summary: "Accept the shop's standing offer (or one of its options)",
  description:
    "No body (or `{}`): takes the shop's standing offer, `shopOffer`. For a product with terms whose standing offer has `options`, `{ \"optionId\": \"r2o3\" }` takes that package instead; an id that is not one of the standing options is a 400 naming `optionId` and changes nothing.",
  security: buyerSecurity,
  request: { params: NegotiationIdParam, headers: IdempotencyHeader, ...jsonBody(AcceptBody, false) },
  responses: { 200: { description: "Agreement", ...roundJson }, ...problems(400, 401, 404, 409, 422) },
});

const switchAgreement = createRoute({
  method: "post",
  path: "/v1/negotiations/{id}/switch",
  tags: ["Buyer agent"],
  summary: "Switch a package agreement to one of the packages it offers",
  description:
    "When the shop takes your own package, the agreement may offer `switches`: up to three packages worth at least as much to the shop that you may prefer. " +
    "`{ \"optionId\": \"r4s1-2\" }` makes the deal that package (binding, like the agreement) and answers with the agreement as it now stands and the next switches offered from it, up to three switches in all. " +
    "Switches lapse at `agreement.switchesUntil`, a day after the agreement (then 409 conflict; the deal stands). " +
    "An id that is not one of `agreement.switches` now (unknown, already taken, from an earlier offer), or any id on a price-only product, is a 400 naming `optionId` and changes nothing; a negotiation not agreed is a 409.",
  security: buyerSecurity,
  request: { params: NegotiationIdParam, headers: IdempotencyHeader, ...jsonBody(SwitchBody) },
  responses: { 200: { description: "The agreement as it now stands", ...roundJson }, ...problems(400, 401, 404, 409, 413, 415, 422) },
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

/** What the room knows a caller by: a negotiation's token (hashed), or the shop that owns it. */
function roomCaller(caller: NegotiatorCaller): { tokenHash: string };
function roomCaller(caller: NegotiatorCaller | ShopOwnerCaller): RoomCaller;
function roomCaller(caller: NegotiatorCaller | ShopOwnerCaller): RoomCaller {
  return caller.kind === "negotiator" ? { tokenHash: caller.tokenHash } : { shopId: caller.shopId };
}

export function registerNegotiationRoutes(app: AudienceApp<BuyerAudience>): void {
  route(app, openNegotiation, openingBuyer, async (c) => {
    const { shopId, buyerId, credential } = c.var.caller;
    const { productId, quantity, buyer, offer } = c.req.valid("json");
    await limitBuyer(c, shopId, buyerId);
    const configuration = await openingConfigurations.get(shopId, productId, Date.now(), () => shopStub(c.env, shopId).openingConfiguration(productId));
    const idempotency = await idempotencyOf(c);
    // A price alone is the opening bid; with a message, the negotiation opens without one and the message is round one.
    const bid = offer && offer.message === undefined && offer.priceMinor !== undefined ? { priceMinor: offer.priceMinor, currency: offer.currency, ...(offer.terms ? { terms: offer.terms } : {}) } : undefined;
    const result = (await buyerAccount(c.env, c.var.caller).openNegotiation(
      { shopId, buyerId, credential, productId, quantity, name: buyer?.name, offer: bid, ...(offer?.terms ? { offerTerms: offer.terms } : {}) },
      configuration,
      idempotency,
    )) as RpcResult<OpenAnswer>;
    if (!result.ok || offer?.message === undefined || (result.body.status !== "open" && !result.replayed)) return replyWithWords(c, result);
    return replyWithWords(c, await sayAtOpen(c.env, result.body, { priceMinor: offer.priceMinor, currency: offer.currency, terms: offer.terms, message: offer.message }, idempotency));
  });

  route(app, postOffer, negotiator, async (c) => {
    const { id } = c.req.valid("param");
    const caller = roomCaller(c.var.caller);
    await limitNegotiation(c, id);
    const { priceMinor, currency, message, terms } = c.req.valid("json");
    const room = roomStub(c.env, id);
    const idempotency = await idempotencyOf(c);
    if (message === undefined) return replyWithWords(c, await room.counter(caller, priceMinor as number, currency, idempotency, terms));
    const context = await room.readingContext(caller);
    if (!context.ok) return reply(c, context);
    const interpretation = await readBuyerMessage(c.env, message, context.body);
    return replyWithWords(c, await room.say(caller, { priceMinor, currency, ...(terms ? { terms } : {}), text: message, interpretation, plainYes: isPlainYes(message) }, idempotency));
  });

  route(app, acceptOffer, negotiator, async (c) => {
    const { id } = c.req.valid("param");
    await limitNegotiation(c, id);
    const { optionId } = c.req.valid("json");
    return replyWithWords(c, await roomStub(c.env, id).accept(roomCaller(c.var.caller), await idempotencyOf(c), optionId));
  });

  route(app, switchAgreement, negotiator, async (c) => {
    const { id } = c.req.valid("param");
    await limitNegotiation(c, id);
    const { optionId } = c.req.valid("json");
    return replyWithWords(c, await roomStub(c.env, id).switchAgreement(roomCaller(c.var.caller), optionId, await idempotencyOf(c)));
  });

  route(app, withdraw, negotiator, async (c) => {
    const { id } = c.req.valid("param");
    return replyWithWords(c, await roomStub(c.env, id).withdraw(roomCaller(c.var.caller), await idempotencyOf(c)));
  });

  route(app, getNegotiation, negotiatorOrShopOwner, async (c) => {
    const { id } = c.req.valid("param");
    return reply(c, await roomStub(c.env, id).view(roomCaller(c.var.caller)));
  });
}

/**
 * The opening message, played as round one with the token just issued. Its own Idempotency-Key (derived from the
 * open's) makes a replayed open replay the same round; the answer is that round's, with the token, as a 201.
 */
async function sayAtOpen(
  env: Env,
  opened: OpenAnswer,
  said: { priceMinor?: number; currency?: string; terms?: TermValues | undefined; message: string },
  idempotency: Awaited<ReturnType<typeof idempotencyOf>>,
): Promise<RpcResult<OpenAnswer>> {
  const room = roomStub(env, opened.negotiationId);
  const caller = { tokenHash: await sha256Hex(opened.token) };
  const context = { currency: opened.currency, quantity: opened.quantity, standingOfferMinor: opened.shopOffer?.priceMinor ?? null };
  const interpretation = await readBuyerMessage(env, said.message, context);
  const { terms, ...rest } = said;
  const round = await room.say(caller, { ...rest, ...(terms ? { terms } : {}), text: said.message, interpretation, plainYes: isPlainYes(said.message) }, idempotency && { key: `${idempotency.key}#message`, requestHash: idempotency.requestHash });
  return round.ok ? { ...round, status: 201, body: { ...round.body, token: opened.token } } : (round as unknown as RpcResult<OpenAnswer>);
}

/** A round's answer with its words (a model's, when one is configured and its reply passes the check). */
async function replyWithWords<T extends RoundAnswer, E extends AppEnv>(c: Context<E>, result: RpcResult<T>): Promise<Response> {
  return reply(c, result.ok ? { ...result, body: await withWords(c, result.body) } : result);
}
