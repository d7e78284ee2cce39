/**
 * Where each periodic job got to. A job reads what changed since its cursor less an overlap (rows a slow
 * consumer committed late are not missed), does its idempotent work, and only then moves the cursor to the
 * database time it started at: a run that fails part-way is redone, a cron that missed runs catches up.
 */
import { eq, sql } from "drizzle-orm";
import { cronCursors } from "../schema";
import type { Queryable } from "./types";

export const CURSOR_OVERLAP_MS = 10 * 60 * 1000;

/** The database's clock (every timestamp compared with a cursor is the database's). */
export async function databaseNow(db: Queryable): Promise<Date> {
  return new Date(((await db.execute(sql`SELECT now() AS now`)).rows[0] as { now: string | Date }).now);
}

/** From when a run of `job` must read: the cursor less the overlap, or the beginning for a first run. */
export async function cursorSince(db: Queryable, job: string): Promise<Date> {
  const [cursor] = await db.select().from(cronCursors).where(eq(cronCursors.job, job));
  return cursor ? new Date(cursor.through.getTime() - CURSOR_OVERLAP_MS) : new Date(0);
}

export async function advanceCursor(db: Queryable, job: string, through: Date): Promise<void> {
  await db
    .insert(cronCursors)
    .values({ job, through })
    .onConflictDoUpdate({ target: cronCursors.job, set: { through, updatedAt: sql`now()` } });
}

/** Negotiations stored or updated since `since` (for jobs that follow them, such as the graph's catch-up). */
export async function negotiationsChangedSince(db: Queryable, since: Date, limit: number): Promise<{ shopId: string; negotiationId: string }[]> {
  const result = await db.execute(sql`
    SELECT shop_id, id FROM negotiations WHERE updated_at >= ${since} ORDER BY updated_at, shop_id, id LIMIT ${limit}`);
  return (result.rows as { shop_id: string; id: string }[]).map((r) => ({ shopId: r.shop_id, negotiationId: r.id }));
}
