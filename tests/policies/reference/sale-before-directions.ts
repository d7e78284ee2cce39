/**
 * The sale-only constraints and evaluator as they were before policies/ took a direction (commit 8311c99,
 * policies/constraints.ts and policies/evaluate.ts, copied verbatim but for imports): the oracle of the
 * differential property in direction.test.ts, "a sale evaluates exactly as before". Frozen on purpose: do not
 * edit it to follow policies/; when a deliberate change to a sale's evaluation lands, delete this file and the
 * differential with it.
 */
import { toActivation, type PolicyContext } from "../../../policies/environment";
import { stepsCounted } from "../../../policies/cost";
import { readsOnly } from "../../../policies/term-references";
import { ACTION_RANK, SEVERITY_RANK, type CompiledPolicy, type PolicyAction, type PolicySet, type Severity } from "../../../policies/policy-set";

/**
 * Constraints, applied the same way wherever a price is about to be committed: by the evaluator to the
 * kernel's decision, and by the caller to whatever a person (or an escalation's timeout) decides.
 *
 * Why the re-check: an escalation asks a person to look at a decision, not to waive the shop's rules.
 * A proposal approved later is committed later, so the constraints are applied again then (with the
 * policy set the negotiation opened with); a price a person types in is checked against the constraints
 * that match *that* price. Otherwise "approve" would commit 30% off past a 25% cap.
 *
 * `context` is the one the escalated decision was evaluated with (store it with the escalation, or rebuild
 * it the same way); a proposal's action and price replace its offer, and what depends on them follows.
 */

export type ProposalAction = "accept" | "counter" | "hold" | "reject";

/** What the shop would commit: an action and its unit price (null for a rejection). */
export interface Proposal {
  action: ProposalAction;
  priceMinor: number | null;
}

/** An interval of unit prices, both ends allowed; empty when min is above max. */
export interface PriceBounds {
  minPriceMinor: number;
  maxPriceMinor: number;
}

export type Reconstrained = { ok: true; action: ProposalAction; priceMinor: number | null; constrained: boolean } | { ok: false; violation: string };

export type PriceCheck = { ok: true } | { ok: false; reason: string; bounds: PriceBounds };

const UNBOUNDED: PriceBounds = { minPriceMinor: 0, maxPriceMinor: Number.MAX_SAFE_INTEGER };

/**
 * The prices every CONSTRAINT matching this context allows, intersected with the kernel's invariants
 * (floor ≤ price ≤ list price, never above the standing offer). Which constraints match depends on the
 * context's price (the bundled cap matches only a deep discount): to judge another price, use
 * checkModifiedPrice, which asks at that price.
 */
export function constraintBounds(set: PolicySet, context: PolicyContext): PriceBounds {
  return intersect(boundsOf(constraintsMatching(set, context), context), invariantBounds(context));
}

/**
 * Applies the constraints again to a proposal about to be committed (a person's approval, or an
 * escalation timing out into "approve"). An evaluation's own proposal comes back unchanged; the kernel's
 * raw decision comes back as CONSTRAINT would have made it. Not ok: the constraints cannot be met, or the
 * price breaks the kernel's invariants, and the proposal must not be committed (reject it, or let a
 * person offer a price checkModifiedPrice allows).
 */
export function reapplyConstraints(set: PolicySet, context: PolicyContext, proposal: Proposal): Reconstrained {
  if (proposal.priceMinor === null) return { ok: true, ...proposal, constrained: false };
  const settled = settleProposal(set, context, { action: proposal.action, priceMinor: proposal.priceMinor });
  if ("violation" in settled) return { ok: false, violation: settled.violation };
  // Checked even when no constraint applied: whatever is stored as the proposal, an approval keeps the invariants.
  const broken = invariantViolation(context, settled.priceMinor);
  if (broken) return { ok: false, violation: broken };
  return { ok: true, action: settled.action, priceMinor: settled.priceMinor, constrained: settled.constrained };
}

