/**
 * A part of a counted whole beside a bid said as a difference ("only nine of the fourteen choir robes need new
 * collars, so we lower our previous offer by £200") is how many things, not a second amount: the bid is read. Both
 * numbers of "nine of the fourteen", "neun der vierzehn", "neuf des quatorze", "nueve de las catorce" count things.
 * Followed by a currency, or with no thing counted, the number may still be an amount and is asked about.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 160_000, lastBuyerBidMinor: 130_000 };
const read = readerIn(context);

describe("a part of a counted whole beside a bid said as a difference", () => {
  it.each([
    ["Only nine of the fourteen choir robes need new collars, so we lower our previous offer by £200.", "GBP"],
    ["Just 9 of our 14 robes need collars, so we're reducing our previous offer by £200.", "GBP"],
    ["Nur neun der vierzehn Chorgewänder brauchen neue Kragen, daher senken wir unser bisheriges Angebot um 200 €.", "EUR"],
    ["Seules neuf des quatorze aubes ont besoin d'un col neuf ; nous réduisons donc notre offre précédente de 200 €.", "EUR"],
    ["Solo nueve de las catorce togas necesitan cuello nuevo, así que reducimos nuestra oferta anterior en 200 €.", "EUR"],
  ])("%s bids 1,100", (text, currency) => {
    const r = read(text, { currency });
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 110_000 }, confidence: "HIGH" });
  });

  it("a number that may be an amount beside the difference is still asked about", () => {
    for (const text of [
      "Nine of the fourteen euros you quoted are for collars, so we lower our previous offer by 200 €.",
      "Neun der vierzehn Euro sind für die Kragen, daher senken wir unser bisheriges Angebot um 200 €.",
      "Nine of them at 140 each, so we lower our previous offer by 200 €.",
    ]) {
      const r = read(text);
      expect(r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
