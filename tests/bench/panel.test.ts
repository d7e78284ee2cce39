import { describe, expect, it } from "vitest";
import { FAMILY_NAMES } from "../../rehearsal/buyers/types";
import { generateHalves, generateMarkets } from "../../bench/negotiation/market";
import { runPanel } from "../../bench/negotiation/panel";
import { baselineShops } from "../../bench/negotiation/shops";
import { boulwareShop } from "../../bench/negotiation/shops/boulware-shop";
import { listPriceShop } from "../../bench/negotiation/shops/list-price-shop";
import { parleyShop } from "../../bench/negotiation/shops/parley-shop";
import { ruleShopFactory } from "../../bench/negotiation/shops/rule-shop";
import { tournamentReport } from "../../bench/negotiation/tournament";

/** Takes any bid at once: the buyers' own rules are all that keep them within R. */
const pushover = ruleShopFactory(() => ({
  open: (n) => ({ kind: "offer", offerMinor: n.product.anchorMinor }),
  counter: (_n, bid) => ({ kind: "accept", priceMinor: bid }),
}));

describe("panel tournament", () => {
  const halves = generateHalves(80, 11);

  it("no buyer of any family pays above its reservation, whatever the shop", () => {
    for (const markets of [halves.tune, halves["held-out"]]) {
      for (const factory of [...baselineShops(markets).map((s) => s.factory), listPriceShop, pushover]) {
        const report = runPanel(factory, markets);
        expect(report.overall.dealsAboveReservation).toBe(0);
        for (const f of FAMILY_NAMES) expect(report.byFamily[f].buyers).toBe(markets.length);
      }
    }
  });

  it("the oracle scores highest, and no baseline sells below its floor", () => {
    for (const markets of [halves.tune, halves["held-out"]]) {
      const reports = baselineShops(markets).map((s) => ({ name: s.name, report: runPanel(s.factory, markets).overall }));
      const oracle = reports.find((r) => r.name.startsWith("oracle"))!.report;
      for (const other of reports.filter((r) => !r.name.startsWith("oracle")).map((r) => r.report)) {
        expect(oracle!.meanSurplusShare).toBeGreaterThan(other.meanSurplusShare);
        expect(other.dealsBelowFloor).toBe(0);
      }
      expect(oracle!.dealsBelowFloor).toBe(0);
    }
  });

  it("every family makes deals with a shop that concedes, and the run is deterministic", () => {
    const kernel = baselineShops(halves.tune).find((s) => s.name.startsWith("oracle"));
    const report = runPanel(kernel!.factory, halves.tune);
    for (const f of FAMILY_NAMES) expect(report.byFamily[f].agreement).toBeGreaterThan(0.2);
    expect(runPanel(kernel!.factory, halves.tune)).toEqual(report);
  });

  it("the CLI report names every shop and family", () => {
    const text = tournamentReport("tune", halves.tune.slice(0, 10), baselineShops(halves.tune));
    for (const name of [...baselineShops(halves.tune).map((s) => s.name), ...FAMILY_NAMES]) expect(text).toContain(name);
  });
});

describe("Parley's strength on buyers it was not tuned on", () => {
  it.each(["reference", "default"] as const)("earns well over the 20-line Boulware on the %s panel's HELD-OUT half, never below the floor", (variant) => {
    const markets = generateMarkets("held-out", 150, 42, variant);
    const parley = runPanel(parleyShop(), markets).overall;
    const boulware = runPanel(boulwareShop, markets).overall;
    expect(parley.meanSurplusShare).toBeGreaterThan(1.1 * boulware.meanSurplusShare);
    expect(parley.dealsBelowFloor).toBe(0);
    expect(parley.agreementWherePossible).toBeGreaterThan(variant === "reference" ? 0.74 : 0.6);
  });
});
