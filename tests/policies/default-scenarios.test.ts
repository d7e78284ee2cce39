import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { breakerSettings, DEFAULT_BREAKER, DEFAULT_POLICIES_YAML, evaluatePolicies, parsePolicySet, type PolicySet } from "../../policies";
import { contextArb } from "./arbitraries";
import { context, type Situation } from "./context";

function defaults(): PolicySet {
  const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.set;
}

it("the bundled breaker: per product, trips on breaches only (see the comment in default.yaml)", () => {
  expect(breakerSettings(defaults())).toEqual({ scope: "product", thresholds: { ...DEFAULT_BREAKER, maxEscalationRate: 1 } });
});

it("the bundled default set is byte-for-byte policies/default.yaml", () => {
  expect(DEFAULT_POLICIES_YAML).toBe(readFileSync(join(import.meta.dirname, "../../policies/default.yaml"), "utf8"));
  expect(defaults().policies.map((p) => p.id)).toEqual(["allow-ordinary-deals", "escalate-unusual-quantity", "escalate-large-order-unknown-buyer", "pause-on-unhealthy-agent"]);
});

type Expected = { outcome: string; matched?: string[]; price?: number | null; action?: string; to?: string; policyId?: string };
const A = "allow-ordinary-deals";
const QTY = "escalate-unusual-quantity";
const UNKNOWN = "escalate-large-order-unknown-buyer";
const PAUSE = "pause-on-unhealthy-agent";

/** Situation → outcome, matched policies (most severe first), and the committed price. List price 100.00 unless said. */
const scenarios: Array<[string, Situation, Expected]> = [
  ["plain counter", {}, { outcome: "ALLOW", matched: [A], price: 9_000 }],
  ["plain hold", { action: "hold", price: 9_500, previous: 9_500 }, { outcome: "ALLOW", matched: [A], price: 9_500 }],
  ["reject carries no price", { action: "reject" }, { outcome: "ALLOW", matched: [A], price: null }],
  ["small accept", { action: "accept", price: 9_000, quantity: 5 }, { outcome: "ALLOW", matched: [A], price: 9_000 }],
  // The owner's numbers stand: nothing raises an offer the kernel made between the floor and the list price.
  ["a counter 40% below list, at the owner's floor, stands", { price: 6_000, floor: 6_000, previous: 7_000 }, { outcome: "ALLOW", matched: [A], price: 6_000, action: "counter" }],
  ["an acceptance 40% below list, at the owner's floor, stands", { action: "accept", price: 6_000, floor: 6_000, previous: 6_500 }, { outcome: "ALLOW", matched: [A], price: 6_000, action: "accept" }],
  ["a deep discount in the last round is given, not reviewed", { price: 6_500, floor: 6_000, round: 9 }, { outcome: "ALLOW", matched: [A], price: 6_500 }],
  ["a hold at a deep discount stands", { action: "hold", price: 6_500, floor: 6_000, previous: 6_500 }, { outcome: "ALLOW", matched: [A], price: 6_500 }],
  // Unusual quantities: more than 100 units in one negotiation, whoever the buyer.
  ["returning buyer, 100 units at list price (10,000.00)", { action: "accept", price: 10_000, quantity: 100 }, { outcome: "ALLOW", matched: [A] }],
  ["returning buyer, 101 units", { action: "accept", price: 10_000, quantity: 101 }, { outcome: "ESCALATE", matched: [QTY, A], to: "shop-owner", policyId: QTY }],
  ["returning buyer with 40 deals, 1,000 units", { action: "accept", price: 9_000, quantity: 1_000, dealsClosed: 40 }, { outcome: "ESCALATE", matched: [QTY, A], policyId: QTY }],
  ["unusual quantity, only countering: nothing to hold", { action: "counter", price: 9_000, quantity: 500 }, { outcome: "ALLOW", matched: [A], price: 9_000 }],
  ["unusual quantity from a new buyer: the high-severity escalation wins", { action: "accept", price: 9_000, quantity: 200, isNew: true, dealsClosed: 0 }, { outcome: "ESCALATE", matched: [QTY, UNKNOWN, A], policyId: QTY }],
  // Orders from unknown buyers worth more than ten units at list price.
  ["new buyer, ten units at list price exactly", { action: "accept", price: 10_000, quantity: 10, isNew: true, dealsClosed: 0 }, { outcome: "ALLOW", matched: [A] }],
  ["new buyer, eleven units at list price", { action: "accept", price: 10_000, quantity: 11, isNew: true, dealsClosed: 0 }, { outcome: "ESCALATE", matched: [UNKNOWN, A], to: "shop-owner", policyId: UNKNOWN }],
  ["new buyer, eleven units at 90.00 (990.00, under ten at list)", { action: "accept", price: 9_000, quantity: 11, isNew: true, dealsClosed: 0 }, { outcome: "ALLOW", matched: [A] }],
  ["new buyer, twelve units at 90.00 (1,080.00)", { action: "accept", price: 9_000, quantity: 12, isNew: true, dealsClosed: 0 }, { outcome: "ESCALATE", matched: [UNKNOWN, A], policyId: UNKNOWN }],
  ["new buyer, a large order only countering", { action: "counter", price: 9_000, quantity: 50, isNew: true, dealsClosed: 0 }, { outcome: "ALLOW", matched: [A] }],
  ["buyer without a credential, eleven units at list", { action: "accept", price: 10_000, quantity: 11, authenticated: false }, { outcome: "ESCALATE", matched: [UNKNOWN, A], policyId: UNKNOWN }],
  ["returning buyer, fifty units", { action: "accept", price: 9_000, quantity: 50, dealsClosed: 3 }, { outcome: "ALLOW", matched: [A] }],
  ["new buyer, one unit of a 100,000.00 item", { action: "accept", price: 10_000_000, anchor: 10_000_000, floor: 7_000_000, previous: 10_000_000, quantity: 1, isNew: true, dealsClosed: 0 }, { outcome: "ALLOW", matched: [A] }],
  // The breaker stop.
  ["many escalations alone do not pause: they are reviews the policies asked for", { escalationRate: 0.9 }, { outcome: "ALLOW", matched: [A] }],
  ["unhealthy agent: breach rate", { breachRate: 0.06 }, { outcome: "PAUSE", matched: [PAUSE, A] }],
  ["breach rate exactly 5% is fine", { breachRate: 0.05 }, { outcome: "ALLOW", matched: [A] }],
  ["too few decisions to judge the agent", { breachRate: 0.9, recentDecisions: 9 }, { outcome: "ALLOW", matched: [A] }],
  ["pause outranks every escalation", { action: "accept", price: 9_000, quantity: 500, isNew: true, dealsClosed: 0, breachRate: 0.9 }, { outcome: "PAUSE", matched: [PAUSE, QTY, UNKNOWN, A] }],
  ["first-round anchor", { price: 10_000, round: 0 }, { outcome: "ALLOW", matched: [A], price: 10_000 }],
  ["huge amounts stay exact", { action: "accept", price: 9_000_000_000_000, anchor: 9_000_000_000_000, floor: 1, quantity: 11, isNew: true, dealsClosed: 0, previous: 9_000_000_000_000 }, { outcome: "ESCALATE", matched: [UNKNOWN, A] }],
  ["the API's largest quantity", { action: "accept", price: 9_000, quantity: 1_000_000 }, { outcome: "ESCALATE", matched: [QTY, A] }],
];

