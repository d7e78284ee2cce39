/**
 * The Auction object's SQLite schema (issue #31). One class serves two roles, each with its own tables:
 * - an auction (named `<shopId>/<auctionId>`): its head row (request, status, result, the award's progress), the
 *   live bids one row per supplier, the append-only bid log, withdrawals and late bids, a hash-chained audit, and an
 *   outbox of webhooks on their way to the Shop;
 * - negotiate-best-k's negotiation after the close (step 2): every offer of every thread, append-only;
 * - a shop's auction index (named `index:<shopId>`): one summary row per auction, which lists them for the
 *   organisation and, by who may bid, for its suppliers.
 *
 * The state is kept as rows rather than one JSON document so a bid writes what it changed (one bid row, one log
 * line), not a 1,000-bid document: the object's cost per bid stays flat as an auction fills. The bid log, the
 * withdrawals, the late bids and the audit are append-only at the storage level (triggers abort UPDATE and DELETE).
 * The idempotency table is created by IdempotencyStore itself. Steps are numbered and applied once (schema-steps.ts).
 */
import { applySchemaSteps, type SchemaStep } from "../schema-steps";

const APPEND_ONLY = (table: string, what: string) => `
    CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${what} is append-only'); END;
    CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${what} is append-only'); END;`;

const STEPS: readonly SchemaStep[] = [
  // 1: the original schema.
  `
    CREATE TABLE auction (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      auction_id TEXT NOT NULL,
      shop_id TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('open', 'closed', 'cancelled')),
      head TEXT NOT NULL,
      settings TEXT NOT NULL,
      version INTEGER NOT NULL,
      audit_seq INTEGER NOT NULL DEFAULT 0,
      audit_head TEXT,
      award_status TEXT NOT NULL DEFAULT 'none' CHECK (award_status IN ('none', 'pending', 'awarded', 'failed')),
      contract_id TEXT,
      award_problem TEXT,
      index_synced_version INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE bids (
      supplier_id TEXT PRIMARY KEY,
      seq INTEGER NOT NULL,
      bid TEXT NOT NULL
    );
    CREATE INDEX bids_by_seq ON bids (seq);
    CREATE TABLE bid_log (
      seq INTEGER PRIMARY KEY,
      supplier_id TEXT NOT NULL,
      bid_id TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      at INTEGER NOT NULL,
      UNIQUE (supplier_id, bid_id)
    );
    ${APPEND_ONLY("bid_log", "the bid log")}
    CREATE TABLE withdrawals (
      seq INTEGER PRIMARY KEY,
      supplier_id TEXT NOT NULL,
      bid_id TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    ${APPEND_ONLY("withdrawals", "withdrawals")}
    CREATE TABLE late_bids (
      seq INTEGER PRIMARY KEY,
      supplier_id TEXT NOT NULL,
      bid_id TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    ${APPEND_ONLY("late_bids", "late bids")}
    CREATE TABLE audit (
      seq INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      kind TEXT NOT NULL,
      data TEXT NOT NULL,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL
    );
    ${APPEND_ONLY("audit", "audit log")}
    CREATE TABLE outbox (
      seq INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE auction_index (
      auction_id TEXT PRIMARY KEY,
      status TEXT NOT NULL,
      access TEXT NOT NULL,
      invited TEXT,
      summary TEXT NOT NULL,
      version INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX auction_index_newest ON auction_index (created_at DESC, auction_id DESC);
  `,
  // 2: negotiate-best-k's negotiation (auctions/negotiation.ts): every offer of every thread, append-only (the
  // threads' state lives in the head row with the rest of the auction's).
  `
    CREATE TABLE negotiation_offers (
      seq INTEGER PRIMARY KEY,
      supplier_id TEXT NOT NULL,
      round INTEGER NOT NULL,
      party TEXT NOT NULL CHECK (party IN ('supplier', 'parley')),
      kind TEXT NOT NULL,
      price_minor INTEGER,
      at INTEGER NOT NULL
    );
    CREATE INDEX negotiation_offers_by_supplier ON negotiation_offers (supplier_id, seq);
    ${APPEND_ONLY("negotiation_offers", "the negotiation offers")}
  `,
];

export const AUCTION_SCHEMA_VERSION = STEPS.length;

/** Brings the object's schema up to `target` (the latest; tests build older objects with less). */
export function migrateAuction(sql: SqlStorage, target = STEPS.length): void {
  applySchemaSteps(sql, STEPS, target);
}
