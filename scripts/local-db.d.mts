import type { PGlite } from "@electric-sql/pglite";

export declare const DEFAULT_DATA_DIR: string;

export interface LocalDbOptions {
  /** A directory (created if missing), or null / "memory://" for an in-memory database. Default .data/pglite. */
  dataDir?: string | null;
  /** Wire-protocol port (0 = any free port). Default 54320. */
  port?: number;
  /** WebSocket bridge port (0 = any free port). Default 54321. */
  bridgePort?: number;
  host?: string;
  maxConnections?: number;
  /** Apply migrations/ before returning. Default true. */
  migrate?: boolean;
  log?: (line: string) => void;
}

export interface LocalDb {
  /** For createDb()/the Worker: includes ?wsproxy=<bridge>. */
  databaseUrl: string;
  /** For plain Postgres clients (psql, drizzle-kit): the wire-protocol server, no bridge. */
  pgUrl: string;
  host: string;
  port: number;
  bridgePort: number;
  /** "host:port/v1" of the bridge. */
  wsProxy: string;
  dataDir: string | null;
  pglite: PGlite;
  stop(): Promise<void>;
}

export declare function startLocalDb(options?: LocalDbOptions): Promise<LocalDb>;
