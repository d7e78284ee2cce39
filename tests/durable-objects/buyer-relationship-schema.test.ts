/**
 * The buyer account's schema step 6 (durable-objects/buyer/buyer-schema.ts): what the owner registered a buyer as.
 * An account stored at step 5 keeps its buyer, name and keys and reads as a customer; the column takes only
 * `customer` or `partner`; the account's own methods read and change it; an up-to-date account runs the step no more.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BuyerAccount } from "../../durable-objects";
import { BUYER_SCHEMA_VERSION, migrateBuyerAccount } from "../../durable-objects/buyer/buyer-schema";

const OURS = "name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'";

const refused = (sql: SqlStorage, statement: string) => {
  try {
    sql.exec(statement);
    return false;
  } catch {
    return true;
  }
};

describe("buyer account schema step 6: the relationship", () => {
  it("an account from step 5 reads as a customer, keeps what it held, and becomes a partner only by the owner's word", async () => {
    const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`relationship-schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<BuyerAccount, Record<string, unknown>>(stub, (account, state) => {
      const sql = state.storage.sql;
      for (const { name } of sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${OURS}`).toArray()) sql.exec(`DROP TABLE ${name}`);
      migrateBuyerAccount(sql, 5);
      sql.exec("INSERT INTO account (singleton, shop_id, buyer_id, kind, name, deals_closed, created_at) VALUES (1, 's', 'b', 'registered', 'Old buyer', 3, 1)");
      sql.exec("INSERT INTO buyer_keys (key_id, hash, created_at) VALUES ('bk_1', 'h', 1)");
      const columnBefore = sql.exec("SELECT 1 FROM pragma_table_info('account') WHERE name = 'relationship'").toArray().length;
      migrateBuyerAccount(sql);
      const version = sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;
      const stored = sql.exec("SELECT buyer_id, name, deals_closed, relationship FROM account").one();
      const described = account.describe();
      const badValue = refused(sql, "UPDATE account SET relationship = 'vendor'");
      const noValue = refused(sql, "UPDATE account SET relationship = NULL");
      const renamed = account.register("s", "b", "Renamed");
      const partner = account.register("s", "b", undefined, "partner");
      const keptOnRename = account.register("s", "b", "Again");
      // Up to date: the step is not run again (re-running ALTER TABLE would fail on the existing column).
      migrateBuyerAccount(sql);
      return {
        columnBefore,
        version,
        stored,
        described: described.ok ? { name: described.body.name, relationship: described.body.relationship, dealsClosed: described.body.dealsClosed, keys: described.body.keys.map((k) => k.keyId) } : described,
        badValue,
        noValue,
        renamed: renamed.ok ? [renamed.status, renamed.body.relationship] : null,
        partner: partner.ok ? [partner.body.name, partner.body.relationship] : null,
        keptOnRename: keptOnRename.ok ? [keptOnRename.body.name, keptOnRename.body.relationship] : null,
        after: sql.exec("SELECT relationship FROM account").one().relationship,
      };
    });
    expect(result).toEqual({
      columnBefore: 0,
      version: BUYER_SCHEMA_VERSION,
      stored: { buyer_id: "b", name: "Old buyer", deals_closed: 3, relationship: "customer" },
      described: { name: "Old buyer", relationship: "customer", dealsClosed: 3, keys: ["bk_1"] },
      badValue: true,
      noValue: true,
      renamed: [200, "customer"],
      partner: ["Renamed", "partner"],
      keptOnRename: ["Again", "partner"],
      after: "partner",
    });
    expect(BUYER_SCHEMA_VERSION).toBe(6);
  });

  it("a new account has the column from the start, and a new registration is a customer unless the owner says partner", async () => {
    const make = () => env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(`relationship-new-${crypto.randomUUID()}`));
    const customer = await make().register("s", "c", "Cafe");
    const partner = await make().register("s", "p", null, "partner");
    expect(customer.ok && customer.body).toMatchObject({ name: "Cafe", relationship: "customer" });
    expect(partner.ok && partner.body).toMatchObject({ name: null, relationship: "partner" });
  });
});
