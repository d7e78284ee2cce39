/**
 * What a buyer's free-text message says, as a structured move. An interpreter reads words; it never
 * chooses a number: a price in an interpretation is one the buyer wrote (reading-guard.ts checks it against
 * the text with readPrices), converted to minor units and, when the buyer named a total, divided by the quantity.
 * For a product with terms besides price (issue 28) a bid may carry `terms` and an acceptance an `optionId`,
 * read only when the context lists the product's public terms and the shop's options (reader/terms.ts); each
 * term value is likewise one the buyer wrote, an exact unit conversion of one, or the days from `now` to a day
 * the buyer named.
 */
import type { PublicTerm } from "../terms/types";

/** A package's terms besides price, as the kernel takes them: term id → a number (numeric terms) or one of the term's values. */
export type TermValues = Record<string, number | string>;

/** One of the shop's standing options (the kernel's PackageOption, public): its id, and its price and terms when known. */
export interface OfferOption {
  id: string;
  priceMinor?: number;
  terms?: TermValues;
}

/** How a term's value was read from the buyer's words. */
export interface TermSource {
  term: string;
  value: number | string;
  /** The words it was read from ("3-year", "by Friday", "premium"). */
  text: string;
  /** "as written", "converted" (3 years → 36 months), "days from now" (a weekday or date, counted from `now`). */
  how: "as written" | "converted" | "days from now";
}

/** How sure the interpreter is. Only HIGH moves a negotiation; anything less gets a clarifying question. */
export type Confidence = "HIGH" | "MEDIUM" | "LOW" | "UNCERTAIN";
export const CONFIDENCE_LEVELS: readonly Confidence[] = ["HIGH", "MEDIUM", "LOW", "UNCERTAIN"];

export type InterpretedMove =
  /**
   * A bid: the unit price in minor units of the negotiation's currency; for a product with terms, the terms the
   * message names (term id → value on the term's grid; terms it does not name are left out).
   */
  | { kind: "price"; priceMinor: number; basis: "unit" | "total"; final: boolean; terms?: TermValues }
  /** The buyer takes the shop's standing offer, or the option it names (`optionId`, one of the context's options). */
  | { kind: "accept"; optionId?: string }
  /** The buyer walks away. */
  | { kind: "withdraw" }
  /**
   * The buyer asks something or objects ("too expensive") without naming a price. `subject` says what a
   * question is about when the reader can tell, so the shop can answer it from public facts.
   */
  | { kind: "question"; topic: "price" | "terms" | "other"; subject?: QuestionSubject }
  /** Nothing negotiable could be read. */
  | { kind: "none" };

/** The languages the reader and the replies speak; anything else is read as English. */
export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a buyer's question is about, when it can be answered from what the buyer may know. */
export type QuestionSubject =
  | "shipping"
  | "delivery"
  | "warranty"
  | "payment"
  | "returns"
  | "negotiable"
  | "standing-offer"
  | "rounds-left"
  | "discount"
  | "other";

/**
 * How a price the buyer did not write as a number was worked out: only from public numbers (the shop's
 * standing offer, the buyer's own last bid) by the operation named here, so the guard can redo it.
 */
export type PriceDerivation =
  | { operation: "minus"; from: "standing-offer" | "last-bid"; amountMinor: number }
  | { operation: "plus"; from: "last-bid"; amountMinor: number }
  | { operation: "percent-off"; from: "standing-offer"; percent: number }
  | { operation: "split-difference"; from: "standing-offer"; with: "last-bid" }
  | { operation: "words"; words: string }
  /** A message that names terms and no price ("can you do 60 days?"): the buyer's own last bid, kept. */
  | { operation: "same"; from: "last-bid" };

export interface Interpretation {
  move: InterpretedMove;
  /** The language the message is written in (replies use it). Absent from readings stored before it existed. */
  language?: Language;
  /** Present when the price was derived rather than written as digits. */
  derivation?: PriceDerivation;
  /** For a bid with terms: where each term's value was read from, and how. */
  termSources?: TermSource[];
  confidence: Confidence;
  /** What is missing or ambiguous, in a few words each ("currency", "unit or total price", ...). */
  gaps: string[];
  /** What to ask the buyer to close the gaps; empty when confidence is HIGH. */
  questions: string[];
  /** Which adapter produced it ("offline", "openai", or "offline (fallback: …)"). */
  interpreter: string;
}

/** What an interpreter knows about the negotiation. None of it is secret: the buyer sees all of it. */
export interface InterpretationContext {
  /** ISO 4217 code of the negotiation. */
  currency: string;
  /** Units being negotiated; a total price is divided by it. */
  quantity: number;
  /** The shop's standing unit offer, when there is one. */
  standingOfferMinor: number | null;
  /** The buyer's own last bid (unit, minor units), when it made one: relative bids may start from it. */
  lastBuyerBidMinor?: number | null;
  /**
   * A product with terms besides price: its public terms (terms/public.ts). With them a bid may carry `terms`.
   * Without terms and options the reader reads the price only, exactly as before.
   */
  terms?: readonly PublicTerm[];
  /** The shop's standing options in the order shown (the first is the standing offer): "option 2" is the second. */
  options?: readonly OfferOption[];
  /** Epoch milliseconds: "by Friday", "bis zum 15. März" are counted in calendar days from this day. Without it a day named is asked back. */
  now?: number;
  /** The offset from UTC of the calendar `now` is counted in (minutes; default 0). */
  utcOffsetMinutes?: number;
}

export interface MessageInterpreter {
  readonly name: string;
  interpret(message: string, context: InterpretationContext): Promise<Interpretation>;
}

/** The longest message a buyer may send. */
export const MAX_MESSAGE_LENGTH = 2_000;
