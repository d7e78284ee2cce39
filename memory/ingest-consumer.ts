/**
 * Consumer of the `ingest` queue: past contracts and completed negotiation logs → extracted terms →
 * embeddings → Postgres + pgvector.
 *
 *   export default { async queue(batch, env, ctx) {
 *     const handle = createDb(env.DATABASE_URL);
 *     try {
 *       await handleIngestBatch(batch, { db: handle.db, extractor: createTermExtractor(env), embedder: createEmbedder(env) });
 *     } finally { ctx.waitUntil(handle.close()); }
 *   } }
 *
 * Per message: invalid body → dead letter at once. Already stored `(shopId, documentId)` → ack (no extraction,
 * no embedding call). Extraction or embedding failure (model output rejected by zod, API down) → retry with
 * exponential backoff, dead letter after `maxAttempts`. Postgres unavailable → retry, never acked. The store
 * is one transaction per batch, falling back to one per document when Postgres rejects something; a document
 * whose data Postgres can never store (SQLSTATE 22/23/54, e.g. a NUL in its documentId) is dead-lettered at once
 * and the rest of the batch — other shops' documents included — is stored.
 */
import type { ParleyDb } from "./db";
import type { Embedder } from "./embed";
import type { ExtractedTerms, TermExtractor } from "./extract-terms";
import { IngestMessageSchema, type IngestMessage, type ParsedEvent } from "./messages";
import {
  DEFAULT_RETRY_POLICY,
  backoffSeconds,
  classifyDatabaseError,
  describeError,
  isDatabaseUnavailable,
  mapLimit,
  noopLog,
  shopIdOf,
  type BatchReport,
  type ConsumerLog,
  type MessageBatchLike,
  type QueueMessageLike,
  type RetryPolicy,
} from "./queue";
import { existingDocumentIds, insertContract } from "./repositories/contracts-repo";
import { recordDeadLetter } from "./repositories/dead-letters";
import { storeEventsIn } from "./repositories/events-repo";
import type { Queryable } from "./repositories/types";
import { sql } from "drizzle-orm";

export const INGEST_QUEUE = "ingest";

export interface IngestConsumerDeps {
  db: ParleyDb;
  extractor: TermExtractor;
  embedder: Embedder;
  retry?: Partial<RetryPolicy>;
  log?: ConsumerLog;
  /** Extractions in flight at once (LLM calls). Default 4. */
  extractionConcurrency?: number;
}

/** A document ready to store: validated, extracted, embedded. */
interface Prepared {
  message: QueueMessageLike;
  body: IngestMessage;
  text: string;
  embeddingText: string;
  terms: ExtractedTerms;
  contentSha256: string;
  vector?: number[];
  /** negotiation logs: one vector per message */
  messageVectors?: number[][];
}

