import { describe, expect, it } from "vitest";
import { OPERATOR_TOKEN, api, buyerKey, counter, expectProblem, listed, openNegotiation, opened, shopWithProduct, viewNegotiation } from "./api-client";

describe("Idempotency-Key on every POST", () => {
  it("replays a counter-offer: same key + same body → the stored response, nothing applied twice", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    const key = { "idempotency-key": "offer-1" };
    const first = await counter(n.negotiationId, n.token, 6_000, key);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await counter(n.negotiationId, n.token, 6_000, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const view = await viewNegotiation(n.negotiationId, n.token);
    expect(view.body.round).toBe(1);
    expect(view.body.history.filter((h: any) => h.party === "buyer")).toHaveLength(1);
  });

  it("refuses the same key with a different body (422) and changes nothing", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    await counter(n.negotiationId, n.token, 6_000, { "idempotency-key": "k" });
    const before = await viewNegotiation(n.negotiationId, n.token);
    expectProblem(await counter(n.negotiationId, n.token, 6_100, { "idempotency-key": "k" }), 422, "idempotency-key-reused");
    expectProblem(
      await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token, headers: { "idempotency-key": "k" } }),
      422,
      "idempotency-key-reused",
    );
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toEqual(before.body);
  });

  it("key order in the body does not matter", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    const path = `/v1/negotiations/${n.negotiationId}/offers`;
    const h = { "idempotency-key": "order", "content-type": "application/json" };
    const a = await api("POST", path, { token: n.token, rawBody: '{"priceMinor":6000,"currency":"EUR"}', headers: h });
    const b = await api("POST", path, { token: n.token, rawBody: '{ "currency": "EUR", "priceMinor": 6000 }', headers: h });
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.body).toEqual(a.body);
  });

  it("a failed request leaves no record: the key can be used again once the body is fixed", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    const h = { "idempotency-key": "retry-me" };
    expectProblem(await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { priceMinor: 6_000, currency: "USD" }, headers: h }), 422, "currency-mismatch");
    const ok = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { priceMinor: 6_000, currency: "USD" }, headers: h });
    expect(ok.status).toBe(422);
    const fixed = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { priceMinor: 6_000, currency: "EUR" }, headers: h });
    expect(fixed.status).toBe(200);
  });

  it("replays accept and withdraw", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    const h = { "idempotency-key": "acc" };
    const first = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token, headers: h });
    const again = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token, headers: h });
    expect(first.body.status).toBe("agreed");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });

  it("replays opening a negotiation, token included, without opening a second one", async () => {
    const shop = await shopWithProduct();
    const h = { "idempotency-key": "open-1" };
    const first = await openNegotiation(shop.shopId, shop.productId, { headers: h, buyerId: "replayer" });
    const again = await openNegotiation(shop.shopId, shop.productId, { headers: h, buyerId: "replayer" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const diff = await openNegotiation(shop.shopId, shop.productId, { headers: h, quantity: 2, buyerId: "replayer" });
    expectProblem(diff, 422, "idempotency-key-reused");
    expect((await listed(shop, 1)).body.items).toHaveLength(1);
    // Keys belong to the buyer who used them: another buyer sending the same key and body opens its own
    // negotiation and never sees the first buyer's token.
    const stranger = await openNegotiation(shop.shopId, shop.productId, { headers: h, buyerId: "stranger" });
    expect(stranger.status).toBe(201);
    expect(stranger.headers.get("idempotent-replayed")).toBeNull();
    expect(stranger.body.token).not.toBe(first.body.token);
    expect(stranger.body.negotiationId).not.toBe(first.body.negotiationId);
  });

  it("concurrent duplicates while the first is in flight get 409, and only one negotiation opens", async () => {
    const shop = await shopWithProduct();
    const h = { "idempotency-key": "race" };
    await buyerKey(shop.shopId, "racer");
    const results = await Promise.all(Array.from({ length: 6 }, () => openNegotiation(shop.shopId, shop.productId, { headers: h, buyerId: "racer" })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(409);
    for (const r of results.filter((r) => r.status === 409)) expectProblem(r, 409, "idempotency-in-flight");
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.negotiationId));
    expect(ids.size).toBe(1);
    expect((await listed(shop, 1)).body.items).toHaveLength(1);
  });

  it("replays shop creation with the same admin key; a different name is refused", async () => {
    const h = { "idempotency-key": "shop-create-1" };
    const first = await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name: "Acme" }, headers: h });
    const again = await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name: "Acme" }, headers: h });
    expect(first.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expectProblem(await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name: "Other" }, headers: h }), 422, "idempotency-key-reused");
  });
});
