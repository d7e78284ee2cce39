/**
 * The NINETEENTH honest-buyer set (bench/honest-messages/fresh19, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh18.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH19, FRESH19_BY_LANGUAGE, FRESH19_HELD_OUT, FRESH19_TUNE, fresh19HalfOf } from "../../bench/honest-messages/fresh19";

const CHOSEN_SALT = "parley-fresh19-59";
const PINNED = ["tune", "tune", "tune", "tune", "tune", "tune"] as const;

describe("the NINETEENTH set, for reporting only (bench/honest-messages/fresh19)", () => {
  eightyFourScenarioSetTests("fresh19", { set: FRESH19, byLanguage: FRESH19_BY_LANGUAGE, tune: FRESH19_TUNE, heldOut: FRESH19_HELD_OUT, halfOf: fresh19HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  totalsTest("totals for a quantity divide exactly: 48 rugby balls, 24 skillets, 60 kettles", "fresh19", FRESH19, FRESH19_BY_LANGUAGE, { "107": { quantity: 48, unit: 1_250, written: 60_000 }, "207": { quantity: 24, unit: 3_500, written: 84_000 }, "309": { quantity: 60, unit: 2_100, written: 126_000 } });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh19", FRESH19, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X, sorry, meant Y" (010), "X (should read Y — my error)" (209), "X. No wait — Y" (410), in every language.
  correctionTest("fresh19", FRESH19, { "010": 630_000, "209": 270_000, "410": 110_000 }, { "010": 680_000, "209": 290_000, "410": 130_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh19", FRESH19, "302", 780_000, [795_000, 840_000, 875_000, 910_000, 857_500]);

  lastBidRevisionTest("fresh19", FRESH19, "305", { priceMinor: 640_000, amountMinor: 40_000, lastBidMinor: 680_000 });

  bidAmongNumbersTest("a bid among a model number, days and a date, a room count, a PO number, an address and a phone, night-time hours, a brick count, a postcode and a date, a lot number, a grid count or a year is still a bid", "fresh19", FRESH19, ["016", "202", "216", "313", "404"], 4);

  it("a bid beside other numbers (a model number, a phone number, a room count, hours, JSON fields, a lot number and a year) is labelled with the bid alone", () => {
    // 016: a model number (KX016-4), 3 days and the 14th beside 510; 101: an age group and a phone number beside 380;
    // 202: 62 rooms, PO 4471, a street number, a postcode and a phone beside 1,840 a month; 216: 9 March and 23:00 to
    // 05:00 beside 650; 313: 500 bricks a pallet, a postcode and a date in JSON beside 540; 404: lot 38, a 10-grid
    // oven and the year 2016 beside 2,600.
    for (const language of LANGUAGES) {
      const digger = messageIn(FRESH19, `fresh19-${language}-016`);
      expect(digger.expected, digger.id).toEqual({ kind: "price", priceMinor: 51_000, basis: "unit" });
      expect(digger.text, digger.id).toContain("KX016-4");
      const goals = messageIn(FRESH19, `fresh19-${language}-101`);
      expect(goals.expected, goals.id).toEqual({ kind: "price", priceMinor: 38_000, basis: "unit" });
      const laundry = messageIn(FRESH19, `fresh19-${language}-202`);
      expect(laundry.expected, laundry.id).toEqual({ kind: "price", priceMinor: 184_000, basis: "unit" });
      expect(laundry.text, laundry.id).toMatch(/\b62\b/);
      expect(laundry.text, laundry.id).toContain("4471");
      const ducts = messageIn(FRESH19, `fresh19-${language}-216`);
      expect(ducts.expected, ducts.id).toEqual({ kind: "price", priceMinor: 65_000, basis: "unit" });
      expect(ducts.text, ducts.id).toMatch(/\b23\b/);
      const bricks = messageIn(FRESH19, `fresh19-${language}-313`);
      expect(bricks.expected, bricks.id).toEqual({ kind: "price", priceMinor: 54_000, basis: "unit" });
      expect(bricks.text, bricks.id).toMatch(/\b500\b/);
      expect(bricks.text, bricks.id).toMatch(/\b2026\b/);
      const combi = messageIn(FRESH19, `fresh19-${language}-404`);
      expect(combi.expected, combi.id).toEqual({ kind: "price", priceMinor: 260_000, basis: "unit" });
      expect(combi.text, combi.id).toMatch(/\b38\b/);
      expect(combi.text, combi.id).toMatch(/\b2016\b/);
    }
  });
});
