import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  ContractDocumentSchema,
  createEmbedder,
  listDeadLetters,
  NegotiationLogDocumentSchema,
  searchPrecedentsByText,
  withDb,
  type IngestMessageInput,
} from "../../memory";
import { randomToken } from "../../durable-objects";
import { requireShopOwner, shopStub } from "../auth";
import { jsonBody, problems, route } from "../openapi-route";
import { ProblemError } from "../problem-response";
import { reply } from "../reply";
import { ProductId, ShopIdParam } from "../schemas";
import type { AppEnv } from "../app-env";

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

const Accepted = z
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
    request: { params: ShopIdParam, ...jsonBody(schema) },
    responses: { 202: { description: "Accepted", content: { "application/json": { schema: Accepted } } }, ...problems(400, 401, 404, 413, 415) },
  });

const postContracts = upload("/v1/shops/{shopId}/contracts", ContractUpload, "Upload past contracts");
const postLogs = upload("/v1/shops/{shopId}/negotiation-logs", LogUpload, "Upload completed negotiation logs");

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
  responses: { 200: { description: "Precedents, nearest first", content: { "application/json": { schema: z.object({ items: z.array(z.record(z.string(), z.unknown())) }) } } }, ...problems(400, 401, 404) },
});

const getDeadLetters = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/dead-letters",
  tags: ["Shop owner: memory"],
  summary: "Messages that could not be ingested after retries",
  security,
  request: {
    params: ShopIdParam,
    query: z.object({ queue: z.enum(["ingest", "negotiation-events"]).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  },
  responses: { 200: { description: "Dead letters, newest first", content: { "application/json": { schema: z.object({ items: z.array(z.record(z.string(), z.unknown())) }) } } }, ...problems(400, 401, 404) },
});

const getMarketStats = createRoute({
  method: "get",
  path: "/v1/shops/{shopId}/market-stats",
  tags: ["Shop owner: memory"],
  summary: "Per-product statistics of agreed prices (recomputed by cron, served from the shop's Durable Object)",
  security,
  request: { params: ShopIdParam, query: z.object({ productId: ProductId.optional() }) },
  responses: { 200: { description: "Statistics", content: { "application/json": { schema: z.object({ items: z.array(z.record(z.string(), z.unknown())) }) } } }, ...problems(401, 404) },
});

function databaseUrl(c: Context<AppEnv>): string {
  if (!c.env.DATABASE_URL) throw new ProblemError("internal-error", "No database is configured for this deployment.");
  return c.env.DATABASE_URL;
}

/** Splits an upload into one queue message per document and sends them in one batch. */
async function enqueue(c: Context<AppEnv>, shopId: string, documents: IngestMessageInput["document"][]): Promise<Response> {
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
  await c.env.INGEST_QUEUE.sendBatch(messages.map((m) => ({ body: m.body, contentType: "json" as const })));
  return c.json({ uploadId, accepted: messages.length, documentIds: ids }, 202);
}

export function registerMemoryRoutes(app: OpenAPIHono<AppEnv>): void {
  route(app, postContracts, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const { documents } = c.req.valid("json");
    return enqueue(c, shopId, documents);
  });

  route(app, postLogs, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const { documents } = c.req.valid("json");
    return enqueue(c, shopId, documents);
  });

  route(app, getPrecedents, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const q = c.req.valid("query");
    const items = await withDb(
      databaseUrl(c),
      (db) => searchPrecedentsByText(db, createEmbedder(c.env), { shopId, text: q.q, k: q.k, productId: q.productId, kind: q.kind, efSearch: q.ef }),
      { waitUntil: (p) => c.executionCtx.waitUntil(p) },
    );
    return c.json({ items });
  });

  route(app, getDeadLetters, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const q = c.req.valid("query");
    const items = await withDb(databaseUrl(c), (db) => listDeadLetters(db, { shopId, queue: q.queue, limit: q.limit }), {
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    return c.json({ items });
  });

  route(app, getMarketStats, async (c) => {
    const { shopId } = c.req.valid("param");
    await requireShopOwner(c, shopId);
    const { productId } = c.req.valid("query");
    return reply(c, await shopStub(c, shopId).getMarketStats(productId));
  });
}
