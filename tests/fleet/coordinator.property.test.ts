/**
 * The coordinator's invariants, over generated fleets, requests and shared memories: it never hands a negotiation
 * to an agent that cannot take it, escalates exactly when none can, explains every agent, and answers the same
 * whatever order the fleet lists its agents or the request lists similar counterparties.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assign, recordOutcome, type AssignmentRequest, type Fleet, type NegotiatorProfile } from "../../fleet";
import { AGENT_IDS, fleetArb, NOW, profileArb, requestArb, statsArb } from "./arbitraries";

const RUNS = { numRuns: 300 };

function suitable(agent: NegotiatorProfile, request: AssignmentRequest, fleet: Fleet): boolean {
  const live = fleet.live[agent.id] ?? 0;
  return (
    agent.active &&
    agent.dealTypes.includes(request.dealType) &&
    (agent.categories === "all" || agent.categories.includes(request.category)) &&
    live < agent.capacity
  );
}

describe("assign: properties", () => {
  it("never assigns an unsuitable or over-capacity agent, and escalates iff no agent is suitable", () => {
    fc.assert(
      fc.property(fleetArb, requestArb(), statsArb, (fleet, request, stats) => {
        const answer = assign(request, fleet, stats, NOW);
        const anySuitable = fleet.agents.some((a) => suitable(a, request, fleet));
        expect(answer.escalate).toBe(!anySuitable);
        if (!answer.escalate) {
          const agent = fleet.agents.find((a) => a.id === answer.agentId);
          expect(agent).toBeDefined();
          expect(suitable(agent!, request, fleet)).toBe(true);
        } else {
          expect(answer.reason.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it("explains every agent once: a finite score when suitable, at least one exclusion reason when not", () => {
    fc.assert(
      fc.property(fleetArb, requestArb(), statsArb, (fleet, request, stats) => {
        const answer = assign(request, fleet, stats, NOW);
        expect(answer.candidates.map((c) => c.agentId).sort()).toEqual(fleet.agents.map((a) => a.id).sort());
        for (const c of answer.candidates) {
          const agent = fleet.agents.find((a) => a.id === c.agentId)!;
          expect(c.suitable).toBe(suitable(agent, request, fleet));
          if (c.suitable) {
            expect(Number.isFinite(c.score.total)).toBe(true);
            expect(c.score.total).toBeCloseTo(c.score.success + c.score.exploration - c.score.workloadPenalty, 12);
            expect(c.score.success).toBeGreaterThanOrEqual(0);
            expect(c.score.success).toBeLessThanOrEqual(1);
          } else {
            expect(c.exclusions.length).toBeGreaterThan(0);
            for (const e of c.exclusions) expect(e.detail.length).toBeGreaterThan(0);
          }
        }
      }),
      RUNS,
    );
  });

  it("chooses a holder of the counterparty's related negotiation when one is suitable, otherwise the best score", () => {
    fc.assert(
      fc.property(fleetArb, requestArb(), statsArb, (fleet, request, stats) => {
        const answer = assign(request, fleet, stats, NOW);
        if (answer.escalate) return;
        const scored = answer.candidates.flatMap((c) => (c.suitable ? [{ id: c.agentId, total: c.score.total }] : []));
        const holders = new Set(request.related.map((r) => r.agentId));
        const suitableHolders = scored.filter((s) => holders.has(s.id));
        if (suitableHolders.length > 0) {
          expect(holders.has(answer.agentId)).toBe(true);
          expect(answer.rule).toBe("keeps-related");
        } else {
          expect(answer.rule).toBe("best-score");
          const chosen = scored.find((s) => s.id === answer.agentId)!;
          for (const s of scored) expect(chosen.total).toBeGreaterThanOrEqual(s.total);
        }
      }),
      RUNS,
    );
  });

  it("is deterministic: the same inputs (or copies of them) give the same answer", () => {
    fc.assert(
      fc.property(fleetArb, requestArb(), statsArb, (fleet, request, stats) => {
        expect(assign(structuredClone(request), structuredClone(fleet), structuredClone(stats), NOW)).toEqual(assign(request, fleet, stats, NOW));
      }),
      { numRuns: 100 },
    );
  });

  it("does not depend on the order of the fleet's agents or of the similar counterparties", () => {
    const withPermutations = fleetArb.chain((fleet) =>
      fc.tuple(fc.constant(fleet), fc.shuffledSubarray([...fleet.agents], { minLength: fleet.agents.length, maxLength: fleet.agents.length })),
    );
    fc.assert(
      fc.property(withPermutations, requestArb(), statsArb, fc.boolean(), ([fleet, shuffled], request, stats, reverseSimilar) => {
        const original = assign(request, fleet, stats, NOW);
        const reordered = assign({ ...request, similar: reverseSimilar ? [...request.similar].reverse() : request.similar }, { ...fleet, agents: shuffled }, stats, NOW);
        expect(reordered).toEqual(original);
      }),
      RUNS,
    );
  });

  it("never assigns an id that two profiles share; each copy is reported as a duplicate", () => {
    fc.assert(
      fc.property(fleetArb, profileArb(fc.constantFrom(...AGENT_IDS)), requestArb(), statsArb, (fleet, extra, request, stats) => {
        const clash = fleet.agents.some((a) => a.id === extra.id);
        const answer = assign(request, { ...fleet, agents: [...fleet.agents, extra] }, stats, NOW);
        if (!clash) return;
        if (!answer.escalate) expect(answer.agentId).not.toBe(extra.id);
        const reports = answer.candidates.filter((c) => c.agentId === extra.id);
        expect(reports).toHaveLength(1);
        expect(reports[0]!.suitable).toBe(false);
      }),
      RUNS,
    );
  });

  it("a good outcome with the counterparty never lowers an agent's success, a failed one never raises it", () => {
    fc.assert(
      fc.property(fleetArb, requestArb(), statsArb, fc.constantFrom(...AGENT_IDS), fc.boolean(), (fleet, request, stats, agentId, good) => {
        const after = recordOutcome(stats, { agentId, counterpartyId: request.counterpartyId, reward: good ? 1 : 0, at: NOW });
        const successOf = (s: typeof stats) => {
          const c = assign(request, fleet, s, NOW).candidates.find((x) => x.agentId === agentId);
          return c?.suitable ? c.score.success : undefined;
        };
        const before = successOf(stats);
        const later = successOf(after);
        if (before === undefined || later === undefined) return;
        if (good) expect(later).toBeGreaterThanOrEqual(before - 1e-12);
        else expect(later).toBeLessThanOrEqual(before + 1e-12);
      }),
      RUNS,
    );
  });

  it("a busier agent never scores higher than the same agent less busy", () => {
    fc.assert(
      fc.property(fleetArb, requestArb(), statsArb, (fleet, request, stats) => {
        for (const agent of fleet.agents) {
          const live = fleet.live[agent.id] ?? 0;
          if (live + 1 >= agent.capacity) continue;
          const scoreAt = (n: number) => {
            const c = assign(request, { ...fleet, live: { ...fleet.live, [agent.id]: n } }, stats, NOW).candidates.find((x) => x.agentId === agent.id)!;
            return c.suitable ? c.score.total : undefined;
          };
          const idle = scoreAt(live);
          const busier = scoreAt(live + 1);
          if (idle !== undefined && busier !== undefined) expect(busier).toBeLessThanOrEqual(idle);
        }
      }),
      { numRuns: 100 },
    );
  });
});
