import { describe, expect, it } from "vitest";
import { parsePolicySet } from "../../policies";
import { governedParley } from "../../bench/negotiation/limits";
import { bundledPolicies, seedGovernancePolicies } from "../../bench/negotiation/policy-sets";
import { generateMarkets } from "../../bench/negotiation/market";
import { runPanel } from "../../bench/negotiation/panel";
import { parleyShop } from "../../bench/negotiation/shops/parley-shop";

const ALLOW_ALL = `version: 1
policies:
  - id: allow-everything
    when: "true"
    action: ALLOW
    severity: low
`;

describe("the limits bench", () => {
  const markets = generateMarkets("tune", 40, 5, "reference");

  it("Parley judged by a policy set that allows everything scores exactly as Parley alone (same buyers, same draws)", () => {
    const parsed = parsePolicySet(ALLOW_ALL);
    if (!parsed.ok) throw new Error("allow-all does not parse");
    const governed = governedParley(markets, parsed.set);
    const plain = runPanel(parleyShop(), markets).overall;
    expect(governed.escalations).toBe(0);
    expect(governed.surplus).toBeCloseTo(plain.meanSurplusShare, 12);
    expect(governed.agreement).toBeCloseTo(plain.agreementWherePossible, 12);
  });

  it("the bundled default set holds none of the panel's deals: it scores exactly as allow-all", () => {
    const parsed = parsePolicySet(ALLOW_ALL);
    if (!parsed.ok) throw new Error("allow-all does not parse");
    const governed = governedParley(markets, bundledPolicies());
    const free = governedParley(markets, parsed.set);
    expect(governed).toEqual({ ...free, escalations: 0, constrained: 0 });
  });

  it("the seed governance example escalates some of the panel's decisions, constrains others, and costs it deals", () => {
    const governed = governedParley(markets, seedGovernancePolicies());
    const plain = runPanel(parleyShop(), markets).overall;
    expect(governed.escalations).toBeGreaterThan(0);
    expect(governed.constrained).toBeGreaterThan(0);
    expect(governed.agreement).toBeLessThan(plain.agreementWherePossible);
  });

  it("the default's guards hold large orders from new buyers, and nothing of ten units or fewer", () => {
    const small = governedParley(markets, bundledPolicies(), (b) => ({ quantity: 1 + (b.seed % 10), dealsClosed: 0 }));
    expect(small.escalations).toBe(0);
    const large = governedParley(markets, bundledPolicies(), () => ({ quantity: 50, dealsClosed: 0 }));
    expect(large.escalations).toBeGreaterThan(0);
    expect(large.agreement).toBe(0);
    // A buyer with deals behind it is held only past 100 units.
    expect(governedParley(markets, bundledPolicies(), () => ({ quantity: 50, dealsClosed: 2 })).escalations).toBe(0);
    expect(governedParley(markets, bundledPolicies(), () => ({ quantity: 101, dealsClosed: 2 })).agreement).toBe(0);
  });
});
