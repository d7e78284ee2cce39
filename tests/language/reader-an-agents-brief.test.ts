// What a buying agent says around its principal's bid is no doubt about the bid: a battery health report "of 88% or
// better" asked whether the offer was a percentage; the work's scope "(…, as discussed)" was taken for a claim of an
// earlier agreement (instructions to the system); "me ha encargado cerrar el precio" (asked me to settle the price)
// for an acceptance. Each left the bid asked back (fresh23 TUNE). A claim of an agreement said of the price, or a
// figure in the parenthesis, is still flagged. "Otros parecidos están a 12.400 € y 12.750 €" (what comparable cars
// go for) was a bid of 12,750 at HIGH. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const read = (text: string, currency = "EUR") => interpretOffline(text, { currency, quantity: 1, standingOfferMinor: 1_290_000, lastBuyerBidMinor: null } satisfies InterpretationContext);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("an agent's brief around the bid", () => {
  it("reads the bid at HIGH, in four languages", () => {
    for (const [text, currency] of [
      ["For Mr Reyes: a 2021 Kia e-Niro with a battery health report of 91% or better. Comparable cars list at £12,400 and £12,750. His offer: £11,900.", "GBP"],
      ["Für Herrn Reyes: Kia e-Niro von 2021 mit Batteriezertifikat ab 91 %. Vergleichbare Wagen stehen bei 12.400 € und 12.750 €. Sein Angebot: 11.900 €.", "EUR"],
      ["Pour M. Reyes : Kia e-Niro de 2021, certificat de batterie de 91 % minimum. Des modèles comparables sont à 12 400 € et 12 750 €. Son offre : 11 900 €.", "EUR"],
      ["Para el Sr. Reyes: Kia e-Niro de 2021 con certificado de batería del 91 % o más. Otros parecidos están a 12.400 € y 12.750 €. Nuestra oferta: 11.900 €.", "EUR"],
      ["Mr Reyes has asked me to agree a price for fitting out his van (cladding, a fold-out bed and a 12 V fridge, as discussed). He is prepared to pay £11,900.", "GBP"],
      ["El Sr. Reyes me ha encargado cerrar el precio de la reforma de su furgoneta. Está dispuesto a pagar 11.900 €.", "EUR"],
    ] as const) {
      const r = read(text, currency);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 1_190_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("never bids what comparable things are listed at", () => {
    for (const text of ["Otros parecidos están a 12.400 € y 12.750 €.", "Vergleichbare Wagen stehen bei 12.400 € und 12.750 €.", "Des modèles comparables sont à 12 400 € et 12 750 €."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
    // (The buyer speaking after them still bids.)
    for (const text of ["Otros parecidos están a 12.400 €, yo ofrezco 11.900 €.", "Vergleichbare Wagen stehen bei 12.400 €. Ich biete 11.900 €."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 1_190_000 });
    }
  });

  it("still flags an agreement claimed for the price", () => {
    for (const text of ["As discussed, the price is £11,900.", "The work (£11,900, as discussed) is agreed.", "We'll pay £11,900 for the lot as discussed."]) {
      const r = read(text, "GBP");
      expect(r.gaps, shown(text, r)).toContain("instructions to the system");
    }
  });

  it("still accepts a deal closed at the shop's price", () => {
    for (const text of ["Vale, cerramos en su precio.", "He asked me to close the deal at your price."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
    }
  });
});
