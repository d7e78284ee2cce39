// The shop's own amount, named back and said to suit a few words on, was asked back: "£145 a week for the bread
// order is fine with us" was read, but "145 € pro Woche für die Brotbestellung geht für uns in Ordnung" was a question
// about the price, and "145 € a la semana por el pedido nos parece bien" a bid equal to the shop's offer, asked. The
// words of suiting may stand after what the amount buys; "geht für uns in Ordnung" is one of them; and the shop's own
// amount for the period it sells by ("pro Woche", "per month") is its price, where any other amount per period is
// still no unit price. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 8_900, lastBuyerBidMinor: 7_500 };
const read = (text: string) => interpretOffline(text, context);
const acceptsAtHigh = (text: string) => {
  const r = read(text);
  return r.move.kind === "accept" && r.confidence === "HIGH";
};

describe("the shop's amount said to suit, after what it buys", () => {
  it("is an acceptance in four languages", () => {
    for (const text of [
      "89 € for the fortnightly flower delivery is fine with us. Please start on the 1st.",
      "89 € für die Blumenlieferung alle zwei Wochen geht für uns in Ordnung. Bitte ab dem 1. liefern.",
      "89 € pour la livraison de fleurs tous les quinze jours, cela nous convient. Vous pouvez commencer le 1er.",
      "89 € por el reparto de flores cada quince días nos parece bien. Puede empezar el día 1.",
      "89 € geht für uns in Ordnung.",
    ])
      expect(acceptsAtHigh(text), text).toBe(true);
  });
  it("is an acceptance when the shop's amount is named for its period", () => {
    for (const text of ["89 € per month for the plant care is fine with us.", "89 € pro Monat für die Pflanzenpflege geht für uns in Ordnung."]) expect(acceptsAtHigh(text), text).toBe(true);
  });
  it("look-alikes: negated, asked, or another amount per period accept nothing", () => {
    for (const text of [
      "89 € for the flower delivery is not fine with us.",
      "89 € für die Blumenlieferung geht für uns nicht in Ordnung.",
      "89 € por el reparto de flores no nos parece bien.",
      "89 € for the flower delivery is fine with us?",
      "75 € per month for the plant care is fine with us.",
    ])
      expect(acceptsAtHigh(text), text).toBe(false);
    // Another amount per period is still no unit price: asked, never a bid at HIGH.
    const r = read("75 € pro Monat.");
    expect(r.move.kind === "price" && r.confidence === "HIGH").toBe(false);
  });
});
