/**
 * Baseline: the negotiator Parley shipped before the secrecy rewrite (conceder β = 1.5, bids above the
 * floor answered 85% of the way from bid back to the curve, any bid ≥ floor taken from 75% of the
 * negotiation on, anchor at open, a fresh state per negotiation). Kept here, written out in full, so every
 * run shows what the current kernel is measured against — and that the attacks do find a leaky floor.
 */
import type { PublishedCurve } from "../shop-sim";
import { ruleShopFactory, type NegotiationRecord, type ShopReply } from "./rule-shop";

const BETA = 1.5;
const MIRROR_SHARE = 0.85;
const LATE_ACCEPT_PROGRESS = 0.75;

function aspiration(anchor: number, floor: number, t: number): number {
  const span = anchor - floor;
  return floor + Math.min(span, Math.max(0, Math.ceil(span * (1 - Math.pow(t, 1 / BETA)))));
}

function answer(n: Readonly<NegotiationRecord>, bid: number): ShopReply {
  const { anchorMinor: anchor, floorMinor: floor, maxRounds } = n.product;
  const current = n.standingMinor as number;
  const round = n.round + 1;
  const t = Math.min(1, round / maxRounds);
  const next = Math.max(floor, Math.min(current, aspiration(anchor, floor, t)));
  const settle = Math.min(bid, current);
  if (bid >= next) return { kind: "accept", priceMinor: settle };
  if (round >= maxRounds) return bid >= floor ? { kind: "accept", priceMinor: settle } : { kind: "reject" };
  if (n.lastBidMinor !== null && bid < n.lastBidMinor) return { kind: "offer", offerMinor: current, action: "hold" };
  let offer = next;
  if (bid >= floor) {
    if (t >= LATE_ACCEPT_PROGRESS) return { kind: "accept", priceMinor: settle };
    offer = Math.max(floor, Math.min(next, bid + Math.ceil((next - bid) * MIRROR_SHARE)));
  }
  return { kind: "offer", offerMinor: offer };
}

export const previousKernelShop = ruleShopFactory(() => ({
  open: (n, openingBid) =>
    openingBid !== undefined && openingBid >= n.product.anchorMinor ? { kind: "accept", priceMinor: n.product.anchorMinor } : { kind: "offer", offerMinor: n.product.anchorMinor },
  counter: (n, bid) => answer(n, bid),
}));

/** Its concession curve as the README published it: floor + ⌈(A − F)(1 − t^(1/1.5))⌉, t = round / maxRounds. */
export const previousKernelPublishedCurve: PublishedCurve = (anchorMinor, floorMinor, round, maxRounds) =>
  floorMinor + Math.ceil((anchorMinor - floorMinor) * (1 - Math.pow(round / maxRounds, 1 / 1.5)));
