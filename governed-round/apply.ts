/**
 * Committing a decision, pure: the offers the history shows, the outcome when it closes the negotiation, the
 * events, and the next state (its standing offer the one the decision's kernel state carries). Shared by the
 * round (a decision the policies let through) and a verdict (a decision a person made, or a timeout).
 */
import { agreementSwitch } from "../kernel/package/settlement";
import type { BuyerMove, Decision, NegotiationState, PackageOption } from "../kernel/types";
import { policyContext } from "../policies/decision-context";
import { evaluatePolicies, type PolicyEvaluation } from "../policies/evaluate";
import type { PolicyContext } from "../policies/environment";
import { purchaseOf } from "./direction";
import { standingCeiling } from "./package-bounds";
import { acceptedPackage, bidTerms, standingOf } from "./standing-offer";
import type { AuditLine, Effects, NegotiationFacts, OfferLine, RoundState } from "./types";

/**
 * The variables the policies judge a decision on: the negotiation's facts, its state before the move, the tactics
 * seen, and for a package product the decision's terms (the standing offer's when the decision names none).
 */
export function contextOf(facts: NegotiationFacts, state: RoundState, move: BuyerMove, decision: Decision, now: number, tacticsSeen: readonly string[] = [], tacticsSoFar: readonly string[] = []): PolicyContext {
  const terms = decision.terms ?? state.kernel.package?.shopTerms ?? undefined;
  // A purchase (direction.ts) judges its standing offer as the price it stands at: package-bounds.ts reasons in a sale's utility.
  const standingOfferMinor = purchaseOf(facts) ? state.shopOfferMinor : standingCeiling(facts.config, standingOf(state), terms);
  return policyContext({
    config: facts.config,
    decision,
    move,
    // A package: the standing package as a price with this decision's terms (package-bounds.ts), so constraints keep its invariant.
    standingOfferMinor,
    quantity: facts.quantity,
    productId: facts.productId,
    buyerId: facts.buyerId,
    elapsedMs: now - facts.openedAt,
    inputs: facts.policyInputs,
    authenticated: facts.authenticated,
    resumed: facts.resumed,
    tacticsSeen,
    tacticsSoFar,
    ...(terms ? { terms } : {}),
    // Policies keep a purchase's invariants by it (policies/constraints.ts); a sale's context stays as it always was.
    ...(facts.direction ? { direction: facts.direction } : {}),
  });
}

/** The buyer's latest bid after a move: an accept, or an opening without a price, names no new bid, so the last one stands. */
export function buyerOfferAfter(state: RoundState, move: BuyerMove): number | null {
  return move.kind === "accept" ? state.buyerOfferMinor : (move.priceMinor ?? state.buyerOfferMinor);
}

/**
 * The buyer's side of a move as the offer history records it, or null when it names no price. For a package
 * product it carries the buyer's whole package: an accept the package it took (an option by id, or the standing
 * offer), a bid its named terms completed as the kernel completed them (`after`: the kernel state after the move).
 */
