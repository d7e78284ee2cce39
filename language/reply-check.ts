/**
 * Checks a phrased reply against the decision it phrases. A model may reword the template; it may not add a
 * number, a currency or a promise. Every number in the text must be one the facts carry (offer and agreement
 * prices and totals, the round, the round limit, the rounds left, the quantity when the facts carry it), every
 * currency must be the negotiation's, and the words may not promise or reveal what the decision does not say.
 * A failing reply is replaced by the template, so the check errs on the side of failing. The words are checked
 * in English, German, French and Spanish (replies/promise-words.ts), money with a decimal point or comma.
 */
import { askedIn } from "./asking";
import type { Language } from "./interpretation";
import type { ReplyCheck, ReplyFacts } from "./phrasing";
import { minorDigits } from "./money-format";
import { AGREEMENT, FORBIDDEN } from "./replies/promise-words";
import { isFactSubject, type FactSubject } from "./replies/reply-words";
import { confirmationQuestion } from "./templates";
import { currencyMentions, numeralReadings, scanNumerals, type Decimal } from "./written-prices";

export function checkReply(text: string, facts: ReplyFacts): ReplyCheck {
  const problems: string[] = [];
  try {
    // The shop's own clarifying questions, the owner's public text it answers from and the confirmation it asks
    // for are facts of the decision: they are taken out, word for word, before the words are checked.
    for (const quoted of quotedFacts(facts)) text = text.split(quoted).join(" ");
    const allowed = allowedValues(facts);
    const currencies = allowedCurrencies(facts);
    problems.push(...numberProblems(text, allowed), ...numberWordProblems(text, allowed), ...foreignNumberWordProblems(text, facts.language));
    const ctx = [...currencies][0] ?? "XXX";
    for (const mention of currencyMentions(text, ctx)) {
      if (!currencies.has(mention.currency)) problems.push(`currency "${mention.span}" is not the negotiation's`);
    }
    problems.push(...promiseProblems(text, facts.status === "agreed", answeredFact(facts)));
  } catch {
    problems.push("reply could not be checked");
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems: [...new Set(problems)] };
}

/** Extra fields a caller may pass along (a round result carries the quantity and currency). */
interface CarriedExtras {
  quantity?: unknown;
  currency?: unknown;
}

function allowedCurrencies(facts: ReplyFacts): Set<string> {
  const out = new Set<string>();
  if (facts.shopOffer) out.add(facts.shopOffer.currency.toUpperCase());
  if (facts.agreement) out.add(facts.agreement.currency.toUpperCase());
  const extra = (facts as ReplyFacts & CarriedExtras).currency;
  if (typeof extra === "string") out.add(extra.toUpperCase());
  return out;
}

function quantityOf(facts: ReplyFacts): bigint | null {
  const q = (facts as ReplyFacts & CarriedExtras).quantity;
  if (typeof q === "number" && Number.isSafeInteger(q) && q > 0) return BigInt(q);
  const a = facts.agreement;
  if (a && a.priceMinor > 0 && Number.isSafeInteger(a.totalMinor) && a.totalMinor % a.priceMinor === 0) return BigInt(a.totalMinor / a.priceMinor);
  return null;
}

/** Canonical decimal strings ("125", "125.5", "-3") of every number the facts carry. */
function allowedValues(facts: ReplyFacts): Set<string> {
  const out = new Set<string>();
  const money = (minor: bigint, currency: string) => out.add(key(fromMinor(minor, minorDigits(currency.toUpperCase()))));
  const quantity = quantityOf(facts);
  if (facts.shopOffer) {
    money(BigInt(facts.shopOffer.priceMinor), facts.shopOffer.currency);
    if (quantity !== null) money(BigInt(facts.shopOffer.priceMinor) * quantity, facts.shopOffer.currency);
    // A round result's offer carries its own total.
    const total = (facts.shopOffer as { totalMinor?: unknown }).totalMinor;
    if (typeof total === "number" && Number.isSafeInteger(total)) money(BigInt(total), facts.shopOffer.currency);
  }
  if (facts.agreement) {
    money(BigInt(facts.agreement.priceMinor), facts.agreement.currency);
    money(BigInt(facts.agreement.totalMinor), facts.agreement.currency);
  }
  for (const n of [facts.round, facts.maxRounds, facts.maxRounds - facts.round]) if (Number.isSafeInteger(n)) out.add(String(n));
  if (quantity !== null) out.add(String(quantity));
  return out;
}

function fromMinor(minor: bigint, digits: number): Decimal & { negative: boolean } {
  const negative = minor < 0n;
  const s = (negative ? -minor : minor).toString().padStart(digits + 1, "0");
  const int = digits === 0 ? s : s.slice(0, -digits);
  let frac = digits === 0 ? "" : s.slice(-digits);
  while (frac.endsWith("0")) frac = frac.slice(0, -1);
  return { int: int.replace(/^0+(?=\d)/, ""), frac, negative };
}

function key(d: Decimal & { negative?: boolean }): string {
  const body = d.frac ? `${d.int}.${d.frac}` : d.int;
  return d.negative && body !== "0" ? `-${body}` : body;
}

