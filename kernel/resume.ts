import { EMPTY_BUYER_MODEL } from "./opponent-model";
import { privateParams } from "./private-params";
import type { BuyerModel, Decision, Insight, NegotiationConfig, NegotiationState, PrivateDraws } from "./types";

/** What the shop keeps of one buyer's negotiations on one product, between negotiations. */
export interface BuyerProductMemory {
  /** Counters the buyer has made on this product (all negotiations). */
  rounds: number;
  /** The lowest offer the shop made this buyer for it. */
  shopOfferMinor: number | null;
  /** The buyer's last counter. */
  buyerOfferMinor: number | null;
  buyer: BuyerModel;
}

/**
 * The state a new negotiation starts from: fresh for a buyer the shop has not negotiated with on this
 * product, otherwise where the last one left off — same standing offer, same rounds used — so that
 * walking away and reopening gains a buyer nothing. A standing offer is kept between the buyer's private
 * lowest offer (above the private reserve) and the list price as they are now, in case the shop has changed
 * them since: an owner who raises the floor above a remembered offer never hands the buyer the new floor.
 */
export function resumeState(config: NegotiationConfig, memory: BuyerProductMemory | null, openedAt: number, draws: PrivateDraws, insight?: Insight): NegotiationState {
  if (!memory || memory.shopOfferMinor === null) {
    return { round: 0, openedAt, lastShopOfferMinor: null, lastBuyerOfferMinor: null, buyer: EMPTY_BUYER_MODEL };
  }
  const lowest = privateParams(config, draws, insight).lowestOfferMinor;
  const offer = Math.min(config.anchorMinor, Math.max(lowest, memory.shopOfferMinor));
  return {
    round: Math.min(config.maxRounds, Math.max(0, Math.floor(memory.rounds))),
    openedAt,
    lastShopOfferMinor: offer,
    lastBuyerOfferMinor: memory.buyerOfferMinor,
    buyer: memory.buyer,
  };
}

/** The memory to keep after a negotiation's latest decision. */
export function rememberState(state: NegotiationState): BuyerProductMemory {
  return {
    rounds: state.round,
    shopOfferMinor: state.lastShopOfferMinor,
    buyerOfferMinor: state.lastBuyerOfferMinor,
    buyer: state.buyer ?? EMPTY_BUYER_MODEL,
  };
}

/**
 * The memory to keep when a negotiation ends (or is withdrawn: no decision). After a deal the agreed price
 * becomes the standing offer, so a returning buyer can buy again at it but reopens no bargaining below it.
 */
export function rememberOutcome(state: NegotiationState, decision: Pick<Decision, "status" | "priceMinor"> | null): BuyerProductMemory {
  const memory = rememberState(state);
  if (decision?.status === "agreed" && decision.priceMinor !== null) memory.shopOfferMinor = decision.priceMinor;
  return memory;
}
