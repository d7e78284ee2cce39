/**
 * Baseline (c): anchor-resume. Each counter halves the distance to the floor,
 * next = current − ⌊(current − F) × 0.5⌋, and any bid at or above the floor is accepted.
 */
import { openAtListPrice, ruleShopFactory, settle } from "./rule-shop";

export const anchorResumeShop = ruleShopFactory(() => ({
  open: openAtListPrice,
  counter(n, bid) {
    const { floorMinor, maxRounds } = n.product;
    if (bid >= floorMinor) return settle(n, bid);
    if (n.round + 1 >= maxRounds) return { kind: "reject" };
    const current = n.standingMinor as number;
    return { kind: "offer", offerMinor: current - Math.floor((current - floorMinor) / 2) };
  },
}));
