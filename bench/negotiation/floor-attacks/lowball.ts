import type { ShopClient } from "../shop-client";
import { LOWBALL_MINOR } from "./types";

export interface LowballRun {
  negotiationId: string;
  /** The shop's offers, round 0 (its opening) to the round before its last. */
  offers: number[];
  maxRounds: number;
}

/**
 * Opens a negotiation and makes lowball counters until one round is left, leaving it open; null if the
 * shop ended it first. The last round's decision is left to the caller.
 */
export function lowballToLastRound(client: ShopClient, productId: string): LowballRun | null {
  const { negotiationId, view: opened } = client.open(productId);
  let view = opened;
  const offers: number[] = [];
  while (view.status === "open" && view.shopOfferMinor !== null) {
    offers.push(view.shopOfferMinor);
    if (view.round >= view.maxRounds - 1) return { negotiationId, offers, maxRounds: view.maxRounds };
    view = client.counter(negotiationId, LOWBALL_MINOR);
  }
  return null;
}
