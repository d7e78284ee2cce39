/**
 * Constraints, applied the same way wherever a price is about to be committed: by the evaluator to the
 * kernel's decision, and by the caller to whatever a person (or an escalation's timeout) decides.
 *
 * Why the re-check: an escalation asks a person to look at a decision, not to waive the shop's rules.
 * A proposal approved later is committed later, so the constraints are applied again then (with the
 * policy set the negotiation opened with); a price a person types in is checked against the constraints
 * that match *that* price. Otherwise "approve" would commit 30% off past a 25% cap.
 *
 * `context` is the one the escalated decision was evaluated with (store it with the escalation, or rebuild
 * it the same way); a proposal's action and price replace its offer, and what depends on them follows.
 *
 * Both directions, one copy of the rules: the context's `negotiation.direction` says which way a better price lies.
 * A sale's invariants are floor ≤ price ≤ list price and never above the standing offer (the shop's offers only
 * fall); a purchase's are their mirror, opening ≤ price ≤ ceiling and never below our standing offer (our offers
 * only rise), with the purchase's opening in `product.anchorMinor` and its ceiling in `product.floorMinor`. A
 * constraint's `minPriceMinor` and `maxPriceMinor` are prices either way; its `maxDiscountBps` caps a sale's
 * discount from the list price and a purchase's premium over our opening (the sale's cap, reflected).
 */
import { toActivation, type PolicyContext } from "./environment";
import type { CompiledPolicy, PolicySet } from "./policy-set";
import { contextDirection, governs } from "./scope";

export type ProposalAction = "accept" | "counter" | "hold" | "reject";

/** What the shop would commit: an action and its unit price (null for a rejection). */
export interface Proposal {
  action: ProposalAction;
  priceMinor: number | null;
}

/** An interval of unit prices, both ends allowed; empty when min is above max. */
export interface PriceBounds {
  minPriceMinor: number;
  maxPriceMinor: number;
}

export type Reconstrained = { ok: true; action: ProposalAction; priceMinor: number | null; constrained: boolean } | { ok: false; violation: string };

export type PriceCheck = { ok: true } | { ok: false; reason: string; bounds: PriceBounds };

const UNBOUNDED: PriceBounds = { minPriceMinor: 0, maxPriceMinor: Number.MAX_SAFE_INTEGER };

/**
 * The prices every CONSTRAINT matching this context allows, intersected with the kernel's invariants
 * (a sale: floor ≤ price ≤ list price, never above the standing offer; a purchase: the mirror, see the
 * module's docblock). Which constraints match depends on the context's price (a discount cap matches only a
 * deep discount): to judge another price, use checkModifiedPrice, which asks at that price.
 */
export function constraintBounds(set: PolicySet, context: PolicyContext): PriceBounds {
  return intersect(boundsOf(constraintsMatching(set, context), context), invariantBounds(context));
}

/**
 * Applies the constraints again to a proposal about to be committed (a person's approval, or an
 * escalation timing out into "approve"). An evaluation's own proposal comes back unchanged; the kernel's
 * raw decision comes back as CONSTRAINT would have made it. Not ok: the constraints cannot be met, or the
 * price breaks the kernel's invariants, and the proposal must not be committed (reject it, or let a
 * person offer a price checkModifiedPrice allows).
 */
export function reapplyConstraints(set: PolicySet, context: PolicyContext, proposal: Proposal): Reconstrained {
  if (proposal.priceMinor === null) return { ok: true, ...proposal, constrained: false };
  const settled = settleProposal(set, context, { action: proposal.action, priceMinor: proposal.priceMinor });
  if ("violation" in settled) return { ok: false, violation: settled.violation };
  // Checked even when no constraint applied: whatever is stored as the proposal, an approval keeps the invariants.
  const broken = invariantViolation(context, settled.priceMinor);
  if (broken) return { ok: false, violation: broken };
  return { ok: true, action: settled.action, priceMinor: settled.priceMinor, constrained: settled.constrained };
}

