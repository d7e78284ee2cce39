/**
 * The multi-issue bench's domains (issue 28, item 6): seven package products with 2 to 6 terms besides price,
 * several shaped after published ANAC/Genius scenarios — their issue counts, value counts and the way the two
 * sides' preferences oppose on some issues and agree on others — but with our own terms, ranges and numbers
 * (nothing is copied from the scenario files). Each domain declares its terms as a shop would (numeric with
 * range, step and better direction, ordinal, categorical), how the shop states its valuation (weights, or
 * pairwise answers turned into weights) and the ranges from which every generated product draws its list price,
 * floor, weights, categorical order and reservation utility (generateProduct, from a seeded stream).
 */
import { integerBetween, uniform, type Rand } from "../../rehearsal/random";
import type { PackageConfig } from "../../kernel";
import { PRICE, type ChoiceTerm, type NumericTerm, type TermDeclaration, type Tradeoff, type Valuation } from "../../terms";
import { normalisedAmount, priceSpanPercent } from "../../terms/tradeoffs";

export const DOMAIN_IDS = ["software", "laptop", "supply", "energy", "car", "venue", "camera"] as const;
export type DomainId = (typeof DOMAIN_IDS)[number];

export interface DomainSpec {
  id: DomainId;
  /** The published scenario whose shape the domain follows (issues, value counts, opposition), or what it models. */
  shapedAfter: string;
  /** The terms as declared; categorical values are re-ordered per product (each shop has its own favourites). */
  terms: readonly TermDeclaration[];
  /** List price in whole currency units, drawn log-uniformly. */
  anchorUnits: readonly [number, number];
  /** Floor as a share of the list price. */
  floorShare: readonly [number, number];
  /** The shop's weight of price before normalisation with the terms' weights. */
  priceWeight: readonly [number, number];
  reservationUtility: readonly [number, number];
  /** How the owner states the valuation: weights, or pairwise answers ("10 payment days are worth 1.5 % to me"). */
  valuation: "weights" | "tradeoffs";
}

const numeric = (id: string, label: string, unit: string, min: number, max: number, step: number, better: "higher" | "lower"): NumericTerm => ({
  id, label, kind: "numeric", unit, min, max, step, better, shopBest: better === "higher" ? max : min,
});
const choice = (id: string, label: string, kind: "ordinal" | "categorical", values: string[]): ChoiceTerm => ({ id, label, kind, values, shopBest: values[0]! });

