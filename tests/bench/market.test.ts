import { describe, expect, it } from "vitest";
import { FAMILY_NAMES } from "../../bench/negotiation/buyers/types";
import { generateHalves, generateMarkets } from "../../bench/negotiation/market";

describe("market generator", () => {
  const markets = generateMarkets("tune", 300, 7);
  const buyers = markets.flatMap((m) => m.buyers.map((b) => ({ ...b, product: m.product })));

  it("is reproducible, and a product does not depend on how many are drawn", () => {
    expect(generateMarkets("tune", 300, 7)).toEqual(markets);
    expect(generateMarkets("tune", 20, 7)).toEqual(markets.slice(0, 20));
    expect(generateMarkets("tune", 20, 8)).not.toEqual(markets.slice(0, 20));
  });

  it("draws a catalogue: anchors 10.00–10,000.00, floors 55–90% of the anchor, 10 rounds", () => {
    for (const { product: p } of markets) {
      expect(p.anchorMinor).toBeGreaterThanOrEqual(1_000);
      expect(p.anchorMinor).toBeLessThanOrEqual(1_000_000);
      expect(p.floorMinor / p.anchorMinor).toBeGreaterThanOrEqual(0.549);
      expect(p.floorMinor / p.anchorMinor).toBeLessThanOrEqual(0.901);
      expect(p.maxRounds).toBe(10);
    }
  });

  it("gives every product one buyer per family, about 15% unable to afford the floor and some above the list price", () => {
    for (const m of markets) expect(m.buyers.map((b) => b.family)).toEqual([...FAMILY_NAMES]);
    const noDeal = buyers.filter((b) => b.reservationMinor < b.product.floorMinor).length / buyers.length;
    const aboveList = buyers.filter((b) => b.reservationMinor > b.product.anchorMinor).length / buyers.length;
    expect(noDeal).toBeGreaterThan(0.12);
    expect(noDeal).toBeLessThan(0.18);
    expect(aboveList).toBeGreaterThan(0.1);
    expect(new Set(buyers.map((b) => b.buyerId)).size).toBe(buyers.length);
  });

  it("splits the catalogue into two halves with their own products", () => {
    const halves = generateHalves(50, 7);
    const tuneIds = new Set(halves.tune.map((m) => m.product.productId));
    expect(halves["held-out"]).toHaveLength(50);
    expect(halves["held-out"].some((m) => tuneIds.has(m.product.productId))).toBe(false);
    expect(halves.tune.map((m) => m.product.anchorMinor)).not.toEqual(halves["held-out"].map((m) => m.product.anchorMinor));
  });
});
