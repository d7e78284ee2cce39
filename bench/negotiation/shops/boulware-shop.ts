/**
 * Baseline (b): a plain Boulware shop. Its aspiration F + (A − F)(1 − t^4), t = round / maxRounds, stays
 * near the list price until late; offers never rise; a bid is accepted only when it reaches the next
 * offer, and in the last round any bid at or above the floor is.
 */
import type { PublishedCurve } from "../shop-sim";
import { openAtListPrice, ruleShopFactory, settle } from "./rule-shop";

const CONCESSION_EXPONENT = 4;

export const boulwareCurve: PublishedCurve = (anchorMinor, floorMinor, round, maxRounds) =>
  floorMinor + Math.ceil((anchorMinor - floorMinor) * (1 - Math.pow(round / maxRounds, CONCESSION_EXPONENT)));

export const boulwareShop = ruleShopFactory(() => ({
  open: openAtListPrice,
  counter(n, bid) {
    const { anchorMinor, floorMinor, maxRounds } = n.product;
    const round = n.round + 1;
    const next = Math.min(n.standingMinor as number, boulwareCurve(anchorMinor, floorMinor, round, maxRounds));
    if (bid >= next) return settle(n, bid);
    if (round >= maxRounds) return bid >= floorMinor ? settle(n, bid) : { kind: "reject" };
    return { kind: "offer", offerMinor: next };
  },
}));
