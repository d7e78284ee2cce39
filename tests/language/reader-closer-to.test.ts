// A direction is not a figure: "We were hoping for something closer to 430" was a bid of 430 at HIGH. "Closer to",
// "in Richtung", "plus près de", "más cerca de" before an amount leave it asked. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("closer to an amount", () => {
  it("is no bid at HIGH, in four languages", () => {
    for (const text of ["We were hoping for something closer to 430.", "A bit nearer to 430 would be nice.", "Wir hatten eher an etwas in Richtung 430 gedacht.", "On espérait plutôt quelque chose plus près de 430.", "Esperábamos algo más cerca de 430."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("leaves a plain bid a bid", () => {
    for (const text of ["I can go to 430.", "Ich gehe auf 430.", "Je monte à 430.", "Subo a 430."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 43_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });
});
