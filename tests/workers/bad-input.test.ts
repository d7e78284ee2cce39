import { beforeAll, describe, expect, it } from "vitest";
import { api, createShop, expectProblem, opened, OPERATOR_TOKEN, shopWithProduct, viewNegotiation } from "./api-client";

/**
 * Every bad request gets a 4xx problem+json with a stable type, and the state read back afterwards
 * is exactly what it was before.
 */
describe("bad input on a live negotiation", () => {
  let shop: Awaited<ReturnType<typeof shopWithProduct>>;
  let n: Awaited<ReturnType<typeof opened>>;
  let before: unknown;

  beforeAll(async () => {
    shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    n = await opened(shop.shopId, shop.productId);
    before = (await viewNegotiation(n.negotiationId, n.token)).body;
  });

  const offersPath = () => `/v1/negotiations/${n.negotiationId}/offers`;
  const cases: Array<[string, () => Parameters<typeof api>[2], number, string]> = [
    ["malformed JSON", () => ({ token: n.token, rawBody: '{"priceMinor": 9', headers: { "content-type": "application/json" } }), 400, "invalid-json"],
    ["NaN literal", () => ({ token: n.token, rawBody: '{"priceMinor": NaN}', headers: { "content-type": "application/json" } }), 400, "invalid-json"],
    ["wrong content type", () => ({ token: n.token, rawBody: '{"priceMinor": 9000}', headers: { "content-type": "text/plain" } }), 415, "unsupported-media-type"],
    ["no content type", () => ({ token: n.token, rawBody: '{"priceMinor": 9000}' }), 415, "unsupported-media-type"],
    ["missing field", () => ({ token: n.token, body: {} }), 400, "validation-failed"],
    ["unknown field", () => ({ token: n.token, body: { priceMinor: 9_000, floorMinor: 1 } }), 400, "validation-failed"],
    ["negative price", () => ({ token: n.token, body: { priceMinor: -5 } }), 400, "validation-failed"],
    ["zero price", () => ({ token: n.token, body: { priceMinor: 0 } }), 400, "validation-failed"],
    ["fractional price", () => ({ token: n.token, body: { priceMinor: 9000.5 } }), 400, "validation-failed"],
    ["price as a string", () => ({ token: n.token, body: { priceMinor: "9000" } }), 400, "validation-failed"],
    ["NaN as a string", () => ({ token: n.token, body: { priceMinor: "NaN" } }), 400, "validation-failed"],
    ["price over 2^53", () => ({ token: n.token, rawBody: '{"priceMinor": 9007199254740993}', headers: { "content-type": "application/json" } }), 400, "validation-failed"],
    ["array body", () => ({ token: n.token, body: [9000] }), 400, "validation-failed"],
    ["currency mismatch", () => ({ token: n.token, body: { priceMinor: 9_000, currency: "USD" } }), 422, "currency-mismatch"],
    ["lower-case currency", () => ({ token: n.token, body: { priceMinor: 9_000, currency: "eur" } }), 400, "validation-failed"],
    ["body over 16 KiB", () => ({ token: n.token, rawBody: JSON.stringify({ priceMinor: 9_000, pad: "x".repeat(17_000) }), headers: { "content-type": "application/json" } }), 413, "payload-too-large"],
    ["missing token", () => ({ body: { priceMinor: 9_000 } }), 401, "unauthorized"],
    ["malformed token", () => ({ token: "nope", body: { priceMinor: 9_000 } }), 401, "unauthorized"],
    ["wrong token for this negotiation", () => ({ token: `ngt_${n.negotiationId}_${"A".repeat(43)}`, body: { priceMinor: 9_000 } }), 401, "unauthorized"],
    ["the shop's admin key (buyers only)", () => ({ token: shop.adminKey, body: { priceMinor: 9_000 } }), 401, "unauthorized"],
    ["invalid Idempotency-Key", () => ({ token: n.token, body: { priceMinor: 9_000 }, headers: { "idempotency-key": "has space" } }), 400, "invalid-idempotency-key"],
  ];

  it.each(cases)("%s → 4xx problem, state unchanged", async (_name, options, status, type) => {
    const res = await api("POST", offersPath(), options());
    expectProblem(res, status, type);
    expect(res.body.title).toEqual(expect.any(String));
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toEqual(before);
  });

  it("another negotiation's token is answered 404, revealing nothing", async () => {
    const other = await opened(shop.shopId, shop.productId, { buyerId: "other" });
    const res = await api("POST", offersPath(), { token: other.token, body: { priceMinor: 9_000 } });
    expectProblem(res, 404, "not-found");
    expectProblem(await viewNegotiation(n.negotiationId, other.token), 404, "not-found");
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toEqual(before);
  });

  it("another shop's admin key cannot read the negotiation", async () => {
    const stranger = await createShop("Stranger");
    expectProblem(await viewNegotiation(n.negotiationId, stranger.adminKey), 404, "not-found");
  });

  it("unknown and malformed negotiation ids are 404", async () => {
    const fake = "f".repeat(64);
    expectProblem(await api("POST", `/v1/negotiations/${fake}/offers`, { token: `ngt_${fake}_${"A".repeat(43)}`, body: { priceMinor: 1 } }), 404, "not-found");
    expectProblem(await api("GET", "/v1/negotiations/xyz", { token: n.token }), 404, "not-found");
  });

  it("accept and withdraw refuse a body", async () => {
    const res = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token, body: { priceMinor: 1 } });
    expectProblem(res, 400, "validation-failed");
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toEqual(before);
  });
});

