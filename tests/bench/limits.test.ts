import { describe, expect, it } from "vitest";
import { parsePolicySet } from "../../policies";
import { bundledPolicies, governedParley } from "../../bench/negotiation/limits";
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

  it("the bundled policy set escalates some of the panel's decisions and costs it deals", () => {
    const governed = governedParley(markets, bundledPolicies());
    const plain = runPanel(parleyShop(), markets).overall;
    expect(governed.escalations).toBeGreaterThan(0);
    expect(governed.agreement).toBeLessThan(plain.agreementWherePossible);
  });
});
