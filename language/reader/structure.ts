/**
 * The shape of a message, so the reader can look at what the buyer says rather than how the message is
 * wrapped: a polite e-mail's greeting line ("Hello,", "Sehr geehrter Herr Patel", "Hola Sam:") and signature
 * (from a sign-off line to the end), and a role-player's stage directions ("*slides a pouch across the table*")
 * are set aside; what is left is the body, cut into sentences. One pass over the lines, bounded patterns.
 */
import { normalizeForRules } from "./normalize";
import { SIGN_OFF } from "./set-aside";

const GREETING =
  /^(?:hello|hi|hey|dear|good (?:morning|afternoon|evening)|greetings|to whom|hallo|hi|liebe[rs]?|sehr geehrte[rs]?|guten (?:tag|morgen|abend)|moin|servus|grüß gott|bonjour|bonsoir|salut|cher|chère|madame|monsieur|hola|estimad[oa]s?|buen[oa]s (?:días|tardes|noches)|querid[oa])\b/iu;

export interface Structure {
  /** The normalized body: no greeting line, no signature, no stage directions. */
  body: string;
  /** The body's sentences (normalized). */
  sentences: string[];
}

export function structureOf(message: string): Structure {
  let text = message;
  const sign = SIGN_OFF.exec(text);
  if (sign && text.lastIndexOf("\n", sign.index) >= 0) text = text.slice(0, sign.index);
  const lines = text.split("\n");
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first >= 0 && lines.length > first + 1) {
    const line = lines[first]!.trim();
    if (line.length <= 60 && GREETING.test(line) && !/\d/.test(line)) lines.splice(first, 1);
  }
  text = lines.join("\n").replace(/\*[^*\n]{1,200}\*/g, " ");
  const body = normalizeForRules(text);
  const sentences = body
    .split(/[.!?;]+(?=\s|$)|[¿¡]/u)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return { body, sentences };
}

/** A line that ends on a word joining it to the next: the line was wrapped, the sentence goes on. */
const WRAPPED_AFTER = /(?:^|\s)(?:or|and|but|oder|und|aber|ou|et|mais|o|y|pero)\s*$/u;

/**
 * The sentence an amount stands in, as positions in `lower`: from the stop before it to the stop after it (at most
 * 200 characters each way). A stop is a full stop, "!" or "?" followed by a space, or a line break (not one after "or", "and"); a semicolon too
 * unless `semicolonEnds` is false (two versions priced in one sentence, "A for 400; B for 450", stay together).
 */
export function sentenceAround(lower: string, a: { start: number; end: number }, semicolonEnds = true): { start: number; end: number } {
  const from = Math.max(0, a.start - 200);
  const before = lower.slice(from, a.start);
  // The last stop before the amount (a decimal point, "1.500", is none; nor a line break after "or", "and": a
  // wrapped line, "We could pay 5,300 or\nI am authorized to offer 4,950", is one sentence).
  let cut = -1;
  for (const m of before.matchAll(semicolonEnds ? /[.!?;](?=\s)|\n/gu : /[.!?](?=\s)|\n/gu)) if (m[0] !== "\n" || !WRAPPED_AFTER.test(before.slice(0, m.index))) cut = m.index;
  const after = lower.slice(a.end, a.end + 200);
  const stop = after.search(semicolonEnds ? /[.!?;](?:\s|$)|\n/u : /[.!?](?:\s|$)|\n/u);
  return { start: cut >= 0 ? from + cut + 1 : from, end: stop >= 0 ? a.end + stop : a.end + after.length };
}
