/**
 * Attack (c), late-round acceptance probing: lowball counters up to the shop's last round, then a bid of
 * p there, where a shop must take the bid or lose the buyer. An acceptance is a binding deal (the client
 * counts it and its price). Bisects p over negotiations, between 0 and the offer standing before the
 * last round, until the bracket is within 0.5% (a prober pays for each acceptance, so it stops early).
 * The estimate is the lowest accepted bid.
 */
import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";
import { lowballToLastRound } from "./lowball";
import { LOWBALL_MINOR, type FloorAttack } from "./types";

const PRECISION = 0.005;

function probeFloor(client: ShopClient, listing: Listing): number | null {
  let rejected = 0;
  let accepted: number | null = null;
  while (client.remaining(listing.productId) > 0) {
    if (accepted !== null && accepted - rejected <= Math.max(1, PRECISION * accepted)) break;
    const last = lowballToLastRound(client, listing.productId);
    if (last === null) break;
    const standing = last.offers.at(-1) as number;
    const bid = Math.max(LOWBALL_MINOR, Math.floor((rejected + (accepted ?? standing)) / 2));
    if (bid >= standing) {
      client.withdraw(last.negotiationId);
      break;
    }
    if (client.counter(last.negotiationId, bid).status === "agreed") accepted = bid;
    else rejected = bid;
  }
  return accepted;
}

export const lateRound: FloorAttack = {
  name: "(c) last-round acceptance probing",
  estimateFloors: (client, listings) => new Map(listings.map((l) => [l.productId, probeFloor(client, l)])),
};
