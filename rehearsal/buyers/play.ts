/**
 * Plays one buyer against a shop through its client. The rules every family shares live here: a bid is
 * a whole number of minor units between 1 and R; the standing offer is taken when it is within R and no
 * worse than the bid the buyer would make next (or by the family's own rule); when its counters are
 * used up the buyer takes the standing offer if it is within R and otherwise walks away.
 */
import { mulberry32 } from "../random";
import { FAMILIES } from "./families";
import type { BuyerClient, BuyerProfile, Turn } from "./types";

export interface BuyerOutcome {
  agreedPriceMinor: number | null;
  /** Counters made across all its negotiations. */
  counters: number;
  negotiations: number;
}

/** A guard against a shop that never ends a negotiation: no family restarts more than this. */
const MAX_NEGOTIATIONS = 5;

export function playBuyer(profile: BuyerProfile, client: BuyerClient): BuyerOutcome {
  const strategy = FAMILIES[profile.family].create(profile, mulberry32(profile.seed));
  const reservation = profile.reservationMinor;
  let counters = 0;
  let negotiations = 0;
  for (;;) {
    negotiations += 1;
    let { negotiationId, view } = client.open(profile.productId, strategy.openingBidMinor);
    const shopOffers: number[] = [];
    const myBids: number[] = [];
    for (;;) {
      if (view.status !== "open" || view.shopOfferMinor === null) {
        return { agreedPriceMinor: view.status === "agreed" ? view.agreedPriceMinor : null, counters, negotiations };
      }
      shopOffers.push(view.shopOfferMinor);
      const turn: Turn = {
        counter: myBids.length + 1,
        countersSoFar: counters,
        maxRounds: view.maxRounds,
        shopOffers,
        standingMinor: view.shopOfferMinor,
        myBids,
        lastBidMinor: myBids.at(-1) ?? profile.openingBidMinor,
      };
      const affordable = turn.standingMinor <= reservation;
      if (negotiations < MAX_NEGOTIATIONS && strategy.restarts?.(turn)) {
        client.withdraw(negotiationId);
        break;
      }
      if (strategy.outOfCounters?.(turn) ?? turn.counter > profile.deadline) {
        view = affordable ? client.accept(negotiationId) : client.withdraw(negotiationId);
        continue;
      }
      const bid = Math.max(1, Math.floor(Math.min(reservation, strategy.nextBid(turn))));
      if (affordable && (strategy.accepts?.(turn, bid) ?? turn.standingMinor <= bid)) {
        view = client.accept(negotiationId);
        continue;
      }
      myBids.push(bid);
      counters += 1;
      view = client.counter(negotiationId, bid);
    }
  }
}
