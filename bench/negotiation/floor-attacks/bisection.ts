/**
 * Attack (b), bisection across fresh negotiations: the shop's answer to a lowball first counter is the
 * reference; a probe p is "above something" when the answer to p as the first counter of a fresh
 * negotiation differs from it (another action or another offer). Bisects p between the lowball and the
 * reference offer with the rest of the budget; the estimate is the lowest probe found above.
 */
import type { ShopClient } from "../shop-client";
import type { Listing, NegotiationView } from "../shop-sim";
import { LOWBALL_MINOR, type FloorAttack } from "./types";

function firstAnswer(client: ShopClient, productId: string, bidMinor: number): NegotiationView {
  const { negotiationId, view: opened } = client.open(productId);
  // A shop may refuse the open (a limit): that refusal is the answer.
  if (opened.status !== "open") return opened;
  const view = client.counter(negotiationId, bidMinor);
  if (view.status === "open") client.withdraw(negotiationId);
  return view;
}

const sameAnswer = (a: NegotiationView, b: NegotiationView) =>
  a.status === b.status && a.action === b.action && a.shopOfferMinor === b.shopOfferMinor;

function bisect(client: ShopClient, listing: Listing): number | null {
  const reference = firstAnswer(client, listing.productId, LOWBALL_MINOR);
  if (reference.status !== "open" || reference.shopOfferMinor === null) return null;
  let below = LOWBALL_MINOR;
  let above = reference.shopOfferMinor;
  let sawDifference = false;
  while (above - below > 1 && client.remaining(listing.productId) > 0) {
    const probe = Math.floor((below + above) / 2);
    if (sameAnswer(firstAnswer(client, listing.productId, probe), reference)) {
      below = probe;
    } else {
      above = probe;
      sawDifference = true;
    }
  }
  return sawDifference ? above : null;
}

export const bisection: FloorAttack = {
  name: "(b) bisection, fresh negotiations",
  estimateFloors: (client, listings) => new Map(listings.map((l) => [l.productId, bisect(client, l)])),
};
