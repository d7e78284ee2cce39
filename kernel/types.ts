/**
 * The kernel's contract. Everything here is plain data: integer minor units for money,
 * epoch milliseconds for time. The kernel is the only place a price is chosen.
 *
 * A product may negotiate terms besides price (package/types.ts): moves and decisions then carry `terms` beside
 * the price, the config the product's declarations and valuation, and the state the package's own memory.
 * Without them every shape here means what it always meant.
 */
import type { PackageConfig, PackageExplanation, PackageOption, PackageState, TermValues } from "./package/types";
export type { PackageConfig, PackageExplanation, PackageOption, PackageState, TermValues };

/** ISO 4217 code, upper case, e.g. "EUR". */
export type Currency = string;

/** What an offer says: a price per unit, and for a package product one value per term. */
export interface Terms {
  priceMinor: number;
  terms?: TermValues;
}

/**
 * Concession families. `adaptive` (the default) concedes by time and in answer to the buyer's own
 * concessions; `boulware`, `linear` and `conceder` concede by time only, with the given curve shape.
 * Every family keeps the floor secret the same way (see PrivateDraws).
 */
export type StrategyKind = "adaptive" | "boulware" | "linear" | "conceder";

export interface StrategyConfig {
  kind: StrategyKind;
  /**
   * Curve shape β: the shop's aspiration falls from the list price toward its private end point as
   * 1 − t^(1/β). β < 1 concedes late (Boulware), β = 1 linearly, β > 1 early (Conceder). Each
   * negotiation jitters it privately.
   */
  exponent?: number;
  /**
   * Counter-tactics: buyer tactics (see COUNTER_TACTIC_TRIGGERS) the shop answers by not conceding in the round
   * it first sees them — it repeats its standing offer instead. Acceptance is unaffected: a bid that meets
   * the shop's price still closes the deal.
   */
  holdAfter?: readonly CounterTacticTrigger[];
}

/** Buyer tactics a shop may answer with a hold (names as tactics/ detects them). */
export const COUNTER_TACTIC_TRIGGERS = ["anchoring", "flinching", "nibbling", "time-pressure", "split-the-difference", "good-cop-bad-cop"] as const;
export type CounterTacticTrigger = (typeof COUNTER_TACTIC_TRIGGERS)[number];

/** Snapshotted from the shop's product configuration when a negotiation opens. Never from the buyer. */
export interface NegotiationConfig {
  currency: Currency;
  /** List price per unit: the opening offer and the ceiling of every shop offer. */
  anchorMinor: number;
  /** Lowest acceptable unit price. Secret: never sent to a buyer. */
  floorMinor: number;
  strategy: StrategyConfig;
  /** Buyer counters allowed per buyer and product (carried across negotiations the buyer reopens). */
  maxRounds: number;
  /** Negotiation lifetime from opening, in ms. */
  ttlMs: number;
  /** The product's negotiable terms and the owner's valuation; absent (or without terms) for a price-only product. */
  package?: PackageConfig;
  /**
   * Where ratios of prices are measured from when the kernel asks whether the counterparty mirrors its concessions
   * in ratio (opponent-model.ts): 0 for a sale. A purchase is decided as a reflected sale (buying.ts, p ↦ K − p), and
   * a supplier conceding in ratio of its real ask concedes in ratio measured from K; K is public.
   */
  ratioOriginMinor?: number;
}

/**
 * Unit draws in [0, 1) that make one buyer's negotiations on one product unpredictable: the Durable
 * Objects derive them with an HMAC from a per-shop secret, the buyer and the product, so reopening a
 * negotiation draws nothing new. They never leave the shop's side.
 */
export interface PrivateDraws {
  /** Where between floor and list price this buyer's private reserve sits. */
  reserve: number;
  /** Jitter of the curve's shape. */
  shape: number;
  /** Jitter of the reciprocity. */
  temper: number;
  /** Where between the reserve and the list price the concession curves end. */
  end: number;
  /** Where between the reserve and the list price the shop's lowest offer lies. */
  offer: number;
}

/**
 * How the adaptive strategy plays, in shares of the negotiable span. Tuned on a generated panel
 * (bench/negotiation); the learner may adjust them per product within their bounds.
 */
