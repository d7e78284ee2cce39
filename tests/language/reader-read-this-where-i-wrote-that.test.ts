/**
 * A figure set right after the letter ("P.S. Please read £360 where I wrote £390 above; I'd copied last year's
 * figure.") bids the figure to be read: the one written was read as the bid at HIGH, first in the letter. So in
 * German ("Bitte lesen Sie oben 360 € statt 390 €"), French ("merci de lire 360 € là où j'ai écrit 390 €"), Spanish
 * ("lea 360 € donde arriba puse 390 €") and the erratum's "For £390 read £360". The buyer saying what it read in the
 * shop's figures sets nothing right. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("read this figure where I wrote that one", () => {
  it.each([
    ["Dear Mr Hale,\n\nThank you for the proofs of the order of service. For printing them we can offer £390.\n\nP.S. Please read £360 where I wrote £390 above; I'd copied last year's figure.\n\nBest wishes,\nRuth", "GBP"],
    ["Sehr geehrter Herr Hahn,\n\nfür den Druck von 150 Programmheften können wir 390 € anbieten.\n\nPS: Bitte lesen Sie oben 360 € statt 390 €; ich hatte die Zahl vom letzten Jahr kopiert.\n\nViele Grüße\nRuth", "EUR"],
    ["Monsieur,\n\nPour l'impression de 150 livrets, nous pouvons proposer 390 €.\n\nP.-S. : merci de lire 360 € là où j'ai écrit 390 € plus haut ; j'avais repris le chiffre de l'an dernier.\n\nCordialement,\nRuth", "EUR"],
    ["Estimado Sr. Herrera:\n\nPor imprimir 150 programas podemos ofrecer 390 €.\n\nP. D.: Por favor, lea 360 € donde arriba puse 390 €; había copiado la cifra del año pasado.\n\nUn saludo,\nRut", "EUR"],
    ["Our offer for the programmes: £390. Erratum: for £390 read £360.", "GBP"],
  ])("%s bids 360", (text, currency) => {
    const r = read(text, { currency });
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 36_000 }, confidence: "HIGH" });
  });

  it("what the buyer read in the shop's figures sets nothing right", () => {
    for (const text of ["We offer 390 €. I read 480 € where you wrote 450 € in your last email, which is it?", "Wir bieten 390 €. Ich lese oben 480 € statt 450 € in Ihrem Angebot?"]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH" && r.move.priceMinor !== 39_000, shown(text, r)).toBe(false);
    }
  });
});
