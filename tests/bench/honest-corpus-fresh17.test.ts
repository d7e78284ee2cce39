/**
 * The SEVENTEENTH honest-buyer set (bench/honest-messages/fresh17, written for reporting only): its shape, that its
 * labels are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and
 * that its TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh16.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
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
  scenarioLabelsTest,
  scenarioSplitTests,
  styleMixTest,
  unseenSetLabelTests,
  unseenSetShapeTests,
  writesAmount,
} from "./honest-labels";
import { setsBefore } from "../../bench/honest-messages";
import { FRESH17, FRESH17_BY_LANGUAGE, FRESH17_HELD_OUT, FRESH17_TUNE, fresh17HalfOf } from "../../bench/honest-messages/fresh17";

const CHOSEN_SALT = "parley-fresh17-168";
const PINNED = ["held-out", "tune", "held-out", "tune", "tune", "held-out"] as const;

describe("the SEVENTEENTH set, for reporting only (bench/honest-messages/fresh17)", () => {
  const EARLIER = setsBefore("fresh17");
  unseenSetShapeTests("fresh17", FRESH17, FRESH17_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH17);
  scenarioSplitTests("fresh17", { set: FRESH17, byLanguage: FRESH17_BY_LANGUAGE, tune: FRESH17_TUNE, heldOut: FRESH17_HELD_OUT, halfOf: fresh17HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("in every language 16 terse, 18 chat, 18 polite emails, 16 agent, 16 roleplay, 12 ambiguous", FRESH17_BY_LANGUAGE, { terse: 16, chat: 18, "polite-email": 18, agent: 16, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  it("in every language 34 price, 10 accept, 9 withdraw, 19 question and 12 ambiguous", () => {
    for (const language of LANGUAGES) {
      const ms = FRESH17_BY_LANGUAGE[language];
      const clearOf = (kind: string) => ms.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length;
      expect([clearOf("price"), clearOf("accept"), clearOf("withdraw"), clearOf("question")], language).toEqual([34, 10, 9, 19]);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  scenarioLabelsTest("fresh17", FRESH17, {
    subjects: {
      "002": "shipping", "215": "shipping",
      "101": "delivery", "206": "delivery", "313": "delivery",
      "106": "warranty", "210": "warranty",
      "009": "payment", "203": "payment", "413": "payment",
      "015": "returns", "213": "returns",
      "109": "negotiable", "405": "negotiable",
      "112": "standing-offer", "316": "standing-offer",
      "302": "rounds-left",
      "118": "discount", "307": "discount",
    },
    derivations: {
      "003": "words", "108": "words", "204": "words", "301": "words", "407": "words",
      "010": "minus", "114": "minus", "314": "minus", "304": "minus",
      "016": "plus", "312": "plus", "411": "plus",
      "005": "percent-off", "214": "percent-off", "308": "percent-off", "409": "percent-off",
      "105": "split-difference", "404": "split-difference",
    },
  });

  it("totals for a quantity divide exactly: 6 pedestals, 16 desk phones, 30 cases of sanitiser", () => {
    const totals = { "110": { quantity: 6, unit: 4_000, written: 24_000 }, "209": { quantity: 16, unit: 7_500, written: 120_000 }, "306": { quantity: 30, unit: 3_000, written: 90_000 } };
    for (const language of LANGUAGES) {
      for (const [nnn, t] of Object.entries(totals)) {
        const m = messageIn(FRESH17, `fresh17-${language}-${nnn}`);
        expect(m.expected, m.id).toEqual({ kind: "price", priceMinor: t.unit, basis: "total" });
        expect(m.context.quantity, m.id).toBe(t.quantity);
        expect(writesAmount(m.text, t.written), m.id).toBe(true);
      }
      const totalled = FRESH17_BY_LANGUAGE[language].filter((m) => m.expected.kind === "price" && m.expected.basis === "total");
      expect(totalled.map((m) => m.id.slice(-3)).sort(), language).toEqual(Object.keys(totals).sort());
    }
  });

  // 011 and 211 restate the standing offer; 202 is signed with a phone number; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh17", FRESH17, { quoting: ["011", "211"], signed: ["202"], exactly: 40 });

  // "X, sorry, Y — fat thumbs" (008), "X. Edit: that should read Y" (207), "X... hang on, wrong key — Y" (406), in every language.
  correctionTest("fresh17", FRESH17, { "008": 58_000, "207": 95_000, "406": 230_000 }, { "008": 68_000, "207": 115_000, "406": 260_000 }, { exactLabel: true, setRightFirst: true });

  marketScanTest("fresh17", FRESH17, "303", 300_000, [290_000, 340_000, 310_000, 360_000, 325_000]);

  lastBidRevisionTest("fresh17", FRESH17, "304", { priceMinor: 560_000, amountMinor: 40_000, lastBidMinor: 600_000 });

  bidAmongNumbersTest("a bid among a date, a count, a kiosk number, a postcode, a phone, a VAT or PO number, a year, a bending length, a lot number or engine hours is still a bid", "fresh17", FRESH17, ["201", "209", "310", "401"], 4);

  it("a bid beside other numbers (a model number and a count, a phone number, a date, a PO number, a year, a lot number) is labelled with the bid alone", () => {
    // 012: a model number (CT 36) and 5 spare bags beside 290; 102: a phone number beside 550; 201: a date, 2 wall
    // units, a kiosk number, a postcode, a phone and a VAT/SIRET/CIF number beside 4,350; 209: 16 phones, a model, a
    // date, a PO, a street number, a postcode and a phone beside a total of 1,200; 310: a model, the year 2016 and a
    // bending length of 1250 mm beside 3900 in JSON; 401: lot 112, the year 2011 and 1,800 hours beside 3,400; 217: a
    // date and a count of units beside 640.
    for (const language of LANGUAGES) {
      const extractor = messageIn(FRESH17, `fresh17-${language}-012`);
      expect(extractor.expected, extractor.id).toEqual({ kind: "price", priceMinor: 29_000, basis: "unit" });
      expect(extractor.text, extractor.id).toContain("CT 36");
      const neon = messageIn(FRESH17, `fresh17-${language}-102`);
      expect(neon.expected, neon.id).toEqual({ kind: "price", priceMinor: 55_000, basis: "unit" });
      const kiosk = messageIn(FRESH17, `fresh17-${language}-201`);
      expect(kiosk.expected, kiosk.id).toEqual({ kind: "price", priceMinor: 435_000, basis: "unit" });
      expect(writesAmount(kiosk.text, 435_000), kiosk.id).toBe(true);
      const phones = messageIn(FRESH17, `fresh17-${language}-209`);
      expect(phones.expected, phones.id).toEqual({ kind: "price", priceMinor: 7_500, basis: "total" });
      expect(phones.context.quantity, phones.id).toBe(16);
      expect(writesAmount(phones.text, 120_000), phones.id).toBe(true);
      expect(phones.text, phones.id).toContain("88213");
      const brake = messageIn(FRESH17, `fresh17-${language}-310`);
      expect(brake.expected, brake.id).toEqual({ kind: "price", priceMinor: 390_000, basis: "unit" });
      expect(brake.text, brake.id).toMatch(/\b2016\b/);
      expect(brake.text, brake.id).toMatch(/\b1250\b/);
      const dumper = messageIn(FRESH17, `fresh17-${language}-401`);
      expect(dumper.expected, dumper.id).toEqual({ kind: "price", priceMinor: 340_000, basis: "unit" });
      expect(dumper.text, dumper.id).toMatch(/\b112\b/);
      expect(dumper.text, dumper.id).toMatch(/\b2011\b/);
      const toilets = messageIn(FRESH17, `fresh17-${language}-217`);
      expect(toilets.expected, toilets.id).toEqual({ kind: "price", priceMinor: 64_000, basis: "unit" });
    }
  });
});
