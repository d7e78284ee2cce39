/**
 * Simulated package buyers (issue 28: the rehearsal's, and the multi-issue bench's): each with private values the shop never sees — its own
 * weights over price and the terms (often opposed to the shop's on some terms, aligned on others: integrative
 * potential), a value function per term (linear opposed or aligned, concave, peaked, or arbitrary for categorical
 * terms), a linear value of price (1 at its own ideal price below the floor, 0 at the list price), a private
 * reservation utility and a deadline (patient 8–20 counters, impatient 3–10). Families differ in how they bid:
 * time-dependent concession in their own utility (Boulware, linear, Conceder) choosing among their own
 * iso-utility packages the one closest to the shop's last offer or a random one, or bidding price only.
 * A buyer's reservation is placed against the product's own valuation (how much room the shop's reservation
 * leaves it), so about one in seven cannot be satisfied at all, as in the price panel.
 */
import { integerBetween, uniform, type Rand } from "../../random";
import type { TermValues } from "../../../kernel";
import { comboOf, priceForShopUtility, valuePosition, type ComboSpace } from "./space";

export type Concession = "boulware" | "linear" | "conceder";
/** How a bid's terms are chosen among the buyer's iso-utility packages. */
export type Pick = "closest" | "random" | "price-only";

export interface FamilySpec {
  concession: Concession;
  pick: Pick;
  patient: boolean;
}

export const PACKAGE_FAMILIES = {
  "boulware-closest-patient": { concession: "boulware", pick: "closest", patient: true },
  "boulware-closest-impatient": { concession: "boulware", pick: "closest", patient: false },
  "conceder-closest-impatient": { concession: "conceder", pick: "closest", patient: false },
  "linear-closest-patient": { concession: "linear", pick: "closest", patient: true },
  "boulware-random-patient": { concession: "boulware", pick: "random", patient: true },
  "conceder-random-impatient": { concession: "conceder", pick: "random", patient: false },
  "price-only-boulware-patient": { concession: "boulware", pick: "price-only", patient: true },
  "price-only-conceder-impatient": { concession: "conceder", pick: "price-only", patient: false },
} as const satisfies Record<string, FamilySpec>;
export type PackageFamily = keyof typeof PACKAGE_FAMILIES;
export const PACKAGE_FAMILY_NAMES = Object.keys(PACKAGE_FAMILIES) as PackageFamily[];

/** How one term's value function relates to the shop's. */
export type Relation = "opposed" | "aligned" | "concave" | "peaked" | "arbitrary";

export interface PackageBuyer {
  buyerId: string;
  family: PackageFamily;
  productId: string;
  /** Normalised: price and every term, summing to 1. */
  priceWeight: number;
  termWeights: number[];
  /** Per term, the buyer's value of each of the term's values (in the space's order), in [0, 1] with max 1. */
  termValues: number[][];
  relations: Relation[];
  /** Price value is 1 at or below this price and falls linearly to 0 at the list price. */
  idealPriceMinor: number;
  reservationUtility: number;
  /** Counters the buyer makes before it takes the standing offer (if within its reservation) or walks. */
  deadline: number;
  /** Concession exponent: aspiration falls from `opening` to the reservation as 1 − t^(1/e). */
  exponent: number;
  /** Its first bid's utility. */
  opening: number;
  /** Its own stream (random picks). */
  seed: number;
}

const EXPONENTS: Readonly<Record<Concession, readonly [number, number]>> = { boulware: [0.2, 0.5], linear: [1, 1], conceder: [2, 4] };
const PATIENT: readonly [number, number] = [8, 20];
const IMPATIENT: readonly [number, number] = [3, 10];
/** The buyer's weight of price (the terms share the rest). */
const PRICE_WEIGHT: readonly [number, number] = [0.3, 0.65];
/**
 * Its reservation utility lies this share of the way from the best deal the shop allows it (0) down to the shop's
 * opening offer (1): below 0 no deal is possible (about 15% of buyers), above 1 it would take the opening offer.
 */
const RESERVATION_SHARE: readonly [number, number] = [-0.2, 1.1];
/** Its opening aspiration lies this share of the way from its reservation to 1. */
const OPENING_SHARE: readonly [number, number] = [0.4, 0.8];
/** Its ideal price (price value 1) lies this many spans (list price − floor) below the floor: price is linear on [floor, list]. */
const IDEAL_BELOW_FLOOR: readonly [number, number] = [0.2, 1];

