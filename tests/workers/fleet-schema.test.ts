/**
 * The Shop's schema step 9 (durable-objects/shop/shop-schema.ts): a shop stored at step 8 takes the fleet's tables
 * and keeps everything it held; the step's tables are what the fleet store reads and writes (a profile stored, an
 * open assigned and closed); an up-to-date shop runs it no more.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { FleetStore } from "../../durable-objects/shop/fleet-store";
import { migrateShop, SHOP_SCHEMA_VERSION } from "../../durable-objects/shop/shop-schema";

const OURS = "name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency'";
const FLEET_TABLES = ["fleet_agents", "fleet_assignments", "fleet_categories", "fleet_counterparties", "fleet_memory", "fleet_similar", "fleet_waiting"];

const tables = (sql: SqlStorage) => sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${OURS} ORDER BY name`).toArray().map((t) => t.name);
const version = (sql: SqlStorage) => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;

describe("shop schema step 9: the fleet", () => {
  it("a shop at step 8 gains the fleet's tables, keeps its data, and the fleet works on them", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, { before: string[]; after: string[]; recorded: number; product: unknown; live: Record<string, number>; closed: unknown; rerun: boolean }>(shop, (_shop, state) => {
      const sql = state.storage.sql;
      for (const name of tables(sql)) sql.exec(`DROP TABLE ${name}`);
      migrateShop(sql, 8);
      const before = tables(sql);
      sql.exec(
        "INSERT INTO products (product_id, name, currency, anchor_minor, floor_minor, strategy, max_rounds, ttl_seconds, version, created_at, updated_at) VALUES ('espresso', 'Espresso', 'EUR', 10000, 7000, '{}', 8, 3600, 1, 1000, 1000)",
      );
      migrateShop(sql);
      const fleet = new FleetStore(sql, () => true);
      const put = fleet.put("a1", { name: "A", dealTypes: ["sales"], categories: "all", strategy: { kind: "linear" }, arms: ["default"], policySetId: "active", languageStyle: "concise", capacity: 2, active: true }, 5_000);
      if (!put.ok) throw new Error(JSON.stringify(put.problem));
      const opening = fleet.openFor({ buyerId: "b1", counterpartyId: "buyer:b1", productId: "espresso", segment: null, floorMinor: 7_000, anchorMinor: 10_000, negotiationId: "n1", dealType: "sales" }, 6_000);
      if (opening.kind !== "agent") throw new Error(`expected an agent, got ${JSON.stringify(opening)}`);
      const summary = { negotiationId: "n1", productId: "espresso", buyerId: "b1", quantity: 1, currency: "EUR", status: "open" as const, round: 0, shopOfferMinor: 10_000, agreedPriceMinor: null, openedAt: 6_001, updatedAt: 6_001, version: 1 };
      fleet.onSummary(summary, 6_001);
      const live = fleet.live();
      fleet.onSummary({ ...summary, status: "agreed", agreedPriceMinor: 8_500, updatedAt: 7_000, version: 2 }, 7_000);
      const closed = sql.exec("SELECT negotiation_id, agent_id, state, status, reward FROM fleet_assignments").one();
      // Up to date: the step is not run again (a table dropped behind its back stays dropped).
      sql.exec("DROP TABLE fleet_categories");
      migrateShop(sql);
      const rerun = tables(sql).includes("fleet_categories");
      return { before, after: tables(sql).concat("fleet_categories").sort(), recorded: version(sql), product: sql.exec("SELECT product_id, floor_minor FROM products").one(), live, closed, rerun };
    });
    expect(result.before.filter((t) => t.startsWith("fleet_"))).toEqual([]);
    expect(result.after.filter((t) => t.startsWith("fleet_"))).toEqual(FLEET_TABLES);
    expect(result.recorded).toBe(SHOP_SCHEMA_VERSION);
    // Later steps (10: fleet_similar, fleet-graph) come after this one.
    expect(SHOP_SCHEMA_VERSION).toBeGreaterThanOrEqual(9);
    expect(result.product).toEqual({ product_id: "espresso", floor_minor: 7000 });
    expect(result.live).toEqual({ a1: 1 });
    expect(result.closed).toEqual({ negotiation_id: "n1", agent_id: "a1", state: "closed", status: "agreed", reward: 0.5 });
    expect(result.rerun).toBe(false);
  });

  it("a new shop has the fleet's tables from the start", async () => {
    const shop = env.SHOP.get(env.SHOP.idFromName(`fleet-schema-${crypto.randomUUID()}`));
    const names = await runInDurableObject<Shop, string[]>(shop, (_shop, state) => tables(state.storage.sql));
    expect(names.filter((t) => t.startsWith("fleet_"))).toEqual(FLEET_TABLES);
  });
});