export const DOMAINS: Readonly<Record<DomainId, DomainSpec>> = {
  software: {
    id: "software",
    shapedAfter: "a two-issue service contract (the smallest Genius domains: few issues, opposed on one, mixed on the other)",
    terms: [numeric("licence-years", "Licence term", "years", 1, 5, 1, "higher"), choice("support", "Support", "ordinal", ["email", "business-hours", "round-the-clock"])],
    anchorUnits: [200, 5_000], floorShare: [0.55, 0.9], priceWeight: [0.45, 0.75], reservationUtility: [0.3, 0.6], valuation: "tradeoffs",
  },
  laptop: {
    id: "laptop",
    shapedAfter: "ANAC 2011 Laptop (3 discrete issues of 3 values: brand, disk, monitor; agreement possible on brand)",
    terms: [
      choice("brand", "Brand", "categorical", ["aster", "borealis", "cirrus", "dorado"]),
      choice("storage", "Storage", "ordinal", ["256-gb", "512-gb", "1-tb"]),
      choice("monitor", "External monitor", "ordinal", ["none", "24-inch", "27-inch"]),
    ],
    anchorUnits: [500, 3_000], floorShare: [0.55, 0.9], priceWeight: [0.4, 0.7], reservationUtility: [0.3, 0.6], valuation: "weights",
  },
  supply: {
    id: "supply",
    shapedAfter: "ANAC 2010 Itex vs Cypress (price, delivery, payment, returns: a supplier and a buyer opposed on every issue, with different weights)",
    terms: [
      numeric("delivery-days", "Delivery", "days", 10, 60, 5, "higher"),
      numeric("payment-days", "Payment terms", "days", 0, 90, 15, "lower"),
      choice("returns", "Returns", "ordinal", ["none", "5-percent", "10-percent"]),
    ],
    anchorUnits: [1_000, 20_000], floorShare: [0.55, 0.9], priceWeight: [0.35, 0.7], reservationUtility: [0.3, 0.6], valuation: "tradeoffs",
  },
  energy: {
    id: "energy",
    shapedAfter: "ANAC 2012 Energy (many numeric issues of 5 levels each, a supplier and a consumer with opposed load preferences)",
    terms: [
      numeric("contract-months", "Contract term", "months", 6, 36, 6, "higher"),
      numeric("peak-cap-kw", "Peak capacity", "kW", 0, 100, 25, "lower"),
      numeric("green-share", "Renewable share", "%", 0, 100, 25, "lower"),
      choice("billing", "Billing", "categorical", ["prepaid", "monthly", "quarterly"]),
    ],
    anchorUnits: [2_000, 40_000], floorShare: [0.55, 0.9], priceWeight: [0.35, 0.7], reservationUtility: [0.3, 0.6], valuation: "weights",
  },
  car: {
    id: "car",
    shapedAfter: "ANAC 2015 car purchase (5 issues of 2 to 4 values; the buyer's values not always monotone)",
    terms: [
      numeric("warranty-months", "Warranty", "months", 12, 60, 12, "lower"),
      numeric("delivery-weeks", "Delivery", "weeks", 1, 12, 1, "higher"),
      choice("colour", "Colour", "categorical", ["graphite", "white", "red", "blue", "green"]),
      choice("trim", "Trim", "ordinal", ["base", "comfort", "premium"]),
      choice("service-plan", "Service plan", "ordinal", ["none", "two-year", "four-year"]),
    ],
    anchorUnits: [8_000, 60_000], floorShare: [0.55, 0.9], priceWeight: [0.35, 0.7], reservationUtility: [0.3, 0.6], valuation: "weights",
  },
  venue: {
    id: "venue",
    shapedAfter: "ANAC 2012 Amsterdam party (day of the week, time, duration, extras: categorical issues with arbitrary, partly shared tastes)",
    terms: [
      choice("day", "Day", "categorical", ["tuesday", "wednesday", "monday", "thursday", "sunday", "friday", "saturday"]),
      choice("slot", "Time slot", "ordinal", ["morning", "afternoon", "evening"]),
      numeric("hours", "Duration", "hours", 2, 8, 2, "lower"),
      choice("catering", "Catering", "categorical", ["none", "buffet", "cocktail", "dinner"]),
      numeric("cancellation-days", "Cancellation notice", "days", 0, 30, 10, "higher"),
    ],
    anchorUnits: [300, 5_000], floorShare: [0.55, 0.9], priceWeight: [0.35, 0.7], reservationUtility: [0.3, 0.6], valuation: "tradeoffs",
  },
  camera: {
    id: "camera",
    shapedAfter: "ANAC 2012 Camera (6 issues of 3 to 5 values, bundle items with non-monotone values)",
    terms: [
      choice("lens", "Lens", "ordinal", ["kit", "standard-zoom", "pro-zoom"]),
      choice("bag", "Bag", "categorical", ["sling", "holster", "backpack", "roller"]),
      choice("accessory", "Accessory", "categorical", ["strap", "memory-card", "battery-grip", "flash"]),
      choice("tripod", "Tripod", "ordinal", ["none", "travel", "studio"]),
      numeric("warranty-months", "Warranty", "months", 12, 36, 12, "lower"),
      numeric("delivery-days", "Delivery", "days", 1, 9, 2, "higher"),
    ],
    anchorUnits: [600, 6_000], floorShare: [0.55, 0.9], priceWeight: [0.35, 0.7], reservationUtility: [0.3, 0.6], valuation: "weights",
  },
};

/** The shop's round limit for every package product (as the price panels). */
export const PACKAGE_MAX_ROUNDS = 10;

