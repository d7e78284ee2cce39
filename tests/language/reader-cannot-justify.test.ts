/**
 * Not able to justify or afford the price, then a parting wish — an angler's among them ("Nice beat, but we can't
 * justify the cost this season. Tight lines all the same.") — is a walk-away said politely, like "Too rich for me. Good
 * luck with the sale." Both halves had been unknown words: the model alone read leaving, and the buyer was asked
 * whether it wanted to end the negotiation. Not yet able, or able with a bid or a question beside it, is no walk-away.
 * Every sentence here is our own.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 45_000, lastBuyerBidMinor: 38_000 };
const read = (text: string) => interpretOffline(text, context);
const shown = (text: string, r: ReturnType<typeof read>) => `${text} → ${JSON.stringify(r.move)} ${r.confidence} ${JSON.stringify(r.gaps)}`;

describe("not able to justify it, and a parting wish", () => {
  it.each([
    ["en", "Nice beat, but we can't justify the cost this season. Tight lines all the same."],
    ["en", "Lovely van, but I can't justify it. Good luck with the sale."],
    ["de", "Tolle Strecke, aber das können wir uns dieses Jahr nicht leisten. Petri Heil!"],
    ["de", "Schöner Anhänger, aber das kann ich nicht rechtfertigen. Viel Erfolg beim Verkauf."],
    ["fr", "Joli parcours, mais nous ne pouvons pas le justifier cette saison. Bonne pêche à vous."],
    ["fr", "Belle remorque, mais je ne peux pas me le permettre. Bonne continuation."],
    ["es", "Buen coto, pero esta temporada no podemos justificarlo. ¡Buena pesca!"],
    ["es", "Bonito remolque, pero no me lo puedo permitir. Suerte con la venta."],
  ])("%s: %s is a walk-away", (_language, text) => {
    const r = read(text);
    expect(r, shown(text, r)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });

  it("not yet able, a bid or a question beside it, or a wish alone is no walk-away", () => {
    for (const text of [
      "I can't justify it at that price. Would 400 work?",
      "Can't justify it yet, I'll ask my wife first. Tight lines.",
      "Wir können es noch nicht rechtfertigen, ich frage meinen Partner. Petri Heil.",
      "No puedo justificarlo ante mi socio todavía, lo hablo con él. Buena pesca.",
      "Je ne peux pas me le permettre à ce prix : 400 € ?",
      "Tight lines! We'll take the day ticket.",
      "Bonne pêche !",
    ]) {
      const r = read(text);
      expect(r.move.kind === "withdraw" && r.confidence === "HIGH", shown(text, r)).toBe(false);
    }
  });
});
