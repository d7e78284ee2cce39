/**
 * The TWENTY-SEVENTH honest-buyer set (bench/honest-messages/fresh27, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh26.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH27, FRESH27_BY_LANGUAGE, FRESH27_HELD_OUT, FRESH27_TUNE, fresh27HalfOf } from "../../bench/honest-messages/fresh27";

const CHOSEN_SALT = "parley-fresh27-63";
// en-001, en-010, de-102, fr-209, es-316, en-412, worked out by hand from split.ts's hash when the salt was chosen.
const PINNED = ["held-out", "held-out", "tune", "tune", "held-out", "tune"] as const;

describe("the TWENTY-SEVENTH set, for reporting only (bench/honest-messages/fresh27)", () => {
  eightyFourScenarioSetTests("fresh27", { set: FRESH27, byLanguage: FRESH27_BY_LANGUAGE, tune: FRESH27_TUNE, heldOut: FRESH27_HELD_OUT, halfOf: fresh27HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  halvesTest(FRESH27_TUNE, FRESH27_HELD_OUT, { tune: { messages: 42, moves: [17, 6, 5, 8, 6], styles: [8, 8, 7, 9, 10] }, heldOut: { messages: 42, moves: [17, 4, 4, 11, 6], styles: [8, 10, 9, 7, 8] } });

  sameDealInEveryLanguageTest("fresh27", FRESH27, FRESH27_BY_LANGUAGE);

  totalsTest("totals for a quantity divide exactly: 12 old apple trees pruned, 20 riding-school horses' teeth, 10 turnout rugs", "fresh27", FRESH27, FRESH27_BY_LANGUAGE, { "107": { quantity: 12, unit: 3_000, written: 36_000 }, "207": { quantity: 20, unit: 4_000, written: 80_000 }, "309": { quantity: 10, unit: 2_400, written: 24_000 } }, { onlyTotalWritten: true });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh27", FRESH27, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X. Sorry, that's last year's bill I'm looking at. Y" (010), a line after the figure saying it was mistyped and
  // should read Y (209), X begun aloud, a look from a wife, then Y (410), in local wordings.
  correctionTest("fresh27", FRESH27, { "010": 30_000, "209": 33_000, "410": 26_000 }, { "010": 33_000, "209": 36_000, "410": 30_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh27", FRESH27, "302", 140_000, [138_000, 149_000, 162_000, 175_000]);

  lastBidRevisionTest("fresh27", FRESH27, "305", { priceMinor: 54_000, amountMinor: 6_000, lastBidMinor: 60_000 });

  bidAmongNumbersTest("a bid among a parcel number, acres and dates, a boat's length, dates and times, tents, dates, an address and a phone, tonnes, hectares, a date and hours, JSON fields, a lot number, acres and a guide price is still a bid", "fresh27", FRESH27, ["001", "016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a mobile number, or beside a weekend's children and leaders, is still a bid", "fresh27", FRESH27, ["101", "117"], 2);

  it("a bid beside other numbers (a grazing licence, a slipway, a horse's clip, a scout camp, safari tents, horse logging, owl boxes in JSON, a grass-let auction) is labelled with the bid alone", () => {
    // 001: parcel 4213, 12 acres (hectares), 1 April to 31 October beside 1,100; 016: a 5.8 m boat, the 14th, 7:30
    // and 16:00 beside 40; 101: a mobile number beside 50; 117: 24 children and 6 leaders beside 180; 202: 6 tents,
    // the 12th and 13th, house number 3, a postcode and a phone beside 180 each; 216: 40 tonnes, 3 hectares, the
    // 14th and 8 to 4 (16) beside 2,600; 313: a quantity of 8, a postcode and a date in JSON beside 74.50; 404: lot
    // 7, 14 acres (hectares) and the guide of 950 (the standing offer) beside 800; 213 and 303: a count of cuts and
    // a season's year beside a bid in words.
    for (const language of LANGUAGES) {
      const grazing = messageIn(FRESH27, `fresh27-${language}-001`);
      expect(grazing.expected, grazing.id).toEqual({ kind: "price", priceMinor: 110_000, basis: "unit" });
      expect(grazing.text, grazing.id).toContain("4213");
      expect(grazing.text, grazing.id).toMatch(/\b12\b/);
      expect(grazing.text, grazing.id).toMatch(/\b31\b/);
      const slipway = messageIn(FRESH27, `fresh27-${language}-016`);
      expect(slipway.expected, slipway.id).toEqual({ kind: "price", priceMinor: 4_000, basis: "unit" });
      expect(slipway.text, slipway.id).toMatch(/(?<!\d)14(?!\d)/);
      expect(slipway.text, slipway.id).toMatch(/\b0?7(:| h )30\b/);
      expect(slipway.text, slipway.id).toMatch(/\b16\b/);
      const clip = messageIn(FRESH27, `fresh27-${language}-101`);
      expect(clip.expected, clip.id).toEqual({ kind: "price", priceMinor: 5_000, basis: "unit" });
      expect(clip.text, clip.id).toMatch(/\d{2}[ \d]{8,}/);
      const camp = messageIn(FRESH27, `fresh27-${language}-117`);
      expect(camp.expected, camp.id).toEqual({ kind: "price", priceMinor: 18_000, basis: "unit" });
      expect(camp.text, camp.id).toMatch(/\b24\b/);
      expect(camp.text, camp.id).toMatch(/\b6\b/);
      const tents = messageIn(FRESH27, `fresh27-${language}-202`);
      expect(tents.expected, tents.id).toEqual({ kind: "price", priceMinor: 18_000, basis: "unit" });
      expect(tents.context.quantity, tents.id).toBe(6);
      expect(tents.text, tents.id).toMatch(/\b6\b/);
      expect(tents.text, tents.id).toMatch(/\b12\b/);
      const logging = messageIn(FRESH27, `fresh27-${language}-216`);
      expect(logging.expected, logging.id).toEqual({ kind: "price", priceMinor: 260_000, basis: "unit" });
      expect(logging.text, logging.id).toMatch(/\b40\b/);
      expect(logging.text, logging.id).toMatch(/\b3\b/);
      expect(logging.text, logging.id).toMatch(/\b14\b/);
      const owls = messageIn(FRESH27, `fresh27-${language}-313`);
      expect(owls.expected, owls.id).toEqual({ kind: "price", priceMinor: 7_450, basis: "unit" });
      expect(owls.context.quantity, owls.id).toBe(8);
      expect(owls.text, owls.id).toMatch(/: 8,/);
      expect(owls.text, owls.id).toContain("2027-02-15");
      const auction = messageIn(FRESH27, `fresh27-${language}-404`);
      expect(auction.expected, auction.id).toEqual({ kind: "price", priceMinor: 80_000, basis: "unit" });
      expect(auction.text, auction.id).toMatch(/\b7\b/);
      expect(auction.text, auction.id).toMatch(/\b14\b/);
      expect(writesAmount(auction.text, auction.context.standingOfferMinor!), `${auction.id}: the guide price is the standing offer`).toBe(true);
      const green = messageIn(FRESH27, `fresh27-${language}-213`);
      expect(green.expected, green.id).toMatchObject({ kind: "price", priceMinor: 90_000, derivation: { operation: "words" } });
      expect(green.text, green.id).toMatch(/\b14\b/);
      const syndicate = messageIn(FRESH27, `fresh27-${language}-303`);
      expect(syndicate.expected, syndicate.id).toMatchObject({ kind: "price", priceMinor: 65_000, derivation: { operation: "words" } });
      expect(syndicate.text, syndicate.id).toContain("2027");
    }
  });

  it("the ambiguous messages that carry a figure carry one a reader could mistake for a bid, at or below the standing offer", () => {
    // A range (007), a bid conditional on the silt being taken away (015), sarcasm at the standing offer (105), another
    // mole catcher's price (112), '-ish' (118), a price awaiting a parish council (212), one clip or two a year (217),
    // an allotment association's budget (304), two liveries (314), a figure mused over (409).
    const figures: Record<string, readonly number[]> = {
      "007": [75_000, 80_000], "015": [45_000], "105": [2_500], "112": [6_000], "118": [25_000],
      "212": [240_000], "217": [22_000, 38_000], "304": [200_000], "314": [65_000, 42_000], "409": [65_000],
    };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(figures)) {
        const m = messageIn(FRESH27, `fresh27-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        for (const amount of amounts) {
          expect(writesAmount(m.text, amount), `${m.id} ${amount}`).toBe(true);
          expect(amount, `${m.id} ${amount}`).toBeLessThanOrEqual(m.context.standingOfferMinor!);
        }
      }
      // 105's figure is the standing offer itself, met with sarcasm.
      const sarcasm = messageIn(FRESH27, `fresh27-${language}-105`);
      expect(writesAmount(sarcasm.text, sarcasm.context.standingOfferMinor!), sarcasm.id).toBe(true);
      // 402 and 416 carry no figure at all: "halfway" with nothing to meet, "a little more" with no amount.
      for (const nnn of ["402", "416"]) {
        const m = messageIn(FRESH27, `fresh27-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        expect(m.text.match(/\d/g) ?? [], m.id).toEqual([]);
      }
      // 402 has no earlier bid to meet halfway from; 416 has one, but names no amount above it.
      expect(messageIn(FRESH27, `fresh27-${language}-402`).context.lastBuyerBidMinor, language).toBeNull();
      expect(messageIn(FRESH27, `fresh27-${language}-416`).context.lastBuyerBidMinor, language).not.toBeNull();
    }
  });
});
