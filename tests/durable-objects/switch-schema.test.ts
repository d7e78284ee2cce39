import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BuyerAccount, NegotiationRoom, Shop } from "../../durable-objects";
import { BUYER_SCHEMA_VERSION, migrateBuyerAccount } from "../../durable-objects/buyer/buyer-schema";
import { ProductMemory } from "../../durable-objects/buyer/product-memory";
import { migrateRoom, ROOM_SCHEMA_VERSION } from "../../durable-objects/room/room-schema";
import { migrateShop, SHOP_SCHEMA_VERSION } from "../../durable-objects/shop/shop-schema";
import type { BuyerProductMemory } from "../../kernel";

/**
 * The schema steps of switches of a package agreement (governed-round/switch.ts): room step 11 (the offers table
 * rebuilt to take lines of kind `switch` and the switches a line offered, its rows, sequence numbers and guards
 * kept), shop step 7 (the negotiation index keeps agreed terms and switches taken) and buyer step 4 (a product's
 * memory knows the negotiation it came from, so a switched deal replaces it). Each keeps what an older object stored.
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

const version = (sql: SqlStorage) => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;

describe("switch schema steps", () => {
  it("room step 11 keeps an older room's offers and their guards, and takes switch lines with the switches offered", async () => {
    const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.newUniqueId());
    const result = await runInDurableObject<NegotiationRoom, Record<string, unknown>>(stub, (_room, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateRoom(sql, 10);
      const versions = [version(sql)];
      sql.exec(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, quantity, config, token_hash, status, round,
           shop_offer_minor, opened_at, expires_at, updated_at, version)
         VALUES (1, 'n', 's', 'p', 'P', 1, 'b', 1, '{}', 'h', 'open', 1, 9000, 0, 1, 0, 1)`,
      );
      sql.exec("INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (0, 'shop', 'counter', 9000, '[]', 1)");
      sql.exec("INSERT INTO offers (round, party, kind, price_minor, reasons, at, terms, options) VALUES (1, 'shop', 'counter', 9000, '[]', 2, ?, ?)", '{"payment-days":30}', "[]");
      const switchBefore = refused(sql, "INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (1, 'buyer', 'switch', 9100, '[]', 3)");
      migrateRoom(sql);
      versions.push(version(sql));
      sql.exec("INSERT INTO offers (round, party, kind, price_minor, reasons, at, terms, switches) VALUES (1, 'buyer', 'switch', 9100, '[]', 3, ?, ?)", '{"payment-days":0}', '[{"id":"r1s2-1"}]');
      return {
        versions,
        switchBefore,
        priceOnlyRise: refused(sql, "INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (1, 'shop', 'counter', 9500, '[]', 4)"),
        update: refused(sql, "UPDATE offers SET terms = '{}' WHERE seq = 1"),
        remove: refused(sql, "DELETE FROM offers WHERE seq = 1"),
        badKind: refused(sql, "INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (1, 'buyer', 'nibble', 1, '[]', 5)"),
        offers: sql.exec("SELECT seq, kind, price_minor, terms, options, switches FROM offers ORDER BY seq").toArray(),
      };
    });
    expect(result.versions).toEqual([10, ROOM_SCHEMA_VERSION]);
    expect(result.switchBefore).toBe(true);
    expect(result).toMatchObject({ priceOnlyRise: true, update: true, remove: true, badKind: true });
    expect(result.offers).toEqual([
      { seq: 1, kind: "counter", price_minor: 9000, terms: null, options: null, switches: null },
      { seq: 2, kind: "counter", price_minor: 9000, terms: '{"payment-days":30}', options: "[]", switches: null },
      { seq: 3, kind: "switch", price_minor: 9100, terms: '{"payment-days":0}', options: null, switches: '[{"id":"r1s2-1"}]' },
    ]);
  });

  it("shop step 7 adds agreed terms and switches taken to the index (none before), and survives a roll-back that re-runs it", async () => {
    const stub = env.SHOP.get(env.SHOP.idFromName(`switch-schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Shop, Record<string, unknown>>(stub, (_shop, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateShop(sql, 6);
      sql.exec("INSERT INTO negotiations (negotiation_id, product_id, buyer_id, quantity, currency, status, round, agreed_price_minor, opened_at, updated_at, version) VALUES ('n', 'p', 'b', 1, 'EUR', 'agreed', 2, 9000, 1, 2, 3)");
      migrateShop(sql);
      const row = sql.exec("SELECT negotiation_id, agreed_price_minor, agreed_terms, switches_taken FROM negotiations").one();
      sql.exec("UPDATE schema_version SET version = 6");
      migrateShop(sql);
      return { row, version: version(sql) };
    });
    expect(result.row).toEqual({ negotiation_id: "n", agreed_price_minor: 9000, agreed_terms: null, switches_taken: 0 });
    expect(result.version).toBe(SHOP_SCHEMA_VERSION);
  });

  it("buyer step 4: a memory knows its negotiation; a later report about it (a switched deal) replaces the memory, once nothing newer is open", async () => {
    const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`switch-schema-${crypto.randomUUID()}`));
    const memory = (shopOfferMinor: number): BuyerProductMemory => ({ rounds: 2, shopOfferMinor, buyerOfferMinor: 8_000, buyer: { bids: [], previousStepMinor: 0 } as never });
    const result = await runInDurableObject<BuyerAccount, Record<string, unknown>>(stub, (_account, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateBuyerAccount(sql, 3);
      // A memory an older build left: the report of a switch after it is not taken (it cannot be told whose it is).
      sql.exec("INSERT INTO product_memory (product_id, memory, updated_at, open_negotiation_id, opened_at) VALUES ('old', ?, 1, NULL, NULL)", JSON.stringify(memory(9_000)));
      migrateBuyerAccount(sql);
      const products = new ProductMemory(sql);
      const read = (productId: string) => (JSON.parse(sql.exec<{ memory: string }>("SELECT memory FROM product_memory WHERE product_id = ?", productId).one().memory) as BuyerProductMemory).shopOfferMinor;
      const oldReport = products.close("old", "n0", memory(9_100), 2);
      products.markOpen("p", "n1", 3);
      const closed = products.close("p", "n1", memory(9_500), 4);
      const switched = products.close("p", "n1", memory(9_300), 5);
      const afterSwitch = read("p");
      products.markOpen("p", "n2", 6);
      const lateSwitch = products.close("p", "n1", memory(9_200), 7);
      return { version: version(sql), oldReport, old: read("old"), closed, switched, afterSwitch, lateSwitch, whileNewerOpen: read("p") };
    });
    expect(result).toEqual({ version: BUYER_SCHEMA_VERSION, oldReport: false, old: 9_000, closed: true, switched: false, afterSwitch: 9_300, lateSwitch: false, whileNewerOpen: 9_300 });
  });
});
