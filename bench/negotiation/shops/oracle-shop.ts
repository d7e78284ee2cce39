/**
 * Baseline (d): the oracle, an upper bound for any shop. It is told each buyer's reservation out of band
 * (no real shop can be), offers min(A, max(F, R)) at once and accepts that price; in its last round it takes
 * any bid at or above the floor, so a buyer whose own deadline lies past the shop's still deals. A buyer who
 * cannot afford the floor is offered the floor and never takes it.
 */
import { ruleShopFactory, settle } from "./rule-shop";

/** The out-of-band channel: each buyer's reservation for a product, undefined for a buyer it was not told of. */
export type ReservationLookup = (buyerId: string, productId: string) => number | undefined;

export function oracleShop(reservationOf: ReservationLookup) {
  return ruleShopFactory(() => {
    const price = (buyerId: string, anchorMinor: number, floorMinor: number, productId: string): number => {
      const reservation = reservationOf(buyerId, productId);
      return reservation === undefined ? anchorMinor : Math.min(anchorMinor, Math.max(floorMinor, reservation));
    };
    return {
      open(n, openingBid) {
        const offer = price(n.buyerId, n.product.anchorMinor, n.product.floorMinor, n.product.productId);
        return openingBid !== undefined && openingBid >= offer ? { kind: "accept", priceMinor: offer } : { kind: "offer", offerMinor: offer };
      },
      counter(n, bid) {
        if (bid >= (n.standingMinor as number)) return settle(n, bid);
        if (n.round + 1 < n.product.maxRounds) return { kind: "offer", offerMinor: n.standingMinor as number };
        return bid >= n.product.floorMinor ? settle(n, bid) : { kind: "reject" };
      },
    };
  });
}
