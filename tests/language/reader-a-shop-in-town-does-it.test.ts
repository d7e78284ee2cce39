// A shop somewhere else doing the job for an amount is that shop's price, not the buyer's bid: "the bike shop in town
// services it for 45 just saying", "der Fahrradladen in der Stadt macht das für 45, nur so", "le magasin de vélo en
// ville fait la révision à 45 €", "la tienda de bicis del centro hace la revisión por 45". Such messages were bids at
// HIGH. The buyer's own bid after it is still read; the shop spoken to is not another shop. Every sentence is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 6_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

const ANOTHER_SHOPS_PRICE: Record<string, string[]> = {
  en: ["the bike shop in town services it for 45 just saying", "A garage down the road does the MOT for 40."],
  de: ["der fahrradladen in der stadt macht das für 45, nur so", "Eine Werkstatt um die Ecke macht den TÜV für 40."],
  fr: ["le magasin de vélo en ville fait la révision à 45 €, je dis ça je dis rien", "Un garage du coin fait le contrôle pour 40 €."],
  es: ["la tienda de bicis del centro hace la revisión por 45, que lo sepas", "Un taller del barrio pasa la ITV por 40."],
};

describe("a shop elsewhere doing the job for an amount", () => {
  for (const [language, texts] of Object.entries(ANOTHER_SHOPS_PRICE)) {
    it(`is no bid at HIGH (${language})`, () => {
      for (const text of texts) {
        const r = read(text);
        expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
      }
    });
  }

  it("the buyer's own bid after it, or to the shop spoken to, is still read", () => {
    for (const [text, minor] of [
      ["The bike shop in town services it for 60; we can pay 45.", 4_500],
      ["Der Fahrradladen in der Stadt will 60, wir bieten 45.", 4_500],
      ["Would you service it for 45?", 4_500],
      ["Can your shop do it for 45?", 4_500],
    ] as const) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: minor });
    }
  });
});
