import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom, Shop } from "../../durable-objects";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { POLICY_COST_LIMITS, StepBudgetExceeded, stepBudgetEnforced, toActivation, withinBudget } from "../../policies";
import { policyEnvironment } from "../../policies/environment";
import { HEAVIEST_ACCEPTED_SET, nestedComprehensionAttack, withCondition } from "../policies/costly-policies";
import { api, ASYNC_WAIT_MS, counter, expectProblem, opened, openNegotiation, shopWithProduct, viewNegotiation } from "./api-client";

const room = (id: string) => env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(id));
const ALLOW_ALL = `  - id: allow-all\n    when: "true"\n    action: ALLOW\n`;

async function eventually<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < ASYNC_WAIT_MS / 50; i++) {
    const v = await probe();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function withPolicySource(source: string, product = {}) {
  const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, ...product });
  const res = await api("PUT", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey, body: { source } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return shop;
}

const withPolicies = (body: string, product = {}) => withPolicySource(`version: 1\npolicies:\n${body}`, product);

/**
 * A large order (200 × 100.00 = 20,000.00) accepted at once, in a shop that adopted the seed governance example
 * (policies/examples/seed-governance.yaml): its sign-off of deals over 10,000.00 escalates it to the sales manager.
 */
async function escalatedDeal() {
  const shop = await withPolicySource(SEED_GOVERNANCE_YAML, { anchorMinor: 10_000, floorMinor: 8_000 });
  const n = await opened(shop.shopId, shop.productId, { quantity: 200 });
  const res = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
  return { shop, n, res };
}

async function pendingEscalation(shop: { shopId: string; adminKey: string }) {
  return eventually(async () => {
    const r = await api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey });
    return r.body.items?.[0];
  }, "the escalation in the shop's inbox");
}

