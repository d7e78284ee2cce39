/**
 * Bids made from the shop's price in a professional's words:
 * - "your quoted fee minus £40", "Ihr genanntes Honorar abzüglich 40 €", "vos honoraires moins 40 €", "sus
 *   honorarios menos 40 €": the fee (not only "price" or "quote") less an amount; the amount alone was taken for a
 *   unit price;
 * - "Mit 50 € Abzug … fange ich an": the amount with "Abzug" after it comes off the shop's price;
 * - "si vous enlevez vingt pour cent", "si me quita un veinte por ciento": a percentage taken off, in the verbs
 *   of taking away;
 * - "split the gap": the difference between the two prices split, like "split the difference".
 * Look-alikes: the fee asked about, or "ohne Abzug" (net), are no bid made from the shop's price.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 30_000, lastBuyerBidMinor: 22_000 };
const read = (text: string, ctx: InterpretationContext = eur) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};

describe("a bid made from the shop's fee", () => {
  it.each([
    ["For the mediation session, our client can offer your quoted fee minus £40.", { ...eur, currency: "GBP" }],
    ["Für die Mediation bietet unser Mandant Ihr genanntes Honorar abzüglich 40 €.", eur],
    ["Pour la séance de médiation, notre client propose vos honoraires moins 40 €.", eur],
    ["Para la sesión de mediación, nuestro cliente ofrece sus honorarios menos 40 €.", eur],
    ["Mit 40 € Abzug beim Mediationspaket fange ich nächste Woche an.", eur],
  ] as const)("%s: the fee less 40, at HIGH", (text, ctx) => {
    expect(read(text, ctx)).toMatchObject({ kind: "price", price: 26_000, confidence: "HIGH" });
  });

  it.each([
    "Je m'inscris tout de suite si vous enlevez dix pour cent sur le stage.",
    "Me apunto ahora mismo si me quita un diez por ciento del taller.",
  ])("%s: ten percent off the shop's price, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "price", price: 27_000, confidence: "HIGH" });
  });

  it("split the gap: halfway between the shop's price and the buyer's last bid", () => {
    expect(read("Your rate and mine for the term — let's split the gap and I'll book today.")).toMatchObject({ kind: "price", price: 26_000, confidence: "HIGH" });
  });

  it.each(["Is your fee minus the deposit still 300?", "Die Rechnung ist zahlbar ohne Abzug, passt das?"])("look-alike %s: no bid of 260", (text) => {
    expect(read(text).price).not.toBe(26_000);
  });
});
