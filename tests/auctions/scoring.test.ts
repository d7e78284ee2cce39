/**
 * The organisation's score of a package, on examples a buyer can check by hand: price's value from the target
 * to the ceiling (and its shape), the terms' direction, pairwise answers, reputation, and what is invalid.
 */
import { describe, expect, it } from "vitest";
import { buyingPriceValue, compileScorer, reputationFactor } from "../../auctions";
import { exactRequest, fullTerms, request } from "./fixtures";

describe("price's value to a buyer", () => {
  const price = { ceilingMinor: 10_000, targetMinor: 6_000 };

  it("is 1 at or below the target, 0 at or above the ceiling, linear between by default", () => {
    expect([5_000, 6_000, 7_000, 8_000, 10_000, 12_000].map((p) => buyingPriceValue(price, p))).toEqual([1, 1, 0.75, 0.5, 0, 0]);
  });

  it("takes the valuation's shape between: exponent 2 makes a price near the ceiling worth little", () => {
    expect(buyingPriceValue({ ...price, exponent: 2 }, 8_000)).toBe(0.25);
    expect(buyingPriceValue({ ...price, exponent: 0.5 }, 9_000)).toBe(0.5);
  });
});

describe("a package's utility and score", () => {
  it("scores non-price terms in the organisation's direction: more payment days and warranty are better for a buyer", () => {
    const scorer = compileScorer(request());
    const generous = scorer.utility({ priceMinor: 8_000, terms: fullTerms(90, 36, "premium", "DDP") });
    const stingy = scorer.utility({ priceMinor: 8_000, terms: fullTerms(0, 12, "basic", "EXW") });
    // weights 4:2:1:2:1 of 10; price value ½.
    expect(generous).toBeCloseTo(0.4 * 0.5 + 0.6, 12);
    expect(stingy).toBeCloseTo(0.4 * 0.5, 12);
  });

  it("reads a pairwise answer's price amount as a percentage of the ceiling", () => {
    // 15 payment days (¼ of the 0..60 span) are worth 10 % of the ceiling (¼ of the 40 % span): equal weights.
    const scorer = compileScorer(exactRequest({ valuation: { tradeoffs: [{ give: { term: "payment-days", amount: 15 }, for: { term: "price", amount: 10 } }], reservationUtility: 0 } }));
    expect(scorer.weights.price).toBeCloseTo(0.5, 9);
    expect(scorer.weights["payment-days"]).toBeCloseTo(0.5, 9);
  });

  it("price alone decides a request without a valuation", () => {
    const scorer = compileScorer(request({ negotiable: undefined, valuation: undefined, required: [] }));
    expect(scorer.utility({ priceMinor: 7_000, terms: {} })).toBe(0.75);
  });

  it("weights utility by reputation: λ + (1 − λ)·rep, unknown → neutral, out-of-range clamped", () => {
    const req = exactRequest({ reputation: { lambda: 0.6, neutralReputation: 0.25 } });
    expect(reputationFactor(req, 1)).toBe(1);
    expect(reputationFactor(req, 0)).toBe(0.6);
    expect(reputationFactor(req, null)).toBe(0.7);
    expect(reputationFactor(req, Number.NaN)).toBe(0.7);
    expect(reputationFactor(req, 7)).toBe(1);
    const scorer = compileScorer(req);
    expect(scorer.score({ priceMinor: 6_000, terms: { "payment-days": 60 } }, 0)).toBeCloseTo(0.6, 12);
  });

  it("judges validity before scoring: malformed, over the ceiling, below the reservation", () => {
    const scorer = compileScorer(exactRequest({ valuation: { weights: { price: 1, "payment-days": 1 }, reservationUtility: 0.2 } }));
    expect(scorer.assess({ priceMinor: 9_000, terms: { "payment-days": 7 } }, null)).toMatchObject({ valid: false, reasons: ["malformed"] });
    expect(scorer.assess({ priceMinor: 10_001, terms: { "payment-days": 60 } }, null)).toMatchObject({ valid: false, reasons: ["over-ceiling"] });
    // 10,001 with no payment days: over the ceiling and worth 0 < 0.2.
    expect(scorer.assess({ priceMinor: 10_001, terms: { "payment-days": 0 } }, null)).toMatchObject({ valid: false, reasons: ["over-ceiling", "below-reservation"] });
    expect(scorer.assess({ priceMinor: 10_000, terms: { "payment-days": 30 } }, null)).toEqual({ valid: true, utility: 0.25, score: 0.25 * 1 });
    // A missing negotiable term is worth nothing (a malformed or silent package never looks good).
    expect(scorer.assess({ priceMinor: 9_000, terms: {} }, null)).toMatchObject({ valid: false, reasons: ["below-reservation"] });
    expect(scorer.assess({ priceMinor: 9_000, terms: { "payment-days": 60 } }, null)).toMatchObject({ valid: true, utility: 0.625 });
  });
});
