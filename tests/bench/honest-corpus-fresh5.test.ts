/**
 * The FIFTH unseen honest-buyer set (bench/honest-messages/fresh5): its shape, that its labels are consistent with
 * the texts and contexts, that its ids and texts are apart from every earlier set, and that its TUNE/HELD-OUT split
 * by scenario is deterministic and balanced. Mirrors honest-corpus-fresh4.test.ts (the label helpers live in
 * honest-labels.ts). It reads labels only: it does not run the reader, so the set stays unseen by it.
 */
import { describe, expect, it } from "vitest";
import { acceptanceAmountTest, bidAmongNumbersTest, correctionTest, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH5_BY_LANGUAGE,
  FRESH5_HELD_OUT,
  FRESH5_TUNE,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  fresh5HalfOf,
} from "../../bench/honest-messages";

const CHOSEN_SALT = "parley-fresh5-11";
const PINNED = ["tune", "tune", "held-out", "tune", "held-out", "held-out"] as const;

describe("the FIFTH unseen set (bench/honest-messages/fresh5)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4];
  unseenSetShapeTests("fresh5", FRESH5, FRESH5_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH5);
  scenarioSplitTests("fresh5", { set: FRESH5, byLanguage: FRESH5_BY_LANGUAGE, tune: FRESH5_TUNE, heldOut: FRESH5_HELD_OUT, halfOf: fresh5HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("weights the hard styles: in every language 20 polite emails and 20 agent messages, 12 ambiguous", FRESH5_BY_LANGUAGE, { "polite-email": 20, agent: 20 }, { ambiguous: 12 });

  // 013, 214, 315 and 411 restate the standing offer (214 beside a phone number, 315 beside a batch counter).
  acceptanceAmountTest("fresh5", FRESH5, { quoting: ["013", "214", "315", "411"] });

  // "X. correction: Y" (009), "X.. scratch that, Y" (107), "X ... should have read Y" (209), "X — hold on, it's
  // Y" (406), in every language; the amount meant is the same in all four.
  correctionTest("fresh5", FRESH5, { "009": 31_000, "107": 82_000, "209": 351_000, "406": 68_000 }, { "009": 34_000, "107": 85_000, "209": 315_000, "406": 70_000 });

  // 306 (comparable sales, a median), 319 (own quote, a competitor's, a budget), 301 (unit price beside total
  // and budget): the bid is one of at least four amounts written.
  bidAmongNumbersTest("an agent's market scan or competing quote carries several amounts, and the label is the one offered", "fresh5", FRESH5, ["301", "306", "319"], 4);
});
