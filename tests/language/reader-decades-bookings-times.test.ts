// Numbers beside a bid that are not prices: a decade ("the 80s denim jacket", "aus den 80ern", "des années 80", "de
// los 80"), a booking's reference ("réservation no 5528", "reservación 5528", "booking #5528", "Buchung Nr. 5528") and
// a time with its mark ("the 7am slot", "la plage de 7 h", "el turno de las 7am", "um 7 Uhr"). Each stood beside the
// bid as a second amount and the bid was asked back, or the reference was read as the bid. Every sentence is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 19_500, lastBuyerBidMinor: null };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

const BIDS_OF_160: Record<string, string[]> = {
  en: ["Would you do the 80s denim jacket for €160? I could try it on Friday.", "€160 for the Sunday ice slot? The 7am one, booking #5528."],
  de: ["Würden Sie mir die Jeansjacke aus den 80ern für 160 € lassen?", "160 € für die Eiszeit am Sonntag? Um 7 Uhr, Buchung Nr. 5528."],
  fr: ["Vous me laisseriez la veste en jean des années 80 à 160 € ?", "Vous nous laisseriez la glace du dimanche pour 160 € ? La plage de 7 h, réservation no 5528."],
  es: ["¿Me dejaría la chaqueta vaquera de los 80 en 160 €?", "¿Nos dejan el hielo del domingo en 160 €? El turno de las 7am, reservación 5528."],
};

describe("a decade, a booking's reference or a time beside the bid", () => {
  for (const [language, texts] of Object.entries(BIDS_OF_160)) {
    it(`is set aside, and the bid read at HIGH (${language})`, () => {
      for (const text of texts) {
        const r = read(text);
        expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 16_000 });
        expect(r.confidence, shown(text, r)).toBe("HIGH");
      }
    });
  }

  it("an amount in notes, or one beside a time said otherwise, is still an amount", () => {
    for (const [text, minor] of [
      ["Ich gebe Ihnen drei 50er, also 150 €.", 15_000],
      ["We'd pay 160 for the 7 o'clock slot.", 16_000],
    ] as const) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: minor });
    }
  });
});
