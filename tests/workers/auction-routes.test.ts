/**
 * The auction routes' rules beyond the end-to-end run (issue #31): who sees what (an invited-only request is
 * invisible, 404, to a supplier it did not invite, and a buyer's key is no supplier's), a request the core refuses
 * (400 naming the field, nothing created), cancelling (bids refused after it, a repeat harmless, a closed auction's
 * result standing), and the reputation each bid is scored with, read at bid time from the shop's counterparty
 * profile of `supplier:<id>` (a supplier without one is scored as a newcomer, null). After the close: the winner
 * acts on its contract with a signature by its registered agent key, and an award the shop's contract limits refuse
 * is recorded as failed, with the problem, and never retried into a second attempt.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { counterpartyProfiles, createDb } from "../../memory";
import { createAgentKey, signRequest } from "../../workers/identity";
import { api, buyerKey, createShop, expectProblem } from "./api-client";
import { auctionObject, now, randomPackage, registerSuppliers, requestBody, seeded, setClock } from "./auction-fixtures";

const DAY = 24 * 3_600_000;

async function openAuction(shop: { shopId: string; adminKey: string }, overrides: Record<string, unknown> = {}) {
  const res = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: requestBody(Date.now() + DAY, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.auctionId as string;
}

describe("auction routes", () => {
  it("an invited-only request is seen and bid on by the suppliers it invites only; a buyer's key is refused", async () => {
    const shop = await createShop();
    const [invited, other] = await registerSuppliers(shop, "inv", 2);
    const auctionId = await openAuction(shop, { suppliers: { mode: "invited", invited: [invited!.supplierId] } });
    const base = `/v1/shops/${shop.shopId}/supplier/auctions`;

    expect((await api("GET", base, { token: invited!.key })).body.items.map((i: any) => i.auctionId)).toEqual([auctionId]);
    expect((await api("GET", base, { token: other!.key })).body.items).toEqual([]);
    expect((await api("GET", `${base}/${auctionId}`, { token: invited!.key })).status).toBe(200);
    expectProblem(await api("GET", `${base}/${auctionId}`, { token: other!.key }), 404, "not-found");
    const pkg = randomPackage(seeded(1));
    expectProblem(await api("POST", `${base}/${auctionId}/bids`, { token: other!.key, body: { bidId: "x", ...pkg } }), 404, "not-found");
    expect((await api("POST", `${base}/${auctionId}/bids`, { token: invited!.key, body: { bidId: "x", ...pkg } })).status).toBe(201);

    // A buyer's credential is no supplier's; an auction id this API never issued is 404.
    const buyer = await buyerKey(shop.shopId, "some-buyer");
    expectProblem(await api("GET", base, { token: buyer }), 401, "unauthorized");
    expectProblem(await api("GET", `${base}/auc_nothex`, { token: invited!.key }), 404, "not-found");
    // Another organisation's admin key does not reach this one's auctions.
    const stranger = await createShop();
    const foreign = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: stranger.adminKey });
    expect([401, 403, 404]).toContain(foreign.status);
    // Nor does another organisation's auction id under this one's path.
    const theirs = await openAuction(stranger);
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/auctions/${theirs}`, { token: shop.adminKey }), 404, "not-found");
  });

  it("a request the core refuses is a 400 naming each field, and nothing is created", async () => {
    const shop = await createShop();
    const res = await api("POST", `/v1/shops/${shop.shopId}/auctions`, {
      token: shop.adminKey,
      body: requestBody(Date.now() - 1_000, { price: { ceilingMinor: 30_000, targetMinor: 40_000 } }),
    });
    expectProblem(res, 400, "validation-failed");
    expect(res.body.errors.map((e: any) => e.pointer).sort()).toEqual(["/deadline", "/price/targetMinor"]);
    const unknown = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: { ...requestBody(Date.now() + DAY), ceiling: 1 } });
    expectProblem(unknown, 400, "validation-failed");
    expect(unknown.body.errors[0].pointer).toBe("/ceiling");
    expect((await api("GET", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey })).body.items).toEqual([]);
  });

  it("cancelled: bids refused, cancelling again harmless, listed as cancelled, no award", async () => {
    const shop = await createShop();
    const [supplier] = await registerSuppliers(shop, "can", 1);
    const auctionId = await openAuction(shop);
    const bids = `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`;
    expect((await api("POST", bids, { token: supplier!.key, body: { bidId: "b1", ...randomPackage(seeded(2)) } })).status).toBe(201);
    const cancelled = await api("POST", `/v1/shops/${shop.shopId}/auctions/${auctionId}/cancel`, { token: shop.adminKey, body: { reason: "bought elsewhere" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancelReason: "bought elsewhere", result: null, award: { status: "none", contractId: null } });
    const again = await api("POST", `/v1/shops/${shop.shopId}/auctions/${auctionId}/cancel`, { token: shop.adminKey });
    expect(again.status).toBe(200);
    expect(again.body.cancelledAt).toBe(cancelled.body.cancelledAt);
    expectProblem(await api("POST", bids, { token: supplier!.key, body: { bidId: "b2", ...randomPackage(seeded(3)) } }), 409, "auction-cancelled");
    const seen = await api("GET", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}`, { token: supplier!.key });
    expect(seen.body).toMatchObject({ status: "cancelled", outcome: { result: "cancelled" } });
    // A supplier's list shows what it may bid on: no longer this one, unless it asks for cancelled ones.
    const supplierList = (query: string) => api("GET", `/v1/shops/${shop.shopId}/supplier/auctions${query}`, { token: supplier!.key });
    expect((await supplierList("")).body.items).toEqual([]);
    expect((await supplierList("?status=cancelled")).body.items.map((i: any) => [i.auctionId, i.status])).toEqual([[auctionId, "cancelled"]]);
    const list = await api("GET", `/v1/shops/${shop.shopId}/auctions?status=cancelled`, { token: shop.adminKey });
    expect(list.body.items.map((i: any) => [i.auctionId, i.status])).toEqual([[auctionId, "cancelled"]]);
    expect((await api("GET", `/v1/shops/${shop.shopId}/auctions?status=open`, { token: shop.adminKey })).body.items).toEqual([]);
  });

  it("scores each bid with the supplier's reputation from the shop's counterparty profile, a newcomer with none", async () => {
    const shop = await createShop();
    const [known, newcomer] = await registerSuppliers(shop, "rep", 2);
    const handle = createDb(env.DATABASE_URL, { max: 1 });
    try {
      await handle.db.insert(counterpartyProfiles).values({
        shopId: shop.shopId,
        counterpartyId: `supplier:${known!.supplierId}`,
        reputation: { score: 0.9, uncertainty: 0.05, evidence: 40, perMetric: {}, checks: 40, missed: 4, asOf: Date.now(), disputes: null },
      });
    } finally {
      await handle.close();
    }
    const auctionId = await openAuction(shop);
    const bids = `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`;
    const pkg = { priceMinor: 40_000, terms: { "payment-days": 30, "warranty-months": 24, "support-tier": "standard", "iso-27001": "yes" } };
    for (const s of [known!, newcomer!]) expect((await api("POST", bids, { token: s.key, body: { bidId: "same", ...pkg } })).status).toBe(201);
    const view = await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey });
    const bySupplier = Object.fromEntries(view.body.ranking.map((r: any) => [r.supplierId, r]));
    expect(bySupplier[known!.supplierId].reputation).toBe(0.9);
    expect(bySupplier[newcomer!.supplierId].reputation).toBeNull();
    // The same package: the better record ranks first, by λ = 0.7: utility × (0.7 + 0.3 × 0.9) against × (0.7 + 0.3 × 0.5).
    expect(view.body.ranking.map((r: any) => r.supplierId)).toEqual([known!.supplierId, newcomer!.supplierId]);
    const [a, b] = view.body.ranking;
    expect(a.score / b.score).toBeCloseTo((0.7 + 0.3 * 0.9) / (0.7 + 0.3 * 0.5), 10);
  });
});

describe("after the close", () => {
  // A fake clock at the real time: deadlines lie in the real future, so the close runs only when the test runs the alarm.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    setClock(Date.now());
  });
  afterAll(() => vi.useRealTimers());

  async function closedAuction(shop: { shopId: string; adminKey: string }, suppliers: { key: string }[], overrides: Record<string, unknown> = {}) {
    const deadline = now() + 60_000;
    const opened = await api("POST", `/v1/shops/${shop.shopId}/auctions`, { token: shop.adminKey, body: requestBody(deadline, overrides) });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const auctionId = opened.body.auctionId as string;
    const random = seeded(9);
    for (const [i, s] of suppliers.entries()) {
      const pkg = randomPackage(random);
      const res = await api("POST", `/v1/shops/${shop.shopId}/supplier/auctions/${auctionId}/bids`, { token: s.key, body: { bidId: `b${i}`, ...pkg, priceMinor: 30_000 + i * 1_000 } });
      expect(res.status).toBe(201);
    }
    setClock(deadline + 1);
    expect(await runDurableObjectAlarm(auctionObject(shop.shopId, auctionId))).toBe(true);
    return (await api("GET", `/v1/shops/${shop.shopId}/auctions/${auctionId}`, { token: shop.adminKey })).body;
  }

  it("the winner acts on its awarded contract with a signature by its registered agent key", async () => {
    const shop = await createShop();
    const suppliers = await registerSuppliers(shop, "sig", 3);
    const closed = await closedAuction(shop, suppliers);
    expect(closed.award.status).toBe("awarded");
    const winnerId = closed.result.award.supplierId as string;
    const agent = await createAgentKey();
    const registered = await api("POST", `/v1/shops/${shop.shopId}/suppliers/${winnerId}/public-keys`, { token: shop.adminKey, body: { jwk: agent.publicJwk } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const path = `/v1/contracts/${closed.award.contractId}`;
    const headers = await signRequest({ method: "GET", url: `https://parley.test${path}` }, agent, { created: Math.floor(Date.now() / 1000), nonce: crypto.randomUUID() });
    const read = await api("GET", path, { headers: Object.fromEntries(headers) });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ status: "active", parties: [{ agentId: `supplier:${winnerId}`, role: "provider" }, { agentId: `shop:${shop.shopId}`, role: "consumer" }] });
  });

  it("an award the shop's contract limits refuse is recorded as failed with the problem, and no contract exists", async () => {
    const shop = await createShop();
    const limits = await api("PUT", `/v1/shops/${shop.shopId}/contract-limits`, { token: shop.adminKey, body: { maxPenaltyPerViolationMinor: 10 } });
    expect(limits.status, JSON.stringify(limits.body)).toBe(200);
    const suppliers = await registerSuppliers(shop, "lim", 2);
    const closed = await closedAuction(shop, suppliers);
    expect(closed.result.outcome).toBe("awarded");
    expect(closed.award).toMatchObject({ status: "failed", problem: { status: 400, type: "/problems/validation-failed" } });
    expect(closed.award.problem.detail).toMatch(/penaltyMinor/);
    // Nothing retries it: a second alarm run changes nothing, and the shop has no contract.
    await runDurableObjectAlarm(auctionObject(shop.shopId, closed.auctionId));
    expect((await api("GET", `/v1/shops/${shop.shopId}/auctions/${closed.auctionId}`, { token: shop.adminKey })).body).toEqual(closed);
    expect((await api("GET", `/v1/shops/${shop.shopId}/service-contracts`, { token: shop.adminKey })).body.items).toEqual([]);
  });
});
