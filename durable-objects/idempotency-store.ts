/**
 * Idempotency records kept in a Durable Object's SQLite, next to the state they protect,
 * so a stored response and the state change it describes commit in one transaction.
 */
export type IdempotencyBegin =
  | { kind: "new" }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "mismatch" }
  | { kind: "in-flight" };

export interface IdempotencyRequest {
  key: string;
  /** Hash of method, route and canonical body, computed by the worker. */
  requestHash: string;
}

/** Records older than this are forgotten; clients must not reuse a key after it. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export class IdempotencyStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS idempotency (
      key TEXT PRIMARY KEY,
      request_hash TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
      status INTEGER,
      body TEXT,
      created_at INTEGER NOT NULL
    )`);
  }

  /** Looks the key up and, when it is new, claims it as in flight. */
  begin(request: IdempotencyRequest, now: number): IdempotencyBegin {
    this.sql.exec("DELETE FROM idempotency WHERE created_at < ?", now - IDEMPOTENCY_TTL_MS);
    const row = this.sql
      .exec<{ request_hash: string; state: string; status: number | null; body: string | null }>(
        "SELECT request_hash, state, status, body FROM idempotency WHERE key = ?",
        request.key,
      )
      .toArray()[0];
    if (!row) {
      this.sql.exec(
        "INSERT INTO idempotency (key, request_hash, state, created_at) VALUES (?, ?, 'in_flight', ?)",
        request.key,
        request.requestHash,
        now,
      );
      return { kind: "new" };
    }
    if (row.request_hash !== request.requestHash) return { kind: "mismatch" };
    if (row.state === "in_flight") return { kind: "in-flight" };
    return { kind: "replay", status: row.status ?? 200, body: JSON.parse(row.body ?? "null") };
  }

  complete(key: string, status: number, body: unknown): void {
    this.sql.exec(
      "UPDATE idempotency SET state = 'done', status = ?, body = ? WHERE key = ?",
      status,
      JSON.stringify(body),
      key,
    );
  }

  /** A request that failed validation or changed nothing leaves no record: the key may be retried. */
  release(key: string): void {
    this.sql.exec("DELETE FROM idempotency WHERE key = ? AND state = 'in_flight'", key);
  }
}
