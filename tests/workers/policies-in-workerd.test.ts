import { describe, expect, it } from "vitest";
import { DEFAULT_POLICIES_YAML, evaluatePolicies, parsePolicySet } from "../../policies";

// Durable Objects evaluate policies inside workerd, where code generation (eval, new Function) is
// forbidden: the CEL library must parse, type-check and evaluate without it.
describe("policies inside the Workers runtime", () => {
  it("parses the default set and evaluates a decision", () => {
    const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = evaluatePolicies(parsed.set, {
      offer: { priceMinor: 9_000, buyerPriceMinor: 9_000, previousShopOfferMinor: 9_500, discountBps: 1_000, action: "accept" },
      negotiation: { round: 3, maxRounds: 10, quantity: 200, currency: "EUR", elapsedSeconds: 30 },
      product: { id: "widget", anchorMinor: 10_000, floorMinor: 7_000 },
      counterparty: { id: "b", dealsClosed: 0, isNew: true },
      agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
      deal: { valueMinor: 1_800_000, currency: "EUR" },
    });
    expect(result.outcome).toBe("ESCALATE");
    expect(result.escalation?.to).toBe("sales-manager");
  });
});
