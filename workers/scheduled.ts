import { openingConfigurations } from "./opening-configurations";
import { createDb, marketStats, productLearning, shopsWithDealsSince, shopsWithOutcomesSince, type ParleyDb } from "../memory";

/** How far back the cron looks for shops with new deals; wider than the cron interval so none is missed. */
const LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Cron: recompute "slow knowledge" from Postgres for shops with recent activity and push it into each Shop
 * object, where the hot path can read it without touching Postgres: per-product market statistics, and what
 * the learner makes of the outcomes (arm posteriors, acceptance curve). Both are recomputed from all of a
 * shop's history and replace what the Shop held, so a run repeated or overlapping the last one is harmless.
 */
export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  if (!env.DATABASE_URL) return;
  const handle = createDb(env.DATABASE_URL);
  try {
    const since = new Date(controller.scheduledTime - LOOKBACK_MS);
    await refreshMarketStats(handle.db, env, since, controller.scheduledTime);
    await refreshLearning(handle.db, env, since, controller.scheduledTime);
  } finally {
    ctx.waitUntil(handle.close());
  }
}

async function refreshMarketStats(db: ParleyDb, env: Env, since: Date, computedAt: number): Promise<void> {
  for (const shopId of await shopsWithDealsSince(db, since)) {
    const stats = await marketStats(db, { shopId });
    await shopStub(env, shopId).setMarketStats(stats, computedAt);
  }
}

/** One query per shop, whatever its number of products; only the products with outcomes recorded since `since`. */
async function refreshLearning(db: ParleyDb, env: Env, since: Date, computedAt: number): Promise<void> {
  for (const shopId of await shopsWithOutcomesSince(db, since)) {
    const entries = await productLearning(db, { shopId, productsChangedSince: since });
    if (entries.length === 0) continue;
    await shopStub(env, shopId).setLearning(entries, computedAt);
    openingConfigurations.forget(shopId);
  }
}

const shopStub = (env: Env, shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId));
