// Business walk-aways: a decision not to go on, another supplier chosen or the current one kept, the discussion
// declared closed ("we've decided not to exhibit after all, so please release the space", "my client has chosen
// another sponsorship opportunity and no longer wishes to pursue your package. This concludes our discussion.",
// "Nous avons décidé de renouveler avec notre fournisseur actuel et ne donnerons donc pas suite", "Al final nos
// quedamos con nuestro hosting actual"). Each was read as nothing and asked for a price. Sentences our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 450_000, lastBuyerBidMinor: 360_000 };
const read = (text: string) => interpretOffline(text, context);

describe("a decision not to go on, or another supplier", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "Thank you for holding the slot. We've decided not to book after all.",
      "My client has gone with another supplier and no longer wishes to pursue your proposal. This concludes our discussion.",
      "We'll be renewing with our current provider, thanks for your time.",
      "Nach Rücksprache haben wir uns entschieden, doch nicht zu buchen.",
      "Wir bleiben bei unserem bisherigen Anbieter.",
      "Nous avons décidé de renouveler avec notre fournisseur actuel et ne donnerons donc pas suite.",
      "Ma cliente a retenu une autre offre. Ceci clôt nos échanges.",
      "Al final nos quedamos con nuestro proveedor actual. Gracias igual.",
      "Hemos decidido no contratar este año.",
    ])
      expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("look-alikes: a cap decided, a decision to buy, taking the shop's thing: no walk-away", () => {
    expect(read("We've decided not to go above €4,000.")).toMatchObject({ move: { kind: "price", priceMinor: 400_000 } });
    expect(read("Wir haben uns entschieden, nicht mehr als 4.000 € zu zahlen.")).toMatchObject({ move: { kind: "price", priceMinor: 400_000 } });
    for (const text of ["Wir haben uns entschieden, nicht länger zu warten: wir nehmen ihn.", "If we decided not to book, would the deposit come back?"]) expect(read(text).move.kind, text).not.toBe("withdraw");
    expect(read("Nos quedamos con el sillón, ¿cuándo lo recogemos?")).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
});
