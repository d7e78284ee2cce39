/**
 * A supplier's reputation as the organisation's records have it, read at bid time for the auction's score: the
 * reputation score (0..1) of the shop's counterparty profile of `supplier:<id>` in Postgres — computed by the cron
 * from the SLA checks and decided disputes of the contracts the supplier was a party to (memory/reputation.ts).
 * A supplier without a profile or a record is null, which the auction scores at the request's neutral reputation.
 *
 * Cheap by design: one indexed row read, kept per isolate for a minute (profiles are recomputed every 10 minutes
 * anyway), and bounded by a short timeout: a database that does not answer in time costs the bid nothing but the
 * record — it is scored as a newcomer (null), never refused.
 */
import { getCounterpartyProfile, withDb, type ProfileReputation } from "../../memory";

const TTL_MS = 60_000;
const TIMEOUT_MS = 1_500;
const cache = new Map<string, { score: number | null; at: number }>();

export async function supplierReputation(env: Env, shopId: string, supplierId: string, waitUntil?: (p: Promise<unknown>) => void): Promise<number | null> {
  const key = `${shopId}\u0000${supplierId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.score;
  if (!env.DATABASE_URL) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const read = withDb(env.DATABASE_URL, async (db) => (await getCounterpartyProfile(db, shopId, `supplier:${supplierId}`))?.reputation as ProfileReputation | null | undefined, waitUntil ? { waitUntil } : {});
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), TIMEOUT_MS);
    });
    const found = await Promise.race([read, timeout]);
    if (found === "timeout") {
      read.catch(() => undefined);
      return null;
    }
    const score = found && Number.isFinite(found.score) ? found.score : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { score, at: now });
    return score;
  } catch (error) {
    console.warn("supplier reputation unavailable; scored as a newcomer", { error: String(error).slice(0, 200) });
    return null;
  } finally {
    if (timer) clearTimeout(timer);
  }
}
