// The OpenAI extractor and embedder, with the real `openai` client, against a local HTTP server that speaks the
// OpenAI protocol (chat completions with json_schema response format; embeddings, base64 or float). Bad model
// output must be rejected by zod and never stored.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ExtractionRejectedError,
  HashingEmbedder,
  OpenAIEmbedder,
  OpenAITermExtractor,
  contractEmbeddings,
  countContracts,
  createEmbedder,
  createTermExtractor,
  getContractByDocumentId,
  handleIngestBatch,
  listDeadLetters,
  searchPrecedentsByText,
  RuleBasedTermExtractor,
  type IngestMessageInput,
} from "../../memory";
import { makeBatch, newShopId, startTestDb, type TestDb } from "./helpers";

const GOOD = {
  unit_price: "749.00",
  list_unit_price: "899.00",
  currency: "EUR",
  quantity: 200,
  payment_terms_days: 30,
  delivery_days: 21,
  warranty_months: 24,
  liability_cap_pct: 150,
  counterparty: "Acme Coffee GmbH",
};

/** Model behaviour chosen by a marker in the user's text. */
function completionFor(text: string): { status?: number; content?: string | null; refusal?: string; finish?: string } {
  if (text.includes("CASE:invalid-json")) return { content: '{"unit_price": "749.00", "currency": ' };
  if (text.includes("CASE:missing-fields")) return { content: JSON.stringify({ unit_price: "749.00", currency: "EUR" }) };
  if (text.includes("CASE:out-of-range")) return { content: JSON.stringify({ ...GOOD, payment_terms_days: 4000, quantity: -3 }) };
  if (text.includes("CASE:float-price")) return { content: JSON.stringify({ ...GOOD, unit_price: 749.0 }) };
  if (text.includes("CASE:refusal")) return { content: null, refusal: "I can't help with that." };
  if (text.includes("CASE:truncated")) return { content: '{"unit_price": "7', finish: "length" };
  if (text.includes("CASE:server-error")) return { status: 500 };
  return { content: JSON.stringify(GOOD) };
}

const offline = new HashingEmbedder();
let server: Server;
let baseURL: string;
let embeddingDims = 1536;
const requests: { path: string; body: Record<string, unknown>; auth: string | undefined }[] = [];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

let t: TestDb;
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    requests.push({ path: req.url ?? "", body, auth: req.headers.authorization });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (req.url === "/v1/chat/completions") {
      const messages = body.messages as { role: string; content: string }[];
      const c = completionFor(messages.map((m) => m.content).join("\n"));
      if (c.status) return send(c.status, { error: { message: "upstream exploded", type: "server_error" } });
      return send(200, {
        id: "chatcmpl-local",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: c.finish ?? "stop", logprobs: null, message: { role: "assistant", content: c.content ?? null, refusal: c.refusal ?? null } }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    }
    if (req.url === "/v1/embeddings") {
      const input = body.input as string[];
      const data = input.map((text, index) => {
        const v = offline.embedOne(text).slice(0, embeddingDims);
        const embedding = body.encoding_format === "base64" ? Buffer.from(new Float32Array(v).buffer).toString("base64") : v;
        return { object: "embedding", index, embedding };
      });
      return send(200, { object: "list", data: data.reverse(), model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } });
    }
    send(404, { error: { message: "not found" } });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await startTestDb();
});
afterAll(async () => {
  await t?.stop();
  await new Promise((r) => server?.close(r));
});

const extractor = () => new OpenAITermExtractor({ apiKey: "sk-test", baseURL, maxRetries: 0 });
const embedder = () => new OpenAIEmbedder({ apiKey: "sk-test", baseURL, maxRetries: 0 });

describe("OpenAI term extractor (local OpenAI-protocol server)", () => {
  it("asks for a strict json_schema and returns validated terms in minor units", async () => {
    requests.length = 0;
    const terms = await extractor().extract({ text: "a supply agreement", defaultCurrency: "EUR" });
    expect(terms).toEqual({
      unitPriceMinor: 74_900,
      listUnitPriceMinor: 89_900,
      currency: "EUR",
      quantity: 200,
      paymentTermsDays: 30,
      deliveryDays: 21,
      warrantyMonths: 24,
      liabilityCapPct: 150,
      counterparty: "Acme Coffee GmbH",
    });
    const req = requests.find((r) => r.path === "/v1/chat/completions")!;
    expect(req.auth).toBe("Bearer sk-test");
    expect(req.body).toMatchObject({ model: "gpt-4.1-mini", temperature: 0, response_format: { type: "json_schema", json_schema: { name: "contract_terms", strict: true } } });
    const schema = (req.body.response_format as { json_schema: { schema: { required: string[]; additionalProperties: boolean } } }).json_schema.schema;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required.sort()).toEqual(Object.keys(GOOD).sort());
  });

  it.each(["invalid-json", "missing-fields", "out-of-range", "float-price", "refusal", "truncated"])("rejects %s output with ExtractionRejectedError", async (c) => {
    await expect(extractor().extract({ text: `CASE:${c}` })).rejects.toBeInstanceOf(ExtractionRejectedError);
  });

  it("lets API errors through (so the consumer retries them) rather than calling them bad output", async () => {
    const error = await extractor().extract({ text: "CASE:server-error" }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ExtractionRejectedError);
    expect((error as { status?: number }).status).toBe(500);
  });

  it("is selected only when OPENAI_API_KEY is set", () => {
    expect(createTermExtractor({})).toBeInstanceOf(RuleBasedTermExtractor);
    expect(createTermExtractor({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: baseURL })).toBeInstanceOf(OpenAITermExtractor);
    expect(createEmbedder({})).toBeInstanceOf(HashingEmbedder);
    expect(createEmbedder({ OPENAI_API_KEY: "k", OPENAI_EMBEDDING_MODEL: "text-embedding-3-large" }).model).toBe("openai:text-embedding-3-large@1536");
  });
});

