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
 *
 * Package deals (issue 28) add, per (product, currency), statistics of each agreed term over the same deals:
 * for a numeric term count, mean, median, quartiles, min and max of the agreed values; for an ordinal or
 * categorical term the count per value. Postgres holds no term declarations, so a term's kind is read off its
 * values (numbers: numeric; strings: a choice), and its statistics are whole numbers when every agreed value
 * is (days, months, units), otherwise rounded to the values' own decimals (at most 6). Only live negotiations
 * carry agreed terms: contracts and imported logs are extracted into fixed fields (payment days, warranty
 * months, …), not into a product's term ids, so they count towards the price statistics only. A price-only
 * product's entry has no `packages` key: exactly what it was before packages.
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
  /** Only for a product with package deals (live agreed negotiations with agreed terms). */
  packages?: PackageStats;
}

/** The package deals among a product's deals, and their agreed terms. */
export interface PackageStats {
  /** Package deals counted (a subset of the entry's `count`). */
  count: number;
  /** One entry per term id (and kind), by term id. */
  terms: TermStats[];
}

/** A numeric term's agreed values: whole numbers when every value is, else rounded to the values' decimals. */
export interface NumericTermStats {
  termId: string;
  kind: "numeric";
  /** Package deals that carry the term. */
  count: number;
  mean: number;
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
}

/** An ordinal or categorical term's agreed values, counted; most frequent first (ties by value). */
export interface ChoiceTermStats {
  termId: string;
  kind: "choice";
  /** Package deals that carry the term: the sum of the values' counts. */
  count: number;
  values: { value: string; count: number }[];
}

export type TermStats = NumericTermStats | ChoiceTermStats;

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
  package_count: number | null;
  terms: TermStats[] | null;
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
             concluded_at AS at, NULL::jsonb AS terms
      FROM contracts
      WHERE shop_id = ${shopId} AND outcome IN ('signed', 'agreed')
        AND unit_price_minor IS NOT NULL AND product_id IS NOT NULL AND currency IS NOT NULL
      UNION ALL
      SELECT product_id, currency, agreed_price_minor::numeric, anchor_minor::numeric, closed_at, agreed_terms
      FROM negotiations
      WHERE shop_id = ${shopId} AND source = 'live' AND status = 'agreed'
        AND agreed_price_minor IS NOT NULL AND product_id IS NOT NULL AND currency IS NOT NULL
    ),
    filtered AS (
      SELECT *, CASE WHEN anchor > 0 THEN (anchor - price) * 10000 / anchor END AS discount_bps
      FROM deals WHERE true ${product} ${since}
    ),
    prices AS (
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
    ),
    packages AS (
      SELECT product_id, currency, terms FROM filtered
      WHERE jsonb_typeof(terms) = 'object' AND terms <> '{}'::jsonb
    ),
    package_counts AS (
      SELECT product_id, currency, count(*)::int AS n FROM packages GROUP BY product_id, currency
    ),
    pairs AS (
      SELECT p.product_id, p.currency, kv.key AS term_id, kv.value
      FROM packages p CROSS JOIN LATERAL jsonb_each(p.terms) AS kv
    ),
    numeric_terms AS (
      SELECT product_id, currency, term_id, count(*)::int AS n, LEAST(max(scale(x)), 6) AS s,
             avg(x) AS mean,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY x) AS median,
             percentile_cont(0.25) WITHIN GROUP (ORDER BY x) AS p25,
             percentile_cont(0.75) WITHIN GROUP (ORDER BY x) AS p75,
             min(x) AS min, max(x) AS max
      FROM (SELECT product_id, currency, term_id, (value #>> '{}')::numeric AS x FROM pairs WHERE jsonb_typeof(value) = 'number') v
      GROUP BY product_id, currency, term_id
    ),
    choice_counts AS (
      SELECT product_id, currency, term_id, value #>> '{}' AS v, count(*)::int AS n
      FROM pairs WHERE jsonb_typeof(value) = 'string'
      GROUP BY product_id, currency, term_id, value #>> '{}'
    ),
    term_rows AS (
      SELECT product_id, currency, term_id, 'numeric' AS kind,
             jsonb_build_object('termId', term_id, 'kind', 'numeric', 'count', n,
               'mean', round(mean, s), 'median', round(median::numeric, s), 'p25', round(p25::numeric, s),
               'p75', round(p75::numeric, s), 'min', round(min, s), 'max', round(max, s)) AS stats
      FROM numeric_terms
      UNION ALL
      SELECT product_id, currency, term_id, 'choice',
             jsonb_build_object('termId', term_id, 'kind', 'choice', 'count', sum(n)::int,
               'values', jsonb_agg(jsonb_build_object('value', v, 'count', n) ORDER BY n DESC, v COLLATE "C"))
      FROM choice_counts
      GROUP BY product_id, currency, term_id
    ),
    term_stats AS (
      SELECT product_id, currency, jsonb_agg(stats ORDER BY term_id COLLATE "C", kind) AS terms
      FROM term_rows GROUP BY product_id, currency
    )
    SELECT prices.*, pc.n AS package_count, ts.terms
    FROM prices
    LEFT JOIN package_counts pc USING (product_id, currency)
    LEFT JOIN term_stats ts USING (product_id, currency)
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
    ...(r.package_count ? { packages: { count: r.package_count, terms: r.terms ?? [] } } : {}),
  }));
}
