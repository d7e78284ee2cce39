/**
 * What the queue consumers share: the MessageBatch shape (structurally compatible with Cloudflare's
 * `MessageBatch`), the retry policy, and the classification of failures.
 *
 * Failure handling, in one place:
 * - Body fails its zod schema            → dead-lettered at once (retrying cannot fix it), then acked.
 * - Postgres unreachable / transient     → retried with backoff, NEVER acked and never dead-lettered (the
 *   dead-letter table lives in the same database). Configure the platform's `max_retries` high and a
 *   platform dead_letter_queue as the last resort (see the report in memory/README.md).
 * - Anything else (extractor rejected, embedding API down, a row Postgres refuses) → retried with exponential
 *   backoff; once `attempts >= maxAttempts` it is written to `dead_letters` and acked.
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

/** SQLSTATE classes meaning "the database is not available right now", not "this row is wrong". */
const TRANSIENT_SQLSTATE = /^(08|53|57P|58|40001|40P01|55P03)/;

function sqlState(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === "object"; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * True when a failure of a database call means "could not talk to Postgres" (connection refused/reset,
 * WebSocket error, timeout, admin shutdown, serialization failure), false when Postgres answered that this
 * statement is wrong (constraint, data exception). Only meaningful for errors thrown by database calls.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== null) return TRANSIENT_SQLSTATE.test(state);
  // A bug in our own code (bad mapping, undefined access) must not pass for an outage and be retried forever.
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError || error instanceof SyntaxError) {
    return false;
  }
  // No SQLSTATE anywhere in the chain: the driver never got an answer. The Neon driver reports a refused or
  // broken WebSocket as an ErrorEvent (not an Error), wrapped by drizzle in DrizzleQueryError; pg-pool reports
  // "timeout exceeded when trying to connect" and "Connection terminated unexpectedly" as plain Errors.
  return true;
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
