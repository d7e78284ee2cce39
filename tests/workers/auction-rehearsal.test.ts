/**
 * POST /v1/shops/{shopId}/auction-rehearsals in workerd: an owner rehearses a request for quotes before opening it.
 * The answer is the same for the same seed, nothing is opened, a request the auction would refuse is refused with
 * the same pointers (under /request), and a rehearsal too large for one request is a 422 saying what to reduce.
 */
import { describe, expect, it } from "vitest";
import { api, createShop, expectProblem } from "./api-client";

const DAY = 24 * 60 * 60 * 1000;
const path = (shopId: string) => `/v1/shops/${shopId}/auction-rehearsals`;

function requestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item: { kind: "service", name: "Managed Postgres hosting" },
    quantity: 12,
    currency: "EUR",
    required: [{ id: "iso-27001", label: "ISO 27001", kind: "choice", oneOf: ["yes"] }],
    negotiable: [
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 60, step: 15, better: "higher", shopBest: 60 },
      { id: "support-tier", label: "Support", kind: "ordinal", values: ["premium", "standard", "basic"], shopBest: "premium" },
    ],
    valuation: { weights: { price: 3, "payment-days": 1, "support-tier": 1 }, reservationUtility: 0 },
    price: { ceilingMinor: 40_000, targetMinor: 25_000 },
    deadline: Date.now() + DAY,
    format: "second-score",
    suppliers: { mode: "open" },
    ...overrides,
  };
}

describe("auction rehearsals over HTTP", () => {
  it("reports what a request would do, the same for the same seed, and opens nothing", async () => {
    const shop = await createShop();
    const body = { request: requestBody(), population: { count: 30, shadingShare: 0.3, shadeBy: 0.1 }, draws: 60, seed: 17 };
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({ seed: 17, draws: 60, format: "second-score", currency: "EUR", quantity: 12, ceilingMinor: 40_000, targetMinor: 25_000 });
    expect(r.population).toMatchObject({ count: 30, shadingShare: 0.3, shadeBy: 0.1, costShare: 0.8 });
    expect(r.requested).toEqual(r.byFormat["second-score"]);
    const second = r.byFormat["second-score"];
    const first = r.byFormat["first-score"];
    expect(second.awardRate).toBe(1);
    expect(second.contractPriceMinor.p90).toBeLessThanOrEqual(40_000);
    expect(second.contractPriceMinor.p50).toBeGreaterThanOrEqual(first.contractPriceMinor.p50);
    expect(second.bestCostWinRate).toBeGreaterThan(0);
    expect(r.summary).toContain("second-score awards in 100.0 % of draws");
    const again = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(again.body).toEqual(r);
    // With an Idempotency-Key the answer is replayed, not played again.
    const keyed = { token: shop.adminKey, body: { ...body, seed: undefined }, headers: { "idempotency-key": "rehearse-1" } };
    const once = await api("POST", path(shop.shopId), keyed);
    const twice = await api("POST", path(shop.shopId), keyed);
    expect(once.status).toBe(200);
    expect(twice.headers.get("idempotent-replayed")).toBe("true");
    expect(twice.body).toEqual(once.body);
    // A rehearsal is not an auction.
    expect((await api("GET", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey })).body.items).toEqual([]);
  });

  it("a request the auction would refuse is the same 400, its pointers under /request", async () => {
    const shop = await createShop();
    const bad = requestBody({ deadline: Date.now() - 1_000, price: { ceilingMinor: 30_000, targetMinor: 40_000 } });
    const opening = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: bad });
    expectProblem(opening, 400, "validation-failed");
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { request: bad, seed: 1 } });
    expectProblem(res, 400, "validation-failed");
    const pointers = (r: typeof res) => r.body.errors.map((e: { pointer: string }) => e.pointer).sort();
    expect(pointers(res)).toEqual(pointers(opening).map((p: string) => `/request${p}`));
    expect(pointers(res)).toEqual(["/request/deadline", "/request/price/targetMinor"]);
    // An unknown field, in the request or beside it, is named too.
    const unknown = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { request: { ...requestBody(), ceiling: 1 } } });
    expectProblem(unknown, 400, "validation-failed");
    expect(unknown.body.errors[0].pointer).toBe("/request/ceiling");
    const beside = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { request: requestBody(), buyers: 5 } });
    expectProblem(beside, 400, "validation-failed");
    expect(beside.body.errors[0].pointer).toBe("/buyers");
  });

  it("over the work limit: a 422 naming what to reduce, and the reduced rehearsal runs", async () => {
    const shop = await createShop();
    const body = { request: requestBody(), population: { count: 1_000 }, draws: 500, seed: 3 };
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expectProblem(res, 422, "work-limit-exceeded");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["population.count", "draws"]));
    expect(res.body.estimated).toBeGreaterThan(res.body.limit);
    const reduced = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { ...body, draws: Math.max(10, Math.min(res.body.maxDraws, 20)) } });
    expect(reduced.status, JSON.stringify(reduced.body)).toBe(200);
    expect(reduced.body.bids.suppliers).toBe(1_000);
  });

  it("only the shop's own admin key rehearses", async () => {
    const shop = await createShop();
    const stranger = await createShop();
    const res = await api("POST", path(shop.shopId), { token: stranger.adminKey, body: { request: requestBody(), seed: 1 } });
    expect([401, 403, 404]).toContain(res.status);
    expect((await api("POST", path(shop.shopId), { body: { request: requestBody(), seed: 1 } })).status).toBe(401);
  });
});
