/**
 * Paying half now and half later, asked without a question mark as people type on a phone ("on peut payer la location
 * moitie maintenant moitie en septembre ou faut tout regler d'un coup", "podemos pagar el alquiler mitad ahora y mitad
 * en septiembre") is a question about payment, answered at HIGH. It had not been read at all in French and Spanish
 * (no mark, and "moitié"/"mitad" were no words of paying in parts). Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 9_000, lastBuyerBidMinor: null };
const read = readerIn(context);

describe("half now, half later, asked without its mark", () => {
  it.each([
    "can we pay the pitch fee half now half at the end of the season",
    "can we pay the pitch fee half now",
    "können wir die platzgebühr halb jetzt halb am saisonende zahlen",
    "on peut payer l'emplacement moitie maintenant moitie en fin de saison ou faut tout regler avant",
    "on peut régler la moitié maintenant et le reste en octobre",
    "podemos pagar la parcela mitad ahora y mitad al final de la temporada o hay que pagarla entera",
    "se puede pagar la mitad ahora y el resto en octubre",
  ])("%s asks about payment", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "question", subject: "payment" }, confidence: "HIGH" });
  });

  it("said as a plan with an amount, it is no question about payment at HIGH", () => {
    for (const text of ["We pay 45 half now, half in October.", "Pagamos 45 €, mitad ahora y mitad en octubre."]) {
      const r = read(text);
      expect(r.move.kind === "question" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