/**
 * Whether a person may offer this proposal instead of the escalated one: its price must lie within the
 * bounds of every constraint that matches it, and within the kernel's invariants. Refused, not moved: the
 * person chose a number, and should see why it is not allowed.
 */
export function checkModifiedPrice(set: PolicySet, context: PolicyContext, proposal: Proposal): PriceCheck {
  const price = proposal.priceMinor;
  if (price === null) return { ok: true };
  const bounds = constraintBounds(set, contextWithProposal(context, { action: proposal.action, priceMinor: price }));
  if (Number.isSafeInteger(price) && price >= bounds.minPriceMinor && price <= bounds.maxPriceMinor) return { ok: true };
  const reason =
    bounds.minPriceMinor > bounds.maxPriceMinor
      ? "no price meets every constraint and the shop's bounds"
      : `the price must be a whole number of minor units from ${bounds.minPriceMinor} to ${bounds.maxPriceMinor}`;
  return { ok: false, reason, bounds };
}

export type Settled =
  | { action: ProposalAction; priceMinor: number; constrained: boolean; applied: CompiledPolicy[] }
  | { violation: string; applied: CompiledPolicy[] };

/**
 * Moves a priced proposal into the constraints that apply to it. Moving the price can make other
 * constraints match, so the constraints matching each new price join the ones already applied and the
 * interval only narrows: the loop ends, after at most one step per CONSTRAINT policy, on a price every
 * constraint matching it allows, or on a violation. With no constraint applied the proposal is returned
 * as it is (the kernel keeps its own invariants); otherwise the invariants are checked again.
 */
export function settleProposal(set: PolicySet, context: PolicyContext, proposal: { action: ProposalAction; priceMinor: number }): Settled {
  const applied: CompiledPolicy[] = [];
  let current = proposal;
  for (;;) {
    const fresh = constraintsMatching(set, contextWithProposal(context, current)).filter((p) => !applied.includes(p));
    if (fresh.length === 0) break;
    applied.push(...fresh);
    const bounds = boundsOf(applied, context);
    if (bounds.minPriceMinor > bounds.maxPriceMinor) return { violation: "constraints contradict each other", applied };
    const price = Math.min(bounds.maxPriceMinor, Math.max(bounds.minPriceMinor, proposal.priceMinor));
    // A price raised above an acceptance is no longer what the buyer agreed to: it becomes a counter.
    current = { action: proposal.action === "accept" && price > proposal.priceMinor ? "counter" : proposal.action, priceMinor: price };
  }
  if (applied.length === 0) return { ...proposal, constrained: false, applied };
  const violation = invariantViolation(context, current.priceMinor);
  if (violation) return { violation, applied };
  return { ...current, constrained: current.priceMinor !== proposal.priceMinor || current.action !== proposal.action, applied };
}

/** The context as it reads when the shop proposes `proposal` (the price-dependent fields follow it). */
function contextWithProposal(context: PolicyContext, proposal: { action: ProposalAction; priceMinor: number }): PolicyContext {
  const price = proposal.priceMinor;
  // Unchanged proposal: the context exactly as the caller built it.
  if (proposal.action === context.offer.action && price === context.offer.priceMinor) return context;
  const anchor = context.product.anchorMinor;
  return {
    ...context,
    offer: { ...context.offer, action: proposal.action, priceMinor: price, discountBps: anchor > 0 ? Math.floor(((anchor - price) * 10_000) / anchor) : 0 },
    deal: { ...context.deal, valueMinor: price * context.negotiation.quantity },
  };
}

/** The CONSTRAINT policies that apply here. One whose condition fails to evaluate applies too: fail safe. */
function constraintsMatching(set: PolicySet, context: PolicyContext): CompiledPolicy[] {
  const activation = toActivation(context, set.plan);
  return set.policies.filter((p) => p.action === "CONSTRAINT" && holdsOrFails(p, activation));
}

function holdsOrFails(policy: CompiledPolicy, activation: Record<string, unknown>): boolean {
  try {
    return policy.evaluate(activation) === true;
  } catch {
    return true;
  }
}

