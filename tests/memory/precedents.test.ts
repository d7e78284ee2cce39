// Precedent search (pgvector, HNSW cosine) with shop isolation, and per-product market statistics.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HashingEmbedder,
  RuleBasedTermExtractor,
  handleEventsBatch,
  handleIngestBatch,
  marketStats,
  searchPrecedents,
  searchPrecedentsByText,
  searchPolicyChunks,
  upsertPolicyChunks,
  type IngestMessageInput,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();

const embedder = new HashingEmbedder();
const extractor = new RuleBasedTermExtractor();

async function ingest(bodies: IngestMessageInput[]) {
  const report = await handleIngestBatch(makeBatch("ingest", bodies), { db: t.handle.db, extractor, embedder });
  expect(report).toMatchObject({ acked: bodies.length, retried: 0, deadLettered: 0 });
}

const doc = (shopId: string, documentId: string, productId: string, text: string, extra: Record<string, unknown> = {}): IngestMessageInput => ({
  shopId,
  document: { kind: "contract", documentId, productId, text, ...extra } as IngestMessageInput["document"],
});

const PRODUCTS = [
  ["espresso-machine", "espresso machine with steam wand and dual boiler"],
  ["grinder", "conical burr coffee grinder with 40 grind settings"],
  ["kettle", "gooseneck electric kettle with temperature control"],
  ["cleaning", "monthly office cleaning service contract"],
] as const;

describe("precedent search", () => {
  it("returns the nearest contracts of the asking shop only, with terms and outcome", async () => {
    const shopA = newShopId("A");
    const shopB = newShopId("B");
    const bodies: IngestMessageInput[] = [];
    PRODUCTS.forEach(([productId, desc], i) => {
      const text = `Supply of ${desc}. Unit price EUR ${100 + i * 10}.00 per unit, ${10 + i} units, Net ${30 + i}.`;
      bodies.push(doc(shopA, `a-${productId}`, productId, text));
      // Shop B has the very same documents (and one more that matches the query best of all).
      bodies.push(doc(shopB, `b-${productId}`, productId, text));
    });
    bodies.push(doc(shopB, "b-exact", "espresso-machine", "Supply of espresso machine with steam wand and dual boiler, exactly the query"));
    await ingest(bodies);

    const query = "espresso machine with steam wand and dual boiler";
    const a = await searchPrecedentsByText(t.handle.db, embedder, { shopId: shopA, text: query, k: 10 });
    expect(a.length).toBe(4); // all of A's, never B's, even with k > A's count
    expect(a.every((p) => p.documentId.startsWith("a-"))).toBe(true);
    expect(a[0]).toMatchObject({
      documentId: "a-espresso-machine",
      kind: "contract",
      productId: "espresso-machine",
      outcome: "signed",
      currency: "EUR",
      terms: { unitPriceMinor: 10_000, quantity: 10, paymentTermsDays: 30 },
    });
    for (let i = 1; i < a.length; i++) expect(a[i]!.distance).toBeGreaterThanOrEqual(a[i - 1]!.distance);
    expect(a[0]!.similarity).toBeCloseTo(1 - a[0]!.distance, 10);

    const b = await searchPrecedentsByText(t.handle.db, embedder, { shopId: shopB, text: query, k: 3 });
    expect(b.map((p) => p.documentId)).toEqual(["b-exact", "b-espresso-machine", expect.stringMatching(/^b-/)]);

    // Filters, exact mode, and a model that does not match.
    const grinders = await searchPrecedentsByText(t.handle.db, embedder, { shopId: shopA, text: query, productId: "grinder" });
    expect(grinders.map((p) => p.documentId)).toEqual(["a-grinder"]);
    const [v] = await embedder.embed([query]);
    const exact = await searchPrecedents(t.handle.db, { shopId: shopA, model: embedder.model, vector: v!, k: 10, exact: true });
    expect(exact.map((p) => p.documentId)).toEqual(a.map((p) => p.documentId));
    expect(await searchPrecedents(t.handle.db, { shopId: shopA, model: "openai:text-embedding-3-small@1536", vector: v! })).toEqual([]);
    expect(await searchPrecedentsByText(t.handle.db, embedder, { shopId: newShopId("nobody"), text: query })).toEqual([]);

    // Hostile shop ids / filters are data, never SQL.
    for (const hostile of [`x' OR '1'='1`, `x\\' OR true --`, `${shopA}' OR ce.shop_id = '${shopB}`, `'); DROP TABLE contracts; --`]) {
      expect(await searchPrecedents(t.handle.db, { shopId: hostile, model: embedder.model, vector: v!, k: 10 })).toEqual([]);
      expect(await searchPrecedents(t.handle.db, { shopId: shopA, productId: hostile, model: embedder.model, vector: v!, k: 10 })).toEqual([]);
    }
    await expect(searchPrecedents(t.handle.db, { shopId: "a\u0000b", model: embedder.model, vector: v! })).rejects.toThrow(/NUL/);
    expect((await searchPrecedents(t.handle.db, { shopId: shopA, model: embedder.model, vector: v!, k: 10 })).length).toBe(4);
  });

  it("isolates shops among many (property over random shop/document layouts)", async () => {
    const shops = [newShopId("p"), newShopId("p"), newShopId("p")];
    const bodies: IngestMessageInput[] = [];
    const owner = new Map<string, string>();
    for (let i = 0; i < 24; i++) {
      const shopId = shops[i % 3]!;
      const [productId, desc] = PRODUCTS[i % PRODUCTS.length]!;
      const documentId = `d-${i}-${randomUUID().slice(0, 4)}`;
      owner.set(documentId, shopId);
      bodies.push(doc(shopId, documentId, productId, `${desc} order ${i}, unit price USD ${20 + i}.00 per unit`));
    }
    await ingest(bodies);
    for (const shopId of shops) {
      for (const [, desc] of PRODUCTS) {
        const found = await searchPrecedentsByText(t.handle.db, embedder, { shopId, text: desc, k: 50 });
        expect(found).toHaveLength(8);
        expect(found.every((p) => owner.get(p.documentId) === shopId)).toBe(true);
      }
    }
  });
});

