/**
 * How a queue consumer settles each message of its batch — ack, retry with backoff, or record a dead letter
 * and ack — in one place for every consumer (negotiation events, ingest, the platform's dead-letter queues and
 * the Worker's queue handler), counted in the batch's report. The rules are queue.ts's: a body that can never
 * succeed is dead-lettered at once; a failure that may pass is retried with backoff and dead-lettered once
 * `maxAttempts` deliveries are used up; while Postgres is unavailable everything is retried, never acked (the
 * dead-letter table lives in the same database), and a dead letter that cannot be recorded is retried too.
 */
import {
  backoffSeconds,
  classifyDatabaseError,
  describeError,
  isDatabaseUnavailable,
  type BatchReport,
  type ConsumerLog,
  type MessageBatchLike,
  type QueueMessageLike,
  type RetryPolicy,
} from "./queue";
import { recordDeadLetter } from "./repositories/dead-letters";
import type { Queryable } from "./repositories/types";

export interface SettlementOptions {
  policy: RetryPolicy;
  log: ConsumerLog;
  /** Where dead letters go (and the queue they name); without it, `deadLetter` is not available. */
  deadLetters?: { db: Queryable; queue: string };
  /** What a message carries, for log lines ("event", "ingest message"). */
  noun?: string;
}

/** How `Settlement.unavailable` logs what it retries. */
export interface UnavailableNote {
  what?: string;
  level?: "warn" | "error";
  context?: Record<string, unknown>;
}

/** A fresh report: nothing settled yet. */
export function emptyReport(): BatchReport {
  return { acked: 0, retried: 0, deadLettered: 0, duplicates: 0 };
}

/** Retries every message of a batch with the policy's backoff (nothing could be done with any of them). */
export function retryBatch(batch: MessageBatchLike, policy: RetryPolicy): void {
  for (const m of batch.messages) m.retry({ delaySeconds: backoffSeconds(m.attempts, policy) });
}

/** One batch's messages, each settled once, and the report of what became of them. */
export class Settlement<Report extends BatchReport = BatchReport> {
  private readonly settled = new Set<QueueMessageLike>();
  private readonly noun: string;

  constructor(
    readonly report: Report,
    private readonly options: SettlementOptions,
  ) {
    this.noun = options.noun ?? "message";
  }

  /** True once the message was acked or retried. */
  isSettled(m: QueueMessageLike): boolean {
    return this.settled.has(m);
  }

  /** Acks a message; `duplicate`: what it carries was already stored. */
  ack(m: QueueMessageLike, duplicate = false): void {
    m.ack();
    this.settled.add(m);
    this.report.acked++;
    if (duplicate) this.report.duplicates++;
  }

  /** Retries a message after the policy's backoff for its attempt. */
  retry(m: QueueMessageLike): void {
    m.retry({ delaySeconds: backoffSeconds(m.attempts, this.options.policy) });
    this.settled.add(m);
    this.report.retried++;
  }

  /** Records a dead letter under the consumer's queue and acks; a letter that cannot be recorded is retried, never dropped. */
  async deadLetter(m: QueueMessageLike, shopId: string, error: string, context: Record<string, unknown> = {}): Promise<void> {
    const { deadLetters, log } = this.options;
    if (!deadLetters) throw new Error("this consumer records no dead letters");
    try {
      await recordDeadLetter(deadLetters.db, { shopId, queue: deadLetters.queue, messageId: m.id, body: m.body, error, attempts: m.attempts });
      this.ack(m);
      this.report.deadLettered++;
      log("error", `${this.noun} dead-lettered`, { messageId: m.id, shopId, ...context, error });
    } catch (dlError) {
      log("error", "could not record dead letter; retrying", { messageId: m.id, error: describeError(dlError) });
      if (isDatabaseUnavailable(dlError)) this.report.databaseUnavailable = true;
      this.retry(m);
    }
  }

  /** Processing failed for a reason that may pass: retried with backoff, dead-lettered once attempts are used up. */
  async failed(m: QueueMessageLike, shopId: string, error: unknown, context: Record<string, unknown> = {}): Promise<void> {
    if (m.attempts >= this.options.policy.maxAttempts) return this.deadLetter(m, shopId, describeError(error), context);
    this.options.log("warn", `${this.noun} failed; will retry`, { messageId: m.id, ...context, attempts: m.attempts, error: describeError(error) });
    this.retry(m);
  }

  /**
   * A database call for one message failed. Data Postgres can never store → dead letter at once; anything else
   * but an outage → `failed`. Returns false when Postgres is unavailable (the caller retries what is left).
   */
  async databaseFailed(m: QueueMessageLike, shopId: string, error: unknown, context: Record<string, unknown> = {}): Promise<boolean> {
    const kind = classifyDatabaseError(error);
    if (kind === "unavailable") return false;
    if (kind === "rejected") await this.deadLetter(m, shopId, describeError(error), context);
    else await this.failed(m, shopId, error, context);
    return true;
  }

  /**
   * Postgres is unavailable: every message given that is not settled yet is retried (never acked, never
   * dead-lettered), and the log says so (`note`: its line, level and extra fields).
   */
  unavailable(messages: readonly QueueMessageLike[], error: unknown, note: UnavailableNote = {}): Report {
    const { what = "database unavailable; retrying messages", level = "warn", context = {} } = note;
    this.report.databaseUnavailable = true;
    const unsettled = messages.filter((m) => !this.settled.has(m));
    this.options.log(level, what, { ...context, error: describeError(error), messages: unsettled.length });
    for (const m of unsettled) this.retry(m);
    return this.report;
  }
}
