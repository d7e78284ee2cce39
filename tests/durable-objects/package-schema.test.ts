import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom, Shop } from "../../durable-objects";
import { migrateRoom, ROOM_SCHEMA_VERSION } from "../../durable-objects/room/room-schema";
import { migrateShop, SHOP_SCHEMA_VERSION } from "../../durable-objects/shop/shop-schema";

/**
 * The schema steps of package negotiations (issue 28): room step 10 (offers carry terms and options, the negotiation
 * its agreed terms; the storage guard against rising shop offers covers price-only offers as before and lets a
 * package offer rise in price) and shop step 6 (a product's offerOptions). Each keeps what an older object stored.
 */

function dropOurTables(sql: SqlStorage): void {
  const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency'").toArray();
  for (const { name } of tables) sql.exec(`DROP TABLE ${name}`);
}

const refused = (sql: SqlStorage, statement: string, ...bindings: SqlStorageValue[]) => {
  try {
    sql.exec(statement, ...bindings);
    return false;
  } catch {
    return true;
  }
};

describe("package schema steps", () => {
  it("room step 10 keeps an older room's offers, adds terms, options and agreed terms, and still refuses a rising price-only offer", async () => {
    const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.newUniqueId());
    const result = await runInDurableObject<NegotiationRoom, Record<string, unknown>>(stub, (_room, state) => {
      const sql = state.storage.sql;
      const version = () => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;
      dropOurTables(sql);
      migrateRoom(sql, 9);
      const versions = [version()];
      sql.exec(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, quantity, config, token_hash, status, round,
           shop_offer_minor, opened_at, expires_at, updated_at, version)
         VALUES (1, 'n', 's', 'p', 'P', 1, 'b', 1, '{}', 'h', 'open', 1, 9000, 0, 1, 0, 1)`,
      );
      sql.exec("INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (0, 'shop', 'counter', 9000, '[]', 1)");
      migrateRoom(sql);
      versions.push(version());
      const priceOnlyRise = refused(sql, "INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (1, 'shop', 'counter', 9500, '[]', 2)");
      const packageRise = refused(sql, "INSERT INTO offers (round, party, kind, price_minor, reasons, at, terms, options) VALUES (1, 'shop', 'counter', 9500, '[]', 2, ?, ?)", '{"payment-days":60}', "[]");
      const update = refused(sql, "UPDATE offers SET terms = '{}' WHERE seq = 1");
      sql.exec("UPDATE negotiation SET agreed_terms = ?", '{"payment-days":30}');
      return {
        versions,
        priceOnlyRise,
        packageRise,
        update,
        offers: sql.exec("SELECT seq, price_minor, terms, options FROM offers ORDER BY seq").toArray(),
        agreed: sql.exec("SELECT agreed_terms FROM negotiation").one().agreed_terms,
      };
    });
    expect(result.versions).toEqual([9, ROOM_SCHEMA_VERSION]);
    expect(result.priceOnlyRise).toBe(true);
    expect(result.packageRise).toBe(false);
    expect(result.update).toBe(true);
    expect(result.offers).toEqual([
      { seq: 1, price_minor: 9000, terms: null, options: null },
      { seq: 2, price_minor: 9500, terms: '{"payment-days":60}', options: "[]" },
    ]);
    expect(result.agreed).toBe('{"payment-days":30}');
  });

  it("shop step 6 adds a product's offerOptions (null before), and survives a roll-back that re-runs it", async () => {
    const stub = env.SHOP.get(env.SHOP.idFromName(`package-schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, Record<string, unknown>>(stub, (_shop, state) => {
      const sql = state.storage.sql;
      const version = () => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;
      dropOurTables(sql);
      migrateShop(sql, 5);
      sql.exec(
        "INSERT INTO products (product_id, name, currency, anchor_minor, floor_minor, strategy, max_rounds, ttl_seconds, version, created_at, updated_at) VALUES ('espresso', 'Espresso', 'EUR', 10000, 7000, '{}', 8, 3600, 1, 1000, 1000)",
      );
      migrateShop(sql);
      const product = sql.exec("SELECT product_id, offer_options FROM products").one();
      sql.exec("UPDATE schema_version SET version = 5");
      migrateShop(sql);
      return { product, version: version() };
    });
    expect(result.product).toEqual({ product_id: "espresso", offer_options: null });
    expect(result.version).toBe(SHOP_SCHEMA_VERSION);
  });
});
