// The learner's query against real Postgres (PGlite + pgvector) through the real Neon driver: outcomes stored
// through the events consumer become arm posteriors and an acceptance curve per product, per shop.
import { describe, expect, it } from "vitest";
import { ARM_NAMES, MIN_ACCEPTANCE_SAMPLES } from "../../kernel";
import {
  getNegotiation,
  handleEventsBatch,
  productLearning,
  shopsWithOutcomesSince,
  type ProductLearning,
} from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";
import { agreed, eventsOf, noDeal, PRODUCT, T0, times, type Outcome } from "./outcome-events";

const t = useTestDb();

/** Stores the outcomes through the real consumer path (the negotiation-events queue handler). */
async function record(outcomes: readonly Outcome[]): Promise<void> {
  const report = await handleEventsBatch(makeBatch("negotiation-events", outcomes.flatMap(eventsOf)), { db: t.handle.db });
  expect(report).toMatchObject({ retried: 0, deadLettered: 0 });
}

function posterior(learning: ProductLearning | undefined, arm: string) {
  const p = learning?.posteriors.find((x) => x.arm === arm);
  if (!p) throw new Error(`no posterior for arm ${arm}`);
  return p;
}
const mean = (p: { alpha: number; beta: number }) => p.alpha / (p.alpha + p.beta);

