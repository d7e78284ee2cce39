/**
 * Two readings of an amount's own words:
 * - "our offer is 340 € for the ten", "pour les dix", "por las diez" name the total for the quantity, even where the
 *   shop's price was said to be per unit ("Votre prix est à l'unité ; …"): the count was known only up to five;
 * - what an amount was for before, said right after it ("Non, attendez, 180 c'était avec le troisième étage … 150 €",
 *   "180 era con el tercer piso … 150 €") is the figure set aside, and the one said after is the bid.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import { readerIn, shown } from "./reading";

describe("for the ten, and what a figure was with", () => {
  const ten = readerIn({ currency: "EUR", quantity: 10, standingOfferMinor: 3_600, lastBuyerBidMinor: null });
  it.each([
    "Your price is per medal; our offer is 300 € for the ten.",
    "Votre prix est à l'unité ; notre offre est de 300 € pour les dix médailles.",
    "Su precio es por unidad; nuestra oferta es de 300 € por las diez medallas.",
  ])("%s bids 300 for the ten", (text) => {
    const r = ten(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 3_000, basis: "total" }, confidence: "HIGH" });
  });

  const one = readerIn({ currency: "EUR", quantity: 1, standingOfferMinor: 26_000, lastBuyerBidMinor: null });
  it.each([
    "220 € pour la pièce montée. Non, attendez, 220 c'était avec les fleurs en sucre qu'on a enlevées. 190 €.",
    "220 € por la tarta. No, espera, 220 era con las flores de azúcar que quitamos. 190 €.",
    "220 € für die Torte. Nein, Moment, 220 waren mit den Zuckerblumen, die wir gestrichen haben. 190 €.",
  ])("%s bids 190", (text) => {
    const r = one(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 19_000 }, confidence: "HIGH" });
  });

  it("a figure said to include something, offered, is still the bid", () => {
    const text = "Je propose 190 €, avec la livraison.";
    const r = one(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 19_000 }, confidence: "HIGH" });
  });
});
