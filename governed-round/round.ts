/**
 * The governed round: a buyer's move → tactics → kernel decision → policy evaluation → commit (as decided or
 * as constrained) or hold for a person → the next state with its standing offer, and the offers, audit
 * entries and events to write. Pure: the negotiation room commits what it returns in one transaction, and
 * the rehearsal and the bench call the same function, so what a rehearsal promises is what the live shop does.
 */
import { decide } from "../kernel/decide";
import type { BuyerMove, Decision } from "../kernel/types";
import { countsTowardBreaker } from "../policies/circuit-breaker";
import { policyContext } from "../policies/decision-context";
import { evaluatePolicies, type PolicyEvaluation } from "../policies/evaluate";
import { holdForPerson } from "./escalation";
import { governedDecision } from "./standing-offer";
import { newTactics } from "./trace";
import type { AuditLine, Effects, Governed, NegotiationFacts, OfferLine, RoundInput, RoundOutcome, RoundState } from "./types";

export function playGovernedRound(input: RoundInput): Governed<RoundOutcome> {
  const { facts, state, move, now } = input;
  const found = newTactics(facts, state, move, now, input.tactics, input.message);
  const tacticsSeen = found.map((t) => t.tactic);
  const decision = decide({ config: facts.config, state: state.kernel, move, now, draws: facts.draws, insight: facts.insight, tacticsSeen });
  if (decision.reasons.includes("INVALID_INPUT")) return { ok: false, refused: "invalid-move" };

  const context = policyContext({
    config: facts.config,
    decision,
    move,
    standingOfferMinor: state.shopOfferMinor,
    quantity: facts.quantity,
    productId: facts.productId,
    buyerId: facts.buyerId,
    elapsedMs: now - facts.openedAt,
    inputs: facts.policyInputs,
    authenticated: facts.authenticated,
    resumed: facts.resumed,
    tacticsSeen,
    tacticsSoFar: input.tactics?.seen ?? [],
  });
  const evaluation = evaluatePolicies(facts.policies, context);
  const effects: Effects = { offers: [], audit: [], events: [], tactics: found.length > 0 ? { round: decision.round, found } : null, escalation: null, lapse: null };
  for (const t of found) {
    effects.audit.push({ kind: "tactic", data: { round: decision.round, ...t } });
    effects.events.push({
      type: "tactic.detected",
      actor: "agent",
      payload: { round: decision.round, tactic: t.tactic, confidence: t.confidence, rounds: t.rounds },
      message: { content: t.evidence, tacticDetected: t.tactic, confidence: t.confidence },
    });
  }
  // A simulation keeps no audit trail and sends no events: the judgement is not written out (the decisions are the same).
  if (input.record !== false) recordJudgement(facts, move, decision, evaluation, effects);

  // Constraints apply before anything else: an escalation waits on the constrained proposal, never the raw one.
  const proposal = evaluation.outcome === "ALLOW" ? decision : constrainedDecision(decision, evaluation, state.shopOfferMinor);
  const base = { recommendation: decision, evaluation, context, decision: proposal };
  if (evaluation.outcome === "ALLOW" || evaluation.outcome === "CONSTRAINT") {
    const next = applyDecision(facts, state, move, proposal, now, false, effects);
    return { ok: true, outcome: { ...base, escalated: false, next, effects } };
  }
  const terms = evaluation.escalation ?? { ...PAUSE_ESCALATION, policyId: evaluation.pause?.policyId ?? null };
  const pauseUntil = evaluation.pause ? now + evaluation.pause.durationSeconds * 1000 : null;
  const next = holdForPerson({ facts, state, move, proposal, terms, context, pauseUntil, now, number: input.escalationsSoFar + 1 }, effects);
  return { ok: true, outcome: { ...base, escalated: true, next, effects } };
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

/** The buyer's latest bid after a move: an accept, or an opening without a price, names no new bid, so the last one stands. */
export function buyerOfferAfter(state: RoundState, move: BuyerMove): number | null {
  return move.kind === "accept" ? state.buyerOfferMinor : (move.priceMinor ?? state.buyerOfferMinor);
}

/** The buyer's side of a move as the offer history records it, or null when it names no price. */
export function buyerOfferLine(state: RoundState, move: BuyerMove, round: number, now: number): OfferLine | null {
  const priceMinor = move.kind === "accept" ? state.shopOfferMinor : (move.priceMinor ?? null);
  if (priceMinor === null) return null;
  return { round, party: "buyer", kind: move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", priceMinor, reasons: [], at: now };
}

/**
 * The state and writes of a decision the policies let through (or a person made): the offers, the outcome
 * when it closes the negotiation, and the events. `buyerRecorded`: the buyer's offer is already in the
 * history (it was recorded when the move was escalated). The standing offer is the one the decision's kernel
 * state carries (standing-offer.ts).
 */
export function applyDecision(facts: NegotiationFacts, state: RoundState, move: BuyerMove, decision: Decision, now: number, buyerRecorded: boolean, effects: Effects): RoundState {
  const round = decision.round;
  const bid = buyerRecorded ? null : buyerOfferLine(state, move, round, now);
  if (bid) effects.offers.push(bid);
  // Taking the shop's standing offer as it stands needs no answer from the shop.
  if (move.kind !== "accept" || decision.action !== "accept") {
    const line: OfferLine = { round, party: "shop", kind: decision.action, priceMinor: decision.priceMinor, reasons: decision.reasons, at: now };
    if (decision.explanation) line.explanation = decision.explanation;
    effects.offers.push(line);
  }
  const status = decision.status;
  if (status !== "open") effects.audit.push(outcomeLine({ status, priceMinor: decision.priceMinor, round, reasons: decision.reasons }));
  effects.events.push({ type: "round.decided", actor: "shop", payload: { round, move, action: decision.action, priceMinor: decision.priceMinor, reasons: decision.reasons, status } });
  const { quantity } = facts;
  if (status === "agreed") effects.events.push({ type: "negotiation.agreed", actor: "shop", payload: { round, agreedPriceMinor: decision.priceMinor as number, quantity } });
  else if (status === "rejected") effects.events.push({ type: "negotiation.rejected", actor: "shop", payload: { round, agreedPriceMinor: null, quantity } });
  else if (status === "expired") effects.events.push({ type: "negotiation.expired", actor: "shop", payload: { round, agreedPriceMinor: null, quantity } });
  return {
    status,
    round,
    shopOfferMinor: decision.state.lastShopOfferMinor,
    buyerOfferMinor: buyerOfferAfter(state, move),
    agreedPriceMinor: status === "agreed" ? decision.priceMinor : null,
    lastAction: decision.action,
    lastReasons: decision.reasons,
    kernel: decision.state,
  };
}

export function outcomeLine(data: Record<string, unknown>): AuditLine {
  return { kind: "outcome", data };
}
