/**
 * A supplier's auction routes (issue #31 item 3), under its own credential (a supplier key or a signature): the
 * requests for quotes it may bid on (open to every registered supplier, or inviting it), one request with its own
 * bid and, once closed, its own outcome; a sealed bid; and withdrawing it before the deadline. A supplier never
 * sees another's bid, any score, the ceiling or the target; an invited-only auction that did not invite it is 404,
 * as if it did not exist.
 *
 * negotiate-best-k: once the auction closes, each shortlisted supplier negotiates with Parley (the purchase, through
 * the governed round): it reads its thread (our standing offer, its rounds left — never the ceiling or the
 * valuation), counters, accepts our standing offer, or rejects and leaves. Bad input, a supplier without a thread,
 * a thread that ended and an Idempotency-Key reused with another body are problem+json 4xx that change nothing.
 */
import { createRoute } from "@hono/zod-openapi";
import type { AudienceApp } from "../audience";
import type { SupplierAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { IdempotencyHeader, ShopIdParam } from "../schemas";
import { supplierAuth } from "../supplier/auth";
import { SUPPLIER_SECURITY, SUPPLIER_TAGS } from "../supplier/whoami";
import { auctionIndexStub, auctionStub } from "../stubs";
import { AcceptBody, AuctionIdParam, AuctionListQuery, BidAccepted, BidBody, BidIdParam, CounterBody, RejectBody, SupplierAuctionList, SupplierAuctionViewSchema, SupplierNegotiationViewSchema } from "./auction-schemas";
import { supplierReputation } from "./reputation";

const listRequests = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/supplier/auctions",
  tags: SUPPLIER_TAGS,
  summary: "Requests for quotes you may bid on (their public part), newest first",
  description: "Open requests by default (`?status=closed` or `cancelled` for the others): those open to every registered supplier and those that invite you.",
  security: SUPPLIER_SECURITY,
  request: { params: ShopIdParam, query: AuctionListQuery },
  responses: { 200: { description: "A page of requests", content: { "application/json": { schema: SupplierAuctionList } } }, ...problems(400, 401, 404, 429) },
});

const getRequest = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/supplier/auctions/{auctionId}",
  tags: SUPPLIER_TAGS,
  summary: "A request for quotes: its public part, your bid, and your outcome once closed",
  security: SUPPLIER_SECURITY,
  request: { params: AuctionIdParam },
  responses: { 200: { description: "The request", content: { "application/json": { schema: SupplierAuctionViewSchema } } }, ...problems(401, 404, 429) },
});

const placeBid = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/supplier/auctions/{auctionId}/bids",
  tags: SUPPLIER_TAGS,
  summary: "Bid a sealed package (a new bid replaces your earlier one)",
  description:
    "201: accepted (or replacing your earlier bid: you have one live bid, and a re-bid takes the new submission time). 200: the same bidId and package again — a harmless repeat, even after the deadline. Refused, changing nothing: a package that breaks the request's public rules (422 invalid-bid, naming each field: a term off its grid, an unknown term, a required term missing or not met), the same bidId with another package (409 bid-id-reused), at or after the deadline (409 bid-late: recorded for the audit), too many bids (409). A bid over the organisation's private ceiling is accepted and never scored: refusing it would reveal the ceiling. Under second-score, bidding your true cost is a best response.",
  security: SUPPLIER_SECURITY,
  request: { params: AuctionIdParam, headers: IdempotencyHeader, ...jsonBody(BidBody) },
  responses: {
    200: { description: "A repeat of a bid already taken", content: { "application/json": { schema: BidAccepted } } },
    201: { description: "Accepted", content: { "application/json": { schema: BidAccepted } } },
    ...problems(400, 401, 404, 409, 422, 429),
  },
});

const withdrawBid = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/supplier/auctions/{auctionId}/bids/{bidId}/withdraw",
  tags: SUPPLIER_TAGS,
  summary: "Withdraw your live bid before the deadline",
  description: "From the deadline bids are binding (409 bids-binding). Withdrawing a bid a later one replaced is refused (409 bid-superseded); withdrawing again is a harmless repeat.",
  security: SUPPLIER_SECURITY,
  request: { params: BidIdParam, headers: IdempotencyHeader },
  responses: { 200: { description: "Withdrawn", content: { "application/json": { schema: SupplierAuctionViewSchema } } }, ...problems(401, 404, 409, 422, 429) },
});

const NEGOTIATION = "/v1/shops/{shopId}/supplier/auctions/{auctionId}/negotiation";
const negotiationResponses = { 200: { description: "Your thread after the move", content: { "application/json": { schema: SupplierNegotiationViewSchema } } }, ...problems(400, 401, 404, 409, 422, 429) };

