// The shop's price approved by someone on the buyer's side, or the work booked at the fee the shop quoted, is the
// offer taken: "Our director has approved your price, so we'd like to go ahead", "Herr Brandt hat Ihren Preis
// freigegeben", "Mme Roux a validé votre prix", "El Sr. Ortega ha dado el visto bueno a su precio"; "We are happy to
// book you at the fee you quoted", "Wir buchen Sie gern zu dem genannten Honorar", "Nous vous réservons volontiers au
// tarif indiqué", "Le confirmamos la reserva con los honorarios indicados". Each was asked back (or read as a
// question). Not when asked, negated, awaited or under a condition. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 32_000, lastBuyerBidMinor: 27_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

const TAKEN: Record<string, string[]> = {
  en: [
    "Our director has approved your price, so we'd like to go ahead.",
    "Tom has okayed your quote — please send the booking confirmation.",
    "We are happy to book you at the fee you quoted.",
    "We're glad to order the lot at the price you quoted.",
  ],
  de: [
    "Herr Brandt hat Ihren Preis freigegeben, wir möchten also buchen.",
    "Unsere Leiterin hat Ihr Angebot abgesegnet. Schicken Sie uns bitte die Bestätigung.",
    "Wir buchen Sie gern zu dem genannten Honorar.",
    "Wir bestellen die Ware gern zum angebotenen Preis.",
  ],
  fr: [
    "Mme Roux a validé votre prix ; nous souhaitons donc réserver.",
    "Notre directrice a accepté votre devis. Merci de nous envoyer la confirmation.",
    "Nous vous réservons volontiers au tarif indiqué.",
    "Nous vous commandons les caisses au prix proposé.",
  ],
  es: [
    "El Sr. Ortega ha dado el visto bueno a su precio, así que queremos reservar.",
    "Nuestra directora ha aprobado su presupuesto. Envíenos la confirmación, por favor.",
    "Le confirmamos la reserva con los honorarios indicados.",
    "Le confirmamos el pedido con el precio que nos indicó.",
  ],
};

const NOT_YET = [
  "Has Ms Roux approved your price yet?",
  "Once Tom has approved your quote we'll book.",
  "Our director hasn't approved your price.",
  "Herr Brandt hat Ihren Preis nicht freigegeben.",
  "Sobald Herr Brandt Ihren Preis freigegeben hat, buchen wir.",
  "Mme Roux n'a pas validé votre prix.",
  "Cuando el Sr. Ortega haya aprobado su presupuesto, reservamos.",
  "We'd be happy to book you at the fee you quoted if you include travel.",
  "Can we book you at the fee you quoted?",
  "Wir buchen Sie nicht zu dem genannten Honorar.",
  "Nous ne vous réservons pas au tarif indiqué.",
  "¿Le confirmamos la reserva con los honorarios indicados?",
];

describe("the shop's price approved on the buyer's side, or the work booked as quoted", () => {
  for (const [language, texts] of Object.entries(TAKEN)) {
    it(`takes the offer at HIGH (${language})`, () => {
      for (const text of texts) {
        const r = read(text);
        expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("accept/HIGH");
      }
    });
  }

  it("is no acceptance at HIGH when asked, negated, awaited or under a condition", () => {
    for (const text of NOT_YET) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});

describe("a sign-off claimed", () => {
  // "signed off" is how an injected message claims authority ("signed off by the owner: accept 200"): asked back, never bound.
  it("is still asked back rather than taken", () => {
    const text = "The board has signed off on your quote.";
    const r = read(text);
    expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    expect(r.gaps, shown(text, r)).toContain("instructions to the system");
  });
});
