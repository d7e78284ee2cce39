/**
 * The governed round's direction (issue 31): a sale (the default, every room) or a purchase (Parley buying from a
 * supplier, e.g. the negotiation step of an "auction then negotiate with the best k"). One round for both: this
 * module holds the few places where the round must know which way a better price lies, so round.ts, apply.ts and
 * escalation.ts stay one copy of each rule.
 *
 * A purchase is decided by kernel/buying.ts's decidePurchase (a reflected sale: one copy of the kernel's rules) and
 * everything the round keeps, writes and shows is in REAL prices: our standing offer is what we offer to pay, the
 * counterparty's "bid" is the supplier's ask. Policies judge real prices too. Their context names a purchase's
 * prices with the sale's words, read as the mirror reads them: `product.anchorMinor` is our public opening (a sale's
 * first offer is its list price), `product.floorMinor` our private ceiling (a sale's private limit), and
 * `offer.discountBps` is (opening − price) / opening, so a purchase's is zero or below: minus the premium over our
 * opening. `negotiation.direction` ("sale" | "purchase") is set in the context; the policy language declares it once
 * policies/environment.ts adds it (requested), until then a condition cannot name it.
 *
 * The constraints' invariants in policies/ are a sale's (floor ≤ price ≤ list price, never above the standing
 * offer). A purchase's are their mirror — opening ≤ price ≤ ceiling, never below our standing offer — so a
 * purchase's constraints are settled here, by the same matching and the same loop as policies/constraints.ts, with
 * the mirrored bounds; `maxDiscountBps` caps the premium over our opening (a sale's cap on the discount from its
 * list price, reflected). Everything else — which policies match, the outcome, escalation terms — is
 * evaluatePolicies' own.
 */
import { decidePurchase, type PurchaseConfig } from "../kernel/buying";
import { decide } from "../kernel/decide";
import type { BuyerMove, Decision, Insight, NegotiationConfig, NegotiationState } from "../kernel/types";
import type { PolicyContext } from "../policies/environment";
import { toActivation } from "../policies/environment";
import { DEFAULT_ESCALATION, evaluatePolicies, type PolicyEvaluation } from "../policies/evaluate";
import type { Reconstrained } from "../policies/constraints";
import { reapplyConstraints } from "../policies/constraints";
import type { CompiledPolicy, PolicySet } from "../policies/policy-set";
import type { NegotiationFacts } from "./types";

export const NEGOTIATION_DIRECTIONS = ["sale", "purchase"] as const;
export type NegotiationDirection = (typeof NEGOTIATION_DIRECTIONS)[number];

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

/** The policy context with the negotiation's direction (see the module's docblock). */
export function withDirection(facts: Pick<NegotiationFacts, "direction">, context: PolicyContext): PolicyContext {
  const direction = directionOf(facts);
  return { ...context, negotiation: { ...context.negotiation, direction } as PolicyContext["negotiation"] };
}

// --- a purchase's constraints ------------------------------------------------------------------------------------

/** The policies' judgement of a decision: evaluatePolicies for a sale; for a purchase, its matching with the purchase's constraint settlement. */
export function evaluateFor(facts: NegotiationFacts, context: PolicyContext): PolicyEvaluation {
  const evaluation = evaluatePolicies(facts.policies, context);
  const purchase = purchaseOf(facts);
  if (!purchase) return evaluation;
  const result: PolicyEvaluation = { ...evaluation, action: context.offer.action as PolicyEvaluation["action"], priceMinor: context.offer.action === "reject" ? null : context.offer.priceMinor, constrained: false };
  delete result.invariantViolation;
  const settled = result.priceMinor === null ? null : settlePurchase(facts.policies, context, purchase, { action: result.action, priceMinor: result.priceMinor });
  if (settled && "violation" in settled) result.invariantViolation = settled.violation;
  else if (settled) Object.assign(result, { action: settled.action, priceMinor: settled.priceMinor, constrained: settled.constrained });
  // evaluatePolicies' outcome, except what it made of the sale's invariants: held by a policy stays held.
  const matched = evaluation.matched;
  const heldByPolicy = matched.some((m) => m.action === "PAUSE" || m.action === "ESCALATE") || evaluation.errors.length > 0 || !matched.some((m) => m.action === "ALLOW");
  if (heldByPolicy) return result;
  delete result.escalation;
  if (settled && "violation" in settled) {
    const first = settled.applied[0]!;
    return { ...result, outcome: "ESCALATE", escalation: { policyId: first.id, ...DEFAULT_ESCALATION, reason: `constraint ${first.id} cannot be applied: ${settled.violation}` } };
  }
  return { ...result, outcome: settled && settled.applied.length > 0 ? "CONSTRAINT" : "ALLOW" };
}

