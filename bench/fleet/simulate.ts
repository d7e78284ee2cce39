/**
 * One pass of a scenario's negotiations through an assigner: one arrival an hour; each assigned negotiation is
 * live for its duration, then ends with what its agent earns against that buyer (scenario.ts's OutcomeTable),
 * and only then is its outcome known — to the coordinator's shared memory through `recordOutcome`, as the
 * Shop will feed it. Three assigners share the same rules of the road: only an agent that is suitable (deal
 * type, category, active, room under its capacity — the coordinator's own `exclusionsOf`) may be given a
 * negotiation, and with none suitable the negotiation escalates to a person.
 * - coordinator: `assign` from fleet/ with the given settings;
 * - random: a uniform draw among the suitable agents (seeded);
 * - round-robin: the next suitable agent after the last one given a negotiation, in id order.
 */
import {
  assign,
  EMPTY_FLEET_STATS,
  exclusionsOf,
  recordOutcome,
  type AssignmentRequest,
  type CoordinatorSettings,
  type Fleet,
  type FleetStats,
  type NegotiatorProfile,
} from "../../fleet";
import { deriveSeed, mulberry32 } from "../../rehearsal/random";
import { FLEET_PROFILES, START_MS, TICK_MS, type Arrival, type OutcomeTable, type Played, type Scenario } from "./scenario";

export type AssignerName = "coordinator" | "random" | "round-robin";

export interface PassFigures {
  arrivals: number;
  assigned: number;
  escalated: number;
  /** Surplus shares summed over assigned negotiations (no deal: 0). */
  surplus: number;
  deals: number;
  /** Negotiations each agent was given. */
  byAgent: Record<string, number>;
  /** Coordinator only: assignments kept with the agent holding the counterparty's live negotiation. */
  keptRelated: number;
  /** Coordinator only: assignments whose answer reports every agent with a score or an exclusion reason. */
  explained: number;
}

interface Live {
  negotiationId: string;
  agentId: string;
  arrival: Arrival;
}

const sortedProfiles = [...FLEET_PROFILES].sort((a, b) => (a.id < b.id ? -1 : 1));

function suitableAgents(profiles: readonly NegotiatorProfile[], request: AssignmentRequest, live: ReadonlyMap<string, number>): NegotiatorProfile[] {
  return profiles.filter((p) => exclusionsOf(p, request, live.get(p.id) ?? 0).length === 0);
}

/**
 * Runs every arrival of the scenario through one assigner; `settings` is the coordinator's (required for it).
 * `onPlayed` sees each assigned negotiation's result, for per-negotiation intervals. `withoutRelated` hides the
 * counterparty's live negotiations from the coordinator (a diagnostic: what the conflict rule costs or earns).
 */
export function runPass(
  scenario: Scenario,
  table: OutcomeTable,
  assigner: AssignerName,
  settings?: CoordinatorSettings,
  onPlayed?: (played: Played, arrival: Arrival) => void,
  withoutRelated = false,
): PassFigures {
  if (assigner === "coordinator" && !settings) throw new Error("the coordinator needs its settings");
  const figures: PassFigures = { arrivals: 0, assigned: 0, escalated: 0, surplus: 0, deals: 0, byAgent: {}, keptRelated: 0, explained: 0 };
  const live = new Map<string, number>();
  const liveByCounterparty = new Map<string, Live[]>();
  const endings = new Map<number, Live[]>();
  const rand = mulberry32(deriveSeed(scenario.seed, scenario.half, "random-assigner"));
  let lastRoundRobin = -1;
  let stats: FleetStats = EMPTY_FLEET_STATS;
  const familyOf = new Map(scenario.counterparties.map((c) => [c.id, c.family] as const));

  for (const arrival of scenario.arrivals) {
    const tick = arrival.index;
    const now = START_MS + tick * TICK_MS;
    for (const ended of endings.get(tick) ?? []) {
      live.set(ended.agentId, (live.get(ended.agentId) ?? 1) - 1);
      const cp = ended.arrival.counterparty.id;
      liveByCounterparty.set(cp, (liveByCounterparty.get(cp) ?? []).filter((l) => l.negotiationId !== ended.negotiationId));
      if (assigner === "coordinator") {
        const { surplus } = table.outcome(ended.agentId, ended.arrival);
        stats = recordOutcome(stats, { agentId: ended.agentId, counterpartyId: cp, reward: surplus, at: now }, settings!.halfLifeMs);
      }
    }
    endings.delete(tick);

    const family = familyOf.get(arrival.counterparty.id)!;
    const request: AssignmentRequest = {
      negotiationId: arrival.negotiationId,
      dealType: "sales",
      category: arrival.category,
      counterpartyId: arrival.counterparty.id,
      // The bench's similarity: the other counterparties of the same buyer family (the graph's neighbours later).
      similar: scenario.counterparties.filter((c) => c.family === family && c.id !== arrival.counterparty.id).map((c) => ({ counterpartyId: c.id, similarity: 1 })),
      related: withoutRelated ? [] : (liveByCounterparty.get(arrival.counterparty.id) ?? []).map((l) => ({ negotiationId: l.negotiationId, agentId: l.agentId })),
    };
    figures.arrivals += 1;

    let agentId: string | null = null;
    if (assigner === "coordinator") {
      const fleet: Fleet = { agents: FLEET_PROFILES, live: Object.fromEntries(live) };
      const answer = assign(request, fleet, stats, now, settings);
      const everyAgentExplained =
        answer.candidates.length === FLEET_PROFILES.length && answer.candidates.every((c) => (c.suitable ? Number.isFinite(c.score.total) : c.exclusions.length > 0));
      if (everyAgentExplained) figures.explained += 1;
      if (!answer.escalate) {
        agentId = answer.agentId;
        if (answer.rule === "keeps-related") figures.keptRelated += 1;
      }
    } else {
      const suitable = suitableAgents(sortedProfiles, request, live);
      if (suitable.length > 0) {
        if (assigner === "random") {
          agentId = suitable[Math.floor(rand() * suitable.length)]!.id;
        } else {
          const next = suitable.find((p) => sortedProfiles.indexOf(p) > lastRoundRobin) ?? suitable[0]!;
          lastRoundRobin = sortedProfiles.indexOf(next);
          agentId = next.id;
        }
      }
    }

    if (agentId === null) {
      figures.escalated += 1;
      continue;
    }
    const played = table.outcome(agentId, arrival);
    onPlayed?.(played, arrival);
    figures.assigned += 1;
    figures.surplus += played.surplus;
    figures.deals += played.deal ? 1 : 0;
    figures.byAgent[agentId] = (figures.byAgent[agentId] ?? 0) + 1;
    live.set(agentId, (live.get(agentId) ?? 0) + 1);
    const entry: Live = { negotiationId: arrival.negotiationId, agentId, arrival };
    liveByCounterparty.set(arrival.counterparty.id, [...(liveByCounterparty.get(arrival.counterparty.id) ?? []), entry]);
    const end = tick + arrival.duration;
    endings.set(end, [...(endings.get(end) ?? []), entry]);
  }
  return figures;
}
