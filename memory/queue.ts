/**
 * What the queue consumers share: the MessageBatch shape (structurally compatible with Cloudflare's
 * `MessageBatch`), the retry policy, and the classification of failures.
 *
 * Failure handling, in one place:
 * - Body fails its zod schema            → dead-lettered at once (retrying cannot fix it), then acked.
 * - Postgres unavailable (see `classifyDatabaseError`) → the batch is retried with backoff, NEVER acked and never
 *   dead-lettered (the dead-letter table lives in the same database). The platform's `max_retries` is set high;
 *   past it the message goes to the platform dead-letter queue, whose consumer records it in `dead_letters`.
 * - Postgres rejects one message's data (SQLSTATE class 22, 23, 54) → that message is dead-lettered at once and
 *   acked; the rest of its batch is stored.
 * - Anything else (extractor rejected, embedding API down, our own bug) → retried with exponential backoff; once
 *   `attempts >= maxAttempts` it is written to `dead_letters` and acked.
 */

export interface QueueMessageLike<Body = unknown> {
  readonly id: string;
  readonly body: Body;
  /** 1 on first delivery. */
  readonly attempts: number;
  readonly timestamp?: Date;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

export interface MessageBatchLike<Body = unknown> {
  readonly queue: string;
  readonly messages: readonly QueueMessageLike<Body>[];
}

export interface RetryPolicy {
  /** Deliveries before a failing message is dead-lettered. */
  maxAttempts: number;
  /** Delay before the 2nd delivery; doubles each attempt. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelaySeconds: 5, maxDelaySeconds: 15 * 60 };

/** Exponential backoff: base × 2^(attempts−1), capped (Cloudflare accepts at most 43 200 s). */
export function backoffSeconds(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const exp = Math.max(0, attempts - 1);
  const delay = policy.baseDelaySeconds * 2 ** Math.min(exp, 30);
  return Math.min(policy.maxDelaySeconds, 43_200, Math.max(0, Math.round(delay)));
}

export interface BatchReport {
  acked: number;
  retried: number;
  deadLettered: number;
  /** Messages that were already stored (redelivery / replay). Counted in `acked` too. */
  duplicates: number;
  /** Set when the whole batch was retried because Postgres could not be reached. */
  databaseUnavailable?: boolean;
}

export type ConsumerLog = (level: "info" | "warn" | "error", message: string, data?: Record<string, unknown>) => void;

export const noopLog: ConsumerLog = () => {};

/** Thrown for a message that can never succeed (its body is invalid). */
export class PermanentMessageError extends Error {
  override readonly name = "PermanentMessageError";
}

/**
 * What a failed database call means for the message(s) it was storing:
 * - "unavailable": Postgres could not be used right now — connection refused/reset/timed out (the Neon driver's
 *   WebSocket errors, pg's "Connection terminated"), too many connections, admin or crash shutdown, a failover to a
 *   read-only standby, a serialization failure or deadlock. Retry the whole batch with backoff; never ack, never
 *   dead-letter (the dead-letter table is in the same database).
 * - "rejected": Postgres answered that this data can never be stored — SQLSTATE class 22 (data exception: NUL
 *   in text 22021, bad jsonb escape 22P02/22P05, out of range 22003, ...), 23 (integrity constraint) and 54
 *   (program limit exceeded: a value too large for an index or row). Dead-letter that one message at once.
 * - "other": anything else (our own bug, a missing migration 42P01, an internal error). Retry that message with
 *   backoff and dead-letter it after `maxAttempts`.
 * Classified by SQLSTATE and Node error codes; only the driver's own connection errors (which carry no code) are
 * recognised by their fixed messages.
 */
export type DatabaseFailure = "unavailable" | "rejected" | "other";

/**
 * SQLSTATEs meaning "the database cannot be used right now", not "this row is wrong": 08 connection exception,
 * 53 insufficient resources (too many connections, disk full, out of memory), 57P01/02/03/05 admin shutdown,
 * crash shutdown, cannot connect now, idle session timeout, 57014 statement timeout, 58 system error (I/O),
 * 40001 serialization failure, 40P01 deadlock, 55P03 lock not available, 25006 read-only transaction (a failover
 * to a standby), 25P03 idle-in-transaction timeout, 28 invalid authorization (a rotated password) and 3D000 (no
 * such database): nothing can be stored, dead letters included, until it is fixed.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1235]|57014|58|40001|40P01|55P03|25006|25P03|28|3D000)/;
/** SQLSTATE classes meaning "Postgres will never accept this data". */
const REJECTED_SQLSTATE = /^(22|23|54)/;
/** Node / undici network error codes (no SQLSTATE: the driver never got an answer). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_CLOSED",
]);
/**
 * The connection errors of the Neon driver (its bundled pg client) and of the Workers runtime, which carry no
 * code: matched on their fixed text, from the start of the message.
 */
const CONNECTION_MESSAGES = [
  "Connection terminated", // "... unexpectedly", "... due to connection timeout"
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "There was an error establishing an SSL connection",
  "Received network error or non-101 status code", // the driver's WebSocket could not open
  "Network connection lost", // workerd
  "WebSocket was closed before the connection was established",
];

/** A SQLSTATE: its class is a digit and a digit or letter (22, 3D), or F0, HV, P0, XX; Node's "EPIPE" is not one. */
const SQLSTATE = /^([0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/** The first SQLSTATE in the error's cause chain (drizzle wraps the driver's DatabaseError), or null. */
export function sqlState(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === "object"; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  const state = sqlState(error);
  if (state !== null) {
    if (UNAVAILABLE_SQLSTATE.test(state)) return "unavailable";
    return REJECTED_SQLSTATE.test(state) ? "rejected" : "other";
  }
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === "object"; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return "unavailable";
    // A WebSocket 'error' / 'close' event (not an Error): the Neon driver rejects with the event itself.
    const type = (e as { type?: unknown }).type;
    if (!(e instanceof Error) && (type === "error" || type === "close")) return "unavailable";
    const message = (e as { message?: unknown }).message;
    if (e instanceof Error && typeof message === "string" && CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return "unavailable";
    e = (e as { cause?: unknown }).cause ?? (type === "error" ? (e as { error?: unknown }).error : undefined);
  }
  // A bug in our own code (bad mapping, undefined access) must not pass for an outage and be retried forever.
  return "other";
}

/** True when a failure of a database call means "could not use Postgres right now" (see `classifyDatabaseError`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return classifyDatabaseError(error) === "unavailable";
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" — the cause is what matters, and the
    // params (vectors, customer text) do not belong in logs or dead letters.
    if (error.message.startsWith("Failed query:") && cause !== undefined) {
      const query = error.message.slice("Failed query: ".length).split("\nparams:")[0]!.replace(/\s+/g, " ").slice(0, 160);
      return `${describeError(cause)} [query: ${query}]`;
    }
    const code = (error as { code?: unknown }).code;
    const own = `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}`;
    return cause instanceof Error && !own.includes(cause.message) ? `${own} (cause: ${cause.message})` : own;
  }
  if (error && typeof error === "object" && "type" in error) {
    const e = error as { type: string; message?: unknown };
    return `${e.type} event${typeof e.message === "string" && e.message ? `: ${e.message}` : ""}`;
  }
  return String(error);
}

/** Best effort, for dead letters of bodies that failed validation. */
export function shopIdOf(body: unknown): string {
  if (body && typeof body === "object") {
    const shopId = (body as { shopId?: unknown }).shopId;
    if (typeof shopId === "string" && shopId.length > 0 && shopId.length <= 128) return shopId;
  }
  return "_unknown";
}

/** Runs `fn` over `items` with at most `limit` in flight, preserving order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return out;
}
