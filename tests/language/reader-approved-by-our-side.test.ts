// The buyer's side approving the shop's amount accepts it: "Following your revised quote, the committee has approved
// the €480", "Der Vorstand hat die 480 € freigegeben", "Le bureau a validé les 480 €" asked whether they were
// acceptances, and "La junta ha aprobado los 480 €. ¿Nos puede enviar la documentación?" was a question at HIGH;
// "está conforme con su precio de 480 €" and "We confirm the booking at the quoted rate" were asked back (a grid of
// agent and e-mail acceptances of our own, written before the reader was changed). Asked, negated or awaited, nothing
// is accepted. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("approved by our side", () => {
  it("accepts the shop's amount, in four languages", () => {
    for (const text of [
      "Good news: the club committee has approved the €480. Please send the booking form.",
      "We confirm the booking at the quoted rate.",
      "Der Vorstand hat die 480 € freigegeben. Schicken Sie uns bitte die Unterlagen?",
      "Le comité a validé les 480 €. Pouvez-vous nous envoyer le contrat ?",
      "La junta ha aprobado los 480 €. ¿Nos puede enviar la documentación?",
      "El cliente está conforme con su precio de 480 €.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("accepts nothing asked, negated, awaited or at another amount", () => {
    for (const text of [
      "Has the committee approved the €480?",
      "The committee hasn't approved the €480 yet.",
      "Once the committee has approved the €480, we'll book.",
      "Hat der Vorstand die 480 € freigegeben?",
      "Der Vorstand hat die 480 € noch nicht freigegeben.",
      "La junta todavía no ha aprobado los 480 €.",
      "The committee has approved 430.",
      "¿Está conforme con su precio?",
      "Can we confirm the booking at the quoted rate?",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
