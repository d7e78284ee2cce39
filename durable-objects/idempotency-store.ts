/**
 * Idempotency records kept in a Durable Object's SQLite, next to the state they protect,
 * so a stored response and the state change it describes commit in one transaction.
 *
 * The raw Idempotency-Key is never stored: records are keyed by its SHA-256. Answers that carry a secret
 * (a negotiation token, an admin or buyer key) are stored sealed with a key derived from the raw
 * Idempotency-Key (sealed-box.ts), so only the client that sent it can open the replay.
 */
import { createHash } from "node:crypto";
import { fail, type RpcResult } from "../common/problem";
import { seal, unseal } from "./sealed-box";

export interface IdempotencyRequest {
  key: string;
  /** Hash of method, route and canonical body, computed by the worker. */
  requestHash: string;
}

/** Records older than this are forgotten; clients must not reuse a key after it. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface RecordRow {
  request_hash: string;
  state: string;
  status: number | null;
  body: string | null;
  [column: string]: SqlStorageValue;
}

type Found = { kind: "new" } | { kind: "replay"; row: RecordRow } | { kind: "mismatch" } | { kind: "in-flight" };

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

  /**
   * Runs `fn` under an Idempotency-Key (or plainly without one): a stored result is replayed, a key reused
   * with another request is refused (422); a success is stored, a failure leaves no record so the key can
   * be retried. Synchronous work cannot be observed half-done, so there is no in-flight claim to write and
   * release: one read, and one write for a success.
   */
  guard<T>(request: IdempotencyRequest | undefined, now: number, fn: () => RpcResult<T>): RpcResult<T> {
    if (!request) return fn();
    const id = recordKey(request.key);
    const found = this.find(id, request, now);
    if (found.kind !== "new") return this.answer<T>(found);
    const result = fn();
    if (result.ok) this.store(id, request, result.status, JSON.stringify(result.body), now);
    return result;
  }

  /**
   * As guard, for work that awaits: while it runs, a duplicate sees the key in flight (409); if it throws, the
   * claim is released at once (a retry must not meet a stale in-flight marker for a day). `sealed`: the answer
   * holds a secret, stored sealed with the client's key.
   */
  async guardAsync<T>(request: IdempotencyRequest | undefined, now: number, fn: () => Promise<RpcResult<T>>, options: { sealed?: boolean } = {}): Promise<RpcResult<T>> {
    if (!request) return fn();
    const id = recordKey(request.key);
    const found = this.find(id, request, now);
    if (found.kind !== "new") return options.sealed ? this.answerSealed<T>(found, request) : this.answer<T>(found);
    this.sql.exec("INSERT INTO idempotency (key, request_hash, state, created_at) VALUES (?, ?, 'in_flight', ?)", id, request.requestHash, now);
    let result: RpcResult<T>;
    try {
      result = await fn();
    } catch (error) {
      this.release(id);
      throw error;
    }
    if (!result.ok) {
      this.release(id);
      return result;
    }
    const body = options.sealed ? await seal(request.key, request.requestHash, result.body) : JSON.stringify(result.body);
    this.sql.exec("UPDATE idempotency SET state = 'done', status = ?, body = ? WHERE key = ?", result.status, body, id);
    return result;
  }

  private find(id: string, request: IdempotencyRequest, now: number): Found {
    this.sweep(now);
    const row = this.sql.exec<RecordRow>("SELECT request_hash, state, status, body FROM idempotency WHERE key = ?", id).toArray()[0];
    if (!row) return { kind: "new" };
    if (row.request_hash !== request.requestHash) return { kind: "mismatch" };
    if (row.state === "in_flight") return { kind: "in-flight" };
    return { kind: "replay", row };
  }

  private answer<T>(found: Exclude<Found, { kind: "new" }>): RpcResult<T> {
    if (found.kind === "mismatch") return fail("idempotency-key-reused", "This Idempotency-Key was used with a different request.");
    if (found.kind === "in-flight") return fail("idempotency-in-flight");
    return { ok: true, status: found.row.status ?? 200, body: JSON.parse(found.row.body ?? "null") as T, replayed: true };
  }

  private async answerSealed<T>(found: Exclude<Found, { kind: "new" }>, request: IdempotencyRequest): Promise<RpcResult<T>> {
    if (found.kind !== "replay") return this.answer<T>(found);
    const opened = await unseal(request.key, request.requestHash, found.row.body ?? "");
    if (opened === undefined) return fail("idempotency-key-reused", "The stored answer for this Idempotency-Key cannot be opened with this request.");
    return { ok: true, status: found.row.status ?? 200, body: opened as T, replayed: true };
  }

  private store(id: string, request: IdempotencyRequest, status: number, body: string, now: number): void {
    this.sql.exec("INSERT INTO idempotency (key, request_hash, state, status, body, created_at) VALUES (?, ?, 'done', ?, ?, ?)", id, request.requestHash, status, body, now);
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sql.exec("DELETE FROM idempotency WHERE created_at < ?", now - IDEMPOTENCY_TTL_MS);
    this.sweptAt = now;
  }

  private release(id: string): void {
    this.sql.exec("DELETE FROM idempotency WHERE key = ? AND state = 'in_flight'", id);
  }
}

/** Records are keyed by the SHA-256 of the raw key: the key itself is the client's to know. */
function recordKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
