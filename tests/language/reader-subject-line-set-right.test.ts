/**
 * An e-mail whose subject line carries a figure the body sets right: "Subject: … our offer £1,500 […] Please
 * disregard the figure in the subject line, which came from an earlier draft: our offer is £1,200." The subject line's
 * figure was read as the bid at HIGH (the body's was taken for a past one, after "earlier"), or the two were asked
 * back. The body's amount is the bid; the buyer's own offer named right before an amount ("our offer is") is the
 * bid whatever the clause before it says of drafts.
 * Look-alikes: "our previous offer £1,100" beside a new one is never taken for the bid, and a subject line's figure
 * not disregarded stays a question of which amount is meant.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const gbp: InterpretationContext = { currency: "GBP", quantity: 1, standingOfferMinor: 90_000, lastBuyerBidMinor: null };
const eur: InterpretationContext = { ...gbp, currency: "EUR" };
const read = (text: string, ctx: InterpretationContext) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};

describe("a subject line's figure set right in the body", () => {
  it.each([
    ["Subject: Garden survey — our offer £750\n\nDear Mr Okafor,\n\nThanks for the visit on the 3rd. Please ignore the amount in the subject line, an old draft: our offer is £700.\n\nBest,\nRuth", gbp],
    ["Betreff: Baumgutachten – unser Angebot 750 €\n\nSehr geehrter Herr Okafor,\n\ndanke für den Besuch am 3. Bitte beachten Sie den Betrag in der Betreffzeile nicht, er stammt aus einem alten Entwurf: Unser Angebot beträgt 700 €.\n\nViele Grüße\nRuth", eur],
    ["Objet : Expertise du jardin — notre offre 750 €\n\nMonsieur Okafor,\n\nMerci pour la visite du 3. Merci de ne pas tenir compte du montant dans l'objet, issu d'un ancien brouillon : notre offre est de 700 €.\n\nCordialement,\nRuth", eur],
    ["Asunto: Peritaje del jardín — nuestra oferta 750 €\n\nEstimado Sr. Okafor:\n\nGracias por la visita del día 3. Por favor, no tenga en cuenta la cifra del asunto, que venía de un borrador anterior: nuestra oferta es de 700 €.\n\nSaludos,\nRuth", eur],
  ] as const)("%s: the body's amount, at HIGH", (text, ctx) => {
    expect(read(text, ctx)).toMatchObject({ kind: "price", price: 70_000, confidence: "HIGH" });
  });

  it("our offer named after a clause about an earlier draft is the bid", () => {
    expect(read("It came from an earlier draft: our offer is £700.", gbp)).toMatchObject({ kind: "price", price: 70_000, confidence: "HIGH" });
  });

  it("look-alike: a previous offer beside the new one is never the bid", () => {
    for (const text of ["Our previous offer £650. Now: our offer is £700.", "We paid £650 last year for the same: our offer is £700."]) {
      const r = read(text, gbp);
      expect(r.kind === "price" && r.price === 65_000, `${text} → ${JSON.stringify(r)}`).toBe(false);
    }
  });

  it("look-alike: a subject line's figure nobody disregards leaves which amount is meant to be asked", () => {
    const r = read("Subject: our offer £750\n\nHi, thanks for the visit. Our offer is £700.\n\nRuth", gbp);
    expect(r.kind === "price" && r.price === 75_000 && r.confidence === "HIGH").toBe(false);
    // "Do not disregard" keeps the subject line's figure: the one called old is never taken for the bid.
    const notDisregarded = read("Subject: our offer £750\n\nHi, please do not disregard the figure in the subject line; £700 was the old one.\n\nRuth", gbp);
    expect(notDisregarded.kind === "price" && notDisregarded.price === 70_000).toBe(false);
  });
});
