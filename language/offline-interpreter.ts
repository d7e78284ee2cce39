/**
 * The offline reader of buyer messages: no model, no clock, no randomness. It reads English, German, French and
 * Spanish by composing one module per concern (language/reader/):
 * - language.ts: which language (franc-min, with marker words for short messages);
 * - set-aside.ts + written-prices.ts: the amounts written in digits, with phone numbers, addresses, references,
 *   dates, quantities and percentages set aside; number-words.ts: amounts written in words;
 * - relative.ts: bids relative to public numbers (the standing offer, the buyer's last bid), with the operation;
 * - intents.ts: the words that accept, walk away, hedge, set a condition, correct an amount, or ask;
 * - instructions.ts: instructions to the system, fiction, quoted lines, hidden or encoded text, which cap any
 *   reading below HIGH.
 * A clear bid, acceptance, walk-away or question is read at HIGH; anything hedged, conditional, negated, with
 * two candidate prices or addressed to the system is read lower and answered with a question. A price it returns
 * is always one the buyer wrote (in digits or words), or one derived from public numbers by the operation it names.
 */
import {
  MAX_MESSAGE_LENGTH,
  type Confidence,
  type Interpretation,
  type InterpretationContext,
  type InterpretedMove,
  LANGUAGES,
  type Language,
  type MessageInterpreter,
  type PriceDerivation,
  type QuestionSubject,
} from "./interpretation";
import { ASK } from "./asking";
import { formatMinor, minorDigits } from "./money-format";
import { suspicionsIn } from "./reader/instructions";
import {
  ACCEPT,
  AGREED_AFTER_AMOUNT,
  AGREED_BEFORE_AMOUNT,
  AMOUNT_AGREED,
  AMOUNT_THEN_AGREED,
  APPROVAL_PENDING,
  ASKS,
  YES_NO_QUESTION,
  CLOSE_ON_AMOUNT,
  CONDITION,
  CORRECTION,
  DOUBTFUL_ACCEPT,
  TAKE_IT,
  TALKS_GO_ON,
  THINKING_IT_OVER,
  HEDGE,
  IF_BUYING,
  NOT_THE_BID_AFTER,
  PER_PERIOD_AFTER,
  NOT_THE_BID_BEFORE,
  GAP_NAMED_BEFORE,
  OBJECTION,
  OFFER,
  OPENING_HUM,
  OWNED_COURTESY,
  NEGATED,
  TAKING_PART_AFFIRMED,
  NO_DEAL,
  DEAL_CALLED_OFF,
  ANOTHER_OFFER_TAKEN,
  PARTING,
  PRICED_OUT,
  SUBJECTS,
  TOTAL,
  UNIT,
  WITHDRAW,
} from "./reader/intents";
import { detectLanguage } from "./reader/language";
import { readLexically } from "./reader/lexicon";
import { accentsPutBack, normalizeForRules, withoutFalseFriends, withoutMarkdownEmphasis } from "./reader/normalize";
import { readNumberWordsIn } from "./reader/number-words";
import { PERCENT_WORD_AFTER, writtenPercents } from "./reader/percents";
import { ADDED_AMOUNT_AFTER, ADDED_AMOUNT_BEFORE, derivedPrice, gapAmounts, readRelative, SMALL_WORD_ADDED_AFTER, SMALL_WORD_TAKEN_OFF_AFTER, type LocatedAmount } from "./reader/relative";
import { setAsideNotPrices } from "./reader/set-aside";
import { unicodeWords } from "./reader/unicode-words";
import { ELSEWHERE, namesSomeoneElsesPrice, someoneElsesPriceAt } from "./reader/someone-elses-price";
import { sentenceAround, structureOf } from "./reader/structure";
import { conditionOnExtras } from "./reader/conditions";
import { readAgentBlock } from "./reader/agent-blocks";
import { readPackage, whichOption } from "./reader/packages";
import { readsTerms } from "./reader/terms";
import { governedAt } from "./reader/negation-scope";
import { MODEL_LEAVES_ABOVE, mostLikelyKind, moveByModel, moveProbabilities } from "./reader/moves-by-model";
import { DURATION_AFTER, MAX_NUMBERS_READ, readWrittenNumbers, scanNumerals, SLANG_MONEY_WORDS } from "./written-prices";

export { normalizeForRules } from "./reader/normalize";
export { suspicionsIn } from "./reader/instructions";

export class OfflineInterpreter implements MessageInterpreter {
  readonly name = "offline";

  async interpret(message: string, context: InterpretationContext): Promise<Interpretation> {
    return interpretOffline(message, context);
  }
}

/**
 * The synchronous reading behind OfflineInterpreter. Never throws. With the product's public terms or the shop's
 * options in the context, terms and options are read too (reader/packages.ts); without them, the price only.
 */
export function interpretOffline(message: string, context: InterpretationContext): Interpretation {
  if (context && readsTerms(context) && typeof message === "string" && message.length <= MAX_MESSAGE_LENGTH) {
    try {
      return withTheModelsQuestion(message, context, readPackage(message, context, interpretPriceOnly));
    } catch {
      return finish({ move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["unreadable"], questions: [] }, String(context.currency ?? "").toUpperCase(), "en");
    }
  }
  return withTheModelsQuestion(message, context, interpretPriceOnly(message, context));
}

/**
 * Where the rules found nothing at all, the model of how buyers write may still know the words for leaving or for
 * taking the offer (reader/moves-by-model.ts). It reads no number. An acceptance stays an acceptance at MEDIUM, which
 * the room asks the buyer to confirm ("To confirm: you accept …?") and which binds nothing until a plain yes. A
 * walk-away becomes the question whether to end the negotiation — unless the model reads leaving in words the rules
 * have no cue in (`leavesBeyondTheRulesCues`): then it is the walk-away it says, at HIGH.
 */
function withTheModelsQuestion(message: string, context: InterpretationContext, reading: Interpretation): Interpretation {
  if (typeof message !== "string") return reading;
  const currency = String(context.currency ?? "").toUpperCase();
  if (reading.move.kind === "question" && reading.confidence === "HIGH") return acceptingBesideTheQuestion(message, context, reading, currency);
  const nothing = reading.move.kind === "none" && reading.confidence === "UNCERTAIN" && reading.gaps.length === 1 && reading.gaps[0] === "offer";
  if (!nothing) return reading;
  switch (moveByModel(message)) {
    case "withdraw": {
      if (leavesBeyondTheRulesCues(message)) return { ...reading, move: { kind: "withdraw" }, confidence: "HIGH", gaps: [], questions: [] };
      const leaving = doubtfulWalkAway(currency);
      return { ...reading, confidence: leaving.confidence, gaps: [...leaving.gaps, "read by the model only"], questions: leaving.questions };
    }
    case "accept":
      return acceptanceToConfirm(message, context, reading, currency);
    default:
      return reading;
  }
}

/**
 * A question the rules read, in a message the model reads as taking the offer ("Sounds good, we'll go with that —
 * can the courier come Thursday?"): the rules found the question and no word of accepting they know, but answered
 * alone the acceptance would be lost, and the buyer would have to say it again. The acceptance is asked instead
 * ("To confirm: you accept …?"), as where the rules see both (readBid's "acceptance before the question").
 * It binds nothing until a plain yes: a buyer who only asked answers anything else, and that is read as usual.
 */
function acceptingBesideTheQuestion(message: string, context: InterpretationContext, reading: Interpretation, currency: string): Interpretation {
  if (!saysMoreThanItAsks(message) || mostLikelyKind(moveProbabilities(message)) !== "accept") return reading;
  return acceptanceToConfirm(message, context, reading, currency);
}

/**
 * An acceptance the model read, to be confirmed with the buyer (MEDIUM): only with a standing offer to accept, and
 * never for a courtesy ("The pleasure is mine.": the model, reading "mine", may take it for the thing claimed). With
 * several options standing, which one is asked (reader/packages.ts).
 */
function acceptanceToConfirm(message: string, context: InterpretationContext, reading: Interpretation, currency: string): Interpretation {
  if (context.standingOfferMinor === null || context.standingOfferMinor === undefined) return reading;
  if (OWNED_COURTESY.test(normalizeForRules(message))) return reading;
  return whichOption({ ...reading, move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["accept or ask", "read by the model only"], questions: [ASK.acceptAsItStands.en()] }, context, currency);
}

/** Every sentence that asks (up to its question mark), to be read past. */
const QUESTION_SENTENCE = /[^.!?\n]*\?+/gu;

/**
 * Whether a message says something besides its questions: two words or more outside them. "Do you accept PayPal?",
 * "Akzeptieren Sie Kartenzahlung?": the model reads the word of accepting; only the question holds it.
 */
function saysMoreThanItAsks(message: string): boolean {
  return message.replace(QUESTION_SENTENCE, " ").split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length >= 2;
}

/** Every deal called off, and every other seller's offer taken, in a message: masked before its words of accepting are read. */
const ALL_DEALS_CALLED_OFF = new RegExp(DEAL_CALLED_OFF.source, "gu");
const ALL_OTHER_OFFERS_TAKEN = new RegExp(ANOTHER_OFFER_TAKEN.source, "gu");

/** The rules' cues for what is not yet leaving on its own (priced out, a parting wish, "no deal"), to be read past. */
const CUES_SHORT_OF_LEAVING = [PRICED_OUT, OBJECTION, PARTING, NO_DEAL].map((cue) => new RegExp(cue.source, `${cue.flags.replace("g", "")}g`));

/**
 * Whether the model reads leaving in words beyond the rules' own cues. The rules hold "too rich for me" (an
 * objection the shop answers), "thanks for your time" or "no deal" alone for short of leaving, and a bag of words
 * cannot see that they stand alone: so those words are taken out and the model must still read a walk-away in what
 * is left ("thanks for your time, but we've sourced it elsewhere" keeps "we've sourced it elsewhere"; "Merci pour
 * votre temps." keeps nothing). A question, a condition, a number, a decision still to be made or approved, and a
 * negation (which a bag of words reads as the words it negates: "we have not gone with another supplier") keep it a
 * question to the buyer; so does taking part said emphatically ("Este año sí vamos a ir").
 */
function leavesBeyondTheRulesCues(message: string): boolean {
  const norm = normalizeForRules(message);
  if (/[?¿\d]/u.test(norm) || IF_CLAUSE.test(norm) || LEAVING_THREATENED.test(norm) || NEGATED.test(norm) || TAKING_PART_AFFIRMED.test(norm) || THINKING_IT_OVER.test(norm) || APPROVAL_PENDING.test(norm) || TALKS_GO_ON.test(norm)) return false;
  let rest = norm;
  for (const cue of CUES_SHORT_OF_LEAVING) rest = rest.replace(cue, " ");
  return moveProbabilities(rest).withdraw > MODEL_LEAVES_ABOVE;
}

/**
 * Whether a sentence holds an amount as written (`span`) as a number of its own: "304" is not in "paid 1304" nor in
 * "1.304", so a bid is not taken for part of someone else's price said in another sentence.
 */
function holdsAmount(sentence: string, span: string): boolean {
  return standaloneAt(sentence, span) >= 0;
}

