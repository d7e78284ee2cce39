/**
 * Service agreements as data: the shapes every part of contracts/ (lifecycle, SLA windows and checks, ledger,
 * reputation, signed records) and the Contract Durable Object share. Behaviour lives in the sibling modules;
 * this file only declares, so imports never loop.
 *
 * Conventions (DESIGN.md "Deals are packages; agreements have a life"):
 * - money is integer minor units of the contract's currency, never floats;
 * - time is epoch milliseconds passed in as `now` (the pure core has no clock);
 * - every change the core makes is returned as data (state, history lines, postings, events) for the object to
 *   commit in one transaction with its outbox.
 */

// --- limits -------------------------------------------------------------------------------------------------

/** Operator limits, per shop; the defaults are the contract-negotiation seed's table (contracts/limits.ts). */
export interface ContractLimits {
  /** Live (proposed, active or suspended) contracts one agent may be a party to. */
  maxContractsPerAgent: number;
  /** Parties in one contract. */
  maxParties: number;
  /** SLA targets in one contract. */
  maxSlaTargets: number;
  /** Longest contract duration. */
  maxDurationMs: number;
  /** Least time between two amendment proposals on one contract. */
  minRenegotiationIntervalMs: number;
  /** Largest penalty one violation may cost, in minor units (per contract currency). */
  maxPenaltyPerViolationMinor: number;
  /** Largest total reward in one reward period, in minor units. */
  maxRewardPerPeriodMinor: number;
  /** How long a breach may last before it is a violation. */
  graceMs: number;
  /** Interval between SLA checks (the contract's alarm). */
  checkIntervalMs: number;
  /** Sub-contracts of one composite contract. */
  maxCompositeParts: number;
  /** Negotiations (amendments included) one shop may have open at once about contracts. */
  maxConcurrentNegotiations: number;
  /** Consecutive violations that suspend a contract for review. */
  violationsToSuspend: number;
  /** A target beaten by more than this fraction of its threshold for a whole window earns the bonus. */
  bonusMargin: number;
  /** Length of one reward period (the reward cap applies per period). */
  rewardPeriodMs: number;
}

// --- parties and terms ----------------------------------------------------------------------------------------