describe("OpenAI embedder (local OpenAI-protocol server)", () => {
  it("requests 1536 dimensions, decodes base64, restores input order and normalises", async () => {
    requests.length = 0;
    const texts = ["espresso machine", "coffee grinder", ""];
    const vectors = await embedder().embed(texts);
    const req = requests.find((r) => r.path === "/v1/embeddings")!;
    expect(req.body).toMatchObject({ model: "text-embedding-3-small", dimensions: 1536, encoding_format: "base64" });
    expect(vectors).toHaveLength(3);
    const expected = texts.map((x) => offline.embedOne(x.trim() === "" ? " " : x));
    vectors.forEach((v, i) => {
      expect(v).toHaveLength(1536);
      const dot = v.reduce((s, x, j) => s + x * expected[i]![j]!, 0);
      expect(dot).toBeGreaterThan(0.9999);
    });
  });

  it("rejects vectors of the wrong dimension", async () => {
    embeddingDims = 768;
    try {
      await expect(embedder().embed(["x"])).rejects.toThrow(/1536 dimensions/);
    } finally {
      embeddingDims = 1536;
    }
  });
});

describe("ingest with the OpenAI adapters", () => {
  it("stores good extractions with the OpenAI model names, and never stores rejected output", async () => {
    const shopId = newShopId("oa");
    const bodies: IngestMessageInput[] = [
      { shopId, document: { kind: "contract", documentId: "good", productId: "espresso-machine", text: "Acme supply agreement" } },
      { shopId, document: { kind: "contract", documentId: "bad-json", text: "CASE:invalid-json" } },
      { shopId, document: { kind: "contract", documentId: "bad-range", text: "CASE:out-of-range" } },
    ];
    const ids = bodies.map((_, i) => `${shopId}-${i}`);
    const retry = { maxAttempts: 2, baseDelaySeconds: 30, maxDelaySeconds: 3600 };
    const deps = { db: t.handle.db, extractor: extractor(), embedder: embedder(), retry };

    const b1 = makeBatch("ingest", bodies, 1, ids);
    expect(await handleIngestBatch(b1, deps)).toMatchObject({ acked: 1, retried: 2, deadLettered: 0 });
    expect(b1.messages.map((m) => [m.outcome, m.delaySeconds])).toEqual([
      ["acked", undefined],
      ["retried", 30],
      ["retried", 30],
    ]);
    const b2 = makeBatch("ingest", bodies.slice(1), 2, ids.slice(1));
    expect(await handleIngestBatch(b2, deps)).toMatchObject({ acked: 2, deadLettered: 2 });

    expect(await countContracts(t.handle.db, shopId)).toBe(1);
    const good = await getContractByDocumentId(t.handle.db, shopId, "good");
    expect(good).toMatchObject({ extractor: "openai:gpt-4.1-mini", unitPriceMinor: 74_900, paymentTermsDays: 30, counterparty: "Acme Coffee GmbH" });
    const [emb] = await t.handle.db.select({ model: contractEmbeddings.model }).from(contractEmbeddings).where(eq(contractEmbeddings.shopId, shopId));
    expect(emb!.model).toBe("openai:text-embedding-3-small@1536");
    const letters = await listDeadLetters(t.handle.db, { shopId });
    expect(letters.map((l) => l.messageId).sort()).toEqual([ids[1], ids[2]]);
    expect(letters.every((l) => /ExtractionRejectedError/.test(l.error))).toBe(true);

    // Searching with the OpenAI embedder finds it; the offline embedder's space is kept apart.
    expect((await searchPrecedentsByText(t.handle.db, embedder(), { shopId, text: "Acme supply agreement" })).map((p) => p.documentId)).toEqual(["good"]);
    expect(await searchPrecedentsByText(t.handle.db, offline, { shopId, text: "Acme supply agreement" })).toEqual([]);
  });
});
