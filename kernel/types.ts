/**
 * The kernel's contract. Everything here is plain data: integer minor units for money,
 * epoch milliseconds for time. The kernel is the only place a price is chosen.
 */

/** ISO 4217 code, upper case, e.g. "EUR". */
export type Currency = string;

/** Concession families. `anchor-resume` is the reference's geometric rule, kept as a baseline. */
export type StrategyKind = "boulware" | "linear" | "conceder" | "anchor-resume";

export interface StrategyConfig {
  kind: StrategyKind;
  /**
   * Curve exponent β for boulware/linear/conceder: aspiration = floor + (anchor − floor) × (1 − t^(1/β)).
   * β < 1 concedes late (Boulware), β = 1 linearly, β > 1 early (Conceder). Ignored by anchor-resume.
   */
  exponent?: number;
  /** anchor-resume only: concession per round in basis points of (current − floor). */
  rateBps?: number;
}

/** Snapshotted from the shop's product configuration when a negotiation opens. Never from the buyer. */
export interface NegotiationConfig {
  currency: Currency;
  /** List price per unit: the opening offer and the ceiling of every shop offer. */
  anchorMinor: number;
  /** Lowest acceptable unit price. Secret: never sent to a buyer. */
  floorMinor: number;
  strategy: StrategyConfig;
  /** Maximum number of buyer counters before the negotiation is decided. */
  maxRounds: number;
  /** Negotiation lifetime from opening, in ms. */
  ttlMs: number;
}

export interface NegotiationState {
  /** Buyer counters received so far (0 before the first counter). */
  round: number;
  /** Epoch ms when the negotiation opened. */
  openedAt: number;
  /** The shop's standing offer per unit, or null before the opening offer. */
  lastShopOfferMinor: number | null;
  /** The buyer's most recent counter per unit, or null. */
  lastBuyerOfferMinor: number | null;
}

export type BuyerMove =
  /** Opening: the shop states its anchor, or answers the buyer's opening offer. */
  | { kind: "open"; priceMinor?: number }
  /** A counter-offer per unit. */
  | { kind: "counter"; priceMinor: number }
  /** The buyer takes the shop's standing offer. */
  | { kind: "accept" };

export type DecisionAction = "accept" | "counter" | "hold" | "reject";

/** Status the negotiation moves to as a result of the decision. */
export type DecisionStatus = "open" | "agreed" | "rejected" | "expired";

export const REASON_CODES = [
  "FIRST_ROUND_ANCHOR",
  "COUNTER_AT_OR_ABOVE_FLOOR",
  "COUNTER_BELOW_FLOOR",
  "CONCESSION_APPLIED",
  "AT_FLOOR",
  "MONOTONICITY_HOLD",
  "INVALID_INPUT",
  "COUNTER_EXPIRED",
  "MAX_ROUNDS_REACHED",
  "ASPIRATION_MET",
  "DEADLINE_ACCEPT",
  "BUYER_ACCEPTED",
  "BUYER_REGRESSED",
  // Set by the governance layer around the kernel, never by decide():
  "POLICY_CONSTRAINED",
  "POLICY_ESCALATED",
  "HUMAN_APPROVED",
  "HUMAN_REJECTED",
  "HUMAN_MODIFIED",
  "ESCALATION_TIMED_OUT",
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * Reason codes that would let a buyer locate the floor (by bisection or directly).
 * They are kept in the shop's records and never sent to a buyer.
 */
export const FLOOR_REVEALING_REASONS: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  "COUNTER_AT_OR_ABOVE_FLOOR",
  "COUNTER_BELOW_FLOOR",
  "AT_FLOOR",
]);

export interface Decision {
  action: DecisionAction;
  /**
   * accept: the agreed unit price. counter/hold: the shop's (new or repeated) standing offer.
   * reject: the standing offer if any, else null.
   */
  priceMinor: number | null;
  status: DecisionStatus;
  /** Round number after this decision (state.round + 1 for a counter, unchanged otherwise). */
  round: number;
  reasons: ReasonCode[];
}

export interface DecideInput {
  config: NegotiationConfig;
  state: NegotiationState;
  move: BuyerMove;
  /** Epoch ms. The kernel never reads a clock. */
  now: number;
}
