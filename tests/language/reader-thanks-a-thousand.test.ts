// A number said for thanks is no amount: "SIIII el local es nuestro!! mil gracias" was a bid of 1,000.00 at HIGH, a
// binding price nobody offered. Thanks, apologies and times said with a thousand or a hundred, in four languages,
// beside a real bid in words that must still be read. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { readNumberWords } from "../../language/reader/number-words";

const context: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 150_000, lastBuyerBidMinor: 110_000 };

describe("a thousand thanks", () => {
  it.each([
    ["A thousand thanks, the stall is ours!", "en"],
    ["Thanks a thousand times for holding it.", "en"],
    ["Tausend Dank, der Stand gehört uns!", "de"],
    ["Schon hundert Mal gesagt: zu teuer.", "de"],
    ["Merci mille fois, le stand est à nous !", "fr"],
    ["Mille mercis pour votre patience.", "fr"],
    ["¡Mil gracias! El puesto es nuestro.", "es"],
    ["Mil disculpas por el retraso.", "es"],
  ] as const)("%s names no amount", (text, language) => {
    expect(readNumberWords(text, language)).toEqual([]);
    const r = interpretOffline(text, context);
    expect(r.move.kind === "price" && r.confidence === "HIGH", `${text} → ${JSON.stringify(r.move)}`).toBe(false);
  });

  it("beside a bid in words, the bid is still read", () => {
    for (const [text, language] of [
      ["Mil gracias por la paciencia: mil doscientos y lo cerramos.", "es"],
      ["Tausend Dank! Zwölfhundert, und wir sind uns einig.", "de"],
      ["Merci mille fois ; douze cents et c'est réglé.", "fr"],
      ["A thousand thanks. Twelve hundred and we're done.", "en"],
    ] as const) {
      expect(readNumberWords(text, language).map((w) => w.value), text).toEqual([1200]);
      expect(interpretOffline(text, context), text).toMatchObject({ move: { kind: "price", priceMinor: 120_000 }, confidence: "HIGH" });
    }
  });
});
