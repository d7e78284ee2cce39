// ingest consumer against real Postgres + pgvector through the Neon driver and the bridge: extraction,
// embeddings, idempotency, retries with backoff and dead letters.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ExtractionRejectedError,
  HashingEmbedder,
  RuleBasedTermExtractor,
  contractEmbeddings,
  contracts,
  countContracts,
  getContractByDocumentId,
  getCounterpartyProfile,
  getNegotiation,
  handleIngestBatch,
  listDeadLetters,
  listNegotiationEvents,
  negotiationMessageEmbeddings,
  type Embedder,
  type IngestMessageInput,
  type TermExtractor,
} from "../../memory";
import { cronProfileOf, makeBatch, newShopId, redeliver, useTestDb } from "./helpers";

const t = useTestDb();

const QUEUE = "ingest";

/** Counts calls, and fails for texts matching `failOn`. */
class SpyExtractor implements TermExtractor {
  readonly name = "rules-v1";
  calls = 0;
  private readonly inner = new RuleBasedTermExtractor();
  constructor(private readonly failOn?: RegExp) {}
  async extract(input: { text: string; defaultCurrency?: string }) {
    this.calls++;
    if (this.failOn?.test(input.text)) throw new ExtractionRejectedError("model output out of range: quantity");
    return this.inner.extract(input);
  }
}

const contract = (shopId: string, documentId: string, text: string, extra: Partial<Extract<IngestMessageInput["document"], { kind: "contract" }>> = {}): IngestMessageInput => ({
  shopId,
  document: { kind: "contract", documentId, text, ...extra },
});

const CONTRACT_TEXT = `SUPPLY AGREEMENT
Buyer: Acme Coffee GmbH
The Seller shall deliver 200 units of the Espresso Machine X1 at a unit price of €749.00 per unit (list price €899.00).
Payment terms: Net 30. Delivery within 3 weeks. 24-month warranty. Liability capped at 150% of the contract value.`;