/** The shop-ward position of value k of term t in [0, 1] (1: the shop's best end). */
function shopward(space: ComboSpace, t: number, k: number): number {
  const term = space.terms[t]!;
  const n = space.values[t]!.length;
  if (term.kind === "numeric") {
    const x = space.values[t]![k] as number;
    const pos = (x - term.min) / (term.max - term.min || 1);
    return term.better === "higher" ? pos : 1 - pos;
  }
  return n <= 1 ? 1 : 1 - k / (n - 1);
}

function normaliseMax(vs: number[]): number[] {
  const lo = Math.min(...vs);
  const hi = Math.max(...vs);
  return hi - lo < 1e-9 ? vs.map(() => 1) : vs.map((v) => (v - lo) / (hi - lo));
}

function drawValues(space: ComboSpace, t: number, rand: Rand): { relation: Relation; values: number[] } {
  const n = space.values[t]!.length;
  const at = Array.from({ length: n }, (_, k) => shopward(space, t, k));
  if (space.terms[t]!.kind === "categorical") {
    // Arbitrary tastes: whatever the shop's order, some values the buyer likes, some it does not.
    return { relation: "arbitrary", values: normaliseMax(at.map(() => rand())) };
  }
  const r = rand();
  if (r < 0.45) return { relation: "opposed", values: at.map((s) => 1 - s) };
  if (r < 0.6) return { relation: "aligned", values: at };
  if (r < 0.8) {
    const gamma = uniform(rand, 0.3, 0.6);
    return { relation: "concave", values: at.map((s) => Math.pow(1 - s, gamma)) };
  }
  const peak = rand();
  const width = uniform(rand, 0.3, 0.8);
  return { relation: "peaked", values: normaliseMax(at.map((s) => Math.max(0, 1 - Math.abs(s - peak) / width))) };
}

export function drawBuyer(space: ComboSpace, family: PackageFamily, buyerId: string, rand: Rand, seed: number): PackageBuyer {
  const spec: FamilySpec = PACKAGE_FAMILIES[family];
  const product = space.product;
  const drawn = space.terms.map((_, t) => drawValues(space, t, rand));
  const priceRaw = uniform(rand, PRICE_WEIGHT[0], PRICE_WEIGHT[1]);
  const raw = space.terms.map(() => -Math.log(1 - rand() * 0.999));
  const total = raw.reduce((s, x) => s + x, 0);
  const [elo, ehi] = EXPONENTS[spec.concession];
  const [dlo, dhi] = spec.patient ? PATIENT : IMPATIENT;
  const span = product.anchorMinor - product.floorMinor;
  const values: PackageBuyer = {
    buyerId,
    family,
    productId: product.productId,
    priceWeight: priceRaw,
    termWeights: raw.map((x) => ((1 - priceRaw) * x) / total),
    termValues: drawn.map((d) => d.values),
    relations: drawn.map((d) => d.relation),
    idealPriceMinor: Math.max(1, Math.round(product.floorMinor - span * uniform(rand, IDEAL_BELOW_FLOOR[0], IDEAL_BELOW_FLOOR[1]))),
    reservationUtility: 0,
    deadline: integerBetween(rand, dlo, dhi),
    exponent: uniform(rand, elo, ehi),
    opening: 1,
    seed,
  };
  // The reservation: a share of the way from the best deal the shop's reservation allows it down to the shop's
  // opening offer (list price, the shop's best terms); a share below 0 leaves no deal possible.
  const u = buyerUtility(space, values);
  const best = bestDealFor(u);
  const opening = u.of(space.bestCombo, product.anchorMinor);
  const reservationUtility = clampUtility(best - uniform(rand, RESERVATION_SHARE[0], RESERVATION_SHARE[1]) * (best - opening));
  return { ...values, reservationUtility, opening: reservationUtility + uniform(rand, OPENING_SHARE[0], OPENING_SHARE[1]) * (1 - reservationUtility) };
}

const clampUtility = (x: number) => Math.round(Math.min(0.95, Math.max(0.05, x)) * 1000) / 1000;

/** The best utility the buyer can get from a deal the shop's reservation utility and floor allow. */
export function bestDealFor(u: BuyerUtility): number {
  return bestDealAgainst(u.space, u);
}

