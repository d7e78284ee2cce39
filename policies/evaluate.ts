/**
 * The policy evaluator: every policy whose condition holds for a decision's context, the most severe action as
 * the outcome, and the decision as the constraints leave it (constraints.ts). One evaluator for sales and
 * purchases: the context's `negotiation.direction` decides which invariants the constraints keep, and which
 * policies are evaluated at all (a policy scoped to the other direction is skipped unevaluated: scope.ts).
 */
import { settleProposal, type ProposalAction } from "./constraints";
import { stepsCounted } from "./cost";
import { toActivation, type PolicyContext } from "./environment";
import { contextDirection, governs } from "./scope";
import { readsOnly } from "./term-references";
import { ACTION_RANK, SEVERITY_RANK, type CompiledPolicy, type PolicyAction, type PolicySet, type Severity } from "./policy-set";

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
 * reapplyConstraints). If the constraints would break the kernel's invariants (a sale: floor ≤ price ≤
 * anchor, never above the standing offer; a purchase, by the context's `negotiation.direction`: opening ≤
 * price ≤ ceiling, never below our standing offer; constraints.ts), the evaluation says so and the decision
 * is escalated. The same evaluation judges both directions: a policy declaring `appliesTo` the other direction
 * is not evaluated (it costs no step, cannot match and cannot fail), and the rest is the conditions' business
 * (`negotiation.direction` names it). Pure and
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
  const direction = contextDirection(context);
  for (const policy of set.policies) {
    if (!governs(policy, direction)) continue;
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
