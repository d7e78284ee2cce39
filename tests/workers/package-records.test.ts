import { env } from "cloudflare:workers";
import { afterAll, describe, expect, inject, it } from "vitest";
import { getNegotiation, listNegotiationEvents } from "../../memory";
import { createDb } from "../../memory/db";
import type { Received } from "../support/webhook-sink";
import { api, buyerKey, createShop, eventually } from "./api-client";

/**
 * A package deal's records (issue 28, item 5), through the real outbox, queue and consumer: Postgres stores the
 * agreed terms beside the agreed price, the events carry the packages, and the owner's `negotiation.agreed`
 * webhook carries the agreed terms.
 */

const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

const sink = inject("webhookSinkUrl");
const received = async (url: string): Promise<Received[]> => (await fetch(url.replace("/hook/", "/received/"))).json();
(env as unknown as Record<string, string | undefined>).PARLEY_WEBHOOK_ALLOW_HTTP ??= "1";

const TERMS = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
];
const VALUATION = { weights: { price: 0.7, "payment-days": 0.2, "support-tier": 0.1 }, reservationUtility: 0.5 };

describe("a package deal's records", () => {
  it("reach Postgres with the agreed terms, and the negotiation.agreed webhook carries them", async () => {
    const shop = await createShop("Package records");
    const put = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
      token: shop.adminKey,
      body: { name: "Server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION },
    });
    expect(put.status).toBe(201);
    const hook = `${sink}/hook/ok/package-${crypto.randomUUID().slice(0, 8)}`;
    const created = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: hook, events: ["negotiation.agreed"] } });
    expect(created.status).toBe(201);

    const key = await buyerKey(shop.shopId, "records-buyer");
    const open = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId: "server", quantity: 3 } });
    expect(open.status).toBe(201);
    const { negotiationId, token } = open.body;
    const bid = await api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { priceMinor: 8_000, terms: { "payment-days": 45, "support-tier": "premium" } } });
    expect(bid.status).toBe(200);
    const deal = await api("POST", `/v1/negotiations/${negotiationId}/accept`, { token });
    expect(deal.body.status).toBe("agreed");
    const { priceMinor, terms } = deal.body.agreement;
    expect(terms).toEqual(expect.objectContaining({ "payment-days": expect.any(Number), "support-tier": expect.any(String) }));

    const row = await eventually(
      () => getNegotiation(handle.db, shop.shopId, negotiationId),
      (r) => r?.status === "agreed",
    );
    expect(row).toMatchObject({ status: "agreed", agreedPriceMinor: priceMinor, agreedTerms: terms, quantity: 3 });
    const events = await listNegotiationEvents(handle.db, shop.shopId, negotiationId);
    const decided = events.filter((e) => e.eventType === "round.decided").map((e) => e.payload as Record<string, any>);
    expect(decided.every((p) => p.terms && Object.keys(p.terms).length === 2)).toBe(true);
    expect(decided[1]!.move).toMatchObject({ kind: "counter", priceMinor: 8_000, terms: { "payment-days": 45, "support-tier": "premium" } });
    expect(events.find((e) => e.eventType === "negotiation.agreed")!.payload).toMatchObject({ agreedPriceMinor: priceMinor, agreedTerms: terms });

    const deliveries = await eventually(
      () => received(hook),
      (r) => r.length > 0,
    );
    const body = JSON.parse(deliveries[0]!.body);
    expect(body).toMatchObject({ type: "negotiation.agreed", data: { negotiationId, agreedPriceMinor: priceMinor, agreedTerms: terms, quantity: 3 } });
  });
});
