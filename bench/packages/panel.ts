/**
 * `runPackagePanel`: every shop against every buyer of one half of the multi-issue panel, with the figures the
 * issue asks for, per domain × family cell and aggregated per domain, per family and overall. What the buyers and
 * products are is the same for every shop (same seed); the frontier, the NBS and whether a deal was possible are
 * computed once per buyer and product (metrics.ts), from the shop's and the buyer's true utilities.
 *
 * Figures (each a mean; "per deal" over agreements, "where possible" over pairs where some package clears both
 * reservations, otherwise over every buyer):
 * - shopShare: (U_shop − res)/(1 − res) of the deal, 0 without one (every buyer);
 * - agreementWherePossible;
 * - buyerUtility: the buyer's own utility of the deal, 0 without one (every buyer);
 * - paretoDistance: Euclidean distance of the deal's (U_shop, U_buyer) to the exact frontier (per deal);
 * - nashPerDeal: the deal's Nash product (U_shop − res)(U_buyer − res_b) over the NBS's (per deal);
 * - nashWherePossible: the same, 0 without a deal (where possible) — the one that ranks shops;
 * - deals below the price floor, below the shop's reservation utility, or below the buyer's (all must be 0).
 */
import { buyerUtility, PACKAGE_FAMILY_NAMES, type BuyerUtility, type PackageBuyer, type PackageFamily } from "./buyers";
import { DOMAIN_IDS, type DomainId } from "./domains";
import { generatePackageMarkets, type Half, type MarketOptions, type PackageMarket } from "./market";
import { dealPossible, distanceToFrontier, nashRatio, nashSolution, outcomeSegments, paretoFrontier, shopShare, type Frontier, type NashSolution } from "./metrics";
import { playPackageBuyer, type PlayOutcome } from "./play";
import { faratinRandom, hardHeaded, oracle } from "./shops/iso-curve";
import { nbsBound } from "./shops/nbs-bound";
import { parleyPackages, parleyPriceOnly } from "./shops/parley";
import type { PackageShop } from "./shops/types";
import { comboOf, type ComboSpace } from "./space";

/** The line-up: Parley with packages, Parley on price only, the three baselines (the oracle last of them), and the full-information NBS bound. */
export function packageShops(): PackageShop[] {
  return [parleyPackages(), parleyPriceOnly(), faratinRandom, hardHeaded, oracle, nbsBound];
}

export const DEFAULT_SEED = 42;
/** The run's secret: private draws and the baselines' random streams. */
export const DEFAULT_SECRET = 1;

/** What one buyer and product allow, whatever the shop: the frontier, the NBS, whether a deal is possible. */
export interface PairTruth {
  buyer: PackageBuyer;
  utility: BuyerUtility;
  frontier: Frontier;
  nbs: NashSolution | null;
  possible: boolean;
  shopReservation: number;
}

/** The segments of every term combination as price runs from the floor to the list price (rehearsal/package-metrics.ts). */
export { outcomeSegments };

export function pairTruth(space: ComboSpace, buyer: PackageBuyer): PairTruth {
  const utility = buyerUtility(space, buyer);
  const frontier = paretoFrontier(outcomeSegments(space, utility));
  const shopReservation = space.product.package.valuation.reservationUtility;
  const nbs = nashSolution(frontier, shopReservation, buyer.reservationUtility);
  return { buyer, utility, frontier, nbs, possible: dealPossible(frontier, shopReservation, buyer.reservationUtility), shopReservation };
}

export interface PackageSummary {
  buyers: number;
  /** Share of buyers for whom some package clears both reservations. */
  possibleShare: number;
  shopShare: number;
  agreementWherePossible: number;
  /** Deals over every buyer. */
  agreement: number;
  buyerUtility: number;
  paretoDistance: number;
  nashPerDeal: number;
  nashWherePossible: number;
  meanCounters: number;
  deals: number;
  /** Share of deals the shop closed by accepting the buyer's package (the rest: the buyer took the shop's offer). */
  closedByShop: number;
  /** Per deal closed by the shop accepting the buyer's package: Pareto distance and shop share; the same for the rest. */
  shopClosedDistance: number;
  shopClosedShare: number;
  buyerClosedDistance: number;
  buyerClosedShare: number;
  dealsBelowFloor: number;
  dealsBelowReservation: number;
  dealsBelowBuyerReservation: number;
}

