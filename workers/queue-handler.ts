import {
  createDb,
  createEmbedder,
  createGraphStore,
  createTermExtractor,
  EVENTS_DEAD_LETTER_QUEUE,
  EVENTS_QUEUE,
  handleDeadLetterBatch,
  handleEventsBatch,
  handleIngestBatch,
  INGEST_QUEUE,
  isDeadLetterQueue,
  retryBatch,
  DEAD_LETTER_QUEUE_RETRY_POLICY,
  DEFAULT_RETRY_POLICY,
  type ConsumerLog,
  type MessageBatchLike,
  type ParleyDb,
} from "../memory";
import { confirmToRooms, noteAcks } from "./delivery-receipts";

const log: ConsumerLog = (level, message, data) => console[level](message, data ?? {});

/**
 * Queue consumers: negotiation events and ingested documents into Postgres, and the platform's dead-letter
 * queues (negotiation-events-dlq, ingest-dlq) into the dead_letters table for replay. One Pool per batch, closed
 * after the response; every message is acked or retried by the memory handlers themselves (memory/settlement.ts).
 */
export async function handleQueue(batch: MessageBatch, env: Env, ctx: ExecutionContext): Promise<void> {
  const keepAll = (why: string, data: Record<string, unknown> = {}) => {
    // Nothing can be stored without a database: keep every message for later rather than drop it.
    log("error", `${why}; retrying the batch`, { queue: batch.queue, ...data });
    retryBatch(batch, isDeadLetterQueue(batch.queue) ? DEAD_LETTER_QUEUE_RETRY_POLICY : DEFAULT_RETRY_POLICY);
  };
  if (!env.DATABASE_URL) return keepAll("DATABASE_URL is not configured");
  let handle: ReturnType<typeof createDb>;
  try {
    handle = createDb(env.DATABASE_URL);
  } catch (error) {
    return keepAll("DATABASE_URL is not usable", { error: error instanceof Error ? error.message : String(error) });
  }
  try {
    const queue = batch.queue.replace(/-(preview|staging)$/, "");
    if (queue === EVENTS_QUEUE || queue === EVENTS_DEAD_LETTER_QUEUE) {
      // Negotiation events, stored or recorded as dead letters: each room hears which of its events are safe.
      const receipts = noteAcks(batch);
      if (queue === EVENTS_QUEUE) await storeEvents(receipts.batch, env, ctx, handle.db);
      else await handleDeadLetterBatch(receipts.batch, { db: handle.db, log });
      await confirmToRooms(env, receipts.byNegotiation(), (message, data) => log("warn", message, data));
    } else if (queue === INGEST_QUEUE) {
      await handleIngestBatch(batch, { db: handle.db, extractor: createTermExtractor(env), embedder: createEmbedder(env), log });
    } else if (isDeadLetterQueue(batch.queue)) {
      await handleDeadLetterBatch(batch, { db: handle.db, log });
    } else {
      log("error", "message on an unknown queue; retrying", { queue: batch.queue });
      batch.retryAll();
    }
  } finally {
    ctx.waitUntil(handle.close());
  }
}

/** Negotiation events into Postgres, then into the knowledge graph when one can be reached (otherwise the cron catches up). */
async function storeEvents(batch: MessageBatchLike, env: Env, ctx: ExecutionContext, db: ParleyDb): Promise<void> {
  const graph = await createGraphStore(env, db).catch((error: unknown) => {
    log("warn", "knowledge graph not available; the cron will catch up", { error: error instanceof Error ? error.message : String(error) });
    return undefined;
  });
  try {
    await handleEventsBatch(batch, { db, embedder: createEmbedder(env), log, ...(graph ? { graph } : {}) });
  } finally {
    if (graph) ctx.waitUntil(graph.close());
  }
}
