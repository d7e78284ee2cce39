/**
 * Rehearsals of package products (issue 28): simulated package buyers with their own private values played through
 * the governed shop. Deterministic for a seed; a higher reservation utility closes fewer deals worth more to the shop;
 * no deal is ever made below the floor, the shop's reservation utility or the buyer's own (fast-check over products,
 * settings and policies), switches included; a grid too large to enumerate is bid on a coarser one; the comparison
 * and the report carry the package figures; and price-only products rehearse exactly as before (a golden file from
 * before package rehearsals existed).
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PackageConfig } from "../../kernel";
import { packageSpace, shopUtility } from "../../kernel/package/space";
import { DEFAULT_POLICIES_YAML, parsePolicySet, WorkMeter, type PolicySet } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { drawPackageBuyers, GovernedShop, PACKAGE_FAMILY_NAMES, rehearsalSettings, rehearseProduct, renderReport, type RehearsalSettings } from "../../rehearsal";
import { playPackageBuyer } from "../../rehearsal/buyers/packages/play";
import { GovernedPackageSession } from "../../rehearsal/package-session";
import { buyerFacts, decisionsPerBuyer } from "../../rehearsal/rehearse";

function policies(source: string, bounds: Parameters<typeof parsePolicySet>[1] = []): PolicySet {
  const parsed = parsePolicySet(source, bounds);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.set;
}

const DEFAULT_SET = policies(DEFAULT_POLICIES_YAML);
const SEED_SET = policies(SEED_GOVERNANCE_YAML);

const TERMS: PackageConfig["terms"] = [
  { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "lower", shopBest: 12 },
  { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium"], shopBest: "basic" },
  { id: "incoterm", label: "Incoterm", kind: "categorical", values: ["EXW", "FCA", "DAP", "DDP"], shopBest: "EXW" },
];
const VALUATION: PackageConfig["valuation"] = {
  tradeoffs: [
    { give: { term: "payment-days", amount: 15 }, for: { term: "price", amount: 1.4 } },
    { give: { term: "warranty-months", amount: 6 }, for: { term: "price", amount: 0.8 } },
    { give: { term: "support-tier", amount: 1 }, for: { term: "price", amount: 2.4 } },
    { give: { term: "incoterm", amount: 2 }, for: { term: "payment-days", amount: 35 } },
  ],
  reservationUtility: 0.55,
};
const PRICE_ONLY: RehearsalSettings = { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive" }, maxRounds: 12, ttlSeconds: 86_400 };
const LIVE: RehearsalSettings = { ...PRICE_ONLY, package: { terms: TERMS, valuation: VALUATION } };
const withReservation = (reservationUtility: number): Partial<RehearsalSettings> => ({ package: { ...LIVE.package!, valuation: { ...VALUATION, reservationUtility } } });

describe("rehearsing a package product", () => {
  const r = rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, buyers: 240, seed: 42 });

  it("plays every package buyer family through the governed shop and reports what only packages have, per family too", () => {
    expect(r.package).toEqual({ families: PACKAGE_FAMILY_NAMES, combinations: 19 * 5 * 3 * 4, wholeGrid: true });
    expect(r.live.families.map((f) => f.family)).toEqual(PACKAGE_FAMILY_NAMES);
    expect(r.live.families.every((f) => f.negotiations === 30)).toBe(true);
    const p = r.live.package!;
    expect(r.live.agreed).toBeGreaterThan(0);
    expect(p.paretoComputed).toBe(true);
    expect(p.paretoDistance).toBeGreaterThanOrEqual(0);
    expect(p.paretoDistance).toBeLessThan(0.5);
    expect(p.shopUtilityPerDeal).toBeGreaterThanOrEqual(VALUATION.reservationUtility);
    expect(p.ownShopShare).toBe(p.shopShare);
    expect(p.buyerUtility).toBeGreaterThan(0);
    expect(p.belowReservation + p.belowBuyerReservation + r.live.belowFloor).toBe(0);
    // Buyers take switches of deals on their own packages.
    expect(p.switches).toBeGreaterThan(0);
    // What the agreed packages look like: a mean per numeric term, shares of deals per value of a choice term.
    const payment = p.terms.find((t) => t.id === "payment-days")!;
    expect(payment.kind === "numeric" && payment.mean! >= 0 && payment.mean! <= 90).toBe(true);
    const incoterm = p.terms.find((t) => t.id === "incoterm")!;
    expect(incoterm.kind === "categorical" && Object.values(incoterm.shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    for (const f of r.live.families) {
      expect(f.package!.terms.map((t) => t.id)).toEqual(TERMS.map((t) => t.id));
      if (f.agreementRate > 0) expect(f.package!.paretoDistance).not.toBeNull();
    }
  });

  it("is a function of its inputs: the same seed gives the same rehearsal, another seed other buyers", () => {
    expect(rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, buyers: 240, seed: 42 })).toEqual(r);
    expect(rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, buyers: 240, seed: 43 }).live).not.toEqual(r.live);
  });

  it("a higher reservation utility closes fewer deals, each worth more to the shop, on the same buyers", () => {
    const c = rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, proposed: withReservation(0.7), buyers: 400, seed: 7 });
    const live = c.live.package!;
    const proposed = c.proposed!.package!;
    expect(proposed.reservationUtility).toBe(0.7);
    expect(c.proposed!.agreed).toBeLessThan(c.live.agreed);
    expect(proposed.shopUtilityPerDeal!).toBeGreaterThan(live.shopUtilityPerDeal!);
    expect(proposed.possibleShare).toBeLessThan(live.possibleShare);
    expect(proposed.belowReservation).toBe(0);
    expect(c.comparison!.package!.shopUtilityPerDeal).toBeCloseTo(proposed.shopUtilityPerDeal! - live.shopUtilityPerDeal!, 12);
    expect(c.comparison!.agreementRate).toBeLessThan(0);
  });

  it("compares offer options (one package per counter against three) and another valuation of a term, and the report shows them", () => {
    const meso = rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, proposed: { package: { ...LIVE.package!, options: 3 } }, buyers: 160, seed: 5 });
    expect(meso.proposed!.settings.package!.options).toBe(3);
    expect(meso.proposed).not.toEqual(meso.live);
    expect(meso.comparison!.package).toEqual({
      shopShare: meso.proposed!.package!.shopShare - meso.live.package!.shopShare,
      shopUtilityPerDeal: meso.proposed!.package!.shopUtilityPerDeal! - meso.live.package!.shopUtilityPerDeal!,
      buyerUtility: meso.proposed!.package!.buyerUtility - meso.live.package!.buyerUtility,
      paretoDistance: meso.proposed!.package!.paretoDistance! - meso.live.package!.paretoDistance!,
      agreementWherePossible: meso.proposed!.agreementWherePossible - meso.live.agreementWherePossible,
    });
    // Payment days worth three times as much to the owner: the deals' payment terms shorten, on the live yardstick and its own.
    const tradeoffs = VALUATION.tradeoffs!.map((t, i) => (i === 0 ? { ...t, for: { ...t.for, amount: 4.2 } } : t));
    const firm = rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, proposed: { package: { ...LIVE.package!, valuation: { ...VALUATION, tradeoffs } } }, buyers: 240, seed: 42 });
    const days = (s: typeof firm.live) => (s.package!.terms[0] as { mean: number }).mean;
    expect(days(firm.proposed!)).toBeLessThan(days(firm.live));
    expect(firm.proposed!.package!.ownShopShare).not.toBe(firm.proposed!.package!.shopShare);

    const html = renderReport(meso, { shopId: "shp_1", productName: "Rack server", generatedAt: "2026-11-26T10:00:00Z" });
    for (const text of ["Shop utility share", "Buyer utility", "Distance to the Pareto frontier", "Deals below the reservation utility", "Agreed payment terms (mean)", "Agreed incoterm", "8 package buyer families", "Proposed, by buyer family"]) expect(html).toContain(text);
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).toContain(meso.live.package!.shopShare.toFixed(3));
  });

  it("refuses a proposal that changes the terms themselves (buyers value the live grid)", () => {
    const terms = TERMS.map((t) => (t.id === "payment-days" ? { ...t, max: 120 } : t));
    expect(() => rehearseProduct({ productId: "server", live: LIVE, livePolicies: DEFAULT_SET, proposed: { package: { terms, valuation: VALUATION } }, buyers: 16, seed: 1 })).toThrow(/keeps the product's terms/);
  });

  it("bids a grid too large to enumerate on a coarser one, values the shop's offers between its points, and leaves the Pareto distance out", () => {
    const terms: PackageConfig["terms"] = [
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 365, step: 1, better: "lower", shopBest: 0 },
      { id: "quantity", label: "Quantity", kind: "numeric", min: 1, max: 5_000, step: 1, better: "higher", shopBest: 5_000 },
      { id: "support-tier", label: "Support tier", kind: "ordinal", values: ["basic", "standard", "premium", "platinum"], shopBest: "basic" },
    ];
    const live: RehearsalSettings = { ...PRICE_ONLY, package: { terms, valuation: { weights: { price: 0.5, "payment-days": 0.2, quantity: 0.2, "support-tier": 0.1 }, reservationUtility: 0.5 } } };
    const big = rehearseProduct({ productId: "bulk", live, livePolicies: DEFAULT_SET, buyers: 80, seed: 3 });
    expect(big.package!.wholeGrid).toBe(false);
    expect(big.package!.combinations).toBeLessThanOrEqual(2_048 * 2);
    expect(big.live.package!.paretoComputed).toBe(false);
    expect(big.live.package!.paretoDistance).toBeNull();
    expect(big.live.agreed).toBeGreaterThan(0);
    expect(big.live.belowFloor + big.live.package!.belowReservation + big.live.package!.belowBuyerReservation).toBe(0);
    expect(renderReport(big, { shopId: "s", productName: "Bulk", generatedAt: "now" })).toContain("not computed");
  });
});

/** A random package product: 1 to 3 terms, weights, reservation utility, floor, offer options. */
const productArb = fc
  .record({
    anchorMinor: fc.integer({ min: 1_000, max: 500_000 }),
    floorShare: fc.double({ min: 0.4, max: 0.95, noNaN: true }),
    terms: fc.subarray(TERMS, { minLength: 1 }),
    weights: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }),
    reservationUtility: fc.double({ min: 0.2, max: 0.85, noNaN: true }),
    options: fc.constantFrom(1, 2, 3),
    kind: fc.constantFrom("adaptive", "boulware", "conceder") as fc.Arbitrary<RehearsalSettings["strategy"]["kind"]>,
    maxRounds: fc.integer({ min: 2, max: 14 }),
  })
  .map(({ anchorMinor, floorShare, terms, weights, reservationUtility, options, kind, maxRounds }): RehearsalSettings => ({
    currency: "EUR",
    anchorMinor,
    floorMinor: Math.max(1, Math.floor(anchorMinor * floorShare)),
    strategy: { kind },
    maxRounds,
    ttlSeconds: 86_400,
    package: { terms, valuation: { weights: Object.fromEntries([["price", weights[0]!], ...terms.map((t, i) => [t.id, weights[i + 1]!])]), reservationUtility }, options },
  }));

