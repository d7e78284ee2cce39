/** Upward prober: opens at O and raises its bid each round by a small fixed step, 0.5–2% of the list price. */
import { uniform } from "../../random";
import type { BuyerFamily } from "../types";

export const upwardProber: BuyerFamily = {
  name: "upward-prober",
  create({ openingBidMinor }, rand) {
    const stepShare = uniform(rand, 0.005, 0.02);
    return {
      openingBidMinor,
      nextBid: (turn) => openingBidMinor + (turn.counter - 1) * stepShare * (turn.shopOffers[0] as number),
    };
  },
};
