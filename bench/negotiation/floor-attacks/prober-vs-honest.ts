/**
 * Attack (e), prober vs honest: does probing pay? For each product whose panel linear buyer could afford
 * the floor, that honest buyer negotiates first; then one prober identity with the same reservations runs
 * a scouting attack over the catalogue and buys each product using its estimate: lowball counters up to
 * the shop's last round, then a bid of the estimate plus 0.5% (never above R), taking any standing offer
 * at or below that bid. Where the scout learnt nothing, the prober negotiates as the honest buyer would.
 */
import { playBuyer } from "../../../rehearsal/buyers/play";
import type { BuyerProfile } from "../../../rehearsal/buyers/types";
import type { Market } from "../market";
import { surplusShare } from "../panel";
import { ShopClient } from "../shop-client";
import { listingOf, ManualClock, type Product, type ShopFactory } from "../shop-sim";
import { LOWBALL_MINOR, MAX_NEGOTIATIONS_PER_PRODUCT, type FloorAttack } from "./types";

export interface ProberComparison {
  scout: string;
  buyers: number;
  honestDealRate: number;
  proberDealRate: number;
  /** Mean of (prober's price − honest price) / list price, over products where both made a deal. */
  meanPriceDifferenceShareOfList: number | null;
  honestSurplusShare: number;
  proberSurplusShare: number;
  /**
   * What each buyer keeps, mean over the buyers of (R − price) / list price, 0 without a deal: whether
   * probing pays the buyer, all deals and lost deals counted (scouting deals included for the prober).
   */
  honestBuyerGain: number;
  proberBuyerGain: number;
  /** Deals the scout made while probing. */
  scoutingDeals: number;
}

const PROBER_ID = "prober";
const SAFETY_MARGIN = 0.005;

function buyWithEstimate(client: ShopClient, product: Product, reservationMinor: number, estimateMinor: number): number | null {
  const bid = Math.max(1, Math.min(reservationMinor, Math.ceil(estimateMinor * (1 + SAFETY_MARGIN))));
  const { negotiationId, view: opened } = client.open(product.productId);
  let view = opened;
  while (view.status === "open" && view.shopOfferMinor !== null) {
    if (view.shopOfferMinor <= bid) view = client.accept(negotiationId);
    else view = client.counter(negotiationId, view.round >= view.maxRounds - 1 ? bid : LOWBALL_MINOR);
  }
  return view.status === "agreed" ? view.agreedPriceMinor : null;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const dealRate = (prices: ReadonlyArray<number | null>) => prices.filter((p) => p !== null).length / Math.max(1, prices.length);
const meanSurplusShare = (markets: readonly Market[], prices: ReadonlyArray<number | null>) =>
  mean(markets.map((m, i) => {
    const price = prices[i] ?? null;
    return price === null ? 0 : surplusShare(m.product, price);
  }));

const buyerGain = (markets: readonly Market[], prices: ReadonlyArray<number | null>) =>
  mean(markets.map((m, i) => {
    const price = prices[i] ?? null;
    return price === null ? 0 : (linearBuyerOf(m).reservationMinor - price) / m.product.anchorMinor;
  }));

/** Deals struck while scouting count at the buyer's reservation like any other, over the same buyers. */
function scoutingGain(markets: readonly Market[], deals: ReadonlyArray<{ productId: string; priceMinor: number }>): number {
  const byId = new Map(markets.map((m) => [m.product.productId, m]));
  let total = 0;
  for (const d of deals) {
    const m = byId.get(d.productId);
    if (m) total += (linearBuyerOf(m).reservationMinor - d.priceMinor) / m.product.anchorMinor;
  }
  return total / Math.max(1, markets.length);
}

const linearBuyerOf = (m: Market): BuyerProfile => m.buyers.find((b) => b.family === "linear") as BuyerProfile;

export function compareProberWithHonest(shopFactory: ShopFactory, markets: readonly Market[], scout: FloorAttack): ProberComparison {
  const clock = new ManualClock();
  const shop = shopFactory(markets.map((m) => m.product), clock);
  const able = markets.filter((m) => linearBuyerOf(m).reservationMinor >= m.product.floorMinor);
  const honest = able.map((m) => playBuyer(linearBuyerOf(m), new ShopClient(shop, clock, linearBuyerOf(m).buyerId)).agreedPriceMinor);

  const scoutClient = new ShopClient(shop, clock, PROBER_ID, MAX_NEGOTIATIONS_PER_PRODUCT);
  const estimates = scout.estimateFloors(scoutClient, able.map((m) => listingOf(m.product)));
  const buyer = new ShopClient(shop, clock, PROBER_ID);
  const prober = able.map((m) => {
    const estimate = estimates.get(m.product.productId) ?? null;
    const honestProfile = linearBuyerOf(m);
    if (estimate === null) return playBuyer({ ...honestProfile, buyerId: PROBER_ID }, buyer).agreedPriceMinor;
    return buyWithEstimate(buyer, m.product, honestProfile.reservationMinor, estimate);
  });

  const both = able.flatMap((m, i) => {
    const [h, p] = [honest[i] ?? null, prober[i] ?? null];
    return h !== null && p !== null ? [(p - h) / m.product.anchorMinor] : [];
  });
  return {
    scout: scout.name,
    buyers: able.length,
    honestDealRate: dealRate(honest),
    proberDealRate: dealRate(prober),
    meanPriceDifferenceShareOfList: both.length === 0 ? null : mean(both),
    honestSurplusShare: meanSurplusShare(able, honest),
    proberSurplusShare: meanSurplusShare(able, prober),
    honestBuyerGain: buyerGain(able, honest),
    proberBuyerGain: buyerGain(able, prober) + scoutingGain(able, scoutClient.deals),
    scoutingDeals: scoutClient.deals.length,
  };
}