/** The interval a set of constraints allows, before the kernel's invariants. */
function boundsOf(constraints: readonly CompiledPolicy[], context: PolicyContext): PriceBounds {
  let { minPriceMinor: low, maxPriceMinor: high } = UNBOUNDED;
  for (const { constraint: c } of constraints) {
    if (c?.minPriceMinor !== undefined) low = Math.max(low, c.minPriceMinor);
    if (c?.maxDiscountBps !== undefined) low = Math.max(low, lowestPriceAtDiscount(context.product.anchorMinor, c.maxDiscountBps));
    if (c?.maxPriceMinor !== undefined) high = Math.min(high, c.maxPriceMinor);
  }
  return { minPriceMinor: low, maxPriceMinor: high };
}

/** anchor × (1 − discount), rounded up so the discount never exceeds the limit; exact for any safe integer. */
function lowestPriceAtDiscount(anchorMinor: number, maxDiscountBps: number): number {
  return Number((BigInt(anchorMinor) * BigInt(10_000 - maxDiscountBps) + 9_999n) / 10_000n);
}

/** What the kernel's invariants allow: floor ≤ price ≤ list price, and never above the standing offer. */
function invariantBounds({ offer, product }: PolicyContext): PriceBounds {
  const standing = offer.previousShopOfferMinor > 0 ? offer.previousShopOfferMinor : Number.MAX_SAFE_INTEGER;
  return { minPriceMinor: product.floorMinor, maxPriceMinor: Math.min(product.anchorMinor, standing) };
}

function invariantViolation({ offer, product }: PolicyContext, price: number): string | null {
  if (price < product.floorMinor) return "the constrained price would be below the floor";
  if (price > product.anchorMinor) return "the constrained price would be above the list price";
  if (offer.previousShopOfferMinor > 0 && price > offer.previousShopOfferMinor) return "the constrained price would be higher than the shop's standing offer";
  return null;
}

function intersect(a: PriceBounds, b: PriceBounds): PriceBounds {
  return { minPriceMinor: Math.max(a.minPriceMinor, b.minPriceMinor), maxPriceMinor: Math.min(a.maxPriceMinor, b.maxPriceMinor) };
}

export interface PolicyMatch {
  policyId: string;
  action: PolicyAction;
  severity: Severity;
  description: string;
}

export interface Escalation {
  /** The policy that asked for it; null when deny-by-default or a failed check escalated. */
  policyId: string | null;
  to: string;
  timeoutSeconds: number;
  onTimeout: "approve" | "reject";
  reason: string;
}

export interface PolicyEvaluation {
  outcome: PolicyAction;
  matched: PolicyMatch[];
  /**
   * The decision to commit: the kernel's, or the constrained one. For ESCALATE and PAUSE, the proposal a
   * person approves (still to be re-checked with reapplyConstraints when it is committed).
   */
  action: "accept" | "counter" | "hold" | "reject";
  priceMinor: number | null;
  /** True when a CONSTRAINT changed the price (or turned an acceptance into a counter). */
  constrained: boolean;
  escalation?: Escalation;
  pause?: { policyId: string; durationSeconds: number };
  /** Why the constraints could not be applied, if they could not (then action and price are the kernel's). */
  invariantViolation?: string;
  /** Conditions that failed at run time (treated as escalations: fail safe). */
  errors: { policyId: string; message: string }[];
}

/** Who decides when no policy names anyone. */
export const DEFAULT_ESCALATION = { to: "shop-owner", timeoutSeconds: 3_600, onTimeout: "reject" as const };

/**
 * Applies every matching policy to a kernel decision; the most severe action wins. Deny by default: a
 * decision that no ALLOW policy matches is escalated. Constraints are applied first, whatever the outcome:
 * a CONSTRAINT commits the constrained decision, and an ESCALATE or PAUSE carries it as its proposal, so
 * the person who approves it later approves what the shop's rules allow (the caller re-checks it then with
 * reapplyConstraints). If the constraints would break the kernel's invariants (floor ≤ price ≤ anchor,
 * never above the standing offer), the evaluation says so and the decision is escalated. Pure and
 * deterministic. A condition that exceeds its step budget (policies/cost.ts) is one that failed at run time.
 * A set carrying a WorkMeter (a rehearsal's) is charged the steps its conditions took, and WorkLimitExceeded is
 * thrown when the meter runs out.
 */
