import { describe, expect, it } from "vitest";
import { conditionCost, evaluatePolicies, parsePolicySet, policyContext, policyEnvironment, termReferences, termsContext, type PolicyContext, type ProductBounds } from "../../policies";
import { context } from "./context";

/**
 * Policies over package terms (issue 28): the `terms` variable, with ids in their `-` and `_` forms; upload checks
 * against the shop's products' terms; and a policy that reads a term a decision's product does not negotiate does
 * not apply to it — no error, no escalation, nothing for the circuit breaker.
 */

const SET = `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: long-payment
    description: payment terms beyond 60 days wait for the owner
    when: offer.action == "accept" && terms.payment_days > 60
    action: ESCALATE
    escalation: { to: finance, timeoutSeconds: 3600, onTimeout: reject }
`;

const PRODUCTS: ProductBounds[] = [
  { productId: "server", floorMinor: 7_000, anchorMinor: 10_000, terms: [{ id: "payment-days", kind: "numeric" }, { id: "support-tier", kind: "ordinal" }] },
  { productId: "widget", floorMinor: 7_000, anchorMinor: 10_000 },
];

function parsed(source: string, products: ProductBounds[] = PRODUCTS) {
  const result = parsePolicySet(source, products);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.set;
}

const withTerms = (c: PolicyContext, terms: Record<string, number | string>): PolicyContext => ({ ...c, terms: termsContext(terms) });

describe("policies over package terms", () => {
  it("escalate when an accepted package's payment terms go beyond 60 days", () => {
    const set = parsed(SET);
    expect(evaluatePolicies(set, withTerms(context({ action: "accept" }), { "payment-days": 75, "support-tier": "basic" }))).toMatchObject({ outcome: "ESCALATE", escalation: { policyId: "long-payment", to: "finance" } });
    expect(evaluatePolicies(set, withTerms(context({ action: "accept" }), { "payment-days": 60 })).outcome).toBe("ALLOW");
    // A counter with long payment terms is not an agreement.
    expect(evaluatePolicies(set, withTerms(context({ action: "counter" }), { "payment-days": 90 })).outcome).toBe("ALLOW");
  });

  it("reads a term by its id or its `_` form, numbers as numbers (== against an int literal too), choices as strings", () => {
    const cases: [string, boolean][] = [
      ['terms["payment-days"] == 30', true],
      ["terms.payment_days == 30", true],
      ["terms.payment_days >= 29.5 && terms.payment_days < 30.5", true],
      ['terms.support_tier == "premium"', true],
      ['terms.support_tier in ["standard", "premium"]', true],
      ["has(terms.incoterm)", false],
    ];
    const env = policyEnvironment();
    const activation = { terms: termsContext({ "payment-days": 30, "support-tier": "premium" }) };
    for (const [condition, expected] of cases) {
      expect(env.check(condition).valid, condition).toBe(true);
      expect(env.evaluate(condition, activation), condition).toBe(expected);
    }
  });

  it("a policy about a term the product does not negotiate does not apply to it: price-only deals are never held by it, and nothing fails", () => {
    const set = parsed(SET);
    const priceOnly = evaluatePolicies(set, context({ action: "accept" }));
    expect(priceOnly).toMatchObject({ outcome: "ALLOW", errors: [] });
    expect(priceOnly.matched.map((m) => m.policyId)).toEqual(["allow"]);
    // A package product without that term: the same.
    expect(evaluatePolicies(set, withTerms(context({ action: "accept" }), { "support-tier": "premium" }))).toMatchObject({ outcome: "ALLOW", errors: [] });
  });

  it("a term tested with has() is only mentioned: the condition runs where the term is missing", () => {
    const set = parsed(`version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: no-terms-no-deal
    when: offer.action == "accept" && !has(terms.payment_days)
    action: ESCALATE
    escalation: { to: owner, timeoutSeconds: 3600, onTimeout: reject }
`);
    expect(evaluatePolicies(set, context({ action: "accept" })).outcome).toBe("ESCALATE");
    expect(evaluatePolicies(set, withTerms(context({ action: "accept" }), { "payment-days": 10 })).outcome).toBe("ALLOW");
  });

  it("finds the terms a condition reads and names, in their `_` form", () => {
    const env = policyEnvironment();
    const refs = termReferences(env.parse('terms.payment_days > 60 && terms["support-tier"] == "basic" || has(terms.incoterm)').ast);
    expect(refs).toEqual({ read: ["payment_days", "support_tier"], named: ["incoterm", "payment_days", "support_tier"], whole: false });
    expect(termReferences(env.parse('"payment_days" in terms').ast).whole).toBe(true);
  });

  it("an upload names a term no product negotiates, and type-checks the rest as their products declare them", () => {
    const refused = (when: string, products = PRODUCTS) => {
      const result = parsePolicySet(`version: 1\npolicies:\n  - id: p\n    when: '${when}'\n    action: ALLOW\n`, products);
      if (result.ok) throw new Error(`accepted: ${when}`);
      return result.errors[0]!;
    };
    expect(refused("terms.paymnt_days > 60")).toMatchObject({ policyId: "p", path: "policies[0].when", line: 4 });
    expect(refused("terms.paymnt_days > 60").message).toMatch(/terms\.paymnt_days: no product of this shop negotiates this term \(terms: terms\.payment_days, terms\.support_tier\)/);
    expect(refused("terms.support_tier > 2").message).toMatch(/no such overload/);
    expect(refused("terms.payment_days > 60", [PRODUCTS[1]!]).message).toMatch(/no product of this shop negotiates terms besides price/);
    // Without products (a stored set, a shop with none yet) the map is dyn: anything well-formed parses.
    expect(parsePolicySet(`version: 1\npolicies:\n  - id: p\n    when: 'terms.anything == 1'\n    action: ALLOW\n`).ok).toBe(true);
  });

  it("costs a condition over terms like one over any map of dyn values", () => {
    const env = policyEnvironment();
    const cost = conditionCost("terms.payment_days > 60", env.parse("terms.payment_days > 60").ast);
    expect(cost.ok).toBe(true);
    expect(cost.cost).toBeLessThan(1_000);
  });

  it("the context of a package decision carries its terms; a price-only decision's has none", () => {
    const base = {
      config: { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "linear" as const }, maxRounds: 10, ttlMs: 1 },
      move: { kind: "counter" as const, priceMinor: 8_000 },
      standingOfferMinor: 9_000,
      quantity: 1,
      productId: "server",
      buyerId: "b",
      elapsedMs: 0,
      inputs: { dealsClosed: 0, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } },
      authenticated: true,
      resumed: false,
    };
    const decision = { action: "counter" as const, priceMinor: 8_500, status: "open" as const, round: 1, reasons: [], state: { round: 1, openedAt: 0, lastShopOfferMinor: 8_500, lastBuyerOfferMinor: 8_000 } };
    expect(policyContext({ ...base, decision }).terms).toBeUndefined();
    expect(policyContext({ ...base, decision: { ...decision, terms: { "payment-days": 30 } }, terms: { "payment-days": 30 } }).terms).toEqual({ "payment-days": 30, payment_days: 30 });
  });
});
