import { uniform } from "../../random";
import { towards, type BuyerFamily } from "../types";

/**
 * Budget satisficer — the way an assistant told "buy it, spend at most R" usually behaves: it takes the
 * first offer within its comfort level (90–100% of R) at once, and meanwhile bids linearly from its
 * opening towards that level by its deadline.
 */
export const budgetSatisficer: BuyerFamily = {
  name: "budget-satisficer",
  create({ openingBidMinor, reservationMinor, deadline }, rand) {
    const comfort = reservationMinor * uniform(rand, 0.9, 1);
    return {
      openingBidMinor,
      nextBid: (turn) => towards(openingBidMinor, comfort, (turn.counter - 1) / Math.max(1, deadline - 1)),
      accepts: (turn, bid) => turn.standingMinor <= Math.max(bid, comfort),
    };
  },
};