describe("policy sets: upload, versions, dry runs", () => {
  it("validates uploads: a refused file changes nothing and says which policy and where", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const path = `/v1/shops/${shop.shopId}/policies`;
    expect((await api("GET", path, { token: shop.adminKey })).body).toMatchObject({ version: 0 });
    const good = await api("PUT", path, { token: shop.adminKey, body: { source: `version: 1\npolicies:\n${ALLOW_ALL}` } });
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ version: 1, policies: [{ id: "allow-all", action: "ALLOW" }] });

    const cases: Array<[string, string, RegExp]> = [
      ["invalid YAML", "version: 1\npolicies: [", /invalid YAML/],
      ["CEL syntax error", `version: 1\npolicies:\n${ALLOW_ALL}  - id: bad\n    when: "deal.valueMinor >"\n    action: ALLOW\n`, /Unexpected token/],
      ["unknown variable", `version: 1\npolicies:\n${ALLOW_ALL}  - id: bad\n    when: "buyer.score > 1"\n    action: ALLOW\n`, /Unknown variable/],
      ["type error", `version: 1\npolicies:\n${ALLOW_ALL}  - id: bad\n    when: "deal.currency > 1"\n    action: ALLOW\n`, /no such overload/],
      ["constraint below the floor", `version: 1\npolicies:\n${ALLOW_ALL}  - id: bad\n    when: "true"\n    action: CONSTRAINT\n    constraint: {maxPriceMinor: 5000}\n`, /below its floor/],
    ];
    for (const [name, source, message] of cases) {
      const res = await api("PUT", path, { token: shop.adminKey, body: { source } });
      expectProblem(res, 422, "invalid-policy-set");
      expect(res.body.errors.some((e: any) => message.test(e.message)), `${name}: ${JSON.stringify(res.body.errors)}`).toBe(true);
      if (name !== "invalid YAML") expect(res.body.errors[0]).toMatchObject({ policyId: "bad", line: expect.any(Number) });
    }
    expect((await api("GET", path, { token: shop.adminKey })).body).toMatchObject({ version: 1 });
  });

  it("dry-runs samples against the shop's set (the bundled default here) and shows what matched", async () => {
    const shop = await shopWithProduct();
    const sample = (valueMinor: number, buyer: { quantity?: number; authenticated?: boolean } = {}) => ({
      offer: { priceMinor: 9_000, buyerPriceMinor: 9_000, previousShopOfferMinor: 9_500, discountBps: 1_000, action: "accept" },
      negotiation: { round: 2, maxRounds: 10, quantity: buyer.quantity ?? 1, currency: "EUR", elapsedSeconds: 10 },
      product: { id: "widget", anchorMinor: 10_000, floorMinor: 7_000 },
      // A sample that does not say the buyer presented a credential is read as anonymous (the cautious reading).
      counterparty: { id: "b", dealsClosed: 2, isNew: false, ...(buyer.authenticated !== undefined ? { authenticated: buyer.authenticated } : {}) },
      agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
      deal: { valueMinor, currency: "EUR" },
    });
    // The default holds an unusual quantity (more than 100 units) from anyone, and a large order (over ten units'
    // worth at list price) from a buyer without deals or without a credential; a known buyer's large order goes through.
    const samples = [sample(9_000, { authenticated: true }), sample(2_000_000, { authenticated: true }), sample(1_800_000, { quantity: 200, authenticated: true }), sample(2_000_000)];
    const res = await api("POST", `/v1/shops/${shop.shopId}/policies/dry-run`, { token: shop.adminKey, body: { samples } });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(0);
    expect(res.body.results.map((r: any) => r.outcome)).toEqual(["ALLOW", "ALLOW", "ESCALATE", "ESCALATE"]);
    expect(res.body.results[2].matched.map((m: any) => m.policyId)).toEqual(["escalate-unusual-quantity", "allow-ordinary-deals"]);
    expect(res.body.results[3].matched.map((m: any) => m.policyId)).toEqual(["escalate-large-order-unknown-buyer", "allow-ordinary-deals"]);
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/policies/dry-run`, { token: shop.adminKey, body: { samples: [{ offer: {} }] } }), 400, "validation-failed");
    // A purchase sample (Parley buying): the default's holds are a sale's, so the same large order from an unknown
    // supplier goes through; a direction the API does not know is refused.
    const purchase = { ...sample(2_000_000), negotiation: { ...sample(2_000_000).negotiation, direction: "purchase" } };
    const bought = await api("POST", `/v1/shops/${shop.shopId}/policies/dry-run`, { token: shop.adminKey, body: { samples: [purchase] } });
    expect(bought.status).toBe(200);
    expect(bought.body.results.map((r: any) => r.outcome)).toEqual(["ALLOW"]);
    // The active set shows which direction each policy governs: the two holds a sale's, the rest both.
    const active = await api("GET", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey });
    const scopes = Object.fromEntries(active.body.policies.map((p: any) => [p.id, p.appliesTo]));
    expect(scopes).toMatchObject({ "escalate-unusual-quantity": "sale", "escalate-large-order-unknown-buyer": "sale", "allow-ordinary-deals": null });
    const sideways = { ...purchase, negotiation: { ...purchase.negotiation, direction: "lease" } };
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/policies/dry-run`, { token: shop.adminKey, body: { samples: [sideways] } }), 400, "validation-failed");
  });
});

