import type { DecisionAction, NegotiationConfig, ReasonCode } from "../kernel/types";

/** `escalated`: a policy asked a human to decide the shop's next move; the buyer waits. */
export const NEGOTIATION_STATUSES = ["open", "escalated", "agreed", "rejected", "expired", "withdrawn"] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** Who is looking: a buyer never sees the floor or reason codes that would reveal it. */
export type Audience = "buyer" | "shop";

export interface ShopOfferView {
  priceMinor: number;
  totalMinor: number;
  currency: string;
  validUntil: string;
}

export interface AgreementView {
  priceMinor: number;
  totalMinor: number;
  currency: string;
  agreedAt: string;
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
}

export interface OfferHistoryEntry {
  seq: number;
  round: number;
  party: "buyer" | "shop";
  kind: "offer" | "counter" | "hold" | "accept" | "reject";
  priceMinor: number | null;
  reasons: ReasonCode[];
  at: string;
}

export interface NegotiationView extends Omit<RoundResult, "decision"> {
  buyer: { id: string; name: string | null };
  productName: string;
  lastDecision: RoundResult["decision"] | null;
  openedAt: string;
  updatedAt: string;
  closedAt: string | null;
  history: OfferHistoryEntry[];
  /** Shop audience only: the configuration snapshotted at open, floor included. */
  config?: NegotiationConfig & { productVersion: number };
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
  openedAt: number;
  updatedAt: number;
  /** Monotonic per negotiation: a stale summary never overwrites a newer one. */
  version: number;
  /** The escalation this negotiation is waiting on, or the last one decided. */
  escalation?: EscalationView | null;
  /** Policy outcomes since the last summary, for the shop's circuit breaker. */
  decisions?: { at: number; outcome: "ALLOW" | "CONSTRAINT" | "ESCALATE" | "PAUSE"; breach: boolean }[];
  /** A PAUSE policy fired: stop new negotiations until then. */
  pauseUntil?: number | null;
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
  /** What the negotiator proposed: action and unit price. */
  proposed: { action: string; priceMinor: number | null; reasons: string[] };
  buyerPriceMinor: number | null;
  note: string | null;
}
