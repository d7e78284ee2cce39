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

/**
 * A fraction taken off, which is a percentage in other words: "a fifth off the tag", "ein Viertel weniger", "un
 * cinquième de moins", "una quinta parte menos", "enlevez un cinquième", "quite una quinta parte". Only fifths, quarters
 * and tenths (whole percentages), and only with a word of taking off right before or after (a "quarter" alone may be
 * an hour or a coin).
 */
const FRACTION_OFF = new RegExp(
  String.raw`\b(?:(?:a|one) (fifth|quarter|tenth) off\b|(?:ein|einen) (fünftel|viertel|zehntel) (?:weniger|runter|billiger|nachlass|rabatt|vom preis|ab)\b|(?:un|d'un) (cinquième|quart|dixième) (?:de moins|en moins|de remise|de rabais|du prix)\b|(?:una|un) (quinta parte|quinto|cuarta parte|cuarto|décima parte|décimo) (?:menos|de descuento|de rebaja|del precio)\b|(?:enlevez|enlève|enlever|retirez|retire|retirer|ôtez|ôte|ôter|déduisez|déduis|déduire)(?:-moi|-nous|-en)? un (cinquième|quart|dixième)\b|(?:quite|quítenos|quíteme|quita|quítame|quitar|rebaje|rebájeme|rebaja|rebájame|descuente|descuénteme|descuenta|réstele|reste|resta|réstale) (?:una|un|la) (quinta parte|quinto|cuarta parte|décima parte)\b)`,
  "giu",
);
const FRACTION_PERCENT: Readonly<Record<string, number>> = { fifth: 20, fünftel: 20, cinquième: 20, "quinta parte": 20, quinto: 20, quarter: 25, viertel: 25, quart: 25, "cuarta parte": 25, cuarto: 25, tenth: 10, zehntel: 10, dixième: 10, "décima parte": 10, décimo: 10 };

/** The percentages in `text` (any case), in the order written; a number in words only with a percent word after it. */
export function writtenPercents(text: string, language: Language): WrittenPercent[] {
  const out: WrittenPercent[] = [...text.matchAll(IN_DIGITS)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, value: Number(m[1]) }));
  for (const m of text.matchAll(FRACTION_OFF)) {
    const fraction = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6])!.toLowerCase();
    out.push({ start: m.index!, end: m.index! + m[0].length, value: FRACTION_PERCENT[fraction]! });
  }
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
