import { describe, expect, it } from "vitest";
import {
  checkModifiedPrice,
  constraintBounds,
  evaluatePolicies,
  parsePolicySet,
  reapplyConstraints,
  type PolicySet,
} from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import { context } from "./context";

function parsed(source: string): PolicySet {
  const r = parsePolicySet(source);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.set;
}
// The seed governance example has a cap and escalations that overlap (the bundled default has no constraint).
const defaults = () => parsed(SEED_GOVERNANCE_YAML);
const allow = `  - id: allow-all\n    when: "true"\n    action: ALLOW\n`;
const custom = (body: string) => parsed(`version: 1\npolicies:\n${allow}${body}`);

/** Round 9 of 10: the kernel accepts a bid 30% below list; the late-discount review and the 25% cap both match. */
const lateDeepAccept = context({ action: "accept", price: 7_000, bid: 7_000, floor: 6_000, previous: 8_000, round: 9 });

describe("constraints apply before escalation", () => {
  it("an escalation carries the constrained proposal, not the kernel's", () => {
    expect(evaluatePolicies(defaults(), lateDeepAccept)).toMatchObject({
      outcome: "ESCALATE",
      escalation: { policyId: "escalate-deep-discount-late", onTimeout: "approve" },
      action: "counter",
      priceMinor: 7_500,
      constrained: true,
    });
  });

  it("a PAUSE carries the constrained proposal", () => {
    const r = evaluatePolicies(defaults(), context({ price: 7_000, floor: 6_000, breachRate: 0.2 }));
    expect(r).toMatchObject({ outcome: "PAUSE", action: "counter", priceMinor: 7_500, constrained: true });
  });

  it("a deny-by-default escalation carries the constrained proposal", () => {
    const s = parsed(`version: 1\npolicies:\n  - id: cap\n    when: "true"\n    action: CONSTRAINT\n    constraint: {maxDiscountBps: 1000}\n`);
    expect(evaluatePolicies(s, context({ price: 8_000 }))).toMatchObject({ outcome: "ESCALATE", escalation: { policyId: null }, priceMinor: 9_000, constrained: true });
  });

  it("an escalation whose constraints cannot be applied says so, and keeps the escalating policy", () => {
    const r = evaluatePolicies(defaults(), context({ price: 7_000, floor: 6_000, previous: 7_200, round: 9 }));
    expect(r.outcome).toBe("ESCALATE");
    expect(r.escalation?.policyId).toBe("escalate-deep-discount-late");
    expect(r.invariantViolation).toMatch(/standing offer/);
  });

  it("a constraint whose condition fails to evaluate still bounds the proposal (fail safe)", () => {
    const s = custom(`  - id: broken-cap\n    when: "deal.valueMinor / (negotiation.round - 2) > 0"\n    action: CONSTRAINT\n    constraint: {maxDiscountBps: 1000}\n`);
    const r = evaluatePolicies(s, context({ price: 8_000, round: 2 }));
    expect(r).toMatchObject({ outcome: "ESCALATE", priceMinor: 9_000, errors: [{ policyId: "broken-cap" }] });
  });
});

