// An amount added to an offer is what is added, never the bid. An agent adding to its principal's earlier offer
// ("My client can add £100 to her previous offer", "Mein Mandant legt 100 € auf sein letztes Angebot drauf", "Mi
// clienta añade 100 € a su oferta anterior") was a bid of 100 at HIGH, and "sein letztes Angebot" made it final; a
// buyer adding per month ("J'ajoute 30 francs par mois à mon offre") was asked back; "We'll add 100." alone was a
// bid of 100 at HIGH. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 120_000, lastBuyerBidMinor: 90_000 };
const read = (text: string, c: InterpretationContext = context) => interpretOffline(text, c);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("an amount added to the buyer's side's earlier offer", () => {
  it("is added to the last bid when an agent names its principal's earlier offer, in four languages", () => {
    for (const text of [
      "My client can add 100 € to her previous offer for the tricycle.",
      "My client will add 100 € to his last offer.",
      "Mein Mandant legt 100 € auf sein letztes Angebot drauf.",
      "Meine Mandantin legt 100 € auf ihr bisheriges Angebot drauf.",
      "Ma cliente peut ajouter 100 € à son offre précédente.",
      "Mon client ajoute 100 € à sa dernière offre.",
      "Mi cliente puede añadir 100 € a su oferta anterior.",
      "Mi clienta añade 100 € a su última oferta.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 100_000, final: false });
      expect(r.derivation, shown(text, r)).toMatchObject({ operation: "plus", from: "last-bid", amountMinor: 10_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is added to the last bid when it is added per month, the shop selling by the month", () => {
    for (const text of [
      "I'll add 30 € a month to my offer for the garage.",
      "Ich leg 30 € pro Monat auf mein Angebot drauf. Mehr geht nicht.",
      "J'ajoute 30 € par mois à mon offre pour la place de parking.",
      "Le sumo 30 € al mes a mi oferta por la plaza de garaje.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 93_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is never the bid itself when what it goes on is not said", () => {
    for (const text of ["We'll add 100.", "I can add another 50 and that's it.", "J'ajoute 50 €.", "Añado 50 € más.", "Ich lege noch 50 € drauf.", "Wir legen 80 € obendrauf."]) {
      const r = read(text);
      for (const minor of [10_000, 5_000, 8_000]) expect(r.move.kind === "price" && r.move.priceMinor === minor, shown(text, r)).toBe(false);
    }
  });

  it("leaves the bid beside it, and a third person's offer is only the buyer's when named as an earlier one", () => {
    const r = read("Add 30 € for delivery and I'll pay 530 €.");
    expect(r.move, shown("delivery", r)).toMatchObject({ kind: "price", priceMinor: 53_000 });
    // "his offer", no earlier: whose offer is not said, so nothing is added to the buyer's last bid at HIGH.
    const his = read("He says he'll add 100 € to his offer.");
    expect(his.confidence === "HIGH" && his.move.kind === "price" && his.move.priceMinor === 100_000, shown("his offer", his)).toBe(false);
    // The buyer's own offer called final is still final.
    const last = read("This is my client's last offer: 950 €.");
    expect(last.move, shown("last offer", last)).toMatchObject({ kind: "price", priceMinor: 95_000 });
  });
});
