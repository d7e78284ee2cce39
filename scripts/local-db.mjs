#!/usr/bin/env node
// The embedded Postgres: PGlite (Postgres 18 in WASM) with pgvector, persisted under .data/pglite, served over
// the Postgres wire protocol on 127.0.0.1, plus a WebSocket→TCP bridge so the Neon serverless driver reaches it
// unchanged. Migrations are applied through that driver before the URL is handed out.
//
//   node scripts/local-db.mjs            # prints DATABASE_URL, runs until Ctrl-C
//   PGLITE_PORT=54320 PGLITE_BRIDGE_PORT=54321 PGLITE_DATA_DIR=.data/pglite node scripts/local-db.mjs
//
// Library use (scripts/start.mjs, vitest globalSetup):
//   const local = await startLocalDb({ dataDir, port, bridgePort });  →  { databaseUrl, ..., stop() }
//
// Limits: PGlite is ONE Postgres backend. All connections share its session (SET, prepared statements and
// temp tables are shared; transactions serialize), and everything runs on one thread. Fine for development,
// tests and demos; production uses Neon (set DATABASE_URL).
//
// Every connection takes turns at that backend through one gate (scripts/ws-bridge.mjs says why): the public
// wire-protocol port is a gated TCP front, the bridge uses the same gate, and PGlite's own socket server listens
// on a private port of its own that nothing else should use.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { createPgGate, startPgFront, startWsBridge } from "./ws-bridge.mjs";
import { migrateDatabase } from "./migrate.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_DATA_DIR = join(root, ".data", "pglite");

/**
 * @param {{ dataDir?: string | null, port?: number, bridgePort?: number, host?: string,
 *           maxConnections?: number, migrate?: boolean, log?: (line: string) => void }} [options]
 *   dataDir: a directory (created if missing), or null / "memory://" for a throwaway in-memory database.
 *   port / bridgePort: 0 picks free ports.
 * @returns {Promise<{ databaseUrl: string, pgUrl: string, host: string, port: number, bridgePort: number,
 *                     wsProxy: string, dataDir: string | null, pglite: PGlite, stop: () => Promise<void> }>}
 */
export async function startLocalDb({
  dataDir = DEFAULT_DATA_DIR,
  port = 54320,
  bridgePort = 54321,
  host = "127.0.0.1",
  maxConnections = 64,
  migrate = true,
  log = () => {},
} = {}) {
  const inMemory = dataDir === null || dataDir === "memory://";
  const dir = inMemory ? null : resolve(dataDir);
  let releaseLock = () => {};
  if (dir) {
    mkdirSync(dirname(dir), { recursive: true });
    releaseLock = acquireLock(`${dir}.lock`);
  }
  let pglite, server, front, bridge;
  try {
    const started = Date.now();
    pglite = await PGlite.create(dir ?? undefined, { extensions: { vector } });
    log(`pglite ready in ${Date.now() - started} ms (${dir ?? "in memory"})`);
    server = new PGLiteSocketServer({ db: pglite, host, port: 0, maxConnections });
    await server.start();
    const gate = createPgGate({ host, port: Number(server.getServerConn().split(":").pop()) });
    front = await startPgFront({ host, port, gate });
    const pgPort = front.port;
    bridge = await startWsBridge({ host, port: bridgePort, allow: [`${host}:${pgPort}`], gates: { [`${host}:${pgPort}`]: gate } });
    const pgUrl = `postgresql://postgres:postgres@${host}:${pgPort}/postgres?sslmode=disable`;
    const databaseUrl = `${pgUrl}&wsproxy=${host}:${bridge.port}`;
    if (migrate) {
      const t = Date.now();
      await migrateDatabase(databaseUrl);
      log(`migrations applied in ${Date.now() - t} ms`);
    }
    const analyzer = startAutoAnalyze(pglite, gate, log);
    let stopped = null;
    const b = bridge, f = front, s = server, p = pglite;
    return {
      databaseUrl,
      pgUrl,
      host,
      port: pgPort,
      bridgePort: bridge.port,
      wsProxy: bridge.wsProxy,
      dataDir: dir,
      pglite,
      stop: () =>
        (stopped ??= (async () => {
          const analyzed = analyzer.stop();
          await b.close();
          await f.close(); // closing the connections frees the gate for a pass still waiting for it
          await analyzed;
          await s.stop();
          await p.close();
          releaseLock();
        })()),
    };
  } catch (error) {
    await bridge?.close().catch(() => {});
    await front?.close().catch(() => {});
    await server?.stop().catch(() => {});
    await pglite?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

/** How often the stand-in for autovacuum's analyze looks for tables whose statistics are stale. */
const AUTO_ANALYZE_EVERY_MS = 15_000;

/**
 * PGlite runs no autovacuum, so its tables never get fresh planner statistics: as negotiation_events and the
 * offers grow, the consumer's projections pick the wrong index and each batch slows (a 10-minute soak of the
 * local stack: queue batches from ~200 to ~750 ms, the consumer falling behind the load). This does what
 * autovacuum does for analyze on Neon: every 15 s, ANALYZE each table changed by more than 50 rows + 10% of its
 * size since its last analyze (Postgres's default autovacuum_analyze_threshold and _scale_factor).
 */
function startAutoAnalyze(pglite, gate, log) {
  let running = Promise.resolve();
  const pass = async () => {
    // Row counts reach pg_stat_user_tables only when the backend flushes its statistics: ask for that first.
    await pglite.query("SELECT pg_stat_force_next_flush()");
    const { rows } = await pglite.query(
      "SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name FROM pg_stat_user_tables WHERE n_mod_since_analyze > 50 + 0.1 * n_live_tup",
    );
    for (const { name } of rows) await pglite.exec(`ANALYZE ${name}`);
    if (rows.length) log(`analyzed ${rows.map((r) => r.name).join(", ")}`);
  };
  const timer = setInterval(() => {
    // Between the connections' exchanges: on PGlite directly, its statements would otherwise land inside theirs.
    running = running.then(() => gate.exclusive(pass)).catch((error) => log(`auto-analyze failed: ${error?.message ?? error}`));
  }, AUTO_ANALYZE_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

const heldHere = new Set();

/** One PGlite per data directory: two instances on the same files would corrupt them. */
function acquireLock(file) {
  if (heldHere.has(file)) throw new Error(`${file} is held by process ${process.pid} (this one): the data directory is already open`);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`${file} is held by process ${pid}: another local database is using this data directory`);
    }
    rmSync(file, { force: true }); // stale: its process is gone
  }
  const fd = openSync(file, "wx");
  writeSync(fd, String(process.pid));
  closeSync(fd);
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
  };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const env = process.env;
  const local = await startLocalDb({
    dataDir: env.PGLITE_DATA_DIR ?? DEFAULT_DATA_DIR,
    port: Number(env.PGLITE_PORT ?? 54320),
    bridgePort: Number(env.PGLITE_BRIDGE_PORT ?? 54321),
    log: (line) => console.log(`[local-db] ${line}`),
  });
  console.log(`[local-db] DATABASE_URL=${local.databaseUrl}`);
  console.log(`[local-db] plain Postgres clients (psql, drizzle-kit studio): ${local.pgUrl}`);
  const shutdown = async (code) => {
    await local.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(130));
  process.on("SIGTERM", () => void shutdown(143));
}