describe("a human approval never bypasses a constraint", () => {
  const set = defaults();

  it("approving (or timing out into approve) the escalated proposal commits it as it is: it already obeys the constraints", () => {
    const r = evaluatePolicies(set, lateDeepAccept);
    expect(reapplyConstraints(set, lateDeepAccept, { action: r.action, priceMinor: r.priceMinor })).toEqual({ ok: true, action: "counter", priceMinor: 7_500, constrained: false });
  });

  it("re-checking the kernel's raw proposal constrains it (30% off becomes the 25% cap, no longer an acceptance)", () => {
    expect(reapplyConstraints(set, lateDeepAccept, { action: "accept", priceMinor: 7_000 })).toEqual({ ok: true, action: "counter", priceMinor: 7_500, constrained: true });
  });

  it("an approval whose constraints cannot be applied is refused", () => {
    const stuck = context({ price: 7_000, floor: 6_000, previous: 7_200, round: 9 });
    expect(reapplyConstraints(set, stuck, { action: "counter", priceMinor: 7_000 })).toMatchObject({ ok: false, violation: expect.stringMatching(/standing offer/) });
  });

  it("a rejection has nothing to constrain", () => {
    expect(reapplyConstraints(set, lateDeepAccept, { action: "reject", priceMinor: null })).toEqual({ ok: true, action: "reject", priceMinor: null, constrained: false });
  });

  it.each([
    [5_900, false, "below the floor"],
    [7_000, false, "30% off: the cap refuses it"],
    [7_499, false, "just over 25% off"],
    [7_500, true, "exactly 25% off"],
    [7_900, true, "inside every bound"],
    [8_000, true, "the standing offer"],
    [8_100, false, "above the standing offer"],
  ])("a person's modified price of %i is allowed: %s (%s)", (price, allowed) => {
    const check = checkModifiedPrice(set, lateDeepAccept, { action: "counter", priceMinor: price });
    expect(check.ok).toBe(allowed);
    // A refusal names the bounds that apply at that price, and the price lies outside them.
    if (!check.ok) expect(price < check.bounds.minPriceMinor || price > check.bounds.maxPriceMinor).toBe(true);
  });

  it("checks a modified price against the constraints that match it, not those that matched the kernel's price", () => {
    // The kernel proposed 20% off, which the cap does not match; a person offering 30% off must still meet it.
    const modest = context({ price: 8_000, floor: 6_000, previous: 9_000, round: 4 });
    expect(constraintBounds(set, modest)).toEqual({ minPriceMinor: 6_000, maxPriceMinor: 9_000 });
    const check = checkModifiedPrice(set, modest, { action: "counter", priceMinor: 7_000 });
    expect(check).toEqual({ ok: false, reason: expect.any(String), bounds: { minPriceMinor: 7_500, maxPriceMinor: 9_000 } });
  });
});

describe("constraintBounds", () => {
  it("is the interval every matching constraint allows, within floor ≤ price ≤ min(list price, standing offer)", () => {
    const s = custom(
      `  - id: at-least\n    when: "true"\n    action: CONSTRAINT\n    constraint: {minPriceMinor: 7200}\n` +
        `  - id: at-most\n    when: "offer.discountBps < 5000"\n    action: CONSTRAINT\n    constraint: {maxPriceMinor: 9300}\n` +
        `  - id: not-now\n    when: "false"\n    action: CONSTRAINT\n    constraint: {maxPriceMinor: 7300}\n`,
    );
    expect(constraintBounds(s, context({ price: 8_000, previous: 9_500 }))).toEqual({ minPriceMinor: 7_200, maxPriceMinor: 9_300 });
    expect(constraintBounds(s, context({ price: 8_000, previous: 9_000 }))).toEqual({ minPriceMinor: 7_200, maxPriceMinor: 9_000 });
    expect(constraintBounds(s, context({ price: 8_000, floor: 7_700 }))).toEqual({ minPriceMinor: 7_700, maxPriceMinor: 9_300 });
  });

  it("is empty (min above max) when the constraints contradict each other", () => {
    const s = custom(`  - id: lo\n    when: "true"\n    action: CONSTRAINT\n    constraint: {minPriceMinor: 9000}\n  - id: hi\n    when: "true"\n    action: CONSTRAINT\n    constraint: {maxPriceMinor: 8000}\n`);
    const b = constraintBounds(s, context());
    expect(b.minPriceMinor).toBeGreaterThan(b.maxPriceMinor);
  });
});

describe("constraints that match only some prices settle on one every matching constraint allows", () => {
  it("a constraint that matches only after another moved the price still binds (here they contradict: escalate)", () => {
    // The cap moves 8,000 up to 9,000; at 9,000 the "premium" rule matches and caps it at 8,800: both now bind.
    const s = custom(
      `  - id: cap-10\n    when: "offer.discountBps > 1000"\n    action: CONSTRAINT\n    constraint: {maxDiscountBps: 1000}\n` +
        `  - id: premium\n    when: "offer.priceMinor >= 8900"\n    action: CONSTRAINT\n    constraint: {maxPriceMinor: 8800}\n`,
    );
    const r = evaluatePolicies(s, context({ price: 8_000 }));
    expect(r.outcome).toBe("ESCALATE");
    expect(r.invariantViolation).toMatch(/contradict/);
  });
});
