import type { NegotiationStatus } from "../governed-round/types";
import type { DecisionAction, Explanation, NegotiationConfig, ReasonCode, TermValues } from "../kernel/types";
import type { LanguageStyle } from "../fleet/types";

export type { TermValues };

/** One of several equivalent packages the shop offers at once (MESO): binding if the buyer accepts it by id. */
export interface PackageOptionView {
  /** Unique within the negotiation: `r<round>o<k>` for an offer's option (accept it by id), `r<round>s<n>-<k>` for an agreement's switch (switch to it by id). */
  id: string;
  priceMinor: number;
  totalMinor: number;
  terms: TermValues;
}

/** The statuses are the governed round's (governed-round/types.ts). */
export { NEGOTIATION_STATUSES, type NegotiationStatus } from "../governed-round/types";

/** Who is looking: a buyer never sees the floor or reason codes that would reveal it. */
export type Audience = "buyer" | "shop";

export interface ShopOfferView {
  priceMinor: number;
  totalMinor: number;
  currency: string;
  validUntil: string;
  /** A package product: the terms that go with priceMinor. */
  terms?: TermValues;
  /** When the shop offers several equivalent packages: all of them (the first is priceMinor and terms). */
  options?: PackageOptionView[];
}

export interface AgreementView {
  priceMinor: number;
  totalMinor: number;
  currency: string;
  agreedAt: string;
  /** A package deal: the agreed terms besides price. */
  terms?: TermValues;
  /**
   * A package deal made on the buyer's own package: packages worth at least as much to the shop that the buyer may
   * prefer, each binding if taken by id (POST /v1/negotiations/{id}/switch), while they are on offer.
   */
  switches?: PackageOptionView[];
  /** When the switches lapse (ISO 8601): the deal then stands as agreed. */
  switchesUntil?: string;
}

/** The answer to every negotiation round, and the stored idempotent response. */
export interface RoundResult {
  negotiationId: string;
  shopId: string;
  productId: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  maxRounds: number;
  expiresAt: string;
  decision: { action: DecisionAction | "withdraw"; reasons: ReasonCode[] };
  shopOffer: ShopOfferView | null;
  agreement: AgreementView | null;
  /** While escalated: when to ask again (the escalation's timeout). */
  retryAfterSeconds?: number;
  /** When the buyer sent a message: how it was read (the questions are what the shop asks back). */
  interpretation?: Omit<InterpretationView, "interpreter">;
  /** The language the reply is written in: the buyer's message's, or its latest message's for a round without words. */
  language?: ReplyLanguage;
  /** The buyer asked a question: what it was about and, for a public fact, what the owner wrote (null: nothing). */
  answer?: AnswerView;
  /** The shop asks the buyer to confirm taking its standing offer: a plain "yes" next takes it. */
  confirmation?: ConfirmationView;
}

/**
 * A buyer's round as the room answers the worker: the buyer's answer and, when a fleet agent plays the negotiation,
 * the style its replies are phrased in (the agent's `languageStyle`, fixed at open). Owner-side: the worker words the
 * reply with it and takes it out before the answer leaves (workers/buyer/buyer-words.ts withWords): which agent
 * plays a negotiation is the shop's business. It is stored with the answer for an idempotent replay, so a replay
 * reads the same. The room's methods are typed as answering RoundResult, the documented buyer answer
 * (workers/view-schema-check.ts ties the two), which this extends by the one field.
 */
export interface RoomRoundResult extends RoundResult {
  replyStyle?: LanguageStyle;
}

/** The languages replies are written in. */
export type ReplyLanguage = "en" | "de" | "fr" | "es";

export interface AnswerView {
  subject: QuestionSubjectView;
  /** The product's public fact on the subject, as the owner wrote it; null when the owner wrote none. */
  fact: string | null;
}

export interface ConfirmationView {
  move: "accept";
  /** The standing offer (per unit) the buyer would take. */
  priceMinor: number;
  currency: string;
  /** A package product: the standing offer's terms. */
  terms?: TermValues;
}

/** What a buyer's question is about (language/interpretation.ts QuestionSubject). */
export type QuestionSubjectView = "shipping" | "delivery" | "warranty" | "payment" | "returns" | "negotiable" | "standing-offer" | "rounds-left" | "discount" | "other";

/** The answer to opening a negotiation: the first round's answer and the negotiation's bearer token. */
export interface OpenResult extends RoundResult {
  /** Bearer token for this negotiation only. Shown once; stored hashed (and sealed in the idempotent replay). */
  token: string;
}

export interface OfferHistoryEntry {
  seq: number;
  round: number;
  party: "buyer" | "shop";
  /** `switch`: the buyer took a switch of the agreement; the deal stands at this line's package. */
  kind: "offer" | "counter" | "hold" | "accept" | "reject" | "switch";
  priceMinor: number | null;
  reasons: ReasonCode[];
  at: string;
  /** A package product: the terms of this line's package (a buyer's named terms completed with the standing offer's). */
  terms?: TermValues;
  /** A shop line that offered several equivalent packages: all of them. */
  options?: PackageOptionView[];
  /** The switches offered with this line: with the shop's acceptance of the buyer's package, and after each switch taken. */
  switches?: PackageOptionView[];
  /** Shop audience only: why the shop made this offer (progress, private reserve, curves, the buyer's apparent limit; for a package, in utility). */
  explanation?: Explanation;
}

