/**
 * Reads the money amounts a person wrote. It never invents an amount: every price it returns is a number that
 * stands in the text, converted to integer minor units from its digit string (never through a float).
 * Numbers that are clearly not money (quantities, percentages, dates, times, ordinals, references) are set
 * aside with a reason, so an interpreter can tell "120" from "5 units". Everything is a single pass over the
 * text plus constant-size windows around each number: no regular expression here can backtrack over the
 * whole message. Only the first MAX_NUMBERS_READ numbers are read, so the windows cost a bounded amount
 * whatever the text.
 */

import { minorDigits } from "./money-format";
export interface WrittenPrice {
  /** The amount in minor units of `currency`, or of the negotiation's currency when none was written. */
  minor: number;
  /** ISO code of the currency the buyer wrote (symbol, code or word), or null when none. */
  currency: string | null;
  /** "per unit", "each" → unit; "in total", "for the lot" → total; null when not said. */
  basis: "unit" | "total" | null;
  /** The characters as written, currency included ("€120", "1.299,99 €"). */
  span: string;
  /** Both ends of a range ("100-120", "between 100 and 120") carry it. */
  range?: boolean;
}

export type NotMoneyReason = "quantity" | "percent" | "duration" | "measure" | "date" | "time" | "ordinal" | "reference" | "negative" | "unreadable" | "too large";

/** A number that is not read as a price, and why. `value` is the plain integer when there is one. */
export interface OtherNumber {
  span: string;
  reason: NotMoneyReason;
  value: number | null;
}

export interface WrittenNumbers {
  prices: WrittenPrice[];
  others: OtherNumber[];
  /** The same prices with where they stand in the text (start inclusive, end exclusive). */
  located: Array<{ price: WrittenPrice; start: number; end: number }>;
  /** True when the text holds more than MAX_NUMBERS_READ numbers: only the first ones were read. */
  unread: boolean;
}

/**
 * The most numbers one text is read for. An offer names one amount or two; a message with more is a list, a
 * table or an attack. Each number is read with its own windows of rules around it (currencies before and
 * after, units, dates, ranges: ~750 characters handed to regular expressions when numbers crowd each other),
 * and "1 1 1 …" makes every other character a number: 1,000 of them in a 2,000-character message, 380× the
 * work of an ordinary message of that length. Past this many the reader stops and says so (`unread`); the
 * offline interpreter then asks which amount is the offer, and the reading guard vouches for no price.
 */
export const MAX_NUMBERS_READ = 32;

/** The money amounts in `text`; amounts without a written currency are read in `currency`'s minor units. */
export function readPrices(text: string, currency: string): WrittenPrice[] {
  return readWrittenNumbers(text, currency).prices;
}

/** The minor amounts a text names in the negotiation's currency (or without a currency): what a price may be. */
export function pricesWritten(text: string, currency: string): number[] {
  const code = currency.toUpperCase();
  return readPrices(text, code)
    .filter((p) => p.currency === null || p.currency === code)
    .map((p) => p.minor);
}

// ---------------------------------------------------------------------------------------------------------
// Numerals: digit groups and the separators between them.

export interface Numeral {
  start: number;
  end: number;
  groups: string[];
  seps: string[];
}

/** Canonical decimal: `int` without leading zeros ("0" at least), `frac` without trailing zeros. */
export interface Decimal {
  int: string;
  frac: string;
}

const SPACE_GROUPING = " \u00A0\u202F";
const APOSTROPHES = "'’";

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function digitRunEnd(text: string, from: number): number {
  let j = from;
  while (j < text.length && isDigitCode(text.charCodeAt(j))) j++;
  return j;
}

/**
 * Every run of ASCII digits with its thousands and decimal separators ("1,299.99", "1.299,99", "1'299").
 * With `spaceGroups`, a space followed by exactly three digits continues the number ("1 299,99").
 * At most `limit` numerals, the first ones.
 */
