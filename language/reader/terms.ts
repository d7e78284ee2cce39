/**
 * Terms besides price in a buyer's words (issue 28): "450 if you deliver by Friday", "I can pay in 30 days at
 * 470", "480 with the 3-year warranty", "I'll take option 2". Given the product's public terms (ids, labels,
 * units, ranges, values) and the standing offer's options, it finds:
 * - numbers written with a unit ("30 days", "3-year", "36 Monate", "99.9 %", "net 30"), or right after a term's
 *   name ("Zahlungsziel 45"), and days named by a weekday or a date ("by Friday", "bis zum 15. März"), which
 *   count only when a `now` is given (calendar days from the date of `now`, at `utcOffsetMinutes`);
 * - the term each belongs to: by the term's own label, id and unit first (data-driven), then by the few family
 *   names of term-words.ts, within the same clause; a unit alone decides only when one term has it;
 * - the values of ordinal and categorical terms, as the product declares them ("premium support", "FOB");
 * - the shop's options named by position ("option 2", "the second one", "la deuxième") or by id.
 * A value is a number the buyer wrote, or an exact conversion of one (3 years → 36 months, 2 weeks → 14 days,
 * 48 hours → 2 days), or the days from `now` to a day the buyer named. Nothing is rounded: a value off the term's
 * grid or out of its range, a unit that does not convert exactly (months to days), a number two terms could take,
 * a term the product does not negotiate, a date without a `now` — each is a problem, and the reading asks back.
 * `priceView` is the message with what was read as terms blanked out, for the price reader to read the price
 * from (so "30" of "30 days" can never be read as the price). Linear passes with bounded patterns.
 */
import { ASK } from "../asking";
import { askAboutTerm, type Choice } from "../asking-terms";
import type { PublicTerm } from "../../terms/types";
import { onStep } from "../../terms/values";
import type { InterpretationContext, OfferOption, TermSource, TermValues } from "../interpretation";
import { unicodeWords } from "./unicode-words";
import { normalizeForRules } from "./normalize";
import { readNumberWordsIn } from "./number-words";
import { setAsideNotPrices } from "./set-aside";
import { detectLanguage } from "./language";
import { MAX_NUMBERS_READ, numeralReadings, scanNumerals } from "../written-prices";
import {
  FAMILIES,
  IF_WORDS,
  LABEL_STOPWORDS,
  MONTHS,
  NET_DAYS,
  NOT_CALENDAR_DAYS,
  OPTION_DETERMINERS,
  OPTION_NOUNS,
  OPTION_NOUNS_AFTER_DETERMINER,
  OPTION_NUMBER_WORDS,
  ORDINALS,
  RELATIVE_DAYS,
  TERM_FILLERS,
  THE_ONE_WITH,
  UNCLEAR_WEEK,
  UNIT_FACTORS,
  UNIT_STEMS,
  UNIT_WORDS,
  WEEKDAYS,
  type CanonicalUnit,
} from "./term-words";

const LANGS = ["en", "de", "fr", "es"] as const;

type TermSourceHow = TermSource["how"];

/** Something about the terms that must be asked back (the reading stays below HIGH). */
export interface TermProblem {
  gap: string;
  question: string;
}

/** An option the buyer named. */
export interface OptionReference {
  start: number;
  end: number;
  text: string;
  /** The option's id, or null when the reference names none of the options given. */
  optionId: string | null;
}

export interface TermsRead {
  /** Term id → value, each on its term's grid and in its range. */
  terms: TermValues;
  sources: TermSource[];
  /** Values read, but not surely for that term (a unit alone in a long message, a value word with nothing naming its term). */
  unsure: TermProblem[];
  problems: TermProblem[];
  /** Terms named without a value ("480 with a longer warranty"). */
  unvalued: TermProblem[];
  options: OptionReference[];
  /** "the one with 30 days": an option named by its terms. */
  theOneWith: boolean;
  /** The message with the terms read (and the options named) blanked out, same length: what the price is read from. */
  priceView: string;
  /** Whether anything in the message was read as a term or an option. */
  found: boolean;
}

const NOTHING = (message: string): TermsRead => ({ terms: {}, sources: [], unsure: [], problems: [], unvalued: [], options: [], theOneWith: false, priceView: message, found: false });

/** Whether a context asks for terms to be read at all. Without terms or options the reader is the price reader, unchanged. */
export function readsTerms(context: InterpretationContext): boolean {
  return (Array.isArray(context.terms) && context.terms.length > 0) || (Array.isArray(context.options) && context.options.length > 0);
}

// ---------------------------------------------------------------------------------------------------------
// Units and values.

const UNIT_OF_WORD = new Map<string, CanonicalUnit>();
for (const [unit, words] of Object.entries(UNIT_WORDS) as Array<[CanonicalUnit, string[]]>) for (const w of words) UNIT_OF_WORD.set(w, unit);

/** A term's unit as the reader counts it: a time unit or percent, or the unit's own word (lower case), or null. */
export function unitOfTerm(term: PublicTerm): CanonicalUnit | string | null {
  const raw = term.unit?.trim().toLowerCase();
  if (!raw) return null;
  return UNIT_OF_WORD.get(raw) ?? UNIT_OF_WORD.get(raw.replace(/s$/u, "")) ?? raw;
}

