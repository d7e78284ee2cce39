/**
 * The learner's reading of a shop's outcomes, per product, for the cron that pushes it into the Shop object.
 *
 * Counted: live negotiations (source 'live') that ended — agreed, rejected, expired or withdrawn — with a
 * product and its list price (anchor) and floor. Imported logs are left out: no arm played in them.
 * - Arm posteriors: reward = the shop's surplus share (agreed − floor) / (anchor − floor) clamped to [0, 1] for
 *   a deal, 0 for no deal; a negotiation without a recorded arm (events from before arms) counts for "default".
 * - Acceptance samples: a deal → (agreed / anchor, accepted), no deal → (last shop offer / anchor, refused).
 *
 * One query per shop, whatever its number of products: Postgres filters, computes each outcome's reward and
 * share from the integer money columns, and groups them per (product, arm); the kernel's own `posteriorOf` and
 * `fitAcceptance` turn the groups into the posterior and the curve, so their definitions live in one place.
 */
import { sql, type SQL } from "drizzle-orm";
import { ARM_NAMES, fitAcceptance, posteriorOf, type AcceptanceSample, type ArmName, type ArmPosterior, type Insight } from "../../kernel";
import { requireShopId, rows, type Queryable } from "./types";

/**
 * What the learner makes of one product. The same shape as the Shop object's `ProductLearning`, declared
 * here so memory/ does not depend on durable-objects/ (the compiler checks the two agree where the cron
 * passes one to the other).
 */
export interface ProductLearning {
  productId: string;
  /** One posterior per arm, in ARM_NAMES order. */
  posteriors: ArmPosterior[];
  acceptance: NonNullable<Insight["acceptance"]> | null;
  /** Negotiations the learning was computed from. */
  outcomes: number;
}

export interface LearningQuery {
  shopId: string;
  /** Only outcomes that closed at or after this time (a window over history); all of them when absent. */
  closedSince?: Date;
  /**
   * Only the products with an outcome recorded in Postgres at or after this time (ingestion time, so a
   * late-delivered event counts): what a periodic refresh needs. All products when absent.
   */
  productsChangedSince?: Date;
}

/** One group of outcomes: a product's negotiations that played one arm. */
interface ArmOutcomesRow {
  product_id: string;
  arm: string;
  n: number;
  rewards: number[];
  samples: AcceptanceSample[] | null;
}

const ENDED = sql`('agreed', 'rejected', 'expired', 'withdrawn')`;

export async function productLearning(db: Queryable, q: LearningQuery): Promise<ProductLearning[]> {
  const groups = await rows<ArmOutcomesRow>(db.execute(armOutcomesQuery(q)));
  return [...groupByProduct(groups)].map(([productId, arms]) => learningOf(productId, arms));
}

/**
 * Shops with live negotiations that ended and were recorded since `since` (ingestion time, so events delivered
 * late are not missed): whose learning needs a refresh.
 */
export async function shopsWithOutcomesSince(db: Queryable, since: Date): Promise<string[]> {
  const shops = await rows<{ shop_id: string }>(
    db.execute(sql`
      SELECT DISTINCT shop_id FROM negotiations
      WHERE source = 'live' AND status IN ${ENDED} AND updated_at >= ${since}`),
  );
  return shops.map((r) => r.shop_id);
}

function armOutcomesQuery(q: LearningQuery): SQL {
  const shopId = requireShopId(q.shopId);
  const closed = q.closedSince ? sql`AND closed_at >= ${q.closedSince}` : sql``;
  const changed = q.productsChangedSince
    ? sql`AND product_id IN (SELECT product_id FROM negotiations
            WHERE shop_id = ${shopId} AND source = 'live' AND status IN ${ENDED} AND updated_at >= ${q.productsChangedSince})`
    : sql``;
  // Aggregates are ordered so that the same rows always sum (in floating point) to the same posterior.
  return sql`
    WITH outcomes AS (
      SELECT product_id, id, closed_at,
             COALESCE(arm, 'default') AS arm,
             status = 'agreed' AS accepted,
             CASE WHEN status = 'agreed' AND anchor_minor > floor_minor
                  THEN LEAST(1, GREATEST(0, (agreed_price_minor - floor_minor)::float8 / (anchor_minor - floor_minor)))
                  ELSE 0 END AS reward,
             (CASE WHEN status = 'agreed' THEN agreed_price_minor ELSE shop_offer_minor END)::float8 / anchor_minor AS share
      FROM negotiations
      WHERE shop_id = ${shopId} AND source = 'live' AND status IN ${ENDED}
        AND product_id IS NOT NULL AND anchor_minor > 0 AND floor_minor IS NOT NULL
        AND (status <> 'agreed' OR agreed_price_minor IS NOT NULL)
        ${closed} ${changed}
    )
    SELECT product_id, arm, count(*)::int AS n,
           json_agg(reward ORDER BY closed_at, id) AS rewards,
           json_agg(json_build_object('share', share, 'accepted', accepted) ORDER BY closed_at, id)
             FILTER (WHERE share IS NOT NULL) AS samples
    FROM outcomes
    GROUP BY product_id, arm
    ORDER BY product_id, arm`;
}

function groupByProduct(groups: readonly ArmOutcomesRow[]): Map<string, ArmOutcomesRow[]> {
  const byProduct = new Map<string, ArmOutcomesRow[]>();
  for (const g of groups) byProduct.set(g.product_id, [...(byProduct.get(g.product_id) ?? []), g]);
  return byProduct;
}

function learningOf(productId: string, arms: readonly ArmOutcomesRow[]): ProductLearning {
  const rewardsOf = (arm: ArmName) => arms.find((g) => g.arm === arm)?.rewards ?? [];
  return {
    productId,
    // Every arm, even one never played: its flat prior is what lets Thompson sampling try it at all.
    // Outcomes of an arm the kernel no longer knows still count for the acceptance curve and `outcomes`.
    posteriors: ARM_NAMES.map((arm) => posteriorOf(arm, rewardsOf(arm))),
    acceptance: fitAcceptance(arms.flatMap((g) => g.samples ?? [])) ?? null,
    outcomes: arms.reduce((sum, g) => sum + g.n, 0),
  };
}
