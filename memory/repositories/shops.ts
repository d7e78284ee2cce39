import { sql } from "drizzle-orm";
import type { Queryable } from "./types";

/** Shops with deals (live or imported) concluded since `since`: whose market statistics need a refresh. */
export async function shopsWithDealsSince(db: Queryable, since: Date): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT shop_id FROM negotiations WHERE status = 'agreed' AND updated_at >= ${since}
    UNION
    SELECT shop_id FROM contracts WHERE created_at >= ${since}`);
  return (result.rows as { shop_id: string }[]).map((r) => r.shop_id);
}
