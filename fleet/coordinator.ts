/**
 * The coordinator: which negotiator agent takes a negotiation about to open (issue #31, item 4). A pure function
 * of the request, the fleet (profiles and live counts), the shared memory (stats.ts) and `now`; its answer names
 * the agent — or escalates to a person when no agent fits — and carries every agent's score or the reasons it
 * was excluded, which the audit trail records as they are.
 *
 * 1. Suitable: active, handles the deal type and the category, and has room (live < capacity). An id listed
 *    twice is excluded in every copy (validation refuses such a fleet; the coordinator never guesses which
 *    copy is meant).
 * 2. Scored: success with this counterparty and with similar ones — a Beta posterior mean of the surplus share,
 *    pooled from this counterparty's record, similar counterparties' (weighted by similarity) and the agent's
 *    overall record, all decayed by a half-life (stats.ts) — plus an exploration bonus, minus a workload penalty:
 *        score = mean + exploration × sd − workload × live / capacity.
 * 3. Chosen by the conflict rule (conflicts.ts) over the suitable agents: one already holding a live related
 *    negotiation of the counterparty keeps it; otherwise the highest score; ties by the smaller id.
 *
 * Why an optimistic bonus (UCB-style, mean + c·sd) and not Thompson sampling: the score must be reproducible
 * from what the audit records — the stats and the settings — without a stored random draw, and a reader of the
 * audit should see why an agent with little history was tried (its wide posterior). Thompson sampling's other
 * merit, spreading simultaneous opens before their outcomes are known, comes here from the workload penalty:
 * each open raises the chosen agent's live count, so the next open sees it busier.
 */
import { resolveClaims } from "./conflicts";
import { successEstimate } from "./stats";
import type { Assignment, AssignmentRequest, CandidateReport, Claim, CoordinatorSettings, Exclusion, Fleet, FleetStats, NegotiatorProfile, ScoreParts } from "./types";

/**
 * Defaults: the settings the fleet bench chose on its TUNE seeds (bench/fleet/run.ts, judged on HELD-OUT seeds),
 * but for the half-life:
 * - similarWeight 1: a similar counterparty's outcome counts as much as this one's, scaled by its similarity (the
 *   graph's neighbours are rarely fully similar, so in practice less);
 * - overallWeight 0.05: the agent's record with everyone is a weak prior for a stranger, outweighed by a few
 *   outcomes with the counterparty or its neighbours;
 * - exploration 1 sd: an agent with little record is tried before a known mediocre one, not before a known good one;
 * - workload 0.05 at full capacity: about the spread of success between agents on the bench's panel, so a busy
 *   agent yields to a nearly-as-good idle one but not to a clearly worse one;
 * - half-life 30 days, not the bench's 365: the bench's counterparties never change, which always favours the
 *   longest memory; a real counterparty's way of negotiating does change, and a month-old outcome keeping half its
 *   weight lets the record follow it (reputation's week suits SLA checks, which come by the minute).
 */
export const DEFAULT_COORDINATOR_SETTINGS: Readonly<CoordinatorSettings> = Object.freeze({
  similarWeight: 1,
  overallWeight: 0.05,
  exploration: 1,
  workload: 0.05,
  halfLifeMs: 30 * 24 * 60 * 60 * 1000,
});

const byId = (a: { agentId: string }, b: { agentId: string }) => (a.agentId < b.agentId ? -1 : a.agentId > b.agentId ? 1 : 0);

/** Live negotiations of an agent, as the fleet reports them (a missing or bad count reads as 0). */
export function liveOf(fleet: Fleet, agentId: string): number {
  const n = Object.hasOwn(fleet.live, agentId) ? fleet.live[agentId] : 0;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0;
}

