/**
 * The standing-offer rule, in one place: after a decision the shop's standing offer is the price it counters
 * or holds at; an acceptance or a rejection leaves the standing offer as it was. The kernel's own decisions
 * follow it (tests/governed-round property); every decision governance makes instead of the kernel's (a
 * constraint, a person's verdict, a timeout) is built here, so its state follows it too and nobody after the
 * round overwrites the state the decision carries.
 */
import type { Decision, DecisionAction, DecisionStatus, ReasonCode } from "../kernel/types";

/** The standing offer after `action` at `priceMinor`, given the one before. */
export function standingOfferAfter(action: DecisionAction, priceMinor: number | null, before: number | null): number | null {
  return action === "counter" || action === "hold" ? priceMinor : before;
}

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
