import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HEAVIEST_ACCEPTED_SET } from "../policies/costly-policies";
import { DEFAULT_POLICIES_YAML, parsePolicySet, WORK_LIMITS } from "../../policies";
import { PACKAGE_FAMILY_NAMES, rehearsalSettings, rehearseProduct } from "../../rehearsal";
import { rehearsalDecisionWeight } from "../../rehearsal/rehearse";
import { api, expectProblem, shopWithProduct, type ProductSettings } from "./api-client";

const path = (shopId: string) => `/v1/shops/${shopId}/rehearsals`;

describe("rehearsals: a product's settings against simulated buyers, before they go live", () => {
  it("rehearses the live settings and policies, deterministically for a seed, and never below the floor", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const body = { productId: shop.productId, buyers: 600, seed: 42 };
    const first = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(first.status).toBe(200);
    const r = first.body;
    expect(r).toMatchObject({ productId: "widget", buyers: 600, seed: 42, basis: { source: "product-range" }, learned: false, proposed: null, comparison: null });
    expect(r.live.negotiations).toBe(600);
    expect(r.live.settings).toMatchObject({ anchorMinor: 10_000, floorMinor: 7_000, maxRounds: 10 });
    expect(r.live.policyVersion).toBe(0);
    expect(r.live.agreed).toBeGreaterThan(0);
    expect(r.live.agreementRate).toBeGreaterThan(0.2);
    expect(r.live.agreementRate).toBeLessThan(1);
    expect(r.live.belowFloor).toBe(0);
    expect(r.live.meanPriceMinor).toBeGreaterThanOrEqual(7_000);
    expect(r.live.meanPriceMinor).toBeLessThanOrEqual(10_000);
    expect(r.live.families).toHaveLength(15);
    const again = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(again.body).toEqual(r);
    const otherSeed = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { ...body, seed: 43 } });
    expect(otherSeed.body.live).not.toEqual(r.live);
  });

  it("compares proposed settings with the live ones on the same buyers: a higher floor earns more per deal and closes fewer", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 6_000 });
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: 1_500, seed: 7, proposed: { floorMinor: 8_500 } } });
    expect(res.status).toBe(200);
    const { live, proposed, comparison } = res.body;
    expect(proposed.settings.floorMinor).toBe(8_500);
    expect(proposed.settings.anchorMinor).toBe(10_000);
    expect(proposed.agreementRate).toBeLessThan(live.agreementRate);
    expect(proposed.meanPriceMinor).toBeGreaterThan(live.meanPriceMinor);
    expect(proposed.belowFloor).toBe(0);
    expect(comparison.agreementRate).toBeCloseTo(proposed.agreementRate - live.agreementRate, 10);
    // Nothing was saved: the product keeps its floor.
    const product = await api("GET", `/v1/shops/${shop.shopId}/products/${shop.productId}`, { token: shop.adminKey });
    expect(product.body.floorMinor).toBe(6_000);
  });

  it("rehearses a proposed policy file: escalating every acceptance shows up as escalations, and deals then wait for their timeout", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const source = [
      "version: 1",
      "policies:",
      "  - id: allow",
      '    when: "true"',
      "    action: ALLOW",
      "  - id: review-every-deal",
      '    when: offer.action == "accept"',
      "    action: ESCALATE",
      "    escalation: { to: owner, timeoutSeconds: 600, onTimeout: reject }",
    ].join("\n");
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: 600, seed: 3, policySource: source } });
    expect(res.status).toBe(200);
    expect(res.body.live.escalationRate).toBeLessThan(0.05);
    expect(res.body.proposed.policyVersion).toBeNull();
    expect(res.body.proposed.escalationRate).toBeGreaterThan(res.body.live.escalationRate);
    // Every acceptance escalates and times out into a rejection: no deal is made.
    expect(res.body.proposed.agreed).toBe(0);
    expect(res.body.comparison.agreementRate).toBeLessThan(0);
  });

  it("draws its buyers around what buyers recently paid, once the cron has market statistics for the product", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 5_000 });
    const body = { productId: shop.productId, buyers: 900, seed: 11 };
    const before = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(before.body.basis).toEqual({ source: "product-range" });
    // Buyers of this product have been paying about 9,500: far more than the live range's middle.
    const stats = { productId: shop.productId, currency: "EUR", count: 40, meanUnitPriceMinor: 9_500, stdUnitPriceMinor: 200 };
    await env.SHOP.get(env.SHOP.idFromName(shop.shopId)).setMarketStats([stats], Date.now());
    const after = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(after.body.basis).toEqual({ source: "market-stats", agreedCount: 40, meanMinor: 9_500, stdMinor: 200 });
    expect(after.body.live.meanPriceMinor).toBeGreaterThan(before.body.live.meanPriceMinor);
    expect(after.body.live.agreementRate).toBeGreaterThan(before.body.live.agreementRate);
  });

  it("answers again from its record under the same Idempotency-Key (even without a seed), and refuses the key with another body", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const headers = { "idempotency-key": "rehearse-1" };
    const body = { productId: shop.productId, buyers: 200 };
    const first = await api("POST", path(shop.shopId), { token: shop.adminKey, body, headers });
    const again = await api("POST", path(shop.shopId), { token: shop.adminKey, body, headers });
    expect(first.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expectProblem(await api("POST", path(shop.shopId), { token: shop.adminKey, body: { ...body, buyers: 300 }, headers }), 422, "idempotency-key-reused");
  });

  it("takes a policy file as large as the policies route does (64 KiB of YAML)", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const comments = Array.from({ length: 600 }, (_, i) => `# ${String(i).padStart(4, "0")} ${"a note the owner keeps in the file ".repeat(2)}`).join("\n");
    const source = `${comments}\nversion: 1\npolicies:\n  - id: allow\n    when: "true"\n    action: ALLOW\n`;
    expect(source.length).toBeGreaterThan(40_000);
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: 100, seed: 1, policySource: source } });
    expect(res.status).toBe(200);
    expect(res.body.proposed.escalationRate).toBe(0);
  });

  it("plays the learner's arms for the product once the cron has learned them, as live openings do", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const body = { productId: shop.productId, buyers: 600, seed: 5 };
    const before = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    // The learner is sure the soft arm (a milder acceptance) pays for this product.
    const posteriors = [
      { arm: "default", alpha: 100, beta: 900, n: 998 },
      { arm: "firm", alpha: 100, beta: 900, n: 998 },
      { arm: "soft", alpha: 900, beta: 100, n: 998 },
    ] as const;
    await env.SHOP.get(env.SHOP.idFromName(shop.shopId)).setLearning([{ productId: shop.productId, posteriors: [...posteriors], acceptance: null, outcomes: 998 }], Date.now());
    const after = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(before.body.learned).toBe(false);
    expect(after.body.learned).toBe(true);
    expect(after.body.live.agreementRate).toBeGreaterThan(before.body.live.agreementRate);
  });

  it("refuses bad input with a problem and changes nothing", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const post = (body: unknown) => api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expectProblem(await post({ productId: "nope", buyers: 100 }), 404, "not-found");
    expectProblem(await post({ productId: shop.productId, buyers: 50 }), 400, "validation-failed");
    expectProblem(await post({ productId: shop.productId, buyers: 20_001 }), 400, "validation-failed");
    expectProblem(await post({ productId: shop.productId, proposed: { floorMinor: 12_000 } }), 422, "invalid-product-config");
    expectProblem(await post({ productId: shop.productId, proposed: { floorMinor: "cheap" } }), 400, "validation-failed");
    const badPolicy = await post({ productId: shop.productId, policySource: "version: 1\npolicies:\n  - id: x\n    when: offer.nope > 1\n    action: ALLOW\n" });
    expectProblem(badPolicy, 422, "invalid-policy-set");
    expect(badPolicy.body.errors[0]).toMatchObject({ policyId: "x", line: 4 });
    expectProblem(await api("POST", path(shop.shopId), { body: { productId: shop.productId } }), 401, "unauthorized");
    const product = await api("GET", `/v1/shops/${shop.shopId}/products/${shop.productId}`, { token: shop.adminKey });
    expect(product.body).toMatchObject({ floorMinor: 7_000, version: 1 });
  });
});