describe("policy cost (issue 26): a policy that would burn CPU is refused at upload", () => {
  const sample = {
    offer: { priceMinor: 9_000, buyerPriceMinor: 8_000, previousShopOfferMinor: 9_500, discountBps: 1_000, action: "counter" },
    negotiation: { round: 2, maxRounds: 10, quantity: 1, currency: "EUR", elapsedSeconds: 10 },
    product: { id: "widget", anchorMinor: 10_000, floorMinor: 7_000 },
    counterparty: { id: "b", dealsClosed: 2, isNew: false },
    agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 },
    deal: { valueMinor: 9_000, currency: "EUR" },
  };

  it("the 200-node nested-comprehension policy: 422 naming it and its line, for upload and dry run alike; nothing changes", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const path = `/v1/shops/${shop.shopId}/policies`;
    const source = withCondition(nestedComprehensionAttack());
    const put = await api("PUT", path, { token: shop.adminKey, body: { source } });
    expectProblem(put, 422, "invalid-policy-set");
    expect(put.body.errors).toEqual([{ policyId: "burn", path: "policies[1].when", line: 7, column: 11, message: expect.stringMatching(/over the limit of 10,000 per condition; .* up to 1,000,000 times/) }]);
    expect((await api("GET", path, { token: shop.adminKey })).body).toMatchObject({ version: 0 });
    const dry = await api("POST", `${path}/dry-run`, { token: shop.adminKey, body: { source, samples: [sample] } });
    expectProblem(dry, 422, "invalid-policy-set");
    expect(dry.body.errors[0]).toMatchObject({ policyId: "burn", line: 7 });
  });

  it("inside the Workers runtime too, conditions run under the interpreter's step count, which stops a runaway one", () => {
    expect(stepBudgetEnforced()).toBe(true);
    const runaway = withinBudget(policyEnvironment().parse(nestedComprehensionAttack()), POLICY_COST_LIMITS.perPolicy);
    let thrown: unknown;
    try {
      runaway(toActivation(sample as Parameters<typeof toActivation>[0]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StepBudgetExceeded);
    expect((thrown as StepBudgetExceeded).steps).toBeLessThan(POLICY_COST_LIMITS.perPolicy + 1_000);
  });

  it("the heaviest set the limits accept dry-runs on 100 samples (at most 100 × 100,000 steps)", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const res = await api("POST", `/v1/shops/${shop.shopId}/policies/dry-run`, { token: shop.adminKey, body: { source: HEAVIEST_ACCEPTED_SET, samples: Array(100).fill(sample) } });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(100);
    expect(res.body.results[0]).toMatchObject({ outcome: "ALLOW", errors: [] });
  });

  it("a set stored before the limits is shown, refused for dry runs and rehearsals as an upload would be, and replaceable", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const source = withCondition(nestedComprehensionAttack());
    await runInDurableObject<Shop, void>(env.SHOP.get(env.SHOP.idFromName(shop.shopId)), (_i, state) => {
      state.storage.sql.exec("INSERT INTO policy_sets (version, source, created_at) VALUES (1, ?, ?)", source, Date.now());
    });
    const path = `/v1/shops/${shop.shopId}/policies`;
    expect((await api("GET", path, { token: shop.adminKey })).body).toMatchObject({ version: 1, policies: [{ id: "allow-all" }, { id: "burn" }] });
    const dry = await api("POST", `${path}/dry-run`, { token: shop.adminKey, body: { samples: [sample] } });
    expectProblem(dry, 422, "invalid-policy-set");
    expect(dry.body.errors[0]).toMatchObject({ policyId: "burn", line: 7 });
    const rehearsal = await api("POST", `/v1/shops/${shop.shopId}/rehearsals`, { token: shop.adminKey, body: { productId: shop.productId, buyers: 100, seed: 1 } });
    expectProblem(rehearsal, 422, "invalid-policy-set");
    expect(rehearsal.body.errors[0]).toMatchObject({ policyId: "burn", line: 7 });
    // A live negotiation runs it as stored: the over-cost condition is never evaluated and fails safe (a person decides).
    const live = await openNegotiation(shop.shopId, shop.productId);
    expect(live.status).toBe(201);
    // The buyer sees a hold with Retry-After, not that a person decides.
    expect(live.body).toMatchObject({ status: "open", decision: { action: "hold", reasons: [] }, retryAfterSeconds: expect.any(Number) });
    expect((await viewNegotiation(live.body.negotiationId, shop.adminKey)).body.status).toBe("escalated");
    expect((await api("PUT", path, { token: shop.adminKey, body: { source: `version: 1\npolicies:\n${ALLOW_ALL}` } })).status).toBe(201);
  });
});

