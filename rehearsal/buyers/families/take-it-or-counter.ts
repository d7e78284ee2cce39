/**
 * Take-it-or-counter-once shopper: takes the list price if it is within R; otherwise makes one or two
 * counters (the first at 75–95% of R, a second midway to R) and takes any offer within R.
 */
import type { BuyerFamily } from "../types";

export const takeItOrCounter: BuyerFamily = {
  name: "take-it-or-counter",
  openingShare: [0.75, 0.95],
  deadlineRange: [1, 2],
  create: ({ openingBidMinor, reservationMinor }) => ({
    nextBid: (turn) => (turn.counter === 1 ? openingBidMinor : (openingBidMinor + reservationMinor) / 2),
    accepts: () => true,
  }),
};
