// Typed on a phone: accents, apostrophes and umlauts left out, and a common misspelling. "marche conclu", "ok ca me
// va" and "trato echo" were asked back; "si, me lo llevo" (the yes, its accent left out) was a conditional
// acceptance. Put back only where the plain form is no other word: "ca." is circa, Spanish "si" without a comma is
// "if", "tres" is Spanish three, "fur" is English. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { normalizeForRules } from "../../language/reader/normalize";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);

describe("typed on a phone", () => {
  it("acceptances read as their accented forms, in French and Spanish", () => {
    for (const text of ["marche conclu", "ok ca me va", "daccord, je le prends", "cest bon pour moi", "trato echo", "si, me lo llevo", "Vale. Si, lo compro.", "esta bien, lo compro"])
      expect(read(text), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
  it("German without umlauts reads as with them", () => {
    expect(read("Ich wuerde 400 zahlen.")).toMatchObject({ move: { kind: "price", priceMinor: 40_000 }, confidence: "HIGH" });
    expect(normalizeForRules("Fuer 400 gehoert er mir")).toBe("für 400 gehört er mir");
  });
  it("look-alikes: circa, the Spanish 'if', three and fur keep their meaning", () => {
    expect(normalizeForRules("ca. 450 fuer die Lampe?")).toBe("ca. 450 für die lampe?");
    expect(read("ca. 450 für die Lampe?").confidence).not.toBe("HIGH");
    expect(read("Si el precio baja, me lo llevo.")).toMatchObject({ confidence: "LOW" });
    expect(normalizeForRules("tres sillas, si es posible")).toBe("tres sillas, si es posible");
    expect(normalizeForRules("the fur coat, 400?")).toBe("the fur coat, 400?");
  });
});
