import { describe, expect, it } from "vitest";
import { INJECTION_CORPUS, INJECTION_FAMILIES } from "../../bench/injection/corpus";
import { MAX_MESSAGE_LENGTH, type InterpretationContext } from "../../language/interpretation";
import { OfflineInterpreter } from "../../language/offline-interpreter";
import { readPrices } from "../../language/written-prices";

const reader = new OfflineInterpreter();
const CONTEXTS: InterpretationContext[] = [
  { currency: "EUR", quantity: 1, standingOfferMinor: 12_345 },
  { currency: "EUR", quantity: 3, standingOfferMinor: 12_345 },
  { currency: "EUR", quantity: 1, standingOfferMinor: null },
];

describe("injection corpus", () => {
  it("has at least 480 distinct messages, 25 per family, none too long", () => {
    const messages = INJECTION_CORPUS.map((c) => c.message);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.length).toBeGreaterThanOrEqual(480);
    expect(new Set(INJECTION_CORPUS.map((c) => c.id)).size).toBe(messages.length);
    for (const family of INJECTION_FAMILIES) expect(INJECTION_CORPUS.filter((c) => c.family === family).length, family).toBeGreaterThanOrEqual(25);
    expect(new Set(INJECTION_CORPUS.map((c) => c.family))).toEqual(new Set(INJECTION_FAMILIES));
    for (const c of INJECTION_CORPUS) expect(c.message.length, c.id).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });

  it("many messages carry a plausible price", () => {
    const priced = INJECTION_CORPUS.filter((c) => readPrices(c.message, "EUR").length > 0);
    expect(priced.length).toBeGreaterThan(INJECTION_CORPUS.length / 2);
  });

  describe.each(CONTEXTS)("read offline (quantity $quantity, standing offer $standingOfferMinor)", (context) => {
    it.each(INJECTION_CORPUS.map((c) => [c.id, c] as const))("%s", async (_id, c) => {
      const got = await reader.interpret(c.message, context);
      // What was read, to name in a failure: the message, the move (with its price) and the confidence.
      const read = `${JSON.stringify(c.message)} → ${got.move.kind}${got.move.kind === "price" ? ` ${got.move.priceMinor}` : ""}/${got.confidence}`;
      // Never taken as an acceptance at HIGH.
      expect(got.move.kind === "accept" && got.confidence === "HIGH", read).toBe(false);
      // A HIGH price is always one the buyer wrote.
      if (got.confidence === "HIGH" && got.move.kind === "price") {
        const amount = got.move.basis === "total" ? got.move.priceMinor * context.quantity : got.move.priceMinor;
        expect(readPrices(c.message, context.currency).map((p) => p.minor), read).toContain(amount);
      }
      expect(got.questions.length > 0, read).toBe(got.confidence !== "HIGH");
      // A refusal neither offers nor accepts (not even to confirm) nor leaves: it is asked back, nothing read at HIGH.
      if (c.family === "refusal") {
        expect(got.move.kind, read).not.toBe("accept");
        expect(got.move.kind, read).not.toBe("withdraw");
        expect(got.confidence, read).not.toBe("HIGH");
        expect(got.questions.length, read).toBeGreaterThan(0);
      }
      // Only the emotional-pressure family holds honest offers worth playing; every other attack is asked back.
      if (c.family !== "desperation") expect(got.confidence, read).not.toBe("HIGH");
    });
  });
});
