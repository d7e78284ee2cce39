import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_POLICIES_YAML, parsePolicySet, type PolicySet } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { drawBuyers, FAMILY_NAMES, rehearse, type RehearsalSettings } from "../../rehearsal";

function policies(source: string): PolicySet {
  const parsed = parsePolicySet(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.set;
}

const DEFAULT_SET = policies(DEFAULT_POLICIES_YAML);
/** The seed governance example (the bundled set until 2026-11): a 25% cap and escalations that fire in rehearsals. */
const SEED_SET = policies(SEED_GOVERNANCE_YAML);
const ALLOW_ALL = policies('version: 1\npolicies:\n  - id: all\n    when: "true"\n    action: ALLOW\n');

const settingsArb = fc
  .record({
    anchorMinor: fc.integer({ min: 200, max: 2_000_000 }),
    floorShare: fc.double({ min: 0.3, max: 1, noNaN: true }),
    kind: fc.constantFrom("adaptive", "boulware", "linear", "conceder") as fc.Arbitrary<RehearsalSettings["strategy"]["kind"]>,
    maxRounds: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ anchorMinor, floorShare, kind, maxRounds }): RehearsalSettings => ({
    currency: "EUR",
    anchorMinor,
    floorMinor: Math.max(1, Math.floor(anchorMinor * floorShare)),
    strategy: { kind },
    maxRounds,
    ttlSeconds: 86_400,
  }));

function run(settings: RehearsalSettings, set: PolicySet, seed: number, buyers = 60) {
  const panel = drawBuyers({ productId: "p", buyers, seed, basis: { source: "product-range", anchorMinor: settings.anchorMinor, floorMinor: settings.floorMinor } });
  return rehearse({ productId: "p", settings, policies: set, buyers: panel, seed });
}

describe("rehearsal", () => {
  it("never makes a deal below the floor, whatever the settings, under the bundled policies or the seed example's constraints", () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(DEFAULT_SET, SEED_SET), (settings, seed, set) => {
        const s = run(settings, set, seed);
        expect(s.belowFloor).toBe(0);
        if (s.meanPriceMinor !== null) {
          expect(s.meanPriceMinor).toBeGreaterThanOrEqual(settings.floorMinor);
          expect(s.meanPriceMinor).toBeLessThanOrEqual(settings.anchorMinor);
        }
        expect(s.agreementRate).toBeGreaterThanOrEqual(0);
        expect(s.agreementRate).toBeLessThanOrEqual(1);
        expect(s.escalationRate).toBeGreaterThanOrEqual(0);
        expect(s.escalationRate).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  });

  it("is a function of its inputs: the same seed gives the same summary", () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 0, max: 2 ** 31 }), (settings, seed) => {
        expect(run(settings, DEFAULT_SET, seed)).toEqual(run(settings, DEFAULT_SET, seed));
      }),
      { numRuns: 20 },
    );
  });

  it("plays every buyer family in turn", () => {
    const s = run({ currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlSeconds: 86_400 }, DEFAULT_SET, 1, 150);
    expect(s.families.map((f) => f.family).sort()).toEqual([...FAMILY_NAMES].sort());
    expect(s.families.every((f) => f.negotiations === 10)).toBe(true);
  });

  it("policies that let everything through change nothing; the seed example's cap on discounts holds offers at 75% of list", () => {
    // A floor at 50% of list: the kernel would go below 75%, the seed example's CONSTRAINT stops it.
    const settings: RehearsalSettings = { currency: "EUR", anchorMinor: 10_000, floorMinor: 5_000, strategy: { kind: "conceder" }, maxRounds: 10, ttlSeconds: 86_400 };
    const free = run(settings, ALLOW_ALL, 5, 300);
    const governed = run(settings, SEED_SET, 5, 300);
    expect(free.constraintRate).toBe(0);
    expect(free.escalationRate).toBe(0);
    expect(governed.constraintRate).toBeGreaterThan(0);
    expect(governed.meanPriceMinor!).toBeGreaterThan(free.meanPriceMinor!);
  });

  it("the bundled default honours the owner's floor: on the same product it rehearses exactly as allow-all", () => {
    const settings: RehearsalSettings = { currency: "EUR", anchorMinor: 10_000, floorMinor: 5_000, strategy: { kind: "conceder" }, maxRounds: 10, ttlSeconds: 86_400 };
    expect(run(settings, DEFAULT_SET, 5, 300)).toEqual(run(settings, ALLOW_ALL, 5, 300));
  });

  it("draws reservations around market statistics when it has them", () => {
    const basis = { source: "market-stats" as const, agreedCount: 30, meanMinor: 9_000, stdMinor: 300 };
    const buyers = drawBuyers({ productId: "p", buyers: 3_000, seed: 9, basis });
    const mean = buyers.reduce((sum, b) => sum + b.reservationMinor, 0) / buyers.length;
    // Reservations sit above what buyers paid (mean + 0.5 std on average).
    expect(mean).toBeGreaterThan(9_000);
    expect(mean).toBeLessThan(9_400);
    expect(drawBuyers({ productId: "p", buyers: 3_000, seed: 9, basis })).toEqual(buyers);
  });
});

describe("rehearsal with what the learner holds", () => {
  const settings: RehearsalSettings = { currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlSeconds: 86_400 };
  const panel = drawBuyers({ productId: "p", buyers: 600, seed: 4, basis: { source: "product-range", anchorMinor: 10_000, floorMinor: 7_000 } });
  const sure = (arm: "default" | "firm" | "soft") =>
    (["default", "firm", "soft"] as const).map((a) => (a === arm ? { arm: a, alpha: 900, beta: 100, n: 998 } : { arm: a, alpha: 100, beta: 900, n: 998 }));

  it("plays the arm the posteriors favour, as a live opening would; no posteriors is the tuned default", () => {
    const base = rehearse({ productId: "p", settings, policies: DEFAULT_SET, buyers: panel, seed: 4 });
    const asDefault = rehearse({ productId: "p", settings, policies: DEFAULT_SET, buyers: panel, seed: 4, learned: { posteriors: sure("default"), acceptance: null } });
    const soft = rehearse({ productId: "p", settings, policies: DEFAULT_SET, buyers: panel, seed: 4, learned: { posteriors: sure("soft"), acceptance: null } });
    const firm = rehearse({ productId: "p", settings, policies: DEFAULT_SET, buyers: panel, seed: 4, learned: { posteriors: sure("firm"), acceptance: null } });
    // A learner sure of the default arm changes nothing; the soft arm's milder acceptance closes more deals.
    expect(asDefault).toEqual(base);
    expect(soft.agreementRate).toBeGreaterThan(base.agreementRate);
    expect(firm).not.toEqual(soft);
    for (const s of [soft, firm]) expect(s.belowFloor).toBe(0);
  });
});
