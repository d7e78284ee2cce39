// Walk-aways said by leaving the thing to someone else, or by the price being further than the buyer goes, with a
// parting wish: "I'll leave the loom to someone else", "Den Webstuhl überlass ich einem anderen", "Je laisse le métier
// à quelqu'un d'autre", "Dejo el telar para otro"; "That's further than I'll go. Good luck with them, friend." Each was
// read as nothing and asked for a price the buyer had no wish to give. Sentences our own; look-alikes beside each.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 300_000, lastBuyerBidMinor: 220_000 };
const read = (text: string) => interpretOffline(text, context);

describe("the thing left to someone else", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "She's lovely, but I'll leave the lathe to someone else.",
      "reckon i'll leave the lathe mate, bit over what i was after. cheers tho",
      "Die Drehbank überlass ich einem anderen.",
      "Je laisse le tour à bois à quelqu'un d'autre.",
      "Dejo el torno para otro.",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("look-alikes: leaving the thing somewhere, or the cash with someone, is no walk-away", () => {
    for (const text of ["I'll leave the lathe at your door tomorrow.", "I'll leave the cash with your neighbour.", "Je laisse le choix à quelqu'un d'autre de décider du prix ?"])
      expect(read(text).move.kind === "withdraw" && read(text).confidence === "HIGH", text).toBe(false);
  });
});

describe("further than the buyer goes, with a parting wish", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "That's further than I'll go. Good luck with the sale.",
      "Lovely piece, but that's beyond my purse. All the best with it.",
      "So weit geh ich nicht mit. Viel Glück beim Verkauf.",
      "Je n'irai pas jusque-là. Bonne chance pour la vente.",
      "C'est au-dessus de mes moyens. Bonne continuation !",
      "Hasta ahí no llego. Suerte con la venta.",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("look-alikes: opened by a condition, or framed by a negated saying, it is not acted on", () => {
    for (const text of [
      "If the price doesn't move: it's too expensive for us, we drop the idea. Good day.",
      "Si le prix ne bouge pas : c'est au-dessus de nos moyens. Bonne journée.",
      "Nous ne disons pas : c'est au-dessus de nos moyens. Bonne journée.",
      "Wenn der Preis bleibt: so weit geh ich nicht mit. Schönen Tag noch.",
    ])
      expect(read(text).move.kind === "withdraw" && read(text).confidence === "HIGH", text).toBe(false);
  });

  it("look-alikes: without the parting wish, or with a bid, it is not", () => {
    for (const text of ["That's further than I'll go.", "Hasta ahí no llego, pero 2.400 € sí."]) expect(read(text).move.kind, text).not.toBe("withdraw");
  });
});
