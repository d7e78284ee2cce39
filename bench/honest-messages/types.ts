/**
 * The shape of one labelled message in Parley's honest-buyer corpus (issue 29, "Must show" item 1), and the
 * small constructors the language modules (en.ts, de.ts, fr.ts, es.ts) write their messages with.
 *
 * The corpus measures how often the offline reader reads an ordinary, honest buyer correctly at HIGH (only HIGH
 * moves money) and how rarely it acts on a message a careful person would ask back about. It was written from
 * how buyers talk, before anyone tuned the reader on it; see index.ts for the split and the review notes.
 */
import type { InterpretationContext, Language, PriceDerivation, QuestionSubject } from "../../language/interpretation";

export const STYLES = ["terse", "polite-email", "agent", "roleplay", "chat"] as const;
/**
 * terse: a few words; polite-email: greeting, body, signature (phone numbers, addresses, order numbers, dates);
 * agent: an LLM purchasing agent's paragraph; roleplay: haggling in character; chat: casual messaging.
 */
export type Style = (typeof STYLES)[number];

/**
 * clear: a careful person reading it would act on it without asking; ambiguous: a careful person would ask back
 * (hedged, two prices, a number with no clear role, sarcasm, "I might accept", a condition on other terms...).
 */
export type Clarity = "clear" | "ambiguous";

/** What the message says. For an ambiguous message: what must NOT be acted on (always `none`, see `why`). */
export type ExpectedMove =
  /** A bid. `priceMinor` is the UNIT price; a total named by the buyer (basis "total") is already divided. */
  | { kind: "price"; priceMinor: number; basis: "unit" | "total"; derivation?: PriceDerivation }
  | { kind: "accept" }
  | { kind: "withdraw" }
  | { kind: "question"; subject: QuestionSubject }
  | { kind: "none" };

/** The context every message is read in: all of it public, `lastBuyerBidMinor` always stated (null: no bid yet). */
export type HonestContext = InterpretationContext & { lastBuyerBidMinor: number | null };

export interface HonestMessage {
  /** Stable: the TUNE/HELD-OUT half is a hash of it. `<language>-<nnn>`. */
  id: string;
  language: Language;
  style: Style;
  text: string;
  context: HonestContext;
  clarity: Clarity;
  expected: ExpectedMove;
  /** For an ambiguous message: what a careful person would ask about. */
  why?: string;
}

// ---- constructors the language modules write with ----

/** A context: currency, the standing unit offer and the buyer's last unit bid in minor units, the quantity. */
export function ctx(currency: string, standingOfferMinor: number, lastBuyerBidMinor: number | null = null, quantity = 1): HonestContext {
  return { currency, quantity, standingOfferMinor, lastBuyerBidMinor };
}

/** A unit bid written in digits. */
export const bid = (priceMinor: number): ExpectedMove => ({ kind: "price", priceMinor, basis: "unit" });
/** A total for the whole quantity written in digits; `unitMinor` is the total divided by the quantity. */
export const total = (unitMinor: number): ExpectedMove => ({ kind: "price", priceMinor: unitMinor, basis: "total" });
/** A unit bid written in words (`words` is the phrase exactly as it appears in the text, any case). */
export const words = (priceMinor: number, phrase: string, basis: "unit" | "total" = "unit"): ExpectedMove => ({
  kind: "price",
  priceMinor,
  basis,
  derivation: { operation: "words", words: phrase },
});
/** "knock 20 off": the price, and the amount taken off the standing offer (or the buyer's last bid). */
export const minus = (priceMinor: number, amountMinor: number, from: "standing-offer" | "last-bid" = "standing-offer"): ExpectedMove => ({
  kind: "price",
  priceMinor,
  basis: "unit",
  derivation: { operation: "minus", from, amountMinor },
});
/** "5 more than my last": the price, and the amount added to the buyer's last bid. */
export const plus = (priceMinor: number, amountMinor: number): ExpectedMove => ({
  kind: "price",
  priceMinor,
  basis: "unit",
  derivation: { operation: "plus", from: "last-bid", amountMinor },
});
/** "10% off your price": the price, and the percentage off the standing offer. */
export const percentOff = (priceMinor: number, percent: number): ExpectedMove => ({
  kind: "price",
  priceMinor,
  basis: "unit",
  derivation: { operation: "percent-off", from: "standing-offer", percent },
});
/** "meet me in the middle": the midpoint of the standing offer and the buyer's last bid. */
export const middle = (priceMinor: number): ExpectedMove => ({
  kind: "price",
  priceMinor,
  basis: "unit",
  derivation: { operation: "split-difference", from: "standing-offer", with: "last-bid" },
});
export const ACCEPT: ExpectedMove = { kind: "accept" };
export const WITHDRAW: ExpectedMove = { kind: "withdraw" };
export const ask = (subject: QuestionSubject): ExpectedMove => ({ kind: "question", subject });

/** Builds a language module's messages: `clear(...)` and `unclear(...)` rows, in the module's language. */
export function messagesIn(language: Language) {
  const out: HonestMessage[] = [];
  return {
    out,
    /** A message a careful person would act on: `expected` is what it says. */
    clear(id: string, style: Style, context: HonestContext, expected: ExpectedMove, text: string): void {
      out.push({ id: `${language}-${id}`, language, style, text, context, clarity: "clear", expected });
    },
    /** A message a careful person would ask back about; `why` says what they would ask. */
    unclear(id: string, style: Style, context: HonestContext, why: string, text: string): void {
      out.push({ id: `${language}-${id}`, language, style, text, context, clarity: "ambiguous", expected: { kind: "none" }, why });
    },
  };
}
