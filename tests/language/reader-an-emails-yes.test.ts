// An e-mail's yes, in the words e-mails use: "$2,600 for the week works for us, so consider it booked", "2.600 € …
// passen uns, betrachten Sie es als gebucht", "US$2.600 … nos viene bien: dala por reservada", "the coach tour is
// accepted at your current quotation", "we'd like the balloon flight for two at your price", "nous prenons le vol …
// à votre tarif", "ravis de confirmer la croisière au tarif que vous nous avez indiqué", "encantados de reservar la
// travesía al precio que nos indicó". Each was asked back or asked about. Every sentence here is our own; each has
// look-alikes that refuse, ask or suppose.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 180_000, lastBuyerBidMinor: 150_000 };
const accepts = (text: string) => expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
const notAccepted = (text: string) => {
  const r = interpretOffline(text, context);
  expect(r.move.kind === "accept" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("an e-mail's yes", () => {
  it("is an acceptance, in four languages", () => {
    for (const text of [
      "Hi Ana,\n\n€1,800 for the fortnight at the barn works for us, so consider it booked.\n\nBest,\nTom",
      "The rafting day for our team is accepted at your latest quote. Please send the invoice.",
      "We'd like the guided kayak trip for six at your price.",
      "Hallo Frau Berg,\n\n1.800 € für die zwei Wochen passen uns, betrachten Sie es als gebucht.\n\nGrüße\nTom",
      "Bonjour,\n\nNous prenons la sortie en kayak pour six personnes à votre tarif.\n\nMerci,\nTom",
      "Le séjour est accepté au tarif de votre devis. Merci d'envoyer la facture.",
      "Nous sommes ravis de réserver la sortie en kayak au tarif que vous nous avez indiqué.",
      "Hola Ana:\n\n1.800 € por la quincena nos viene bien: dalo por reservado.\n\nUn saludo,\nTomás",
      "La excursión queda aceptada según su presupuesto actual.",
      "Estamos encantados de reservar la excursión en kayak al precio que nos indicó.",
      "Madame Roux,\n\nNous validons volontiers le contrat de ramonage au tarif que vous nous avez indiqué. Le technicien peut-il sonner au 3e ?\n\nCordialement",
      "Je confirme la location du chapiteau au prix convenu.",
      "Hallo Herr Brandt,\n\n1.800 € für die Fassadenreinigung am Lager passen für uns, also legen wir los.\n\nGrüße",
      "Bonjour,\n\n1 800 € pour le nettoyage de la façade, ça nous va, on va de l'avant.\n\nMerci",
      "Hola:\n\n1.800 € por la limpieza de la fachada nos cierra, así que avanzamos.\n\nGracias",
      "Sehr geehrte Frau Roux,\n\nden Wartungsvertrag beauftragen wir gern zu Ihrem angebotenen Preis. Kann der Techniker vorher anrufen?\n\nGrüße",
    ])
      accepts(text);
  });

  it("look-alikes: refused, asked, supposed or about something else is no acceptance", () => {
    for (const text of [
      "The price doesn't work for us.",
      "€1,800 no longer works for us, sorry.",
      "Friday works for us for the handover.",
      "Would €1,800 work for us? Let me check.",
      "1.800 € passen uns leider nicht.",
      "Wenn 1.800 € uns passen, melde ich mich.",
      "1.800 € no nos viene bien.",
      "Si 1.800 € nos viene bien, te aviso.",
      "Si 1.800 € me va bien, te aviso.",
      "If €1,800 is fine, I'll let you know tonight.",
      "The rafting day is not accepted at your latest quote.",
      "We'd like the guided kayak trip at your price, but could you add a guide?",
      "Nous ne prenons pas la sortie à votre tarif.",
      "Nous ne validons pas le contrat au tarif indiqué.",
      "Nous validons le devis au tarif indiqué, si le délai est tenu.",
      "Wenn Sie zu Ihrem angebotenen Preis liefern, beauftragen wir Sie.",
      "Den Auftrag erteilen wir nicht zu Ihrem genannten Preis.",
      "1.800 € passen für uns leider nicht.",
      "Si 1.800 € nos cierra, te aviso.",
      "Si ça nous va, on vous rappelle.",
    ])
      notAccepted(text);
  });
});
