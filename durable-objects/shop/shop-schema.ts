import { applySchemaSteps, type SchemaStep } from "../schema-steps";

/**
 * The Shop's SQLite schema, for every module of durable-objects/shop/ (the idempotency records keep their own
 * table, idempotency-store.ts). Steps are numbered and applied once each, in order, recorded in
 * `schema_version`: a shop stored by an older build is brought up to date the first time a newer one constructs
 * it, and a shop already up to date costs one read.
 *
 * Shops stored before these steps existed have no `schema_version` but have their tables, built by the modules'
 * constructors (each table `IF NOT EXISTS`, and `negotiations.tallied_seq` added when it was missing): steps 1
 * and 2 are that schema, written to cope with any of it already being there.
 */
const STEPS: readonly SchemaStep[] = [
  // 1: the tables as the modules' constructors built them.
  `
    CREATE TABLE IF NOT EXISTS shop (
      singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
      id TEXT NOT NULL, name TEXT NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS admin_keys (
      hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL, revoked_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS shop_secret (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), secret TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS settings (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), limits TEXT NOT NULL, updated_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS agent_keys (thumbprint TEXT PRIMARY KEY, buyer_id TEXT NOT NULL, created_at INTEGER NOT NULL);

    CREATE TABLE IF NOT EXISTS products (
      product_id TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT NOT NULL,
      anchor_minor INTEGER NOT NULL, floor_minor INTEGER NOT NULL CHECK (floor_minor <= anchor_minor),
      strategy TEXT NOT NULL, max_rounds INTEGER NOT NULL, ttl_seconds INTEGER NOT NULL,
      version INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS product_versions (
      product_id TEXT NOT NULL, version INTEGER NOT NULL, config TEXT NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (product_id, version)
    );
    CREATE TABLE IF NOT EXISTS policy_sets (version INTEGER PRIMARY KEY, source TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS market_stats (
      product_id TEXT NOT NULL, currency TEXT NOT NULL, stats TEXT NOT NULL, computed_at INTEGER NOT NULL,
      PRIMARY KEY (product_id, currency)
    );
    CREATE TABLE IF NOT EXISTS learning (product_id TEXT PRIMARY KEY, learning TEXT NOT NULL, computed_at INTEGER NOT NULL);

    CREATE TABLE IF NOT EXISTS negotiations (
      negotiation_id TEXT PRIMARY KEY, product_id TEXT NOT NULL, buyer_id TEXT NOT NULL,
      quantity INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL, round INTEGER NOT NULL,
      shop_offer_minor INTEGER, agreed_price_minor INTEGER,
      opened_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, version INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS negotiations_by_status ON negotiations (status, opened_at DESC);
    CREATE TABLE IF NOT EXISTS escalations (
      escalation_id TEXT PRIMARY KEY, negotiation_id TEXT NOT NULL, status TEXT NOT NULL, view TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS escalations_by_status ON escalations (status, created_at DESC);
    CREATE TABLE IF NOT EXISTS delivery_backlog (
      negotiation_id TEXT PRIMARY KEY, events INTEGER NOT NULL, oldest_at INTEGER NOT NULL, reported_at INTEGER NOT NULL
    );

    DROP TABLE IF EXISTS decisions;
    CREATE TABLE IF NOT EXISTS decision_tallies (
      minute INTEGER NOT NULL, product_id TEXT NOT NULL, decisions INTEGER NOT NULL, escalations INTEGER NOT NULL, breaches INTEGER NOT NULL,
      PRIMARY KEY (minute, product_id)
    );
    CREATE TABLE IF NOT EXISTS pauses (
      scope TEXT PRIMARY KEY, until INTEGER NOT NULL, reason TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS breaker_trips (
      seq INTEGER PRIMARY KEY, product_id TEXT, reason TEXT NOT NULL, at INTEGER NOT NULL, until INTEGER NOT NULL
    );

    CREATE TABLE IF NOT EXISTS webhook_endpoints (
      endpoint_id TEXT PRIMARY KEY, url TEXT NOT NULL, secret TEXT NOT NULL, events TEXT NOT NULL,
      description TEXT NOT NULL, enabled INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS webhook_deliveries (
      delivery_id TEXT PRIMARY KEY, endpoint_id TEXT NOT NULL, event_key TEXT NOT NULL, event_type TEXT NOT NULL,
      payload TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL, next_attempt_at INTEGER,
      last_status_code INTEGER, last_error TEXT, created_at INTEGER NOT NULL, delivered_at INTEGER,
      UNIQUE (endpoint_id, event_key)
    );
    CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
    CREATE INDEX IF NOT EXISTS webhook_deliveries_log ON webhook_deliveries (endpoint_id, created_at DESC);
  `,
  // 2: the last audit entry of each negotiation whose decision the circuit breaker has counted. A shop stored
  // before the steps may have it already (its constructor added it when missing): added only when it is not there.
  (sql) => {
    const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('negotiations')").toArray();
    if (!columns.some((c) => c.name === "tallied_seq")) sql.exec("ALTER TABLE negotiations ADD COLUMN tallied_seq INTEGER NOT NULL DEFAULT 0");
  },
  // 3: the webhook delivery log no longer says why a connection failed (it told a closed port from an open one):
  // what older builds logged reads as every failure without an answer now does.
  `
    UPDATE webhook_deliveries SET last_error = 'not delivered' WHERE last_error LIKE 'could not connect%';
    UPDATE webhook_deliveries SET last_error = 'not delivered: ' || last_error WHERE last_error LIKE 'no answer within%';
  `,
  // 4: a product's public facts (shipping, delivery, warranty, payment, returns), as JSON; null before them.
  `
    ALTER TABLE products ADD COLUMN public_facts TEXT;
  `,
  // 5: a product's negotiable terms besides price (public declarations) and the owner's valuation of them
  // (private: weights or pairwise answers, reservation utility), each JSON; null for products without terms.
  // Two columns so the public catalog never reads the valuation. Added only when missing: a test that rolls
  // the version back to re-run an earlier step leaves them in place.
  (sql) => {
    const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('products')").toArray().map((c) => c.name);
    if (!columns.includes("terms")) sql.exec("ALTER TABLE products ADD COLUMN terms TEXT");
    if (!columns.includes("valuation")) sql.exec("ALTER TABLE products ADD COLUMN valuation TEXT");
  },
  // 6: how many equivalent packages (1–3) a package product offers per counter; null: the default (3), and for
  // products without terms. Added only when missing, like step 5.
  (sql) => {
    const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('products')").toArray().map((c) => c.name);
    if (!columns.includes("offer_options")) sql.exec("ALTER TABLE products ADD COLUMN offer_options INTEGER");
  },
  // 7: the negotiation index keeps a package deal's agreed terms (JSON; null for price-only deals and before a deal)
  // and how many times the buyer switched the agreement (governed-round/switch.ts). Added only when missing, like 5.
  (sql) => {
    const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('negotiations')").toArray().map((c) => c.name);
    if (!columns.includes("agreed_terms")) sql.exec("ALTER TABLE negotiations ADD COLUMN agreed_terms TEXT");
    if (!columns.includes("switches_taken")) sql.exec("ALTER TABLE negotiations ADD COLUMN switches_taken INTEGER NOT NULL DEFAULT 0");
  },
  // 8: service contracts' escalations (contract-escalations.ts) in their own table, listed in the inbox beside the
  // negotiations'. Older builds recorded a suspended contract as if it were a negotiation (product "contract", the
  // contract's id for the negotiation's): its escalation moves here and its row leaves the negotiation index, so a
  // contract is no longer listed among the shop's negotiations. Contract ids (ctr_…) never name a negotiation (64
  // hexadecimal characters).
  `
    CREATE TABLE IF NOT EXISTS contract_escalations (
      escalation_id TEXT PRIMARY KEY, contract_id TEXT NOT NULL, status TEXT NOT NULL, view TEXT NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contract_escalations_by_status ON contract_escalations (status, created_at DESC);
    INSERT OR IGNORE INTO contract_escalations (escalation_id, contract_id, status, view, created_at, updated_at)
      SELECT escalation_id, negotiation_id, status, view, created_at, created_at FROM escalations WHERE substr(negotiation_id, 1, 4) = 'ctr_';
    DELETE FROM escalations WHERE substr(negotiation_id, 1, 4) = 'ctr_';
    DELETE FROM negotiations WHERE substr(negotiation_id, 1, 4) = 'ctr_';
  `,
  // 9: the fleet of negotiator agents (fleet-store.ts): the owner's profiles (JSON, versioned), each open's
  // assignment (pending until the room's first summary names its negotiation, then live, then closed with its
  // outcome), the fleet's shared memory of outcomes (one decaying Beta cell per agent and counterparty, and per agent
  // overall under the counterparty ''), the opens no agent could take, each
  // product's category, and the profile segment last seen for each counterparty (its similar ones).
  `
    CREATE TABLE IF NOT EXISTS fleet_agents (
      agent_id TEXT PRIMARY KEY, profile TEXT NOT NULL, version INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS fleet_assignments (
      assignment_id TEXT PRIMARY KEY, negotiation_id TEXT UNIQUE, agent_id TEXT, buyer_id TEXT NOT NULL, counterparty_id TEXT NOT NULL,
      product_id TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('pending', 'live', 'closed', 'released')), status TEXT, reward REAL,
      floor_minor INTEGER NOT NULL, anchor_minor INTEGER NOT NULL, assigned_at INTEGER NOT NULL, closed_at INTEGER, record TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS fleet_assignments_open ON fleet_assignments (state, buyer_id, product_id, assigned_at);
    CREATE INDEX IF NOT EXISTS fleet_assignments_recent ON fleet_assignments (assigned_at DESC);
    CREATE INDEX IF NOT EXISTS fleet_assignments_counterparty ON fleet_assignments (counterparty_id, state);
    CREATE TABLE IF NOT EXISTS fleet_memory (
      agent_id TEXT NOT NULL, counterparty_id TEXT NOT NULL, alpha REAL NOT NULL, beta REAL NOT NULL, updated_at INTEGER NOT NULL,
      PRIMARY KEY (counterparty_id, agent_id)
    );
    CREATE TABLE IF NOT EXISTS fleet_waiting (
      waiting_id TEXT PRIMARY KEY, buyer_id TEXT NOT NULL, counterparty_id TEXT NOT NULL, product_id TEXT NOT NULL, category TEXT NOT NULL,
      reason TEXT NOT NULL, candidates TEXT NOT NULL, status TEXT NOT NULL, agent_id TEXT, created_at INTEGER NOT NULL, decided_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS fleet_waiting_by_buyer ON fleet_waiting (buyer_id, product_id, status);
    CREATE TABLE IF NOT EXISTS fleet_categories (product_id TEXT PRIMARY KEY, category TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS fleet_counterparties (counterparty_id TEXT PRIMARY KEY, segment TEXT NOT NULL, seen_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS fleet_counterparties_by_segment ON fleet_counterparties (segment, seen_at DESC);
  `,
  // 10: each counterparty's neighbours in the knowledge graph, as the cron pushes them (fleet-store.ts recordSimilar),
  // with their similarity and when the cron computed them. Keyed by the counterparty first, so an open reads its
  // neighbours with one lookup of the primary key.
  `
    CREATE TABLE IF NOT EXISTS fleet_similar (
      counterparty_id TEXT NOT NULL, similar_id TEXT NOT NULL, similarity REAL NOT NULL CHECK (similarity > 0 AND similarity <= 1),
      computed_at INTEGER NOT NULL,
      PRIMARY KEY (counterparty_id, similar_id)
    ) WITHOUT ROWID;
  `,
];

export const SHOP_SCHEMA_VERSION = STEPS.length;

/** Brings the shop's schema up to `target` (the latest; tests build older shops with less). */
export function migrateShop(sql: SqlStorage, target = STEPS.length): void {
  applySchemaSteps(sql, STEPS, target);
}
