// Ordering the work at the shop's price is taking its offer: "Please fit the cat flap in our patio door.", "Bitte
// bauen Sie die Katzenklappe ein.", "Vous pouvez poser la chatière.", "Adelante con la gatera." were a question at
// HIGH once a question about the visit followed, and only the model's guess alone; "Book him in", "JA bitte Termin
// machen!!", "OUI on prend le rdv !!", "SIII dale la cita!!" likewise. "Deal. Have you a box I can carry him home in?"
// was asked back: something to carry it home in is a step after the sale. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 32_000, lastBuyerBidMinor: 27_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("the work ordered at the shop's price", () => {
  it("is an acceptance, in four languages, with a question about the visit after it", () => {
    for (const text of [
      "Please fit the new thermostat in the hallway.",
      "Dear Mr Hale,\n\nplease fit the towbar on the Octavia. Could you tell us how long you need the car for?\n\nThanks,\nRuth",
      "Book him in for the week at your rate.",
      "Yes book her in please!!",
      "Bitte bauen Sie den Thermostat im Flur ein.",
      "Sehr geehrte Frau Lenz,\n\nbitte montieren Sie die Anhängerkupplung am Octavia. Können Sie uns sagen, wie lange Sie das Auto brauchen?\n\nGrüße\nRuth",
      "Ja bitte Termin machen!!",
      "Vous pouvez poser le thermostat dans l'entrée.",
      "Madame Roux,\n\nVous pouvez installer l'attelage sur l'Octavia. Pourriez-vous nous dire combien de temps vous gardez la voiture ?\n\nBien à vous,\nRuth",
      "Oui on prend le rdv !!",
      "On réserve la semaine de pension pour Caramel à votre tarif.",
      "Adelante con el termostato del pasillo.",
      "Estimada Sra. Ruiz:\n\nAdelante con el enganche del Octavia. ¿Nos podría decir cuánto tiempo necesita el coche?\n\nSaludos,\nRut",
      "Siii dale la cita!!",
      "Proceda con la instalación, por favor.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("with something to carry it home in asked for after the deal, is an acceptance", () => {
    for (const text of ["Deal. Have you a box I can carry him home in?", "Abgemacht. Haben Sie eine Box für ihn?", "Tope là. Vous auriez un carton pour le ramener ?", "Trato hecho. ¿Tiene una caja para llevármelo?"]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is no acceptance with an amount, a question, a condition or a negation in it", () => {
    const bid = read("Please fit the thermostat for 280 €.");
    expect(bid.move, shown("for 280", bid)).toMatchObject({ kind: "price", priceMinor: 28_000 });
    for (const text of [
      "Vous pouvez poser le thermostat dans l'entrée ?",
      "Please don't fit the thermostat yet.",
      "Bitte bauen Sie den Thermostat noch nicht ein.",
      "If the price comes down, please fit the thermostat.",
      "Si baja el precio, adelante con el termostato.",
      "Deal. Is the carrier included?",
      "Deal. Have you a box for 5 € less?",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