/** A generated package product: what the shop configures (list price, floor, terms, private valuation). */
export interface PackageProduct {
  productId: string;
  domain: DomainId;
  anchorMinor: number;
  floorMinor: number;
  maxRounds: number;
  package: PackageConfig;
}

/** Fisher–Yates with the product's stream. */
function shuffled<T>(rand: Rand, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = integerBetween(rand, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * One product of a domain: list price log-uniform in the domain's range (ending in .99), floor a share of it,
 * the shop's weights (price within its range, the terms' from a flat Dirichlet over the rest), a shuffled order
 * of categorical values with uneven private values, and a reservation utility; as weights or as the pairwise
 * answers that reproduce them exactly (one answer per term against price: a tree, so least squares is exact).
 */
export function generateProduct(spec: DomainSpec, productId: string, rand: Rand): PackageProduct {
  const units = Math.round(Math.exp(uniform(rand, Math.log(spec.anchorUnits[0]), Math.log(spec.anchorUnits[1]))));
  const anchorMinor = units * 100 - 1;
  const floorMinor = Math.round(anchorMinor * uniform(rand, spec.floorShare[0], spec.floorShare[1]));
  const terms: TermDeclaration[] = spec.terms.map((t) => {
    if (t.kind !== "categorical") return { ...t };
    const values = shuffled(rand, t.values);
    return { ...t, values, shopBest: values[0]! };
  });
  const priceWeight = uniform(rand, spec.priceWeight[0], spec.priceWeight[1]);
  const raw = terms.map(() => -Math.log(1 - rand() * 0.999));
  const total = raw.reduce((s, x) => s + x, 0);
  const weights: Record<string, number> = { [PRICE]: priceWeight };
  terms.forEach((t, i) => (weights[t.id] = ((1 - priceWeight) * raw[i]!) / total));
  // Categorical values: 1 for the shop's favourite, then falling by uneven steps to 0 for the last.
  const values: Record<string, Record<string, number>> = {};
  for (const t of terms) {
    if (t.kind !== "categorical") continue;
    const gaps = t.values.slice(1).map(() => 0.2 + rand());
    const sum = gaps.reduce((s, g) => s + g, 0);
    let v = 1;
    values[t.id] = { [t.values[0]!]: 1 };
    t.values.slice(1).forEach((x, i) => {
      v -= gaps[i]! / sum;
      values[t.id]![x] = Math.max(0, Math.round(v * 1000) / 1000);
    });
  }
  const reservationUtility = Math.round(uniform(rand, spec.reservationUtility[0], spec.reservationUtility[1]) * 1000) / 1000;
  const price = { anchorMinor, floorMinor };
  const valuation: Valuation =
    spec.valuation === "weights"
      ? { weights, ...(Object.keys(values).length ? { values } : {}), reservationUtility }
      : { tradeoffs: tradeoffsFor(terms, weights, values, price), ...(Object.keys(values).length ? { values } : {}), reservationUtility };
  return { productId, domain: spec.id, anchorMinor, floorMinor, maxRounds: PACKAGE_MAX_ROUNDS, package: { terms, valuation, options: 3 } };
}

/**
 * Pairwise answers that state `weights` exactly: for each term, "giving one step (one rank) of it is worth x % of
 * the list price to me", with x = (w_term · d_term / w_price) · the price span in percent (terms/tradeoffs.ts).
 */
function tradeoffsFor(terms: readonly TermDeclaration[], weights: Record<string, number>, values: Record<string, Record<string, number>>, price: { anchorMinor: number; floorMinor: number }): Tradeoff[] {
  const span = priceSpanPercent(price);
  return terms.map((t) => {
    const amount = t.kind === "numeric" ? t.step : 1;
    const d = normalisedAmount(terms, values, price, t.id, amount);
    const percent = ((weights[t.id]! * d) / weights[PRICE]!) * span;
    return { give: { term: t.id, amount }, for: { term: PRICE, amount: percent } };
  });
}
