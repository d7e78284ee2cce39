/**
 * The thing let go as too dear "for me" ("leave the deer stalking, too rich for me", "Pirschgang lass ich, zu teuer für
 * mich") and its Spanish ("deja la batida, muy cara para mí", "déjalo, demasiado caro") are walk-aways, as "leave the
 * chillies mate, too steep" was. An extra let go keeps the sale going. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 60_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("let go as too dear for me", () => {
  it.each(["leave the deer stalking, too rich for me", "skip the kayak tour, too steep for us", "pirschgang lass ich, zu teuer für mich", "deja la batida de jabalí, muy cara para mí", "déjalo, demasiado caro"])("%s is a walk-away", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("an extra let go, or one thing of two, is no walk-away", () => {
    for (const text of ["leave the delivery, too steep for me", "deja el envío, muy caro", "deja la batida, muy cara para mí pero la de marzo sí"]) {
      const r = read(text);
      expect(r.move.kind, shown(text, r)).not.toBe("withdraw");
    }
  });
});