export function evaluatePolicies(set: PolicySet, context: PolicyContext): PolicyEvaluation {
  const before = set.meter ? stepsCounted() : 0;
  const { matched, errors } = matchPolicies(set, context);
  if (set.meter) set.meter.charge(Math.max(0, stepsCounted() - before));
  const kernelPrice = context.offer.action === "reject" ? null : context.offer.priceMinor;
  const settled = kernelPrice === null ? null : settleProposal(set, context, { action: context.offer.action as ProposalAction, priceMinor: kernelPrice });
  // Built once and completed in place (this runs for every decision): ALLOW with the kernel's decision, unless…
  const result: PolicyEvaluation = {
    outcome: "ALLOW",
    matched: matched.map((p) => ({ policyId: p.id, action: p.action, severity: p.severity, description: p.description })),
    action: context.offer.action as PolicyEvaluation["action"],
    priceMinor: kernelPrice,
    constrained: false,
    errors,
  };
  // Whatever the outcome, the proposal is the constrained one (or, if it cannot be, the kernel's and why).
  if (settled !== null) {
    if ("violation" in settled) result.invariantViolation = settled.violation;
    else {
      result.action = settled.action;
      result.priceMinor = settled.priceMinor;
      result.constrained = settled.constrained;
    }
  }

  const pause = matched.find((p) => p.action === "PAUSE");
  if (pause) {
    result.outcome = "PAUSE";
    result.pause = { policyId: pause.id, durationSeconds: pause.pause!.durationSeconds };
    return result;
  }
  const escalate = matched.find((p) => p.action === "ESCALATE");
  if (escalate) {
    const e = escalate.escalation!;
    return escalated(result, { policyId: escalate.id, ...e, reason: escalate.description || `policy ${escalate.id}` });
  }
  if (errors.length > 0) return escalated(result, { policyId: null, ...DEFAULT_ESCALATION, reason: `policy ${errors[0]!.policyId} could not be evaluated` });
  if (!matched.some((p) => p.action === "ALLOW")) return escalated(result, { policyId: null, ...DEFAULT_ESCALATION, reason: "no policy allows this decision (deny by default)" });
  if (settled && "violation" in settled) {
    const first = matched.find((p) => p.action === "CONSTRAINT") ?? settled.applied[0]!;
    return escalated(result, { policyId: first.id, ...DEFAULT_ESCALATION, reason: `constraint ${first.id} cannot be applied: ${settled.violation}` });
  }
  if (settled && settled.applied.length > 0) result.outcome = "CONSTRAINT";
  return result;
}

function escalated(result: PolicyEvaluation, escalation: Escalation): PolicyEvaluation {
  result.outcome = "ESCALATE";
  result.escalation = escalation;
  return result;
}

/** The policies whose conditions hold, most severe first, and those whose conditions failed to evaluate. */
function matchPolicies(set: PolicySet, context: PolicyContext): { matched: CompiledPolicy[]; errors: PolicyEvaluation["errors"] } {
  const activation = toActivation(context, set.plan);
  const matched: CompiledPolicy[] = [];
  const errors: PolicyEvaluation["errors"] = [];
  for (const policy of set.policies) {
    // A policy about a term the decision's product does not negotiate does not apply to it (term-references.ts).
    if (policy.termsRead && !readsOnly(policy.termsRead, context.terms)) continue;
    try {
      if (policy.evaluate(activation) === true) matched.push(policy);
    } catch (error) {
      errors.push({ policyId: policy.id, message: (error as Error).message.split("\n")[0]! });
    }
  }
  // Most severe first; ties by severity, then id, so the result never depends on file order.
  if (matched.length > 1)
    matched.sort(
      (a, b) => ACTION_RANK[b.action] - ACTION_RANK[a.action] || SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || (a.id < b.id ? -1 : 1),
    );
  return { matched, errors };
}
