/**
 * Requests for quotes and sealed-bid auctions as data (issue #31, item 3): the shapes the pure auction core
 * (validate.ts, scoring.ts, commands.ts, close.ts) and the auction Durable Object share. Behaviour lives in the
 * sibling modules; this file only declares, so imports never loop.
 *
 * Conventions, as in contracts/ (DESIGN.md "Deals are packages; agreements have a life"):
 * - money is integer minor units of the request's currency, per unit of the item; lower is better for the
 *   organisation, which is buying;
 * - time is epoch milliseconds passed in as `now` (the pure core has no clock);
 * - every change the core makes is returned as data (the new state and its events) for the object to commit in
 *   one transaction with its outbox; a command it will not carry out is a `Refusal` and changes nothing.
 *
 * The non-price terms of a package are terms/ declarations and valuation, read from the organisation's side:
 * a term's `better` and `shopBest` say what is better for the organisation (e.g. payment days: "higher").
 */
import type { SlaTarget } from "../contracts/types";
import type { NegotiationStage, NegotiationSettings } from "./negotiation-types";
import type { PublicTerm, TermDeclaration, TermPackage, Valuation } from "../terms/types";

// --- the request ----------------------------------------------------------------------------------------------

export const AUCTION_FORMATS = ["first-score", "second-score", "negotiate-best-k"] as const;
/**
 * - first-score: the best-scoring bid wins and delivers its own package at its own price;
 * - second-score: the best-scoring bid wins and is held to the runner-up's score (the multi-attribute Vickrey
 *   rule, Che 1993): it keeps its non-price terms and is paid the highest price at which its package still
 *   scores at least the runner-up's score, so bidding one's true cost is a best response;
 * - negotiate-best-k: no award: the best k bidders go on to negotiation.
 */
export type AuctionFormat = (typeof AUCTION_FORMATS)[number];

/** What is bought: goods or a service, by name. */
export interface RequestedItem {
  kind: "goods" | "service";
  name: string;
  description?: string;
  /**
   * The category the item is bought under (public: suppliers see it). The organisation's fleet of negotiators
   * assigns each negotiate-best-k thread by it (fleet/ `categories`); absent, the item's name stands for it.
   */
  category?: string;
}

/**
 * A condition every bid must meet to be considered at all (public: suppliers see it). The bid must state the
 * term; a numeric one must lie within `atLeast`..`atMost`, a choice must be one of `oneOf`. A required term may
 * share its id with a negotiable term: then it also scores like one.
 */
export type RequiredTerm =
  | { id: string; label: string; kind: "numeric"; unit?: string; atLeast?: number; atMost?: number }
  | { id: string; label: string; kind: "choice"; oneOf: string[] };

/**
 * The organisation's private price bounds, per unit. Price's value to a buyer is 1 at or below `targetMinor`, 0
 * at `ceilingMinor`, and between them ((ceiling − price) / (ceiling − target))^exponent: exponent 1 (the
 * default) is linear, above 1 a price just under the ceiling is worth little, below 1 it is worth more. A
 * package priced above the ceiling is invalid. Never shown to a supplier.
 */
export interface BuyingPrice {
  ceilingMinor: number;
  targetMinor: number;
  /** Shape of price's value between target and ceiling; 1 = linear. */
  exponent?: number;
}

/**
 * How a supplier's reputation (0..1, contracts/reputation.ts's score) weights the utility of its package:
 * score = utility × (lambda + (1 − lambda) × reputation). lambda = 1 ignores reputation; lambda = 0.7 (the
 * default) lets the worst record cost at most 30 % of a package's utility. A supplier without a record is
 * scored at `neutralReputation` (default 0.5, the mean of the reputation prior Beta(1, 1)).
 */
export interface ReputationWeighting {
  lambda: number;
  neutralReputation: number;
}

/** Who may bid: only the invited supplier ids, or any registered supplier. */
export type SupplierAccess = { mode: "invited"; invited: string[] } | { mode: "open" };

