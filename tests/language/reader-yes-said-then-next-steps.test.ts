/**
 * Taking the offer, then the next step — said the way people say it in a chat or a short e-mail:
 * - "YES go on then!!", "JA machen wir!!": the yes shouted before the words of going ahead takes nothing away;
 *   "Go on then, tell me about the warranty" is "carry on", not "sold";
 * - after the acceptance, a request that someone on the shop's side bring it or send the papers ("Can your lad run
 *   it over?", "Kann Ihr Fahrer … bringen?", "Votre gars peut l'amener ?", "¿Su chaval me lo puede llevar?",
 *   "¿Nos envían el formulario?") is a step after the sale; a request for money off is not, and is asked;
 * - the shop's amount said to be fine at the end of its own clause ("€38 a session is fine — book us in"), not asked,
 *   supposed or negated;
 * - in a question about delivery, a number word before the things it counts ("the first ten bags") is how many.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 12_000, lastBuyerBidMinor: 9_500 };
const read = (text: string, ctx: InterpretationContext = context) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};
const bindsAcceptance = (text: string, ctx?: InterpretationContext) => {
  const r = read(text, ctx);
  return r.kind === "accept" && r.confidence === "HIGH";
};

describe("a yes shouted, then going ahead", () => {
  it.each(["YES go on then!! put the tiles on the next van 🙌", "yes, go on then.", "JA machen wir!! packt die Fliesen gleich mit ein"])("%s: an acceptance, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "accept", confidence: "HIGH" });
  });

  it("'go on then' that asks to carry on talking is no acceptance", () => {
    for (const text of ["Go on then, tell me about the warranty.", "go on then, what is your best price?", "Go on then, explain the delivery terms."]) expect(bindsAcceptance(text), text).toBe(false);
  });
});

describe("accepted, then a request that the shop's people bring it or send the papers", () => {
  it.each([
    "Right, deal. Can your driver drop it at the studio on his way?",
    "Gut, abgemacht. Kann Ihr Fahrer die Platten in die Werkstatt bringen?",
    "Bon, marché conclu. Votre livreur peut la déposer à l'atelier ?",
    "Vale, trato hecho. ¿Su repartidor me lo puede llevar al estudio?",
    "La junta ha dado el visto bueno a su tarifa, así que seguimos adelante. ¿Nos envían el contrato y la factura proforma?",
  ])("%s: an acceptance, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "accept", confidence: "HIGH" });
  });

  it("a request for money off after it is no step after the sale: the acceptance is asked, never bound", () => {
    for (const text of [
      "Deal. Can your lad knock a bit off?",
      "Passt, abgemacht. Kann Ihr Chef noch was nachlassen?",
      "Venga, trato hecho. ¿Su jefe nos puede hacer un descuento?",
      "Deal? Can your driver drop it off?",
      "If it fits, deal. Can your driver drop it off?",
      // A word wanted before going ahead is no step after the sale.
      "Sounds good. Could you call me first?",
      "Passt, abgemacht. Können Sie mich vorher anrufen?",
    ])
      expect(bindsAcceptance(text), text).toBe(false);
  });
});

describe("the shop's amount said to be fine, then the next step", () => {
  const ctx = { ...context, standingOfferMinor: 3_800, lastBuyerBidMinor: 3_200 };
  it.each(["€38 a session in the small hall is fine — book us in from March.", "38 € pro Stunde im kleinen Saal passt – wir fangen im März an."])("%s: an acceptance, at HIGH", (text) => {
    expect(read(text, ctx)).toMatchObject({ kind: "accept", confidence: "HIGH" });
  });

  it("asked, supposed, negated or followed by a new figure, it binds nothing", () => {
    for (const text of ["€38 a session is fine?", "€38 a session is fine if you include the chairs.", "€38 a session is not fine.", "38 € pro Stunde passt nicht.", "€38 a session is fine for March, then we need 32."])
      expect(bindsAcceptance(text, ctx), text).toBe(false);
  });
});

describe("a number word counting things, in a question about delivery", () => {
  const ctx = { ...context, standingOfferMinor: 6_800, lastBuyerBidMinor: null };
  it.each([
    "We open on 3 May and I'd like the first ten boxes in the shop before then. How soon after ordering could you deliver?",
    "Wir eröffnen am 3. Mai und hätten gern die ersten zehn Kartons vorher im Laden. Wie schnell nach der Bestellung könnten Sie liefern?",
    "Nous ouvrons le 3 mai et j'aimerais avoir les dix premiers cartons en boutique avant. Sous quel délai pourriez-vous livrer ?",
    "Abrimos el 3 de mayo y quisiera tener las diez primeras cajas en la tienda antes. ¿En cuánto tiempo podrían entregar?",
  ])("%s: a question, at HIGH, with no price taken from the count", (text) => {
    expect(read(text, ctx)).toMatchObject({ kind: "question", confidence: "HIGH" });
  });

  it("a bid in words stays a bid", () => {
    expect(read("Würden Sie den Block mit sechs Stunden für zweihundertfünfzig machen?", { ...context, standingOfferMinor: 29_000 })).toMatchObject({ kind: "price", price: 25_000, confidence: "HIGH" });
    expect(read("Bueno: diez más que mis 80. Y ya es mucho.", { ...context, standingOfferMinor: 11_000, lastBuyerBidMinor: 8_000 })).toMatchObject({ kind: "price", price: 9_000, confidence: "HIGH" });
  });
});
