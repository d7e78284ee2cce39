/**
 * The last word on a reading before it reaches a negotiation, whatever produced it. A model reads words; it
 * never chooses a number and never speaks for the shop:
 * - a price is kept at HIGH only when the buyer wrote that amount, in digits or in words (per unit, or as the
 *   total for the quantity) and, when several amounts are written, the rule-based reading picks the same one;
 *   or when the reading names how it was derived from public numbers (the shop's standing offer, the buyer's
 *   own last bid) and redoing exactly that operation gives the same price, with any amount or percentage it
 *   uses written in the message (reader/relative.ts does the arithmetic for the reader and for this guard);
 * - a model's "accept" or "withdraw" is kept at HIGH only when the rule-based reading sees the same move at HIGH, so an
 *   instruction hidden in the text cannot make the model act for a buyer who said something else; so is a bid at or
 *   above the standing offer, which closes the deal at the offer as an acceptance does ("600? Never.");
 * - a model's bid on an amount the rule-based reader found and doubts is offered at all (refused, conditional,
 *   hedged: "110? Never.", "Ni por 110") stays below HIGH, whatever side of the standing offer it falls;
 * - a message with instructions to the system, or hidden or encoded text, is never read at HIGH by anyone: the
 *   buyer is asked to say its offer plainly (the rule-based reader does this itself, looking into an agent's
 *   structured block key by key; a model's reading is checked here on the raw message, and may not skip it);
 * - the questions the buyer is shown are the rule-based reader's or fixed ones, never a model's own text;
 * - gaps and questions are bounded in number and length.
 * With a product's terms or the shop's options in the context (issue 28), the same rules hold for terms:
 * - every term of a HIGH bid is one of the product's terms, its value on the term's grid and in its range, and
 *   derived from the text alone (reader/terms.ts termValueInText: a number written, an exact unit conversion of
 *   one, the days from `now` to a day named; a choice term's value written) — whichever term it is given to;
 * - which term a number belongs to is a choice: a HIGH reading of a message that names terms or options must be
 *   the rule-based reading's move, terms and option exactly (a model that drops the terms, or reads "30" of
 *   "30 days" as the price, is held below HIGH);
 * - the price is checked against the amounts written outside what the rules read as terms, so a term's number
 *   never vouches for a price; a price kept from the buyer's last bid (`same`) needs terms beside it;
 * - an accepted option is one of the context's options.
 */
import { LANGUAGES, type Interpretation, type InterpretationContext, type PriceDerivation, type TermValues } from "./interpretation";
import { ASK } from "./asking";
import { minorDigits } from "./money-format";
import { suspicionsIn } from "./offline-interpreter";
import { detectLanguage } from "./reader/language";
import { normalizeForRules } from "./reader/normalize";
import { readNumberWordsIn } from "./reader/number-words";
import { writtenPercents } from "./reader/percents";
import { derivedPrice } from "./reader/relative";
import { onGrid, readTerms, readsTerms, termValueInText } from "./reader/terms";
import { readWrittenNumbers } from "./written-prices";

/** The rule-based reader's gaps that doubt an amount is offered at all (offline-interpreter.ts), not which one or how. */
const RULES_DOUBT_THE_AMOUNT: ReadonlySet<string> = new Set(["is this an offer", "above the current offer", "withdraw or offer", "condition"]);

const MAX_ITEMS = 5;
const MAX_ITEM_LENGTH = 300;

