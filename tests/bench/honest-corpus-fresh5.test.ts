/**
 * The FIFTH unseen honest-buyer set (bench/honest-messages/fresh5): its shape, that its labels are consistent with
 * the texts and contexts, that its ids and texts are apart from every earlier set, and that its TUNE/HELD-OUT split
 * by scenario is deterministic and balanced. Mirrors honest-corpus-fresh4.test.ts (the label helpers live in
 * honest-labels.ts). It reads labels only: it does not run the reader, so the set stays unseen by it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH5,
  FRESH5_BY_LANGUAGE,
  FRESH5_HELD_OUT,
  FRESH5_TUNE,
  FRESH_HELD_OUT,
  HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
  TUNE,
  fresh5HalfOf,
} from "../../bench/honest-messages";
import { balanceOf } from "../../bench/honest-messages/fresh5/choose-salt";

describe("the FIFTH unseen set (bench/honest-messages/fresh5)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4];
  unseenSetShapeTests("fresh5", FRESH5, FRESH5_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH5);

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

  it("splits by scenario: a situation's four language versions share a half; halves are balanced and pinned", () => {
    expect(FRESH5_TUNE.length + FRESH5_HELD_OUT.length).toBe(FRESH5.length);
    for (const m of FRESH5_TUNE) expect(fresh5HalfOf(m.id)).toBe("tune");
    for (const m of FRESH5_HELD_OUT) expect(fresh5HalfOf(m.id)).toBe("held-out");
    // Property: the half depends on the scenario number alone, whatever the language.
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 999 }), (a, b, n) => {
        const nnn = String(n).padStart(3, "0");
        return fresh5HalfOf(`fresh5-${a}-${nnn}`) === fresh5HalfOf(`fresh5-${b}-${nnn}`);
      }),
    );
    // Pinned: a change to the hash, the salt or the key would move messages between halves.
    expect(["fresh5-en-001", "fresh5-en-010", "fresh5-de-102", "fresh5-fr-209", "fresh5-es-316", "fresh5-en-412"].map(fresh5HalfOf)).toEqual(PINNED);
    for (const language of LANGUAGES) {
      const all = FRESH5_BY_LANGUAGE[language];
      const tune = all.filter((m) => fresh5HalfOf(m.id) === "tune");
      expect(tune.length / all.length, language).toBeGreaterThan(0.4);
      expect(tune.length / all.length, language).toBeLessThan(0.6);
      for (const half of [tune, all.filter((m) => fresh5HalfOf(m.id) === "held-out")]) {
        for (const style of STYLES) expect(half.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(6);
        expect(half.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(5);
        for (const kind of ["price", "accept", "withdraw", "question"]) {
          expect(half.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it("the salt is the best-balanced eligible one among the 200 candidates, in every language alike", () => {
    for (const language of LANGUAGES) {
      const ranked = Array.from({ length: 200 }, (_, i) => balanceOf(`parley-fresh5-${i}`, FRESH5_BY_LANGUAGE[language])).filter((b) => b.eligible);
      const best = Math.min(...ranked.map((b) => b.imbalance));
      const chosen = ranked.find((b) => b.salt === CHOSEN_SALT)!;
      expect(chosen, language).toBeDefined();
      expect(chosen.imbalance, language).toBe(best);
    }
  });

  it("is apart from every other set: none of it is in TUNE, HELD-OUT, the fresh set, fresh2, fresh3 or fresh4", () => {
    const earlier = new Set([...TUNE, ...HELD_OUT, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3, ...FRESH4].map((m) => m.id));
    for (const m of FRESH5) expect(earlier.has(m.id), m.id).toBe(false);
  });
});

const CHOSEN_SALT = "parley-fresh5-11";
const PINNED = ["tune", "tune", "held-out", "tune", "held-out", "held-out"];
