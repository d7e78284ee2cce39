/**
 * A bid in a phone chat beside the things it is for, and the numbers around it that are not prices:
 * - "tu" spoken to ("tu me fais le carton à 60 € ?") is not "tu" meaning "your" (Spanish "tu precio"), which marks
 *   an amount as the shop's own; read as "your", the bid was set aside and a count of stems taken for it, at HIGH;
 * - everyday words for money ("60 balles", "60 pavos", "60 Mäuse", "180 Stutz") are money, in the negotiation's
 *   own currency;
 * - a count of things in a sentence of its own ("need 50 stems for a wedding") is how many, even near the price;
 * - a postcode after its place, typed in lower case ("je suis à lyon 69003"), or after "to" in words of sending
 *   ("tu envoies l'anneau jusqu'à 69003 ?"), is no amount.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 7_500, lastBuyerBidMinor: null };
const read = (text: string, ctx: InterpretationContext = eur) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence, subject: r.move.kind === "question" ? r.move.subject : undefined };
};

describe("a bid in a chat beside a count of the things it is for", () => {
  it.each([
    ["tu me fais le lot à 60 € ? il me faut 40 bougies pour un baptême", eur],
    ["tu me laisses les chaises à 60 balles ? on a 45 invités samedi", eur],
    ["tu me dejas las macetas en 60 pavos? necesito 50 plantones para el huerto", eur],
    ["würdest du mir die Kiste für 60 Mäuse geben? brauch 50 Stiele für die Deko", eur],
    ["Would you do £60 for the box? I need 50 stems for a wedding.", { ...eur, currency: "GBP" }],
  ] as const)("%s: the bid is the money, at HIGH", (text, ctx) => {
    expect(read(text, ctx)).toMatchObject({ kind: "price", price: 6_000, confidence: "HIGH" });
  });

  it("the shop's own price named with Spanish 'tu' (your) is still the shop's: the buyer's amount is the bid", () => {
    expect(read("tu precio era 75 €, te ofrezco 60 €")).toMatchObject({ kind: "price", price: 6_000, confidence: "HIGH" });
  });

  it("a Swiss franc in slang is money in the negotiation's currency", () => {
    expect(read("würdet ihr mir das Velo für 180 Stutz geben?", { currency: "CHF", quantity: 1, standingOfferMinor: 22_000, lastBuyerBidMinor: null })).toMatchObject({ kind: "price", price: 18_000 });
  });

  it("look-alikes: two prices for two days, or a count in the bid's own sentence, are asked, never one taken", () => {
    const near = { ...eur, standingOfferMinor: 46_000 };
    for (const text of ["450 € today. 420 tomorrow?", "€450 now. 420 later.", "Would you take 70 €? Or 65 each?"]) {
      const r = read(text, near);
      expect(r.kind === "price" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r)}`).toBe(false);
    }
  });
});

describe("a postcode typed after its place, or where a thing is sent", () => {
  it.each([
    ["je suis à lyon 69003, ça coûterait combien l'envoi ?", "shipping"],
    ["ich wohne in köln 50667, was kostet der versand?", "shipping"],
    ["envío a sevilla 41001, cuánto costaría?", "shipping"],
    ["tu envoies la lampe jusqu'à 69003 ? ça coûterait combien l'envoi", "shipping"],
  ] as const)("%s: a question, with no amount taken from the postcode", (text, subject) => {
    expect(read(text)).toMatchObject({ kind: "question", confidence: "HIGH", subject });
  });

  it("a pallet's route with its postcodes, then the bid: the bid", () => {
    expect(read("Une palette de Lyon 69007 à Brest 29200, 480 kg, enlèvement mardi — vous feriez 95 € ?", { ...eur, standingOfferMinor: 13_500 })).toMatchObject({ kind: "price", price: 9_500, confidence: "HIGH" });
  });

  it("a thing taken 'delivered at' five digits is a price named, never the shop's offer accepted", () => {
    const big = { currency: "EUR", quantity: 1, standingOfferMinor: 1_300_000, lastBuyerBidMinor: null };
    for (const text of ["Je le prends livré à 12000.", "Lo quiero entregado en 12000."]) {
      const r = read(text, big);
      expect(r.kind === "accept" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r)}`).toBe(false);
      expect(r).toMatchObject({ kind: "price", price: 1_200_000 });
    }
  });

  it("look-alikes: five digits after money words are the price", () => {
    const big = { currency: "EUR", quantity: 1, standingOfferMinor: 4_600_000, lastBuyerBidMinor: null };
    expect(read("ich zahle in bar 45000", big)).toMatchObject({ kind: "price", price: 4_500_000, confidence: "HIGH" });
    expect(read("je te le prends en total 45000", big)).toMatchObject({ kind: "price", price: 4_500_000 });
    // A hedge between "to" and the figure names no place: the bid, asked back for its hedge.
    expect(read("I can go to perhaps 45000.", big)).toMatchObject({ kind: "price", price: 4_500_000 });
  });
});
