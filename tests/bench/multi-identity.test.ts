import { describe, expect, it } from "vitest";
import { generateMarkets } from "../../bench/negotiation/market";
import {
  curveFitAcrossIdentities,
  escalationBisection,
  fitEndGap,
  identityAttacks,
  lowballBisection,
  parleyIdentityTarget,
} from "../../bench/negotiation/multi-identity/attacks";
import { FloorPosterior } from "../../bench/negotiation/multi-identity/posterior";
import { identityTable, previousKernelIdentityTarget } from "../../bench/negotiation/multi-identity/run";

const products = generateMarkets("held-out", 30, 5).map((m) => m.product);

describe("many-identity floor attacks (issue 26)", () => {
  it("fit an exact documented curve's end", () => {
    const anchor = 100_000;
    const end = 81_234;
    const offers = Array.from({ length: 10 }, (_, r) => Math.ceil(end + (anchor - end) * (1 - Math.pow(r / 10, 1 / 2.1))));
    expect(fitEndGap(anchor, offers, 10, [1.8, 2.1, 2.4], 1)! * anchor).toBeCloseTo(anchor - end, -1);
  });

  it("bisect a floor that the last round reveals exactly", () => {
    const posterior = new FloorPosterior();
    const floor = 0.7312;
    for (let k = 0; k < 12; k++) {
      const b = posterior.medianProbe([0, 0]);
      posterior.observeProbe(b, b >= floor, [0, 0]);
    }
    expect(Math.abs(posterior.estimate() - floor)).toBeLessThan(0.01 * (1 - floor));
  });

  it("locate a leaky shop's floors (the previous kernel) far better than the blind guess, with 5 identities", () => {
    const reports = [...curveFitAcrossIdentities(previousKernelIdentityTarget, products, [5], [9]), lowballBisection(previousKernelIdentityTarget, products, 5)];
    for (const r of reports) {
      expect(r.located.withinSpan, r.attack).toBeGreaterThanOrEqual(0.9);
      expect(r.located.withinSpan - r.blind.withinSpan, r.attack).toBeGreaterThan(0.5);
      expect(r.negotiationsPerProduct, r.attack).toBe(5);
    }
  });

  it("twenty identities fitting Parley's curve locate no more floors than the blind guess: they share one period's draws (finding 1)", () => {
    const many = generateMarkets("held-out", 120, 26).map((m) => m.product);
    const [three, nine] = [3, 9].map((counters) => curveFitAcrossIdentities(parleyIdentityTarget(), many, [20], [counters])[0]!);
    for (const r of [three!, nine!]) {
      // Sampling noise on 120 products: a few points either way (independent draws per identity located 67–78%).
      expect(r.located.withinSpan, r.attack).toBeLessThanOrEqual(r.blind.withinSpan + 0.06);
      expect(r.dealsPerProduct).toBe(0);
    }
  });

  it("run every attack against Parley: shares in [0, 1], one negotiation per identity, no deal from an escalation", () => {
    const few = products.slice(0, 8);
    const target = parleyIdentityTarget();
    const reports = identityAttacks(target, few, [5]);
    expect(reports.map((r) => r.attack)).toEqual([
      "curve fit across identities, 3 counters",
      "curve fit across identities, 9 counters",
      "escalation bisection (no deal)",
      "lowball-to-last-round bisection (deals)",
      "mirror bisection of the lowest offer",
    ]);
    for (const r of reports) {
      for (const x of [r.located.withinSpan, r.located.withinFloor, r.blind.withinSpan, r.blind.withinFloor]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }
      expect(r.negotiationsPerProduct).toBe(5);
    }
    const escalation = escalationBisection(target, few, 5);
    expect(escalation.dealsPerProduct).toBe(0);
    // Every identity reached the last round and its bid was held, whatever the bid: the hold carries nothing,
    // so the attacker is left with the blind guess.
    expect(escalation.escalationsPerProduct).toBe(5);
    expect(escalation.located).toEqual(escalation.blind);
    expect(identityTable(reports)).toContain("escalation bisection");
  });
});
