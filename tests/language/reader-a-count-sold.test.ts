// A market scan's count of things sold ("three sold this month at £380, £410 and £455", "drei verkauft zu 380 €, 410 €
// und 455 €", "trois vendus à …", "tres vendidas a …") reports what others paid: its amounts are no bid, and its
// "sold" is no "Sold!" taking the shop's offer. The English scan was asked whether it accepted; the German asked which
// amount was the offer. The bid named after the scan is read. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 62_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("a count of things sold, then the bid", () => {
  it("reads the bid at HIGH in every language", () => {
    for (const text of [
      "Price check for Mr Gale: used Brompton, good condition — four sold this month at €480, €510 and €560. Your price is €620. His offer: €500.",
      "Preischeck für Herrn Gall: gebrauchtes Brompton, guter Zustand – diesen Monat vier verkauft zu 480 €, 510 € und 560 €. Ihr Preis: 620 €. Angebot: 500 €.",
      "Relevé de prix pour M. Gall : Brompton d'occasion, bon état — quatre vendus ce mois-ci à 480 €, 510 € et 560 €. Votre prix : 620 €. Son offre : 500 €.",
      "Sondeo de precios para el Sr. Gil: Brompton usada, buen estado; cuatro vendidas este mes a 480 €, 510 € y 560 €. Su precio: 620 €. Nuestra oferta: 500 €.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 50_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("the shop's offer taken with \"sold\" still accepts", () => {
    for (const text of ["Sold!", "Sold, I'll take it at your price."]) {
      const r = read(text);
      expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("accept/HIGH");
    }
  });
});
