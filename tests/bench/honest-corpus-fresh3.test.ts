/**
 * The THIRD unseen honest-buyer set (bench/honest-messages/fresh3): its shape, that its labels are consistent with
 * the texts and contexts, that its ids are apart from every earlier set, and that its TUNE/HELD-OUT split by
 * scenario is deterministic and balanced. Mirrors the fresh2 block of honest-corpus.test.ts (the label helpers live in honest-labels.ts). It does not assert how well the reader does: that is
 * what the runner measures.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH3_BY_LANGUAGE,
  FRESH3_HELD_OUT,
  FRESH3_TUNE,
  FRESH_HELD_OUT,
  HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
  TUNE,
  fresh3HalfOf,
} from "../../bench/honest-messages";

describe("the THIRD unseen set (bench/honest-messages/fresh3)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2];
  unseenSetShapeTests("fresh3", FRESH3, FRESH3_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH3);

  it("an acceptance names no amount or exactly the standing offer (one order number apart)", () => {
    const quoting = LANGUAGES.flatMap((l) => ["016", "214", "315", "412"].map((n) => `fresh3-${l}-${n}`));
    const referenceOnly = LANGUAGES.map((l) => `fresh3-${l}-202`);
    const accepts = FRESH3.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(32);
    for (const id of quoting) {
      const m = FRESH3.find((x) => x.id === id)!;
      expect(m.expected, id).toEqual({ kind: "accept" });
      expect(writesAmount(m.text, m.context.standingOfferMinor!), id).toBe(true);
    }
    for (const m of accepts.filter((x) => !quoting.includes(x.id))) {
      const digitRuns = m.text.match(/\d+/g) ?? [];
      if (referenceOnly.includes(m.id)) {
        // The one number is a long order reference, no amount.
        expect(digitRuns.length, m.id).toBe(1);
        expect(digitRuns[0]!.length, m.id).toBeGreaterThanOrEqual(8);
      } else expect(digitRuns, `${m.id}: ${JSON.stringify(m.text)}`).toEqual([]);
    }
  });

  it("a correction takes the amount the buyer means: the label is the amount named as meant, not the one set right", () => {
    // "X, typo, Y" (010), "X. actually no, Y" (108), "Y, not X as I typed" (209), in every language.
    const meant: Record<string, number> = {
      "fresh3-en-010": 58_000,
      "fresh3-en-108": 62_000,
      "fresh3-en-209": 215_000,
      "fresh3-de-010": 58_000,
      "fresh3-de-108": 62_000,
      "fresh3-de-209": 215_000,
      "fresh3-fr-010": 59_000,
      "fresh3-fr-108": 62_000,
      "fresh3-fr-209": 185_000,
      "fresh3-es-010": 58_000,
      "fresh3-es-108": 62_000,
      "fresh3-es-209": 235_000,
    };
    for (const [id, priceMinor] of Object.entries(meant)) {
      const m = FRESH3.find((x) => x.id === id)!;
      expect(m.expected, id).toMatchObject({ kind: "price", priceMinor });
      // Both amounts are written, so the label is a choice between two numbers in the text.
      expect((m.text.match(/\d[\d.,\u00a0\u202f ]*\d|\d/g) ?? []).length, id).toBeGreaterThanOrEqual(2);
    }
  });

  it("splits by scenario: a situation's four language versions share a half; halves are balanced and pinned", () => {
    expect(FRESH3_TUNE.length + FRESH3_HELD_OUT.length).toBe(FRESH3.length);
    for (const m of FRESH3_TUNE) expect(fresh3HalfOf(m.id)).toBe("tune");
    for (const m of FRESH3_HELD_OUT) expect(fresh3HalfOf(m.id)).toBe("held-out");
    // Property: the half depends on the scenario number alone, whatever the language.
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 999 }), (a, b, n) => {
        const nnn = String(n).padStart(3, "0");
        return fresh3HalfOf(`fresh3-${a}-${nnn}`) === fresh3HalfOf(`fresh3-${b}-${nnn}`);
      }),
    );
    // Pinned: a change to the hash, the salt or the key would move messages between halves.
    expect(["fresh3-en-001", "fresh3-en-010", "fresh3-de-102", "fresh3-fr-209", "fresh3-es-316", "fresh3-en-412"].map(fresh3HalfOf)).toEqual([
      "tune",
      "held-out",
      "tune",
      "held-out",
      "tune",
      "held-out",
    ]);
    for (const language of LANGUAGES) {
      const all = FRESH3_BY_LANGUAGE[language];
      const tune = all.filter((m) => fresh3HalfOf(m.id) === "tune");
      expect(tune.length / all.length, language).toBeGreaterThan(0.4);
      expect(tune.length / all.length, language).toBeLessThan(0.6);
      for (const half of [tune, all.filter((m) => fresh3HalfOf(m.id) === "held-out")]) {
        for (const style of STYLES) expect(half.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(6);
        expect(half.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(5);
        for (const kind of ["price", "accept", "withdraw", "question"]) {
          expect(half.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it("is apart from every other set: none of it is in TUNE, HELD-OUT, the fresh set or fresh2", () => {
    const earlier = new Set([...TUNE, ...HELD_OUT, ...FRESH_HELD_OUT, ...FRESH2].map((m) => m.id));
    for (const m of FRESH3) expect(earlier.has(m.id), m.id).toBe(false);
  });
});
