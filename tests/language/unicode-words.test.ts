/**
 * unicodeWords (language/reader/unicode-words.ts): which `\b` becomes the letter-aware boundary. Beside an accented
 * letter or a group that may begin with one it must (JavaScript's `\b` knows only ASCII); before a group whose every
 * alternative begins with an ASCII letter it keeps the native one, as before a plain ASCII word, because the
 * letter-aware boundary is tried at every position of a message and made the reader three times slower.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unicodeWords } from "../../language/reader/unicode-words";

const LETTER_AWARE = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;
const everyBoundaryLetterAware = (source: string) => source.replaceAll(String.raw`\b`, LETTER_AWARE);

describe("unicodeWords", () => {
  it("keeps the native \\b before ASCII words and groups of them, and makes it letter-aware beside accents, classes and nested groups", () => {
    expect(unicodeWords(String.raw`\bprice\b`)).toBe(String.raw`\bprice\b`);
    expect(unicodeWords(String.raw`\b(?:euren|ihren|den) preis\b`)).toBe(String.raw`\b(?:euren|ihren|den) preis\b`);
    expect(unicodeWords(String.raw`\b(ein|zwei)einhalb\b`)).toBe(String.raw`\b(ein|zwei)einhalb\b`);
    for (const source of [String.raw`\b(?:über|unter)`, String.raw`\b(?:ab|éd)`, String.raw`\b(?:ab|(?:cd|ef))`, String.raw`\b(?:[ab]c|de)`, String.raw`\b(?=ab)`, String.raw`\b(?:ab|\d+)`, String.raw`\bça\b`])
      expect(unicodeWords(source), source).toContain(LETTER_AWARE);
    // After a group, or beside an accented letter, the boundary is letter-aware whatever follows.
    expect(unicodeWords(String.raw`(?:ab|cd)\b`)).toBe(String.raw`(?:ab|cd)${LETTER_AWARE}`);
    expect(unicodeWords(String.raw`moitié\b`)).toBe(String.raw`moitié${LETTER_AWARE}`);
  });

  it("reads accented words as words: a group with an accented alternative matches after a space, not inside a word", () => {
    const re = new RegExp(unicodeWords(String.raw`\b(?:à|ça) marche\b`), "u");
    expect(re.test("oui, ça marche")).toBe(true);
    expect(re.test("déjà marche")).toBe(false);
  });

  it("matches exactly as the letter-aware boundary everywhere, on text where no accented letter touches an ASCII word", () => {
    const word = fc.stringMatching(/^[a-z]{1,4}$/u);
    const groups = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => String.raw`\b(?:${ws.join("|")})\b`);
    const text = fc.array(fc.oneof(word, fc.constantFrom("é", "àñ", "€", "1", "25", "-")), { maxLength: 12 }).map((ws) => ws.join(" "));
    fc.assert(
      fc.property(groups, text, (source, message) => {
        const fast = new RegExp(unicodeWords(source), "gu");
        const exact = new RegExp(everyBoundaryLetterAware(source), "gu");
        expect([...message.matchAll(fast)].map((m) => m.index)).toEqual([...message.matchAll(exact)].map((m) => m.index));
      }),
      { numRuns: 300 },
    );
  });
});
