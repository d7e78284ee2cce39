/**
 * The supplier panel, mirrored from the buyer panel (bench/negotiation/market.ts), and the frame that lets every
 * selling yardstick — runPanel, the floor attacks, prober vs honest — judge a buying negotiator unchanged.
 *
 * Each panel product (list price A, floor F) is a purchase: our opening a = A, our secret ceiling c = 2A − F (so
 * c is 10–45% above the opening, as F is 55–90% of A). Each panel buyer (reservation R, its family's bidding rule)
 * is a supplier with private cost 2A − R that plays its family's rule in the frame p ↦ 2A − p: it sees our offers
 * as 2A − offer, and its bids b are asks 2A − b. The reflection point 2A (twice our opening) is not the kernel's own
 * (near 2^48, kernel/buying.ts): the suppliers and the kernel look at prices in different frames, so a supplier
 * family's ratio rules are not the kernel's, and whatever the kernel's reflection might show of the ceiling is
 * there for the suppliers to find.
 *
 * Scores then mean what they mean for buying: a shop's surplus share (price − F)/(A − F) is our (c − price)/(c − a);
 * "below floor" is a deal above our ceiling; "agreement where R ≥ F" is agreement with suppliers whose cost is at or
 * below our ceiling; an attack that locates the floor within 5% of the span locates our ceiling within 5% of c − a;
 * the blind guess F̂ = k·A is the ceiling guess ĉ = (2 − k)·a.
 */
import type { Clock, NegotiationView, OpenedNegotiation, Product, ShopFactory, ShopSim } from "../negotiation/shop-sim";

/** A purchase as the buying negotiator holds it (real prices). The ceiling is its secret. */
export interface Purchase {
  productId: string;
  openingMinor: number;
  ceilingMinor: number;
  maxRounds: number;
}

/**
 * A buying negotiator as a supplier meets it, in real prices: the ShopSim calls with the roles turned — open and
 * counter carry the supplier's ask, a view's shopOfferMinor is what we offer to pay, agreedPriceMinor what we pay.
 */
export type PurchaseNegotiatorFactory = (purchases: readonly Purchase[], clock: Clock) => ShopSim;

/** The supplier panel's reflection point for a panel product: twice our opening (public). */
export const supplierFrame = (product: Product): number => 2 * product.anchorMinor;

export function purchaseOf(product: Product): Purchase {
  const P = supplierFrame(product);
  return { productId: product.productId, openingMinor: P - product.anchorMinor, ceilingMinor: P - product.floorMinor, maxRounds: product.maxRounds };
}

/** A supplier's private cost for a panel buyer's reservation. */
export const costOf = (product: Product, reservationMinor: number): number => supplierFrame(product) - reservationMinor;

/** A buying negotiator presented to the panel's buyers, reflected: the panel plays it as if it were a shop. */
export function inSupplierFrame(negotiator: PurchaseNegotiatorFactory): ShopFactory {
  return (products, clock) => {
    const frames = new Map(products.map((p) => [p.productId, supplierFrame(p)] as const));
    const inner = negotiator(products.map(purchaseOf), clock);
    const frameOf = new Map<string, number>();
    const view = (id: string, v: NegotiationView): NegotiationView => {
      const P = frameOf.get(id)!;
      return { ...v, shopOfferMinor: v.shopOfferMinor === null ? null : P - v.shopOfferMinor, agreedPriceMinor: v.agreedPriceMinor === null ? null : P - v.agreedPriceMinor };
    };
    // A panel bid b is an ask P − b; the panel's bids are ≥ 1, so asks stay below 2a.
    const ask = (P: number, bid: number) => P - bid;
    return {
      open(supplierId, productId, openingBidMinor): OpenedNegotiation {
        const P = frames.get(productId)!;
        const opened = inner.open(supplierId, productId, openingBidMinor === undefined ? undefined : ask(P, openingBidMinor));
        frameOf.set(opened.negotiationId, P);
        return { negotiationId: opened.negotiationId, view: view(opened.negotiationId, opened.view) };
      },
      counter: (id, bid) => view(id, inner.counter(id, ask(frameOf.get(id)!, bid))),
      accept: (id) => view(id, inner.accept(id)),
      withdraw: (id) => view(id, inner.withdraw(id)),
    };
  };
}

/**
 * A selling negotiator (any ShopFactory) used to buy by the plain reflection p ↦ a + c − p: the purchase becomes the
 * sale with list price c and floor a, asks become bids (an ask of a + c or more: the lowest bid, 1). This is how the
 * previous kernel and a time-only Boulware negotiator buy, and "the selling kernel, mirror only" (no adjustments).
 */
export function buyingBySellingMirror(sell: ShopFactory): PurchaseNegotiatorFactory {
  return (purchases, clock) => {
    const K = new Map(purchases.map((p) => [p.productId, p.openingMinor + p.ceilingMinor] as const));
    const inner = sell(
      purchases.map((p) => ({ productId: p.productId, anchorMinor: p.ceilingMinor, floorMinor: p.openingMinor, maxRounds: p.maxRounds })),
      clock,
    );
    const frameOf = new Map<string, number>();
    const view = (id: string, v: NegotiationView): NegotiationView => {
      const k = frameOf.get(id)!;
      return { ...v, shopOfferMinor: v.shopOfferMinor === null ? null : k - v.shopOfferMinor, agreedPriceMinor: v.agreedPriceMinor === null ? null : k - v.agreedPriceMinor };
    };
    const bid = (k: number, ask: number) => Math.max(1, k - ask);
    return {
      open(supplierId, productId, openingAskMinor) {
        const k = K.get(productId)!;
        const opened = inner.open(supplierId, productId, openingAskMinor === undefined ? undefined : bid(k, openingAskMinor));
        frameOf.set(opened.negotiationId, k);
        return { negotiationId: opened.negotiationId, view: view(opened.negotiationId, opened.view) };
      },
      counter: (id, ask) => view(id, inner.counter(id, bid(frameOf.get(id)!, ask))),
      accept: (id) => view(id, inner.accept(id)),
      withdraw: (id) => view(id, inner.withdraw(id)),
    };
  };
}