/**
 * How a buyer's message was read (language/interpretation.ts has the reader's own type; this is the shape the
 * room stores and shows). Only a HIGH reading moves the negotiation.
 */
export interface InterpretationView {
  move:
    | { kind: "price"; priceMinor: number; basis: "unit" | "total"; final: boolean; terms?: TermValues }
    | { kind: "accept"; optionId?: string }
    | { kind: "withdraw" }
    | { kind: "question"; topic: "price" | "terms" | "other"; subject?: QuestionSubjectView }
    | { kind: "none" };
  /** The language the message is written in (absent from readings stored before it was read). */
  language?: ReplyLanguage;
  /** How a price the buyer did not write as digits was worked out from public numbers. */
  derivation?: { operation: string; from?: string; with?: string; amountMinor?: number; percent?: number; words?: string };
  /** A bid with terms read from the words: where each term's value was read from, and how (language/interpretation.ts TermSource). */
  termSources?: { term: string; value: number | string; text: string; how: "as written" | "converted" | "days from now" }[];
  confidence: "HIGH" | "MEDIUM" | "LOW" | "UNCERTAIN";
  gaps: string[];
  questions: string[];
  interpreter: string;
}

/** A buyer's free-text message, how it was read and what it led to. */
export interface MessageView {
  seq: number;
  /** The round the negotiation was at when the message arrived. */
  round: number;
  at: string;
  text: string;
  interpretation: InterpretationView;
  /**
   * question: answered (no strike); confirm: an acceptance read below HIGH, asked back; confirmed: a plain yes that
   * took the standing offer; clarify: could not be read (a strike toward a person).
   */
  /** `escalated` in the shop's view; a buyer sees `held` for the same message. */
  outcome: "explicit-price" | "price" | "accept" | "withdraw" | "clarify" | "escalated" | "held" | "question" | "confirm" | "confirmed";
}

/** A buyer tactic the shop's detector saw (first detection), with its evidence: for the shop's eyes only. */
export interface TacticView {
  tactic: string;
  /** The round the negotiation was at when it was first seen. */
  round: number;
  at: string;
  confidence: number;
  /** The rounds that carry the evidence. */
  rounds: number[];
  evidence: string;
}

export interface NegotiationView extends Omit<RoundResult, "decision"> {
  buyer: { id: string; name: string | null };
  productName: string;
  lastDecision: RoundResult["decision"] | null;
  openedAt: string;
  updatedAt: string;
  closedAt: string | null;
  history: OfferHistoryEntry[];
  /** The buyer's free-text messages, each with how it was read. */
  messages: MessageView[];
  /** Shop audience only: the configuration snapshotted at open, floor included. */
  config?: NegotiationConfig & { productVersion: number };
  /** Shop audience only: model-phrased replies the checker refused (the template went out; the audit log says why). */
  repliesRefused?: number;
  /** Shop audience only: buyer tactics detected so far (a buyer is never told what the shop made of its moves). */
  tactics?: TacticView[];
}

/** A policy evaluation as the shop's circuit breaker needs it, with its audit sequence number (for counting it once). */
export interface SummaryDecision {
  seq: number;
  at: number;
  outcome: "ALLOW" | "CONSTRAINT" | "ESCALATE" | "PAUSE";
  invariantViolation: string | null;
  errors: readonly unknown[];
  /** False for anonymous buyers' decisions: they never move the breaker. */
  counted: boolean;
  /** A PAUSE policy fired: new negotiations pause until then. */
  pauseUntil: number | null;
}

/** What the Shop Durable Object keeps about each of its negotiations, for listing. */
export interface NegotiationSummary {
  negotiationId: string;
  productId: string;
  buyerId: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  shopOfferMinor: number | null;
  agreedPriceMinor: number | null;
  /** A package deal's agreed terms (webhooks carry them); absent otherwise. */
  agreedTerms?: TermValues;
  /** Switches of a package agreement the buyer took (absent: none). */
  switchesTaken?: number;
  openedAt: number;
  updatedAt: number;
  /** Monotonic per negotiation: a stale summary never overwrites a newer one. */
  version: number;
  /** The escalation this negotiation is waiting on, or the last one decided. */
  escalation?: EscalationView | null;
  /** Policy outcomes since the last summary, for the shop's circuit breaker. */
  decisions?: SummaryDecision[];
  /** Audit entries up to this one are in `decisions`: the shop tallies each negotiation's decisions once. */
  decisionsThroughSeq?: number;
}

export interface EscalationView {
  escalationId: string;
  negotiationId: string;
  status: "pending" | "approved" | "rejected" | "modified" | "timed-out";
  policyId: string | null;
  assignee: string;
  reason: string;
  onTimeout: "approve" | "reject";
  timeoutAt: string;
  createdAt: string;
  decidedAt: string | null;
  /** What the negotiator proposed: action and unit price (and a package's terms). */
  proposed: { action: string; priceMinor: number | null; reasons: string[]; terms?: TermValues };
  buyerPriceMinor: number | null;
  /** A package bid: the terms the buyer asked for. */
  buyerTerms?: TermValues;
  note: string | null;
}
