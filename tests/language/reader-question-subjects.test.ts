// Questions whose subject the reader missed: how many counter-offers are left (rounds), a German compound warranty
// ("Herstellergarantie"), flex on the price and a question put with a tag instead of its mark ("any flex on the price
// or nah", "geht beim preis noch was oder is der fix"). Answered from the wrong facts, or asked back, before.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 260_000, lastBuyerBidMinor: 220_000 };
const asks = (text: string, subject: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });

describe("question subjects", () => {
  it("how many counter-offers are left is the rounds left", () => {
    for (const text of ["How many counter-offers can I still make?", "Wie viele Gegenangebote kann ich noch machen?", "How many more offers do I get?"]) asks(text, "rounds-left");
  });
  it("a German compound of Garantie is the warranty", () => {
    for (const text of ["Wie lang läuft die Herstellergarantie noch?", "Gibt es noch Restgarantie auf das Gerät?"]) asks(text, "warranty");
  });
  it("flex on the price, and a question tagged instead of marked, is whether the price is negotiable", () => {
    for (const text of ["any flex on the price or nah", "Any flex on price?", "geht beim preis noch was oder is der fix", "Ist der Preis fix?"]) asks(text, "negotiable");
  });
  it("look-alikes: a tag after a bid or an acceptance does not make it a question", () => {
    expect(interpretOffline("2.400 or not", context).move.kind).not.toBe("question");
    expect(interpretOffline("I'll take it, or not", context).move.kind).not.toBe("question");
  });
});
