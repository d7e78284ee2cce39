/**
 * The JSON shapes the dashboard reads. Where the API's OpenAPI document describes a shape, the type comes from the
 * client generated from it (client/openapi-types.ts, types only: nothing of the server is bundled), so a change to
 * the API that the dashboard does not follow fails its type-check. The rest (views the document describes loosely)
 * are written here, with only the fields used.
 */
import type { components } from "../../client/openapi-types";
import type { CompositeView } from "../../contracts/kinds";
import type { ContractKind, ContractStatus, ContractTerms, Dispute, DisputeOutcome, Party, Posting, SlaTarget } from "../../contracts/types";
import type { AuctionResult, RequestForQuotes } from "../../auctions/types";
import type { NegotiationView as AuctionNegotiationView } from "./pages/auction-detail";

export interface ProblemFieldError {
  path?: string;
  pointer?: string;
  message: string;
  line?: number;
  column?: number;
  policyId?: string | null;
  /** A product's terms: the indexes of the pairwise answers a disagreement involves. */
  tradeoffs?: number[];
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: ProblemFieldError[];
}

export const NEGOTIATION_STATUSES = ["open", "escalated", "agreed", "rejected", "expired", "withdrawn"] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

export const STRATEGY_KINDS = ["adaptive", "boulware", "linear", "conceder"] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

export type Strategy = components["schemas"]["Strategy"];

export type Product = components["schemas"]["Product"];

export type ProductInput = components["schemas"]["ProductInput"];

export type ProductVersion = components["schemas"]["ProductVersion"];

/** A term negotiable besides price (numeric, or ordinal/categorical values from best for the shop to worst). */
export type TermDeclaration = components["schemas"]["TermDeclaration"];

/** The owner's private valuation: pairwise answers (or weights) and the package reservation utility. */
export type TermValuation = components["schemas"]["TermValuation"];

/** "Giving `give` costs me as much as giving `for`" (price amounts in percent of the list price). */
export type TermTradeoff = components["schemas"]["TermTradeoff"];

/** A row of the shop's list (the document types its status as a plain string). */
export type NegotiationSummary = Omit<components["schemas"]["NegotiationList"]["items"][number], "status"> & { status: NegotiationStatus };

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A package's terms besides price: term id → value (numbers for numeric terms, strings otherwise). */
export type TermValues = Record<string, number | string>;

/** One of the shop's equivalent packages in an answer (MESO): binding if the buyer accepts it by id. */
export interface PackageOption {
  id: string;
  priceMinor: number;
  totalMinor?: number;
  terms: TermValues;
}

/** Why the shop offered a package, in its own utility (0 = reserve-free worst, 1 = its best package at list price). */
export interface PackageExplanation {
  bidUtility: number;
  targetUtility: number;
  reserveUtility: number;
  lowestOfferUtility: number;
  /** The shop's utility of each package it offered, in the order of the options. */
  offeredUtilities: number[];
  /** The buyer's weights as the kernel estimates them (normalised, price included). */
  buyerWeights: Record<string, number>;
}

export interface OfferHistoryEntry {
  seq: number;
  round: number;
  party: "buyer" | "shop";
  kind: "offer" | "counter" | "hold" | "accept" | "reject" | "switch";
  priceMinor: number | null;
  reasons: string[];
  at: string;
  /** Shop view only: why the shop offered this (kernel/types.ts Explanation; a package's part under `package`). */
  explanation?: Record<string, unknown> & { package?: PackageExplanation };
  /** A package product: the line's package (a buyer's named terms completed with the standing offer's). */
  terms?: TermValues;
  /** A shop line that offered several equivalent packages (the first is the line's own). */
  options?: PackageOption[];
  /** A package deal on the buyer's own package (and each switch taken): the switches then offered to the buyer. */
  switches?: PackageOption[];
}