export function guardReading(message: string, reading: Interpretation, context: InterpretationContext, offline: Interpretation): Interpretation {
  let guarded = reading;
  const move = reading.move;
  // With terms in play the price is checked against what is left once the rules' terms are set aside.
  const withTerms = readsTerms(context) && typeof message === "string";
  const terms = withTerms ? readTerms(message, context) : null;
  if (reading.confidence === "HIGH" && move.kind === "price") {
    const { written, unread, percents } = amountsWritten(terms ? terms.priceView : message, context);
    const derivation = reading.derivation;
    // Past the numbers the rules read, the rest of the message is unchecked: no price in it is vouched for.
    if (unread) guarded = unsure(reading, "too many numbers to check the price");
    else if (derivation && derivation.operation !== "words") {
      if (!derives(derivation, move.priceMinor, context, written, percents)) guarded = unsure(reading, "the price does not follow from the operation named");
      else if (derivation.operation === "same" && !(move.terms && Object.keys(move.terms).length > 0)) guarded = unsure(reading, "a price kept from the last bid needs terms beside it");
    } else if (!written.some((minor) => minor === move.priceMinor || minor === move.priceMinor * context.quantity)) {
      guarded = unsure(reading, "the price is not one written in the message");
    } else if (written.length > 1 && !(offline.move.kind === "price" && offline.move.priceMinor === move.priceMinor)) {
      // Choosing one of several numbers is choosing a number: only when the rules read the same one.
      guarded = unsure(reading, "several amounts are written");
    }
  }
  // The rules found this very amount and doubt that it is offered at all ("€110? Never.", "Ni por 110", "Even 110 would
  // be too much", "we could do 110 if…"): a model that reads it as a bid does not outweigh a refusal, a condition or
  // a hedge around the number itself. (Which of several amounts, or per unit or total, stays the model's to read.)
  if (guarded.confidence === "HIGH" && move.kind === "price" && offline.move.kind === "price" && offline.move.priceMinor === move.priceMinor && offline.confidence !== "HIGH") {
    const doubt = offline.gaps.find((gap) => RULES_DOUBT_THE_AMOUNT.has(gap));
    if (doubt !== undefined) guarded = unsure(reading, `the rules doubt this amount is offered (${doubt})`);
  }
  // A bid at or above the standing offer closes the deal at the offer: it binds like an acceptance, so, like one, it
  // stands only when the rules read the same bid at HIGH ("600? Never." is not a bid of 600).
  const standing = typeof context.standingOfferMinor === "number" ? context.standingOfferMinor : null;
  if (guarded.confidence === "HIGH" && move.kind === "price" && standing !== null && move.priceMinor >= standing) {
    if (!(offline.confidence === "HIGH" && offline.move.kind === "price" && offline.move.priceMinor === move.priceMinor)) guarded = unsure(reading, "a bid that closes the deal, which the rules do not read so");
  }
  // (The rules' own reading must be as sure: an acceptance they only ask to confirm vouches for nobody else's.)
  if (reading.confidence === "HIGH" && (move.kind === "accept" || move.kind === "withdraw") && (offline.move.kind !== move.kind || offline.confidence !== "HIGH")) {
    guarded = unsure(reading, `the message does not clearly say "${move.kind}"`);
  }
  if (guarded.confidence === "HIGH") {
    const problem = termProblem(message, reading, context, offline, terms?.found === true);
    if (problem) guarded = unsure(reading, problem);
  }
  // The rules look for instructions themselves, through an agent's JSON or key: value block to each key and value
  // (reader/agent-blocks.ts); looking again at the raw block would take its braces and keys for code. A model's
  // reading gets the look at the raw message.
  const readByTheRules = reading === offline;
  const suspicions = guarded.confidence === "HIGH" && !readByTheRules ? suspicionsIn(message) : [];
  if (suspicions.length > 0) guarded = unsure(guarded, `the message contains ${suspicions.join(" and ")}: say the offer plainly`);
  // The rule-based reader's own questions (its fallback's included) may be shown; a model's never are.
  const fromRules = guarded === reading && reading.interpreter.startsWith("offline") && reading.questions.length > 0;
  const questions = guarded.confidence === "HIGH" ? [] : fromRules ? reading.questions : fixedQuestions(guarded, context);
  return { ...guarded, gaps: bounded(guarded.gaps), questions: bounded(questions) };
}

/**
 * The distinct amounts the buyer wrote in the negotiation's currency (or in none), in digits or in words, the
 * whole-number percentages written, and whether numbers were left unread.
 */
