/**
 * The truthfulness bench's claims on a few seeded draws (the bench itself runs thousands): the truthful package
 * is the one that scores best at cost; under second-score no shading level ever earns a supplier more than
 * bidding its cost, draw by draw; under first-score shading pays on average (the control that shows the
 * measurement can see a gain).
 */
import { describe, expect, it } from "vitest";
import { scorerOf } from "../../auctions";
import { drawMarket, TERM_GRID, truthfulBid } from "../../bench/auction/market";
import { playDraw, SCENARIOS, SHADES } from "../../bench/auction/truthfulness";

const DRAWS = 25;

describe("the truthfulness bench", () => {
  it("a truthful supplier offers the terms that score best at their own cost, and asks that cost", () => {
    const draw = drawMarket(7, "tune", "test", 0, "non-linear", "linear");
    const request = draw.request("second-score");
    const scorer = scorerOf(request);
    for (const supplier of draw.suppliers) {
      const bid = truthfulBid(scorer, request, supplier);
      if (!bid) continue;
      expect(bid.priceMinor).toBe(Math.ceil(supplier.cost(bid.terms)));
      const best = scorer.score({ priceMinor: bid.priceMinor, terms: bid.terms }, supplier.reputation);
      for (const terms of TERM_GRID) {
        const price = Math.ceil(supplier.cost(terms));
        if (price <= request.price.ceilingMinor) expect(scorer.score({ priceMinor: price, terms }, supplier.reputation)).toBeLessThanOrEqual(best);
      }
    }
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))("second-score: shading never beats truthful bidding in any draw (%s)", (_name, scenario) => {
    for (let d = 0; d < DRAWS; d++) {
      const { profit } = playDraw(11, "tune", scenario, d)["second-score"];
      for (let i = 1; i < SHADES.length; i++) expect(profit[i]!).toBeLessThanOrEqual(profit[0]! + 1e-9);
    }
  });

  it("first-score: a truthful winner earns (almost) nothing and shading 10 % pays on average", () => {
    const scenario = SCENARIOS[0]!;
    let truthful = 0;
    let shaded = 0;
    const tenPercent = SHADES.indexOf(0.1);
    for (let d = 0; d < 4 * DRAWS; d++) {
      const { profit } = playDraw(11, "tune", scenario, d)["first-score"];
      truthful += profit[0]!;
      shaded += profit[tenPercent]!;
    }
    // A truthful bid is the cost rounded up to a whole minor unit: at most 1 minor unit of profit per draw.
    expect(truthful / (4 * DRAWS)).toBeLessThan(0.01);
    expect(shaded).toBeGreaterThan(truthful);
  });
});
