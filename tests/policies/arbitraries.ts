import fc from "fast-check";
import { parsePolicySet, type NegotiationDirection, type PolicyContext } from "../../policies";
import { context, type Situation } from "./context";

/** Random policy sets and contexts for the property tests. */
export const ACTIONS = ["ALLOW", "CONSTRAINT", "ESCALATE", "PAUSE"] as const;
export const conditions = [
  "true",
  "false",
  "deal.valueMinor > 500000",
  "offer.discountBps > 1000",
  "counterparty.isNew",
  "negotiation.round >= 5",
  'offer.action == "accept"',
  "agent.escalationRate > 0.3",
  // Conditions that depend on the price a constraint moves, so matching changes as it moves.
  "offer.priceMinor * 4 < product.anchorMinor * 3",
  "offer.discountBps > 2000",
  "offer.priceMinor >= 9000",
  'offer.action == "counter"',
  "!counterparty.authenticated || negotiation.resumed",
  // Fails to evaluate in round 2 (a division by zero): must fail safe.
  "deal.valueMinor / (negotiation.round - 2) > 0",
];

export const policyArb = fc.record({
  when: fc.constantFrom(...conditions),
  action: fc.constantFrom(...ACTIONS),
  severity: fc.constantFrom("low", "medium", "high", "critical"),
  min: fc.option(fc.integer({ min: 0, max: 12_000 }), { nil: undefined }),
  max: fc.option(fc.integer({ min: 0, max: 12_000 }), { nil: undefined }),
  disc: fc.integer({ min: 0, max: 10_000 }),
});
export type P = (typeof policyArb extends fc.Arbitrary<infer T> ? T : never) & {
  /** The policy's id (default: p and its index in the file). */
  id?: string;
  /** Its scope (scope.ts); absent, both directions. */
  appliesTo?: NegotiationDirection;
};

export function yaml(policies: P[]): string {
  return `version: 1\npolicies:\n${policies
    .map((p, i) => {
      const extra =
        p.action === "CONSTRAINT"
          ? `    constraint:\n      maxDiscountBps: ${p.disc}\n${p.min !== undefined ? `      minPriceMinor: ${p.min}\n` : ""}${p.max !== undefined ? `      maxPriceMinor: ${p.max}\n` : ""}`
          : p.action === "ESCALATE"
            ? "    escalation: {to: someone, timeoutSeconds: 600, onTimeout: reject}\n"
            : p.action === "PAUSE"
              ? "    pause: {durationSeconds: 600}\n"
              : "";
      const scope = p.appliesTo ? `    appliesTo: ${p.appliesTo}\n` : "";
      return `  - id: ${p.id ?? `p${i}`}\n    when: '${p.when}'\n    action: ${p.action}\n    severity: ${p.severity}\n${scope}${extra}`;
    })
    .join("")}`;
}
export const compile = (policies: P[]) => {
  const r = parsePolicySet(yaml(policies));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.set;
};

/** A base ALLOW, so that the sets built on it reach CONSTRAINT and ESCALATE outcomes rather than a default refusal. */
export const ALLOW_ALL: P = { when: "true", action: "ALLOW", severity: "low", disc: 0, min: undefined, max: undefined };

export const contextArb: fc.Arbitrary<PolicyContext> = fc
  .record({
    anchor: fc.integer({ min: 1_000, max: 20_000 }),
    floorShare: fc.double({ min: 0.3, max: 1, noNaN: true }),
    priceShare: fc.double({ min: 0, max: 1, noNaN: true }),
    prevShare: fc.double({ min: 0, max: 1, noNaN: true }),
    action: fc.constantFrom("accept", "counter", "hold", "reject" as const),
    quantity: fc.integer({ min: 1, max: 1_000 }),
    round: fc.integer({ min: 0, max: 10 }),
    isNew: fc.boolean(),
    authenticated: fc.boolean(),
    resumed: fc.boolean(),
    escalationRate: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((r) => {
    const floor = Math.floor(r.anchor * r.floorShare);
    const previous = floor + Math.floor((r.anchor - floor) * (0.5 + r.prevShare / 2));
    const price = floor + Math.floor((previous - floor) * r.priceShare);
    return context({ anchor: r.anchor, floor, previous, price, action: r.action, quantity: r.quantity, round: r.round, isNew: r.isNew, authenticated: r.authenticated, resumed: r.resumed, escalationRate: r.escalationRate });
  });

/** A purchase as the round builds its context: anchorMinor our opening, floorMinor our ceiling, our standing offer between, the decision at or above it. */
export function purchaseContext(s: Situation & { opening: number; ceiling: number; standing: number; price: number }): PolicyContext {
  const ctx = context({ ...s, anchor: s.opening, floor: s.ceiling, previous: s.standing, price: s.price });
  return { ...ctx, negotiation: { ...ctx.negotiation, direction: "purchase" } };
}

export const purchaseContextArb: fc.Arbitrary<PolicyContext> = fc
  .record({
    opening: fc.integer({ min: 1_000, max: 20_000 }),
    above: fc.double({ min: 0.01, max: 2, noNaN: true }),
    standingShare: fc.double({ min: 0, max: 1, noNaN: true }),
    priceShare: fc.double({ min: 0, max: 1, noNaN: true }),
    action: fc.constantFrom("accept", "counter", "hold", "reject" as const),
    quantity: fc.integer({ min: 1, max: 1_000 }),
    round: fc.integer({ min: 0, max: 10 }),
    isNew: fc.boolean(),
    authenticated: fc.boolean(),
  })
  .map((r) => {
    const ceiling = r.opening + Math.max(1, Math.floor(r.opening * r.above));
    // Our offers rise from the opening: the standing offer in the lower half, as the sale's arbitrary keeps it in the upper.
    const standing = r.opening + Math.floor(((ceiling - r.opening) * r.standingShare) / 2);
    const price = standing + Math.floor((ceiling - standing) * r.priceShare);
    return purchaseContext({ opening: r.opening, ceiling, standing, price, action: r.action, quantity: r.quantity, round: r.round, isNew: r.isNew, authenticated: r.authenticated });
  });