/** Every reason the agent cannot take this negotiation; empty when it is suitable. */
export function exclusionsOf(agent: NegotiatorProfile, request: AssignmentRequest, live: number): Exclusion[] {
  const out: Exclusion[] = [];
  if (!agent.active) out.push({ code: "inactive", detail: "the agent is switched off" });
  if (!agent.dealTypes.includes(request.dealType)) out.push({ code: "deal-type", detail: `handles ${agent.dealTypes.join(", ") || "no deal type"}, not ${request.dealType}` });
  if (agent.categories !== "all" && !agent.categories.includes(request.category)) {
    out.push({ code: "category", detail: `handles ${agent.categories.join(", ") || "no category"}, not ${request.category}` });
  }
  if (!(live < agent.capacity)) out.push({ code: "at-capacity", detail: `${live} live of a capacity of ${agent.capacity}` });
  return out;
}

/** The score of a suitable agent and its parts. */
export function scoreAgent(agent: NegotiatorProfile, request: AssignmentRequest, live: number, stats: FleetStats, now: number, settings: CoordinatorSettings): ScoreParts {
  const estimate = successEstimate(stats, agent.id, request.counterpartyId, request.similar, now, settings);
  const exploration = settings.exploration * estimate.uncertainty;
  const workloadPenalty = agent.capacity > 0 ? (settings.workload * live) / agent.capacity : settings.workload;
  return {
    total: estimate.mean + exploration - workloadPenalty,
    success: estimate.mean,
    exploration,
    workloadPenalty,
    evidence: estimate.evidence,
    live,
    capacity: agent.capacity,
  };
}

function escalationReason(candidates: readonly CandidateReport[], request: AssignmentRequest): string {
  if (candidates.length === 0) return "the fleet has no agents";
  const counts = new Map<string, number>();
  for (const c of candidates) if (!c.suitable) for (const e of c.exclusions) counts.set(e.code, (counts.get(e.code) ?? 0) + 1);
  const summary = [...counts].map(([code, n]) => `${code}: ${n}`).join(", ");
  return `no agent can take a ${request.dealType} negotiation in ${request.category} now (of ${candidates.length} agents — ${summary})`;
}

/**
 * Assign the negotiation to an agent, or escalate: `{ escalate: true, reason }` exactly when no agent is suitable.
 * Deterministic in its inputs; the order of the fleet's agents never changes the answer (candidates are reported
 * by id, ties broken by id).
 */
export function assign(request: AssignmentRequest, fleet: Fleet, stats: FleetStats, now: number, settings: CoordinatorSettings = DEFAULT_COORDINATOR_SETTINGS): Assignment {
  const copies = new Map<string, number>();
  for (const a of fleet.agents) copies.set(a.id, (copies.get(a.id) ?? 0) + 1);
  const holding = new Map<string, number>();
  for (const r of request.related) holding.set(r.agentId, (holding.get(r.agentId) ?? 0) + 1);

  const candidates: CandidateReport[] = [];
  const claims: Claim[] = [];
  const reported = new Set<string>();
  for (const agent of fleet.agents) {
    if (reported.has(agent.id)) continue;
    reported.add(agent.id);
    const live = liveOf(fleet, agent.id);
    if ((copies.get(agent.id) ?? 0) > 1) {
      candidates.push({ agentId: agent.id, suitable: false, exclusions: [{ code: "duplicate-id", detail: `${copies.get(agent.id)} profiles share this id` }] });
      continue;
    }
    const exclusions = exclusionsOf(agent, request, live);
    if (exclusions.length > 0) {
      candidates.push({ agentId: agent.id, suitable: false, exclusions });
      continue;
    }
    const score = scoreAgent(agent, request, live, stats, now, settings);
    candidates.push({ agentId: agent.id, suitable: true, score });
    claims.push({ agentId: agent.id, holding: holding.get(agent.id) ?? 0, score: score.total, live, capacity: agent.capacity });
  }
  candidates.sort(byId);

  const resolution = resolveClaims(claims);
  if (resolution.winner === null) return { escalate: true, negotiationId: request.negotiationId, reason: escalationReason(candidates, request), candidates };
  const rule = (holding.get(resolution.winner) ?? 0) > 0 ? "keeps-related" : "best-score";
  return { escalate: false, negotiationId: request.negotiationId, agentId: resolution.winner, rule, reason: resolution.reason, candidates };
}