export function buyerOfferLine(state: RoundState, move: BuyerMove, round: number, now: number, after?: NegotiationState): OfferLine | null {
  const taken = move.kind === "accept" ? acceptedPackage(move, standingOf(state)) : null;
  const priceMinor = taken ? taken.priceMinor : (move.kind === "accept" ? null : (move.priceMinor ?? null));
  if (priceMinor === null) return null;
  const terms = taken ? taken.terms : bidTerms(move, after);
  return { round, party: "buyer", kind: move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", priceMinor, reasons: [], at: now, ...(terms ? { terms } : {}) };
}

/**
 * The state and writes of a decision the policies let through (or a person made): the offers, the outcome
 * when it closes the negotiation, and the events. `buyerRecorded`: the buyer's offer is already in the
 * history (it was recorded when the move was escalated). The standing offer is the one the decision's kernel
 * state carries (standing-offer.ts).
 */
export function applyDecision(facts: NegotiationFacts, state: RoundState, move: BuyerMove, decision: Decision, now: number, buyerRecorded: boolean, effects: Effects): RoundState {
  const round = decision.round;
  const bid = buyerRecorded ? null : buyerOfferLine(state, move, round, now, decision.state);
  if (bid) effects.offers.push(bid);
  const pkg = packageOf(decision);
  const status = decision.status;
  // A deal on the buyer's own package may come with switches (switch.ts): only those the policies would let through as deals are offered.
  const switches = status === "agreed" && decision.options ? governSwitches(facts, state, decision.state, now) : null;
  // Taking the shop's standing offer as it stands needs no answer from the shop.
  if (move.kind !== "accept" || decision.action !== "accept") {
    const line: OfferLine = { round, party: "shop", kind: decision.action, priceMinor: decision.priceMinor, reasons: decision.reasons, at: now, ...pkg };
    if (switches && switches.offered.length > 0) line.switches = switches.offered;
    if (decision.explanation) line.explanation = decision.explanation;
    effects.offers.push(line);
  }
  const agreedTerms = status === "agreed" && decision.terms ? decision.terms : null;
  if (status !== "open") {
    effects.audit.push(outcomeLine({ status, priceMinor: decision.priceMinor, round, reasons: decision.reasons, ...(decision.terms ? { terms: decision.terms } : {}), ...(switches ? switchesRecord(switches) : {}) }));
  }
  effects.events.push({ type: "round.decided", actor: "shop", payload: { round, move, action: decision.action, priceMinor: decision.priceMinor, reasons: decision.reasons, status, ...pkg } });
  const { quantity } = facts;
  if (status === "agreed") effects.events.push({ type: "negotiation.agreed", actor: "shop", payload: { round, agreedPriceMinor: decision.priceMinor as number, quantity, ...(agreedTerms ? { agreedTerms } : {}) } });
  else if (status === "rejected") effects.events.push({ type: "negotiation.rejected", actor: "shop", payload: { round, agreedPriceMinor: null, quantity } });
  else if (status === "expired") effects.events.push({ type: "negotiation.expired", actor: "shop", payload: { round, agreedPriceMinor: null, quantity } });
  return {
    status,
    round,
    shopOfferMinor: decision.state.lastShopOfferMinor,
    buyerOfferMinor: buyerOfferAfter(state, move),
    agreedPriceMinor: status === "agreed" ? decision.priceMinor : null,
    ...(decision.terms !== undefined || state.agreedTerms !== undefined ? { agreedTerms } : {}),
    lastAction: decision.action,
    lastReasons: decision.reasons,
    kernel: switches ? switches.state : decision.state,
  };
}

/**
 * A decision's package as the history and the events carry it: its terms, and its options when it offered several.
 * An acceptance's `options` are the agreement's switches, not equivalent offers: they go with the deal (switch.ts).
 */
export function packageOf(decision: Decision): Pick<OfferLine, "terms" | "options"> {
  const options = decision.action !== "accept" && decision.options && decision.options.length > 1 ? decision.options : null;
  return { ...(decision.terms ? { terms: decision.terms } : {}), ...(options ? { options } : {}) };
}

/** The switches a package agreement offers, after the policies had their say, and those they withheld. */
export interface GovernedSwitches {
  offered: PackageOption[];
  /** Each with the policies that did not simply allow it (none: nothing allowed it, deny by default). */
  withheld: { id: string; outcome: PolicyEvaluation["outcome"]; policies: string[] }[];
  /** The kernel state to keep: its `package.options` are the switches offered (null when none is). */
  state: NegotiationState;
}

/**
 * Whether the policies let a switch through as the deal it would make: the buyer accepting that package, judged as
 * any deal is (an ALLOW, or constraints that leave it as it is). Escalating or pausing a switch is not offered: a
 * switch is a convenience on a deal already made, not a move a person should have to review.
 */
export function switchAllowed(facts: NegotiationFacts, state: RoundState, option: PackageOption, after: NegotiationState, now: number): PolicyEvaluation {
  const deal: Decision = { action: "accept", priceMinor: option.priceMinor, terms: option.terms, status: "agreed", round: state.round, reasons: ["BUYER_ACCEPTED"], state: after };
  return evaluatePolicies(facts.policies, contextOf(facts, state, { kind: "accept", optionId: option.id }, deal, now));
}

/** Whether an evaluation lets the deal through exactly as it is. */
export const letsThrough = (evaluation: PolicyEvaluation): boolean => (evaluation.outcome === "ALLOW" || evaluation.outcome === "CONSTRAINT") && !evaluation.constrained && evaluation.action === "accept";

/**
 * Narrows the switches a kernel state offers (kernel/package/settlement.ts: `package.options` of an agreement) to
 * those the policies let through (switchAllowed), judged against `state`, the negotiation as the deal stands.
 */
export function governSwitches(facts: NegotiationFacts, state: RoundState, after: NegotiationState, now: number): GovernedSwitches {
  const switches = (after.package?.options ?? []).filter((o) => agreementSwitch(after, o.id) !== null);
  const offered: PackageOption[] = [];
  const withheld: GovernedSwitches["withheld"] = [];
  for (const option of switches) {
    const evaluation = switchAllowed(facts, state, option, after, now);
    if (letsThrough(evaluation)) offered.push(option);
    else withheld.push({ id: option.id, outcome: evaluation.outcome, policies: evaluation.matched.filter((m) => m.action !== "ALLOW").map((m) => m.policyId) });
  }
  const kept = offered.length === switches.length || !after.package ? after : { ...after, package: { ...after.package, options: offered.length > 0 ? offered : null } };
  return { offered, withheld, state: kept };
}

/** A deal's switches as the outcome line of the audit trail records them (the ids offered, and what the policies withheld). */
export function switchesRecord(s: GovernedSwitches): Record<string, unknown> {
  return { ...(s.offered.length > 0 ? { switches: s.offered.map((o) => o.id) } : {}), ...(s.withheld.length > 0 ? { switchesWithheld: s.withheld } : {}) };
}

export function outcomeLine(data: Record<string, unknown>): AuditLine {
  return { kind: "outcome", data };
}

export function emptyEffects(): Effects {
  return { offers: [], audit: [], events: [], tactics: null, escalation: null, lapse: null };
}
