/**
 * Anchoring lowballer: opens very low (15–35% of R), repeats that anchor for one to three counters, then
 * concedes linearly to R at its deadline.
 */
import { integerBetween } from "../../random";
import { towards, type BuyerFamily } from "../types";

export const anchoringLowballer: BuyerFamily = {
  name: "anchoring-lowballer",
  openingShare: [0.15, 0.35],
  create({ openingBidMinor, reservationMinor, deadline }, rand) {
    const anchorCounters = Math.min(deadline - 1, integerBetween(rand, 1, 3));
    return {
      openingBidMinor,
      nextBid: (turn) => towards(openingBidMinor, reservationMinor, (turn.counter - anchorCounters) / Math.max(1, deadline - anchorCounters)),
    };
  },
};
