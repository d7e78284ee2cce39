/**
 * Market statistics computed off the hot path (cron over Postgres) and pushed here, so reads and, later, the
 * kernel's opening logic never wait on the database.
 */
import { iso } from "../../common/time";

/** Per product and currency: what deals have gone for (see memory/repositories/market-stats.ts). */
export interface MarketStatsEntry {
  productId: string;
  currency: string;
  count: number;
  /** Agreed unit prices (the rehearsal draws its buyers around them). */
  meanUnitPriceMinor?: number;
  stdUnitPriceMinor?: number | null;
}

export class MarketStats {
  constructor(
    private readonly sql: SqlStorage,
    private readonly storage: DurableObjectStorage,
  ) {}

  /** Replaces what was there. */
  replace(stats: readonly MarketStatsEntry[], computedAt: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM market_stats");
      for (const s of stats) {
        this.sql.exec("INSERT INTO market_stats (product_id, currency, stats, computed_at) VALUES (?, ?, ?, ?)", s.productId, s.currency, JSON.stringify(s), computedAt);
      }
    });
  }

  list(productId?: string): (MarketStatsEntry & { computedAt: string })[] {
    return this.sql
      .exec<{ stats: string; computed_at: number }>(
        `SELECT stats, computed_at FROM market_stats ${productId ? "WHERE product_id = ?" : ""} ORDER BY product_id, currency`,
        ...(productId ? [productId] : []),
      )
      .toArray()
      .map((r) => ({ ...(JSON.parse(r.stats) as MarketStatsEntry), computedAt: iso(r.computed_at) }));
  }
}
