// Two readings found while testing, each at the wrong depth before. The gap between the prices named with a verb,
// "The difference between your price and what I offered is still 200.", was a bid of 200 at HIGH: a binding price
// nobody offered. And "even if" conceded only where conditions beside a bid were looked for, so "Fine by me, even if
// it's scratched" was a conditional acceptance, asked back; the concession is now no condition anywhere. Every
// sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000, lastBuyerBidMinor: 30_000 };
const read = (text: string) => interpretOffline(text, context);

describe("the gap between the prices, named", () => {
  it("is no bid, in four languages", () => {
    for (const text of [
      "The difference between your price and what I offered is still 200.",
      "The gap is still 200.",
      "Die Differenz zwischen Ihrem Preis und meinem Gebot beträgt immer noch 200.",
      "L'écart entre votre prix et le mien est encore de 200.",
      "La diferencia entre su precio y lo que ofrecí sigue siendo de 200.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)} ${r.confidence}`).toBe(false);
    }
  });
  it("look-alikes: the difference split, or a bid after the gap, is still the bid", () => {
    for (const text of ["Let's split the difference, that is 400.", "The difference is only 100, so 400 and we're done.", "Teilen wir die Differenz: 400."])
      expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor: 40_000 }, confidence: "HIGH" });
  });
});

describe("a concession", () => {
  it("is no condition on an acceptance, in four languages", () => {
    for (const text of ["Fine by me, even if it's scratched.", "Abgemacht, auch wenn der Rahmen Kratzer hat.", "D'accord, même si le cadre est rayé.", "Vale, aun si tiene arañazos, me lo quedo."])
      expect(read(text), text).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });
  it("look-alikes: a plain condition still conditions", () => {
    for (const text of ["Deal if it's not scratched.", "Abgemacht, wenn der Rahmen keine Kratzer hat.", "D'accord si le cadre n'est pas rayé.", "Vale, si no tiene arañazos, me lo quedo."])
      expect(read(text).confidence, text).not.toBe("HIGH");
  });
});
