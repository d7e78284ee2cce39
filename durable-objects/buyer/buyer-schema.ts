/**
 * The BuyerAccount's SQLite schema: one object per shop and buyer (a registered buyer, or an anonymous
 * client keyed by its address), per shop and supplier, and one supplier directory per shop, as numbered steps
 * (see schema-steps.ts).
 */
import { applySchemaSteps } from "../schema-steps";

const STEPS: readonly string[] = [
  `
    CREATE TABLE IF NOT EXISTS account (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      shop_id TEXT NOT NULL,
      buyer_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('registered', 'anonymous')),
      name TEXT,
      deals_closed INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS buyer_keys (
      key_id TEXT PRIMARY KEY,
      hash TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS public_keys (
      thumbprint TEXT PRIMARY KEY,
      jwk TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS seen_signatures (
      hash TEXT PRIMARY KEY,
      until INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS product_memory (
      product_id TEXT PRIMARY KEY,
      memory TEXT,
      updated_at INTEGER NOT NULL,
      open_negotiation_id TEXT,
      opened_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS opens (
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS opens_by_time ON opens (at);
  `,
  // 2: negotiation tokens kept for the buyer's MCP agent, sealed under its buyer key (agent-tokens.ts).
  `
    CREATE TABLE IF NOT EXISTS agent_tokens (
      negotiation_id TEXT PRIMARY KEY,
      sealed TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS agent_tokens_by_age ON agent_tokens (created_at);
  `,
  // 3: the counterparty profile the cron last pushed (its hot-path part), read at every open.
  `
    CREATE TABLE IF NOT EXISTS profile (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      data TEXT NOT NULL,
      computed_at INTEGER NOT NULL
    );
  `,
  // 4: which negotiation the product's memory came from, so a deal switched after it closed (governed-round/switch.ts)
  // replaces the memory it left, as long as no newer negotiation has started on the product.
  `
    ALTER TABLE product_memory ADD COLUMN last_negotiation_id TEXT;
  `,
  // 5: suppliers (issue #31). A supplier's object holds its `supplier` row (supplier-profile.ts) instead of an
  // `account` row, and its keys in the same credential tables as a buyer's; a shop's `<shopId>/suppliers` object
  // holds the directory of its suppliers, by category (supplier-directory.ts). Every object gets the (empty)
  // tables: one schema for the class keeps the steps simple.
  `
    CREATE TABLE IF NOT EXISTS supplier (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      shop_id TEXT NOT NULL,
      supplier_id TEXT NOT NULL,
      name TEXT NOT NULL,
      categories TEXT NOT NULL,
      revision INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS supplier_directory (
      supplier_id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      categories TEXT NOT NULL,
      revision INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS supplier_directory_categories (
      category TEXT NOT NULL,
      supplier_id TEXT NOT NULL,
      PRIMARY KEY (category, supplier_id)
    );
  `,
  // 6: what the owner registered the buyer as (issue #31, partnerships): a partner's negotiations are assigned to the
  // fleet as `partnership` deals. Every account stored before is a customer, as every buyer was.
  `
    ALTER TABLE account ADD COLUMN relationship TEXT NOT NULL DEFAULT 'customer' CHECK (relationship IN ('customer', 'partner'));
  `,
];

/** The latest step: what an account's `schema_version` reads once it is up to date. */
export const BUYER_SCHEMA_VERSION = STEPS.length;

/** Brings the account's schema up to `target` (the latest; tests build older accounts with less). */
export function migrateBuyerAccount(sql: SqlStorage, target = STEPS.length): void {
  applySchemaSteps(sql, STEPS, target);
}
