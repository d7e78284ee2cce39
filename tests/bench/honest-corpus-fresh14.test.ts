/**
 * The FOURTEENTH honest-buyer set (bench/honest-messages/fresh14, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh11.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH14, FRESH14_BY_LANGUAGE, FRESH14_HELD_OUT, FRESH14_TUNE, fresh14HalfOf } from "../../bench/honest-messages/fresh14";

const CHOSEN_SALT = "parley-fresh14-32";
const PINNED = ["held-out", "held-out", "tune", "held-out", "tune", "tune"] as const;

describe("the FOURTEENTH set, for reporting only (bench/honest-messages/fresh14)", () => {
  const EARLIER = setsBefore("fresh14");
  unseenSetShapeTests("fresh14", FRESH14, FRESH14_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH14);
  scenarioSplitTests("fresh14", { set: FRESH14, byLanguage: FRESH14_BY_LANGUAGE, tune: FRESH14_TUNE, heldOut: FRESH14_HELD_OUT, halfOf: fresh14HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("in every language 16 terse, 18 chat, 18 polite emails, 16 agent, 16 roleplay, 12 ambiguous", FRESH14_BY_LANGUAGE, { terse: 16, chat: 18, "polite-email": 18, agent: 16, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  // 013 and 212 restate the standing offer; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh14", FRESH14, { quoting: ["013", "212"], exactly: 40 });

  // "X — sorry, Y" (009), "X — correction: Y" (210), "X... no wait, I mean Y" (406), in every language.
  correctionTest("fresh14", FRESH14, { "009": 200_000, "210": 810_000, "406": 13_000 }, { "009": 210_000, "210": 840_000, "406": 14_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh14", FRESH14, "302", 680_000, [720_000, 690_000, 745_000, 710_000]);

  lastBidRevisionTest("fresh14", FRESH14, "309", { priceMinor: 245_000, amountMinor: 15_000, lastBidMinor: 260_000 });

  bidAmongNumbersTest("a bid in an email signature block or among ages, dates and PO numbers is still a bid", "fresh14", FRESH14, ["201", "209", "415"], 4);

  it("a bid beside other numbers (a year, a postcode, a phone number, a PO number, an age) is labelled with the bid alone", () => {
    // 201: the chair's year 2016, a postcode and a phone beside 4,250; 209: a date, a street number, a PO and a phone beside 1,150.
    for (const language of LANGUAGES) {
      const chair = messageIn(FRESH14, `fresh14-${language}-201`);
      expect(chair.expected, chair.id).toEqual({ kind: "price", priceMinor: 425_000, basis: "unit" });
      expect(chair.text, chair.id).toContain("2016");
      const move = messageIn(FRESH14, `fresh14-${language}-209`);
      expect(move.expected, move.id).toEqual({ kind: "price", priceMinor: 115_000, basis: "unit" });
      expect(writesAmount(move.text, 115_000), move.id).toBe(true);
      expect(move.text, move.id).toContain("5520-19");
      const horse = messageIn(FRESH14, `fresh14-${language}-415`);
      expect(horse.expected, horse.id).toEqual({ kind: "price", priceMinor: 310_000, basis: "unit" });
      expect(horse.text, horse.id).toMatch(/\b14\b/);
    }
  });
});
