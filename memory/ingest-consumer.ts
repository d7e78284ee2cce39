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
import type { EventPayload, ParsedEvent } from "../common/events";
import { IngestMessageSchema, type IngestMessage } from "./messages";
import {
  DEFAULT_RETRY_POLICY,
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
import { existingDocumentIds, insertContract, termsSentence } from "./repositories/contracts-repo";
import { storeEventsIn } from "./repositories/events-repo";
import { emptyReport, Settlement } from "./settlement";
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

/** A message whose body is a valid ingest message. */
interface Valid {
  message: QueueMessageLike;
  body: IngestMessage;
}

/** One batch being ingested: what every step needs, and its settlement (acks, retries, dead letters, the report). */
interface IngestRun {
  batch: MessageBatchLike;
  deps: IngestConsumerDeps;
  log: ConsumerLog;
  settle: Settlement;
}

export async function handleIngestBatch(batch: MessageBatchLike, deps: IngestConsumerDeps): Promise<BatchReport> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const log = deps.log ?? noopLog;
  const settle = new Settlement(emptyReport(), { policy, log, deadLetters: { db: deps.db, queue: batch.queue || INGEST_QUEUE }, noun: "ingest message" });
  const run: IngestRun = { batch, deps, log, settle };

  const valid = await validate(run);
  if (valid.length === 0) return settle.report;
  const pending = await skipStored(run, valid);
  if (pending === null) return settle.report;
  const prepared = await extractTerms(run, firstOfEach(run, pending));
  if (prepared.length === 0) return settle.report;
  if (!(await embedAll(run, prepared))) return settle.report;
  await storeAll(run, prepared);
  return settle.report;
}

/** 1. The batch's valid messages; an invalid body is dead-lettered at once (retrying cannot fix it). */
async function validate(run: IngestRun): Promise<Valid[]> {
  const valid: Valid[] = [];
  for (const message of run.batch.messages) {
    const parsed = IngestMessageSchema.safeParse(message.body);
    if (parsed.success) valid.push({ message, body: parsed.data });
    else await run.settle.deadLetter(message, shopIdOf(message.body), `invalid ingest message: ${parsed.error.message}`);
  }
  return valid;
}

/**
 * 2. The documents not stored yet; those already stored (replay, redelivery) are acked as duplicates, with no
 * extraction or embedding spent on them. Null when Postgres is unavailable (everything unsettled is retried).
 */
async function skipStored(run: IngestRun, valid: readonly Valid[]): Promise<Valid[] | null> {
  const byShop = new Map<string, Valid[]>();
  for (const v of valid) byShop.set(v.body.shopId, [...(byShop.get(v.body.shopId) ?? []), v]);
  const pending: Valid[] = [];
  for (const [shopId, docs] of byShop) {
    const checked = await storedDocumentIds(run, shopId, docs);
    if (checked === null) return null;
    for (const v of checked.docs) {
      if (checked.known.has(v.body.document.documentId)) run.settle.ack(v.message, true);
      else pending.push(v);
    }
  }
  return pending;
}

/**
 * Which of a shop's documents are stored, in one query; if Postgres rejects it (a documentId it cannot hold), one
 * query per document, and a document whose own query fails is settled by that failure and left out of `docs`.
 * Null when Postgres is unavailable (everything unsettled is retried).
 */
async function storedDocumentIds(run: IngestRun, shopId: string, docs: readonly Valid[]): Promise<{ known: Set<string>; docs: Valid[] } | null> {
  const { db } = run.deps;
  try {
    return { known: await existingDocumentIds(db, shopId, docs.map((v) => v.body.document.documentId)), docs: [...docs] };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return unavailable(run, error);
  }
  const known = new Set<string>();
  const checked: Valid[] = [];
  for (const v of docs) {
    try {
      const found = await existingDocumentIds(db, shopId, [v.body.document.documentId]);
      if (found.size > 0) known.add(v.body.document.documentId);
      checked.push(v);
    } catch (oneError) {
      if (!(await run.settle.databaseFailed(v.message, shopId, oneError))) return unavailable(run, oneError);
    }
  }
  return { known, docs: checked };
}

/** Two messages for the same document in one batch: the first is processed, the other acked as a duplicate. */
function firstOfEach(run: IngestRun, pending: readonly Valid[]): Valid[] {
  const seen = new Set<string>();
  return pending.filter((v) => {
    const key = `${v.body.shopId}\u0000${v.body.document.documentId}`;
    if (seen.has(key)) {
      run.settle.ack(v.message, true);
      return false;
    }
    seen.add(key);
    return true;
  });
}

