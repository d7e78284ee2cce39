/**
 * Adapter (a): today's kernel, played the way bench/tournament.ts's negotiate() and the NegotiationRoom
 * play it: a fresh kernel state per negotiation and no memory across negotiations.
 */
import { decide, DEFAULT_STRATEGY, type BuyerMove, type NegotiationConfig, type StrategyConfig } from "../../../kernel";
import type { PublishedCurve } from "../shop-sim";
import { ruleShopFactory, type NegotiationRecord, type ShopReply } from "./rule-shop";

const TTL_MS = 24 * 3_600_000;

export function kernelShop(strategy: StrategyConfig = DEFAULT_STRATEGY) {
  return ruleShopFactory(() => {
    const play = (n: Readonly<NegotiationRecord>, move: BuyerMove, now: number): ShopReply => {
      const config: NegotiationConfig = {
        currency: "EUR", anchorMinor: n.product.anchorMinor, floorMinor: n.product.floorMinor,
        strategy, maxRounds: n.product.maxRounds, ttlMs: TTL_MS,
      };
      const state = { round: n.round, openedAt: n.openedAt, lastShopOfferMinor: n.standingMinor, lastBuyerOfferMinor: n.lastBidMinor };
      const d = decide({ config, state, move, now });
      if (d.reasons.includes("INVALID_INPUT")) throw new Error(`kernel refused ${JSON.stringify(move)} in ${n.negotiationId}`);
      if (d.status === "agreed") return { kind: "accept", priceMinor: d.priceMinor as number };
      if (d.status === "rejected") return { kind: "reject" };
      if (d.status === "expired") return { kind: "expire" };
      return { kind: "offer", offerMinor: d.priceMinor as number, action: d.action };
    };
    return {
      open: (n, openingBidMinor, now) => play(n, openingBidMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: openingBidMinor }, now),
      counter: (n, bidMinor, now) => play(n, { kind: "counter", priceMinor: bidMinor }, now),
      accept: (n, now) => play(n, { kind: "accept" }, now),
    };
  });
}

/**
 * The default strategy's concession curve as it is published (README): floor + ⌈(A − F)(1 − t^(1/1.5))⌉,
 * t = round / maxRounds. Written out here, not imported, because it is what an attacker would read.
 */
export const kernelPublishedCurve: PublishedCurve = (anchorMinor, floorMinor, round, maxRounds) =>
  floorMinor + Math.ceil((anchorMinor - floorMinor) * (1 - Math.pow(round / maxRounds, 1 / 1.5)));
