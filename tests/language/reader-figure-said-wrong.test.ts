// A figure the buyer says is wrong is corrected by the one after it: "I would like to offer £2,950. Apologies, that
// figure is wrong: our offer is £2,750." asked which amount was the offer in all four languages (fresh23 TUNE). An
// apology alone corrects nothing: "My apologies, but £2,950 is beyond us" refuses the second figure, it does not bid
// it. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const read = (text: string, currency = "EUR") => interpretOffline(text, { currency, quantity: 1, standingOfferMinor: 340_000, lastBuyerBidMinor: null } satisfies InterpretationContext);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("a figure said to be wrong", () => {
  it("takes the figure that corrects it, in four languages", () => {
    for (const [text, currency] of [
      ["For the pergola I'd like to offer £3,100. Sorry, that number is wrong — our offer is £2,750.", "GBP"],
      ["We offer £3,100; my mistake, it should read £2,750.", "GBP"],
      ["Für die Pergola biete ich 3.100 €. Die Zahl ist falsch, richtig ist 2.750 €.", "EUR"],
      ["Wir bieten 3.100 €, ich habe mich vertippt: 2.750 €.", "EUR"],
      ["Pour la pergola je propose 3 100 €. Ce montant est erroné : notre offre est de 2 750 €.", "EUR"],
      ["Por la pérgola ofrezco 3.100 €. Esa cifra está mal, nuestra oferta es de 2.750 €.", "EUR"],
      ["Ofrecemos 3.100 €, me equivoqué: son 2.750 €.", "EUR"],
    ] as const) {
      const r = read(text, currency);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 275_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("never bids the figure an apology refuses", () => {
    for (const [text, currency] of [
      ["I can offer £2,750. My apologies, but £2,950 is beyond us.", "GBP"],
      ["Ich biete 2.750 €. Entschuldigung, aber 2.950 € sind zu viel.", "EUR"],
      ["Je propose 2 750 €. Toutes mes excuses, 2 950 € c'est trop.", "EUR"],
      ["Ofrezco 2.750 €. Disculpe, pero 2.950 € es demasiado.", "EUR"],
    ] as const) {
      const r = read(text, currency);
      expect(r.move.kind === "price" && r.move.priceMinor === 295_000, shown(text, r)).toBe(false);
    }
  });
});