function numberProblems(text: string, allowed: Set<string>): string[] {
  const problems: string[] = [];
  for (const numeral of scanNumerals(text, false)) {
    const written = text.slice(numeral.start, numeral.end);
    const sign = text[numeral.start - 1] === "-" && !/[\p{L}\p{N}]/u.test(text[numeral.start - 2] ?? "");
    const thousand = /^[kK](?!\p{L})/u.test(text.slice(numeral.end, numeral.end + 2));
    const readings = numeralReadings(numeral).map((d) => (thousand ? { int: d.int + d.frac.padEnd(3, "0").slice(0, 3), frac: d.frac.slice(3) } : d));
    const matches = readings.some((d) => allowed.has(key({ int: d.int.replace(/^0+(?=\d)/, ""), frac: d.frac, negative: sign })));
    if (!matches) problems.push(`number "${sign ? "-" : ""}${written}${thousand ? "k" : ""}" is not one the decision carries`);
  }
  // Digits in other scripts, superscripts, fractions and circled numbers hide numbers from the scan above.
  for (const m of text.matchAll(/[^\P{Nd}0-9]|\p{No}|\p{Nl}/gu)) problems.push(`number "${m[0]}" is not one the decision carries`);
  return problems;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12, first: 1, second: 2, third: 3,
  fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13,
  twentieth: 20, thirtieth: 30, fiftieth: 50, hundredth: 100, thousandth: 1000,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

/** Spelled-out numbers ("ninety-nine", "one hundred and twenty"): above ten they must be an allowed value. */
function numberWordProblems(text: string, allowed: Set<string>): string[] {
  const problems: string[] = [];
  const words = [...text.toLowerCase().matchAll(/[a-z]+/g)];
  let i = 0;
  while (i < words.length) {
    const first = words[i]![0];
    if (!(first in UNITS) && !(first in SCALES)) {
      i++;
      continue;
    }
    let total = 0;
    let current = 0;
    let j = i;
    let last = words[i]!;
    for (; j < words.length; j++) {
      const w = words[j]!;
      const gap = text.slice(last.index! + last[0].length, w.index!);
      if (j > i && !/^[\s-]*$/.test(gap)) break;
      const word = w[0];
      if (word === "and" && j + 1 < words.length && words[j + 1]![0] in UNITS) {
        last = w;
        continue;
      }
      if (word in UNITS) current += UNITS[word]!;
      else if (word === "hundred") current = (current || 1) * 100;
      else if (word in SCALES) {
        total += (current || 1) * SCALES[word]!;
        current = 0;
      } else break;
      last = w;
    }
    const value = total + current;
    const span = text.slice(words[i]!.index!, last.index! + last[0].length);
    if (value > 10 && !allowed.has(String(value))) problems.push(`number "${span}" is not one the decision carries`);
    i = Math.max(j, i + 1);
  }
  return problems;
}

function promiseProblems(text: string, agreed: boolean, answered: FactSubject | null): string[] {
  const flat = text.replace(/[‘’]/g, "'");
  const problems = FORBIDDEN.filter((f) => f.re.test(flat) && !(answered !== null && f.allowedFor?.includes(answered))).map((f) => f.what);
  if (!agreed && AGREEMENT.test(flat)) problems.push("claims an agreement the decision does not make");
  return problems;
}

/**
 * Text the reply may carry word for word: the shop's questions (as the reading has them, and as the buyer is asked
 * them in its language), the owner's fact it answers from, the confirmation it asks.
 */
function quotedFacts(facts: ReplyFacts): string[] {
  const out = (facts.questions ?? []).flatMap((q) => (typeof q === "string" ? [q, askedIn(q, facts.language)] : []));
  const fact = facts.answer?.fact?.trim();
  if (fact && isFactSubject(facts.answer!.subject)) out.push(fact);
  const confirm = confirmationQuestion(facts);
  if (confirm) out.push(confirm);
  // Longest first, so a quoted text inside another is not cut out of it first.
  return out.filter((q) => typeof q === "string" && q.trim().length > 0).sort((a, b) => b.length - a.length);
}

/** The public fact a reply answers from (its words may then name the subject), or null. */
function answeredFact(facts: ReplyFacts): FactSubject | null {
  const answer = facts.answer;
  return answer && isFactSubject(answer.subject) && typeof answer.fact === "string" && answer.fact.trim() !== "" ? answer.subject : null;
}

/**
 * Spelled-out numbers above ten in German, French and Spanish are refused outright (the templates write digits).
 * The reply's own language's words, and always the unambiguous ones: "once" is English too, and "seize".
 */
const FOREIGN_NUMBER_WORDS: Record<Exclude<Language, "en">, RegExp> = {
  de: /(?<![\p{L}])(?:elf|zwölf|\p{L}+zehn|\p{L}*(?:zig|ßig)|\p{L}*hundert\p{L}*|\p{L}*tausend\p{L}*|millionen|milliarden?)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:onze|douze|treize|quatorze|quinze|seize|dix-\p{L}+|vingts?|trente|quarante|cinquante|soixante|quatre-vingts?|cents|mille|millions?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:once|doce|trece|catorce|quince|dieci\p{L}+|veinte|veinti\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|\p{L}+ientos|mil|millones|millón)(?![\p{L}])/iu,
};
const ALWAYS_FOREIGN: Array<Exclude<Language, "en">> = ["de"];

function foreignNumberWordProblems(text: string, language: Language | undefined): string[] {
  const languages = new Set<Exclude<Language, "en">>(ALWAYS_FOREIGN);
  if (language === "fr" || language === "es") languages.add(language);
  const problems: string[] = [];
  for (const l of languages) {
    const m = FOREIGN_NUMBER_WORDS[l].exec(text);
    if (m) problems.push(`number "${m[0]}" is not one the decision carries`);
  }
  return problems;
}