describe("policies in live negotiations", () => {
  it("a constraint holds the shop's offers at the allowed discount", async () => {
    const shop = await withPolicies(`${ALLOW_ALL}  - id: cap-10\n    when: "offer.discountBps > 1000"\n    action: CONSTRAINT\n    constraint: {maxDiscountBps: 1000}\n`);
    const n = await opened(shop.shopId, shop.productId);
    // A buyer who climbs toward the shop draws concessions (and, past the cap, acceptances) the cap must hold.
    const answers = [];
    for (const bid of [5_000, 6_500, 7_500, 8_200, 8_600, 8_800]) {
      const a = (await counter(n.negotiationId, n.token, bid)).body;
      answers.push(a);
      if (a.status !== "open") break;
    }
    const prices = answers.flatMap((a) => [a.shopOffer?.priceMinor, a.agreement?.priceMinor]).filter((p): p is number => p !== undefined);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(9_000);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1]!);
    const shopView = await viewNegotiation(n.negotiationId, shop.adminKey);
    expect(JSON.stringify(shopView.body.history)).toContain("POLICY_CONSTRAINED");
    // The buyer is not told a policy constrained the offer: that would hint at the shop's thresholds.
    expect(JSON.stringify(answers)).not.toContain("POLICY_");
  });

  it("an over-threshold deal escalates; the buyer waits; a person approves; the buyer sees the deal", async () => {
    const { shop, n, res } = await escalatedDeal();
    expect(res.status).toBe(200);
    // The buyer learns it must wait — not that a person decides, nor which policy or threshold it met: the
    // answer is an open negotiation whose offer holds, with Retry-After (issue 26).
    expect(res.body).toMatchObject({ status: "open", decision: { action: "hold", reasons: [] }, agreement: null, retryAfterSeconds: expect.any(Number) });
    expect(JSON.stringify(res.body)).not.toMatch(/escalat|POLICY_|person|human/i);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await viewNegotiation(n.negotiationId, n.token)).body.status).toBe("open");
    expect((await viewNegotiation(n.negotiationId, shop.adminKey)).body.status).toBe("escalated");
    const again = await counter(n.negotiationId, n.token, 9_000);
    expectProblem(again, 409, "answer-pending");
    expect(JSON.stringify(again.body)).not.toMatch(/escalat|person|human/i);
    expect(again.headers.get("retry-after")).toEqual(expect.any(String));

    const esc = await pendingEscalation(shop);
    expect(esc).toMatchObject({ policyId: "escalate-large-deals", assignee: "sales-manager", proposed: { action: "accept", priceMinor: 10_000 }, onTimeout: "reject" });
    const decided = await api("POST", `/v1/escalations/${esc.escalationId}/decision`, { token: shop.adminKey, body: { decision: "approve", note: "good customer" } });
    expect(decided.status).toBe(200);
    expect(decided.body.escalation).toMatchObject({ status: "approved", note: "good customer" });
    const buyer = await viewNegotiation(n.negotiationId, n.token);
    expect(buyer.body).toMatchObject({ status: "agreed", agreement: { priceMinor: 10_000, totalMinor: 2_000_000 } });
    expectProblem(await api("POST", `/v1/escalations/${esc.escalationId}/decision`, { token: shop.adminKey, body: { decision: "reject" } }), 409, "escalation-closed");
  });

  it("a person may modify the offer, but never below the floor or above the standing offer", async () => {
    const { shop, n } = await escalatedDeal();
    const esc = await pendingEscalation(shop);
    const before = (await viewNegotiation(n.negotiationId, shop.adminKey)).body;
    const path = `/v1/escalations/${esc.escalationId}/decision`;
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { decision: "modify", priceMinor: 7_999 } }), 422, "invalid-human-decision");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { decision: "modify", priceMinor: 10_001 } }), 422, "invalid-human-decision");
    expectProblem(await api("POST", path, { token: shop.adminKey, body: { decision: "modify" } }), 400, "validation-failed");
    expect((await viewNegotiation(n.negotiationId, shop.adminKey)).body).toEqual(before);
    const ok = await api("POST", path, { token: shop.adminKey, body: { decision: "modify", priceMinor: 9_500 } });
    expect(ok.status).toBe(200);
    // The buyer had accepted 100.00: a person allowing 95.00 does not hand back the difference.
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toMatchObject({ status: "agreed", agreement: { priceMinor: 10_000 } });
  });

  it("a rejected escalation ends the negotiation; only the shop's own key may decide", async () => {
    const { shop, n } = await escalatedDeal();
    const esc = await pendingEscalation(shop);
    const other = await shopWithProduct();
    const path = `/v1/escalations/${esc.escalationId}/decision`;
    expectProblem(await api("POST", path, { token: other.adminKey, body: { decision: "approve" } }), 404, "not-found");
    expectProblem(await api("POST", path, { token: n.token, body: { decision: "approve" } }), 401, "unauthorized");
    expect((await api("POST", path, { token: shop.adminKey, body: { decision: "reject" } })).status).toBe(200);
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toMatchObject({ status: "rejected" });
    expect((await viewNegotiation(n.negotiationId, shop.adminKey)).body).toMatchObject({ lastDecision: { reasons: ["HUMAN_REJECTED"] } });
  });

  it("the buyer may withdraw while a person reviews; the review lapses", async () => {
    const { shop, n } = await escalatedDeal();
    const esc = await pendingEscalation(shop);
    const w = await api("POST", `/v1/negotiations/${n.negotiationId}/withdraw`, { token: n.token });
    expect(w.body.status).toBe("withdrawn");
    expectProblem(await api("POST", `/v1/escalations/${esc.escalationId}/decision`, { token: shop.adminKey, body: { decision: "approve" } }), 409, "escalation-closed");
  });

  it("an undecided escalation times out by alarm and applies the policy's timeout action", async () => {
    const { shop, n } = await escalatedDeal();
    const esc = await pendingEscalation(shop);
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec("UPDATE escalations SET timeout_at = ?", Date.now() - 1);
    });
    expect(await runDurableObjectAlarm(room(n.negotiationId))).toBe(true);
    expect((await viewNegotiation(n.negotiationId, n.token)).body).toMatchObject({ status: "rejected" });
    expect((await viewNegotiation(n.negotiationId, shop.adminKey)).body).toMatchObject({ lastDecision: { reasons: ["ESCALATION_TIMED_OUT"] } });
    const list = await eventually(async () => {
      const r = await api("GET", `/v1/shops/${shop.shopId}/escalations?status=timed-out`, { token: shop.adminKey });
      return r.body.items.length ? r.body.items : null;
    }, "the timed-out escalation");
    expect(list[0].escalationId).toBe(esc.escalationId);
  });
});

