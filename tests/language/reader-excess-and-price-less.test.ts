// Two ways of naming an amount that is not the price: what the shop's price is over by ("Booth's $400 too dear",
// "400 € zu teuer", "400 € trop cher", "400 € por encima de lo que podemos") and the shop's price named with an amount
// less ("the quote less £250", "den Angebotspreis abzüglich 250 €", "le devis diminué de 250 €", "su precio menos
// 250 €"). Both were read as a bid of the amount itself, at HIGH: a bid of 400 on a 3,400 stand, which the shop may
// accept. The excess is taken off the shop's standing offer only when the buyer asks for exactly that ("drop it by
// that", "um den Betrag", "d'autant", "bájele eso"); otherwise it is asked. Every sentence here is our own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 340_000, lastBuyerBidMinor: null };
const read = (text: string, c: InterpretationContext = context) => interpretOffline(text, c);
const minusFromStanding = (text: string, amountMinor: number, c: InterpretationContext = context) =>
  expect(read(text, c), text).toMatchObject({
    move: { kind: "price", priceMinor: c.standingOfferMinor! - amountMinor },
    confidence: "HIGH",
    derivation: { operation: "minus", from: "standing-offer", amountMinor },
  });
const notActedOn = (text: string, c: InterpretationContext = context) => {
  const r = read(text, c);
  expect(r.confidence === "HIGH" && ["price", "accept", "withdraw"].includes(r.move.kind), `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
};

describe("an amount the price is over by", () => {
  const askedToTakeItOff = [
    "The stand is 400 € too dear. Drop it by that and we sign today.",
    "It's €400 too expensive for us; take that off and it's a deal.",
    "We're 400 € over our budget. Knock it off and we sign.",
    "Der Stand ist 400 € zu teuer. Gehen Sie um den Betrag runter, dann unterschreiben wir.",
    "400 € zu viel, leider. Lassen Sie um so viel nach, dann sind wir dabei.",
    "Le stand est 400 € trop cher. Baissez d'autant et on signe.",
    "C'est 400 € de trop pour nous : retirez ce montant et c'est réglé.",
    "El stand está 400 € por encima de lo que podemos. Bájele eso y firmamos hoy.",
    "Son 400 € de más para nosotros. Quítele eso y cerramos.",
  ];
  it("is taken off the shop's standing offer when the buyer asks for exactly that, in four languages", () => {
    for (const text of askedToTakeItOff) minusFromStanding(text, 40_000);
  });

  it("is asked about, never bid, when nothing says to take it off", () => {
    for (const text of ["The stand is 400 € too dear.", "Der Stand ist 400 € zu teuer.", "Le stand est 400 € trop cher pour nous.", "Está 400 € por encima de lo que podemos pagar.", "We're 400 € over our budget, sadly."]) notActedOn(text);
  });

  it("property: whatever the standing offer and the excess under it, the bid is their difference or nothing acted on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 9_000 }), fc.integer({ min: 10, max: 150 }), fc.boolean(), (standingEuros, excessEuros, askedForIt) => {
        const c = { ...context, standingOfferMinor: standingEuros * 100 };
        const text = `It's €${excessEuros} too expensive.${askedForIt ? " Drop it by that and I'll sign." : ""}`;
        const r = read(text, c);
        if (askedForIt && excessEuros < standingEuros) expect(r.move, text).toEqual({ kind: "price", priceMinor: (standingEuros - excessEuros) * 100, basis: "unit", final: false });
        else expect(r.confidence === "HIGH" && r.move.kind === "price" && r.move.priceMinor === excessEuros * 100, text).toBe(false);
      }),
    );
  });

  it("look-alikes: a price said to be too much, or an amount above the buyer's own offer, keep their readings", () => {
    // The price itself, objected to, with a bid beside it: the bid.
    expect(read("I'll pay 3,000 €, 3,400 € is too much.").move).toMatchObject({ kind: "price", priceMinor: 300_000 });
    // Above my previous offer: added to the buyer's own last bid, not an excess.
    expect(read("Oferta revisada: 120 € por encima de mi oferta anterior.", { ...context, lastBuyerBidMinor: 280_000 })).toMatchObject({ move: { kind: "price", priceMinor: 292_000 } });
  });
});

describe("the shop's price named with an amount less", () => {
  it("is the shop's standing offer less the amount, in four languages", () => {
    for (const text of [
      "My client proposes your quote less €250, as she will do the DNS changes herself.",
      "We'd go with your price minus 250 €.",
      "Wir schlagen Ihren Angebotspreis abzüglich 250 € vor.",
      "Ihr Preis abzüglich 250 €, dann passt es.",
      "Nous proposons votre devis diminué de 250 €.",
      "Votre prix moins 250 € et c'est signé.",
      "Su precio menos 250 €, y cerramos.",
    ])
      minusFromStanding(text, 25_000);
  });

  it("look-alikes: a percentage less is a percentage off; the buyer's own earlier offer less is its last bid less", () => {
    expect(read("Wir schlagen Ihren Angebotspreis abzüglich 10 Prozent vor.")).toMatchObject({ move: { kind: "price", priceMinor: 306_000 }, derivation: { operation: "percent-off" } });
    expect(read("Our previous offer less €100, given the scratches.", { ...context, lastBuyerBidMinor: 300_000 })).toMatchObject({ derivation: { operation: "minus", from: "last-bid", amountMinor: 10_000 } });
  });
});
