/**
 * The EIGHTH honest-buyer set (bench/honest-messages/fresh8), written blind for tuning: its shape, that its labels
 * are consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and that its
 * split by scenario is deterministic, balanced and pinned. Mirrors honest-corpus-fresh5.test.ts (the label helpers
 * live in honest-labels.ts). It reads labels only: it does not run the reader, so the set stays unread by it.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { acceptanceAmountTest, bidAmongNumbersTest, correctionTest, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH8,
  FRESH8_BY_LANGUAGE,
  FRESH8_HELD_OUT,
  FRESH8_TUNE,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  fresh8HalfOf,
} from "../../bench/honest-messages";

const CHOSEN_SALT = "parley-fresh8-26";
const PINNED = ["tune", "tune", "tune", "held-out", "tune", "held-out"] as const;

describe("the EIGHTH honest-buyer set, for tuning (bench/honest-messages/fresh8)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7];
  unseenSetShapeTests("fresh8", FRESH8, FRESH8_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH8);
  scenarioSplitTests("fresh8", { set: FRESH8, byLanguage: FRESH8_BY_LANGUAGE, tune: FRESH8_TUNE, heldOut: FRESH8_HELD_OUT, halfOf: fresh8HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("has in every language 84 messages: 18 polite emails, 18 agent, 18 chat, 15 terse, 15 roleplay, 12 ambiguous", FRESH8_BY_LANGUAGE, { "polite-email": 18, agent: 18, chat: 18, terse: 15, roleplay: 15 }, { perLanguage: 84, ambiguous: 12 });

  // 013, 214, 308 and 405 restate the standing offer (214 beside a phone number, 308 beside a pickup window).
  // 202's signature carries a street number and a postcode: digits, but neither the offer nor the last bid.
  acceptanceAmountTest("fresh8", FRESH8, { quoting: ["013", "214", "308", "405"], signed: ["202"] });

  // "X. typo: Y" (009), "X oops meant Y" (107), an erratum paragraph (209), "X... no, Y" (408), in every language.
  correctionTest("fresh8", FRESH8, { "009": 39_000, "107": 50_500, "209": 105_000, "408": 5_500 }, { "009": 42_000, "107": 55_000, "209": 115_000, "408": 6_000 });

  // 301: three comparable sales and a quarterly budget beside the bid.
  bidAmongNumbersTest("an agent's market scan carries several amounts, and the label is the one offered", "fresh8", FRESH8, ["301"], 5);

  it("agents write mostly prose: at most a few of their messages carry a JSON, YAML-like or bullet block", () => {
    for (const language of LANGUAGES) {
      const agents = FRESH8_BY_LANGUAGE[language].filter((m) => m.style === "agent");
      const blocks = agents.filter((m) => /```|^\s*[-*] |^\w+: /m.test(m.text));
      expect(blocks.length, language).toBeGreaterThan(0);
      expect(blocks.length, language).toBeLessThanOrEqual(agents.length / 3);
    }
  });
});
