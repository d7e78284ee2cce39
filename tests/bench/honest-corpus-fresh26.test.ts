/**
 * The TWENTY-SIXTH honest-buyer set (bench/honest-messages/fresh26, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh25.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
import { FRESH26, FRESH26_BY_LANGUAGE, FRESH26_HELD_OUT, FRESH26_TUNE, fresh26HalfOf } from "../../bench/honest-messages/fresh26";

const CHOSEN_SALT = "parley-fresh26-133";
// en-001, en-010, de-102, fr-209, es-316, en-412, worked out by hand from split.ts's hash when the salt was chosen.
const PINNED = ["tune", "held-out", "tune", "tune", "held-out", "tune"] as const;

describe("the TWENTY-SIXTH set, for reporting only (bench/honest-messages/fresh26)", () => {
  eightyFourScenarioSetTests("fresh26", { set: FRESH26, byLanguage: FRESH26_BY_LANGUAGE, tune: FRESH26_TUNE, heldOut: FRESH26_HELD_OUT, halfOf: fresh26HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  halvesTest(FRESH26_TUNE, FRESH26_HELD_OUT, { tune: { messages: 42, moves: [18, 4, 4, 9, 7], styles: [8, 10, 7, 8, 9] }, heldOut: { messages: 42, moves: [16, 6, 5, 10, 5], styles: [8, 8, 9, 8, 9] } });

  sameDealInEveryLanguageTest("fresh26", FRESH26, FRESH26_BY_LANGUAGE);

  totalsTest("totals for a quantity divide exactly: 12 places on a robotics workshop, 20 on a goldwork workshop, 6 exam vouchers", "fresh26", FRESH26, FRESH26_BY_LANGUAGE, { "107": { quantity: 12, unit: 3_000, written: 36_000 }, "207": { quantity: 20, unit: 3_000, written: 60_000 }, "309": { quantity: 6, unit: 30_000, written: 180_000 } }, { onlyTotalWritten: true });

  // 013 and 210 restate the standing offer; 203 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh26", FRESH26, { quoting: ["013", "210"], signed: ["203"], exactly: 40 });

  // "X — hang on, I was reading last year's note — Y" (010), a figure in the subject line set right in the body (209),
  // twenties counted onto a counter to X and one slid back, Y (410), in local wordings.
  correctionTest("fresh26", FRESH26, { "010": 6_500, "209": 120_000, "410": 8_000 }, { "010": 8_500, "209": 150_000, "410": 10_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh26", FRESH26, "302", 120_000, [115_000, 124_000, 139_000, 145_000]);

  lastBidRevisionTest("fresh26", FRESH26, "305", { priceMinor: 45_000, amountMinor: 5_000, lastBidMinor: 50_000 });

  bidAmongNumbersTest("a bid among a room number, times and a date, a flight's length, a date, a time and an age, places, dates, an address and a phone, pupils, staff, a date and times, JSON fields, a studio's floor area, a date and hours is still a bid", "fresh26", FRESH26, ["001", "016", "202", "216", "313", "404"], 4);
  bidAmongNumbersTest("a bid beside a count of tracks and a mobile number, or beside a room number, times and a booking reference, is still a bid", "fresh26", FRESH26, ["101", "117"], 2);

  it("a bid beside other numbers (a rehearsal room's block, a trial flight, a session cellist, a museum's education room, conference places, an observatory evening, ISBNs in JSON, a studio day off the whiteboard) is labelled with the bid alone", () => {
    // 001: room 3, 7 (19) till 10 (22), the 9th beside 150; 016: 45 minutes, the 14th, 10:30 and an age of 71 beside
    // 220; 101: 3 tracks and a phone number beside 150; 117: room B2, 10 to 1 and booking 5518 beside 260; 202: 6
    // places, the 12th and 13th, house number 14, a postcode and a phone beside 180 each; 216: 32 pupils, 4 staff,
    // the 14th and 19:00–21:30 beside 260; 313: a quantity of 10 and a date in JSON beside 16.00; 404: 40 m², the
    // 22nd, 10 till 6 (18) and the board's 350 (the standing offer) beside 280; 213 and 303: pages, a trim size and
    // a year beside a bid in words.
    for (const language of LANGUAGES) {
      const room = messageIn(FRESH26, `fresh26-${language}-001`);
      expect(room.expected, room.id).toEqual({ kind: "price", priceMinor: 15_000, basis: "unit" });
      expect(room.text, room.id).toMatch(/\b3\b/);
      expect(room.text, room.id).toMatch(/\b9\b/);
      const flight = messageIn(FRESH26, `fresh26-${language}-016`);
      expect(flight.expected, flight.id).toEqual({ kind: "price", priceMinor: 22_000, basis: "unit" });
      expect(flight.text, flight.id).toMatch(/\b45\b/);
      expect(flight.text, flight.id).toMatch(/\b71\b/);
      expect(flight.text, flight.id).toMatch(/\b10[:.h ]+30\b/);
      const cello = messageIn(FRESH26, `fresh26-${language}-101`);
      expect(cello.expected, cello.id).toEqual({ kind: "price", priceMinor: 15_000, basis: "unit" });
      expect(cello.text, cello.id).toMatch(/\b3\b/);
      expect(cello.text, cello.id).toMatch(/\d{2}[ \d]{8,}/);
      const education = messageIn(FRESH26, `fresh26-${language}-117`);
      expect(education.expected, education.id).toEqual({ kind: "price", priceMinor: 26_000, basis: "unit" });
      expect(education.text, education.id).toContain("B2");
      expect(education.text, education.id).toContain("5518");
      const conference = messageIn(FRESH26, `fresh26-${language}-202`);
      expect(conference.expected, conference.id).toEqual({ kind: "price", priceMinor: 18_000, basis: "unit" });
      expect(conference.context.quantity, conference.id).toBe(6);
      expect(conference.text, conference.id).toMatch(/\b6\b/);
      expect(conference.text, conference.id).toMatch(/\b14\b/);
      const observatory = messageIn(FRESH26, `fresh26-${language}-216`);
      expect(observatory.expected, observatory.id).toEqual({ kind: "price", priceMinor: 26_000, basis: "unit" });
      expect(observatory.text, observatory.id).toMatch(/\b32\b/);
      expect(observatory.text, observatory.id).toMatch(/\b14\b/);
      const isbn = messageIn(FRESH26, `fresh26-${language}-313`);
      expect(isbn.expected, isbn.id).toEqual({ kind: "price", priceMinor: 1_600, basis: "unit" });
      expect(isbn.context.quantity, isbn.id).toBe(10);
      expect(isbn.text, isbn.id).toMatch(/: 10,/);
      expect(isbn.text, isbn.id).toContain("2026-09-01");
      const studio = messageIn(FRESH26, `fresh26-${language}-404`);
      expect(studio.expected, studio.id).toEqual({ kind: "price", priceMinor: 28_000, basis: "unit" });
      expect(studio.text, studio.id).toMatch(/\b40 m²/);
      expect(studio.text, studio.id).toMatch(/\b22/);
      expect(writesAmount(studio.text, studio.context.standingOfferMinor!), `${studio.id}: the board's price is the standing offer`).toBe(true);
      const cover = messageIn(FRESH26, `fresh26-${language}-213`);
      expect(cover.expected, cover.id).toMatchObject({ kind: "price", priceMinor: 70_000, derivation: { operation: "words" } });
      expect(cover.text, cover.id).toMatch(/\b320\b/);
      const apostille = messageIn(FRESH26, `fresh26-${language}-303`);
      expect(apostille.expected, apostille.id).toMatchObject({ kind: "price", priceMinor: 45_000, derivation: { operation: "words" } });
      expect(apostille.text, apostille.id).toContain("2019");
    }
  });

  it("the ambiguous messages that carry a figure carry one a reader could mistake for a bid, at or below the standing offer", () => {
    // A range (007), a bid conditional on chairs and a power socket (015), sarcasm at the standing offer (105), a
    // leisure centre's price (112), '-ish' (118), a price awaiting a museum's trustees (212), two lengths of workshop
    // (217), a choir's budget (304), two memberships (314), a figure mused over (409).
    const figures: Record<string, readonly number[]> = {
      "007": [40_000, 50_000], "015": [22_000], "105": [3_000], "112": [25_000], "118": [20_000],
      "212": [240_000], "217": [32_000, 56_000], "304": [200_000], "314": [9_500, 14_000], "409": [9_000],
    };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(figures)) {
        const m = messageIn(FRESH26, `fresh26-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        for (const amount of amounts) {
          expect(writesAmount(m.text, amount), `${m.id} ${amount}`).toBe(true);
          expect(amount, `${m.id} ${amount}`).toBeLessThanOrEqual(m.context.standingOfferMinor!);
        }
      }
      // 105's figure is the standing offer itself, met with sarcasm.
      const sarcasm = messageIn(FRESH26, `fresh26-${language}-105`);
      expect(writesAmount(sarcasm.text, sarcasm.context.standingOfferMinor!), sarcasm.id).toBe(true);
      // 402 and 416 carry no figure at all: "halfway" with nothing to meet, "a little more" with no amount.
      for (const nnn of ["402", "416"]) {
        const m = messageIn(FRESH26, `fresh26-${language}-${nnn}`);
        expect(m.clarity, m.id).toBe("ambiguous");
        expect(m.text.match(/\d/g) ?? [], m.id).toEqual([]);
      }
      // 402 has no earlier bid to meet halfway from; 416 has one, but names no amount above it.
      expect(messageIn(FRESH26, `fresh26-${language}-402`).context.lastBuyerBidMinor, language).toBeNull();
      expect(messageIn(FRESH26, `fresh26-${language}-416`).context.lastBuyerBidMinor, language).not.toBeNull();
    }
  });
});
