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
  /** The buyer asks something or objects ("too expensive") without naming a price. */
  | { kind: "question"; topic: "price" | "terms" | "other" }
  /** Nothing negotiable could be read. */
  | { kind: "none" };

export interface Interpretation {
  move: InterpretedMove;
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
}

export interface MessageInterpreter {
  readonly name: string;
  interpret(message: string, context: InterpretationContext): Promise<Interpretation>;
}

/** The longest message a buyer may send. */
export const MAX_MESSAGE_LENGTH = 2_000;
