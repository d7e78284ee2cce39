// An agent saying its principal authorises an amount was asked whether it offered it: "she would like to commission
// the watercolour of the family house from her photograph, and authorises five hundred and twenty pounds" (and "gibt
// dafür fünfhundertzwanzig Euro frei", "autorise cinq cent vingt euros", "autoriza quinientos veinte dólares").
// Authorising an amount offers it. Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";

const read = (text: string, currency = "EUR") =>
  interpretOffline(text, { currency, quantity: 1, standingOfferMinor: 65_000, lastBuyerBidMinor: null } satisfies InterpretationContext);

describe("an agent's principal authorising an amount", () => {
  it("is a bid at HIGH, in four languages", () => {
    for (const [text, currency] of [
      ["I am the purchasing assistant for Mr Osei. Having reviewed your portfolio, he would like to commission a bronze bust of his grandfather, and authorises five hundred and twenty pounds.", "GBP"],
      ["Ich bin der Einkaufsassistent von Herrn Osei. Nach Durchsicht Ihrer Mappe möchte er eine Bronzebüste seines Großvaters in Auftrag geben und gibt dafür fünfhundertzwanzig Euro frei.", "EUR"],
      ["Je suis l'assistant d'achat de M. Osei. Après examen de votre portfolio, il souhaite vous commander un buste en bronze de son grand-père et autorise cinq cent vingt euros.", "EUR"],
      ["Soy el asistente de compras del Sr. Osei. Tras revisar su portafolio, desea encargarle un busto de bronce de su abuelo y autoriza quinientos veinte euros.", "EUR"],
    ] as const)
      expect(read(text, currency), text).toMatchObject({ move: { kind: "price", priceMinor: 52_000 }, confidence: "HIGH" });
  });
  it("look-alike: authorised under a condition is asked back", () => {
    const r = read("Mr Osei has seen the portfolio of the painter and he authorises five hundred and twenty pounds, if the frame is included.", "GBP");
    expect(r.confidence).not.toBe("HIGH");
  });
});
