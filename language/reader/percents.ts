/**
 * Whole-number percentages a buyer wrote, in digits or in words: "20 %", "15 percent", "twenty percent",
 * "zwanzig Prozent", "vingt pour cent", "veinte por ciento". One copy, read by the reader (a bid "20 % off") and by
 * the reading guard (a percentage-off price must use a percentage the buyer wrote), so the two cannot disagree
 * about which percentages are written.
 */
import { LANGUAGES, type Language } from "../interpretation";
import { readNumberWords, readNumberWordsIn } from "./number-words";

export interface WrittenPercent {
  /** Where the percentage stands in the text passed in, its number and its percent word (start inclusive). */
  start: number;
  end: number;
  /** 1 to 99. */
  value: number;
}

const PERCENT_WORD = String.raw`(?:%|percent\b|per cent\b|prozent\b|pour ?cent\b|por ?ciento\b)`;
const IN_DIGITS = new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s?${PERCENT_WORD}`, "giu");
/** A percent word right at the start of the text ("twenty| percent"): the number before it is a percentage, not money. */
export const PERCENT_WORD_AFTER = new RegExp(String.raw`^\s?${PERCENT_WORD}`, "iu");
/** An article read into the number before a percentage: "a twenty percent", "un veinte por ciento", "ein zwanzig Prozent". */
const ARTICLE = /^(?:a|an|un|une|una|uno|ein|eine|einen)\s+/iu;

/** The percentages in `text` (any case), in the order written; a number in words only with a percent word after it. */
export function writtenPercents(text: string, language: Language): WrittenPercent[] {
  const out: WrittenPercent[] = [...text.matchAll(IN_DIGITS)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, value: Number(m[1]) }));
  if (/pro[zc]|per ?c|pour ?c|por ?c/iu.test(text)) {
    for (const w of readNumberWordsIn(text, language, LANGUAGES)) {
      const after = PERCENT_WORD_AFTER.exec(text.slice(w.end, w.end + 12));
      const article = ARTICLE.exec(w.text);
      const value = article ? (readNumberWords(w.text.slice(article[0].length), language)[0]?.value ?? 0) : w.value;
      if (after && value >= 1 && value <= 99 && !out.some((p) => p.start < w.end + after[0].length && w.start < p.end)) out.push({ start: w.start + (article?.[0].length ?? 0), end: w.end + after[0].length, value });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
