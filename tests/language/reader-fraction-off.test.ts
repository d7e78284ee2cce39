// A fraction taken off is a percentage in other words: "A fifth off the tag for the woodworm, and it's mine." was read
// as nothing. Fifths, quarters and tenths, with a word of taking off right after, in four languages; a quarter of an
// hour or a coin is no discount. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { writtenPercents } from "../../language/reader/percents";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 8_000, lastBuyerBidMinor: null };

describe("a fraction off", () => {
  it.each([
    ["A fifth off the tag for the scratches and it's mine.", 6_400],
    ["A quarter off and we have a deal.", 6_000],
    ["One tenth off for cash?", 7_200],
    ["Ein Fünftel weniger wegen der Kratzer, dann nehm ich ihn.", 6_400],
    ["Ein Viertel runter und er gehört mir.", 6_000],
    ["Un cinquième de moins pour les rayures et je le prends.", 6_400],
    ["Un quart de moins, et marché conclu.", 6_000],
    ["Una quinta parte menos por los arañazos y me lo llevo.", 6_400],
    ["Un cuarto menos y trato hecho.", 6_000],
  ])("%s is that percentage off the standing offer", (text, price) => {
    expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: price }, confidence: "HIGH" });
  });

  it("look-alikes: a quarter of an hour, a coin, a third (no whole percentage) are no percentage written", () => {
    for (const text of ["Can you come at a quarter to five?", "I found a quarter in the drawer.", "Um Viertel nach fünf?", "Vers cinq heures et quart ?", "A third off and it's mine.", "A las cinco y cuarto."])
      expect(writtenPercents(text.toLowerCase(), "en"), text).toEqual([]);
  });
});
