// The cron's learning job inside workerd: outcomes stored in Postgres (through the events consumer's storage
// path, not the negotiation API) become the product's learning in the Shop object, read back over HTTP.
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, parseNegotiationEvent, storeEvents } from "../../memory";
import worker from "../../workers/worker";
import { agreed, eventsOf, FLOOR, ANCHOR, noDeal, times, type Outcome } from "../memory/outcome-events";
import { api, putProduct, shopWithProduct } from "./api-client";

/** Postgres, reached from inside workerd through the real Neon driver and the test run's bridge. */
const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

async function store(outcomes: readonly Outcome[]): Promise<void> {
  await storeEvents(handle.db, outcomes.flatMap(eventsOf).map(parseNegotiationEvent));
}

async function runCron(scheduledTime: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the learning cron", () => {
  it("pushes each product's arm posteriors and acceptance curve into its shop, and a second run changes nothing but the time", async () => {
    const shop = await shopWithProduct({ anchorMinor: ANCHOR, floorMinor: FLOOR });
    const learningPath = `/v1/shops/${shop.shopId}/products/${shop.productId}/learning`;
    expect((await api("GET", learningPath, { token: shop.adminKey })).status).toBe(404);

    // 15 deals on "firm" between 80 % and 94 % of the list price, 15 refusals on "soft" of offers from 85 % to 99 %.
    await store([
      ...times(15, (i) => ({ shopId: shop.shopId, productId: shop.productId, arm: "firm", ending: agreed(8_000 + i * 100) })),
      ...times(15, (i) => ({ shopId: shop.shopId, productId: shop.productId, arm: "soft", ending: noDeal(8_500 + i * 100) })),
    ]);
    // A second product with outcomes from before arms were recorded, and a shop that has no Shop object.
    await putProduct(shop, "grinder", { anchorMinor: ANCHOR, floorMinor: FLOOR });
    await store([{ shopId: shop.shopId, productId: "grinder", ending: agreed(ANCHOR) }]);
    await store([{ shopId: `shp_unknown_${crypto.randomUUID().slice(0, 8)}`, productId: "widget", arm: "firm", ending: agreed(ANCHOR) }]);
    const firstRun = Date.now();
    await runCron(firstRun);

    const learned = await api("GET", learningPath, { token: shop.adminKey });
    expect(learned.status).toBe(200);
    expect(learned.body).toMatchObject({ productId: shop.productId, outcomes: 30, computedAt: new Date(firstRun).toISOString() });
    // Surplus shares (2 000 + 100 i) / 4 000 for i = 0…14 sum to 10.125.
    const [byDefault, firm, soft] = learned.body.posteriors;
    expect(byDefault).toEqual({ arm: "default", alpha: 1, beta: 1, n: 0 });
    expect(firm).toMatchObject({ arm: "firm", n: 15 });
    expect(firm.alpha).toBeCloseTo(1 + 10.125, 9);
    expect(firm.beta).toBeCloseTo(1 + 15 - 10.125, 9);
    expect(soft).toEqual({ arm: "soft", alpha: 1, beta: 16, n: 15 });
    expect(learned.body.acceptance).toMatchObject({ samples: 30 });
    expect(learned.body.acceptance.slope).toBeGreaterThan(0);
    const grinder = await api("GET", `/v1/shops/${shop.shopId}/products/grinder/learning`, { token: shop.adminKey });
    expect(grinder.body).toMatchObject({ productId: "grinder", outcomes: 1, acceptance: null });
    expect(grinder.body.posteriors[0]).toEqual({ arm: "default", alpha: 2, beta: 1, n: 1 });

    await runCron(firstRun + 600_000);
    const again = await api("GET", learningPath, { token: shop.adminKey });
    expect(again.body).toEqual({ ...learned.body, computedAt: new Date(firstRun + 600_000).toISOString() });
  });
});
