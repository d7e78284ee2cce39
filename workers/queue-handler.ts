import {
  createDb,
  createEmbedder,
  createTermExtractor,
  EVENTS_QUEUE,
  handleEventsBatch,
  handleIngestBatch,
  INGEST_QUEUE,
  backoffSeconds,
  type ConsumerLog,
} from "../memory";

const log: ConsumerLog = (level, message, data) => console[level](message, data ?? {});

/**
 * Queue consumers: negotiation events and ingested documents into Postgres. One Pool per batch, closed
 * after the response; every message is acked or retried by the memory handlers themselves.
 */
export async function handleQueue(batch: MessageBatch, env: Env, ctx: ExecutionContext): Promise<void> {
  if (!env.DATABASE_URL) {
    // Nothing can be stored without a database: keep every message for later rather than drop it.
    log("error", "DATABASE_URL is not configured; retrying the batch", { queue: batch.queue });
    for (const m of batch.messages) m.retry({ delaySeconds: backoffSeconds(m.attempts) });
    return;
  }
  const handle = createDb(env.DATABASE_URL);
  try {
    const queue = batch.queue.replace(/-(preview|staging)$/, "");
    if (queue === EVENTS_QUEUE) {
      await handleEventsBatch(batch, { db: handle.db, embedder: createEmbedder(env), log });
    } else if (queue === INGEST_QUEUE) {
      await handleIngestBatch(batch, { db: handle.db, extractor: createTermExtractor(env), embedder: createEmbedder(env), log });
    } else {
      log("error", "message on an unknown queue; retrying", { queue: batch.queue });
      batch.retryAll();
    }
  } finally {
    ctx.waitUntil(handle.close());
  }
}
