/**
 * Idempotency records kept in a Durable Object's SQLite, next to the state they protect,
 * so a stored response and the state change it describes commit in one transaction.
 */
import { fail, type RpcResult } from "./problem";

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
  /** When expired records were last swept (this instance): once a minute is plenty, every request is waste. */
  private sweptAt = 0;

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
  begin(request: IdempotencyRequest, now: number, claim = true): IdempotencyBegin {
    this.sweep(now);
    const row = this.sql
      .exec<{ request_hash: string; state: string; status: number | null; body: string | null }>(
        "SELECT request_hash, state, status, body FROM idempotency WHERE key = ?",
        request.key,
      )
      .toArray()[0];
    if (!row) {
      if (!claim) return { kind: "new" };
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

  /**
   * Runs `fn` under an Idempotency-Key (or plainly without one): a stored result is replayed, a key reused
   * with another request is refused (422), one still in flight is refused (409); a success is stored, a
   * failure leaves no record so the key can be retried.
   */
  guard<T>(request: IdempotencyRequest | undefined, now: number, fn: () => RpcResult<T>): RpcResult<T> {
    if (!request) return fn();
    // Synchronous work cannot be observed half-done, so there is no in-flight claim to write and release:
    // one read, and one write for a success.
    const early = this.claim(request, now, false);
    if (early) return early as RpcResult<T>;
    const result = fn();
    if (result.ok) {
      this.sql.exec(
        "INSERT INTO idempotency (key, request_hash, state, status, body, created_at) VALUES (?, ?, 'done', ?, ?, ?)",
        request.key,
        request.requestHash,
        result.status,
        JSON.stringify(result.body),
        now,
      );
    }
    return result;
  }

  /** As guard, for work that awaits: while it runs, a duplicate sees the key in flight (409). */
  async guardAsync<T>(request: IdempotencyRequest | undefined, now: number, fn: () => Promise<RpcResult<T>>): Promise<RpcResult<T>> {
    if (!request) return fn();
    const early = this.claim(request, now);
    if (early) return early as RpcResult<T>;
    return this.settle(request, await fn());
  }

  private claim(request: IdempotencyRequest, now: number, inFlight = true): RpcResult<unknown> | null {
    const begun = this.begin(request, now, inFlight);
    if (begun.kind === "replay") return { ok: true, status: begun.status, body: begun.body, replayed: true };
    if (begun.kind === "mismatch") return fail("idempotency-key-reused", "This Idempotency-Key was used with a different request.");
    if (begun.kind === "in-flight") return fail("idempotency-in-flight");
    return null;
  }

  private settle<T>(request: IdempotencyRequest, result: RpcResult<T>): RpcResult<T> {
    if (result.ok) this.complete(request.key, result.status, result.body);
    else this.release(request.key);
    return result;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sql.exec("DELETE FROM idempotency WHERE created_at < ?", now - IDEMPOTENCY_TTL_MS);
    this.sweptAt = now;
  }

  /** A request that failed validation or changed nothing leaves no record: the key may be retried. */
  release(key: string): void {
    this.sql.exec("DELETE FROM idempotency WHERE key = ? AND state = 'in_flight'", key);
  }
}
