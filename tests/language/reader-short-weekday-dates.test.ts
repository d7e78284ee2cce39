/**
 * A day of the month after a short weekday ("Sat 14th", "Sa 14.", "sam. 14", "sáb. 14") is a date, and a time of day
 * with its minutes after "h" ("samedi à 9 h 15") is a time: neither is a second amount beside the bid. Both had left
 * the buyer asked which amount was the offer. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context = (currency: string): InterpretationContext => ({ currency, quantity: 1, standingOfferMinor: 3_000, lastBuyerBidMinor: null });
const shown = (text: string, r: ReturnType<typeof interpretOffline>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("a short weekday's date, and a time with its minutes", () => {
  it.each([
    ["GBP", "Trailer parking for the regatta: drop off Fri 19th 18:30, collect Sun 21st 10:00. £20 for the weekend?"],
    ["EUR", "Anhängerstellplatz zur Regatta: Fr. abends bringen, Sa 20. um 9:45 nochmal ran, Mo 22. abholen. 20 € fürs Wochenende?"],
    ["EUR", "Place pour la remorque pendant la régate : dépôt ven. 19 à 18 h 30, retrait dim. 21 à 10 h 15. 20 € pour le week-end ?"],
    ["EUR", "Plaza para el remolque en la regata: dejarlo vie. 19 a las 18:30, recogerlo dom. 21 a las 10:15. ¿20 € por el fin de semana?"],
    ["EUR", "On passe samedi à 9 h 25 pour l'essai. 20 € ?"],
  ])("%s: %s bids the amount alone", (currency, text) => {
    const r = interpretOffline(text, context(currency));
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 2_000 }, confidence: "HIGH" });
  });

  it("a bid after a word that looks like a weekday stays a bid", () => {
    for (const [currency, text] of [["USD", "Can you do 20. Thanks"], ["EUR", "Sa 20 €?"], ["EUR", "Mar 20 € y lo recojo hoy."], ["GBP", "Sun's out, 20 quid and it's a deal."]] as const) {
      const r = interpretOffline(text, context(currency));
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 2_000 });
    }
  });
});
