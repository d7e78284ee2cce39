/**
 * The data a governed round reads and returns. Shapes only: the behaviour is in round.ts, escalation.ts and
 * closing.ts. A room maps its stored row to these and commits what comes back; the rehearsal and the bench
 * keep them in memory.
 */
import type { BuyerMove, Decision, Explanation, Insight, NegotiationConfig, NegotiationState, PackageOption, PrivateDraws, ReasonCode, TermValues } from "../kernel/types";
import type { AuditKind, Escalation, PolicyContext, PolicyEvaluation, PolicyInputs, PolicySet } from "../policies";
import type { DetectedTactic, TraceMove } from "../tactics";
import type { EventLine } from "../common/events";
import type { PurchaseConfig } from "../kernel/buying";
import type { NegotiationDirection } from "./direction";

/** `escalated`: a policy asked a person to decide the shop's next move; the buyer waits. */
export const NEGOTIATION_STATUSES = ["open", "escalated", "agreed", "rejected", "expired", "withdrawn"] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** Fixed when the negotiation opens: what every one of its rounds is decided and judged with. */
export interface NegotiationFacts {
  negotiationId: string;
  /**
   * A sale (absent: every room) or a purchase (direction.ts). A purchase carries its settings in `purchase` and its
   * `config` is purchaseRoundConfig(purchase): real prices, anchorMinor our opening, floorMinor our ceiling.
   */
  direction?: NegotiationDirection;
  /** A purchase's settings (kernel/buying.ts), snapshotted at open; the kernel decides with these. */
  purchase?: PurchaseConfig;
  config: NegotiationConfig;
  productId: string;
  buyerId: string;
  quantity: number;
  /** Epoch ms. */
  openedAt: number;
  /** The negotiation's deadline (epoch ms): no wait for a person outlasts it. */
  expiresAt: number;
  /** Secret per buyer and product. */
  draws: PrivateDraws;
  insight: Insight;
  /** The buyer presented a credential (anonymous buyers' decisions never move the circuit breaker). */
  authenticated: boolean;
  /** It resumed the buyer's earlier negotiation on the product. */
  resumed: boolean;
  policies: PolicySet;
  policyVersion: number;
  policyInputs: PolicyInputs;
}

/** What moves from round to round. */
export interface RoundState {
  status: NegotiationStatus;
  round: number;
  /** The shop's standing offer per unit (always kernel.lastShopOfferMinor, except while a person reviews a proposal). */
  shopOfferMinor: number | null;
  buyerOfferMinor: number | null;
  agreedPriceMinor: number | null;
  /**
   * A package product's agreed terms (absent for price-only products and while nothing is agreed). The standing
   * offer's terms and options are the kernel's (`kernel.package.shopTerms`, `.options`): governance keeps them
   * consistent with `shopOfferMinor` (standing-offer.ts).
   */
  agreedTerms?: TermValues | null;
  lastAction: string | null;
  lastReasons: ReasonCode[];
  /** The kernel's state as the last committed decision left it. */
  kernel: NegotiationState;
}

/** The tactic detectors' view of the negotiation so far; null in a round input skips detection. */
export interface TacticsSoFar {
  /** Offers and messages in the order they happened (traceOf). */
  history: readonly TraceMove[];
  /** Tactics detected in earlier rounds, by name. */
  seen: readonly string[];
}

/** `switch`: the buyer took one of the switches a package agreement offered (switch.ts): the deal now stands at that package. */
export type OfferKind = "offer" | "counter" | "hold" | "accept" | "reject" | "switch";

/** A line of the offer history to append. */
export interface OfferLine {
  round: number;
  party: "buyer" | "shop";
  kind: OfferKind;
  priceMinor: number | null;
  reasons: ReasonCode[];
  at: number;
  /** A package product: the terms that go with priceMinor (the buyer's whole package, or the shop's). */
  terms?: TermValues;
  /** A shop line that offered several equivalent packages: all of them (the first is priceMinor and terms). */
  options?: PackageOption[];
  /**
   * A package agreement's switches (switch.ts) the shop offered with this line: on the shop's acceptance of the
   * buyer's package, and on each switch taken (the next ones). Never the shop's equivalent `options`.
   */
  switches?: PackageOption[];
  /** A shop offer's explanation, for the shop's view only. */
  explanation?: Explanation;
}

export interface AuditLine {
  kind: AuditKind;
  data: unknown;
}

/** An event to write, as the catalog declares it. */
export type { EventLine };

/** A proposal held for a person: the escalation to record. */
export interface EscalationRecord {
  id: string;
  policyId: string | null;
  to: string;
  reason: string;
  onTimeout: "approve" | "reject";
  timeoutAt: number;
  /** What the negotiator proposed (constraints applied), and the buyer's move it answers. */
  proposal: Decision;
  move: BuyerMove;
  /** The policy context it was raised in: a verdict is re-checked against it. */
  context: PolicyContext;
  pauseUntil: number | null;
}

/** What a round, a verdict or a close writes besides the state, in order. */
export interface Effects {
  offers: OfferLine[];
  audit: AuditLine[];
  events: EventLine[];
  /** Tactics first seen in this round. */
  tactics: { round: number; found: DetectedTactic[] } | null;
  escalation: EscalationRecord | null;
  /** A person's pending review lapses (the negotiation closed): the note it is closed with. */
  lapse: string | null;
}

/** A buyer's move, governed. */
export interface RoundOutcome {
  /** The kernel's recommendation, as it decided it. */
  recommendation: Decision;
  evaluation: PolicyEvaluation;
  context: PolicyContext;
  /** The decision committed, or (when held for a person: effects.escalation) the proposal a person now reviews. */
  decision: Decision;
  next: RoundState;
  effects: Effects;
}

export type EscalationTerms = Pick<Escalation, "policyId" | "to" | "timeoutSeconds" | "onTimeout" | "reason">;

export interface RoundInput {
  facts: NegotiationFacts;
  state: RoundState;
  move: BuyerMove;
  now: number;
  /** The history for the tactic detectors, or null to skip them (only policies and counter-tactics read them). */
  tactics: TacticsSoFar | null;
  /** The buyer's free text that carried the move, if any (the detectors read it too). */
  message?: string;
  /** Escalations raised in this negotiation before: the next one's number. */
  escalationsSoFar: number;
  /** False in a simulation (the rehearsal, the bench) that keeps no audit trail: the recommendation and its evaluation are not written out. */
  record?: boolean;
}

/** A person's verdict on a pending escalation. */
export interface HumanDecision {
  decision: "approve" | "reject" | "modify";
  /** With "modify": the unit price to offer instead (a package keeps the proposal's terms). */
  priceMinor?: number;
  note?: string;
}

/** A round that cannot be played, or a verdict that cannot stand: nothing is written. */
export type Refusal =
  | { refused: "invalid-move" }
  | { refused: "invalid-human-decision"; detail: string; bounds?: { minPriceMinor: number; maxPriceMinor: number } };

export type Governed<T> = { ok: true; outcome: T } | ({ ok: false } & Refusal);

/** The outcome of a close or a verdict: no kernel recommendation of its own. */
export interface Settled {
  decision: Decision | null;
  next: RoundState;
  effects: Effects;
}
