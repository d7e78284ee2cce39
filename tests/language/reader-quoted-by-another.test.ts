// A price another firm quoted the buyer is theirs, not the buyer's bid: "The caterer down the road quoted us 430"
// and "Another company quoted me 430" were bids of 430 at HIGH (the "me" and "us" taken for the buyer speaking; a
// company, a firm, a garage not counted as sellers). The buyer's own bid said after them stays the bid. Every
// sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("a price quoted by another", () => {
  it("is no bid, in four languages", () => {
    for (const text of [
      "The caterer down the road quoted us 430.",
      "Another company quoted me 430.",
      "Eine andere Firma hat uns 430 angeboten.",
      "Une autre entreprise nous a fait un devis à 430.",
      "Otra empresa nos pasó presupuesto de 430.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("leaves the buyer's bid after it the bid", () => {
    for (const text of ["Another firm quoted 480, we offer 430.", "Eine andere Firma wollte 480, wir bieten 430.", "Otra empresa pide 480, ofrezco 430.", "Our company offers 430."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 43_000 });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });
});
