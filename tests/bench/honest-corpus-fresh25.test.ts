/**
 * The TWENTY-FIFTH honest-buyer set (bench/honest-messages/fresh25, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh24.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH25, FRESH25_BY_LANGUAGE, FRESH25_HELD_OUT, FRESH25_TUNE, fresh25HalfOf } from "../../bench/honest-messages/fresh25";

const CHOSEN_SALT = "parley-fresh25-78";
// en-001, en-010, de-102, fr-209, es-316, en-412, worked out by hand from split.ts's hash when the salt was chosen.
const PINNED = ["held-out", "held-out", "held-out", "tune", "held-out", "held-out"] as const;

describe("the TWENTY-FIFTH set, for reporting only (bench/honest-messages/fresh25)", () => {
  eightyFourScenarioSetTests("fresh25", { set: FRESH25, byLanguage: FRESH25_BY_LANGUAGE, tune: FRESH25_TUNE, heldOut: FRESH25_HELD_OUT, halfOf: fresh25HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  halvesTest(FRESH25_TUNE, FRESH25_HELD_OUT, { tune: { messages: 41, moves: [17, 4, 5, 9, 6], styles: [9, 8, 7, 8, 9] }, heldOut: { messages: 43, moves: [17, 6, 4, 10, 6], styles: [7, 10, 9, 8, 9] } });

  sameDealInEveryLanguageTest("fresh25", FRESH25, FRESH25_BY_LANGUAGE);

  totalsTest("totals for a quantity divide exactly: 30 bags of layers pellets, 20 cartons of egg boxes, 20 sheets of foam", "fresh25", FRESH25, FRESH25_BY_LANGUAGE, { "107": { quantity: 30, unit: 1_300, written: 39_000 }, "207": { quantity: 20, unit: 2_100, written: 42_000 }, "309": { quantity: 20, unit: 3_200, written: 64_000 } }, { onlyTotalWritten: true });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh25", FRESH25, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X... no hang on, Y" (010), a "Correction before you reply" paragraph after the figure (209), X tapped into a
  // calculator, cleared and Y tapped (410), in local wordings.
  correctionTest("fresh25", FRESH25, { "010": 4_200, "209": 33_000, "410": 27_500 }, { "010": 4_600, "209": 36_000, "410": 32_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh25", FRESH25, "302", 120_000, [115_000, 124_000, 131_000, 139_000]);

  lastBidRevisionTest("fresh25", FRESH25, "305", { priceMinor: 39_000, amountMinor: 4_000, lastBidMinor: 43_000 });

  bidAmongNumbersTest("a bid among a bottle size, a count and a unit number, postcodes, a height, kilograms and a date, a hoodie order with sizes, an address and a phone, kilograms, a date and hours, JSON fields, a lot number, shoe sizes and a ticket price is still a bid", "fresh25", FRESH25, ["001", "016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a count and a mobile number, or beside a time, a pitch number and a booking reference, is still a bid", "fresh25", FRESH25, ["101", "117"], 2);

  it("a bid beside other numbers (a pallet of bottles, a pallet's freight, lavender with a phone number, a market van's booking, a hoodie order, mango puree's delivery, JSON fields, a lot of wellies) is labelled with the bid alone", () => {
    // 001: 330 ml (33 cl), 3,960 a pallet and unit 7 beside 640; 016: two postcodes, 1.2 m, 480 kg and the 14th beside
    // 95; 101: about 200 bunches and a phone number beside 150; 117: 5am, pitch 42 and booking MK2291 beside 180; 202:
    // 48 hoodies, sizes counted 8/16/16/8, house number 22, a postcode and a phone beside 16.50 each; 216: 60 kg, six
    // 10 kg pails, 10 June and 07:00–09:00 beside 310; 313: 8 drums of 20 L, a postcode and a date in JSON beside
    // 74.50; 404: lot 114, twelve pairs, sizes 7 to 11 (41 to 45) and the ticket's 95 (the standing offer) beside 70;
    // 213 and 303: days, parcels and kilograms, millilitres and a year beside a bid in words.
    for (const language of LANGUAGES) {
      const bottles = messageIn(FRESH25, `fresh25-${language}-001`);
      expect(bottles.expected, bottles.id).toEqual({ kind: "price", priceMinor: 64_000, basis: "unit" });
      expect(bottles.text, bottles.id).toMatch(/\b33/);
      expect(bottles.text, bottles.id).toMatch(/\b3[.,  ]?960\b/);
      expect(bottles.text, bottles.id).toMatch(/\b7\b/);
      const pallet = messageIn(FRESH25, `fresh25-${language}-016`);
      expect(pallet.expected, pallet.id).toEqual({ kind: "price", priceMinor: 9_500, basis: "unit" });
      expect(pallet.text, pallet.id).toMatch(/\b480 ?kg\b/);
      expect(pallet.text, pallet.id).toMatch(/\b14/);
      const lavender = messageIn(FRESH25, `fresh25-${language}-101`);
      expect(lavender.expected, lavender.id).toEqual({ kind: "price", priceMinor: 15_000, basis: "unit" });
      expect(lavender.text, lavender.id).toMatch(/\b200\b/);
      expect(lavender.text, lavender.id).toMatch(/\d{2}[ \d]{8,}/);
      const van = messageIn(FRESH25, `fresh25-${language}-117`);
      expect(van.expected, van.id).toEqual({ kind: "price", priceMinor: 18_000, basis: "unit" });
      expect(van.text, van.id).toContain("2291");
      expect(van.text, van.id).toMatch(/\b42\b/);
      const hoodies = messageIn(FRESH25, `fresh25-${language}-202`);
      expect(hoodies.expected, hoodies.id).toEqual({ kind: "price", priceMinor: 1_650, basis: "unit" });
      expect(hoodies.context.quantity, hoodies.id).toBe(48);
      expect(hoodies.text, hoodies.id).toMatch(/\b48\b/);
      expect(hoodies.text, hoodies.id).toMatch(/\b22\b/);
      const puree = messageIn(FRESH25, `fresh25-${language}-216`);
      expect(puree.expected, puree.id).toEqual({ kind: "price", priceMinor: 31_000, basis: "unit" });
      expect(puree.text, puree.id).toMatch(/\b60 kg\b/);
      expect(puree.text, puree.id).toMatch(/\b10\b/);
      const oil = messageIn(FRESH25, `fresh25-${language}-313`);
      expect(oil.expected, oil.id).toEqual({ kind: "price", priceMinor: 7_450, basis: "unit" });
      expect(oil.context.quantity, oil.id).toBe(8);
      expect(oil.text, oil.id).toMatch(/: 8,/);
      expect(oil.text, oil.id).toContain("2026-03-02");
      const wellies = messageIn(FRESH25, `fresh25-${language}-404`);
      expect(wellies.expected, wellies.id).toEqual({ kind: "price", priceMinor: 7_000, basis: "unit" });
      expect(wellies.text, wellies.id).toMatch(/\b114\b/);
      expect(writesAmount(wellies.text, wellies.context.standingOfferMinor!), `${wellies.id}: the ticket price is the standing offer`).toBe(true);
      const courier = messageIn(FRESH25, `fresh25-${language}-213`);
      expect(courier.expected, courier.id).toMatchObject({ kind: "price", priceMinor: 75_000, derivation: { operation: "words" } });
      expect(courier.text, courier.id).toMatch(/\b5\b/);
      expect(courier.text, courier.id).toMatch(/\b60\b/);
      const oud = messageIn(FRESH25, `fresh25-${language}-303`);
      expect(oud.expected, oud.id).toMatchObject({ kind: "price", priceMinor: 48_000, derivation: { operation: "words" } });
      expect(oud.text, oud.id).toContain("2019");
      expect(oud.text, oud.id).toMatch(/\b100\b/);
    }
  });

  it("the ambiguous messages that carry a figure carry one a reader could mistake for a bid, at or below the standing offer", () => {
    // A range (007), a bid conditional on free postage (015), sarcasm at the standing offer (105), another wholesaler's
    // price (112), '-ish' (118), a price awaiting a co-op's members (212), two options (217, 314), a budget (304), a
    // figure mused over (409).
    const figures: Record<string, readonly number[]> = {
      "007": [30_000, 33_000], "015": [18_000], "105": [3_200], "112": [2_800], "118": [9_000],
      "212": [150_000], "217": [9_500, 12_000], "304": [180_000], "314": [195_000, 140_000], "409": [6_000],
    };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(figures)) {
        const m = messageIn(FRESH25, `fresh25-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        for (const amount of amounts) {
          expect(writesAmount(m.text, amount), `${m.id} ${amount}`).toBe(true);
          expect(amount, `${m.id} ${amount}`).toBeLessThanOrEqual(m.context.standingOfferMinor!);
        }
      }
      // 402 and 416 carry no figure at all: "meet halfway" with nothing to meet, "a bit above" with no amount.
      for (const nnn of ["402", "416"]) {
        const m = messageIn(FRESH25, `fresh25-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        expect(m.text.match(/\d/g) ?? [], m.id).toEqual([]);
      }
      // 402 has no earlier bid to meet halfway from; 416 has one, but names no amount above it.
      expect(messageIn(FRESH25, `fresh25-${language}-402`).context.lastBuyerBidMinor, language).toBeNull();
      expect(messageIn(FRESH25, `fresh25-${language}-416`).context.lastBuyerBidMinor, language).not.toBeNull();
    }
  });
});
