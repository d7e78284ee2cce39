import { describe, expect, it } from "vitest";
import { ARM_NAMES, armTactics } from "../../kernel";
import { attacksOn, parleyTarget } from "../../bench/negotiation/attacks";
import { compareProberWithHonest } from "../../bench/negotiation/floor-attacks/prober-vs-honest";
import { runAttack } from "../../bench/negotiation/floor-attacks/run-attack";
import { generateMarkets } from "../../bench/negotiation/market";

// Products the defaults were not tuned on (the HELD-OUT half), with a seed of their own.
const markets = generateMarkets("held-out", 200, 42);
const products = markets.map((m) => m.product);

describe.each(ARM_NAMES)("Parley's %s arm against the attack suite", (arm) => {
  const target = parleyTarget({ tactics: armTactics(arm) }, arm);

  it("no attack locates floors better than the blind guess, within 5% of the floor or of the span", () => {
    for (const attack of attacksOn(target)) {
      const report = runAttack(target.factory, products, attack);
      expect(report.located.withinFloor, attack.name).toBeLessThanOrEqual(report.blind.withinFloor);
      expect(report.located.withinSpan, attack.name).toBeLessThanOrEqual(report.blind.withinSpan);
      expect(report.negotiationsPerProduct, attack.name).toBeLessThanOrEqual(20);
    }
  });

  it("probing does not pay: a buyer who scouts with any attack and then buys keeps less than an honest one", () => {
    for (const attack of attacksOn(target)) {
      const c = compareProberWithHonest(target.factory, markets, attack);
      expect(c.proberBuyerGain, attack.name).toBeLessThan(c.honestBuyerGain);
    }
  });
});