function isCanonical(u: CanonicalUnit | string | null): u is CanonicalUnit {
  return u !== null && u in UNIT_FACTORS;
}

/** `value` written in `from`, in the term's unit: exact conversions only, else null. */
export function convert(value: number, from: CanonicalUnit | string | null, to: CanonicalUnit | string | null): number | null {
  if (from === to || from === null || to === null) return from === to || from === null ? value : null;
  if (!isCanonical(from) || !isCanonical(to)) return singular(from) === singular(to) ? value : null;
  const a = UNIT_FACTORS[from];
  const b = UNIT_FACTORS[to];
  if (a.family !== b.family) return null;
  return exact((value * a.factor) / b.factor);
}

const singular = (u: string) => u.replace(/s$/u, "");

/** Rounds away float noise (1.5 × 12 = 18.000000000000004); never rounds a real fraction. */
function exact(n: number): number {
  const r = Math.round(n * 1e6) / 1e6;
  return Number.isFinite(r) ? r : NaN;
}

/** Whether `value` is a point of the term's grid (min, min + step, …, max). */
export function onGrid(term: Extract<PublicTerm, { kind: "numeric" }>, value: number): boolean {
  if (!Number.isFinite(value) || value < term.min - 1e-9 || value > term.max + 1e-9) return false;
  if (!(term.step > 0)) return Math.abs(value - term.min) < 1e-9;
  return onStep(value, term.min, term.step);
}

// ---------------------------------------------------------------------------------------------------------
// Calendar days from `now`.

const DAY_MS = 86_400_000;

function todayOf(context: InterpretationContext): number | null {
  const now = context.now;
  if (typeof now !== "number" || !Number.isFinite(now)) return null;
  const offset = typeof context.utcOffsetMinutes === "number" && Number.isFinite(context.utcOffsetMinutes) ? context.utcOffsetMinutes : 0;
  return Math.floor((now + offset * 60_000) / DAY_MS);
}

/** A day the buyer named, and the days from today to it (null without a `now`, or with a problem). */
export interface NamedDay {
  start: number;
  end: number;
  text: string;
  days: number | null;
  problem?: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const words = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).map(escape).join("|");
const MONTH_WORDS = words(MONTHS.flat());
const MONTH_INDEX = new Map<string, number>();
MONTHS.forEach((names, i) => names.forEach((n) => MONTH_INDEX.set(n, i)));
const WEEKDAY_INDEX = new Map<string, number>();
WEEKDAYS.forEach((names, i) => names.forEach((n) => WEEKDAY_INDEX.set(n, i)));

const u = (source: string) => new RegExp(unicodeWords(source), "gu");
const DAY_MONTH = u(String.raw`\b(\d{1,2})(?:st|nd|rd|th|er|\.)?\s?(?:of\s|de\s)?(${MONTH_WORDS})\.?(?![\p{L}])(?:,?\s(?:de\s)?(\d{4}))?`);
const MONTH_DAY = u(String.raw`\b(${MONTH_WORDS})\.?\s(\d{1,2})(?:st|nd|rd|th)?(?![\d\p{L}])(?:,?\s(\d{4}))?`);
const DOTTED = /(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?(?![\d])/gu;
const SLASHED = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/gu;
const ISO = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d])/gu;
const WEEKDAY = u(String.raw`\b(${words(WEEKDAYS.flat())})\b`);