export interface Tactics {
  /** The private reserve lies this share of the span above the floor: [low, high). */
  reserveShare: readonly [number, number];
  /**
   * The shop's offers never go below this share of (list price − reserve) above the reserve: [low, high).
   * Bids between the reserve and that lowest offer can still be accepted, but the reserve is never shown.
   */
  lowestOfferShare: readonly [number, number];
  /**
   * The time curve ends this share of (list price − reserve) above the reserve: [low, high). The reserve
   * itself is reached only by answering a buyer who concedes, or in the last round — so a buyer who does not
   * move learns nothing about it from the clock.
   */
  curveEndShare: readonly [number, number];
  /** Multiplies the strategy's curve exponent β (below 1: firmer, above 1: softer). */
  exponentScale: number;
  /** Multiplicative jitter of the curve exponent: β × e^(±jitter). */
  shapeJitter: number;
  /** Reciprocity: share of its room above the reserve the shop gives per share of the gap the buyer closed. */
  reciprocity: number;
  /** Multiplicative jitter of the reciprocity: ρ × (1 ± jitter). */
  reciprocityJitter: number;
  /** Reciprocity never brings the offer closer to the buyer's best bid than this share of their gap: [low, high). */
  gapShare: readonly [number, number];
  /** How far the shop moves toward where the buyer's bids are heading, when that is above its reserve. */
  opponentPull: number;
  /**
   * The shop never concedes below where the buyer's own momentum is taking it: best bid + this many of
   * its last steps (a buyer still climbing would otherwise be handed a price it was about to bid).
   */
  momentumGuard: number;
  /**
   * Facing a best bid above the curve's end, the shop answers this share of the way from that bid back to
   * its target (1: no such pull): a deal within reach is closed before the buyer walks.
   */
  mirrorShare: number;
  /**
   * A buyer's willingness to pay, as the shop can read it: its limit lies above its best bid and (buyers open
   * at a share of their limit) below its first bid / this share. The shop does not concede below the price
   * that earns most against a limit spread evenly over that interval. 0: off.
   */
  lowestOpeningShare: number;
  /** From this progress on, a bid this close (share of the span) below the next offer is taken. */
  lateAcceptFrom: number;
  lateAcceptGap: number;
  /**
   * A buyer still climbing is let climb: a late bid is not taken while this many more of the buyer's last
   * steps would reach the next offer (the buyer is then likely to take that offer or bid it). 0: off.
   */
  climbingHold: number;

  /**
   * A buyer that holds and then jumps is showing its limit: a step at least this many times its average
   * earlier step (and at least a tenth of the room above the reserve) is taken when it reaches the reserve.
   * 0: never.
   */
  jumpAccept: number;
  /**
   * A buyer whose bids rose and then stopped has likely reached its limit: from this progress on, such a
   * bid at or above the reserve is taken. 1 or more: never.
   */
  stallAcceptFrom: number;
  /** Offers are rounded up to a grid of about this share of the list price. */
  gridShare: number;
  /**
   * A buyer that mirrors the shop's concessions (tit for tat: its step matches the shop's last concession,
   * in amount or in ratio, twice in a row) only moves when the shop does; the shop then moves this share of
   * the way to the middle of the gap (never below its curve's end), so the buyer's mirrored step can meet it.
   * 0: off.
   */
  mirrorMeet: number;
}

/** Slow knowledge, computed off the hot path and snapshotted at open: plain inputs, never fetched here. */
export interface Insight {
  /** Learned adjustments to the tactics for this product or segment. */
  tactics?: Partial<Tactics>;
  /**
   * What buyers have accepted for this product: a logistic acceptance curve over the price as a share of
   * the list price, P(deal | share) = 1 / (1 + e^(slope × (share − midpoint))), fitted off the hot path.
   * Present only when there was enough history to fit it.
   */
  acceptance?: { midpoint: number; slope: number; samples: number };
}

/** What the kernel remembers of the buyer's bids: a fixed-size summary, so state stays small. */
export interface BuyerModel {
  /** Counters made (all negotiations on this product). */
  bids: number;
  firstMinor: number | null;
  lastMinor: number | null;
  bestMinor: number | null;
  /** The two most recent increments of the best bid (0 for none). */
  lastStepMinor: number;
  previousStepMinor: number;
  /** The shop's concession in its last answer (0 for a hold); absent in models stored before it was kept. */
  shopConcessionMinor?: number;
  /** Rounds in a row the buyer's step mirrored the shop's previous concession. */
  mirrorStreak?: number;
}

export interface NegotiationState {
  /** Buyer counters received so far, including those of earlier negotiations this one resumed. */
  round: number;
  /** Epoch ms when the negotiation opened. */
  openedAt: number;
  /** The shop's standing offer per unit, or null before the opening offer. */
  lastShopOfferMinor: number | null;
  /** The buyer's most recent counter per unit, or null. */
  lastBuyerOfferMinor: number | null;
  /** The buyer's bids so far; absent in states stored before the model existed. */
  buyer?: BuyerModel;
  /** A package negotiation's own memory (absent for price-only products). */
  package?: PackageState;
}

export type BuyerMove =
  /** Opening: the shop states its offer, or answers the buyer's opening offer (a package: with terms). */
  | { kind: "open"; priceMinor?: number; terms?: TermValues }
  /** A counter-offer per unit; for a package product the terms it asks for (terms left out: as the shop offered). */
  | { kind: "counter"; priceMinor: number; terms?: TermValues }
  /** The buyer takes the shop's standing offer, or one of the options of its last answer by id. */
  | { kind: "accept"; optionId?: string };

export type DecisionAction = "accept" | "counter" | "hold" | "reject";

/** Status the negotiation moves to as a result of the decision. */
export type DecisionStatus = "open" | "agreed" | "rejected" | "expired";

