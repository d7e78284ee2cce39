/**
 * Deadline sniper: lowballs (20–45% of R) every round, whatever its own deadline, and makes a single jump
 * to R in the shop's last round, where the shop must take the bid or lose the buyer.
 */
import type { BuyerFamily } from "../types";

export const deadlineSniper: BuyerFamily = {
  name: "deadline-sniper",
  openingShare: [0.2, 0.45],
  create: ({ openingBidMinor, reservationMinor }) => ({
    openingBidMinor,
    nextBid: (turn) => (turn.counter >= turn.maxRounds ? reservationMinor : openingBidMinor),
    outOfCounters: (turn) => turn.counter > turn.maxRounds,
  }),
};
