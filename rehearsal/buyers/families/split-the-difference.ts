/** Split-the-difference: opens at O, then bids midway between its last bid and the shop's standing offer. */
import type { BuyerFamily } from "../types";

export const splitTheDifference: BuyerFamily = {
  name: "split-the-difference",
  create: ({ openingBidMinor }) => ({
    openingBidMinor,
    nextBid: (turn) => (turn.counter === 1 ? openingBidMinor : (turn.lastBidMinor + turn.standingMinor) / 2),
  }),
};
