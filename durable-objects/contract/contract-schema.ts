/**
 * The Contract object's SQLite schema. One class serves two roles, each with its own tables:
 * - a contract (named by its id): the state row, its append-only history, hash-chained audit and ledger postings,
 *   the sample batches seen (for idempotent ingestion), the signed agreement records, the outbox and the inbox
 *   reports (its disputes' escalations) on their way to the Shop;
 * - a shop's contract desk (named `desk:<shopId>`): the shop's contract limits and an index of its contracts,
 *   which lists them and counts each agent's live contracts.
 * An object only ever writes the tables of its role; creating both sets costs one statement at birth.
 *
 * History, audit and postings are append-only at the storage level (triggers abort UPDATE and DELETE), so no
 * later bug can rewrite what a contract did or what money moved. Steps are numbered and applied once each
 * (schema-steps.ts), so an object created by an older build is brought up to date on its next start.
 */
import { SlaWindows } from "../../contracts/sla/windows";
import type { ContractState } from "../../contracts/types";
import { applySchemaSteps, type SchemaStep } from "../schema-steps";

const APPEND_ONLY = (table: string, what: string) => `
    CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${what} is append-only'); END;
    CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${what} is append-only'); END;`;

const STEPS: readonly SchemaStep[] = [
  // 1: the original schema.
  `
    CREATE TABLE contract (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      contract_id TEXT NOT NULL,
      shop_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('proposed', 'active', 'suspended', 'completed', 'terminated', 'expired')),
      state TEXT NOT NULL,
      limits TEXT NOT NULL,
      windows TEXT,
      version INTEGER NOT NULL,
      audit_seq INTEGER NOT NULL DEFAULT 0,
      audit_head TEXT,
      desk_synced_version INTEGER NOT NULL DEFAULT 0,
      escalation TEXT,
      escalation_synced INTEGER NOT NULL DEFAULT 1,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE history (
      seq INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      kind TEXT NOT NULL,
      actor TEXT NOT NULL,
      data TEXT NOT NULL
    );
    ${APPEND_ONLY("history", "contract history")}
    CREATE TABLE audit (
      seq INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      kind TEXT NOT NULL,
      data TEXT NOT NULL,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL
    );
    ${APPEND_ONLY("audit", "audit log")}
    CREATE TABLE postings (
      seq INTEGER PRIMARY KEY,
      posting_id TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      from_account TEXT NOT NULL,
      to_account TEXT NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
      currency TEXT NOT NULL,
      at INTEGER NOT NULL,
      cause TEXT NOT NULL
    );
    ${APPEND_ONLY("postings", "the ledger")}
    CREATE TABLE sample_batches (
      batch_id TEXT PRIMARY KEY,
      at INTEGER NOT NULL,
      reporter TEXT NOT NULL,
      accepted INTEGER NOT NULL,
      late INTEGER NOT NULL,
      future INTEGER NOT NULL
    );
    CREATE TABLE records (
      seq INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('activated', 'amended')),
      terms_version INTEGER NOT NULL,
      at INTEGER NOT NULL,
      record TEXT NOT NULL,
      signed TEXT,
      UNIQUE (kind, terms_version)
    );
    CREATE TABLE outbox (
      seq INTEGER PRIMARY KEY,
      event_id TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      actor TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      sent_at INTEGER,
      sends INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE desk_limits (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      overrides TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE desk_contracts (
      contract_id TEXT PRIMARY KEY,
      status TEXT NOT NULL,
      live INTEGER NOT NULL,
      summary TEXT NOT NULL,
      version INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX desk_contracts_newest ON desk_contracts (created_at DESC, contract_id DESC);
    CREATE TABLE desk_parties (
      contract_id TEXT NOT NULL,
      agent_id TEXT NOT NULL,
      PRIMARY KEY (agent_id, contract_id)
    );
  `,
  // 2: a hierarchical contract's violations on their way to its parent (contracts/kinds.ts rollUpViolation),
  // written in the check's transaction and removed once the parent has taken them: a roll-up is never lost.
  `
    CREATE TABLE rollups (
      seq INTEGER PRIMARY KEY,
      parent_id TEXT NOT NULL,
      child TEXT NOT NULL,
      verdict TEXT NOT NULL,
      at INTEGER NOT NULL
    );
  `,
  // 3: the SLA windows as one row per time bucket (contracts/sla/windows.ts takeChanges/fromParts) and a header,
  // so a batch writes the buckets it touched, not the whole state (which outgrows a row at 10,000 samples/s). A
  // contract that kept them as one snapshot in `contract.windows` has it moved into rows here.
  (sql) => {
    sql.exec(`
      CREATE TABLE sla_buckets (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      ALTER TABLE contract ADD COLUMN windows_header TEXT;
    `);
    const old = sql.exec<{ state: string; windows: string | null }>("SELECT state, windows FROM contract WHERE singleton = 1").toArray()[0];
    if (!old?.windows) return;
    const targets = (JSON.parse(old.state) as ContractState).terms.sla;
    const parts = SlaWindows.restore(targets, old.windows).allParts();
    for (const [key, value] of parts.put) sql.exec("INSERT INTO sla_buckets (key, value) VALUES (?, ?)", key, value);
    sql.exec("UPDATE contract SET windows_header = ?, windows = NULL WHERE singleton = 1", parts.header);
  },
  // 4: a batch's digest beside its id, so the same id with other samples is refused (422) rather than taken as a
  // repeat; batches recorded before it have none and are still taken as repeats.
  `ALTER TABLE sample_batches ADD COLUMN digest TEXT;`,
  // 5: inbox items beyond the suspension's one slot (`contract.escalation`): a dispute's escalation per dispute,
  // opened and later decided or withdrawn, written in the step's transaction and marked synced once the Shop has
  // taken the report as it stands (contract-delivery.ts), so none is lost and a later one is not overwritten.
  `CREATE TABLE inbox_reports (escalation_id TEXT PRIMARY KEY, report TEXT NOT NULL, synced INTEGER NOT NULL DEFAULT 0);`,
];

export const CONTRACT_SCHEMA_VERSION = STEPS.length;

/** Brings the object's schema up to `target` (the latest; tests build older objects with less). */
export function migrateContract(sql: SqlStorage, target = STEPS.length): void {
  // Replaying the steps is the current schema (they are few and small), so there is nothing separate to write out.
  applySchemaSteps(sql, STEPS, target);
}
