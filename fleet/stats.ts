/**
 * The fleet's shared memory: what each agent has earned, overall and with each counterparty, as a Beta belief
 * about its surplus share (a deal's (price − floor)/(list − floor), 0 for no deal — the reward the learner in
 * kernel/learning.ts uses), whose evidence decays with a half-life. Every agent's score reads the same record,
 * so what one agent learns about a counterparty (it yields to firmness, it walks from a slow concession) steers
 * which agent the next negotiation with it, or with one like it, is given.
 *
 * The cells and their decay are contracts/reputation.ts's (`decayCell`, `priorCell`, `betaSummary`): a
 * reputation cell counts met and missed checks; here an outcome adds its reward to α and 1 − reward to β, the
 * fractional form kernel/learning.ts's `posteriorOf` uses. Late outcomes (an `at` before the cell's date) are
 * added with the weight they would have kept had they arrived on time, as reputation.ts does, so the record is
 * the same, up to float rounding, whatever order outcomes arrive in. Pure: time comes in as epoch ms.
 */
import { betaSummary, decayCell, DEFAULT_REPUTATION_HALF_LIFE_MS, priorCell, recordWeightedEvidence, REPUTATION_PRIOR } from "../contracts/reputation";
import type { ReputationCell } from "../contracts/types";
import type { AgentRecord, FleetStats, Outcome, SimilarCounterparty } from "./types";

export const EMPTY_FLEET_STATS: FleetStats = Object.freeze({ agents: Object.freeze({}) });

/** The reward an outcome counts: clamped to [0, 1]; anything not a finite number counts as no deal. */
export function rewardOf(reward: number): number {
  return Number.isFinite(reward) ? Math.min(1, Math.max(0, reward)) : 0;
}

/**
 * One outcome added to a cell: in order (`at` ≥ its date) the cell is decayed to `at` and the reward added
 * whole; late, it is added with weight 2^(−lateness/halfLife) and the cell keeps its date. (reputation.ts keeps
 * that weight private; the same formula here, a request to export it is filed.)
 */
export function addOutcome(cell: ReputationCell | undefined, reward: number, at: number, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): ReputationCell {
  return recordWeightedEvidence(cell, rewardOf(reward), at, halfLifeMs);
}

/**
 * The shared memory after one finished negotiation: the agent's overall cell and its cell with the counterparty
 * both learn the reward. Returns a new record; the one given is not changed.
 */
export function recordOutcome(stats: FleetStats, outcome: Outcome, halfLifeMs: number = DEFAULT_REPUTATION_HALF_LIFE_MS): FleetStats {
  const previous: AgentRecord | undefined = stats.agents[outcome.agentId];
  const record: AgentRecord = {
    overall: addOutcome(previous?.overall, outcome.reward, outcome.at, halfLifeMs),
    byCounterparty: {
      ...previous?.byCounterparty,
      [outcome.counterpartyId]: addOutcome(previous?.byCounterparty[outcome.counterpartyId], outcome.reward, outcome.at, halfLifeMs),
    },
  };
  return { agents: { ...stats.agents, [outcome.agentId]: record } };
}

/** Evidence (negotiations' worth, decayed) a cell holds as of `now`: α + β above the prior's. */
function evidenceOf(cell: ReputationCell): number {
  return Math.max(0, cell.alpha + cell.beta - REPUTATION_PRIOR.alpha - REPUTATION_PRIOR.beta);
}

export interface SuccessEstimate {
  /** Posterior mean of the surplus share. */
  mean: number;
  /** Its standard deviation. */
  uncertainty: number;
  /** Decayed evidence by source, before weighting. */
  evidence: { counterparty: number; similar: number; overall: number };
}

/**
 * What the record says of `agentId` with `counterpartyId` as of `now`: one Beta pooled from the prior and three
 * sources of evidence, each cell decayed to `now` and its evidence above the prior weighted —
 * this counterparty's at 1, each similar counterparty's at `similarWeight × similarity`, and the agent's record
 * with everyone at `overallWeight` (its general skill: what a stranger gets). Pooling evidence rather than
 * averaging means is how reputationView pools metrics: a source with more evidence weighs more, and a source
 * with none changes nothing. The overall record also holds this counterparty's and the similar ones' outcomes;
 * with a small `overallWeight` that double count is slight, and it is what lets a new agent's few deals count.
 */
export function successEstimate(
  stats: FleetStats,
  agentId: string,
  counterpartyId: string,
  similar: readonly SimilarCounterparty[],
  now: number,
  weights: { similarWeight: number; overallWeight: number; halfLifeMs: number },
): SuccessEstimate {
  const record = stats.agents[agentId];
  let alpha = REPUTATION_PRIOR.alpha;
  let beta = REPUTATION_PRIOR.beta;
  const evidence = { counterparty: 0, similar: 0, overall: 0 };
  const add = (cell: ReputationCell | undefined, weight: number, source: keyof typeof evidence) => {
    if (!cell || !(weight > 0)) return;
    const decayed = decayCell(cell, now, weights.halfLifeMs);
    alpha += weight * (decayed.alpha - REPUTATION_PRIOR.alpha);
    beta += weight * (decayed.beta - REPUTATION_PRIOR.beta);
    evidence[source] += evidenceOf(decayed);
  };
  if (record) {
    add(record.byCounterparty[counterpartyId], 1, "counterparty");
    // One weight per neighbour (the largest similarity if it is listed twice); the counterparty itself never counts twice.
    const neighbours = new Map<string, number>();
    for (const s of similar) {
      if (s.counterpartyId === counterpartyId || !(s.similarity > 0)) continue;
      neighbours.set(s.counterpartyId, Math.max(neighbours.get(s.counterpartyId) ?? 0, Math.min(1, s.similarity)));
    }
    for (const [id, similarity] of [...neighbours].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      add(record.byCounterparty[id], weights.similarWeight * similarity, "similar");
    }
    add(record.overall, weights.overallWeight, "overall");
  }
  const { score, uncertainty } = betaSummary(alpha, beta);
  return { mean: score, uncertainty, evidence };
}
