/**
 * sentenceAround (reader/structure.ts), the one rule for "the sentence an amount stands in" that the interpreter and
 * the conditions reader share: it holds the amount, reaches no further than 200 characters either way, crosses no
 * stop (a line break after "or" / "and" is a wrapped line, not a stop), and ends at a semicolon only when asked to.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sentenceAround } from "../../language/reader/structure";

const piece = fc.constantFrom("for 400", "the lamp", " ", ". ", "! ", "? ", "; ", "\n", "1.500", "it's fine", "a; b", " or", "and ");

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
        expect(inside).not.toMatch(semicolonEnds ? /[.!?;]\s/u : /[.!?]\s/u);
        // A line break inside only where the line was wrapped after "or" / "and", and only before the amount.
        for (const m of inside.matchAll(/\n/gu)) {
          const at = s.start + 1 + m.index!;
          expect(at).toBeLessThan(amount.start);
          expect(text.slice(0, at)).toMatch(/(?:^|\s)(?:or|and)\s*$/u);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reads a line wrapped after 'or' as one sentence, and a new line after a full one as another", () => {
    const wrapped = "We could pay USD 5,300 or\nI am authorized to offer USD 4,950";
    const at = { start: wrapped.indexOf("4,950"), end: wrapped.indexOf("4,950") + 5 };
    expect(sentenceAround(wrapped, at).start).toBe(0);
    const lines = "Median: USD 5,300\n4,950 is our offer";
    expect(sentenceAround(lines, { start: lines.indexOf("4,950"), end: lines.indexOf("4,950") + 5 }).start).toBe(lines.indexOf("4,950"));
  });

  it("ends at a semicolon unless told not to", () => {
    const text = "the red one for 400; the blue one for 450. thanks";
    const at = { start: text.indexOf("400"), end: text.indexOf("400") + 3 };
    expect(text.slice(...Object.values(sentenceAround(text, at)) as [number, number])).toBe("the red one for 400");
    expect(text.slice(...Object.values(sentenceAround(text, at, false)) as [number, number])).toBe("the red one for 400; the blue one for 450");
  });
});
