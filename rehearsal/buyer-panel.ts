/**
 * The simulated buyers a rehearsal plays against one product: the tournament's buyer families in turn, each
 * with a reservation price R drawn around what buyers have recently paid for the product (its market
 * statistics) or, for a product without deals yet, across the live settings' range. Seeded: the same seed
 * gives the same buyers, so current and proposed settings meet exactly the same panel.
 */
import { FAMILIES } from "./buyers/families";
import { FAMILY_NAMES, type BuyerProfile, type FamilyName } from "./buyers/types";
import { deriveSeed, integerBetween, mulberry32, uniform, type Rand } from "./random";

/** Where the buyers' reservations come from. */
export type ReservationBasis =
  | { source: "product-range"; anchorMinor: number; floorMinor: number }
  | { source: "market-stats"; agreedCount: number; meanMinor: number; stdMinor: number };

/** R − F as a multiple of A − F without market data: the tournament's default panel (1 in 7 cannot afford F). */
const RANGE_SPAN: readonly [number, number] = [-0.21, 1.2];
/**
 * With market data: agreed prices are what buyers paid, at or below what they would have paid, so R is drawn
 * from the agreed prices' mean + N(0.5, 1.25)·std, the spread never under 5% of the mean.
 */
const MARKET_SHIFT = 0.5;
const MARKET_SPREAD = 1.25;
const MIN_RELATIVE_STD = 0.05;
const DEFAULT_OPENING_SHARE: readonly [number, number] = [0.5, 0.85];
const DEFAULT_DEADLINE: readonly [number, number] = [3, 14];

export interface PanelOptions {
  productId: string;
  buyers: number;
  seed: number;
  basis: ReservationBasis;
  families?: readonly FamilyName[];
}

export function drawBuyers({ productId, buyers, seed, basis, families = FAMILY_NAMES }: PanelOptions): BuyerProfile[] {
  return Array.from({ length: buyers }, (_, i) => {
    const family = families[i % families.length] as FamilyName;
    const rand = mulberry32(deriveSeed(seed, productId, i, "buyer"));
    const reservationMinor = drawReservation(rand, basis);
    const opening = FAMILIES[family].openingShare ?? DEFAULT_OPENING_SHARE;
    const deadline = FAMILIES[family].deadlineRange ?? DEFAULT_DEADLINE;
    return {
      buyerId: `rehearsal-${i}`,
      family,
      productId,
      reservationMinor,
      deadline: integerBetween(rand, deadline[0], deadline[1]),
      openingBidMinor: Math.max(1, Math.floor(reservationMinor * uniform(rand, opening[0], opening[1]))),
      seed: deriveSeed(seed, productId, i, "strategy"),
    };
  });
}

function drawReservation(rand: Rand, basis: ReservationBasis): number {
  if (basis.source === "product-range") {
    const span = basis.anchorMinor - basis.floorMinor;
    return Math.max(1, Math.floor(basis.floorMinor + span * uniform(rand, RANGE_SPAN[0], RANGE_SPAN[1])));
  }
  const std = Math.max(basis.stdMinor, basis.meanMinor * MIN_RELATIVE_STD);
  return Math.max(1, Math.round(basis.meanMinor + std * (MARKET_SHIFT + MARKET_SPREAD * standardNormal(rand))));
}

/** Box–Muller on the seeded stream. */
function standardNormal(rand: Rand): number {
  const u = Math.max(rand(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
