/**
 * Two versions of the thing priced in one breath — "480 with the case, a bit less without", or the thing "as it
 * stands" beside a price with an extra — are not one bid: taking either amount at HIGH would close a deal on a
 * version the buyer did not choose (fresh10-*-014, fresh11-*-218 read them as bids). One price that states what it
 * covers stays a bid.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const ctx = (currency: string, standing: number, last: number | null = null): InterpretationContext => ({ currency, quantity: 1, standingOfferMinor: standing, lastBuyerBidMinor: last });
const bidAtHigh = (text: string, c: InterpretationContext) => {
  const r = interpretOffline(text, c);
  return r.confidence === "HIGH" && r.move.kind === "price";
};

describe("two versions priced in one sentence are asked, not bid", () => {
  it("'with X, less without' in four languages", () => {
    for (const text of [
      "480 with the case, a bit less without it.",
      "480 mit Koffer, ohne etwas weniger.",
      "480 avec l'étui, un peu moins sans.",
      "480 con el estuche, sin él algo menos.",
      "I'd do 480 with the stand and less without.",
    ]) expect(bidAtHigh(text, ctx("EUR", 52_000)), text).toBe(false);
  });

  it("'as it stands' beside a price with an extra, in four languages", () => {
    for (const text of [
      "We can do $700 for the mixer as it stands; with the dough hook set it would be $760.",
      "So wie er ist 700 €, mit dem Knethaken-Set 760 €.",
      "700 € en l'état ; avec le crochet pétrisseur, 760 €.",
      "700 € tal como está; con el juego de ganchos, 760 €.",
      // The first amount a budget (context), the second a bid: still two versions.
      "Our budget covers $700 for the mixer as it stands; with the dough hook set we'd go to $760.",
      "Unser Budget reicht für 700 € für die Maschine so wie sie ist; mit dem Knethaken-Set gingen wir auf 760 €.",
      "Notre budget couvre 700 € pour le pétrin en l'état ; avec le crochet, nous irions jusqu'à 760 €.",
      "Nuestro presupuesto cubre 700 € por la amasadora tal como está; con el gancho llegaríamos a 760 €.",
    ]) expect(bidAtHigh(text, ctx(text.includes("$") ? "USD" : "EUR", 82_000)), text).toBe(false);
  });

  it("property: any item, any two amounts, 'P with X, less/more without' is never a bid at HIGH", () => {
    const items = ["case", "cover", "stand", "charger", "Koffer", "Ständer", "housse", "chargeur", "funda", "cargador"];
    const shapes = [
      (p: number, x: string) => `${p} with the ${x}, less without.`,
      (p: number, x: string) => `${p} mit ${x}, ohne weniger.`,
      (p: number, x: string) => `${p} avec la ${x}, moins sans.`,
      (p: number, x: string) => `${p} con la ${x}, sin ella menos.`,
      (p: number, x: string) => `${p} without the ${x}, a little more with it.`,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 900 }), fc.constantFrom(...items), fc.constantFrom(...shapes), (p, x, shape) => !bidAtHigh(shape(p, x), ctx("EUR", 100_000))),
    );
  });
});

describe("one price that states its version stays a bid", () => {
  it("a single price for the thing as it stands, with what it includes", () => {
    for (const text of [
      "We offer $640 for the mixer as it stands, with the dough hook.",
      "Wir bieten 640 € für die Maschine so wie sie ist, mit dem Knethaken.",
      "Nous proposons 640 € pour le pétrin en l'état, avec le crochet.",
      "Le ofrecemos 640 € por la amasadora tal como está, con el gancho.",
    ]) expect(interpretOffline(text, ctx(text.includes("$") ? "USD" : "EUR", 82_000)), text).toMatchObject({ move: { kind: "price", priceMinor: 64_000 }, confidence: "HIGH" });
  });

  it("a bid with the buyer's cash, or with an inclusion and no second version", () => {
    for (const [text, minor] of [
      ["480 with cash on pickup.", 48_000],
      ["$4,200 including flooring and lighting.", 420_000],
      ["480 mit Koffer.", 48_000],
    ] as const) expect(interpretOffline(text, ctx(text.includes("$") ? "USD" : "EUR", 520_000)), text).toMatchObject({ move: { kind: "price", priceMinor: minor }, confidence: "HIGH" });
  });
});
