/**
 * The multi-issue bench (bench/packages): generated products are valid package products and state the weights
 * they were drawn with; the enumerated space scores as the kernel does; buyers' values and reservations are in
 * range; the frontier of real panel pairs covers every outcome; and a small run of `runPackagePanel` is
 * deterministic, names every shop, domain and family, never deals below a floor or either reservation, and gives
 * the oracle the smallest distance to the frontier.
 */
import { describe, expect, it } from "vitest";
import { PRICE, resolveWeights, validateTerms } from "../../terms";
import { packageConfigProblems } from "../../kernel/package/decide-package";
import { bestDealFor, buyerUtility, PACKAGE_FAMILY_NAMES, priceForBuyerUtility } from "../../bench/packages/buyers";
import { DOMAIN_IDS, DOMAINS } from "../../bench/packages/domains";
import { generatePackageMarkets } from "../../bench/packages/market";
import { nashSolution } from "../../bench/packages/metrics";
import { outcomeSegments, pairTruth, runPackagePanel } from "../../bench/packages/panel";
import { formatChecks, formatPanel, mustShowChecks } from "../../bench/packages/report";
import { FrequencyModel } from "../../bench/packages/shops/iso-curve";
import { priceOnlyFloor } from "../../bench/packages/shops/parley";
import { comboOf, comboTerms, priceForShopUtility, shopUtilityOf } from "../../bench/packages/space";
import { DEFAULT_PRODUCTS } from "../../bench/packages/run";
import { measureThroughput, recordInputs } from "../../bench/packages/throughput";
import { formatThroughput } from "../../bench/packages/report";

const markets = generatePackageMarkets("tune", 3, 7);

