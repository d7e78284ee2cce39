/**
 * Between negotiations: what the shop remembers of a buyer on a product, and the state a new negotiation resumes
 * from (price: resume-price.ts; packages: package/resume-package.ts).
 */
import { EMPTY_BUYER_MODEL } from "./opponent-model";
import { isPackageProduct } from "./package/decide-package";
import { resumePackageState } from "./package/resume-package";
import { resumePriceState } from "./resume-price";
import type { BuyerProductMemory, Decision, Insight, NegotiationConfig, NegotiationState, PrivateDraws } from "./types";

export type { BuyerProductMemory };

/**
 * The state a new negotiation starts from: fresh for a buyer the shop has not negotiated with on this product,
 * otherwise where the last one left off (resume-price.ts says how).
 */
export function resumeState(config: NegotiationConfig, memory: BuyerProductMemory | null, openedAt: number, draws: PrivateDraws, insight?: Insight): NegotiationState {
  return isPackageProduct(config) ? resumePackageState(config, memory, openedAt, draws, insight) : resumePriceState(config, memory, openedAt, draws, insight);
}

/** The memory to keep after a negotiation's latest decision. */
export function rememberState(state: NegotiationState): BuyerProductMemory {
  return {
    rounds: state.round,
    shopOfferMinor: state.lastShopOfferMinor,
    buyerOfferMinor: state.lastBuyerOfferMinor,
    buyer: state.buyer ?? EMPTY_BUYER_MODEL,
    ...(state.package ? { package: state.package } : {}),
  };
}

/**
 * The memory to keep when a negotiation ends (or is withdrawn: no decision). After a deal the agreed price
 * becomes the standing offer, so a returning buyer can buy again at it but reopens no bargaining below it.
 */
export function rememberOutcome(state: NegotiationState, decision: Pick<Decision, "status" | "priceMinor" | "terms"> | null): BuyerProductMemory {
  const memory = rememberState(state);
  if (decision?.status === "agreed" && decision.priceMinor !== null) {
    memory.shopOfferMinor = decision.priceMinor;
    // A package deal: the agreed package becomes the standing one (its utility is recomputed on resumption).
    if (memory.package && decision.terms) {
      memory.package = { ...memory.package, shopTerms: decision.terms, options: null, utility: { ...memory.package.utility, lastShopOfferMinor: null } };
    }
  }
  return memory;
}
