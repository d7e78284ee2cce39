import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  ContractDocumentSchema,
  createEmbedder,
  dailyOutcomes,
  EVENTS_QUEUE,
  getDeadLetter,
  INGEST_QUEUE,
  listDeadLetters,
  markDeadLetterReplayed,
  NegotiationLogDocumentSchema,
  searchPrecedentsByText,
  withDb,
  type IngestMessageInput,
} from "../../memory";
import { randomToken } from "../../common/crypto";
import { ok, type RpcResult } from "../../common/problem";
import type { DeadLetterReplayed as ReplayedLetter, UploadAccepted, UploadRoute } from "../../durable-objects/shop/outside-work";
import type { AudienceApp } from "../audience";
import type { ShopOwnerAudience } from "../caller";
import { idempotencyOf } from "../idempotency";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { IdempotencyHeader, ProductId, ShopIdParam } from "../schemas";
import { shopStub } from "../stubs";
import type { AppEnv } from "../app-env";
import { shopOwnerAuth } from "./auth";

/** Documents per upload request. */
export const MAX_DOCUMENTS_PER_UPLOAD = 100;
/** Cloudflare Queues cap a message at 128 KB; leave room for the envelope. */
const MAX_MESSAGE_BYTES = 120 * 1024;
const security = [{ adminKey: [] }];

const ContractUpload = z
  .strictObject({
    documents: z
      .array(ContractDocumentSchema.extend({ kind: z.literal("contract").default("contract") }))
      .min(1, "send at least one document")
      .max(MAX_DOCUMENTS_PER_UPLOAD, `at most ${MAX_DOCUMENTS_PER_UPLOAD} documents per request`),
  })
  .openapi("ContractUpload");

const LogUpload = z
  .strictObject({
    documents: z
      .array(NegotiationLogDocumentSchema)
      .min(1, "send at least one document")
      .max(MAX_DOCUMENTS_PER_UPLOAD, `at most ${MAX_DOCUMENTS_PER_UPLOAD} documents per request`),
  })
  .openapi("NegotiationLogUpload");

export const Accepted = z
  .object({ uploadId: z.string(), accepted: z.number().int(), documentIds: z.array(z.string()) })
  .openapi("UploadAccepted");

const upload = <S extends z.ZodType>(path: string, schema: S, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags: ["Shop owner: memory"],
    summary,
    description: `Queued for ingestion (term extraction, embedding, storage): 202 means accepted, not yet searchable. Up to ${MAX_DOCUMENTS_PER_UPLOAD} documents and 1 MiB per request; re-posting a documentId is a no-op.`,
    security,
    request: { params: ShopIdParam, headers: IdempotencyHeader, ...jsonBody(schema) },
    responses: { 202: { description: "Accepted", content: { "application/json": { schema: Accepted } } }, ...problems(400, 401, 404, 409, 413, 415, 422) },
  });

const postContracts = upload("/v1/shops/{shopId}/contracts", ContractUpload, "Upload past contracts");
const postLogs = upload("/v1/shops/{shopId}/negotiation-logs", LogUpload, "Upload completed negotiation logs");

const int = () => z.number().int();

/** memory/repositories/precedents.ts Precedent. */
const Precedent = z
  .object({
    contractId: z.string(),
    documentId: z.string(),
    kind: z.enum(["contract", "deal"]).openapi({ description: "contract: a posted contract; deal: the outcome of an imported negotiation log" }),
    title: z.string().nullable(),
    counterparty: z.string().nullable(),
    productId: z.string().nullable(),
    outcome: z.enum(["signed", "agreed", "rejected", "expired", "withdrawn", "unknown"]),
    currency: z.string().nullable(),
    terms: z
      .object({
        unitPriceMinor: int().nullable(),
        quantity: int().nullable(),
        paymentTermsDays: int().nullable(),
        deliveryDays: int().nullable(),
        warrantyMonths: int().nullable(),
        liabilityCapPct: z.number().nullable().openapi({ description: "Liability cap, percent of the contract value" }),
      })
      .openapi({
        description:
          "The terms read from the document (the poster's own values win): null where it does not state one. The embedded text words them the same way for every document, so a search for \"60 days payment\" finds a deal that said \"Net 60\".",
      }),
    anchorUnitPriceMinor: int().nullable(),
    discountBps: int().nullable().openapi({ description: "(list − agreed) / list, basis points" }),
    concludedAt: z.string().nullable().openapi({ description: "ISO 8601" }),
    distance: z.number().openapi({ description: "Cosine distance to the query (0 = same direction)" }),
    similarity: z.number().openapi({ description: "1 − distance" }),
  })
  .openapi("Precedent");

