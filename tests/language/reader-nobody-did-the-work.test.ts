/**
 * "Nobody" after a bid put as a question refuses the amount only when it pays, buys or takes ("360 for all 12? Nobody
 * pays that."): said of the work ("… for 360? nobody has pruned them since grandad", "keiner hat sie geschnitten",
 * "personne les a taillés", "nadie los ha tocado") it is the buyer's reason, and the bid stands. It had been asked
 * back ("is this an offer?"). Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 8, standingOfferMinor: 5_000, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("nobody, said of the work and not of the price", () => {
  it.each([
    "could you clear all 8 gutters for 320? nobody has been up there in years",
    "macht ihr alle 8 dachrinnen für 320? da war seit jahren keiner mehr oben",
    "vous me videz les 8 gouttières pour 320 ? personne n'y est monté depuis des années",
    "me limpiáis los 8 canalones por 320? nadie ha subido en años",
  ])("%s bids 40 a gutter", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "price", priceMinor: 4_000 }, confidence: "HIGH" });
  });

  it("nobody paying it still refuses the amount", () => {
    for (const text of ["320 for all 8? Nobody pays that.", "320 für alle 8? Das zahlt doch keiner.", "320 pour les 8 ? Personne ne paierait ça.", "¿320 por los 8? Nadie paga eso.", "320 for all 8? No one would."]) {
      const r = read(text);
      expect(r.move.kind === "price" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