/** A request for quotes, as validated and stored: the auction it runs is named by `requestId`. */
export interface RequestForQuotes {
  requestId: string;
  /** The buying organisation (its shop id in Parley). */
  buyerId: string;
  item: RequestedItem;
  /** Units wanted; prices are per unit. */
  quantity: number;
  /** ISO 4217 code: every price in the auction is in its minor units. */
  currency: string;
  required: RequiredTerm[];
  /** Terms a supplier may offer values of, each worth something to the organisation (terms/ declarations). */
  negotiable: TermDeclaration[];
  /** The organisation's valuation of price and the negotiable terms; null = price alone decides. */
  valuation: Valuation | null;
  price: BuyingPrice;
  /** Service levels the awarded contract will carry (contracts/). */
  sla: SlaTarget[];
  /** Bids are accepted while `now < deadline`; the auction closes at or after it. */
  deadline: number;
  format: AuctionFormat;
  /** negotiate-best-k: how many bidders go on to negotiation. */
  bestK?: number;
  suppliers: SupplierAccess;
  reputation: ReputationWeighting;
  /** negotiate-best-k: how the negotiation with the shortlist runs (defaults filled in; auctions/negotiation.ts). */
  negotiation?: NegotiationSettings;
}

/** What a supplier may see of a request: nothing of the ceiling, target, valuation or reputation weighting. */
export interface PublicRequest {
  requestId: string;
  buyerId: string;
  item: RequestedItem;
  quantity: number;
  currency: string;
  required: RequiredTerm[];
  negotiable: PublicTerm[];
  sla: SlaTarget[];
  deadline: number;
  format: AuctionFormat;
  bestK?: number;
  access: SupplierAccess["mode"];
}

// --- bids ------------------------------------------------------------------------------------------------------

/** What a supplier sends: `bidId` makes the submission idempotent (a repeat with the same body is harmless). */
export interface BidInput {
  supplierId: string;
  bidId: string;
  package: TermPackage;
}

/** A sealed bid as held: the input, when the core accepted it, and the supplier's reputation at that moment. */
export interface SealedBid extends BidInput {
  /** The `now` of the submission (the core's, never the supplier's): ties go to the earlier one. */
  submittedAt: number;
  /** The supplier's reputation score (0..1) when it bid; null when it has no record. */
  reputation: number | null;
}

/** One line of the bid log. */
export interface AcceptedBid {
  supplierId: string;
  bidId: string;
  /** `packageFingerprint(package)`: the body in canonical form. */
  fingerprint: string;
  at: number;
}

export interface Withdrawal {
  supplierId: string;
  bidId: string;
  at: number;
}

/** A bid that arrived at or after the deadline: refused, and recorded for the audit. */
export interface LateBid {
  supplierId: string;
  bidId: string;
  at: number;
}

// --- the auction ------------------------------------------------------------------------------------------------

export const AUCTION_STATUSES = ["open", "closed", "cancelled"] as const;
/** open → closed (at or after the deadline) | cancelled (by the organisation); closed and cancelled are final. */
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export interface AuctionState {
  request: RequestForQuotes;
  status: AuctionStatus;
  openedAt: number;
  /**
   * The live bid of each supplier (a re-bid replaces it), in the order of their latest submission. Arrays, not
   * records keyed by id: a step copies them, and copying a 1,000-entry array costs about a hundredth of copying
   * a 1,000-key object (measured: bench/auction/), while the lookups a bid needs stay a short scan.
   */
  bids: SealedBid[];
  /**
   * Every bid accepted so far, withdrawn and replaced ones included, with its package's fingerprint: a repeat is
   * recognised (and harmless), a bid id is never reused for another body, and each supplier's accepted bids are
   * counted against `maxBidsPerSupplier`.
   */
  bidLog: AcceptedBid[];
  withdrawals: Withdrawal[];
  /** Late bids, the first `maxLateBidsRecorded` of them; `lateBidCount` counts them all. */
  lateBids: LateBid[];
  lateBidCount: number;
  closedAt?: number;
  result?: AuctionResult;
  cancelledAt?: number;
  cancelReason?: string;
  /** negotiate-best-k after its close: the negotiation with each shortlisted supplier (auctions/negotiation.ts). */
  negotiation?: NegotiationStage;
}

// --- scoring and the result -------------------------------------------------------------------------------------

/** Why a bid is not scored: over the ceiling, below the organisation's reservation utility, or malformed. */
export type InvalidReason = "over-ceiling" | "below-reservation" | "malformed";

export type Assessment =
  | { valid: true; utility: number; score: number }
  | { valid: false; reasons: InvalidReason[]; detail: string };

/** A valid bid in the ranking, best first. */
export interface RankedBid {
  rank: number;
  supplierId: string;
  bidId: string;
  package: TermPackage;
  submittedAt: number;
  reputation: number | null;
  utility: number;
  score: number;
}

export interface InvalidBid {
  supplierId: string;
  bidId: string;
  reasons: InvalidReason[];
  detail: string;
}

