/**
 * A booking taken, and the day asked about:
 * - "We're happy with your quote — when can you start?" was read as the question alone at HIGH, the acceptance lost;
 *   "happy with your quote / price / fee / rate" is an acceptance, not negated, supposed or asked;
 * - "Parfait, on réserve.", "Perfecto, reservamos.", "Vale, nos quedamos la plaza." are acceptances (they were asked);
 * - a day of the month asked free or booked ("Is the 14th still free?", "Ist der 14. noch frei?", "Le 14 est encore
 *   libre ?", "¿Sigue libre el 14?", "On réserve le 14 ?") is a date: it was read as a bid of 14.
 * - put down for it: "Right you are, book us in. What time will you turn up?" was read as the question alone;
 *   "book us in", "put me down for the pond", "inscrivez-nous", "tragen Sie uns ein", "apúntenos" are acceptances;
 * - the shop's amount inside a condition ("If it is under 300, we will take it.", at a standing offer of 300) was an
 *   acceptance at HIGH, before this change too: it is asked now.
 * Look-alikes: "not happy", "if we're happy", a booking under a condition or awaited, a booking asked for, fourteen
 * things, and a bid beside a day are read for what they are.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 30_000, lastBuyerBidMinor: null };
const read = (text: string) => {
  const r = interpretOffline(text, eur);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};

describe("a booking taken", () => {
  it.each([
    "We're happy with your quote — when can you start?",
    "We are very happy with your fee. Could you send the paperwork?",
    "Parfait, on réserve.",
    "Bon, alors on réserve !",
    "Perfecto, reservamos.",
    "Vale, nos quedamos la plaza. ¿Dónde pagamos?",
    "Right you are, book us in. What time will you turn up?",
    "Ok pour nous, inscrivez-nous. Vous passez à quelle heure ?",
    "Gut, tragen Sie uns ein.",
    "De acuerdo, apúntenos.",
    "Bien, nos quedamos el pasto a ese precio. ¿Cuándo pueden entrar las ovejas?",
  ])("%s: an acceptance, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "accept", confidence: "HIGH" });
  });

  it.each(["We're not happy with your quote.", "If we're happy with your quote, we'll call you.", "We're happy with your quote but not the dates.", "Parfait, on réserve si vous baissez.", "¿Reservamos?", "Cuando el Sr. Ortega haya aprobado su presupuesto, reservamos.", "Once the committee agrees, book us in.", "Can you book us in for the 14th?", "Please don't book us in yet.", "If it is under 300, we will take it.", "If it is under 300, book us in.", "Wenn es unter 300 bleibt, nehmen wir es.", "Si queda por debajo de 300, lo compramos."])(
    "look-alike %s: never an acceptance at HIGH",
    (text) => {
      const r = read(text);
      expect(r.kind === "accept" && r.confidence === "HIGH", JSON.stringify(r)).toBe(false);
    },
  );
});

describe("a day of the month asked about", () => {
  it.each(["Is the 14th still free?", "Ist der 14. noch frei?", "Le 14 est encore libre ?", "¿Sigue libre el 14?", "On réserve le 14 ?"])("%s: a question, no amount", (text) => {
    expect(read(text)).toMatchObject({ kind: "question", confidence: "HIGH" });
  });

  it.each(["Perfecto, reservamos. ¿Sigue libre el 14?", "Gut, dann buchen wir. Ist der 14. noch frei?"])("%s: the booking is asked to be confirmed, no bid of 14", (text) => {
    const r = read(text);
    expect(r.kind).toBe("accept");
    expect(r.price).toBeNull();
  });

  it("look-alikes: a bid beside the day is still the bid; fourteen things are not a date", () => {
    expect(read("Reservamos el 14 por 280 €.")).toMatchObject({ kind: "price", price: 28_000, confidence: "HIGH" });
    expect(read("I'll take the 14 chairs if they're free.").confidence).not.toBe("HIGH");
  });
});
