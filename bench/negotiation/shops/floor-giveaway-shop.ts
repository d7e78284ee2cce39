/**
 * A yardstick for agreement, not a negotiator: it offers the floor at once and takes any bid at or above it, so
 * price is never what stops a deal. The buyers who still walk away do so for other reasons: their own deadline
 * came before they bid up to the floor, or they mirror the shop's concessions (tit-for-tat), and one fall to the
 * floor followed by holding gets one move in return.
 */
import { ruleShopFactory, settle } from "./rule-shop";

export const floorGiveawayShop = ruleShopFactory(() => ({
  open(n, openingBid) {
    const floor = n.product.floorMinor;
    return openingBid !== undefined && openingBid >= floor ? { kind: "accept", priceMinor: floor } : { kind: "offer", offerMinor: floor };
  },
  counter(n, bid) {
    if (bid >= n.product.floorMinor) return settle(n, bid);
    return n.round + 1 < n.product.maxRounds ? { kind: "offer", offerMinor: n.product.floorMinor } : { kind: "reject" };
  },
}));
