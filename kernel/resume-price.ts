import { EMPTY_BUYER_MODEL } from "./opponent-model";
import { privateParams } from "./private-params";
import type { BuyerProductMemory, Insight, NegotiationConfig, NegotiationState, PrivateDraws } from "./types";

/**
 * The state a new negotiation starts from: fresh for a buyer the shop has not negotiated with on this
 * product, otherwise where the last one left off — same standing offer, same rounds used — so that
 * walking away and reopening gains a buyer nothing. A standing offer is kept between the buyer's private
 * lowest offer (above the private reserve) and the list price as they are now, in case the shop has changed
 * them since: an owner who raises the floor above a remembered offer never hands the buyer the new floor.
 */
export function resumePriceState(config: NegotiationConfig, memory: BuyerProductMemory | null, openedAt: number, draws: PrivateDraws, insight?: Insight): NegotiationState {
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

