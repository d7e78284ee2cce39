/**
 * A fleet of negotiators and its coordinator as data (issue #31, item 4): the shapes the pure core
 * (profiles/validate.ts, stats.ts, coordinator.ts, conflicts.ts) and, later, the Shop object share. Behaviour
 * lives in the sibling modules; this file only declares, so imports never loop.
 *
 * Conventions, as in contracts/ and auctions/: time is epoch milliseconds passed in as `now` (the core has no
 * clock, no randomness); every answer is plain data the caller records as it is — an assignment carries the
 * score of every candidate and the reason for every exclusion, which is what the audit trail shows.
 */
import type { ReputationCell } from "../contracts/types";
import type { ArmName } from "../kernel/learning";
import type { StrategyConfig } from "../kernel/types";

// --- profiles ---------------------------------------------------------------------------------------------------

/**
 * The three kinds of deals the integration spec names: the shop sells (`sales`), the organisation buys
 * (`procurement`), or the shop negotiates with a counterparty the owner registered as a partner (`partnership`).
 */
export const DEAL_TYPES = ["sales", "procurement", "partnership"] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** How an agent's replies are phrased (language/ renders them); a number is never chosen by the style. */
export const LANGUAGE_STYLES = ["formal", "friendly", "concise"] as const;
export type LanguageStyle = (typeof LANGUAGE_STYLES)[number];

/**
 * One named negotiator agent. Its strategy and arms are what the kernel and learner play when it holds a
 * negotiation; its deal types and categories are what it may be given; `capacity` caps its live negotiations.
 */
export interface NegotiatorProfile {
  id: string;
  name: string;
  dealTypes: DealType[];
  /** Product or service categories it handles, or "all". */
  categories: string[] | "all";
  strategy: StrategyConfig;
  /** The learner's arms (kernel/learning.ts ARMS) it may play; at least one. */
  arms: ArmName[];
  policySetId: string;
  languageStyle: LanguageStyle;
  /** The most live negotiations it holds at once. */
  capacity: number;
  /** An inactive agent keeps its record but is given nothing new. */
  active: boolean;
}

/** The roster as the coordinator reads it: the profiles and each agent's live negotiations right now. */
export interface Fleet {
  agents: readonly NegotiatorProfile[];
  /** Live negotiations per agent id; an agent absent here holds none. */
  live: Readonly<Record<string, number>>;
}

// --- shared memory ----------------------------------------------------------------------------------------------

/**
 * What every agent's scoring reads (the fleet's shared memory): per agent, a Beta belief about the surplus share
 * it earns (a no-deal earns 0), overall and per counterparty, with evidence decaying by a half-life as
 * contracts/reputation.ts's cells do. Written only by `recordOutcome`.
 */
export interface FleetStats {
  agents: Readonly<Record<string, AgentRecord>>;
}

export interface AgentRecord {
  /** Every outcome of the agent, whoever the counterparty. */
  overall: ReputationCell;
  byCounterparty: Readonly<Record<string, ReputationCell>>;
}

/** One finished negotiation, as the shared memory learns it. */
export interface Outcome {
  agentId: string;
  counterpartyId: string;
  /** The shop's (or organisation's) surplus share in [0, 1]; 0 for no deal. Clamped; a non-finite value counts 0. */
  reward: number;
  /** When the negotiation ended, epoch ms. */
  at: number;
}

// --- assignment ---------------------------------------------------------------------------------------------------

/** A counterparty like this one (the knowledge graph's neighbour; in the bench, one of its family). */
export interface SimilarCounterparty {
  counterpartyId: string;
  /** In (0, 1]: how much its record with an agent says about this one's. */
  similarity: number;
}

/** A live negotiation of the same counterparty and the agent holding it. */
export interface RelatedNegotiation {
  negotiationId: string;
  agentId: string;
}

/** The negotiation about to open, as the coordinator needs it. */
export interface AssignmentRequest {
  negotiationId: string;
  dealType: DealType;
  category: string;
  counterpartyId: string;
  similar: readonly SimilarCounterparty[];
  related: readonly RelatedNegotiation[];
}

/**
 * How the coordinator weighs the evidence (coordinator.ts DEFAULT_COORDINATOR_SETTINGS says why each default).
 * score = pooled posterior mean + exploration × its standard deviation − workload × live / capacity.
 */
export interface CoordinatorSettings {
  /** Weight of a similar counterparty's evidence, per unit of similarity (this counterparty's own weighs 1). */
  similarWeight: number;
  /** Weight of the agent's evidence with everyone (its general skill, the prior for a stranger). */
  overallWeight: number;
  /** Standard deviations of the pooled Beta added to its mean (the optimism that makes a little-known agent tried). */
  exploration: number;
  /** Score lost by an agent at full capacity (proportionally less when partly busy). */
  workload: number;
  /** Half-life of evidence, ms. */
  halfLifeMs: number;
}

/** Why an agent cannot take the negotiation. */
export const EXCLUSION_CODES = ["inactive", "deal-type", "category", "at-capacity", "duplicate-id"] as const;
export type ExclusionCode = (typeof EXCLUSION_CODES)[number];

export interface Exclusion {
  code: ExclusionCode;
  detail: string;
}

/** The parts of a suitable agent's score, each as the audit shows it. */
export interface ScoreParts {
  total: number;
  /** Posterior mean of the surplus share, from this counterparty, similar ones and the agent's overall record. */
  success: number;
  /** exploration × the posterior's standard deviation. */
  exploration: number;
  /** workload × live / capacity, subtracted. */
  workloadPenalty: number;
  /** Decayed evidence (negotiations' worth) behind the mean, by source, before weighting. */
  evidence: { counterparty: number; similar: number; overall: number };
  live: number;
  capacity: number;
}

export type CandidateReport =
  | { agentId: string; suitable: true; score: ScoreParts }
  | { agentId: string; suitable: false; exclusions: Exclusion[] };

/**
 * - `best-score`: the highest-scoring suitable agent (ties: the smaller id);
 * - `keeps-related`: an agent already holding a live related negotiation of the counterparty, by the conflict
 *   rule (conflicts.ts), so one counterparty is not negotiated with by two agents at once.
 */
export type AssignmentRule = "best-score" | "keeps-related";

export type Assignment =
  | { escalate: false; negotiationId: string; agentId: string; rule: AssignmentRule; reason: string; candidates: CandidateReport[] }
  | { escalate: true; negotiationId: string; reason: string; candidates: CandidateReport[] };

// --- conflicts ----------------------------------------------------------------------------------------------------

/** One agent's claim on a counterparty's related negotiations. */
export interface Claim {
  agentId: string;
  /** Live related negotiations of the counterparty this agent holds (none: it claims as a newcomer). */
  holding: number;
  /** The coordinator's score of the agent for this counterparty. */
  score: number;
  live: number;
  capacity: number;
}

export interface ClaimVerdict {
  agentId: string;
  /** Why it lost, or why it won. */
  reason: string;
}

export type ConflictResolution =
  | { winner: string; reason: string; losers: ClaimVerdict[] }
  | { winner: null; reason: string; losers: ClaimVerdict[] };
