/**
 * The NINTH honest-buyer set (bench/honest-messages/fresh9, written for tuning): its shape, that its labels are
 * consistent with the texts and contexts, that its ids and texts are apart from every earlier set, and that its
 * TUNE/HELD-OUT split by scenario is deterministic, balanced and the best by fresh5's criterion. Mirrors
 * honest-corpus-fresh5.test.ts (the label helpers live in honest-labels.ts). It reads labels only: it never runs
 * the reader, so the set stays a blind author's words.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { scenarioSplitTests, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH6,
  FRESH7,
  FRESH_HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
} from "../../bench/honest-messages";
import { FRESH9, FRESH9_BY_LANGUAGE, FRESH9_HELD_OUT, FRESH9_TUNE, fresh9HalfOf } from "../../bench/honest-messages/fresh9";

const CHOSEN_SALT = "parley-fresh9-196";
const PINNED = ["held-out", "tune", "held-out", "held-out", "tune", "held-out"] as const;

describe("the NINTH set, for tuning (bench/honest-messages/fresh9)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7];
  unseenSetShapeTests("fresh9", FRESH9, FRESH9_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH9);
  scenarioSplitTests("fresh9", { set: FRESH9, byLanguage: FRESH9_BY_LANGUAGE, tune: FRESH9_TUNE, heldOut: FRESH9_HELD_OUT, halfOf: fresh9HalfOf, chosenSalt: CHOSEN_SALT, pinned: PINNED });

  it("weights the hard styles: in every language 20 polite emails, 15 agent, 18 chat, 15 terse, 16 roleplay, 12 ambiguous", () => {
    const want = { "polite-email": 20, agent: 15, chat: 18, terse: 15, roleplay: 16 } as const;
    for (const language of LANGUAGES) {
      const ms = FRESH9_BY_LANGUAGE[language];
      expect(ms.length, language).toBe(84);
      for (const style of STYLES) expect(ms.filter((m) => m.style === style).length, `${language} ${style}`).toBe(want[style]);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  it("an acceptance names no amount or exactly the standing offer", () => {
    // 013, 210 and 315 restate the standing offer; every other acceptance carries no digit at all.
    const quoting = LANGUAGES.flatMap((l) => ["013", "210", "315"].map((n) => `fresh9-${l}-${n}`));
    const accepts = FRESH9.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(40);
    for (const id of quoting) {
      const m = FRESH9.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id))) {
      expect(m.text.match(/\d+/g) ?? [], `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    // "X, sorry, meant Y" (009), "X — that should read Y" (209), "X... no, wait, Y" (406), in every language.
    const meant: Record<string, number> = { "009": 78_000, "209": 240_000, "406": 11_000 };
    const setRight: Record<string, number> = { "009": 82_000, "209": 260_000, "406": 12_000 };
    for (const language of LANGUAGES) {
      for (const [nnn, priceMinor] of Object.entries(meant)) {
        const id = `fresh9-${language}-${nnn}`;
        const m = FRESH9.find((x) => x.id === id)!;
        expect(m.expected, id).toMatchObject({ kind: "price", priceMinor });
        expect(writesAmount(m.text, setRight[nnn]!), id).toBe(true);
        expect(writesAmount(m.text, priceMinor), id).toBe(true);
      }
    }
  });

  it("an agent's market scan carries several amounts, and the label is the one offered", () => {
    for (const language of LANGUAGES) {
      const m = FRESH9.find((x) => x.id === `fresh9-${language}-301`)!;
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 162_000 });
      for (const other of [175_000, 168_000, 172_000, 170_000]) expect(writesAmount(m.text, other), `${m.id} ${other}`).toBe(true);
    }
  });

  it("a bid revised below the agent's own last bid is read from the last bid, not the standing offer", () => {
    for (const language of LANGUAGES) {
      const m = FRESH9.find((x) => x.id === `fresh9-${language}-310`)!;
      expect(m.expected, m.id).toMatchObject({ kind: "price", priceMinor: 70_000, derivation: { operation: "minus", from: "last-bid", amountMinor: 5_000 } });
      expect(m.context.lastBuyerBidMinor, m.id).toBe(75_000);
    }
  });
});
