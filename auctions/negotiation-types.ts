/**
 * The negotiation step of "auction then negotiate with the best k" as data (issue #31): after a negotiate-best-k
 * auction closes with a shortlist, one negotiation thread per shortlisted supplier, each a purchase played through
 * the governed round (governed-round/, buying mode). Shapes only: behaviour is in negotiation.ts.
 *
 * auctions/ imports nothing of the layers above it (tests/architecture), so the round is a port: the shapes below
 * are the part of governed-round's and kernel/buying.ts's data this core reads, declared structurally, and the
 * auction object hands the core the real governed round (negotiation.ts's `Negotiator`), whose types fit these.
 */

/** A package's non-price terms (term id → value), as a bid states them. */
type TermValues = Record<string, number | string>;

/** kernel/buying.ts's PurchaseConfig, as far as this core builds it (the object's round checks the rest). */
export interface PurchaseSettings {
  currency: string;
  /** Our opening offer per unit: the request's target. */
  openingMinor: number;
  /** The most we pay per unit: the request's ceiling. Secret. */
  ceilingMinor: number;
  /** kernel/types.ts's StrategyConfig: the request's default (adaptive), or the assigned fleet agent's. */
  strategy: { kind: "adaptive" | "boulware" | "linear" | "conceder"; exponent?: number; holdAfter?: readonly string[] };
  maxRounds: number;
  ttlMs: number;
  /**
   * The request's negotiable terms and valuation as the kernel's package (kernel/package/types.ts PackageConfig):
   * Parley negotiates the whole package, conceding where the supplier cares and holding where the organisation
   * does. Absent when the request has no valuation or no negotiable term: price only, the sealed terms stand.
   */
  package?: { terms: unknown[]; valuation: unknown };
}

/** kernel/types.ts's PrivateDraws: unit draws, secret per thread. */
export interface ThreadDraws {
  reserve: number;
  shape: number;
  temper: number;
  end: number;
  offer: number;
}

/** governed-round's RoundState, as far as this core reads it (the rest is carried as it is). */
export interface ThreadRoundState {
  status: "open" | "escalated" | "agreed" | "rejected" | "expired" | "withdrawn";
  round: number;
  /** What we offer to pay per unit (our standing offer). */
  shopOfferMinor: number | null;
  /** The supplier's last ask. */
  buyerOfferMinor: number | null;
  agreedPriceMinor: number | null;
  /** A package purchase's agreed negotiable terms. */
  agreedTerms?: TermValues | null;
  lastReasons: string[];
  /** The kernel's state; for a package, `package.shopTerms` are the terms of our standing offer. */
  kernel: { package?: { shopTerms: TermValues | null } | null } & Record<string, unknown>;
}

type ReasonCode = string;

/** What the organisation sets for the negotiation (all optional in a request; validate.ts fills the defaults). */
export interface NegotiationSettings {
  /** How long after the close the suppliers may negotiate (ms); no agreement by then: no award. */
  windowMs: number;
  /** The most counters one supplier may make (the kernel's rounds). */
  maxRounds: number;
  /**
   * The policy set (YAML, policies/) the negotiation's decisions are judged by; null: Parley's bundled default.
   * Parsed by the auction object (policies/ is not auctions/'s to import) and snapshotted with the request.
   */
  policies: string | null;
}

export const THREAD_STATUSES = ["open", "escalated", "agreed", "lost", "rejected", "left", "expired"] as const;
/**
 * open → escalated (a policy held our answer for a person: the thread waits, our offer holds) | agreed (the first
 * agreement: it becomes the award) | lost (another thread agreed first) | rejected (the governed round ended it:
 * out of rounds, or a decision to end) | left (the supplier rejected and left) | expired (the window ended).
 */
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** A line of a thread's offer history (real prices; never an explanation, draws or the ceiling). */
export interface ThreadOffer {
  round: number;
  party: "supplier" | "parley";
  kind: "bid" | "counter" | "accept" | "hold" | "reject" | "leave" | "offer";
  priceMinor: number | null;
  /** A package purchase: the negotiable terms that went with the price. */
  terms?: TermValues;
  reasons: ReasonCode[];
  at: number;
}

