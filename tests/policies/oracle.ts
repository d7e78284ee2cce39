/**
 * The policy tests' own oracle, written apart from policies/ so a property can compare the library with it: the
 * context as the room builds it at a proposal, the invariants a constrained price must keep, and the CONSTRAINT
 * policies that refuse a price — in either direction (a sale's floor and list price, a purchase's ceiling and opening).
 */
import { toActivation, type PolicyContext, type PolicySet, type Proposal } from "../../policies";

const purchasing = (ctx: PolicyContext) => ctx.negotiation.direction === "purchase";

/** The context at a proposal (the test's own oracle). */
export function at(ctx: PolicyContext, p: Proposal): PolicyContext {
  const price = p.priceMinor!;
  const anchor = ctx.product.anchorMinor;
  return { ...ctx, offer: { ...ctx.offer, action: p.action, priceMinor: price, discountBps: Math.floor(((anchor - price) * 10_000) / anchor) }, deal: { ...ctx.deal, valueMinor: price * ctx.negotiation.quantity } };
}

/** The private limit is never crossed, and the standing offer never regressed against. */
export function keepsInvariants(ctx: PolicyContext, price: number): boolean {
  const { anchorMinor, floorMinor } = ctx.product;
  const standing = ctx.offer.previousShopOfferMinor;
  if (purchasing(ctx)) return price <= floorMinor && price >= anchorMinor && price >= standing;
  return price >= floorMinor && price <= anchorMinor && price <= standing;
}

/** The CONSTRAINT policies matching the proposal (or failing: fail safe) whose bounds refuse its price; maxDiscountBps read by direction. */
export function refusedBy(set: PolicySet, ctx: PolicyContext, p: Proposal): string[] {
  const price = p.priceMinor!;
  const activation = toActivation(at(ctx, p));
  const anchor = ctx.product.anchorMinor;
  return set.policies
    .filter((policy) => policy.action === "CONSTRAINT")
    .filter((policy) => {
      try {
        return policy.evaluate(activation) === true;
      } catch {
        return true;
      }
    })
    .filter(({ constraint: c }) => {
      const bps = c?.maxDiscountBps;
      const lowest = bps === undefined || purchasing(ctx) ? 0 : Math.ceil((anchor * (10_000 - bps)) / 10_000);
      const highest = bps === undefined || !purchasing(ctx) ? Infinity : Math.floor((anchor * (10_000 + bps)) / 10_000);
      return price < (c?.minPriceMinor ?? 0) || price > (c?.maxPriceMinor ?? Infinity) || price < lowest || price > highest;
    })
    .map((policy) => policy.id);
}
