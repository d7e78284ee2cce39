import { describe, expect, it } from "vitest";
import { api, buyerKey, createShop, eventually, expectProblem, isHeld, putPolicies, putProduct, viewNegotiation } from "./api-client";

/**
 * Governance over packages through the live shop (issue 28, item 5): a policy set naming a term no product
 * negotiates is refused on upload, naming the policy; a policy over `terms` holds a package deal for a person, the
 * buyer sees it held like a price, the shop's inbox shows the package, and the person's verdict keeps its terms;
 * the same policy never touches a price-only product; a dry run reads a sample's terms.
 */

const TERMS = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
];
const VALUATION = { weights: { price: 0.7, "payment-days": 0.2, "support-tier": 0.1 }, reservationUtility: 0.5 };

const policies = (when: string) => `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-package-deals
    description: every package deal with payment terms waits for finance
    when: ${JSON.stringify(when)}
    action: ESCALATE
    escalation: { to: finance, timeoutSeconds: 3600, onTimeout: reject }
`;

async function shopWithPackages() {
  const shop = await createShop("Package governance");
  const put = await api("PUT", `/v1/shops/${shop.shopId}/products/server`, {
    token: shop.adminKey,
    body: { name: "Server", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION },
  });
  expect(put.status).toBe(201);
  await putProduct(shop, "kettle");
  return shop;
}

async function open(shop: { shopId: string }, productId: string, buyer: string) {
  const key = await buyerKey(shop.shopId, buyer);
  const res = await api("POST", `/v1/shops/${shop.shopId}/negotiations`, { token: key, body: { productId, quantity: 1 } });
  expect(res.status).toBe(201);
  return res.body as { negotiationId: string; token: string; shopOffer: { priceMinor: number; terms?: Record<string, number | string> } };
}

describe("governance over packages", () => {
  it("refuses, on upload, a condition over a term no product negotiates or of the wrong type, naming the policy", async () => {
    const shop = await shopWithPackages();
    const unknown = await putPolicies(shop, policies('offer.action == "accept" && terms.paymnt_days > 60'));
    expectProblem(unknown, 422, "invalid-policy-set");
    expect(JSON.stringify(unknown.body)).toContain("terms.paymnt_days");
    expect(JSON.stringify(unknown.body)).toContain("review-package-deals");
    expectProblem(await putPolicies(shop, policies('terms.support_tier > 1')), 422, "invalid-policy-set");
    expect((await putPolicies(shop, policies('offer.action == "accept" && terms.payment_days > 60'))).status).toBe(201);
  });

  it("holds a package deal for a person like a price, shows the package in the inbox, and the verdict keeps its terms", async () => {
    const shop = await shopWithPackages();
    expect((await putPolicies(shop, policies('offer.action == "accept" && has(terms.payment_days)'))).status).toBe(201);

    // A price-only product is not touched by the policy: its deal closes at once.
    const kettle = await open(shop, "kettle", "kettle-buyer");
    const plain = await api("POST", `/v1/negotiations/${kettle.negotiationId}/accept`, { token: kettle.token });
    expect(plain.body.status).toBe("agreed");

    const n = await open(shop, "server", "server-buyer");
    const bid = await api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { priceMinor: 8_000, terms: { "payment-days": 30, "support-tier": "premium" } } });
    expect(bid.status).toBe(200);
    const standing = bid.body.shopOffer;
    const held = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    // The buyer sees an open negotiation whose package holds, and when to ask again.
    expect(isHeld(held.body)).toBe(true);
    expect(held.body.shopOffer).toMatchObject({ priceMinor: standing.priceMinor, terms: standing.terms });
    expect(JSON.stringify(held.body)).not.toMatch(/escalat|POLICY_|finance/i);

    const esc = await eventually(
      async () => (await api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey })).body.items?.[0],
      (e) => e !== undefined,
    );
    expect(esc).toMatchObject({ policyId: "review-package-deals", assignee: "finance", proposed: { action: "accept", priceMinor: standing.priceMinor, terms: standing.terms } });

    // A person allows a lower price for the same package: the buyer had already taken it at the standing price, so
    // the deal closes there (as for a price), with the package's terms.
    const modified = await api("POST", `/v1/escalations/${esc.escalationId}/decision`, { token: shop.adminKey, body: { decision: "modify", priceMinor: standing.priceMinor - 100 } });
    expect(modified.status, JSON.stringify(modified.body)).toBe(200);
    const after = await viewNegotiation(n.negotiationId, n.token);
    expect(after.body).toMatchObject({ status: "agreed", agreement: { priceMinor: standing.priceMinor, terms: standing.terms } });
    // The history: the buyer's acceptance of the package, the shop's package held while the person looked.
    expect(after.body.history.slice(-2)).toEqual([
      expect.objectContaining({ party: "buyer", kind: "accept", priceMinor: standing.priceMinor, terms: standing.terms }),
      expect.objectContaining({ party: "shop", kind: "hold", priceMinor: standing.priceMinor, terms: standing.terms }),
    ]);
  });

  it("dry-runs a sample decision with terms", async () => {
    const shop = await shopWithPackages();
    const sample = (terms?: Record<string, number | string>) => ({
      offer: { priceMinor: 9_000, buyerPriceMinor: 9_000, previousShopOfferMinor: 9_500, discountBps: 1_000, action: "accept" },
      negotiation: { round: 3, maxRounds: 10, quantity: 1, currency: "EUR", elapsedSeconds: 60 },
      product: { id: "server", anchorMinor: 10_000, floorMinor: 7_000 },
      counterparty: { id: "b", dealsClosed: 2, isNew: false },
      agent: { escalationRate: 0, breachRate: 0, recentDecisions: 10 },
      deal: { valueMinor: 9_000, currency: "EUR" },
      ...(terms ? { terms } : {}),
    });
    const res = await api("POST", `/v1/shops/${shop.shopId}/policies/dry-run`, {
      token: shop.adminKey,
      body: { source: policies('offer.action == "accept" && terms.payment_days > 60'), samples: [sample({ "payment-days": 75 }), sample({ "payment-days": 30 }), sample()] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(["ESCALATE", "ALLOW", "ALLOW"]);
  });
});