/** Every day named in `lower` (weekdays, tomorrow, dates), with the days from the date of `now`. */
export function namedDays(lower: string, context: InterpretationContext): NamedDay[] {
  const today = todayOf(context);
  const out: NamedDay[] = [];
  const date = (m: RegExpMatchArray, day: number, month: number, year: number | null) => {
    const text = m[0];
    const start = m.index!;
    if (month < 0 || month > 11 || day < 1 || day > 31) return;
    if (today === null) return out.push({ start, end: start + text.length, text, days: null, problem: "no date today to count from" });
    const thisYear = new Date(today * DAY_MS).getUTCFullYear();
    const y = year === null ? thisYear : year < 100 ? 2000 + year : year;
    const target = Date.UTC(y, month, day) / DAY_MS;
    if (new Date(target * DAY_MS).getUTCDate() !== day) return;
    const days = target - today;
    if (days < 0) return out.push({ start, end: start + text.length, text, days: null, problem: "a date in the past" });
    out.push({ start, end: start + text.length, text, days });
  };
  for (const m of lower.matchAll(DAY_MONTH)) date(m, Number(m[1]), MONTH_INDEX.get(m[2]!) ?? -1, m[3] ? Number(m[3]) : null);
  for (const m of lower.matchAll(MONTH_DAY)) date(m, Number(m[2]), MONTH_INDEX.get(m[1]!) ?? -1, m[3] ? Number(m[3]) : null);
  for (const m of lower.matchAll(DOTTED)) date(m, Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : null);
  for (const m of lower.matchAll(ISO)) date(m, Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  for (const m of lower.matchAll(SLASHED)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    // 03/04: the 3rd of April or March 4th? Only a day over 12 tells.
    if (a <= 12 && b <= 12 && a !== b) out.push({ start: m.index!, end: m.index! + m[0].length, text: m[0], days: null, problem: "day and month unclear" });
    else if (a > 12) date(m, a, b - 1, m[3] ? Number(m[3]) : null);
    else date(m, b, a - 1, m[3] ? Number(m[3]) : null);
  }
  for (const m of lower.matchAll(WEEKDAY)) {
    const start = m.index!;
    const text = m[0];
    const wd = WEEKDAY_INDEX.get(m[1]!)!;
    if (UNCLEAR_WEEK.test(lower.slice(Math.max(0, start - 16), start))) {
      out.push({ start, end: start + text.length, text, days: null, problem: "which week" });
      continue;
    }
    if (today === null) {
      out.push({ start, end: start + text.length, text, days: null, problem: "no date today to count from" });
      continue;
    }
    const todayWd = (today + 4) % 7; // 1970-01-01 was a Thursday
    const days = (wd - todayWd + 7) % 7;
    if (days === 0) out.push({ start, end: start + text.length, text, days: null, problem: "today or in a week" });
    else out.push({ start, end: start + text.length, text, days });
  }
  for (const [re, days] of RELATIVE_DAYS) {
    const g = new RegExp(re.source, "gu");
    for (const m of lower.matchAll(g)) {
      if (out.some((d) => m.index! < d.end && d.start < m.index! + m[0].length)) continue;
      out.push({ start: m.index!, end: m.index! + m[0].length, text: m[0], days: today === null ? null : days, ...(today === null ? { problem: "no date today to count from" } : {}) });
    }
  }
  // Overlaps (a date read by two patterns): the first, longest stays.
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  return out.filter((d, i) => !out.slice(0, i).some((e) => d.start < e.end && e.start < d.end));
}

// ---------------------------------------------------------------------------------------------------------
// Where terms are named.

interface Profile {
  term: PublicTerm;
  unit: CanonicalUnit | string | null;
  families: Set<string>;
}

interface Concept {
  start: number;
  end: number;
  /** The product's terms it names (empty: a family the product does not negotiate). */
  terms: Set<string>;
  family: string | null;
  /** A word that also offers a price ("pay"): ties a value written with a unit, never blanked. */
  verb: boolean;
}

function tokens(s: string): string[] {
  return s.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !LABEL_STOPWORDS.has(w) && !UNIT_OF_WORD.has(w));
}

function profilesOf(terms: readonly PublicTerm[]): Profile[] {
  return terms.map((term) => {
    const own = [...tokens(term.label), ...tokens(term.id)];
    const families = new Set<string>();
    for (const f of FAMILIES) {
      const names = [...f.stems, ...f.verbs, ...f.phrases];
      if (own.some((t) => names.some((n) => t.startsWith(n) || (n.length >= 5 && n.startsWith(t.slice(0, Math.max(5, Math.min(t.length, 7)))))))) families.add(f.key);
    }
    return { term, unit: unitOfTerm(term), families };
  });
}

/** Every place a term (or a family the product does not negotiate) is named. */
function conceptsIn(lower: string, profiles: Profile[]): Concept[] {
  const out: Concept[] = [];
  const add = (re: RegExp, terms: Set<string>, family: string | null, verb: boolean) => {
    for (const m of lower.matchAll(re)) out.push({ start: m.index!, end: m.index! + m[0].length, terms, family, verb });
  };
  // The product's own words: each label's and id's words, by their first letters ("warranty" → "warranties").
  for (const p of profiles) {
    const stems = [...new Set([...tokens(p.term.label), ...tokens(p.term.id)])].map((t) => (t.length > 7 ? t.slice(0, 7) : t));
    if (stems.length > 0) add(u(String.raw`(?<![\p{L}])(?:${words(stems)})\p{L}*`), new Set([p.term.id]), null, false);
  }
  for (const f of FAMILIES) {
    const members = new Set(profiles.filter((p) => p.families.has(f.key)).map((p) => p.term.id));
    const named = [...f.stems.map((s) => `${escape(s)}\\p{L}*`), ...f.phrases.map(escape)];
    add(u(String.raw`(?<![\p{L}])(?:${named.sort((a, b) => b.length - a.length).join("|")})`), members, f.key, false);
    if (f.verbs.length > 0) add(u(String.raw`(?<![\p{L}])(?:${words(f.verbs)})(?![\p{L}])`), members, f.key, true);
  }
  return out;
}

/** A value the buyer wrote for a numeric term: a number with a unit, or right after the term's name. */
interface Quantity {
  start: number;
  end: number;
  text: string;
  value: number;
  unit: CanonicalUnit | string | null;
  /** "net 30": the family is said by the phrase itself. */
  family?: string;
  /** Written without a unit right after a term's name: only that term may take it. */
  bareFor?: Set<string>;
}

const UNIT_AFTER = new RegExp(
  String.raw`^(\s?-?\s?)(${words([...UNIT_WORDS.hour, ...UNIT_WORDS.day, ...UNIT_WORDS.week, ...UNIT_WORDS.month, ...UNIT_WORDS.year, "per cent", "pour cent", "por ciento", "percent", "prozent"])})(?![\p{L}\d])|^(\s?%)|^(\s?-\s?)(${words(UNIT_STEMS.map(([s]) => s))})\p{L}*`,
  "u",
);

