// Bounded work for what the rebuilt reader added (number words in four languages, numbers set aside, relative
// bids, multilingual intents): counted in regular-expression work (tests/support/regex-work.ts), never in
// milliseconds. `npm run bench -- reader` times the same readers on 2,000-character messages.
import { describe, expect, it } from "vitest";
import { PLAIN_MESSAGE, sized } from "../../bench/reader-inputs";
import { MAX_MESSAGE_LENGTH, type InterpretationContext } from "../../language/interpretation";
import { interpretOffline } from "../../language/offline-interpreter";
import { readNumberWords } from "../../language/reader/number-words";
import { setAsideNotPrices } from "../../language/reader/set-aside";
import { regexWork } from "../support/regex-work";

const CTX: InterpretationContext = { currency: "EUR", quantity: 1, standingOfferMinor: 12_500, lastBuyerBidMinor: 10_000 };

/** What each new module looks at, repeated: number words (the French "cent …" that made a recognizer library exponential), signatures, addresses, relative phrases. */
const UNITS: ReadonlyArray<[string, string]> = [
  ["cent", "cent "],
  ["one", "one "],
  ["German compound", "vierhundert"],
  ["twenty-one", "twenty-one "],
  ["mil y", "mil y "],
  ["quatre-vingt", "quatre-vingt "],
  ["a grand", "a grand "],
  ["phone label", "Tel. 0"],
  ["references", "#1-"],
  ["addresses", "12 rue "],
  ["streets", "Straße 1 "],
  ["sign-offs", "Best,\n"],
  ["e-mail", "x@y.z "],
  ["meet in the middle", "meet me in the middle "],
  ["corrections", "no wait, 1 "],
  ["knock off", "knock 1 off "],
  ["percent off", "1% off "],
  ["up from", "1 (up from 1) "],
  ["acceptance", "Einverstanden "],
  ["hedge", "hmm "],
  ["accented letters", "é"],
  ["stage directions", "*nods* "],
  ["unclosed stars", "*"],
  ["greeting lines", "Hello,\n"],
  ["the shop's price named back", "Your price. "],
  ["accepting the offer", "we accept your offer but "],
  ["decided not to proceed", "decided not to proceed "],
  ["thanks anyway", "thanks anyway "],
  ["laughter", "lol 1 "],
];

describe("reader: bounded work on adversarial messages", () => {
  const ordinary = regexWork(() => interpretOffline(sized(PLAIN_MESSAGE, MAX_MESSAGE_LENGTH), CTX)).chars;

  // Measured 2026-11-26: every unit at most ~1.03× an ordinary 2,000-character message's work; doubling the
  // length from 1,000 to 2,000 characters at most 2.0× the work (500 → 1,000: up to 2.13×, "one one …", as the
  // fixed part of the work shrinks in proportion). Bounds: 1.25×, 2.1× and 2.25× (+100).
  it.each(UNITS)("%s: linear in the length, and at most 1.25× an ordinary message", (_name, unit) => {
    const work = [500, 1_000, MAX_MESSAGE_LENGTH].map((length) => regexWork(() => interpretOffline(sized(unit, length), CTX)).chars);
    expect(work[1]!).toBeLessThanOrEqual(2.25 * work[0]! + 100);
    expect(work[2]!).toBeLessThanOrEqual(2.1 * work[1]! + 100);
    expect(work[2]!).toBeLessThanOrEqual(1.25 * ordinary);
  });

  it("number words and set-aside rules are linear on their own", () => {
    for (const [, unit] of UNITS) {
      const words = [1_000, 2_000].map((n) => regexWork(() => readNumberWords(sized(unit, n), "fr")).chars);
      expect(words[1]!).toBeLessThanOrEqual(2.1 * words[0]! + 100);
      const aside = [1_000, 2_000].map((n) => regexWork(() => setAsideNotPrices(sized(unit, n))).chars);
      expect(aside[1]!).toBeLessThanOrEqual(2.1 * aside[0]! + 100);
    }
  });

  it("reads at most 32 number-word phrases and 400 words", () => {
    expect(readNumberWords(sized("twenty one, ", MAX_MESSAGE_LENGTH), "en").length).toBeLessThanOrEqual(32);
    expect(readNumberWords(sized("cent ", MAX_MESSAGE_LENGTH), "fr")).toEqual([]);
  });
});