export interface Negotiation {
  negotiationId: string;
  productId: string;
  productName: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  maxRounds: number;
  expiresAt: string;
  buyer: { id: string; name: string | null };
  shopOffer: { priceMinor: number; totalMinor: number; currency: string; validUntil: string; terms?: TermValues; options?: PackageOption[] } | null;
  agreement: { priceMinor: number; totalMinor: number; currency: string; agreedAt: string; terms?: TermValues; switches?: PackageOption[]; switchesUntil?: string } | null;
  lastDecision: { action: string; reasons: string[] } | null;
  openedAt: string;
  updatedAt: string;
  closedAt: string | null;
  history: OfferHistoryEntry[];
  /** Shop view only: the configuration snapshotted at open, floor included. */
  config?: {
    currency: string;
    anchorMinor: number;
    floorMinor: number;
    maxRounds: number;
    ttlMs: number;
    strategy: Strategy;
    productVersion: number;
    /** A package product: its terms, the owner's valuation and how many options per counter, as at open. */
    package?: { terms: TermDeclaration[]; valuation: TermValuation; options?: number };
  };
  tactics?: { tactic: string; round: number; at: string; confidence: number; rounds: number[]; evidence: string }[];
}

export interface AuditEntry {
  seq: number;
  /** Epoch milliseconds. */
  at: number;
  kind: string;
  data: unknown;
  prevHash: string;
  hash: string;
}

export interface AuditReport {
  negotiationId: string;
  verification: { valid: boolean; brokenAt: number | null; reason: string | null };
  entries: AuditEntry[];
}

export type EscalationStatus = "pending" | "approved" | "rejected" | "modified" | "timed-out";

export interface Escalation {
  escalationId: string;
  negotiationId: string;
  status: EscalationStatus;
  policyId: string | null;
  assignee: string;
  reason: string;
  onTimeout: "approve" | "reject";
  timeoutAt: string;
  createdAt: string;
  decidedAt: string | null;
  proposed: { action: string; priceMinor: number | null; reasons: string[]; terms?: TermValues };
  buyerPriceMinor: number | null;
  /** A package bid: the buyer's whole package (its named terms completed as the negotiator read them). */
  buyerTerms?: TermValues;
  note: string | null;
  /** What the item is about (the inbox names it; items listed before contracts could escalate may lack it). */
  subject?: InboxSubject;
  /** A fleet item once answered: the agent the owner named (null: the default negotiator). */
  agentId?: string | null;
}

/**
 * An inbox item's subject: a negotiation (decided at …/escalations/{id}/decision), a suspended contract (reviewed),
 * a party's dispute of a check's money (upheld or rejected at …/service-contracts/{id}/disputes/{disputeId}/decision),
 * or an open no negotiator agent fits (answered at …/fleet/waiting/{waitingId}/decision).
 */
export type InboxSubject = { kind: "negotiation"; negotiationId: string } | { kind: "contract"; contractId: string } | DisputeSubject | FleetSubject;

/**
 * A "no agent fits" item's subject. The item has no proposal, price or timeout (its other fields are absent): the
 * owner names an agent or lets the default negotiator proceed; it is `pending`, then `approved` once answered.
 */
export interface FleetSubject {
  kind: "fleet";
  waitingId: string;
  buyerId: string;
  productId: string;
  category: string;
}

/** A dispute's inbox subject: which contract and dispute, and what is disputed, as the contract reported it. */
export interface DisputeSubject {
  kind: "dispute";
  contractId: string;
  disputeId: string;
  /** The check cause of the disputed postings, `check:<at>:<targetId>`. */
  cause: string;
  /** What the check paid: a penalty (the provider disputes it) or a bonus (a consumer does). */
  disputeKind: Dispute["kind"];
  amountMinor: number;
  /** The contract's currency. */
  currency: string;
  openedBy: string;
  against: string[];
  reason: string;
}

/** A person's review of a suspended contract: active again under the same terms, or ended with stake and pool refunded. */
export type ContractReviewDecision = "reinstate" | "terminate";

export interface BreakerTrip {
  productId: string | null;
  reason: string;
  at: string;
  until: string;
}

export type PolicySet = components["schemas"]["PolicySet"];

export interface PolicyEvaluation {
  outcome: "ALLOW" | "CONSTRAINT" | "ESCALATE" | "PAUSE";
  matched: { policyId: string; action: string; severity: string; description: string }[];
  action: string;
  priceMinor: number | null;
  constrained: boolean;
  escalation?: { policyId: string | null; to: string; timeoutSeconds: number; onTimeout: string; reason: string };
  pause?: { policyId: string; durationSeconds: number };
  invariantViolation?: string;
  errors: { policyId: string; message: string }[];
}

export type OutcomeDay = components["schemas"]["DailyOutcome"];

export type RehearsalSettings = components["schemas"]["RehearsalSummary"]["settings"];

export type RehearsalSummary = components["schemas"]["RehearsalSummary"];