describe("circuit breaker", () => {
  it("trips when too many decisions escalate (503 with Retry-After) and recovers after the pause", async () => {
    // Nothing is ALLOWed: every decision is escalated (deny by default).
    const shop = await withPolicies(`  - id: only-free\n    when: "deal.valueMinor < 1"\n    action: ALLOW\n`);
    for (let i = 0; i < 10; i++) {
      const r = await openNegotiation(shop.shopId, shop.productId, { buyerId: `b${i}` });
      expect(r.body).toMatchObject({ status: "open", retryAfterSeconds: expect.any(Number) });
    }
    const tripped = await eventually(async () => {
      const r = await openNegotiation(shop.shopId, shop.productId, { buyerId: "late" });
      return r.status === 503 ? r : null;
    }, "the breaker to trip");
    expectProblem(tripped, 503, "shop-paused");
    expect(Number(tripped.headers.get("retry-after"))).toBeGreaterThan(800);

    const stub = env.SHOP.get(env.SHOP.idFromName(shop.shopId));
    await runInDurableObject<Shop, void>(stub, (_i, state) => {
      state.storage.sql.exec("UPDATE pauses SET until = ?", Date.now() - 1);
    });
    // The worker keeps the shop's opening configuration for a moment: the lifted pause applies within that.
    let attempt = 0;
    const after = await eventually(async () => {
      const r = await openNegotiation(shop.shopId, shop.productId, { buyerId: `after-${++attempt}` });
      return r.status === 201 ? r : null;
    }, "the lifted pause to apply");
    expect(after.status).toBe(201);
  });
});

describe("audit trail", () => {
  it("records recommendation, policy evaluation, escalation, human decision and outcome, and detects tampering", async () => {
    const { shop, n } = await escalatedDeal();
    const esc = await pendingEscalation(shop);
    await api("POST", `/v1/escalations/${esc.escalationId}/decision`, { token: shop.adminKey, body: { decision: "approve" } });
    const path = `/v1/negotiations/${n.negotiationId}/audit`;
    const report = await api("GET", path, { token: shop.adminKey });
    expect(report.status).toBe(200);
    expect(report.body.verification).toEqual({ valid: true, brokenAt: null, reason: null });
    expect(report.body.entries.map((e: any) => e.kind)).toEqual([
      "recommendation",
      "policy-evaluation",
      "recommendation",
      "policy-evaluation",
      "escalation",
      "human-decision",
      "outcome",
    ]);
    expect(report.body.entries[3].data).toMatchObject({ outcome: "ESCALATE", matched: ["escalate-large-deals", "escalate-new-counterparty-large-deal", "allow-ordinary-deals"] });
    expectProblem(await api("GET", path, { token: n.token }), 401, "unauthorized");

    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      // Storage access could drop the append-only triggers; the chain still gives the change away.
      state.storage.sql.exec("DROP TRIGGER audit_no_update");
      state.storage.sql.exec(`UPDATE audit SET data = '{"forged":true}' WHERE seq = 4`);
    });
    const tampered = await api("GET", path, { token: shop.adminKey });
    expect(tampered.body.verification).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it("detects a truncated log", async () => {
    const { shop, n } = await escalatedDeal();
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec("DROP TRIGGER audit_no_delete");
      state.storage.sql.exec("DELETE FROM audit WHERE seq = (SELECT MAX(seq) FROM audit)");
    });
    const report = await api("GET", `/v1/negotiations/${n.negotiationId}/audit`, { token: shop.adminKey });
    expect(report.body.verification.valid).toBe(false);
    expect(report.body.verification.reason).toMatch(/removed/);
  });
});
