/**
 * The organisation's auction routes (issue #31 item 3), under its shop-owner credential: open a request for quotes
 * (its sealed-bid auction), list its auctions, read one — every live bid ranked by score, the result and the awarded
 * contract — and cancel one before it closes. The auction closes by itself at its deadline (its object's alarm) and
 * an award becomes a service contract with the winning supplier as provider and the organisation as consumer.
 * negotiate-best-k: a negotiation thread a policy held for a person is decided here (approve, reject, modify).
 */
import { createRoute } from "@hono/zod-openapi";
import { sha256Hex } from "../../common/crypto";
import type { AuctionSummary } from "../../durable-objects";
import { audienceApp, type AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { reply } from "../reply";
import { IdempotencyHeader, ShopIdParam } from "../schemas";
import { shopOwnerAuth } from "../shop-owner/auth";
import { auctionIndexStub, auctionStub } from "../stubs";
import { AuctionIdParam, AuctionList, AuctionListQuery, AuctionViewSchema, CancelAuctionBody, OpenAuctionBody, ThreadDecisionBody, ThreadParam } from "./auction-schemas";

const security = [{ adminKey: [] }];
const tags = ["Shop owner: auctions"];

const openAuction = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/auctions",
  tags,
  summary: "Open a request for quotes: a sealed-bid auction among your suppliers",
  description:
    "Suppliers (invited ones, or every registered supplier) bid sealed packages — a price per unit and a value for each negotiable and required term — until the deadline. Each bid is scored by your utility of its package weighted by the supplier's reputation (from its record under your contracts). At the deadline the auction closes by itself: first-score, second-score (the winner is held to the runner-up's score) or negotiate-best-k. An award becomes a service contract (the supplier provides, you consume; the package, the SLA targets, active at once and its agreement record signed), and `auction.closed` and `contract.awarded` go to your webhooks. A field the request cannot carry is a 400 naming it (JSON pointer); nothing is created. Idempotency-Key: the same key always names the same auction.",
  security,
  request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(OpenAuctionBody) },
  responses: { 201: { description: "Open", content: { "application/json": { schema: AuctionViewSchema } } }, ...problems(400, 401, 404, 409, 422, 429) },
});

const listAuctions = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/auctions",
  tags,
  summary: "Your auctions, newest first",
  security,
  request: { params: ShopIdParam, query: AuctionListQuery },
  responses: { 200: { description: "A page of auctions", content: { "application/json": { schema: AuctionList } } }, ...problems(400, 401, 404) },
});

const getAuction = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/auctions/{auctionId}",
  tags,
  summary: "An auction: the request, live bids ranked by score, the result and the awarded contract",
  security,
  request: { params: AuctionIdParam },
  responses: { 200: { description: "The auction", content: { "application/json": { schema: AuctionViewSchema } } }, ...problems(401, 404) },
});

const cancelAuction = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/auctions/{auctionId}/cancel",
  tags,
  summary: "Cancel an auction before it closes",
  description: "No award is made; bids already taken are kept for the record. A closed auction's result stands (409 auction-closed); cancelling again is a harmless repeat.",
  security,
  request: { params: AuctionIdParam, headers: IdempotencyHeader, ...jsonBody(CancelAuctionBody, false) },
  responses: { 200: { description: "Cancelled", content: { "application/json": { schema: AuctionViewSchema } } }, ...problems(400, 401, 404, 409, 422, 429) },
});

const decideThread = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/auctions/{auctionId}/negotiation/{supplierId}/decision",
  tags,
  summary: "negotiate-best-k: decide a negotiation thread a policy held for you",
  description:
    "While a policy holds Parley's answer to a shortlisted supplier, its standing offer stands and the supplier waits. approve commits what the negotiator proposed (the constraints applied again), reject ends that supplier's thread, modify offers your own price per unit (from the standing offer up to the ceiling, within every constraint). Without a decision the policy's timeout action applies. 409 not-held when the thread is not waiting; 422 invalid-decision with why; nothing changes.",
  security,
  request: { params: ThreadParam, headers: IdempotencyHeader, ...jsonBody(ThreadDecisionBody) },
  responses: { 200: { description: "Decided", content: { "application/json": { schema: AuctionViewSchema } } }, ...problems(400, 401, 404, 409, 422, 429) },
});

export function registerOrganisationAuctionRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, decideThread, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { auctionId, supplierId } = c.req.valid("param");
    const { decision, priceMinor, note } = c.req.valid("json");
    const verdict = { decision, ...(priceMinor !== undefined ? { priceMinor } : {}), ...(note !== undefined ? { note } : {}) };
    return reply(c, await auctionStub(c.env, shopId, auctionId).decideThread(shopId, supplierId, verdict, await idempotencyOf(c)));
  });

  route(app, openAuction, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { contract, ...input } = c.req.valid("json");
    const idempotency = await idempotencyOf(c);
    // The same Idempotency-Key names the same auction, so a retry reaches the object that stored the first answer.
    const auctionId = `auc_${(idempotency ? await sha256Hex(`${shopId}\n${idempotency.key}`) : crypto.randomUUID().replaceAll("-", "")).slice(0, 32)}`;
    const settings = { contractDurationMs: contract?.durationMs ?? null };
    return reply(c, await auctionStub(c.env, shopId, auctionId).open({ auctionId, shopId, input, settings }, idempotency));
  });

  route(app, listAuctions, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { status, limit, cursor } = c.req.valid("query");
    const page = await auctionIndexStub(c.env, shopId).indexList({ limit, ...(status ? { status } : {}), ...(cursor !== undefined ? { cursor } : {}) });
    return reply(c, page, (p) => ({ items: p.items.map(listItem), nextCursor: p.nextCursor }));
  });

  route(app, getAuction, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    return reply(c, await auctionStub(c.env, shopId, auctionId).view(shopId));
  });

  route(app, cancelAuction, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { auctionId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    return reply(c, await auctionStub(c.env, shopId, auctionId).cancel(shopId, reason, await idempotencyOf(c)));
  });
}

export function organisationAuctionApp() {
  const app = audienceApp<ShopOwnerAudience>();
  registerOrganisationAuctionRoutes(app);
  return app;
}

function listItem(s: AuctionSummary) {
  const { request: _request, version: _version, shopId: _shopId, ...rest } = s;
  return rest;
}
