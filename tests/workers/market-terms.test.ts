// GET /v1/shops/{shopId}/market-stats with package deals (issue 28): what the cron's repository function computes
// from Postgres (per-term statistics beside the prices), pushed into the Shop and served, in the documented shape;
// a price-only product's entry keeps its keys.
import { randomUUID } from "node:crypto";
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, handleEventsBatch, marketStats, type NegotiationEventEnvelopeInput } from "../../memory";
import { api, createShop } from "./api-client";

const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

function deal(shopId: string, productId: string, i: number, priceMinor: number, terms?: Record<string, number | string>): NegotiationEventEnvelopeInput[] {
  const base = { shopId, negotiationId: `n-${productId}-${i}`, actor: "shop" as const };
  const at = Date.now() - 60_000 + i * 1_000;
  return [
    { ...base, eventId: randomUUID(), seq: 1, type: "negotiation.opened", at, payload: { productId, buyerId: `b${i}`, quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 6_000 } },
    { ...base, eventId: randomUUID(), seq: 2, type: "negotiation.agreed", at: at + 500, payload: { round: 2, agreedPriceMinor: priceMinor, ...(terms ? { agreedTerms: terms } : {}) } },
  ];
}

/** Every key of `value` is a property its schema (a component of the OpenAPI document) declares; recursively for the term entries. */
function keysDeclared(doc: any, schemaName: string, value: Record<string, unknown>) {
  const properties = doc.components.schemas[schemaName].properties;
  for (const key of Object.keys(value)) expect(properties, `${schemaName}.${key}`).toHaveProperty(key);
}

describe("market statistics per term over HTTP", () => {
  it("serve each agreed term of a product's package deals beside its prices, as documented", async () => {
    const shop = await createShop("Package market");
    const events = [
      ...deal(shop.shopId, "server", 0, 9_400, { "payment-days": 60, "support-tier": "standard" }),
      ...deal(shop.shopId, "server", 1, 9_100, { "payment-days": 30, "support-tier": "premium" }),
      ...deal(shop.shopId, "server", 2, 9_700, { "payment-days": 45, "support-tier": "standard" }),
      ...deal(shop.shopId, "widget", 3, 9_000),
      ...deal(shop.shopId, "widget", 4, 9_500),
    ];
    const messages = events.map((body, i) => ({ id: `m-${i}-${randomUUID()}`, body, attempts: 1, timestamp: new Date(), ack() {}, retry() {} }));
    const report = await handleEventsBatch({ queue: "negotiation-events", messages }, { db: handle.db });
    expect(report).toMatchObject({ acked: events.length, retried: 0, deadLettered: 0 });

    // What the cron does for the shop: the repository function, pushed into the Shop.
    await env.SHOP.get(env.SHOP.idFromName(shop.shopId)).setMarketStats(await marketStats(handle.db, { shopId: shop.shopId }), Date.now());
    const res = await api("GET", `/v1/shops/${shop.shopId}/market-stats`, { token: shop.adminKey });
    expect(res.status).toBe(200);
    const [server, widget] = res.body.items;
    expect(server).toMatchObject({ productId: "server", currency: "EUR", count: 3, medianUnitPriceMinor: 9_400 });
    expect(server.packages).toEqual({
      count: 3,
      terms: [
        { termId: "payment-days", kind: "numeric", count: 3, mean: 45, median: 45, p25: 38, p75: 53, min: 30, max: 60 },
        { termId: "support-tier", kind: "choice", count: 3, values: [{ value: "standard", count: 2 }, { value: "premium", count: 1 }] },
      ],
    });
    expect(widget).toMatchObject({ productId: "widget", count: 2, meanUnitPriceMinor: 9_250 });
    expect(widget).not.toHaveProperty("packages");

    const filtered = await api("GET", `/v1/shops/${shop.shopId}/market-stats?productId=server`, { token: shop.adminKey });
    expect(filtered.body.items).toEqual([server]);

    // The documented shapes hold what the route serves.
    const doc = (await api("GET", "/openapi.json")).body;
    const items = doc.paths["/v1/shops/{shopId}/market-stats"].get.responses["200"].content["application/json"].schema.properties.items;
    expect(items.items.$ref).toBe("#/components/schemas/MarketStats");
    for (const item of [server, widget]) keysDeclared(doc, "MarketStats", item);
    keysDeclared(doc, "NumericTermMarketStats", server.packages.terms[0]);
    keysDeclared(doc, "ChoiceTermMarketStats", server.packages.terms[1]);
    expect(doc.components.schemas.MarketStats.required).not.toContain("packages");
    expect(doc.components.schemas.Precedent.properties.terms.properties).toHaveProperty("paymentTermsDays");
  });
});
