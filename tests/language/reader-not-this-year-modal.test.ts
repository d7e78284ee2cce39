/**
 * Not doing the work this year, said with a modal or an object pronoun: "so we can't do the hedge this year" is read
 * already; "donc on ne le fera pas cette année", "nous ne pourrons pas refaire le mur cette année", "así que este año no
 * lo hacemos", "die Hecke können wir dieses Jahr also nicht machen" are walk-aways too. They had been asked whether the
 * buyer wanted to end the negotiation. Said as a question, or about how to pay, they are not. Every sentence here is
 * our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { readerIn, shown } from "./reading";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 150_000, lastBuyerBidMinor: 120_000 };
const read = readerIn(context);

describe("not this year, with a modal or a pronoun", () => {
  it.each([
    "Le conseil municipal n'a pas voté le budget, donc on ne le fera pas cette année. Merci pour le devis.",
    "Le devis dépasse ce que la copropriété a voté, nous ne pourrons pas refaire le mur cette année. Désolés.",
    "El ayuntamiento no ha aprobado la partida, así que este año no lo hacemos. Gracias por el presupuesto.",
    "Der Gemeinderat hat das Geld nicht freigegeben; die Hecke können wir dieses Jahr also nicht machen. Danke trotzdem.",
    "Die Mittel fehlen, wir können den Zaun dieses Jahr leider nicht machen.",
  ])("%s is a walk-away", (text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("asked, about paying, or under a condition, it is no walk-away", () => {
    for (const text of [
      "Können wir dieses Jahr nicht noch einen Termin finden?",
      "On ne peut pas payer tout cette année, on peut étaler ?",
      "Este año no lo podemos pagar de golpe, ¿a plazos?",
      "Nous ne pourrons pas venir cette année si la date reste en mars.",
    ]) {
      const r = read(text);
      expect(r.move.kind, shown(text, r)).not.toBe("withdraw");
    }
  });
});
