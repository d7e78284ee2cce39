// The work or the contract ordered at the price the shop quoted is an acceptance: "We're happy for you to fit the
// loft ladder as quoted" and "Sie können die Bodentreppe wie angeboten einbauen" were questions at HIGH once a
// question about the visit followed; "dann schließen wir den Wartungsvertrag zu dem Preis ab" and "contratamos el
// mantenimiento a ese precio" were only the model's guess. Asked, negated, conditional or doubted, they accept
// nothing. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 34_000, lastBuyerBidMinor: 29_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence}`;

describe("ordered at the quoted price", () => {
  it("accepts at HIGH, in four languages", () => {
    for (const text of [
      "We're happy for you to fit the new boiler as quoted.",
      "Right, we'll take the service plan at that price.",
      "You can go ahead and install the water softener as quoted. Thanks!",
      "Sie können die Dachrinne wie angeboten erneuern.",
      "Gut, dann buchen wir den Kurs zu dem Preis.",
      "Na schön, wir nehmen die Wartung zu diesem Preis.",
      "Vous pouvez poser le parquet comme dans votre devis.",
      "Bon, nous commandons la chaudière à ce prix.",
      "On prend le contrat d'entretien à ce prix.",
      "Contratamos el servicio a ese precio.",
      "Vale, adelante con la reforma según su presupuesto.",
      "Bueno, encargamos las persianas a ese precio.",
      "Perfect, put us down for the whole season.",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
      expect(r.confidence, shown(text, r)).toBe("HIGH");
    }
  });

  it("accepts with a question about the visit after it", () => {
    for (const text of [
      "We're happy for you to fit the loft hatch as quoted. Do we need to clear the landing before your fitter comes?",
      "Sie können den Heizkörper wie angeboten tauschen. Müssen wir vorher etwas ausräumen?",
    ]) {
      const r = read(text);
      expect(r.move, shown(text, r)).toMatchObject({ kind: "accept" });
    }
  });

  it("accepts nothing asked, negated, conditional or doubted", () => {
    for (const text of [
      "Could you fit it as quoted?",
      "If you can fit it as quoted, we'd be happy.",
      "I won't book at that price.",
      "We might take the plan at that price.",
      "Können Sie die Dachrinne wie angeboten erneuern?",
      "Zu dem Preis buchen wir nicht.",
      "Wenn Sie es wie angeboten einbauen, buchen wir.",
      "On ne prend pas à ce prix.",
      "Si vous pouvez poser le parquet comme dans votre devis, on signe.",
      "¿Contratamos a ese precio?",
      "Si nos lo dejan a ese precio, contratamos.",
      "Quizás contratamos a ese precio, lo pensamos.",
      "Don't put us down for Saturday.",
    ]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
