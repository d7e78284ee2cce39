/**
 * The auction rehearsal (rehearsal/auction.ts): what an owner reads before opening a request for quotes must be
 * the real core's answer on simulated suppliers — deterministic for a seed, never an award nobody could make,
 * second-score never paying less than first-score on the same bids, savings inside the request's own bounds —
 * and a rehearsal too large for one request is refused before it runs, naming what would fit.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auctionLimits, validateRequest } from "../../auctions";
import { playDraw, prepareAuctionRehearsal, rehearseAuction, workPerDraw, type AuctionRehearsalReport, type AuctionRehearsalSetup } from "../../rehearsal/auction";
import { MAX_REHEARSAL_SUPPLIERS, type PopulationInput } from "../../rehearsal/suppliers";

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

/** A request as the organisation would open it; `format`, price and terms vary in the properties. */
function requestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item: { kind: "goods", name: "Industrial sensors" },
    quantity: 500,
    currency: "EUR",
    negotiable: [
      { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 15, better: "higher", shopBest: 90 },
      { id: "warranty-months", label: "Warranty", kind: "numeric", unit: "months", min: 12, max: 36, step: 6, better: "higher", shopBest: 36 },
      { id: "support-tier", label: "Support", kind: "ordinal", values: ["premium", "standard", "basic"], shopBest: "premium" },
    ],
    valuation: { weights: { price: 4, "payment-days": 2, "warranty-months": 1, "support-tier": 1 }, reservationUtility: 0 },
    price: { ceilingMinor: 20_000, targetMinor: 12_000 },
    deadline: NOW + DAY,
    format: "second-score",
    suppliers: { mode: "open" },
    ...overrides,
  };
}

const formats = fc.constantFrom("first-score", "second-score", "negotiate-best-k");
const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
/** A request: its price bounds, its format, and sometimes a required term and a convex price value. */
const requests = fc
  .record({
    ceiling: fc.integer({ min: 1_000, max: 100_000 }),
    targetShare: fc.double({ min: 0.3, max: 0.9, noNaN: true }),
    format: formats,
    exponent: fc.constantFrom(1, 2, 0.5),
    required: fc.boolean(),
  })
  .map(({ ceiling, targetShare, format, exponent, required }) =>
    requestBody({
      price: { ceilingMinor: ceiling, targetMinor: Math.floor(ceiling * targetShare), exponent },
      format,
      ...(format === "negotiate-best-k" ? { bestK: 3 } : {}),
      ...(required ? { required: [{ id: "payment-days", label: "At least 30 days", kind: "numeric", atLeast: 30 }] } : {}),
    }),
  );
const populations: fc.Arbitrary<PopulationInput> = fc.record(
  {
    count: fc.integer({ min: 1, max: 25 }),
    costShare: fc.double({ min: 0.3, max: 1.3, noNaN: true }),
    costSpread: fc.double({ min: 0, max: 0.5, noNaN: true }),
    termCost: fc.double({ min: 0, max: 0.2, noNaN: true }),
    costShape: fc.constantFrom("linear" as const, "convex" as const),
    shadingShare: fc.double({ min: 0, max: 1, noNaN: true }),
    shadeBy: fc.double({ min: 0, max: 0.5, noNaN: true }),
    silentShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    withdrawShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
  },
  { requiredKeys: [] },
);

function report(body: unknown, population: PopulationInput | undefined, seed: number, draws = 20): AuctionRehearsalReport {
  const result = rehearseAuction(body, population, seed, { now: NOW, draws });
  if (!result.ok) throw new Error(`rehearsal refused: ${JSON.stringify(result)}`);
  return result.report;
}

function setupOf(body: unknown, population: PopulationInput | undefined, seed: number): AuctionRehearsalSetup {
  const prepared = prepareAuctionRehearsal(body, population, seed, { now: NOW });
  if (!prepared.ok) throw new Error(`rehearsal refused: ${JSON.stringify(prepared.problems)}`);
  return prepared.setup;
}

