import { createDb, marketStats, shopsWithDealsSince } from "../memory";

/** How far back the cron looks for shops with new deals; wider than the cron interval so none is missed. */
const LOOKBACK_MS = 60 * 60 * 1000;

/**
 * Cron: recompute per-product market statistics for shops with recent deals and push them into each
 * Shop object, where the hot path can read them without touching Postgres.
 */
export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  if (!env.DATABASE_URL) return;
  const handle = createDb(env.DATABASE_URL);
  try {
    const since = new Date(controller.scheduledTime - LOOKBACK_MS);
    for (const shopId of await shopsWithDealsSince(handle.db, since)) {
      const stats = await marketStats(handle.db, { shopId });
      await env.SHOP.get(env.SHOP.idFromName(shopId)).setMarketStats(stats, controller.scheduledTime);
    }
  } finally {
    ctx.waitUntil(handle.close());
  }
}
