/**
 * The TWENTY-SECOND honest-buyer set (bench/honest-messages/fresh22, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh21.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH22, FRESH22_BY_LANGUAGE, FRESH22_HELD_OUT, FRESH22_TUNE, fresh22HalfOf } from "../../bench/honest-messages/fresh22";

const CHOSEN_SALT = "parley-fresh22-31";
const PINNED = ["tune", "tune", "held-out", "tune", "tune", "held-out"] as const;

describe("the TWENTY-SECOND set, for reporting only (bench/honest-messages/fresh22)", () => {
  eightyFourScenarioSetTests("fresh22", { set: FRESH22, byLanguage: FRESH22_BY_LANGUAGE, tune: FRESH22_TUNE, heldOut: FRESH22_HELD_OUT, halfOf: fresh22HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  totalsTest("totals for a quantity divide exactly: 4 puppy classes, 12 cases of baby wipes, 6 gel cushions", "fresh22", FRESH22, FRESH22_BY_LANGUAGE, { "107": { quantity: 4, unit: 2_000, written: 8_000 }, "207": { quantity: 12, unit: 2_200, written: 26_400 }, "309": { quantity: 6, unit: 8_000, written: 48_000 } });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh22", FRESH22, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X, or rather Y" (010), "X — I beg your pardon, I meant Y" (209), "X — let me say that again — Y" (410), in local wordings.
  correctionTest("fresh22", FRESH22, { "010": 33_000, "209": 40_000, "410": 3_500 }, { "010": 36_000, "209": 45_000, "410": 4_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh22", FRESH22, "302", 98_000, [95_000, 102_000, 109_000, 120_000]);

  lastBidRevisionTest("fresh22", FRESH22, "305", { priceMinor: 64_000, amountMinor: 8_000, lastBidMinor: 72_000 });

  bidAmongNumbersTest("a bid among a head count, a date, hours, a house number and a postcode, a quantity, a PO number, an address and a phone, a date and hours, JSON fields, a pen number and a year is still a bid", "fresh22", FRESH22, ["016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a mobile number is still a bid", "fresh22", FRESH22, ["101"], 2);

  it("a bid beside other numbers (a party's head count and date, a phone number, a school's order, an outing's hours, JSON fields, a pen number and a year) is labelled with the bid alone", () => {
    // 016: 15 children, the 12th, a house number and a postcode beside 160; 101: a phone number beside 800; 202: 30
    // sweatshirts, order 4417, a street number, a postcode and a phone beside 14 a sweatshirt; 216: 9 residents, 18
    // June and 15:30 beside 240; 313: 100 gloves a box, 10 boxes a carton, 8 cartons and a postcode in JSON beside 52;
    // 404: pen 22, 3 bantams and 2025 beside 45.
    for (const language of LANGUAGES) {
      const party = messageIn(FRESH22, `fresh22-${language}-016`);
      expect(party.expected, party.id).toEqual({ kind: "price", priceMinor: 16_000, basis: "unit" });
      expect(party.text, party.id).toMatch(/\b15\b/);
      expect(party.text, party.id).toMatch(/\b12\b/);
      const kitten = messageIn(FRESH22, `fresh22-${language}-101`);
      expect(kitten.expected, kitten.id).toEqual({ kind: "price", priceMinor: 80_000, basis: "unit" });
      expect(kitten.text, kitten.id).toMatch(/\d{2}[ \d]{8,}/);
      const sweatshirts = messageIn(FRESH22, `fresh22-${language}-202`);
      expect(sweatshirts.expected, sweatshirts.id).toEqual({ kind: "price", priceMinor: 1_400, basis: "unit" });
      expect(sweatshirts.context.quantity, sweatshirts.id).toBe(30);
      expect(sweatshirts.text, sweatshirts.id).toMatch(/\b30\b/);
      expect(sweatshirts.text, sweatshirts.id).toContain("4417");
      const minibus = messageIn(FRESH22, `fresh22-${language}-216`);
      expect(minibus.expected, minibus.id).toEqual({ kind: "price", priceMinor: 24_000, basis: "unit" });
      expect(minibus.text, minibus.id).toMatch(/\b18\b/);
      expect(minibus.text, minibus.id).toMatch(/\b9\b/);
      const gloves = messageIn(FRESH22, `fresh22-${language}-313`);
      expect(gloves.expected, gloves.id).toEqual({ kind: "price", priceMinor: 5_200, basis: "unit" });
      expect(gloves.context.quantity, gloves.id).toBe(8);
      expect(gloves.text, gloves.id).toMatch(/\b100\b/);
      const bantams = messageIn(FRESH22, `fresh22-${language}-404`);
      expect(bantams.expected, bantams.id).toEqual({ kind: "price", priceMinor: 4_500, basis: "unit" });
      expect(bantams.text, bantams.id).toMatch(/\b22\b/);
      expect(bantams.text, bantams.id).toMatch(/\b2025\b/);
    }
  });
});
