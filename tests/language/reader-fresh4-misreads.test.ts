// The four misreads of the fourth unseen set's held-out half (fresh4, issue 29): read at HIGH and wrong, so each
// would have bound money. Each is fixed by its cause, in the words of our own here: a message shaped as a
// question never accepts; a German raise whose verb closes the clause ("um 250 € erhöhen") adds to the buyer's
// own last bid; an amount the shop is asked to come down by is taken off the standing offer; an agent's labelled
// unit price wins over model codes and other fields.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context = (standing: number, last: number | null = null, quantity = 1): InterpretationContext => ({ currency: "EUR", quantity, standingOfferMinor: standing, lastBuyerBidMinor: last });

describe("a message shaped as a question never accepts at HIGH", () => {
  const questions: Array<(word: string) => string> = [
    (w) => `is there any warranty left on it or is it ${w}`,
    (w) => `is it still ${w} with the charger`,
    (w) => `are you saying it's ${w} then`,
    (w) => `do you mean ${w} with the case`,
    (w) => `gibt es noch Garantie oder ist es ${w}`,
    (w) => `ist es ${w} mit Ladegerät`,
    (w) => `est-ce que c'est ${w} avec la housse`,
    (w) => `y a-t-il encore une garantie ou c'est ${w}`,
    (w) => `¿hay garantía o es ${w}`,
    (w) => `¿sigue ${w} con el cargador`,
  ];
  const assent = ["sold", "sold as is", "agreed", "a deal", "deal", "abgemacht", "einverstanden", "d'accord", "vendu", "trato hecho", "vendido", "de acuerdo"];

  it("any yes/no question shape with any acceptance word inside it is no HIGH acceptance, four languages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...questions), fc.constantFrom(...assent), (ask, word) => {
        const r = interpretOffline(ask(word), context(210000));
        expect(r.confidence === "HIGH" && r.move.kind === "accept").toBe(false);
      }),
    );
  });

  it("reads the warranty question as one", () => {
    const r = interpretOffline("is there any warranty left on it or is it sold as is", context(210000));
    expect(r.move).toMatchObject({ kind: "question" });
    expect(r.move.kind === "accept").toBe(false);
  });

  it("still accepts a plain assent", () => {
    expect(interpretOffline("ok, sold", context(210000))).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
});

describe("a German raise whose verb closes the clause adds to the buyer's own last bid", () => {
  it("'um N € erhöhen' after naming the last offer is last bid + N", () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 9_000 }), fc.integer({ min: 100, max: 2_000 }), fc.integer({ min: 10, max: 90 }), (lastMajor, gapMajor, stepMajor) => {
        const standing = (lastMajor + gapMajor) * 100;
        const text = `Vielen Dank für Ihr Gegenangebot. Nach interner Abstimmung können wir unser letztes Angebot um ${stepMajor} € erhöhen.`;
        const r = interpretOffline(text, context(standing, lastMajor * 100));
        expect(r).toMatchObject({ move: { kind: "price", priceMinor: (lastMajor + stepMajor) * 100 }, confidence: "HIGH", derivation: { operation: "plus", from: "last-bid" } });
      }),
    );
  });
});

describe("an amount the shop is asked to come down by is taken off the standing offer", () => {
  const asks: Array<(n: string) => string> = [
    (n) => `If you can come down $${n} from your current asking price, we're ready to sign this week.`,
    (n) => `Could you come down ${n} dollars? Then we buy it.`,
    (n) => `Can you go down ${n} from your price, we'd sign today`,
    (n) => `Wenn Sie ${n} € nachlassen, unterschreiben wir diese Woche.`,
    (n) => `Si vous pouvez baisser de ${n} €, nous signons cette semaine.`,
    (n) => `Si puede bajar ${n} €, firmamos esta semana.`,
  ];
  it("reads 'come down $500 from your current asking price' as the standing offer less 500", () => {
    const r = interpretOffline("If you can come down $500 from your current asking price, we're ready to sign the purchase agreement this week.", { currency: "USD", quantity: 1, standingOfferMinor: 650000, lastBuyerBidMinor: null });
    expect(r).toMatchObject({ move: { kind: "price", priceMinor: 600000 }, derivation: { operation: "minus", from: "standing-offer", amountMinor: 50000 } });
  });

  it("never reads the amount itself as the bid at HIGH", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 20_000 }), fc.integer({ min: 50, max: 900 }), fc.constantFrom(...asks), (standingMajor, off, say) => {
        const r = interpretOffline(say(String(off)), { currency: "USD", quantity: 1, standingOfferMinor: standingMajor * 100, lastBuyerBidMinor: null });
        if (r.confidence === "HIGH" && r.move.kind === "price") expect(r.move.priceMinor).toBe((standingMajor - off) * 100);
      }),
    );
  });
});

describe("an agent's labelled unit price wins over the next field's label and other numbers", () => {
  const blocks: Array<(unit: number, count: number, model: number) => string> = [
    (u, n, m) => `Propuesta:\n- Artículo: silla de oficina con respaldo de malla (modelo EC-${m})\n- Cantidad: ${n}\n- Precio unitario ofertado: ${u},00 EUR\n- Total: ${(u * n).toLocaleString("de-DE")},00 EUR\n- Entrega: antes del 15/12/2026 en C/ Industria 4, 46014 Valencia\nPor favor, confirme o envíe una contraoferta.`,
    (u, n, m) => `Proposal:\n- Item: mesh office chair (model EC-${m})\n- Quantity: ${n}\n- Offered unit price: EUR ${u}.00\n- Total: EUR ${(u * n).toLocaleString("en-US")}.00\n- Delivery: by 15/12/2026\nPlease confirm or send a counter-offer.`,
    (u, n, m) => `Angebot:\n- Artikel: Bürostuhl (Modell EC-${m})\n- Menge: ${n}\n- Angebotener Stückpreis: ${u},00 EUR\n- Gesamt: ${(u * n).toLocaleString("de-DE")},00 EUR\nBitte bestätigen Sie oder senden Sie ein Gegenangebot.`,
    (u, n, m) => `Proposition :\n- Article : chaise de bureau (modèle EC-${m})\n- Quantité : ${n}\n- Prix unitaire proposé : ${u},00 EUR\n- Total : ${(u * n).toLocaleString("fr-FR")},00 EUR\nMerci de confirmer ou d'envoyer une contre-offre.`,
  ];
  it("reads the unit price written under its label, never the price divided by the count, four languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 900 }), fc.integer({ min: 2, max: 60 }), fc.integer({ min: 100, max: 999 }), fc.constantFrom(...blocks), (unit, count, model, write) => {
        const r = interpretOffline(write(unit, count, model), context((unit + 45) * 100, null, count));
        if (r.confidence === "HIGH") expect(r.move).toMatchObject({ kind: "price", priceMinor: unit * 100 });
      }),
    );
  });

  it("reads the fresh4 block's 240,00 EUR per chair at HIGH", () => {
    const text = "Propuesta:\n- Artículo: silla de oficina ergonómica con respaldo de malla (modelo EC-450)\n- Cantidad: 40\n- Precio unitario ofertado: 240,00 EUR\n- Total: 9.600,00 EUR\n- Entrega: antes del 15/12/2026 en C/ Industria 4, 46014 Valencia\nTope presupuestario para esta compra: 11.000 EUR. Por favor, confirme o envíe una contraoferta.";
    expect(interpretOffline(text, context(28500, null, 40))).toMatchObject({ move: { kind: "price", priceMinor: 24000, basis: "unit" }, confidence: "HIGH" });
  });
});
