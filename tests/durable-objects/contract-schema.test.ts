/**
 * The Contract object's schema: built by its numbered steps (recorded in schema_version), and its history, audit
 * and ledger are append-only at the storage level — an UPDATE or DELETE aborts, so no later bug can rewrite what a
 * contract did or what money moved.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Contract } from "../../durable-objects";
import { CONTRACT_SCHEMA_VERSION, migrateContract } from "../../durable-objects/contract/contract-schema";

function ourTables(sql: SqlStorage): string[] {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency' ORDER BY name")
    .toArray()
    .map((r) => r.name);
}

describe("contract schema", () => {
  it("a new object is at the latest step, and migrating again changes nothing", async () => {
    const stub = env.CONTRACT.get(env.CONTRACT.idFromName(`schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Contract, { version: number; tables: string[]; again: string[] }>(stub, (_i, state) => {
      const sql = state.storage.sql;
      const tables = ourTables(sql);
      migrateContract(sql);
      return { version: sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version, tables, again: ourTables(sql) };
    });
    expect(result.version).toBe(CONTRACT_SCHEMA_VERSION);
    expect(result.tables).toEqual(["audit", "contract", "desk_contracts", "desk_limits", "desk_parties", "history", "outbox", "postings", "records", "rollups", "sample_batches", "schema_version"]);
    expect(result.again).toEqual(result.tables);
  });

  it("history, audit and postings refuse UPDATE and DELETE", async () => {
    const stub = env.CONTRACT.get(env.CONTRACT.idFromName(`schema-${crypto.randomUUID()}`));
    const refused = await runInDurableObject<Contract, Record<string, boolean>>(stub, (_i, state) => {
      const sql = state.storage.sql;
      sql.exec("INSERT INTO history (at, kind, actor, data) VALUES (1, 'propose', 'shop', '{}')");
      sql.exec("INSERT INTO audit (at, kind, data, prev_hash, hash) VALUES (1, 'contract.proposed', '{}', 'x', 'y')");
      sql.exec("INSERT INTO postings (posting_id, kind, from_account, to_account, amount_minor, currency, at, cause) VALUES ('p', 'stake_deposit', 'external:a', 'stake:c', 5, 'EUR', 1, 'activate')");
      const fails = (statement: string) => {
        try {
          sql.exec(statement);
          return false;
        } catch {
          return true;
        }
      };
      return {
        historyUpdate: fails("UPDATE history SET kind = 'x'"),
        historyDelete: fails("DELETE FROM history"),
        auditUpdate: fails("UPDATE audit SET data = '{\"x\":1}'"),
        auditDelete: fails("DELETE FROM audit"),
        postingUpdate: fails("UPDATE postings SET amount_minor = 6"),
        postingDelete: fails("DELETE FROM postings"),
        negativePosting: fails("INSERT INTO postings (posting_id, kind, from_account, to_account, amount_minor, currency, at, cause) VALUES ('q', 'penalty', 'stake:c', 'party:b', -1, 'EUR', 1, 'x')"),
        duplicatePosting: fails("INSERT INTO postings (posting_id, kind, from_account, to_account, amount_minor, currency, at, cause) VALUES ('p', 'penalty', 'stake:c', 'party:b', 1, 'EUR', 1, 'x')"),
      };
    });
    expect(refused).toEqual({
      historyUpdate: true,
      historyDelete: true,
      auditUpdate: true,
      auditDelete: true,
      postingUpdate: true,
      postingDelete: true,
      negativePosting: true,
      duplicatePosting: true,
    });
  });
});
