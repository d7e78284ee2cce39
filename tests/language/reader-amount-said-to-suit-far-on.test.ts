/**
 * The shop's amount said to suit at the end of a long clause naming what it buys ("CHF 60.– pro Quartal, damit unsere
 * Kanus in Ihrem Bootsschuppen überwintern dürfen, ist für uns in Ordnung", "60 € al trimestre por guardar … nos parece
 * bien") is an acceptance, as it was when the clause was short. Swiss ".–" after the amount is part of it. Asked,
 * negated, or left to someone else, it is not. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context = (currency: string): InterpretationContext => ({ currency, quantity: 1, standingOfferMinor: 6_000, lastBuyerBidMinor: 5_000 });
const shown = (text: string, r: ReturnType<typeof interpretOffline>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("the shop's amount said to suit, far on in its clause", () => {
  it.each([
    ["GBP", "£60 a quarter to keep our three canoes in the boat shed by the slipway over the winter months is fine with us. We'll bring them down after the last paddle."],
    ["CHF", "CHF 60.– pro Quartal, damit unsere drei Kanus in Ihrem Bootsschuppen beim Steg überwintern dürfen, ist für uns in Ordnung. Wir bringen sie nach der letzten Tour."],
    ["EUR", "60 € par trimestre pour garder nos trois canoës dans le hangar à bateaux près de la cale pendant tout l'hiver, cela nous convient. Nous les apporterons après la dernière sortie."],
    ["EUR", "60 € al trimestre por guardar nuestras tres piraguas en el cobertizo junto al embarcadero durante todo el invierno nos parece bien. Las llevamos después de la última salida."],
  ])("%s: %s accepts", (currency, text) => {
    const r = interpretOffline(text, context(currency));
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("asked, negated or left to someone else, it is no acceptance", () => {
    for (const [currency, text] of [
      ["CHF", "CHF 60.– pro Quartal für den Stellplatz wäre schön, aber wir fragen erst den Vorstand, ob das für uns in Ordnung ist."],
      ["EUR", "60 € al trimestre por guardar nuestras tres piraguas en el cobertizo junto al embarcadero no nos parece bien."],
      ["GBP", "£60 a quarter to keep our three canoes in the boat shed by the slipway over the winter months is fine with us?"],
    ] as const) {
      const r = interpretOffline(text, context(currency));
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
