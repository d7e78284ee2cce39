// Precedents with terms (issue 28): a precedent returns the terms extracted from it, and its embedded text words
// them the same way for every document, so "60 days payment" finds the deal that only said "Net 60" ahead of one
// that talks about payment days of another number. (Live negotiations are not precedents: only posted contracts
// and imported negotiation logs are; a live package deal's agreed terms are in negotiations.agreed_terms.)
import { describe, expect, it } from "vitest";
import { HashingEmbedder, RuleBasedTermExtractor, handleIngestBatch, searchPrecedentsByText, termsSentence, type IngestMessageInput } from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";

const t = useTestDb();
const embedder = new HashingEmbedder();
const extractor = new RuleBasedTermExtractor();

const log = (shopId: string, documentId: string, agreedUnitPriceMinor: number, messages: string[]): IngestMessageInput => ({
  shopId,
  document: {
    kind: "negotiation_log",
    documentId,
    productId: "server",
    counterparty: `Buyer of ${documentId}`,
    currency: "EUR",
    outcome: { status: "agreed", agreedUnitPriceMinor },
    messages: messages.map((content, i) => ({ actor: i % 2 === 0 ? "buyer" : "shop", content })),
  },
});

const cosine = (a: readonly number[], b: readonly number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe("precedents with terms", () => {
  it("word the extracted terms the same way for every document", () => {
    expect(termsSentence({ quantity: 10, paymentTermsDays: 60, deliveryDays: 14, warrantyMonths: 24, liabilityCapPct: 150 })).toBe(
      "Quantity: 10 units. Payment terms: Net 60, payment in 60 days. Delivery: 14 days. Warranty: 24 months. Liability cap: 150% of the contract value.",
    );
    expect(termsSentence({ quantity: 1, paymentTermsDays: 0, deliveryDays: 1, warrantyMonths: null, liabilityCapPct: null })).toBe(
      "Quantity: 1 unit. Payment terms: due on receipt, payment in 0 days. Delivery: 1 day.",
    );
    expect(termsSentence({ quantity: null, paymentTermsDays: null, deliveryDays: null, warrantyMonths: null, liabilityCapPct: null })).toBeNull();
  });

  it("find the deal with 60 days payment by its terms, and return them", async () => {
    const shopId = newShopId("prec-terms");
    const net60 = ["Can you do 92.00 per unit?", "94.00 per unit, Net 60, warranty 24 months.", "Agreed."];
    const thirty = ["Can you do 90.00 per unit?", "91.00 per unit, payment within 30 days.", "Agreed."];
    // The premise: on their words alone, the 30-day deal is the nearer one to the query.
    const query = "60 days payment";
    const [q, a, b] = await embedder.embed([query, net60.join("\n"), thirty.join("\n")]);
    expect(cosine(q!, b!)).toBeGreaterThan(cosine(q!, a!));

    const report = await handleIngestBatch(
      makeBatch("ingest", [
        log(shopId, "deal-net60", 9_400, net60),
        log(shopId, "deal-30", 9_100, thirty),
        { shopId, document: { kind: "contract", documentId: "c-warranty", productId: "server", text: "Servers, EUR 95.00 per unit. Warranty 36 months. Delivery within 2 weeks." } },
      ]),
      { db: t.handle.db, extractor, embedder },
    );
    expect(report).toMatchObject({ acked: 3, retried: 0, deadLettered: 0 });

    const found = await searchPrecedentsByText(t.handle.db, embedder, { shopId, text: query, k: 3 });
    expect(found.map((p) => p.documentId)).toEqual(["deal-net60", "deal-30", "c-warranty"]);
    expect(found[0]).toMatchObject({
      kind: "deal",
      outcome: "agreed",
      currency: "EUR",
      terms: { unitPriceMinor: 9_400, paymentTermsDays: 60, warrantyMonths: 24, deliveryDays: null },
    });
    expect(found[1]!.terms).toMatchObject({ unitPriceMinor: 9_100, paymentTermsDays: 30 });
    expect(found[2]).toMatchObject({ kind: "contract", terms: { unitPriceMinor: 9_500, warrantyMonths: 36, deliveryDays: 14, paymentTermsDays: null } });

    // The other terms find theirs too.
    expect((await searchPrecedentsByText(t.handle.db, embedder, { shopId, text: "36 months warranty", k: 1 }))[0]!.documentId).toBe("c-warranty");
    expect((await searchPrecedentsByText(t.handle.db, embedder, { shopId, text: "payment in 30 days", k: 1 }))[0]!.documentId).toBe("deal-30");
  });
});
