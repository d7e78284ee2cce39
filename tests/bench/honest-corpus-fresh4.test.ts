/**
 * The FOURTH unseen honest-buyer set (bench/honest-messages/fresh4): its shape, that its labels are consistent with
 * the texts and contexts, that its ids and texts are apart from every earlier set, and that its TUNE/HELD-OUT split
 * by scenario is deterministic and balanced. Mirrors honest-corpus-fresh3.test.ts (the label helpers live in
 * honest-labels.ts). It does not assert how well the reader does: that is what the runner measures.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../language/interpretation";
import { unseenSetLabelTests, unseenSetShapeTests, writesAmount } from "./honest-labels";
import {
  FRESH2,
  FRESH3,
  FRESH4,
  FRESH4_BY_LANGUAGE,
  FRESH4_HELD_OUT,
  FRESH4_TUNE,
  FRESH_HELD_OUT,
  HELD_OUT,
  HONEST_MESSAGES,
  STYLES,
  TUNE,
  fresh4HalfOf,
} from "../../bench/honest-messages";

describe("the FOURTH unseen set (bench/honest-messages/fresh4)", () => {
  const EARLIER = [...HONEST_MESSAGES, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3];
  unseenSetShapeTests("fresh4", FRESH4, FRESH4_BY_LANGUAGE, EARLIER);
  unseenSetLabelTests(FRESH4);

  it("an acceptance names no amount or exactly the standing offer (one order number apart)", () => {
    // 013, 214, 315 and 411 restate the standing offer (214 with a phone number, 315 with a task count beside it).
    const quoting = LANGUAGES.flatMap((l) => ["013", "214", "315", "411"].map((n) => `fresh4-${l}-${n}`));
    const referenceOnly = LANGUAGES.map((l) => `fresh4-${l}-202`);
    const accepts = FRESH4.filter((m) => m.expected.kind === "accept");
    expect(accepts.length).toBeGreaterThanOrEqual(32);
    for (const id of quoting) {
      const m = FRESH4.find((x) => x.id === id)!;
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
    // "X — sorry — Y" (009), "X. wait no, Y" (108), "wrote X but meant Y" (209), "X... *crosses it out* no — Y"
    // (406), in every language.
    const meant: Record<string, number> = {
      "fresh4-en-009": 64_000,
      "fresh4-en-108": 39_000,
      "fresh4-en-209": 265_000,
      "fresh4-en-406": 95_000,
      "fresh4-de-009": 64_000,
      "fresh4-de-108": 39_000,
      "fresh4-de-209": 265_000,
      "fresh4-de-406": 95_000,
      "fresh4-fr-009": 68_000,
      "fresh4-fr-108": 40_000,
      "fresh4-fr-209": 258_000,
      "fresh4-fr-406": 90_000,
      "fresh4-es-009": 62_000,
      "fresh4-es-108": 38_000,
      "fresh4-es-209": 255_000,
      "fresh4-es-406": 92_000,
    };
    for (const [id, priceMinor] of Object.entries(meant)) {
      const m = FRESH4.find((x) => x.id === id)!;
      expect(m.expected, id).toMatchObject({ kind: "price", priceMinor });
      // Both amounts are written, so the label is a choice between two numbers in the text.
      expect((m.text.match(/\d[\d.,\u00a0\u202f ]*\d|\d/g) ?? []).length, id).toBeGreaterThanOrEqual(2);
    }
  });

  it("splits by scenario: a situation's four language versions share a half; halves are balanced and pinned", () => {
    expect(FRESH4_TUNE.length + FRESH4_HELD_OUT.length).toBe(FRESH4.length);
    for (const m of FRESH4_TUNE) expect(fresh4HalfOf(m.id)).toBe("tune");
    for (const m of FRESH4_HELD_OUT) expect(fresh4HalfOf(m.id)).toBe("held-out");
    // Property: the half depends on the scenario number alone, whatever the language.
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 999 }), (a, b, n) => {
        const nnn = String(n).padStart(3, "0");
        return fresh4HalfOf(`fresh4-${a}-${nnn}`) === fresh4HalfOf(`fresh4-${b}-${nnn}`);
      }),
    );
    // Pinned: a change to the hash, the salt or the key would move messages between halves.
    expect(["fresh4-en-001", "fresh4-en-010", "fresh4-de-102", "fresh4-fr-209", "fresh4-es-316", "fresh4-en-412"].map(fresh4HalfOf)).toEqual([
      "held-out",
      "tune",
      "tune",
      "tune",
      "held-out",
      "tune",
    ]);
    for (const language of LANGUAGES) {
      const all = FRESH4_BY_LANGUAGE[language];
      const tune = all.filter((m) => fresh4HalfOf(m.id) === "tune");
      expect(tune.length / all.length, language).toBeGreaterThan(0.4);
      expect(tune.length / all.length, language).toBeLessThan(0.6);
      for (const half of [tune, all.filter((m) => fresh4HalfOf(m.id) === "held-out")]) {
        for (const style of STYLES) expect(half.filter((m) => m.style === style).length, `${language} ${style}`).toBeGreaterThanOrEqual(6);
        expect(half.filter((m) => m.clarity === "ambiguous").length, language).toBeGreaterThanOrEqual(5);
        for (const kind of ["price", "accept", "withdraw", "question"]) {
          expect(half.filter((m) => m.clarity === "clear" && m.expected.kind === kind).length, `${language} ${kind}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it("is apart from every other set: none of it is in TUNE, HELD-OUT, the fresh set, fresh2 or fresh3", () => {
    const earlier = new Set([...TUNE, ...HELD_OUT, ...FRESH_HELD_OUT, ...FRESH2, ...FRESH3].map((m) => m.id));
    for (const m of FRESH4) expect(earlier.has(m.id), m.id).toBe(false);
  });
});