describe("the default policy set, scenario by scenario", () => {
  const set = defaults();
  it.each(scenarios)("%s", (_name, situation, expected) => {
    const result = evaluatePolicies(set, context(situation));
    expect(result.outcome).toBe(expected.outcome);
    if (expected.matched) expect(result.matched.map((m) => m.policyId)).toEqual(expected.matched);
    if (expected.price !== undefined) expect(result.priceMinor).toBe(expected.price);
    if (expected.action) expect(result.action).toBe(expected.action);
    if (expected.to) expect(result.escalation?.to).toBe(expected.to);
    if (expected.policyId) expect(result.escalation).toMatchObject({ policyId: expected.policyId, onTimeout: "reject" });
  });
});

describe("the default never overrides the owner's numbers", () => {
  const set = defaults();

  it("property: every decision keeps the kernel's action and price; nothing is constrained, nothing breaches", () => {
    fc.assert(
      fc.property(contextArb, (ctx) => {
        const r = evaluatePolicies(set, ctx);
        expect(r.outcome).not.toBe("CONSTRAINT");
        expect(r.constrained).toBe(false);
        expect(r.action).toBe(ctx.offer.action);
        expect(r.priceMinor).toBe(ctx.offer.action === "reject" ? null : ctx.offer.priceMinor);
        expect(r.errors).toEqual([]);
        expect(r.invariantViolation).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it("property: an ordinary decision (a counter, a hold, a rejection, or a deal of ten units or fewer) is allowed for anyone", () => {
    fc.assert(
      fc.property(contextArb, (ctx) => {
        const ordinary = ctx.offer.action !== "accept" || ctx.negotiation.quantity <= 10;
        if (ordinary) expect(evaluatePolicies(set, ctx).outcome).toBe("ALLOW");
      }),
      { numRuns: 500 },
    );
  });
});
