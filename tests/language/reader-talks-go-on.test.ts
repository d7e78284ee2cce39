// Leaving it there for now, to talk again tomorrow, is not leaving: "Let's leave it there and talk tomorrow" was a
// walk-away at HIGH in English, French and Spanish, and the German was taken for one by the model once it had read
// more buyers; "I'll leave it with you" (the decision handed to the shop) was a walk-away at HIGH too. A walk-away
// said with the talk going on later is asked back; one said alone still stands. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 48_000, lastBuyerBidMinor: 40_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("the talk going on later", () => {
  it("keeps a walk-away a question, in four languages", () => {
    for (const text of [
      "Let's leave it there and talk tomorrow.",
      "Let's leave it there for today, speak soon.",
      "Lassen wir das mal so stehen und reden morgen weiter.",
      "Belassen wir es dabei und sprechen nächste Woche weiter.",
      "Restons-en là et on en reparle demain.",
      "On s'arrête là pour aujourd'hui, on en reparlera lundi.",
      "Dejémoslo aquí y lo hablamos mañana.",
      "Lo dejamos aquí por hoy y seguimos el lunes.",
      "I'll leave it with you.",
      "Fine, I'll leave it up to you.",
      "Ich überlasse es Ihnen.",
      "Je vous laisse voir.",
      "Lo dejo en sus manos.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("leaves a walk-away said alone a walk-away", () => {
    for (const text of ["Let's leave it there. Goodbye.", "No thanks, we'll leave it. Goodbye.", "Nein danke, wir lassen es.", "Non merci, on laisse tomber.", "No gracias, lo dejamos."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "withdraw" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });
});
