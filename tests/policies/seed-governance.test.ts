import { describe, expect, it } from "vitest";
import { breakerSettings, DEFAULT_BREAKER, evaluatePolicies, parsePolicySet, type PolicySet } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { context, type Situation } from "./context";

/**
 * The seed governance example (policies/examples/seed-governance.yaml), the bundled default until 2026-11:
 * these scenarios were the default set's and are unchanged, so an owner who adopts the example gets exactly
 * what shops got before.
 */
function seed(): PolicySet {
  const parsed = parsePolicySet(SEED_GOVERNANCE_YAML);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.set;
}

it("the seed example's breaker: per product, trips on breaches only", () => {
  expect(breakerSettings(seed())).toEqual({ scope: "product", thresholds: { ...DEFAULT_BREAKER, maxEscalationRate: 1 } });
  expect(seed().policies.map((p) => p.id)).toHaveLength(6);
});

type Expected = { outcome: string; matched?: string[]; price?: number | null; action?: string; to?: string };
const A = "allow-ordinary-deals";
const LARGE = "escalate-large-deals";
const CAP = "cap-discount-at-25-percent";
const NEW = "escalate-new-counterparty-large-deal";
const LATE = "escalate-deep-discount-late";
const PAUSE = "pause-on-unhealthy-agent";

