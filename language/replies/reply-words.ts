/**
 * The sentences a reply is built from, one set per language the buyers write in (english.ts, german.ts,
 * french.ts, spanish.ts). Each takes the amounts already formatted (money-format.ts formatMoney) and the rounds
 * left, so no sentence can hold a number the decision does not carry. The words avoid what reply-check.ts
 * refuses (a discount, a date, a deal not made): templates.ts's replies pass that check in every language.
 *
 * Each language has one set per agent style (fleet/types.ts LANGUAGE_STYLES): the formal set is the default and
 * what every reply said before agents had styles; friendly and concise sets are StyleWords, which leave out the
 * confirmation question: it is asked in the formal words whatever the style (templates.ts).
 */
import type { QuestionSubject } from "../interpretation";

/** The subjects an owner may write public facts about (a product's `publicFacts`). */
export const FACT_SUBJECTS = ["shipping", "delivery", "warranty", "payment", "returns"] as const;
export type FactSubject = (typeof FACT_SUBJECTS)[number];

export function isFactSubject(subject: QuestionSubject | string | null | undefined): subject is FactSubject {
  return (FACT_SUBJECTS as readonly string[]).includes(subject as string);
}

export interface ReplyWords {
  agreed(unit: string, total: string): string;
  closedMaxRounds: string;
  closed: string;
  expired: string;
  withdrawn: string;
  roundsLeft(left: number): string;
  /** The opening offer. */
  ourPrice(offer: string, left: string): string;
  /** The standing offer, unchanged. */
  stands(offer: string, left: string): string;
  /** A new offer. */
  canOffer(offer: string, left: string): string;
  /** What the owner wrote about a subject, introduced by its name ("Shipping: …"); `text` ends a sentence. */
  fact(subject: FactSubject, text: string): string;
  /** The owner wrote nothing about what the buyer asked. */
  noInformation: string;
  /** What is negotiated here: the price. */
  negotiable: string;
  /** Inviting a bid. */
  askPrice: string;
  /** Before a binding acceptance that was not read with certainty. */
  confirmAccept(offer: string): string;
}

/**
 * A style's own sentences: everything but the confirmation question, which every style asks in the formal set's
 * words (a question that makes an acceptance binding must read one way only, and reply-check.ts lets exactly that
 * text through).
 */
export type StyleWords = Omit<ReplyWords, "confirmAccept">;