/** 3. Extracts each document's terms, a few at a time; a rejected extraction fails only its own message (retried, then dead-lettered). */
async function extractTerms(run: IngestRun, docs: readonly Valid[]): Promise<Prepared[]> {
  const { extractor, extractionConcurrency } = run.deps;
  const extracted = await mapLimit(docs, extractionConcurrency ?? 4, async (v): Promise<Prepared | null> => {
    const doc = v.body.document;
    const text = clean(doc.kind === "contract" ? doc.text : transcript(doc.messages));
    try {
      const terms = await extractor.extract({ text, ...(doc.currency ? { defaultCurrency: doc.currency } : {}) });
      return { message: v.message, body: v.body, text, embeddingText: embeddingText(v.body, text, terms), terms, contentSha256: await sha256(text) };
    } catch (error) {
      await run.settle.failed(v.message, v.body.shopId, error);
      return null;
    }
  });
  return extracted.filter((p): p is Prepared => p !== null);
}

/** 4. Embeds everything in one call (each document, and each message of a negotiation log); false when that failed (every document then failed). */
async function embedAll(run: IngestRun, prepared: readonly Prepared[]): Promise<boolean> {
  try {
    const texts: string[] = [];
    for (const p of prepared) {
      texts.push(p.embeddingText);
      if (p.body.document.kind === "negotiation_log") for (const m of p.body.document.messages) texts.push(clean(m.content));
    }
    const vectors = await run.deps.embedder.embed(texts);
    let i = 0;
    for (const p of prepared) {
      p.vector = vectors[i++]!;
      if (p.body.document.kind === "negotiation_log") p.messageVectors = p.body.document.messages.map(() => vectors[i++]!);
    }
    return true;
  } catch (error) {
    for (const p of prepared) await run.settle.failed(p.message, p.body.shopId, error);
    return false;
  }
}

/** 5. Stores the documents in one transaction; when Postgres rejects something, one transaction per document. */
async function storeAll(run: IngestRun, prepared: readonly Prepared[]): Promise<void> {
  const { db } = run.deps;
  try {
    await db.transaction(async (tx) => {
      for (const p of prepared) await storeDocument(tx, p, run.deps);
    });
    for (const p of prepared) run.settle.ack(p.message);
    return;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return void unavailable(run, error);
    run.log("warn", "ingest batch rejected; isolating documents", { error: describeError(error) });
  }
  for (const p of prepared) {
    try {
      const inserted = await db.transaction((tx) => storeDocument(tx, p, run.deps));
      run.settle.ack(p.message, !inserted);
    } catch (error) {
      if (!(await run.settle.databaseFailed(p.message, p.body.shopId, error))) return void unavailable(run, error);
    }
  }
}

/** Postgres is unavailable: every message of the batch not settled yet is retried (never acked, never dead-lettered). */
function unavailable(run: IngestRun, error: unknown): null {
  run.settle.unavailable(run.batch.messages, error);
  return null;
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
  const events: ParsedEvent[] = doc.messages.map((m, i) => {
    const payload: EventPayload<"message.imported"> = { documentId: doc.documentId, index: i };
    return {
      v: 1,
      eventId: `import:${shopId}:${doc.documentId}:${i}`,
      shopId,
      negotiationId,
      seq: i,
      type: "message.imported",
      at: m.at ?? base,
      actor: m.actor,
      payload,
      message: { content: clean(m.content) },
      data: payload,
    };
  });
  const vectors = new Map(events.map((e, i) => [e.eventId, p.messageVectors![i]!]));
  await storeEventsIn(tx, events, { embeddings: vectors, embeddingModel: deps.embedder.model, source: "import" });
  return true;
}

function transcript(messages: readonly { actor: string; content: string }[]): string {
  return messages.map((m) => `${m.actor}: ${m.content}`).join("\n");
}

/** What a document's vector is made of: its header, its extracted terms in fixed words (see termsSentence), its text. */
function embeddingText(body: IngestMessage, text: string, terms: ExtractedTerms): string {
  const d = body.document;
  const head =
    d.kind === "contract"
      ? [d.title, d.counterparty && `Counterparty: ${d.counterparty}`, d.productId && `Product: ${d.productId}`]
      : [d.title, `Negotiation with ${d.counterparty}`, `Product: ${d.productId}`, `Outcome: ${d.outcome.status}`];
  return [...head.filter(Boolean), termsSentence(terms), text].filter(Boolean).join("\n");
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