function numbersIn(message: string, lower: string, masked: string): Array<{ start: number; end: number; value: number }> {
  const out: Array<{ start: number; end: number; value: number }> = [];
  for (const n of scanNumerals(message, false, MAX_NUMBERS_READ)) {
    // A number that is part of a longer one ("1.2.3", a phone number) or glued to letters ("v3", "r3o2") is not a value.
    if (/[\p{L}]/u.test(message[n.start - 1] ?? "") || /[\p{L}]/u.test((message[n.end] ?? "") + "") && !/^[dh%]/u.test(message[n.end] ?? "")) continue;
    if (n.seps.length > 1) continue;
    const reading = numeralReadings(n)[0];
    if (!reading) continue;
    const value = Number(reading.frac ? `${reading.int}.${reading.frac}` : reading.int);
    if (!Number.isFinite(value)) continue;
    // Set aside as a phone number, an address or a reference: not a value, unless only its "N-unit" compound was.
    const blanked = masked[n.start] !== message[n.start];
    if (blanked && !/^-\p{L}/u.test(lower.slice(n.end, n.end + 2))) continue;
    out.push({ start: n.start, end: n.end, value });
  }
  return out;
}

function quantitiesIn(message: string, lower: string, masked: string, profiles: Profile[], concepts: Concept[], language: ReturnType<typeof detectLanguage>): Quantity[] {
  const out: Quantity[] = [];
  const literalUnits = [...new Set(profiles.map((p) => p.unit).filter((x): x is string => typeof x === "string" && !isCanonical(x)))];
  const literal = literalUnits.length > 0 ? new RegExp(String.raw`^\s?(${words(literalUnits.flatMap((x) => [x, `${singular(x)}s`, singular(x)]))})(?![\p{L}])`, "u") : null;
  const withUnit = (start: number, end: number, value: number) => {
    const after = lower.slice(end, end + 24);
    if (NOT_CALENDAR_DAYS.test(after)) return;
    const m = UNIT_AFTER.exec(after);
    if (m) {
      const unitWord = (m[2] ?? m[5] ?? "%").trim();
      const unit: CanonicalUnit = m[3] ? "percent" : m[5] ? UNIT_STEMS.find(([s]) => s === unitWord)![1] : (UNIT_OF_WORD.get(unitWord) ?? "percent");
      out.push({ start, end: end + m[0].length, text: message.slice(start, end + m[0].length), value, unit });
      return true;
    }
    const l = literal?.exec(after);
    if (l) {
      const unit = literalUnits.find((x) => singular(x) === singular(l[1]!)) ?? l[1]!;
      out.push({ start, end: end + l[0].length, text: message.slice(start, end + l[0].length), value, unit });
      return true;
    }
    return false;
  };
  const numbers = numbersIn(message, lower, masked);
  for (const n of numbers) {
    if (withUnit(n.start, n.end, n.value)) continue;
    // Right after a term's name, with nothing but a colon or "of" between: "Zahlungsziel 45", "warranty: 24".
    const before = lower.slice(Math.max(0, n.start - 12), n.start);
    const named = concepts.find((c) => !c.verb && c.terms.size > 0 && c.end <= n.start && /^\s?(?::|=|of|von|de|du|del)?\s?$/u.test(lower.slice(c.end, n.start)) && n.start - c.end <= 6);
    if (named && !/[\p{Sc}]/u.test(message.slice(n.end, n.end + 2)) && !/^\s?(?:eur|usd|gbp|chf|euros?|dollars?)\b/u.test(lower.slice(n.end, n.end + 8)) && !/[\p{Sc}]\s?$/u.test(before))
      out.push({ start: n.start, end: n.end, text: message.slice(n.start, n.end), value: n.value, unit: null, bareFor: named.terms });
  }
  for (const m of lower.matchAll(NET_DAYS)) {
    const start = m.index!;
    const digits = start + m[0].indexOf(m[1]!);
    if (masked[digits] !== message[digits]) continue; // "net 15 March": a date, set aside
    if (out.some((q) => q.start < start + m[0].length && start < q.end)) continue;
    out.push({ start, end: start + m[0].length, text: message.slice(start, start + m[0].length), value: Number(m[1]), unit: "day", family: "payment" });
  }
  // Values in words before a unit ("thirty days", "drei Jahre", "trente jours", "treinta días").
  for (const w of readNumberWordsIn(lower, language, LANGS)) {
    if (out.some((q) => q.start < w.end && w.start < q.end)) continue;
    withUnit(w.start, w.end, w.value);
  }
  return out.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------------------
// Options.

const OPTION_REF = u(
  String.raw`\b(?:(?:${words(OPTION_NOUNS)})|(?:(?:${words(OPTION_DETERMINERS)})\s?(?:${words(OPTION_NOUNS_AFTER_DETERMINER)})))\s?(?:#|no\.?|nr\.?|n°|nº|number|nummer|numéro|número)?\s?(\d{1,2}|${words(Object.keys(OPTION_NUMBER_WORDS))})(?![\d\p{L}]|[.,]\d)(?!\s?(?:[\p{Sc}%]|eur|usd|units?|stück|days?|tage|jours|días|months?|monate|mois|meses|years?|jahre|ans|años))`,
);
const ORDINAL_REF = u(
  String.raw`(?:\b(?:the|die|das|den|der|dem|la|le|el|lo)\s|\bl')(${words(ORDINALS.map(([w]) => w))})(?:\s(?:one|${words([...OPTION_NOUNS, ...OPTION_NOUNS_AFTER_DETERMINER])}))?(?![\p{L}])`,
);

function optionsNamed(message: string, lower: string, options: readonly OfferOption[]): OptionReference[] {
  const out: OptionReference[] = [];
  const at = (position: number | "last") => {
    const index = position === "last" ? options.length - 1 : position - 1;
    return index >= 0 && index < options.length ? options[index]!.id : null;
  };
  for (const m of lower.matchAll(OPTION_REF)) {
    const n = /^\d+$/u.test(m[1]!) ? Number(m[1]) : (OPTION_NUMBER_WORDS[m[1]!] ?? 0);
    out.push({ start: m.index!, end: m.index! + m[0].length, text: message.slice(m.index!, m.index! + m[0].length), optionId: at(n) });
  }
  for (const m of lower.matchAll(ORDINAL_REF)) {
    if (out.some((r) => r.start < m.index! + m[0].length && m.index! < r.end)) continue;
    const position = ORDINALS.find(([w]) => w === m[1])![1];
    // "the first": only as an option ("the first one", "the first option", or closing the sentence), not "the first delivery".
    const after = lower.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    if (!/\s(?:one|option|offer|package|angebot|paket|option|offre|formule|opción|oferta|paquete)/u.test(m[0]) && /^\s?[\p{L}]/u.test(after) && !/^\s?(?:please|bitte|s'il|por favor|then|dann|alors|entonces|thanks|danke|merci|gracias)\b/u.test(after)) continue;
    out.push({ start: m.index!, end: m.index! + m[0].length, text: message.slice(m.index!, m.index! + m[0].length), optionId: at(position) });
  }
  for (const o of options) {
    if (typeof o.id !== "string" || o.id.length < 2) continue;
    const re = new RegExp(String.raw`(?<![\p{L}\d])${escape(o.id.toLowerCase())}(?![\p{L}\d])`, "gu");
    for (const m of lower.matchAll(re)) {
      if (out.some((r) => r.start < m.index! + m[0].length && m.index! < r.end)) continue;
      out.push({ start: m.index!, end: m.index! + m[0].length, text: message.slice(m.index!, m.index! + m[0].length), optionId: o.id });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------------------
// Reading.

const CLAUSE_BREAK = u(String.raw`[,;!?\n]|\.(?=\s|$)|\b(?:and|und|et|y|plus|with|mit|avec|con|but|aber|mais|pero|sowie|as well as|además|also)\b`);
const LINKING = /(?:\b(?:with|w\/|mit|avec|con|plus|including|incl\.?|inklusive|inkl\.?|inclus|incluido|and|und|et|y)\s(?:the\s|der\s|die\s|das\s|le\s|la\s|el\s|un\s|une\s|a\s|an\s)?)$/u;

function described(term: PublicTerm): Choice {
  if (term.kind === "numeric") return { label: term.label, min: term.min, max: term.max, unit: term.unit ?? null, step: term.step };
  return { label: term.label, values: term.values.map(String) };
}

/** What the buyer's words say about the product's terms and the shop's options. Never throws. */
export function readTerms(message: string, context: InterpretationContext): TermsRead {
  if (typeof message !== "string" || !readsTerms(context)) return NOTHING(String(message ?? ""));
  try {
    return read(message, context);
  } catch {
    return { ...NOTHING(message), found: true, problems: [{ gap: "terms unreadable", question: ASK.whichTerms.en() }] };
  }
}

function read(message: string, context: InterpretationContext): TermsRead {
  const terms: PublicTerm[] = (Array.isArray(context.terms) ? context.terms : []).filter((t): t is PublicTerm => !!t && typeof t.id === "string" && typeof t.label === "string");
  const options: OfferOption[] = (Array.isArray(context.options) ? context.options : []).filter((o): o is OfferOption => !!o && typeof o.id === "string");
  // As many numbers as the price reader reads at most: past that, which ones are terms is a question.
  if (scanNumerals(message, false, MAX_NUMBERS_READ + 1).length > MAX_NUMBERS_READ)
    return { ...NOTHING(message), found: true, problems: [{ gap: "too many numbers", question: ASK.whichTermsManyNumbers.en() }] };
  const lowered = message.toLowerCase();
  const lower = lowered.length === message.length ? lowered : message;
  const masked = setAsideNotPrices(message);
  const language = detectLanguage(normalizeForRules(message));
  const profiles = profilesOf(terms);
  const byId = new Map(terms.map((t) => [t.id, t]));
  const concepts = conceptsIn(lower, profiles);
  const quantities = quantitiesIn(message, lower, masked, profiles, concepts, language);
  const days = namedDays(lower, context).filter((d) => !quantities.some((q) => q.start < d.end && d.start < q.end));
  const named = options.length > 0 || /\b(?:option|opción|opcion|variante|paket|package)\b/u.test(lower) ? optionsNamed(message, lower, options) : [];
  const theOneWith = THE_ONE_WITH.test(lower);

  const breaks = [...lower.matchAll(CLAUSE_BREAK)].map((m) => m.index!);
  const clauseOf = (pos: number) => {
    let k = 0;
    while (k < breaks.length && breaks[k]! <= pos) k++;
    return k;
  };

  const out: TermsRead = { ...NOTHING(message), options: named, theOneWith };
  const blanks: Array<[number, number]> = named.map((r) => [r.start, r.end]);
  const values = new Map<string, { value: number | string; source: TermSource }>();
  const conflicted = new Set<string>();
  const usedConcepts = new Set<Concept>();
  const set = (termId: string, value: number | string, source: TermSource, span: [number, number], concept: Concept | null, sure: boolean, why = "") => {
    const term = byId.get(termId)!;
    blanks.push(span);
    if (concept) usedConcepts.add(concept);
    if (term.kind === "numeric") {
      const v = value as number;
      if (v < term.min || v > term.max) {
        out.problems.push({ gap: `${term.label}: ${source.text} is out of range`, question: askAboutTerm("outOfRange", { label: term.label, min: term.min, max: term.max, unit: term.unit }) });
        return;
      }
      if (!onGrid(term, v)) {
        out.problems.push({ gap: `${term.label}: ${source.text} is not one of the values offered`, question: askAboutTerm("offSteps", { label: term.label, step: term.step, unit: term.unit, min: term.min, max: term.max }) });
        return;
      }
    }
    const had = values.get(termId);
    if (had && had.value !== value) conflicted.add(termId);
    values.set(termId, { value, source });
    if (!sure) out.unsure.push({ gap: why || `is "${source.text}" the ${term.label}`, question: askAboutTerm("sayWithName", { label: term.label, text: source.text }) });
  };

  // Numbers with a unit, after a term's name, and named days.
  type Found = { start: number; end: number; text: string; quantity?: Quantity; day?: NamedDay };
  const found: Found[] = [...quantities.map((q) => ({ start: q.start, end: q.end, text: q.text, quantity: q })), ...days.map((d) => ({ start: d.start, end: d.end, text: d.text, day: d }))].sort((a, b) => a.start - b.start);
  const wordCount = (normalizeForRules(message).match(/\p{L}+/gu) ?? []).length;
  for (const f of found) {
    const clause = clauseOf(f.start);
    const here = concepts.filter((c) => clauseOf(c.start) === clause && !(c.start < f.end && f.start < c.end));
    const valueFor = (p: Profile): { value: number; how: TermSourceHow } | null => {
      if (p.term.kind !== "numeric") return null;
      if (f.day) {
        if (f.day.days === null) return null;
        const v = convert(f.day.days, "day", p.unit ?? "day");
        return v === null ? null : { value: v, how: "days from now" };
      }
      const q = f.quantity!;
      if (q.bareFor) return q.bareFor.has(p.term.id) ? { value: q.value, how: "as written" } : null;
      const v = convert(q.value, q.unit, p.unit);
      return v === null ? null : { value: v, how: v === q.value && (q.unit === p.unit || q.unit === null) ? "as written" : "converted" };
    };
    // A day counts for a term measured in days (or weeks); any other unit only where a term takes it.
    const dayish = (p: Profile) => p.unit === "day" || p.unit === "week" || (p.unit === null && f.day !== undefined);
    const candidates = profiles.filter((p) => p.term.kind === "numeric" && (f.day ? dayish(p) : true));
    const namedHere = here.filter((c) => c.terms.size > 0 || c.family !== null);
    const forced = f.quantity?.family ? profiles.filter((p) => p.families.has(f.quantity!.family!)) : null;
    const byName = (forced ?? candidates.filter((p) => namedHere.some((c) => c.terms.has(p.term.id)))).filter((p) => candidates.includes(p));
    const nearest = (ps: Profile[]) => {
      let best: { p: Profile; d: number; c: Concept | null }[] = [];
      for (const p of ps) {
        const cs = here.filter((c) => c.terms.has(p.term.id));
        const d = cs.length === 0 ? Infinity : Math.min(...cs.map((c) => (c.end <= f.start ? f.start - c.end : c.start - f.end)));
        const c = cs.find((x) => (x.end <= f.start ? f.start - x.end : x.start - f.end) === d) ?? null;
        if (best.length === 0 || d < best[0]!.d) best = [{ p, d, c }];
        else if (d === best[0]!.d) best.push({ p, d, c });
      }
      return best;
    };
    if (f.day && (f.day.problem || f.day.days === null) && (byName.length > 0 || forced)) {
      const p = byName[0] ?? forced![0];
      blanks.push([f.start, f.end]);
      for (const c of here) if (!c.verb) usedConcepts.add(c);
      out.problems.push({ gap: `${p ? p.term.label : "a day"}: "${f.text}" (${f.day.problem ?? "no date today to count from"})`, question: p ? askAboutTerm("daysFromTodayFor", { text: f.text, label: p.term.label }) : askAboutTerm("daysFromToday", { text: f.text }) });
      continue;
    }
    if (byName.length > 0) {
      const withValues = byName.map((p) => ({ p, v: valueFor(p) })).filter((x) => x.v !== null) as Array<{ p: Profile; v: { value: number; how: TermSourceHow } }>;
      if (withValues.length === 0) {
        const p = byName[0]!;
        blanks.push([f.start, f.end]);
        for (const c of here) if (!c.verb && c.terms.has(p.term.id)) usedConcepts.add(c);
        out.problems.push({ gap: `${p.term.label}: "${f.text}" does not convert exactly`, question: p.term.unit ? askAboutTerm("howManyUnits", { label: p.term.label, unitName: p.term.unit, text: f.text }) : askAboutTerm("howManyOwnUnits", { label: p.term.label, text: f.text }) });
        continue;
      }
      const best = nearest(withValues.map((x) => x.p));
      if (best.length > 1 && !forced) {
        blanks.push([f.start, f.end]);
        out.problems.push({ gap: `which term is "${f.text}"`, question: askAboutTerm("whichTermFor", { text: f.text, labels: best.map((b) => b.p.term.label) }) });
        continue;
      }
      const chosen = forced ? withValues[0]! : withValues.find((x) => x.p === best[0]!.p)!;
      const concept = forced ? null : best[0]!.c;
      set(chosen.p.term.id, chosen.v.value, { term: chosen.p.term.id, value: chosen.v.value, text: f.text, how: chosen.v.how }, [f.start, f.end], concept && !concept.verb ? concept : null, true);
      continue;
    }
    if (f.quantity?.bareFor) continue;
    // A family the product does not negotiate, named beside the value: asked back, never read as another term.
    const foreign = here.find((c) => c.terms.size === 0 && c.family !== null && !c.verb);
    if (foreign) {
      blanks.push([f.start, f.end], [foreign.start, foreign.end]);
      out.problems.push({ gap: `${foreign.family} is not negotiable here`, question: askAboutTerm("notNegotiable", { family: foreign.family!, terms: terms.map((t) => t.label) }) });
      continue;
    }
    // A term named in the clause that cannot take this value ("warranty 60 days" with warranty in months): asked back.
    const otherNamed = here.find((c) => c.terms.size > 0 && !c.verb);
    if (otherNamed && f.quantity) {
      const p = profiles.find((x) => otherNamed.terms.has(x.term.id))!;
      blanks.push([f.start, f.end]);
      usedConcepts.add(otherNamed);
      out.problems.push({ gap: `${p.term.label}: "${f.text}" does not fit`, question: p.term.kind !== "numeric" ? askAboutTerm("oneOfValues", { label: p.term.label, values: (p.term as { values: string[] }).values }) : p.term.unit ? askAboutTerm("countedIn", { label: p.term.label, unitName: p.term.unit }) : askAboutTerm("countedInOwnUnit", { label: p.term.label }) });
      continue;
    }
    // No name at all: a date is not a term; a number with a unit is one when exactly one term takes that unit.
    if (f.day || !f.quantity) continue;
    const q = f.quantity;
    if (q.unit === "percent") continue; // "10 % off" stays the price reader's
    let takers = candidates.map((p) => ({ p, v: valueFor(p) })).filter((x) => x.v !== null) as Array<{ p: Profile; v: { value: number; how: TermSourceHow } }>;
    // "the one with 30 days": only the terms the shop's options differ in can be meant.
    if (takers.length > 1 && theOneWith) {
      const inOptions = takers.filter((x) => options.some((o) => o.terms && x.p.term.id in o.terms));
      if (inOptions.length === 1) takers = inOptions;
    }
    if (takers.length === 1) {
      const t = takers[0]!;
      set(t.p.term.id, t.v.value, { term: t.p.term.id, value: t.v.value, text: f.text, how: t.v.how }, [f.start, f.end], null, wordCount <= 8, `is "${f.text}" the ${t.p.term.label}`);
    } else if (takers.length > 1) {
      blanks.push([f.start, f.end]);
      out.problems.push({ gap: `which term is "${f.text}"`, question: askAboutTerm("whichTermFor", { text: f.text, labels: takers.map((t) => t.p.term.label) }) });
    }
  }

  // Values of ordinal and categorical terms, as the product declares them.
  for (const p of profiles) {
    if (p.term.kind === "numeric") continue;
    for (const value of p.term.values) {
      if (typeof value !== "string" || value.trim() === "") continue;
      const pattern = escape(value.toLowerCase()).replace(/[-_ ]+/g, "[-_ ]?");
      const re = u(String.raw`(?<![\p{L}\d])${pattern}(?![\p{L}\d])`);
      for (const m of lower.matchAll(re)) {
        const start = m.index!;
        const end = start + m[0].length;
        if (blanks.some(([a, b]) => a < end && start < b)) continue;
        const owners = profiles.filter((x) => x.term.kind !== "numeric" && (x.term as { values: string[] }).values.some((v) => v.toLowerCase() === value.toLowerCase()));
        const clause = clauseOf(start);
        const here = concepts.filter((c) => (clauseOf(c.start) === clause || Math.abs(c.start - end) <= 2 || Math.abs(start - c.end) <= 2) && !(c.start < end && start < c.end));
        const mine = owners.length === 1 ? owners : owners.filter((x) => here.some((c) => c.terms.has(x.term.id)));
        if (mine.length !== 1) {
          blanks.push([start, end]);
          out.problems.push({ gap: `which term is "${m[0]}"`, question: askAboutTerm("whichTermFor", { text: m[0], labels: owners.map((o) => o.term.label) }) });
          continue;
        }
        const owner = mine[0]!;
        if (owner !== p) continue;
        const concept = here.find((c) => c.terms.has(p.term.id)) ?? null;
        const code = value.length >= 2 && value === value.toUpperCase() && /\p{Lu}/u.test(value);
        const linked = LINKING.test(lower.slice(Math.max(0, start - 24), start));
        set(p.term.id, value, { term: p.term.id, value, text: message.slice(start, end), how: "as written" }, [start, end], concept && !concept.verb ? concept : null, concept !== null || code || linked);
      }
    }
  }

  for (const id of conflicted) {
    const term = byId.get(id)!;
    values.delete(id);
    out.problems.push({ gap: `two values for ${term.label}`, question: askAboutTerm("moreThanOne", { label: term.label }) });
  }
  for (const [id, { value, source }] of values) {
    out.terms[id] = value;
    out.sources.push(source);
  }
  for (const c of usedConcepts) blanks.push([c.start, c.end]);
  // Terms named without a value ("480 with a longer warranty"): asked back, unless the buyer names an option.
  for (const c of concepts) {
    if (c.verb || c.terms.size === 0 || usedConcepts.has(c)) continue;
    if (blanks.some(([a, b]) => a < c.end && c.start < b)) continue;
    const ids = [...c.terms].filter((id) => !(id in out.terms) && !out.sources.some((s) => s.term === id));
    if (ids.length === 0 || ids.length < c.terms.size) continue;
    const term = byId.get(ids[0]!)!;
    blanks.push([c.start, c.end]);
    out.unvalued.push({ gap: `${term.label} named without a value`, question: askAboutTerm("whichValue", { choices: ids.map((id) => described(byId.get(id)!)) }) });
  }
  out.found = Object.keys(out.terms).length > 0 || out.problems.length > 0 || out.unvalued.length > 0 || named.length > 0;
  out.priceView = blankOut(message, blanks);
  return out;
}

/**
 * The message with the spans blanked (same length), then every condition left holding only small words
 * ("450 if you deliver by Friday" → "450" and spaces): the condition was the term, and the term is read.
 */
function blankOut(message: string, spans: Array<[number, number]>): string {
  if (spans.length === 0) return message;
  const chars = [...message].length === message.length ? message.split("") : null;
  if (!chars) return message; // astral characters: positions would shift; the price reader reads the message as it is
  for (const [a, b] of spans) for (let i = Math.max(0, a); i < Math.min(chars.length, b); i++) chars[i] = " ";
  let view = chars.join("");
  const lower = view.toLowerCase().length === view.length ? view.toLowerCase() : view;
  for (const m of lower.matchAll(IF_WORDS)) {
    const from = m.index!;
    const rest = lower.slice(from, from + 80);
    const stop = rest.search(/[,.;:!?\n]/u);
    const to = from + (stop >= 0 ? stop : rest.length);
    // Only a condition that held a term (some of it blanked) and now holds nothing else.
    if (!spans.some(([a, b]) => a < to && from < b)) continue;
    const left = lower.slice(from, to).match(/[\p{L}\p{N}']+/gu) ?? [];
    if (left.every((w) => TERM_FILLERS.has(w) || TERM_FILLERS.has(w.replace(/'.*$/u, "")))) view = view.slice(0, from) + " ".repeat(to - from) + view.slice(to);
  }
  return view;
}

// ---------------------------------------------------------------------------------------------------------
// For the guard: what a term's value may be, from the numbers and days in the text alone.

/**
 * Whether `value` can be derived from the text for `term` without reading which term the buyer meant: a number
 * written in the text (digits or words), or an exact unit conversion of one into the term's unit, or the days
 * from `now` to a day named in the text (terms counted in days or weeks); for a choice term, one of its values
 * written in the text. The guard's check: a model (or a bug) can pick the wrong term, never a number nobody wrote.
 */
export function termValueInText(message: string, term: PublicTerm, value: unknown, context: InterpretationContext): boolean {
  if (typeof message !== "string") return false;
  const lower = message.toLowerCase();
  if (term.kind !== "numeric") {
    if (typeof value !== "string" || !term.values.includes(value)) return false;
    const pattern = escape(value.toLowerCase()).replace(/[-_ ]+/g, "[-_ ]?");
    return u(String.raw`(?<![\p{L}\d])${pattern}(?![\p{L}\d])`).test(lower);
  }
  if (typeof value !== "number" || !Number.isFinite(value)) return false;
  const unit = unitOfTerm(term);
  const written: number[] = [];
  for (const n of scanNumerals(message, false, 64)) for (const d of numeralReadings(n)) written.push(Number(d.frac ? `${d.int}.${d.frac}` : d.int));
  for (const w of readNumberWordsIn(lower, detectLanguage(normalizeForRules(message)), LANGS)) written.push(w.value);
  const from: Array<CanonicalUnit | string | null> = isCanonical(unit) ? (Object.keys(UNIT_FACTORS) as CanonicalUnit[]).filter((x) => UNIT_FACTORS[x].family === UNIT_FACTORS[unit].family) : [unit];
  for (const n of written) for (const f of from) if (convert(n, f, unit) === value) return true;
  if (unit === "day" || unit === "week" || unit === null) {
    for (const d of namedDays(lower, context)) if (d.days !== null && convert(d.days, "day", unit ?? "day") === value) return true;
  }
  return false;
}

/** The blanked view of a message the price is read from, as the reader computes it (for the guard). */
export function priceViewOf(message: string, context: InterpretationContext): string {
  return readTerms(message, context).priceView;
}
