// An acceptance, then a question about the sale's next step, was answered as the question alone — the acceptance
// lost, at HIGH — when the rules had no words for the taking: "Lovely, that's us sorted then. Can you deliver on the
// 12th?", "Parfait, on part là-dessus. Vous pouvez livrer le 3 ?", "Genial, vamos con eso. ¿Lo pueden traer el día 3?".
// The words are known now; and an acceptance before a question with a small count in it is asked to confirm.
// Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 45_000, lastBuyerBidMinor: 38_000 };
const read = (text: string) => interpretOffline(text, context);

describe("going with it", () => {
  it("is an acceptance, in English, French and Spanish", () => {
    for (const text of ["Brilliant, we'll go with that.", "Lovely, that's us sorted then.", "Parfait, on part là-dessus.", "Genial, vamos con eso."])
      expect(read(text), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
  it("then a question with a date or a count: never the question alone at HIGH", () => {
    for (const text of ["Lovely, that's us sorted then. Can you deliver on the 12th?", "Parfait, on part là-dessus. Vous pouvez livrer le 3 ?", "Genial, vamos con eso. ¿Lo pueden traer el día 3?"]) {
      const r = read(text);
      expect(r.move.kind, text).toBe("accept");
    }
  });
  it("then a question with a small count: asked to confirm, never the question alone", () => {
    for (const text of ["Brilliant, we'll go with that. Could you do 2 drops?", "Perfect, book it. Can you do 2 deliveries?"])
      expect(read(text).move.kind, text).toBe("accept");
  });
  it("look-alikes: supposed, negated or asked is no acceptance; a plain question is answered", () => {
    for (const text of ["If it's in stock we'll go with that.", "We won't go with that.", "Shall we go with that?"]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)}`).toBe(false);
    }
    expect(read("Can you deliver on the 12th?")).toMatchObject({ move: { kind: "question", subject: "delivery" }, confidence: "HIGH" });
  });
});