export interface NegotiationThread {
  supplierId: string;
  /** The shortlisted sealed bid the thread started from. */
  bidId: string;
  rank: number;
  score: number;
  /** The supplier's reputation when it bid (scores the agreed package as it scored the bid). */
  reputation: number | null;
  /**
   * The sealed bid's non-price terms. Price only: the agreed package keeps them. A package purchase: the required
   * terms stay as bid and the negotiable ones are negotiated (the agreed package is these with the agreed terms over them).
   */
  terms: TermValues;
  /** The sealed bid's price: the supplier's first ask. */
  bidPriceMinor: number;
  status: ThreadStatus;
  /** The governed round's state, real prices: shopOfferMinor is what we offer to pay, buyerOfferMinor the supplier's last ask. */
  round: ThreadRoundState;
  /** Secret per thread: the kernel's private draws. Never shown to anyone. */
  draws: ThreadDraws;
  escalations: number;
  /**
   * Who negotiates this thread and by what, fixed when the thread starts and stored with it (so a replay or a
   * restarted object plays exactly as before). Absent on threads started before per-thread settings existed: they
   * play the stage's purchase and the request's policies with no policy inputs, as they always did.
   */
  settings?: ThreadSettings;
  /** While escalated: the proposal a person reviews (the governed round's escalation record), and when it times out. */
  pending: HeldProposal | null;
  offers: ThreadOffer[];
  endedAt: number | null;
  endReason: string | null;
}

/**
 * One thread's own settings (the auction object composes them before the negotiation starts; this core stores them
 * with the thread and hands them back to the `Negotiator` on every round):
 * - `agentId`: the organisation's fleet agent negotiating it (a `procurement` assignment), or null when no agent
 *   fits or the organisation has no fleet (then the request's defaults play);
 * - `strategy`: the agent's strategy over the request's default (adaptive); absent: the default;
 * - `policies` / `policyVersion`: the policy set (YAML) and its version tag the thread is judged by; null: the
 *   stage's (the request's own `negotiation.policies`, or Parley's bundled default). Precedence, decided by the
 *   object: the request's own policies, when set, always win over the agent's;
 * - `policyInputs`: what policies know of this supplier (policies/'s PolicyInputs: deals closed, its reputation),
 *   plain data;
 * - `assignment`: the coordinator's whole record (scores, reasons, exclusions), for the views; opaque here.
 */
export interface ThreadSettings {
  agentId: string | null;
  strategy?: PurchaseSettings["strategy"];
  policies: string | null;
  policyVersion?: number;
  policyInputs: unknown;
  assignment?: unknown;
}

export interface NegotiationWinner {
  supplierId: string;
  bidId: string;
  priceMinor: number;
  terms: TermValues;
  round: number;
  at: number;
}

export interface NegotiationStage {
  status: "open" | "agreed" | "no-agreement";
  openedAt: number;
  /** The window's end: no move is taken at or after it; the alarm ends the stage then. */
  endsAt: number;
  /** The purchase every thread negotiates (opening = the request's target, ceiling = its ceiling). Secret. */
  purchase: PurchaseSettings;
  /** The policy set's version tag as the object parsed it (for the audit). */
  policyVersion: number;
  threads: NegotiationThread[];
  winner: NegotiationWinner | null;
  endedAt: number | null;
  /** Why it ended, in a sentence. */
  reason: string | null;
}

/** governed-round's escalation record as this core keeps it (carried as it is; `proposal`, `move`, `context` opaque). */
export interface HeldProposal {
  id: string;
  policyId: string | null;
  reason: string;
  onTimeout: "approve" | "reject";
  timeoutAt: number;
  proposal: unknown;
  move: unknown;
  context: unknown;
}

/** A person's verdict on a held thread (governed-round's HumanDecision). */
export interface ThreadVerdict {
  decision: "approve" | "reject" | "modify";
  priceMinor?: number;
  note?: string;
}

/** A supplier's move in its thread. */
export type SupplierNegotiationMove =
  /** terms: a package purchase's negotiable terms the supplier asks for (others as Parley offered); price only: must be the sealed terms. */
  | { kind: "counter"; priceMinor: number; terms?: TermValues }
  | { kind: "accept" }
  | { kind: "reject"; reason?: string };
