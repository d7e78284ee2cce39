/**
 * The SEVENTH unseen honest-buyer set (bench/honest-messages/fresh7): its shape, that its labels are consistent
 * with the texts and contexts, that its ids and texts are apart from every earlier set (fresh6 included), and that
 * its split by scenario is deterministic and balanced. Mirrors honest-corpus-fresh6.test.ts (the label helpers live
 * in honest-labels.ts). It reads labels only: it never runs the reader, so the set stays unseen by it until the one
 * measurement for the report.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { acceptanceAmountTest, bidAmongNumbersTest, correctionTest, inEveryLanguage, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH7_BY_LANGUAGE,
  FRESH7_HELD_OUT,
  FRESH7_TUNE,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  fresh7HalfOf,
} from "../../bench/honest-messages";

const CHOSEN_SALT = "parley-fresh7-17";
const PINNED = ["tune", "held-out", "held-out", "held-out", "held-out", "tune"] as const;

describe("the SEVENTH unseen set (bench/honest-messages/fresh7)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6];
  unseenSetShapeTests("fresh7", FRESH7, FRESH7_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH7);
  scenarioSplitTests("fresh7", { set: FRESH7, byLanguage: FRESH7_BY_LANGUAGE, tune: FRESH7_TUNE, heldOut: FRESH7_HELD_OUT, halfOf: fresh7HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("has the ordinary mix: in every language 84 messages, emails, agents and chat 18 each, terse and roleplay 15, 12 ambiguous", FRESH7_BY_LANGUAGE, { "polite-email": 18, agent: 18, chat: 18, terse: 15, roleplay: 15 }, { perLanguage: 84, ambiguous: 12 });

  it("agent messages are mostly prose: a few carry a bullet list, JSON or YAML, not most", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH7_BY_LANGUAGE[language].filter((m) => m.style === "agent").map((m) => m.text);
      const structured = agents.filter((t) => t.trimStart().startsWith("{") || /^- /m.test(t) || /^[a-z_]+: /m.test(t));
      expect(structured.length, language).toBeGreaterThan(0);
      expect(structured.length, language).toBeLessThanOrEqual(agents.length / 4);
    }
  });

  // 013, 217, 312 and 410 restate the standing offer (217 in an e-mail, 312 in a YAML block).
  acceptanceAmountTest("fresh7", FRESH7, { quoting: ["013", "217", "312", "410"] });

  // "X — scratch that, Y" (009), "X" then "wait no Y" on the next line (107), "I wrote X; it should have read Y"
  // (207), in digits in every language; and "thirty — no, twenty-five" in words (406).
  correctionTest("fresh7", FRESH7, { "009": 24_000, "107": 59_000, "207": 125_000 }, { "009": 26_000, "107": 64_000, "207": 135_000 }, { exactLabel: true });
  it("a correction in words takes the amount meant: \"thirty — no, twenty-five\" is 25", () => {
    for (const m of inEveryLanguage(FRESH7, "fresh7", "406")) expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 2_500, derivation: { operation: "words" } });
  });

  it("a bid relative to the buyer's OWN last bid recomputes from that bid, not from the shop's offer", () => {
    for (const m of inEveryLanguage(FRESH7, "fresh7", "314")) {
      expect(m.expected, m.id).toMatchObject({ kind: "price", derivation: { operation: "minus", from: "last-bid" } });
      const { priceMinor } = m.expected as { priceMinor: number };
      expect(priceMinor, m.id).toBe(m.context.lastBuyerBidMinor! - 8_000);
      expect(priceMinor, m.id).not.toBe(m.context.standingOfferMinor! - 8_000);
    }
  });

  bidAmongNumbersTest("a bid beside other numbers (a quote number, a date, an address; a market range) is one of several amounts", "fresh7", FRESH7, ["201", "301"], 4);
});
