/**
 * A long phrase family split for speed must answer exactly as the one pattern it stands for: the reader's
 * acceptances and walk-aways are the families that long, and a single disagreement would be a buyer read wrongly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HONEST_MESSAGES } from "../../bench/honest-messages";
import { FRESH8 } from "../../bench/honest-messages/fresh8";
import { phraseAlternation } from "../../language/reader/phrase-alternation";
import { ACCEPT, WITHDRAW } from "../../language/reader/intents";
import { normalizeForRules } from "../../language/reader/normalize";

const WORDS = ["deal", "i accept", "no thanks", "bye", "trato hecho", "marché conclu", "abgemacht", "(", "|", "\\", "[x]", "é", "ok", "480", "?", "ok|480", "(480)"];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((ws) => ws.join(" "));
/** Alternatives of the shapes the families use: words with `\b`, groups with their own `|`, classes, lookbehinds. */
const alternative = fc.constantFrom(
  String.raw`\bdeal\b`,
  String.raw`\bi (?:accept|take it)\b`,
  String.raw`(?<!\bno )\bthanks?\b`,
  String.raw`^bye[.!]*$`,
  String.raw`\btrato(?: hecho)?\b|\bhecho\b`,
  String.raw`marché conclu`,
  String.raw`[|(\]]`,
  String.raw`\\`,
  String.raw`ok\|480`,
  String.raw`\(\d{3}\)`,
  String.raw`\d{3}\s?\?`,
  String.raw`(?<=[\p{L}])é(?![\p{L}])`,
);

describe("phraseAlternation", () => {
  it("answers test() as the whole alternation does, for any family long enough to be split", () => {
    fc.assert(
      fc.property(fc.array(alternative, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 60 }), fc.array(text, { minLength: 1, maxLength: 8 }), (family, piece, texts) => {
        // Small sizes, so that every family is split, into pieces of every size down to one alternative each.
        const split = phraseAlternation(family, "u", { splitFrom: 0, piece });
        const whole = new RegExp(family.join("|"), "u");
        return texts.every((t) => split.test(t) === whole.test(t));
      }),
    );
  });

  it("keeps the whole pattern as the RegExp itself: source, exec and replace see every alternative", () => {
    const family = Array.from({ length: 2_000 }, (_, i) => String.raw`\bphrase${i}\b`);
    const split = phraseAlternation(family);
    expect(split.source.length).toBeGreaterThan(16_000);
    expect(split.source).toBe(family.join("|"));
    expect("a phrase1999 here".replace(new RegExp(split.source, "gu"), "#")).toBe("a # here");
    expect(split.exec("x phrase7 y")?.[0]).toBe("phrase7");
    expect(split.test("phrase1999")).toBe(true);
    expect(split.test("phrase2000")).toBe(false);
  });

  it("refuses a global or sticky family, whose test would depend on lastIndex", () => {
    expect(() => phraseAlternation(["a"], "gu")).toThrow();
    expect(() => phraseAlternation(["a"], "yu")).toThrow();
  });

  it("the reader's acceptances and walk-aways answer as their whole patterns on every message of two corpora", () => {
    for (const family of [ACCEPT, WITHDRAW]) {
      const whole = new RegExp(family.source, family.flags);
      // Every third message: the whole patterns are the slow ones this module exists to avoid.
      for (const m of [...HONEST_MESSAGES, ...FRESH8].filter((_, i) => i % 3 === 0)) {
        const norm = normalizeForRules(m.text);
        expect(family.test(norm), m.id).toBe(whole.test(norm));
      }
    }
  });
});
