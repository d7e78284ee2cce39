/**
 * Random: each counter is drawn uniformly between its opening bid and R, independently of the last one,
 * so it may go backwards (a shop should not reward that).
 */
import { towards, type BuyerFamily } from "../types";

export const randomBidder: BuyerFamily = {
  name: "random",
  create: ({ openingBidMinor, reservationMinor }, rand) => ({
    openingBidMinor,
    nextBid: (turn) => (turn.counter === 1 ? openingBidMinor : towards(openingBidMinor, reservationMinor, rand())),
  }),
};
