import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { migrateShop, SHOP_SCHEMA_VERSION } from "../../durable-objects/shop/shop-schema";

interface SchemaObject {
  type: string;
  name: string;
  sql: string;
  columns: unknown[];
  indexes: unknown[];
}

const OURS = "name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'idempotency'";

/** Everything the schema steps define, whitespace-normalised (IdempotencyStore's own table is not theirs). */
function describeSchema(sql: SqlStorage): SchemaObject[] {
  const objects = sql.exec<{ type: string; name: string; sql: string | null }>(`SELECT type, name, sql FROM sqlite_master WHERE ${OURS} ORDER BY type, name`).toArray();
  return objects.map(({ type, name, sql: text }) => ({
    type,
    name,
    sql: (text ?? "").replace(/\s+/g, " ").replace(/\s*([(),])\s*/g, "$1").replace(/ IF NOT EXISTS/g, "").trim(),
    columns: type === "table" ? sql.exec(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_xinfo('${name}') ORDER BY cid`).toArray() : [],
    indexes: type === "table" ? sql.exec(`SELECT name, "unique", origin, partial FROM pragma_index_list('${name}') ORDER BY name`).toArray() : [],
  }));
}

function dropOurTables(sql: SqlStorage): void {
  for (const { name } of sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${OURS}`).toArray()) sql.exec(`DROP TABLE ${name}`);
}

const version = (sql: SqlStorage) => sql.exec<{ version: number }>("SELECT version FROM schema_version").one().version;

const TABLES = [
  "admin_keys",
  "agent_keys",
  "breaker_trips",
  "contract_escalations",
  "decision_tallies",
  "delivery_backlog",
  "escalations",
  "fleet_agents",
  "fleet_assignments",
  "fleet_categories",
  "fleet_counterparties",
  "fleet_memory",
  "fleet_similar",
  "fleet_waiting",
  "learning",
  "market_stats",
  "negotiations",
  "pauses",
  "policy_sets",
  "product_versions",
  "products",
  "schema_version",
  "settings",
  "shop",
  "shop_secret",
  "webhook_deliveries",
  "webhook_endpoints",
];

/**
 * What the Shop's modules ran in their constructors before the schema steps (durable-objects/shop/*.ts as of
 * 3297516), in the order the Shop constructed them. `tallied`: the negotiation index's column check had run (a
 * shop built by the last of those builds); without it, the shop is from before that column.
 */
function buildAsTheOldConstructorsDid(sql: SqlStorage, tallied: boolean): void {
  sql.exec(`
      CREATE TABLE IF NOT EXISTS shop (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
        id TEXT NOT NULL, name TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS admin_keys (
        hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL, revoked_at INTEGER
      );
    `);
  sql.exec(`
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
    `);
  sql.exec(`
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
    `);
  if (tallied) sql.exec("ALTER TABLE negotiations ADD COLUMN tallied_seq INTEGER NOT NULL DEFAULT 0");
  sql.exec(`
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
    `);
  sql.exec("CREATE TABLE IF NOT EXISTS policy_sets (version INTEGER PRIMARY KEY, source TEXT NOT NULL, created_at INTEGER NOT NULL)");
  sql.exec(`
      CREATE TABLE IF NOT EXISTS market_stats (
        product_id TEXT NOT NULL, currency TEXT NOT NULL, stats TEXT NOT NULL, computed_at INTEGER NOT NULL,
        PRIMARY KEY (product_id, currency)
      );
    `);
  sql.exec("CREATE TABLE IF NOT EXISTS learning (product_id TEXT PRIMARY KEY, learning TEXT NOT NULL, computed_at INTEGER NOT NULL)");
  sql.exec("CREATE TABLE IF NOT EXISTS settings (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), limits TEXT NOT NULL, updated_at INTEGER NOT NULL)");
  sql.exec("CREATE TABLE IF NOT EXISTS agent_keys (thumbprint TEXT PRIMARY KEY, buyer_id TEXT NOT NULL, created_at INTEGER NOT NULL)");
  sql.exec(`CREATE TABLE IF NOT EXISTS delivery_backlog (
      negotiation_id TEXT PRIMARY KEY, events INTEGER NOT NULL, oldest_at INTEGER NOT NULL, reported_at INTEGER NOT NULL
    )`);
  sql.exec(`
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
    `);
  sql.exec("CREATE TABLE IF NOT EXISTS shop_secret (singleton INTEGER PRIMARY KEY CHECK (singleton = 1), secret TEXT NOT NULL, created_at INTEGER NOT NULL)");
}

/** A row in the tables a shop always has something in, and one in the negotiation index (with its breaker tally when it has the column). */
function storeSomething(sql: SqlStorage, tallied: boolean): void {
  sql.exec("INSERT INTO shop (singleton, id, name, created_at) VALUES (1, 'shop-old', 'Old Shop', 1000)");
  sql.exec("INSERT INTO admin_keys (hash, created_at, revoked_at) VALUES ('key-hash', 1000, NULL)");
  sql.exec("INSERT INTO shop_secret (singleton, secret, created_at) VALUES (1, 'sekrit', 1000)");
  sql.exec(
    "INSERT INTO products (product_id, name, currency, anchor_minor, floor_minor, strategy, max_rounds, ttl_seconds, version, created_at, updated_at) VALUES ('espresso', 'Espresso', 'EUR', 10000, 7000, '{}', 8, 3600, 1, 1000, 1000)",
  );
  sql.exec("INSERT INTO policy_sets (version, source, created_at) VALUES (1, 'policies: []', 1000)");
  sql.exec(
    "INSERT INTO negotiations (negotiation_id, product_id, buyer_id, quantity, currency, status, round, shop_offer_minor, agreed_price_minor, opened_at, updated_at, version) VALUES ('neg-1', 'espresso', 'buyer-1', 2, 'EUR', 'agreed', 3, 9000, 9000, 1000, 2000, 4)",
  );
  if (tallied) sql.exec("UPDATE negotiations SET tallied_seq = 7 WHERE negotiation_id = 'neg-1'");
}

function newShop() {
  return env.SHOP.get(env.SHOP.idFromName(`schema-${crypto.randomUUID()}`));
}

describe("shop schema", () => {
  it("a new shop gets every table, the latest step recorded", async () => {
    const { tables, tallied, recorded } = await runInDurableObject<Shop, { tables: string[]; tallied: boolean; recorded: number }>(newShop(), (_shop, state) => {
      const sql = state.storage.sql;
      const tables = sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${OURS} ORDER BY name`).toArray().map((t) => t.name);
      const tallied = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('negotiations')").toArray().some((c) => c.name === "tallied_seq");
      return { tables, tallied, recorded: version(sql) };
    });
    expect(tables).toEqual(TABLES);
    expect(tallied).toBe(true);
    expect(recorded).toBe(SHOP_SCHEMA_VERSION);
  });

  for (const tallied of [false, true]) {
    it(`a shop its constructors built (no steps recorded${tallied ? ", tallied_seq already added" : ", from before tallied_seq"}) migrates and keeps its data`, async () => {
      const result = await runInDurableObject<Shop, { fresh: SchemaObject[]; migrated: SchemaObject[]; recorded: number; rows: Record<string, unknown>; keyLive: boolean }>(
        newShop(),
        (shop, state) => {
          const sql = state.storage.sql;
          const fresh = describeSchema(sql);
          dropOurTables(sql);
          sql.exec("CREATE TABLE decisions (minute INTEGER PRIMARY KEY)"); // a table of an even older build, which the breaker dropped
          buildAsTheOldConstructorsDid(sql, tallied);
          storeSomething(sql, tallied);
          migrateShop(sql);
          const one = (q: string) => sql.exec(q).one();
          return {
            fresh,
            migrated: describeSchema(sql),
            recorded: version(sql),
            rows: {
              shop: one("SELECT id, name FROM shop"),
              secret: one("SELECT secret FROM shop_secret"),
              product: one("SELECT product_id, anchor_minor, floor_minor FROM products"),
              policies: one("SELECT version, source FROM policy_sets"),
              negotiation: one("SELECT negotiation_id, status, agreed_price_minor, tallied_seq FROM negotiations"),
            },
            keyLive: shop.verifyAdminKey("key-hash"),
          };
        },
      );
      expect(result.recorded).toBe(SHOP_SCHEMA_VERSION);
      expect(result.migrated.map((o) => `${o.type} ${o.name}`)).toEqual(result.fresh.map((o) => `${o.type} ${o.name}`));
      for (let i = 0; i < result.fresh.length; i++) expect(result.migrated[i], result.fresh[i]!.name).toEqual(result.fresh[i]);
      expect(result.rows).toEqual({
        shop: { id: "shop-old", name: "Old Shop" },
        secret: { secret: "sekrit" },
        product: { product_id: "espresso", anchor_minor: 10000, floor_minor: 7000 },
        policies: { version: 1, source: "policies: []" },
        negotiation: { negotiation_id: "neg-1", status: "agreed", agreed_price_minor: 9000, tallied_seq: tallied ? 7 : 0 },
      });
      expect(result.keyLive).toBe(true);
    });
  }

  it("a shop stored at an earlier step takes the later ones and keeps its data; an up-to-date shop runs no step again", async () => {
    const result = await runInDurableObject<Shop, { versions: number[]; negotiation: unknown; rerun: boolean }>(newShop(), (_shop, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateShop(sql, 1);
      const versions = [version(sql)];
      storeSomething(sql, false);
      migrateShop(sql);
      versions.push(version(sql));
      const negotiation = sql.exec("SELECT negotiation_id, round, tallied_seq FROM negotiations").one();
      // Up to date: one read, and nothing else (a table gone behind the steps' back is not recreated).
      sql.exec("DROP TABLE learning");
      migrateShop(sql);
      const rerun = sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'learning'").toArray().length > 0;
      return { versions, negotiation, rerun };
    });
    expect(result.versions).toEqual([1, SHOP_SCHEMA_VERSION]);
    expect(result.negotiation).toEqual({ negotiation_id: "neg-1", round: 3, tallied_seq: 0 });
    expect(result.rerun).toBe(false);
  });
  it("step 5 adds a product's terms and valuation (null for products stored before), and survives a roll-back that re-runs it", async () => {
    const result = await runInDurableObject<Shop, { before: string[]; after: string[]; product: unknown; rerun: number }>(newShop(), (_shop, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateShop(sql, 4);
      const columns = () => sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('products')").toArray().map((c) => c.name);
      const before = columns();
      sql.exec(
        "INSERT INTO products (product_id, name, currency, anchor_minor, floor_minor, strategy, max_rounds, ttl_seconds, public_facts, version, created_at, updated_at) VALUES ('espresso', 'Espresso', 'EUR', 10000, 7000, '{}', 8, 3600, '{\"warranty\":\"2 years\"}', 1, 1000, 1000)",
      );
      migrateShop(sql, 5);
      const after = columns();
      const product = sql.exec("SELECT product_id, public_facts, terms, valuation FROM products").one();
      // An older build's version number with the columns already there (as tests that re-run step 3 leave it).
      sql.exec("UPDATE schema_version SET version = 4");
      migrateShop(sql);
      return { before, after, product, rerun: version(sql) };
    });
    expect(result.before).not.toContain("terms");
    expect(result.after.slice(-2)).toEqual(["terms", "valuation"]);
    expect(result.product).toEqual({ product_id: "espresso", public_facts: '{"warranty":"2 years"}', terms: null, valuation: null });
    expect(result.rerun).toBe(SHOP_SCHEMA_VERSION);
  });

  it("step 8 moves a suspended contract an older build indexed as a negotiation into the contracts' escalations, out of the negotiations", async () => {
    const contractId = "ctr_0123456789abcdef0123456789abcdef";
    const negotiationId = "a".repeat(64);
    const view = (id: string, subject: string, status: string) => JSON.stringify({ escalationId: id, negotiationId: subject, status, createdAt: "2026-11-26T10:00:00.000Z" });
    const result = await runInDurableObject<Shop, { negotiations: unknown[]; escalations: unknown[]; contractEscalations: unknown[]; inbox: unknown; rerun: number }>(newShop(), async (shop, state) => {
      const sql = state.storage.sql;
      dropOurTables(sql);
      migrateShop(sql, 7);
      storeSomething(sql, true);
      // What an older build recorded: the contract as a "negotiation" of product "contract", with its escalation; and
      // a real negotiation's escalation, which stays where it is.
      sql.exec(
        "INSERT INTO negotiations (negotiation_id, product_id, buyer_id, quantity, currency, status, round, shop_offer_minor, agreed_price_minor, opened_at, updated_at, version) VALUES (?, 'contract', 'buyer:acme', 1, 'EUR', 'escalated', 5, NULL, 12000, 1000, 3000, 9)",
        contractId,
      );
      sql.exec("INSERT INTO escalations (escalation_id, negotiation_id, status, view, created_at) VALUES (?, ?, 'pending', ?, 3000)", `${contractId}:suspended:5`, contractId, view(`${contractId}:suspended:5`, contractId, "pending"));
      sql.exec("INSERT INTO escalations (escalation_id, negotiation_id, status, view, created_at) VALUES (?, ?, 'approved', ?, 2000)", `esc_${negotiationId}_1`, negotiationId, view(`esc_${negotiationId}_1`, negotiationId, "approved"));
      migrateShop(sql);
      const all = (q: string) => sql.exec(q).toArray();
      // The inbox lists both, newest first, each naming its subject.
      const listed = shop.listEscalations(undefined, 10);
      return {
        negotiations: all("SELECT negotiation_id, product_id FROM negotiations ORDER BY negotiation_id"),
        escalations: all("SELECT escalation_id FROM escalations"),
        contractEscalations: all("SELECT escalation_id, contract_id, status, created_at, updated_at FROM contract_escalations"),
        inbox: listed.ok ? listed.body.items.map((i) => ({ escalationId: i.escalationId, status: i.status, subject: i.subject })) : listed,
        rerun: version(sql),
      };
    });
    expect(result.negotiations).toEqual([{ negotiation_id: "neg-1", product_id: "espresso" }]);
    expect(result.escalations).toEqual([{ escalation_id: `esc_${negotiationId}_1` }]);
    expect(result.contractEscalations).toEqual([{ escalation_id: `${contractId}:suspended:5`, contract_id: contractId, status: "pending", created_at: 3000, updated_at: 3000 }]);
    expect(result.inbox).toEqual([
      { escalationId: `${contractId}:suspended:5`, status: "pending", subject: { kind: "contract", contractId } },
      { escalationId: `esc_${negotiationId}_1`, status: "approved", subject: { kind: "negotiation", negotiationId } },
    ]);
    expect(result.rerun).toBe(SHOP_SCHEMA_VERSION);
  });
});
