/**
 * Generated catalogue and buyer panel. Anchors are log-uniform from 11.00 to 10,000.00 and end in .99 like
 * shop prices; floors are 55–90% of the anchor; every product gets one buyer of each family, with a
 * reservation R drawn from F − 0.21·(A − F) to F + 1.2·(A − F): about one buyer in seven cannot afford
 * the floor and about one in six would pay more than the list price. Two halves with their own product
 * ids and random streams: TUNE to tune a shop on, HELD-OUT to judge it.
 */
import { FAMILIES } from "./buyers/families";
import { FAMILY_NAMES, type BuyerProfile } from "./buyers/types";
import { deriveSeed, integerBetween, mulberry32, uniform, type Rand } from "./random";
import type { Product } from "./shop-sim";

export type Half = "tune" | "held-out";
export const HALVES: readonly Half[] = ["tune", "held-out"];

export interface Market {
  product: Product;
  /** One buyer per family. */
  buyers: BuyerProfile[];
}

export const MAX_ROUNDS = 10;
const ANCHOR_UNITS: readonly [number, number] = [11, 10_000];
const FLOOR_SHARE: readonly [number, number] = [0.55, 0.9];
/** R − F as a multiple of the span A − F. */
const RESERVATION_SPAN: readonly [number, number] = [-0.21, 1.2];
const DEFAULT_OPENING_SHARE: readonly [number, number] = [0.5, 0.85];
const DEFAULT_DEADLINE: readonly [number, number] = [3, 14];

/** The generator's floor/anchor ratio; the attack suite's blind guess is computed from this same draw. */
export function drawFloorShare(rand: Rand): number {
  return uniform(rand, FLOOR_SHARE[0], FLOOR_SHARE[1]);
}

function drawProduct(rand: Rand, productId: string): Product {
  const units = Math.round(Math.exp(uniform(rand, Math.log(ANCHOR_UNITS[0]), Math.log(ANCHOR_UNITS[1]))));
  const anchorMinor = units * 100 - 1;
  const floorMinor = Math.round(anchorMinor * drawFloorShare(rand));
  return { productId, anchorMinor, floorMinor, maxRounds: MAX_ROUNDS };
}

/**
 * How patient the panel's buyers are: the default draws each family's own deadline range; `patient` draws
 * deadlines of 8–20 counters for the families that use the default range, so most buyers would go on past
 * the shop's last round (a robustness check: a strategy fitted to impatient buyers shows up there).
 */
export type Patience = "default" | "patient";
const PATIENT_DEADLINE: readonly [number, number] = [8, 20];

function drawBuyer(product: Product, family: BuyerProfile["family"], seed: number, patience: Patience = "default"): BuyerProfile {
  const rand = mulberry32(seed);
  const span = product.anchorMinor - product.floorMinor;
  const reservationMinor = Math.max(1, Math.floor(product.floorMinor + span * uniform(rand, RESERVATION_SPAN[0], RESERVATION_SPAN[1])));
  const opening = FAMILIES[family].openingShare ?? DEFAULT_OPENING_SHARE;
  const deadline = FAMILIES[family].deadlineRange ?? (patience === "patient" ? PATIENT_DEADLINE : DEFAULT_DEADLINE);
  return {
    buyerId: `buyer-${product.productId}-${family}`,
    family,
    productId: product.productId,
    reservationMinor,
    deadline: integerBetween(rand, deadline[0], deadline[1]),
    openingBidMinor: Math.max(1, Math.floor(reservationMinor * uniform(rand, opening[0], opening[1]))),
    seed: deriveSeed(seed, "strategy"),
  };
}

/** `count` products of one half; product i is the same whatever the count. */
export function generateMarkets(half: Half, count: number, seed: number, patience: Patience = "default"): Market[] {
  return Array.from({ length: count }, (_, i) => {
    const productId = `${half}-${String(i + 1).padStart(4, "0")}`;
    const product = drawProduct(mulberry32(deriveSeed(seed, half, i, "product")), productId);
    const buyers = FAMILY_NAMES.map((family) => drawBuyer(product, family, deriveSeed(seed, half, i, family), patience));
    return { product, buyers };
  });
}

export function generateHalves(productsPerHalf: number, seed: number, patience: Patience = "default"): Record<Half, Market[]> {
  return { tune: generateMarkets("tune", productsPerHalf, seed, patience), "held-out": generateMarkets("held-out", productsPerHalf, seed, patience) };
}
