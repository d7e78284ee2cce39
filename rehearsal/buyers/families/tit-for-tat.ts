/**
 * Tit-for-tat: opens at O, then mirrors the shop's last concession. Absolute: raises its bid by as many
 * minor units as the shop's offer fell. Relative (Faratin et al.): raises its bid by the ratio the offer
 * fell, bid × previous offer / last offer. A shop that holds gets no move in return.
 */
import { type BuyerFamily, type FamilyName, type Turn } from "../types";

function titForTat(name: FamilyName, mirror: (lastBid: number, previousOffer: number, lastOffer: number) => number): BuyerFamily {
  return {
    name,
    create: ({ openingBidMinor }) => ({
      openingBidMinor,
      nextBid(turn: Turn) {
        const offers = turn.shopOffers;
        if (turn.counter === 1 || offers.length < 2) return openingBidMinor;
        const previous = offers[offers.length - 2] as number;
        return Math.max(turn.lastBidMinor, mirror(turn.lastBidMinor, previous, turn.standingMinor));
      },
    }),
  };
}

export const titForTatAbsolute = titForTat("tit-for-tat-absolute", (bid, previous, last) => bid + (previous - last));
export const titForTatRelative = titForTat("tit-for-tat-relative", (bid, previous, last) => (bid * previous) / last);
