/**
 * negotiate-best-k's negotiation reaches the shop's webhook endpoints (issue #31): an endpoint subscribed to
 * `auction.negotiation_started`, `auction.negotiation_agreed` and `auction.negotiation_ended` receives each once, in
 * the Shop's signed envelope like every other webhook, and each `data` parses with common/events.ts's auction catalog
 * (the schemas the Auction object writes by) and names its auction. An endpoint subscribed to other events hears none
 * of them, and a payload that does not fit the catalog is never queued.
 *
 * Time: the isolate's clock is a fake one (vi.setSystemTime) the objects read too; nothing sleeps.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { parseAuctionCatalogPayload } from "../../common/events";
import type { Shop as ShopObject } from "../../durable-objects";
import { verifyWebhook } from "../../durable-objects/webhook-signature";
import type { Received } from "../support/webhook-sink";
import { api, createShop, eventually } from "./api-client";
import { advance, auctionObject, now, registerSuppliers, requestBody, setClock } from "./auction-fixtures";

const sink = inject("webhookSinkUrl");
const NEGOTIATION_EVENTS = ["auction.negotiation_started", "auction.negotiation_agreed", "auction.negotiation_ended"] as const;
const TERMS = { "iso-27001": "yes" };
const shopObject = (shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId)) as DurableObjectStub<ShopObject>;
const received = async (url: string): Promise<Received[]> => (await fetch(url.replace("/hook/", "/received/"))).json();
const headerGetter = (r: Received) => ({ get: (name: string) => (r.headers[name] as string | undefined) ?? null });

describe("negotiate-best-k's negotiation webhooks", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now() - 3_600_000);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("sends started, agreed and ended once each, signed, with payloads that parse and name the auction", async () => {
    const shop = await createShop("Negotiating buyer");
    const url = `${sink}/hook/ok/negotiation-${crypto.randomUUID().slice(0, 8)}`;
    const otherUrl = `${sink}/hook/ok/closed-only-${crypto.randomUUID().slice(0, 8)}`;
    const endpoint = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url, events: [...NEGOTIATION_EVENTS] } });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const other = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: otherUrl, events: ["auction.closed"] } });
    expect(other.status).toBe(201);
    const suppliers = await registerSuppliers(shop, "wh", 3);

    const deadline = now() + 10 * 60_000;
    const body = requestBody(deadline, { format: "negotiate-best-k", bestK: 2, quantity: 5, negotiable: [], valuation: undefined, negotiation: { windowMs: 3_600_000, maxRounds: 8 } });
    const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const auctionId = opened.body.auctionId as string;
    for (const [i, priceMinor] of [41_000, 38_000, 47_000].entries()) {
      advance(1_000);
      const bid = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: suppliers[i]!.key, body: { bidId: `b-${i}`, priceMinor, terms: TERMS } });
      expect(bid.status, JSON.stringify(bid.body)).toBe(201);
    }
    setClock(deadline + 1_000);
    expect(await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId))).toBe(true);

    // The cheapest shortlisted supplier takes Parley's standing offer: the first agreement ends the negotiation.
    advance(60_000);
    const accepted = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/negotiation/accept`, { token: suppliers[1]!.key, body: {} });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe("agreed");

    const got = await eventually(
      () => received(url),
      (list) => list.length >= 3,
    );
    const events = got.map((r) => ({ r, body: JSON.parse(r.body) as { id: string; type: (typeof NEGOTIATION_EVENTS)[number]; shopId: string; data: Record<string, unknown> } }));
    expect(events.map((e) => e.body.type).sort()).toEqual([...NEGOTIATION_EVENTS].sort());
    const nowS = Math.floor(Date.now() / 1000);
    for (const { r, body: e } of events) {
      expect(e.shopId).toBe(shop.shopId);
      expect(r.headers["webhook-id"]).toBe(e.id);
      expect(await verifyWebhook(endpoint.body.secret as string, headerGetter(r), r.body, nowS), e.type).toBe(true);
      expect(() => parseAuctionCatalogPayload(e.type, e.data), e.type).not.toThrow();
      expect(e.data.auctionId).toBe(auctionId);
    }
    const data = (type: (typeof NEGOTIATION_EVENTS)[number]) => events.find((e) => e.body.type === type)!.body.data;
    expect(data("auction.negotiation_started")).toMatchObject({ suppliers: expect.arrayContaining(["wh-01", "wh-00"]), maxRounds: 8 });
    expect(data("auction.negotiation_agreed")).toMatchObject({ supplierId: "wh-01", bidPriceMinor: 38_000, priceMinor: accepted.body.agreed.priceMinor });
    expect(data("auction.negotiation_ended")).toMatchObject({ outcome: "agreed", winner: "wh-01", priceMinor: accepted.body.agreed.priceMinor });
    // The secret (the ceiling) never travels.
    expect(JSON.stringify(events.map((e) => e.body))).not.toMatch(/ceiling|draws|reserve/i);

    // Settling again (the alarm) queues nothing twice; the other endpoint heard only the close.
    await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId));
    await runDurableObjectAlarm(shopObject(shop.shopId));
    expect(await received(url)).toHaveLength(3);
    const closedOnly = await eventually(
      () => received(otherUrl),
      (list) => list.length >= 1,
    );
    expect(closedOnly.map((r) => JSON.parse(r.body).type)).toEqual(["auction.closed"]);
  });

  it("never queues an auction webhook whose data does not fit the catalog", async () => {
    const shop = await createShop("Strict receiver");
    const url = `${sink}/hook/ok/strict-${crypto.randomUUID().slice(0, 8)}`;
    const endpoint = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url, events: [...NEGOTIATION_EVENTS] } });
    expect(endpoint.status).toBe(201);
    const answer = await shopObject(shop.shopId).recordAuctionWebhooks([
      { type: "auction.negotiation_started", key: "auc_bad", data: { auctionId: "auc_bad", status: "closed", endsAt: -1, maxRounds: 0, suppliers: [] } },
      { type: "auction.negotiation_ended", key: "auc_good", data: { auctionId: "auc_good", status: "closed", outcome: "no-agreement", reason: "the negotiation window ended" } },
    ]);
    expect(answer).toEqual({ refused: 1 });
    const queued = await runInDurableObject<ShopObject, string[]>(shopObject(shop.shopId), (_i, state) =>
      state.storage.sql.exec<{ event_key: string }>("SELECT event_key FROM webhook_deliveries ORDER BY event_key").toArray().map((r) => r.event_key),
    );
    expect(queued).toEqual(["auction.negotiation_ended:auc_good"]);
  });
});