export type RehearsalRequest = components["schemas"]["RehearsalRequest"];

export type RehearsalResult = components["schemas"]["Rehearsal"];

type WebhookEvent = WebhookEndpoint["events"][number];
/** Every event an endpoint may subscribe to: a record over the API's own union, so a new event type is a type error here until listed. */
const WEBHOOK_EVENT_SET: Record<WebhookEvent, true> = {
  "escalation.created": true,
  "escalation.decided": true,
  "escalation.timed_out": true,
  "negotiation.agreed": true,
  "negotiation.switched": true,
  "breaker.tripped": true,
  "contract.dispute_opened": true,
  "contract.dispute_decided": true,
  "auction.closed": true,
  "contract.awarded": true,
  "auction.negotiation_started": true,
  "auction.negotiation_agreed": true,
  "auction.negotiation_ended": true,
};
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_SET) as WebhookEvent[];

/** The secret only in the 201 answer to its creation. */
export type WebhookEndpoint = components["schemas"]["WebhookEndpoint"] & { secret?: string };

export type WebhookDelivery = components["schemas"]["WebhookDelivery"];

// ---- Service contracts (issue 30) ----------------------------------------------------------------------------
// The generated client does not describe these yet (and describes SLA targets loosely): written from the
// contract's own view (durable-objects/contract/contract-views.ts), with the types contracts/ shares.

export type { ContractKind, ContractStatus, ContractTerms, Dispute, DisputeOutcome, Party, Posting, SlaTarget } from "../../contracts/types";
export { CONTRACT_STATUSES } from "../../contracts/types";

/** A row of the shop's contract list. */
export interface ContractSummary {
  contractId: string;
  kind: ContractKind;
  status: ContractStatus;
  parties: { agentId: string; role: string }[];
  currency: string;
  priceMinor: number;
  termsVersion: number;
  negotiationId: string | null;
  violationsTotal: number;
  createdAt: string;
  updatedAt: string;
  endsAt: string | null;
}

/** One SLA target with its live reading over its window. */
export interface SlaTargetView extends SlaTarget {
  /** The statistic over the window now; null with fewer than minSamples samples. */
  reading: number | null;
  samples: number;
  /** Whether the reading meets the threshold; null when not judged. */
  met: boolean | null;
  breachSince: string | null;
  /** The statistic over each sliding window (1, 5 and 15 min), the judged one among them. */
  windows?: { windowMin: 1 | 5 | 15; value: number | null; count: number }[];
}

export interface ContractView {
  contractId: string;
  shopId: string;
  kind: ContractKind;
  status: ContractStatus;
  parties: Party[];
  reporter: string | null;
  terms: ContractTerms;
  termsVersion: number;
  negotiationId: string | null;
  parentId: string | null;
  partIds: string[];
  createdAt: string;
  proposalExpiresAt: string;
  acceptedBy: string[];
  activatedAt: string | null;
  endsAt: string | null;
  closedAt: string | null;
  closeReason: string | null;
  amendment: { id: string; proposedBy: string; proposedAt: string; expiresAt: string; terms: ContractTerms; acceptedBy: string[] } | null;
  sla: {
    targets: SlaTargetView[];
    consecutiveViolations: number;
    violationsTotal: number;
    lastCheckAt: string | null;
  };
  ledger: { balances: Record<string, number>; postings: Posting[] };
  /** How many signed agreement records there are (GET …/records). */
  records: number;
  version?: number;
  /** A composite contract: it and its parts as one (worst status, every target, the combined books). */
  composite?: CompositeView;
  /** Disputes of the money a check moved, oldest first (absent from views of servers before disputes). */
  disputes?: Dispute[];
}

/** The answer to a dispute's decision: the dispute as decided, and what the reversal moved (0 when rejected). */
export interface DisputeDecisionResult {
  dispute: Dispute;
  reversedMinor: number;
}

export interface SignedRecordItem {
  kind: "activated" | "amended";
  termsVersion: number;
  at: string;
  /** {record, canonical, signatures}; null for a moment after the commit, until Parley has signed it. */
  signed: unknown;
}

export interface ContractAuditReport {
  contractId: string;
  verification: { valid: boolean; brokenAt: number | null; reason: string | null };
  entries: AuditEntry[];
  history: { seq: number; at: number; kind: string; actor: string; data: unknown }[];
}

// ---- Buying: suppliers and requests for quotes (issue #31) -----------------------------------------------

