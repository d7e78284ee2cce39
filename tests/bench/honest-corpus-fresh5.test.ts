/**
 * The FIFTH unseen honest-buyer set (bench/honest-messages/fresh5): its shape, that its labels are consistent with
 * the texts and contexts, that its ids and texts are apart from every earlier set, and that its TUNE/HELD-OUT split
 * by scenario is deterministic and balanced. Mirrors honest-corpus-fresh4.test.ts (the label helpers live in
 * honest-labels.ts). It reads labels only: it does not run the reader, so the set stays unseen by it.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { scenarioSplitTests, unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
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

  it("weights the hard styles: in every language 20 polite emails and 20 agent messages, 12 ambiguous", () => {
    for (const language of LANGUAGES) {
      const ms = FRESH5_BY_LANGUAGE[language];
      expect(ms.filter((m) => m.style === "polite-email").length, language).toBe(20);
      expect(ms.filter((m) => m.style === "agent").length, language).toBe(20);
      expect(ms.filter((m) => m.clarity === "ambiguous").length, language).toBe(12);
    }
  });

  it("an acceptance names no amount or exactly the standing offer", () => {
    // 013, 214, 315 and 411 restate the standing offer (214 beside a phone number, 315 beside a batch counter).
    const quoting = LANGUAGES.flatMap((l) => ["013", "214", "315", "411"].map((n) => `fresh5-${l}-${n}`));
    const accepts = FRESH5.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(40);
    for (const id of quoting) {
      const m = FRESH5.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id))) {
      expect(m.text.match(/\d+/g) ?? [], `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    // "X. correction: Y" (009), "X.. scratch that, Y" (107), "X ... should have read Y" (209), "X — hold on, it's
    // Y" (406), in every language; the amount meant is the same in all four.
    const meant: Record<string, number> = { "009": 31_000, "107": 82_000, "209": 351_000, "406": 68_000 };
    const setRight: Record<string, number> = { "009": 34_000, "107": 85_000, "209": 315_000, "406": 70_000 };
    for (const language of LANGUAGES) {
      for (const [nnn, priceMinor] of Object.entries(meant)) {
        const id = `fresh5-${language}-${nnn}`;
        const m = FRESH5.find((x) => x.id === id)!;
        expect(m.expected, id).toMatchObject({ kind: "price", priceMinor });
        // Both amounts are written, so the label is a choice between two numbers in the text.
        expect(writesAmount(m.text, setRight[nnn]!), id).toBe(true);
        expect(writesAmount(m.text, priceMinor), id).toBe(true);
      }
    }
  });

  it("an agent's market scan or competing quote carries several amounts, and the label is the one offered", () => {
    // 306 (comparable sales, a median), 319 (own quote, a competitor's, a budget), 301 (unit price beside total
    // and budget): the bid is one of at least four amounts written.
    for (const language of LANGUAGES) {
      for (const nnn of ["301", "306", "319"]) {
        const m = FRESH5.find((x) => x.id === `fresh5-${language}-${nnn}`)!;
        expect(m.expected.kind, m.id).toBe("price");
        const amounts = m.text.match(/\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{2})?|\d+/g) ?? [];
        expect(amounts.length, m.id).toBeGreaterThanOrEqual(4);
      }
    }
  });
});
