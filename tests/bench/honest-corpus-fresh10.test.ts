/**
 * The TENTH honest-buyer set (bench/honest-messages/fresh10, written blind for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh9.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { acceptanceAmountTest, correctionTest, lastBidRevisionTest, marketScanTest, messageIn, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH10, FRESH10_BY_LANGUAGE, FRESH10_HELD_OUT, FRESH10_TUNE, fresh10HalfOf } from "../../bench/honest-messages/fresh10";

const CHOSEN_SALT = "parley-fresh10-26";
const PINNED = ["tune", "held-out", "held-out", "held-out", "held-out", "held-out"] as const;

describe("the TENTH set, for reporting only (bench/honest-messages/fresh10)", () => {
  const EARLIER = setsBefore("fresh10");
  unseenSetShapeTests("fresh10", FRESH10, FRESH10_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH10);
  scenarioSplitTests("fresh10", { set: FRESH10, byLanguage: FRESH10_BY_LANGUAGE, tune: FRESH10_TUNE, heldOut: FRESH10_HELD_OUT, halfOf: fresh10HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("has the ordinary mix: in every language 18 polite emails, 18 agent, 18 chat, 15 terse, 15 roleplay, 12 ambiguous", FRESH10_BY_LANGUAGE, { "polite-email": 18, agent: 18, chat: 18, terse: 15, roleplay: 15 }, { perLanguage: 84, ambiguous: 12 });

  it("agent messages are mostly paragraphs: a few carry a list or a code block, not most", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH10_BY_LANGUAGE[language].filter((m) => m.style === "agent");
      const structured = agents.filter((m) => /```|\n- /.test(m.text)).length;
      expect(structured, language).toBeGreaterThan(0);
      expect(structured, language).toBeLessThan(agents.length / 4);
    }
  });

  // 013, 210 and 315 restate the standing offer; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh10", FRESH10, { quoting: ["013", "210", "315"], exactly: 40 });

  // "X — no, make that Y" (009), "X. Correction: Y" (209), "X — hang on, Y" (406), in every language.
  correctionTest("fresh10", FRESH10, { "009": 58_000, "209": 245_000, "406": 26_000 }, { "009": 60_000, "209": 250_000, "406": 28_000 }, { setRightFirst: true });

  marketScanTest("fresh10", FRESH10, "301", 178_000, [195_000, 189_000, 201_000, 185_000]);

  lastBidRevisionTest("fresh10", FRESH10, "310", { priceMinor: 78_000, amountMinor: 4_000, lastBidMinor: 82_000 });

  it("a bid beside other numbers (hours, times, years, mileage, a PO number) is labelled with the price alone", () => {
    // 008 engine hours, 106 a time and minutes away, 212 a PO number and a street number, 317 a model number and
    // a date, 414 a year and a distance: the price is written, and the other numbers are not the label.
    const others: Record<string, number[]> = { "008": [14_000], "106": [1_500], "212": [204_100], "317": [600], "414": [200_900] };
    for (const language of LANGUAGES) {
      for (const [nnn, amounts] of Object.entries(others)) {
        const m = messageIn(FRESH10, `fresh10-${language}-${nnn}`);
        expect(m.expected.kind, m.id).toBe("price");
        if (m.expected.kind !== "price") continue;
        expect(writesAmount(m.text, m.expected.priceMinor), m.id).toBe(true);
        for (const a of amounts) {
          expect(writesAmount(m.text, a), `${m.id} ${a}`).toBe(true);
          expect(a, m.id).not.toBe(m.expected.priceMinor);
        }
      }
    }
  });
});
