/**
 * The thing made to order, ordered in so many words ("YES!! please engrave the tankard for grandad's ninetieth",
 * "JAA bitte back die Torte für Omas Neunzigsten", "OUI gravez la chope pour les 90 ans de papi", "SÍ grabe la jarra
 * para los noventa del abuelo") takes the shop's offer, as "Please fit the towbar." did: only the model had read them
 * (MEDIUM). Asked, negated, about the price, a quote, an offer or a discount, it takes nothing at HIGH.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 9_500, lastBuyerBidMinor: 8_000 };
const read = readerIn(context);

describe("the thing made to order, ordered", () => {
  it.each([
    "YES!! please engrave the tankard for grandad's ninetieth, he'll be over the moon 🍺",
    "Lovely. Please bake the cake for the christening.",
    "JAA bitte back die Torte für Omas Neunzigsten!! sie wird sich so freuen 🎂",
    "Ja, bitte gravieren Sie den Krug für Opas Neunzigsten.",
    "OUI gravez la chope pour les 90 ans de papi !! il va être ravi 🍺",
    "SÍ grabe la jarra para el cumpleaños del abuelo!! le va a encantar 🍺",
  ])("%s accepts", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("asked, negated, or about the price, a quote, an offer or a discount, it takes nothing at HIGH", () => {
    for (const text of [
      "Could you please engrave the tankard?",
      "Please don't engrave the tankard yet.",
      "Please make the price lower.",
      "Please write the quote for the tankard.",
      "Bitte machen Sie mir ein Angebot für den Krug.",
      "Faites-nous un devis pour la chope.",
      "Haga un descuento en la jarra.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