/** Agreed packages with payment terms beyond 30 days wait for finance, and time out into a rejection. */
const LONG_PAYMENT = `version: 1
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: long-payment
    when: offer.action == "accept" && has(terms.payment_days) && terms.payment_days > 30
    action: ESCALATE
    escalation: { to: finance, timeoutSeconds: 3600, onTimeout: reject }
`;

describe("package rehearsals never agree below a limit (fast-check)", () => {
  it("no deal below the floor, the shop's reservation utility or the buyer's own, whatever the product, settings and policies", () => {
    fc.assert(
      fc.property(productArb, fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(DEFAULT_SET, SEED_SET), (live, seed, set) => {
        const valuation = { ...live.package!.valuation, reservationUtility: Math.min(0.95, live.package!.valuation.reservationUtility + 0.1) };
        const r = rehearseProduct({ productId: "p", live, livePolicies: set, proposed: { package: { ...live.package!, valuation } }, buyers: 24, seed });
        for (const s of [r.live, r.proposed!]) {
          expect(s.belowFloor).toBe(0);
          expect(s.package!.belowReservation).toBe(0);
          expect(s.package!.belowBuyerReservation).toBe(0);
          expect(s.agreementRate).toBeGreaterThanOrEqual(0);
          expect(s.agreementRate).toBeLessThanOrEqual(1);
          if (s.meanPriceMinor !== null) expect(s.meanPriceMinor).toBeGreaterThanOrEqual(s.settings.floorMinor);
        }
      }),
      { numRuns: 12 },
    );
  });

  /** Every buyer of a panel played through its own governed shop: the deal it ends with, and the shop's state. */
  function deals(live: RehearsalSettings, set: PolicySet, seed: number, buyers: number) {
    const config = { currency: live.currency, anchorMinor: live.anchorMinor, floorMinor: live.floorMinor, strategy: live.strategy, maxRounds: live.maxRounds, ttlMs: live.ttlSeconds * 1000, package: live.package! };
    const panel = drawPackageBuyers({ productId: "p", anchorMinor: live.anchorMinor, floorMinor: live.floorMinor, package: live.package!, buyers, seed });
    return panel.buyers.map((buyer, i) => {
      const shop = new GovernedShop({ config, policies: set, detectTactics: false }, buyerFacts({ productId: "p", seed }, buyer.buyerId, i, 1));
      const outcome = playPackageBuyer(panel.utilities[i]!, new GovernedPackageSession(shop));
      return { buyer, utility: panel.utilities[i]!, outcome, state: shop.current(), space: packageSpace(config) };
    });
  }
  const longPayment = policies(LONG_PAYMENT, [{ productId: "p", floorMinor: 1, anchorMinor: 500_000, terms: TERMS.map((t) => ({ id: t.id, kind: t.kind })) }]);
  const days = (d: ReturnType<typeof deals>[number]) => d.outcome.agreed?.terms["payment-days"] as number | undefined;

  it("every deal a buyer ends with, switches taken, is one the governed shop holds and the policies let through", () => {
    // Without the policy, some buyers agree to payment terms beyond 30 days, and some take a switch of their deal.
    const free = deals(LIVE, DEFAULT_SET, 42, 160);
    expect(free.filter((d) => (days(d) ?? 0) > 30).length).toBeGreaterThan(0);
    expect(free.some((d) => d.outcome.switched > 0)).toBe(true);
    expect(deals(LIVE, longPayment, 42, 160).filter((d) => (days(d) ?? 0) > 30)).toEqual([]);
    fc.assert(
      fc.property(productArb, fc.integer({ min: 0, max: 2 ** 31 }), (live, seed) => {
        for (const d of deals(live, longPayment, seed, 16)) {
          const agreed = d.outcome.agreed;
          if (!agreed) continue;
          expect(d.state.status).toBe("agreed");
          expect({ priceMinor: d.state.agreedPriceMinor, terms: d.state.agreedTerms }).toEqual(agreed);
          expect(agreed.priceMinor).toBeGreaterThanOrEqual(live.floorMinor);
          expect(shopUtility(d.space, agreed.priceMinor, agreed.terms)).toBeGreaterThanOrEqual(live.package!.valuation.reservationUtility - 1e-9);
          expect(d.utility.utility(agreed.priceMinor, agreed.terms)).toBeGreaterThanOrEqual(d.buyer.reservationUtility - 1e-9);
          expect(days(d) ?? 0).toBeLessThanOrEqual(30);
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe("a package rehearsal's work is bounded by its estimate", () => {
  it("buyers make no more policy decisions than decisionsPerBuyer says for a package product (what the API's work limit counts)", () => {
    fc.assert(
      fc.property(productArb, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(DEFAULT_SET, SEED_SET), (product, maxRounds, seed, set) => {
        const live = { ...product, maxRounds };
        const meter = new WorkMeter(Number.MAX_SAFE_INTEGER, 0);
        rehearseProduct({ productId: "p", live, livePolicies: { ...set, meter }, buyers: 48, seed });
        expect(meter.decisions / 48).toBeLessThanOrEqual(decisionsPerBuyer(maxRounds, live));
        expect(decisionsPerBuyer(maxRounds, live)).toBeGreaterThanOrEqual(decisionsPerBuyer(maxRounds));
      }),
      { numRuns: 15 },
    );
  });
});

describe("price-only products rehearse exactly as before package rehearsals", () => {
  // Produced by the rehearsal as it was before package products were rehearsed (same inputs, same seeds).
  const golden = JSON.parse(readFileSync(new URL("./price-only.golden.json", import.meta.url), "utf8"));
  const set = (source: string) => policies(source);

  it("gives the same summaries, comparison and basis, figure for figure", () => {
    const a = rehearseProduct({ productId: "p-1", live: { ...PRICE_ONLY, maxRounds: 10 }, livePolicies: set(DEFAULT_POLICIES_YAML), proposed: { floorMinor: 8_000 }, buyers: 150, seed: 2 });
    const b = rehearseProduct({
      productId: "mug",
      live: { ...PRICE_ONLY, maxRounds: 10, floorMinor: 5_000, strategy: { kind: "conceder" } },
      livePolicies: set(SEED_GOVERNANCE_YAML),
      proposedPolicies: set(DEFAULT_POLICIES_YAML),
      buyers: 150,
      seed: 9,
      market: { count: 30, meanUnitPriceMinor: 9_000, stdUnitPriceMinor: 300 },
    });
    expect(JSON.parse(JSON.stringify({ a, b }))).toEqual(golden);
  });

  it("a product view without terms carries no package; one with terms and a valuation carries it as a negotiation snapshots it", () => {
    const view = { ...PRICE_ONLY, name: "Mug", publicFacts: {}, version: 3 };
    expect(rehearsalSettings(view)).toEqual(PRICE_ONLY);
    expect(rehearsalSettings({ ...view, terms: TERMS, valuation: VALUATION, offerOptions: 2 })).toEqual({ ...PRICE_ONLY, package: { terms: TERMS, valuation: VALUATION, options: 2 } });
    expect(rehearsalSettings({ ...view, terms: TERMS, valuation: VALUATION })).toEqual({ ...PRICE_ONLY, package: { terms: TERMS, valuation: VALUATION } });
  });
});