const getNegotiation = createRoute({
  method: "get",
  path: NEGOTIATION,
  tags: SUPPLIER_TAGS,
  summary: "negotiate-best-k: your negotiation with Parley after the close",
  description: "Parley's standing offer per unit, your last ask, rounds left, the window's end and the prices so far. 404 when you have no thread (not shortlisted, or the negotiation has not started).",
  security: SUPPLIER_SECURITY,
  request: { params: AuctionIdParam },
  responses: { 200: { description: "Your thread", content: { "application/json": { schema: SupplierNegotiationViewSchema } } }, ...problems(401, 404, 429) },
});

const counter = createRoute({
  method: "post",
  path: `${NEGOTIATION}/counter`,
  tags: SUPPLIER_TAGS,
  summary: "negotiate-best-k: counter with your ask per unit",
  description: "Parley answers in the same call: a counter-offer (never above its private ceiling, never below its previous offer), acceptance of your ask, or the end of the thread. Refused, changing nothing: a price that is not a positive whole number (422 invalid-move), terms other than your sealed bid's (422 terms-fixed), a thread that ended (409 negotiation-closed), our offer held for review (409 negotiation-held), at or after the window's end (409 negotiation-window-ended).",
  security: SUPPLIER_SECURITY,
  request: { params: AuctionIdParam, headers: IdempotencyHeader, ...jsonBody(CounterBody) },
  responses: negotiationResponses,
});

const accept = createRoute({
  method: "post",
  path: `${NEGOTIATION}/accept`,
  tags: SUPPLIER_TAGS,
  summary: "negotiate-best-k: accept Parley's standing offer",
  description: "The first agreement wins the award: your sealed terms at this price become an active, signed contract; the other shortlisted suppliers are told they lost.",
  security: SUPPLIER_SECURITY,
  request: { params: AuctionIdParam, headers: IdempotencyHeader, ...jsonBody(AcceptBody, false) },
  responses: negotiationResponses,
});

const reject = createRoute({
  method: "post",
  path: `${NEGOTIATION}/reject`,
  tags: SUPPLIER_TAGS,
  summary: "negotiate-best-k: reject and leave the negotiation",
  security: SUPPLIER_SECURITY,
  request: { params: AuctionIdParam, headers: IdempotencyHeader, ...jsonBody(RejectBody, false) },
  responses: negotiationResponses,
});

export function registerSupplierAuctionRoutes(app: AudienceApp<SupplierAudience>): void {
  route(app, getNegotiation, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    return reply(c, await auctionStub(c.env, shopId, auctionId).negotiationView(shopId, supplierId));
  });

  route(app, counter, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    const { priceMinor, terms } = c.req.valid("json");
    const move = { kind: "counter" as const, priceMinor, ...(terms !== undefined ? { terms } : {}) };
    return reply(c, await auctionStub(c.env, shopId, auctionId).negotiate({ shopId, supplierId }, move, await idempotencyOf(c)));
  });

  route(app, accept, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    return reply(c, await auctionStub(c.env, shopId, auctionId).negotiate({ shopId, supplierId }, { kind: "accept" }, await idempotencyOf(c)));
  });

  route(app, reject, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    return reply(c, await auctionStub(c.env, shopId, auctionId).negotiate({ shopId, supplierId }, { kind: "reject", ...(reason !== undefined ? { reason } : {}) }, await idempotencyOf(c)));
  });

  route(app, listRequests, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { status, limit, cursor } = c.req.valid("query");
    // What it may bid on: open requests unless it asks for others.
    const page = await auctionIndexStub(c.env, shopId).indexList({ supplierId, limit, status: status ?? "open", ...(cursor !== undefined ? { cursor } : {}) });
    return reply(c, page, (p) => ({ items: p.items.map((s) => ({ auctionId: s.auctionId, status: s.status, request: s.request })), nextCursor: p.nextCursor }));
  });

  route(app, getRequest, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    return reply(c, await auctionStub(c.env, shopId, auctionId).supplierView(shopId, supplierId));
  });

  route(app, placeBid, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    const stub = auctionStub(c.env, shopId, auctionId);
    const body = c.req.valid("json");
    const idempotency = await idempotencyOf(c);
    const reputation = await supplierReputation(c.env, shopId, supplierId, (p) => c.executionCtx.waitUntil(p));
    return reply(c, await stub.bid({ shopId, supplierId }, body, reputation, idempotency));
  });

  route(app, withdrawBid, supplierAuth, async (c) => {
    const { shopId, supplierId } = c.var.caller;
    const { auctionId, bidId } = c.req.valid("param");
    return reply(c, await auctionStub(c.env, shopId, auctionId).withdraw({ shopId, supplierId }, bidId, await idempotencyOf(c)));
  });
}
