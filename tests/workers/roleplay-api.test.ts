// The roleplay API: an admin plays seeded personas against a product's live negotiator and reads a run's
// transcript with verdicts back from Postgres; bad input is a 4xx problem, a retried request replays the batch.
import { describe, expect, it } from "vitest";
import { api, expectProblem, shopWithProduct } from "./api-client";

describe("POST /v1/shops/{shopId}/roleplays", () => {
  it("plays runs through the live room, stores them, and returns a transcript with verdicts", async () => {
    const shop = await shopWithProduct({ anchorMinor: 20_000, floorMinor: 14_000, publicFacts: { shipping: "Free." } });
    const res = await api("POST", `/v1/shops/${shop.shopId}/roleplays`, { token: shop.adminKey, body: { productId: shop.productId, runs: 4, seed: 5 }, headers: { "idempotency-key": "rp-1" } });
    expect(res.status).toBe(201);
    expect(res.body.figures).toMatchObject({ runs: 4, completed: 4, handedToPerson: 0 });
    const runId = res.body.runs[0].runId;
    const listed = await api("GET", `/v1/shops/${shop.shopId}/roleplays?batchId=${res.body.batchId}`, { token: shop.adminKey });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((r: any) => r.runId).sort()).toEqual(res.body.runs.map((r: any) => r.runId).sort());
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/roleplays?limit=0`, { token: shop.adminKey }), 400, "validation-failed");
    const run = await api("GET", `/v1/shops/${shop.shopId}/roleplays/${runId}`, { token: shop.adminKey });
    expect(run.status).toBe(200);
    expect(run.body.turns.length).toBeGreaterThan(1);
    expect(run.body.turns.some((t: any) => ["PASS", "NEUTRAL", "FAIL"].includes(t.verdict))).toBe(true);
    expect(run.body.calls.length).toBe(run.body.turns.length);
    const again = await api("POST", `/v1/shops/${shop.shopId}/roleplays`, { token: shop.adminKey, body: { productId: shop.productId, runs: 4, seed: 5 }, headers: { "idempotency-key": "rp-1" } });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.figures).toMatchObject({ runs: 4, completed: 4, handedToPerson: 0, verdicts: res.body.figures.verdicts, ends: res.body.figures.ends });
    expect(again.body.runs.map((r: any) => r.runId).sort()).toEqual(res.body.runs.map((r: any) => r.runId).sort());
    // The same key with another body is refused, and plays nothing.
    const reused = await api("POST", `/v1/shops/${shop.shopId}/roleplays`, { token: shop.adminKey, body: { productId: shop.productId, runs: 2, seed: 5 }, headers: { "idempotency-key": "rp-1" } });
    expectProblem(reused, 422, "idempotency-key-reused");
    // No standing credentials: every buyer key the batch issued is revoked.
    for (let i = 0; i < 4; i++) {
      const buyer = await api("GET", `/v1/shops/${shop.shopId}/buyers/roleplay-${res.body.batchId.slice(3, 15)}-${i}`, { token: shop.adminKey });
      expect(buyer.status).toBe(200);
      expect(buyer.body.keys.length).toBeGreaterThan(0);
      expect(buyer.body.keys.every((k: any) => k.revokedAt !== null)).toBe(true);
    }
  });

  it("revokes the batch's keys without an Idempotency-Key too", async () => {
    const shop = await shopWithProduct({ anchorMinor: 20_000, floorMinor: 14_000 });
    const res = await api("POST", `/v1/shops/${shop.shopId}/roleplays`, { token: shop.adminKey, body: { productId: shop.productId, runs: 2, seed: 9, maxRounds: 3 } });
    expect(res.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const buyer = await api("GET", `/v1/shops/${shop.shopId}/buyers/roleplay-${res.body.batchId.slice(3, 15)}-${i}`, { token: shop.adminKey });
      expect(buyer.body.keys.every((k: any) => k.revokedAt !== null)).toBe(true);
    }
  });

  it("refuses bad input with a problem, never a 500, and hides other shops' runs", async () => {
    const shop = await shopWithProduct();
    const path = `/v1/shops/${shop.shopId}/roleplays`;
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: shop.productId, runs: 0 } }), 400, "validation-failed");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: shop.productId, runs: 10_000 } }), 400, "validation-failed");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: shop.productId, surprise: 1 } }), 400, "validation-failed");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: "nope" } }), 404, "not-found");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: shop.productId, personas: "oracle" } }), 400, "validation-failed");
    // No model configured in this deployment: model personas are refused up front.
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: shop.productId, personas: "model" } }), 409, "conflict");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { productId: shop.productId }, headers: { "idempotency-key": "bad key with spaces" } }), 400, "invalid-idempotency-key");
    expect((await api("POST", path, { body: { productId: shop.productId } })).status).toBe(401);
    expectProblem(await api("GET", `${path}/missing-run`, { token: shop.adminKey }), 404, "not-found");
  });
});