export async function handleIngestBatch(batch: MessageBatchLike, deps: IngestConsumerDeps): Promise<BatchReport> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const log = deps.log ?? noopLog;
  const queue = batch.queue || INGEST_QUEUE;
  const report: BatchReport = { acked: 0, retried: 0, deadLettered: 0, duplicates: 0 };
  const settled = new Set<QueueMessageLike>();

  const ack = (m: QueueMessageLike, duplicate = false) => {
    m.ack();
    settled.add(m);
    report.acked++;
    if (duplicate) report.duplicates++;
  };
  const retry = (m: QueueMessageLike) => {
    m.retry({ delaySeconds: backoffSeconds(m.attempts, policy) });
    settled.add(m);
    report.retried++;
  };
  const deadLetter = async (m: QueueMessageLike, shopId: string, error: string) => {
    try {
      await recordDeadLetter(deps.db, { shopId, queue, messageId: m.id, body: m.body, error, attempts: m.attempts });
      m.ack();
      settled.add(m);
      report.acked++;
      report.deadLettered++;
      log("error", "ingest message dead-lettered", { messageId: m.id, shopId, error });
    } catch (dlError) {
      log("error", "could not record dead letter; retrying", { messageId: m.id, error: describeError(dlError) });
      if (isDatabaseUnavailable(dlError)) report.databaseUnavailable = true;
      retry(m);
    }
  };
  /** A processing failure: retried with backoff, dead-lettered once attempts are used up. */
  const failed = async (m: QueueMessageLike, shopId: string, error: unknown) => {
    if (m.attempts >= policy.maxAttempts) await deadLetter(m, shopId, describeError(error));
    else {
      log("warn", "ingest message failed; will retry", { messageId: m.id, attempts: m.attempts, error: describeError(error) });
      retry(m);
    }
  };
  /**
   * A database call for one document failed. Data Postgres can never store → dead letter at once; anything else
   * but an outage → `failed`. Returns false when Postgres is unavailable (the caller retries what is left).
   */
  const databaseFailed = async (m: QueueMessageLike, shopId: string, error: unknown): Promise<boolean> => {
    const kind = classifyDatabaseError(error);
    if (kind === "unavailable") return false;
    if (kind === "rejected") await deadLetter(m, shopId, describeError(error));
    else await failed(m, shopId, error);
    return true;
  };

  // 1. Validate.
  const valid: { message: QueueMessageLike; body: IngestMessage }[] = [];
  for (const message of batch.messages) {
    const parsed = IngestMessageSchema.safeParse(message.body);
    if (parsed.success) valid.push({ message, body: parsed.data });
    else await deadLetter(message, shopIdOf(message.body), `invalid ingest message: ${parsed.error.message}`);
  }
  if (valid.length === 0) return report;

  // 2. Skip documents already stored (replay, redelivery): no extraction or embedding spent on them. One query
  // per shop; if Postgres rejects one (a documentId it cannot hold), that shop's documents are checked one by one.
  const pending: typeof valid = [];
  const byShop = new Map<string, typeof valid>();
  for (const v of valid) byShop.set(v.body.shopId, [...(byShop.get(v.body.shopId) ?? []), v]);
  for (const [shopId, docs] of byShop) {
    let known: Set<string>;
    try {
      known = await existingDocumentIds(deps.db, shopId, docs.map((v) => v.body.document.documentId));
    } catch (error) {
      if (isDatabaseUnavailable(error)) return allUnavailable(error);
      known = new Set();
      const checked: typeof docs = [];
      for (const v of docs) {
        try {
          const found = await existingDocumentIds(deps.db, shopId, [v.body.document.documentId]);
          if (found.size > 0) known.add(v.body.document.documentId);
          checked.push(v);
        } catch (oneError) {
          if (!(await databaseFailed(v.message, shopId, oneError))) return allUnavailable(oneError);
        }
      }
      docs.splice(0, docs.length, ...checked);
    }
    for (const v of docs) {
      if (known.has(v.body.document.documentId)) ack(v.message, true);
      else pending.push(v);
    }
  }
  // Two messages for the same document in one batch: process the first, the other is a duplicate.
  const seen = new Set<string>();
  const firsts = pending.filter((v) => {
    const key = `${v.body.shopId}\u0000${v.body.document.documentId}`;
    if (seen.has(key)) {
      ack(v.message, true);
      return false;
    }
    seen.add(key);
    return true;
  });

  // 3. Extract terms (per message; a rejected extraction fails only its own message).
  const extracted = await mapLimit(firsts, deps.extractionConcurrency ?? 4, async (v): Promise<Prepared | null> => {
    const doc = v.body.document;
    const text = clean(doc.kind === "contract" ? doc.text : transcript(doc.messages));
    try {
      const terms = await deps.extractor.extract({ text, ...(doc.currency ? { defaultCurrency: doc.currency } : {}) });
      return { message: v.message, body: v.body, text, embeddingText: embeddingText(v.body, text), terms, contentSha256: await sha256(text) };
    } catch (error) {
      await failed(v.message, v.body.shopId, error);
      return null;
    }
  });
  const prepared = extracted.filter((p): p is Prepared => p !== null);
  if (prepared.length === 0) return report;

  // 4. Embed everything in one call (documents, and each message of negotiation logs).
  try {
    const texts: string[] = [];
    for (const p of prepared) {
      texts.push(p.embeddingText);
      if (p.body.document.kind === "negotiation_log") for (const m of p.body.document.messages) texts.push(clean(m.content));
    }
    const vectors = await deps.embedder.embed(texts);
    let i = 0;
    for (const p of prepared) {
      p.vector = vectors[i++]!;
      if (p.body.document.kind === "negotiation_log") p.messageVectors = p.body.document.messages.map(() => vectors[i++]!);
    }
  } catch (error) {
    for (const p of prepared) await failed(p.message, p.body.shopId, error);
    return report;
  }

  // 5. Store: one transaction for the batch; on rejection, one per document.
  try {
    await deps.db.transaction(async (tx) => {
      for (const p of prepared) await storeDocument(tx, p, deps);
    });
    for (const p of prepared) ack(p.message);
    return report;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return allUnavailable(error);
    log("warn", "ingest batch rejected; isolating documents", { error: describeError(error) });
  }
  for (const p of prepared) {
    try {
      const inserted = await deps.db.transaction((tx) => storeDocument(tx, p, deps));
      ack(p.message, !inserted);
    } catch (error) {
      if (!(await databaseFailed(p.message, p.body.shopId, error))) return allUnavailable(error);
    }
  }
  return report;

  /** Postgres is unavailable: every message not settled yet is retried (never acked, never dead-lettered). */
  function allUnavailable(error: unknown): BatchReport {
    report.databaseUnavailable = true;
    const unsettled = batch.messages.filter((m) => !settled.has(m));
    log("warn", "database unavailable; retrying messages", { error: describeError(error), messages: unsettled.length });
    for (const m of unsettled) retry(m);
    return report;
  }
}

