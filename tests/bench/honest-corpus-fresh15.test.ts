/**
 * The FIFTEENTH honest-buyer set (bench/honest-messages/fresh15, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh14.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import {
  acceptanceAmountTest,
  bidAmongNumbersTest,
  correctionTest,
  lastBidRevisionTest,
  marketScanTest,
  messageIn,
  scenarioSplitTests,
  styleMixTest,
  unseenSetLabelTests,
  unseenSetShapeTests,
  writesAmount,
} from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH15, FRESH15_BY_LANGUAGE, FRESH15_HELD_OUT, FRESH15_TUNE, fresh15HalfOf } from "../../bench/honest-messages/fresh15";

const CHOSEN_SALT = "parley-fresh15-111";
const PINNED = ["tune", "held-out", "held-out", "held-out", "tune", "held-out"] as const;

describe("the FIFTEENTH set, for reporting only (bench/honest-messages/fresh15)", () => {
  const EARLIER = setsBefore("fresh15");
  unseenSetShapeTests("fresh15", FRESH15, FRESH15_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH15);
  scenarioSplitTests("fresh15", { set: FRESH15, byLanguage: FRESH15_BY_LANGUAGE, tune: FRESH15_TUNE, heldOut: FRESH15_HELD_OUT, halfOf: fresh15HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("in every language 16 terse, 18 chat, 18 polite emails, 16 agent, 16 roleplay, 12 ambiguous", FRESH15_BY_LANGUAGE, { terse: 16, chat: 18, "polite-email": 18, agent: 16, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  // 013 and 212 restate the standing offer; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh15", FRESH15, { quoting: ["013", "212"], exactly: 40 });

  // "X, I mean Y" (009), "X (typo: should read Y)" (210), "X... hang on, make that Y" (406), in every language.
  correctionTest("fresh15", FRESH15, { "009": 130_000, "210": 760_000, "406": 8_500 }, { "009": 140_000, "210": 790_000, "406": 9_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh15", FRESH15, "302", 575_000, [590_000, 640_000, 610_000, 670_000, 625_000]);

  lastBidRevisionTest("fresh15", FRESH15, "309", { priceMinor: 420_000, amountMinor: 20_000, lastBidMinor: 440_000 });

  bidAmongNumbersTest("a bid in an email signature block or among years, dates, mileages and PO numbers is still a bid", "fresh15", FRESH15, ["201", "209", "415"], 4);

  it("a bid beside other numbers (a year, a postcode, a phone number, a PO number, a mileage, a head count) is labelled with the bid alone", () => {
    // 201: the scooter's year 1974, a street number, a postcode and a phone beside 4,550; 209: a quantity, a date, a
    // postcode, a PO and a phone beside 620 a tonne; 415: a year, an engine size and a mileage beside 3,800; 301: 25
    // seats and a head count of 25 beside 115 a seat.
    for (const language of LANGUAGES) {
      const scooter = messageIn(FRESH15, `fresh15-${language}-201`);
      expect(scooter.expected, scooter.id).toEqual({ kind: "price", priceMinor: 455_000, basis: "unit" });
      expect(scooter.text, scooter.id).toContain("1974");
      const seed = messageIn(FRESH15, `fresh15-${language}-209`);
      expect(seed.expected, seed.id).toEqual({ kind: "price", priceMinor: 62_000, basis: "unit" });
      expect(seed.context.quantity, seed.id).toBe(3);
      expect(writesAmount(seed.text, 62_000), seed.id).toBe(true);
      expect(seed.text, seed.id).toContain("2290-37");
      const bike = messageIn(FRESH15, `fresh15-${language}-415`);
      expect(bike.expected, bike.id).toEqual({ kind: "price", priceMinor: 380_000, basis: "unit" });
      expect(bike.text, bike.id).toMatch(/\b1968\b/);
      const seats = messageIn(FRESH15, `fresh15-${language}-301`);
      expect(seats.expected, seats.id).toEqual({ kind: "price", priceMinor: 11_500, basis: "unit" });
      expect(seats.context.quantity, seats.id).toBe(25);
      expect(writesAmount(seats.text, 11_500), seats.id).toBe(true);
    }
  });
});
