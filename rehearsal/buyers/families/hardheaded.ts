/**
 * Hardheaded: holds its opening bid, and only with its last counter (at its deadline, or in the shop's
 * last round if that comes first) jumps to near R: R less a margin of up to 5% of R.
 */
import { uniform } from "../../random";
import type { BuyerFamily } from "../types";

export const hardheaded: BuyerFamily = {
  name: "hardheaded",
  create({ openingBidMinor, reservationMinor, deadline }, rand) {
    const jump = Math.max(openingBidMinor, reservationMinor * (1 - uniform(rand, 0, 0.05)));
    return {
      openingBidMinor,
      nextBid: (turn) => (turn.counter >= Math.min(deadline, turn.maxRounds) ? jump : openingBidMinor),
    };
  },
};
