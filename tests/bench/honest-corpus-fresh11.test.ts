/**
 * The ELEVENTH honest-buyer set (bench/honest-messages/fresh11, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh9.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { acceptanceAmountTest, correctionTest, lastBidRevisionTest, marketScanTest, messageIn, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH11, FRESH11_BY_LANGUAGE, FRESH11_HELD_OUT, FRESH11_TUNE, fresh11HalfOf } from "../../bench/honest-messages/fresh11";

const CHOSEN_SALT = "parley-fresh11-193";
const PINNED = ["held-out", "held-out", "held-out", "held-out", "tune", "held-out"] as const;

describe("the ELEVENTH set, for reporting only (bench/honest-messages/fresh11)", () => {
  const EARLIER = setsBefore("fresh11");
  unseenSetShapeTests("fresh11", FRESH11, FRESH11_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH11);
  scenarioSplitTests("fresh11", { set: FRESH11, byLanguage: FRESH11_BY_LANGUAGE, tune: FRESH11_TUNE, heldOut: FRESH11_HELD_OUT, halfOf: fresh11HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("weights the hard styles: in every language 20 polite emails, 15 agent, 18 chat, 15 terse, 16 roleplay, 12 ambiguous", FRESH11_BY_LANGUAGE, { "polite-email": 20, agent: 15, chat: 18, terse: 15, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  // 013, 210 and 315 restate the standing offer; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh11", FRESH11, { quoting: ["013", "210", "315"] });

  // "X — make that Y" (009), "X — correction, I meant Y" (209), "X — scratch that, Y" (406), in every language.
  correctionTest("fresh11", FRESH11, { "009": 92_000, "209": 215_000, "406": 12_000 }, { "009": 95_000, "209": 251_000, "406": 13_000 }, { setRightFirst: true });

  marketScanTest("fresh11", FRESH11, "301", 178_000, [195_000, 182_000, 189_000, 185_000]);

  lastBidRevisionTest("fresh11", FRESH11, "310", { priceMinor: 76_000, amountMinor: 4_000, lastBidMinor: 80_000 });

  it("a bid beside other numbers (hours, model numbers, phone numbers, years) is labelled with the bid alone", () => {
    // 201: 60 kVA, 4,200 running hours and a phone number beside 5,750; 416: 1,200 hours and '81 beside 1,100.
    for (const language of LANGUAGES) {
      const generator = messageIn(FRESH11, `fresh11-${language}-201`);
      expect(generator.expected, generator.id).toMatchObject({ kind: "price", priceMinor: 575_000 });
      expect(writesAmount(generator.text, 420_000), generator.id).toBe(true);
      const boat = messageIn(FRESH11, `fresh11-${language}-416`);
      expect(boat.expected, boat.id).toMatchObject({ kind: "price", priceMinor: 110_000 });
      expect(writesAmount(boat.text, 120_000), boat.id).toBe(true);
    }
  });
});
