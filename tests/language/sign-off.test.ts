/**
 * A closing line sets aside what follows it (the signature), so a body line that merely starts with a word of
 * thanks must not count as one: "Gracias por su oferta. Puedo ofrecer 720 €." was read as a sign-off and the bid
 * behind it set aside (roleplay's Spanish and French polite emails were asked back).
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "../../language/offline-interpreter";
import type { InterpretationContext } from "../../language/interpretation";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 89_900 };

describe("thanks at the start of a body line", () => {
  it.each([
    ["Hola,\n\ngracias por su oferta. Puedo ofrecer 720 €.\n\nSaludos cordiales,\nLucía García"],
    ["Bonjour,\n\nmerci pour votre offre. Je vous propose 720 €.\n\nCordialement,\nMarie Dupont"],
    ["Hi,\n\nthanks for the quick reply. I can do 720 EUR.\n\nBest,\nAnna"],
    ["Thanks, 720 € is my offer."],
  ])("%s is read as a bid of 720.00", (message) => {
    expect(interpretOffline(message, CTX)).toMatchObject({ move: { kind: "price", priceMinor: 72_000 }, confidence: "HIGH" });
  });

  it("a real closing line still sets aside the signature's numbers", () => {
    expect(interpretOffline("I can do 720 EUR.\n\nThanks,\nTom Hill\n+44 20 7946 0958 ext. 900", CTX)).toMatchObject({ move: { kind: "price", priceMinor: 72_000 }, confidence: "HIGH" });
    expect(interpretOffline("I can do 720 EUR.\n\nGracias, Lucía\nCalle Mayor 12, 28013 Madrid", CTX)).toMatchObject({ move: { kind: "price", priceMinor: 72_000 }, confidence: "HIGH" });
  });
});
