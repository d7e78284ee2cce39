/**
 * The EIGHTEENTH honest-buyer set (bench/honest-messages/fresh18, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh17.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import {
  acceptanceAmountTest,
  bidAmongNumbersTest,
  correctionTest,
  eightyFourScenarioSetTests,
  lastBidRevisionTest,
  marketScanTest,
  messageIn,
  totalsTest,
  writesAmount,
} from "./honest-labels";
import { FRESH18, FRESH18_BY_LANGUAGE, FRESH18_HELD_OUT, FRESH18_TUNE, fresh18HalfOf } from "../../bench/honest-messages/fresh18";

const CHOSEN_SALT = "parley-fresh18-4";
const PINNED = ["held-out", "tune", "held-out", "tune", "tune", "held-out"] as const;

describe("the EIGHTEENTH set, for reporting only (bench/honest-messages/fresh18)", () => {
  eightyFourScenarioSetTests("fresh18", { set: FRESH18, byLanguage: FRESH18_BY_LANGUAGE, tune: FRESH18_TUNE, heldOut: FRESH18_HELD_OUT, halfOf: fresh18HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  totalsTest("totals for a quantity divide exactly: 4 dining chairs, 8 garden chairs, 10 lessons", "fresh18", FRESH18, FRESH18_BY_LANGUAGE, { "107": { quantity: 4, unit: 3_000, written: 12_000 }, "207": { quantity: 8, unit: 3_000, written: 24_000 }, "309": { quantity: 10, unit: 4_000, written: 40_000 } });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh18", FRESH18, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X — typo, Y" (010), "X — apologies, that's a typo: I meant Y" (209), "X... no, my mistake — Y" (410), in every language.
  correctionTest("fresh18", FRESH18, { "010": 34_000, "209": 42_000, "410": 14_000 }, { "010": 38_000, "209": 48_000, "410": 16_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh18", FRESH18, "302", 110_000, [115_000, 130_000, 125_000, 140_000, 127_500]);

  lastBidRevisionTest("fresh18", FRESH18, "305", { priceMinor: 62_000, amountMinor: 8_000, lastBidMinor: 70_000 });

  bidAmongNumbersTest("a bid among a date, a guest count, a street number, a postcode, a phone, a listing number, a groupset number, a year, a frame size, a lot number or a count of drawers is still a bid", "fresh18", FRESH18, ["202", "207", "313", "404"], 4);

  it("a bid beside other numbers (a focal range and a count, a phone number, a date, a listing number, a year, a lot number) is labelled with the bid alone", () => {
    // 016: a focal range (70-200), an aperture and 2 caps beside 380; 101: a phone number beside 140; 202: a date, a
    // guest count, a street number, a postcode and a phone beside 650; 207: a listing number, 8 chairs, a date, a
    // street number, a postcode and a phone beside a total of 240; 216: a date, 3 children and times of night beside
    // 120; 313: a groupset number, the year 2019 and a 56 cm frame beside 420 in JSON; 404: lot 47, the year 1964 and
    // 3 drawers beside 280.
    for (const language of LANGUAGES) {
      const lens = messageIn(FRESH18, `fresh18-${language}-016`);
      expect(lens.expected, lens.id).toEqual({ kind: "price", priceMinor: 38_000, basis: "unit" });
      expect(lens.text, lens.id).toContain("70-200");
      const bike = messageIn(FRESH18, `fresh18-${language}-101`);
      expect(bike.expected, bike.id).toEqual({ kind: "price", priceMinor: 14_000, basis: "unit" });
      const photographer = messageIn(FRESH18, `fresh18-${language}-202`);
      expect(photographer.expected, photographer.id).toEqual({ kind: "price", priceMinor: 65_000, basis: "unit" });
      expect(photographer.text, photographer.id).toMatch(/\b12\b/);
      const chairs = messageIn(FRESH18, `fresh18-${language}-207`);
      expect(chairs.expected, chairs.id).toEqual({ kind: "price", priceMinor: 3_000, basis: "total" });
      expect(chairs.context.quantity, chairs.id).toBe(8);
      expect(writesAmount(chairs.text, 24_000), chairs.id).toBe(true);
      expect(chairs.text, chairs.id).toContain("58210");
      const babysitter = messageIn(FRESH18, `fresh18-${language}-216`);
      expect(babysitter.expected, babysitter.id).toEqual({ kind: "price", priceMinor: 12_000, basis: "unit" });
      expect(babysitter.text, babysitter.id).toMatch(/\b31\b/);
      const roadBike = messageIn(FRESH18, `fresh18-${language}-313`);
      expect(roadBike.expected, roadBike.id).toEqual({ kind: "price", priceMinor: 42_000, basis: "unit" });
      expect(roadBike.text, roadBike.id).toMatch(/\b2019\b/);
      expect(roadBike.text, roadBike.id).toMatch(/\b56\b/);
      const sideboard = messageIn(FRESH18, `fresh18-${language}-404`);
      expect(sideboard.expected, sideboard.id).toEqual({ kind: "price", priceMinor: 28_000, basis: "unit" });
      expect(sideboard.text, sideboard.id).toMatch(/\b47\b/);
      expect(sideboard.text, sideboard.id).toMatch(/\b1964\b/);
    }
  });
});
