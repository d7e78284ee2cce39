/**
 * The Contract object's schema: built by its numbered steps (recorded in schema_version), and its history, audit
 * and ledger are append-only at the storage level — an UPDATE or DELETE aborts, so no later bug can rewrite what a
 * contract did or what money moved.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Contract } from "../../durable-objects";
import { SlaWindows } from "../../contracts/sla/windows";
import type { SlaTarget } from "../../contracts/types";
import { CONTRACT_SCHEMA_VERSION, migrateContract } from "../../durable-objects/contract/contract-schema";
import { ContractStore } from "../../durable-objects/contract/contract-store";

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
    expect(result.tables).toEqual(["audit", "contract", "desk_contracts", "desk_limits", "desk_parties", "history", "inbox_reports", "outbox", "postings", "records", "rollups", "sample_batches", "schema_version", "sla_buckets"]);
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

  it("step 3 moves a contract's one-snapshot SLA windows into bucket rows that read exactly the same", async () => {
    const stub = env.CONTRACT.get(env.CONTRACT.idFromName(`schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Contract, { before: unknown; after: unknown; rows: number; legacy: unknown; header: boolean }>(stub, (_i, state) => {
      const sql = state.storage.sql;
      // An object built by the first two steps, as an older build left it: windows kept as one snapshot.
      for (const table of ourTables(sql)) sql.exec(`DROP TABLE ${table}`);
      migrateContract(sql, 2);
      const targets: SlaTarget[] = [
        { id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 1, comparator: "atMost", threshold: 200, penaltyMinor: 100, bonusMinor: 0, minSamples: 1 },
        { id: "uptime", metric: "availability", statistic: "ratio", windowMin: 5, comparator: "atLeast", threshold: 0.99, penaltyMinor: 100, bonusMinor: 0, minSamples: 1 },
      ];
      const now = 1_800_000_000_000;
      const windows = new SlaWindows(targets);
      for (let s = 0; s < 120; s += 7) {
        windows.add([{ metric: "latency", at: now - s * 1000, value: 50 + s }, { metric: "availability", at: now - s * 1000, value: s % 5 === 0 ? 0 : 1 }], now);
      }
      const stateJson = JSON.stringify({ terms: { sla: targets } });
      sql.exec("INSERT INTO contract (singleton, contract_id, shop_id, status, state, limits, windows, version, created_at, updated_at) VALUES (1, 'ctr_x', 'shp_x', 'active', ?, '{}', ?, 1, 0, 0)", stateJson, windows.snapshot());
      migrateContract(sql);
      const store = new ContractStore(state.storage);
      const rows = sql.exec<{ n: number }>("SELECT count(*) AS n FROM sla_buckets").one().n;
      const row = sql.exec<{ windows: string | null; windows_header: string | null }>("SELECT windows, windows_header FROM contract").one();
      return { before: windows.readWindows(now), after: store.loadWindows(targets).readWindows(now), rows, legacy: row.windows, header: row.windows_header !== null };
    });
    expect(result.rows).toBeGreaterThan(0);
    expect(result.legacy).toBeNull();
    expect(result.header).toBe(true);
    expect(result.after).toEqual(result.before);
  });

  it("step 5 adds the inbox reports of an older contract, and a report is synced only as it was sent", async () => {
    const stub = env.CONTRACT.get(env.CONTRACT.idFromName(`schema-${crypto.randomUUID()}`));
    const result = await runInDurableObject<Contract, { before: string[]; pending: unknown[]; stale: number; synced: number }>(stub, (_i, state) => {
      const sql = state.storage.sql;
      // An object built by the first four steps, as the build before disputes left it.
      for (const table of ourTables(sql)) sql.exec(`DROP TABLE ${table}`);
      migrateContract(sql, 4);
      const before = ourTables(sql);
      migrateContract(sql);
      const store = new ContractStore(state.storage);
      const report = (status: "pending" | "approved") => ({ contractId: "ctr_x", escalation: { escalationId: "ctr_x:dispute:d", status } }) as never;
      sql.exec("INSERT INTO inbox_reports (escalation_id, report) VALUES ('ctr_x:dispute:d', ?)", JSON.stringify(report("pending")));
      const pending = store.pendingInboxReports();
      // Decided while the pending report was on its way: marking what was sent leaves the decision to send.
      sql.exec("UPDATE inbox_reports SET report = ? WHERE escalation_id = 'ctr_x:dispute:d'", JSON.stringify(report("approved")));
      store.markInboxReportSynced(report("pending"));
      const stale = store.pendingInboxReports().length;
      store.markInboxReportSynced(report("approved"));
      return { before, pending, stale, synced: store.pendingInboxReports().length };
    });
    expect(result.before).not.toContain("inbox_reports");
    expect(result.pending).toEqual([{ contractId: "ctr_x", escalation: { escalationId: "ctr_x:dispute:d", status: "pending" } }]);
    expect(result.stale).toBe(1);
    expect(result.synced).toBe(0);
  });
});
