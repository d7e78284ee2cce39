// "what's the best u can do per night?" asks for a discount: it was read as a bare price question and asked back.
// Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 9_000, lastBuyerBidMinor: null };

describe("the best the shop can do", () => {
  it("is a question about a discount, in four languages", () => {
    for (const text of [
      "what's the best u can do on the tent? 😊",
      "What's the best you could do if we stay a week?",
      "Was ist das Beste, was Sie beim Zelt machen können?",
      "Quel est le mieux que vous puissiez faire pour la tente ?",
      "¿Qué es lo mejor que me puede dejar la tienda?",
    ])
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "question", subject: "discount" }, confidence: "HIGH" });
  });

  it("look-alikes: the best the buyer can do is no question", () => {
    expect(interpretOffline("70 is the best I can do.", context)).toMatchObject({ move: { kind: "price", priceMinor: 7_000 } });
  });
});
