/**
 * The governed round's direction (issue 31): a sale (the default, every room) or a purchase (Parley buying from a
 * supplier, e.g. the negotiation step of an "auction then negotiate with the best k"). One round for both: this
 * module holds the few places where the round must know which way a better price lies, so round.ts, apply.ts and
 * escalation.ts stay one copy of each rule.
 *
 * A purchase is decided by kernel/buying.ts's decidePurchase (a reflected sale: one copy of the kernel's rules) and
 * everything the round keeps, writes and shows is in REAL prices: our standing offer is what we offer to pay, the
 * counterparty's "bid" is the supplier's ask. Policies judge real prices too, with the same evaluator as a sale's:
 * their context names a purchase's prices with the sale's words, read as the mirror reads them
 * (`product.anchorMinor` our public opening, `product.floorMinor` our private ceiling, `offer.discountBps` zero or
 * below), and carries `negotiation.direction`, by which policies/constraints.ts keeps the purchase's invariants
 * (opening ≤ price ≤ ceiling, never below our standing offer) and conditions can tell the two apart.
 */
import { decidePurchase, type PurchaseConfig } from "../kernel/buying";
import { decide } from "../kernel/decide";
import type { BuyerMove, Decision, Insight, NegotiationConfig, NegotiationState } from "../kernel/types";
import type { NegotiationDirection } from "../policies/environment";
import type { NegotiationFacts } from "./types";

/** Declared with the policy variables (policies/environment.ts), so a condition and the round name the same two. */
export { NEGOTIATION_DIRECTIONS, type NegotiationDirection } from "../policies/environment";

export const directionOf = (facts: Pick<NegotiationFacts, "direction">): NegotiationDirection => facts.direction ?? "sale";

/** The purchase settings of a purchase's facts (null for a sale). */
export function purchaseOf(facts: Pick<NegotiationFacts, "direction" | "purchase">): PurchaseConfig | null {
  return facts.direction === "purchase" && facts.purchase ? facts.purchase : null;
}

/**
 * The facts' `config` for a purchase: the round reads its rounds, currency, deadline and strategy name, and the
 * policies its prices (anchorMinor = our opening, floorMinor = our ceiling: see the module's docblock). Never a
 * kernel input: a purchase is decided with `purchase` itself.
 */
export function purchaseRoundConfig(purchase: PurchaseConfig): NegotiationConfig {
  const { openingMinor, ceilingMinor, ...rest } = purchase;
  return { ...rest, anchorMinor: openingMinor, floorMinor: ceilingMinor };
}

/** The kernel's decision on a move: decide for a sale, decidePurchase for a purchase (real prices in and out). */
export function kernelDecision(facts: NegotiationFacts, state: NegotiationState, move: BuyerMove, now: number, insight: Insight, tacticsSeen: readonly string[]): Decision {
  const purchase = purchaseOf(facts);
  if (purchase) return decidePurchase({ config: purchase, state, move, now, draws: facts.draws, insight, tacticsSeen: [...tacticsSeen] });
  return decide({ config: facts.config, state, move, now, draws: facts.draws, insight, tacticsSeen });
}

/** Whether a counterparty's price is at least as good for us as our standing offer: a sale's bid at or above it, a purchase's ask at or below it. */
export function priceMeetsStanding(facts: Pick<NegotiationFacts, "direction">, priceMinor: number, standingMinor: number): boolean {
  return directionOf(facts) === "purchase" ? priceMinor <= standingMinor : priceMinor >= standingMinor;
}
