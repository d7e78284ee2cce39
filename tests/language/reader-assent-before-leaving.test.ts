// A word of assent opening a walk-away acknowledges; it accepts nothing. "Fair enough, we'll leave it then. All the
// best.", "D'accord, tant pis. Bonne journée.", "Alles klar, wir gehen zur anderen Werkstatt. Danke." were asked back
// (an acceptance and a walk-away at once); "We'll leave it then." was a walk-away only through the model, and "Fine,
// we'll go with the other garage" was not one. Every sentence here is our own, written as walk-aways with acceptance
// words in them before the reader was changed.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("assent opening a walk-away", () => {
  it("is a walk-away, in four languages", () => {
    for (const text of [
      "Fair enough, we'll leave it then. All the best.",
      "We'll leave it then, thanks.",
      "Fine, we'll go with the other garage. Thanks for your time.",
      "Alles klar, wir gehen zur anderen Werkstatt. Danke.",
      "D'accord, tant pis. Bonne journée.",
      "Bueno, pues lo dejamos. Que vaya bien.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is no walk-away when the rest accepts, bids, thinks it over or talks again tomorrow", () => {
    for (const [text, notKind] of [
      ["Fair enough, I'll take it.", "withdraw"],
      ["OK, we'll leave it at 450 €.", "withdraw"],
      ["Fine, I'll think it over and come back to you.", "withdraw"],
      ["Alright, we'll leave it there for today and talk tomorrow.", "withdraw"],
      ["D'accord, tant pis pour la livraison, je le prends.", "withdraw"],
    ] as const) {
      const r = read(text);
      expect(r.move.kind === notKind && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