describe("rehearsals of package products (issue 28): the product's terms and valuation reach the rehearsal", () => {
  const TERMS = [
    { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
    { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
    { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
  ];
  const VALUATION = { weights: { price: 0.6, "payment-days": 0.2, "support-tier": 0.12, incoterm: 0.08 }, reservationUtility: 0.55 };

  it("plays package buyers with their own private values on the live terms, deterministically, below no floor or reservation, and weighs their work more", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000, terms: TERMS, valuation: VALUATION, offerOptions: 2 } as ProductSettings);
    const body = { productId: shop.productId, buyers: 160, seed: 42, proposed: { floorMinor: 7_500 } };
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(res.status).toBe(200);
    const { live, proposed, comparison } = res.body;
    expect(res.body.package).toEqual({ families: PACKAGE_FAMILY_NAMES, combinations: 19 * 3 * 4, wholeGrid: true });
    expect(live.settings.package).toEqual({ terms: TERMS, valuation: VALUATION, options: 2 });
    expect(proposed.settings).toMatchObject({ floorMinor: 7_500, package: { terms: TERMS, options: 2 } });
    expect(live.families.map((f: { family: string }) => f.family)).toEqual(PACKAGE_FAMILY_NAMES);
    expect(live.agreed).toBeGreaterThan(0);
    for (const s of [live, proposed]) {
      expect(s.belowFloor).toBe(0);
      expect(s.package).toMatchObject({ belowReservation: 0, belowBuyerReservation: 0, reservationUtility: 0.55, paretoComputed: true });
      expect(s.package.terms.map((t: { id: string }) => t.id)).toEqual(TERMS.map((t) => t.id));
    }
    expect(live.package.shopUtilityPerDeal).toBeGreaterThanOrEqual(0.55);
    expect(comparison.package.shopShare).toBeCloseTo(proposed.package.shopShare - live.package.shopShare, 10);
    const again = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expect(again.body).toEqual(res.body);
    // The product as the owner reads it, rehearsed in-process (the CLI's path), gives the same figures: its terms got through.
    const parsed = parsePolicySet(DEFAULT_POLICIES_YAML);
    if (!parsed.ok) throw new Error("the bundled set parses");
    const local = rehearseProduct({ productId: shop.productId, live: rehearsalSettings(shop.product), livePolicies: parsed.set, proposed: { floorMinor: 7_500 }, buyers: 160, seed: 42 });
    expect({ ...live, policyVersion: undefined }).toEqual(JSON.parse(JSON.stringify({ ...local.live, policyVersion: undefined })));
    // A package decision weighs several price decisions (4 + 228 combinations / 160): 20,000 buyers are refused, naming how many fit.
    expect(rehearsalDecisionWeight(live.settings)).toBeCloseTo(4 + 228 / 160, 12);
    const heavy = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: 20_000, seed: 1 } });
    expectProblem(heavy, 422, "work-limit-exceeded");
    expect(heavy.body.detail).toContain(`policy cost + ${Math.round(WORK_LIMITS.rehearsalDecision * rehearsalDecisionWeight(live.settings))}`);
    expect(heavy.body.maxBuyers).toBeLessThan(20_000 / 2);
    const fits = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: heavy.body.maxBuyers, seed: 1 } });
    expect(fits.status).toBe(200);
    expect(fits.body.live.negotiations).toBe(heavy.body.maxBuyers);
  });
});

