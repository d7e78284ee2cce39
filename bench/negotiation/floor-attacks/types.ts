import type { ShopClient } from "../shop-client";
import type { Listing } from "../shop-sim";

export type { PublishedCurve } from "../shop-sim";

/**
 * A black-box floor attack: it sees the public listings and talks to the shop only through one client
 * (one buyerId, at most MAX_NEGOTIATIONS_PER_PRODUCT negotiations per product). It returns its estimate of
 * each product's floor, or null where it learnt nothing.
 */
export interface FloorAttack {
  name: string;
  estimateFloors(client: ShopClient, listings: readonly Listing[]): Map<string, number | null>;
}

export const MAX_NEGOTIATIONS_PER_PRODUCT = 20;
/** The bid an attacker makes when it wants the shop's plain answer: the lowest valid price. */
export const LOWBALL_MINOR = 1;
