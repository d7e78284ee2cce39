// Three families from fresh15 (opened for tuning), each with sentences of our own in four languages:
// - a value guessed with a conditional ("Ça pourrait valoir 300 à mes yeux", "A mí podría valerme 300") and the
//   idioms of sleeping on it ("la nuit porte conseil", "consultarlo con la almohada"): no bid yet, asked;
// - an offer the buyer's side says it made, moved by an amount ("come down €200 from the €4,400 bid we submitted",
//   "das von uns abgegebene Gebot … um 200 € senken"): the buyer's last bid moves, not the shop's offer;
// - Spanish "rebajar en 200 €": an amount off, never a bid of 200.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 520_000, lastBuyerBidMinor: 440_000 };
const read = (text: string) => interpretOffline(text, context);

describe("a value guessed, or a night asked for", () => {
  it("is asked, not bid, in four languages", () => {
    for (const text of [
      "Ça pourrait valoir 4 800 € à mes yeux. Mais la nuit porte conseil.",
      "Ça pourrait être 4 800 €.",
      "A mí podría valerme 4.800 €. Prefiero consultarlo con la almohada.",
      "Podría ser 4.800 €.",
      "Könnte 4.800 € wert sein.",
      "It could be worth €4,800 to me.",
      "4 800 €. La nuit porte conseil, je vous redis demain.",
      "4.800 €, pero lo consultaré con la almohada.",
    ]) {
      const r = read(text);
      expect(r.confidence, `${text} → ${JSON.stringify(r.move)}`).not.toBe("HIGH");
    }
  });

  it("look-alikes: what the buyer could pay is a bid; a passive with the conditional is a question", () => {
    for (const text of ["Je pourrais payer 4 800 €.", "Podría pagar 4.800 €.", "Ich könnte 4.800 € zahlen."]) expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 480_000 }, confidence: "HIGH" });
    expect(read("La tireuse pourrait être livrée quand ?")).toMatchObject({ move: { kind: "question", subject: "delivery" }, confidence: "HIGH" });
  });
});

describe("an offer the buyer's side made, moved by an amount", () => {
  it("moves the buyer's last bid, in four languages", () => {
    for (const text of [
      "After a board review, my principal must come down €200 from the €4,400 bid we submitted.",
      "Mein Auftraggeber muss das von uns abgegebene Gebot von 4.400 € um 200 € senken.",
      "Nous devons baisser de 200 € l'offre que nous avons faite.",
      "Tenemos que rebajar en 200 € la oferta que presentamos.",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 420_000 }, confidence: "HIGH", derivation: { operation: "minus", from: "last-bid", amountMinor: 20_000 } });
  });

  it("look-alikes: the shop's price, or a Spanish request to lower it, comes off the standing offer", () => {
    for (const text of ["Please come down €200 from the price you quoted.", "¿Puede rebajar en 200 € su precio?", "Rebájeme en 200 € y cerramos."])
      expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 500_000 }, derivation: { operation: "minus", from: "standing-offer", amountMinor: 20_000 } });
  });
});