describe("bad input when opening a negotiation", () => {
  let shop: Awaited<ReturnType<typeof shopWithProduct>>;
  beforeAll(async () => {
    shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
  });
  const body = (extra: Record<string, unknown>) => ({ productId: "widget", quantity: 1, buyer: { name: "B" }, ...extra });
  const cases: Array<[string, Record<string, unknown>, number, string]> = [
    ["quantity 0", body({ quantity: 0 }), 400, "validation-failed"],
    ["negative quantity", body({ quantity: -2 }), 400, "validation-failed"],
    ["fractional quantity", body({ quantity: 1.5 }), 400, "validation-failed"],
    ["a buyer id in the body (it comes from the credential)", body({ buyer: { id: "someone-else" } }), 400, "validation-failed"],
    ["a buyer name with a NUL", body({ buyer: { name: "evil\u0000name" } }), 400, "validation-failed"],
    ["a buyer name with a line break", body({ buyer: { name: "forged\nlog line" } }), 400, "validation-failed"],
    ["a buyer name with a lone surrogate", body({ buyer: { name: "bad \ud800" } }), 400, "validation-failed"],
    ["unknown field", body({ floorMinor: 1 }), 400, "validation-failed"],
    ["unknown product", body({ productId: "nope" }), 404, "not-found"],
    ["opening offer in another currency", body({ offer: { priceMinor: 9_000, currency: "USD" } }), 422, "currency-mismatch"],
    ["opening offer negative", body({ offer: { priceMinor: -1 } }), 400, "validation-failed"],
  ];
  it.each(cases)("%s → 4xx problem, nothing opened", async (_name, payload, status, type) => {
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { body: payload }), status, type);
    const list = await api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey });
    expect(list.body.items).toEqual([]);
  });

  it("an unknown or malformed shop is 404", async () => {
    expectProblem(await api("POST", "/v1/shops/shp_000000000000000000000000/negotiations", { body: body({}) }), 404, "not-found");
    expectProblem(await api("POST", "/v1/shops/nope/negotiations", { body: body({}) }), 404, "not-found");
  });
});

describe("bad input from shop owners and operators", () => {
  it("rejects a floor above the anchor with 422 and keeps the previous settings", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const path = `/v1/shops/${shop.shopId}/products/widget`;
    const res = await api("PUT", path, { token: shop.adminKey, body: { name: "W", currency: "EUR", anchorMinor: 5_000, floorMinor: 6_000 } });
    expectProblem(res, 422, "invalid-product-config");
    const after = await api("GET", path, { token: shop.adminKey });
    expect(after.body).toMatchObject({ anchorMinor: 10_000, floorMinor: 7_000, version: 1 });
  });

  it.each([
    ["fractional anchor", { anchorMinor: 10.5 }],
    ["negative floor", { floorMinor: -1 }],
    ["unknown strategy", { strategy: { kind: "yolo" } }],
    ["zero exponent", { strategy: { kind: "boulware", exponent: 0 } }],
    ["maxRounds 0", { maxRounds: 0 }],
    ["unknown field", { discount: 5 }],
    ["bad currency", { currency: "euro" }],
  ])("product with %s → 400", async (_name, patch) => {
    const shop = await createShop();
    const res = await api("PUT", `/v1/shops/${shop.shopId}/products/widget`, {
      token: shop.adminKey,
      body: { name: "W", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, ...patch },
    });
    expectProblem(res, 400, "validation-failed");
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/products/widget`, { token: shop.adminKey }), 404, "not-found");
  });

  it("shop routes need the shop's own admin key", async () => {
    const a = await shopWithProduct();
    const b = await createShop("B");
    const path = `/v1/shops/${a.shopId}/products/widget`;
    expectProblem(await api("GET", path), 401, "unauthorized");
    expectProblem(await api("GET", path, { token: "psk_garbage" }), 401, "unauthorized");
    expectProblem(await api("GET", path, { token: `psk_${a.shopId}_${"B".repeat(43)}` }), 401, "unauthorized");
    expectProblem(await api("GET", path, { token: b.adminKey }), 404, "not-found");
    expectProblem(await api("PUT", path, { token: b.adminKey, body: { name: "x", currency: "EUR", anchorMinor: 2, floorMinor: 1 } }), 404, "not-found");
    expect((await api("GET", path, { token: a.adminKey })).body.anchorMinor).toBe(10_000);
  });

  it("creating a shop needs the operator token and a valid body", async () => {
    expectProblem(await api("POST", "/v1/shops", { body: { name: "x" } }), 401, "unauthorized");
    expectProblem(await api("POST", "/v1/shops", { token: "wrong", body: { name: "x" } }), 401, "unauthorized");
    expectProblem(await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name: "" } }), 400, "validation-failed");
    expectProblem(await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name: "x", extra: 1 } }), 400, "validation-failed");
  });

  it("unknown routes are problem+json 404", async () => {
    expectProblem(await api("GET", "/v1/nothing-here"), 404, "not-found");
  });
});
