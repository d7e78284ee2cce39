// "hecho", "done" and "gemacht" close a deal only said as a word of closing ("¡Hecho!", "Done deal", "Trato hecho").
// Said of work done or a thing made they close nothing: "Querríamos tenerlo hecho antes de mudarnos" in a question
// about dates was an acceptance at HIGH, and so were "Está hecho a mano.", "Hecho en México.", "Ya lo he hecho.",
// "Bien hecho.", "Well done." and "Gut gemacht." — binding deals from a remark. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 52_000, lastBuyerBidMinor: 44_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("work done, a thing made", () => {
  it("is no acceptance at HIGH, in three languages", () => {
    for (const text of [
      "Está hecho a mano.",
      "La mesa está hecha a mano, ¿verdad? Todo hecho a medida.",
      "Hecho en México.",
      "Ya lo he hecho.",
      "Lo hemos hecho nosotros.",
      "Bien hecho.",
      "Muy bien hecho, gracias.",
      "De hecho, prefiero esperar un poco.",
      "Well done.",
      "Nicely done, thanks.",
      "Gut gemacht.",
      "Super gemacht, danke!",
      "Nos entregan el piso el 3 de mayo y querríamos tenerlo hecho antes. ¿Cuándo podrían venir?",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });

  it("asks when the work can be done once the date is given", () => {
    const text = "Gracias por el presupuesto. Nos dan las llaves el 12 de abril y querríamos tenerlo hecho antes de entrar. ¿Cuánto tardarían a partir de esa fecha?";
    const r = read(text);
    expect(r.move, shown(text, r)).toMatchObject({ kind: "question", subject: "delivery" });
  });

  it("leaves the words of closing acceptances", () => {
    for (const text of ["Hecho.", "¡Hecho!", "Vale, hecho.", "Pues hecho, me lo llevo.", "Trato hecho.", "Done.", "Done deal.", "Consider it done.", "Abgemacht."]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });
});
