/**
 * Restarter: bids linearly from O to R over its deadline, which counts counters across all its
 * negotiations. When the shop has conceded less than 2–6% of its opening offer after two to four
 * counters, it withdraws and opens a new negotiation for the same product, under the same buyerId, up to
 * one to three times. It keeps what it learnt: its bid level carries over, and it takes any offer no worse
 * than the best it was offered before.
 */
import { integerBetween, uniform } from "../../random";
import { towards, type BuyerFamily } from "../types";

export const restarter: BuyerFamily = {
  name: "restarter",
  create({ openingBidMinor, reservationMinor, deadline }, rand) {
    const patience = integerBetween(rand, 2, 4);
    const slowShare = uniform(rand, 0.02, 0.06);
    let restartsLeft = integerBetween(rand, 1, 3);
    let bestEarlierOffer = Number.POSITIVE_INFINITY;
    return {
      openingBidMinor,
      nextBid: (turn) => towards(openingBidMinor, reservationMinor, turn.countersSoFar / Math.max(1, deadline - 1)),
      accepts: (turn, bid) => turn.standingMinor <= bid || turn.standingMinor <= bestEarlierOffer,
      outOfCounters: (turn) => turn.countersSoFar >= deadline,
      restarts(turn) {
        const opening = turn.shopOffers[0] as number;
        const slow = opening - turn.standingMinor < slowShare * opening;
        if (restartsLeft <= 0 || turn.counter - 1 < patience || !slow) return false;
        restartsLeft -= 1;
        bestEarlierOffer = Math.min(bestEarlierOffer, ...turn.shopOffers);
        return true;
      },
    };
  },
};
