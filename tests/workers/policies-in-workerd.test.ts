import { describe, expect, it } from "vitest";
import { DEFAULT_POLICIES_YAML, evaluatePolicies, parsePolicySet, type PolicyContext } from "../../policies";
import { POLICY_EXAMPLES, SEED_GOVERNANCE_YAML } from "../../policies/examples";

/** 200 units at 90.00 (18,000.00) accepted from a new buyer. */
const largeFirstOrder: PolicyContext = {
  offer: { priceMinor: 9_000, buyerPriceMinor: 9_000, previousShopOfferMinor: 9_500, discountBps: 1_000, action: "accept" },
  negotiation: { round: 3, maxRounds: 10, quantity: 200, currency: "EUR", elapsedSeconds: 30 },
  product: { id: "widget", anchorMinor: 10_000, floorMinor: 7_000 },
  counterparty: { id: "b", dealsClosed: 0, isNew: true },
  agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
  deal: { valueMinor: 1_800_000, currency: "EUR" },
};

// Durable Objects evaluate policies inside workerd, where code generation (eval, new Function) is
// forbidden: the CEL library must parse, type-check and evaluate without it.
describe("policies inside the Workers runtime", () => {
  it("parses the default set and evaluates a decision", () => {
    const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = evaluatePolicies(parsed.set, largeFirstOrder);
    expect(result.outcome).toBe("ESCALATE");
    expect(result.escalation).toMatchObject({ policyId: "escalate-unusual-quantity", to: "shop-owner", onTimeout: "reject" });
  });

  it("parses every policy example the owner can adopt (the bundle carries them), and evaluates the seed set's", () => {
    for (const example of POLICY_EXAMPLES) expect(parsePolicySet(example.source).ok, example.id).toBe(true);
    const parsed = parsePolicySet(SEED_GOVERNANCE_YAML);
    if (!parsed.ok) throw new Error("the seed example does not parse");
    expect(evaluatePolicies(parsed.set, largeFirstOrder).escalation?.to).toBe("sales-manager");
  });
});
