// Two readings that acted on the wrong thing. "150 à peu près pour le crash pad ?", "so 150 rum fürs Crashpad?": an
// approximation said after the amount, before what it is for, was set aside as if it spoke of something else, and the
// rough figure was a bid at HIGH. "… must reduce our previous offer of €5,000 for the forestry winch by €300" was a
// bid of 300 at HIGH: the offer reduced named its thing before "by". Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 24_000, lastBuyerBidMinor: null };

describe("an approximation after the amount, before what it is for", () => {
  it("makes the amount a rough figure, asked back, in four languages", () => {
    for (const text of ["180 or so for the bouldering mat?", "so 180 rum fürs Bouldermatte?", "so 2k rum für die Matten?", "1,8k herum für die Matte?", "Für 180 rum nehm ich sie.", "180 à peu près pour le tapis d'escalade ?", "¿180 más o menos por la colchoneta?"]) {
      const r = interpretOffline(text, context);
      expect(r.confidence, `${text} → ${JSON.stringify(r.move)}`).not.toBe("HIGH");
    }
  });

  it("look-alikes: a plain bid for the thing, or 'rum' that is no approximation, stays a bid", () => {
    for (const text of ["180 for the bouldering mat?", "180 fürs Bouldermatte?", "Der Stuhl steht hier nur rum. 180?", "180 pour le tapis d'escalade ?"])
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 18_000 }, confidence: "HIGH" });
  });
});

describe("our earlier offer, named with its thing, reduced by an amount", () => {
  const ctx: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 620_000, lastBuyerBidMinor: 500_000 };
  it("is the earlier offer less the amount", () => {
    for (const text of ["My principal must reduce our previous offer of €5,000 for the forestry winch by €300.", "Wir müssen unser Angebot von 5.000 € für die Seilwinde um 300 € senken."])
      expect(interpretOffline(text, ctx), text).toMatchObject({ move: { kind: "price", priceMinor: 470_000 }, confidence: "HIGH" });
  });

  it("and never the step itself", () => {
    for (const text of ["Nous devons réduire notre offre de 5 000 € pour le treuil de 300 €.", "Debemos rebajar nuestra oferta de 5.000 € por el cabrestante en 300 €."]) {
      const r = interpretOffline(text, ctx);
      expect(r.move.kind === "price" && r.move.priceMinor === 30_000, `${text} → ${JSON.stringify(r.move)}`).toBe(false);
    }
  });
});
