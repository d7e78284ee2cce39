/**
 * The TWELFTH honest-buyer set (bench/honest-messages/fresh12, written blind to measure the reader): its shape, that
 * its labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set,
 * and that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion.
 * Mirrors honest-corpus-fresh11.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never
 * runs the reader, so the set stays unseen until it is measured.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { acceptanceAmountTest, bidAmongNumbersTest, correctionTest, lastBidRevisionTest, marketScanTest, messageIn, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH12, FRESH12_BY_LANGUAGE, FRESH12_HELD_OUT, FRESH12_TUNE, fresh12HalfOf } from "../../bench/honest-messages/fresh12";

const CHOSEN_SALT = "parley-fresh12-49";
const PINNED = ["tune", "held-out", "held-out", "tune", "held-out", "held-out"] as const;

describe("the TWELFTH set, written blind to measure the reader (bench/honest-messages/fresh12)", () => {
  const EARLIER = setsBefore("fresh12");
  unseenSetShapeTests("fresh12", FRESH12, FRESH12_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH12);
  scenarioSplitTests("fresh12", { set: FRESH12, byLanguage: FRESH12_BY_LANGUAGE, tune: FRESH12_TUNE, heldOut: FRESH12_HELD_OUT, halfOf: fresh12HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("keeps the ordinary mix: in every language 18 terse, 18 chat, 16 polite emails, 16 agent, 16 roleplay, 12 ambiguous", FRESH12_BY_LANGUAGE, { terse: 18, chat: 18, "polite-email": 16, agent: 16, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  // 013, 210 and 315 restate the standing offer; every other acceptance (102, 202, 302 and 413 with a logistics
  // request or question) carries no digit at all.
  acceptanceAmountTest("fresh12", FRESH12, { quoting: ["013", "210", "315"], exactly: 40 });

  // "X. Sorry, meant Y" (009), "X — apologies, that should read Y" (207), "X — no, hang on, Y" (405), in local wordings.
  correctionTest("fresh12", FRESH12, { "009": 28_000, "207": 304_000, "405": 18_000 }, { "009": 31_000, "207": 340_000, "405": 20_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh12", FRESH12, "301", 160_000, [165_000, 172_000, 159_000, 170_000]);

  lastBidRevisionTest("fresh12", FRESH12, "310", { priceMinor: 97_500, amountMinor: 7_500, lastBidMinor: 105_000 });

  bidAmongNumbersTest("a bid in an email or an agent's block full of other numbers (PO, quote and reference numbers, years, street numbers, postcodes, phones) is still a bid", "fresh12", FRESH12, ["201", "212", "308"], 5);

  it("a bid beside other numbers (a year, a phone number, running hours) is labelled with the bid alone", () => {
    // 201: installed 2019 beside 1,950; 101: a phone number beside 600; 416: 2,300 hours and 2009 beside 6,800.
    for (const language of LANGUAGES) {
      const glasswasher = messageIn(FRESH12, `fresh12-${language}-201`);
      expect(glasswasher.expected, glasswasher.id).toEqual({ kind: "price", priceMinor: 195_000, basis: "unit" });
      expect(writesAmount(glasswasher.text, 201_900), glasswasher.id).toBe(true);
      const chair = messageIn(FRESH12, `fresh12-${language}-101`);
      expect(chair.expected, chair.id).toEqual({ kind: "price", priceMinor: 60_000, basis: "unit" });
      expect((chair.text.match(/\d/g) ?? []).length, chair.id).toBeGreaterThanOrEqual(10);
      const digger = messageIn(FRESH12, `fresh12-${language}-416`);
      expect(digger.expected, digger.id).toEqual({ kind: "price", priceMinor: 680_000, basis: "unit" });
      expect(writesAmount(digger.text, 230_000), digger.id).toBe(true);
      expect(writesAmount(digger.text, 200_900), digger.id).toBe(true);
    }
  });

  it("a unit price quoted for several units is the unit price, and a total named for them is divided", () => {
    for (const language of LANGUAGES) {
      const cupboards = messageIn(FRESH12, `fresh12-${language}-212`);
      expect(cupboards.context.quantity, cupboards.id).toBe(3);
      expect(cupboards.expected, cupboards.id).toEqual({ kind: "price", priceMinor: 39_000, basis: "unit" });
      for (const [nnn, quantity, unit] of [["016", 4, 5_500], ["205", 6, 8_000], ["305", 12, 8_500]] as const) {
        const m = messageIn(FRESH12, `fresh12-${language}-${nnn}`);
        expect(m.context.quantity, m.id).toBe(quantity);
        expect(m.expected, m.id).toEqual({ kind: "price", priceMinor: unit, basis: "total" });
      }
    }
  });
});
