/**
 * A shop that only ever offers its list price: it never concedes, so it can reveal nothing about its
 * floor. The attack suite must do no better against it than the blind guess.
 */
import { openAtListPrice, ruleShopFactory, settle } from "./rule-shop";

export const listPriceShop = ruleShopFactory(() => ({
  open: openAtListPrice,
  counter(n, bid) {
    if (bid >= n.product.anchorMinor) return settle(n, bid);
    return n.round + 1 >= n.product.maxRounds ? { kind: "reject" } : { kind: "offer", offerMinor: n.product.anchorMinor };
  },
}));
