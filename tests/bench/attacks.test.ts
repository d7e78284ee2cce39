import { describe, expect, it } from "vitest";
import { attackReport, ATTACK_TARGETS, attacksOn } from "../../bench/negotiation/attacks";
import { bestConstantRatio, WITHIN_5_PERCENT_OF_FLOOR, WITHIN_5_PERCENT_OF_SPAN } from "../../bench/negotiation/floor-attacks/blind-guess";
import { compareProberWithHonest } from "../../bench/negotiation/floor-attacks/prober-vs-honest";
import { runAttack } from "../../bench/negotiation/floor-attacks/run-attack";
import { generateMarkets } from "../../bench/negotiation/market";
import { previousKernelPublishedCurve as kernelPublishedCurve, previousKernelShop } from "../../bench/negotiation/shops/previous-kernel-shop";
import { listPriceShop } from "../../bench/negotiation/shops/list-price-shop";

const markets = generateMarkets("held-out", 60, 3);
const products = markets.map((m) => m.product);
const kernelTarget = { name: "kernel", factory: previousKernelShop, publishedCurve: kernelPublishedCurve };

describe("floor attacks", () => {
  it("the blind guess is computed from the generator's floors", () => {
    expect(bestConstantRatio(WITHIN_5_PERCENT_OF_FLOOR)).toBeGreaterThan(0.8);
    expect(bestConstantRatio(WITHIN_5_PERCENT_OF_FLOOR)).toBeLessThan(0.9);
    expect(bestConstantRatio(WITHIN_5_PERCENT_OF_SPAN)).toBeGreaterThan(0.55);
    expect(bestConstantRatio(WITHIN_5_PERCENT_OF_SPAN)).toBeLessThan(0.65);
  });

  it("locate today's kernel's floor for at least 90% of products, within its budget", () => {
    for (const attack of attacksOn(kernelTarget)) {
      const report = runAttack(kernelTarget.factory, products, attack);
      expect(report.located.withinFloor, attack.name).toBeGreaterThanOrEqual(0.9);
      expect(report.located.withinSpan, attack.name).toBeGreaterThanOrEqual(0.9);
      expect(report.negotiationsPerProduct).toBeLessThanOrEqual(20);
      expect(report.meanDealSurplusShare ?? 0).toBeGreaterThanOrEqual(0);
    }
  });

  it("learn nothing from a shop that only offers its list price: no better than the blind guess", () => {
    for (const attack of attacksOn(kernelTarget)) {
      const report = runAttack(listPriceShop, products, attack);
      expect(report.located.withinFloor, attack.name).toBeLessThanOrEqual(report.blind.withinFloor);
      expect(report.located.withinSpan, attack.name).toBeLessThanOrEqual(report.blind.withinSpan);
      expect(report.deals).toBe(0);
    }
  });

  it("a prober pays today's kernel less than an honest linear buyer with the same reservation", () => {
    const [, scout] = attacksOn(kernelTarget);
    const comparison = compareProberWithHonest(kernelTarget.factory, markets, scout!);
    expect(comparison.proberDealRate).toBe(1);
    expect(comparison.meanPriceDifferenceShareOfList).toBeLessThan(0);
    expect(comparison.proberSurplusShare).toBeLessThan(comparison.honestSurplusShare);
  });

  it("the CLI report covers every attack and the prober comparison", () => {
    const text = attackReport("held-out", markets.slice(0, 8), ATTACK_TARGETS[1]!);
    for (const attack of attacksOn(ATTACK_TARGETS[1]!)) expect(text).toContain(attack.name);
    expect(text).toContain("blind guess");
  });
});