/** Situation → outcome, matched policies (most severe first), and the committed price. */
const scenarios: Array<[string, Situation, Expected]> = [
  ["plain counter", {}, { outcome: "ALLOW", matched: [A], price: 9_000 }],
  ["plain hold", { action: "hold", price: 9_500, previous: 9_500 }, { outcome: "ALLOW", matched: [A], price: 9_500 }],
  ["reject carries no price", { action: "reject" }, { outcome: "ALLOW", matched: [A], price: null }],
  ["small accept", { action: "accept", price: 9_000, quantity: 5 }, { outcome: "ALLOW", matched: [A], price: 9_000 }],
  ["accept exactly at the large-deal threshold", { action: "accept", price: 10_000, quantity: 100 }, { outcome: "ALLOW", matched: [A] }],
  ["accept just over the threshold", { action: "accept", price: 10_000, quantity: 101 }, { outcome: "ESCALATE", matched: [LARGE, A], to: "sales-manager" }],
  ["large counter is not an agreement", { action: "counter", price: 10_000, quantity: 500 }, { outcome: "ALLOW", matched: [A] }],
  ["large deal with a new buyer: the high-severity escalation wins", { action: "accept", price: 9_000, quantity: 200, isNew: true }, { outcome: "ESCALATE", matched: [LARGE, NEW, A], to: "sales-manager" }],
  ["new buyer, medium deal", { action: "accept", price: 9_000, quantity: 30, isNew: true }, { outcome: "ESCALATE", matched: [NEW, A], to: "account-manager" }],
  ["new buyer, small deal", { action: "accept", price: 9_000, quantity: 20, isNew: true }, { outcome: "ALLOW", matched: [A] }],
  ["new buyer, only countering", { action: "counter", price: 9_000, quantity: 100, isNew: true }, { outcome: "ALLOW", matched: [A] }],
  ["discount exactly 25%", { price: 7_500 }, { outcome: "ALLOW", matched: [A], price: 7_500 }],
  ["discount 26% is capped at 25%", { price: 7_400, floor: 6_000 }, { outcome: "CONSTRAINT", matched: [CAP, A], price: 7_500, action: "counter" }],
  ["discount 30% is capped", { price: 7_000, floor: 6_000 }, { outcome: "CONSTRAINT", matched: [CAP, A], price: 7_500 }],
  ["cap raising an acceptance turns it into a counter", { action: "accept", price: 7_000, floor: 6_000, previous: 8_000 }, { outcome: "CONSTRAINT", matched: [CAP, A], price: 7_500, action: "counter" }],
  ["cap above the standing offer cannot be applied: escalate", { price: 7_000, floor: 6_000, previous: 7_200 }, { outcome: "ESCALATE", matched: [CAP, A], to: "shop-owner" }],
  ["cap on a hold at a deep discount that would rise: escalate", { action: "hold", price: 7_000, floor: 6_000, previous: 7_000 }, { outcome: "ESCALATE", matched: [CAP, A] }],
  ["deep discount in the last round", { price: 7_800, round: 9 }, { outcome: "ESCALATE", matched: [LATE, A], to: "pricing-team" }],
  ["deep discount in the final round", { price: 7_800, round: 10 }, { outcome: "ESCALATE", matched: [LATE, A] }],
  ["deep discount earlier", { price: 7_800, round: 5 }, { outcome: "ALLOW", matched: [A], price: 7_800 }],
  ["moderate discount in the last round", { price: 8_100, round: 9 }, { outcome: "ALLOW", matched: [A] }],
  ["late deep discount beyond the cap: escalation outranks the constraint, and carries the capped price", { price: 7_000, floor: 6_000, round: 9 }, { outcome: "ESCALATE", matched: [LATE, CAP, A], price: 7_500, action: "counter" }],
  ["many escalations alone do not pause: they are reviews the policies asked for", { escalationRate: 0.9 }, { outcome: "ALLOW", matched: [A] }],
  ["unhealthy agent: breach rate", { breachRate: 0.06 }, { outcome: "PAUSE", matched: [PAUSE, A] }],
  ["escalation rate exactly 40% is fine", { escalationRate: 0.4 }, { outcome: "ALLOW", matched: [A] }],
  ["breach rate exactly 5% is fine", { breachRate: 0.05 }, { outcome: "ALLOW", matched: [A] }],
  ["too few decisions to judge the agent", { breachRate: 0.9, recentDecisions: 9 }, { outcome: "ALLOW", matched: [A] }],
  ["pause outranks every escalation", { action: "accept", price: 9_000, quantity: 500, isNew: true, breachRate: 0.9 }, { outcome: "PAUSE", matched: [PAUSE, LARGE, NEW, A] }],
  ["pause outranks a constraint", { price: 7_000, floor: 6_000, breachRate: 0.2 }, { outcome: "PAUSE", matched: [PAUSE, CAP, A] }],
  ["first-round anchor", { price: 10_000, round: 0 }, { outcome: "ALLOW", matched: [A], price: 10_000 }],
  ["accept at list price, big quantity", { action: "accept", price: 10_000, quantity: 1_000 }, { outcome: "ESCALATE", matched: [LARGE, A] }],
  ["returning buyer, big deal still escalates", { action: "accept", price: 9_000, quantity: 200, dealsClosed: 40 }, { outcome: "ESCALATE", matched: [LARGE, A] }],
  ["returning buyer, medium deal", { action: "accept", price: 9_000, quantity: 30 }, { outcome: "ALLOW", matched: [A] }],
  ["reject with deep discount recorded", { action: "reject", price: 7_000, floor: 6_000 }, { outcome: "ALLOW", matched: [A], price: null }],
  ["reject late with deep discount: nothing to review", { action: "reject", price: 7_000, floor: 6_000, round: 10 }, { outcome: "ALLOW", matched: [A], price: null }],
  ["huge amounts stay exact", { action: "accept", price: 9_000_000_000_000, anchor: 9_000_000_000_000, floor: 1, quantity: 1, previous: 9_000_000_000_000 }, { outcome: "ESCALATE", matched: [LARGE, A] }],
  // 25.005% off rounds down to 2500 bps: the cap must still catch it, or the next round's cap would lift the price above this standing offer.
  ["cap catches a discount just over 25% that rounds down to 2500 bps", { price: 621_259, anchor: 828_398, floor: 466_467, previous: 700_000 }, { outcome: "CONSTRAINT", matched: [CAP, A], price: 621_299 }],
  ["cap uses exact rounding on odd anchors", { price: 7_000, anchor: 9_999, floor: 6_000, previous: 9_999 }, { outcome: "CONSTRAINT", price: 7_500 }],
  ["conceder at round 1", { price: 9_800, round: 1 }, { outcome: "ALLOW", price: 9_800 }],
  ["hold at anchor", { action: "hold", price: 10_000, previous: 10_000 }, { outcome: "ALLOW", price: 10_000 }],
  ["counter right at floor, discount 30%, cap applies", { price: 7_000, floor: 7_000, previous: 8_000 }, { outcome: "CONSTRAINT", price: 7_500 }],
];

describe("the seed governance example, scenario by scenario", () => {
  const set = seed();
  it.each(scenarios)("%s", (_name, situation, expected) => {
    const result = evaluatePolicies(set, context(situation));
    expect(result.outcome).toBe(expected.outcome);
    if (expected.matched) expect(result.matched.map((m) => m.policyId)).toEqual(expected.matched);
    if (expected.price !== undefined) expect(result.priceMinor).toBe(expected.price);
    if (expected.action) expect(result.action).toBe(expected.action);
    if (expected.to) expect(result.escalation?.to).toBe(expected.to);
  });
});