/**
 * Whether a person may offer this proposal instead of the escalated one: its price must lie within the
 * bounds of every constraint that matches it, and within the kernel's invariants. Refused, not moved: the
 * person chose a number, and should see why it is not allowed.
 */
export function checkModifiedPrice(set: PolicySet, context: PolicyContext, proposal: Proposal): PriceCheck {
  const price = proposal.priceMinor;
  if (price === null) return { ok: true };
  const bounds = constraintBounds(set, contextWithProposal(context, { action: proposal.action, priceMinor: price }));
  if (Number.isSafeInteger(price) && price >= bounds.minPriceMinor && price <= bounds.maxPriceMinor) return { ok: true };
  const reason =
    bounds.minPriceMinor > bounds.maxPriceMinor
      ? "no price meets every constraint and the shop's bounds"
      : `the price must be a whole number of minor units from ${bounds.minPriceMinor} to ${bounds.maxPriceMinor}`;
  return { ok: false, reason, bounds };
}

export type Settled =
  | { action: ProposalAction; priceMinor: number; constrained: boolean; applied: CompiledPolicy[] }
  | { violation: string; applied: CompiledPolicy[] };

/**
 * Moves a priced proposal into the constraints that apply to it. Moving the price can make other
 * constraints match, so the constraints matching each new price join the ones already applied and the
 * interval only narrows: the loop ends, after at most one step per CONSTRAINT policy, on a price every
 * constraint matching it allows, or on a violation. With no constraint applied the proposal is returned
 * as it is (the kernel keeps its own invariants); otherwise the invariants are checked again.
 */
export function settleProposal(set: PolicySet, context: PolicyContext, proposal: { action: ProposalAction; priceMinor: number }): Settled {
  const applied: CompiledPolicy[] = [];
  let current = proposal;
  for (;;) {
    const fresh = constraintsMatching(set, contextWithProposal(context, current)).filter((p) => !applied.includes(p));
    if (fresh.length === 0) break;
    applied.push(...fresh);
    const bounds = boundsOf(applied, context);
    if (bounds.minPriceMinor > bounds.maxPriceMinor) return { violation: "constraints contradict each other", applied };
    const price = Math.min(bounds.maxPriceMinor, Math.max(bounds.minPriceMinor, proposal.priceMinor));
    // A price moved against the counterparty off an acceptance (a sale's raised above the buyer's bid, a purchase's
    // lowered below the supplier's ask) is no longer what it agreed to: it becomes a counter.
    const against = purchasing(context) ? price < proposal.priceMinor : price > proposal.priceMinor;
    current = { action: proposal.action === "accept" && against ? "counter" : proposal.action, priceMinor: price };
  }
  if (applied.length === 0) return { ...proposal, constrained: false, applied };
  const violation = invariantViolation(context, current.priceMinor);
  if (violation) return { violation, applied };
  return { ...current, constrained: current.priceMinor !== proposal.priceMinor || current.action !== proposal.action, applied };
}

/** The context as it reads when the shop proposes `proposal` (the price-dependent fields follow it). */
function contextWithProposal(context: PolicyContext, proposal: { action: ProposalAction; priceMinor: number }): PolicyContext {
  const price = proposal.priceMinor;
  // Unchanged proposal: the context exactly as the caller built it.
  if (proposal.action === context.offer.action && price === context.offer.priceMinor) return context;
  const anchor = context.product.anchorMinor;
  return {
    ...context,
    offer: { ...context.offer, action: proposal.action, priceMinor: price, discountBps: anchor > 0 ? Math.floor(((anchor - price) * 10_000) / anchor) : 0 },
    deal: { ...context.deal, valueMinor: price * context.negotiation.quantity },
  };
}

/**
 * The CONSTRAINT policies that apply here. One whose condition fails to evaluate applies too: fail safe. One
 * scoped to the other direction (scope.ts) is not evaluated: it never applies.
 */
function constraintsMatching(set: PolicySet, context: PolicyContext): CompiledPolicy[] {
  const activation = toActivation(context, set.plan);
  const direction = contextDirection(context);
  return set.policies.filter((p) => p.action === "CONSTRAINT" && governs(p, direction) && holdsOrFails(p, activation));
}

