/**
 * The governed round: a buyer's move → tactics → kernel decision → policy evaluation → commit (as decided or
 * as constrained) or hold for a person → the next state with its standing offer, and the offers, audit
 * entries and events to write. Pure: the negotiation room commits what it returns in one transaction, and
 * the rehearsal and the bench call the same function, so what a rehearsal promises is what the live shop does.
 */
import type { BuyerMove, Decision } from "../kernel/types";
import { countsTowardBreaker } from "../policies/circuit-breaker";
import { evaluatePolicies, type PolicyEvaluation } from "../policies/evaluate";
import { directionOf, kernelDecision, priceMeetsStanding } from "./direction";
import { applyDecision, contextOf, emptyEffects, packageOf } from "./apply";
import { holdForPerson } from "./escalation";
import { asksStandingTerms, bidTerms, governedDecision, standingOf, type Standing } from "./standing-offer";
import { newTactics } from "./trace";
import type { Effects, EscalationTerms, Governed, NegotiationFacts, RoundInput, RoundOutcome, RoundState } from "./types";

export function playGovernedRound(input: RoundInput): Governed<RoundOutcome> {
  const { facts, state, move, now } = input;
  // The tactic detectors read a buyer's bids (a sale's direction); a purchase's supplier asks are not run through them.
  const found = directionOf(facts) === "purchase" ? [] : newTactics(facts, state, move, now, input.tactics, input.message);
  const tacticsSeen = found.map((t) => t.tactic);
  const tacticsSoFar = input.tactics?.seen ?? [];
  let decision = kernelDecision(facts, state.kernel, move, now, facts.insight, tacticsSeen);
  if (decision.reasons.includes("INVALID_INPUT")) return { ok: false, refused: "invalid-move" };

  let context = contextOf(facts, state, move, decision, now, tacticsSeen, tacticsSoFar);
  let evaluation = evaluatePolicies(facts.policies, context);
  if (holds(evaluation) && withoutEarlyAcceptance(facts, decision, move, state)) {
    const insight = { ...facts.insight, tactics: { ...facts.insight?.tactics, ...NO_EARLY_ACCEPTANCE } };
    const withheld = kernelDecision(facts, state.kernel, move, now, insight, tacticsSeen);
    decision = { ...withheld, reasons: [...withheld.reasons, "EARLY_ACCEPT_WITHHELD"] };
    context = contextOf(facts, state, move, decision, now, tacticsSeen, tacticsSoFar);
    evaluation = evaluatePolicies(facts.policies, context);
  }
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
  const proposal = evaluation.outcome === "ALLOW" ? decision : constrainedDecision(decision, evaluation, standingOf(state));
  const base = { recommendation: decision, evaluation, context, decision: proposal };
  // A bid the policies would hold as a deal is held in the last round whatever the negotiator decided (below).
  const dealHeld = holds(evaluation) ? null : lastRoundBidHold(facts, state, move, decision, now, tacticsSeen, tacticsSoFar);
  if (!holds(evaluation) && !dealHeld) {
    const next = applyDecision(facts, state, move, proposal, now, false, effects);
    return { ok: true, outcome: { ...base, next, effects } };
  }
  const heldBy = dealHeld ?? evaluation;
  const terms = holdTerms(heldBy);
  const reason = dealHeld ? `${terms.reason} (held because a deal at the buyer's bid would be; the negotiator proposes: ${proposal.action})` : terms.reason;
  const next = holdForPerson({ facts, state, move, proposal, terms: { ...terms, reason }, context, pauseUntil: pauseEnd(heldBy, now), now, number: input.escalationsSoFar + 1 }, effects);
  return { ok: true, outcome: { ...base, next, effects } };
}

const holds = (evaluation: PolicyEvaluation) => evaluation.outcome === "ESCALATE" || evaluation.outcome === "PAUSE";
const holdTerms = (evaluation: PolicyEvaluation): EscalationTerms => evaluation.escalation ?? { ...PAUSE_ESCALATION, policyId: evaluation.pause?.policyId ?? null };
const pauseEnd = (evaluation: PolicyEvaluation, now: number) => (evaluation.pause ? now + evaluation.pause.durationSeconds * 1000 : null);

/**
 * A bid below the standing offer is taken only when it clears the negotiator's private reserve, so a policy that
 * holds deals for a person would, if asked only about the deals the negotiator makes, hold exactly the bids at or
 * above the reserve: a buyer with a few identities would bisect the reserve by watching which bids are held.
 * In the last round (the negotiator's answers there are take it or end it) the policies are therefore also asked
 * about the deal the bid itself would make: if they would hold that deal, the bid is held whatever the negotiator
 * decided, and the person (or the timeout) settles the negotiator's actual proposal. Whether a last-round bid is
 * held then says nothing the buyer did not already know. Earlier rounds see earlyAcceptanceHeld instead.
 * A bid at or above the standing offer is always taken (public), so it needs no such care.
 */
