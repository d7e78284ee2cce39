/**
 * The NINTH honest-buyer set (bench/honest-messages/fresh9, written for tuning): its shape, that its labels are
 * consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and that its
 * TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh5.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays a blind author's words.
 */
import { describe, expect, it } from "vitest";
import { acceptanceAmountTest, correctionTest, lastBidRevisionTest, marketScanTest, scenarioSplitTests, styleMixTest, unseenSetLabelTests, unseenSetShapeTests } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
} from "../../bench/honest-messages";
import { FRESH9, FRESH9_BY_LANGUAGE, FRESH9_HELD_OUT, FRESH9_TUNE, fresh9HalfOf } from "../../bench/honest-messages/fresh9";

const CHOSEN_SALT = "parley-fresh9-196";
const PINNED = ["held-out", "tune", "held-out", "held-out", "tune", "held-out"] as const;

describe("the NINTH set, for tuning (bench/honest-messages/fresh9)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7];
  unseenSetShapeTests("fresh9", FRESH9, FRESH9_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH9);
  scenarioSplitTests("fresh9", { set: FRESH9, byLanguage: FRESH9_BY_LANGUAGE, tune: FRESH9_TUNE, heldOut: FRESH9_HELD_OUT, halfOf: fresh9HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  styleMixTest("weights the hard styles: in every language 20 polite emails, 15 agent, 18 chat, 15 terse, 16 roleplay, 12 ambiguous", FRESH9_BY_LANGUAGE, { "polite-email": 20, agent: 15, chat: 18, terse: 15, roleplay: 16 }, { perLanguage: 84, ambiguous: 12 });

  // 013, 210 and 315 restate the standing offer; every other acceptance carries no digit at all.
  acceptanceAmountTest("fresh9", FRESH9, { quoting: ["013", "210", "315"] });

  // "X, sorry, meant Y" (009), "X — that should read Y" (209), "X... no, wait, Y" (406), in every language.
  correctionTest("fresh9", FRESH9, { "009": 78_000, "209": 240_000, "406": 11_000 }, { "009": 82_000, "209": 260_000, "406": 12_000 });

  marketScanTest("fresh9", FRESH9, "301", 162_000, [175_000, 168_000, 172_000, 170_000]);

  lastBidRevisionTest("fresh9", FRESH9, "310", { priceMinor: 70_000, amountMinor: 5_000, lastBidMinor: 75_000 });
});
