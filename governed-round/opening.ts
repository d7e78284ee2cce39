/** Where a negotiation's rounds start: the kernel's initial state (fresh, or resumed), nothing agreed yet. */
import type { NegotiationState } from "../kernel/types";
import type { RoundState } from "./types";

export function openingState(kernel: NegotiationState): RoundState {
  return {
    status: "open",
    round: kernel.round,
    shopOfferMinor: kernel.lastShopOfferMinor,
    buyerOfferMinor: kernel.lastBuyerOfferMinor,
    agreedPriceMinor: null,
    lastAction: null,
    lastReasons: [],
    kernel,
  };
}