/** The award of a first- or second-score auction: what the winner delivers and at which price. */
export interface Award {
  supplierId: string;
  bidId: string;
  /** The package the contract carries: the winner's terms at the contract price. */
  package: TermPackage;
  bidPriceMinor: number;
  contractPriceMinor: number;
  /** The winner's score at its bid price, and at the contract price (what it is held to). */
  bidScore: number;
  contractScore: number;
  /**
   * The score the winner's package is held to: second-score, the runner-up's or (no runner-up) the reserve, its
   * own package's score at the ceiling; first-score, its own bid's.
   */
  referenceScore: number;
  /** `negotiated`: negotiate-best-k, the price a shortlisted supplier and Parley agreed in negotiation. */
  reference: "runner-up" | "reserve" | "own-bid" | "negotiated";
  runnerUp: { supplierId: string; bidId: string; score: number } | null;
  /** One sentence a person reads in the audit: which rule set the price and from what. */
  why: string;
}

/** `no-agreement`: negotiate-best-k whose negotiation window ended (or every thread ended) without agreement. */
export const NO_AWARD_REASONS = ["no-bids", "all-withdrawn", "no-valid-bid", "no-agreement"] as const;
export type NoAwardReason = (typeof NO_AWARD_REASONS)[number];

export interface AuctionResult {
  format: AuctionFormat;
  closedAt: number;
  outcome: "awarded" | "shortlisted" | "no-award";
  award: Award | null;
  /** negotiate-best-k: the best k valid bids (fewer when fewer are valid), best first. */
  shortlist: RankedBid[];
  noAwardReason: NoAwardReason | null;
  /** What happened, in a sentence. */
  reason: string;
  /** Every valid live bid, best first (ties: earlier submission, then supplier id). */
  ranking: RankedBid[];
  invalid: InvalidBid[];
  /** Invited suppliers that never had a bid accepted (empty for an open request). */
  noResponse: string[];
  /** Suppliers whose last word was a withdrawal. */
  withdrawn: string[];
  lateBidCount: number;
}

// --- what the core returns ---------------------------------------------------------------------------------------

export const AUCTION_EVENT_TYPES = [
  "auction.opened",
  "auction.bid_accepted",
  "auction.bid_replaced",
  "auction.bid_withdrawn",
  "auction.bid_late",
  "auction.closed",
  "auction.cancelled",
  "auction.negotiation_started",
  "auction.negotiation_move",
  "auction.negotiation_recommendation",
  "auction.negotiation_policy",
  "auction.negotiation_offer",
  "auction.negotiation_held",
  "auction.negotiation_decided",
  "auction.negotiation_agreed",
  "auction.negotiation_lost",
  "auction.negotiation_thread_ended",
  "auction.negotiation_ended",
] as const;
export type AuctionEventType = (typeof AUCTION_EVENT_TYPES)[number];

export interface AuctionEvent {
  type: AuctionEventType;
  auctionId: string;
  at: number;
  data: Record<string, unknown>;
}

/** Everything one command changes, for the auction Durable Object to commit in one transaction. */
export interface AuctionStep {
  state: AuctionState;
  events: AuctionEvent[];
}

/** A command the core will not carry out, with a stable `type` slug for the problem document; nothing changed. */
export interface AuctionRefusal {
  refused: true;
  status: 403 | 404 | 409 | 422;
  type: string;
  detail: string;
  pointer?: string;
  /** Every field problem, for a 422 that names several. */
  problems?: { pointer: string; detail: string }[];
}

/** Operator limits of auctions (auctions/limits.ts). */
export interface AuctionLimits {
  /** Live bids one auction holds (one per supplier). */
  maxBidders: number;
  /** Suppliers one request may invite. */
  maxInvited: number;
  /** Bids (first ones and re-bids) one supplier may have accepted in one auction. */
  maxBidsPerSupplier: number;
  /** Late bids kept for the audit (beyond it they are only counted). */
  maxLateBidsRecorded: number;
  /** Longest time from opening to the deadline. */
  maxDurationMs: number;
  /** Largest k of negotiate-best-k. */
  maxBestK: number;
  /** Required terms per request. */
  maxRequiredTerms: number;
  /** negotiate-best-k: the longest negotiation window after the close. */
  maxNegotiationWindowMs: number;
  /** negotiate-best-k: the most rounds (supplier counters) one negotiation thread allows. */
  maxNegotiationRounds: number;
}
