// The work called off is a walk-away: "not going ahead with the resin drive sorry, the builder doing next door's is
// going to do ours", "on fait pas l'allée finalement", "al final no hacemos la entrada del garaje" and "werden den
// Auftrag daher nicht erteilen" were asked back (fresh23 TUNE). Under a condition, or with the order given, it is
// none. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 380_000, lastBuyerBidMinor: 320_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("the work called off", () => {
  it("walks away at HIGH, in four languages", () => {
    for (const text of [
      "not going ahead with the patio sorry, my brother-in-law is doing it. thanks tho",
      "We are not going ahead with the extension. Thanks anyway.",
      "Wir haben uns anders entschieden und werden den Auftrag daher nicht erteilen.",
      "Wir werden keinen Auftrag erteilen, trotzdem danke.",
      "on fait pas la terrasse finalement dsl, merci d'être passé",
      "Finalement, nous ne ferons pas la véranda. Merci pour le devis.",
      "al final no hacemos la reforma del baño, perdona. gracias por venir",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is no walk-away under a condition or with the order given", () => {
    for (const text of [
      "If we're not going ahead with the drive, I'll let you know.",
      "Si al final no hacemos la reforma, te aviso.",
      "Wir werden den Auftrag erteilen.",
      "Wir werden Ihnen den Auftrag gerne erteilen.",
      "We're going ahead with the drive.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