export function scanNumerals(text: string, spaceGroups: boolean, limit = Infinity): Numeral[] {
  const out: Numeral[] = [];
  let i = 0;
  while (i < text.length && out.length < limit) {
    if (!isDigitCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let j = digitRunEnd(text, i);
    const groups = [text.slice(i, j)];
    const seps: string[] = [];
    /** The one separator used so far: undefined before the first, null once two kinds were seen. */
    let only: string | null | undefined;
    for (;;) {
      const sep = text[j];
      if (sep === undefined) break;
      const k = digitRunEnd(text, j + 1);
      if (k === j + 1) break;
      const isPunct = sep === "." || sep === ",";
      // Grouping by spaces or apostrophes needs exactly three digits after it and comes before any decimal mark.
      const grouping = (APOSTROPHES.includes(sep) || (spaceGroups && SPACE_GROUPING.includes(sep))) && k - j - 1 === 3 && (only === undefined || only === sep);
      if (!isPunct && !grouping) break;
      only = only === undefined || only === sep ? sep : null;
      seps.push(sep);
      groups.push(text.slice(j + 1, k));
      j = k;
    }
    out.push({ start, end: j, groups, seps });
    i = j;
  }
  return out;
}

function trimLeadingZeros(s: string): string {
  let i = 0;
  while (i < s.length - 1 && s[i] === "0") i++;
  return s.length === 0 ? "0" : s.slice(i);
}

function trimTrailingZeros(s: string): string {
  let e = s.length;
  while (e > 0 && s[e - 1] === "0") e--;
  return s.slice(0, e);
}

function decimal(int: string, frac: string): Decimal {
  return { int: trimLeadingZeros(int), frac: trimTrailingZeros(frac) };
}

/** "1,299" or "1 299 000": a first group of 1-3 digits (not a leading zero), then groups of exactly 3, one separator kind. */
function validThousands(groups: string[], seps: string[]): boolean {
  const first = groups[0]!;
  if (first.length < 1 || first.length > 3 || (first.startsWith("0") && groups.length > 1)) return false;
  return groups.slice(1).every((g) => g.length === 3) && seps.every((s) => s === seps[0]);
}

/** What a numeral can mean, most likely first ("1,299" → 1299 then 1.299). Empty when no reading fits (dates, versions). */
export function numeralReadings(numeral: Pick<Numeral, "groups" | "seps">): Decimal[] {
  const { groups, seps } = numeral;
  if (seps.length === 0) return [decimal(groups[0]!, "")];
  const out: Decimal[] = [];
  if (validThousands(groups, seps)) out.push(decimal(groups.join(""), ""));
  const last = seps[seps.length - 1]!;
  if (last === "." || last === ",") {
    const head = groups.slice(0, -1);
    const headSeps = seps.slice(0, -1);
    const lastGroup = groups[groups.length - 1]!;
    if (!headSeps.includes(last) && (head.length === 1 || validThousands(head, headSeps))) {
      const reading = decimal(head.join(""), lastGroup);
      // Three digits after a single mark are usually thousands ("1.299 €"); anything else is a decimal part.
      if (lastGroup.length === 3) out.push(reading);
      else out.unshift(reading);
    }
  }
  return out;
}

/** Multiplies by a power of ten by moving the decimal point ("1.2k"). */
function shift(d: Decimal, places: number): Decimal {
  const frac = d.frac.padEnd(places, "0");
  return decimal(d.int + frac.slice(0, places), frac.slice(places));
}

/** Minor units of a decimal, or null when it has more decimals than the currency or exceeds 2^53 - 1. */
export function toMinor(d: Decimal, digits: number): number | null {
  if (d.frac.length > digits) return null;
  if (d.int.length > 20) return null;
  const minor = BigInt(d.int + d.frac.padEnd(digits, "0"));
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

// ---------------------------------------------------------------------------------------------------------
// Currencies: symbols, codes and words, before or after a number.

const DOLLAR_CODES = new Set(["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "TWD", "ARS", "CLP", "COP"]);
const YEN_CODES = new Set(["JPY", "CNY"]);
const KRONA_CODES = new Set(["SEK", "NOK", "DKK", "ISK"]);

/** Upper-case ISO codes read as currencies. Codes that are common English words in upper case (ALL, TOP, CUP) are left out. */
export const CURRENCY_CODES = new Set(
  (
    "EUR USD GBP CHF JPY CNY RMB CAD AUD NZD SEK NOK DKK ISK PLN CZK HUF RON BGN TRY RUB UAH INR KRW SGD HKD MXN BRL ARS " +
    "CLP COP PEN ZAR ILS AED SAR QAR THB IDR MYR PHP VND TWD KWD BHD OMR JOD EGP NGN KES GHS PKR BDT LKR BTC ETH USDT USDC"
  ).split(" "),
);
/** Lower-case codes people type ("120 eur") that are not English words. */
const LOWERCASE_CODES = new Set(["eur", "usd", "gbp", "chf", "jpy", "cny", "cad", "aud", "nzd", "sek", "nok", "dkk", "pln", "czk", "huf", "inr", "sgd", "hkd", "mxn", "brl", "zar", "krw", "btc", "usdt"]);

/** Symbols, longest first so "US$" wins over "$". A function resolves the ambiguous ones by the negotiation's currency. */
const SYMBOLS: Array<[string, (ctx: string) => string]> = [
  ["US$", () => "USD"],
  ["CA$", () => "CAD"],
  ["AU$", () => "AUD"],
  ["NZ$", () => "NZD"],
  ["HK$", () => "HKD"],
  ["A$", () => "AUD"],
  ["C$", () => "CAD"],
  ["S$", () => "SGD"],
  ["R$", () => "BRL"],
  ["Fr.", () => "CHF"],
  ["zł", () => "PLN"],
  ["Kč", () => "CZK"],
  ["Rs.", () => "INR"],
  ["Rs", () => "INR"],
  ["kr.", (ctx) => (KRONA_CODES.has(ctx) ? ctx : "SEK")],
  ["kr", (ctx) => (KRONA_CODES.has(ctx) ? ctx : "SEK")],
  ["€", () => "EUR"],
  ["£", () => "GBP"],
  ["$", (ctx) => (DOLLAR_CODES.has(ctx) ? ctx : "USD")],
  ["¥", (ctx) => (YEN_CODES.has(ctx) ? ctx : "JPY")],
  ["￥", (ctx) => (YEN_CODES.has(ctx) ? ctx : "JPY")],
  ["₹", () => "INR"],
  ["₩", () => "KRW"],
  ["₽", () => "RUB"],
  ["₺", () => "TRY"],
  ["₪", () => "ILS"],
  ["₫", () => "VND"],
  ["฿", () => "THB"],
  ["₱", () => "PHP"],
  ["₴", () => "UAH"],
  ["₦", () => "NGN"],
  ["₿", () => "BTC"],
  ["₵", () => "GHS"],
];

/** Everyday words for money that name no currency of their own ("balles", "pavos", "Mäuse", "Stutz"), lower case. */
export const SLANG_MONEY_WORDS: readonly string[] = ["balles", "pavos", "pelas", "mäuse", "kröten", "euronen", "ocken", "stutz", "stütz", "piasses", "piastres"];
const SLANG_MONEY = new RegExp(`^(?:${SLANG_MONEY_WORDS.join("|")})(?![a-zäöü])`);

/** Currency words after a number ("120 euros", "12 bucks"). */
const WORDS: Array<[RegExp, (ctx: string) => string]> = [
  [/^euros?(?![a-z])/, () => "EUR"],
  [/^(?:dollars?|bucks?)(?![a-z])/, (ctx) => (DOLLAR_CODES.has(ctx) ? ctx : "USD")],
  [/^(?:pounds?(?: sterling)?|quid)(?![a-z])/, () => "GBP"],
  [/^yen(?![a-z])/, () => "JPY"],
  [/^(?:yuan|renminbi)(?![a-z])/, () => "CNY"],
  [/^(?:swiss )?francs?(?![a-z])/, () => "CHF"],
  [/^rupees?(?![a-z])/, () => "INR"],
  [/^(?:kronor|krona|kroner|krone)(?![a-z])/, (ctx) => (KRONA_CODES.has(ctx) ? ctx : "SEK")],
  [/^(?:zlotys?|złotys?|zloty|złoty)(?![a-z])/, () => "PLN"],
  // Everyday words for money, in the negotiation's own currency: "60 balles", "60 pavos", "60 Mäuse", "180 Stutz".
  [SLANG_MONEY, (ctx) => ctx],
];

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch);
}

function codeOf(word: string): string | null {
  if (CURRENCY_CODES.has(word)) return word === "RMB" ? "CNY" : word;
  if (LOWERCASE_CODES.has(word)) return word.toUpperCase();
  return null;
}

interface CurrencyMatch {
  currency: string;
  /** Where the currency text starts (prefix) or ends (suffix). */
  edge: number;
}

function skipSpacesBack(text: string, at: number): number {
  let p = at;
  for (let n = 0; n < 2 && p > 0 && SPACE_GROUPING.includes(text[p - 1]!); n++) p--;
  return p;
}

function skipSpacesForward(text: string, at: number): number {
  let p = at;
  for (let n = 0; n < 2 && p < text.length && SPACE_GROUPING.includes(text[p]!); n++) p++;
  return p;
}

/** A currency written right before position `at` ("€ 120", "EUR120", "US$120"). */
function currencyBefore(text: string, at: number, ctx: string): CurrencyMatch | null {
  const p = skipSpacesBack(text, at);
  for (const [symbol, resolve] of SYMBOLS) {
    const from = p - symbol.length;
    if (from >= 0 && text.startsWith(symbol, from) && !(isLetter(symbol[0]) && isLetter(text[from - 1]))) return { currency: resolve(ctx), edge: from };
  }
  const from = p - 3;
  if (from >= 0 && !isLetter(text[from - 1])) {
    const code = codeOf(text.slice(from, p));
    if (code) return { currency: code, edge: from };
  }
  const ch = text[p - 1];
  if (ch !== undefined && /\p{Sc}/u.test(ch)) return { currency: ch, edge: p - 1 };
  return null;
}

/** A currency written right after position `at` ("120 €", "120EUR", "120 euros"). */
function currencyAfter(text: string, at: number, ctx: string): CurrencyMatch | null {
  const p = skipSpacesForward(text, at);
  for (const [symbol, resolve] of SYMBOLS) {
    if (text.startsWith(symbol, p) && !(isLetter(symbol[symbol.length - 1]) && isLetter(text[p + symbol.length]))) return { currency: resolve(ctx), edge: p + symbol.length };
  }
  if (!isLetter(text[p + 3])) {
    const code = codeOf(text.slice(p, p + 3));
    if (code) return { currency: code, edge: p + 3 };
  }
  const window = text.slice(p, p + 16).toLowerCase();
  for (const [word, resolve] of WORDS) {
    const m = word.exec(window);
    if (m) return { currency: resolve(ctx), edge: p + m[0].length };
  }
  const ch = text[p];
  if (ch !== undefined && /\p{Sc}/u.test(ch)) return { currency: ch, edge: p + 1 };
  return null;
}

/** Every currency a text mentions (symbols, codes, words), wherever it stands; for checking replies. */
export function currencyMentions(text: string, ctx: string): Array<{ span: string; currency: string }> {
  const out: Array<{ span: string; currency: string }> = [];
  for (const m of text.matchAll(/\p{Sc}|\b[A-Za-z]{3,5}\b|\b(?:euros?|dollars?|bucks?|pounds?|quid|yen|yuan|renminbi|francs?|rupees?|kronor|krona|kroner|krone|zlotys?|cents?)\b/giu)) {
    const word = m[0];
    if (/^\p{Sc}$/u.test(word)) {
      const symbol = SYMBOLS.find(([s]) => s === word);
      out.push({ span: word, currency: symbol ? symbol[1](ctx) : word });
      continue;
    }
    const code = CURRENCY_CODES.has(word) ? codeOf(word) : LOWERCASE_CODES.has(word) ? codeOf(word) : null;
    if (code) {
      out.push({ span: word, currency: code });
      continue;
    }
    if (/^cents?$/i.test(word)) {
      out.push({ span: word, currency: "cent" });
      continue;
    }
    const lower = word.toLowerCase();
    const known = WORDS.find(([re]) => re.test(lower));
    if (known) out.push({ span: word, currency: known[1](ctx) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// What a number is attached to.

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

const PERCENT_AFTER = /^ ?(?:%|percent(?![a-z])|per ?cent(?![a-z])|pct(?![a-z]))/;
const ORDINAL_AFTER = /^(?:st|nd|rd|th)(?![a-z])/;
const QUANTITY_AFTER =
  /^ ?(?:units?(?! ?price)|pcs?\.?|pieces?(?! of (?:gold|silver|eight))|items?|boxes|box|pairs?|packs?|sets?|cartons?|pallets?|crates?|bottles?|bags?|cases?|licen[cs]es?|seats?|users?|people|persons?|customers?|employees?|copies|of (?:them|these|those|it|each)|x(?![a-z])|×|times|stück|stk\.?|einheiten|exemplare|unités?|pièces(?! d'or| d'argent| de monnaie)|exemplaires|unidades|piezas(?! de oro| de plata)|ejemplares)(?![a-zäöüéèíóúñ])/;
/**
 * Counted things a message describes ("für 15 Nutzer", "de 12 panneaux", "14 anuncios comparables"): not money, and
 * not the negotiation's quantity either (a licence for 15 users is one licence), so set aside as a reference.
 */
const COUNTED_AFTER =
  /^ ?(?:devices|guests|participants|attendees|employees|modules|panels|rooms|nights|listings|users|nutzer|benutzer|lizenzen|plätze|personen|gäste|teilnehmer|module|modulen|paletten|geräte|mitarbeiter(?:innen)?|inserate|anzeigen|utilisateurs?|postes|personnes|invités|panneaux|palettes|appareils|salariés|annonces|usuarios?|licencias|puestos|personas|invitados|participantes|placas|paneles|palés|palets|módulos|equipos|empleados|anuncios)(?![a-zäöüéèíóúñ])/;
/**
 * A count of things per container ("2,500 sheets per box", "2.500 Blatt pro Karton", "2 500 feuilles par carton",
 * "2.500 hojas por caja"): a product's description. A word for money in that place ("450 euros per unit") is read
 * as a currency before this is asked; "each", "per" and "a" straight after the number are a unit price's words.
 */
const COUNT_PER_CONTAINER =
  /^ ?(?!(?:each|apiece|euros?|dollars?|bucks|pounds?|quid|francs?|franken|pesos?|cents?|céntimos?|centimes?|net|netto|brut|brutto|gross|plus|más|mehr|de plus|and|et|und|y|e|or|ou|oder|o|but|mais|aber|pero|cash|comptant|bar|efectivo|en|in|im|au|al|con|with|mit|avec|payable|paid|paye|payé|pagado|bezahlt|ttc|ht|hors|inkl|incl|exkl|excl)(?![\p{L}]))\p{L}{2,20} (?:per|pro|par|por) (?!(?:virement|chèque|cheque|carte|card|paypal|transfer|bank|überweisung|karte|tarjeta|transferencia|bizum|mois|month|monat|mes|semaine|week|woche|semana|jour|day|tag|día|year|jahr|an|año)(?![\p{L}]))\p{L}{3,}/u;
/** Units of time, in the four languages. */
const DURATION_UNITS = String.raw`(?:engine|operating|running|working|flight|machine|motor|service)\s(?:hours?|hrs?)|[a-zäöü]{3,12}stunden|days?|weeks?|months?|years?|yrs?|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|business days?|working days?|tage|tagen|tag|stunden|std\.?|wochen|woche|monate|monaten|monat|jahre|jahren|jahr|minuten|sekunden|jours?|heures?|semaines?|mois|ans|années?|secondes?|sec|días?|horas?|semanas?|meses|mes|años?|minutos?|segundos?|seg`;
/** A length of time after a number: "12 months", "zwölf Monate", "3 semaines", "doce meses" (digits or words). */
export const DURATION_AFTER = new RegExp(String.raw`^ ?(?:${DURATION_UNITS})(?![a-zäöüéèíóúñ])`);
/** The same, or an hour of the clock ("7 am", "5 p.m.", "six o'clock"), in one pass; the hour mark captured. */
const DURATION_OR_HOUR_AFTER = new RegExp(String.raw`^ ?(?:${DURATION_UNITS}|(am|pm|a\.m\.|p\.m\.|o'clock))(?![a-zäöüéèíóúñ])`);
const CLOCK_AFTER = /^ ?uhr(?![a-zäöü])/;
const CLOCK_BEFORE = /(?:^|[^a-z])(?:a|sobre|hacia|desde|hasta|antes de|después de) las\s$/;
const MEASURE_AFTER =
  /^ ?(?:kg|kgs|g|grams?|lbs?|oz|km|miles?|mi|m|cm|mm|meters?|metres?|inch(?:es)?|in\.|ft|feet|l|ml|liters?|litres?|gallons?|gb|tb|mb|kb|go|gio|tio|to(?= de )|mo(?= de )|ghz|mhz|hz|kw|kwh|mah|mp|px|dpi|sq ?m|m2|m²)(?![a-z\u00C0-\u024F])/;
const MONTH_AFTER = new RegExp(`^ ?(?:of )?${MONTH}(?![a-z])`);
const MONTH_BEFORE = new RegExp(`(?:^|[^a-z])${MONTH}\\.? ?$`);
const YEAR_BEFORE = /(?:^|[^a-z])(?:in|since|until|till|by|before|after|year)\s$/;
const PAYMENT_DAYS_BEFORE = /(?:^|[^a-z])(?:net|netto)\s?$/;
const PAYMENT_DAYS = new Set([7, 10, 14, 15, 21, 30, 45, 60, 90, 120]);
const REFERENCE_BEFORE = /(?:#|n°|nº|(?:^|[^a-z])(?:nr\.?|number|order|invoice|ref\.?|reference|sku|model|version|v|round|rounds|page|room|id|ticket)\s?)$/;
// "for all 4", "for the 4": the units bought ("for 300" alone stays a price).
const QUANTITY_BEFORE = /(?:(?:^|[^a-z])(?:qty|quantity|x)\s?|×\s?|(?:^|[^a-z])for\s(?:all|the|all\sthe)\s)$/;
const BUY_BEFORE = /(?:^|[^a-z])(?:buy|buying|order|ordering|purchase|take|get|need|want)\s$/;
const PRICE_FOLLOWS = /^\s(?:(?:at|@|for)\s?)?(?:\p{Sc}|\d)/u;

const UNIT_AFTER =
  /^\s?(?:\/\s?(?:unit|piece|pc|pcs|item|each|ea|one|u)(?![a-z])|(?:per|a|an|for each|for one)\s(?:unit|piece|pc|item|one|each|bottle|box|license|licence|seat|copy|pair)(?![a-z])|each(?![a-z])|apiece(?![a-z])|ea\.?(?![a-z])|per\s(?!cent(?![a-z]))[a-z]+)/;
const TOTAL_AFTER =
  /^\s?(?:in\s)?(?:total(?![a-z])|overall(?![a-z])|combined(?![a-z])|altogether(?![a-z])|all[\s-]in(?![a-z])|all\stogether(?![a-z])|for\s(?:all(?![a-z])|everything(?![a-z])|the\s(?:lot|whole|entire|full|batch|order)(?![a-z])|both(?![a-z])|them\sall(?![a-z])|the\s\d+(?![0-9])|\d+\s?(?:units?|pieces?|pcs|items)(?![a-z])))/;
const UNIT_BEFORE = /(?:unit\sprice|price\sper\s(?:unit|piece|item)|per\s(?:unit|piece|item)|each\sat|apiece\sat)\s?(?:of|is|would\sbe|:|=|at)?\s?(?:about\s)?$/;
const TOTAL_BEFORE = /(?:total|in\stotal|altogether|overall|whole\s(?:order|lot)|for\s(?:all|everything|the\slot)(?:\sof\sthem)?)\s?(?:price|cost|amount|offer|sum)?\s?(?:of|is|would\sbe|be|:|=|at)?\s?(?:about\s)?$/;
const RANGE_BETWEEN = /^\s{0,3}(?:-|–|—|~|to|and|or so to)\s{0,3}$/;
/**
 * "zwischen 950 und 1.000", "entre 950 et 1 000", "entre 950 y 1.000": a range, said with "between" before it; "von 950
 * bis 1.000", "de 950 à 1 000", "de 950 a 1.000", "desde 950 hasta 1.000": one, going up ("de 500 à 450" is a move).
 */
const RANGE_BETWEEN_OTHER = /^\s{0,3}(?:€|eur|euros?|chf|fr\.|franken|francs)?\s{0,3}(?:und|et|y|bis|à|a|hasta)\s{0,3}$/u;
const BETWEEN_BEFORE = /(?:zwischen|entre)\s{0,3}\p{Sc}?\s{0,3}$/u;
const FROM_BEFORE = /(?:^|[^\p{L}])(?:von|de|desde|d')\s{0,3}\p{Sc}?\s{0,3}$/u;

interface Candidate {
  numeral: Numeral;
  /** Span including the currency and any "k" or ",-". */
  start: number;
  end: number;
  currency: string | null;
  /** Minor units when read as money, else why not. */
  minor: number | null;
  reason: NotMoneyReason | null;
  basis: "unit" | "total" | null;
  range?: boolean;
}

function plainInteger(numeral: Numeral): number | null {
  if (numeral.seps.length > 0 || numeral.groups[0]!.length > 15) return null;
  return Number(numeral.groups[0]);
}

/** Whether a number is part of a time ("10:30") or a date ("12/05", "12.05.2024"). */
function dateOrTimeAt(text: string, numeral: Numeral): NotMoneyReason | null {
  const before = text[numeral.start - 1];
  const beforeThat = text.charCodeAt(numeral.start - 2);
  const after = text[numeral.end];
  const afterThat = text.charCodeAt(numeral.end + 1);
  if ((after === ":" && isDigitCode(afterThat)) || (before === ":" && isDigitCode(beforeThat))) return "time";
  if ((after === "/" && isDigitCode(afterThat)) || (before === "/" && isDigitCode(beforeThat))) return "date";
  const { groups, seps } = numeral;
  if (groups.length === 3 && seps[0] === "." && seps[1] === "." && groups[0]!.length <= 2 && groups[1]!.length <= 2 && (groups[2]!.length === 2 || groups[2]!.length === 4)) return "date";
  return null;
}

/** Dashed dates ("2024-05-12", "12-05-2024"): the text span they cover. */
function dashedDateEnd(text: string, at: number): number | null {
  const re = /\d{4}-\d{1,2}-\d{1,2}(?![0-9])|\d{1,2}-\d{1,2}-\d{2,4}(?![0-9])/y;
  re.lastIndex = at;
  const m = re.exec(text);
  return m ? at + m[0].length : null;
}

/** "+49 170 1234567": an international phone number, one reference however it is spaced. */
function phoneEnd(text: string, at: number): number | null {
  if (text[at - 1] !== "+") return null;
  const re = /\d{1,3}(?:[ \-.]?\d{2,5}){2,5}/y;
  re.lastIndex = at;
  const m = re.exec(text);
  return m ? at + m[0].length : null;
}

function classify(text: string, numeral: Numeral, ctx: string): Candidate {
  const lower = (from: number, to: number) => text.slice(Math.max(0, from), Math.max(0, to)).toLowerCase();
  const candidate: Candidate = { numeral, start: numeral.start, end: numeral.end, currency: null, minor: null, reason: null, basis: null };
  let end = numeral.end;
  let thousand = false;
  // "1.2k", "12K": thousands; "120,-" / "120.-": a whole amount.
  if ((text[end] === "k" || text[end] === "K") && !isLetter(text[end + 1])) {
    thousand = true;
    end++;
  } else if ((text[end] === "," || text[end] === ".") && text[end + 1] === "-") {
    end += text[end + 2] === "-" ? 3 : 2;
  }
  const prefix = currencyBefore(text, numeral.start, ctx);
  const suffix = prefix ? null : currencyAfter(text, end, ctx);
  const glued = isLetter(text[numeral.start - 1]) && !prefix;
  candidate.start = prefix ? prefix.edge : numeral.start;
  candidate.end = suffix ? suffix.edge : end;
  candidate.currency = prefix?.currency ?? suffix?.currency ?? null;

  const after = lower(end, end + 40);
  const before = lower(candidate.start - 40, candidate.start);
  const hasCurrency = candidate.currency !== null;
  const afterCurrency = lower(candidate.end, candidate.end + 40);
  if (UNIT_AFTER.test(afterCurrency) || UNIT_BEFORE.test(before)) candidate.basis = "unit";
  else if (TOTAL_AFTER.test(afterCurrency) || TOTAL_BEFORE.test(before)) candidate.basis = "total";

  // The amount first (a range may later show a "negative" number was its upper end), then why it is not money.
  const cents = /^ ?cents?(?![a-z])/.exec(after);
  if (cents && !hasCurrency && !thousand && minorDigits(ctx) === 2) {
    // "99 cents": minor units of a two-decimal currency.
    candidate.end = end + cents[0].length;
    candidate.minor = plainInteger(numeral);
  } else {
    const digits = minorDigits(candidate.currency && /^[A-Z]{3,4}$/.test(candidate.currency) ? candidate.currency : ctx);
    const readings = numeralReadings(numeral).map((d) => (thousand ? shift(d, 3) : d));
    for (const reading of readings) {
      candidate.minor = toMinor(reading, digits);
      if (candidate.minor !== null) break;
      if (reading.frac.length <= digits) candidate.reason = "too large";
    }
    if (candidate.minor === null) candidate.reason ??= "unreadable";
    else candidate.reason = null;
  }
  // A unit, date or sign attached to the number says more than whether its digits parse.
  candidate.reason = notMoneyReason(text, numeral, { before, after, hasCurrency, thousand, glued }) ?? candidate.reason;
  return candidate;
}

interface Surroundings {
  before: string;
  after: string;
  hasCurrency: boolean;
  thousand: boolean;
  glued: boolean;
}

/** Why a number is clearly not money: a unit, percent sign, date, time or reference attached to it. */
function notMoneyReason(text: string, numeral: Numeral, s: Surroundings): NotMoneyReason | null {
  const dateOrTime = dateOrTimeAt(text, numeral);
  if (dateOrTime) return dateOrTime;
  if (PERCENT_AFTER.test(s.after)) return "percent";
  const sign = text[numeral.start - 1];
  const beforeSign = text[numeral.start - 2] ?? "";
  if (sign === "+") return "reference";
  if (sign === "-" && (beforeSign === "" || /[\s(:=\p{Sc}]/u.test(beforeSign))) return "negative";
  if (s.hasCurrency || s.thousand) return null;
  const { before, after } = s;
  // Dimensions ("10x10 booth", "3 × 3 m", "120x60x75 cm"): sides of a thing, not a count and not money.
  if (isDimension(text, numeral)) return "measure";
  if (s.glued) return QUANTITY_BEFORE.test(before) ? "quantity" : "reference";
  if (ORDINAL_AFTER.test(after)) return "ordinal";
  if (COUNTED_AFTER.test(after) || COUNT_PER_CONTAINER.test(after)) return "reference";
  if (QUANTITY_AFTER.test(after) || QUANTITY_BEFORE.test(before)) return "quantity";
  // (An hour of the clock only up to twelve: the German "am" is "on" — "130 am Samstag".)
  const duration = DURATION_OR_HOUR_AFTER.exec(after);
  if (duration && (duration[1] === undefined || (plainInteger(numeral) ?? Infinity) <= 12)) return "duration";
  if (MEASURE_AFTER.test(after)) return "measure";
  const small = plainInteger(numeral);
  // A time of day: "um 18 Uhr", "a las 6" ("um 20 runter" stays an amount: no "Uhr" after it).
  if (small !== null && small <= 24 && (CLOCK_AFTER.test(after) || CLOCK_BEFORE.test(before))) return "time";
  if (small !== null && small >= 1 && small <= 31 && (MONTH_AFTER.test(after) || MONTH_BEFORE.test(before))) return "date";
  if (small !== null && small >= 1900 && small <= 2100 && (MONTH_BEFORE.test(before) || YEAR_BEFORE.test(before))) return "date";
  // "net 30", "Netto 60": days to pay (reader/terms.ts reads them as a payment term), not an amount.
  if (PAYMENT_DAYS_BEFORE.test(before) && small !== null && PAYMENT_DAYS.has(small)) return "duration";
  if (REFERENCE_BEFORE.test(before) || isLetter(text[numeral.end])) return "reference";
  if (BUY_BEFORE.test(before) && PRICE_FOLLOWS.test(after)) return "quantity";
  return null;
}

const SIDE_AFTER = /^ ?[x×] ?(\d{1,4})(?![\d.,]\d)/u;
const SIDE_BEFORE = /(?<![\d.,])(\d{1,4}) ?[x×] ?$/u;
/**
 * A number joined to another by "x" or "×" into a dimension: both sides equal ("10x10", "3 × 3"), a third side
 * ("120x60x75"), or a measuring unit after the last side ("3 x 4 m", "20x30cm"). "2 x 450" (two at 450) is none of
 * these and stays a count beside a price.
 */
function isDimension(text: string, numeral: Numeral): boolean {
  const own = text.slice(numeral.start, numeral.end);
  if (!/^\d{1,4}$/u.test(own)) return false;
  const after = SIDE_AFTER.exec(text.slice(numeral.end, numeral.end + 8));
  const before = SIDE_BEFORE.exec(text.slice(Math.max(0, numeral.start - 8), numeral.start));
  if (!after && !before) return false;
  const sides = [before?.[1], own, after?.[1]].filter((x): x is string => x !== undefined);
  if (sides.length === 3 || sides[0] === sides[1]) return true;
  // The measuring unit after the last side of the pair (and only digits, "x" or "×" between them and it).
  const tail = after ? text.slice(numeral.end + after[0].length, numeral.end + after[0].length + 8) : text.slice(numeral.end, numeral.end + 8);
  if (/^ ?[x×] ?\d/u.test(tail)) return true;
  return MEASURE_AFTER.test(tail.toLowerCase());
}

/** Every number in `text`: the money amounts, and the others with why they are not money. Never throws. */
export function readWrittenNumbers(text: string, currency: string, standingMinor: number | null = null): WrittenNumbers {
  try {
    return read(text, currency.toUpperCase(), standingMinor);
  } catch {
    return { prices: [], others: [], located: [], unread: false };
  }
}

function read(text: string, ctx: string, standingMinor: number | null): WrittenNumbers {
  const candidates: Candidate[] = [];
  let spanned: { end: number; reason: NotMoneyReason } | null = null;
  let unread = false;
  // Each numeral adds at least one candidate, so one past the limit is all the scan needs to find.
  for (const numeral of scanNumerals(text, true, MAX_NUMBERS_READ + 1)) {
    if (candidates.length >= MAX_NUMBERS_READ) {
      unread = true;
      break;
    }
    const dashed = dashedDateEnd(text, numeral.start);
    const phone = dashed === null ? phoneEnd(text, numeral.start) : null;
    if (dashed !== null) spanned = { end: dashed, reason: "date" };
    else if (phone !== null) spanned = { end: phone, reason: "reference" };
    if (spanned && numeral.start < spanned.end) {
      candidates.push({ numeral, start: numeral.start, end: numeral.end, currency: null, minor: null, reason: spanned.reason, basis: null });
      continue;
    }
    const candidate = classify(text, numeral, ctx);
    // "buy 2 100 each" is two numbers: space grouping only counts with a currency or a decimal part.
    const spaced = numeral.seps.some((s) => SPACE_GROUPING.includes(s));
    const lastSep = numeral.seps[numeral.seps.length - 1];
    // "1 150, ça vous va ?" beside an offer of 1 299: the grouped reading is near the shop's offer and the last
    // group alone is not, so the space groups thousands; otherwise the pieces are read apart (and the reader
    // decides on them, never on a dropped piece).
    const groupedNearOffer =
      spaced &&
      standingMinor !== null &&
      candidate.minor !== null &&
      candidate.minor * 2 >= standingMinor &&
      candidate.minor <= standingMinor * 2 &&
      (Number(numeral.groups[numeral.groups.length - 1]) * 10 ** minorDigits(ctx)) * 2 < standingMinor;
    if (spaced && candidate.currency === null && lastSep !== "," && lastSep !== "." && !groupedNearOffer) {
      for (const piece of scanNumerals(text.slice(numeral.start, numeral.end), false, MAX_NUMBERS_READ - candidates.length + 1)) {
        if (candidates.length >= MAX_NUMBERS_READ) {
          unread = true;
          break;
        }
        candidates.push(classify(text, { ...piece, start: piece.start + numeral.start, end: piece.end + numeral.start }, ctx));
      }
      continue;
    }
    candidates.push(candidate);
  }
  markRanges(text, candidates);
  const out: WrittenNumbers = { prices: [], others: [], located: [], unread };
  for (const c of candidates) {
    const span = text.slice(c.start, c.end);
    if (c.minor !== null && c.reason === null) {
      const price: WrittenPrice = { minor: c.minor, currency: c.currency, basis: c.basis, span };
      if (c.range) price.range = true;
      out.prices.push(price);
      out.located.push({ price, start: c.start, end: c.end });
    } else {
      out.others.push({ span, reason: c.reason ?? "unreadable", value: plainInteger(c.numeral) });
    }
  }
  return out;
}

/** "100-120", "100 to 120", "between 100 and 120": both ends share currency and basis, and neither is the offer alone. */
function markRanges(text: string, candidates: Candidate[]): void {
  for (let i = 0; i + 1 < candidates.length; i++) {
    const a = candidates[i]!;
    const b = candidates[i + 1]!;
    if (b.start - a.end > 12) continue;
    const between = text.slice(a.end, b.start).toLowerCase();
    const lead = text.slice(Math.max(0, a.start - 12), a.start).toLowerCase();
    if (RANGE_BETWEEN_OTHER.test(between)) {
      const said = /(?:und|et|y)\s{0,3}$/u.test(between) ? BETWEEN_BEFORE.test(lead) : FROM_BEFORE.test(lead) && a.minor !== null && b.minor !== null && b.minor > a.minor;
      if (!said) continue;
    } else {
      if (!RANGE_BETWEEN.test(between)) continue;
      if (/and/.test(between) && !/between\s{0,3}\p{Sc}?\s{0,3}$/u.test(lead)) continue;
    }
    // A range of quantities or percentages ("1-2 units") is not money at either end.
    const other = a.reason ?? b.reason;
    if (b.reason === "negative" && a.reason === null) b.reason = null;
    else if (other && other !== "negative") {
      a.reason = a.reason ?? other;
      b.reason = b.reason ?? other;
      continue;
    }
    if (a.minor === null || b.minor === null || a.reason || b.reason) continue;
    a.range = b.range = true;
    a.currency ??= b.currency;
    b.currency ??= a.currency;
    a.basis ??= b.basis;
    b.basis ??= a.basis;
  }
}