describe("ingest consumer", () => {
  it("extracts, embeds and stores contracts; replays store nothing and call no extractor", async () => {
    const shopId = newShopId();
    const extractor = new SpyExtractor();
    const embedder = new HashingEmbedder();
    const bodies = [
      contract(shopId, "c-1", CONTRACT_TEXT, { productId: "espresso-machine", title: "Acme 2025" }),
      contract(shopId, "c-2", "Grinder G2 — price per unit USD 120.00, 40 units, Net 45, delivery in 10 days. Customer: Blue Bottle", { productId: "grinder" }),
    ];
    const batch = makeBatch(QUEUE, bodies);
    expect(await handleIngestBatch(batch, { db: t.handle.db, extractor, embedder })).toMatchObject({ acked: 2, retried: 0, deadLettered: 0 });
    expect(extractor.calls).toBe(2);

    const c1 = await getContractByDocumentId(t.handle.db, shopId, "c-1");
    expect(c1).toMatchObject({
      kind: "contract",
      title: "Acme 2025",
      productId: "espresso-machine",
      counterparty: "Acme Coffee GmbH",
      currency: "EUR",
      unitPriceMinor: 74_900,
      anchorUnitPriceMinor: 89_900,
      discountBps: Math.round(((89_900 - 74_900) * 10_000) / 89_900),
      quantity: 200,
      paymentTermsDays: 30,
      deliveryDays: 21,
      warrantyMonths: 24,
      liabilityCapPct: 150,
      outcome: "signed",
      extractor: "rules-v1",
    });
    expect(c1!.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    const c2 = await getContractByDocumentId(t.handle.db, shopId, "c-2");
    expect(c2).toMatchObject({ currency: "USD", unitPriceMinor: 12_000, quantity: 40, paymentTermsDays: 45, deliveryDays: 10, counterparty: "Blue Bottle" });

    const emb = await t.handle.db
      .select({ model: contractEmbeddings.model, dims: sql<number>`vector_dims(${contractEmbeddings.embedding})`, norm: sql<number>`vector_norm(${contractEmbeddings.embedding})` })
      .from(contractEmbeddings)
      .where(eq(contractEmbeddings.shopId, shopId));
    expect(emb).toHaveLength(2);
    for (const e of emb) {
      expect(e).toMatchObject({ model: "parley-hash-v1", dims: 1536 });
      expect(e.norm).toBeCloseTo(1, 4);
    }

    // Redelivery (same ids), replay (new ids), and a duplicate inside one batch.
    expect(await handleIngestBatch(redeliver(batch), { db: t.handle.db, extractor, embedder })).toMatchObject({ acked: 2, duplicates: 2 });
    expect(await handleIngestBatch(makeBatch(QUEUE, [...bodies, ...bodies]), { db: t.handle.db, extractor, embedder })).toMatchObject({ acked: 4, duplicates: 4 });
    expect(extractor.calls).toBe(2);
    expect(await countContracts(t.handle.db, shopId)).toBe(2);
  });

  it("ingests a negotiation log as a deal, an imported negotiation, events and message embeddings", async () => {
    const shopId = newShopId();
    const T = Date.UTC(2025, 5, 1);
    const log: IngestMessageInput = {
      shopId,
      document: {
        kind: "negotiation_log",
        documentId: "log-7",
        productId: "espresso-machine",
        counterparty: "Cafe Nero",
        currency: "EUR",
        quantity: 10,
        anchorUnitPriceMinor: 89_900,
        outcome: { status: "agreed", agreedUnitPriceMinor: 80_000 },
        messages: [
          { actor: "buyer", content: "We need 10 machines. Can you do EUR 750 per unit?", at: T },
          { actor: "shop", content: "Our best is EUR 820 per unit, delivery in 5 days, Net 30.", at: T + 60_000 },
          { actor: "buyer", content: "Meet at EUR 800 per unit and you have a deal.", at: T + 120_000 },
          { actor: "shop", content: "Deal at EUR 800 per unit.", at: T + 180_000 },
        ],
      },
    };
    const extractor = new SpyExtractor();
    expect(await handleIngestBatch(makeBatch(QUEUE, [log]), { db: t.handle.db, extractor, embedder: new HashingEmbedder() })).toMatchObject({ acked: 1 });

    const deal = await getContractByDocumentId(t.handle.db, shopId, "log-7");
    expect(deal).toMatchObject({
      kind: "deal",
      counterparty: "Cafe Nero",
      productId: "espresso-machine",
      unitPriceMinor: 80_000, // the stated outcome wins over what the text mentions first
      anchorUnitPriceMinor: 89_900,
      discountBps: 1101,
      outcome: "agreed",
      paymentTermsDays: 30,
      deliveryDays: 5,
      negotiationId: "import:log-7",
    });
    expect(deal!.concludedAt?.getTime()).toBe(T + 180_000);
    const neg = await getNegotiation(t.handle.db, shopId, "import:log-7");
    expect(neg).toMatchObject({ source: "import", status: "agreed", agreedPriceMinor: 80_000, buyerId: "Cafe Nero", rounds: 2, anchorMinor: 89_900 });
    const events = await listNegotiationEvents(t.handle.db, shopId, "import:log-7");
    expect(events.map((e) => [e.actor, e.eventType])).toEqual([
      ["buyer", "message.imported"],
      ["shop", "message.imported"],
      ["buyer", "message.imported"],
      ["shop", "message.imported"],
    ]);
    const [m] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(negotiationMessageEmbeddings)
      .where(eq(negotiationMessageEmbeddings.shopId, shopId));
    expect(m!.n).toBe(4);
    expect(await cronProfileOf(t.handle.db, shopId, "Cafe Nero")).toMatchObject({ negotiations: 1, agreed: 1, avgDiscountBps: 1101 });

    // Replaying the log changes nothing.
    expect(await handleIngestBatch(makeBatch(QUEUE, [log]), { db: t.handle.db, extractor, embedder: new HashingEmbedder() })).toMatchObject({ duplicates: 1 });
    expect((await listNegotiationEvents(t.handle.db, shopId, "import:log-7")).length).toBe(4);
  });

  it("retries a failing extraction with exponential backoff, dead-letters it after maxAttempts, stores the rest", async () => {
    const shopId = newShopId();
    const extractor = new SpyExtractor(/POISON/);
    const embedder = new HashingEmbedder();
    const retry = { maxAttempts: 3, baseDelaySeconds: 10, maxDelaySeconds: 25 };
    const bodies = [
      contract(shopId, "ok-1", "Unit price EUR 10.00 per unit, 5 units."),
      contract(shopId, "bad", "POISON document"),
      { shopId, document: { kind: "contract", documentId: "", text: "" } }, // invalid body
      contract(shopId, "ok-2", "Unit price EUR 12.00 per unit, 7 units."),
    ];
    const ids = bodies.map((_, i) => `${shopId}-m${i}`);
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const batch = makeBatch(QUEUE, attempt === 1 ? bodies : [bodies[1]], attempt, attempt === 1 ? ids : [ids[1]!]);
      const report = await handleIngestBatch(batch, { db: t.handle.db, extractor, embedder, retry });
      const poison = batch.messages.find((m) => m.id === ids[1])!;
      if (attempt < 3) {
        expect(poison.outcome).toBe("retried");
        delays.push(poison.delaySeconds);
      } else {
        expect(poison.outcome).toBe("acked");
        expect(report.deadLettered).toBe(1);
      }
      if (attempt === 1) {
        expect(report).toMatchObject({ acked: 3, retried: 1, deadLettered: 1 });
        expect(batch.messages.filter((m) => m.outcome === "acked").map((m) => m.id)).toEqual([ids[0], ids[2], ids[3]]);
      }
    }
    expect(delays).toEqual([10, 20]);
    expect((await t.handle.db.select({ id: contracts.documentId }).from(contracts).where(eq(contracts.shopId, shopId))).map((r) => r.id).sort()).toEqual(["ok-1", "ok-2"]);
    const letters = await listDeadLetters(t.handle.db, { shopId, queue: QUEUE });
    expect(letters.map((l) => [l.messageId, l.attempts]).sort()).toEqual([
      [ids[1], 3],
      [ids[2], 1],
    ]);
    expect(letters.find((l) => l.messageId === ids[1])!.error).toMatch(/ExtractionRejectedError/);
  });

  it("an embedding outage retries the documents (nothing stored half-way)", async () => {
    const shopId = newShopId();
    const down: Embedder = { model: "parley-hash-v1", dimensions: 1536, embed: async () => Promise.reject(new Error("503 from embeddings API")) };
    const batch = makeBatch(QUEUE, [contract(shopId, "e-1", "Unit price EUR 10.00 per unit.")]);
    expect(await handleIngestBatch(batch, { db: t.handle.db, extractor: new SpyExtractor(), embedder: down })).toMatchObject({ acked: 0, retried: 1 });
    expect(await countContracts(t.handle.db, shopId)).toBe(0);
    const again = await handleIngestBatch(redeliver(batch), { db: t.handle.db, extractor: new SpyExtractor(), embedder: new HashingEmbedder() });
    expect(again).toMatchObject({ acked: 1, duplicates: 0 });
    const [row] = await t.handle.db.select().from(contracts).where(and(eq(contracts.shopId, shopId), eq(contracts.documentId, "e-1")));
    expect(row?.unitPriceMinor).toBe(1_000);
  });
});