describe("the multi-issue panel's products", () => {
  it("are valid package products of 2 to 6 terms, with every domain present", () => {
    expect(new Set(markets.map((m) => m.product.domain))).toEqual(new Set(DOMAIN_IDS));
    for (const { product } of markets) {
      const price = { anchorMinor: product.anchorMinor, floorMinor: product.floorMinor };
      const checked = validateTerms({ terms: product.package.terms, valuation: product.package.valuation }, price);
      expect(checked.ok ? [] : checked.problems).toEqual([]);
      expect(packageConfigProblems(product.package)).toEqual([]);
      expect(product.package.terms.length).toBeGreaterThanOrEqual(2);
      expect(product.package.terms.length).toBeLessThanOrEqual(6);
      expect(product.floorMinor).toBeLessThan(product.anchorMinor);
    }
  });

  it("state their weights exactly when the owner answers pairwise questions", () => {
    for (const { product } of markets.filter((m) => DOMAINS[m.product.domain].valuation === "tradeoffs")) {
      expect(product.package.valuation.tradeoffs?.length).toBe(product.package.terms.length);
      const w = resolveWeights(product.package.terms, product.package.valuation, product);
      expect(Object.values(w).reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
      expect(w[PRICE]).toBeGreaterThan(0.25);
    }
  });

  it("enumerate every combination once, scored as the kernel's utility scores it", () => {
    for (const { product, space } of markets) {
      expect(space.count).toBe(space.values.reduce((n, v) => n * v.length, 1));
      for (let c = 0; c < space.count; c += Math.max(1, Math.floor(space.count / 40))) {
        expect(comboOf(space, comboTerms(space, c))).toBe(c);
        const p = product.floorMinor + Math.floor((product.anchorMinor - product.floorMinor) / 3);
        expect(shopUtilityOf(space, c, p)).toBeCloseTo(space.shopUtility(p, comboTerms(space, c)), 9);
      }
      expect(space.shopUtility(product.anchorMinor, comboTerms(space, space.bestCombo))).toBeCloseTo(1, 9);
    }
  });

  it("price a combination at the lowest whole price reaching a shop utility, never below the floor", () => {
    for (const { product, space } of markets) {
      const target = product.package.valuation.reservationUtility + 0.1;
      for (let c = 0; c < space.count; c += Math.max(1, Math.floor(space.count / 25))) {
        const p = priceForShopUtility(space, c, target);
        if (p === null) {
          expect(shopUtilityOf(space, c, product.anchorMinor)).toBeLessThan(target);
          continue;
        }
        expect(p).toBeGreaterThanOrEqual(product.floorMinor);
        expect(shopUtilityOf(space, c, p)).toBeGreaterThanOrEqual(target - 1e-12);
        if (p > product.floorMinor) expect(shopUtilityOf(space, c, p - 1)).toBeLessThan(target);
      }
    }
  });

  it("keep the reservation utility on price-only Parley's raised floor", () => {
    for (const market of markets) {
      const floor = priceOnlyFloor(market);
      expect(floor).toBeGreaterThanOrEqual(market.product.floorMinor);
      expect(shopUtilityOf(market.space, market.space.bestCombo, floor)).toBeGreaterThanOrEqual(market.product.package.valuation.reservationUtility - 1e-12);
    }
  });
});

describe("the multi-issue panel's buyers", () => {
  it("one per family per product, with utilities in [0, 1], a reservation in range and their own deadlines", () => {
    for (const { space, buyers } of markets) {
      expect(buyers.map((b) => b.family)).toEqual(PACKAGE_FAMILY_NAMES);
      for (const b of buyers) {
        expect(b.priceWeight + b.termWeights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
        for (const vs of b.termValues) {
          expect(Math.max(...vs)).toBeCloseTo(1, 9);
          expect(Math.min(...vs)).toBeGreaterThanOrEqual(0);
        }
        expect(b.reservationUtility).toBeGreaterThanOrEqual(0.05);
        expect(b.reservationUtility).toBeLessThanOrEqual(0.95);
        expect(b.idealPriceMinor).toBeLessThan(space.product.floorMinor);
        expect(b.deadline).toBeGreaterThanOrEqual(b.family.endsWith("-patient") ? 8 : 3);
        expect(b.deadline).toBeLessThanOrEqual(b.family.endsWith("-patient") ? 20 : 10);
        const u = buyerUtility(space, b);
        expect(bestDealFor(u)).toBeLessThanOrEqual(1);
        const p = priceForBuyerUtility(u, space.bestCombo, b.reservationUtility);
        if (p !== null && p < space.product.anchorMinor) expect(u.of(space.bestCombo, p)).toBeGreaterThanOrEqual(b.reservationUtility - 1e-12);
      }
    }
  });

  it("about one in six or seven has no deal possible (the generator's design)", () => {
    const all = generatePackageMarkets("held-out", 6, 3);
    const pairs = all.flatMap((m) => m.buyers.map((b) => pairTruth(m.space, b)));
    const possible = pairs.filter((p) => p.possible).length / pairs.length;
    expect(possible).toBeGreaterThan(0.75);
    expect(possible).toBeLessThan(0.95);
  });
});

describe("the frontier of real panel pairs", () => {
  it("covers every outcome of every combination at any price, and the NBS beats every one of them", () => {
    for (const market of markets.filter((_, i) => i % 2 === 0)) {
      const buyer = market.buyers[0]!;
      const truth = pairTruth(market.space, buyer);
      const { frontier } = truth;
      const ru = truth.shopReservation;
      const rv = buyer.reservationUtility;
      const nbs = nashSolution(frontier, ru, rv);
      const { anchorMinor: A, floorMinor: F } = market.product;
      for (let c = 0; c < market.space.count; c += Math.max(1, Math.floor(market.space.count / 60))) {
        for (const p of [F, Math.round((F + A) / 2), A]) {
          const x = { u: shopUtilityOf(market.space, c, p), v: truth.utility.of(c, p) };
          expect(frontier.pieces.some((q) => q.u1 >= x.u - 1e-9 && q.k - frontier.lambda * Math.max(x.u, q.u0) >= x.v - 1e-9)).toBe(true);
          if (nbs && x.u >= ru && x.v >= rv) expect((x.u - ru) * (x.v - rv)).toBeLessThanOrEqual(nbs.product + 1e-9);
        }
      }
      expect(outcomeSegments(market.space, truth.utility).length).toBe(market.space.count);
    }
  });
});

describe("the HardHeaded frequency model", () => {
  it("weighs up the terms the opponent keeps and scores the values it asks for", () => {
    const { space } = markets.find((m) => m.product.domain === "supply")!;
    const model = new FrequencyModel(space);
    const a = comboOf(space, { "delivery-days": 10, "payment-days": 90, returns: "10-percent" });
    const b = comboOf(space, { "delivery-days": 20, "payment-days": 90, returns: "10-percent" });
    model.observe({ combo: a, priceMinor: 1000 });
    model.observe({ combo: b, priceMinor: 1100 });
    expect(model.weights[2]!).toBeGreaterThan(model.weights[1]!);
    expect(model.weights[0]!).toBeCloseTo(model.weights[1]!, 12);
    const keep = comboOf(space, { "delivery-days": 60, "payment-days": 90, returns: "10-percent" });
    const change = comboOf(space, { "delivery-days": 60, "payment-days": 0, returns: "none" });
    expect(model.estimate({ combo: keep, priceMinor: 1000 })).toBeGreaterThan(model.estimate({ combo: change, priceMinor: 1000 }));
  });
});

describe("runPackagePanel", () => {
  const small = { half: "held-out" as const, products: 1, seed: 5 };
  const run = runPackagePanel(small);

  it("is deterministic given its seed", () => {
    const again = runPackagePanel(small);
    expect({ ...again, seconds: 0 }).toEqual({ ...run, seconds: 0 });
  });

  it("never deals below a floor or either side's reservation, with any shop", () => {
    for (const shop of run.shops) {
      expect(shop.overall.buyers).toBe(DOMAIN_IDS.length * PACKAGE_FAMILY_NAMES.length);
      expect(shop.overall.dealsBelowFloor).toBe(0);
      expect(shop.overall.dealsBelowReservation).toBe(0);
      expect(shop.overall.dealsBelowBuyerReservation).toBe(0);
      expect(shop.overall.deals).toBeGreaterThan(0);
      for (const key of ["shopShare", "agreementWherePossible", "nashPerDeal", "nashWherePossible"] as const) {
        expect(shop.overall[key]).toBeGreaterThanOrEqual(0);
        expect(shop.overall[key]).toBeLessThanOrEqual(1 + 1e-9);
      }
    }
  });

  it("puts the oracle's deals nearest the frontier", () => {
    const oracle = run.shops.find((s) => !s.fair)!;
    expect(oracle.overall.paretoDistance).toBeLessThan(0.02);
    for (const s of run.shops.filter((x) => x.fair)) expect(oracle.overall.paretoDistance).toBeLessThanOrEqual(s.overall.paretoDistance);
  });

  it("makes every deal of the full-information bound the Nash bargaining solution", () => {
    const bound = run.shops.find((s) => s.shop.startsWith("nbs bound"))!;
    expect(bound.overall.deals).toBeGreaterThan(0);
    expect(bound.overall.nashPerDeal).toBeGreaterThan(0.999);
    expect(bound.overall.paretoDistance).toBeLessThan(1e-3);
    // Knowing values alone is not enough: the values-only oracle's deals are not all the NBS.
    const oracle = run.shops.find((s) => s.shop.startsWith("oracle"))!;
    expect(oracle.overall.nashPerDeal).toBeLessThan(bound.overall.nashPerDeal);
  });

  it("reports every shop, domain and family, and the issue's checks", () => {
    const text = formatPanel(run);
    for (const name of [...run.shops.map((s) => s.shop), ...DOMAIN_IDS, ...PACKAGE_FAMILY_NAMES]) expect(text).toContain(name);
    const checks = mustShowChecks(run);
    expect(checks.length).toBe(4 + run.shops.filter((s) => s.fair).length - 1);
    expect(formatChecks(run).split("\n").length).toBe(checks.length);
  });
});

describe("the throughput figure", () => {
  it("replays recorded counter decisions of both kinds (the figures themselves are not asserted)", () => {
    const recorded = recordInputs("car", 1, 3);
    expect(recorded.packageInputs.length).toBeGreaterThan(0);
    expect(recorded.priceInputs.length).toBeGreaterThan(0);
    expect(recorded.packageInputs.every((x) => x.move.kind === "counter" && x.config.package?.terms.length === 5)).toBe(true);
    expect(recorded.priceInputs.every((x) => x.config.package === undefined)).toBe(true);
    const figures = measureThroughput("car", recorded, 1, 0);
    expect(figures.terms).toBe(5);
    expect(formatThroughput(figures)).toContain("package / price-only");
    expect(DEFAULT_PRODUCTS).toBeGreaterThan(0);
  });
});
