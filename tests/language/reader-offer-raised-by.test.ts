/**
 * An offer raised by an amount, said the French and Spanish way: "relève de 40 € son offre précédente" (the accented
 * verb was not known as raising), "sube 40 € su oferta anterior" (the offer named right after the amount, without a
 * preposition): the buyer's own last bid plus the amount, at HIGH. And a percentage the shop is asked to let off, in
 * the German infinitive ("Wären Sie bereit, 5 % nachzulassen?"): a bid of that much off the shop's price, as
 * "Könnten Sie 5 % nachlassen?" already was. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 72_000, lastBuyerBidMinor: 60_000 };
const read = (text: string) => {
  const r = interpretOffline(text, context);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence, derivation: r.derivation };
};

describe("an offer raised by an amount", () => {
  it.each([
    "Mon client relève de 40 € son offre précédente pour le tour à bois.",
    "Je relève de 40 € ma dernière proposition.",
    "Mi mandante sube 40 € su oferta anterior por el torno.",
    "Vale, subo 40 € mi oferta.",
  ])("%s: the last bid plus the amount, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "price", price: 64_000, confidence: "HIGH", derivation: { operation: "plus", from: "last-bid", amountMinor: 4_000 } });
  });

  it("a raise refused is no bid", () => {
    for (const text of ["Mon client ne relève pas de 40 € son offre.", "No subo 40 € mi oferta."]) {
      const r = read(text);
      expect(r.kind === "price" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r)}`).toBe(false);
    }
  });
});

describe("a percentage the shop is asked to let off, in the German infinitive", () => {
  it("is that much off the shop's price", () => {
    expect(read("Vielen Dank für das Angebot. Wären Sie bereit, 5 % nachzulassen?")).toMatchObject({ kind: "price", price: 68_400, derivation: { operation: "percent-off", from: "standing-offer", percent: 5 } });
  });
});
