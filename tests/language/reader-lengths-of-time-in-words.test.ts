// A length of time said in words was taken for money: "Wenn wir uns für zwölf Monate festlegen, gibt es dann Rabatt?"
// was a bid of 12.00, asked back, where the buyer asked for a discount. Digits had the rule ("12 months" is no price);
// words have it now. And the German "am" (on) after an amount in digits was taken for the English "a.m.": "130 am
// Samstag?" was a time of day, the bid lost. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 14_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);

describe("a length of time in words", () => {
  it("is no amount: the question about the discount is read, in four languages", () => {
    for (const text of [
      "If we commit for twelve months, is there a discount?",
      "Wenn wir uns für zwölf Monate festlegen, gibt es dann Rabatt?",
      "Si on s'engage pour douze mois, vous faites une remise ?",
      "Si nos comprometemos por doce meses, ¿hay descuento?",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "question", subject: "discount" }, confidence: "HIGH" });
  });
  it("beside a bid in words, leaves the bid", () => {
    expect(read("Hundertdreißig, ich hole ihn in zwei Tagen ab.")).toMatchObject({ move: { kind: "price", priceMinor: 13_000 }, confidence: "HIGH" });
  });
});

describe("the German 'am' after an amount", () => {
  it("is a day named, not a time of day: the bid is read", () => {
    expect(read("130 am Samstag?")).toMatchObject({ move: { kind: "price", priceMinor: 13_000 }, confidence: "HIGH" });
  });
  it("look-alike: an hour of the clock is still no amount", () => {
    expect(read("Can you come at 7 am?").move.kind).toBe("question");
  });
});
