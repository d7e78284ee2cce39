/**
 * Two families found when fresh6's HELD-OUT half was measured (and so seen): an agent's decision laid out as a
 * two-column Markdown table is the same block as its `key: value` lines (a withdrawal's reason mentions a ceiling,
 * which must not become a bid), and a figure given as non-binding, indicative or "um die … rum" is not yet an offer.
 * New sentences, four languages, each with the look-alike that must not be acted on.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const ctx: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 95_000, lastBuyerBidMinor: 70_000 };
const read = (text: string) => interpretOffline(text, ctx);
const acts = (text: string) => {
  const r = read(text);
  return r.confidence === "HIGH" && (r.move.kind === "price" || r.move.kind === "accept" || r.move.kind === "withdraw");
};

describe("an agent's decision as a Markdown table", () => {
  const withdrawals = [
    "| Field | Value |\n|---|---|\n| Decision | Withdraw |\n| Reason | Above the budget of EUR 800 |\n| Further offers | None |",
    "| Feld | Wert |\n|---|---|\n| Entscheidung | Abbruch |\n| Grund | über dem Budget von 800 € |\n| Weitere Angebote | Keine |",
    "| Champ | Valeur |\n|---|---|\n| Décision | Retrait |\n| Motif | au-dessus du budget de 800 € |\n| Autres offres | Aucune |",
    "| Campo | Valor |\n|---|---|\n| Decisión | Retirarse |\n| Motivo | por encima del presupuesto de 800 € |\n| Más ofertas | Ninguna |",
  ];

  it("reads its decision, never the amount in its reason, in every language", () => {
    for (const text of withdrawals) {
      const r = read(text);
      expect(r.move.kind, text).not.toBe("price");
    }
    // The German, French and Spanish rows name the move plainly: a withdrawal at HIGH.
    for (const text of withdrawals.slice(1)) expect(read(text), text).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("a table of options or comparables is no decision: nothing in it is acted on", () => {
    for (const text of [
      "| Item | Price |\n|---|---|\n| Model A | 900 € |\n| Model B | 1.100 € |",
      "| Händler | Preis |\n|---|---|\n| Laden A | 880 € |\n| Laden B | 910 € |",
      "| Vendeur | Prix |\n|---|---|\n| Boutique A | 880 € |\n| Boutique B | 910 € |",
      "| Tienda | Precio |\n|---|---|\n| Tienda A | 880 € |\n| Tienda B | 910 € |",
    ]) expect(acts(text), text).toBe(false);
  });

  it("a table naming a decision with a condition in its reason is not acted on", () => {
    expect(acts("| Field | Value |\n|---|---|\n| Decision | Accept |\n| Note | only if delivery is included |")).toBe(false);
    expect(acts("| Campo | Valor |\n|---|---|\n| Decisión | Aceptar |\n| Nota | si incluyen el envío |")).toBe(false);
  });
});

describe("a figure for indication only is not yet an offer", () => {
  it("non-binding, indicative, 'um die … rum': asked, in four languages", () => {
    for (const text of [
      "Non-binding estimate from our side: EUR 820 for the unit, firm offer after the survey.",
      "Indicative offer: EUR 820, to be confirmed next week.",
      "Unverbindliche Preisindikation: 820 € inklusive Lieferung.",
      "irgendwas um die 820 rum?",
      "À titre indicatif : 820 € livraison comprise, offre ferme après la visite.",
      "Prix indicatif, non contraignant : 820 €.",
      "Oferta orientativa, no vinculante: 820 € con entrega.",
    ]) {
      const r = read(text);
      expect(r.confidence, text).not.toBe("HIGH");
    }
  });

  it("the same amount offered plainly is read", () => {
    for (const text of ["Our offer: EUR 820 for the unit.", "Wir bieten 820 € inklusive Lieferung.", "Nous proposons 820 €, livraison comprise.", "Ofrecemos 820 € con entrega incluida."]) {
      expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 82_000 }, confidence: "HIGH" });
    }
  });
});

describe("an amount taken off an earlier offer: whose offer it is decides the base", () => {
  const last: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 300_000, lastBuyerBidMinor: 260_000 };
  const readLast = (text: string) => interpretOffline(text, last);

  it("the buyer's own earlier offer, lowered: off the buyer's last bid, in four languages", () => {
    for (const text of ["We lower our previous offer by EUR 150.", "Wir senken unser bisheriges Angebot um 150 €.", "Nous baissons notre offre précédente de 150 €.", "Rebajamos nuestra oferta anterior en 150 €."]) {
      expect(readLast(text), text).toMatchObject({ move: { kind: "price", priceMinor: 245_000 }, confidence: "HIGH", derivation: { operation: "minus", from: "last-bid" } });
    }
  });

  it("the shop's earlier offer, lowered: off the standing offer", () => {
    for (const text of ["If you lower your last offer by 150, we have a deal.", "Können Sie Ihr letztes Angebot um 150 € senken? Dann kaufe ich."]) {
      expect(readLast(text), text).toMatchObject({ move: { kind: "price", priceMinor: 285_000 }, derivation: { from: "standing-offer" } });
    }
  });

  it("the buyer's principal lowering 'the' or 'its' earlier offer lowers its own: off the buyer's last bid", () => {
    // A party can only lower its own offer; the shop's is asked to move ("asks you to lower your offer").
    for (const text of [
      "My principal therefore lowers the previous offer by EUR 150.",
      "Mein Auftraggeber senkt sein bisheriges Angebot daher um 150 EUR.",
      "Por ello mi mandante rebaja su oferta anterior en 150 EUR.",
    ]) {
      expect(readLast(text), text).toMatchObject({ move: { kind: "price", priceMinor: 245_000 }, confidence: "HIGH", derivation: { operation: "minus", from: "last-bid" } });
    }
  });

  it("an earlier offer lowered by nobody of the buyer's side, or by someone unnamed: never a price at HIGH", () => {
    for (const text of [
      "The previous offer is lowered by EUR 150.",
      "He lowers the previous offer by EUR 150.",
      "Das bisherige Angebot wird um 150 EUR gesenkt.",
      "La oferta anterior se rebaja en 150 EUR.",
    ]) {
      const r = readLast(text);
      expect(r.confidence === "HIGH" && r.move.kind === "price", text).toBe(false);
    }
  });
});
