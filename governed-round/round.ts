/**
 * The governed round: a buyer's move → tactics → kernel decision → policy evaluation → commit (as decided or
 * as constrained) or hold for a person → the next state with its standing offer, and the offers, audit
 * entries and events to write. Pure: the negotiation room commits what it returns in one transaction, and
 * the rehearsal and the bench call the same function, so what a rehearsal promises is what the live shop does.
 */
import { decide } from "../kernel/decide";
import type { BuyerMove, Decision } from "../kernel/types";
import { countsTowardBreaker } from "../policies/circuit-breaker";
import { evaluatePolicies, type PolicyEvaluation } from "../policies/evaluate";
import { applyDecision, contextOf, emptyEffects } from "./apply";
import { holdForPerson } from "./escalation";
import { governedDecision } from "./standing-offer";
import { newTactics } from "./trace";
import type { Effects, Governed, NegotiationFacts, RoundInput, RoundOutcome } from "./types";

export function playGovernedRound(input: RoundInput): Governed<RoundOutcome> {
  const { facts, state, move, now } = input;
  const found = newTactics(facts, state, move, now, input.tactics, input.message);
  const tacticsSeen = found.map((t) => t.tactic);
  const decision = decide({ config: facts.config, state: state.kernel, move, now, draws: facts.draws, insight: facts.insight, tacticsSeen });
  if (decision.reasons.includes("INVALID_INPUT")) return { ok: false, refused: "invalid-move" };

  const context = contextOf(facts, state, move, decision, now, tacticsSeen, input.tactics?.seen ?? []);
  const evaluation = evaluatePolicies(facts.policies, context);
  const effects = emptyEffects();
  if (found.length > 0) effects.tactics = { round: decision.round, found };
  for (const t of found) {
    effects.audit.push({ kind: "tactic", data: { round: decision.round, ...t } });
    effects.events.push({
      type: "tactic.detected",
      actor: "agent",
      payload: { round: decision.round, tactic: t.tactic, confidence: t.confidence, rounds: t.rounds },
      message: { content: t.evidence, tacticDetected: t.tactic, confidence: t.confidence },
    });
  }
  // A simulation (the rehearsal, the bench) keeps no audit trail: the recommendation and its evaluation, the costliest
  // records, are not written out. The decisions are the same.
  if (input.record !== false) recordJudgement(facts, move, decision, evaluation, effects);

  // Constraints apply before anything else: an escalation waits on the constrained proposal, never the raw one.
  const proposal = evaluation.outcome === "ALLOW" ? decision : constrainedDecision(decision, evaluation, state.shopOfferMinor);
  const base = { recommendation: decision, evaluation, context, decision: proposal };
  if (evaluation.outcome === "ALLOW" || evaluation.outcome === "CONSTRAINT") {
    const next = applyDecision(facts, state, move, proposal, now, false, effects);
    return { ok: true, outcome: { ...base, next, effects } };
  }
  const terms = evaluation.escalation ?? { ...PAUSE_ESCALATION, policyId: evaluation.pause?.policyId ?? null };
  const pauseUntil = evaluation.pause ? now + evaluation.pause.durationSeconds * 1000 : null;
  const next = holdForPerson({ facts, state, move, proposal, terms, context, pauseUntil, now, number: input.escalationsSoFar + 1 }, effects);
  return { ok: true, outcome: { ...base, next, effects } };
}

/** Without an ESCALATE policy's own terms (a PAUSE fired): the shop owner decides within the hour, or it is rejected. */
const PAUSE_ESCALATION = { to: "shop-owner", timeoutSeconds: 3_600, onTimeout: "reject" as const, reason: "the negotiator was paused by a policy (circuit breaker)" };

/** The constrained version of a decision, when a constraint moved it: the policy's action and price, marked as such. */
export function constrainedDecision(decision: Decision, evaluation: PolicyEvaluation, standingBefore: number | null): Decision {
  if (!evaluation.constrained) return decision;
  return governedDecision(decision, { action: evaluation.action, priceMinor: evaluation.priceMinor, reasons: [...decision.reasons, "POLICY_CONSTRAINED"] }, standingBefore);
}

/** The recommendation and its evaluation, in the audit log and as events (one per policy that did not simply allow). */
function recordJudgement(facts: NegotiationFacts, move: BuyerMove, decision: Decision, evaluation: PolicyEvaluation, effects: Effects): void {
  // The audit keeps what was decided and why; the kernel's own state (the buyer model) stays in the state row.
  const recommended: Omit<Decision, "state"> = { action: decision.action, priceMinor: decision.priceMinor, status: decision.status, round: decision.round, reasons: decision.reasons };
  if (decision.explanation) recommended.explanation = decision.explanation;
  effects.audit.push({ kind: "recommendation", data: { move, decision: recommended } });
  effects.audit.push({
    kind: "policy-evaluation",
    data: {
      policyVersion: facts.policyVersion,
      outcome: evaluation.outcome,
      matched: evaluation.matched.map((m) => m.policyId),
      action: evaluation.action,
      priceMinor: evaluation.priceMinor,
      invariantViolation: evaluation.invariantViolation ?? null,
      errors: evaluation.errors,
      // Anonymous buyers' decisions never count toward the circuit breaker: a stranger cannot pause the shop.
      counted: countsTowardBreaker({ authenticated: facts.authenticated, overRateLimit: false }),
      productId: facts.productId,
    },
  });
  effects.events.push({
    type: "agent.recommendation",
    actor: "agent",
    payload: {
      round: decision.round,
      kind: decision.action,
      recommendation: { priceMinor: decision.priceMinor, status: decision.status, reasons: decision.reasons },
      rationale: `kernel ${facts.config.strategy.kind}; policies: ${evaluation.outcome}`,
      confidence: 1,
    },
  });
  for (const m of evaluation.matched) {
    if (m.action === "ALLOW") continue;
    effects.events.push({
      type: "policy.violation",
      actor: "system",
      payload: { policyId: m.policyId, outcome: m.action.toLowerCase(), severity: m.severity, details: { round: decision.round, description: m.description, priceMinor: evaluation.priceMinor } },
    });
  }
}
