/**
 * The coordinator by example, as an owner reading the audit would check it: the agent that does well with a
 * counterparty (or with ones like it) gets its next negotiation, a busy agent yields to an almost-as-good idle
 * one, a counterparty's live negotiation stays with its agent, and a negotiation no agent can take goes to a
 * person with the reason.
 */
import { describe, expect, it } from "vitest";
import { assign, DEFAULT_COORDINATOR_SETTINGS, EMPTY_FLEET_STATS, recordOutcome, type AssignmentRequest, type Fleet, type FleetStats, type NegotiatorProfile } from "../../fleet";

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

const agent = (id: string, over: Partial<NegotiatorProfile> = {}): NegotiatorProfile => ({
  id,
  name: id,
  dealTypes: ["sales"],
  categories: "all",
  strategy: { kind: "adaptive" },
  arms: ["default"],
  policySetId: "default",
  languageStyle: "concise",
  capacity: 10,
  active: true,
  ...over,
});

const request = (over: Partial<AssignmentRequest> = {}): AssignmentRequest => ({
  negotiationId: "n-1",
  dealType: "sales",
  category: "hardware",
  counterpartyId: "acme",
  similar: [],
  related: [],
  ...over,
});

/** `n` outcomes of `agentId` with `counterpartyId`, an hour apart, ending just before NOW. */
function history(stats: FleetStats, agentId: string, counterpartyId: string, rewards: readonly number[]): FleetStats {
  return rewards.reduce((s, reward, i) => recordOutcome(s, { agentId, counterpartyId, reward, at: NOW - (rewards.length - i) * HOUR }, DEFAULT_COORDINATOR_SETTINGS.halfLifeMs), stats);
}

const fleet: Fleet = { agents: [agent("ada"), agent("brook")], live: {} };

describe("assign by example", () => {
  it("gives the counterparty to the agent that has done well with it", () => {
    let stats = history(EMPTY_FLEET_STATS, "ada", "acme", [0.6, 0.5, 0.7, 0.6]);
    stats = history(stats, "brook", "acme", [0.1, 0, 0.2, 0.1]);
    const answer = assign(request(), fleet, stats, NOW);
    expect(answer).toMatchObject({ escalate: false, agentId: "ada", rule: "best-score" });
  });

  it("reads a new counterparty by the ones like it, and a stranger by the agents' overall records", () => {
    let stats = history(EMPTY_FLEET_STATS, "ada", "acme", [0.1, 0, 0.1, 0.2, 0.1]);
    stats = history(stats, "brook", "acme", [0.6, 0.7, 0.5, 0.6, 0.6]);
    stats = history(stats, "ada", "globex", Array(20).fill(0.6));
    stats = history(stats, "brook", "globex", Array(20).fill(0.3));
    // "initech" has no history; it is like acme, where brook does better, though ada does better overall.
    const likeAcme = assign(request({ counterpartyId: "initech", similar: [{ counterpartyId: "acme", similarity: 0.9 }] }), fleet, stats, NOW);
    expect(likeAcme).toMatchObject({ escalate: false, agentId: "brook" });
    const stranger = assign(request({ counterpartyId: "initech" }), fleet, stats, NOW);
    expect(stranger).toMatchObject({ escalate: false, agentId: "ada" });
  });

  it("lets a busy agent yield to a nearly-as-good idle one, but not to a clearly worse one", () => {
    let stats = history(EMPTY_FLEET_STATS, "ada", "acme", Array(20).fill(0.42));
    stats = history(stats, "brook", "acme", Array(20).fill(0.4));
    expect(assign(request(), { ...fleet, live: { ada: 9 } }, stats, NOW)).toMatchObject({ agentId: "brook" });
    const worse = history(history(EMPTY_FLEET_STATS, "ada", "acme", Array(20).fill(0.5)), "brook", "acme", Array(20).fill(0.2));
    expect(assign(request(), { ...fleet, live: { ada: 9 } }, worse, NOW)).toMatchObject({ agentId: "ada" });
  });

  it("keeps a counterparty with the agent holding its live negotiation, unless that agent is full", () => {
    const stats = history(history(EMPTY_FLEET_STATS, "ada", "acme", [0.7, 0.7]), "brook", "acme", [0.1, 0.1]);
    const related = [{ negotiationId: "n-0", agentId: "brook" }];
    expect(assign(request({ related }), { ...fleet, live: { brook: 1 } }, stats, NOW)).toMatchObject({ agentId: "brook", rule: "keeps-related" });
    expect(assign(request({ related }), { ...fleet, live: { brook: 10 } }, stats, NOW)).toMatchObject({ agentId: "ada", rule: "best-score" });
  });

  it("escalates with the reasons when no agent can take the negotiation", () => {
    const small: Fleet = {
      agents: [agent("ada", { categories: ["software"] }), agent("brook", { capacity: 2 }), agent("cato", { active: false }), agent("dana", { dealTypes: ["procurement"] })],
      live: { brook: 2 },
    };
    const answer = assign(request(), small, EMPTY_FLEET_STATS, NOW);
    expect(answer.escalate).toBe(true);
    expect(answer.reason).toContain("no agent can take a sales negotiation in hardware");
    expect(answer.candidates.map((c) => (c.suitable ? [c.agentId] : [c.agentId, ...c.exclusions.map((e) => e.code)]))).toEqual([
      ["ada", "category"],
      ["brook", "at-capacity"],
      ["cato", "inactive"],
      ["dana", "deal-type"],
    ]);
    expect(assign(request(), { agents: [], live: {} }, EMPTY_FLEET_STATS, NOW)).toMatchObject({ escalate: true, reason: "the fleet has no agents" });
  });

  it("tries an agent nobody knows before a known mediocre one (exploration), not before a known good one", () => {
    const mediocre = history(EMPTY_FLEET_STATS, "ada", "acme", Array(30).fill(0.3));
    expect(assign(request(), fleet, mediocre, NOW)).toMatchObject({ agentId: "brook" });
    const good = history(EMPTY_FLEET_STATS, "ada", "acme", Array(30).fill(0.75));
    expect(assign(request(), fleet, good, NOW)).toMatchObject({ agentId: "ada" });
  });
});