const NumericTermStats = z
  .object({
    termId: z.string(),
    kind: z.literal("numeric"),
    count: int().openapi({ description: "Package deals that carry the term" }),
    mean: z.number(),
    median: z.number(),
    p25: z.number(),
    p75: z.number(),
    min: z.number(),
    max: z.number(),
  })
  .openapi("NumericTermMarketStats", {
    description: "A numeric term's agreed values, in the term's unit: whole numbers when every agreed value is one (days, months, units), otherwise rounded to the values' own decimals.",
  });

const ChoiceTermStats = z
  .object({
    termId: z.string(),
    kind: z.literal("choice"),
    count: int().openapi({ description: "Package deals that carry the term: the sum of the values' counts" }),
    values: z.array(z.object({ value: z.string(), count: int() })).openapi({ description: "Most frequent first, ties by value" }),
  })
  .openapi("ChoiceTermMarketStats", { description: "An ordinal or categorical term's agreed values, counted." });

const MarketStatsItem = z
  .object({
    productId: z.string(),
    currency: z.string(),
    count: int().openapi({ description: "Deals counted: signed or agreed contracts, imported deals and live agreed negotiations" }),
    meanUnitPriceMinor: int(),
    medianUnitPriceMinor: int(),
    stdUnitPriceMinor: int().nullable().openapi({ description: "Sample standard deviation; null with fewer than two deals" }),
    minUnitPriceMinor: int(),
    maxUnitPriceMinor: int(),
    p25UnitPriceMinor: int(),
    p75UnitPriceMinor: int(),
    discount: z
      .object({ count: int(), meanBps: int().nullable(), medianBps: int().nullable() })
      .openapi({ description: "Discount from the list price, over the deals whose list price is known" }),
    lastDealAt: z.string().nullable().openapi({ description: "ISO 8601" }),
    packages: z
      .object({
        count: int().openapi({ description: "Package deals among `count`" }),
        terms: z.array(z.discriminatedUnion("kind", [NumericTermStats, ChoiceTermStats])).openapi({ description: "One entry per term, by term id" }),
      })
      .optional()
      .openapi({
        description:
          "Only for a product with package deals: each agreed term over them. Live negotiations only: contracts and imported logs carry no term ids. Absent for a price-only product.",
      }),
    computedAt: z.string().openapi({ description: "ISO 8601: when the cron computed these figures" }),
  })
  .openapi("MarketStats");

const getPrecedents = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/precedents",
  tags: ["Shop owner: memory"],
  summary: "Nearest past contracts and deals to a text, with their terms and outcome",
  security,
  request: {
    params: ShopIdParam,
    query: z.object({
      q: z.string().trim().min(1).max(2_000),
      k: z.coerce.number().int().min(1).max(100).default(10),
      productId: ProductId.optional(),
      kind: z.enum(["contract", "deal"]).optional(),
      ef: z.coerce.number().int().min(10).max(400).default(40).openapi({
        description: "HNSW candidate list: higher is more exact and slower. Measured at 100,000 vectors: 24 → recall@10 0.96, p50 8.7 ms; 40 → 0.99, 13 ms.",
      }),
    }),
  },
  responses: { 200: { description: "Precedents, nearest first", content: { "application/json": { schema: z.object({ items: z.array(Precedent) }) } } }, ...problems(400, 401, 404) },
});