function lastRoundBidHold(facts: NegotiationFacts, state: RoundState, move: BuyerMove, decision: Decision, now: number, tacticsSeen: readonly string[], tacticsSoFar: readonly string[]): PolicyEvaluation | null {
  if (move.kind !== "counter" || state.shopOfferMinor === null || meetsStanding(facts, move, state)) return null;
  const { maxRounds } = facts.config;
  if (state.round + 1 < maxRounds || state.round >= maxRounds) return null;
  if (decision.action === "accept" || decision.status === "expired") return null;
  // The deal the bid would make: its price and, for a package, the buyer's whole package.
  const { options: _options, terms: _terms, ...kernelDecision } = decision;
  const terms = bidTerms(move, decision.state);
  const asDeal: Decision = { ...kernelDecision, action: "accept", priceMinor: move.priceMinor, status: "agreed", reasons: ["DEADLINE_ACCEPT"], ...(terms ? { terms } : {}) };
  const evaluation = evaluatePolicies(facts.policies, contextOf(facts, state, move, asDeal, now, tacticsSeen, tacticsSoFar));
  return holds(evaluation) ? evaluation : null;
}

/**
 * Before the last round, the negotiator sometimes takes a bid below its standing offer because the bid clears
 * the private reserve and the buyer seems to have reached its limit. Holding such an acceptance for a person
 * would tell the buyer that its bid cleared the reserve; so an early acceptance the policies would hold is not
 * made: the negotiator answers as it would without early acceptances (a counter the buyer would have seen
 * anyway), and the deal can still be made in the last round, where lastRoundBidHold applies.
 */
function withoutEarlyAcceptance(facts: NegotiationFacts, decision: Decision, move: BuyerMove, state: RoundState): boolean {
  return decision.action === "accept" && decision.reasons.includes("LATE_ACCEPT") && move.kind === "counter" && state.shopOfferMinor !== null && !meetsStanding(facts, move, state);
}

/**
 * A bid that asks for at least the standing offer: its price at or above the standing price (a purchase: a
 * supplier's ask at or below what we offer to pay), and (a package) every term it names as the standing offer has
 * it. Anything else is "below the standing offer": taking it depends on the private reserve.
 */
function meetsStanding(facts: NegotiationFacts, move: Extract<BuyerMove, { kind: "counter" }>, state: RoundState): boolean {
  return state.shopOfferMinor !== null && priceMeetsStanding(facts, move.priceMinor, state.shopOfferMinor) && asksStandingTerms(move, standingOf(state));
}

/** Tactics that turn every acceptance before the last round off (see withoutEarlyAcceptance). */
const NO_EARLY_ACCEPTANCE = { lateAcceptFrom: 1, jumpAccept: 0, stallAcceptFrom: 1 } as const;

/** Without an ESCALATE policy's own terms (a PAUSE fired): the shop owner decides within the hour, or it is rejected. */
const PAUSE_ESCALATION = { to: "shop-owner", timeoutSeconds: 3_600, onTimeout: "reject" as const, reason: "the negotiator was paused by a policy (circuit breaker)" };

/**
 * The constrained version of a decision, when a constraint moved it: the policy's action and price, marked as such.
 * A package keeps the terms the kernel chose (standing-offer.ts): nothing is recomputed.
 */
export function constrainedDecision(decision: Decision, evaluation: PolicyEvaluation, standingBefore: Standing): Decision {
  if (!evaluation.constrained) return decision;
  return governedDecision(decision, { action: evaluation.action, priceMinor: evaluation.priceMinor, reasons: [...decision.reasons, "POLICY_CONSTRAINED"] }, standingBefore);
}

/** The recommendation and its evaluation, in the audit log and as events (one per policy that did not simply allow). */
function recordJudgement(facts: NegotiationFacts, move: BuyerMove, decision: Decision, evaluation: PolicyEvaluation, effects: Effects): void {
  // The audit keeps what was decided and why; the kernel's own state (the buyer model) stays in the state row.
  const recommended: Omit<Decision, "state"> = { action: decision.action, priceMinor: decision.priceMinor, status: decision.status, round: decision.round, reasons: decision.reasons, ...packageOf(decision) };
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
      recommendation: { priceMinor: decision.priceMinor, status: decision.status, reasons: decision.reasons, ...(decision.terms ? { terms: decision.terms } : {}) },
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
