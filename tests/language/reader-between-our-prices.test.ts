// Meeting halfway, said as the point between the two prices: "justo a mitad entre lo que pide y lo que le ofrecí, y se
// lo compro", "pile entre votre prix et ce que je vous ai offert, et il est vendu", "meet u halfway?". The first was
// read as an acceptance of the shop's price at HIGH (a deal at 700 the buyer never offered), the second as a question,
// the third as nothing. And "Der Unterschied zwischen Ihrem Preis und meinem Angebot ist zu groß" — the gap called too
// big — was read as a split at HIGH. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 90_000, lastBuyerBidMinor: 70_000 };
const splits = (text: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 80_000 }, confidence: "HIGH" });
const actedOn = (text: string) => {
  const r = interpretOffline(text, context);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};

describe("the point between the two prices", () => {
  it("is a split of the difference, an acceptance word after it notwithstanding, in four languages", () => {
    for (const text of [
      "Right between your asking price and what I offered, and I'll take it.",
      "Halfway between the asking price and my offer?",
      "meet ya halfway on the dresser? 🤝",
      "Genau zwischen Ihrem Preis und meinem Angebot, dann nehm ich die Kommode.",
      "Pile entre votre prix et ce que je vous ai proposé, et la commode est vendue.",
      "Entre le prix demandé et mon offre, pile au milieu : d'accord ?",
      "Justo a mitad entre lo que pide y lo que le ofrecí, y se la compro.",
      "Entre su precio y mi oferta, a medio camino, y trato hecho.",
    ])
      splits(text);
  });

  it("look-alikes: the gap between them, named or called too big, is no bid", () => {
    for (const text of [
      "The gap between your price and my offer is too big.",
      "Der Unterschied zwischen Ihrem Preis und meinem Angebot ist zu groß.",
      "L'écart entre votre prix et mon offre reste énorme.",
      "La diferencia entre su precio y mi oferta es mucha.",
    ])
      expect(actedOn(text), text).toBe(false);
  });
});