describe("rehearsals are bounded in work (issue 26): buyers × settings × decisions × policy cost", () => {
  it("a 20,000-buyer rehearsal with the heaviest policy set the limits accept is refused before it starts, naming what to reduce", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: 20_000, seed: 1, policySource: HEAVIEST_ACCEPTED_SET } });
    expectProblem(res, 422, "work-limit-exceeded");
    expect(res.body.limit).toBe(WORK_LIMITS.perRequest);
    expect(res.body.estimated).toBeGreaterThan(100 * WORK_LIMITS.perRequest);
    expect(res.body.detail).toMatch(/over the limit of 32,000,000 for one request: even 100 buyers are too many with this policy set/);
    // Even the fewest buyers are too many with this set: what to reduce is the set's cost.
    expect(res.body).not.toHaveProperty("maxBuyers");
    expect(res.body.errors).toContainEqual({ path: "policySource", message: expect.stringMatching(/the proposed policy set costs up to 92,731 evaluation steps per decision/) });
  });

  it("20,000 buyers through the bundled default set still rehearse (today's limit)", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const res = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { productId: shop.productId, buyers: 20_000, seed: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.live.negotiations).toBe(20_000);
  });

  it("comparing two settings plays every buyer twice: over the limit, the refusal says how many buyers fit, and that many do", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const body = { productId: shop.productId, buyers: 20_000, seed: 3, proposed: { floorMinor: 7_500 } };
    const refused = await api("POST", path(shop.shopId), { token: shop.adminKey, body });
    expectProblem(refused, 422, "work-limit-exceeded");
    expect(refused.body.maxBuyers).toBeGreaterThan(5_000);
    expect(refused.body.maxBuyers).toBeLessThan(20_000);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(["buyers", "proposed"]);
    const fits = await api("POST", path(shop.shopId), { token: shop.adminKey, body: { ...body, buyers: refused.body.maxBuyers } });
    expect(fits.status).toBe(200);
    expect(fits.body.proposed.negotiations).toBe(refused.body.maxBuyers);
  });
});

describe("product versions", () => {
  it("lists every saved version of a product's settings, newest first", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    await api("PUT", `/v1/shops/${shop.shopId}/products/${shop.productId}`, { token: shop.adminKey, body: { name: "Widget", currency: "EUR", anchorMinor: 11_000, floorMinor: 7_500 } });
    const refused = await api("PUT", `/v1/shops/${shop.shopId}/products/${shop.productId}`, { token: shop.adminKey, body: { name: "Widget", currency: "EUR", anchorMinor: 11_000, floorMinor: 12_000 } });
    expect(refused.status).toBe(422);
    const res = await api("GET", `/v1/shops/${shop.shopId}/products/${shop.productId}/versions`, { token: shop.adminKey });
    expect(res.status).toBe(200);
    expect(res.body.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(res.body.items[0].config).toMatchObject({ anchorMinor: 11_000, floorMinor: 7_500, maxRounds: 10, ttlSeconds: 86_400, strategy: { kind: "adaptive" } });
    expect(res.body.items[0].config).not.toHaveProperty("ttlMs");
    expect(res.body.items[1].config).toMatchObject({ anchorMinor: 10_000, floorMinor: 7_000 });
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/products/other/versions`, { token: shop.adminKey }), 404, "not-found");
  });
});
