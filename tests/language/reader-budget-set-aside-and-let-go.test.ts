/**
 * Two things buyers say with a price word that are not a bid:
 * - a sum set aside, and the shop asked what it can put together for it ("We've set aside €1,800 for the stage
 *   lighting. What could you put together within that?"): a budget, asked back ("is this an offer"), never bound;
 * - the thing let go because it is too dear ("leave the lamps mate, too steep", "die Lampen lass ich, zu teuer"): a
 *   walk-away, as "laisse tomber, trop cher" and "olvídalo, muy caro" already were. An extra let go ("leave the
 *   delivery, too steep") keeps the sale going.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 210_000, lastBuyerBidMinor: null };
const read = (text: string, ctx: InterpretationContext = context) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence, gaps: r.gaps };
};

describe("a sum set aside, and the shop asked what it can do for it", () => {
  it.each([
    "Our drama society has set aside €1,800 for the stage lighting. What could you put together within that?",
    "We've got €1,800 for this. What could you offer within that?",
    "Der Verein hat 1.800 € für die Bühnenbeleuchtung eingeplant. Was könnten Sie uns dafür zusammenstellen?",
    "La asociación ha reservado 1.800 € para la iluminación. ¿Qué podrían ofrecernos con eso?",
  ])("%s: asked back, never a bid at HIGH", (text) => {
    const r = read(text);
    expect(r.kind === "price" && r.confidence === "HIGH", JSON.stringify(r)).toBe(false);
    expect(r.confidence).not.toBe("HIGH");
  });

  it("a bid followed by a question is still a bid", () => {
    expect(read("I can do €1,800. What do you say?")).toMatchObject({ kind: "price", price: 180_000, confidence: "HIGH" });
    expect(read("€1,800 and it's yours. Deal?")).toMatchObject({ kind: "price", price: 180_000, confidence: "HIGH" });
  });
});

describe("the thing let go as too dear", () => {
  const ctx = { currency: "EUR", quantity: 1, standingOfferMinor: 6_500, lastBuyerBidMinor: 5_000 };
  it.each(["leave the lamps mate, too steep", "skip them, too pricey", "die Lampen lass ich, zu teuer", "den lass ich liegen, zu teuer"])("%s: a walk-away, at HIGH", (text) => {
    expect(read(text, ctx)).toMatchObject({ kind: "withdraw", confidence: "HIGH" });
  });

  it("an extra let go, a question, or a new figure after it keeps the negotiation going", () => {
    for (const text of ["leave the delivery, too steep", "skip the warranty, too pricey", "die Lieferung lass ich, zu teuer", "leave it, too steep?", "leave it, too steep. what about 55?"]) {
      const r = read(text, ctx);
      expect(r.kind === "withdraw" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r)}`).toBe(false);
    }
  });
});
