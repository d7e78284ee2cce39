import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OpeningConfiguration, Shop } from "../../durable-objects";
import { fail, ok, type RpcResult } from "../../common/problem";
import { OpeningConfigurationCache, openingConfigurations, OPENING_CONFIGURATION_TTL_MS } from "../../workers/opening-configurations";
import { api, expectProblem, openNegotiation, opened, putProduct, shopWithProduct } from "./api-client";

const answer = (version: number): RpcResult<OpeningConfiguration> => ok({ product: { id: "p", name: "P", version } } as OpeningConfiguration);

/** A loader that counts its calls and answers with the call's number as the product version. */
function countingLoader() {
  let calls = 0;
  const load = async () => answer(++calls);
  return { load, calls: () => calls };
}

const versionOf = (r: RpcResult<OpeningConfiguration>) => (r.ok ? r.body.product.version : null);

describe("the opening configuration cache", () => {
  it("asks the Shop once per product within the TTL, and again after it", async () => {
    const cache = new OpeningConfigurationCache(1_000);
    const { load, calls } = countingLoader();
    for (let t = 0; t < 1_000; t += 10) expect(versionOf(await cache.get("s", "p", t, load))).toBe(1);
    expect(calls()).toBe(1);
    expect(versionOf(await cache.get("s", "p", 1_000, load))).toBe(2);
    expect(versionOf(await cache.get("s", "other", 1_000, load))).toBe(3);
    expect(cache.counts).toEqual({ hits: 99, misses: 3 });
  });

  it("keeps a refusal (a missing product) like an answer, but not a call that threw", async () => {
    const cache = new OpeningConfigurationCache(1_000);
    let calls = 0;
    const missing = async () => (++calls, fail("not-found", "No product."));
    for (let i = 0; i < 5; i++) expect((await cache.get("s", "nope", i, missing)).ok).toBe(false);
    expect(calls).toBe(1);
    const down = async (): Promise<RpcResult<OpeningConfiguration>> => {
      calls++;
      throw new Error("the Shop is unreachable");
    };
    await expect(cache.get("s", "p", 0, down)).rejects.toThrow("unreachable");
    expect(versionOf(await cache.get("s", "p", 1, async () => answer(7)))).toBe(7);
  });

  it("forgets one shop's entries when its owner changes something, and does not keep an answer asked for before", async () => {
    const cache = new OpeningConfigurationCache(1_000);
    await cache.get("a", "p", 0, async () => answer(1));
    await cache.get("b", "p", 0, async () => answer(1));
    let release!: () => void;
    const slow = cache.get("a", "q", 0, () => new Promise((resolve) => (release = () => resolve(answer(1)))));
    cache.forget("a");
    release();
    await slow;
    expect(versionOf(await cache.get("a", "p", 1, async () => answer(2)))).toBe(2);
    expect(versionOf(await cache.get("a", "q", 1, async () => answer(2)))).toBe(2);
    expect(versionOf(await cache.get("b", "p", 1, async () => answer(2)))).toBe(1);
  });

  it("holds at most its bound, dropping the oldest entries", async () => {
    const cache = new OpeningConfigurationCache(1_000, 3);
    for (const p of ["p1", "p2", "p3", "p4"]) await cache.get("s", p, 0, async () => answer(1));
    expect(cache.size).toBe(3);
    expect(versionOf(await cache.get("s", "p1", 1, async () => answer(2)))).toBe(2);
    expect(versionOf(await cache.get("s", "p4", 1, async () => answer(2)))).toBe(1);
  });
});

describe("opening without the Shop on the hot path", () => {
  it("a burst of opens by different buyers on one product asks the Shop about once per TTL", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    await opened(shop.shopId, shop.productId); // the first open of the product asks the Shop
    const before = { ...openingConfigurations.counts };
    const started = Date.now();
    for (let i = 0; i < 20; i++) await opened(shop.shopId, shop.productId);
    const elapsed = Date.now() - started;
    const misses = openingConfigurations.counts.misses - before.misses;
    expect(openingConfigurations.counts.hits - before.hits + misses).toBeGreaterThanOrEqual(20);
    expect(misses).toBeLessThanOrEqual(Math.ceil(elapsed / OPENING_CONFIGURATION_TTL_MS));
  });

  it("an owner's change to the product, the policies or the limits applies to the very next open", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const first = await opened(shop.shopId, shop.productId);
    expect(first.shopOffer.priceMinor).toBe(10_000);
    expect((await putProduct(shop, shop.productId, { anchorMinor: 12_000, floorMinor: 7_000 })).version).toBe(2);
    const second = await opened(shop.shopId, shop.productId);
    expect(second.shopOffer.priceMinor).toBe(12_000);
    const settings = await api("PUT", `/v1/shops/${shop.shopId}/settings`, {
      token: shop.adminKey,
      body: { limits: { buyers: { opensPerHour: 100, openNegotiations: 10 }, anonymous: { allowed: false, opensPerHour: 0, openNegotiations: 0 } } },
    });
    expect(settings.status).toBe(200);
    expectProblem(await openNegotiation(shop.shopId, shop.productId, { anonymousFrom: "203.0.113.9" }), 401, "unauthorized");
  });

  it("a pause decided inside the Shop stops new opens within the TTL, and its lifting lets them through", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    await opened(shop.shopId, shop.productId);
    const stub = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    await runInDurableObject<Shop, void>(stub, (_s, state) => {
      state.storage.sql.exec("INSERT INTO pauses (scope, until, reason) VALUES (?, ?, 'maintenance')", shop.productId, Date.now() + 3_600_000);
    });
    // Opens go on from the edge's kept answer until the edge asks the Shop again (it keeps an answer at most one
    // TTL: the cache's tests above); that very first look at the Shop must see the pause. Counted in the
    // cache's trips to the Shop, not in milliseconds, so a slow machine cannot fail it.
    const shopLooks = () => openingConfigurations.counts.misses;
    const pausedFrom = shopLooks();
    let paused;
    do {
      paused = await openNegotiation(shop.shopId, shop.productId);
      if (shopLooks() === pausedFrom) {
        expect(paused.status).toBe(201);
        await new Promise((r) => setTimeout(r, 50));
      }
    } while (shopLooks() === pausedFrom);
    expectProblem(paused, 503, "shop-paused");
    await runInDurableObject<Shop, void>(stub, (_s, state) => {
      state.storage.sql.exec("DELETE FROM pauses");
    });
    const liftedFrom = shopLooks();
    let lifted;
    do {
      lifted = await openNegotiation(shop.shopId, shop.productId);
      if (shopLooks() === liftedFrom) {
        expectProblem(lifted, 503, "shop-paused");
        await new Promise((r) => setTimeout(r, 50));
      }
    } while (shopLooks() === liftedFrom);
    expect(lifted.status).toBe(201);
  });

  it("what the edge keeps (the product's draw key among it) never reaches a buyer", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const res = await openNegotiation(shop.shopId, shop.productId);
    const stub = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    const configuration = (await stub.openingConfiguration(shop.productId)) as RpcResult<OpeningConfiguration>;
    if (!configuration.ok) throw new Error("no configuration");
    const seen = JSON.stringify(res.body) + JSON.stringify(await api("GET", `/v1/negotiations/${res.body.negotiationId}`, { token: res.body.token }).then((r) => r.body));
    expect(seen).not.toContain(configuration.body.drawKey);
    expect(seen).not.toContain("drawKey");
    expect(seen).not.toContain("7000");
  });
});
