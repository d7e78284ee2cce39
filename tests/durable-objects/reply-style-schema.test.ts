import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom } from "../../durable-objects";
import { migrateRoom, ROOM_SCHEMA_VERSION } from "../../durable-objects/room/room-schema";
import { RoomStore } from "../../durable-objects/room/room-store";

/**
 * Room schema step 12: the negotiation row keeps the style the assigned fleet agent's replies are phrased in. A room
 * opened by an older build keeps its row and reads as having no style (its replies stay formal); a value no build
 * knows reads the same way. The written-out current schema is checked against the steps by room-schema.test.ts.
 */

function dropOurTables(sql: SqlStorage): void {
  const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency'").toArray();
  for (const { name } of tables) sql.exec(`DROP TABLE ${name}`);
}

const version = (sql: SqlStorage) => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;

describe("room schema step 12: the reply style", () => {
  it("keeps an older room's negotiation, which reads as having no style; a known style reads back, an unknown one as none", async () => {
    const stub = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.newUniqueId());
    const result = await runInDurableObject<NegotiationRoom, Record<string, unknown>>(stub, (_room, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateRoom(sql, 11);
      const versions = [version(sql)];
      sql.exec(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, quantity, config, token_hash, status, round,
           shop_offer_minor, opened_at, expires_at, updated_at, version)
         VALUES (1, 'n', 's', 'p', 'P', 1, 'b', 2, '{"currency":"EUR","maxRounds":6}', 'h', 'open', 1, 9000, 0, 1, 0, 1)`,
      );
      const columnBefore = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('negotiation') WHERE name = 'reply_style'").toArray().length;
      migrateRoom(sql);
      versions.push(version(sql));
      const store = new RoomStore(state.storage);
      const older = store.load()!;
      sql.exec("UPDATE negotiation SET reply_style = 'friendly'");
      const friendly = store.load()!;
      sql.exec("UPDATE negotiation SET reply_style = 'shouty'");
      const unknown = store.load()!;
      return {
        versions,
        columnBefore,
        kept: { id: older.id, quantity: older.quantity, shopOffer: older.shop_offer_minor, status: older.status },
        styles: [older.reply_style, friendly.reply_style, unknown.reply_style],
      };
    });
    expect(result.versions).toEqual([11, ROOM_SCHEMA_VERSION]);
    expect(ROOM_SCHEMA_VERSION).toBe(12);
    expect(result.columnBefore).toBe(0);
    expect(result.kept).toEqual({ id: "n", quantity: 2, shopOffer: 9000, status: "open" });
    expect(result.styles).toEqual([null, "friendly", null]);
  });
});
