/**
 * The TWENTY-THIRD honest-buyer set (bench/honest-messages/fresh23, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh22.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
} from "./honest-labels";
import { FRESH23, FRESH23_BY_LANGUAGE, FRESH23_HELD_OUT, FRESH23_TUNE, fresh23HalfOf } from "../../bench/honest-messages/fresh23";

const CHOSEN_SALT = "parley-fresh23-104";
const PINNED = ["held-out", "held-out", "tune", "tune", "held-out", "tune"] as const;

describe("the TWENTY-THIRD set, for reporting only (bench/honest-messages/fresh23)", () => {
  eightyFourScenarioSetTests("fresh23", { set: FRESH23, byLanguage: FRESH23_BY_LANGUAGE, tune: FRESH23_TUNE, heldOut: FRESH23_HELD_OUT, halfOf: fresh23HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  halvesTest(FRESH23_TUNE, FRESH23_HELD_OUT, { tune: { messages: 43, moves: [17, 4, 5, 10, 7] }, heldOut: { messages: 41, moves: [17, 6, 4, 9, 5] } });

  sameDealInEveryLanguageTest("fresh23", FRESH23, FRESH23_BY_LANGUAGE);

  totalsTest("totals for a quantity divide exactly: 4 radiators, 12 fence panels, 6 smoke and heat alarms", "fresh23", FRESH23, FRESH23_BY_LANGUAGE, { "107": { quantity: 4, unit: 18_000, written: 72_000 }, "207": { quantity: 12, unit: 6_500, written: 78_000 }, "309": { quantity: 6, unit: 7_000, written: 42_000 } }, { onlyTotalWritten: true });

  // 013 and 210 restate the standing offer; 203 is signed with a house number and a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh23", FRESH23, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X — wait, no: Y" (010), "X. Apologies, that figure is wrong: our offer is Y" (209), "X — no, hang on — Y" (410), in local wordings.
  correctionTest("fresh23", FRESH23, { "010": 38_000, "209": 275_000, "410": 4_500 }, { "010": 42_000, "209": 295_000, "410": 6_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh23", FRESH23, "302", 925_000, [920_000, 965_000, 990_000, 999_500]);

  lastBidRevisionTest("fresh23", FRESH23, "305", { priceMinor: 565_000, amountMinor: 25_000, lastBidMinor: 590_000 });

  bidAmongNumbersTest("a bid among an engine size, a year and a mileage, a registration, a time, a house number and a postcode, a van count, a PO number, an address and a phone, a date and hours, JSON fields, a stand number, a count and a model year is still a bid", "fresh23", FRESH23, ["001", "016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a mobile number is still a bid", "fresh23", FRESH23, ["101"], 2);

  it("a bid beside other numbers (a motorbike's year and mileage, a regas booking, a phone number, a fleet's order, a transporter's date and hours, JSON fields, an autojumble stand) is labelled with the bid alone", () => {
    // 001: 125cc, 2019 and the mileage beside 1,750; 016: a registration, 9 o'clock, house number 14 and a postcode
    // beside 75; 101: a phone number beside 850; 202: 9 vans, PO 6152, a unit or street number, a postcode and a phone
    // beside 125 a unit; 216: 12 June and 08:00–10:00 beside 450; 313: 7 vehicles, a 128 GB card and a postcode in JSON
    // beside 140; 404: stand 14, 2 bumpers and a '72 Beetle beside 90.
    for (const language of LANGUAGES) {
      const bike = messageIn(FRESH23, `fresh23-${language}-001`);
      expect(bike.expected, bike.id).toEqual({ kind: "price", priceMinor: 175_000, basis: "unit" });
      expect(bike.text, bike.id).toMatch(/\b2019\b/);
      expect(bike.text, bike.id).toContain("125");
      const regas = messageIn(FRESH23, `fresh23-${language}-016`);
      expect(regas.expected, regas.id).toEqual({ kind: "price", priceMinor: 7_500, basis: "unit" });
      expect(regas.text, regas.id).toMatch(/\b14\b/);
      expect(regas.text, regas.id).toMatch(/(?<!\d)9(?!\d)/);
      const moped = messageIn(FRESH23, `fresh23-${language}-101`);
      expect(moped.expected, moped.id).toEqual({ kind: "price", priceMinor: 85_000, basis: "unit" });
      expect(moped.text, moped.id).toMatch(/\d{2}[ \d]{8,}/);
      const trackers = messageIn(FRESH23, `fresh23-${language}-202`);
      expect(trackers.expected, trackers.id).toEqual({ kind: "price", priceMinor: 12_500, basis: "unit" });
      expect(trackers.context.quantity, trackers.id).toBe(9);
      expect(trackers.text, trackers.id).toMatch(/\b9\b/);
      expect(trackers.text, trackers.id).toContain("6152");
      const transporter = messageIn(FRESH23, `fresh23-${language}-216`);
      expect(transporter.expected, transporter.id).toEqual({ kind: "price", priceMinor: 45_000, basis: "unit" });
      expect(transporter.text, transporter.id).toMatch(/\b12\b/);
      expect(transporter.text, transporter.id).toMatch(/\b10\b/);
      const dashcams = messageIn(FRESH23, `fresh23-${language}-313`);
      expect(dashcams.expected, dashcams.id).toEqual({ kind: "price", priceMinor: 14_000, basis: "unit" });
      expect(dashcams.context.quantity, dashcams.id).toBe(7);
      expect(dashcams.text, dashcams.id).toMatch(/\b128\b/);
      const bumpers = messageIn(FRESH23, `fresh23-${language}-404`);
      expect(bumpers.expected, bumpers.id).toEqual({ kind: "price", priceMinor: 9_000, basis: "unit" });
      expect(bumpers.text, bumpers.id).toMatch(/\b14\b/);
      expect(bumpers.text, bumpers.id).toMatch(/72/);
    }
  });
});
