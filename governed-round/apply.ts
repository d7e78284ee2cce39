/**
 * Committing a decision, pure: the offers the history shows, the outcome when it closes the negotiation, the
 * events, and the next state (its standing offer the one the decision's kernel state carries). Shared by the
 * round (a decision the policies let through) and a verdict (a decision a person made, or a timeout).
 */
import type { BuyerMove, Decision } from "../kernel/types";
import { policyContext } from "../policies/decision-context";
import type { PolicyContext } from "../policies/environment";
import type { AuditLine, Effects, NegotiationFacts, OfferLine, RoundState } from "./types";

/** The variables the policies judge a decision on: the negotiation's facts, its state before the move, the tactics seen. */
export function contextOf(facts: NegotiationFacts, state: RoundState, move: BuyerMove, decision: Decision, now: number, tacticsSeen: readonly string[] = [], tacticsSoFar: readonly string[] = []): PolicyContext {
  return policyContext({
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
    tacticsSoFar,
  });
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

export function emptyEffects(): Effects {
  return { offers: [], audit: [], events: [], tactics: null, escalation: null, lapse: null };
}
