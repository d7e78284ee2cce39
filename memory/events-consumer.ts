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
 * - valid events → one transaction for the whole batch (multi-row INSERTs, see `storeEvents`). Postgres
 *   unavailable → every message retried with backoff, nothing acked, nothing lost. Postgres rejecting something →
 *   each event in its own transaction, so one poison event cannot hold back the others: an event whose data
 *   Postgres can never store (SQLSTATE 22/23/54) is dead-lettered at once, any other failure is retried with
 *   backoff and dead-lettered after `maxAttempts`; if Postgres goes away meanwhile, the rest is retried.
 * Storage is idempotent by event id, so redeliveries and replays never duplicate a row. The report lists the
 * event ids now stored (`storedEventIds`: new or already there), for confirming them back to their outbox.
 *
 * Embeddings of message content are best effort: if the embedder fails, events are stored without them
 * (find them later with `eventsMissingEmbeddings`). The durable record matters more than the vector.
 *
 * The knowledge graph is best effort too: once events are stored, the negotiations they belong to are synced
 * into it (whole facts, so replays change nothing); if the graph fails, the cron's catch-up writes them later.
 */
import type { ParleyDb } from "./db";
import type { Embedder } from "./embed";
import type { GraphStore } from "./graph/graph-store";
import { syncNegotiationsToGraph } from "./graph/graph-sync";
import { parseNegotiationEvent, type ParsedEvent } from "./messages";
import {
  DEFAULT_RETRY_POLICY,
  backoffSeconds,
  classifyDatabaseError,
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
  /** The knowledge graph to sync stored negotiations into. Optional (the cron catches up). */
  graph?: GraphStore;
}

export interface EventsBatchReport extends BatchReport {
  /**
   * Event ids now stored in Postgres — stored by this batch or already there (duplicates) — once each, in batch
   * order. Events dead-lettered or retried are not in it.
   */
  storedEventIds: string[];
  /** Negotiations written to the knowledge graph after storing (absent without a graph or if the sync failed). */
  graphSynced?: number;
}

export async function handleEventsBatch(batch: MessageBatchLike, deps: EventsConsumerDeps): Promise<EventsBatchReport> {
  const report = await storeBatch(batch, deps);
  if (deps.graph && report.storedEventIds.length > 0) {
    const stored = new Set(report.storedEventIds);
    const keys = new Map<string, { shopId: string; negotiationId: string }>();
    for (const m of batch.messages) {
      try {
        const e = parseNegotiationEvent(m.body);
        if (stored.has(e.eventId)) keys.set(`${e.shopId}\u0000${e.negotiationId}`, { shopId: e.shopId, negotiationId: e.negotiationId });
      } catch {
        // invalid bodies were dead-lettered above
      }
    }
    try {
      report.graphSynced = await syncNegotiationsToGraph(deps.db, deps.graph, [...keys.values()]);
    } catch (error) {
      (deps.log ?? noopLog)("warn", "knowledge graph sync failed; the cron will catch up", { negotiations: keys.size, error: describeError(error) });
    }
  }
  return report;
}

async function storeBatch(batch: MessageBatchLike, deps: EventsConsumerDeps): Promise<EventsBatchReport> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const log = deps.log ?? noopLog;
  const queue = batch.queue || EVENTS_QUEUE;
  const report: EventsBatchReport = { acked: 0, retried: 0, deadLettered: 0, duplicates: 0, storedEventIds: [] };
  const stored = new Set<string>();
  const retry = (m: QueueMessageLike) => {
    m.retry({ delaySeconds: backoffSeconds(m.attempts, policy) });
    report.retried++;
  };
  /** Acks a message whose event is stored (`duplicate`: it was there before this message). */
  const ackStored = (m: QueueMessageLike, eventId: string, duplicate: boolean) => {
    m.ack();
    report.acked++;
    if (duplicate || stored.has(eventId)) report.duplicates++;
    if (!stored.has(eventId)) {
      stored.add(eventId);
      report.storedEventIds.push(eventId);
    }
  };
  /** Records a dead letter and acks; if it cannot be recorded, the message is retried (never dropped). */
  const deadLetter = async (m: QueueMessageLike, shopId: string, error: string, eventId?: string) => {
    try {
      await recordDeadLetter(deps.db, { shopId, queue, messageId: m.id, body: m.body, error, attempts: m.attempts });
      m.ack();
      report.acked++;
      report.deadLettered++;
      log("error", "event dead-lettered", { messageId: m.id, eventId, error });
    } catch (dlError) {
      log("error", "could not record dead letter; retrying", { messageId: m.id, error: describeError(dlError) });
      if (isDatabaseUnavailable(dlError)) report.databaseUnavailable = true;
      retry(m);
    }
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
  for (const { message, error } of invalid) await deadLetter(message, shopIdOf(message.body), error);
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
      return unavailableOrOneByOne(error);
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
    for (const { message, event } of valid) ackStored(message, event.eventId, dup.has(event.eventId));
    return report;
  } catch (error) {
    return unavailableOrOneByOne(error);
  }

  async function unavailableOrOneByOne(error: unknown): Promise<EventsBatchReport> {
    if (isDatabaseUnavailable(error)) {
      log("warn", "database unavailable; retrying batch", { error: describeError(error), messages: valid.length });
      for (const { message } of valid) retry(message);
      report.databaseUnavailable = true;
      return report;
    }
    log("warn", "batch rejected; isolating events", { error: describeError(error) });
    for (let i = 0; i < valid.length; i++) {
      const { message, event } = valid[i]!;
      if (stored.has(event.eventId)) {
        ackStored(message, event.eventId, true);
        continue;
      }
      try {
        const result = await storeEvents(deps.db, [event], options);
        ackStored(message, event.eventId, result.duplicates.length > 0);
      } catch (oneError) {
        const kind = classifyDatabaseError(oneError);
        if (kind === "unavailable") {
          // Postgres went away mid-way: this and the rest come back later (no point waiting on each).
          log("warn", "database unavailable; retrying the rest of the batch", { error: describeError(oneError), messages: valid.length - i });
          report.databaseUnavailable = true;
          for (const rest of valid.slice(i)) retry(rest.message);
          return report;
        }
        if (kind === "rejected" || message.attempts >= policy.maxAttempts) {
          await deadLetter(message, event.shopId, describeError(oneError), event.eventId);
        } else {
          log("warn", "event failed; will retry", { messageId: message.id, eventId: event.eventId, attempts: message.attempts, error: describeError(oneError) });
          retry(message);
        }
      }
    }
    return report;
  }
}
