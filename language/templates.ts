/**
 * The offline default phrasing of a round's answer: deterministic sentences in the buyer's language and the
 * assigned agent's style (formal when the negotiation has no agent, exactly as replies read before styles).
 */
import { LANGUAGE_STYLES, type LanguageStyle } from "../fleet/types";
import type { Language, QuestionSubject } from "./interpretation";
import { askedIn } from "./asking";
import { formatMoney } from "./money-format";
import { ENGLISH, ENGLISH_CONCISE, ENGLISH_FRIENDLY } from "./replies/english";
import { FRENCH, FRENCH_CONCISE, FRENCH_FRIENDLY } from "./replies/french";
import { GERMAN, GERMAN_CONCISE, GERMAN_FRIENDLY } from "./replies/german";
import { isFactSubject, type ReplyWords, type StyleWords } from "./replies/reply-words";
import { SPANISH, SPANISH_CONCISE, SPANISH_FRIENDLY } from "./replies/spanish";

export type { LanguageStyle };

/** A buyer's question, as the shop answers it: what it was about and, for a public fact, what the owner wrote. */
export interface ReplyAnswer {
  subject: QuestionSubject;
  /** The owner's public text on the subject (shipping, delivery, warranty, payment, returns); null when none was written. */
  fact: string | null;
}

/** The fields of a round result a message is rendered from. */
export interface MessageInput {
  status: string;
  decision: { action: string; reasons: readonly string[] };
  shopOffer: { priceMinor: number; currency: string } | null;
  agreement: { priceMinor: number; totalMinor: number; currency: string } | null;
  round: number;
  maxRounds: number;
  /** Questions the shop asks back when it could not read the buyer's message with confidence. */
  questions?: readonly string[];
  /** The language to reply in: the buyer's (English when absent). */
  language?: Language;
  /** The buyer asked a question; this is what the shop answers from. */
  answer?: ReplyAnswer;
  /** The shop asks the buyer to confirm taking the standing offer before it binds anyone. */
  confirmation?: { move: "accept"; priceMinor: number; currency: string };
  /** How the assigned agent's replies are phrased (fleet/types.ts LANGUAGE_STYLES); formal when absent. Words only. */
  style?: LanguageStyle;
}

/** A language's formal set and its other styles' sets, the confirmation question taken from the formal one. */
function styled(formal: ReplyWords, friendly: StyleWords, concise: StyleWords): Record<LanguageStyle, ReplyWords> {
  const { confirmAccept } = formal;
  return { formal, friendly: { ...friendly, confirmAccept }, concise: { ...concise, confirmAccept } };
}

const WORDS: Record<Language, Record<LanguageStyle, ReplyWords>> = {
  en: styled(ENGLISH, ENGLISH_FRIENDLY, ENGLISH_CONCISE),
  de: styled(GERMAN, GERMAN_FRIENDLY, GERMAN_CONCISE),
  fr: styled(FRENCH, FRENCH_FRIENDLY, FRENCH_CONCISE),
  es: styled(SPANISH, SPANISH_FRIENDLY, SPANISH_CONCISE),
};

/** Whether a value is one of the styles (a stored or sent value is checked before it picks words). */
export function isLanguageStyle(value: unknown): value is LanguageStyle {
  return (LANGUAGE_STYLES as readonly unknown[]).includes(value);
}

/**
 * The sentences of a language in a style: English for any other language, formal for any other style (a stored
 * or forged value), so a negotiation without an agent reads exactly as replies always have.
 */
export function replyWords(language: Language | undefined, style?: LanguageStyle): ReplyWords {
  const styles = (language && Object.hasOwn(WORDS, language) ? WORDS[language] : undefined) ?? WORDS.en;
  return styles[isLanguageStyle(style) ? style : "formal"];
}

/**
 * The offline default phrasing: deterministic templates, in the buyer's language and the agent's style. Every
 * number comes from the kernel's decision (or, in an answer, the owner's own public text, quoted), so a model that
 * later rephrases this text can never change the price.
 */
export function renderMessage(input: MessageInput): string {
  const words = replyWords(input.language, input.style);
  const replyLanguage: Language = input.language && Object.hasOwn(WORDS, input.language) ? input.language : "en";
  const money = (minor: number, currency: string) => formatMoney(minor, currency, replyLanguage);
  const offer = input.shopOffer ? money(input.shopOffer.priceMinor, input.shopOffer.currency) : null;
  switch (input.status) {
    case "agreed": {
      const a = input.agreement!;
      return words.agreed(money(a.priceMinor, a.currency), money(a.totalMinor, a.currency));
    }
    case "rejected":
      return input.decision.reasons.includes("MAX_ROUNDS_REACHED") ? words.closedMaxRounds : words.closed;
    case "expired":
      return words.expired;
    case "withdrawn":
      return words.withdrawn;
  }
  const left = words.roundsLeft(input.maxRounds - input.round);
  const stands = offer === null ? "" : words.stands(offer, left);
  if (input.confirmation) return confirmationQuestion(input) ?? stands;
  if (input.answer) return join(answerSentence(words, input.answer), stands, input.answer.subject === "standing-offer" || input.answer.subject === "rounds-left" ? "" : words.askPrice);
  // The readers' questions are English in the reading; the buyer is asked them in its own language (asking.ts).
  if (input.questions && input.questions.length > 0) return join(input.questions.map((q) => askedIn(q, replyLanguage)).join(" "), stands);
  if (offer === null) return "";
  if (input.decision.reasons.includes("FIRST_ROUND_ANCHOR")) return words.ourPrice(offer, left);
  if (input.decision.action === "hold") return stands;
  return words.canOffer(offer, left);
}

/**
 * The confirmation question exactly as the template asks it (reply-check.ts lets a reply carry it word for word).
 * Every style asks it in the same words (styled above): what makes an acceptance binding reads one way only.
 */
export function confirmationQuestion(input: Pick<MessageInput, "confirmation" | "language" | "style">): string | null {
  const c = input.confirmation;
  if (!c) return null;
  const language = input.language && WORDS[input.language] ? input.language : "en";
  return replyWords(language, input.style).confirmAccept(formatMoney(c.priceMinor, c.currency, language));
}

/** The answer's own sentence: the owner's text under the subject's name, what is negotiated, or that nothing was written. */
export function answerSentence(words: ReplyWords, answer: ReplyAnswer): string {
  if (isFactSubject(answer.subject)) {
    if (answer.fact === null || answer.fact.trim() === "") return words.noInformation;
    const fact = answer.fact.trim();
    return words.fact(answer.subject, /[.!?…]$/u.test(fact) ? fact : `${fact}.`);
  }
  switch (answer.subject) {
    case "negotiable":
    case "discount":
      return words.negotiable;
    case "standing-offer":
    case "rounds-left":
      return "";
    default:
      return words.noInformation;
  }
}

function join(...parts: string[]): string {
  return parts.filter((p) => p !== "").join(" ");
}
