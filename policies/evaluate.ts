import { toActivation, type PolicyContext } from "./environment";
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
  /** The decision to commit: the kernel's, or the constrained one. */
  action: "accept" | "counter" | "hold" | "reject";
  priceMinor: number | null;
  /** True when a CONSTRAINT changed the price (or turned an acceptance into a counter). */
  constrained: boolean;
  escalation?: Escalation;
  pause?: { policyId: string; durationSeconds: number };
  /** Why a constraint could not be applied, if it could not. */
  invariantViolation?: string;
  /** Conditions that failed at run time (treated as escalations: fail safe). */
  errors: { policyId: string; message: string }[];
}

/** Who decides when no policy names anyone. */
export const DEFAULT_ESCALATION = { to: "shop-owner", timeoutSeconds: 3_600, onTimeout: "reject" as const };

/**
 * Applies every matching policy to a kernel decision; the most severe action wins. Deny by default: a
 * decision that no ALLOW policy matches is escalated. A CONSTRAINT may move the price, after which the
 * kernel's invariants are checked again (floor ≤ price ≤ anchor, never above the standing offer); if they
 * would break, the decision is escalated instead. Pure and deterministic.
 */
export function evaluatePolicies(set: PolicySet, context: PolicyContext): PolicyEvaluation {
  const activation = toActivation(context);
  const matched: CompiledPolicy[] = [];
  const errors: { policyId: string; message: string }[] = [];
  for (const policy of set.policies) {
    let result: unknown;
    try {
      result = policy.evaluate(activation);
    } catch (error) {
      errors.push({ policyId: policy.id, message: (error as Error).message.split("\n")[0]! });
      continue;
    }
    if (result === true) matched.push(policy);
  }
  // Most severe first; ties by severity, then id, so the result never depends on file order.
  matched.sort(
    (a, b) => ACTION_RANK[b.action] - ACTION_RANK[a.action] || SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || (a.id < b.id ? -1 : 1),
  );
  const base: PolicyEvaluation = {
    outcome: "ALLOW",
    matched: matched.map((p) => ({ policyId: p.id, action: p.action, severity: p.severity, description: p.description })),
    action: context.offer.action as PolicyEvaluation["action"],
    priceMinor: context.offer.action === "reject" ? null : context.offer.priceMinor,
    constrained: false,
    errors,
  };

  const pause = matched.find((p) => p.action === "PAUSE");
  if (pause) return { ...base, outcome: "PAUSE", pause: { policyId: pause.id, durationSeconds: pause.pause!.durationSeconds } };

  const escalate = matched.find((p) => p.action === "ESCALATE");
  if (escalate) {
    const e = escalate.escalation!;
    return { ...base, outcome: "ESCALATE", escalation: { policyId: escalate.id, ...e, reason: escalate.description || `policy ${escalate.id}` } };
  }
  if (errors.length > 0) {
    return { ...base, outcome: "ESCALATE", escalation: { policyId: null, ...DEFAULT_ESCALATION, reason: `policy ${errors[0]!.policyId} could not be evaluated` } };
  }
  if (!matched.some((p) => p.action === "ALLOW")) {
    return { ...base, outcome: "ESCALATE", escalation: { policyId: null, ...DEFAULT_ESCALATION, reason: "no policy allows this decision (deny by default)" } };
  }

  const constraints = matched.filter((p) => p.action === "CONSTRAINT");
  if (constraints.length === 0 || base.priceMinor === null) return base;
  const constrained = applyConstraints(constraints, context);
  if ("violation" in constrained) {
    const first = constraints[0]!;
    return {
      ...base,
      outcome: "ESCALATE",
      invariantViolation: constrained.violation,
      escalation: { policyId: first.id, ...DEFAULT_ESCALATION, reason: `constraint ${first.id} cannot be applied: ${constrained.violation}` },
    };
  }
  return { ...base, outcome: "CONSTRAINT", ...constrained };
}

/** Tightens the price by every matching constraint, then re-checks the kernel's invariants. */
function applyConstraints(
  constraints: CompiledPolicy[],
  context: PolicyContext,
): { action: PolicyEvaluation["action"]; priceMinor: number; constrained: boolean } | { violation: string } {
  const { offer, product } = context;
  let low = 0;
  let high = Number.MAX_SAFE_INTEGER;
  for (const { constraint: c } of constraints) {
    if (c?.minPriceMinor !== undefined) low = Math.max(low, c.minPriceMinor);
    if (c?.maxDiscountBps !== undefined) {
      // price ≥ anchor × (1 − maxDiscount), rounded up so the discount never exceeds the limit.
      const min = Number((BigInt(product.anchorMinor) * BigInt(10_000 - c.maxDiscountBps) + 9_999n) / 10_000n);
      low = Math.max(low, min);
    }
    if (c?.maxPriceMinor !== undefined) high = Math.min(high, c.maxPriceMinor);
  }
  if (low > high) return { violation: "constraints contradict each other" };
  const price = Math.min(high, Math.max(low, offer.priceMinor));
  if (price < product.floorMinor) return { violation: "the constrained price would be below the floor" };
  if (price > product.anchorMinor) return { violation: "the constrained price would be above the list price" };
  if (offer.previousShopOfferMinor > 0 && price > offer.previousShopOfferMinor) {
    return { violation: "the constrained price would be higher than the shop's standing offer" };
  }
  let action = offer.action as PolicyEvaluation["action"];
  if (action === "accept" && price > offer.priceMinor) action = "counter"; // the bid no longer suffices
  return { action, priceMinor: price, constrained: price !== offer.priceMinor || action !== offer.action };
}
