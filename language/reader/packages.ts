/**
 * A buyer's message about a package (issue 28): the price reader and the term reader together. terms.ts reads
 * the terms and the options named and blanks them out of the message; the price reader reads the rest, so
 * "I can pay in 30 days at 470" is a bid of 470 with payment in 30 days, never a bid of 30. What comes out:
 * - a price with terms ("450 if you deliver by Friday", "480 with the 3-year warranty") — HIGH when both the
 *   price and every term are read surely;
 * - terms and no price ("can you do 60 days?"): a counter needs a price, so the buyer's own last bid is kept
 *   (`derivation: { operation: "same", from: "last-bid" }`) when the context has one; without one the buyer is
 *   asked for a price;
 * - an option taken ("I'll take option 2", "the second one", "the one with 30 days" when exactly one option has
 *   it): an acceptance with its `optionId`; with several options a plain "I accept" asks which one;
 * - anything unsure — a term out of range or off its grid, two terms for one number, a term the product does not
 *   negotiate, a term named without a value, a day with no `now` to count from — is asked back (MEDIUM).
 * The price reader's own doubts (hedges, conditions left over, instructions to the system) keep their effect.
 */
import { ASK } from "../asking";
import type { Confidence, Interpretation, InterpretationContext, InterpretedMove, TermValues } from "../interpretation";
import { suspicionsIn } from "./instructions";
import { DOUBTFUL_ACCEPT, HEDGE, NEGATED, WITHDRAW } from "./intents";
import { detectLanguage } from "./language";
import { normalizeForRules } from "./normalize";
import { IF_WORDS, PICK, PROPOSING_QUESTION, THE_ONE_WITH, UNPICK } from "./term-words";
import { readTerms, readsTerms, type TermProblem, type TermsRead } from "./terms";
import { setAsideNotPrices } from "./set-aside";
import { readWrittenNumbers } from "../written-prices";

type PriceReader = (message: string, context: InterpretationContext) => Interpretation;

const ORDER: readonly Confidence[] = ["UNCERTAIN", "LOW", "MEDIUM", "HIGH"];
const lowest = (...cs: Confidence[]): Confidence => cs.reduce((a, b) => (ORDER.indexOf(a) <= ORDER.indexOf(b) ? a : b), "HIGH");
/** Politeness that holds an "if" ("s'il vous plaît") and nothing else. */
const POLITE = /\bs'il (?:vous|te) pla[iî]t\b|\bsi possible\b|\bif possible\b|\bwenn möglich\b|\bsi es posible\b/gu;

interface Draft {
  move: InterpretedMove;
  confidence: Confidence;
  gaps: string[];
  questions: string[];
  derivation?: Interpretation["derivation"];
  termSources?: Interpretation["termSources"];
}

/** Reads `message` against a context with terms or options; `readPrice` is the price reader (offline-interpreter.ts). */
export function readPackage(message: string, context: InterpretationContext, readPrice: PriceReader): Interpretation {
  const currency = String(context.currency ?? "").toUpperCase();
  if (!readsTerms(context)) return readPrice(message, context);
  const t = readTerms(message, context);
  if (!t.found) return whichOption(readPrice(message, context), context, currency);
  if (Object.keys(t.terms).length === 0 && t.problems.length === 0 && t.options.length === 0 && t.unsure.length === 0) {
    // A term named without a value: a question about it is answered as before ("What warranty do you give?"); a bid
    // or an acceptance beside it ("480 with a longer warranty") is asked back.
    const whole = readPrice(message, context);
    if (whole.move.kind === "question" || whole.move.kind === "none") return whole;
    const { gaps, questions } = ask(t.unvalued);
    const move: InterpretedMove = whole.move.kind === "price" ? whole.move : { kind: "none" };
    return { ...whole, move, confidence: lowest(whole.confidence, "MEDIUM"), gaps: [...new Set([...whole.gaps, ...gaps])], questions: [...new Set([...questions, ...whole.questions])] };
  }
  const language = detectLanguage(normalizeForRules(message));
  const base: Interpretation = { ...readPrice(t.priceView, context), language };
  const draft = t.options.length > 0 || (t.theOneWith && (context.options ?? []).length > 0 && (Object.keys(t.terms).length > 0 || t.problems.length > 0)) ? readPick(t, base, context, currency) : readTermsWithPrice(message, t, base, context, currency);
  // Instructions to the system anywhere in the message (not only in what was left for the price): never HIGH.
  const suspicions = suspicionsIn(message);
  if (suspicions.length > 0) {
    draft.confidence = lowest(draft.confidence, draft.move.kind === "price" ? "MEDIUM" : "LOW");
    draft.gaps.push(...suspicions);
    draft.questions.unshift(ASK.restate.en(currency));
  }
  return whichOption(finish(draft, base, currency), context, currency);
}

