/**
 * Three ways of saying a thing the subjects and walk-aways missed, each with its look-alikes:
 * - taking unused things back, in a learner's word order too ("Sie nehmen zurück die Wimpel, die übrig bleiben?",
 *   "Nehmen Sie unbedruckte Wimpel zurück?") asks about returns, not "other";
 * - a finish guaranteed, asked with the verb ("¿Cuánto tiempo garantizan el dorado?") asks about the warranty;
 * - the shop's offer not taken up ("wir nehmen den Auftrag daher nicht in Anspruch", "we won't be taking up your
 *   quote") walks away; under a condition or asked, it does not.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 31_000, lastBuyerBidMinor: 26_000 };
const read = readerIn(context);

describe("taken back, guaranteed, not taken up", () => {
  it.each([
    ["Wenn Wimpel übrig bleiben nach dem Sportfest, Sie nehmen zurück die noch nicht bestickten?", "returns"],
    ["Nehmen Sie unbestickte Wimpel nach dem Sportfest zurück?", "returns"],
    ["¿Cuánto tiempo garantizan el dorado de las letras a la intemperie?", "warranty"],
    ["¿Garantizan el esmalte de la placa?", "warranty"],
  ])("%s asks about %s", (text, subject) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "question", subject }, confidence: "HIGH" });
  });

  it.each([
    "Sehr geehrter Herr Brand,\n\nder Verein hat sich nun doch für Urkunden entschieden, wir nehmen den Auftrag daher nicht in Anspruch. Danke für Ihre Mühe.\n\nGrüße\nP. Lenz",
    "The club has gone for certificates after all, so we won't be taking up your quote. Thanks for your trouble.",
  ])("%s walks away", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("under a condition or asked, the offer not taken up is no walk-away at HIGH", () => {
    for (const text of ["Wenn der Preis so bleibt, nehmen wir den Auftrag nicht in Anspruch.", "If the price stays, we won't be taking up your quote.", "We won't be taking up your quote, or would you reconsider?"]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
