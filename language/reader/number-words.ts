/**
 * Amounts written in words in English, German, French and Spanish ("twelve hundred", "four fifty", "a grand",
 * "vierhundertfünfzig", "quatre-vingt-dix", "mil doscientos"). Hand code, kept to this module, because no library
 * fits (measured 2026-11-26 on Node 22):
 * - @microsoft/recognizers-text-number reads all four languages but its French extractor is exponential in
 *   repeated words ("cent " × 16: 3 s, × 24: 56 s — a denial of service on a 2,000-character message), its first
 *   parse costs 2.6 s of start-up, and its currency model misread "1.099,50 €" as 1.599;
 * - compromise (English only) read "twelve hundred" as 12, not "a grand", and spent 28 ms on an ordinary
 *   2,000-character message and 196 ms on "one one one …".
 * So: a table of number words per language and one left-to-right pass over the words (German compounds split
 * into known parts, longest first). Linear in the text; a phrase is read only when every word in it is a number
 * word; the value is an integer built by additions and multiplications of small integers, never a float.
 */
import type { Language } from "../interpretation";

export interface NumberWords {
  /** Where the phrase stands in the text passed in (start inclusive, end exclusive). */
  start: number;
  end: number;
  /** The phrase as written. */
  text: string;
  /** Its value in major units (a whole number). */
  value: number;
  /** Said as a banknote ("a tenner", "two fivers", "nen Zehner"): money whatever its size. */
  note?: true;
}

type Part = { kind: "unit" | "ten" | "hundreds"; value: number } | { kind: "mult"; value: 100 | 1000 } | { kind: "note"; value: number } | { kind: "and" } | { kind: "a" };

function table(entries: Record<string, number>, kind: "unit" | "ten" | "hundreds" | "note"): Array<[string, Part]> {
  return Object.entries(entries).map(([w, value]) => [w, { kind, value }]);
}

const EN = new Map<string, Part>([
  ...table({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 }, "unit"),
  ...table({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }, "ten"),
  ["hundred", { kind: "mult", value: 100 }],
  ["thousand", { kind: "mult", value: 1000 }],
  ["grand", { kind: "mult", value: 1000 }],
  // The note named for its value, as British buyers say it: "a tenner on top", "a fiver off", "two tenners".
  ...table({ tenner: 10, tenners: 10, fiver: 5, fivers: 5 }, "note"),
  ["and", { kind: "and" }],
  ["a", { kind: "a" }],
]);

const DE_PARTS = new Map<string, Part>([
  ...table({ ein: 1, eins: 1, eine: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19 }, "unit"),
  ...table({ zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50, fuffzig: 50, fuchzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90 }, "ten"),
  ["hundert", { kind: "mult", value: 100 }],
  ["tausend", { kind: "mult", value: 1000 }],
  // "einen Hunderter weniger", "nen Tausender", "nen Zehner drauf", "zwei Hunnis": the note named for its value.
  ...table({ hunderter: 100, tausender: 1000, zehner: 10, zwanni: 20, hunni: 100, hunnis: 100 }, "note"),
  ["und", { kind: "and" }],
]);

const FR = new Map<string, Part>([
  ...table({ un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16 }, "unit"),
  ...table({ vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90 }, "ten"),
  ["cent", { kind: "mult", value: 100 }],
  ["cents", { kind: "mult", value: 100 }],
  ["mille", { kind: "mult", value: 1000 }],
  ["et", { kind: "and" }],
]);

const ES = new Map<string, Part>([
  ...table({ un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciséis: 16, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19 }, "unit"),
  ...table({ veinte: 20, veintiuno: 21, veintiún: 21, veintidós: 22, veintidos: 22, veintitrés: 23, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiséis: 26, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 }, "ten"),
  ...table({ cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400, quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900 }, "hundreds"),
  ["mil", { kind: "mult", value: 1000 }],
  ["y", { kind: "and" }],
]);