describe("the learner's query", () => {
  it("turns deals on one arm and failures on another into exact Beta posteriors; unplayed arms keep the flat prior", async () => {
    const shopId = newShopId();
    // Surplus share of a deal at 9 000 between floor 6 000 and list 10 000: 3 000 / 4 000 = 0.75.
    await record([
      ...times(10, () => ({ shopId, arm: "firm", ending: agreed(9_000) })),
      ...times(10, (i) => ({ shopId, arm: "soft", ending: noDeal(9_500, (["rejected", "expired", "withdrawn"] as const)[i % 3]) })),
    ]);

    const [learning, ...others] = await productLearning(t.handle.db, { shopId });
    expect(others).toEqual([]);
    expect(learning).toMatchObject({ productId: PRODUCT, outcomes: 20, acceptance: null });
    expect(learning!.posteriors.map((p) => p.arm)).toEqual(ARM_NAMES);
    expect(posterior(learning, "firm")).toEqual({ arm: "firm", alpha: 1 + 7.5, beta: 1 + 2.5, n: 10 });
    expect(posterior(learning, "soft")).toEqual({ arm: "soft", alpha: 1, beta: 1 + 10, n: 10 });
    expect(posterior(learning, "default")).toEqual({ arm: "default", alpha: 1, beta: 1, n: 0 });
    expect(mean(posterior(learning, "firm"))).toBeGreaterThan(mean(posterior(learning, "soft")));
  });

  it("records the arm in Postgres and counts events without one (from before arms) for the default arm", async () => {
    const shopId = newShopId();
    const withArm = eventsOf({ shopId, arm: "soft", ending: agreed(8_000) });
    await handleEventsBatch(makeBatch("negotiation-events", withArm), { db: t.handle.db });
    expect(await getNegotiation(t.handle.db, shopId, withArm[0]!.negotiationId)).toMatchObject({ arm: "soft", status: "agreed" });

    // Above the list price clamps to 1; below the floor clamps to 0.
    await record([{ shopId, ending: agreed(11_000) }, { shopId, ending: agreed(5_000) }, { shopId, ending: noDeal(9_000, "expired") }]);
    const [learning] = await productLearning(t.handle.db, { shopId });
    expect(posterior(learning, "default")).toEqual({ arm: "default", alpha: 1 + 1, beta: 1 + 2, n: 3 });
    expect(posterior(learning, "soft")).toEqual({ arm: "soft", alpha: 1 + 0.5, beta: 1 + 0.5, n: 1 });
    expect(learning!.outcomes).toBe(4);
  });

  it("fits the acceptance curve only once there are enough outcomes of both kinds", async () => {
    const shopId = newShopId();
    // Cheaper offers are taken more often: deals between 80 % and 95 % of the list price, refusals of last
    // offers between 85 % and 100 %.
    const deals = times(15, (i) => ({ shopId, arm: "default", ending: agreed(8_000 + i * 100) }));
    const refusals = times(15, (i) => ({ shopId, arm: "firm", ending: noDeal(8_500 + i * 100) }));
    await record([...deals, ...refusals.slice(0, 14)]);
    const [short] = await productLearning(t.handle.db, { shopId });
    expect(short).toMatchObject({ outcomes: MIN_ACCEPTANCE_SAMPLES - 1, acceptance: null });

    await record(refusals.slice(14));
    const [enough] = await productLearning(t.handle.db, { shopId });
    expect(enough!.outcomes).toBe(MIN_ACCEPTANCE_SAMPLES);
    expect(enough!.acceptance).toMatchObject({ samples: MIN_ACCEPTANCE_SAMPLES });
    expect(enough!.acceptance!.slope).toBeGreaterThan(0);
    expect(enough!.acceptance!.midpoint).toBeGreaterThan(0.8);
    expect(enough!.acceptance!.midpoint).toBeLessThan(1);

    const onlyDeals = newShopId();
    await record(times(40, (i) => ({ shopId: onlyDeals, arm: "default", ending: agreed(8_000 + i * 10) })));
    const [oneSided] = await productLearning(t.handle.db, { shopId: onlyDeals });
    expect(oneSided).toMatchObject({ outcomes: 40, acceptance: null });
  });

  it("keeps shops apart, one entry per product, and leaves open negotiations out", async () => {
    const a = newShopId("a");
    const b = newShopId("b");
    await record([
      { shopId: a, arm: "firm", ending: agreed(10_000) },
      { shopId: a, arm: "firm", ending: agreed(6_000), productId: "grinder" },
      { shopId: b, arm: "firm", ending: noDeal(9_000) },
      { shopId: b, arm: "soft", ending: noDeal(9_000) },
    ]);
    const stillOpen = eventsOf({ shopId: a, arm: "soft", ending: agreed(9_000) }).slice(0, 1);
    await handleEventsBatch(makeBatch("negotiation-events", stillOpen), { db: t.handle.db });

    const ofA = await productLearning(t.handle.db, { shopId: a });
    expect(ofA.map((l) => [l.productId, l.outcomes])).toEqual([["espresso-machine", 1], ["grinder", 1]]);
    expect(posterior(ofA[0], "firm")).toEqual({ arm: "firm", alpha: 2, beta: 1, n: 1 });
    expect(posterior(ofA[0], "soft").n).toBe(0);
    expect(posterior(ofA[1], "firm")).toEqual({ arm: "firm", alpha: 1, beta: 2, n: 1 });

    const [ofB] = await productLearning(t.handle.db, { shopId: b });
    expect(ofB).toMatchObject({ productId: PRODUCT, outcomes: 2 });
    expect(await productLearning(t.handle.db, { shopId: newShopId("nobody") })).toEqual([]);
  });

  it("windows outcomes by closing time, and picks the shops and products with outcomes recorded since a date", async () => {
    const shopId = newShopId();
    const before = new Date();
    await record([
      { shopId, arm: "firm", ending: agreed(9_000), closedAt: T0 },
      { shopId, arm: "firm", ending: noDeal(9_000), closedAt: T0 + 86_400_000 },
      { shopId, arm: "soft", ending: agreed(8_000), productId: "grinder", closedAt: T0 },
    ]);

    const recent = await productLearning(t.handle.db, { shopId, closedSince: new Date(T0 + 3_600_000) });
    expect(recent).toHaveLength(1);
    expect(posterior(recent[0], "firm")).toEqual({ arm: "firm", alpha: 1, beta: 2, n: 1 });

    expect(await shopsWithOutcomesSince(t.handle.db, before)).toContain(shopId);
    const later = new Date(Date.now() + 60_000);
    expect(await shopsWithOutcomesSince(t.handle.db, later)).not.toContain(shopId);
    expect(await productLearning(t.handle.db, { shopId, productsChangedSince: later })).toEqual([]);
    const changed = await productLearning(t.handle.db, { shopId, productsChangedSince: before });
    expect(changed.map((l) => l.productId)).toEqual([PRODUCT, "grinder"]);
  });
});
