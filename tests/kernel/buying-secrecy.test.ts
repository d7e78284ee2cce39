/**
 * Buying-mode secrecy (issue 31): suppliers probing for our ceiling — the selling attack suite run in the supplier
 * panel's frame (bench/buying/frame.ts), plus the grid reading that a plain reflection would fall to — locate it no
 * better than the blind guess, and a supplier that scouts and then sells keeps less than an honest one.
 */
import { describe, expect, it } from "vitest";
import { attacksOn } from "../../bench/negotiation/attacks";
import { compareProberWithHonest } from "../../bench/negotiation/floor-attacks/prober-vs-honest";
import { runAttack } from "../../bench/negotiation/floor-attacks/run-attack";
import { generateMarkets } from "../../bench/negotiation/market";
import { parleyShop } from "../../bench/negotiation/shops/parley-shop";
import { buyingBySellingMirror, inSupplierFrame } from "../../bench/buying/frame";
import { gridReading } from "../../bench/buying/grid-attack";
import { buyingTarget } from "../../bench/buying/run";

// Items the selling defaults were not tuned on (the HELD-OUT half).
const markets = generateMarkets("held-out", 200, 42);
const products = markets.map((m) => m.product);
const target = buyingTarget();

describe("Parley buying against suppliers probing for its ceiling", () => {
  it("no attack locates ceilings better than the blind guess (within 5% of c − a, or the frame's 5% of F)", () => {
    for (const attack of [...attacksOn(target), gridReading]) {
      const report = runAttack(target.factory, products, attack);
      expect(report.located.withinSpan, attack.name).toBeLessThanOrEqual(report.blind.withinSpan);
      expect(report.located.withinFloor, attack.name).toBeLessThanOrEqual(report.blind.withinFloor);
      expect(report.negotiationsPerProduct, attack.name).toBeLessThanOrEqual(20);
    }
  });

  it("probing does not pay: a supplier who scouts with any attack and then sells keeps less than an honest one", () => {
    for (const attack of attacksOn(target)) {
      const c = compareProberWithHonest(target.factory, markets, attack);
      expect(c.proberBuyerGain, attack.name).toBeLessThan(c.honestBuyerGain);
    }
  });

  it("the control: reflected plainly (grid from K − a = c, K off the grid), the selling kernel's grid shows the ceiling", () => {
    const plain = inSupplierFrame(buyingBySellingMirror(parleyShop()));
    const report = runAttack(plain, products, gridReading);
    expect(report.located.withinSpan).toBeGreaterThan(report.blind.withinSpan);
  });
});
