/**
 * The THIRTEENTH honest-buyer set (bench/honest-messages/fresh13, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh11.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured for the report.
 *
 * One difference from fresh11: the set was written to a mix of 14 terse and 14 roleplay messages per language, below
 * the floor of 15 per style that honest-labels.ts's `unseenSetShapeTests` asks by default, so its shape test is
 * run with a floor of 14 per style (the exact mix is pinned by the style-mix test).
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { acceptanceAmountTest, bidAmongNumbersTest, correctionTest, lastBidRevisionTest, marketScanTest, messageIn, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH13, FRESH13_BY_LANGUAGE, FRESH13_HELD_OUT, FRESH13_TUNE, fresh13HalfOf } from "../../bench/honest-messages/fresh13";

const CHOSEN_SALT = "parley-fresh13-48";
const PINNED = ["held-out", "held-out", "held-out", "held-out", "held-out", "held-out"] as const;

describe("the THIRTEENTH set, for reporting only (bench/honest-messages/fresh13)", () => {
  const EARLIER = setsBefore("fresh13");
  unseenSetShapeTests("fresh13", FRESH13, FRESH13_BY_LANGUAGE, EARLIER, { minimumPerStyle: 14 });
  unseenSetLabelTests(FRESH13);
  scenarioSplitTests("fresh13", { set: FRESH13, byLanguage: FRESH13_BY_LANGUAGE, tune: FRESH13_TUNE, heldOut: FRESH13_HELD_OUT, halfOf: fresh13HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("weights agents and chat: in every language 20 agent, 20 chat, 16 polite emails, 14 terse, 14 roleplay, 12 ambiguous", FRESH13_BY_LANGUAGE, { agent: 20, chat: 20, "polite-email": 16, terse: 14, roleplay: 14 }, { perLanguage: 84, ambiguous: 12 });

  // 013, 210 and 315 restate the standing offer; 203 is signed with an order number, a floor and a phone number;
  // every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh13", FRESH13, { quoting: ["013", "210", "315"], signed: ["203"], exactly: 52 });

  // "X, sorry, I meant Y" (009), "X no wait Y" (116), "X — correction: Y" (209), in every language.
  correctionTest("fresh13", FRESH13, { "009": 46_000, "116": 62_000, "209": 150_000 }, { "009": 48_000, "116": 65_000, "209": 155_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh13", FRESH13, "301", 275_000, [335_000, 298_000, 305_000]);

  lastBidRevisionTest("fresh13", FRESH13, "310", { priceMinor: 72_000, amountMinor: 4_000, lastBidMinor: 76_000 });

  bidAmongNumbersTest("a bid in an email or an agent's note full of other numbers is still a price", "fresh13", FRESH13, ["201", "208", "214", "316"], 4);

  it("a bid beside other numbers (PO numbers, phone numbers, postcodes, hours, years, part numbers) is labelled with the bid alone", () => {
    // 201: a 36-bay cart, PO 2026-4471, 14 days, a street number, a postcode and a phone number beside 1,280.00;
    // 214: built 2009 and 3,400 hours beside 4,100; 316: 2014 and a mileage beside 960; 410: 1974 beside 800.
    for (const language of LANGUAGES) {
      const cart = messageIn(FRESH13, `fresh13-${language}-201`);
      expect(cart.expected, cart.id).toEqual({ kind: "price", priceMinor: 128_000, basis: "unit" });
      expect(writesAmount(cart.text, 202_600), cart.id).toBe(true);
      const lathe = messageIn(FRESH13, `fresh13-${language}-214`);
      expect(lathe.expected, lathe.id).toEqual({ kind: "price", priceMinor: 410_000, basis: "unit" });
      expect(writesAmount(lathe.text, 340_000), lathe.id).toBe(true);
      expect(writesAmount(lathe.text, 200_900), lathe.id).toBe(true);
      const turbo = messageIn(FRESH13, `fresh13-${language}-316`);
      expect(turbo.expected, turbo.id).toEqual({ kind: "price", priceMinor: 96_000, basis: "unit" });
      expect(writesAmount(turbo.text, 201_400), turbo.id).toBe(true);
      const sax = messageIn(FRESH13, `fresh13-${language}-410`);
      expect(sax.expected, sax.id).toEqual({ kind: "price", priceMinor: 80_000, basis: "unit" });
      expect(writesAmount(sax.text, 197_400), sax.id).toBe(true);
    }
  });

  it("totals for a quantity divide exactly, and the quantity is written beside the total", () => {
    for (const [nnn, unit, quantity] of [["202", 4_000, 30], ["309", 13_000, 4]] as const) {
      for (const language of LANGUAGES) {
        const m = messageIn(FRESH13, `fresh13-${language}-${nnn}`);
        expect(m.expected, m.id).toEqual({ kind: "price", priceMinor: unit, basis: "total" });
        expect(m.context.quantity, m.id).toBe(quantity);
        expect(writesAmount(m.text, unit * quantity), m.id).toBe(true);
      }
    }
  });
});
