import { describe, expect, it } from "vitest";
import { FAMILY_NAMES } from "../../rehearsal/buyers/types";
import { generateHalves, generateMarkets, panelFamilies } from "../../bench/negotiation/market";
import { reservationBound } from "../../bench/negotiation/panel";

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

  it("keeps the default panel's buyers when other variants are added, and the patient variant only lengthens deadlines", () => {
    const patient = generateMarkets("tune", 50, 7, "patient");
    patient.forEach((m, i) => {
      expect(m.product).toEqual(markets[i]!.product);
      m.buyers.forEach((b, j) => expect({ ...b, deadline: 0 }).toEqual({ ...markets[i]!.buyers[j]!, deadline: 0 }));
    });
    const deadlines = patient.flatMap((m) => m.buyers.filter((b) => b.family !== "take-it-or-counter").map((b) => b.deadline));
    expect(Math.min(...deadlines)).toBe(8);
    expect(Math.max(...deadlines)).toBe(20);
  });

  it("draws the reference panel: the 11 families the issue names, all using the shop's 10 rounds, R up to 1.4 spans above F", () => {
    const reference = generateMarkets("tune", 300, 7, "reference");
    const families = panelFamilies("reference");
    expect(families).toHaveLength(11);
    for (const m of reference) {
      expect(m.buyers.map((b) => b.family)).toEqual([...families]);
      for (const b of m.buyers) expect(b.deadline).toBe(m.product.maxRounds);
    }
    const all = reference.flatMap((m) => m.buyers.map((b) => ({ ...b, product: m.product })));
    const noDeal = all.filter((b) => b.reservationMinor < b.product.floorMinor).length / all.length;
    expect(noDeal).toBeGreaterThan(0.12);
    expect(noDeal).toBeLessThan(0.18);
    // The outside panel's oracle earned 0.547: the bound min(R, A) here must sit close to it.
    expect(reservationBound(reference)).toBeGreaterThan(0.52);
    expect(reservationBound(reference)).toBeLessThan(0.57);
  });
});
