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
  backoffSeconds,
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
  const report: BatchReport = { acked: 0, retried: 0, deadLettered: 0, duplicates: 0 };
  const queue = originalQueueOf(batch.queue);
  if (queue === null) {
    // Not ours to store under any name: keep the messages (they go back to this queue) and say so loudly.
    log("error", "dead-letter consumer called for an unknown queue; retrying", { queue: batch.queue });
    for (const m of batch.messages) retry(m);
    return report;
  }
  const letter = (m: QueueMessageLike): NewDeadLetter => ({
    shopId: shopIdOf(m.body),
    queue,
    messageId: m.id,
    body: m.body,
    error:
      `not stored: the platform moved it to ${batch.queue} after max_retries deliveries on ${queue}` +
      (m.timestamp ? ` (first sent ${m.timestamp.toISOString()})` : "") +
      ` — usually a long database outage; replay it once the cause is fixed`,
    attempts: m.attempts,
  });

  try {
    const inserted = await recordDeadLetters(deps.db, batch.messages.map(letter));
    for (const m of batch.messages) ack(m);
    report.deadLettered = inserted;
    report.duplicates = batch.messages.length - inserted;
    log("warn", "dead letters recorded from the platform dead-letter queue", { queue: batch.queue, recorded: inserted, messages: batch.messages.length });
    return report;
  } catch (error) {
    if (classifyDatabaseError(error) === "unavailable") {
      log("error", "database unavailable; retrying dead letters", { queue: batch.queue, error: describeError(error), messages: batch.messages.length });
      report.databaseUnavailable = true;
      for (const m of batch.messages) retry(m);
      return report;
    }
    log("error", "dead letters rejected as a batch; recording one by one", { queue: batch.queue, error: describeError(error) });
  }
  for (const m of batch.messages) {
    try {
      const inserted = await recordDeadLetters(deps.db, [letter(m)]);
      ack(m);
      if (inserted > 0) report.deadLettered++;
      else report.duplicates++;
    } catch (error) {
      // There is nowhere further to put it: keep retrying (with the long backoff) and make noise.
      if (classifyDatabaseError(error) === "unavailable") report.databaseUnavailable = true;
      log("error", "could not record a dead letter; retrying", { queue: batch.queue, messageId: m.id, error: describeError(error) });
      retry(m);
    }
  }
  return report;

  function ack(m: QueueMessageLike) {
    m.ack();
    report.acked++;
  }
  function retry(m: QueueMessageLike) {
    m.retry({ delaySeconds: backoffSeconds(m.attempts, policy) });
    report.retried++;
  }
}
