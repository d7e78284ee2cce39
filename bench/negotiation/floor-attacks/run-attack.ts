/**
 * Runs a floor attack against a fresh shop with one buyer identity and scores it against the shop's
 * real floors, beside the blind guess. Where the attack learnt nothing, its estimate is the blind guess:
 * an attacker who has learnt nothing still has the prior.
 */
import { ShopClient } from "../shop-client";
import { listingOf, ManualClock, type Product, type ShopFactory } from "../shop-sim";
import { surplusShare } from "../panel";
import { bestConstantRatio, WITHIN_5_PERCENT_OF_FLOOR, WITHIN_5_PERCENT_OF_SPAN, type LocationCriterion } from "./blind-guess";
import { MAX_NEGOTIATIONS_PER_PRODUCT, type FloorAttack } from "./types";

export interface Location {
  withinFloor: number;
  withinSpan: number;
}

export interface AttackReport {
  attack: string;
  products: number;
  /** Share of products the attack produced an estimate for. */
  estimated: number;
  located: Location;
  /** The blind guess on the same products. */
  blind: Location;
  negotiationsPerProduct: number;
  /** Deals the attack had to make (binding), and the shop's surplus share of their prices. */
  deals: number;
  meanDealSurplusShare: number | null;
}

export const ATTACKER_ID = "attacker";

/** Share of products located under a criterion; a null estimate falls back to the blind guess. */
function shareLocated(products: readonly Product[], estimates: ReadonlyMap<string, number | null>, criterion: LocationCriterion): number {
  const ratio = bestConstantRatio(criterion);
  const hits = products.filter((p) => criterion.located(estimates.get(p.productId) ?? ratio * p.anchorMinor, p)).length;
  return products.length === 0 ? 0 : hits / products.length;
}

export function locate(products: readonly Product[], estimates: ReadonlyMap<string, number | null>): Location {
  return {
    withinFloor: shareLocated(products, estimates, WITHIN_5_PERCENT_OF_FLOOR),
    withinSpan: shareLocated(products, estimates, WITHIN_5_PERCENT_OF_SPAN),
  };
}

export function runAttack(shopFactory: ShopFactory, products: readonly Product[], attack: FloorAttack): AttackReport {
  const clock = new ManualClock();
  const client = new ShopClient(shopFactory(products, clock), clock, ATTACKER_ID, MAX_NEGOTIATIONS_PER_PRODUCT);
  const estimates = attack.estimateFloors(client, products.map(listingOf));
  const byId = new Map(products.map((p) => [p.productId, p]));
  const dealShares = client.deals.map((d) => surplusShare(byId.get(d.productId) as Product, d.priceMinor));
  return {
    attack: attack.name,
    products: products.length,
    estimated: products.filter((p) => (estimates.get(p.productId) ?? null) !== null).length / Math.max(1, products.length),
    located: locate(products, estimates),
    blind: locate(products, new Map()),
    negotiationsPerProduct: client.negotiationsOpened / Math.max(1, products.length),
    deals: client.deals.length,
    meanDealSurplusShare: dealShares.length === 0 ? null : dealShares.reduce((a, b) => a + b, 0) / dealShares.length,
  };
}