const getDeadLetters = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/dead-letters",
  tags: ["Shop owner: memory"],
  summary: "Messages that could not be stored: refused data, failures past their retries, and what outlasted a database outage",
  security,
  request: {
    params: ShopIdParam,
    query: z.object({
      queue: z.enum(["ingest", "negotiation-events"]).optional(),
      status: z.enum(["open", "all"]).default("open").openapi({ description: "open: not yet replayed or resolved; all: every letter" }),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: { 200: { description: "Dead letters, newest first", content: { "application/json": { schema: z.object({ items: z.array(z.record(z.string(), z.unknown())) }) } } }, ...problems(400, 401, 404) },
});

const DeadLetterParams = ShopIdParam.extend({ id: z.string().max(64).openapi({ param: { name: "id", in: "path" }, example: "0b9b4c2e-6f57-4a3e-9d43-2f7f0a4c1e1a" }) });

export const DeadLetterReplayed = z
  .object({
    id: z.string(),
    queue: z.string(),
    replayedAt: z.string().openapi({ description: "ISO 8601" }),
    replays: z.number().int().openapi({ description: "Times this letter has been replayed, this one included" }),
  })
  .openapi("DeadLetterReplayed");

const replayDeadLetter = createRoute({
  method: "post",
  path: "/v1/shops/{shopId}/dead-letters/{id}/replay",
  tags: ["Shop owner: memory"],
  summary: "Send a dead letter's stored body to its original queue again, and mark it replayed",
  description:
    "202 means sent, not yet stored. Safe to repeat: the consumers store each event id and document id once. If the message fails again it comes back as a new dead letter.",
  security,
  request: { params: DeadLetterParams, headers: IdempotencyHeader },
  responses: {
    202: { description: "Sent to its queue", content: { "application/json": { schema: DeadLetterReplayed } } },
    ...problems(401, 404, 409),
    409: { ...problems(409)[409]!, description: "The stored body is not the message as sent (characters Postgres cannot hold were removed), or its queue takes no replays" },
  },
});

const getMarketStats = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/market-stats",
  tags: ["Shop owner: memory"],
  summary: "Per-product statistics of agreed prices and, for package deals, of each agreed term (recomputed by cron, served from the shop's Durable Object)",
  security,
  request: { params: ShopIdParam, query: z.object({ productId: ProductId.optional() }) },
  responses: { 200: { description: "Statistics per product and currency", content: { "application/json": { schema: z.object({ items: z.array(MarketStatsItem) }) } } }, ...problems(401, 404) },
});

const DailyOutcome = z
  .object({
    productId: z.string(),
    day: z.string().openapi({ description: "YYYY-MM-DD, UTC: the day the negotiations ended" }),
    negotiations: z.number().int(),
    agreed: z.number().int(),
    agreementRate: z.number(),
    meanDiscountBps: z.number().int().nullable().openapi({ description: "Mean discount from the list price over the day's deals" }),
    surplusShare: z.number().nullable().openapi({ description: "Mean (price − floor)/(list − floor) over the day's ended negotiations, 0 without a deal" }),
  })
  .openapi("DailyOutcome");

const getOutcomes = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/outcomes",
  tags: ["Shop owner: memory"],
  summary: "Agreement rate, mean discount and surplus share per product and day (negotiations that ended), from Postgres",
  security,
  request: { params: ShopIdParam, query: z.object({ productId: ProductId.optional(), days: z.coerce.number().int().min(1).max(366).default(30) }) },
  responses: { 200: { description: "Outcomes, oldest day first", content: { "application/json": { schema: z.object({ items: z.array(DailyOutcome) }) } } }, ...problems(400, 401, 404) },
});

function databaseUrl<E extends AppEnv>(c: Context<E>): string {
  if (!c.env.DATABASE_URL) throw new ProblemError("internal-error", "No database is configured for this deployment.");
  return c.env.DATABASE_URL;
}

/** The producer binding of a dead letter's original queue (names may carry an environment suffix), or null. */
function replayQueue<E extends AppEnv>(c: Context<E>, queue: string): Queue | null {
  const base = queue.replace(/-(preview|staging)$/, "");
  if (base === EVENTS_QUEUE) return c.env.EVENTS_QUEUE;
  if (base === INGEST_QUEUE) return c.env.INGEST_QUEUE;
  return null;
}

/**
 * Runs work whose errors are problems (ProblemError) so that it yields an RpcResult instead: the work may be
 * called back over RPC by the Shop, and an exception crossing RPC loses its problem.
 */
async function asResult<T>(work: () => Promise<T>, status: number): Promise<RpcResult<T>> {
  try {
    return ok(await work(), status);
  } catch (error) {
    if (error instanceof ProblemError) return { ok: false, problem: error.problem };
    throw error;
  }
}

/**
 * Splits an upload into one queue message per document and sends them in one batch. Under an Idempotency-Key
 * the Shop keeps the record and calls the send back at most once: a retry answers the stored 202 and enqueues
 * nothing. A refused upload (checked before) claims no key.
 */
