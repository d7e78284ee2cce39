// counterparty.reputation.* in policies (issue #30): a counterparty's record under service contracts, as the cron
// computes it from contract checks (memory/reputation.ts) and pushes it with the profile (workers/scheduled.ts
// hotPathProfile), reaches policy conditions as type-checked CEL variables. "Escalate when the record is poor"
// holds a counterparty with a poor record for a person, and not one the shop knows nothing about.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  conditionCost,
  evaluatePolicies,
  parsePolicySet,
  policyContext,
  policyEnvironment,
  reputationInputs,
  UNKNOWN_REPUTATION,
  type CounterpartyInputs,
  type PolicySet,
} from "../../policies";
import { reputationFromEvidence, type EvidenceLine } from "../../memory/reputation";

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

const POOR_RECORD_POLICY = `version: 1
policies:
  - id: allow-ordinary
    when: "true"
    action: ALLOW
  - id: escalate-poor-record
    description: A counterparty that misses its service levels more often than not is checked by a person.
    when: counterparty.reputation.score < 0.5
    action: ESCALATE
    severity: high
    escalation: { to: shop-owner, timeoutSeconds: 3600, onTimeout: reject }
  - id: escalate-slow-provider
    when: counterparty.reputation.latency < 0.3 && counterparty.reputation.evidence >= 5.0
    action: ESCALATE
    severity: medium
    escalation: { to: shop-owner, timeoutSeconds: 3600, onTimeout: reject }
`;

function policySet(source = POOR_RECORD_POLICY): PolicySet {
  const parsed = parsePolicySet(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.set;
}

const PROFILE: CounterpartyInputs = { negotiations: 4, agreementRate: 0.5, avgDiscountBps: 500, concessionStyle: "linear", usualTactic: "", tacticRate: 0, riskScore: 0.1 };

/** A counterparty's profile as the cron pushes it: its reputation from evidence lines (absent when there are none). */
function profileWith(lines: readonly EvidenceLine[]): CounterpartyInputs {
  const reputation = reputationFromEvidence("prov-1", lines);
  return { ...PROFILE, ...(reputation ? { reputation: reputationInputs(reputation) } : {}) };
}

/** The policies' verdict on an ordinary counter-offer to this counterparty, through the room's own context builder. */
function verdict(counterparty: CounterpartyInputs | undefined, set = policySet()) {
  const context = policyContext({
    config: { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" }, maxRounds: 10, ttlMs: 60_000 },
    decision: { action: "counter", priceMinor: 9_000, status: "open", round: 1, reasons: [], state: { round: 1, openedAt: 0, lastShopOfferMinor: 9_000, lastBuyerOfferMinor: 8_000 } },
    move: { kind: "counter", priceMinor: 8_000 },
    standingOfferMinor: 9_500,
    quantity: 1,
    productId: "api-access",
    buyerId: "prov-1",
    elapsedMs: 0,
    inputs: { dealsClosed: 2, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 }, ...(counterparty ? { counterparty } : {}) },
    authenticated: true,
    resumed: false,
  });
  const evaluation = evaluatePolicies(set, context);
  return { outcome: evaluation.outcome, matched: evaluation.matched.map((m) => m.policyId).filter((id) => id !== "allow-ordinary") };
}

const checks = (metric: string, met: number, missed: number, at = T0): EvidenceLine[] => [
  ...Array.from({ length: met }, (_, i) => ({ metric, met: true, at: at + i * 1_000 })),
  ...Array.from({ length: missed }, (_, i) => ({ metric, met: false, at: at + (met + i) * 1_000 })),
];

describe("counterparty.reputation in policies", () => {
  it("escalates a counterparty with a poor record", () => {
    const poor = profileWith([...checks("latency", 2, 8), ...checks("availability", 1, 4)]);
    expect(poor.reputation!.score).toBeLessThan(0.5);
    expect(verdict(poor)).toEqual({ outcome: "ESCALATE", matched: ["escalate-poor-record", "escalate-slow-provider"] });
  });

  it("does not escalate a counterparty it knows nothing about: no profile, or a profile without contracts", () => {
    expect(verdict(undefined)).toEqual({ outcome: "ALLOW", matched: [] });
    expect(verdict(profileWith([]))).toEqual({ outcome: "ALLOW", matched: [] });
  });

  it("does not escalate a counterparty with a good record", () => {
    expect(verdict(profileWith([...checks("latency", 20, 1), ...checks("availability", 15, 0)]))).toEqual({ outcome: "ALLOW", matched: [] });
  });

  it("reads each metric on its own: a provider slow on latency but always available", () => {
    const profile = profileWith([...checks("latency", 0, 6), ...checks("availability", 30, 0)]);
    expect(profile.reputation!.latency).toBeLessThan(0.3);
    expect(profile.reputation!.availability).toBeGreaterThan(0.9);
    expect(profile.reputation!.accuracy).toBe(UNKNOWN_REPUTATION.accuracy); // never judged: the prior
    expect(verdict(profile).matched).toEqual(["escalate-slow-provider"]);
  });

  it("type-checks reputation conditions at upload: unknown fields and wrong types are refused", () => {
    const accepted = (when: string) => parsePolicySet(`version: 1\npolicies:\n  - id: p\n    when: '${when}'\n    action: ALLOW\n`).ok;
    expect(accepted("counterparty.reputation.score < 0.5")).toBe(true);
    expect(accepted("counterparty.reputation.scroe < 0.5")).toBe(false);
    expect(accepted('counterparty.reputation.score == "poor"')).toBe(false);
    expect(accepted("counterparty.reputation < 0.5")).toBe(false);
    expect(accepted("counterparty.reputation.throughput >= 0.9 && counterparty.reputation.uncertainty < 0.1")).toBe(true);
  });

  it("costs a reputation condition as a few steps, like any field of a message", () => {
    const env = policyEnvironment();
    const when = "counterparty.reputation.score < 0.5 && counterparty.reputation.evidence > 10.0";
    const cost = conditionCost(when, env.parse(when).ast);
    expect(cost.ok).toBe(true);
    expect(cost.cost).toBeLessThan(50);
  });

  it("property: with every check at one time, a poor-record policy fires exactly when more checks were missed than met", () => {
    const set = policySet();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom("latency", "success", "availability", "accuracy", "throughput"), (met, missed, metric) => {
        const lines = [...Array(met).fill({ metric, met: true, at: T0 }), ...Array(missed).fill({ metric, met: false, at: T0 })];
        const fired = verdict(profileWith(lines), set).matched.includes("escalate-poor-record");
        expect(fired).toBe(missed > met);
      }),
      { numRuns: 200 },
    );
  });

  it("property: one more missed check never raises the score, one more met check never lowers it", () => {
    const line = fc.record({ metric: fc.constantFrom("latency", "availability"), met: fc.boolean(), at: fc.integer({ min: T0, max: T0 + 30 * 86_400_000 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom("latency", "availability"), (lines, metric) => {
        const after = lines.reduce((t, l) => Math.max(t, l.at), T0);
        const score = (extra: boolean | null) => profileWith(extra === null ? lines : [...lines, { metric, met: extra, at: after }]).reputation?.score ?? UNKNOWN_REPUTATION.score;
        expect(score(false)).toBeLessThanOrEqual(score(null) + 1e-3);
        expect(score(true)).toBeGreaterThanOrEqual(score(null) - 1e-3);
      }),
      { numRuns: 200 },
    );
  });
});