interface Sums {
  buyers: number;
  possible: number;
  deals: number;
  dealsWherePossible: number;
  share: number;
  buyerUtility: number;
  distance: number;
  nashDeals: number;
  nashPossible: number;
  counters: number;
  shopClosed: number;
  shopClosedDistance: number;
  shopClosedShare: number;
  buyerClosedDistance: number;
  buyerClosedShare: number;
  belowFloor: number;
  belowReservation: number;
  belowBuyerReservation: number;
}

const emptySums = (): Sums => ({ buyers: 0, possible: 0, deals: 0, dealsWherePossible: 0, share: 0, buyerUtility: 0, distance: 0, nashDeals: 0, nashPossible: 0, counters: 0, shopClosed: 0, shopClosedDistance: 0, shopClosedShare: 0, buyerClosedDistance: 0, buyerClosedShare: 0, belowFloor: 0, belowReservation: 0, belowBuyerReservation: 0 });

function addSums(into: Sums, x: Sums): void {
  for (const key of Object.keys(into) as (keyof Sums)[]) into[key] += x[key];
}

function summarise(s: Sums): PackageSummary {
  const per = (x: number, n: number) => (n > 0 ? x / n : 0);
  return {
    buyers: s.buyers,
    possibleShare: per(s.possible, s.buyers),
    shopShare: per(s.share, s.buyers),
    agreementWherePossible: per(s.dealsWherePossible, s.possible),
    agreement: per(s.deals, s.buyers),
    buyerUtility: per(s.buyerUtility, s.buyers),
    paretoDistance: per(s.distance, s.deals),
    nashPerDeal: per(s.nashDeals, s.deals),
    nashWherePossible: per(s.nashPossible, s.possible),
    meanCounters: per(s.counters, s.buyers),
    deals: s.deals,
    closedByShop: per(s.shopClosed, s.deals),
    shopClosedDistance: per(s.shopClosedDistance, s.shopClosed),
    shopClosedShare: per(s.shopClosedShare, s.shopClosed),
    buyerClosedDistance: per(s.buyerClosedDistance, s.deals - s.shopClosed),
    buyerClosedShare: per(s.buyerClosedShare, s.deals - s.shopClosed),
    dealsBelowFloor: s.belowFloor,
    dealsBelowReservation: s.belowReservation,
    dealsBelowBuyerReservation: s.belowBuyerReservation,
  };
}

/** One negotiation's contribution. */
export function scoreOutcome(space: ComboSpace, truth: PairTruth, outcome: PlayOutcome): Sums {
  const { agreed, counters } = outcome;
  const s = emptySums();
  s.buyers = 1;
  s.possible = truth.possible ? 1 : 0;
  s.counters = counters;
  if (!agreed) return s;
  const c = comboOf(space, agreed.terms);
  if (c < 0) throw new Error(`agreed terms off the grid: ${JSON.stringify(agreed.terms)}`);
  const u = space.shopUtility(agreed.priceMinor, agreed.terms);
  const v = truth.utility.of(c, agreed.priceMinor);
  const res = truth.shopReservation;
  s.deals = 1;
  s.dealsWherePossible = truth.possible ? 1 : 0;
  s.share = shopShare(u, res);
  s.buyerUtility = v;
  s.distance = distanceToFrontier(truth.frontier, { u, v });
  const ratio = truth.nbs ? nashRatio(truth.nbs, { u, v }, res, truth.buyer.reservationUtility) : 0;
  s.nashDeals = ratio;
  s.nashPossible = truth.possible ? ratio : 0;
  if (outcome.closedBy === "shop") {
    s.shopClosed = 1;
    s.shopClosedDistance = s.distance;
    s.shopClosedShare = s.share;
  } else {
    s.buyerClosedDistance = s.distance;
    s.buyerClosedShare = s.share;
  }
  s.belowFloor = agreed.priceMinor < space.product.floorMinor ? 1 : 0;
  s.belowReservation = u < res - 1e-9 ? 1 : 0;
  s.belowBuyerReservation = v < truth.buyer.reservationUtility - 1e-9 ? 1 : 0;
  return s;
}

