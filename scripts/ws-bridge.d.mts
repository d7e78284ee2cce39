export interface WsBridge {
  host: string;
  port: number;
  /** "host:port/v1" — the value for ?wsproxy= / neonConfig.wsProxy. */
  wsProxy: string;
  /** Open bridged connections. */
  connections(): number;
  close(): Promise<void>;
}

export declare function startWsBridge(options: { host?: string; port?: number; allow: string[] }): Promise<WsBridge>;

/** Follows a client's messages; `push` returns the whole groups that may go to the server now. */
export function clientFramer(): { terminated: boolean; push(chunk: Buffer): Buffer[] };