/** Writes one prepared document. Returns false if it was already stored (nothing written). */
async function storeDocument(tx: Queryable, p: Prepared, deps: IngestConsumerDeps): Promise<boolean> {
  const { shopId, document: doc } = p.body;
  const embedding = { model: deps.embedder.model, vector: p.vector! };
  if (doc.kind === "contract") {
    const { inserted } = await insertContract(tx, {
      shopId,
      documentId: doc.documentId,
      kind: "contract",
      title: doc.title ?? null,
      text: p.text,
      contentSha256: p.contentSha256,
      productId: doc.productId ?? null,
      counterparty: doc.counterparty ?? null,
      currency: doc.currency ?? null,
      anchorUnitPriceMinor: doc.listUnitPriceMinor ?? null,
      outcome: doc.outcome,
      concludedAt: doc.concludedAt === undefined ? null : new Date(doc.concludedAt),
      terms: p.terms,
      extractor: deps.extractor.name,
      embedding,
    });
    return inserted;
  }

  // A negotiation log: a 'deal' precedent, an imported negotiation, its messages as events (+ embeddings).
  const negotiationId = `import:${doc.negotiationId ?? doc.documentId}`;
  const agreedPrice = doc.outcome.status === "agreed" ? doc.outcome.agreedUnitPriceMinor! : null;
  const endedAt = doc.endedAt ?? lastAt(doc.messages);
  const startedAt = doc.startedAt ?? doc.messages[0]?.at;
  const { inserted } = await insertContract(tx, {
    shopId,
    documentId: doc.documentId,
    kind: "deal",
    title: doc.title ?? `Negotiation with ${doc.counterparty} (${doc.productId})`,
    text: p.text,
    contentSha256: p.contentSha256,
    productId: doc.productId,
    counterparty: doc.counterparty,
    currency: doc.currency,
    unitPriceMinor: agreedPrice ?? p.terms.unitPriceMinor,
    quantity: doc.quantity ?? null,
    anchorUnitPriceMinor: doc.anchorUnitPriceMinor ?? null,
    outcome: doc.outcome.status,
    negotiationId,
    concludedAt: endedAt === undefined ? null : new Date(endedAt),
    terms: p.terms,
    extractor: deps.extractor.name,
    embedding,
  });
  if (!inserted) return false;

  const buyerRounds = doc.messages.filter((m) => m.actor === "buyer").length;
  await tx.execute(sql`
    INSERT INTO negotiations (shop_id, id, source, product_id, buyer_id, quantity, currency, anchor_minor, status, rounds,
      agreed_price_minor, opened_at, closed_at, updated_at)
    VALUES (${shopId}, ${negotiationId}, 'import', ${doc.productId}, ${doc.counterparty}, ${doc.quantity ?? null}, ${doc.currency},
      ${doc.anchorUnitPriceMinor ?? null}, ${doc.outcome.status}, ${buyerRounds}, ${agreedPrice},
      ${startedAt === undefined ? null : new Date(startedAt)}, ${endedAt === undefined ? null : new Date(endedAt)}, now())
    ON CONFLICT (shop_id, id) DO NOTHING`);

  const base = startedAt ?? endedAt ?? 0;
  const events: ParsedEvent[] = doc.messages.map((m, i) => ({
    v: 1,
    eventId: `import:${shopId}:${doc.documentId}:${i}`,
    shopId,
    negotiationId,
    seq: i,
    type: "message.imported",
    at: m.at ?? base,
    actor: m.actor,
    payload: { documentId: doc.documentId, index: i },
    message: { content: clean(m.content) },
    data: null,
  }));
  const vectors = new Map(events.map((e, i) => [e.eventId, p.messageVectors![i]!]));
  await storeEventsIn(tx, events, { embeddings: vectors, embeddingModel: deps.embedder.model, source: "import" });
  return true;
}

function transcript(messages: readonly { actor: string; content: string }[]): string {
  return messages.map((m) => `${m.actor}: ${m.content}`).join("\n");
}

function embeddingText(body: IngestMessage, text: string): string {
  const d = body.document;
  const head =
    d.kind === "contract"
      ? [d.title, d.counterparty && `Counterparty: ${d.counterparty}`, d.productId && `Product: ${d.productId}`]
      : [d.title, `Negotiation with ${d.counterparty}`, `Product: ${d.productId}`, `Outcome: ${d.outcome.status}`];
  return [...head.filter(Boolean), text].join("\n");
}

function lastAt(messages: readonly { at?: number | undefined }[]): number | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.at !== undefined) return messages[i]!.at;
  return undefined;
}

/** Postgres text cannot hold NUL characters. */
function clean(text: string): string {
  return text.replace(/\u0000/g, "");
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