/** German writes numbers as one word: split it into known parts, longest first; null when a part is unknown. */
const DE_KEYS = [...DE_PARTS.keys()].sort((a, b) => b.length - a.length);
function germanParts(word: string): Part[] | null {
  const out: Part[] = [];
  let i = 0;
  while (i < word.length) {
    const key = DE_KEYS.find((k) => word.startsWith(k, i));
    if (!key) return null;
    out.push(DE_PARTS.get(key)!);
    i += key.length;
    if (out.length > 12) return null;
  }
  return out;
}

function partsOf(word: string, language: Language): Part[] | null {
  // "grand" for a thousand is English slang; in French it is "big" ("ouvre grand les bras", "un grand merci").
  const en = language !== "en" && word === "grand" ? undefined : EN.get(word);
  if (language === "de") return germanParts(word) ?? (en ? [en] : null);
  const own = language === "fr" ? FR.get(word) : language === "es" ? ES.get(word) : undefined;
  if (own) return [own];
  return en ? [en] : null;
}

/** The value of a run of parts, or null when they do not make a number ("hundred thousand one" is fine, "and" alone is not). */
function valueOf(parts: Part[], english: boolean): number | null {
  const core = parts.filter((p) => p.kind !== "and");
  if (core.length === 0 || core.every((p) => p.kind === "a")) return null;
  // "four fifty", "one twenty", "nine ninety-nine": hundreds said as a unit before a ten (English habit). So are
  // "eleven fifty" and "nineteen ninety-nine" in English ("eleven fifty for the hot tub" is 1,150, never 61); German
  // "elf fünfzig" is eleven fifty cents, so not there.
  const head = core[0]!;
  // (Not French "quatre-vingt(s)", "quatre-vingt-cinq": eighty and eighty-five, never 420 and 425.)
  const frenchEighty = !english && head.kind === "unit" && head.value === 4 && core[1]?.kind === "ten" && core[1].value === 20;
  const hundredsHead = head.kind === "unit" && (head.value < 10 || (english && head.value < 20)) && !frenchEighty;
  if (hundredsHead && core.length >= 2 && core.length <= 3 && core[1]!.kind === "ten" && (core.length === 2 || (core[2]!.kind === "unit" && core[2]!.value < 10)) && !parts.some((p) => p.kind === "and")) {
    return head.value * 100 + core[1]!.value + (core.length === 3 ? (core[2] as { value: number }).value : 0);
  }
  let total = 0;
  let current = 0;
  let last: Part | null = null;
  // (Over every part, "and" too: "vierundzwanzig" is 4 + 20, not "quatre-vingt"; only a four right before a twenty is 80.)
  for (const p of parts) {
    if (p.kind === "and") {
      last = p;
      continue;
    }
    if (p.kind === "a") {
      current = current === 0 ? 1 : NaN;
    } else if (p.kind === "mult") {
      if (p.value === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else current = (current || 1) * 100;
    } else if (p.kind === "note") {
      current = (current || 1) * p.value;
    } else if (p.kind === "ten" && p.value === 20 && last?.kind === "unit" && last.value === 4 && current % 100 === 4) {
      current = current - 4 + 80; // quatre-vingt(s)
    } else {
      current += p.value;
    }
    last = p;
  }
  const value = total + current;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const WORD = /[\p{L}]+/gu;
/**
 * A number said for thanks, apologies or times is a figure of speech, no amount: "mil gracias", "a thousand thanks",
 * "tausend Dank", "merci mille fois", "mil disculpas", "hundert Mal".
 */
const THANKS_OR_TIMES_AFTER = /^[\s-]*(?:thanks|thank you|apologies|pardons|times|dank|küsse|entschuldigungen|mal|mercis?|excuses|fois|bisous|gracias|disculpas|perdones|besos|veces)(?![\p{L}])/u;
/** What may stand between two number words of one phrase. */
const JOINER = /^[\s-]{1,3}$/u;

/**
 * Every phrase of number words in `text` (any case), read in `language` and English. At most `limit` phrases;
 * only the first 400 words are looked at.
 */
export function readNumberWords(text: string, language: Language, limit = 32): NumberWords[] {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return [];
  const out: NumberWords[] = [];
  let run: { start: number; end: number; parts: Part[]; lastWordEnd: number } | null = null;
  const close = () => {
    if (run) {
      // A phrase never ends on "and" or "a".
      while (run.parts.length > 0 && (run.parts[run.parts.length - 1]!.kind === "and" || run.parts[run.parts.length - 1]!.kind === "a")) run.parts.pop();
      const value = valueOf(run.parts, language === "en");
      if (value !== null && out.length < limit && !THANKS_OR_TIMES_AFTER.test(lower.slice(run.end, run.end + 24))) {
        const phrase: NumberWords = { start: run.start, end: run.end, text: text.slice(run.start, run.end), value };
        if (run.parts.some((p) => p.kind === "note")) phrase.note = true;
        out.push(phrase);
      }
    }
    run = null;
  };
  let words = 0;
  for (const m of lower.matchAll(WORD)) {
    if (++words > 400 || out.length >= limit) break;
    const word = m[0];
    const start = m.index!;
    const end = start + word.length;
    const parts = partsOf(word, language);
    const joined = run !== null && JOINER.test(lower.slice(run.lastWordEnd, start));
    if (!parts || !joined) close();
    if (!parts) continue;
    if (!run) {
      // A phrase starts on a number (or "a"/"ein" before one); "and" cannot start it, nor "grand" ("a grand",
      // "two grand" are a thousand, "grand" alone is an adjective: "that's grand", "the grand total").
      if (parts[0]!.kind === "and" || word === "grand") continue;
      run = { start, end, parts: [...parts], lastWordEnd: end };
    } else {
      run.parts.push(...parts);
      if (parts.some((p) => p.kind !== "and" && p.kind !== "a")) run.end = end;
      run.lastWordEnd = end;
    }
  }
  close();
  return out.filter((w) => !/^(?:a|and|und|et|y)$/.test(w.text.toLowerCase()));
}

/**
 * Amounts in words as the reader takes them: every phrase in the message's own language, and in the other three
 * only unmistakable ones (100 or more, several words or a long word, never "cent" alone), so that "once" in
 * English is not eleven. Shared by the reader and the reading guard.
 */
/** Number words that are also ordinary words of another of the four languages ("quince": a fruit in English). */
const FALSE_FRIENDS = new Set(["quince", "cents", "mille", "seize"]);

export function readNumberWordsIn(text: string, language: Language, languages: readonly Language[]): NumberWords[] {
  const phrases = readNumberWords(text, language);
  for (const other of languages) {
    if (other === language) continue;
    for (const w of readNumberWords(text, other)) {
      // "grand" read as English in another language's message is that language's word ("il a grand besoin").
      if (other === "en" && /\bgrand\b/iu.test(w.text)) continue;
      // A word of another language is read when it cannot be a word of this one: a hundred and more, or a
      // number word with a currency after it ("Zwanzig Euro weniger?" in a message too short to tell German).
      const withCurrency = w.value >= 10 && w.text.length >= 4 && /^\s?(?:€|euros?\b|eur\b|\$|dollars?\b|dólares\b|£|pounds?\b|francs?\b|franken\b|chf\b)/iu.test(text.slice(w.end, w.end + 10));
      // Or with a word of more or less right after ("Zwanzig weniger, dann passt's" too short to tell German).
      // (Not "once more": Spanish eleven, English once.)
      const relativeAfter = w.value >= 10 && w.text.length >= 4 && !(other === "es" && language === "en" && /^once$/iu.test(w.text)) && /^\s?(?:weniger|mehr|runter|drauf|de moins|de plus|en moins|menos|más|de menos|less|more|off)(?![\p{L}])/iu.test(text.slice(w.end, w.end + 12));
      // Or a long number word that is no word of this language ("Le doy ochenta" where "le" votes French too).
      const longAndForeign = w.value >= 10 && w.text.length >= 6 && !/[\s-]/u.test(w.text) && !FALSE_FRIENDS.has(w.text.toLowerCase());
      const unmistakable = (withCurrency || relativeAfter || longAndForeign || (w.value >= 100 && (/[\s-]/u.test(w.text) || w.text.length >= 5))) && !/^cents?$/iu.test(w.text);
      if (unmistakable && !phrases.some((p) => p.start < w.end && w.start < p.end)) phrases.push(w);
    }
  }
  return phrases.sort((a, b) => a.start - b.start);
}
