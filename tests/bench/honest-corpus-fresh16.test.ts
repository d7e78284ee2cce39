/**
 * The SIXTEENTH honest-buyer set (bench/honest-messages/fresh16, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh15.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays unseen until it is measured for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import {
  acceptanceAmountTest,
  bidAmongNumbersTest,
  correctionTest,
  lastBidRevisionTest,
  marketScanTest,
  messageIn,
  scenarioSplitTests,
  styleMixTest,
  unseenSetLabelTests,
  unseenSetShapeTests,
  writesAmount,
} from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH16, FRESH16_BY_LANGUAGE, FRESH16_HELD_OUT, FRESH16_TUNE, fresh16HalfOf } from "../../bench/honest-messages/fresh16";

const CHOSEN_SALT = "parley-fresh16-84";
const PINNED = ["held-out", "tune", "held-out", "tune", "held-out", "tune"] as const;

describe("the SIXTEENTH set, for reporting only (bench/honest-messages/fresh16)", () => {
  const EARLIER = setsBefore("fresh16");
  unseenSetShapeTests("fresh16", FRESH16, FRESH16_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH16);
  scenarioSplitTests("fresh16", { set: FRESH16, byLanguage: FRESH16_BY_LANGUAGE, tune: FRESH16_TUNE, heldOut: FRESH16_HELD_OUT, halfOf: fresh16HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("in every language 16 terse, 18 chat, 18 polite emails, 16 agent, 16 roleplay, 12 ambiguous", FRESH16_BY_LANGUAGE, { terse: 16, chat: 18, "polite-email": 18, agent: 16, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  it("in every language 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous", () => {
    for (const language of LANGUAGES) {
      const ms = FRESH16_BY_LANGUAGE[language];
      const clearOf = (kind: string) => ms.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length;
      expect([clearOf("price"), clearOf("accept"), clearOf("withdraw"), clearOf("question")], language).toEqual([34, 10, 9, 19]);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  // 011 and 211 restate the standing offer; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh16", FRESH16, { quoting: ["011", "211"], exactly: 40 });

  // "X, no — Y" (008), "X (sorry, a typo: I meant Y)" (207), "X... *counts again* no, Y" (406), in every language.
  correctionTest("fresh16", FRESH16, { "008": 33_000, "207": 78_000, "406": 6_500 }, { "008": 38_000, "207": 82_000, "406": 7_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh16", FRESH16, "303", 60_000, [58_000, 64_000, 70_000, 66_000, 65_000]);

  lastBidRevisionTest("fresh16", FRESH16, "304", { priceMinor: 470_000, amountMinor: 30_000, lastBidMinor: 500_000 });

  bidAmongNumbersTest("a bid among dates, head counts, a postcode, a phone number, a PO number, a year, engine hours or a lot number is still a bid", "fresh16", FRESH16, ["201", "209", "310", "401"], 4);

  it("a bid beside other numbers (a model number, a phone number, dates, head counts, a PO number, a year, a lot number) is labelled with the bid alone", () => {
    // 012: a model number and 3 spare heads beside 260; 102: a phone number beside 650; 201: a date, nights, guests,
    // children, dogs, a street number, a postcode and a phone beside 2,150; 209: 12 trees, a date, a PO and a phone
    // beside a total of 264; 310: a model, the year 2019 and 410 engine hours beside 4200 in JSON; 401: lot 47, an
    // age of 2 and 85 kilos beside 380; 217: a date beside 240.
    for (const language of LANGUAGES) {
      const cutter = messageIn(FRESH16, `fresh16-${language}-012`);
      expect(cutter.expected, cutter.id).toEqual({ kind: "price", priceMinor: 26_000, basis: "unit" });
      expect(cutter.text, cutter.id).toContain("FS 131");
      const playhouse = messageIn(FRESH16, `fresh16-${language}-102`);
      expect(playhouse.expected, playhouse.id).toEqual({ kind: "price", priceMinor: 65_000, basis: "unit" });
      const farmhouse = messageIn(FRESH16, `fresh16-${language}-201`);
      expect(farmhouse.expected, farmhouse.id).toEqual({ kind: "price", priceMinor: 215_000, basis: "unit" });
      expect(writesAmount(farmhouse.text, 215_000), farmhouse.id).toBe(true);
      const trees = messageIn(FRESH16, `fresh16-${language}-209`);
      expect(trees.expected, trees.id).toEqual({ kind: "price", priceMinor: 2_200, basis: "total" });
      expect(trees.context.quantity, trees.id).toBe(12);
      expect(writesAmount(trees.text, 26_400), trees.id).toBe(true);
      expect(trees.text, trees.id).toContain("4471-B");
      const chipper = messageIn(FRESH16, `fresh16-${language}-310`);
      expect(chipper.expected, chipper.id).toEqual({ kind: "price", priceMinor: 420_000, basis: "unit" });
      expect(chipper.text, chipper.id).toMatch(/\b2019\b/);
      expect(chipper.text, chipper.id).toMatch(/\b410\b/);
      const tup = messageIn(FRESH16, `fresh16-${language}-401`);
      expect(tup.expected, tup.id).toEqual({ kind: "price", priceMinor: 38_000, basis: "unit" });
      expect(tup.text, tup.id).toMatch(/\b47\b/);
      const ponies = messageIn(FRESH16, `fresh16-${language}-217`);
      expect(ponies.expected, ponies.id).toEqual({ kind: "price", priceMinor: 24_000, basis: "unit" });
    }
  });
});
