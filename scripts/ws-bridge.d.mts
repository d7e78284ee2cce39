/** One per Postgres server: its connections take turns at the server's one backend (see ws-bridge.mjs). */
export interface PgGate {
  target: { host: string; port: number };
  /** Runs `fn` while no connection has an exchange or a transaction open at the server. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

export declare function createPgGate(target: { host: string; port: number }): PgGate;

export interface WsBridge {
  host: string;
  port: number;
  /** "host:port/v1" — the value for ?wsproxy= / neonConfig.wsProxy. */
  wsProxy: string;
  /** Open bridged connections. */
  connections(): number;
  close(): Promise<void>;
}

/** gates: the gate for an allowed "host:port" (default: one of the bridge's own per target). */
export declare function startWsBridge(options: { host?: string; port?: number; allow: string[]; gates?: Record<string, PgGate> }): Promise<WsBridge>;

/** A plain TCP front whose clients queue at `gate` with everything else. */
export declare function startPgFront(options: { host?: string; port?: number; gate: PgGate }): Promise<{ host: string; port: number; close(): Promise<void> }>;

/** Calls `onReady` with the status byte ('I', 'T', 'E') of each ReadyForQuery in a server's byte stream. */
export declare function readyForQueryWatcher(onReady: (status: number) => void): (chunk: Buffer) => void;

/** Follows a client's messages; `push` returns the whole groups that may go to the server now. */
export function clientFramer(): { terminated: boolean; push(chunk: Buffer): Buffer[] };
