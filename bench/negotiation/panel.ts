/**
 * The tournament runner: every buyer of every market negotiates, one after another, with one instance of
 * the shop (so a shop with memory meets the same buyers a real one would). Scores per family and overall.
 */
import { playBuyer, type BuyerOutcome } from "../../rehearsal/buyers/play";
import { FAMILY_NAMES, type BuyerProfile, type FamilyName } from "../../rehearsal/buyers/types";
import type { Market } from "./market";
import { ShopClient } from "./shop-client";
import { ManualClock, type Product, type ShopFactory } from "./shop-sim";

export interface PanelRow {
  buyers: number;
  /** Mean over all buyers of (price − F)/(A − F), 0 without a deal. */
  meanSurplusShare: number;
  /** Deals among the buyers who could afford the floor (R ≥ F). */
  agreementWherePossible: number;
  agreement: number;
  /** Counters the buyer made, over deals. */
  meanRoundsToDeal: number;
  /** Must be 0: a deal below the floor is a shop bug. */
  dealsBelowFloor: number;
  /** Must be 0: a deal above the buyer's reservation is a harness bug. */
  dealsAboveReservation: number;
}

export interface PanelReport {
  overall: PanelRow;
  byFamily: Record<FamilyName, PanelRow>;
}

interface Tally {
  buyers: number;
  possible: number;
  deals: number;
  dealsPossible: number;
  surplus: number;
  roundsToDeal: number;
  belowFloor: number;
  aboveReservation: number;
}

const emptyTally = (): Tally => ({ buyers: 0, possible: 0, deals: 0, dealsPossible: 0, surplus: 0, roundsToDeal: 0, belowFloor: 0, aboveReservation: 0 });

function count(tally: Tally, product: Product, buyer: BuyerProfile, price: number | null, counters: number): void {
  const possible = buyer.reservationMinor >= product.floorMinor;
  tally.buyers += 1;
  if (possible) tally.possible += 1;
  if (price === null) return;
  tally.deals += 1;
  if (possible) tally.dealsPossible += 1;
  tally.surplus += surplusShare(product, price);
  tally.roundsToDeal += counters;
  if (price < product.floorMinor) tally.belowFloor += 1;
  if (price > buyer.reservationMinor) tally.aboveReservation += 1;
}

export function surplusShare(product: Product, priceMinor: number): number {
  const span = product.anchorMinor - product.floorMinor;
  return span === 0 ? 1 : (priceMinor - product.floorMinor) / span;
}

function rowOf(t: Tally): PanelRow {
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  return {
    buyers: t.buyers,
    meanSurplusShare: ratio(t.surplus, t.buyers),
    agreementWherePossible: ratio(t.dealsPossible, t.possible),
    agreement: ratio(t.deals, t.buyers),
    meanRoundsToDeal: ratio(t.roundsToDeal, t.deals),
    dealsBelowFloor: t.belowFloor,
    dealsAboveReservation: t.aboveReservation,
  };
}

export function runPanel(shopFactory: ShopFactory, markets: readonly Market[]): PanelReport {
  const clock = new ManualClock();
  const shop = shopFactory(markets.map((m) => m.product), clock);
  return scoreBuyers(markets, (_product, buyer) => playBuyer(buyer, new ShopClient(shop, clock, buyer.buyerId)));
}

/** Every buyer of every market played, one after another, by `play`, and scored per family and overall. */
export function scoreBuyers(markets: readonly Market[], play: (product: Product, buyer: BuyerProfile) => Pick<BuyerOutcome, "agreedPriceMinor" | "counters">): PanelReport {
  const overall = emptyTally();
  const byFamily = Object.fromEntries(FAMILY_NAMES.map((f) => [f, emptyTally()])) as Record<FamilyName, Tally>;
  for (const { product, buyers } of markets) {
    for (const buyer of buyers) {
      const outcome = play(product, buyer);
      count(overall, product, buyer, outcome.agreedPriceMinor, outcome.counters);
      count(byFamily[buyer.family], product, buyer, outcome.agreedPriceMinor, outcome.counters);
    }
  }
  return {
    overall: rowOf(overall),
    byFamily: Object.fromEntries(FAMILY_NAMES.map((f) => [f, rowOf(byFamily[f])])) as Record<FamilyName, PanelRow>,
  };
}

/** An out-of-band channel: one private fact of each panel buyer, by buyer and product. */
export function buyerFacts(markets: readonly Market[], fact: (buyer: BuyerProfile) => number): (buyerId: string, productId: string) => number | undefined {
  const table = new Map<string, number>();
  for (const m of markets) for (const b of m.buyers) table.set(`${b.buyerId}\u0000${b.productId}`, fact(b));
  return (buyerId, productId) => table.get(`${buyerId}\u0000${productId}`);
}

/** The oracle's out-of-band channel: each panel buyer's reservation, by buyer and product. */
export function reservationsOf(markets: readonly Market[]): (buyerId: string, productId: string) => number | undefined {
  return buyerFacts(markets, (b) => b.reservationMinor);
}

/** The most any shop could earn from these buyers: mean of (min(R, A) − F)/(A − F) where R ≥ F, 0 elsewhere. */
export function reservationBound(markets: readonly Market[]): number {
  let sum = 0;
  let buyers = 0;
  for (const { product, buyers: panel } of markets) {
    for (const b of panel) {
      buyers += 1;
      if (b.reservationMinor >= product.floorMinor) sum += surplusShare(product, Math.min(product.anchorMinor, b.reservationMinor));
    }
  }
  return buyers === 0 ? 0 : sum / buyers;
}