/**
 * `bestDealFor` against another valuation of the same terms (a proposed setting's space: the same grid, the shop's
 * weights, values, price range or reservation changed).
 */
export function bestDealAgainst(space: ComboSpace, u: BuyerUtility): number {
  const reservation = space.product.package.valuation.reservationUtility;
  let best = -Infinity;
  for (let c = 0; c < space.count; c++) {
    const p = priceForShopUtility(space, c, reservation);
    if (p !== null) best = Math.max(best, u.of(c, p));
  }
  return best;
}

/** A buyer's utility compiled against a product's space: per combination its terms' part, and price's. */
export interface BuyerUtility {
  buyer: PackageBuyer;
  space: ComboSpace;
  /** Per combination, the buyer's utility of its terms. */
  terms: Float64Array;
  /** Price value in [0, 1] (linear between its ideal price and the list price). */
  priceValue: (priceMinor: number) => number;
  utility: (priceMinor: number, terms: TermValues) => number;
  /** The buyer's utility of any terms (price left out). */
  termsUtility: (terms: TermValues) => number;
  /** Utility of combination c at a price. */
  of: (c: number, priceMinor: number) => number;
}

export function buyerUtility(space: ComboSpace, buyer: PackageBuyer): BuyerUtility {
  const T = space.terms.length;
  const terms = new Float64Array(space.count);
  for (let c = 0; c < space.count; c++) {
    let u = 0;
    for (let t = 0; t < T; t++) u += buyer.termWeights[t]! * buyer.termValues[t]![space.index[c * T + t]!]!;
    terms[c] = u;
  }
  const A = space.product.anchorMinor;
  const L = buyer.idealPriceMinor;
  const priceValue = (p: number) => Math.min(1, Math.max(0, (A - p) / (A - L)));
  const of = (c: number, p: number) => buyer.priceWeight * priceValue(p) + terms[c]!;
  const termsUtility = (t: TermValues) => {
    const c = comboOf(space, t);
    return c >= 0 ? terms[c]! : offGridTermsUtility(space, buyer, t);
  };
  return {
    buyer, space, terms, priceValue, of, termsUtility,
    utility: (p, t) => {
      const c = comboOf(space, t);
      return c >= 0 ? of(c, p) : buyer.priceWeight * priceValue(p) + offGridTermsUtility(space, buyer, t);
    },
  };
}

/**
 * The buyer's utility of terms the enumerated grid does not hold (a space cut to size): each term's value looked up,
 * or interpolated between the two nearest values it has a value for.
 */
function offGridTermsUtility(space: ComboSpace, buyer: PackageBuyer, t: TermValues): number {
  let u = 0;
  for (let i = 0; i < space.terms.length; i++) {
    const at = valuePosition(space, i, t[space.terms[i]!.id]);
    if (at === null) throw new Error(`package terms off the grid: ${JSON.stringify(t)}`);
    const values = buyer.termValues[i]!;
    const k = Math.floor(at);
    const v = k >= values.length - 1 ? values[values.length - 1]! : values[k]! + (values[k + 1]! - values[k]!) * (at - k);
    u += buyer.termWeights[i]! * v;
  }
  return u;
}

/**
 * The highest whole price at which combination c is worth at least `target` to the buyer (at most the list
 * price, at least 1 minor unit); null when even its ideal price is not enough.
 */
export function priceForBuyerUtility(u: BuyerUtility, c: number, target: number): number | null {
  return priceForTermsUtility(u, u.terms[c]!, target);
}

/** `priceForBuyerUtility` for terms worth `termsUtility` to the buyer (any terms, on the grid or not). */
export function priceForTermsUtility(u: BuyerUtility, termsUtility: number, target: number): number | null {
  const A = u.space.product.anchorMinor;
  const L = u.buyer.idealPriceMinor;
  const missing = target - termsUtility;
  if (missing <= 0) return A;
  if (missing > u.buyer.priceWeight + 1e-12) return null;
  let p = Math.floor(A - (missing / u.buyer.priceWeight) * (A - L) + 1e-9);
  while (p > 1 && u.buyer.priceWeight * u.priceValue(p) + termsUtility < target - 1e-12) p--;
  return Math.max(1, Math.min(A, p));
}
