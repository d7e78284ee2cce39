// counterparty.reputation.disputes.* in policies (issue #30, item 5): a counterparty's record of decided disputes,
// as the cron computes it (memory/reputation.ts) and pushes it with the profile (policies reputationInputs), reaches
// policy conditions as type-checked CEL variables — `.score`, `.uncertainty`, `.evidence` (doubles), `.won`, `.lost`
// (ints). "Escalate a counterparty that lost more than two disputes" holds it for a person; a counterparty without
// a record reads as unknown (the prior: score 0.5, none won or lost) and is not held.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reputationFromEvidence, type DisputeOutcomeLine } from "../../memory/reputation";
import {
  conditionCost,
  evaluatePolicies,
  parsePolicySet,
  policyContext,
  policyEnvironment,
  reputationInputs,
  UNKNOWN_DISPUTE_RECORD,
  type CounterpartyInputs,
  type PolicySet,
} from "../../policies";

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

const DISPUTES_POLICY = `version: 1
policies:
  - id: allow-ordinary
    when: "true"
    action: ALLOW
  - id: escalate-disputer
    description: A counterparty that lost more than two disputes over a check's money is checked by a person.
    when: counterparty.reputation.disputes.lost > 2
    action: ESCALATE
    severity: high
    escalation: { to: shop-owner, timeoutSeconds: 3600, onTimeout: reject }
  - id: escalate-poor-dispute-record
    when: counterparty.reputation.disputes.score < 0.3 && counterparty.reputation.disputes.uncertainty < 0.15
    action: ESCALATE
    severity: medium
    escalation: { to: shop-owner, timeoutSeconds: 3600, onTimeout: reject }
`;

function policySet(source = DISPUTES_POLICY): PolicySet {
  const parsed = parsePolicySet(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.set;
}

const PROFILE: CounterpartyInputs = { negotiations: 4, agreementRate: 0.5, avgDiscountBps: 500, concessionStyle: "linear", usualTactic: "", tacticRate: 0, riskScore: 0.1 };

/** `won` and `lost` decided disputes, a second apart, as the cron pushes the profile (no reputation without any). */
function profileWith(won: number, lost: number): CounterpartyInputs {
  const outcomes: DisputeOutcomeLine[] = [...Array<boolean>(won).fill(true), ...Array<boolean>(lost).fill(false)].map((w, i) => ({ won: w, at: T0 + i * 1_000 }));
  const reputation = reputationFromEvidence("cons-1", [], outcomes);
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
    buyerId: "cons-1",
    elapsedMs: 0,
    inputs: { dealsClosed: 2, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 }, ...(counterparty ? { counterparty } : {}) },
    authenticated: true,
    resumed: false,
  });
  const evaluation = evaluatePolicies(set, context);
  return { outcome: evaluation.outcome, matched: evaluation.matched.map((m) => m.policyId).filter((id) => id !== "allow-ordinary") };
}

describe("counterparty.reputation.disputes in policies", () => {
  it("escalates a counterparty that lost more than two disputes", () => {
    expect(verdict(profileWith(0, 3)).outcome).toBe("ESCALATE");
    expect(verdict(profileWith(0, 3)).matched).toContain("escalate-disputer");
    expect(verdict(profileWith(0, 2)).matched).not.toContain("escalate-disputer");
  });

  it("reads a long record of losses through its score and uncertainty too", () => {
    const poor = profileWith(1, 12);
    expect(poor.reputation!.disputes.score).toBeLessThan(0.3);
    expect(verdict(poor)).toEqual({ outcome: "ESCALATE", matched: ["escalate-disputer", "escalate-poor-dispute-record"] });
  });

  it("does not escalate a counterparty without a record: no profile, a profile without contracts, or one that won its disputes", () => {
    expect(verdict(undefined)).toEqual({ outcome: "ALLOW", matched: [] });
    expect(verdict(PROFILE)).toEqual({ outcome: "ALLOW", matched: [] });
    expect(verdict(profileWith(0, 0))).toEqual({ outcome: "ALLOW", matched: [] });
    expect(verdict(profileWith(5, 0))).toEqual({ outcome: "ALLOW", matched: [] });
  });

  it("reads unknown as the prior, including a profile pushed before dispute records existed", () => {
    const unknown = parsePolicySet(`version: 1
policies:
  - id: allow-ordinary
    when: "true"
    action: ALLOW
  - id: is-unknown
    when: counterparty.reputation.disputes.won == 0 && counterparty.reputation.disputes.lost == 0 && counterparty.reputation.disputes.score == 0.5 && counterparty.reputation.disputes.evidence == 0.0
    action: ESCALATE
    severity: low
    escalation: { to: shop-owner, timeoutSeconds: 60, onTimeout: reject }
`);
    if (!unknown.ok) throw new Error(JSON.stringify(unknown.errors));
    expect(verdict(undefined, unknown.set).matched).toEqual(["is-unknown"]);
    expect(verdict(PROFILE, unknown.set).matched).toEqual(["is-unknown"]);
    // A reputation as profiles carried it before: no `disputes` field at all.
    const { disputes: _none, ...before } = reputationInputs({ score: 0.9, uncertainty: 0.05, evidence: 30, perMetric: {} });
    expect(verdict({ ...PROFILE, reputation: before as CounterpartyInputs["reputation"] & object }, unknown.set).matched).toEqual(["is-unknown"]);
    expect(verdict(profileWith(0, 1), unknown.set).matched).toEqual([]);
    expect(reputationInputs({ score: 0.5, uncertainty: 0.289, evidence: 0, perMetric: {} }).disputes).toEqual(UNKNOWN_DISPUTE_RECORD);
  });

  it("type-checks dispute conditions at upload: unknown fields and wrong types are refused", () => {
    const accepted = (when: string) => parsePolicySet(`version: 1\npolicies:\n  - id: p\n    when: '${when}'\n    action: ALLOW\n`).ok;
    expect(accepted("counterparty.reputation.disputes.lost > 2")).toBe(true);
    expect(accepted("counterparty.reputation.disputes.won >= counterparty.reputation.disputes.lost")).toBe(true);
    expect(accepted("counterparty.reputation.disputes.score < 0.4 && counterparty.reputation.disputes.uncertainty < 0.2")).toBe(true);
    expect(accepted("counterparty.reputation.disputes.lots > 2")).toBe(false);
    expect(accepted('counterparty.reputation.disputes.lost == "many"')).toBe(false);
    expect(accepted("counterparty.reputation.disputes > 2")).toBe(false);
    expect(accepted("counterparty.reputation.disputes.score > 0.5 || counterparty.reputation.disputes.lost")).toBe(false);
  });

  it("costs a dispute condition as a few steps, like any field of a message", () => {
    const env = policyEnvironment();
    const when = "counterparty.reputation.disputes.lost > 2 && counterparty.reputation.disputes.score < 0.5";
    const cost = conditionCost(when, env.parse(when).ast);
    expect(cost.ok).toBe(true);
    expect(cost.cost).toBeLessThan(50);
  });

  it("property: `lost > 2` fires exactly when more than two disputes were lost, whatever was won", () => {
    const set = policySet();
    fc.assert(
      fc.property(fc.nat(12), fc.nat(12), (won, lost) => {
        expect(verdict(profileWith(won, lost), set).matched.includes("escalate-disputer")).toBe(lost > 2);
      }),
      { numRuns: 200 },
    );
  });
});
