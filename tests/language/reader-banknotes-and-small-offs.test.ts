// A note named for its value was no amount: "Fine — a tenner on top of my 80." was a bid of 80 at HIGH, the tenner
// lost. And a small number word taken off the price was skipped as a count, so "five off and I'll take it" was an
// acceptance of the full price at HIGH — a deal the buyer did not offer. A banknote is money whatever its size; a
// word under ten is money when "off" ("weniger", "de moins", "menos") closes its clause.
// Every sentence here is our own.
import { describe, expect, it } from "vitest";
import type { InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { readNumberWords } from "../../language/reader/number-words";

const context: InterpretationContext = { currency: "GBP", quantity: 1, standingOfferMinor: 11_000, lastBuyerBidMinor: 8_000 };
const read = (text: string) => interpretOffline(text, context);
const bid = (text: string, priceMinor: number) => expect(read(text), text).toMatchObject({ move: { kind: "price", priceMinor }, confidence: "HIGH" });

describe("a banknote named for its value", () => {
  it("is read as words, alone or counted", () => {
    expect(readNumberWords("a tenner", "en")).toMatchObject([{ value: 10, note: true }]);
    expect(readNumberWords("two fivers", "en")).toMatchObject([{ value: 10, note: true }]);
    expect(readNumberWords("nen zehner drauf", "de")).toMatchObject([{ value: 10, note: true }]);
    expect(readNumberWords("zwei hunnis", "de")).toMatchObject([{ value: 200, note: true }]);
    expect(readNumberWords("einen hunderter", "de")).toMatchObject([{ value: 100, note: true }]);
    expect(readNumberWords("twelve hundred", "en")[0]!.note).toBeUndefined();
  });
  it("is added to the buyer's last bid or taken off the standing offer", () => {
    bid("Fine — a tenner on top of my 80. That's generous.", 9_000);
    bid("Einen Zehner mehr als meine 80, mehr geht nicht.", 9_000);
    bid("Knock a tenner off and it's a deal.", 10_000);
    bid("ok, take a fiver off then", 10_500);
  });
});

describe("a small word taken off", () => {
  it("is a bid below the standing offer, in four languages, never the full price accepted", () => {
    for (const text of ["five off and I'll take it", "a fiver off and I'll take it", "fünf weniger und ich nehme es", "cinq de moins et je le prends", "cinco menos y me lo llevo"]) bid(text, 10_500);
  });
  it("look-alikes: a one-off, a count of things, a word with no 'off' stay what they are", () => {
    expect(read("It's a one-off payment, I'll take it.")).toMatchObject({ move: { kind: "accept" } });
    expect(read("We need five of them, is delivery free?").move.kind).not.toBe("price");
    expect(read("Two less hassle for us if you deliver. Can you?").move.kind).not.toBe("price");
  });
});

describe("more than my last bid, the plural possessive", () => {
  it("adds to the buyer's last bid in French and Spanish ('mes 80', 'mis 80')", () => {
    for (const [text, minor] of [
      ["Bon — dix de plus que mes 80. C'est généreux.", 9_000],
      ["Cinq de plus que mes 80, c'est tout.", 8_500],
      ["Diez más que mis 80 y ni uno más.", 9_000],
    ] as const)
      bid(text, minor);
  });
});
