import type { NeonQueryResultHKT } from "drizzle-orm/neon-serverless";
import type { PgDatabase } from "drizzle-orm/pg-core";

/** A database handle or an open transaction: repositories accept either. */
export type Queryable = PgDatabase<NeonQueryResultHKT, Record<string, never>>;

/** Rows of `db.execute(sql...)`. */
export async function rows<T>(result: Promise<{ rows: unknown[] }>): Promise<T[]> {
  return (await result).rows as T[];
}

export function requireShopId(shopId: string): string {
  if (typeof shopId !== "string" || shopId.length === 0) throw new Error("shopId is required for every memory query");
  return shopId;
}
