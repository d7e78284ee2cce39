import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dailyOutcomes } from "../../memory";
import { newShopId, useTestDb } from "./helpers";

const t = useTestDb();

interface Row {
  id: string;
  product: string;
  status: "agreed" | "rejected" | "withdrawn" | "expired" | "open";
  price?: number;
  closedAt: string | null;
  source?: "live" | "import";
}

async function insert(shopId: string, rows: Row[]) {
  for (const r of rows) {
    await t.handle.db.execute(sql`
      INSERT INTO negotiations (shop_id, id, source, product_id, currency, anchor_minor, floor_minor, status, agreed_price_minor, closed_at)
      VALUES (${shopId}, ${r.id}, ${r.source ?? "live"}, ${r.product}, 'EUR', 10000, 8000, ${r.status}, ${r.price ?? null}, ${r.closedAt})`);
  }
}

describe("daily outcomes", () => {
  it("counts ended live negotiations per product and day: agreement, mean discount over deals, surplus share over all", async () => {
    const shopId = newShopId();
    await insert(shopId, [
      { id: "a1", product: "mug", status: "agreed", price: 9_000, closedAt: "2026-11-25T09:00:00Z" },
      { id: "a2", product: "mug", status: "agreed", price: 9_500, closedAt: "2026-11-25T23:59:00Z" },
      { id: "a3", product: "mug", status: "rejected", closedAt: "2026-11-25T12:00:00Z" },
      { id: "a4", product: "mug", status: "withdrawn", closedAt: "2026-11-26T08:00:00Z" },
      { id: "b1", product: "pot", status: "agreed", price: 8_000, closedAt: "2026-11-26T07:00:00Z" },
      // Not counted: still open, imported, or outside the window.
      { id: "o1", product: "mug", status: "open", closedAt: null },
      { id: "i1", product: "mug", status: "agreed", price: 10_000, closedAt: "2026-11-25T10:00:00Z", source: "import" },
      { id: "x1", product: "mug", status: "agreed", price: 10_000, closedAt: "2026-10-01T10:00:00Z" },
    ]);
    const items = await dailyOutcomes(t.handle.db, { shopId, days: 30, until: new Date("2026-11-26T12:00:00Z") });
    expect(items).toEqual([
      // (9,000 − 8,000)/2,000 = 0.5 and 0.75 and 0 → 0.4167; discounts 10% and 5% → 750 bps.
      { productId: "mug", day: "2026-11-25", negotiations: 3, agreed: 2, agreementRate: 2 / 3, meanDiscountBps: 750, surplusShare: 0.4167 },
      { productId: "mug", day: "2026-11-26", negotiations: 1, agreed: 0, agreementRate: 0, meanDiscountBps: null, surplusShare: 0 },
      { productId: "pot", day: "2026-11-26", negotiations: 1, agreed: 1, agreementRate: 1, meanDiscountBps: 2000, surplusShare: 0 },
    ]);
    const mugOnly = await dailyOutcomes(t.handle.db, { shopId, productId: "pot", days: 1, until: new Date("2026-11-26T12:00:00Z") });
    expect(mugOnly.map((r) => r.productId)).toEqual(["pot"]);
    expect(await dailyOutcomes(t.handle.db, { shopId: newShopId(), days: 30, until: new Date() })).toEqual([]);
  });
});