async function enqueue<E extends AppEnv>(c: Context<E>, shopId: string, upload: UploadRoute, documents: IngestMessageInput["document"][]): Promise<Response> {
  const ids = documents.map((d) => d.documentId);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) {
    throw new ProblemError("validation-failed", `documentId "${duplicate}" appears twice in this upload.`, {
      errors: [{ path: "documents", message: `duplicate documentId ${duplicate}` }],
    });
  }
  const uploadId = `upl_${randomToken(12)}`;
  const submittedAt = Date.now();
  const messages = documents.map((document) => ({ body: { v: 1, shopId, uploadId, submittedAt, document } satisfies IngestMessageInput }));
  const encoder = new TextEncoder();
  messages.forEach((m, i) => {
    if (encoder.encode(JSON.stringify(m.body)).byteLength > MAX_MESSAGE_BYTES) {
      throw new ProblemError("payload-too-large", `Document ${i} ("${ids[i]}") is over ${MAX_MESSAGE_BYTES} bytes once encoded; split it.`);
    }
  });
  const idempotency = await idempotencyOf(c);
  const send = () =>
    asResult(async (): Promise<UploadAccepted> => {
      await c.env.INGEST_QUEUE.sendBatch(messages.map((m) => ({ body: m.body, contentType: "json" as const })));
      return { uploadId, accepted: messages.length, documentIds: ids };
    }, 202);
  return reply(c, idempotency ? await shopStub(c.env, shopId).acceptUpload(upload, send, idempotency) : await send());
}

export function registerMemoryRoutes(app: AudienceApp<ShopOwnerAudience>): void {
  route(app, postContracts, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { documents } = c.req.valid("json");
    return enqueue(c, shopId, "contracts", documents);
  });

  route(app, postLogs, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { documents } = c.req.valid("json");
    return enqueue(c, shopId, "negotiation-logs", documents);
  });

  route(app, getPrecedents, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const q = c.req.valid("query");
    const items = await withDb(
      databaseUrl(c),
      (db) => searchPrecedentsByText(db, createEmbedder(c.env), { shopId, text: q.q, k: q.k, productId: q.productId, kind: q.kind, efSearch: q.ef }),
      { waitUntil: (p) => c.executionCtx.waitUntil(p) },
    );
    return c.json({ items });
  });

  route(app, getOutcomes, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const q = c.req.valid("query");
    const items = await withDb(databaseUrl(c), (db) => dailyOutcomes(db, { shopId, productId: q.productId, days: q.days, until: new Date() }), {
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    return c.json({ items });
  });

  route(app, getDeadLetters, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const q = c.req.valid("query");
    const items = await withDb(databaseUrl(c), (db) => listDeadLetters(db, { shopId, queue: q.queue, limit: q.limit, includeResolved: q.status === "all" }), {
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    return c.json({ items });
  });

  route(app, replayDeadLetter, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { id } = c.req.valid("param");
    const idempotency = await idempotencyOf(c);
    // Under an Idempotency-Key the Shop keeps the record and calls this back at most once (see enqueue).
    const replay = () =>
      asResult(async (): Promise<ReplayedLetter> => {
        const replayed = await withDb(
          databaseUrl(c),
          async (db) => {
            const letter = await getDeadLetter(db, id, shopId);
            if (!letter) throw new ProblemError("not-found", "No such dead letter.");
            if (letter.bodyAltered) {
              throw new ProblemError(
                "conflict",
                "This dead letter's body was altered to be storable (NUL characters removed or lone surrogates replaced), so replaying it would send something its producer never sent. Fix the data at its source and send it again.",
              );
            }
            const queue = replayQueue(c, letter.queue);
            if (!queue) throw new ProblemError("conflict", `Dead letters of the queue "${letter.queue}" cannot be replayed.`);
            // Send first, then mark: a mark that fails after the send only means a later replay sends it again (harmless).
            await queue.send(letter.body, { contentType: "json" });
            const marked = await markDeadLetterReplayed(db, id, shopId);
            if (!marked) throw new ProblemError("not-found", "No such dead letter.");
            return marked;
          },
          { waitUntil: (p) => c.executionCtx.waitUntil(p) },
        );
        return { id: replayed.id, queue: replayed.queue, replayedAt: replayed.replayedAt!.toISOString(), replays: replayed.replays };
      }, 202);
    return reply(c, idempotency ? await shopStub(c.env, shopId).replayDeadLetter(replay, idempotency) : await replay());
  });

  route(app, getMarketStats, shopOwnerAuth, async (c) => {
    const { shopId } = c.var.caller;
    const { productId } = c.req.valid("query");
    return reply(c, await shopStub(c.env, shopId).getMarketStats(productId));
  });
}
