/**
 * sentenceAround (reader/structure.ts), the one rule for "the sentence an amount stands in" that the interpreter and
 * the conditions reader share: it holds the amount, reaches no further than 200 characters either way, crosses no
 * stop, and ends at a semicolon only when asked to.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sentenceAround } from "../../language/reader/structure";

const piece = fc.constantFrom("for 400", "the lamp", " ", ". ", "! ", "? ", "; ", "\n", "1.500", "it's fine", "a; b");

describe("sentenceAround", () => {
  it("holds the amount and no stop on either side of it, within 200 characters", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.array(piece, { maxLength: 40 }), fc.boolean(), (before, after, semicolonEnds) => {
        const head = before.join("");
        const text = `${head}480${after.join("")}`;
        const amount = { start: head.length, end: head.length + 3 };
        const s = sentenceAround(text, amount, semicolonEnds);
        expect(s.start).toBeLessThanOrEqual(amount.start);
        expect(s.end).toBeGreaterThanOrEqual(amount.end);
        expect(amount.start - s.start).toBeLessThanOrEqual(200);
        expect(s.end - amount.end).toBeLessThanOrEqual(200);
        const inside = text.slice(s.start + 1, s.end);
        expect(inside).not.toMatch(semicolonEnds ? /[.!?;]\s|\n/u : /[.!?]\s|\n/u);
      }),
      { numRuns: 500 },
    );
  });

  it("ends at a semicolon unless told not to", () => {
    const text = "the red one for 400; the blue one for 450. thanks";
    const at = { start: text.indexOf("400"), end: text.indexOf("400") + 3 };
    expect(text.slice(...Object.values(sentenceAround(text, at)) as [number, number])).toBe("the red one for 400");
    expect(text.slice(...Object.values(sentenceAround(text, at, false)) as [number, number])).toBe("the red one for 400; the blue one for 450");
  });
});
