/**
 * Shop modeler: fits the shop's concession curve to the offers seen so far (drop ≈ D·t^k, t = round /
 * maxRounds, see curve-fit.ts) and predicts where the shop will end, E = opening − D. It aims at
 * min(R, E plus a margin of 0–4% of the predicted concession), bids towards that target by the earlier
 * of its deadline and the shop's last round, and takes the standing offer once it is at that target:
 * waiting would gain nothing if the model is right.
 */
import { fitPowerCurve } from "../../curve-fit";
import { uniform } from "../../random";
import { towards, type BuyerFamily, type Turn } from "../types";

export const shopModeler: BuyerFamily = {
  name: "shop-modeler",
  create({ openingBidMinor, reservationMinor, deadline }, rand) {
    const margin = uniform(rand, 0, 0.04);
    const target = (turn: Turn): number | null => {
      const opening = turn.shopOffers[0] as number;
      const fit = fitPowerCurve(turn.shopOffers.map((offer, round) => ({ t: round / turn.maxRounds, drop: opening - offer })));
      if (!fit) return null;
      const end = Math.max(0, opening - fit.scale);
      return Math.min(reservationMinor, end + margin * (opening - end));
    };
    return {
      openingBidMinor,
      nextBid(turn) {
        const aim = target(turn);
        if (aim === null || turn.counter === 1) return openingBidMinor;
        const horizon = Math.min(deadline, turn.maxRounds);
        return Math.max(turn.lastBidMinor, towards(openingBidMinor, aim, (turn.counter - 1) / Math.max(1, horizon - 1)));
      },
      accepts(turn, bid) {
        const aim = target(turn);
        return turn.standingMinor <= bid || (aim !== null && turn.standingMinor <= aim);
      },
    };
  },
};