describe("market statistics", () => {
  it("computes count, mean, median, std and discount per product and currency from contracts, imported deals and live deals", async () => {
    const shopId = newShopId("m");
    const other = newShopId("m-other");
    const prices = [70_000, 75_000, 80_000, 85_000]; // + one live deal at 90_000 below
    await ingest([
      ...prices.map((p, i) =>
        doc(shopId, `k-${i}`, "espresso-machine", `Unit price EUR ${p / 100}.00 per unit (list price EUR 1000.00).`, { outcome: i === 3 ? "signed" : "agreed" }),
      ),
      doc(shopId, "k-rejected", "espresso-machine", "Unit price EUR 10.00 per unit.", { outcome: "rejected" }), // not a deal
      doc(shopId, "k-usd", "espresso-machine", "Unit price USD 500.00 per unit."), // other currency
      doc(shopId, "k-noproduct", "grinder", "No price stated here."), // no price: not counted
      doc(other, "o-1", "espresso-machine", "Unit price EUR 1.00 per unit."), // other shop
    ]);
    // An imported negotiation log (counted once, through its deal row) …
    await ingest([
      {
        shopId,
        document: {
          kind: "negotiation_log",
          documentId: "log-1",
          productId: "espresso-machine",
          counterparty: "Imported Buyer",
          currency: "EUR",
          anchorUnitPriceMinor: 100_000,
          outcome: { status: "agreed", agreedUnitPriceMinor: 95_000 },
          messages: [{ actor: "buyer", content: "950 and we sign." }],
        },
      },
    ]);
    // … and a live negotiation agreed at 90_000 from an anchor of 100_000.
    const negotiationId = `neg-${randomUUID().slice(0, 6)}`;
    const env = (type: string, payload: Record<string, unknown>): NegotiationEventEnvelopeInput => ({
      eventId: randomUUID(),
      shopId,
      negotiationId,
      type,
      at: Date.UTC(2026, 0, 2),
      actor: "shop",
      payload,
    });
    await handleEventsBatch(
      makeBatch("negotiation-events", [
        env("negotiation.opened", { productId: "espresso-machine", buyerId: "live-buyer", quantity: 1, currency: "EUR", anchorMinor: 100_000, floorMinor: 80_000 }),
        env("negotiation.agreed", { round: 2, agreedPriceMinor: 90_000 }),
      ]),
      { db: t.handle.db },
    );

    const stats = await marketStats(t.handle.db, { shopId });
    const eur = stats.find((s) => s.productId === "espresso-machine" && s.currency === "EUR")!;
    const all = [...prices, 95_000, 90_000];
    const mean = all.reduce((s, p) => s + p, 0) / all.length;
    const std = Math.sqrt(all.reduce((s, p) => s + (p - mean) ** 2, 0) / (all.length - 1));
    expect(eur).toMatchObject({
      count: 6,
      meanUnitPriceMinor: Math.round(mean),
      medianUnitPriceMinor: 82_500,
      stdUnitPriceMinor: Math.round(std),
      minUnitPriceMinor: 70_000,
      maxUnitPriceMinor: 95_000,
      p25UnitPriceMinor: 76_250,
      p75UnitPriceMinor: 88_750,
    });
    const discounts = all.map((p) => ((100_000 - p) * 10_000) / 100_000);
    expect(eur.discount).toEqual({
      count: 6,
      meanBps: Math.round(discounts.reduce((s, d) => s + d, 0) / discounts.length),
      medianBps: 1750,
    });
    expect(stats.find((s) => s.currency === "USD")).toMatchObject({ count: 1, meanUnitPriceMinor: 50_000, stdUnitPriceMinor: null, discount: { count: 0, meanBps: null } });
    expect(stats.find((s) => s.productId === "grinder")).toBeUndefined();
    expect(await marketStats(t.handle.db, { shopId, productId: "grinder" })).toEqual([]);
    expect((await marketStats(t.handle.db, { shopId: other }))[0]).toMatchObject({ count: 1, meanUnitPriceMinor: 100 });
  });
});

describe("policy chunks", () => {
  it("replaces a policy's chunks and finds the relevant one, per shop", async () => {
    const shopA = newShopId("pol");
    const shopB = newShopId("pol");
    await upsertPolicyChunks(t.handle.db, embedder, { shopId: shopA, policyId: "discounts", version: "1", chunks: ["old text about discounts", "old second chunk", "old third"] });
    await upsertPolicyChunks(t.handle.db, embedder, {
      shopId: shopA,
      policyId: "discounts",
      version: "2",
      chunks: ["Never discount espresso machines more than 15 percent below list price.", "Escalate orders above 100 units to a human."],
    });
    await upsertPolicyChunks(t.handle.db, embedder, { shopId: shopB, policyId: "discounts", version: "9", chunks: ["Escalate orders above 100 units to a human."] });
    const hits = await searchPolicyChunks(t.handle.db, embedder, { shopId: shopA, text: "order of 150 units, escalate?", k: 5 });
    expect(hits.map((h) => [h.policyVersion, h.chunk])).toEqual([
      ["2", 1],
      ["2", 0],
    ]);
  });
});