/** "I accept" while several options stand (read at HIGH, or at MEDIUM to be confirmed): which one is a question. */
export function whichOption(reading: Interpretation, context: InterpretationContext, currency: string): Interpretation {
  const options = context.options ?? [];
  if (reading.move.kind !== "accept" || reading.move.optionId !== undefined || options.length <= 1 || (reading.confidence !== "HIGH" && reading.confidence !== "MEDIUM")) return reading;
  return { ...reading, move: { kind: "none" }, confidence: "MEDIUM", gaps: [...reading.gaps, "which option"], questions: [whichQuestion(options.length, currency)] };
}

function whichQuestion(n: number, currency: string): string {
  return ASK.whichOption.en(currency, 0, "", n);
}

function ask(problems: readonly TermProblem[]): { gaps: string[]; questions: string[] } {
  return { gaps: problems.map((p) => p.gap), questions: problems.map((p) => p.question) };
}

/** An option named: taken when the words choose it and nothing else is asked for. */
function readPick(t: TermsRead, base: Interpretation, context: InterpretationContext, currency: string): Draft {
  const options = context.options ?? [];
  const norm = normalizeForRules(t.priceView).replace(POLITE, " ");
  const notSure = (gap: string, question: string): Draft => ({ move: { kind: "none" }, confidence: "MEDIUM", gaps: [gap], questions: [question] });
  let ids = [...new Set(t.options.map((r) => r.optionId))];
  if (t.options.length === 0) {
    // "the one with 30 days": the options whose terms hold every term named.
    const named = Object.entries(t.terms);
    const matching = options.filter((o) => o.terms && named.every(([id, v]) => o.terms![id] === v));
    if (matching.length !== 1 || t.problems.length > 0) return notSure("which option", options.length > 0 ? whichQuestion(options.length, currency) : ASK.whichOffer.en());
    ids = [matching[0]!.id];
  } else if (Object.keys(t.terms).length > 0 || t.problems.length > 0) {
    return notSure("an option with other terms", ASK.optionAsItStands.en(currency));
  }
  if (ids.includes(null)) return notSure("no such option", options.length > 0 ? whichQuestion(options.length, currency) : ASK.noOptionsYet.en(currency));
  if (ids.length > 1) return notSure("which option", whichQuestion(options.length, currency));
  const optionId = ids[0]!;
  const position = options.findIndex((o) => o.id === optionId) + 1;
  const confirm = ASK.takeOption.en("", 0, "", position);
  if (base.move.kind === "price") return notSure("an option and a price", ASK.takeOptionOrCounter.en(currency, 0, "", position));
  const rest = (norm.replace(new RegExp(THE_ONE_WITH.source, "gu"), " ").match(/[\p{L}']+/gu) ?? []).filter((w) => !/^(?:please|bitte|s'il|vous|plaît|plait|por|favor|thanks|thank|you|danke|merci|gracias|the|die|das|la|le|el|one|i|we|ich|wir|je|nous|yo|s'il|plaît|vous)$/u.test(w));
  const picks = PICK.test(norm) || rest.length === 0;
  const doubt = HEDGE.test(norm) || DOUBTFUL_ACCEPT.test(norm) || NEGATED.test(norm) || UNPICK.test(norm) || new RegExp(IF_WORDS.source, "u").test(norm) || WITHDRAW.test(norm) || /\?/u.test(norm);
  if (!picks || doubt) return notSure("is this an acceptance", confirm);
  return { move: { kind: "accept", optionId }, confidence: "HIGH", gaps: [], questions: [] };
}

/** Terms named, with or without a price. */
function readTermsWithPrice(message: string, t: TermsRead, base: Interpretation, context: InterpretationContext, currency: string): Draft {
  const terms: TermValues = t.terms;
  const hasTerms = Object.keys(terms).length > 0;
  const doubts = [...t.problems, ...t.unsure, ...t.unvalued];
  const termsSure: Confidence = doubts.length > 0 ? "MEDIUM" : "HIGH";
  const { gaps, questions } = ask(doubts);
  const sources = hasTerms ? t.sources : undefined;
  const move = base.move;
  if (!hasTerms) {
    // Nothing valued, only doubts (a value out of range, a term the product does not negotiate…): asked back.
    if (move.kind === "question" || move.kind === "none") return { move: { kind: "none" }, confidence: "MEDIUM", gaps: [...gaps], questions: [...questions] };
    return { move: move.kind === "price" ? move : { kind: "none" }, confidence: lowest(base.confidence, "MEDIUM"), gaps: [...base.gaps, ...gaps], questions: [...questions, ...base.questions], ...(base.derivation ? { derivation: base.derivation } : {}) };
  }
  // The shop's own price named back with terms ("520 with 60 days"): a counter at that price, not an acceptance.
  const standing = context.standingOfferMinor ?? null;
  const atStanding = move.kind === "price" && standing !== null && move.priceMinor === standing && base.gaps.includes("is this an acceptance");
  if (move.kind === "price") {
    const gapsLeft = atStanding ? base.gaps.filter((g) => g !== "is this an acceptance") : base.gaps;
    const baseSure = atStanding ? (gapsLeft.length === 0 ? "HIGH" : base.confidence) : base.confidence;
    const questionsLeft = atStanding && gapsLeft.length === 0 ? [] : base.questions;
    return {
      move: { ...move, terms },
      confidence: lowest(baseSure, termsSure),
      gaps: [...gapsLeft, ...gaps],
      questions: [...questions, ...questionsLeft],
      ...(base.derivation ? { derivation: base.derivation } : {}),
      ...(sources ? { termSources: sources } : {}),
    };
  }
  const norm = normalizeForRules(t.priceView).replace(POLITE, " ");
  const summary = t.sources.map((s) => `${labelOf(context, s.term)} ${s.text.trim()}`).join(", ");
  // "I'll take the one with 30 days" handled as a pick; an acceptance with terms that match exactly one option is one too.
  if (move.kind === "accept" || PICK.test(norm)) {
    const matching = (context.options ?? []).filter((o) => o.terms && Object.entries(terms).every(([id, v]) => o.terms![id] === v));
    if (matching.length === 1 && doubts.length === 0 && (move.kind === "accept" ? base.confidence === "HIGH" : false))
      return { move: { kind: "accept", optionId: matching[0]!.id }, confidence: "HIGH", gaps: [], questions: [] };
    // A price written equal to the shop's ("ok 520 with 60 days"): the counter at that price.
    const amounts = readWrittenNumbers(t.priceView, currency, standing).prices.map((p) => p.minor);
    if (move.kind === "accept" && standing !== null && amounts.length > 0 && amounts.every((a) => a === standing))
      return { move: { kind: "price", priceMinor: standing, basis: "unit", final: false, terms }, confidence: termsSure, gaps, questions, ...(sources ? { termSources: sources } : {}) };
    if (move.kind === "accept")
      return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["accept or counter-offer", ...gaps], questions: [ASK.termsOrAccept.en(currency, 0, summary), ...questions] };
  }
  if (move.kind === "withdraw") return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["withdraw or counter-offer", ...gaps], questions: [ASK.termsOrLeaving.en(currency, 0, summary), ...questions] };
  // Amounts written that the price reader could not settle on ("926 3-year 687"): which one is the price is a question.
  if (readWrittenNumbers(setAsideNotPrices(t.priceView), currency, standing).prices.length > 0 || /\d/u.test(normalizeForRules(base.gaps.join(" "))) || base.gaps.some((g) => /amount|price|currency|range/u.test(g)))
    return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["which amount is the price", ...gaps], questions: [ASK.priceWithTerms.en(currency, 0, summary), ...questions] };
  // Terms and no price: a counter needs one. The buyer's own last bid stands, when there is one.
  const last = context.lastBuyerBidMinor ?? null;
  const hedged = HEDGE.test(norm) || DOUBTFUL_ACCEPT.test(norm) || NEGATED.test(norm) || new RegExp(IF_WORDS.source, "u").test(norm);
  const asked = /\?/u.test(normalizeForRules(message)) && !PROPOSING_QUESTION.test(normalizeForRules(message));
  if (last !== null && Number.isSafeInteger(last) && last > 0) {
    const sure = hedged || asked ? "MEDIUM" : termsSure;
    const extra = hedged || asked ? { gaps: ["is this a counter-offer"], questions: [ASK.termsAtLastPrice.en(currency, 0, summary)] } : { gaps: [], questions: [] };
    return {
      move: { kind: "price", priceMinor: last, basis: "unit", final: false, terms },
      derivation: { operation: "same", from: "last-bid" },
      confidence: sure,
      gaps: [...extra.gaps, ...gaps],
      questions: [...extra.questions, ...questions],
      ...(sources ? { termSources: sources } : {}),
    };
  }
  return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["price for these terms", ...gaps], questions: [ASK.atWhatPriceWithTerms.en(currency, 0, summary), ...questions] };
}

function labelOf(context: InterpretationContext, id: string): string {
  return (context.terms ?? []).find((t) => t.id === id)?.label ?? id;
}

/** Questions exactly when not HIGH; an acceptance or walk-away below HIGH is no move (as the price reader does it). */
function finish(d: Draft, base: Interpretation, currency: string): Interpretation {
  const high = d.confidence === "HIGH";
  const move: InterpretedMove = !high && (d.move.kind === "accept" || d.move.kind === "withdraw") ? { kind: "none" } : d.move;
  const questions = high ? [] : [...new Set(d.questions.length > 0 ? d.questions : [ASK.price.en(currency)])];
  const out: Interpretation = { move, language: base.language ?? "en", confidence: d.confidence, gaps: [...new Set(d.gaps)], questions, interpreter: "offline" };
  if (move.kind === "price" && d.derivation) out.derivation = d.derivation;
  if (move.kind === "price" && move.terms && d.termSources) out.termSources = d.termSources;
  return out;
}
