/**
 * Outcomes per product and day for the shop owner's dashboard: negotiations that ended that day (UTC), how many
 * agreed, the mean discount from the list price over the deals, and the mean surplus share (price − floor) /
 * (list − floor) over every ended negotiation (0 without a deal), each measured against the settings the
 * negotiation ran with. Live negotiations only; imported logs carry no floor.
 */
import { sql } from "drizzle-orm";
import { requireShopId, type Queryable } from "./types";

export interface OutcomesQuery {
  shopId: string;
  productId?: string | undefined;
  /** Days back from `until`, inclusive of today. */
  days: number;
  /** The end of the window (the caller's clock). */
  until: Date;
}

export interface DailyOutcome {
  productId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  negotiations: number;
  agreed: number;
  agreementRate: number;
  /** Null when no deal that day. */
  meanDiscountBps: number | null;
  /** Null when no negotiation had a span to measure against. */
  surplusShare: number | null;
}

interface OutcomeRow {
  product_id: string;
  day: string;
  negotiations: number;
  agreed: number;
  discount: string | number | null;
  surplus: string | number | null;
}

export async function dailyOutcomes(db: Queryable, q: OutcomesQuery): Promise<DailyOutcome[]> {
  const shopId = requireShopId(q.shopId);
  const since = new Date(Date.UTC(q.until.getUTCFullYear(), q.until.getUTCMonth(), q.until.getUTCDate() - (q.days - 1)));
  const product = q.productId ? sql`AND product_id = ${q.productId}` : sql``;
  const result = await db.execute(sql`
    SELECT product_id, to_char(closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
           count(*)::int AS negotiations,
           count(*) FILTER (WHERE status = 'agreed')::int AS agreed,
           avg((anchor_minor - agreed_price_minor)::numeric * 10000 / anchor_minor)
             FILTER (WHERE status = 'agreed' AND anchor_minor > 0 AND agreed_price_minor IS NOT NULL) AS discount,
           avg(CASE WHEN status = 'agreed' AND agreed_price_minor IS NOT NULL
                    THEN (agreed_price_minor - floor_minor)::numeric / (anchor_minor - floor_minor) ELSE 0 END)
             FILTER (WHERE anchor_minor > floor_minor) AS surplus
    FROM negotiations
    WHERE shop_id = ${shopId} AND source = 'live' AND status <> 'open' AND product_id IS NOT NULL
      AND closed_at IS NOT NULL AND closed_at >= ${since.toISOString()} AND closed_at <= ${q.until.toISOString()} ${product}
    GROUP BY product_id, day
    ORDER BY day, product_id`);
  return (result.rows as unknown as OutcomeRow[]).map((r) => ({
    productId: r.product_id,
    day: r.day,
    negotiations: r.negotiations,
    agreed: r.agreed,
    agreementRate: r.negotiations === 0 ? 0 : r.agreed / r.negotiations,
    meanDiscountBps: r.discount === null ? null : Math.round(Number(r.discount)),
    surplusShare: r.surplus === null ? null : Math.round(Number(r.surplus) * 10_000) / 10_000,
  }));
}
