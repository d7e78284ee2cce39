/**
 * A weight, a length or an age said roughly after a bid ("vous feriez la plaque pour 120 € ? le banc fait dans les 2
 * m", "¿me harías la placa por 120 €? el banco mide unos 2 metros") is no doubt about the bid: only an approximation
 * of the amount is ("pour dans les 120 €", "por unos 120 €"). Spanish "¿me harías … por 120?" offers, as French
 * "vous feriez … pour 120 ?" does. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 15_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("a measure said roughly beside a bid", () => {
  it.each([
    "vous feriez la plaque gravée pour 120 € ? le banc fait dans les 2 m de long, en chêne",
    "vous feriez la plaque pour le banc de mon père pour 120 € ? il pesait dans les 90 kg, un sacré gaillard",
    "¿me harías la placa grabada para el banco de mi padre por 120 €? el banco mide unos 2 metros",
    "me harías la placa por 120 €? pesaba unos 90 kilos, un buenazo",
  ])("%s bids 120", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 12_000 }, confidence: "HIGH" });
  });

  it.each(["vous feriez la plaque pour dans les 120 € ?", "¿me harías la placa por unos 120 €?", "me harías la placa por 120 € más o menos?"])("%s is a bid said roughly, not at HIGH", (text) => {
    const r = read(text);
    expect(r.confidence === "HIGH", shown(text, r)).toBe(false);
  });
});
