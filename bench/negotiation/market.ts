/**
 * Generated catalogue and buyer panel. Anchors are log-uniform from 11.00 to 10,000.00 and end in .99 like
 * shop prices; floors are 55–90% of the anchor; every product gets one buyer of each family, with a
 * reservation R drawn from F − 0.21·(A − F) to F + 1.2·(A − F): about one buyer in seven cannot afford
 * the floor and about one in six would pay more than the list price. Two halves with their own product
 * ids and random streams: TUNE to tune a shop on, HELD-OUT to judge it.
 */
import { FAMILIES } from "../../rehearsal/buyers/families";
import { FAMILY_NAMES, type BuyerProfile, type FamilyName } from "../../rehearsal/buyers/types";
import { deriveSeed, integerBetween, mulberry32, uniform, type Rand } from "../../rehearsal/random";
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
 * Three panels over the same catalogue generator:
 * - `default`: all 15 families, each buyer's deadline drawn from its family's range (3–14 counters by default);
 * - `patient`: deadlines of 8–20 counters, so most buyers would go on past the shop's last round (a strategy
 *   fitted to impatient buyers shows up there);
 * - `reference`: the 11 families the negotiator issue names, every buyer using the shop's whole round limit,
 *   reservations from F − 0.25·(A − F) to F + 1.4·(A − F) and opening bids at 20–60% of R. Its parameters
 *   were chosen so that the four reference shops score here what the issue measured on the outside panel
 *   (tournament.ts prints both), so it is our best stand-in for buyers we never see.
 */
export type PanelVariant = "default" | "patient" | "reference";
export const PANEL_VARIANTS: readonly PanelVariant[] = ["default", "patient", "reference"];

interface PanelSpec {
  families: readonly FamilyName[];
  reservationSpan: readonly [number, number];
  /** Overrides every family's own deadline range; a number is "the shop's round limit". */
  deadline?: readonly [number, number];
  opening?: readonly [number, number];
}

const REFERENCE_FAMILIES: readonly FamilyName[] = [
  "linear", "boulware", "conceder", "tit-for-tat-absolute", "tit-for-tat-relative", "split-the-difference",
  "shop-modeler", "restarter", "random", "hardheaded", "deadline-sniper",
];

const PANELS: Readonly<Record<PanelVariant, PanelSpec>> = {
  default: { families: FAMILY_NAMES, reservationSpan: RESERVATION_SPAN },
  patient: { families: FAMILY_NAMES, reservationSpan: RESERVATION_SPAN, deadline: [8, 20] },
  reference: { families: REFERENCE_FAMILIES, reservationSpan: [-0.25, 1.4], deadline: [MAX_ROUNDS, MAX_ROUNDS], opening: [0.2, 0.6] },
};

export function panelFamilies(variant: PanelVariant): readonly FamilyName[] {
  return PANELS[variant].families;
}

function drawBuyer(product: Product, family: FamilyName, seed: number, spec: PanelSpec): BuyerProfile {
  const rand = mulberry32(seed);
  const span = product.anchorMinor - product.floorMinor;
  const [lowest, highest] = spec.reservationSpan;
  const reservationMinor = Math.max(1, Math.floor(product.floorMinor + span * uniform(rand, lowest, highest)));
  const opening = FAMILIES[family].openingShare ?? spec.opening ?? DEFAULT_OPENING_SHARE;
  const deadline = (spec.deadline && FAMILIES[family].deadlineRange === undefined ? spec.deadline : undefined) ?? FAMILIES[family].deadlineRange ?? DEFAULT_DEADLINE;
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
export function generateMarkets(half: Half, count: number, seed: number, variant: PanelVariant = "default"): Market[] {
  const spec = PANELS[variant];
  return Array.from({ length: count }, (_, i) => {
    const productId = `${half}-${String(i + 1).padStart(4, "0")}`;
    const product = drawProduct(mulberry32(deriveSeed(seed, half, i, "product")), productId);
    const buyers = spec.families.map((family) => drawBuyer(product, family, deriveSeed(seed, half, i, family), spec));
    return { product, buyers };
  });
}

export function generateHalves(productsPerHalf: number, seed: number, variant: PanelVariant = "default"): Record<Half, Market[]> {
  return { tune: generateMarkets("tune", productsPerHalf, seed, variant), "held-out": generateMarkets("held-out", productsPerHalf, seed, variant) };
}
