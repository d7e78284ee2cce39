// An amount taken off or put onto the buyer's own earlier offer, in the words of each language: "restamos 250 € a
// nuestra oferta anterior" and "nous retirons donc 250 € de notre offre précédente" were bids of 250 (the French at
// HIGH, its "retirons" taken for pulling out); "Subo diez euros sobre mis 180" was the old 180 at HIGH and "ich leg
// zehn Euro auf meine 180 drauf" a bid of 10; "Wir ziehen 250 € von unserem letzten Angebot ab" a final bid of 250
// at HIGH. The amount moves the buyer's own last bid, which the context knows; without it, it is asked.
// Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 645_000, lastBuyerBidMinor: 590_000 };
const read = (text: string, c: InterpretationContext = context) => interpretOffline(text, c);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("an amount off or onto our own earlier offer", () => {
  it("takes it off the last bid, in four languages", () => {
    for (const text of [
      "The survey found damp, so we're taking €250 off our previous offer.",
      "We are subtracting €250 from our previous offer.",
      "Wir ziehen 250 € von unserem letzten Angebot ab.",
      "Nous retirons donc 250 € de notre offre précédente.",
      "Nous déduisons 250 € de notre offre précédente.",
      "Por eso restamos 250 € a nuestra oferta anterior.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 565_000, final: false });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("takes it off the shop's price when the price is named", () => {
    for (const text of ["Ziehen Sie 250 € vom Preis ab und wir sind uns einig.", "Retirez 250 € du prix et c'est bon.", "Réstele 250 € al precio y cerramos."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.move.priceMinor === 25_000, shown(text, r)).toBe(false);
    }
  });

  it("puts it onto the last bid named by its figure", () => {
    const c = { ...context, standingOfferMinor: 26_000, lastBuyerBidMinor: 18_000 };
    for (const text of ["Subo diez euros sobre mis 180, y de ahí no paso.", "Also schön, ich leg zehn Euro auf meine 180 drauf.", "Ich lege 10 € auf meine 180 drauf."]) {
      const r = read(text, c);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 19_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("asks when there is no earlier bid to move", () => {
    const c = { ...context, standingOfferMinor: 26_000, lastBuyerBidMinor: null };
    for (const text of ["Subo 10 € sobre mis 180.", "Ich lege 10 € auf meine 180 drauf."]) {
      const r = read(text, c);
      expect(r.confidence, shown(text, r)).not.toBe("HIGH");
    }
  });

  it("leaves pulling out a walk-away", () => {
    for (const text of ["Nous nous retirons.", "Nous nous retirons de la négociation, merci.", "Nous devons donc malheureusement nous retirer.", "Wir ziehen uns zurück.", "Nos retiramos."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
    }
  });
});
