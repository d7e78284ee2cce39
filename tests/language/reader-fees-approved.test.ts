/**
 * The buyer's principal approving the shop's fees, said with the plural French and Spanish use for a fee ("Mme Roy a
 * validé vos honoraires pour le discours, vous pouvez commencer", "La Sra. Roy ha aprobado sus honorarios por el
 * discurso") takes the shop's offer, as "a validé votre devis" and "has approved your fee" did. Not yet approved, or
 * only supposed, it takes nothing at HIGH. Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 38_000, lastBuyerBidMinor: 30_000 };
const read = readerIn(context);

describe("the shop's fees approved by the buyer's principal", () => {
  it.each([
    "M. Roy a validé vos honoraires pour le discours du centenaire, vous pouvez donc commencer.",
    "Le comité a approuvé vos tarifs pour la calligraphie des diplômes. Merci !",
    "El Sr. Roy ha aprobado sus honorarios por el discurso del centenario, así que puede empezar.",
    "La junta ha aceptado sus tarifas para la caligrafía de los diplomas. ¡Gracias!",
  ])("%s accepts", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "accept" }, confidence: "HIGH" });
  });

  it("not yet approved, or supposed, it takes nothing at HIGH", () => {
    for (const text of ["M. Roy n'a pas encore validé vos honoraires.", "Si M. Roy a validé vos honoraires, vous pourrez commencer.", "El Sr. Roy todavía no ha aprobado sus honorarios.", "Cuando la junta haya aprobado sus tarifas, le avisamos."]) {
      const r = read(text);
      expect(r.move.kind === "accept" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
