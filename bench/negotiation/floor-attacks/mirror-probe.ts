/**
 * Attack (h), mirror probe: an attacker who has read that the shop meets a buyer who mirrors its
 * concessions in the middle of the gap (never below its lowest offer), and how low its offers may go. One
 * negotiation per product: it opens at a lowball share of the list price and answers every shop concession
 * with the same amount (the tit-for-tat the shop detects), staying below the offer so no deal is struck;
 * before the last round, or before its next bid would meet the offer, it withdraws. The lowest offer it drew
 * out is matched against the documented lowest offer as a function of the floor (least squares on the
 * floor grid).
 */
import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";
import { bestFloorOnGrid } from "./floor-grid";
import type { FloorAttack } from "./types";

/** The documented lowest offer for a floor, every private draw at its middle. */
export type LowestOfferModel = (anchorMinor: number, floorMinor: number) => number;

const OPENING_SHARE = 0.2;
/** Each shop concession is answered with this share of it: exactly, as the shop's detector expects. */
const MIRROR_SHARE = 1;

export function mirrorProbe(model: LowestOfferModel): FloorAttack {
  return {
    name: "(h) mirror probe to the lowest offer",
    estimateFloors(client: ShopClient, listings: readonly Listing[]) {
      return new Map(listings.map((l) => [l.productId, probe(client, l, model)]));
    },
  };
}

function probe(client: ShopClient, listing: Listing, model: LowestOfferModel): number | null {
  const anchor = listing.listPriceMinor;
  const { negotiationId, view: opened } = client.open(listing.productId);
  let view = opened;
  let bid = Math.max(1, Math.floor(anchor * OPENING_SHARE));
  let previous = view.shopOfferMinor;
  let lowest = view.shopOfferMinor;
  for (let k = 0; k < view.maxRounds - 1 && view.status === "open" && view.shopOfferMinor !== null; k++) {
    const concession = previous === null ? 0 : previous - view.shopOfferMinor;
    const next = bid + Math.floor(MIRROR_SHARE * concession);
    previous = view.shopOfferMinor;
    // Meeting the offer would make a deal: the attacker stops short of it.
    if (next >= view.shopOfferMinor) break;
    bid = next;
    view = client.counter(negotiationId, bid);
    if (view.status === "open" && view.shopOfferMinor !== null) lowest = Math.min(lowest ?? view.shopOfferMinor, view.shopOfferMinor);
  }
  if (view.status === "open") client.withdraw(negotiationId);
  if (lowest === null || lowest >= anchor) return null;
  return bestFloorOnGrid(anchor, (floor) => (model(anchor, floor) - (lowest as number)) ** 2).floor;
}