export const CONTRACT_KINDS = ["bilateral", "multilateral", "hierarchical", "composite"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const PARTY_ROLES = ["provider", "consumer", "guarantor", "reporter", "observer"] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export interface Party {
  /** The agent's id in Parley: a shop id, a buyer id or a supplier id. */
  agentId: string;
  role: PartyRole;
  /** Ed25519 public key (JWK "x", base64url) when the party countersigns records. */
  signingKey?: string;
}

/** What a sample measures. */
export const SLA_METRICS = ["latency", "success", "availability", "accuracy", "throughput"] as const;
export type SlaMetric = (typeof SLA_METRICS)[number];

/**
 * The statistic a target constrains, over one window:
 * - p50/p95/p99/mean of latency samples (ms) or of accuracy scores (0..1);
 * - ratio: share of success / availability samples that were 1 (0..1);
 * - rate: throughput samples' sum per second over the window.
 */
export const SLA_STATISTICS = ["p50", "p95", "p99", "mean", "ratio", "rate"] as const;
export type SlaStatistic = (typeof SLA_STATISTICS)[number];

/** Sliding windows a target may be judged over, in minutes. */
export const SLA_WINDOWS_MIN = [1, 5, 15] as const;
export type SlaWindowMin = (typeof SLA_WINDOWS_MIN)[number];

export interface SlaTarget {
  /** Stable id within the contract, e.g. "latency-p95". */
  id: string;
  metric: SlaMetric;
  statistic: SlaStatistic;
  windowMin: SlaWindowMin;
  /** atMost: the statistic must stay ≤ threshold (latency); atLeast: ≥ threshold (availability, accuracy, rate). */
  comparator: "atMost" | "atLeast";
  threshold: number;
  /** Penalty per violation, minor units; capped by `maxPenaltyPerViolationMinor` and the stake left. */
  penaltyMinor: number;
  /** Bonus per window beaten by the margin, minor units; capped per reward period. 0 = none. */
  bonusMinor: number;
  /** Fewest samples in the window for the target to be judged at all (too few → "insufficient", no verdict). */
  minSamples: number;
}

export interface ContractTerms {
  currency: string;
  /** The agreed price (minor units) and any negotiated terms, as the negotiation settled them. */
  priceMinor: number;
  terms: Record<string, number | string>;
  sla: SlaTarget[];
  /** The provider's stake, deposited at activation; penalties come out of it. */
  stakeMinor: number;
  /** The consumer's bonus pool, deposited at activation; bonuses come out of it. */
  bonusPoolMinor: number;
  durationMs: number;
}

// --- the contract ---------------------------------------------------------------------------------------------

export const CONTRACT_STATUSES = ["proposed", "active", "suspended", "completed", "terminated", "expired"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export interface Amendment {
  id: string;
  proposedBy: string;
  proposedAt: number;
  expiresAt: number;
  terms: ContractTerms;
  /** Agents that accepted so far (the proposer counts as accepting). */
  acceptedBy: string[];
  /** The negotiation (room) the amendment is negotiated in, if any. */
  negotiationId?: string;
}

export interface ContractState {
  contractId: string;
  shopId: string;
  kind: ContractKind;
  parties: Party[];
  terms: ContractTerms;
  status: ContractStatus;
  /** The negotiation whose agreement this contract records, if any. */
  negotiationId?: string;
  /** Hierarchical: the parent contract this one subcontracts; composite: the parts it is made of. */
  parentId?: string;
  partIds: string[];
  createdAt: number;
  /** Until every party has accepted (or one declines), a proposal lapses at this time. */
  proposalExpiresAt: number;
  acceptedBy: string[];
  activatedAt?: number;
  endsAt?: number;
  /** Set when the contract left proposed/active/suspended. */
  closedAt?: number;
  closeReason?: string;
  /** The amendment under negotiation, if any, and when the last one was proposed. */
  amendment?: Amendment;
  lastAmendmentProposedAt?: number;
  /** Version of `terms`: 1 at creation, +1 per amendment adopted. */
  termsVersion: number;
  /** When the last amendment was adopted (directly or from a renegotiation): a deal opened before it is stale. */
  lastAmendmentAdoptedAt?: number;
  /** Negotiations whose agreements were adopted as amendments: none is adopted twice. */
  renegotiatedWith?: string[];
  sla: SlaRuntime;
  /** Disputes about the money a check moved, oldest first (absent on contracts stored before disputes existed). */
  disputes?: Dispute[];
}

// --- SLA monitoring --------------------------------------------------------------------------------------------

/** One measurement. `value`: latency in ms (≥ 0); success/availability 1 or 0; accuracy 0..1; throughput a count ≥ 0. */
export interface Sample {
  metric: SlaMetric;
  at: number;
  value: number;
}

/** What the reporter posts; `batchId` makes the post idempotent. */
export interface SampleBatch {
  batchId: string;
  reporter: string;
  samples: Sample[];
}

/** A target's statistic over its window at one check; `value` null when the window holds fewer than minSamples. */
export interface WindowReading {
  targetId: string;
  value: number | null;
  count: number;
}

/** Per-target state carried from one check to the next. */
export interface TargetRuntime {
  /** When the current breach began (null while met or unjudged). */
  breachSince: number | null;
  /** When the last violation was recorded in this breach (a persisting breach counts again only a window later). */
  lastViolationAt: number | null;
  /** When the target began beating its threshold by the bonus margin (null otherwise). */
  beatingSince: number | null;
  lastBonusAt: number | null;
}

export interface SlaRuntime {
  targets: Record<string, TargetRuntime>;
  /** Violations in a row, any target, reset by a check where every judged target is met. */
  consecutiveViolations: number;
  violationsTotal: number;
  lastCheckAt: number | null;
  /** Start of the current reward period and what it has paid so far. */
  rewardPeriodStart: number | null;
  rewardPaidInPeriodMinor: number;
}

export type CheckVerdict =
  | { targetId: string; kind: "met" | "insufficient" }
  | { targetId: string; kind: "breach"; since: number; graceEndsAt: number }
  | { targetId: string; kind: "violation"; penaltyMinor: number; reading: number }
  | { targetId: string; kind: "bonus"; bonusMinor: number; reading: number };

export interface CheckId {
  contractId: string;
  /** The check's time; with the contract id it names the check every posting it caused points to. */
  at: number;
}

// --- the ledger -------------------------------------------------------------------------------------------------

/**
 * Accounts: `external:<agentId>` is the world outside Parley (may go negative: money comes from there);
 * `stake:<contractId>` the provider's stake held for a contract; `pool:<contractId>` the consumer's bonus pool;
 * `party:<agentId>` what Parley owes an agent (compensation, bonuses, refunds). Only external accounts may be
 * below zero.
 */
export type AccountId = `external:${string}` | `stake:${string}` | `pool:${string}` | `party:${string}`;

export const POSTING_KINDS = ["stake_deposit", "pool_deposit", "penalty", "bonus", "stake_refund", "pool_refund", "payout", "reversal"] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** One balanced transfer: `amountMinor` leaves `from` and arrives in `to` (a double entry: debit `to`, credit `from`). */
export interface Posting {
  /** Deterministic: `${contractId}:${cause}:${n}`, so replaying a check never posts twice. */
  postingId: string;
  contractId: string;
  kind: PostingKind;
  from: AccountId;
  to: AccountId;
  amountMinor: number;
  currency: string;
  at: number;
  /** What caused it: "activate", "check:<at>:<targetId>", "complete", … — traceable to the check. */
  cause: string;
}

// --- disputes ---------------------------------------------------------------------------------------------------

/**
 * A party's challenge of the money one SLA check moved (a penalty or a bonus, named by the check's posting cause
 * `check:<at>:<targetId>`), decided by a person at the shop. Only the side that paid may dispute: the provider a
 * penalty (its stake paid), a consumer a bonus (the pool it funded paid). Upheld: every posting of that cause is
 * reversed (`reversal` postings, party → party, cause `dispute:<disputeId>`), so the money ends where it came from.
 * Rejected: nothing moves. Either way the side that lost gets a mark in its dispute record (reputation).
 */
export const DISPUTE_STATUSES = ["open", "upheld", "rejected", "withdrawn"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_OUTCOMES = ["upheld", "rejected"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export interface Dispute {
  /** Chosen by the party that opens it; opening it again with the same id and body is a harmless repeat. */
  disputeId: string;
  /** The cause of the disputed postings: `check:<at>:<targetId>`. */
  cause: string;
  /** What the check paid: a penalty (stake → consumers) or a bonus (pool → provider). */
  kind: "penalty" | "bonus";
  openedBy: string;
  /** The agents who received the disputed money (the consumers for a penalty, the provider for a bonus). */
  against: string[];
  /** What the disputed postings moved in all, minor units. */
  amountMinor: number;
  reason: string;
  openedAt: number;
  status: DisputeStatus;
  decidedAt?: number;
  /** Who decided (the shop's person) or withdrew it (the party). */
  decidedBy?: string;
  note?: string;
}

// --- reputation -------------------------------------------------------------------------------------------------

/** Beta(α, β) over met/missed checks, decayed toward the prior with a half-life. */
export interface ReputationCell {
  alpha: number;
  beta: number;
  updatedAt: number;
}

export interface ReputationView {
  agentId: string;
  /** Mean of the Beta, 0..1. */
  score: number;
  /** Standard deviation of the Beta: how sure the score is. */
  uncertainty: number;
  /** Evidence behind it after decay (α + β − prior). */
  evidence: number;
  perMetric: Partial<Record<SlaMetric, { score: number; uncertainty: number; evidence: number }>>;
}

// --- what the core returns ----------------------------------------------------------------------------------------

export const CONTRACT_EVENT_TYPES = [
  "contract.proposed",
  "contract.accepted",
  "contract.declined",
  "contract.activated",
  "contract.breach",
  "contract.violation",
  "contract.bonus",
  "contract.suspended",
  "contract.amendment_proposed",
  "contract.amended",
  "contract.amendment_expired",
  "contract.completed",
  "contract.terminated",
  "contract.expired",
  "contract.dispute_opened",
  "contract.dispute_decided",
  "contract.dispute_withdrawn",
] as const;
export type ContractEventType = (typeof CONTRACT_EVENT_TYPES)[number];

export interface ContractEvent {
  type: ContractEventType;
  contractId: string;
  at: number;
  data: Record<string, unknown>;
}

/** Everything one command or check changes, for the Durable Object to commit in one transaction. */
export interface ContractStep {
  state: ContractState;
  postings: Posting[];
  events: ContractEvent[];
  /** Reputation evidence: one line per judged target (met = true), for the reputation store. */
  evidence: { agentId: string; metric: SlaMetric; met: boolean; at: number; targetId?: string }[];
}