describe("auction rehearsal: a request for quotes against simulated suppliers", () => {
  it("is deterministic for a seed: the same body, population and seed give the same report", () => {
    fc.assert(
      fc.property(requests, populations, seeds, (body, population, seed) => {
        expect(report(body, population, seed, 10)).toEqual(report(body, population, seed, 10));
      }),
      { numRuns: 25 },
    );
  });

  it("a different seed draws different suppliers", () => {
    const a = report(requestBody(), { count: 8 }, 1);
    const b = report(requestBody(), { count: 8 }, 2);
    expect(a.byFormat["second-score"].contractPriceMinor).not.toEqual(b.byFormat["second-score"].contractPriceMinor);
  });

  it("awards nothing when every supplier's cost lies above the ceiling, under either score format", () => {
    fc.assert(
      fc.property(requests, seeds, fc.double({ min: 1.2, max: 5, noNaN: true }), fc.double({ min: 0, max: 0.15, noNaN: true }), (body, seed, costShare, costSpread) => {
        const r = report(body, { count: 12, costShare, costSpread, silentShare: 0 }, seed, 10);
        for (const figures of Object.values(r.byFormat)) {
          expect(figures.awardRate).toBe(0);
          expect(figures.contractPriceMinor).toBeNull();
          expect(figures.noAward["no-valid-bid"]).toBe(r.draws);
        }
        expect(r.bids.overCeiling).toBe(r.bids.standing);
        if (r.requested.format === "negotiate-best-k") expect(r.requested.shortlistRate).toBe(0);
      }),
      { numRuns: 20 },
    );
  });

  it("second-score never pays less than first-score on the same draw: same winner, contract price at least its bid", () => {
    fc.assert(
      fc.property(requests, populations, seeds, fc.integer({ min: 0, max: 1_000 }), (body, population, seed, index) => {
        const draw = playDraw(setupOf(body, population, seed), index);
        const first = draw.byFormat["first-score"];
        const second = draw.byFormat["second-score"];
        expect(second.outcome).toBe(first.outcome);
        expect(second.winner).toBe(first.winner);
        if (first.outcome === "awarded") {
          expect(first.contractPriceMinor).toBe(first.bidPriceMinor);
          expect(second.contractPriceMinor!).toBeGreaterThanOrEqual(first.contractPriceMinor!);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("savings lie within the request's bounds, and spreads are ordered", () => {
    fc.assert(
      fc.property(requests, populations, seeds, (body, population, seed) => {
        const r = report(body, population, seed, 10);
        for (const f of Object.values(r.byFormat)) {
          expect(f.awardRate).toBeGreaterThanOrEqual(0);
          expect(f.awardRate).toBeLessThanOrEqual(1);
          expect(f.awarded + Object.values(f.noAward).reduce((s, n) => s + n, 0)).toBe(r.draws);
          if (!f.contractPriceMinor) continue;
          const price = f.contractPriceMinor;
          // An award is never above the ceiling and never free.
          expect(price.p90).toBeLessThanOrEqual(r.ceilingMinor);
          expect(price.p10).toBeGreaterThanOrEqual(1);
          expect(price.p10).toBeLessThanOrEqual(price.p50);
          expect(price.p50).toBeLessThanOrEqual(price.p90);
          const vsCeiling = f.savingsVsCeilingMinor!;
          expect(vsCeiling.p10).toBeGreaterThanOrEqual(0);
          expect(vsCeiling.p90).toBeLessThanOrEqual(r.ceilingMinor - 1);
          expect(f.savingsVsCeilingShare!).toBeGreaterThanOrEqual(0);
          expect(f.savingsVsCeilingShare!).toBeLessThan(1);
          // Against the target: the same savings, shifted by the span between target and ceiling.
          expect(f.savingsVsTargetMinor!.mean).toBeCloseTo(vsCeiling.mean - (r.ceilingMinor - r.targetMinor), 6);
          expect(f.savingsVsTargetMinor!.p90).toBeLessThanOrEqual(r.targetMinor - 1);
          expect(f.winnerScore!.p90).toBeLessThanOrEqual(1);
          expect(f.bestCostWinRate!).toBeGreaterThanOrEqual(0);
          expect(f.bestCostWinRate!).toBeLessThanOrEqual(1);
        }
        // Per draw second ≥ first, so every order statistic is too.
        const first = r.byFormat["first-score"].contractPriceMinor;
        const second = r.byFormat["second-score"].contractPriceMinor;
        if (first && second) {
          expect(second.p10).toBeGreaterThanOrEqual(first.p10);
          expect(second.p50).toBeGreaterThanOrEqual(first.p50);
          expect(second.p90).toBeGreaterThanOrEqual(first.p90);
          expect(r.secondMinusFirstP50Minor).toBe(second.p50 - first.p50);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("with every supplier bidding its cost, the best-cost supplier wins every award (Che's efficiency)", () => {
    fc.assert(
      fc.property(requests, seeds, (body, seed) => {
        const r = report(body, { count: 10, shadingShare: 0, costShare: 0.7 }, seed, 10);
        for (const f of Object.values(r.byFormat)) if (f.awarded > 0) expect(f.bestCostWinRate).toBe(1);
      }),
      { numRuns: 15 },
    );
  });

  it("suppliers that never answer leave no bids, and withdrawn bids leave none standing", () => {
    const silent = report(requestBody(), { count: 10, silentShare: 1 }, 5);
    expect(silent.byFormat["second-score"].noAward["no-bids"]).toBe(silent.draws);
    expect(silent.bids.placed).toBe(0);
    const withdrawing = report(requestBody(), { count: 10, silentShare: 0, withdrawShare: 1 }, 5);
    expect(withdrawing.byFormat["second-score"].noAward["all-withdrawn"]).toBe(withdrawing.draws);
    expect(withdrawing.bids.withdrawn).toBe(10);
    expect(withdrawing.bids.standing).toBe(0);
  });

  it("an invited-only request is rehearsed with its invited suppliers", () => {
    const invited = ["acme", "globex", "initech"];
    const r = report(requestBody({ suppliers: { mode: "invited", invited } }), { count: 50, silentShare: 0, withdrawShare: 0 }, 9);
    expect(r.population.count).toBe(3);
    expect(r.bids.placed).toBe(3);
    expect(r.bids.refused).toBe(0);
  });

  it("checks the request exactly as opening the auction does: the same problems at the same pointers", () => {
    const bad = requestBody({ deadline: NOW - 1, price: { ceilingMinor: 1_000, targetMinor: 2_000 }, bestK: 2 });
    const result = rehearseAuction(bad, { costShare: -1 }, 1, { now: NOW });
    expect(result.ok).toBe(false);
    if (result.ok || result.kind !== "invalid") throw new Error("expected invalid");
    const live = validateRequest({ ...bad, requestId: "r", buyerId: "b" }, NOW, auctionLimits());
    if (live.ok) throw new Error("the live check accepted it");
    expect(result.problems.filter((p) => !p.pointer.startsWith("/population"))).toEqual(live.problems);
    expect(result.problems.map((p) => p.pointer)).toContain("/population/costShare");
  });

  it("refuses a rehearsal over the work limit before it runs, and what it names fits", () => {
    const body = requestBody();
    const result = rehearseAuction(body, { count: MAX_REHEARSAL_SUPPLIERS }, 1, { now: NOW, draws: 2_000 });
    if (result.ok || result.kind !== "work-limit") throw new Error(`expected a work-limit refusal, got ${JSON.stringify(result).slice(0, 200)}`);
    expect(result.estimated).toBeGreaterThan(result.limit);
    expect(result.errors.map((e) => e.path)).toEqual(expect.arrayContaining(["population.count", "draws"]));
    const setup = setupOf(body, { count: MAX_REHEARSAL_SUPPLIERS }, 1);
    expect(result.maxDraws! * workPerDraw(MAX_REHEARSAL_SUPPLIERS, setup.space)).toBeLessThanOrEqual(result.limit);
    expect(2_000 * workPerDraw(result.maxSuppliers!, setup.space)).toBeLessThanOrEqual(result.limit);
    expect(2_000 * workPerDraw(result.maxSuppliers! + 1, setup.space)).toBeGreaterThan(result.limit);
  });

  it("a large term space is searched by coordinate ascent, within its budget, and still yields valid bids", () => {
    const body = requestBody({
      negotiable: [
        ...(requestBody().negotiable as unknown[]),
        { id: "delivery-days", label: "Delivery", kind: "numeric", unit: "days", min: 1, max: 60, step: 1, better: "lower", shopBest: 1 },
      ],
      valuation: { weights: { price: 4, "payment-days": 2, "warranty-months": 1, "support-tier": 1, "delivery-days": 2 }, reservationUtility: 0 },
    });
    const r = report(body, { count: 15, silentShare: 0, withdrawShare: 0 }, 3);
    expect(r.search.method).toBe("coordinate-ascent");
    expect(r.bids.refused).toBe(0);
    expect(r.bids.valid).toBe(15);
    expect(r.byFormat["second-score"].awardRate).toBe(1);
  });
});
