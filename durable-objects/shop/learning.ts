/**
 * What the shop has learned per product, pushed by the cron from Postgres (off the hot path): the learner's
 * posterior over strategy arms and the fitted acceptance curve. Each negotiation snapshots it at open.
 */
import { iso } from "../../common/time";
import type { ArmPosterior, Insight } from "../../kernel";

export interface ProductLearning {
  productId: string;
  posteriors: ArmPosterior[];
  acceptance: Insight["acceptance"] | null;
  /** Negotiations the learning was computed from. */
  outcomes: number;
}

export class Learning {
  constructor(private readonly sql: SqlStorage) {}

  /** Replaces what is known of these products. */
  set(entries: readonly ProductLearning[], computedAt: number): void {
    for (const e of entries) {
      this.sql.exec(
        "INSERT INTO learning (product_id, learning, computed_at) VALUES (?, ?, ?) ON CONFLICT (product_id) DO UPDATE SET learning = excluded.learning, computed_at = excluded.computed_at",
        e.productId,
        JSON.stringify(e),
        computedAt,
      );
    }
  }

  of(productId: string): (ProductLearning & { computedAt: string }) | null {
    const row = this.sql.exec<{ learning: string; computed_at: number }>("SELECT learning, computed_at FROM learning WHERE product_id = ?", productId).toArray()[0];
    return row ? { ...(JSON.parse(row.learning) as ProductLearning), computedAt: iso(row.computed_at) } : null;
  }
}
