/**
 * Decisions governance makes instead of the kernel's (a constraint, a person's verdict, a timeout, a hold for a
 * person), built so that their state carries the standing-offer rule (kernel/standing-offer.ts) as the
 * kernel's own decisions do (tests/governed-round property): nobody after the round overwrites the state a
 * decision carries.
 */
import { standingOfferAfter } from "../kernel/standing-offer";
import type { Decision, DecisionAction, DecisionStatus, ReasonCode } from "../kernel/types";

/** The status a governed action leads to. A rejection by governance ends the negotiation. */
function statusOf(action: DecisionAction): DecisionStatus {
  return action === "accept" ? "agreed" : action === "reject" ? "rejected" : "open";
}

/**
 * A decision governance makes in place of `base`: another action, price and reasons (the whole list). The
 * kernel state is `base`'s, carrying the standing offer the rule gives.
 */
export function governedDecision(
  base: Decision,
  change: { action: DecisionAction; priceMinor: number | null; reasons: readonly ReasonCode[] },
  standingBefore: number | null,
): Decision {
  return {
    ...base,
    action: change.action,
    priceMinor: change.priceMinor,
    status: statusOf(change.action),
    reasons: [...change.reasons],
    state: { ...base.state, lastShopOfferMinor: standingOfferAfter(change.action, change.priceMinor, standingBefore) },
  };
}
