/**
 * Thinking it over is one rule (reader/intents.ts THINKING_IT_OVER), read in two places: beside a bid it doubts the
 * bid, beside a walk-away it says the buyer has not left yet. Each phrase, in four languages, does both.
 */
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const ctx: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 50_000, lastBuyerBidMinor: null };
/** Each phrase of thinking it over, with a bid and a refusal in its language. */
const EN = { bid: "450 is what I'd pay.", no: "Too expensive for me, no thanks." };
const DE = { bid: "450 würde ich zahlen.", no: "Zu teuer, nein danke." };
const FR = { bid: "Je paierais 450.", no: "Trop cher, non merci." };
const ES = { bid: "Pagaría 450.", no: "Demasiado caro, no gracias." };
const THINKING = [
  { phrase: "I'll think it over.", ...EN },
  { phrase: "Let me consider it.", ...EN },
  { phrase: "Ich überleg's mir.", ...DE },
  { phrase: "Ich denke mal drüber nach.", ...DE },
  { phrase: "Je vais y réfléchir.", ...FR },
  { phrase: "On y réfléchit.", ...FR },
  { phrase: "Me lo pienso.", ...ES },
  { phrase: "Lo voy a pensar.", ...ES },
];

describe("thinking it over", () => {
  it.each(THINKING)("$phrase beside a bid leaves it asked back", ({ phrase, bid }) => {
    const r = interpretOffline(`${bid} ${phrase}`, ctx);
    expect(r.move.kind).toBe("price");
    expect(r.confidence).not.toBe("HIGH");
  });

  it.each(THINKING)("$phrase after turning the price down is not leaving yet", ({ phrase, no }) => {
    const r = interpretOffline(`${no} ${phrase}`, ctx);
    expect(r.confidence === "HIGH" && r.move.kind === "withdraw").toBe(false);
  });

  it("a bid with no thinking in it is read at HIGH, and a plain refusal still leaves", () => {
    expect(interpretOffline("450 is what I'd pay.", ctx)).toMatchObject({ move: { kind: "price", priceMinor: 45_000 }, confidence: "HIGH" });
    expect(interpretOffline("Zu teuer, nein danke.", ctx)).toMatchObject({ move: { kind: "withdraw" }, confidence: "HIGH" });
  });
});
