/**
 * What a buyer's free-text message says, as a structured move. An interpreter reads words; it never
 * chooses a number: a price in an interpretation is one the buyer wrote (reading-guard.ts checks it against
 * the text with readPrices), converted to minor units and, when the buyer named a total, divided by the quantity.
 */

/** How sure the interpreter is. Only HIGH moves a negotiation; anything less gets a clarifying question. */
export type Confidence = "HIGH" | "MEDIUM" | "LOW" | "UNCERTAIN";
export const CONFIDENCE_LEVELS: readonly Confidence[] = ["HIGH", "MEDIUM", "LOW", "UNCERTAIN"];

export type InterpretedMove =
  /** A bid: the unit price in minor units of the negotiation's currency. */
  | { kind: "price"; priceMinor: number; basis: "unit" | "total"; final: boolean }
  /** The buyer takes the shop's standing offer. */
  | { kind: "accept" }
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
  | { operation: "words"; words: string };

export interface Interpretation {
  move: InterpretedMove;
  /** The language the message is written in (replies use it). Absent from readings stored before it existed. */
  language?: Language;
  /** Present when the price was derived rather than written as digits. */
  derivation?: PriceDerivation;
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
}

export interface MessageInterpreter {
  readonly name: string;
  interpret(message: string, context: InterpretationContext): Promise<Interpretation>;
}

/** The longest message a buyer may send. */
export const MAX_MESSAGE_LENGTH = 2_000;
