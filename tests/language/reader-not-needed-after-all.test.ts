// A place or a job no longer needed is a walk-away: "we will not need the place after all", "brauchen den Platz nun
// doch nicht", "n'en aurons finalement pas besoin", "al final no la vamos a necesitar" were only the model's guess. So is
// the price refused flat, then a goodbye: "He's lovely, but not at that money. Thank you for your time." ("nicht zu dem
// Preis", "pas à ce prix-là", "a ese precio no"). Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 65_000, lastBuyerBidMinor: 52_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("no longer needed, or not at that price and goodbye", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "Thanks for holding the garage for us. My husband's employer has given him a parking space, so we won't need the garage after all.",
      "We no longer need the storage unit. Thanks anyway.",
      "Danke fürs Freihalten. Wir haben eine andere Lösung gefunden und brauchen die Garage nun doch nicht.",
      "Merci d'avoir gardé le box. Mon mari a une place au travail, nous n'en aurons finalement pas besoin.",
      "Gracias por guardarnos la plaza. Al final no la vamos a necesitar.",
      "It's a lovely bike, but not at that money. Thank you for your time.",
      "Schönes Rad, aber nicht zu dem Preis. Danke für Ihre Zeit.",
      "Il est beau, mais pas à ce prix-là. Merci pour votre temps.",
      "Es preciosa, pero a ese precio no. Gracias por su tiempo.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is not said by declining an extra, by a condition, or by the price refused with a bid or a question", () => {
    for (const text of [
      "We won't need the delivery.",
      "If the date moves, we won't need the garage after all.",
      "Not at that price?",
      "Not at that price. Could you do 450?",
      "Nicht zu dem Preis. Geht 500 €?",
      "Pas à ce prix-là. 500 € ?",
      "A ese precio no. ¿Lo deja en 500 €?",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
