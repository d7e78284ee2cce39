/**
 * The TWENTY-EIGHTH honest-buyer set (bench/honest-messages/fresh28, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh27.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH28, FRESH28_BY_LANGUAGE, FRESH28_HELD_OUT, FRESH28_TUNE, fresh28HalfOf } from "../../bench/honest-messages/fresh28";

const CHOSEN_SALT = "parley-fresh28-85";
// en-001, en-010, de-102, fr-209, es-316, en-412, worked out by hand from split.ts's hash when the salt was chosen.
const PINNED = ["held-out", "tune", "held-out", "tune", "held-out", "held-out"] as const;

describe("the TWENTY-EIGHTH set, for reporting only (bench/honest-messages/fresh28)", () => {
  eightyFourScenarioSetTests("fresh28", { set: FRESH28, byLanguage: FRESH28_BY_LANGUAGE, tune: FRESH28_TUNE, heldOut: FRESH28_HELD_OUT, halfOf: fresh28HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  halvesTest(FRESH28_TUNE, FRESH28_HELD_OUT, { tune: { messages: 42, moves: [18, 4, 5, 9, 6], styles: [7, 9, 10, 8, 8] }, heldOut: { messages: 42, moves: [16, 6, 4, 10, 6], styles: [9, 9, 6, 8, 10] } });

  sameDealInEveryLanguageTest("fresh28", FRESH28, FRESH28_BY_LANGUAGE);

  totalsTest("totals for a quantity divide exactly: 12 pairs of engraved cufflinks, 20 embossed notebooks, 10 certificate frames", "fresh28", FRESH28, FRESH28_BY_LANGUAGE, { "107": { quantity: 12, unit: 3_500, written: 42_000 }, "207": { quantity: 20, unit: 2_500, written: 50_000 }, "309": { quantity: 10, unit: 3_400, written: 34_000 } }, { onlyTotalWritten: true });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh28", FRESH28, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X. No wait, that's the figure with the tier we dropped. Y" (010), a postscript asking to read Y where X was pasted
  // from an earlier draft (209), X begun aloud, a look into a collection envelope, then Y (410), in local wordings.
  correctionTest("fresh28", FRESH28, { "010": 15_000, "209": 40_000, "410": 42_000 }, { "010": 18_000, "209": 45_000, "410": 48_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh28", FRESH28, "302", 150_000, [129_500, 145_000, 159_500, 179_000]);

  lastBidRevisionTest("fresh28", FRESH28, "305", { priceMinor: 120_000, amountMinor: 30_000, lastBidMinor: 150_000 });

  bidAmongNumbersTest("a bid among a plot, lines on a plaque, a date and an age, children, sacks, dates and times, plaques, sizes, an address and a phone, a ballroom, a date, hours, guests and a booking reference, JSON fields, a plaque's size and a lead time is still a bid", "fresh28", FRESH28, ["001", "016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a mobile number, or beside a dog's age and weight, is still a bid", "fresh28", FRESH28, ["101", "117"], 2);

  it("a bid beside other numbers (a memorial bench, sports-day kit, softshells, a pet's cremation, pew plaques, an awards evening, school stamps in JSON, a cremation plaque) is labelled with the bid alone", () => {
    // 001: plot B17, 4 lines, 9 May and an 80th beside 1,150; 016: 180 children, 12 sacks, 20 sets, 4 batons, the 27th,
    // 9:00 and 15:30 beside 140; 101: a mobile number beside 22; 117: a dog of 14 years and about 30 kg beside 180; 202:
    // 6 plaques of 150 x 40 mm, a street number, a postcode and a phone beside 65 each; 216: ballroom (salon, Saal) 2,
    // the 8th, 7pm to 11pm, 140 guests and booking GH-20417 beside 600; 313: a quantity of 8, a postcode and a date in
    // JSON beside 27.50; 404: 300 x 200 mm and 14 days beside 160; 213 and 303: 14 names and 30 years beside a bid in
    // words.
    for (const language of LANGUAGES) {
      const bench = messageIn(FRESH28, `fresh28-${language}-001`);
      expect(bench.expected, bench.id).toEqual({ kind: "price", priceMinor: 115_000, basis: "unit" });
      expect(bench.text, bench.id).toContain("B17");
      expect(bench.text, bench.id).toMatch(/(?<!\d)80(?!\d)/);
      expect(bench.text, bench.id).toMatch(/\b9\b/);
      const sports = messageIn(FRESH28, `fresh28-${language}-016`);
      expect(sports.expected, sports.id).toEqual({ kind: "price", priceMinor: 14_000, basis: "unit" });
      expect(sports.text, sports.id).toMatch(/\b180\b/);
      expect(sports.text, sports.id).toMatch(/\b27\b/);
      expect(sports.text, sports.id).toMatch(/\b15(:| h )30\b/);
      const softshells = messageIn(FRESH28, `fresh28-${language}-101`);
      expect(softshells.expected, softshells.id).toEqual({ kind: "price", priceMinor: 2_200, basis: "unit" });
      expect(softshells.text, softshells.id).toMatch(/\d{2}[ \d]{8,}/);
      const cremation = messageIn(FRESH28, `fresh28-${language}-117`);
      expect(cremation.expected, cremation.id).toEqual({ kind: "price", priceMinor: 18_000, basis: "unit" });
      expect(cremation.text, cremation.id).toMatch(/\b14\b/);
      expect(cremation.text, cremation.id).toMatch(/\b30\b/);
      const pews = messageIn(FRESH28, `fresh28-${language}-202`);
      expect(pews.expected, pews.id).toEqual({ kind: "price", priceMinor: 6_500, basis: "unit" });
      expect(pews.context.quantity, pews.id).toBe(6);
      expect(pews.text, pews.id).toMatch(/\b6\b/);
      expect(pews.text, pews.id).toContain("150 x 40 mm");
      const awards = messageIn(FRESH28, `fresh28-${language}-216`);
      expect(awards.expected, awards.id).toEqual({ kind: "price", priceMinor: 60_000, basis: "unit" });
      expect(awards.text, awards.id).toMatch(/\b140\b/);
      expect(awards.text, awards.id).toMatch(/\b8\b/);
      expect(awards.text, awards.id).toContain("GH-20417");
      const stamps = messageIn(FRESH28, `fresh28-${language}-313`);
      expect(stamps.expected, stamps.id).toEqual({ kind: "price", priceMinor: 2_750, basis: "unit" });
      expect(stamps.context.quantity, stamps.id).toBe(8);
      expect(stamps.text, stamps.id).toMatch(/: 8,/);
      expect(stamps.text, stamps.id).toContain("2027-01-06");
      const plaque = messageIn(FRESH28, `fresh28-${language}-404`);
      expect(plaque.expected, plaque.id).toEqual({ kind: "price", priceMinor: 16_000, basis: "unit" });
      expect(plaque.text, plaque.id).toContain("300 x 200 mm");
      expect(plaque.text, plaque.id).toMatch(/\b14\b/);
      const book = messageIn(FRESH28, `fresh28-${language}-213`);
      expect(book.expected, book.id).toMatchObject({ kind: "price", priceMinor: 12_000, derivation: { operation: "words" } });
      expect(book.text, book.id).toMatch(/\b14\b/);
      const lifeboat = messageIn(FRESH28, `fresh28-${language}-303`);
      expect(lifeboat.expected, lifeboat.id).toMatchObject({ kind: "price", priceMinor: 80_000, derivation: { operation: "words" } });
      expect(lifeboat.text, lifeboat.id).toMatch(/\b30\b/);
    }
  });

  it("the ambiguous messages that carry a figure carry one a reader could mistake for a bid, at or below the standing offer", () => {
    // A range (007), a bid conditional on delivery to the funeral home (015), sarcasm at the standing offer (105), a
    // church shop's price (112), '-ish' (118), a price awaiting trustees (212), letterpress or digital print (217), a
    // prize-giving budget (304), a private or a shared voyage for the ashes (314), a figure mused over (409).
    const figures: Record<string, readonly number[]> = {
      "007": [1_900, 2_200], "015": [60_000], "105": [34_000], "112": [2_500], "118": [15_000],
      "212": [180_000], "217": [18_000, 9_500], "304": [80_000], "314": [45_000, 18_000], "409": [8_500],
    };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(figures)) {
        const m = messageIn(FRESH28, `fresh28-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        for (const amount of amounts) {
          expect(writesAmount(m.text, amount), `${m.id} ${amount}`).toBe(true);
          expect(amount, `${m.id} ${amount}`).toBeLessThanOrEqual(m.context.standingOfferMinor!);
        }
      }
      // 105's figure is the standing offer itself, met with sarcasm.
      const sarcasm = messageIn(FRESH28, `fresh28-${language}-105`);
      expect(writesAmount(sarcasm.text, sarcasm.context.standingOfferMinor!), sarcasm.id).toBe(true);
      // 402 and 416 carry no figure at all: "halfway" with nothing to meet, "a touch above my last figure" with no amount.
      for (const nnn of ["402", "416"]) {
        const m = messageIn(FRESH28, `fresh28-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        expect(m.text.match(/\d/g) ?? [], m.id).toEqual([]);
      }
      // 402 has no earlier bid to meet halfway from; 416 has one, but names no amount above it.
      expect(messageIn(FRESH28, `fresh28-${language}-402`).context.lastBuyerBidMinor, language).toBeNull();
      expect(messageIn(FRESH28, `fresh28-${language}-416`).context.lastBuyerBidMinor, language).not.toBeNull();
    }
  });
});