/** A row of the organisation's supplier list. */
export type SupplierSummary = components["schemas"]["SupplierList"]["items"][number];

export type Supplier = components["schemas"]["Supplier"];

/** A supplier key as issued: `key` is shown once. */
export type IssuedSupplierKey = components["schemas"]["IssuedSupplierKey"];

/** The body that opens a request for quotes. */
export type OpenAuctionInput = components["schemas"]["OpenAuction"];

/** A row of the organisation's list of requests for quotes. */
export type AuctionSummary = components["schemas"]["AuctionList"]["items"][number];

export type { AuctionFormat, AuctionResult, AuctionStatus, Award, InvalidReason, RankedBid, RequestForQuotes } from "../../auctions/types";
export { AUCTION_FORMATS, AUCTION_STATUSES } from "../../auctions/types";

/**
 * The organisation's full view of an auction. The document describes `request` and `result` loosely (records);
 * they are the pure core's RequestForQuotes and AuctionResult, typed here from it.
 */
export type AuctionView = Omit<components["schemas"]["Auction"], "request" | "result"> & {
  request: RequestForQuotes;
  result: AuctionResult | null;
  /** negotiate-best-k once closed with a shortlist: its negotiation threads (null or absent before, and for other formats). */
  negotiation?: AuctionNegotiationView | null;
};

// ---- The fleet of negotiators (GET /v1/shops/{shopId}/fleet; durable-objects/shop/fleet-store.ts) ------------

export const FLEET_DEAL_TYPES = ["sales", "procurement", "partnership"] as const;
export const FLEET_LANGUAGE_STYLES = ["formal", "friendly", "concise"] as const;
export const FLEET_ARMS = ["default", "firm", "soft"] as const;

export interface NegotiatorAgent {
  id: string;
  name: string;
  dealTypes: (typeof FLEET_DEAL_TYPES)[number][];
  categories: string[] | "all";
  strategy: { kind: StrategyKind; exponent?: number; holdAfter?: string[] };
  arms: (typeof FLEET_ARMS)[number][];
  policySetId: string;
  languageStyle: (typeof FLEET_LANGUAGE_STYLES)[number];
  capacity: number;
  active: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface AgentFigures {
  live: number;
  held: number;
  closed: number;
  deals: number;
  dealRate: number | null;
  meanSurplusShare: number | null;
  posterior: { alpha: number; beta: number; mean: number; at: string } | null;
  /** The same figures for sales and for procurement (auction negotiation threads) apart. */
  byDealType?: Partial<Record<"sales" | "procurement" | "partnership", { live: number; held: number; closed: number; deals: number; meanSurplusShare: number | null }>>;
}

export interface FleetScoreParts {
  total: number;
  success: number;
  exploration: number;
  workloadPenalty: number;
  evidence: { counterparty: number; similar: number; overall: number };
  live: number;
  capacity: number;
}

export type FleetCandidate = { agentId: string; suitable: true; score: FleetScoreParts } | { agentId: string; suitable: false; exclusions: { code: string; detail: string }[] };

export interface FleetAssignmentRecord {
  assignmentId: string;
  decidedBy: "coordinator" | "owner";
  /** Which kind of deal the negotiation is: a buyer's (sales), a partner's (partnership) or a procurement thread. */
  dealType: (typeof FLEET_DEAL_TYPES)[number];
  agentId: string | null;
  rule: "best-score" | "keeps-related" | "owner" | "default";
  reason: string;
  category: string;
  counterpartyId: string;
  candidates: FleetCandidate[];
  at: string;
  waitingId?: string;
  negotiationId?: string;
}

export interface FleetAssignment {
  assignmentId: string;
  negotiationId: string | null;
  agentId: string | null;
  state: "pending" | "live" | "closed" | "released";
  status: NegotiationStatus | null;
  reward: number | null;
  assignedAt: string;
  record: FleetAssignmentRecord;
}

export interface FleetWaiting {
  waitingId: string;
  buyerId: string;
  productId: string;
  category: string;
  reason: string;
  candidates: FleetCandidate[];
  status: "pending" | "assigned" | "default" | "used";
  agentId: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface FleetView {
  agents: (NegotiatorAgent & { figures: AgentFigures })[];
  recentAssignments: FleetAssignment[];
  waiting: FleetWaiting[];
  productCategories: Record<string, string>;
}
