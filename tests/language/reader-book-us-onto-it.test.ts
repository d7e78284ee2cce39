// A booking asked for by name, the thing or the party after the verb, as friends and families write it: "ok go on
// then, book the three of us on the canyoning trip 👍", "ok passt, bucht uns drei für die Kanutour 👍", "réservez-nous
// la sortie canyoning pour nous trois", "apuntadnos a los tres a la excursión de barranquismo". Each was asked back
// (only "book us in" closing its clause was read). Not under a condition, negated, not yet, or asked; an amount makes
// it a bid. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 28_000, lastBuyerBidMinor: 24_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

const BOOKED: Record<string, string[]> = {
  en: ["ok go on then, book the three of us on the canyoning trip 👍", "Great, book the pair of us onto the pottery course.", "Lovely, book us on the Saturday walk."],
  de: ["ok passt, bucht uns drei für die Kanutour 👍", "Gut, bucht mich für den Töpferkurs ein.", "Super, buch uns zwei für Samstag."],
  fr: ["ok go, réservez-nous la sortie canyoning pour nous trois 👍", "Parfait, inscrivez-nous au stage de poterie.", "Bon, réserve-nous deux places pour samedi."],
  es: ["va, apuntadnos a los tres a la excursión de barranquismo 👍", "Perfecto, resérvanos el curso de cerámica.", "Vale, apúntanos a los dos para el sábado."],
};

const NOT_BOOKED = [
  "Book us on the canyoning trip if it isn't raining.",
  "Can you book us on the canyoning trip?",
  "Don't book us on the trip yet.",
  "Bucht uns noch nicht für die Kanutour.",
  "Bucht uns für die Kanutour, wenn das Wetter hält.",
  "Ne nous réservez pas encore la sortie.",
  "Réservez-nous la sortie seulement s'il fait beau.",
  "No nos apuntéis todavía a la excursión.",
  "¿Nos apuntáis a la excursión?",
];

describe("a booking asked for by name", () => {
  for (const [language, texts] of Object.entries(BOOKED)) {
    it(`takes the offer at HIGH (${language})`, () => {
      for (const text of texts) {
        const r = read(text);
        expect(`${r.move.kind}/${r.confidence}`, shown(text, r)).toBe("accept/HIGH");
      }
    });
  }

  it("is no acceptance at HIGH under a condition, negated, not yet, or asked", () => {
    for (const text of NOT_BOOKED) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("with an amount, is a bid of that amount", () => {
    for (const text of ["Book the three of us on the canyoning trip for 240.", "Bucht uns drei für 240 € auf die Kanutour."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "price", priceMinor: 24_000 });
    }
  });
});
