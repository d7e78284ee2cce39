/**
 * Thinking it over is one rule (reader/intents.ts THINKING_IT_OVER), read in two places: beside a bid it doubts the
 * bid, beside a walk-away it says the buyer has not left yet. Each phrase, in four languages, does both.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const ctx: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000, lastBuyerBidMinor: null };
const THINKING = ["I'll think it over.", "Let me consider it.", "Ich überleg's mir.", "Ich denke mal drüber nach.", "Je vais y réfléchir.", "On y réfléchit.", "Me lo pienso.", "Lo voy a pensar."];

describe("thinking it over", () => {
  it.each(THINKING)("%s beside a bid leaves it asked back", (phrase) => {
    const bid = phrase.startsWith("I'll") || phrase.startsWith("Let") ? "450 is what I'd pay." : phrase.startsWith("Ich") ? "450 würde ich zahlen." : phrase.startsWith("Je") || phrase.startsWith("On") ? "Je paierais 450." : "Pagaría 450.";
    const r = interpretOffline(`${bid} ${phrase}`, ctx);
    expect(r.move.kind).toBe("price");
    expect(r.confidence).not.toBe("HIGH");
  });

  it.each(THINKING)("%s after turning the price down is not leaving yet", (phrase) => {
    const no = phrase.startsWith("I'll") || phrase.startsWith("Let") ? "Too expensive for me, no thanks." : phrase.startsWith("Ich") ? "Zu teuer, nein danke." : phrase.startsWith("Je") || phrase.startsWith("On") ? "Trop cher, non merci." : "Demasiado caro, no gracias.";
    const r = interpretOffline(`${no} ${phrase}`, ctx);
    expect(r.confidence === "HIGH" && r.move.kind === "withdraw").toBe(false);
  });

  it("a bid with no thinking in it is read at HIGH, and a plain refusal still leaves", () => {
    expect(interpretOffline("450 is what I'd pay.", ctx)).toMatchObject({ move: { kind: "price", priceMinor: 45_000 }, confidence: "HIGH" });
    expect(interpretOffline("Zu teuer, nein danke.", ctx)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });
});
