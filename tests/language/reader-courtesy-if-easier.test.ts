// A courtesy "if" beside a bid: "520 for the site? my number's 07700 900458 if easier to chat", "meine nummer is
// 0151 … falls telefonieren einfacher is", "si c'est plus simple d'en parler", "si prefieres hablarlo por teléfono".
// The condition is about how to talk, not about the price: the bid stands. A condition on the deal still holds it.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 70_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);

describe("an 'if' of courtesy beside a bid", () => {
  it("leaves the bid standing, in four languages", () => {
    for (const text of [
      "480 for the shelving? my number's 07700 900123 if easier to chat",
      "480 für das Regal? meine nummer is 0151 555 01 23 falls telefonieren einfacher is",
      "480 pour l'étagère ? mon numéro c'est le 06 12 34 56 78 si c'est plus simple d'en parler",
      "¿480 por la estantería? mi móvil es 612 34 56 78 si prefieres hablarlo por teléfono",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 48_000 }, confidence: "HIGH" });
  });

  it("look-alikes: a condition on the deal itself still holds the bid back", () => {
    for (const text of ["480 if you deliver it.", "480, falls Sie liefern.", "480 si vous livrez.", "480 si me lo envías."]) expect(read(text).confidence, text).not.toBe("HIGH");
  });
});
