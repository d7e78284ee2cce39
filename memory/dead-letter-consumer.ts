/**
 * Consumer of the platform's dead-letter queues (`negotiation-events-dlq`, `ingest-dlq`): messages the queue
 * gave up on after `max_retries` deliveries — in practice, messages that waited out a long Postgres outage,
 * since the main consumers dead-letter everything else themselves. Each is recorded in `dead_letters` under its
 * ORIGINAL queue, body untouched (except what Postgres cannot hold), so the shop's admin can list it and replay
 * it (POST /v1/shops/{shopId}/dead-letters/{id}/replay) once the cause is gone. Nothing is processed here.
 *
 *   if (isDeadLetterQueue(batch.queue)) await handleDeadLetterBatch(batch, { db });
 *
 * Idempotent by message id: `(queue, message_id)` is unique and a second delivery of the same message changes
 * nothing (a letter already replayed is not re-opened). One INSERT per batch; if Postgres is unavailable every
 * message is retried with DEAD_LETTER_QUEUE_RETRY_POLICY's long backoff — the dead-letter queue has no
 * dead-letter queue of its own, so with `max_retries = 100` that covers about two weeks of outage (more than
 * the 14-day maximum message retention). Never acked before it is stored.
 */
import type { ParleyDb } from "./db";
import { EVENTS_QUEUE } from "./events-consumer";
import { INGEST_QUEUE } from "./ingest-consumer";
import {
  classifyDatabaseError,
  describeError,
  noopLog,
  shopIdOf,
  type BatchReport,
  type ConsumerLog,
  type MessageBatchLike,
  type QueueMessageLike,
  type RetryPolicy,
} from "./queue";
import { recordDeadLetters, type NewDeadLetter } from "./repositories/dead-letters";
import { emptyReport, Settlement } from "./settlement";

export const EVENTS_DEAD_LETTER_QUEUE = `${EVENTS_QUEUE}-dlq`;
export const INGEST_DEAD_LETTER_QUEUE = `${INGEST_QUEUE}-dlq`;

/**
 * Retry policy of the dead-letter queues' consumers: 1 min doubling to 4 h. 100 retries span ~15 days, so a
 * week-long Postgres outage loses nothing (messages are kept at most 14 days: set the dead-letter queues'
 * retention to that maximum).
 */
export const DEAD_LETTER_QUEUE_RETRY_POLICY: RetryPolicy = { maxAttempts: Number.POSITIVE_INFINITY, baseDelaySeconds: 60, maxDelaySeconds: 4 * 60 * 60 };

/** Environment suffixes the queue names may carry (`negotiation-events-dlq-preview`). */
const ENV_SUFFIX = /-(preview|staging)$/;

/** The queue whose dead letters arrive on `queue`, or null when `queue` is not one of our dead-letter queues. */
export function originalQueueOf(queue: string): string | null {
  const suffix = ENV_SUFFIX.exec(queue)?.[0] ?? "";
  const base = suffix ? queue.slice(0, -suffix.length) : queue;
  if (base === EVENTS_DEAD_LETTER_QUEUE) return EVENTS_QUEUE + suffix;
  if (base === INGEST_DEAD_LETTER_QUEUE) return INGEST_QUEUE + suffix;
  return null;
}

export function isDeadLetterQueue(queue: string): boolean {
  return originalQueueOf(queue) !== null;
}

export interface DeadLetterConsumerDeps {
  db: ParleyDb;
  retry?: Partial<RetryPolicy>;
  log?: ConsumerLog;
}

export async function handleDeadLetterBatch(batch: MessageBatchLike, deps: DeadLetterConsumerDeps): Promise<BatchReport> {
  const policy = { ...DEAD_LETTER_QUEUE_RETRY_POLICY, ...deps.retry };
  const log = deps.log ?? noopLog;
  const settle = new Settlement(emptyReport(), { policy, log });
  const queue = originalQueueOf(batch.queue);
  if (queue === null) {
    // Not ours to store under any name: keep the messages (they go back to this queue) and say so loudly.
    log("error", "dead-letter consumer called for an unknown queue; retrying", { queue: batch.queue });
    for (const m of batch.messages) settle.retry(m);
    return settle.report;
  }
  const letter = (m: QueueMessageLike) => letterOf(m, batch.queue, queue);
  try {
    await recordTogether(settle, deps.db, batch, letter);
    log("warn", "dead letters recorded from the platform dead-letter queue", { queue: batch.queue, recorded: settle.report.deadLettered, messages: batch.messages.length });
    return settle.report;
  } catch (error) {
    if (classifyDatabaseError(error) === "unavailable") {
      return settle.unavailable(batch.messages, error, { what: "database unavailable; retrying dead letters", level: "error", context: { queue: batch.queue } });
    }
    log("error", "dead letters rejected as a batch; recording one by one", { queue: batch.queue, error: describeError(error) });
  }
  for (const m of batch.messages) await recordAlone(settle, deps.db, m, letter(m), batch.queue, log);
  return settle.report;
}

/** The dead letter a message of `dlq` becomes: its body untouched, under the queue it came from, with why it is here. */
function letterOf(m: QueueMessageLike, dlq: string, queue: string): NewDeadLetter {
  return {
    shopId: shopIdOf(m.body),
    queue,
    messageId: m.id,
    body: m.body,
    error:
      `not stored: the platform moved it to ${dlq} after max_retries deliveries on ${queue}` +
      (m.timestamp ? ` (first sent ${m.timestamp.toISOString()})` : "") +
      ` — usually a long database outage; replay it once the cause is fixed`,
    attempts: m.attempts,
  };
}

/** The fast path: the whole batch in one INSERT, then every message acked (a letter already there counts as a duplicate). Throws what Postgres threw. */
async function recordTogether(settle: Settlement, db: ParleyDb, batch: MessageBatchLike, letter: (m: QueueMessageLike) => NewDeadLetter): Promise<void> {
  const inserted = await recordDeadLetters(db, batch.messages.map(letter));
  for (const m of batch.messages) settle.ack(m);
  settle.report.deadLettered = inserted;
  settle.report.duplicates = batch.messages.length - inserted;
}

/** One letter on its own; if it cannot be recorded there is nowhere further to put it: retried (with the long backoff), loudly. */
async function recordAlone(settle: Settlement, db: ParleyDb, m: QueueMessageLike, letter: NewDeadLetter, dlq: string, log: ConsumerLog): Promise<void> {
  try {
    const inserted = await recordDeadLetters(db, [letter]);
    settle.ack(m, inserted === 0);
    if (inserted > 0) settle.report.deadLettered++;
  } catch (error) {
    if (classifyDatabaseError(error) === "unavailable") settle.report.databaseUnavailable = true;
    log("error", "could not record a dead letter; retrying", { queue: dlq, messageId: m.id, error: describeError(error) });
    settle.retry(m);
  }
}