export interface ShopFigures {
  shop: string;
  fair: boolean;
  overall: PackageSummary;
  byDomain: Partial<Record<DomainId, PackageSummary>>;
  byFamily: Partial<Record<PackageFamily, PackageSummary>>;
  /** Per domain and family: `${domain}/${family}`. */
  cells: Record<string, PackageSummary>;
}

export interface PackagePanelFigures {
  half: Half;
  seed: number;
  productsPerDomain: number;
  domains: DomainId[];
  families: PackageFamily[];
  /** Over every buyer: share for whom a deal was possible. */
  possibleShare: number;
  shops: ShopFigures[];
  seconds: number;
}

export interface PackagePanelOptions extends MarketOptions {
  half: Half;
  /** Products per domain. */
  products: number;
  /** Default: the whole line-up (packageShops()). */
  shops?: readonly PackageShop[];
  seed?: number;
  secret?: number;
  /** Pre-generated markets (else generated from half, products and seed). */
  markets?: readonly PackageMarket[];
}

/** Runs the shops against one half of the panel and returns the figures (pure given its options). */
export function runPackagePanel(options: PackagePanelOptions): PackagePanelFigures {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const secret = options.secret ?? DEFAULT_SECRET;
  const shops = options.shops ?? packageShops();
  const markets = options.markets ?? generatePackageMarkets(options.half, options.products, seed, options);
  const domains = DOMAIN_IDS.filter((d) => markets.some((m) => m.product.domain === d));
  const families = PACKAGE_FAMILY_NAMES.filter((f) => markets.some((m) => m.buyers.some((b) => b.family === f)));
  const cells = shops.map(() => new Map<string, Sums>());
  let possible = 0;
  let buyers = 0;
  for (const market of markets) {
    for (const buyer of market.buyers) {
      const truth = pairTruth(market.space, buyer);
      buyers += 1;
      possible += truth.possible ? 1 : 0;
      shops.forEach((shop, i) => {
        const session = shop.start({ product: market.product, space: market.space, buyerId: buyer.buyerId, buyer, secret });
        const outcome = playPackageBuyer(truth.utility, session);
        const key = `${market.product.domain}/${buyer.family}`;
        const sums = cells[i]!.get(key) ?? emptySums();
        addSums(sums, scoreOutcome(market.space, truth, outcome));
        cells[i]!.set(key, sums);
      });
    }
  }
  const figures = shops.map((shop, i): ShopFigures => {
    const byCell = cells[i]!;
    const collect = (match: (domain: string, family: string) => boolean) => {
      const total = emptySums();
      for (const [key, sums] of byCell) {
        const [domain, family] = key.split("/") as [string, string];
        if (match(domain, family)) addSums(total, sums);
      }
      return summarise(total);
    };
    return {
      shop: shop.name,
      fair: shop.fair,
      overall: collect(() => true),
      byDomain: Object.fromEntries(domains.map((d) => [d, collect((domain) => domain === d)])),
      byFamily: Object.fromEntries(families.map((f) => [f, collect((_, family) => family === f)])),
      cells: Object.fromEntries([...byCell].map(([key, sums]) => [key, summarise(sums)])),
    };
  });
  return {
    half: options.half,
    seed,
    productsPerDomain: options.products,
    domains,
    families,
    possibleShare: buyers > 0 ? possible / buyers : 0,
    shops: figures,
    seconds: (performance.now() - started) / 1000,
  };
}
