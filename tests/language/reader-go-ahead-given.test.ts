/**
 * The go-ahead given for work made to order ("Consider this our go-ahead for the trophies", "Happy for you to proceed
 * with the headstone as quoted", "Wir geben Ihnen grünes Licht für das Banner", "Sie können mit dem Grabstein
 * loslegen", "Nous vous donnons le feu vert pour les médailles", "Merci de lancer la fabrication des sweats", "Allez-y
 * pour la pierre tombale.", "Les damos luz verde para las medallas", "Pueden proceder con el grabado") is an
 * acceptance. These were read by the model only (asked) or not at all. Asked, negated, under a condition, or a quote
 * asked for, they are not. Every sentence here is our own, written for a trade the reader had not met.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 45_000 };
const read = readerIn(context);

describe("the go-ahead given", () => {
  it.each([
    "Consider this our go-ahead for the trophies.",
    "Happy for you to proceed with the headstone as quoted.",
    "Lovely, please put the order through for the hoodies.",
    "Wir geben Ihnen grünes Licht für das Banner.",
    "Sie können mit dem Grabstein loslegen.",
    "Bitte fertigen Sie die sechs Plaketten an.",
    "Nous vous donnons le feu vert pour les médailles.",
    "Merci de lancer la fabrication des sweats.",
    "Allez-y pour la pierre tombale.",
    "Les damos luz verde para las medallas.",
    "Pueden proceder con el grabado de las seis placas.",
    "Por favor, pongan en marcha las sudaderas.",
  ])("%s accepts", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("asked, negated, under a condition, or a quote asked for, it is no acceptance at HIGH", () => {
    for (const text of [
      "Wir geben Ihnen grünes Licht, sobald der Vorstand zustimmt.",
      "Happy for you to proceed once the deposit clears.",
      "Can you put the order through?",
      "Pueden proceder con la cotización.",
      "Sie können nicht vor Montag loslegen.",
      "Sie können ab Montag loslegen, wenn das Wetter hält.",
      "If we give you the go-ahead today, when would the plaques be ready?",
      "Nous vous donnons le feu vert si le prix reste à 520 €.",
      "No les damos luz verde todavía.",
      "Merci de lancer la fabrication des sweats quand vous aurez le logo.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
