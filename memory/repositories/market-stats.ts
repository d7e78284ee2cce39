/**
 * Per-product market statistics of a shop's agreed unit prices, for the cron job that pushes "slow knowledge"
 * into the Shop Durable Object.
 *
 * Deals counted: contracts and imported deals with outcome signed/agreed, a product id, a currency and a unit
 * price; plus live negotiations (source 'live') with status agreed. Imported negotiation logs are counted once
 * (through their 'deal' contract row, not their imported negotiation row). Each deal weighs one, whatever its
 * quantity. Prices are grouped per (product, currency): currencies are never mixed.
 *
 * Outputs are integers in minor units (rounded half away from zero) or basis points, never floats for money.
 */
import { sql } from "drizzle-orm";
import { requireShopId, type Queryable } from "./types";

export interface MarketStats {
  productId: string;
  currency: string;
  /** Deals counted. */
  count: number;
  meanUnitPriceMinor: number;
  medianUnitPriceMinor: number;
  /** Sample standard deviation; null with fewer than two deals. */
  stdUnitPriceMinor: number | null;
  minUnitPriceMinor: number;
  maxUnitPriceMinor: number;
  p25UnitPriceMinor: number;
  p75UnitPriceMinor: number;
  /** Typical discount from the anchor (list price), over the deals whose anchor is known. */
  discount: {
    count: number;
    meanBps: number | null;
    medianBps: number | null;
  };
  lastDealAt: string | null;
}

export interface MarketStatsQuery {
  shopId: string;
  productId?: string;
  /** Only deals concluded at or after this time (deals without a date are included). */
  since?: Date;
}

interface StatsRow {
  product_id: string;
  currency: string;
  count: number;
  mean: string | number;
  median: string | number;
  std: string | number | null;
  min: string | number;
  max: string | number;
  p25: string | number;
  p75: string | number;
  discount_count: number;
  discount_mean: string | number | null;
  discount_median: string | number | null;
  last_deal_at: string | null;
}

const int = (v: string | number): number => {
  const n = Number(v);
  return Math.sign(n) * Math.round(Math.abs(n));
};
const intOrNull = (v: string | number | null): number | null => (v === null ? null : int(v));

export async function marketStats(db: Queryable, q: MarketStatsQuery): Promise<MarketStats[]> {
  const shopId = requireShopId(q.shopId);
  const product = q.productId ? sql`AND product_id = ${q.productId}` : sql``;
  const since = q.since ? sql`AND (at IS NULL OR at >= ${q.since})` : sql``;
  const result = await db.execute(sql`
    WITH deals AS (
      SELECT product_id, currency, unit_price_minor::numeric AS price, anchor_unit_price_minor::numeric AS anchor,
             concluded_at AS at
      FROM contracts
      WHERE shop_id = ${shopId} AND outcome IN ('signed', 'agreed')
        AND unit_price_minor IS NOT NULL AND product_id IS NOT NULL AND currency IS NOT NULL
      UNION ALL
      SELECT product_id, currency, agreed_price_minor::numeric, anchor_minor::numeric, closed_at
      FROM negotiations
      WHERE shop_id = ${shopId} AND source = 'live' AND status = 'agreed'
        AND agreed_price_minor IS NOT NULL AND product_id IS NOT NULL AND currency IS NOT NULL
    ),
    filtered AS (
      SELECT *, CASE WHEN anchor > 0 THEN (anchor - price) * 10000 / anchor END AS discount_bps
      FROM deals WHERE true ${product} ${since}
    )
    SELECT product_id, currency, count(*)::int AS count,
           avg(price) AS mean,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median,
           stddev_samp(price) AS std,
           min(price) AS min, max(price) AS max,
           percentile_cont(0.25) WITHIN GROUP (ORDER BY price) AS p25,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY price) AS p75,
           count(discount_bps)::int AS discount_count,
           avg(discount_bps) AS discount_mean,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY discount_bps) AS discount_median,
           max(at) AS last_deal_at
    FROM filtered
    GROUP BY product_id, currency
    ORDER BY product_id, currency`);
  return (result.rows as unknown as StatsRow[]).map((r) => ({
    productId: r.product_id,
    currency: r.currency,
    count: r.count,
    meanUnitPriceMinor: int(r.mean),
    medianUnitPriceMinor: int(r.median),
    stdUnitPriceMinor: intOrNull(r.std),
    minUnitPriceMinor: int(r.min),
    maxUnitPriceMinor: int(r.max),
    p25UnitPriceMinor: int(r.p25),
    p75UnitPriceMinor: int(r.p75),
    discount: {
      count: r.discount_count,
      meanBps: r.discount_count > 0 ? intOrNull(r.discount_mean) : null,
      medianBps: r.discount_count > 0 ? intOrNull(r.discount_median) : null,
    },
    lastDealAt: r.last_deal_at === null ? null : new Date(r.last_deal_at).toISOString(),
  }));
}
