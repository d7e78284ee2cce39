/**
 * The SIXTH unseen honest-buyer set (bench/honest-messages/fresh6): its shape, that its labels are consistent with
 * the texts and contexts, that its ids and texts are apart from every earlier set, and that its TUNE/HELD-OUT split
 * by scenario is deterministic and balanced. Mirrors honest-corpus-fresh5.test.ts (the label helpers live in
 * honest-labels.ts). It reads labels only: it does not run the reader, so the set stays unseen by it.
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
  FRESH6_BY_LANGUAGE,
  FRESH6_HELD_OUT,
  FRESH6_TUNE,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  fresh6HalfOf,
} from "../../bench/honest-messages";

const CHOSEN_SALT = "parley-fresh6-128";
const PINNED = ["held-out", "held-out", "tune", "tune", "tune", "tune"] as const;

describe("the SIXTH unseen set (bench/honest-messages/fresh6)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5];
  unseenSetShapeTests("fresh6", FRESH6, FRESH6_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH6);
  scenarioSplitTests("fresh6", { set: FRESH6, byLanguage: FRESH6_BY_LANGUAGE, tune: FRESH6_TUNE, heldOut: FRESH6_HELD_OUT, halfOf: fresh6HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("weights the hard styles: in every language 84 messages, 19 polite emails and 19 agent messages, 12 ambiguous", FRESH6_BY_LANGUAGE, { "polite-email": 19, agent: 19 }, { perLanguage: 84, ambiguous: 12 });

  // 013, 214, 315 and 411 restate the standing offer (214 beside a phone number, 315 in JSON beside a quantity).
  acceptanceAmountTest("fresh6", FRESH6, { quoting: ["013", "214", "315", "411"] });

  // "X — make that Y" (009), "X" then "*Y sorry fat thumbs" (107), "I wrote X; the figure I intended is Y" (209),
  // markdown "~~X~~ Y" (306), a figure chalked, rubbed out and chalked again (406), in every language.
  correctionTest("fresh6", FRESH6, { "009": 29_000, "107": 40_500, "209": 158_000, "306": 215_000, "406": 56_000 }, { "009": 31_000, "107": 45_000, "209": 185_000, "306": 230_000, "406": 60_000 });

  it("a bid relative to the buyer's OWN last bid recomputes from that bid, not from the shop's offer", () => {
    // 006 (30 less than my last offer) and 317 (the previous offer lowered by 150): the shop's offer would give another price.
    for (const m of [...inEveryLanguage(FRESH6, "fresh6", "006"), ...inEveryLanguage(FRESH6, "fresh6", "317")]) {
      expect(m.expected, m.id).toMatchObject({ kind: "price", derivation: { operation: "minus", from: "last-bid" } });
      const { priceMinor } = m.expected as { priceMinor: number };
      expect(priceMinor, m.id).toBeLessThan(m.context.lastBuyerBidMinor!);
    }
  });

  // 307 (a markdown table of comparables), 314 (a key: value listing with odometer, rating, estimate), 201 (an
  // e-mail with dates, a quote number, a postcode and a phone number): the bid is one of at least four numbers.
  bidAmongNumbersTest("an agent's table or key-value block carries several amounts, and the label is the one offered", "fresh6", FRESH6, ["201", "307", "314"], 4);

  it("agent output comes as YAML, JSON, key: value blocks and markdown tables in every language", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH6_BY_LANGUAGE[language].filter((m) => m.style === "agent").map((m) => m.text);
      expect(agents.filter((t) => t.trimStart().startsWith("{")).length, language).toBeGreaterThanOrEqual(4);
      expect(agents.filter((t) => /^\|.*\|$/m.test(t)).length, language).toBeGreaterThanOrEqual(3);
      expect(agents.filter((t) => /^[a-z_]+: /m.test(t) && !t.trimStart().startsWith("{")).length, language).toBeGreaterThanOrEqual(4);
    }
  });
});
