/**
 * The TWENTY-NINTH honest-buyer set (bench/honest-messages/fresh29, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh28.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import {
  acceptanceAmountTest,
  bidAmongNumbersTest,
  correctionTest,
  eightyFourScenarioSetTests,
  halvesTest,
  lastBidRevisionTest,
  marketScanTest,
  messageIn,
  sameDealInEveryLanguageTest,
  totalsTest,
  writesAmount,
} from "./honest-labels";
import { FRESH29, FRESH29_BY_LANGUAGE, FRESH29_HELD_OUT, FRESH29_TUNE, fresh29HalfOf } from "../../bench/honest-messages/fresh29";

const CHOSEN_SALT = "parley-fresh29-187";
// en-001, en-010, de-102, fr-209, es-316, en-412, worked out by hand from split.ts's hash when the salt was chosen.
const PINNED = ["tune", "held-out", "held-out", "tune", "held-out", "held-out"] as const;

describe("the TWENTY-NINTH set, for reporting only (bench/honest-messages/fresh29)", () => {
  eightyFourScenarioSetTests("fresh29", { set: FRESH29, byLanguage: FRESH29_BY_LANGUAGE, tune: FRESH29_TUNE, heldOut: FRESH29_HELD_OUT, halfOf: fresh29HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  halvesTest(FRESH29_TUNE, FRESH29_HELD_OUT, { tune: { messages: 42, moves: [18, 6, 4, 9, 5], styles: [8, 8, 9, 9, 8] }, heldOut: { messages: 42, moves: [16, 4, 5, 10, 7], styles: [8, 10, 7, 7, 10] } });

  sameDealInEveryLanguageTest("fresh29", FRESH29, FRESH29_BY_LANGUAGE);

  totalsTest("totals for a quantity divide exactly: 10 digital chess clocks, 20 packs of yarn, 10 trading cards graded", "fresh29", FRESH29, FRESH29_BY_LANGUAGE, { "107": { quantity: 10, unit: 3_200, written: 32_000 }, "207": { quantity: 20, unit: 1_300, written: 26_000 }, "309": { quantity: 10, unit: 2_200, written: 22_000 } }, { onlyTotalWritten: true });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh29", FRESH29, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X. Sorry, misread your list, that was the dresser's price. Y" (010), a second paragraph where a wife's reminder
  // takes an oak stand out of X to give Y (209), X counted onto a bench and a tenner taken back for the bus fare,
  // leaving Y (410), in local wordings.
  correctionTest("fresh29", FRESH29, { "010": 6_000, "209": 38_000, "410": 8_500 }, { "010": 8_500, "209": 44_000, "410": 9_500 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh29", FRESH29, "302", 56_000, [54_500, 56_500, 58_900, 64_000]);

  lastBidRevisionTest("fresh29", FRESH29, "305", { priceMinor: 37_000, amountMinor: 8_000, lastBidMinor: 45_000 });

  bidAmongNumbersTest("a bid among a fair's table, a running number and a decoder's pins, a launch date and motor codes, baseboards with their size, an address and a phone, an open day's date, hours, room and booking reference, JSON fields, a meteorite's weight, size and certificate is still a bid", "fresh29", FRESH29, ["001", "016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a mobile number, or beside a tape deck's model, year and reel size, is still a bid", "fresh29", FRESH29, ["101", "117"], 2);

  it("a bid beside other numbers (a model locomotive, rocket motors, painted figures, a tape deck, baseboards, a terrain table, willow in JSON, a meteorite slice) is labelled with the bid alone", () => {
    // 001: table 14, a class and running number, a 21-pin decoder beside 95; 016: the 12th, 18 C6-5 and 6 D12-3 motors,
    // 40 igniters beside 120; 101: 20 figures and a mobile number beside 150; 117: an A77, 1974 and 7-inch reels beside
    // 190; 202: 6 baseboards of 1200 x 600 mm, a street number, a postcode and a phone beside 70 each; 216: the 14th,
    // hours, room 3, booking CC-48213 and a 6 x 4 table beside 380; 313: a quantity of 8, a postcode and a date in JSON
    // beside 19.50; 404: 38 grams, 6 x 4 cm and certificate 1147 beside 240; 213 and 303: 48 maps and 30 years beside a
    // bid in words.
    for (const language of LANGUAGES) {
      const loco = messageIn(FRESH29, `fresh29-${language}-001`);
      expect(loco.expected, loco.id).toEqual({ kind: "price", priceMinor: 9_500, basis: "unit" });
      expect(loco.text, loco.id).toMatch(/\b14\b/);
      expect(loco.text, loco.id).toMatch(/\b21\b/);
      expect(loco.text, loco.id).toMatch(/401/);
      const rockets = messageIn(FRESH29, `fresh29-${language}-016`);
      expect(rockets.expected, rockets.id).toEqual({ kind: "price", priceMinor: 12_000, basis: "unit" });
      expect(rockets.text, rockets.id).toMatch(/\b12\b/);
      expect(rockets.text, rockets.id).toContain("C6-5");
      expect(rockets.text, rockets.id).toMatch(/\b40\b/);
      const orcs = messageIn(FRESH29, `fresh29-${language}-101`);
      expect(orcs.expected, orcs.id).toEqual({ kind: "price", priceMinor: 15_000, basis: "unit" });
      expect(orcs.text, orcs.id).toMatch(/\b20\b/);
      expect(orcs.text, orcs.id).toMatch(/\d{2}[ \d]{8,}/);
      const deck = messageIn(FRESH29, `fresh29-${language}-117`);
      expect(deck.expected, deck.id).toEqual({ kind: "price", priceMinor: 19_000, basis: "unit" });
      expect(deck.text, deck.id).toMatch(/(?<!\d)77(?!\d)/);
      expect(deck.text, deck.id).toMatch(/\b1974\b/);
      expect(deck.text, deck.id).toMatch(/\b7\b/);
      const boards = messageIn(FRESH29, `fresh29-${language}-202`);
      expect(boards.expected, boards.id).toEqual({ kind: "price", priceMinor: 7_000, basis: "unit" });
      expect(boards.context.quantity, boards.id).toBe(6);
      expect(boards.text, boards.id).toMatch(/\b6\b/);
      expect(boards.text, boards.id).toContain("1200 x 600 mm");
      const terrain = messageIn(FRESH29, `fresh29-${language}-216`);
      expect(terrain.expected, terrain.id).toEqual({ kind: "price", priceMinor: 38_000, basis: "unit" });
      expect(terrain.text, terrain.id).toMatch(/\b14\b/);
      expect(terrain.text, terrain.id).toContain("CC-48213");
      expect(terrain.text, terrain.id).toContain("6 x 4");
      const willow = messageIn(FRESH29, `fresh29-${language}-313`);
      expect(willow.expected, willow.id).toEqual({ kind: "price", priceMinor: 1_950, basis: "unit" });
      expect(willow.context.quantity, willow.id).toBe(8);
      expect(willow.text, willow.id).toMatch(/: 8,/);
      expect(willow.text, willow.id).toContain("2027-02-20");
      const meteorite = messageIn(FRESH29, `fresh29-${language}-404`);
      expect(meteorite.expected, meteorite.id).toEqual({ kind: "price", priceMinor: 24_000, basis: "unit" });
      expect(meteorite.text, meteorite.id).toContain("6 x 4 cm");
      expect(meteorite.text, meteorite.id).toMatch(/\b38\b/);
      expect(meteorite.text, meteorite.id).toContain("1147");
      const atlas = messageIn(FRESH29, `fresh29-${language}-213`);
      expect(atlas.expected, atlas.id).toMatchObject({ kind: "price", priceMinor: 16_000, derivation: { operation: "words" } });
      expect(atlas.text, atlas.id).toMatch(/\b48\b/);
      const backgammon = messageIn(FRESH29, `fresh29-${language}-303`);
      expect(backgammon.expected, backgammon.id).toMatchObject({ kind: "price", priceMinor: 30_000, derivation: { operation: "words" } });
      expect(backgammon.text, backgammon.id).toMatch(/\b30\b/);
    }
  });

  it("the ambiguous messages that carry a figure carry one a reader could mistake for a bid, at or below the standing offer", () => {
    // A range (007), a bid conditional on collection from a third-floor flat (015), sarcasm at the standing offer (105),
    // another repairer's price (112), '-ish' (118), a price awaiting a church council (212), two repairs of a guitar top
    // (217), a circus club's budget (304), a full or a half kiln shelf (314), a figure mused over (409).
    const figures: Record<string, readonly number[]> = {
      "007": [9_000, 11_000], "015": [7_000], "105": [6_000], "112": [4_500], "118": [4_000],
      "212": [165_000], "217": [14_000, 32_000], "304": [35_000], "314": [4_500, 2_500], "409": [32_000],
    };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(figures)) {
        const m = messageIn(FRESH29, `fresh29-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        for (const amount of amounts) {
          expect(writesAmount(m.text, amount), `${m.id} ${amount}`).toBe(true);
          expect(amount, `${m.id} ${amount}`).toBeLessThanOrEqual(m.context.standingOfferMinor!);
        }
      }
      // 105's figure is the standing offer itself, met with sarcasm.
      const sarcasm = messageIn(FRESH29, `fresh29-${language}-105`);
      expect(writesAmount(sarcasm.text, sarcasm.context.standingOfferMinor!), sarcasm.id).toBe(true);
      // 402 and 416 carry no figure at all: "the middle" with nothing to meet, "a bit more on what I offered" with no amount.
      for (const nnn of ["402", "416"]) {
        const m = messageIn(FRESH29, `fresh29-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        expect(m.text.match(/\d/g) ?? [], m.id).toEqual([]);
      }
      // 402 has no earlier bid to meet in the middle; 416 has one, but names no amount above it.
      expect(messageIn(FRESH29, `fresh29-${language}-402`).context.lastBuyerBidMinor, language).toBeNull();
      expect(messageIn(FRESH29, `fresh29-${language}-416`).context.lastBuyerBidMinor, language).not.toBeNull();
    }
  });
});
