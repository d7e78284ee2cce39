/**
 * The TWENTIETH honest-buyer set (bench/honest-messages/fresh20, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh19.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
} from "./honest-labels";
import { FRESH20, FRESH20_BY_LANGUAGE, FRESH20_HELD_OUT, FRESH20_TUNE, fresh20HalfOf } from "../../bench/honest-messages/fresh20";

const CHOSEN_SALT = "parley-fresh20-92";
const PINNED = ["held-out", "tune", "held-out", "tune", "held-out", "tune"] as const;

describe("the TWENTIETH set, for reporting only (bench/honest-messages/fresh20)", () => {
  eightyFourScenarioSetTests("fresh20", { set: FRESH20, byLanguage: FRESH20_BY_LANGUAGE, tune: FRESH20_TUNE, heldOut: FRESH20_HELD_OUT, halfOf: fresh20HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  totalsTest("totals for a quantity divide exactly: 4 massages, 12 translated pages, 6 hot desks", "fresh20", FRESH20, FRESH20_BY_LANGUAGE, { "107": { quantity: 4, unit: 4_000, written: 16_000 }, "207": { quantity: 12, unit: 3_000, written: 36_000 }, "309": { quantity: 6, unit: 18_000, written: 108_000 } });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh20", FRESH20, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X, oops, Y I mean" (010), "X — apologies, I mistyped: Y —" (209), "X. *rubs it out* Make it Y" (410), in every language.
  correctionTest("fresh20", FRESH20, { "010": 43_000, "209": 175_000, "410": 10_000 }, { "010": 48_000, "209": 195_000, "410": 12_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh20", FRESH20, "302", 350_000, [320_000, 365_000, 390_000, 440_000, 377_500]);

  lastBidRevisionTest("fresh20", FRESH20, "305", { priceMinor: 60_000, amountMinor: 15_000, lastBidMinor: 75_000 });

  bidAmongNumbersTest("a bid among an engine size, a year and a mileage, a guest count, a booking reference, an address and a phone, a date and evening hours, visits, a postcode and a date, a lot number, a class size or a year is still a bid", "fresh20", FRESH20, ["016", "202", "216", "313", "404"], 4);

  it("a bid beside other numbers (a year and a mileage, a phone number, a guest count and a reference, hours, JSON fields, a lot number and a year) is labelled with the bid alone", () => {
    // 016: an engine size, 2017 and a mileage beside 260; 101: an age and a phone number beside 120; 202: 45 guests,
    // reference 3302, a street number, a postcode and a phone beside 28 a head; 216: 6 June and 19:30 to 22:00 beside
    // 600; 313: 3 visits, a postcode and a 2027 date in JSON beside 210; 404: lot 27, a class for 8 and the year 2019
    // beside 400.
    for (const language of LANGUAGES) {
      const van = messageIn(FRESH20, `fresh20-${language}-016`);
      expect(van.expected, van.id).toEqual({ kind: "price", priceMinor: 26_000, basis: "unit" });
      expect(van.text, van.id).toMatch(/\b2017\b/);
      const arch = messageIn(FRESH20, `fresh20-${language}-101`);
      expect(arch.expected, arch.id).toEqual({ kind: "price", priceMinor: 12_000, basis: "unit" });
      expect(arch.text, arch.id).toMatch(/\b18/);
      const lunch = messageIn(FRESH20, `fresh20-${language}-202`);
      expect(lunch.expected, lunch.id).toEqual({ kind: "price", priceMinor: 2_800, basis: "unit" });
      expect(lunch.context.quantity, lunch.id).toBe(45);
      expect(lunch.text, lunch.id).toMatch(/\b45\b/);
      expect(lunch.text, lunch.id).toContain("3302");
      const magician = messageIn(FRESH20, `fresh20-${language}-216`);
      expect(magician.expected, magician.id).toEqual({ kind: "price", priceMinor: 60_000, basis: "unit" });
      expect(magician.text, magician.id).toMatch(/\b22\b/);
      const rats = messageIn(FRESH20, `fresh20-${language}-313`);
      expect(rats.expected, rats.id).toEqual({ kind: "price", priceMinor: 21_000, basis: "unit" });
      expect(rats.text, rats.id).toMatch(/\b2027\b/);
      const lot = messageIn(FRESH20, `fresh20-${language}-404`);
      expect(lot.expected, lot.id).toEqual({ kind: "price", priceMinor: 40_000, basis: "unit" });
      expect(lot.text, lot.id).toMatch(/\b27\b/);
      expect(lot.text, lot.id).toMatch(/\b2019\b/);
    }
  });
});
