// Another's offer taken, or the deal called off, is a walk-away and never an acceptance: "Thanks, but we've accepted
// another offer." was read as nothing, "The deal is off, sorry." asked whether it accepted or walked away. Where a
// word of agreeing stands in such a message ("Okay, deal's off.", "We decided to accept the other quote.") it is
// still asked, and nothing is ever accepted at HIGH. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("another offer taken", () => {
  it("walks away at HIGH", () => {
    for (const text of ["Thanks, but we've accepted another offer.", "The deal is off, sorry.", "Nous avons accepté une autre offre, merci quand même.", "Hemos aceptado otra oferta, gracias de todos modos."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("never accepts at HIGH", () => {
    for (const text of [
      "Okay, deal's off.",
      "Der Deal ist geplatzt.",
      "Alright, we agree to disagree. Goodbye.",
      "We decided to accept the other quote.",
      "Wir haben ein anderes Angebot angenommen, trotzdem danke.",
      "We haven't accepted another offer yet.",
      "If we accept another offer, I'll tell you.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("is no walk-away asked or under a condition", () => {
    for (const text of ["Is the deal off?", "The deal is off if you can't deliver by Friday.", "We haven't accepted another offer yet.", "If we accept another offer, I'll tell you."]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
