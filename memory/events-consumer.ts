/**
 * Consumer of the `negotiation-events` queue: Durable Object outbox rows → Postgres.
 *
 *   export default { async queue(batch, env, ctx) {
 *     const handle = createDb(env.DATABASE_URL);
 *     try { await handleEventsBatch(batch, { db: handle.db, embedder: createEmbedder(env) }); }
 *     finally { ctx.waitUntil(handle.close()); }
 *   } }
 *
 * Every message is acked or retried explicitly (never left to the batch default):
 * - invalid body → dead_letters at once, ack;
 * - valid events → one transaction for the whole batch (fast path). Postgres unreachable → every message
 *   retried with backoff, nothing acked, nothing lost. Postgres rejecting something → each event in its own
 *   transaction, so one poison event cannot hold back the others; it is retried with backoff and dead-lettered
 *   after `maxAttempts`.
 * Storage is idempotent by event id, so redeliveries and replays never duplicate a row.
 *
 * Embeddings of message content are best effort: if the embedder fails, events are stored without them
 * (find them later with `eventsMissingEmbeddings`). The durable record matters more than the vector.
 */
import type { ParleyDb } from "./db";
import type { Embedder } from "./embed";
import { parseNegotiationEvent, type ParsedEvent } from "./messages";
import {
  DEFAULT_RETRY_POLICY,
  backoffSeconds,
  describeError,
  isDatabaseUnavailable,
  noopLog,
  shopIdOf,
  type BatchReport,
  type ConsumerLog,
  type MessageBatchLike,
  type QueueMessageLike,
  type RetryPolicy,
} from "./queue";
import { recordDeadLetter } from "./repositories/dead-letters";
import { existingEventIds, storeEvents, type StoreEventsOptions } from "./repositories/events-repo";

export const EVENTS_QUEUE = "negotiation-events";

export interface EventsConsumerDeps {
  db: ParleyDb;
  /** Embeds `message.content` of new events into negotiation_message_embeddings. Optional. */
  embedder?: Embedder;
  retry?: Partial<RetryPolicy>;
  log?: ConsumerLog;
}

export async function handleEventsBatch(batch: MessageBatchLike, deps: EventsConsumerDeps): Promise<BatchReport> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const log = deps.log ?? noopLog;
  const queue = batch.queue || EVENTS_QUEUE;
  const report: BatchReport = { acked: 0, retried: 0, deadLettered: 0, duplicates: 0 };
  const retry = (m: QueueMessageLike) => {
    m.retry({ delaySeconds: backoffSeconds(m.attempts, policy) });
    report.retried++;
  };

  const valid: { message: QueueMessageLike; event: ParsedEvent }[] = [];
  const invalid: { message: QueueMessageLike; error: string }[] = [];
  for (const message of batch.messages) {
    try {
      valid.push({ message, event: parseNegotiationEvent(message.body) });
    } catch (error) {
      invalid.push({ message, error: `invalid event: ${describeError(error)}` });
    }
  }

  // Dead-letter the invalid ones (they can never succeed). If that write fails, they come back later.
  for (const { message, error } of invalid) {
    try {
      await recordDeadLetter(deps.db, { shopId: shopIdOf(message.body), queue, messageId: message.id, body: message.body, error, attempts: message.attempts });
      message.ack();
      report.acked++;
      report.deadLettered++;
      log("warn", "event dead-lettered (invalid body)", { messageId: message.id, error });
    } catch (dlError) {
      log("error", "could not record dead letter; retrying", { messageId: message.id, error: describeError(dlError) });
      retry(message);
    }
  }
  if (valid.length === 0) return report;

  // Embeddings (outside any transaction; only for events not stored yet).
  let embeddings: Map<string, number[]> | undefined;
  let options: StoreEventsOptions = {};
  const withContent = deps.embedder ? valid.filter((v) => v.event.message?.content) : [];
  if (deps.embedder && withContent.length > 0) {
    let known: Set<string>;
    try {
      known = await existingEventIds(deps.db, withContent.map((v) => v.event.eventId));
    } catch (error) {
      return unavailableOrPerMessage(error);
    }
    const toEmbed = withContent.filter((v) => !known.has(v.event.eventId));
    if (toEmbed.length > 0) {
      try {
        const vectors = await deps.embedder.embed(toEmbed.map((v) => v.event.message!.content));
        embeddings = new Map(toEmbed.map((v, i) => [v.event.eventId, vectors[i]!]));
      } catch (error) {
        log("warn", "embedding failed; storing events without embeddings", { error: describeError(error) });
      }
    }
  }
  if (deps.embedder && embeddings) options = { embeddings, embeddingModel: deps.embedder.model };

  // Fast path: the whole batch in one transaction.
  try {
    const result = await storeEvents(deps.db, valid.map((v) => v.event), options);
    const dup = new Set(result.duplicates);
    for (const { message, event } of valid) {
      message.ack();
      report.acked++;
      if (dup.has(event.eventId)) report.duplicates++;
    }
    return report;
  } catch (error) {
    return unavailableOrPerMessage(error);
  }

  async function unavailableOrPerMessage(error: unknown): Promise<BatchReport> {
    if (isDatabaseUnavailable(error)) {
      log("warn", "database unavailable; retrying batch", { error: describeError(error), messages: valid.length });
      for (const { message } of valid) retry(message);
      report.databaseUnavailable = true;
      return report;
    }
    log("warn", "batch rejected; isolating events", { error: describeError(error) });
    for (const { message, event } of valid) {
      try {
        const result = await storeEvents(deps.db, [event], options);
        message.ack();
        report.acked++;
        if (result.duplicates.length > 0) report.duplicates++;
      } catch (oneError) {
        if (isDatabaseUnavailable(oneError)) {
          report.databaseUnavailable = true;
          retry(message);
        } else if (message.attempts >= policy.maxAttempts) {
          try {
            await recordDeadLetter(deps.db, {
              shopId: event.shopId,
              queue,
              messageId: message.id,
              body: message.body,
              error: describeError(oneError),
              attempts: message.attempts,
            });
            message.ack();
            report.acked++;
            report.deadLettered++;
            log("error", "event dead-lettered", { messageId: message.id, eventId: event.eventId, error: describeError(oneError) });
          } catch {
            retry(message);
          }
        } else {
          retry(message);
        }
      }
    }
    return report;
  }
}
