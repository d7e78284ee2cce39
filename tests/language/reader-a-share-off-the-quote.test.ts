/**
 * A share asked off the shop's quote ("Faites 10 % sur votre devis pour les nouveaux noms, et on vous réserve pour
 * juillet", "Rebájeme un 10 % del presupuesto y se lo encargamos") bids the quote less that share: French "faites"
 * said alone was read as a question, and Spanish "del presupuesto" (a budget, too) as a base to ask about. A share
 * more ("Faites-moi 10 % de plus", "Hágame un 10 % más") takes nothing off, and the buyer's own budget is no quote.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 60_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("a share asked off the shop's quote", () => {
  it.each([
    "Faites 10 % sur votre devis pour la dorure des noms, et on vous réserve pour juillet.",
    "Bon, faites 10 % sur le devis et c'est signé.",
    "Rebájeme un 10 % del presupuesto por el dorado de los nombres y se lo encargamos para julio.",
    "Haga un 10 % sobre el presupuesto y lo encargamos.",
    "Do 10% off your quote and we'll book you for July.",
  ])("%s bids 540", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 54_000 }, confidence: "HIGH" });
  });

  it("a share more, or the buyer's own budget, takes nothing off at HIGH", () => {
    for (const text of ["Faites-moi 10 % de plus ?", "Faites 10 % de plus et c'est bon ?", "Hágame un 10 % más.", "Nuestro presupuesto es 500; gastamos un 10 % del presupuesto en rótulos."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH" && r.move.priceMinor === 54_000, shown(text, r)).toBe(false);
    }
  });
});
