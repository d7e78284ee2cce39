// A deposit or an instalment beside a bid made two amounts and the bid was asked back ("I can do 1,650 €, with a
// 200 € deposit now and the rest on delivery"); said alone, a deposit was a bid: "Can I pay a 200 € deposit?" was a bid
// of 200 at HIGH against a shop asking 1,800. A deposit or an instalment is a part of how the bid is paid, never the
// bid. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 180_000, lastBuyerBidMinor: 150_000 };
const read = (text: string) => interpretOffline(text, context);

describe("a deposit or an instalment beside a bid", () => {
  it("leaves the bid, in four languages", () => {
    for (const text of [
      "I can do 1,650 €, with a 200 € deposit now and the rest on delivery.",
      "We'd pay 1,650 € in total, as 12 monthly payments of 137.50 €.",
      "Wir zahlen 1.650 €, davon 200 € als Anzahlung.",
      "Nous proposons 1 650 €, avec 200 € d'acompte.",
      "Ofrecemos 1.650 €, con una señal de 200 €.",
    ]) {
      const r = read(text);
      expect(r.move, text).toMatchObject({ kind: "price", priceMinor: 165_000 });
    }
  });
  it("said alone, is no bid: never a bid of the deposit at HIGH", () => {
    for (const text of ["Can I pay a 200 € deposit?", "200 € deposit and I will take it.", "Kann ich 200 € Anzahlung leisten?"]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
    }
  });
});
