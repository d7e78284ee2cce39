/**
 * Leaving a course, a booking or a professional's services, in the words clients use:
 * - "Please withdraw our booking request", "Ich melde mich wieder ab", "Je me désinscris de l'atelier", "Me doy de baja
 *   del taller", "nous n'aurons pas besoin de vos services", "on passe notre tour", "Lo dejamos para otro año": read
 *   as nothing, or asked;
 * - "Gracias por el presupuesto, pero nos quedamos con otra academia" (another provider kept) was an acceptance at
 *   HIGH: "nos quedamos con" took the shop's offer whatever followed.
 * Look-alikes: signing up ("Ich melde mich ab sofort an"), a leaving under a condition, an extra not needed ("nous
 * n'aurons pas besoin de la livraison") and another colour taken are no walk-away at HIGH; another option or colour
 * kept is no acceptance at HIGH either.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 30_000, lastBuyerBidMinor: null };
const read = (text: string) => {
  const r = interpretOffline(text, eur);
  return { kind: r.move.kind, confidence: r.confidence };
};

describe("a course, a booking or a service left", () => {
  it.each([
    "Please withdraw our booking request for the rehearsal room. Thanks all the same.",
    "Ich melde mich vom Töpferkurs wieder ab, tut mir leid.",
    "Wir melden uns hiermit ab.",
    "Je me désinscris de l'atelier de reliure, merci.",
    "Me doy de baja del taller de cerámica, gracias.",
    "Nos damos de baja, lo sentimos.",
    "Finalement nous n'aurons pas besoin de vos services. Merci pour votre temps.",
    "C'est trop cher pour nous, on passe notre tour.",
    "Lo dejamos para otro año, gracias por su tiempo.",
    "Gracias por el presupuesto, pero nos quedamos con otra academia.",
  ])("%s: a walk-away, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "withdraw", confidence: "HIGH" });
  });

  it.each([
    "Ich melde mich ab sofort für den Kurs an.",
    "Ich melde mich morgen wieder.",
    "Me doy de baja si no bajan el precio.",
    "Please withdraw our booking request if the date is not free.",
    "Si vous ne baissez pas, je me désinscris.",
    "Nous n'aurons pas besoin de la livraison, on viendra le chercher.",
    "Nos quedamos con otro color, el azul. ¿Lo tiene?",
  ])("look-alike %s: no walk-away at HIGH", (text) => {
    const r = read(text);
    expect(r.kind === "withdraw" && r.confidence === "HIGH", JSON.stringify(r)).toBe(false);
  });

  it.each(["Gracias por el presupuesto, pero nos quedamos con otra academia.", "Nos quedamos con otro color, el azul. ¿Lo tiene?", "Nos quedamos con la otra opción que nos diste."])(
    "%s: never an acceptance at HIGH",
    (text) => {
      const r = read(text);
      expect(r.kind === "accept" && r.confidence === "HIGH", JSON.stringify(r)).toBe(false);
    },
  );
});