export const REASON_CODES = [
  "FIRST_ROUND_ANCHOR",
  "RESUMED",
  "FINAL_OFFER",
  "CONCESSION_APPLIED",
  "RECIPROCATED",
  "MONOTONICITY_HOLD",
  "INVALID_INPUT",
  "COUNTER_EXPIRED",
  "MAX_ROUNDS_REACHED",
  "ASPIRATION_MET",
  "LATE_ACCEPT",
  "DEADLINE_ACCEPT",
  "BELOW_RESERVE",
  "BUYER_ACCEPTED",
  "BUYER_REGRESSED",
  // The buyer used a tactic the shop answers by not conceding this round (StrategyConfig.holdAfter).
  "COUNTER_TACTIC",
  // A package the shop would take was answered with packages of equal value to the shop that the buyer model
  // prefers, the buyer's own among them (issue 28).
  "PACKAGE_IMPROVED",
  // Set by the governance layer around the kernel, never by decide():
  "POLICY_CONSTRAINED",
  "POLICY_ESCALATED",
  // An early acceptance a policy would have held was not made (the negotiator countered instead).
  "EARLY_ACCEPT_WITHHELD",
  "HUMAN_APPROVED",
  "HUMAN_REJECTED",
  "HUMAN_MODIFIED",
  "ESCALATION_TIMED_OUT",
  // Set by the language layer: the buyer's message could not be read with confidence, so nothing moved.
  "CLARIFICATION_NEEDED",
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * The only reason codes a buyer is shown: each says what happened in terms the buyer already knows
 * (its own move, the deadline). Everything else describes the shop's strategy or governance and
 * stays in the shop's records.
 */
export const PUBLIC_REASONS: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  "FIRST_ROUND_ANCHOR",
  "RESUMED",
  "FINAL_OFFER",
  "COUNTER_EXPIRED",
  "MAX_ROUNDS_REACHED",
  "BUYER_ACCEPTED",
  "BUYER_REGRESSED",
  "CLARIFICATION_NEEDED",
]);

/** Why the shop offered what it offered: for the shop's own view and audit, never for a buyer. */
export interface Explanation {
  /** Negotiation progress in [0, 1] the decision was made at. */
  progress: number;
  /** The private reserve: nothing below it is accepted. */
  reserveMinor: number;
  /** The lowest offer the shop makes this buyer: above the reserve by a private margin. */
  lowestOfferMinor: number;
  /** Where the time curve ends (the reserve, or higher when the market supports it). */
  curveEndMinor: number;
  /** The time curve's price at this progress. */
  timeTargetMinor: number;
  /** What answering the buyer's concessions in kind would offer. */
  reciprocityTargetMinor: number;
  /** Where the buyer's bids seem to be heading, when they slow down; null when unknown. */
  buyerLimitEstimateMinor: number | null;
  /** The offer before rounding to the grid and keeping it monotonic. */
  targetMinor: number;
  gridStepMinor: number;
  /** The buyer mirrors the shop and was met in the middle of the gap (at this price, before rounding). */
  mirrorMiddleMinor?: number;
  /** A package decision: the same reasoning in the shop's utility (the fields above are then in millionths of it). */
  package?: PackageExplanation;
}

export interface Decision {
  action: DecisionAction;
  /**
   * accept: the agreed unit price. counter/hold: the shop's (new or repeated) standing offer.
   * reject: the standing offer if any, else null.
   */
  priceMinor: number | null;
  /** A package product: the terms that go with priceMinor (the agreed package, or the standing offer's). */
  terms?: TermValues;
  /** A package counter: the equivalent packages offered (the first is the standing offer, priceMinor and terms). */
  options?: PackageOption[];
  status: DecisionStatus;
  /** Round number after this decision (state.round + 1 for a counter, unchanged otherwise). */
  round: number;
  reasons: ReasonCode[];
  /** The kernel state after this decision, for the caller to store as it is. */
  state: NegotiationState;
  /** Why: present whenever the shop's price was computed this round. */
  explanation?: Explanation;
}

export interface DecideInput {
  config: NegotiationConfig;
  state: NegotiationState;
  move: BuyerMove;
  /** Epoch ms. The kernel never reads a clock. */
  now: number;
  /** Secret per buyer and product (see PrivateDraws). */
  draws: PrivateDraws;
  insight?: Insight;
  /** Buyer tactics first detected with this move (tactics/ over the history so far); see StrategyConfig.holdAfter. */
  tacticsSeen?: readonly string[];
}

/** What the shop keeps of one buyer's negotiations on one product, between negotiations. */
export interface BuyerProductMemory {
  /** Counters the buyer has made on this product (all negotiations). */
  rounds: number;
  /** The lowest offer the shop made this buyer for it. */
  shopOfferMinor: number | null;
  /** The buyer's last counter. */
  buyerOfferMinor: number | null;
  buyer: BuyerModel;
  /** A package product: its negotiation's package memory (standing terms, buyer preferences, utility state). */
  package?: PackageState;
}
