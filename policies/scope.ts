/**
 * A policy's scope: the directions it governs (issue 31). A policy may declare `appliesTo: sale` or
 * `appliesTo: purchase`; without it, it governs both. The scope is structural, not a condition: a decision of
 * the other direction never evaluates the policy at all — it cannot match, fail, constrain or spend a step —
 * where a CEL guard (`negotiation.direction == "sale" && …`) is evaluated, and paid for, on every decision.
 *
 * Cost: a decision is one direction's and evaluates only the policies that govern it, so what a set costs per
 * decision is the larger of its sale cost and its purchase cost, each the sum over the policies governing that
 * direction. The larger, because the callers that bound their work by a set's cost (a rehearsal, a dry run,
 * the per-set limit at upload) hold no direction when they read it: the maximum bounds every decision, and for
 * a set without scopes it is the plain sum, as before scopes existed.
 */
import { NEGOTIATION_DIRECTIONS, type NegotiationDirection, type PolicyContext } from "./environment";
import type { Policy } from "./policy-set";

/** A context's direction; a context without one is a sale's (every context built before purchases existed). */
export function contextDirection(context: Pick<PolicyContext, "negotiation">): NegotiationDirection {
  return context.negotiation.direction ?? "sale";
}

/** Whether a policy governs decisions of this direction (no scope: both). */
export function governs(policy: Pick<Policy, "appliesTo">, direction: NegotiationDirection): boolean {
  return policy.appliesTo === undefined || policy.appliesTo === direction;
}

/** Steps per decision, by direction: the sum over the policies governing it. */
export type DirectionCosts = Record<NegotiationDirection, number>;

/** What a list of policies costs a decision of each direction, by a per-policy cost. */
export function directionCosts<P extends Pick<Policy, "appliesTo">>(policies: readonly P[], costOf: (policy: P) => number): DirectionCosts {
  const costs: DirectionCosts = { sale: 0, purchase: 0 };
  for (const policy of policies) for (const direction of NEGOTIATION_DIRECTIONS) if (governs(policy, direction)) costs[direction] += costOf(policy);
  return costs;
}

/** The most steps a decision of either direction can take: the larger of the two sums (the module's docblock says why). */
export function worstDirection(costs: DirectionCosts): number {
  return Math.max(costs.sale, costs.purchase);
}