function amountsWritten(message: string, context: InterpretationContext): { written: number[]; unread: boolean; percents: number[] } {
  const numbers = readWrittenNumbers(message, context.currency, context.standingOfferMinor ?? null);
  const currency = context.currency.toUpperCase();
  const written = numbers.prices.filter((p) => p.currency === null || p.currency === currency).map((p) => p.minor);
  const scale = 10 ** minorDigits(currency);
  const language = detectLanguage(normalizeForRules(message));
  for (const w of readNumberWordsIn(message, language, LANGUAGES)) if (Number.isSafeInteger(w.value * scale)) written.push(w.value * scale);
  const percents = writtenPercents(message, language).map((p) => p.value);
  return { written: [...new Set(written)], unread: numbers.unread, percents };
}

/** Whether redoing the named operation on public numbers gives `price`, using only an amount or percentage the buyer wrote. */
function derives(d: Exclude<PriceDerivation, { operation: "words" }>, price: number, context: InterpretationContext, written: number[], percents: number[]): boolean {
  if (derivedPrice(d, context) !== price) return false;
  switch (d.operation) {
    case "minus":
    case "plus":
      return written.includes(d.amountMinor);
    case "percent-off":
      return percents.includes(d.percent);
    case "split-difference":
    case "same":
      return true;
  }
}

/** What is wrong with a HIGH reading's terms or option, or null. */
function termProblem(message: string, reading: Interpretation, context: InterpretationContext, offline: Interpretation, termsNamed: boolean): string | null {
  const move = reading.move;
  const readTermsOf = (m: Interpretation["move"]): TermValues | undefined => (m.kind === "price" ? m.terms : undefined);
  const own = readTermsOf(move);
  if (own !== undefined) {
    if (typeof own !== "object" || own === null) return "the terms are not a list of values";
    const declared = Array.isArray(context.terms) ? context.terms : [];
    for (const [id, value] of Object.entries(own)) {
      const term = declared.find((t) => t.id === id);
      if (!term) return `"${id}" is not a term of this product`;
      if (term.kind === "numeric" ? typeof value !== "number" || !onGrid(term, value) : typeof value !== "string" || !term.values.includes(value)) return `${term.label}: the value is not one the product offers`;
      if (!termValueInText(message, term, value, context)) return `${term.label}: the value is not written in the message`;
    }
  }
  if (move.kind === "accept" && move.optionId !== undefined) {
    const options = Array.isArray(context.options) ? context.options : [];
    if (!options.some((o) => o.id === move.optionId)) return "the option is not one of the shop's";
  }
  // Choosing which term a number is, or which option is taken, is choosing: only as the rules read it.
  const offlineTerms = readTermsOf(offline.move);
  const optionOf = (m: Interpretation["move"]) => (m.kind === "accept" ? m.optionId : undefined);
  if (termsNamed || own !== undefined || offlineTerms !== undefined || optionOf(move) !== undefined) {
    if (offline.confidence !== "HIGH" || offline.move.kind !== move.kind) return "the rules do not read the terms that way";
    if (!sameTerms(own, offlineTerms) || optionOf(move) !== optionOf(offline.move)) return "the rules do not read the terms that way";
    if (move.kind === "price" && offline.move.kind === "price" && move.priceMinor !== offline.move.priceMinor) return "the rules do not read the price that way";
  }
  return null;
}

function sameTerms(a: TermValues | undefined, b: TermValues | undefined): boolean {
  const ka = Object.keys(a ?? {});
  const kb = Object.keys(b ?? {});
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b ?? {}, k) && (b ?? {})[k] === (a ?? {})[k]);
}

function unsure(reading: Interpretation, gap: string): Interpretation {
  return { ...reading, confidence: "MEDIUM", gaps: [...reading.gaps, gap] };
}

/** Questions that need no model: what to send so the next message can be read with confidence. */
function fixedQuestions(reading: Interpretation, context: InterpretationContext): string[] {
  switch (reading.move.kind) {
    case "accept":
      return [ASK.acceptReply.en()];
    case "withdraw":
      return [ASK.leavingReply.en()];
    default:
      return [ASK.priceAlone.en(context.currency)];
  }
}

function bounded(items: readonly string[]): string[] {
  return items.slice(0, MAX_ITEMS).map((item) => (item.length > MAX_ITEM_LENGTH ? `${item.slice(0, MAX_ITEM_LENGTH - 1)}…` : item));
}
