/**
 * The TWENTY-FIRST honest-buyer set (bench/honest-messages/fresh21, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh20.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH21, FRESH21_BY_LANGUAGE, FRESH21_HELD_OUT, FRESH21_TUNE, fresh21HalfOf } from "../../bench/honest-messages/fresh21";

const CHOSEN_SALT = "parley-fresh21-21";
const PINNED = ["held-out", "held-out", "held-out", "held-out", "tune", "tune"] as const;

describe("the TWENTY-FIRST set, for reporting only (bench/honest-messages/fresh21)", () => {
  eightyFourScenarioSetTests("fresh21", { set: FRESH21, byLanguage: FRESH21_BY_LANGUAGE, tune: FRESH21_TUNE, heldOut: FRESH21_HELD_OUT, halfOf: fresh21HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  totalsTest("totals for a quantity divide exactly: 4 places on a pasta class, 12 bottles of sparkling wine, 6 season tickets", "fresh21", FRESH21, FRESH21_BY_LANGUAGE, { "107": { quantity: 4, unit: 7_000, written: 28_000 }, "207": { quantity: 12, unit: 2_800, written: 33_600 }, "309": { quantity: 6, unit: 46_000, written: 276_000 } });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh21", FRESH21, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X, no, Y, fat fingers" (010), "X (should read Y, my apologies)" (209), "X — no, I misspoke — Y" (410), in local wordings.
  correctionTest("fresh21", FRESH21, { "010": 85_000, "209": 125_000, "410": 5_000 }, { "010": 90_000, "209": 140_000, "410": 6_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh21", FRESH21, "302", 88_000, [90_500, 92_500, 94_800, 98_000]);

  lastBidRevisionTest("fresh21", FRESH21, "305", { priceMinor: 50_000, amountMinor: 6_000, lastBidMinor: 56_000 });

  bidAmongNumbersTest("a bid among an area, a house number, a postcode and a date, a phone number, a hamper count, an order number, an address and a phone, a date, a group size and hours, a jar size, a case count and a postcode, a stall number, a vintage and a box size is still a bid", "fresh21", FRESH21, ["016", "101", "202", "216", "313", "404"], 4);

  it("a bid beside other numbers (an area and a date, a phone number, a hamper count and an order number, hours, JSON fields, a stall number and a vintage) is labelled with the bid alone", () => {
    // 016: 180 m², a house number, a postcode and the 14th beside 850; 101: a phone number beside 95; 202: 30
    // hampers, order 5127, a street number, a postcode and a phone beside 38 a hamper; 216: 6 people, 7 June and
    // 09:30 to 16:00 beside 300; 313: a jar size, 12 a case, 8 cases and a postcode in JSON beside 64; 404: stall
    // 14, the 2023 vintage and a 20-litre box beside 70.
    for (const language of LANGUAGES) {
      const turf = messageIn(FRESH21, `fresh21-${language}-016`);
      expect(turf.expected, turf.id).toEqual({ kind: "price", priceMinor: 85_000, basis: "unit" });
      expect(turf.text, turf.id).toMatch(/\b180\b/);
      const pitch = messageIn(FRESH21, `fresh21-${language}-101`);
      expect(pitch.expected, pitch.id).toEqual({ kind: "price", priceMinor: 9_500, basis: "unit" });
      expect(pitch.text, pitch.id).toMatch(/\d{2}[ \d]{8,}/);
      const hampers = messageIn(FRESH21, `fresh21-${language}-202`);
      expect(hampers.expected, hampers.id).toEqual({ kind: "price", priceMinor: 3_800, basis: "unit" });
      expect(hampers.context.quantity, hampers.id).toBe(30);
      expect(hampers.text, hampers.id).toMatch(/\b30\b/);
      expect(hampers.text, hampers.id).toContain("5127");
      const scramble = messageIn(FRESH21, `fresh21-${language}-216`);
      expect(scramble.expected, scramble.id).toEqual({ kind: "price", priceMinor: 30_000, basis: "unit" });
      expect(scramble.text, scramble.id).toMatch(/\b16\b/);
      const honey = messageIn(FRESH21, `fresh21-${language}-313`);
      expect(honey.expected, honey.id).toEqual({ kind: "price", priceMinor: 6_400, basis: "unit" });
      expect(honey.context.quantity, honey.id).toBe(8);
      expect(honey.text, honey.id).toMatch(/\b12\b/);
      const cider = messageIn(FRESH21, `fresh21-${language}-404`);
      expect(cider.expected, cider.id).toEqual({ kind: "price", priceMinor: 7_000, basis: "unit" });
      expect(cider.text, cider.id).toMatch(/\b14\b/);
      expect(cider.text, cider.id).toMatch(/\b2023/);
    }
  });
});
