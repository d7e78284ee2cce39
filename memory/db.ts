/**
 * Postgres access for the memory substrate: drizzle-orm over the Neon serverless driver's WebSocket Pool.
 *
 * One `createDb()` per request or queue batch; close it with `ctx.waitUntil(handle.close())`.
 *
 * The same code reaches:
 * - Neon: `DATABASE_URL=postgresql://user:pass@ep-xxx.region.aws.neon.tech/db?sslmode=require` — the driver's
 *   defaults (wss to the endpoint's /v2 proxy) apply.
 * - The embedded default (PGlite + scripts/ws-bridge.mjs): a URL whose host is localhost/127.0.0.1/::1 and
 *   whose `wsproxy` query parameter names the bridge, e.g.
 *   `postgresql://postgres:postgres@127.0.0.1:54320/postgres?sslmode=disable&wsproxy=127.0.0.1:54321`
 *   (`npm start` prints it). The parameter is removed before the URL reaches the driver. Any host with a
 *   `wsproxy` parameter is treated the same way (e.g. a self-hosted Postgres behind Neon's wsproxy).
 *
 * This module must stay free of Node-only imports (it is bundled into the Worker) and of relative
 * imports (scripts/*.mjs import it directly with Node's type stripping). WebSocket: workerd and Node ≥ 22
 * have a global `WebSocket`, which the driver uses; pass `webSocketConstructor` (e.g. `ws`) to override.
 */
import { Client, Pool, type PoolConfig } from "@neondatabase/serverless";
import { drizzle, type NeonDatabase } from "drizzle-orm/neon-serverless";

/** The drizzle database; `$client` is the underlying Neon Pool. */
export type ParleyDb = NeonDatabase<Record<string, never>> & { $client: Pool };

export interface DbHandle {
  db: ParleyDb;
  pool: Pool;
  /** Ends the pool (idempotent). In a Worker: `ctx.waitUntil(handle.close())`. */
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Maximum connections in this pool. Default 4 (a Worker invocation rarely needs more). */
  max?: number;
  /** Give up connecting after this many ms (the error is then treated as "database unreachable"). Default 10 000. */
  connectionTimeoutMillis?: number;
  /** WebSocket class to use instead of the global one (e.g. the `ws` package in Node < 22). */
  webSocketConstructor?: unknown;
  /** Errors on idle connections (the pool would otherwise emit an unhandled 'error'). Default: ignored. */
  onIdleError?: (error: unknown) => void;
}

export interface ConnectionTarget {
  /** The URL handed to the driver (without the `wsproxy` parameter). */
  connectionString: string;
  /** "host:port/path" of the WebSocket→TCP bridge, or null for Neon's own proxy. */
  wsProxy: string | null;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Splits a DATABASE_URL into the driver's connection string and the local bridge address (if any). */
export function parseDatabaseUrl(databaseUrl: string): ConnectionTarget {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error("DATABASE_URL is not a valid URL (expected postgresql://user:password@host:port/database)");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new Error(`DATABASE_URL must use postgres:// or postgresql://, not ${url.protocol}`);
  }
  const wsProxy = url.searchParams.get("wsproxy");
  url.searchParams.delete("wsproxy");
  if (wsProxy === null && LOCAL_HOSTS.has(url.hostname)) {
    throw new Error(
      "DATABASE_URL points at a local Postgres but has no ?wsproxy=<host:port> parameter naming the WebSocket bridge " +
        "(scripts/local-db.mjs prints a complete URL)",
    );
  }
  return { connectionString: url.toString(), wsProxy: wsProxy === null ? null : normaliseProxy(wsProxy) };
}

function normaliseProxy(value: string): string {
  const trimmed = value.replace(/^wss?:\/\//, "").replace(/\/+$/, "");
  return trimmed.includes("/") ? trimmed : `${trimmed}/v1`;
}

export function createDb(databaseUrl: string, options: CreateDbOptions = {}): DbHandle {
  const target = parseDatabaseUrl(databaseUrl);
  const config: PoolConfig = {
    connectionString: target.connectionString,
    max: options.max ?? 4,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 10_000,
  };
  const pool = new Pool(config);
  const wsProxy = target.wsProxy;
  const webSocketConstructor = options.webSocketConstructor;
  class ConfiguredClient extends Client {
    constructor(cfg?: ConstructorParameters<typeof Client>[0]) {
      super(cfg);
      // A connection that breaks while the client is checked out (mid-transaction) fails the query in flight AND
      // emits 'error' on the client, which the pool only listens to while the client is idle: without this
      // listener that second report is an uncaught exception. The query's own error is what callers act on.
      this.on("error", () => {});
      // Per-client settings (not the global neonConfig): a Neon pool and a local pool can coexist.
      const c = this.neonConfig;
      if (webSocketConstructor !== undefined) c.webSocketConstructor = webSocketConstructor as never;
      if (wsProxy !== null) {
        c.wsProxy = (host: string, port: number | string) => `${wsProxy}?address=${host}:${port}`;
        c.useSecureWebSocket = false;
        c.pipelineTLS = false;
        // Required: PGlite's socket server wedges on a pipelined password message.
        c.pipelineConnect = false;
        // Send each write at once rather than batching per run-loop: on a local socket batching saves nothing
        // and delays every round trip (bench/README.md).
        c.coalesceWrites = false;
      }
    }
  }
  // The Neon Pool sets `this.Client` after construction (a `Client` option would be ignored).
  pool.Client = ConfiguredClient;
  pool.on("error", (error: unknown) => options.onIdleError?.(error));
  const db = drizzle({ client: pool }) as ParleyDb;
  let closing: Promise<void> | null = null;
  return {
    db,
    pool,
    close: () => (closing ??= pool.end().catch(() => undefined)),
  };
}

/** Runs `fn` with a fresh pool and closes it afterwards (through `waitUntil` when given, so the response is not delayed). */
export async function withDb<T>(
  databaseUrl: string,
  fn: (db: ParleyDb) => Promise<T>,
  options: CreateDbOptions & { waitUntil?: (promise: Promise<unknown>) => void } = {},
): Promise<T> {
  const handle = createDb(databaseUrl, options);
  try {
    return await fn(handle.db);
  } finally {
    if (options.waitUntil) options.waitUntil(handle.close());
    else await handle.close();
  }
}
