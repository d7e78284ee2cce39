/**
 * The Auction object's schema: built by its numbered steps (recorded in schema_version), and its bid log,
 * withdrawals, late bids and audit are append-only at the storage level — an UPDATE or DELETE aborts, so no later
 * bug can rewrite which bids an auction took or what it did.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Auction } from "../../durable-objects";
import { AUCTION_SCHEMA_VERSION, migrateAuction } from "../../durable-objects/auction/auction-schema";

function ourTables(sql: SqlStorage): string[] {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency' ORDER BY name")
    .toArray()
    .map((r) => r.name);
}

const freshObject = () => env.AUCTION.get(env.AUCTION.idFromName(`schema-${crypto.randomUUID()}`));

describe("auction schema", () => {
  it("a new object is at the latest step, and migrating again changes nothing", async () => {
    const result = await runInDurableObject<Auction, { version: number; tables: string[]; again: string[] }>(freshObject(), (_i, state) => {
      const sql = state.storage.sql;
      const tables = ourTables(sql);
      migrateAuction(sql);
      return { version: sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version, tables, again: ourTables(sql) };
    });
    expect(result.version).toBe(AUCTION_SCHEMA_VERSION);
    expect(result.tables).toEqual(["auction", "auction_index", "audit", "bid_log", "bids", "late_bids", "negotiation_offers", "outbox", "schema_version", "withdrawals"]);
    expect(result.again).toEqual(result.tables);
  });

  it("the bid log, withdrawals, late bids and audit refuse UPDATE and DELETE; a bid id is logged once per supplier", async () => {
    const refused = await runInDurableObject<Auction, Record<string, boolean>>(freshObject(), (_i, state) => {
      const sql = state.storage.sql;
      sql.exec("INSERT INTO bid_log (supplier_id, bid_id, fingerprint, at) VALUES ('s', 'b', '[1,[]]', 1)");
      sql.exec("INSERT INTO withdrawals (supplier_id, bid_id, at) VALUES ('s', 'b', 2)");
      sql.exec("INSERT INTO late_bids (supplier_id, bid_id, at) VALUES ('t', 'c', 3)");
      sql.exec("INSERT INTO audit (at, kind, data, prev_hash, hash) VALUES (1, 'auction.opened', '{}', 'x', 'y')");
      const fails = (statement: string) => {
        try {
          sql.exec(statement);
          return false;
        } catch {
          return true;
        }
      };
      return {
        logUpdate: fails("UPDATE bid_log SET fingerprint = 'x'"),
        logDelete: fails("DELETE FROM bid_log"),
        withdrawalUpdate: fails("UPDATE withdrawals SET at = 9"),
        withdrawalDelete: fails("DELETE FROM withdrawals"),
        lateUpdate: fails("UPDATE late_bids SET at = 9"),
        lateDelete: fails("DELETE FROM late_bids"),
        auditUpdate: fails("UPDATE audit SET data = '{\"x\":1}'"),
        auditDelete: fails("DELETE FROM audit"),
        bidIdReused: fails("INSERT INTO bid_log (supplier_id, bid_id, fingerprint, at) VALUES ('s', 'b', '[2,[]]', 4)"),
        badStatus: fails("INSERT INTO auction (singleton, auction_id, shop_id, status, head, settings, version, created_at, updated_at) VALUES (1, 'a', 's', 'won', '{}', '{}', 0, 1, 1)"),
      };
    });
    expect(refused).toEqual({
      logUpdate: true,
      logDelete: true,
      withdrawalUpdate: true,
      withdrawalDelete: true,
      lateUpdate: true,
      lateDelete: true,
      auditUpdate: true,
      auditDelete: true,
      bidIdReused: true,
      badStatus: true,
    });
  });

  it("step 2 adds negotiate-best-k's negotiation offers to an object built at step 1, append-only", async () => {
    const result = await runInDurableObject<Auction, { before: string[]; after: string[]; version: number; update: boolean; remove: boolean; rows: number }>(freshObject(), (_i, state) => {
      const sql = state.storage.sql;
      // The runtime built this object at the latest step; rebuild the step-1 schema in a fresh namespace by dropping step 2's table.
      sql.exec("DROP TABLE negotiation_offers");
      sql.exec("UPDATE schema_version SET version = 1");
      const before = ourTables(sql);
      migrateAuction(sql);
      const after = ourTables(sql);
      sql.exec("INSERT INTO negotiation_offers (supplier_id, round, party, kind, price_minor, at) VALUES ('s', 1, 'parley', 'counter', 100, 1)");
      const fails = (statement: string) => {
        try {
          sql.exec(statement);
          return false;
        } catch {
          return true;
        }
      };
      return {
        before,
        after,
        version: sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version,
        update: fails("UPDATE negotiation_offers SET price_minor = 1"),
        remove: fails("DELETE FROM negotiation_offers"),
        rows: sql.exec<{ n: number }>("SELECT count(*) AS n FROM negotiation_offers").one().n,
      };
    });
    expect(result.before).not.toContain("negotiation_offers");
    expect(result.after).toContain("negotiation_offers");
    expect(result.version).toBe(2);
    expect(result).toMatchObject({ update: true, remove: true, rows: 1 });
  });
});
