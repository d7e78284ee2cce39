// The embedded default: PGlite + pgvector served over the wire protocol, the WebSocket bridge, migrations, and
// DATABASE_URL handling — all through the real Neon driver.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createDb, parseDatabaseUrl, withDb } from "../../memory/db";
import { startLocalDb } from "../../scripts/local-db.mjs";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../../scripts/migrate.mjs";
import { startWsBridge } from "../../scripts/ws-bridge.mjs";
import { useTestDb } from "./helpers";
import { onFakeClock, settled, untilTrue } from "../support/fake-clock";

const t = useTestDb();

describe("DATABASE_URL", () => {
  it("routes local URLs through the bridge named by ?wsproxy= and leaves Neon URLs alone", () => {
    expect(parseDatabaseUrl("postgresql://postgres:pw@127.0.0.1:54320/postgres?sslmode=disable&wsproxy=127.0.0.1:54321")).toEqual({
      connectionString: "postgresql://postgres:pw@127.0.0.1:54320/postgres?sslmode=disable",
      wsProxy: "127.0.0.1:54321/v1",
    });
    expect(parseDatabaseUrl("postgresql://u:p@ep-cool-name-123.eu-central-1.aws.neon.tech/neondb?sslmode=require")).toEqual({
      connectionString: "postgresql://u:p@ep-cool-name-123.eu-central-1.aws.neon.tech/neondb?sslmode=require",
      wsProxy: null,
    });
    expect(parseDatabaseUrl("postgres://u@db.internal:5432/x?wsproxy=ws://proxy.internal:80/v2/").wsProxy).toBe("proxy.internal:80/v2");
    expect(() => parseDatabaseUrl("postgresql://postgres@localhost:5432/postgres")).toThrow(/wsproxy/);
    expect(() => parseDatabaseUrl("mysql://x@y/z")).toThrow(/postgres/);
    expect(() => parseDatabaseUrl("not a url")).toThrow(/valid URL/);
  });
});

describe("embedded Postgres through the Neon driver", () => {
  it("has pgvector and the migrated schema, with HNSW cosine indexes", async () => {
    const { pool } = t.handle;
    const ext = await pool.query("SELECT extversion FROM pg_extension WHERE extname = 'vector'");
    expect(ext.rows[0].extversion).toMatch(/^0\.8\./);
    const tables = await pool.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    expect(tables.rows.map((r: { tablename: string }) => r.tablename)).toEqual([
      "agent_recommendations", "contract_checks", "contract_disputes",
      "contract_embeddings", "contract_postings", "contract_violations",
      "contracts",
      "counterparty_profiles",
      "cron_cursors",
      "dead_letters",
      "graph_edges",
      "graph_nodes",
      "negotiation_events",
      "negotiation_message_embeddings",
      "negotiations",
      "policy_embeddings",
      "policy_violations",
      "roleplay_agent_calls",
      "roleplay_runs",
      "roleplay_turns", "service_contracts",
    ]);
    const hnsw = await pool.query("SELECT indexname, indexdef FROM pg_indexes WHERE indexdef LIKE '%USING hnsw%' ORDER BY 1");
    expect(hnsw.rows).toHaveLength(3);
    for (const r of hnsw.rows) expect(r.indexdef).toMatch(/vector_cosine_ops/);
    // Every table carries shop_id, except the periodic jobs' cursors (no shop's data: a job name and a time).
    const noShop = await pool.query(`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'shop_id')`);
    expect(noShop.rows).toEqual([{ relname: "cron_cursors" }]);
    // Migrating again is a no-op.
    await migrateDatabase(t.databaseUrl);
    const applied = await pool.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it("the bridge closes both sides on Terminate, so Pool.end() returns and no socket is left", async () => {
    const bridge = await startWsBridge({ allow: [t.pgAddress] });
    const url = t.databaseUrl.replace(/wsproxy=[^&]+/, `wsproxy=127.0.0.1:${bridge.port}`);
    const h = createDb(url, { max: 5 });
    await Promise.all(Array.from({ length: 5 }, (_, i) => h.pool.query("SELECT $1::int AS i, pg_sleep(0.01)", [i])));
    expect(bridge.connections()).toBeGreaterThan(0);
    // Without the Terminate handling, end() hung for good. It must return on the sockets closing alone, waiting on
    // no timer (the clock is held still: a wait on a timer would never end), then no socket is left. No
    // millisecond bound: a loaded machine is slower, not wrong.
    await onFakeClock(async () => {
      const closing = settled(h.close());
      await untilTrue(() => closing.done);
      await closing.promise;
    });
    await untilTrue(() => bridge.connections() === 0);
    await bridge.close();
  });

  it("serves concurrent connections without mixing up their statements", async () => {
    const h = createDb(t.databaseUrl, { max: 8 });
    try {
      const results = await Promise.all(
        Array.from({ length: 64 }, async (_, i) => {
          const col = `c${i % 8}`;
          const r = await h.pool.query(`SELECT $1::int AS ${col}, $2::text AS s`, [i, `v${i}`]);
          return r.rows[0][col] === i && r.rows[0].s === `v${i}`;
        }),
      );
      expect(results.every(Boolean)).toBe(true);
    } finally {
      await h.close();
    }
  });

  it("works with an injected WebSocket class (the ws package) as well as Node's global one, and withDb closes its pool", async () => {
    const h = createDb(t.databaseUrl, { webSocketConstructor: WebSocket });
    expect((await h.pool.query("SELECT 41 + 1 AS n")).rows[0].n).toBe(42);
    await h.close();
    const pending: Promise<unknown>[] = [];
    const n = await withDb(t.databaseUrl, async (db) => (await db.$client.query("SELECT 7 AS n")).rows[0].n, { waitUntil: (p) => pending.push(p) });
    expect(n).toBe(7);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
  });

  it("refuses bridge targets that are not allowed (not an open proxy)", async () => {
    const bridge = await startWsBridge({ allow: [t.pgAddress] });
    const h = createDb(`postgresql://postgres@127.0.0.1:1/postgres?wsproxy=127.0.0.1:${bridge.port}`, { connectionTimeoutMillis: 2_000 });
    await expect(h.pool.query("SELECT 1")).rejects.toBeDefined();
    await h.close();
    await bridge.close();
  });
});

describe("on-disk data directory", () => {
  it("persists across restarts and is locked against a second process", async () => {
    const dir = mkdtempSync(join(tmpdir(), "parley-pglite-"));
    const dataDir = join(dir, "pglite");
    try {
      const first = await startLocalDb({ dataDir, port: 0, bridgePort: 0 });
      const h = createDb(first.databaseUrl);
      await h.pool.query("INSERT INTO dead_letters (shop_id, queue, message_id, error, attempts) VALUES ('s', 'q', 'm', 'e', 1)");
      await h.close();
      await expect(startLocalDb({ dataDir, port: 0, bridgePort: 0 })).rejects.toThrow(/held by process/);
      await first.stop();

      const second = await startLocalDb({ dataDir, port: 0, bridgePort: 0 });
      const h2 = createDb(second.databaseUrl);
      const r = await h2.pool.query("SELECT count(*)::int AS n FROM dead_letters WHERE shop_id = 's'");
      expect(r.rows[0].n).toBe(1);
      await h2.close();
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
