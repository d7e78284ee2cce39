/**
 * Another maker or shop said to make or do the thing for an amount ("fyi the market stall does engraved tankards for
 * 30", "der Laden am Markt macht gravierte Krüge für 30") is its price, not the buyer's bid: it was read as a bid of
 * 30 at HIGH. The buyer's own totting up ("The whole lot makes 30, ok?", "Das Ganze macht 30, ok?") and the shop asked
 * to do it ("would you do the tankards for 30?") are still bids. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 4_200, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("another maker said to do it for an amount", () => {
  it.each([
    "the market stall does engraved tankards for 30",
    "just so you know the pub's trophy man makes these tankards for 30",
    "der laden am markt macht gravierte krüge für 30",
    "la boutique du marché fait des chopes gravées à 30",
    "la tienda del mercado hace jarras grabadas por 30",
  ])("%s is no bid at HIGH", (text) => {
    const r = read(text);
    expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
  });

  it.each(["The whole lot makes 30, ok?", "Das Ganze macht 30, ok?", "Le tout fait 30, ok ?", "would you do the tankards for 30?", "Macht ihr die Krüge für 30?"])("%s still bids 30", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 3_000 }, confidence: "HIGH" });
  });
});
