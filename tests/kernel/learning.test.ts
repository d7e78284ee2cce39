import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptanceProbability,
  ARM_NAMES,
  chooseArm,
  fitAcceptance,
  marketCurveEnd,
  normalQuantile,
  posteriorOf,
  privateParams,
  type AcceptanceSample,
  type NegotiationConfig,
} from "../../kernel";
import { mulberry32 as rng } from "../../rehearsal/random";
import { MIDDLE_DRAWS } from "./negotiate";

const config: NegotiationConfig = { currency: "EUR", anchorMinor: 10_000, floorMinor: 6_000, strategy: { kind: "adaptive" }, maxRounds: 10, ttlMs: 3_600_000 };

function sampled(midpoint: number, slope: number, n: number, seed: number): AcceptanceSample[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const share = 0.6 + 0.4 * r();
    return { share, accepted: r() < 1 / (1 + Math.exp(slope * (share - midpoint))) };
  });
}

describe("acceptance model", () => {
  it("recovers a known acceptance curve from outcomes", () => {
    const fit = fitAcceptance(sampled(0.85, 25, 4_000, 7))!;
    expect(fit.midpoint).toBeCloseTo(0.85, 1);
    expect(fit.slope).toBeGreaterThan(18);
    expect(fit.slope).toBeLessThan(33);
  });

  it("refuses too little or one-sided data", () => {
    expect(fitAcceptance(sampled(0.85, 25, 10, 1))).toBeUndefined();
    expect(fitAcceptance(Array.from({ length: 100 }, () => ({ share: 0.9, accepted: true })))).toBeUndefined();
  });

  it("ends the curve where expected surplus peaks, and never below the reserve", () => {
    const curve = { midpoint: 0.85, slope: 25, samples: 500 };
    const end = marketCurveEnd(config, curve)!;
    const value = (p: number) => (p - config.floorMinor) * acceptanceProbability(curve, p / config.anchorMinor);
    for (const p of [6_500, 7_000, 7_500, 8_000, 8_500, 9_000, 9_500]) expect(value(end)).toBeGreaterThanOrEqual(value(p));
    // The market can only raise where the clock takes the shop, never lower it below its private end point.
    const own = privateParams(config, MIDDLE_DRAWS);
    const informed = privateParams(config, MIDDLE_DRAWS, { acceptance: curve });
    expect(informed.curveEndMinor).toBe(Math.max(end, own.curveEndMinor));
    const lowEnd = { ...MIDDLE_DRAWS, end: 0 };
    expect(privateParams(config, lowEnd, { acceptance: { midpoint: 0.99, slope: 50, samples: 500 } }).curveEndMinor).toBeGreaterThan(privateParams(config, lowEnd).curveEndMinor);
    // A shop with no history plays its own curve, whatever the draws: the sound default.
    expect(own.curveEndMinor).toBeGreaterThanOrEqual(own.lowestOfferMinor);
    expect(own.lowestOfferMinor).toBeGreaterThanOrEqual(own.reserveMinor);
  });
});

describe("Thompson sampling over arms", () => {
  it("plays the tuned default when there is no history", () => {
    expect(chooseArm(undefined, [0.1, 0.9, 0.5])).toBe("default");
    expect(chooseArm([], [])).toBe("default");
  });

  it("mostly plays the arm that has earned most, still trying the others now and then", () => {
    const posteriors = [posteriorOf("default", Array(40).fill(0.25)), posteriorOf("firm", Array(40).fill(0.4)), posteriorOf("soft", Array(5).fill(0.3))];
    const r = rng(3);
    const counts = Object.fromEntries(ARM_NAMES.map((a) => [a, 0]));
    for (let i = 0; i < 2_000; i++) counts[chooseArm(posteriors, [r(), r(), r()])]!++;
    // The well-tried better arm wins most draws; the barely-tried one still gets explored.
    expect(counts.firm!).toBeGreaterThan(Math.max(counts.default!, counts.soft!));
    expect(counts.default! / 2_000).toBeLessThan(0.05);
    expect(counts.soft!).toBeGreaterThan(100);
  });

  it("is deterministic in its inputs and only ever names a known arm", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), (rewards, units) => {
        const posteriors = ARM_NAMES.map((arm, i) => posteriorOf(arm, rewards.slice(i * 10, i * 10 + 10)));
        const arm = chooseArm(posteriors, units);
        expect(ARM_NAMES).toContain(arm);
        expect(chooseArm(posteriors, units)).toBe(arm);
      }),
    );
  });

  it("normal quantiles are accurate", () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
  });
});
