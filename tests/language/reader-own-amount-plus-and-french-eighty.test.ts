/**
 * A raise said from the buyer's own amount, and French eighty:
 * - "my eighty, plus fifteen", "meine achtzig, plus fünfzehn", "mes quatre-vingts, plus quinze", "mis ochenta, más
 *   quince": the buyer's last bid, and an amount added to it. The Spanish was read as the last bid again, at HIGH;
 *   "plus fifteen" was taken for an extra item asked for (a condition);
 * - French "quatre-vingts", "quatre-vingt-cinq" are 80 and 85: a four before a twenty was read as English "four
 *   twenty" (420, 425), so "Je vous en donne quatre-vingt-cinq euros" bid 425.
 * Look-alikes: an amount added to a figure that is not the last bid is asked which is meant; "plus the stand" is
 * still an extra asked for; English "four twenty" is 420; "c'est plus juste" (fairer) after a bid is no extra.
 * Every sentence here is our own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { readNumberWords } from "../../language/reader/number-words";

const eur: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 15_000, lastBuyerBidMinor: 9_000 };
const read = (text: string, ctx: InterpretationContext = eur) => {
  const r = interpretOffline(text, ctx);
  return { kind: r.move.kind, price: r.move.kind === "price" ? r.move.priceMinor : null, confidence: r.confidence };
};

describe("the buyer's own amount, plus another", () => {
  it.each([
    "*weighs the brass plaque* For the engraving: my ninety, plus fifteen. That's my limit.",
    "*wiegt das Messingschild* Für die Gravur: meine neunzig, plus fünfzehn. Mehr nicht.",
    "*soupèse la plaque de laiton* Pour la gravure : mes quatre-vingt-dix, plus quinze. Pas plus.",
    "*sopesa la placa de latón* Para el grabado: mis noventa, más quince. Ni un euro más.",
  ])("%s: the last bid plus 15, at HIGH", (text) => {
    expect(read(text)).toMatchObject({ kind: "price", price: 10_500, confidence: "HIGH" });
  });

  it("look-alike: added to a figure that is not the last bid, which amount is meant is asked", () => {
    const r = read("my seventy, plus fifteen.");
    expect(r.confidence === "HIGH" && r.kind === "price").toBe(false);
  });

  it("look-alike: plus an item is still an extra asked for", () => {
    const r = read("My 90, plus the stand.");
    expect(r.confidence).not.toBe("HIGH");
  });

  it("a French comparative after 'plus' ('c'est plus juste') is no extra: the bid stands", () => {
    for (const text of ["Je propose 95 €, c'est plus juste.", "95 €, ce serait plus raisonnable pour les deux.", "J'allais dire 110 €, mais 95 € me semble plus honnête."]) {
      expect(read(text), text).toEqual({ kind: "price", price: 9_500, confidence: "HIGH" });
    }
  });
});

describe("French eighty", () => {
  it.each([
    ["quatre-vingts", 80],
    ["quatre vingt", 80],
    ["quatre-vingt-cinq", 85],
    ["quatre-vingt-un", 81],
    ["quatre-vingt-dix-neuf", 99],
    ["quatre cent quatre-vingts", 480],
    ["mille quatre-vingts", 1_080],
  ] as const)("%s is %d", (text, value) => {
    expect(readNumberWords(text, "fr").map((n) => n.value)).toEqual([value]);
  });

  it("English 'four twenty' is still 420", () => {
    expect(readNumberWords("four twenty", "en").map((n) => n.value)).toEqual([420]);
  });

  it("a French bid of eighty-one to eighty-nine euros is that bid", () => {
    const units = ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (n) => {
        const r = read(`Je vous en donne quatre-vingt-${units[n - 1]} euros.`, { ...eur, lastBuyerBidMinor: null });
        expect(r.price).toBe((80 + n) * 100);
      }),
    );
  });
});