/** Where `span` stands in `sentence` as a number of its own (not inside a longer number or word), or -1. */
function standaloneAt(sentence: string, span: string): number {
  for (let at = sentence.indexOf(span); at >= 0; at = sentence.indexOf(span, at + 1)) {
    const before = sentence.slice(Math.max(0, at - 2), at);
    const after = sentence.charAt(at + span.length);
    const joinedBefore = /[\p{L}\p{N}]$/u.test(before) || /\p{N}[.,'’]$/u.test(before);
    if (!joinedBefore && !/[\p{L}\p{N}]/u.test(after)) return at;
  }
  return -1;
}

/** The price reader: a message read for one price, an acceptance, a walk-away or a question. Never throws. */
function interpretPriceOnly(message: string, context: InterpretationContext): Interpretation {
  const currency = String(context.currency ?? "").toUpperCase();
  let language: Language = "en";
  try {
    if (typeof message !== "string") return finish({ move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["message"], questions: [] }, currency, language);
    if (message.length > MAX_MESSAGE_LENGTH)
      return finish(
        { move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["too long"], questions: [ASK.shorter.en(currency)] },
        currency,
        language,
      );
    // An agent's block (JSON, YAML, a field table, one labelled decision line, an object between prose) is read as
    // the sentence it stands for (reader/agent-blocks.ts).
    const fragment = readAgentBlock(message);
    // (English "it falls within the budget" is not German "falls", if: reader/normalize.ts.)
    // (Markdown emphasis around an agent's labels is read as plain words: reader/normalize.ts.)
    const text = withoutMarkdownEmphasis(withoutFalseFriends(fragment ? fragment.text : message));
    const norm = normalizeForRules(text);
    language = detectLanguage(fragment ? normalizeForRules(message) : norm);
    // French typed without apostrophes ("c est d accord", "j accepte"): the elisions put back for the rules.
    // (Not after an accented letter: JavaScript's \b is ASCII-only, so "disparaît entre" would become "disparaît'entre".)
    const rules = language === "fr" ? norm.replace(/(?<![\p{L}\p{N}'])([cdjlmnst]) (?=[aeiouyhéèêà])/gu, "$1'") : norm;
    const reading = read(text, rules, context, currency, language);
    // A decision record's own token ("WALK_AWAY") is the protocol's word for the move, not a tool's name.
    const decision = fragment ? null : decisionRecordOf(message);
    // An acceptance record's "Agreed price:" field is what it accepts; readDecisionRecord asks unless that is the
    // shop's standing offer, so the field itself claims nothing the reading acts on.
    const asRecord = (m: string, d: { kind: string; token: string }) => {
      const plain = m.replace(d.token, d.kind);
      return d.kind === "accept" ? plain.replace(/\bagreed (price|amount)\s*:/giu, "$1:") : plain;
    };
    // "{"status": "draft", "amount": 980, …}", "estado: borrador": an agent's draft, not yet sent as an offer.
    if (DRAFT_STATUS.test(message.slice(0, 2_000)) && reading.confidence === "HIGH") {
      reading.confidence = "MEDIUM";
      reading.gaps.push("draft");
      reading.questions.push(askPrice(currency));
    }
    const suspicions = suspicionsIn(fragment ? fragment.values : decision ? asRecord(message, decision) : message);
    if (suspicions.length > 0) {
      // Instructions to the system never raise confidence: at most MEDIUM, and the buyer is asked to restate plainly.
      reading.confidence = capAt(reading.confidence, reading.move.kind === "price" ? "MEDIUM" : "LOW");
      reading.gaps.push(...suspicions);
      reading.questions.unshift(ASK.restate.en(currency));
    }
    return finish(reading, currency, language);
  } catch {
    return finish({ move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["unreadable"], questions: [] }, currency, language);
  }
}

/** An agent's record whose status says it is a draft: "status": "draft", "statut": "brouillon", "Status: Entwurf", "estado: borrador". */
const DRAFT_STATUS = /["']?\b(?:status|statut|estado|state|stand)\b["']?\s*[:=]\s*["']?(?:draft|brouillon|entwurf|borrador|unsent|not sent|non envoyé|nicht versendet|no enviado)\b/iu;

interface Reading {
  move: InterpretedMove;
  confidence: Confidence;
  gaps: string[];
  questions: string[];
  derivation?: PriceDerivation;
}

const ORDER: readonly Confidence[] = ["UNCERTAIN", "LOW", "MEDIUM", "HIGH"];

function capAt(a: Confidence, cap: Confidence): Confidence {
  return ORDER.indexOf(a) < ORDER.indexOf(cap) ? a : cap;
}

/**
 * Questions are empty exactly when the reading is HIGH; every other reading asks something. A withdrawal below
 * HIGH, and an acceptance below MEDIUM, are reported as no move.
 */
function finish(r: Reading, currency: string, language: Language): Interpretation {
  const high = r.confidence === "HIGH";
  // Below HIGH a walk-away is only a question, and so is an acceptance below MEDIUM. An acceptance at MEDIUM stays
  // one: the room asks the buyer to confirm it ("To confirm: you accept …?"), keeps the question pending, and binds
  // nothing until a plain yes; the guard never lets it vouch for a model's acceptance at HIGH.
  const onlyAsked = r.move.kind === "withdraw" || (r.move.kind === "accept" && r.confidence !== "MEDIUM");
  const move: InterpretedMove = !high && onlyAsked ? { kind: "none" } : r.move;
  const questions = high ? [] : unique(r.questions.length > 0 ? r.questions : [askPrice(currency)]);
  const out: Interpretation = { move, language, confidence: r.confidence, gaps: unique(r.gaps), questions, interpreter: "offline" };
  if (r.derivation && move.kind === "price") out.derivation = r.derivation;
  return out;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** Leaving, but with a question or a way back in: the buyer is asked which it is. */
function doubtfulWalkAway(currency: string): Reading {
  return { move: { kind: "withdraw" }, confidence: "MEDIUM", gaps: ["withdraw or keep negotiating"], questions: [ASK.leaving.en(currency)] };
}

function askPrice(currency: string): string {
  return ASK.price.en(currency);
}

// ---------------------------------------------------------------------------------------------------------
// Reading a message.

/** An amount the buyer wrote, in digits or in words, where it stands in the message. */
interface Amount extends LocatedAmount {
  currency: string | null;
  basis: "unit" | "total" | null;
  range: boolean;
  /** The phrase, when written in words. */
  words?: string;
  /** Said in shorthand ("für viereinhalb"): its scale was taken from the shop's offer, so it is asked back. */
  shorthand?: true;
}

// (Not across a "but": "I'm not walking away, but 450 is my limit" negates the walking away, not the amount.)
const NEGATION = /\b(?:not|never|no deal|won't|will not|can't|cannot|couldn't|wouldn't|don't|do not|no way|refuse to|nicht|niemals|jamais|nunca)\b(?:(?!\b(?:but|aber|mais|pero|sino|sondern)\b)[^.!?]){0,25}$/u;
const CEILING = /\b(?:above|higher than|over|more than|beyond|any higher than|exceed|über|mehr als|plus de|au-delà de|más de|por encima de)\s?[\p{Sc}a-z]{0,4}\s?$/u;
const CONDITION_ALL = new RegExp(CONDITION.source, "gu");
const IF_BUYING_ALL = new RegExp(IF_BUYING.source, "gu");
/** The buyer as the subject of what it will do: "I'll", "je", "ich", "wir", "yo", or a Spanish first-person verb. */
const BUYER_ACTS = /\b(?:i|i'll|i will|we|we'll|je|j'|nous|ich|wir|yo|paso|voy|vengo|vamos|recojo|pago)(?=[\s'])/u;
/** Interjections of discontent: "meh", "bof", "naja", "tja", "pff", "bah", "uff". */
const GRUMBLE = /\b(?:meh|bof|bah|naja|na ja|tja|pff+|uff+|puf+|ugh)\b/gu;
/** A correction's "I meant" right before the amount ("I meant to write $510", "ich meinte 510", "je voulais écrire 510", "quería poner 510"). */
const MEANT_RIGHT_BEFORE = /\b(?:(?:ups|upps|oops|sorry|äh|ähm|pardon),?\s(?:ich\s)?meinte|i meant|we meant|(?:but|and) meant|(?:ich habe|ich hatte|wir haben) (?:\p{L}+ )?gemeint|gemeint (?:war|waren|ist|sind|hatte ich)|je voulais dire|j'avais en tête|quise decir|quería poner|i meant to (?:write|say|type|offer)|we meant to (?:write|say|type|offer)|ich meinte|wir meinten|ich wollte (?:\p{L}+ )?(?:schreiben|sagen|bieten)|je voulais (?:dire|écrire|mettre|proposer)|nous voulions (?:dire|écrire|proposer)|quería (?:decir|escribir|poner|ofrecer)|queríamos (?:decir|escribir|poner|ofrecer))\s?[\p{Sc}a-z]{0,4}\s?$/u;
/** Right before the buyer's earlier bid: where the buyer comes from ("up from", "von", "j'étais à", "subo desde"). */
const CAME_FROM = /\b(?:up from|from|i was at|was at|von|ab|j'étais à|j'étais|j'en étais à|desde|estaba en)\s?[\p{Sc}a-z]{0,4}\s?$/u;
const RAISED_FROM = /(?:up from|instead of|vorher|statt|au lieu de|contre|en vez de|antes)\s?[\p{Sc}a-z]{0,4}\s?$/u;
const FINAL =
  new RegExp(unicodeWords(String.raw`\b(?:final|last word|dernier mot|take it or leave it|not a (?:cent|penny|euro|dollar|coin) more|best and final|letztes wort|endgültig|keinen (?:cent|heller) mehr|dernier prix|point final|pas un sou de plus|última palabra|oferta final|keinen heller mehr|ni un (?:euro|céntimo) más)\b|\b(?:last offer|letztes angebot|letzten angebot|dernière offre|última oferta)\b(?<!\b(?:than|to|on|over|above|from|with|à|de|que|sur|über|auf|als|zu|seit|von|a|sobre|con|desde|rapport à) (?:my|our|mein|meinem|meinen|unser|unserem|unseren|ma|notre|mon|mi|nuestra|your|ihr|ihrem|ihren|votre|su|tu|his|her|its|their|sein|seinem|seinen|son|sa) (?:last offer|letztes angebot|letzten angebot|dernière offre|última oferta))`), "u");
// (Letter-aware boundaries: with a plain \b, "ça marche" never matched after a space, ç being no ASCII word character.)
const ASSENT = new RegExp(unicodeWords(String.raw`\b(?:ok|okay|fine|alright|passt|gut|einverstanden|bon|ça marche|ça roule|vale|bueno|perfecto|parfait|perfekt|perfect|venga|dale|allez|yep|yes|ja|oui)\b|\bit is[!.]*$`), "u");
/** Words that undo an assent ("ok 520 is too much", "ok, 520 passt nicht"). */
const UNDO_ASSENT = /\b(?:not|no|nope|nicht|kein|nein|pas|non|too|zu|trop|demasiado|but|aber|mais|pero|if|wenn|si)\b/u;
/**
 * An offering verb right before the amount: "we can offer 480", "wir bieten 480", "le ofrezco 480"; its indirect
 * object or a word of total or time between them changes nothing ("bieten wir Ihnen 4.900 €", "offer you 480").
 */
const OFFER_RIGHT_BEFORE =
  /\b(?:offer|offers|propose|proposes|bid|biete|bieten|bietet|anbieten|zahle|zahlen|zahlt|propose|proposer|proposons|offre|offrir|offrons|ofrezco|ofrecemos|ofrece|ofrecer|propongo|proponemos|propone|proponer)\s?(?:(?:wir|ich|(?:mein|meine|unser|unsere|der|die) (?:auftraggeber(?:in)?|mandant(?:in)?|kunde|kundin|firma|unternehmen|klient(?:in)?))\s)?(?:(?:you|ihnen|dir|euch|vous|te|le|les|nos|you|us|uns)\s)?(?:(?:in total|insgesamt|gesamt|au total|en total|en tout|jetzt|now|maintenant|ahora|nun|heute|today|aujourd'hui|hoy)\s)?(?:of\s|von\s|de\s)?(?:eur|€|\$|usd|£|gbp|chf)?\s?$/u;
/** Right before an amount, the buyer's offer named and said to be it: "Our offer is $1,780", "Unser Angebot liegt bei", "Notre offre est de". */
const OWN_OFFER_IS_BEFORE = new RegExp(
  unicodeWords(
    String.raw`\b(?:our|my|unser(?:e)?|mein(?:e)?|notre|ma|mon|nuestra|mi)\s(?:\p{L}+\s)?(?:offer|bid|counter-?offer|angebot|gebot|gegenangebot|offre|contre-offre|proposition|oferta|contraoferta|propuesta)(?:\s(?:is|stands at|comes to|ist|liegt bei|beträgt|est(?: de)?|s'élève à|es(?: de)?|queda en))?\s?:?\s?(?:[\p{Sc}]|eur|usd|us\$|chf|gbp|cad)?\s?$`,
  ),
  "u",
);
/**
 * "… which came from an earlier draft: our offer is £1,200": the buyer's own offer named right before the amount, in a
 * clause of its own that says nothing of a past or someone else's price, whatever the clause before it says. ("Our
 * previous offer: £1,100" names a past one.)
 */
function ownOfferNamedInItsClause(before: string): boolean {
  const named = OWN_OFFER_IS_BEFORE.exec(before);
  if (named === null) return false;
  const head = before.slice(0, named.index);
  const clauseStart = Math.max(head.lastIndexOf(","), head.lastIndexOf(":"), head.lastIndexOf(";"), head.lastIndexOf(". "), head.lastIndexOf("\n")) + 1;
  return !NOT_THE_BID_BEFORE.test(before.slice(clauseStart));
}
/** An e-mail's subject line, first: "Subject: …", "Re: …", "Betreff: …", "Objet : …", "Asunto: …". */
const SUBJECT_LINE = /^\s*(?:subject|re|betreff|objet|asunto)\s?:[^\n]*\n/u;
/** The subject line's figure said to be disregarded: "disregard the figure in the subject line", "den Betrag in der Betreffzeile", "le montant indiqué dans l'objet", "la cifra del asunto". */
const SUBJECT_FIGURE_DISREGARDED = new RegExp(
  unicodeWords(String.raw`(?<!\b(?:not|don't|never)\s)\b(?:disregard|ignore|overlook|beachten|berücksichtigen|ignorieren|tenir compte|tenez compte|ignorez|ignorer|en cuenta|ignore|ignoren)\b[^.!?\n]{0,40}\b(?:figure|number|amount|price|sum|betrag|zahl|summe|angabe|montant|chiffre|prix|somme|cifra|importe|monto|precio|cantidad)\b[^.!?\n]{0,30}\b(?:subject|betreff\p{L}*|objet|asunto)\b`),
  "u",
);
/** Irony: eye-rolls and the words of mock agreement. */
const IRONY = new RegExp(unicodeWords(String.raw`🙄|😒|🙃|😏|😤|\b(?:sure|yeah right|totally|of course|as if|natürlich|klar|bien sûr|évidemment|vraiment|claro|por supuesto|super|great|fair|fairer|justísimo|génial|mais oui|millionaire|millionnaire|millionär|millonario|made of money|right)\b`), "u");
/**
 * Words that refuse an amount rather than bid it, said beside one above the shop's offer (which would close the deal
 * at the offer): "600? Never.", "Nobody pays 600 for this", "Even 600 would be too much", "600 is a joke", "Ha, 600.
 * Good one.", "At 600 I'd rather buy new", "600 is what you want, not what I'll pay", "Jamás pagaría 600".
 */
const REFUSING = new RegExp(unicodeWords(String.raw`\b(?:not|no|never|don't|won't|can't|cannot|wouldn't|nicht|nie|niemals|kein|keine|pas|jamais|ni|nunca|jamás|tampoco|nobody|no one|niemand|keiner|personne|nadie|even|sogar|selbst|même|incluso|siquiera|joke|kidding|witz|scherz|blague|rigole|broma|chiste|good one|forget it|vergiss es|laisse tomber|oubliez|olvídalo|olvídese|rather|lieber|plutôt|prefiero|preferiría|what you want|too much|zu viel|trop|demasiado|dreams?|träum\p{L}*|rêve\p{L}*|sueños?)\b`), "u");
/** Words of leaving in English, the ones a wish can be said of ("hate to walk away", "rather not pull out"). */
const LEAVING_EN = String.raw`walk(?:ing)? away|walk(?:ing)? out|leav(?:e|ing)|withdraw(?:ing)?|giv(?:e|ing) up|quit(?:ting)?|pull(?:ing)? out|back(?:ing)? out`;
/** Words of leaving the negotiation, in the four languages (German separable verbs by their stem). */
const LEAVING_WORDS = new RegExp(
  unicodeWords(
    String.raw`\b(?:${LEAVING_EN}|retiro|retiramos|retirar(?:me|nos)?|rindo|rendimos|steige|steigen|aussteigen|ziehe|ziehen|zurückziehen|retire|retirons|retirer|abandonne|abandonnons|abandono|abandonamos)\b`,
  ),
  "gu",
);
/** Leaving said to be unwanted: "I'd hate to walk away", "we'd rather not pull out", "no intention of leaving". */
const UNWANTED_LEAVING = new RegExp(unicodeWords(String.raw`\b(?:hate to|rather not|no intention of|don't want to|do not want to)\s(?:\p{L}+\s){0,2}?(?:${LEAVING_EN})\b`), "u");
/**
 * Leaving said not to happen: a word of leaving under a negation (reader/negation-scope.ts: "I'm not walking away",
 * "No me retiro", "Wir steigen nicht aus", "Je ne me retire pas"), or said to be unwanted.
 */
function leavingDenied(norm: string, language: Language): boolean {
  if (UNWANTED_LEAVING.test(norm)) return true;
  let seen = 0;
  for (const m of norm.matchAll(LEAVING_WORDS)) {
    if (++seen > 12) return false;
    if (governedAt(norm, m.index!, m.index! + m[0].length, language).negated) return true;
  }
  return false;
}

/**
 * Leaving threatened, not done: "Otherwise we'll find someone else.", "Sonst suchen wir uns jemand anderen.", "Sinon
 * on ira voir ailleurs.", "Si no, buscamos a otro." — the buyer leaves only if something does not happen, which the
 * message alone does not say; asked, never acted on. ("Otherwise" in "otherwise a lovely piece" is no threat.)
 */
const LEAVING_THREATENED = new RegExp(unicodeWords(String.raw`\b(?:otherwise|or else),? (?:we|i)(?:'ll|'d| will| would| are going to|'re going to|'m going to| am going to| have to| must| might)\b|\b(?:sonst|ansonsten|andernfalls),? (?:\p{L}+ )?(?:ich|wir)\b|\b(?:sinon|autrement),? (?:je|j'|on|nous)\b|\b(?:si no|de lo contrario|de otro modo|en caso contrario),? (?:\p{L}+ )?(?:me|nos|buscamos|buscaremos|compramos|compraremos|compraré|iremos|voy|vamos|lo dejamos|lo dejo)\b`), "u");
/** Still in the negotiation: still interested, coming back, away for now, declining an extra rather than the deal. */
const STILL_IN = new RegExp(unicodeWords(String.raw`\b(?:still|remain|am|are)\s(?:very\s)?interested\b|\b(?:weiter(?:hin)?|noch|nach wie vor)\s(?:sehr\s)?interessiert\b|\b(?:reste|restons|toujours|suis toujours)\s(?:très\s)?intéressée?s?\b|\b(?:sigo|seguimos|aún|todavía)\s(?:muy\s)?interesad[oa]s?\b|\b(?:i'll|i will|we'll|we will)\s(?:be|come|get)\s(?:back|in touch)\b(?![^.!?]{0,12}\b(?:if|should)\b)|\bfor now\b[^.!?]{0,30}\b(?:back|tomorrow|later|offer)\b|\bout of (?:the |my )?office\b|\bpass on the (?:delivery|warranty|insurance|extras?|add-?ons?|installation|shipping)\b|\bno,? thanks? (?:to|for) the\b|\bnein,? danke (?:zur|zum|für die|für den)\b|\bnon,? merci (?:pour|à) (?:la|le|l')\b|\bno,? gracias (?:a|por) (?:la|el)\b`), "u");

/**
 * An amount refused rather than bid, at any price ("never", "nobody pays", "a joke", "forget it", "ni por"): see
 * `readBid`. Nobody only with paying, buying or taking after it: "… für 360? keiner hat sie geschnitten" is about the trees.
 */
const REFUSED_AMOUNT = new RegExp(unicodeWords(String.raw`(?<!\bsi )\bjamais\b|\b(?:nobody|no one|niemand|keiner|personne|nadie)\b(?=[^.!?]{0,40}\b(?:pay|pays|paid|buy|buys|bought|take|takes|give|gives|spend|spends|would|will|zahl\p{L}*|bezahl\p{L}*|kauf\p{L}*|nimmt|nähme|nehm\p{L}*|gib\p{L}*|gäbe|würde|pai\p{L}*|paye\p{L}*|achète\p{L}*|achet\p{L}*|donn\p{L}*|prend\p{L}*|pag\p{L}*|compr\p{L}*|daría|that|das|ça|cela|eso|so much|so viel|autant|tanto)\b)|\b(?:zahlt|bezahlt|kauft|nimmt|gibt|pays|buys|paga|compra)\b[^.!?]{0,15}\b(?:keiner|niemand|nobody|nadie)\b|\b(?:never|nie|niemals|jamás|nunca|joke|witz|blague|broma|chiste|good one|forget it|vergiss es|laisse tomber|olvídalo|rather buy|lieber (?:\p{L}+ )?(?:neu|kaufe)|plutôt (?:acheter|racheter)|prefiero comprar|not even|nicht mal|nicht einmal|même pas|ni siquiera|ni por|in your dreams|tu rêves|träum weiter|ni en sueños|not what (?:i|we)(?:'ll| will|'d| would)? pay|pas ce que (?:je|nous) (?:paierai|paierais|paierons|paie)|nicht was (?:ich|wir) zahle|no lo que (?:yo )?pagaría)\b`), "u");
/** "Even 400 would be too much", "Selbst 400 wären zu viel", "Même 400, c'est trop", "Incluso 400 sería demasiado". */
const EVEN_TOO_MUCH = new RegExp(unicodeWords(String.raw`\b(?:even|selbst|sogar|même|incluso|hasta)\b(?:[^.!?]|(?<=\d)[.,](?=\d)){0,30}\b(?:too (?:much|high|expensive)|zu (?:viel|teuer|hoch)|trop|demasiado)\b`), "u");
/** A cap said right before the amount ("not a cent over 400", "nicht mehr als 400", "pas plus de 400"): a bid. */
const CAP_BEFORE = /(?:more than|over|above|beyond|higher than|mehr als|über|plus de|plus que|au-delà de|más de|por encima de)\s?(?:€|\$|£|eur|usd|gbp|chf)?\s?$/u;
const ASKED_TO_ACCEPT = /\b(?:do|would|will|can|could|does) (?:you|the shop) (?:\w+ )?(?:accept|take)\b|\b(?:akzeptieren|nehmen) sie\b|\b(?:acceptez|prenez)-vous\b|\bvous acceptez\b|\b(?:aceptan|acepta usted|aceptáis|aceptas)\b/u;
const TAX = /\b(?:vat|tax|mwst|ust|tva|iva)\b[^\d]{0,8}$/u;
const TAX_AFTER = /^\s?(?:vat|tax|mwst|ust|tva|iva)\b/u;
/** A battery's or a thing's state as a percentage ("91% health", "SoH 91 %", "Akku bei 91 %", "91 % de capacité"): no discount. */
const STATE_AFTER = /^\s?(?:battery\s)?(?:health|capacity|charge|charged|soh|state of health|akkugesundheit|kapazität|restkapazität|ladung|geladen|d'état de santé|de santé|de capacité|de charge|de salud|de capacidad|de carga)\b/u;
const STATE_BEFORE = /\b(?:soh|state of health|battery health(?: report| check| certificate)?(?: of| at)?|battery (?:report|certificate|check) (?:of|at)|battery at|battery is at|akku(?:gesundheit)?(?: bei| hat| liegt bei)?|restkapazität|batteriezertifikat(?: ab| von| mit)?|batterie à|état de santé|santé de la batterie|certificat (?:de |d'état de )?(?:la )?batterie (?:de|à)|batería al|batería a|salud de la batería|(?:certificado|informe) de (?:la )?batería (?:del|de|al))\s?:?\s?$/u;
const ORDER_VERB = /\b(?:proceed|order|purchase|go ahead|bestell\p{L}*|abschließ\p{L}*|commande[rz]?|commandons|procéder|proceder|procedemos|comprar|compramos|pedir)\b/u;
/** A wish said politely ("we would like to", "wir möchten", "nous souhaitons", "nos gustaría"): not a supposition. */
const POLITE_WISH = /\b(?:we|i)(?: would|'d) like to\b|\b(?:wir|ich) (?:möchten|möchte|würden gerne?|würde gerne?)\b|\b(?:nous souhaitons|je souhaite|nous voudrions|je voudrais)\b|\b(?:nos gustaría|me gustaría|quisiéramos|quisiera|deseamos|deseo)\b/gu;
/** Words that negate or suppose what they stand before. */
const NEGATING_OR_SUPPOSING = String.raw`not|no|never|won't|can't|cannot|nicht|kein|pas|jamais|nunca|if|wenn|falls|si|unless`;
/** A negation or a supposition. */
const NEGATED_OR_SUPPOSED = new RegExp(String.raw`\b(?:${NEGATING_OR_SUPPOSING})\b`, "u");
/** An ordering taken back: a negation or a supposition, a modal of doubt, or a question mark. */
const UNDO_ORDER = new RegExp(String.raw`\b(?:${NEGATING_OR_SUPPOSING}|would|could|würden|könnten|pourrions|podríamos)\b|\?`, "u");
const HOW_MUCH = /\b(?:how much|what(?:'s| is) the price|wie ?viel|was (?:kostet|kosten|würde|würden|wäre)\b[^.!?]{0,30}\bkost\p{L}*|was kostet|combien|quel (?:est le )?prix|cuánto|qué precio)\b/u;
const TO_TARGET = /^\s?(?:to|up to|auf|à|jusqu'à|a|hasta)\s?(?:[\p{Sc}]|usd|eur|chf|gbp)?\s?$/u;
/** Laughter: doubt about the amount only in the sentence that names it ("250 lol"), not at the shop's price ("lol thats steep. 250?"). */
const PRICE_OF_COUNT_ASKED = new RegExp(
  unicodeWords(String.raw`\b(?:what (?:would|will|does|do|did|might)|how much (?:would|will|do|does|is it for|for)|was (?:kosten|kostet|würden|würde|wären)|wie ?viel (?:kosten|kostet|für|würden)|combien (?:coûte\p{L}*|pour|couterai\p{L}*|coûterai\p{L}*|me fer\p{L}*)|quel (?:serait le )?prix pour|cuánto (?:cuesta\p{L}*|costar\p{L}*|valen|vale|por|saldría\p{L}*)|qué precio (?:tendría\p{L}*|para))\s(?:\p{L}+\s){0,2}$`),
  "u",
);
const BEFORE_I_CHANGE_MY_MIND = /\b(?:before (?:i|we) change (?:my|our) minds?|bevor (?:ich|wir) (?:es|'?s)? ?(?:mir|uns) anders überleg\p{L}*|bevor ich's mir anders überleg\p{L}*|avant que (?:je ne|je|nous ne|nous) change(?:ions)? d'avis|antes de que (?:me arrepienta|cambie de (?:opinión|idea)|cambiemos de (?:opinión|idea)))\b/gu;
const LAUGH = /\b(?:lol|lmao|haha+|hehe+)\b|😂|🤣/gu;
// (unicodeWords: JavaScript's own \b never matches before "à", so "à condition" went unseen.)
/** "even if", "auch wenn", "même si", "aun si": conceded, not a condition ("Fine by me, even if it's scratched"). */
const CONCEDED = String.raw`(?<!\b(?:even|auch|selbst|sogar|même|aun|aún|incluso)\s)`;
const IF_WORD = new RegExp(unicodeWords(String.raw`${CONCEDED}\b(?:if|unless|provided(?<!\b(?:you|we|they|i|he|she|information|info|details|data|documents|photos|pictures|have|has|had|was|were|is|are|as|already|kindly|being|been) provided)|as long as|wenn|falls|sofern|vorausgesetzt|si|s'il|siempre que|con tal de que|à condition|a condición)\b`), "gu");
const COURTESY_IF =
  new RegExp(unicodeWords(String.raw`^(?:(?:if|falls|wenn) (?:\p{L}+ )?(?:(?:it's|that's|it is|that is) )?(?:easier|simpler|more convenient|einfacher|bequemer)|si (?:c'est|c'était) plus (?:simple|facile|pratique)|si (?:tu préfères|vous préférez)|si (?:es|te resulta|le resulta) más (?:fácil|cómodo|sencillo)|si (?:lo )?(?:prefieres|prefiere)|if (?:ok|okay|good|fine|not|so|yes|yeah|keen|interested|possible|you (?:have|got) (?:the )?(?:time|a (?:minute|sec|moment))|you're free|acceptable|agreeable|agreed|in agreement|you (?:agree|accept|like|want|prefer|can|could|are ok)|that(?:'s| is)? (?:ok|okay|fine|alright|acceptable|possible)|that works|ok|okay|it helps|that helps|this helps|you don't mind|(?:you're|youre|ur|u r|you are) (?:ok|okay|good|fine|cool|happy) with (?:that|it|this)|i(?:'m| am) not mistaken|i counted right|my maths? is right)|wenn (?:möglich|nicht|ich richtig rechne|ich mich nicht irre|(?:das|dies|es) (?:geht|passt|hilft|ok ist|okay ist|in ordnung ist|ihnen passt|für sie passt)|sie (?:einverstanden sind|wollen|mögen|können))|(?:wenn|falls) ja|(?:wenn|falls) (?:du|sie|ihr) zeit (?:hast|haben|habt)|wenn'?s (?:passt|geht)|falls (?:möglich|nicht|einverstanden|akzeptabel|genehm)|wenn (?:einverstanden|akzeptabel)|si (?:c'est (?:correct|ok|bon|beau|correct) pour (?:toi|vous)|tu as (?:le )?temps|vous avez (?:le )?temps|tienes tiempo|tiene tiempo|tenés tiempo|ok|okay|d'accord|acceptable|cela vous convient|vous êtes d'accord|ça (?:te|vous) va|te va|te vale|te sirve|le va|possible|non|oui|je compte bien|je ne me trompe|(?:ça|cela|ceci) (?:vous |te )?(?:va|convient|agrée|marche|joue|aide|peut aider)|vous (?:êtes d'accord|acceptez|voulez|pouvez|le souhaitez)|c'est possible)|s'il vous plaît|s'il te plaît|si (?:es posible|está de acuerdo|están de acuerdo|es aceptable|le parece aceptable|no|no me equivoco|mis cuentas|le parece|te parece|le va bien|le viene bien|puede|quiere|(?:eso |esto )?(?:le |te )?ayuda|le sirve))|\b(?:middle|halfway|midpoint|mitte|halbem|differenz|poire|différence|milieu|mi-chemin|moitié|mitad|diferencia|medio)\b`), "u");
/** Conditions that are courtesy around an acceptance ("let me know if you need my address"). */
const COURTESY_IF_ANYWHERE =
  new RegExp(unicodeWords(String.raw`\b(?:let me know|tell me|please advise|lassen sie (?:mich|uns) wissen|sagen sie (?:mir|uns)|geben sie bescheid|faites-(?:moi|nous) savoir|dites-(?:moi|nous)|avíse(?:me|nos)|dígame|hága(?:me|nos) saber)\s(?:if|ob|si|falls)\b|\b(?:if|falls|wenn|si) (?:you need|you have any|anything|there(?:'s| is) anything|required|needed|necessary|possible|sie (?:noch )?(?:etwas|fragen|weitere)|vous avez besoin|besoin|nécessaire|possible|necesita|hace falta|es posible|tiene alguna)`), "gu");
/** A sentence opened by a condition, or a frame before a colon that negates or conditions what it introduces. */
const FRAMED_BY_IF_OR_NOT = new RegExp(unicodeWords(String.raw`(?:^|[.!?]\s)(?:if|unless|si|wenn|falls|sofern|a menos que|salvo que)\b|(?:^|[.!?]\s)[^.!?:]{0,60}\b(?:not|n't|never|pas|nicht|nie|no|nunca|if|si|wenn|falls|unless)\b[^.!?:]{0,60}:\s`), "u");
/** Any condition at all: an acceptance with one ("fine by me if my wife agrees") is asked back. */
const IF_CLAUSE = new RegExp(unicodeWords(String.raw`${CONCEDED}\b(?:if|unless|provided(?<!\b(?:you|we|they|i|he|she|information|info|details|data|documents|photos|pictures|have|has|had|was|were|is|are|as|already|kindly|being|been) provided)|as long as|wenn|falls|sofern|vorausgesetzt|si|siempre que|con tal de que|à condition)\b`), "u");
const WORD_CURRENCY: Array<[RegExp, (ctx: string) => string]> = [
  [/^\s?(?:€|euros?\b|eur\b)/u, () => "EUR"],
  [/^\s?(?:\$|dollars?\b|dólares\b|bucks\b|usd\b)/u, (ctx) => (["USD", "CAD", "AUD", "NZD", "MXN"].includes(ctx) ? ctx : "USD")],
  [/^\s?(?:£|pounds?\b|quid\b|gbp\b)/u, () => "GBP"],
  [/^\s?(?:chf\b|franken\b|francs?\b)/u, () => "CHF"],
  [new RegExp(`^\\s?(?:${SLANG_MONEY_WORDS.join("|")})(?![a-zäöü])`, "u"), (ctx) => ctx],
];

function read(message: string, norm: string, context: InterpretationContext, currency: string, language: Language): Reading {
  const ask = askPrice(currency);
  if (!/[\p{L}\p{N}]/u.test(norm)) return { move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["offer"], questions: [ask] };
  const quantity = Number.isSafeInteger(context.quantity) && context.quantity > 0 ? context.quantity : 1;
  const masked = setAsideNotPrices(message);
  const numbers = readWrittenNumbers(masked, currency, context.standingOfferMinor ?? null);
  // More numbers than the reader reads (written-prices.ts): whatever the rest says, which one is the offer is a question.
  if (numbers.unread || scanNumerals(message, true, MAX_NUMBERS_READ + 1).length > MAX_NUMBERS_READ)
    return { move: { kind: "none" }, confidence: "LOW", gaps: ["too many numbers"], questions: [ASK.manyNumbers.en(currency)] };
  const lowered = accentsPutBack(masked.toLowerCase());
  const lower = lowered.length === masked.length ? lowered : masked;
  const amounts = withHalfShorthand(amountsIn(masked, lower, numbers, currency, language, quantity), lower, context.standingOfferMinor ?? null, currency);
  // Tax rates ("excl. VAT 19%", "MwSt. 19 %", "TVA 20 %", "IVA 21 %") are not a discount.
  const percents = writtenPercents(lower, language).filter((p) => !TAX.test(lower.slice(Math.max(0, p.start - 16), p.start)) && !TAX_AFTER.test(lower.slice(p.end, p.end + 10)) && !STATE_AFTER.test(lower.slice(p.end, p.end + 24)) && !STATE_BEFORE.test(lower.slice(Math.max(0, p.start - 28), p.start)));
  // "Status: WALK_AWAY. Reason: …", "Entscheidung: ANNAHME. Vereinbarter Preis: …": an agent's decision record opens
  // with the decision it states, and reads as that decision.
  const decision = decisionRecordOf(message);
  if (decision !== null) return readDecisionRecord(decision, amounts, lower, norm, quantity, context, currency);

  // "we're 200 apart": the gap between the two sides is not a price, and never the input of a derivation.
  const gaps = gapAmounts(lower, amounts);
  const relative = readRelative(lower, amounts.filter((a) => !gaps.includes(a)), percents);

  // (Asking what a number of things would cost is asking about a subject too: "what would 300 mugs cost?".)
  const askingAbout = (subjectOf(norm) !== undefined || HOW_MUCH.test(norm) || /\bwhat (?:would|will|does|do) [^.!?]{0,30}\bcost\b/u.test(norm)) && /\?/u.test(structureOf(message).body);
  // Which written amounts could be the bid: not the relative phrase's, not a gap, not the shop's or a past one, not negated.
  const used = new Set<LocatedAmount>([...(relative?.uses ?? []), ...gaps]);
  const referenced: Amount[] = [];
  const negated: Amount[] = [];
  const counted: Amount[] = [];
  let candidates: Amount[] = [];
  const paymentParts: Amount[] = [];
  const swapped = swappedCounts(amounts, lower);
  for (const a of amounts) {
    if (used.has(a)) continue;
    // "40 rolls rather than 10", "40 statt 10 Rollen", "50 en lugar de 20": one count set against another is how many.
    if (swapped.has(a)) {
      counted.push(a);
      continue;
    }
    // "10 Prozent", "15 pour cent": the number of a percentage is not an amount of money.
    if (percents.some((p) => a.start >= p.start && a.start < p.end)) continue;
    const before = lower.slice(Math.max(0, a.start - 40), a.start);
    const after = lower.slice(a.end, a.end + 40);
    // "…over our previous offer, to USD 525.00": after a comma, "to"/"auf"/"à" names the new amount itself.
    // "I meant to write $510, not $150": the amount meant is the one set right, whatever earlier words stand before it.
    const target = TO_TARGET.test(before.slice(before.lastIndexOf(",") + 1)) || OFFER_RIGHT_BEFORE.test(before) || MEANT_RIGHT_BEFORE.test(before) || ownOfferNamedInItsClause(before);
    if ((!target && (NOT_THE_BID_BEFORE.test(before) || GAP_NAMED_BEFORE.test(lower.slice(Math.max(0, a.start - 140), a.start)))) || NOT_THE_BID_AFTER.test(after) || (PER_PERIOD_AFTER.test(after) && a.minor !== context.standingOfferMinor) || someoneElsesPriceAt(lower, a) || (!target && (ADDED_AMOUNT_BEFORE.test(before) || ADDED_AMOUNT_AFTER.test(after)))) referenced.push(a);
    else if (NEGATION.test(before.slice(before.search(/\d[^\d]*$/u) + 1)) && !CEILING.test(before)) negated.push(a);
    else if (isQuantity(a, after, quantity, currency, before)) continue;
    // "What would 300 cost?", "Was kosten 300 Stück?", "Combien pour 300 ?", "¿Cuánto costarían 300?": the price of a
    // number of things is asked; the number counts them.
    else if (a.currency === null && !a.words && PRICE_OF_COUNT_ASKED.test(before) && /^[^.!\n]{0,40}\?/u.test(after)) continue;
    // "gibts rabatt wenn wir so 300 shirts nehmen?", "louer 20 vélos électriques … négociable ?": in a question about a
    // subject, a bare number followed by the thing it counts is how many, not how much.
    else if (askingAbout && countsThings(a, after)) continue;
    // So is a number word before things in the plural: "I'd like the first ten bags in the shed before then. How soon
    // could you deliver?", "die ersten zehn Säcke", "les dix premiers sacs", "los diez primeros sacos".
    else if (askingAbout && a.words && a.currency === null && a.minor < 1000 * 10 ** minorDigits(currency) && thingsCounted(wordsAfterOrdinal(after))) continue;
    // "Rationale: the unit needs a new belt set (est. USD 180 in parts)": a field that gives reasons holds context.
    else if (inReasonField(lower, a)) continue;
    // "a better rate if we ordered twenty-four of them?", "si nous en commandions vingt-quatre ?", "wenn wir
    // vierundzwanzig auf einmal bestellen": how many the buyer would order, not how much it would pay.
    else if (orderedCount(a, lower)) counted.push(a);
    // "1,650 €, with a 200 € deposit now", "in 12 monthly payments of 137.50 €": a part of how the bid is paid.
    else if (partOfPaying(a, lower)) paymentParts.push(a);
    else candidates.push(a);
  }
  // Said alone, a deposit is no bid either ("Can I pay a 200 € deposit?", "200 € deposit and I'll take it"): context.
  referenced.push(...paymentParts);
  // "Subject: … our offer £1,500 […] Please disregard the figure in the subject line: our offer is £1,200": the
  // subject line's amounts are the ones set right, whatever numbers stand between.
  const subjectLineEnd = SUBJECT_LINE.test(lower) ? lower.indexOf("\n") : -1;
  if (subjectLineEnd > 0 && SUBJECT_FIGURE_DISREGARDED.test(norm) && candidates.some((a) => a.start > subjectLineEnd)) {
    referenced.push(...candidates.filter((a) => a.end <= subjectLineEnd));
    candidates = candidates.filter((a) => a.start > subjectLineEnd);
  }
  // "*starts to say £300 …, catches his wife's look* … £260": an amount begun and not said is not offered.
  const begun = candidates.filter((a) => BEGAN_TO_SAY.test(lower.slice(Math.max(0, a.start - 40), a.start)));
  if (begun.length > 0) {
    referenced.push(...begun);
    candidates = candidates.filter((a) => !begun.includes(a));
  }
  // "P.S. Please read £400 where I wrote £450 above", "For £450 read £400": the figure written is set right wherever it
  // stands, and the one to be read is the bid.
  const setRight = amountsReadForWritten(candidates, referenced, lower);
  if (setRight.length > 0) {
    referenced.push(...candidates.filter((a) => setRight.includes(a.minor)));
    candidates = candidates.filter((a) => !setRight.includes(a.minor));
  }
  // Self-corrections ("500, no wait, 480", "480?? niemals. 400"): a correcting word between two amounts drops the first.
  const kept: Amount[] = [];
  // Where a correction stood between two amounts: its own words ("Moment", "wait") are no doubt about the amount kept.
  const correctingSpans: Array<{ start: number; end: number }> = [];
  // A correction names the amount it meant ("I meant to write $510"): that amount is offered.
  let revised = referenced.some((a) => RAISED_FROM.test(lower.slice(Math.max(0, a.start - 20), a.start))) || candidates.some((a) => MEANT_RIGHT_BEFORE.test(lower.slice(Math.max(0, a.start - 40), a.start)));
  let unsureCorrection = false;
  for (const a of candidates) {
    const previous = kept[kept.length - 1];
    if (previous) {
      const between = lower.slice(previous.end, a.start);
      const rejection = rejectionBetween(between, language);
      // "2 050 € et non 2 500 €", "$510, not $150", "205 y no 250": the second amount is the one set right.
      if (rejection === "second") {
        revised = true;
        continue;
      }
      // "500, no 480" in English, "450, non 430" in French: "no" may correct or reject: asked.
      if (rejection === "unsure") unsureCorrection = true;
      // "not 1,990 but 990", "nicht 1.990 €, sondern 990 €", "pas de 1 990 € mais de 990 €": the first is negated.
      // "can do 450\n*405 sorry fat thumbs": in chat, a star before the amount on a new line corrects the one before.
      // "… 3.150 € geboten, es muss natürlich 3.510 € heißen": the German verb closes the correction after the amount.
      else if (CORRECTION.test(between) || SETS_RIGHT.test(between) || /\n\*$/u.test(between) || (MUST_READ_BEFORE.test(between) && MUST_READ_AFTER.test(lower.slice(a.end, a.end + 24))) || (RATHER.test(between) && NEGATED_BEFORE.test(lower.slice(Math.max(0, previous.start - 14), previous.start)))) {
        kept.pop();
        correctingSpans.push({ start: previous.end, end: a.start });
        revised = true;
      }
    }
    kept.push(a);
  }
  candidates = kept;
  // "j'ai écrit 1 850 € pour le tour à bois ; il fallait lire 1 580 €": an earlier amount the buyer wrote (set aside as
  // past), then words that set it right, then the amount: a correction, which offers the amount.
  if (!revised && candidates.length > 0) {
    const last = candidates[candidates.length - 1]!;
    revised = referenced.some((r) => r.end <= last.start && last.start - r.end <= 200 && (CORRECTION.test(lower.slice(r.end, last.start)) || SETS_RIGHT.test(lower.slice(r.end, last.start))));
  }
  // "1.050 für die Dürkopp Adler 267, wie gesehen", "900 for the Honda CB 500.": a bare number right after a name in
  // the thing an amount is for is the thing's model, not a second price.
  if (candidates.length > 1 && lower.length === masked.length)
    candidates = candidates.filter((a, i) => i === 0 || !modelInTheThing(candidates[i - 1]!, a, lower, masked));
  // "Sony A7 III, ca. 14.200 Auslösungen. Vorgeschlagener Preis: 1.299,00 €": beside an amount written with its currency,
  // a bare number followed by the things it counts ("14 200 déclenchements", "14.200 disparos") is how many, not how
  // much; so is the head of a number split at a grouping space ("14 200").
  // Only a count far from the shop's price ("€450 now, 420 tomorrow" names two prices).
  if (candidates.some((a) => a.currency !== null)) {
    const standingNow = context.standingOfferMinor ?? null;
    const headOf = (c: Amount) => candidates.find((a) => a.currency === null && !a.words && /^ $/u.test(lower.slice(a.end, c.start)));
    // (With its head, "9 800" is 9,800: a count split at its grouping space is as large as it is written.)
    const value = (c: Amount) => { const head = headOf(c); return head === undefined ? c.minor : head.minor * 1000 + c.minor; };
    const farFromPrice = (c: Amount) => standingNow === null || value(c) * 2 < standingNow || value(c) > standingNow * 2;
    // Near the shop's price too, when the things are named in a sentence of their own, away from every amount of
    // money: "would u do sixty quid for the box of peonies? need 50 stems for a wedding".
    const ownSentence = (c: Amount) => candidates.every((a) => a === c || a.currency === null || sentenceAround(lower, a).start !== sentenceAround(lower, c).start);
    const counts = candidates.filter((a) => countsThings(a, lower.slice(a.end, a.end + 40)) && (farFromPrice(a) || (ownSentence(a) && thingsCounted(lower.slice(a.end, a.end + 40)))));
    const heads = counts.map(headOf).filter((h): h is Amount => h !== undefined);
    if (counts.length > 0 && counts.length + heads.length < candidates.length) candidates = candidates.filter((a) => !counts.includes(a) && !heads.includes(a));
  }
  if (unsureCorrection && candidates.length > 1)
    return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["which amount is the offer"], questions: [ASK.singleOffer.en(currency)] };
  // Beside a plausible bid, an amount under a fifth of the shop's offer is something else ("warehouse 3", "20 off").
  const standingOffer = context.standingOfferMinor ?? null;
  const small = (a: Amount) => unitOf(a, quantity, lower, norm) * 5 < standingOffer! && a.minor < 100 * 10 ** minorDigits(currency);
  if (standingOffer !== null && candidates.some((a) => !small(a))) {
    // "1 150" read as two numbers (a space that may group thousands): dropping the "1" would change the amount.
    const glued = candidates.some((a, i) => small(a) && candidates[i + 1] !== undefined && /^ $/u.test(lower.slice(a.end, candidates[i + 1]!.start)));
    if (glued) return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["which amount is the offer"], questions: [ASK.singleOffer.en(currency)] };
    candidates = candidates.filter((a) => !small(a));
  }
  // "Mille sabords ! 300 euros", "¡Por mil demonios! 300 dólares": beside an amount in digits near the shop's offer, a
  // bare number word far from it (over twice, under a fifth) is an idiom, not a second price.
  if (standingOffer !== null) {
    const near = (a: Amount) => { const u = unitOf(a, quantity, lower, norm); return u * 2 >= standingOffer && u <= standingOffer * 2; };
    if (candidates.some((a) => !a.words && near(a))) candidates = candidates.filter((a) => !a.words || a.currency !== null || near(a));
  }
  // Beside another amount, the shop's standing offer is being quoted ("480?? no. 400"), not offered.
  const standing = context.standingOfferMinor ?? null;
  if (standing !== null && candidates.length > 1 && candidates.some((a) => unitOf(a, quantity, lower, norm) !== standing))
    candidates = candidates.filter((a) => unitOf(a, quantity, lower, norm) !== standing);
  // Likewise the buyer's own last bid, named beside a new amount ("Further to my offer of £2,100, I can increase it
  // to £2,250"): the earlier one is quoted, the other is the bid.
  const lastBid = context.lastBuyerBidMinor ?? null;
  // Not a choice between them ("400 or 450?"): only when the earlier bid comes first and no "or" stands between.
  if (lastBid !== null && candidates.length === 2 && unitOf(candidates[0]!, quantity, lower, norm) === lastBid && unitOf(candidates[1]!, quantity, lower, norm) !== lastBid) {
    const between = lower.slice(candidates[0]!.end, candidates[1]!.start);
    if (!/\b(?:or|oder|ou|o|either|entweder|soit|bzw)\b|\//u.test(between)) candidates = [candidates[1]!];
  }
  // The other order, the earlier bid named after the new one as where the buyer comes from ("7.200 – von 6.900 rauf",
  // "7 200 — j'étais à 6 900", "7.200, subo desde 6.900"): a raise above it, the earlier bid is quoted. Only with
  // those words right before it: "7,200? I said 6,900" keeps both and is asked.
  if (lastBid !== null && candidates.length === 2 && unitOf(candidates[1]!, quantity, lower, norm) === lastBid && unitOf(candidates[0]!, quantity, lower, norm) > lastBid) {
    const between = lower.slice(candidates[0]!.end, candidates[1]!.start);
    if (CAME_FROM.test(between) && !/\b(?:or|oder|ou|o|either|entweder|soit|bzw)\b|\/|\?/u.test(between)) candidates = [candidates[0]!];
  }

  // Doubt is read with the numbers that are not prices set aside: "vers le 59000" (a postcode) is not "around 590".
  // Nor is an estimate among an agent's reasons ("Motif : … (environ 180 EUR de pièces)") doubt about its move.
  // And an approximation of something else ("about 150 guests", "ca. 150 Gäste", "*da unos golpecitos*") is not
  // doubt about the bid: only one that stands right before an amount that may be the bid is.
  // "… bevor ich's mir anders überlege", "before I change my mind": hurry to close, not doubt.
  const hedgeText = normalizeForRules(withoutReasonFields(approximationsOfTheBidOnly(withoutCorrectingWords(masked, lower, correctingSpans).replace(MODEL_CODE_LETTERS, (m) => " ".repeat(m.length)), lower, [...candidates, ...referenced, ...negated, ...(relative?.uses ?? []), ...percents.map((p) => ({ start: p.start, end: p.end, minor: 0 }))]))).replace(BEFORE_I_CHANGE_MY_MIND, " ");
  // Approval still to come ("muss noch meine Frau fragen, aber 450 klingt machbar") is doubt about a bid too.
  const hedged = HEDGE.test(hedgeText) || approvalPendingIn(hedgeText) || thinksItOver(hedgeText);
  // Still hedged once some noise is taken out of the text: laughter, or a hum opening the message.
  const hedgedApartFrom = (noise: RegExp) => hedged && (HEDGE.test(hedgeText.replace(noise, " ")) || approvalPendingIn(hedgeText) || thinksItOver(hedgeText));
  const hedgedApartFromLaughter = hedgedApartFrom(LAUGH);
  const shape = structureOf(message);
  // The amounts the bid is made of: those written, those a relative phrase uses, and its percentage ("Wenn Sie uns
  // 10 % unter Ihrem Angebotspreis entgegenkommen, legen wir los": the "if" holds the offer itself).
  const bidParts: LocatedAmount[] = [...candidates, ...(relative?.uses ?? []), ...(relative?.derivation.operation === "percent-off" ? percents.map((p) => ({ start: p.start, end: p.end, minor: 0 })) : [])];
  // A condition whose "if" clause holds the bid itself ("si tu fais 50 € de moins je viens le chercher ce soir") is the
  // offer put as a condition; what follows is the buyer's side. Any other condition word is a condition.
  // Only when the buyer is the one acting after the amount ("je viens", "I'll pick it up", "hole ich", "paso"): in
  // "if you do 450 and deliver it" the shop still delivers, a condition.
  const buyersSide = (m: RegExpMatchArray) =>
    bidParts.some((a) => a.start >= m.index! && a.start < m.index! + m[0].length && BUYER_ACTS.test(lower.slice(a.end, m.index! + m[0].length)));
  // Nor when the "if" clause is the buyer's own paying or collecting ("wenn ich die Sachen abhol", "if we pay on collection").
  const ownDoing = (m: RegExpMatchArray) => BUYERS_OWN_DOING.test(m[0].replace(/^\S+\s/u, ""));
  const conditionWords = CONDITION.test(norm) && (bidParts.length === 0 || [...lower.matchAll(CONDITION_ALL)].some((m) => !buyersSide(m) && !ownDoing(m)));
  const conditional = conditionWords || conditionApart(lower, bidParts) || conditionOnExtras(lower, bidParts);
  const closing = CLOSE_ON_AMOUNT.test(norm);
  // Words are weighed in the body: no greeting, no signature, no stage directions ("*nickt* Also gut, Euer Preis.").
  const body = shape.body === "" ? norm : language === "fr" ? shape.body.replace(/(?<![\p{L}\p{N}'])([cdjlmnst]) (?=[aeiouyhéèêà])/gu, "$1'") : shape.body;
  const lex = readLexically(body);
  // Buying supposed in a question ("does the warranty move over to me if i buy it?") accepts nothing.
  const supposed = (text: string) => (/\?/u.test(text) ? text.replace(IF_BUYING_ALL, " ") : text);
  const bodyBuyingNothing = supposed(body);
  // (Read once, when first needed: three tests below ask it.)
  let acceptedFirstRead: boolean | undefined;
  const acceptedFirst = () => (acceptedFirstRead ??= acceptedBeforeTheQuestion(body));
  // "OK, passt. Wann können Sie liefern?", "Vale, perfecto. ¿Dónde lo recojo?": an acceptance said in the sentences
  // before the first question is said, whatever is asked after it; what is asked decides only whether it stands at
  // HIGH (a step after the sale) or is confirmed first (below).
  // A deal called off ("Nope, deal's off.") names the closing word only to refuse it, and another's offer accepted
  // ("Hemos aceptado otra oferta") accepts nothing of the shop's: neither is a word of accepting.
  const calledOff = DEAL_CALLED_OFF.test(norm);
  const accepting = calledOff || ANOTHER_OFFER_TAKEN.test(norm) ? norm.replace(ALL_DEALS_CALLED_OFF, " ").replace(ALL_OTHER_OFFERS_TAKEN, " ") : norm;
  const acceptCue = (bodyBuyingNothing === body ? lex : readLexically(bodyBuyingNothing)).accept || ACCEPT.test(supposed(closing ? accepting.replace(new RegExp(CLOSE_ON_AMOUNT.source, "gu"), " ") : accepting)) || (/\?/u.test(body) && acceptedFirst());
  // Beside an amount, buying words make it a bid ("Für vierhundert nehme ich ihn"); only agreeing words accept.
  const agreeCue = acceptCue && (lex.accept || ACCEPT.test(norm.replace(new RegExp(TAKE_IT.source, "gu"), " ").replace(new RegExp(CLOSE_ON_AMOUNT.source, "gu"), " ")));
  const doubtfulAccept = lex.doubtfulAccept || DOUBTFUL_ACCEPT.test(norm) || APPROVAL_PENDING.test(norm) || everyDecisionWordGoverned(body, language);
  const final = FINAL.test(norm);

  if (relative) {
    const price = derivedPrice(relative.derivation, context);
    const gap = relative.derivation.operation === "split-difference" ? "no earlier bid to meet in the middle of" : "relative price";
    if (price === null) return { move: { kind: "none" }, confidence: "MEDIUM", gaps: [gap], questions: [ask] };
    // A gap named beside the split must be the one the public numbers give; otherwise the buyer counts from other
    // numbers than ours, and which price is meant is asked.
    const apart = standingOffer !== null && context.lastBuyerBidMinor != null ? standingOffer - context.lastBuyerBidMinor : null;
    if (gaps.some((g) => g.minor !== apart)) return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["the difference named is not ours"], questions: [ask] };
    const move: InterpretedMove = { kind: "price", priceMinor: price, basis: "unit", final };
    // The public numbers the derivation starts from, named beside it ("buyer 2.400 €, seller 2.800 €: split the
    // difference"), are its inputs, not other bids.
    const inputs = new Set([standingOffer, context.lastBuyerBidMinor ?? null].filter((x): x is number => x !== null));
    // Said in shorthand ("you're at twenty-five, I'm at twenty-one" for 2,500 and 2,100; "Sie sagen 26, ich sag 22"):
    // a bare number without a currency that is an input in hundreds or thousands names that input too.
    const namesInput = (a: Amount) => a.currency === null && [100, 1000].some((scale) => inputs.has(unitOf(a, quantity, lower, norm) * scale));
    // "a 10 % discount on the 16-camera system": a count of things beside a derived bid is how many, not a second price.
    // (So is the head of a count split at its grouping space: "41 000 pages".)
    const counts = (a: Amount) => countsThings(a, lower.slice(a.end, a.end + 40));
    const headOfCount = (a: Amount) => candidates.some((c) => c !== a && /^ $/u.test(lower.slice(a.end, c.start)) && counts(c));
    const others = candidates.filter((a) => !(relative.derivation.operation === "split-difference" && namesInput(a)) && !counts(a) && !headOfCount(a) && !partOfAWhole(a, candidates, lower, language)).map((a) => unitOf(a, quantity, lower, norm)).filter((u) => u !== price && !inputs.has(u));
    // "Wir erhöhen unser Gebot um 25,00 EUR …, auf 525,00 EUR": the amount written is the one the named
    // difference gives from a public number (the last bid plus it, the shop's offer less it): that is the bid.
    const step = relative.uses[0]?.minor;
    if (others.length === 1 && step !== undefined && !hedged && !conditional) {
      const written = others[0]!;
      const last = context.lastBuyerBidMinor ?? null;
      const fromLast = last !== null && last + step === written;
      const fromStanding = standingOffer !== null && standingOffer - step === written;
      if (fromLast !== fromStanding) {
        const derivation: PriceDerivation = fromLast ? { operation: "plus", from: "last-bid", amountMinor: step } : { operation: "minus", from: "standing-offer", amountMinor: step };
        return { move: { kind: "price", priceMinor: written, basis: "unit", final }, derivation, confidence: "HIGH", gaps: [], questions: [] };
      }
    }
    if (others.length > 0) return { move, derivation: relative.derivation, confidence: "MEDIUM", gaps: ["which amount is the offer"], questions: [ask] };
    // "¿y si partimos la diferencia?", "what if we meet halfway?": a "what if" is how a proposal starts, not doubt.
    // Nor is "about 6% above the average" doubt about a bid of "40 below your price": approximate market figures.
    const marketApprox = relative.derivation.operation === "percent-off" ? /$^/u : /\b(?:about|around|roughly|approximately|rund|etwa|ungefähr|circa|environ|autour de|alrededor de|aproximadamente)\s(?:(?:un|de) )?(?=\d{1,2}\s?%)/gu;
    const relativeHedged = hedged && (HEDGE.test(hedgeText.replace(/\b(?:what if|and if|how about|et si|y si|und wenn|was ist,? wenn)\b/gu, " ").replace(marketApprox, " ")) || thinksItOver(hedgeText));
    if (relativeHedged || conditional) return { move, derivation: relative.derivation, confidence: "MEDIUM", gaps: [relativeHedged ? "is this an offer" : "condition"], questions: [ask] };
    if (relative.unsureBase) return { move, derivation: relative.derivation, confidence: "MEDIUM", gaps: ["whose earlier offer the amount comes off"], questions: [ask] };
    return { move, derivation: relative.derivation, confidence: "HIGH", gaps: [], questions: [] };
  }

  // "• Budget ceiling: USD 10,000\n• Seats: 25\n\nCounter-offer: USD 8,400", "Contre-offre révisée : 585,00 EUR
  // (remplace notre précédente offre de 560,00 EUR)": an agent's labelled block; the amount under the offer's
  // label (outside any parentheses) is the bid, the other fields and the asides are context.
  if (candidates.length > 1) {
    const labelled = candidates.filter((a) => offerLabelOf(lower, a) !== null);
    if (labelled.length === 1) {
      const o = labelled[0]!;
      const line = lineOf(lower, o);
      // On the offer's line, another amount is an aside in parentheses or a field of its own ("Angebot: 4.300 EUR.
      // Budgetrahmen: 5.000 EUR."): in another sentence, under a label that names no offer, no "or" between.
      const ownField = (a: Amount) => {
        // The field's label, or the words of its clause before it ("Resumen: precio de lista 980 €, su última oferta 940 €").
        const label = fieldLabelOf(lower, a) ?? clauseBefore(lower, a);
        const between = lower.slice(Math.min(a.end, o.end), Math.max(a.start, o.start));
        return label !== null && CONTEXT_LABEL.test(label) && /[.;!?]\s/u.test(between) && !/\b(?:or|oder|ou|o|either|entweder|soit|bzw)\b/u.test(between);
      };
      const inOffersLine = candidates.filter((a) => a !== o && a.start >= line.start && a.end <= line.end);
      if (inOffersLine.every((a) => insideParentheses(lower, a, line.start) || ownField(a))) candidates = [o];
    }
  }
  // "Budget ceiling is EUR 500.00; we propose EUR 470.00": the last amount, right after an offering verb, the
  // others before it in other sentences or clauses (a stop or a semicolon between, no "or"), is the offer.
  if (candidates.length > 1) {
    const offered = candidates.filter((a) => OFFER_RIGHT_BEFORE.test(lower.slice(Math.max(0, a.start - 40), a.start)));
    if (offered.length === 1 && offered[0] === candidates[candidates.length - 1]) {
      const o = offered[0]!;
      const between = (a: Amount) => lower.slice(Math.min(a.end, o.end), Math.max(a.start, o.start));
      // Another sentence or clause, or an aside in parentheses ("(range USD 720–815), I am authorized to offer USD 760").
      // (A line break is a break whatever follows it: "…USD 6,100\nBased on this, I am authorized to offer USD 4,950".)
      const apart = (a: Amount) => /[.;!?]\s|\n|\)/u.test(between(a)) && !/\b(?:or|oder|ou|o|either|entweder|soit|bzw)\b/u.test(between(a) + lower.slice(a.start - 12 > 0 ? a.start - 12 : 0, a.start));
      // A budget or a total far above the shop's offer ("within a quarterly budget of $20,000, …") is context too.
      const farAbove = (a: Amount) => standingOffer !== null && unitOf(a, quantity, lower, norm) > standingOffer * 2;
      if (candidates.every((a) => a === o || apart(a) || farAbove(a))) candidates = [o];
    } else if (offered.length === 0) {
      // "Median CHF 2'340, 25. Perzentil CHF 2'120. […] schlagen wir CHF 2'210.– vor": figures first, then one
      // sentence that offers the last amount. Only when no earlier sentence holding an amount offers too.
      const last = candidates[candidates.length - 1]!;
      const own = sentenceAround(lower, last);
      const offersHere = OFFER.test(normalizeForRules(lower.slice(own.start, own.end)));
      const earlier = candidates.slice(0, -1);
      const apartAndSilent = earlier.every((a) => {
        if (a.end > own.start) return false;
        const theirs = sentenceAround(lower, a);
        return !OFFER.test(normalizeForRules(lower.slice(theirs.start, theirs.end))) && !/\b(?:or|oder|ou|o|either|entweder|soit|bzw)\b/u.test(lower.slice(a.end, last.start));
      });
      if (offersHere && apartAndSilent && candidates.filter((a) => a.start >= own.start).length === 1) candidates = [last];
    }
  }
  // "- Monthly rate: $4,700 (your quote: $5,400) … For reference, our internal cap is $5,000/month": every amount but
  // one has the role of context (a field or clause naming a budget, a cap, a list or the shop's own price, a
  // sentence opened as background), each in another sentence, line or aside than the one left,
  // no "or" between: the one left is the bid.
  if (candidates.length > 1) candidates = withoutContextAmounts(candidates, lower, quantity, norm);
  // "Listings that sold went for $1,950, $1,820 and $1,890, and she won't go past $1,850. Our offer is $1,780": one
  // amount named as the buyer's offer in so many words, every other one in another sentence: that one is the bid.
  if (candidates.length > 1) {
    const named = candidates.filter((a) => {
      const before = lower.slice(Math.max(0, a.start - 60), a.start);
      return OWN_OFFER_IS_BEFORE.test(before) || OFFER_RIGHT_BEFORE.test(before);
    });
    if (named.length === 1) {
      const own = sentenceAround(lower, named[0]!);
      if (candidates.every((a) => a === named[0] || a.start < own.start || a.start >= own.end)) candidates = named;
    }
  }
  // "For reference, our cap is 2,700. What is your best price?": the only amounts are context, and the shop's price is
  // asked for; the cap is not a bid (read as one it could even meet the shop's offer and close the deal).
  // (Not the shop's own offer named to take it: "nimmt Ihr aktuelles Angebot von 649,00 EUR an. Bitte bestätigen Sie".)
  const onlyContext = candidates.length > 0 && candidates.every((a) => isContextAmount(lower, a) && unitOf(a, quantity, lower, norm) !== standingOffer);
  const priceRequested = /\b(?:hear|know|have|get|see|receive|send|share|quote)(?: us| me)? (?:your|the) (?:best|lowest|final|bottom|updated|revised)\b/u.test(norm);
  if (onlyContext && (/\?/u.test(shape.body) || ASKS.test(norm) || priceRequested) && !ACCEPT.test(norm) && !readLexically(norm).accept) {
    const about = subjectOf(norm);
    if (about === "discount" || about === "standing-offer" || HOW_MUCH.test(norm)) return readQuestion(norm, shape, hedged, true, currency, hedgeText);
  }
  if (candidates.some((a) => a.range))
    return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["single price (a range was given)"], questions: [ASK.singlePrice.en(currency)] };
  if (candidates.length > 0) {
    const units = new Set(candidates.map((a) => unitOf(a, quantity, lower, norm)));
    // "¿Podríamos pagar la factura a 30 días …?" beside "los días 1 y 15" and "3 × 2 m": several bare numbers, none
    // written as money, in a question about a term (payment, delivery, shipping, warranty, returns): the question is
    // read and answered; its numbers are its details, and no price is taken from them.
    const termAsked = subjectOf(norm);
    if (units.size > 1 && termAsked !== undefined && !["discount", "negotiable", "standing-offer", "other"].includes(termAsked) && /\?/u.test(shape.body) && candidates.every((a) => a.currency === null && !a.words) && !acceptCue && !lex.withdraw)
      return readQuestion(norm, shape, hedged, false, currency, hedgeText);
    if (units.size > 1)
      return {
        move: { kind: "none" },
        confidence: units.size > 2 ? "LOW" : "MEDIUM",
        gaps: ["which amount is the offer"],
        questions: [ASK.singleOffer.en(currency)],
      };
    // One amount (perhaps written twice, or as a unit price and its matching total): prefer how it was written per unit.
    const a = candidates.find((c) => c.basis === "unit") ?? candidates[candidates.length - 1]!;
    const bid = readBid(a, candidates, { shape, hedgedApartFromLaughter, leaving: lex.withdraw || lex.doubtfulWithdraw, norm, lower, quantity, currency, context, hedged, conditional, closing, acceptCue, doubtfulAccept, final, percents: percents.length > 0, revised, agreeCue, otherQuantity: counted.some((c) => c.minor !== quantity * 10 ** minorDigits(currency)) || numbers.others.some((o) => o.reason === "quantity" && o.value !== null && o.value !== quantity && !factorOfQuantity(masked, o.value, quantity)) || countedInWordsEach(norm, quantity) });
    // (The scale of a shorthand is the reader's guess, not the buyer's words: "450?" is asked back, never acted on.)
    if (a.shorthand && bid.confidence === "HIGH") return { ...bid, confidence: "MEDIUM", gaps: ["price said in shorthand"], questions: [ASK.shorthandMeant.en(currency, a.minor)] };
    return bid;
  }

  if (negated.length > 0) {
    const a = negated[0]!;
    return { move: { kind: "price", priceMinor: a.minor, basis: "unit", final: false }, confidence: "MEDIUM", gaps: ["negated amount"], questions: [ask] };
  }

  // Priced out and parting ("Too rich for me. Good luck with the sale."): a walk-away said politely.
  // So is no deal said as a verdict, then a parting ("Pass. Good luck with the sale.", "*lüftet den Hut* Dann wird das
  // wohl nichts. Einen schönen Tag noch.", "Pues no hay trato. Que tenga buen día."): the stage directions aside.
  // A hum opening the message ("hm, …", "mmh, …") takes nothing back from a walk-away that follows it (intents11); a
  // sentence opened by a condition, or a frame before a colon that negates or conditions what follows, does ("If the
  // price doesn't move: too dear for us. Good day.", "Nous ne disons pas : c'est au-dessus de nos moyens…").
  const hedgedBeyondOpeningHum = hedgedApartFrom(OPENING_HUM);
  const pricedOutAndParting = (PRICED_OUT.test(norm) || (NO_DEAL.test(shape.body) && !IF_CLAUSE.test(shape.body))) && PARTING.test(norm) && !/\?/u.test(shape.body) && !hedgedBeyondOpeningHum && !FRAMED_BY_IF_OR_NOT.test(shape.body === "" ? norm : shape.body);
  // What follows a word of assent opening the message ("Fair enough, …"), read once for leaving and for accepting.
  const afterOpening = ASSENT_OPENING.test(body) ? body.replace(ASSENT_OPENING, "") : null;
  const lexAfterOpening = afterOpening === null ? null : readLexically(afterOpening);
  const withdrawCue = lex.withdraw || lex.doubtfulWithdraw || WITHDRAW.test(norm) || pricedOutAndParting || (afterOpening !== null && (lexAfterOpening!.withdraw || WITHDRAW.test(afterOpening)));
  // "Would you accept payment by bank transfer?", "Akzeptieren Sie PayPal?": the shop is asked about a subject.
  // Not when the buyer has accepted before asking ("Fair enough, I'll have it. Do you take card?"): that is read below.
  const askedShop = subjectOf(norm) !== undefined && /\?/u.test(norm) && ASKED_TO_ACCEPT.test(norm) && !(acceptCue && acceptedFirst());
  if (askedShop) return readQuestion(norm, shape, hedged, referenced.length > 0 || percents.length > 0, currency, hedgeText);
  // "is there any warranty left on it or is it sold as is": an acceptance word inside a yes/no question is asked
  // about, not said; the question is read (and a bare one asked back), never an acceptance at HIGH. An acceptance said
  // in a sentence of its own before the question ("Please fit the towbar. Could you tell us how long …?") is read below.
  if ((acceptCue || doubtfulAccept) && !withdrawCue && YES_NO_QUESTION.test(body) && !(acceptCue && !doubtfulAccept && acceptedFirst())) {
    const asked = readQuestion(norm, shape, hedged, referenced.length > 0 || percents.length > 0, currency, hedgeText, true);
    return asked.move.kind === "question" ? asked : { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["accept or ask"], questions: [ASK.acceptAsItStands.en()] };
  }
  // The deal called off and nothing else said: a verdict like "no deal" (a walk-away only beside a parting, above),
  // so the buyer is asked whether they are leaving; the negotiation stays open.
  if (calledOff && !acceptCue && !withdrawCue) return doubtfulWalkAway(currency);
  if ((acceptCue || doubtfulAccept) && !withdrawCue) {
    if (doubtfulAccept || hedgedApartFromLaughter || conditional || IF_CLAUSE.test(norm.replace(COURTESY_IF_ANYWHERE, " ")) || BEFORE_ACCEPTING.test(norm))
      return { move: { kind: "accept" }, confidence: "LOW", gaps: ["conditional or negated acceptance"], questions: [ASK.acceptOrPrice.en(currency)] };
    if (context.standingOfferMinor === null) return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["no offer to accept yet"], questions: [ask] };
    // "I accept your offer of 520" while the standing offer is another amount: which one is accepted is a question.
    if (referenced.some((r) => unitOf(r, quantity, lower, norm) !== context.standingOfferMinor && r.minor !== context.standingOfferMinor))
      return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["the amount named is not the current offer"], questions: [ASK.acceptAsItStands.en()] };
    // "ok fine, you win. how do i pay?", "vale, me lo quedo. ¿cómo pago?": assent, then a question of how, when or
    // where the sale goes on, is an acceptance; any other question after it may be asking instead.
    if (/\?\s*$/.test(norm) && !/\b(?:when|wann|quand|cuándo)\b/u.test(norm) && !assentThenLogistics(norm))
      return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["accept or ask"], questions: [ASK.acceptAsItStands.en()] };
    return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
  }
  // "Fair enough, we'll leave it then. All the best.", "Alles klar, wir gehen zur anderen Werkstatt.": a word of assent
  // opening a walk-away acknowledges what the shop said; it accepts nothing when the rest accepts nothing.
  const assentOnlyOpens = withdrawCue && acceptCue && afterOpening !== null && !(lexAfterOpening!.accept || ACCEPT.test(afterOpening));
  if (withdrawCue && (!acceptCue || assentOnlyOpens)) {
    // "I'm not walking away", "I'd hate to walk away", "No me retiro": leaving said not to happen.
    // "No thanks to the extended warranty, but I'm still interested", "Bye for now, I'll be back with an offer
    // tomorrow", "I'm out of the office until Monday", "I pass on the delivery": declining something else, or away.
    if (leavingDenied(norm, language) || STILL_IN.test(norm)) return { move: { kind: "none" }, confidence: "LOW", gaps: ["negated walk-away"], questions: [ask] };
    // "No thanks. Do you have anything cheaper?": a question after it keeps the buyer talking.
    // A grumble before leaving ("bof, trop cher, j'arrête là", "meh, too pricey, I'm out", "naja, dann nicht") is
    // discontent, not doubt about going: only words of doubt keep the buyer in.
    const doubtsLeaving = hedgedApartFromLaughter && (HEDGE.test(hedgeText.replace(OPENING_HUM, " ").replace(LAUGH, " ").replace(GRUMBLE, " ")) || approvalPendingIn(hedgeText));
    if (doubtsLeaving || lex.doubtfulWithdraw || LEAVING_THREATENED.test(norm) || /\?/u.test(shape.body) || /\b(?:should i|do i|can i|shall i|soll ich|dois-je|debo)\b/u.test(norm))
      return doubtfulWalkAway(currency);
    return { move: { kind: "withdraw" }, confidence: "HIGH", gaps: [], questions: [] };
  }
  if (acceptCue && withdrawCue)
    return { move: { kind: "accept" }, confidence: "LOW", gaps: ["accept or withdraw"], questions: [ASK.acceptOrPrice.en(currency)] };

  // A yes/no question shape without its mark ("is there any warranty left on it or is it sold as is") asks too.
  return readQuestion(norm, shape, hedged, referenced.length > 0 || percents.length > 0, currency, hedgeText, YES_NO_QUESTION.test(body));
}

/**
 * "40 room nights (20 rooms × 2 nights)", "40 Zimmernächte (20 Zimmer × 2 Nächte)": a count that is a factor of a
 * product equal to the negotiation's quantity spells that quantity out; it names no other one.
 */
function factorOfQuantity(text: string, value: number, quantity: number): boolean {
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,4})(?:\s?\p{L}{1,20}(?:-\p{L}{1,20})?)?\s?[×x*]\s?(\d{1,4})(?![\d.,])/gu)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (a * b === quantity && (a === value || b === value)) return true;
  }
  return false;
}

/**
 * The buyer will think it over (reader/intents.ts THINKING_IT_OVER: "überleg ich's mir", "me lo pienso", "je vais y
 * réfléchir", "I'll think it over"), or says the amount is provisional ("Provisionalmente, mi cliente podría llegar a
 * 540 … antes de que sea una oferta"): doubt about the bid, in the forms the shared hedges do not name.
 */
const PROVISIONAL = new RegExp(
  unicodeWords(String.raw`\b(?:tentatively|provisionally|vorläufig|provisorisch|provisoirement|à titre provisoire|provisionalmente|tentativamente|before (?:this|it) becomes an offer|bevor (?:es|das) ein angebot (?:ist|wird)|avant que ce (?:soit|devienne) une offre|antes de que sea una oferta)\b`),
  "u",
);
const thinksItOver = (text: string) => THINKING_IT_OVER.test(text) || PROVISIONAL.test(text);

/** The letters of a model code ("HM-460", "KM-1027"): not the interjection "hm". Same length when blanked. */
const MODEL_CODE_LETTERS = /(?<![\p{L}\d])\p{Lu}{1,5}(?=-[\d ]{2,6})/gu;

/**
 * `masked` with the correcting words between two amounts blanked ("700 — Moment, sind nur 680": "Moment" corrects,
 * it does not doubt 680). Only those words: any other word between ("500, no, maybe 480") still counts. Same length.
 */
function withoutCorrectingWords(masked: string, lower: string, spans: ReadonlyArray<{ start: number; end: number }>): string {
  if (spans.length === 0 || lower.length !== masked.length) return masked;
  let out = masked;
  for (const span of spans) {
    const between = lower.slice(span.start, span.end);
    for (const m of between.matchAll(new RegExp(CORRECTION.source, "gu"))) {
      const from = span.start + m.index!;
      out = out.slice(0, from) + " ".repeat(m[0].length) + out.slice(from + m[0].length);
    }
  }
  return out;
}

/** Words that make the next number approximate ("about 150", "ca. 150", "environ 150", "unos 150"). */
const APPROXIMATOR = /(?<![\p{L}])(?:about|around|roughly|approximately|approx\.|ca\.|circa|etwa|rund|ungefähr|in etwa|environ|autour de|à peu près|plus ou moins|dans les|unos|unas|aprox\.|aproximadamente|alrededor de|más o menos|vers|gegen|sobre las|hacia las|a eso de las|more or less|give or take|or so|or thereabouts|oder so|rum|herum)(?![\p{L}])\s?/giu;

/**
 * `masked` with every approximating word that does not stand right before one of `amounts` (the amounts that may be
 * the bid) blanked: "about 150 guests" says nothing about the bid; "about 450" does. So does one said right after
 * the amount as its own afterthought, with nothing after it in its clause: "Dans les trois cent cinquante ? À peu
 * près.", "450, more or less", "so 450 ungefähr". Same length as `masked`.
 */
function approximationsOfTheBidOnly(masked: string, lower: string, amounts: readonly LocatedAmount[]): string {
  if (lower.length !== masked.length) return masked;
  return masked.replace(APPROXIMATOR, (word, at: number) => {
    const next = at + word.length;
    // (Not of a measure: "il pesait dans les 30 kg", "pesaba unos 30 kilos" hedge the dog's weight, not the bid.)
    if (amounts.some((a) => a.start >= next && a.start <= next + 2 && !MEASURE_AFTER.test(lower.slice(a.end, a.end + 16)))) return word;
    // German "150 rum", "150 € herum": said after the amount, always of it.
    if (/^(?:rum|herum)\b/iu.test(word) && amounts.some((a) => a.end <= at && at - a.end <= 3)) return word;
    const afterthought = AFTERTHOUGHT_END.test(lower.slice(next, next + 44)) && amounts.some((a) => a.end <= at && at - a.end <= 8 && /^[\s\p{Sc}.,;:!?…—–-]*(?:eur|euros?|usd|chf|gbp|dollars?|francs?)?[\s.,;:!?…—–-]*$/u.test(lower.slice(a.end, at)));
    return afterthought ? word : " ".repeat(word.length);
  });
}

/** Right after a number: a unit of weight, length, volume or age, so the number measures something and costs nothing. */
const MEASURE_AFTER = new RegExp(unicodeWords(String.raw`^\s?(?:kg|kilos?|kilogramm\p{L}*|kilogrammes?|kilogramos?|g|grams?|gramm|grammes?|gramos?|lbs?|stone|m|cm|mm|km|metres?|meters?|mètres?|metros?|miles?|meilen|millas?|litres?|liters?|litros?|l|ml|years? old|ans|jahre alt|años)\b`), "u");

/** Nothing but the thing it is for and punctuation to the clause's end: an approximation said as an afterthought ("150 à peu près pour le crash pad ?", "so 150 rum fürs Crashpad?"). */
const AFTERTHOUGHT_END = /^\s?(?:(?:for|für|fürs|pour|por|para)\s[^.!?\n\d]{1,30}?\s?)?(?:[.!?…;,)]|\n|$)/u;

/** The label an agent's decision record opens with: "Status", "Decision", "Entscheidung", "Statut", "Estado", "Acción". */
const DECISION_RECORD = /^[\s>•*#-]*(?:\*\*)?(?:status|decision|outcome|result|action|next action|entscheidung|ergebnis|aktion|statut|décision|résultat|action|estado|decisión|resultado|acción)(?:\*\*)?\s*:\s*(?:\*\*)?([\p{L}_ -]{2,30}?)(?:\*\*)?\s*(?:[.;\n]|$)/iu;
const RECORD_CONDITION = /\b(?:condition|conditions|conditional|pending|subject to|provided|bedingung\p{L}*|vorbehalt\p{L}*|unter der bedingung|sous réserve|conditionnel\p{L}*|condición|condiciones|condicional|sujeto a|pendiente)\b/u;
const RECORD_ACCEPTS = /^(?:accept(?:ed)?|accept[_ ]offer|deal|agreed|annahme|annehmen|angenommen|akzeptiert|zusage|accept(?:er|ation|é)|offre acceptée|acept(?:ar|ado|ación)|oferta aceptada)$/u;
const RECORD_WITHDRAWS = /^(?:walk[_ -]?away|walked away|withdraw(?:n|al)?|abort(?:ed)?|terminate[d]?|no deal|abbruch|abgebrochen|rückzug|kein abschluss|abandon(?:né)?|retrait|retiré|pas d'accord|pas d accord|retirada|abandono|retirarse|sin acuerdo)$/u;

/** The decision an agent's record opens with, and the token it was written as; null when the message is no such record. */
export function decisionRecordOf(message: string): { kind: "accept" | "withdraw"; token: string } | null {
  const m = DECISION_RECORD.exec(message.slice(0, 200));
  if (!m) return null;
  const token = m[1]!;
  // ("no_deal", "kein_abschluss", "pas_d_accord", "sin_acuerdo": an agent's token with underscores for spaces.)
  const word = token.trim().toLowerCase().replace(/_/gu, " ");
  if (RECORD_ACCEPTS.test(word)) return { kind: "accept", token };
  if (RECORD_WITHDRAWS.test(word)) return { kind: "withdraw", token };
  return null;
}

/**
 * An agent's decision record: a walk-away reads as one; an acceptance reads as one when every price it names is
 * the shop's standing offer (an "agreed price" of another amount is asked). A question in it keeps it open.
 */
function readDecisionRecord(decision: { kind: "accept" | "withdraw" }, amounts: readonly Amount[], lower: string, norm: string, quantity: number, context: InterpretationContext, currency: string): Reading {
  const standing = context.standingOfferMinor ?? null;
  if (/\?/u.test(norm)) return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["decision or question"], questions: [askPrice(currency)] };
  // "Decision: ACCEPT. Condition: delivery by Friday": a record with a condition is asked, like any acceptance with one.
  const conditional = CONDITION.test(norm) || IF_CLAUSE.test(norm.replace(COURTESY_IF_ANYWHERE, " ")) || RECORD_CONDITION.test(norm);
  if (conditional) return { move: { kind: "none" }, confidence: "LOW", gaps: ["conditional decision"], questions: [ASK.acceptOrPrice.en(currency)] };
  if (decision.kind === "withdraw") return { move: { kind: "withdraw" }, confidence: "HIGH", gaps: [], questions: [] };
  if (standing === null) return { move: { kind: "none" }, confidence: "MEDIUM", gaps: ["no offer to accept yet"], questions: [askPrice(currency)] };
  // Prices named in the record (counts, task numbers and other small figures aside) must all be the standing offer.
  const prices = amounts.filter((a) => !inReasonField(lower, a) && (a.currency !== null || unitOf(a, quantity, lower, norm) * 5 >= standing));
  if (prices.some((a) => unitOf(a, quantity, lower, norm) !== standing))
    return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["the amount named is not the current offer"], questions: [ASK.acceptAsItStands.en()] };
  return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
}

/** A word of assent opening the message, then a comma or a stop ("Fair enough, …", "Alles klar, …", "D'accord, …", "Vale, …"). */
const ASSENT_OPENING = new RegExp(
  unicodeWords(String.raw`^(?:ok(?:ay)?|fine|fair enough|alright|all right|right|well|understood|got it|no worries|gut|na gut|alles klar|schon gut|verstanden|okay|d'accord|bon|bien|très bien|entendu|compris|vale|bueno|de acuerdo|entendido)[,.!…—–-]+\s`),
  "u",
);
/** Accepting put off until something else is done: "Before we accept your terms, please confirm …", "bevor wir zusagen". */
const BEFORE_ACCEPTING = new RegExp(
  unicodeWords(
    String.raw`\b(?:before|bevor|ehe|avant de|avant que|antes de|antes que)\s(?:\p{L}+\s){0,3}(?:accept\p{L}*|agree\p{L}*|sign\p{L}*|commit\p{L}*|akzeptier\p{L}*|annehm\p{L}*|anzunehm\p{L}*|zusag\p{L}*|zuzusagen|unterschreib\p{L}*|accepter|acceptions|signer|valider|s'engager|aceptar|acept\p{L}*|firmar|comprometer\p{L}*)\b`,
  ),
  "u",
);

/** The last sentence asks how, when or where to pay, collect or receive, after earlier sentences that ask nothing. */
// (Built with letter-aware boundaries: a plain \b never matches after "où" or "dónde".)
const LOGISTICS_ASKED = new RegExp(unicodeWords(String.raw`\b(?:how|when|where|wie|wann|wo|wohin|comment|quand|où|cómo|cuándo|dónde)\b`), "u");
const LOGISTICS_VERB = new RegExp(unicodeWords(String.raw`\b(?:pay|paid|payment|collect|pick|deliver|ship|send|transfer|bezahl\p{L}*|zahl\p{L}*|überweis\p{L}*|abhol\p{L}*|liefer\p{L}*|schick\p{L}*|paie|payer|paiement|récupér\p{L}*|chercher|livr\p{L}*|envo\p{L}*|pago|pagar|pagamos|recoj\p{L}*|recoger|envío|enviar|entreg\p{L}*|transfer\p{L}*|sign|signed|unterschreib\p{L}*|unterzeichn\p{L}*|signe|signer|signons|firmo|firmamos|firmar|firma|passe|passer|passons|paso|pasamos|pasar|come by|swing by|stop by|drop by|vorbeikomm\p{L}*|vorbei|bring|bringing|bringen|bringt|apport\p{L}*|traer|traig\p{L}*|organis\p{L}*|organiz\p{L}*|arrange|arranging)\b`), "u");
/** A means of paying, a deposit, an invoice or bank details: "card", "bar zahlen", "acompte", "datos de la cuenta". */
const PAYING_ASKED = new RegExp(
  unicodeWords(
    String.raw`\b(?:card|cash|paypal|bank transfer|bank details|transfer (?:the )?(?:money|funds|payment)|deposit|invoice|pay by|karte|bar (?:zahlen|bezahlen)|überweisung|überweisen|anzahlung|bankverbindung|rechnung|carte|espèces|liquide|virement|acompte|rib|facture|tarjeta|efectivo|transferencia|bizum|señal|datos de la cuenta|datos bancarios|factura)\b`,
  ),
  "u",
);
/**
 * Something to carry it home in, asked for after the acceptance: "Have you a box I can carry him home in?", "Haben Sie
 * eine Box für ihn?", "Vous auriez un carton ?", "¿Tiene una caja para llevármelo?".
 */
const CARRIER_ASKED = new RegExp(
  unicodeWords(
    String.raw`\b(?:have you(?: got)?|do you have|you got|got|haben sie|hätten sie|habt ihr|hast du|vous avez|vous auriez|auriez-vous|avez-vous|tu as|tu aurais|tiene|tendría|tienes|tendrías|me (?:da|das|daría|darías))\s(?:(?:a|an|some|any|eine?n?|un|une|des|una?|unos|unas)\s)?(?:\p{L}+\s)?(?:box|bag|carrier|crate|carton|cage|lead|leash|blanket|sack|strap|rope|trolley|karton|kiste|tasche|tüte|leine|transportbox|decke|gurt|boîte|sac|caisse|laisse|couverture|sangle|caja|bolsa|cartón|jaula|correa|transportín|manta|cuerda)s?\b`,
  ),
  "u",
);
/**
 * The paperwork sent or the deal confirmed in writing, asked after the acceptance: "Will you email the contract over?",
 * "Schicken Sie uns den Vertrag?", "Vous m'envoyez le contrat par mail ?", "¿Puede confirmarlo por correo?".
 */
const PAPERWORK_ASKED = new RegExp(
  unicodeWords(
    String.raw`\b(?:send|email|e-mail|mail|forward|schick\p{L}*|send\p{L}*|mail\p{L}*|envo\p{L}*|mand\p{L}*)\b[^.!?]{0,30}\b(?:contract|paperwork|agreement|order confirmation|vertrag|unterlagen|auftragsbestätigung|contrat|bon de commande|contrato|pedido)\b|\b(?:confirm\p{L}*|bestätig\p{L}*)\b[^.!?]{0,20}\b(?:by e-?mail|in writing|per e-?mail|schriftlich|par (?:e-?)?mail|par écrit|por (?:correo|e-?mail|escrito))\b`,
  ),
  "u",
);
/** What comes next, asked after the acceptance: "What happens next?", "Wie geht es jetzt weiter?", "Comment on s'organise ?", "¿Cómo seguimos?" */
const NEXT_STEPS_ASKED = new RegExp(unicodeWords(String.raw`\b(?:(?:do|should|shall|must) (?:we|i) (?:need to )?(?:bring|clear|move|empty|prepare|have ready)|what (?:should|do|shall) (?:we|i) bring|(?:müssen|sollen|sollten) (?:wir|ich) (?:\p{L}+ ){0,4}(?:mitbringen|ausräumen|freiräumen|vorbereiten|bereitstellen|bereithalten)|(?:faut-il|doit-on|devons-nous|dois-je) (?:apporter|prévoir|dégager|vider|préparer)|(?:hay que|tenemos que|tengo que|debemos) (?:llevar|traer|despejar|vaciar|preparar)|what time|um wie ?viel uhr|à quelle heure|a qué hora|(?:earliest|first|next available|soonest) (?:\p{L}+ )?(?:date|slot|appointment)|(?:frühest|nächst)\p{L}* (?:\p{L}+ )?termin\p{L}*|\p{L}*(?:montage|liefer|einbau)termin|(?:première|prochaine) date|prochain créneau|(?:primera|próxima) fecha|what (?:do|would) you need from (?:me|us)|who (?:should|do|shall|can) (?:we|i) (?:contact|speak to|call|talk to)|an wen (?:wenden|können|sollen) (?:wir|ich) (?:uns|mich)|à qui (?:devons-nous|dois-je|pouvons-nous|peut-on) (?:nous |m')?adresser|con quién (?:debemos|debo|podemos|puedo) (?:hablar|contactar)|do you need (?:my|our) (?:address|details|number|postcode)|(?:brauchen|benötigen) sie (?:noch )?(?:meine|unsere) (?:adresse|anschrift|daten|nummer)|(?:avez-vous|vous avez) besoin de (?:mon|notre|mes|nos) (?:adresse|coordonnées|numéro)|c'est quoi la suite|quelle est la suite|(?:necesita|necesitan|necesitas) (?:mi|mis|nuestra|nuestros) (?:dirección|datos|número)|(?:do you want|would you like) (?:me|us) to sign|(?:shall|should|do) (?:i|we) (?:need to )?sign|how (?:do|shall|should) we (?:proceed|go from here)|was (?:brauchen|benötigen) sie (?:noch )?von (?:mir|uns)|(?:soll|muss|sollen|müssen) (?:ich|wir) (?:noch )?(?:etwas|was) unterschreiben|wie gehen wir (?:jetzt |nun )?(?:weiter )?vor|de quoi avez-vous besoin|(?:dois-je|devons-nous|faut-il) signer|comment procède-t-on|(?:qué|que) (?:necesita|necesitan|necesitas) de (?:mí|mi|nosotros)|(?:tengo|tenemos) que firmar|what happens next|what(?:'s| is| are) (?:the )?next(?: steps?)?|next steps|wie geht(?:'s| es) (?:jetzt |nun )?weiter|nächsten schritte|comment on s'organise|comment (?:on )?procède|prochaines étapes|cómo seguimos|qué sigue|próximos pasos|cómo procedemos)\b`), "u");

/** How long the work or the visit takes, asked: "how long you need the car for", "wie lange Sie brauchen", "combien de temps", "cuánto tiempo". Not a warranty's length. */
const HOW_LONG_THE_WORK = new RegExp(unicodeWords(String.raw`\b(?:how long|wie lange?|combien de temps|cuánto tiempo)\b(?![^.!?]{0,40}\b(?:warrant\p{L}*|guarantee\p{L}*|garantie\p{L}*|gewährleistung|garantía|return\p{L}*|rückgabe|retour|devoluci\p{L}*))`), "u");
/** A day or a time of day to come, in the four languages. */
const SCHEDULE = new RegExp(
  unicodeWords(
    String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|morning|afternoon|evening|tomorrow|next week|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:vormittag|nachmittag|abend|morgen|früh)|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|werktag|wochenende|vormittag\p{L}*|nachmittag\p{L}*|abend\p{L}*|morgen|nächste woche|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|en semaine|week-end|matin|après-midi|soir|demain|semaine prochaine|lunes|martes|miércoles|jueves|viernes|sábado|domingo|entre semana|fin de semana|finde|por la mañana|por la tarde|mañana|semana que viene)\b`,
  ),
  "u",
);
/** Asked to be called or written to first: "call me first", "vorher anrufen", "m'appeler d'abord", "llamarme antes". */
const CALL_ME_FIRST = new RegExp(unicodeWords(String.raw`\b(?:call|phone|ring|text|email|contact|anruf\p{L}*|anzuruf\p{L}*|zurückruf\p{L}*|appel\p{L}*|rappel\p{L}*|llam\p{L}*)\b[^?]{0,30}\b(?:first|beforehand|vorher|zuerst|d'abord|avant|primero|antes)\b|\b(?:vorher|zuerst)\b[^?]{0,20}\b(?:anruf\p{L}*|anzuruf\p{L}*|zurückruf\p{L}*)`), "u");

function assentThenLogistics(norm: string): boolean {
  const lastStop = Math.max(norm.lastIndexOf(". ", norm.length - 2), norm.lastIndexOf("! ", norm.length - 2), norm.lastIndexOf("¿"));
  if (lastStop <= 0) return false;
  const head = norm.slice(0, lastStop);
  const question = norm.slice(lastStop + 1);
  if (/\?/u.test(head) || /\b(?:how about|what about|wie wäre|et si|qué tal|y si|how much|wie ?viel|combien|cuánto)\b/u.test(question)) return false;
  // "Sounds good. Could you call me first?", "Können Sie mich vorher anrufen?": a word wanted before going ahead.
  if (CALL_ME_FIRST.test(question)) return false;
  if (LOGISTICS_ASKED.test(question) && LOGISTICS_VERB.test(question)) return true;
  // "… zu Ihrem genannten Preis beauftragen. Passt Ihnen ein Dienstag?", "Un mardi vous irait-il ?": when to come, or
  // what happens next ("What happens next?", "Comment on s'organise ?"), asked after the acceptance, naming no amount.
  if ((NEXT_STEPS_ASKED.test(question) || SCHEDULE.test(question) || HOW_LONG_THE_WORK.test(question)) && !/\d/u.test(question) && !ABOUT_AN_AMOUNT.test(question) && !HOW_MUCH.test(question)) return true;
  // "Do you take card?", "Kann ich bar zahlen?", "Il faut verser un acompte ?", "¿Me pasa los datos de la cuenta?": how
  // the buyer pays, asked after the acceptance, naming no amount and nothing included or free.
  if ((PAYING_ASKED.test(question) || CARRIER_ASKED.test(question) || PAPERWORK_ASKED.test(question)) && !/\d/u.test(question) && !ABOUT_AN_AMOUNT.test(question) && !HOW_MUCH.test(question) && !INCLUDED_OR_FREE.test(question)) return true;
  // "Right, you're on. Grab the other end of the workbench and help me get it in the van?", "Hecho, es mío. ¿Me agarra
  // la otra punta?": a request to lend a hand, naming no amount, no term and no subject of its own, after the acceptance.
  // A request about bringing the goods ("… while I bring the car round?") is logistics too, unless it asks what is included.
  const asked = question.trim().replace(/^¿\s?/u, "");
  const subject = subjectOf(asked);
  const noOtherSubject = subject === undefined || (subject === "delivery" && !INCLUDED_OR_FREE.test(asked));
  return REQUEST_TO_ACT.test(asked) && !/\d/u.test(asked) && noOtherSubject && !ABOUT_AN_AMOUNT.test(asked) && !MEETING_HALFWAY.test(asked) && !HOW_MUCH.test(asked);
}

/** Right after an amount: it is a deposit ("200 € deposit", "200 € Anzahlung", "200 € d'acompte", "200 € de señal"). */
const DEPOSIT_AFTER = new RegExp(
  unicodeWords(String.raw`^\s?(?:€|eur|euros?|\$|dollars?|£|chf)?\s?(?:deposit|down payment|upfront|anzahlung|als anzahlung|d'acompte|d'arrhes|d'avance|de señal|de entrada|de anticipo|a cuenta)\b`),
  "u",
);
/** Right before an amount: the deposit or instalments it is ("a deposit of", "12 monthly payments of", "Raten von", "mensualités de", "cuotas de"). */
const PAYMENT_PART_BEFORE = new RegExp(
  unicodeWords(String.raw`\b(?:deposit|down payment|payments?|instal(?:l)?ments?|anzahlung|raten?|monatsraten?|acompte|arrhes|mensualités?|versements?|señal|entrada|cuotas?|plazos?|mensualidades?)\s(?:of|von|zu|à|de)\s?(?:[\p{Sc}]\s?|eur\s|chf\s)?$`),
  "u",
);

/** A part of how a bid is paid, not the bid: a deposit or an instalment named beside the amount. */
function partOfPaying(a: Amount, lower: string): boolean {
  return DEPOSIT_AFTER.test(lower.slice(a.end, a.end + 24)) || PAYMENT_PART_BEFORE.test(lower.slice(Math.max(0, a.start - 40), a.start));
}

/**
 * An acceptance said in a sentence that asks nothing, before the first that asks: "Fair enough, I'll have it." before
 * "Do you take card?". (What follows a question may go on asking: "… ? ou c'est déjà compris dans le prix".)
 */
function acceptedBeforeTheQuestion(body: string): boolean {
  const sentences = body.split(/(?<=[.!?\n])\s*/u);
  // (A question without its mark, "is it still sold with the charger", is no sentence before a question.)
  const firstAsking = sentences.findIndex((sentence) => sentence.trimEnd().endsWith("?") || sentence.trimStart().startsWith("¿"));
  if (firstAsking <= 0) return false;
  const said = sentences.slice(0, firstAsking).join(" ");
  return said.trim() !== "" && (readLexically(said).accept || ACCEPT.test(said));
}

/** A supposition opening the clause the amount stands in: "Si 1.800 € me va bien, te aviso", "If €1,800 is fine, …". */
const IF_RIGHT_BEFORE = new RegExp(unicodeWords(String.raw`\b(?:if|when|whether|once|unless|wenn|falls|sofern|ob|sobald|si|quand|cuando|en cuanto)\s(?:[^.!?\d]{0,24})?(?:[\p{Sc}]|eur|usd|chf|gbp)?\s?$`), "u");

/** Asking whether something comes with it, or free: a condition on the price, not a step after the sale. */
const INCLUDED_OR_FREE = new RegExp(unicodeWords(String.raw`\b(?:free|included|including|include|cost|charge|extra|gratis|kostenlos|umsonst|inklusive|inbegriffen|gratuit\p{L}*|inclus\p{L}*|compris|incluid\p{L}*|incluye|sin cargo|cobra\p{L}*)\b`), "u");

/**
 * A question that asks the seller to do something, at its start: "can you", "grab", "packen Sie", "Binden Sie ihn mir
 * aufs Dach?", "vous prenez", "¿me agarra", "¿Me la ata a la baca?".
 */
const REQUEST_TO_ACT = new RegExp(
  unicodeWords(
    String.raw`^(?:(?:can|could|would|will) (?:you|u)|(?:please )?(?:help|grab|give me a hand|lend (?:me )?a hand|pop|put|wrap|box|bag|pack|keep|hold|set)|(?:können|könnten|würden|helfen|packen|fassen|greifen) sie|(?:kannst|könntest|hilfst|packst) du|(?:vous|tu) (?:pouvez|prenez|m'aidez|peux|prends|m'aides)|pourriez-vous|pouvez-vous|peux-tu|(?:me|nos)(?: (?:lo|la|los|las))? (?:agarra|agarras|ayuda|ayudas|echa|echas|pasa|pasas|pasan|guarda|guardas|aparta|apartas|reserva|reservas|sube|subes|carga|cargas|mete|metes|lleva|llevas|envía|envías|envían|manda|mandas|mandan)|(?:can|could|would|will) (?:your|ur) \p{L}+|(?:can|could) the (?!(?:price|cost|fee|total|amount|bill|invoice)\b)\p{L}+(?: \p{L}+)? (?:wait|come|meet|follow|stay|park|start|be there|drive|collect|fetch|call)|(?:kann|könnte|würde) (?:ihr|dein|euer)e? \p{L}+|(?:kann|können|könnte|könnten) (?:der|die|das) (?!(?:preis|kosten|betrag|rechnung|summe)\b)\p{L}+ (?:\p{L}+ ){0,6}(?:warten|kommen|bleiben|parken|anfangen|beginnen|fahren|abholen|anrufen)|(?:votre|ton) \p{L}+ (?:peut|pourrait)|(?:les|le|la) (?!(?:prix|coût|montant|facture|total)\b)\p{L}+ (?:peuvent|peut|pourraient|pourrait)-(?:ils|elles|il|elle) (?:nous |me )?(?:attendre|venir|rester|suivre|stationner|commencer|passer)|(?:su|tu) \p{L}+ (?:me |nos )?(?:lo |la |los |las )?(?:puede|podría)|(?:me |nos )?(?:puede|podría|pueden|podrían|puedes|podrías)|(?!(?:haben|sind|werden|wissen|meinen|glauben|denken|verkaufen|nehmen|geben|lassen)\b)\p{L}{3,}en sie (?:mir|uns|ihn|sie|es|das)|(?:me|nos) (?:lo|la|los|las) (?!(?:rebaj|deja|dej|baj|vend|descuent)\p{L}*)\p{L}{2,}(?:a|e|an|en))\b`,
  ),
  "u",
);

/** Words of an amount or a reduction: a question with them in it may be a bid ("Lassen Sie 20 € nach?"). */
const ABOUT_AN_AMOUNT = new RegExp(unicodeWords(String.raw`[\p{Sc}]|(?<!\bdrop(?:s|ping|ped)?(?: (?:it|them|him|her|this|that|these|those))?\s)\boff\b|\b(?:less|cheaper|weniger|billiger|moins|menos|rabatt|remise|descuento|discount|euros?|dollars?|bucks)\b`), "u");
/**
 * Meeting halfway, asked: "Mitte zwischen uns beiden?", "on fait moitié-moitié entre nos deux prix ?". Letter-aware
 * boundaries: with a plain \b, "moitié" never matched before a hyphen or a space (é is no ASCII word character).
 */
const MEETING_HALFWAY = new RegExp(
  unicodeWords(String.raw`\b(?:middle|halfway|midpoint|midway|split|diff|difference|mitte|halbe[mn]?|differenz|milieu|mi-chemin|moitié|poire|différence|medio|mitad|diferencia|medias)\b`),
  "u",
);

/**
 * Words that decide a negotiation (accepting, agreeing, closing, signing off, approving), in four languages, as stems:
 * "instructs me to accept them", "we're happy to close on them", "wir schließen gern zu diesen Bedingungen ab", "la
 * gérante a validé vos dernières conditions", "la gerente dio el visto bueno". Only a statement counts: the sentence
 * that holds them asks nothing and does not negate them.
 */
const DECISION_WORDS = new RegExp(
  unicodeWords(
    String.raw`\b(?:accept(?:s|ed|ing)?|agree(?:s|d)?|agreement|close (?:on|the deal|it)|sign(?:s|ed)? off|approved?|go ahead|proceed|deal|einverstanden|akzeptier\p{L}*|annehm\p{L}*|nehmen (?:wir |ich )?(?:ihr |das |es )?an|schließen (?:\p{L}+ ){0,5}ab|abschließ\p{L}*|zusag\p{L}*|genehmig\p{L}*|freigegeben|abgezeichnet|anzunehm\p{L}*|accept\p{L}*|d'accord|valid(?:é|ée|és|ées|er|ons|ez)|conclu\p{L}*|approuv\p{L}*|acept\p{L}*|de acuerdo|trato|cerra\p{L}*|cerramos|visto bueno|aprob\p{L}*|aprueb\p{L}*)\b`,
  ),
  "u",
);
/** Every word that decides or closes a deal: DECISION_WORDS and the exclamations of closing ("abgemacht", "sold", "vendu"). */
const DECISION_WORDS_ALL = new RegExp(
  `${DECISION_WORDS.source}|${unicodeWords(String.raw`\b(?:abgemacht|gebongt|gekauft|topp|sold|done|vendu|marché conclu|affaire conclue|trato hecho|hecho|cerrado|vendido|d'accord)\b`)}`,
  "gu",
);
/**
 * Every word of deciding in the text stands under a negation, a supposition or another speaker (reader/negation-
 * scope.ts): "Je n'ai jamais dit d'accord", "Supposing I said deal", "My wife says deal; I don't". One plain word of
 * deciding is enough for the other rules to weigh ("Not bad. Deal.").
 */
function everyDecisionWordGoverned(text: string, language: Language): boolean {
  let seen = 0;
  for (const m of text.matchAll(DECISION_WORDS_ALL)) {
    if (++seen > 12) return false;
    const g = governedAt(text, m.index!, m.index! + m[0].length, language);
    if (!g.negated && !g.supposed && !g.otherSpeaker) return false;
  }
  return seen > 0;
}
const DECISION_UNDONE = new RegExp(
  unicodeWords(
    String.raw`\b(?:not|no|never|cannot|can't|won't|nicht|kein\p{L}*|nie|pas|jamais|ni|nunca|tampoco|if|wenn|falls|si|unless|once|sobald|dès que|cuando|before|bevor|vor|avant|antes|would|could|würden|könnten|pourrions|podríamos|subject to|pending|provided|vorbehaltlich|sous réserve|sujeto a|pendiente)\b`,
  ),
  "u",
);
/** Accepting or approving, as a verb: "accept", "signed off on", "anzunehmen", "abgezeichnet", "validé", "dio el visto bueno a". */
const ACCEPTING_VERB = String.raw`(?:accept\p{L}*|approv\p{L}*|signed off on|sign off on|annehm\p{L}*|anzunehm\p{L}*|akzeptier\p{L}*|genehmig\p{L}*|abgezeichnet|freigegeben|valid\p{L}*|approuv\p{L}*|acept\p{L}*|aprob\p{L}*|visto bueno a)`;
/** The shop's terms or offer, named with a second-person possessive: "your latest terms", "Ihre letzten Konditionen". */
const YOUR_TERMS = String.raw`(?:your|ihre?n?|vos|votre|sus?)\s(?:\p{L}+\s){0,2}(?:terms|offer|conditions|proposal|quote|konditionen|bedingungen|angebot|vorschlag|offre|proposition|condiciones|oferta|propuesta)`;
/** Accepting the shop's terms or offer in so many words, in either order ("Ihre Konditionen … anzunehmen"). */
const ACCEPTS_YOUR_TERMS = new RegExp(unicodeWords(String.raw`\b${YOUR_TERMS}\b[^.!?]{0,80}\b${ACCEPTING_VERB}|\b${ACCEPTING_VERB}\s(?:\p{L}+\s){0,2}${YOUR_TERMS}\b`), "u");
/** A request about the sale's next step: an address, an invoice, a pickup, a payment, a delivery. */
const LOGISTICS_REQUEST = new RegExp(
  unicodeWords(
    String.raw`\b(?:address|invoice|pick ?up|pickup|collection|payment details|bank details|delivery|adresse|rechnung|abhol\p{L}*|zahlungsdaten|bankverbindung|lieferung|facture|enlèvement|retrait|coordonnées bancaires|livraison|dirección|factura|recogida|datos bancarios|entrega)\b`,
  ),
  "u",
);

/**
 * A decision stated in a sentence that asks nothing and takes nothing back: "of-your-terms" when it accepts the
 * shop's terms or offer in so many words, "stated" for any other words of deciding, null when there is none.
 */
function statesADecision(norm: string): "of-your-terms" | "stated" | null {
  let found: "of-your-terms" | "stated" | null = null;
  for (const sentence of norm.split(/(?<=[.!?\n])\s*/u)) {
    if (sentence.includes("?") || !DECISION_WORDS.test(sentence) || DECISION_UNDONE.test(sentence)) continue;
    if (ACCEPTS_YOUR_TERMS.test(sentence)) return "of-your-terms";
    found = "stated";
  }
  return found;
}

/** No amount, no acceptance, no walk-away: a question, or nothing read. */
function readQuestion(norm: string, shape: ReturnType<typeof structureOf>, hedged: boolean, aboutPrice: boolean, currency: string, hedgeText = norm, questionShaped = false): Reading {
  const ask = askPrice(currency);
  const subject = subjectOf(norm);
  const asks = questionShaped || ASKS.test(norm);
  // "Et si elle casse, je peux la rapporter ?": a "what if" is how a question starts, not a hedge on it.
  // Nor is laughter ("how many more tries do i get lol"): it doubts an amount, and a question names none.
  // A plan said before the question ("wir überlegen, 20 E-Bikes zu leasen. Ist die Rate verhandelbar?") is no doubt
  // about the question: only the question's own sentence is looked at when there is one.
  // (Split, then kept: a pattern looking for "…?" from every position would be quadratic on a message without one.)
  const asked = hedgeText.includes("?") ? hedgeText.split(/(?<=[.!?\n])/u).filter((part) => part.trimEnd().endsWith("?")).join(" ") : "";
  const hedgedQuestion = hedged && HEDGE.test((asked === "" ? hedgeText : asked).replace(/\b(?:what if|and if|et si|y si|und wenn|was ist,? wenn|e se)\b/gu, " ").replace(LAUGH, " "));
  // An acceptance of the shop's own terms in so many words, then a request about the sale's next step, and no figure
  // anywhere ("… hat Ihre letzten Konditionen geprüft und weist mich an, sie anzunehmen. Bitte bestätigen Sie die
  // Abholadresse."): the acceptance is read, the request answered after it, whatever its subject.
  const decided = hedged ? null : statesADecision(norm);
  if (decided === "of-your-terms" && !/\d/u.test(norm) && LOGISTICS_REQUEST.test(norm)) return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
  if (subject && (asks || wordCount(shape.body) <= 4) && !hedgedQuestion) return { move: { kind: "question", topic: topicOf(subject), subject }, confidence: "HIGH", gaps: [], questions: [] };
  if (OBJECTION.test(norm) || aboutPrice)
    return { move: { kind: "question", topic: "price", ...(subject ? { subject } : {}) }, confidence: "MEDIUM", gaps: ["price"], questions: [ask] };
  if (subject) return { move: { kind: "question", topic: topicOf(subject), subject }, confidence: "MEDIUM", gaps: ["price"], questions: [ask] };
  // A plain question about something else ("Can you tell me the dimensions?"): read, so it can be answered; a
  // word or two with a question mark ("Deal?", "and?") says too little.
  // Not when it speaks of an amount the reader could not place ("Lassen Sie 20 € nach?"): that may be a bid.
  // Nor when it speaks of meeting halfway ("Mitte zwischen uns beiden?", "on se retrouve au milieu ?"): a message
  // with a bid in it is never a HIGH question about something else.
  const aboutAmount = ABOUT_AN_AMOUNT.test(norm) || MEETING_HALFWAY.test(norm);
  // Words of a decision stated before the question ("My principal … instructs me to accept them. Please confirm the
  // pickup address."): the buyer may be closing, and a question about something else must not answer for that.
  // Nothing binds below HIGH: the buyer is asked whether it accepts.
  if (decided && (asks || decided === "of-your-terms")) return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["accept or ask"], questions: [ASK.acceptAsItStands.en()] };
  if (asks && !hedged && !aboutAmount && wordCount(norm) > 2 && wordCount(norm) <= 40) return { move: { kind: "question", topic: "other", subject: "other" }, confidence: "HIGH", gaps: [], questions: [] };
  if (asks) return { move: { kind: "question", topic: "other" }, confidence: "LOW", gaps: ["price"], questions: [ask] };
  return { move: { kind: "none" }, confidence: "UNCERTAIN", gaps: ["offer"], questions: [ask] };
}

interface BidSignals {
  shape: ReturnType<typeof structureOf>;
  hedgedApartFromLaughter: boolean;
  /** Words of walking away beside the amount ("we decided not to proceed, but could reconsider at 400"). */
  leaving: boolean;
  norm: string;
  lower: string;
  quantity: number;
  currency: string;
  context: InterpretationContext;
  hedged: boolean;
  conditional: boolean;
  closing: boolean;
  acceptCue: boolean;
  doubtfulAccept: boolean;
  final: boolean;
  percents: boolean;
  /** A quantity other than the negotiation's is named ("100 each for 10 units"). */
  otherQuantity: boolean;
  /** Words that agree (not only buying words like "I'll take it"). */
  agreeCue: boolean;
  /** The buyer corrected or raised an earlier amount ("500, no wait, 480", "440 (up from 400)"). */
  revised: boolean;
}

/** "I've only got", "je n'ai que", "solo traigo", "ich hab nur": what the buyer has, right before the amount. */
const ONLY_HAVE_BEFORE = new RegExp(
  unicodeWords(String.raw`\b(?:(?:i've|i have|i|we've|we have|we) only(?: have| got| brought| carry)?|(?:i|we) (?:have|got|brought) only|all (?:i|we) (?:have|got|brought) is|je n'ai que|j'ai que|j'ai seulement|je n'ai pas plus de|nous n'avons que|solo|sólo|solamente|no (?:tengo|traigo|llevo) más (?:de|que)|(?:ich|wir) (?:hab|habe|haben|hätte|hätten) (?:\p{L}+ )?nur|hab nur|hab' nur)\s(?:(?:traigo|tengo|llevo|tenemos|traemos|got|have)\s)?(?:[\p{Sc}]\s?)?$`),
  "u",
);
/** The cash on the buyer ("on me", "dabei", "sur moi", "encima"), or the rest of the price put off ("the rest tomorrow"). */
const ON_HAND_AFTER = new RegExp(unicodeWords(String.raw`^\s?(?:[\p{Sc}]|eur|euros?|dollars?|bucks)?\s?(?:on me|with me|in my pocket|in cash|dabei|bei mir|in der tasche|sur moi|en poche|sur nous|encima|conmigo|aquí|en el bolsillo)\b`), "u");
const THE_REST = new RegExp(unicodeWords(String.raw`\b(?:the rest|the remainder|the balance|den rest|der rest|restbetrag|le reste|le solde|el resto|lo que falta)\b`), "u");

function onHand(a: LocatedAmount, lower: string): boolean {
  if (!ONLY_HAVE_BEFORE.test(lower.slice(Math.max(0, a.start - 40), a.start))) return false;
  return ON_HAND_AFTER.test(lower.slice(a.end, a.end + 24)) || THE_REST.test(lower);
}

/**
 * Right before the amount, the shop asked to accept it: "Would you accept US$ 1,800 for the twelve", "¿Aceptarían US$
 * 1,800 por los doce?", "Accepteriez-vous 1 800 € pour les douze ?": the buyer's bid put as a question.
 */
const ACCEPT_AMOUNT_ASKED = new RegExp(
  unicodeWords(String.raw`(?:\b(?:would|will|could|can) you (?:accept|take)|\b(?:accepteriez|accepterez|acceptez|prendriez)(?:-vous| vous)|\b(?:aceptaría|aceptarían|aceptarías|aceptaríais|aceptan|acepta|aceptas)(?: usted| ustedes)?|\bwürden sie|\bnähmen sie)\s(?:(?:us|eur|usd|€|\$|us\$|£)\s?)?$`),
  "u",
);

/** Right before the amount: "with", "avec", "con", "mit" (what the buyer comes with). */
const WITH_BEFORE = /\b(?:with|avec|con|mit)\s(?:the\s|les\s)?(?:[\p{Sc}]\s?)?$/u;
/** Right after it: cash ("470 cash", "470 en liquide", "470 en efectivo", "470 bar"), nothing offered in its place. */
const CASH_AFTER = new RegExp(unicodeWords(String.raw`^\s?(?:[\p{Sc}]|eur|euros?|dollars?|bucks|balles|pavos|pesos|lucas)?\s?(?:cash|in cash|en liquide|en espèces|en cash|comptant|cash en main|en efectivo|efectivo|al contado|bar|in bar|bar auf die hand)\b(?!\s(?:or|oder|ou|o)\b)`), "u");

/**
 * "could swing by at 6:15 with 470 cash, cool?", "je peux passer vers 18h15 avec 470 en liquide, ça te va ?", "puedo
 * pasar a las 6:15 con 470 en efectivo": the buyer coming to pay the amount in cash, then a tag asking assent. The
 * amount is what the buyer will pay (not the cash it only has on it: "I've only 140 on me" stays asked).
 */
function comesWithCash(a: LocatedAmount, lower: string, norm: string): boolean {
  const before = lower.slice(Math.max(0, a.start - 30), a.start);
  if (!WITH_BEFORE.test(before) || ONLY_HAVE_BEFORE.test(before.replace(WITH_BEFORE, "")) || /\b(?:only|nur|que|seulement|solo|sólo)\b/u.test(before)) return false;
  return CASH_AFTER.test(lower.slice(a.end, a.end + 24)) && (LOGISTICS_VERB.test(norm) || BUYER_COLLECTS.test(norm));
}

/** The buyer collecting the thing itself: "I pick up", "I'll collect", "hole ich ab", "je viens le chercher", "lo recojo". */
const BUYER_COLLECTS = new RegExp(
  unicodeWords(String.raw`\b(?:i(?:'ll| will)? (?:pick (?:it |them )?up|collect(?: it| them)?|fetch it|come (?:and |to )?(?:get|collect|fetch) it)|(?:ich )?hole (?:ihn |sie |es |das )?(?:\p{L}+ )?ab|abholung durch mich|je (?:viens|passe) (?:le |la |les )?(?:chercher|récupérer|prendre)|je (?:le |la |les )?récupère|(?:lo|la|los|las) recojo(?: yo)?|paso a (?:buscarl[oa]|recogerl[oa])|(?:i|we) can (?:grab|pick up|collect|come (?:and )?get|fetch) (?:it|them)|(?:i'll|i will|we'll) grab (?:it|them)|je passe (?:le |la |les )?(?:prendre|chercher))\b`),
  "u",
);

/** A bid more than this many times the standing offer is asked back (see readBid). */
const FAR_ABOVE = 1.25;

/** One amount is left as the bid: how sure the reading of it can be. */
function readBid(a: Amount, all: Amount[], s: BidSignals): Reading {
  const ask = askPrice(s.currency);
  const notHigh = (move: InterpretedMove, gap: string, question = ask, confidence: Confidence = "MEDIUM"): Reading => ({ move, confidence, gaps: [gap], questions: [question] });
  const written = all.find((x) => x.currency !== null)?.currency ?? null;
  if (written !== null && written !== s.currency) return notHigh({ kind: "none" }, "currency", ASK.currency.en(s.currency));
  if (a.range) return notHigh({ kind: "none" }, "single price (a range was given)", ASK.singlePrice.en(s.currency));
  const standing = s.context.standingOfferMinor ?? null;
  // The quantity tied to the amount ("both bikes for 180", "les 6 chaises pour 300", "100 les deux"): a total, whatever
  // its size (read as a unit price, "both bikes for 180" would bind the buyer to twice what it offered). Named
  // elsewhere in its clause ("I need 2, can you do 180?"): a total above the shop's unit offer, otherwise asked.
  // Not named: an amount up to the shop's unit offer is a unit price; above it, it may be a total, and is asked.
  const basis =
    basisOf(a, s.quantity, s.lower, s.norm) ??
    (namesQuantityAfter(s.lower, a, s.quantity) || quantityForAmount(s.lower, a, s.quantity)
      ? "total"
      : namesQuantityBefore(s.lower, a, s.quantity)
        ? standing !== null && a.minor <= standing ? null : "total"
        : standing !== null && a.minor <= standing ? "unit" : null);
  if (basis === null) return notHigh({ kind: "price", priceMinor: a.minor, basis: "unit", final: s.final }, "unit or total price", `Is that the price per unit or for all the units together, in ${s.currency}?`);
  if (basis === "total" && a.minor % s.quantity !== 0) return notHigh({ kind: "none" }, "total does not divide evenly by the quantity", ASK.price.en(s.currency));
  const unit = basis === "total" ? a.minor / s.quantity : a.minor;
  const move: InterpretedMove = { kind: "price", priceMinor: unit, basis, final: s.final };
  const derivation: PriceDerivation | undefined = a.words ? { operation: "words", words: a.words } : undefined;
  const withDerivation = (r: Reading): Reading => (derivation && r.move.kind === "price" ? { ...r, derivation } : r);
  const span = (a.words ?? s.lower.slice(a.start, a.end)).toLowerCase().trim();
  const sentence = s.shape.sentences.find((x) => holdsAmount(x, span));
  const hedged = (s.hedgedApartFromLaughter || (s.hedged && (sentence === undefined || new RegExp(LAUGH.source, "u").test(sentence)))) && !hedgedOnlyBefore(a, s.lower);
  if (hedged) return withDerivation(notHigh(move, "is this an offer"));
  if (s.conditional) return withDerivation(notHigh(move, "condition"));
  if (s.leaving) return withDerivation(notHigh(move, "withdraw or offer"));
  // "I've only 140 on me… could I bring the rest tomorrow?": the cash the buyer has on hand, not a price it names.
  if (onHand(a, s.lower)) return withDerivation(notHigh(move, "is this an offer"));
  // "1.050 für die Adler, das hat mein Nachbar bezahlt", "Nine fifty? My sister paid that for a new one": someone else's price.
  // (In the amount's sentence or the one right after it: a list price summed up earlier is context, not this.)
  const own = sentence === undefined ? -1 : s.shape.sentences.indexOf(sentence);
  const ownAndNext = own >= 0 ? s.shape.sentences.slice(own, own + 2).join(" ") : "";
  if (own >= 0 && namesSomeoneElsesPrice(ownAndNext)) return withDerivation(notHigh(move, "is this an offer"));
  // More than the shop asks, with a word of irony or a question: sarcasm ("oh sure, 999 🙄"), not a bid.
  // So are words refusing it: above the offer, a bid would close the deal at it.
  if (standing !== null && unit > standing && (IRONY.test(s.norm) || REFUSING.test(s.norm) || PRICED_OUT.test(s.norm) || NO_DEAL.test(s.norm))) return withDerivation(notHigh(move, "above the current offer"));
  // Refused, not bid, in its own sentence or the next ("400? Never.", "Nobody pays 400 for this", "Even 400 would be too
  // much", "Ni por 400"; not "480?? niemals. 400", nor a cap: "never more than 400"): the shop may accept a bid.
  if (own >= 0 && (REFUSED_AMOUNT.test(ownAndNext) || EVEN_TOO_MUCH.test(ownAndNext)) && !CAP_BEFORE.test(s.lower.slice(Math.max(0, a.start - 24), a.start))) return withDerivation(notHigh(move, "is this an offer"));
  // Far more than the shop asks: a bid at or above the standing offer closes the deal at it, so an amount like that
  // is more likely a misread (a phone number's tail, a reference, a total) than a buyer bidding it: ask.
  if (standing !== null && unit > standing * FAR_ABOVE) return withDerivation(notHigh(move, "above the current offer", `That is more than our current offer of ${formatMinor(standing, s.currency)} per unit. Do you accept our offer as it stands, or what unit price do you propose?`));
  if (s.percents) return withDerivation(notHigh(move, "percentage"));
  // Under a fifth of the shop's offer: more likely an amount off, a quantity or a reference than a unit price.
  if (standing !== null && unit * 5 < standing && a.minor < 100 * 10 ** minorDigits(s.currency)) {
    // "Can I pay in 3 installments?", "Do you have 4 in stock?", "How much for 2?": a small count in a question.
    const about = subjectOf(s.norm);
    const counted = /^\s?\p{L}/u.test(s.lower.slice(a.end, a.end + 3)) || HOW_MUCH.test(s.norm);
    // The question mark ends the body: a signature after it ("…kosten?\n\nDanke\nLin Zhao") changes nothing.
    const endsAsking = /\?\s*$/u.test(s.norm) || /\?\s*$/u.test(s.shape.body);
    if (a.currency === null && !a.words && endsAsking && !s.hedged && wordCount(s.norm) >= 3 && (about || counted)) {
      // An acceptance before the question ("Great stuff, book it. Can you do 2 deliveries?", "Genial, vamos con eso.
      // ¿Lo pueden traer el día 3?"): answered as a question alone, the acceptance would be lost; it is asked instead.
      if (s.acceptCue || moveByModel(s.norm) === "accept") return { move: { kind: "accept" }, confidence: "MEDIUM", gaps: ["accept or ask"], questions: [ASK.acceptAsItStands.en()] };
      return { move: { kind: "question", topic: about ? topicOf(about) : "other", subject: about ?? "other" }, confidence: "HIGH", gaps: [], questions: [] };
    }
    return withDerivation(notHigh(move, "is this the unit price"));
  }
  // "Does the £640 for the 300 finisher medals include posting them?": the shop's own amount, asked about a term, is a
  // question whatever count stands beside it; any other amount beside another count asks which quantity is meant.
  const shopsAmountAskedOfATerm = () => {
    const about = unit === s.context.standingOfferMinor && /\?/u.test(s.norm) ? subjectOf(s.norm) : undefined;
    return about !== undefined && topicOf(about) === "terms";
  };
  if (s.otherQuantity && !shopsAmountAskedOfATerm()) return withDerivation(notHigh(move, "quantity", `This negotiation is for a fixed quantity; what unit price would you pay for it, in ${s.currency}?`));
  // The shop's own price, named back: an acceptance when the buyer says so, otherwise a question.
  if (s.context.standingOfferMinor !== null && unit === s.context.standingOfferMinor) {
    // "ok 520 it is!", "ok, dann 520. passt!": a short word of assent beside the shop's own amount.
    // "ok, 185 entonces. cuándo paso a buscarla?": the same in the amount's own sentence, the rest asking only when or where.
    const rest = sentence === undefined ? s.norm : s.norm.replace(sentence, " ");
    const assentHere = (text: string) => wordCount(text) <= 6 && !/\?/.test(text) && ASSENT.test(text) && !UNDO_ASSENT.test(text);
    const assent =
      (assentHere(s.norm) || (sentence !== undefined && assentHere(sentence) && !UNDO_ASSENT.test(rest) && (!/\?/u.test(rest) || LOGISTICS_ASKED.test(s.norm) || /\bcuando\b/u.test(s.norm) || LOGISTICS_VERB.test(rest)))) &&
      !s.hedged &&
      !s.conditional;
    // "We are happy to proceed at EUR 520", "Wir möchten zum Preis von 520 € bestellen": ordering at the shop's amount.
    // "We would like to proceed at 480 €. Could you let us know the installation date?": a wish said politely is no
    // supposition, and a question after the ordering sentence that asks only the next step leaves it ordered.
    const orderedIn = (text: string) => ORDER_VERB.test(text) && !UNDO_ORDER.test(text.replace(POLITE_WISH, " "));
    const ordering =
      (orderedIn(s.norm) || (sentence !== undefined && orderedIn(sentence.toLowerCase()) && !NEGATED_OR_SUPPOSED.test(rest.toLowerCase()) && assentThenLogistics(s.norm))) && !s.hedged && !s.conditional;
    // "520 me va.", "520 works for me": the shop's amount, said to suit the buyer; or to be agreed ("2.400 € für das Paket
    // sind vereinbart", "Quedan acordados los 2.400 €").
    const suits =
      (AMOUNT_AGREED.test(s.lower.slice(a.end, a.end + 30)) || AMOUNT_THEN_AGREED.test(s.lower.slice(a.end, a.end + 140)) || AGREED_AFTER_AMOUNT.test(s.lower.slice(a.end, a.end + 80)) || AGREED_BEFORE_AMOUNT.test(s.lower.slice(Math.max(0, a.start - 40), a.start))) &&
      !/\?/u.test(s.norm) &&
      !IF_RIGHT_BEFORE.test(s.lower.slice(Math.max(0, a.start - 40), a.start)) &&
      !s.hedged &&
      !s.conditional;
    // "If it is under 300, we'll take it": the shop's amount inside a condition is no acceptance of it.
    const amountSupposed = IF_RIGHT_BEFORE.test(s.lower.slice(Math.max(0, a.start - 40), a.start));
    if ((s.acceptCue || s.closing || assent || ordering || suits) && !s.doubtfulAccept && !amountSupposed) return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
    // "Does the 520 include delivery to Berlin?": the shop's amount named in a question about a term.
    const about = subjectOf(s.norm);
    // Or in a request put as an imperative ("Please specify whether shipping is included in the quoted CAD 680.00").
    // "sind die 220 fest oder geht noch was?", "les 220, c'est ferme ?": whether the shop's own amount is firm is asked.
    const firmAsked = (about === "negotiable" || about === "discount") && /\?\s*$/u.test(s.norm);
    if (about && (firmAsked || !["standing-offer", "negotiable", "discount"].includes(about)) && (/\?/u.test(s.norm) || ASKS.test(s.norm)) && !s.acceptCue && !s.hedged && !s.conditional)
      return { move: { kind: "question", topic: topicOf(about), subject: about }, confidence: "HIGH", gaps: [], questions: [] };
    return withDerivation(notHigh(move, "is this an acceptance", ASK.acceptAsItStands.en()));
  }
  // "40 € ça me va ?", "¿300 te va?": an amount put as a question is a proposal, not an acceptance.
  const proposed = /\?[\s\p{Extended_Pictographic}]*$/u.test(s.norm);
  const agreedAmount = AMOUNT_AGREED.test(s.lower.slice(a.end, a.end + 30));
  if (s.agreeCue && !s.closing && !proposed && !agreedAmount) return withDerivation(notHigh(move, "accept or counter-offer", ASK.acceptOrCounter.en(s.currency)));
  const subject = subjectOf(s.norm);
  const offers = OFFER.test(s.norm) || s.closing || s.final || s.revised || headsForTheThing(sentence, span) || RAISES_TO.test(s.lower.slice(Math.max(0, a.start - 40), a.start)) || comesWithCash(a, s.lower, s.norm) || ACCEPT_AMOUNT_ASKED.test(s.lower.slice(Math.max(0, a.start - 40), a.start));
  // How the buyer will pay, said beside the amount ("300 €, per Überweisung"), is part of the bid, not a question.
  const paysThisWay = subject === "payment" && !/\?/u.test(s.norm);
  // So is collecting it ("310, I pick up", "310 €, je viens le chercher", "hole ich ab", "lo recojo yo").
  const collectsItself = !/\?/u.test(s.norm) && BUYER_COLLECTS.test(s.norm);
  if (subject && !["discount", "negotiable", "standing-offer"].includes(subject) && !offers && !paysThisWay && !collectsItself) return withDerivation(notHigh(move, "is this an offer"));
  // "fyi the leisure centre's lifeguard course is 250", "nur zur Info: im Hallenbad kostet der Kurs 250": an amount in a
  // sentence opened as background, with no word that offers it, is context given, not a bid.
  const amountsSentence = sentenceAround(s.lower, a);
  if (!offers && BACKGROUND_OPENING.test(s.lower.slice(amountsSentence.start, a.start))) return withDerivation(notHigh(move, "is this an offer"));
  // Without words that offer, only a short message is a bid ("480?", "70 bucks?", "*counts coins* 440"): a
  // longer one may be talking about an amount rather than offering it.
  // Words in a script the reader does not read ("¥9,500でどうですか"): the amount is clear, what is said about it is not.
  if (/[^\P{L}\p{Script=Latin}]/u.test(s.norm)) return withDerivation(notHigh(move, "is this an offer"));
  // The greeting, signature and stage directions aside, the amount stands in a short sentence of the body
  // ("Would $25 work for the poster?", "*slides a pouch across the table* Seven hundred.").
  // Or it heads a clause of its own ("Sixty, and I'll tell all my friends about your stall", "Noventa, y hablaré bien
  // de su puesto"): the amount said by itself, then the rest.
  const shortSentence =
    wordCount(s.shape.body) <= 10 ||
    s.shape.sentences.some((x) => holdsAmount(x, span) && (wordCount(x) <= 10 || headsClause(x, [span, ...all.map((o) => (o.words ?? s.lower.slice(o.start, o.end)).toLowerCase().trim())]) || endsWithAmountClause(x, span)));
  // "160 and i can grab it tonight, im right by the metro", "160 piasses pis je passe le prendre à soir": the amount
  // opening the message, then the buyer coming for the thing, asking nothing: the bid and how it will be collected.
  const opensThenCollects = collectsItself && s.shape.body.trimStart().toLowerCase().startsWith(span);
  if (!offers && !shortSentence && !opensThenCollects) return withDerivation(notHigh(move, "is this an offer"));
  return withDerivation({ move, confidence: "HIGH", gaps: [], questions: [] });
}

/**
 * A condition on something other than the amount: an "if" clause (to the next comma or stop, at most 60
 * characters) that holds none of the amounts and is not a courtesy ("if not", "if that works", "si possible").
 * "Lo compro si me lo dejas en 450" and "Si vous baissez de 50 €, nous commandons" put the amount itself in the
 * condition: that is the offer. "95 if you pay the postage" does not.
 */
function conditionApart(lower: string, amounts: readonly LocatedAmount[]): boolean {
  for (const m of lower.matchAll(IF_WORD)) {
    const from = m.index!;
    const rest = lower.slice(from, from + 60);
    const stop = rest.search(/[,.;:!?\n]/u);
    const to = from + (stop >= 0 ? stop : rest.length);
    if (amounts.some((a) => a.start >= from && a.start < to)) continue;
    if (COURTESY_IF.test(lower.slice(from, to + 1)) || saysOnlyThatItSuits(lower.slice(from + m[0].length, to))) continue;
    // "10% off if we pay on collection", "wenn ich die Sachen abhol": what the buyer will do itself binds the shop to nothing.
    if (BUYERS_OWN_DOING.test(lower.slice(from + m[0].length, to))) continue;
    // "¿Le parece si lo dejamos…?", "would you mind if…": the "if" clause is the proposal itself.
    if (/\b(?:parece|mind|dérange|stört)\s$/u.test(lower.slice(Math.max(0, from - 10), from))) continue;
    // "let me know if you need my address", "n'hésitez pas si besoin": courtesy, not a condition.
    if (/\b(?:know|tell me|advise|wissen|bescheid|savoir|dites-moi|pas|saber|dígame)\s$/u.test(lower.slice(Math.max(0, from - 16), from))) continue;
    if (/^(?:if|falls|wenn|si) (?:you need|you have any|anything|there(?:'s| is) anything|required|needed|necessary|sie (?:noch )?(?:etwas|fragen|weitere)|vous avez besoin|besoin|nécessaire|necesita|hace falta|tiene alguna)/u.test(lower.slice(from, to))) continue;
    return true;
  }
  return false;
}

/**
 * Words an "if" clause of courtesy is made of, and nothing else: it says the bid suits, or something may come up
 * ("if thats cool", "si va", "si jamais", "falls was is", "if anything changes", "si te parece bien"). A clause with
 * any other word in it (a thing, a service, a person: "if you include the case", "if my wife agrees") is a condition.
 */
const COURTESY_CLAUSE_WORDS = new Set(
  (
    "that thats that's it its it's this is ok okay cool fine good alright suits possible correct correcte poss needed necessary anything something changes change comes up happens " +
    "u you ur you're youre are with for me us ya " +
    "das es passt geht ok okay recht möglich was is ist etwas sich ändert dir ihnen euch so " +
    "ça ca cela ce c'est va te vous toi pour convient marche possible jamais besoin d'accord bon " +
    "le te va vale sirve parece bien posible algo pasa cambia eso esto es está ok"
  ).split(" "),
);

/** An "if" clause whose subject is the buyer, paying or collecting: "if we pay on collection", "wenn ich … abhol". */
const BUYERS_OWN_DOING = new RegExp(
  unicodeWords(
    String.raw`^\s?(?:i|we|ich|wir|je|j'|nous|yo|nosotros)\s(?:(?!(?:can|could|may|might|kann|könnte|darf|dürfte|peux|pourrais|puis|puisse|puedo|pueda|podría|podamos)\s)\p{L}+\s){0,3}(?:pay|paid|collect|pick|come|zahl\p{L}*|bezahl\p{L}*|abhol\p{L}*|hol\p{L}*|paie|payons|paye|viens|venons|récupère|récupérons|pago|pagamos|recojo|recogemos|paso|pasamos)\b|^\s?(?:pago|pagamos|recojo|recogemos|paso|pasamos)\b`,
  ),
  "u",
);

function saysOnlyThatItSuits(clause: string): boolean {
  const words = clause.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.length >= 1 && words.length <= 4 && words.every((word) => COURTESY_CLAUSE_WORDS.has(word));
}

/** The label of an agent's offer field: "Counter-offer", "Gegenangebot für 12 Lizenzen", "Contre-offre révisée", "Propuesta". */
const OFFER_LABEL = new RegExp(
  unicodeWords(
    String.raw`^[\s>•*·–-]*(?:\*\*)?(?:(?:our|my|the|revised|final|new|unser|mein|neues|überarbeitetes|notre|ma|nouvelle|nuestra|mi|nueva)\s)?(?:counter[- ]?offer|counter[- ]?proposal|offer|bid|proposal|proposed price|gegenangebot|angebot|gebot|preisvorschlag|vorschlag|contre-offre|contre-proposition|offre|proposition|contraoferta|contrapropuesta|oferta|propuesta|(?:unit |offer |bid )?price|(?:stück|angebots)?preis|prix(?: unitaire)?|precio(?: unitario)?|amount|betrag|montant|importe)\b[^:\n]{0,50}$`,
  ),
  "u",
);

/** A field's label that names context, not an offer: a budget, a market figure, a list price, an earlier or the seller's price. */
/**
 * What follows "tu" when it is the one spoken to, not "your": a pronoun or a verb ("tu me fais le carton à 60 € ?",
 * "tu peux faire 60 ?", "tu me dejas la caja en 60?"). Spanish "tu" (your) is followed by its noun ("tu precio").
 */
const THOU_DOES = String.raw`me|m'|te|t'|nous|vous|le|la|les|l'|lui|leur|en|y|ne|n'|lo|nos|os|se|peux|pourrais|veux|voudrais|fais|ferais|prends|prendrais|acceptes|accepterais|laisses|laisserais|es|as|vas|puedes|podrías|podrias|quieres|querrías|haces|harías|harias|aceptas|aceptarías|dejas|dejarías|dejarias|das|darías|darias`;

const CONTEXT_LABEL = new RegExp(
  unicodeWords(
    String.raw`\b(?:budget\p{L}*|plafond|presupuesto|market|markt\p{L}*|marché|mercado|median\p{L}*|médiane|average|durchschnitt\p{L}*|moyenne|promedio|range|spanne|fourchette|rango|list(?:ed|ing)?|liste|lista|listenpreis|catalog\p{L}*|katalog\p{L}*|catálogo|msrp|neupreis|rrp|uvp|pvp|retail|ceiling|cap|limit|obergrenze|límite|tope|max(?:imum)?|previous|prior|former|old|original|vorher\p{L}*|bisherig\p{L}*|vorig\p{L}*|früher\p{L}*|alte[snmr]?|précédent\p{L}*|ancien\p{L}*|anterior|antigu[oa]|earlier|last|letzte[snmr]?|dernier|dernière|último|última|seller|verkäufer|vendeur|vendedor|asking|your|ihr\p{L}*|votre|su|sus|tu(?!\s(?:${THOU_DOES}))|ton|dein\p{L}*|current|aktuell\p{L}*|actuel\p{L}*|actual|reference|referenz\p{L}*|référence|shipping|versand\p{L}*|livraison|envío|tax|mwst|tva|iva|estimate|schätz\p{L}*|estimation|estimación)\b`,
  ),
  "u",
);

/** Approval still to come, not one already had ("Nach Rücksprache mit meiner Frau…", "after checking with my boss"). */
function approvalPendingIn(text: string): boolean {
  const m = new RegExp(APPROVAL_PENDING.source, "gu");
  for (const found of text.matchAll(m)) {
    const before = text.slice(Math.max(0, found.index! - 24), found.index!);
    if (!/\b(?:nach|after|après|tras|después de|following|having|habe|haben|hatte|hatten|j'ai|nous avons|hemos|he|i've|we've|i have|we have|ya)\s(?:\p{L}+\s)?$/u.test(before)) return true;
  }
  return false;
}

/** The line (between line breaks) an amount stands on, as positions in `lower`. */
function lineOf(lower: string, a: LocatedAmount): { start: number; end: number } {
  const start = lower.lastIndexOf("\n", a.start) + 1;
  const next = lower.indexOf("\n", a.end);
  return { start, end: next >= 0 ? next : lower.length };
}

/**
 * The label before an amount when it stands in a labelled field ("Counter-offer: USD 8,400"): the text from the
 * start of its line or sentence to the colon right before the amount, if that label names an offer.
 */
function offerLabelOf(lower: string, a: LocatedAmount): string | null {
  const label = fieldLabelOf(lower, a);
  // "Prix du marché", "Your price", "Previous offer": a price the label says is someone else's or an earlier one.
  return label !== null && OFFER_LABEL.test(label) && !CONTEXT_LABEL.test(label) ? label : null;
}

/** The words of an amount's clause before it: from the last comma, colon, semicolon, stop or line break (at most 40 characters). */
function clauseBefore(lower: string, a: LocatedAmount): string | null {
  const head = lower.slice(Math.max(0, a.start - 40), a.start);
  const from = Math.max(head.lastIndexOf(","), head.lastIndexOf(":"), head.lastIndexOf(";"), head.lastIndexOf(". "), head.lastIndexOf("\n"));
  const clause = head.slice(from + 1).trim();
  return /\p{L}/u.test(clause) && !/\d/u.test(clause) ? clause : null;
}

/** The label of the field an amount stands in, whatever it names: the text from its sentence's start to the colon right before it. */
function fieldLabelOf(lower: string, a: LocatedAmount): string | null {
  const line = lineOf(lower, a);
  const head = lower.slice(Math.max(line.start, a.start - 80), a.start);
  const colon = head.lastIndexOf(":");
  if (colon < 0 || !/^[ \t]{0,4}(?:[\p{Sc}]|[a-z]{3})?[ \t]{0,2}$/u.test(head.slice(colon + 1))) return null;
  const stop = Math.max(head.lastIndexOf(". ", colon), head.lastIndexOf("! ", colon), head.lastIndexOf("? ", colon));
  return head.slice(stop >= 0 ? stop + 1 : 0, colon).replace(/\*\*/gu, " ").trim();
}

/** A sentence opened as background: "For reference,", "FYI", "Zur Info:", "Zur Orientierung", "Pour information", "Como referencia". */
const BACKGROUND_OPENING = new RegExp(
  unicodeWords(String.raw`^[\s>•*·–-]*(?:(?:just|nur|juste|solo|sólo)\s)?(?:for (?:reference|context|your information|info)|fyi|as background|zur (?:info|information|orientierung|einordnung)|als referenz|pour (?:information|info|référence|mémoire)|à titre (?:de référence|d'information|indicatif)|para (?:su |tu )?(?:información|referencia|info)|para que (?:lo )?(?:sepas|sepa|sepan)|como referencia|a modo de referencia|a título informativo)\b`),
  "u",
);

/** What an amount's own words say it is: context (not the bid) or nothing in particular. */
function isContextAmount(lower: string, a: LocatedAmount): boolean {
  const label = fieldLabelOf(lower, a) ?? clauseBefore(lower, a);
  if (label !== null && CONTEXT_LABEL.test(label) && !OFFER_RIGHT_BEFORE.test(lower.slice(Math.max(0, a.start - 24), a.start))) return true;
  const own = sentenceAround(lower, a);
  return BACKGROUND_OPENING.test(lower.slice(own.start, a.start));
}

/** The candidates without those whose role is context, when exactly one unit price is left and it stands apart from them. */
function withoutContextAmounts(candidates: Amount[], lower: string, quantity: number, norm: string): Amount[] {
  const context = candidates.filter((a) => isContextAmount(lower, a));
  const left = candidates.filter((a) => !context.includes(a));
  if (context.length === 0 || left.length === 0) return candidates;
  if (new Set(left.map((a) => unitOf(a, quantity, lower, norm))).size !== 1) return candidates;
  const apart = (a: Amount, b: Amount) => {
    const between = lower.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));
    return /[.;!?]\s|\n|[()]/u.test(between) && !/\b(?:or|oder|ou|o|either|entweder|soit|bzw)\b|\//u.test(between);
  };
  return context.every((c) => left.every((l) => apart(c, l))) ? left : candidates;
}

/** The label of a field that gives reasons or background, not terms: "Rationale", "Begründung", "Motif", "Justificación", "Note". */
const REASON_LABEL = new RegExp(
  unicodeWords(String.raw`^[\s>•*·–-]*(?:rationale|reason(?:ing)?|justification|explanation|background|note|grund|begründung|hintergrund|hinweis|anmerkung|motif|raison|justification|remarque|contexte|motivo|razón|justificación|nota|contexto)\s*$`),
  "u",
);

const REASON_FIELD = new RegExp(
  unicodeWords(String.raw`(^|[.!?;]\s+|\n)[\s>•*·–-]*(?:rationale|reason(?:ing)?|justification|explanation|background|note|grund|begründung|hintergrund|hinweis|anmerkung|motif|raison|remarque|contexte|motivo|razón|justificación|nota|contexto)\s*:[^\n]*`),
  "giu",
);

/** The text without its reason fields (from a reason's label to the end of its line). */
function withoutReasonFields(text: string): string {
  return text.replace(REASON_FIELD, "$1");
}

/**
 * The amount stands after a reason's label on its line ("Rationale: … (est. USD 180 in parts)", "Begründung: …
 * zwischen 3.700 und 4.300 EUR"), with no other label between: an agent's reasons for its move, not the move.
 */
function inReasonField(lower: string, a: LocatedAmount): boolean {
  const line = lineOf(lower, a);
  const head = lower.slice(Math.max(line.start, a.start - 200), a.start);
  const colon = head.lastIndexOf(":");
  if (colon < 0) return false;
  const stop = Math.max(head.lastIndexOf(". ", colon), head.lastIndexOf("! ", colon), head.lastIndexOf("? ", colon), head.lastIndexOf("; ", colon));
  return REASON_LABEL.test(head.slice(stop >= 0 ? stop + 1 : 0, colon));
}

/** Whether an amount stands inside parentheses opened after `from`. */
function insideParentheses(lower: string, a: LocatedAmount, from: number): boolean {
  const before = lower.slice(from, a.start);
  return before.lastIndexOf("(") > before.lastIndexOf(")");
}

/**
 * Between two amounts, the buyer setting the first right in so many words: "340. Rectification : 310.", "340.
 * Corrijo: 310.", "je rectifie", "me corrijo", "Berichtigung", "ich korrigiere", "let me correct that", "erratum".
 * (The shared correction words, reader/intents.ts, name the nouns "correction", "Korrektur", "corrección".) Not a
 * participle: "310 (corrected from 340)" sets the first right, and is left to be asked.
 */
const SETS_RIGHT = new RegExp(
  unicodeWords(String.raw`\b(?:let me correct(?: that| myself)?|correcting (?:myself|that)|oops|whoops|ups|oups|uy|meinte|meine natürlich|quería decir|queria decir|(?:that |it |this )?should (?:have )?(?:read|said|been)|was (?:meant|supposed) to (?:read|be|say)|the (?:figure|amount|number|price) (?:i|we) (?:intended|meant) (?:is|was)|the (?:correct|right) (?:figure|amount|number|price) is|(?:es )?muss (?:natürlich |selbstverständlich |richtig )?heißen|richtig (?:ist|wäre|heißt)|korrekt (?:ist|wäre)|il fallait lire|il faut lire|lire plutôt|le bon (?:montant|chiffre|prix) (?:est|était)|(?:debe|debería|debía|debió|tenía que|tendría que) (?:decir|poner|ser)|(?:hätte|sollte) (?:\p{L}+ )?(?:heißen|lauten) (?:sollen|müssen)|aurait dû (?:dire|être|lire|indiquer)|devait (?:dire|être|lire|indiquer)|should've (?:read|said|been)|nee|nö|neee|ne ne|(?:la cifra|el importe|el precio|la cantidad) correct[ao] es|let's say|let us say|call it|sagen wir|sag(?:en)? wir mal|disons|mettons|digamos|pongamos|dejémoslo en|rubs? (?:it |that )?out|wipes? (?:it |that )?(?:off|away|out)|cross(?:es)? (?:it |that )?out|scratch(?:es)? (?:it |that )?out|strikes? (?:it |that )?(?:out|through)|wischt (?:es|sie|das)\b[^.!?\d]{0,30}\bweg|streicht (?:es|sie|das)\b[^.!?\d]{0,30}\bdurch|radiert (?:es|sie|das)\b[^.!?\d]{0,30}\baus|l'efface|la rature|le rature|le barre|la barre|lo borra|la borra|lo tacha|la tacha|erratum|errata|rectification|rectificatif|je rectifie|rectifions|je me corrige|je corrige|berichtigung|ich berichtige|ich korrigiere|korrigiere|corrijo|me corrijo|rectifico|rectificación|fe de erratas)\b`),
  "u",
);

const MUST_READ_BEFORE = /\b(?:es|das|er|sie|der betrag|die zahl) (?:muss|müsste|sollte|hätte) (?:natürlich |selbstverständlich |doch |richtig |korrekt )?$/u;
const MUST_READ_AFTER = /^\s?(?:€|eur|euro|chf|franken|\$|usd)?\s?(?:heißen|lauten)\b/u;

/**
 * Right before an amount, the buyer beginning to say it and stopping: "*starts to say £300 for the hazel, catches his
 * wife's look* … £260", "*setzt an, 300 € zu sagen …*", "*commence à dire 300 €…*", "*empieza a decir 300 €…*", "I was
 * going to say 300". The amount after it is the one said. So is an amount begun to be counted out: "*starts counting
 * out £480 …, peeks into the envelope* …there's only £420 in here", "*fängt an, 480 € abzuzählen*", "*commence à
 * compter 480 €*", "*empieza a contar 480 €*".
 */
const BEGAN_TO_SAY = new RegExp(
  unicodeWords(String.raw`\b(?:(?:starts?|started|begins?|began|is about|was about|was going|were going|goes|opens (?:his|her|my) mouth) to say|(?:starts?|started|begins?|began) (?:counting|to count)(?: out)?|(?:fängt|fing|fängst) an,?|(?:setzt|setzte|setze) an,?|(?:wollte|will|wollten) (?:gerade|eigentlich)|(?:commence|commençait|commencé|allait|va|s'apprête|s'apprêtait) à dire|(?:commence|commençait|se met|se mettait) à compter|(?:allait|allais|va|vais) dire|(?:empieza|empezaba|empezó|comienza|comenzaba|se pone|se puso) a (?:decir|contar)|(?:va|iba|iba yo|está a punto de|estaba a punto de) (?:a )?decir)\s?(?:[\p{Sc}]\s?)?$`),
  "u",
);

/** Right before an amount, the buyer asking that it be read: "please read", "bitte lesen Sie (oben)", "merci de lire", "lea". */
const READ_THIS = new RegExp(unicodeWords(String.raw`\b(?:(?<!\b(?:i|we|you|they|he|she) )read|lesen sie|lies|bitte lesen|lire|lisez|lisons|lea|léase|lean|leer)(?:\s(?:oben|unten|above|below|plutôt|arriba|mejor))?\s?(?:[\p{Sc}]\s?)?$`), "u");
/** Between the amount to read and the one written: "where I wrote", "instead of", "statt", "là où j'ai écrit (plus haut)", "donde (arriba) puse". */
const WHERE_WRITTEN = new RegExp(
  unicodeWords(String.raw`^\s?(?:[\p{Sc}]|eur|euros?|gbp|usd|chf)?\s?(?:where (?:i|we) (?:wrote|put|typed|had)|where it says|instead of|in place of|statt|anstatt|anstelle von|wo (?:ich|wir) (?:\p{L}+ )?(?:geschrieben|getippt|angegeben) (?:habe|haben|hatte|hatten)|au lieu de|à la place de|là où (?:j'ai|nous avons|il y a) (?:écrit|mis|indiqué|tapé)?|donde (?:arriba |antes )?(?:puse|escribí|pusimos|escribimos|pone|dice)|en lugar de|en vez de)(?:\s(?:above|earlier|oben|plus haut|arriba|antes))?\s?(?:[\p{Sc}]\s?)?$`),
  "u",
);
/** An erratum's "for £450 read £400", "für 450 € lies 400 €", "au lieu de 450 €, lire 400 €", "donde dice 450 €, léase 400 €". */
const FOR_WRITTEN_BEFORE = new RegExp(unicodeWords(String.raw`(?:^|[\s(:;.,])(?:for|für|statt|au lieu de|donde dice|en lugar de)\s?(?:[\p{Sc}]\s?)?$`), "u");
const READ_INSTEAD_BETWEEN = new RegExp(unicodeWords(String.raw`^\s?(?:[\p{Sc}]|eur|euros?|gbp|usd|chf)?\s?[,;:]?\s?(?:read|lies|lesen sie|lire|lisez|léase|lea)\s?(?:[\p{Sc}]\s?)?$`), "u");

/**
 * The amounts the buyer says to read otherwise: in "please read £400 where I wrote £450" and "for £450 read £400",
 * 450. Only when the amount to read is written right beside the one it replaces.
 */
function amountsReadForWritten(candidates: readonly Amount[], referenced: readonly Amount[], lower: string): number[] {
  const all = [...candidates, ...referenced].sort((x, y) => x.start - y.start);
  const out: number[] = [];
  for (const [i, a] of all.entries()) {
    const next = all[i + 1];
    if (next === undefined || next.minor === a.minor) continue;
    const between = lower.slice(a.end, next.start);
    if (READ_THIS.test(lower.slice(Math.max(0, a.start - 30), a.start)) && WHERE_WRITTEN.test(between)) out.push(next.minor);
    else if (FOR_WRITTEN_BEFORE.test(lower.slice(Math.max(0, a.start - 20), a.start)) && READ_INSTEAD_BETWEEN.test(between)) out.push(a.minor);
  }
  return out;
}

/** Between two amounts, a word that sets the second right ("but", "sondern", "mais", "sino", "rather"). */
const RATHER = /\b(?:but|rather|sondern|vielmehr|mais|plutôt|sino|más bien)\b/u;
/** A negation right before an amount ("not", "nicht", "pas de", "no es de", "n'est pas"). */
const NEGATED_BEFORE = /\b(?:not|nicht|kein|pas|no|nunca|jamais|never)\b[^\d]{0,8}$/u;

/**
 * What the words between two amounts say of the second: "X and not Y", "X, not Y", "X et non Y", "X y no Y",
 * "X, nicht Y" reject it (the first is meant); a bare "no"/"non" between them ("500, no 480") may reject or
 * correct, so it is asked; anything else (a comma, "no wait", "sorry, I meant") is left to the correction words.
 */
function rejectionBetween(between: string, language: Language): "second" | "unsure" | null {
  const plain = between.replace(/[\p{Sc}]|\b(?:eur|euros?|usd|dollars?|gbp|pounds?|chf|bucks)\b/gu, " ").replace(/\s+/gu, " ").trim();
  // "c'est 1 280 € que je voulais proposer, pas 1 820 €": the rejection is what stands right before the second.
  if (plain.length > 24) return /,\s?(?:and |et |y |und )?(?:not|nicht|pas|non pas)(?:\s(?:de|of|à|a))?$/u.test(plain) ? "second" : null;
  if (/^,?\s?(?:and|et|y|und|e|but|mais|pero|aber)\s(?:not|non|no|nicht|pas)(?:\s(?:de|of|à|a))?$/u.test(plain)) return "second";
  if (/^,?\s?(?:not|nicht|non pas|pas)(?:\s(?:de|of|à|a))?$/u.test(plain)) return "second";
  // Spanish "no" before an amount is "not": "quería ofrecer 1.320 €, no 1.230 €".
  if (/^,\s?no(?:\s(?:de|a))?$/u.test(plain)) return language === "es" ? "second" : "unsure";
  if (/^,\s?non$/u.test(plain)) return "unsure";
  return null;
}

/**
 * "*turns the lantern over* Hmm, the glass is scratched. I'll give you 110 for it.": the doubt is in an earlier
 * sentence and the amount's own sentence offers it, with no doubt from there on: the last request is the bid.
 */
function hedgedOnlyBefore(a: LocatedAmount, lower: string): boolean {
  const stop = Math.max(lower.lastIndexOf(". ", a.start), lower.lastIndexOf("! ", a.start), lower.lastIndexOf("? ", a.start), lower.lastIndexOf("\n", a.start));
  if (stop <= 0) return false;
  const head = normalizeForRules(lower.slice(Math.max(0, stop - 400), stop + 1));
  const tail = normalizeForRules(lower.slice(stop + 1, stop + 1 + 400));
  const nextStop = tail.search(/[.!?](?:\s|$)/u);
  const own = nextStop >= 0 ? tail.slice(0, nextStop) : tail;
  // The offer in the amount's own sentence: an offering word, or the amount heading it as a clause ("240, and I'll carry it").
  const heads = /^\s*(?:[\p{Sc}]\s?)?[\d][\d.,' ]*\s?(?:[\p{Sc}]|eur|euros?|usd|dollars?)?\s?[,;—–]/u.test(own) && lower.slice(a.start, a.end).trim() !== "" && own.trimStart().startsWith(lower.slice(a.start, a.end).trim());
  // ("Te doy 140." is two words and a whole offer.)
  return HEDGE.test(head) && !HEDGE.test(tail) && !/\?/u.test(tail) && (OFFER.test(own) || heads) && wordCount(own) >= 2;
}

const COUNT_WORDS: Readonly<Record<number, string>> = {
  2: "two|both|zwei|beide|beiden|deux|les deux|dos|ambos|ambas|los dos|las dos",
  3: "three|drei|trois|tres",
  4: "four|vier|quatre|cuatro",
  5: "five|fünf|cinq|cinco",
  6: "six|sechs|seis",
  7: "seven|sieben|sept|siete",
  8: "eight|acht|huit|ocho",
  9: "nine|neun|neuf|nueve",
  10: "ten|zehn|dix|diez",
  12: "twelve|dozen|zwölf|douze|doce|dutzend|douzaine|docena",
  15: "fifteen|fünfzehn|quinze|quince",
  20: "twenty|zwanzig|vingt|veinte",
  24: "twenty-four|vierundzwanzig|vingt-quatre|veinticuatro",
  25: "twenty-five|fünfundzwanzig|vingt-cinq|veinticinco",
  30: "thirty|dreißig|trente|treinta",
  50: "fifty|fünfzig|cinquante|cincuenta",
  100: "hundred|a hundred|one hundred|hundert|cent|cien",
};

/** The negotiation's quantity named in the amount's clause before it ("the 4 chairs for", "les 6 chaises … pour"). */
function namesQuantityBefore(lower: string, a: LocatedAmount, quantity: number): boolean {
  if (quantity <= 1) return false;
  const before = lower.slice(Math.max(0, a.start - 60), a.start);
  const clause = before.slice(Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n"), before.lastIndexOf("? "), before.lastIndexOf("! ")) + 1);
  if (new RegExp(`(?<![\\d.,])${quantity}(?![\\d.,]|\\s?(?:%|€|\\$|£))`, "u").test(clause)) return true;
  const words = COUNT_WORDS[quantity];
  return words !== undefined && new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, "u").test(clause);
}

/** The negotiation's quantity, then the thing and a "for", right before the amount ("both bikes for 180", "les deux chaises pour 180"). */
function quantityForAmount(lower: string, a: LocatedAmount, quantity: number): boolean {
  if (quantity <= 1) return false;
  const before = lower.slice(Math.max(0, a.start - 60), a.start);
  const words = COUNT_WORDS[quantity];
  const count = words === undefined ? String(quantity) : `${quantity}|${words}`;
  return new RegExp(`(?<![\\p{L}\\d])(?:${count})(?:\\s[\\p{L}'-]+){0,3}\\s(?:for|pour|für|por|para)\\s?(?:[\\p{Sc}]|eur|usd|gbp|chf)?\\s?$`, "u").test(before);
}

/** The negotiation's quantity named right after the amount ("180 les deux", "300 for the 4", "90 € los dos"). */
function namesQuantityAfter(lower: string, a: LocatedAmount, quantity: number): boolean {
  if (quantity <= 1) return false;
  const after = lower.slice(a.end, a.end + 32);
  const words = COUNT_WORDS[quantity];
  const count = words === undefined ? String(quantity) : `${quantity}|${words}`;
  return new RegExp(`^\\s?(?:[\\p{Sc}]|eur\\b|euros?\\b|dollars?\\b|bucks\\b|pounds?\\b)?\\s?(?:for|pour|für|por|para)?\\s?(?:the|les|die|los|las|all|alle|tous|toutes|todos|todas)?\\s?(?:${count})(?![\\p{L}\\d])`, "u").test(after);
}

/**
 * The sentence opens with the amount and what it is for, as its own clause, and asks nothing: "Two hundred and forty
 * for the bolt, and I'll carry it myself", "1 750 pour le tour à bois Jet JWL-1440VS, en l'état", "1.050 für die
 * Dürkopp Adler 267, wie gesehen", "Mil ciento cincuenta por el jacuzzi, …": the price named for the thing is the bid.
 */
function headsForTheThing(sentence: string | undefined, span: string): boolean {
  if (sentence === undefined || span === "" || /\?/u.test(sentence)) return false;
  const first = sentence.trimStart().split(CLAUSE_BREAK)[0] ?? "";
  if (!first.startsWith(span)) return false;
  // (How it is paid may stand between: "400 € en liquide pour la scie", "400 cash for the saw", "400 bar für die Säge".)
  const thing = /^\s?(?:€|\$|£|eur|euros?|usd|dollars?|bucks|chf)?\s?(?:(?:in )?cash\s|en liquide\s|en espèces\s|comptant\s|(?:in )?bar\s|en efectivo\s|al contado\s)?(?:for|pour|für|fürs|por|para)\s((?:[\p{L}\d][\p{L}\d'.-]*\s?){1,8})$/u.exec(first.slice(span.length));
  // The thing named, not a verdict on the amount ("240 for the bolt would be fair", "… c'est le prix du neuf").
  return thing !== null && !SAID_OF_THE_AMOUNT.test(thing[1]!) && !namesSomeoneElsesPrice(sentence);
}

/** A verb or opinion after "AMOUNT for the thing": the amount is talked about, not offered. */
const SAID_OF_THE_AMOUNT = new RegExp(
  unicodeWords(String.raw`\b(?:would|could|might|is|was|be|are|were|seems|sounds|looks|i think|i guess|wäre|würde|könnte|ist|war|sind|klingt|scheint|serait|pourrait|est|était|semble|sería|podría|es|era|parece|suena)\b`),
  "u",
);
/**
 * Raising to the amount, said right before it: "je monte à 3 900 €", "je peux monter jusqu'à", "ich erhöhe auf",
 * "ich gehe hoch auf", "subo a", "llego a", "I'll come up to", "I'll stretch to".
 */
const RAISES_TO = new RegExp(
  unicodeWords(String.raw`\b(?:je (?:monte|passe|grimpe|vais) (?:à|jusqu'à)|je (?:peux|pourrais) (?:monter|aller|passer) (?:à|jusqu'à)|j'irai jusqu'à|(?:ich|wir) (?:gehe|geh|gehen) (?:hoch |rauf |noch )?(?:auf|bis)|(?:ich|wir) erhöhe[n]? auf|(?:ich|wir) (?:lege|legen) (?:noch )?(?:\p{L}+ )?auf|subo (?:a|hasta)|subimos (?:a|hasta)|llego (?:a|hasta)|puedo llegar (?:a|hasta)|(?:i'll|i will|i can|we'll|we will|we can) (?:come up|go up|stretch|move up|push) to)\s?(?:[\p{Sc}]|eur|usd|chf|gbp)?\s?$`),
  "u",
);

/**
 * Where a sentence breaks into clauses: a comma (not one between digits: "1,500" is one amount), semicolon, colon or
 * dash.
 */
const CLAUSE_BREAK = /\s?(?:(?<!\d),|,(?!\d)|[;:—–])\s?|\s-\s/u;

/** The sentence's last clause opens with the amount and at most four other words ("need 4 of the heaters for our patio, 440 for all of them"). */
function endsWithAmountClause(sentence: string, span: string): boolean {
  if (span === "") return false;
  const clauses = sentence.trim().split(CLAUSE_BREAK);
  const last = (clauses[clauses.length - 1] ?? "").trim();
  return clauses.length > 1 && last.startsWith(span) && wordCount(last.slice(span.length)) <= 4;
}

/**
 * The sentence opens with a clause that is one of the amounts and at most two other words ("Quinientos cincuenta, amigo
 * mío — 550, …"), or that opens with the amount and says what comes with it ("£90 with his initials on the collar,
 * and it's his retirement present", "90 € mit seinen Initialen am Griff, …", "90 € avec ses initiales…", "90 € con sus
 * iniciales…").
 */
function headsClause(sentence: string, spans: readonly string[]): boolean {
  const first = sentence.trimStart().split(CLAUSE_BREAK)[0] ?? "";
  // (The amount as a number of its own: "304" does not head "1304 ok".)
  return spans.some((span) => {
    const at = span === "" ? -1 : standaloneAt(first, span);
    if (at === 0 && WHAT_COMES_WITH_IT.test(first.slice(span.length)) && !ELSEWHERE_NAMED.test(first)) return true;
    return at >= 0 && wordCount(first.slice(0, at) + " " + first.slice(at + span.length)) <= 2;
  });
}

/**
 * Right after an amount that opens a sentence, the rest of its clause: what comes with it, in a few words and no verb
 * ("with his initials on the collar", "mit seinen Initialen am Griff", "avec ses initiales", "con sus iniciales"); not
 * another provider ("with the other engraver") nor a wish about it ("with his initials would be nice").
 */
const WHAT_COMES_WITH_IT = new RegExp(
  unicodeWords(String.raw`^\s(?:with|mit|avec|con)\s(?![^,;]*\b(?:other|another|else|would|could|might|is|are|was|were|be|andere\p{L}*|wäre|würde|ist|sind|war|autres?|serait|est|sont|était|otr[oa]s?|sería|es|era)\b)(?:[\p{L}'-]+\s?){1,9}$`),
  "u",
);
const ELSEWHERE_NAMED = new RegExp(unicodeWords(ELSEWHERE), "u");

const HALF_UNITS: Readonly<Record<string, number>> = { ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 };
/** "für viereinhalb", "for four and a half", "pour quatre et demi", "por cuatro y medio": a price said in hundreds or thousands with a half. */
const HALF_SHORTHAND = new RegExp(
  unicodeWords(String.raw`\b(?:für|um|for|at|pour|à|por|en)\s(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)einhalb\b|\b(?:for|at)\s(one|two|three|four|five|six|seven|eight|nine) and a half\b|\b(?:pour|à)\s(un|deux|trois|quatre|cinq|six|sept|huit|neuf) et demi\b|\b(?:por|en)\s(uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) y medio\b`),
  "gu",
);

/**
 * "würdest du das altsax für viereinhalb hergeben?" (450 against a standing offer of 520): a bare count with a half
 * after "for" is the price said in hundreds (or thousands), the scale being the one that puts it near the shop's offer
 * (from half of it to a quarter above). With no offer, or no scale or two that fit, it is not read. Read, it is only
 * ever asked back (MEDIUM): the scale is a guess, and the guard finds no such price written in the message.
 */
function withHalfShorthand(amounts: Amount[], lower: string, standing: number | null, currency: string): Amount[] {
  if (standing === null) return amounts;
  const scale = 10 ** minorDigits(currency);
  const out = [...amounts];
  for (const m of lower.matchAll(HALF_SHORTHAND)) {
    const word = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    const units = HALF_UNITS[word] ?? 0;
    const start = m.index! + m[0].lastIndexOf(word);
    if (units === 0 || amounts.some((a) => a.start < m.index! + m[0].length && a.end > start)) continue;
    // (Nor before a time or a measure: "für viereinhalb Jahre", "for four and a half years" is no price.)
    if (/^\s(?:jahre?n?|monate?n?|wochen|tage?n?|stunden|minuten|meter|kilo\p{L}*|years?|months?|weeks?|days?|hours?|minutes?|miles?|ans|années|mois|semaines|jours|heures|mètres|años|meses|semanas|días|horas|metros|km|kg|m|h)\b/u.test(lower.slice(m.index! + m[0].length, m.index! + m[0].length + 12))) continue;
    const fits = [100, 1000].map((k) => (units * k + k / 2) * scale).filter((minor) => minor * 2 >= standing && minor <= standing * 1.25);
    if (fits.length !== 1) continue;
    out.push({ start, end: m.index! + m[0].length, minor: fits[0]!, currency: null, basis: null, range: false, words: m[0].slice(m[0].lastIndexOf(word)), shorthand: true });
  }
  return out.sort((x, y) => x.start - y.start);
}

/** Every amount written in digits or in words, in the order they stand. */
function amountsIn(masked: string, lower: string, numbers: ReturnType<typeof readWrittenNumbers>, currency: string, language: Language, quantity: number): Amount[] {
  const out: Amount[] = numbers.located.map((l) => ({ start: l.start, end: l.end, minor: l.price.minor, currency: l.price.currency, basis: l.price.basis, range: l.price.range === true }));
  const scale = 10 ** minorDigits(currency);
  // The message's own language first; the others only for unmistakable phrases (buyers mix languages, and a short
  // message may carry no language signal: "mille, point final.").
  const phrases = readNumberWordsIn(masked, language, LANGUAGES);
  for (const w of phrases) {
    // "Five more than I said", "five off and I'll take it": a small word is money only when what follows adds it to
    // the buyer's last bid (relative11) or takes it off; a note named for its value ("a fiver") always is.
    if (w.value < 10 && !w.note && !SMALL_WORD_ADDED_AFTER.test(lower.slice(w.end, w.end + 30)) && !SMALL_WORD_TAKEN_OFF_AFTER.test(lower.slice(w.end, w.end + 30))) continue;
    const after = lower.slice(w.end, w.end + 16);
    const before = lower.slice(Math.max(0, w.start - 6), w.start);
    // "für zwölf Monate", "for twelve months", "pendant trois semaines", "por doce meses": a length of time, not money.
    if (DURATION_AFTER.test(lower.slice(w.end, w.end + 24))) continue;
    if (PERCENT_WORD_AFTER.test(after) || (/(?:pour|por|per) $/u.test(before) && /^(?:cent|ciento)/u.test(lower.slice(w.start, w.end)))) continue;
    // "taking all twelve", "alle zwölf", "tous les douze": the things counted again, not money.
    if (w.value < 100 && ALL_OF_THEM_IN_WORDS_BEFORE.test(lower.slice(Math.max(0, w.start - 16), w.start))) continue;
    // "264 € for the twelve", "pour les douze", "por las doce": the units being bought, counted again after the article.
    if (w.value === quantity && quantity > 1 && FOR_THE_UNITS_BEFORE.test(lower.slice(Math.max(0, w.start - 12), w.start))) continue;
    // "a Scout troop of twelve", "mit zwölf Kindern", "de douze enfants", "un grupo de doce niños": people counted.
    if (w.value < 1000 && (PEOPLE_AFTER.test(lower.slice(w.end, w.end + 24)) || GROUP_OF_BEFORE.test(lower.slice(Math.max(0, w.start - 40), w.start)))) continue;
    const minor = w.value * scale;
    if (!Number.isSafeInteger(minor)) continue;
    const cur = WORD_CURRENCY.find(([re]) => re.test(after));
    out.push({ start: w.start, end: w.end, minor, currency: cur ? cur[1](currency) : null, basis: null, range: false, words: w.text });
  }
  return out.sort((x, y) => x.start - y.start);
}

/** "if we ordered", "wenn wir … nehmen", "si nous en commandions", "si pidiéramos": an order the buyer supposes. */
const SUPPOSED_ORDER_BEFORE = new RegExp(
  unicodeWords(String.raw`\b(?:if|when|once|wenn|falls|sobald|si|quand|cuando)\s(?:\p{L}+\s){0,3}(?:order|ordered|buy|bought|take|took|purchase|purchased|get|got|bestell\p{L}*|nehm\p{L}*|kauf\p{L}*|abnehm\p{L}*|command\p{L}*|prend\p{L}*|pren\p{L}*|achet\p{L}*|achèt\p{L}*|pid\p{L}*|ped\p{L}*|compr\p{L}*|llev\p{L}*|encarg\p{L}*)\s$`),
  "u",
);
/** The German order verb closing the clause: "wenn wir vierundzwanzig auf einmal bestellen". */
const SUPPOSED_ORDER_AFTER_DE = /^\s(?:[\p{L}\d.]+\s){0,4}(?:bestell|nehm|kauf|abnehm)\p{L}*/u;
const SUPPOSED_ORDER_SUBJECT_DE = /\b(?:wenn|falls|sobald)\s(?:wir|ich)\s(?:[\p{L}\d]+\s){0,2}$/u;
/** What follows a count of things ordered at once: "of them", "in one go", "auf einmal", "d'un coup", "de golpe". */
const AT_ONCE_AFTER = new RegExp(unicodeWords(String.raw`^\s(?:of them|of these|units|pieces|at once|in one go|in one order|auf einmal|auf einen schlag|stück|d'un coup|à la fois|en une fois|de golpe|de una vez|unidades)\b`), "u");

/** A bare number (no currency) the buyer says it would order: a count, in a supposition ("if we ordered 24"). */
function orderedCount(a: Amount, lower: string): boolean {
  if (a.currency !== null) return false;
  const before = lower.slice(Math.max(0, a.start - 50), a.start);
  const after = lower.slice(a.end, a.end + 30);
  // Only in a sentence that asks: "I'll take 24 at 500 each" says a price too, and is read for it.
  const rest = lower.slice(a.end, a.end + 160);
  const stop = rest.search(/[.!](?:\s|$)|\n/u);
  if (!(stop >= 0 ? rest.slice(0, stop) : rest).includes("?")) return false;
  if (WORD_CURRENCY.some(([re]) => re.test(after))) return false;
  return SUPPOSED_ORDER_BEFORE.test(before) || (SUPPOSED_ORDER_SUBJECT_DE.test(before) && SUPPOSED_ORDER_AFTER_DE.test(after)) || (AT_ONCE_AFTER.test(after) && SUPPOSED_ORDER_BEFORE.test(before.replace(/\s(?:\p{L}+\s)?$/u, " ")));
}

/** Between two counts, the word that swaps one for the other: "instead of", "rather than", "statt", "au lieu de", "en vez de", "vs". */
const SWAPPED_FOR = /^\s?(?:\p{L}+\s){0,3}(?:instead of|rather than|in place of|vs\.?|versus|statt|anstatt|anstelle von|au lieu de|plutôt que|à la place de|en lugar de|en vez de|y no)\s?$/u;

/**
 * "If we ordered 40 rolls of labels rather than 10", "wenn wir 40 statt 10 Rollen bestellen", "si pidiéramos 40 rollos
 * en lugar de 10": two bare numbers, one set against the other, where either counts things or follows an ordering
 * verb, are both counts (the order the buyer weighs against the one it has), never a price.
 */
function swappedCounts(amounts: readonly Amount[], lower: string): Set<Amount> {
  const out = new Set<Amount>();
  for (let i = 0; i + 1 < amounts.length; i++) {
    const [first, second] = [amounts[i]!, amounts[i + 1]!];
    if (first.currency !== null || second.currency !== null) continue;
    if (!SWAPPED_FOR.test(lower.slice(first.end, second.start))) continue;
    const afterFirst = lower.slice(first.end, first.end + 40);
    const countsEither = countsThings(first, afterFirst) || countsThings(second, lower.slice(second.end, second.end + 40)) || orderedCount(first, lower) || ORDER_OR_TAKE_BEFORE.test(lower.slice(Math.max(0, first.start - 40), first.start));
    if (countsEither) {
      out.add(first);
      out.add(second);
    }
  }
  return out;
}
/** Right before a count: ordering or taking it ("if we ordered", "wenn ich … nehme", "si j'en prends", "si compramos"). */
const ORDER_OR_TAKE_BEFORE = new RegExp(
  unicodeWords(String.raw`\b(?:order|ordered|ordering|buy|bought|take|took|get|bestell\p{L}*|nehm\p{L}*|kauf\p{L}*|command\p{L}*|prend\p{L}*|achet\p{L}*|pid\p{L}*|compr\p{L}*|llev\p{L}*|encarg\p{L}*)\s(?:(?:en|me|nos|us|we|wir|ich)\s)?$`),
  "u",
);

/** `a` is a bare number inside the "for the <Name> NNN" phrase right after `previous`, after a capitalised word, ending its clause. */
function modelInTheThing(previous: Amount, a: Amount, lower: string, masked: string): boolean {
  if (a.currency !== null || a.words) return false;
  const between = lower.slice(previous.end, a.start);
  if (!/^\s?(?:€|\$|£|eur|euros?|usd|dollars?|bucks|chf)?\s?(?:for|pour|für|por|para)\s(?:[\p{L}'.-]+\s){1,4}$/u.test(between)) return false;
  return /\p{Lu}[\p{L}.-]*\s$/u.test(masked.slice(previous.end, a.start)) && /^\s?(?:[,.;!]|$|\s(?:\p{Lu}|four|twin|classic|pro|plus|max|mini)\b)/u.test(masked.slice(a.end, a.end + 12));
}

/** A count in words, then a price each: "I'll take two at 400 each", "Zwei Stück zu je 400", "Deux à 400 chacun", "Dos a 400 cada uno". */
const COUNTED_EACH = new RegExp(
  unicodeWords(String.raw`\b(${Object.values(COUNT_WORDS).join("|")})\b(?:\s[\p{L}-]+){0,2}\s(?:(?:zu )?je\s(?:[\p{Sc}]\s?)?\d|(?:at|for|zu|à|a|por)\s(?:[\p{Sc}]\s?)?\d[^.!?\n]{0,16}?\b(?:each|apiece|je|pro stück|das stück|chacun|chacune|pièce|la pièce|cada uno|cada una|la unidad)\b)`),
  "u",
);
/** Whether a count said in words before a price each names a quantity other than the negotiation's. */
function countedInWordsEach(norm: string, quantity: number): boolean {
  const m = COUNTED_EACH.exec(norm);
  if (m === null) return false;
  const count = Object.entries(COUNT_WORDS).find(([, words]) => words.split("|").includes(m[1]!));
  return count !== undefined && Number(count[0]) !== quantity;
}

/** Words that may follow an amount of money rather than a count of things. */
const NOT_A_THING = new Set(
  "eur euro euros dollar dollars bucks usd gbp chf pounds quid francs franken each apiece per for and or the tops max maximum total all then ok okay is was would could will not but if please instead plus incl excl net gross cash und oder für dann ist war wäre nicht aber wenn bitte statt insgesamt netto brutto bar inkl exkl et ou pour alors est était serait pas mais si svp au lieu en tout comptant ttc ht y o para por entonces es era sería no pero si en total neto efectivo iva dólares dólar libras grand mil lucas pesos pence pennies cents centimes céntimos centavos rappen flat even straight fest glatt rond redondo tout including included inclusive delivered shipped posted fitted installed collected inklusive inkl geliefert montiert eingebaut abgeholt livré livrée livrés posé posée installé compris incluido incluida incluidos entregado entregada instalado instalada puesto puesta".split(" ").concat(SLANG_MONEY_WORDS),
);

/** What follows a number word past an ordinal between ("dix premiers sacs", "diez primeros sacos"). */
function wordsAfterOrdinal(after: string): string {
  return after.replace(/^\s(?:first|last|next|ersten|letzten|nächsten|premiers|premières|derniers|dernières|prochains|primeros|primeras|últimos|últimas|próximos)(?=\s)/u, "");
}

/** Words after a number that look plural but say when, not what: "450 € today, 420 tomorrow" names two prices. */
const WHEN_NOT_WHAT = new Set("later morgen heute später danach abends demain après plus tard luego después mañana entonces above over more than fürs fürn mehr más menos plus moins que sobre encima über unter drüber".split(" "));

/**
 * The word after a number names things in the plural ("50 stems", "50 tiges", "50 tallos", "50 Stiele"), not a
 * time: a count, whatever its size.
 */
function thingsCounted(after: string): boolean {
  const m = /^\s(\p{L}[\p{L}-]{2,})/u.exec(after);
  return m !== null && /(?:s|x|e|en|er|n)$/u.test(m[1]!) && !WHEN_NOT_WHAT.has(m[1]!.toLowerCase()) && !NOT_A_THING.has(m[1]!.toLowerCase());
}

/** A bare number (no currency, in digits) followed by a word that names things: "300 shirts", "20 E-Bikes", "20 vélos". */
function countsThings(a: Amount, after: string): boolean {
  return a.currency === null && !a.words && thingNamedAfter(after);
}

/** Right after a number, a word that names a thing (not a currency, "each", "for", "total" …): what it counts. */
function thingNamedAfter(after: string): boolean {
  const m = /^\s(\p{L}[\p{L}-]{2,})/u.exec(after);
  return m !== null && !NOT_A_THING.has(m[1]!.toLowerCase());
}

/** Between a part and the whole it is counted from: "nine of the fourteen", "neun der vierzehn", "neuf des quatorze", "nueve de las catorce". */
const PART_OF_THE_WHOLE = String.raw`\s(?:of (?:the|our|my|your|its|their|these|those)|der|von (?:den|unseren|meinen|ihren|diesen)|des|de (?:nos|mes|vos|ces|los|las|nuestros|nuestras|mis|sus|estos|estas))\s`;
const PART_OF_THE_WHOLE_BETWEEN = new RegExp(unicodeWords(`^${PART_OF_THE_WHOLE}$`), "u");
const PART_BEFORE_THE_WHOLE = new RegExp(unicodeWords(String.raw`(?:^|[^\p{L}\p{N}])(\p{L}+|\d+)${PART_OF_THE_WHOLE}$`), "u");

/**
 * A number of a counted whole, or the whole it is counted from ("only nine of the fourteen choir robes need new
 * collars"): both count things, and neither is an amount beside a bid. The whole must be followed by the thing
 * counted, not by a currency ("nine of the fourteen euros" may be money).
 */
function partOfAWhole(a: Amount, candidates: readonly Amount[], lower: string, language: Language): boolean {
  const countsAThing = (c: Amount) => thingNamedAfter(lower.slice(c.end, c.end + 40));
  const bare = (c: Amount) => c.currency === null && !c.range;
  if (!bare(a)) return false;
  const isNumber = (token: string) => /^\d+$/u.test(token) || readNumberWordsIn(token, language, LANGUAGES).some((w) => w.start === 0 && w.end === token.length);
  const part = PART_BEFORE_THE_WHOLE.exec(lower.slice(Math.max(0, a.start - 40), a.start));
  if (part && isNumber(part[1]!) && countsAThing(a)) return true;
  return candidates.some((c) => c !== a && bare(c) && c.start > a.end && PART_OF_THE_WHOLE_BETWEEN.test(lower.slice(a.end, c.start)) && countsAThing(c));
}

/** A bare whole number equal to the quantity and followed by a word ("4 Stühle", "les 3 pour 990"): how many, not how much. */
function isQuantity(a: Amount, after: string, quantity: number, currency: string, before = ""): boolean {
  if (quantity <= 1 || a.currency !== null || a.words) return false;
  if (a.minor !== quantity * 10 ** minorDigits(currency)) return false;
  // "… for taking all 20?", "les 20 ensemble ?", "alle 20 zusammen": the number of things, said again after "all".
  if (ALL_OF_THEM_BEFORE.test(before)) return true;
  return /^\s?\p{L}/u.test(after) && !WORD_CURRENCY.some(([re]) => re.test(after));
}

/** People counted right after a number word: "twelve children", "zwölf Kindern", "douze enfants", "doce niños". */
const PEOPLE_AFTER = new RegExp(
  unicodeWords(
    String.raw`^\s(?:\p{L}+\s)?(?:children|kids|people|persons|guests|members|pupils|students|scouts|adults|players|riders|walkers|climbers|volunteers|staff|kinder|kindern|personen|leute|leuten|gäste|gästen|mitglieder|mitgliedern|schüler|schülern|teilnehmer|teilnehmern|erwachsene|erwachsenen|spieler|spielern|pfadfinder|pfadfindern|enfants|personnes|gens|invités|membres|élèves|participants|adultes|joueurs|bénévoles|niños|niñas|personas|invitados|miembros|alumnos|participantes|adultos|jugadores|chicos|chicas|voluntarios)\b`,
  ),
  "u",
);
/**
 * A group and its size right before a number word: "a Scout troop of twelve", "eine Gruppe von zwölf", "un groupe de
 * douze"; so is a block of sessions or things: "a block of twelve sessions", "einen Block von zwölf", "un forfait de
 * douze séances", "un bono de doce sesiones".
 */
const GROUP_OF_BEFORE = new RegExp(
  unicodeWords(String.raw`\b(?:troop|group|team|party|family|class|crew|choir|club|band|squad|block|pack|course|bundle|series|gruppe|mannschaft|klasse|familie|chor|verein|paket|kurs|serie|zehnerkarte|troupe|groupe|équipe|famille|classe|chorale|forfait|paquet|série|carnet|cycle|grupo|equipo|familia|clase|coro|tropa|bono|paquete|ciclo|tanda)\s(?:of|von|mit|aus|de|d')\s?$`),
  "u",
);

/** Right before a number in words: "for the", "für die", "pour les", "por los/las" (money when not the units bought). */
const FOR_THE_UNITS_BEFORE = new RegExp(unicodeWords(String.raw`\b(?:for the|für die|pour les|por (?:los|las))\s$`), "u");
/** "all", "alle", "tous les", "todos los": the words that count the things again before their number. */
const ALL_OF_THEM = "all|all of the|alle|sämtliche|tous les|toutes les|todos los|todas las";
/** Right before a number in words: "all" and the like (not the bare article: "los doscientos" is money). */
const ALL_OF_THEM_IN_WORDS_BEFORE = new RegExp(unicodeWords(String.raw`\b(?:${ALL_OF_THEM})\s$`), "u");
/** Right before a number: "all", "both", "the … of them" words that make it a count ("taking all 20", "alle 20"). */
const ALL_OF_THEM_BEFORE = new RegExp(unicodeWords(String.raw`\b(?:${ALL_OF_THEM}|los|las|les)\s$`), "u");

const UNIT_RIGHT_AFTER = new RegExp(
  unicodeWords(String.raw`^\s?(?:€|eur|euros?|\$|usd|dollars?|£|gbp|chf)?\s?(?:per|pro|par|por|je|a) (?!(?:cent|percent|prozent|cento|ciento|month|monat|mois|mes|year|jahr|an|año|week|woche|semaine|semana|day|tag|jour|día|hour|stunde|heure|hora|night|nacht|nuit|noche|person|personne|persona|kopf|head|tête|cabeza|mile|meile|km|kg|m|the|die|der|das|den|les|las|los|el|la|le|des|une|una|ein|eine|all|alle|tous|toutes|todo|todos|todas|both|beide|lot|lote|order|bestellung|commande|pedido|set|total)\b)\p{L}{3,}\b`),
  "u",
);

function basisOf(a: Amount, quantity: number, lower: string, norm: string): "unit" | "total" | null {
  if (quantity <= 1) return "unit";
  if (a.basis) return a.basis;
  // The words around this amount only, up to the next amount on either side.
  // Nor past a line break: in an agent's block ("- Precio unitario ofertado: 240,00 EUR\n- Total: 9.600,00 EUR") the
  // next field's label is not this amount's.
  const rawBefore = lower.slice(Math.max(0, a.start - 30), a.start);
  const before = rawBefore.slice(Math.max(rawBefore.search(/\d[^\d]*$/u), rawBefore.lastIndexOf("\n")) + 1);
  const rawAfter = lower.slice(a.end, a.end + 25);
  const stop = rawAfter.search(/\d|\n/u);
  const after = stop >= 0 ? rawAfter.slice(0, stop) : rawAfter;
  // Right after the amount, "per/pro/par/por/je" and the thing ("450 € pro Stuhl", "450 € par chaise", "450 € por
  // silla") names a unit price, whatever a later "für alle zehn" says; "= 4.500 €" after "10 × …" names the total.
  if (UNIT_RIGHT_AFTER.test(after)) return "unit";
  if (/=\s?(?:[\p{Sc}]|eur|usd|gbp|chf)?\s?$/u.test(before) && /\d\s?[×x*]\s?\p{L}/u.test(lower.slice(Math.max(0, a.start - 80), a.start))) return "total";
  if (TOTAL.test(before)) return "total";
  if (UNIT.test(after)) return "unit";
  if (TOTAL.test(after)) return "total";
  if (UNIT.test(before)) return "unit";
  if (TOTAL.test(norm)) return "total";
  if (UNIT.test(norm)) return "unit";
  return null;
}

function unitOf(a: Amount, quantity: number, lower: string, norm: string): number {
  const basis = basisOf(a, quantity, lower, norm);
  return basis === "total" && a.minor % quantity === 0 ? a.minor / quantity : a.minor;
}

/**
 * A better rate or unit price asked for ("a better rate if we ordered …", "Wäre ein besserer Stückpreis drin",
 * "un tarif dégressif", "precio por volumen"): a discount, where the shared subjects (reader/intents.ts) name none.
 */
const BETTER_RATE = new RegExp(
  unicodeWords(String.raw`\b(?:(?:a |any )?better (?:rate|unit price|price per unit|per-unit price)|volume (?:discount|pricing|price)|bulk (?:discount|pricing|price|rate)|(?:ein |einen )?(?:besserer|besseren|günstigerer|günstigeren) (?:stückpreis|preis|kurs|tarif|konditionen)|mengenrabatt|staffelpreis\p{L}*|(?:un )?(?:meilleur|meilleurs) (?:tarif|prix unitaire|conditions)|tarif dégressif|prix dégressif|remise (?:sur|pour) (?:la )?quantité|(?:un )?mejor (?:tarifa|precio unitario|precio por unidad)|mejores condiciones|precio por volumen|descuento por volumen|descuento por cantidad)\b`),
  "u",
);

/**
 * Whether the price would fall, said of the price: "would the price per roll come down?", "bajaría el precio por
 * rollo?", "le prix par rouleau baisserait-il ?", "wird der Preis pro Rolle dann günstiger?". A discount asked for,
 * not the shop's price asked again.
 */
const PRICE_WOULD_FALL = new RegExp(
  unicodeWords(String.raw`\b(?:price|prices|rate|preis|preise|stückpreis|prix|tarif|precio|precios)\b[^.!?]{0,40}\b(?:come down|go down|drop|be lower|get lower|fall|günstiger|niedriger|sinken|sinkt|fallen|baisser\p{L}*|baisse|diminuer\p{L}*|moins cher|plus bas|bajar\p{L}*|baja|menor|más bajo|más barato)\b|\b(?:would|could|will|can) (?:you )?(?:lower|reduce|drop|bring down) the (?:unit )?price\b|\b(?:baisseriez|baisseriez-vous|baisseraient|baisserait|bajaría|bajarían|bajarías|rebajaría|rebajarían|sinkt|sänke|würde[n]? (?:der|die) (?:preis|preise))\b[^.!?]{0,30}\b(?:price|preis|prix|precio)\b`),
  "u",
);

/**
 * A lower price named as a thing that may exist: "a reduced unit price for taking all 20?", "un prix unitaire réduit",
 * "einen reduzierten Stückpreis", "un precio unitario reducido", "a better price for two". A discount asked for.
 */
const LOWER_PRICE_NAMED = new RegExp(
  unicodeWords(
    String.raw`\b(?:reduced|lower|discounted|better|special|cheaper|concession(?:ary)?|reduziert\p{L}*|ermäßigt\p{L}*|vergünstigt\p{L}*|niedriger\p{L}*|günstiger\p{L}*|besser\p{L}*|sonder)\s?(?:unit\s|per[- ]unit\s|stück|[\p{L}-]+\s)?(?:price|rate|preis|stückpreis|tarif)\b|\b(?:group|youth|student|senior|member|members'|trade|charity|bulk|volume)\s(?:rate|price|discount|pricing)\b|\b(?:gruppen|jugend|schüler|studenten|senioren|mitglieder|vereins)(?:tarif|preis|rabatt)\p{L}*|\b(?:prix|tarifs?|precios?|tarifas?)\s(?:unitaire\s|unitario\s)?(?:réduits?|dégressifs?|préférentiels?|plus bas|spécial|de groupe|groupe|reducid[ao]s?|rebajad[ao]s?|especial(?:es)?|más bajos?|mejor|de grupo|para grupos|grupal(?:es)?)\b|\b(?:meilleur|mejor)\s(?:prix|precio)\b`,
  ),
  "u",
);

function subjectOf(norm: string): QuestionSubject | undefined {
  const found = SUBJECTS.find(([, re]) => re.test(norm))?.[0];
  if ((found === undefined || found === "standing-offer") && (PRICE_WOULD_FALL.test(norm) || (/\?/u.test(norm) && LOWER_PRICE_NAMED.test(norm)))) return "discount";
  return found ?? (BETTER_RATE.test(norm) ? "discount" : undefined);
}

function topicOf(subject: QuestionSubject): "price" | "terms" | "other" {
  if (subject === "discount" || subject === "negotiable" || subject === "standing-offer") return "price";
  if (subject === "rounds-left" || subject === "other") return "other";
  return "terms";
}

function wordCount(norm: string): number {
  return (norm.match(/\p{L}+/gu) ?? []).length;
}