function holdsOrFails(policy: CompiledPolicy, activation: Record<string, unknown>): boolean {
  try {
    return policy.evaluate(activation) === true;
  } catch {
    return true;
  }
}

/** The interval a set of constraints allows, before the kernel's invariants. */
function boundsOf(constraints: readonly CompiledPolicy[], context: PolicyContext): PriceBounds {
  let { minPriceMinor: low, maxPriceMinor: high } = UNBOUNDED;
  const purchase = purchasing(context);
  for (const { constraint: c } of constraints) {
    if (c?.minPriceMinor !== undefined) low = Math.max(low, c.minPriceMinor);
    if (c?.maxPriceMinor !== undefined) high = Math.min(high, c.maxPriceMinor);
    if (c?.maxDiscountBps === undefined) continue;
    // A sale's cap on the discount from its list price is a lowest price; a purchase's on the premium over our opening, a highest.
    if (purchase) high = Math.min(high, highestPriceAtPremium(context.product.anchorMinor, c.maxDiscountBps));
    else low = Math.max(low, lowestPriceAtDiscount(context.product.anchorMinor, c.maxDiscountBps));
  }
  return { minPriceMinor: low, maxPriceMinor: high };
}

/** anchor × (1 − discount), rounded up so the discount never exceeds the limit; exact for any safe integer. */
function lowestPriceAtDiscount(anchorMinor: number, maxDiscountBps: number): number {
  return Number((BigInt(anchorMinor) * BigInt(10_000 - maxDiscountBps) + 9_999n) / 10_000n);
}

/** opening × (1 + premium), rounded down so the premium never exceeds the limit; exact for any safe integer. */
function highestPriceAtPremium(openingMinor: number, maxPremiumBps: number): number {
  return Number((BigInt(openingMinor) * BigInt(10_000 + maxPremiumBps)) / 10_000n);
}

/** Whether the context is a purchase's; without a direction it is a sale's (every context built before purchases existed). */
const purchasing = (context: PolicyContext): boolean => context.negotiation.direction === "purchase";

/**
 * What the kernel's invariants allow. A sale: floor ≤ price ≤ list price, and never above the standing offer.
 * A purchase: opening (anchorMinor) ≤ price ≤ ceiling (floorMinor), and never below our standing offer.
 */
function invariantBounds(context: PolicyContext): PriceBounds {
  const { offer, product } = context;
  if (purchasing(context)) {
    const standing = offer.previousShopOfferMinor > 0 ? offer.previousShopOfferMinor : 0;
    return { minPriceMinor: Math.max(product.anchorMinor, standing), maxPriceMinor: product.floorMinor };
  }
  const standing = offer.previousShopOfferMinor > 0 ? offer.previousShopOfferMinor : Number.MAX_SAFE_INTEGER;
  return { minPriceMinor: product.floorMinor, maxPriceMinor: Math.min(product.anchorMinor, standing) };
}

function invariantViolation(context: PolicyContext, price: number): string | null {
  const { offer, product } = context;
  if (purchasing(context)) {
    if (price > product.floorMinor) return "the constrained price would be above the ceiling";
    if (price < product.anchorMinor) return "the constrained price would be below our opening offer";
    if (offer.previousShopOfferMinor > 0 && price < offer.previousShopOfferMinor) return "the constrained price would be lower than our standing offer";
    return null;
  }
  if (price < product.floorMinor) return "the constrained price would be below the floor";
  if (price > product.anchorMinor) return "the constrained price would be above the list price";
  if (offer.previousShopOfferMinor > 0 && price > offer.previousShopOfferMinor) return "the constrained price would be higher than the shop's standing offer";
  return null;
}

function intersect(a: PriceBounds, b: PriceBounds): PriceBounds {
  return { minPriceMinor: Math.max(a.minPriceMinor, b.minPriceMinor), maxPriceMinor: Math.min(a.maxPriceMinor, b.maxPriceMinor) };
}
