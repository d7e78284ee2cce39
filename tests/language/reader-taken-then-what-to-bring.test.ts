// A thing or a stay taken, then what to bring or when: "Très bien, on prend le gîte." and "Perfecto, reservamos la
// casa." were read as nothing at all, so with a question after them they were questions at HIGH — an acceptance
// answered as a question; "Alles klar, nehmen wir." was only the model's guess. What to bring, clear or prepare, and
// at what time, asked after an acceptance, are steps of the sale. Every sentence here is our own, from a grid of
// acceptances and questions written before the reader was changed (bench/README.md has its figures).
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("taken, then what to bring", () => {
  it("accepts the thing taken, in three languages", () => {
    for (const text of ["Très bien, on prend le gîte.", "Bon, on prend la grande tente.", "Perfecto, reservamos la casa.", "Vale, alquilamos la furgoneta.", "Alles klar, nehmen wir.", "Gut, dann buchen wir."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("accepts at HIGH with what to bring or prepare asked after", () => {
    for (const text of [
      "Lovely, book us in. Do we bring our own towels?",
      "Passt, dann buchen wir die Hütte. Müssen wir Bettwäsche mitbringen?",
      "Parfait, réservez-nous. Faut-il apporter nos draps ?",
      "Perfecto, reservamos la casa. ¿Hay que llevar sábanas?",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("is never a question at HIGH when something else is asked after", () => {
    for (const text of ["Très bien, on prend le gîte. Il y a un parking ?", "Alles klar, nehmen wir. Gibt es Parkplätze?", "Vale, nos lo quedamos. ¿Hay aparcamiento?"]) {
      const r = read(text);
      expect(r.move.kind === "question" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("takes nothing under a condition, a negation or with a means of travel", () => {
    for (const text of ["Si reservamos la casa, ¿hay parking?", "No compramos la mesa.", "On prend le temps.", "Wenn es passt, nehmen wir.", "Nehmen wir?"]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