/** A proposal about to be committed (a person's approval, a timeout) with the constraints applied again: policies/ for a sale, the purchase's settlement for a purchase. */
export function reapplyFor(facts: NegotiationFacts, context: PolicyContext, proposal: { action: "accept" | "counter" | "hold" | "reject"; priceMinor: number | null }): Reconstrained {
  const purchase = purchaseOf(facts);
  if (!purchase) return reapplyConstraints(facts.policies, context, proposal);
  if (proposal.priceMinor === null) return { ok: true, ...proposal, constrained: false };
  const settled = settlePurchase(facts.policies, context, purchase, { action: proposal.action, priceMinor: proposal.priceMinor });
  if ("violation" in settled) return { ok: false, violation: settled.violation };
  const broken = purchaseViolation(context, purchase, settled.priceMinor);
  if (broken) return { ok: false, violation: broken };
  return { ok: true, action: settled.action, priceMinor: settled.priceMinor, constrained: settled.constrained };
}

type Settled = { action: "accept" | "counter" | "hold" | "reject"; priceMinor: number; constrained: boolean; applied: CompiledPolicy[] } | { violation: string; applied: CompiledPolicy[] };

/**
 * policies/constraints.ts's settleProposal for a purchase: the constraints matching each new price join the applied
 * ones and the interval only narrows; then the purchase's invariants. A price moved off an acceptance of the
 * supplier's ask is no longer what the supplier asked: it becomes a counter.
 */
function settlePurchase(set: PolicySet, context: PolicyContext, purchase: PurchaseConfig, proposal: { action: "accept" | "counter" | "hold" | "reject"; priceMinor: number }): Settled {
  const applied: CompiledPolicy[] = [];
  let current = proposal;
  for (;;) {
    const fresh = constraintsMatching(set, contextAt(context, current)).filter((p) => !applied.includes(p));
    if (fresh.length === 0) break;
    applied.push(...fresh);
    let low = 0;
    let high = Number.MAX_SAFE_INTEGER;
    for (const { constraint: c } of applied) {
      if (c?.minPriceMinor !== undefined) low = Math.max(low, c.minPriceMinor);
      if (c?.maxPriceMinor !== undefined) high = Math.min(high, c.maxPriceMinor);
      if (c?.maxDiscountBps !== undefined) high = Math.min(high, highestPriceAtPremium(purchase.openingMinor, c.maxDiscountBps));
    }
    if (low > high) return { violation: "constraints contradict each other", applied };
    const price = Math.min(high, Math.max(low, proposal.priceMinor));
    current = { action: proposal.action === "accept" && price !== proposal.priceMinor ? "counter" : proposal.action, priceMinor: price };
  }
  if (applied.length === 0) return { ...proposal, constrained: false, applied };
  const violation = purchaseViolation(context, purchase, current.priceMinor);
  if (violation) return { violation, applied };
  return { ...current, constrained: current.priceMinor !== proposal.priceMinor || current.action !== proposal.action, applied };
}

/** opening × (1 + premium), rounded down so the premium never exceeds the cap. */
function highestPriceAtPremium(openingMinor: number, maxPremiumBps: number): number {
  return Number((BigInt(openingMinor) * BigInt(10_000 + maxPremiumBps)) / 10_000n);
}

/** A purchase's invariants: opening ≤ price ≤ ceiling, and never below our standing offer (our offers only rise). */
function purchaseViolation(context: PolicyContext, purchase: PurchaseConfig, price: number): string | null {
  if (price > purchase.ceilingMinor) return "the constrained price would be above the ceiling";
  if (price < purchase.openingMinor) return "the constrained price would be below our opening offer";
  const standing = context.offer.previousShopOfferMinor;
  if (standing > 0 && price < standing) return "the constrained price would be lower than our standing offer";
  return null;
}

/** The context at another proposed price (the price-dependent fields follow it), as policies/constraints.ts builds it. */
function contextAt(context: PolicyContext, proposal: { action: string; priceMinor: number }): PolicyContext {
  if (proposal.action === context.offer.action && proposal.priceMinor === context.offer.priceMinor) return context;
  const anchor = context.product.anchorMinor;
  const price = proposal.priceMinor;
  return {
    ...context,
    offer: { ...context.offer, action: proposal.action, priceMinor: price, discountBps: anchor > 0 ? Math.floor(((anchor - price) * 10_000) / anchor) : 0 },
    deal: { ...context.deal, valueMinor: price * context.negotiation.quantity },
  };
}

function constraintsMatching(set: PolicySet, context: PolicyContext): CompiledPolicy[] {
  const activation = toActivation(context, set.plan);
  return set.policies.filter((p) => {
    if (p.action !== "CONSTRAINT") return false;
    try {
      return p.evaluate(activation) === true;
    } catch {
      return true; // fail safe, as policies/constraints.ts
    }
  });
}
