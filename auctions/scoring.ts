/**
 * How the organisation scores a supplier's package: its utility in [0, 1] weighted by the supplier's reputation.
 *
 * Utility is terms/'s additive multi-attribute utility read from the buyer's side: Σ w_i·v_i over price and the
 * negotiable terms, weights from the organisation's valuation (weights or pairwise answers, `resolveWeights`;
 * a price amount in an answer is a percentage of the ceiling), term values from terms/'s value functions
 * (`termValue`, each term's `better`/`shopBest` being the organisation's). Price's value is the buyer's: 1 at or
 * below the target, 0 at the ceiling, ((ceiling − p)/(ceiling − target))^exponent between.
 *
 * Score = utility × (λ + (1 − λ)·reputation), unknown reputation → the request's neutral value. It is a monotone
 * transform of a quasi-linear score, so the second-score rule keeps its truthfulness (bench/auction/).
 *
 * A package is invalid — not scored, never ranked — when it breaks the request's public rules (malformed),
 * is priced over the ceiling, or its utility is below the valuation's reservation utility.
 *
 * `contractPriceHeldTo` is the second-score rule's price: the highest whole minor unit, from the bid's own price
 * up to the ceiling, at which the package still scores at least the reference score. It searches on the very
 * function that ranks, so the price it returns scores at least the reference by construction.
 */
import { termValueProblems } from "../terms/package-values";
import type { TermPackage } from "../terms/types";
import { PRICE } from "../terms/types";
import { resolveWeights } from "../terms/utility";
import { clamp01, termValue } from "../terms/values";
import type { Assessment, BuyingPrice, InvalidReason, RequestForQuotes, RequiredTerm } from "./types";

/** Price's value to the buyer: 1 at or below the target, 0 at the ceiling and above, shaped between. */
export function buyingPriceValue(price: BuyingPrice, priceMinor: number): number {
  if (!Number.isFinite(priceMinor)) return 0;
  if (priceMinor <= price.targetMinor) return 1;
  if (priceMinor >= price.ceilingMinor) return 0;
  const linear = (price.ceilingMinor - priceMinor) / (price.ceilingMinor - price.targetMinor);
  const exponent = price.exponent ?? 1;
  return exponent === 1 ? linear : clamp01(linear ** exponent);
}

/** The reputation factor λ + (1 − λ)·rep, with an unknown (or out-of-range) reputation read as the neutral value. */
export function reputationFactor(request: Pick<RequestForQuotes, "reputation">, reputation: number | null): number {
  const { lambda, neutralReputation } = request.reputation;
  const rep = reputation === null || !Number.isFinite(reputation) ? neutralReputation : clamp01(reputation);
  return lambda + (1 - lambda) * rep;
}

/** The problems of a package against the request's public rules (the ones a supplier can know), empty when none. */
export function packageProblems(request: Pick<RequestForQuotes, "negotiable" | "required">, pkg: unknown): { pointer: string; detail: string }[] {
  if (typeof pkg !== "object" || pkg === null || Array.isArray(pkg)) return [{ pointer: "/package", detail: "must be an object { priceMinor, terms }" }];
  const { priceMinor, terms } = pkg as Record<string, unknown>;
  const problems: { pointer: string; detail: string }[] = [];
  if (typeof priceMinor !== "number" || !Number.isSafeInteger(priceMinor) || priceMinor <= 0) problems.push({ pointer: "/package/priceMinor", detail: "must be a positive whole number of minor units (per unit)" });
  if (typeof terms !== "object" || terms === null || Array.isArray(terms)) {
    problems.push({ pointer: "/package/terms", detail: "must be an object of term id → value" });
    return problems;
  }
  const values = terms as Record<string, unknown>;
  const negotiableIds = new Set(request.negotiable.map((t) => t.id));
  const requiredIds = new Set(request.required.map((r) => r.id));
  const known = [...new Set([...negotiableIds, ...requiredIds])];
  for (const id of Object.keys(values)) {
    if (!negotiableIds.has(id) && !requiredIds.has(id)) problems.push({ pointer: `/package/terms/${pointerSegment(id)}`, detail: known.length === 0 ? "this request negotiates price only" : `is not a term of this request (its terms: ${known.join(", ")})` });
  }
  // Negotiable values: range, step grid and allowed values, as terms/ checks them for a product.
  const negotiableValues = Object.fromEntries(Object.entries(values).filter(([id]) => negotiableIds.has(id)));
  for (const p of termValueProblems(request.negotiable, negotiableValues)) problems.push({ pointer: `/package/terms/${pointerSegment(p.path.slice("terms.".length))}`, detail: p.message });
  for (const required of request.required) {
    const pointer = `/package/terms/${pointerSegment(required.id)}`;
    if (!Object.hasOwn(values, required.id)) problems.push({ pointer, detail: `is required: ${describeRequirement(required)}` });
    else if (!meetsRequirement(required, values[required.id])) problems.push({ pointer, detail: `must be ${describeRequirement(required)}` });
  }
  return problems;
}

/** One RFC 6901 pointer segment. */
function pointerSegment(id: string): string {
  return id.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function meetsRequirement(required: RequiredTerm, value: unknown): boolean {
  if (required.kind === "choice") return typeof value === "string" && required.oneOf.includes(value);
  if (typeof value !== "number" || !Number.isFinite(value)) return false;
  return (required.atLeast === undefined || value >= required.atLeast) && (required.atMost === undefined || value <= required.atMost);
}

export function describeRequirement(required: RequiredTerm): string {
  const unit = required.kind === "numeric" && required.unit ? ` ${required.unit}` : "";
  if (required.kind === "choice") return `one of ${required.oneOf.join(", ")}`;
  if (required.atLeast !== undefined && required.atMost !== undefined) return `a number from ${required.atLeast} to ${required.atMost}${unit}`;
  if (required.atLeast !== undefined) return `a number of at least ${required.atLeast}${unit}`;
  if (required.atMost !== undefined) return `a number of at most ${required.atMost}${unit}`;
  return `a number${unit}`;
}

/** The request's scoring, with the weights resolved once (the least squares of pairwise answers runs here). */
export interface Scorer {
  /** The organisation's utility of a package in [0, 1] (price and negotiable terms; validity not checked). */
  utility(pkg: TermPackage): number;
  /** utility × the reputation factor, in [0, 1]. */
  score(pkg: TermPackage, reputation: number | null): number;
  /** Validity first (public rules, ceiling, reservation), then utility and score. */
  assess(pkg: TermPackage, reputation: number | null): Assessment;
  /** The second-score price: see the module's docblock. `pkg` must be valid and score at least `reference`. */
  contractPriceHeldTo(pkg: TermPackage, reputation: number | null, reference: number): number;
  /** The normalised weights (price and each negotiable term), for the audit. */
  weights: Readonly<Record<string, number>>;
}

export function compileScorer(request: RequestForQuotes): Scorer {
  const price = request.price;
  // terms/ reads a PriceRange as (floor → 0, list price → 1); for a buyer the span runs from the target (best) to
  // the ceiling (worst), and a price amount in a pairwise answer is a percentage of the ceiling.
  const weights =
    request.valuation === null
      ? Object.fromEntries([[PRICE, 1], ...request.negotiable.map((t) => [t.id, 0] as const)])
      : resolveWeights(request.negotiable, request.valuation, { anchorMinor: price.ceilingMinor, floorMinor: price.targetMinor });
  const priceWeight = weights[PRICE] ?? 0;
  const parts = request.negotiable.map((term) => ({ term, weight: weights[term.id] ?? 0, explicit: request.valuation?.values?.[term.id] }));
  const reservation = request.valuation?.reservationUtility ?? 0;

  const utility = (pkg: TermPackage): number => {
    let u = priceWeight * buyingPriceValue(price, pkg.priceMinor);
    for (const { term, weight, explicit } of parts) u += weight * termValue(term, explicit, Object.hasOwn(pkg.terms, term.id) ? pkg.terms[term.id] : undefined);
    return clamp01(u);
  };
  const score = (pkg: TermPackage, reputation: number | null): number => utility(pkg) * reputationFactor(request, reputation);

  const assess = (pkg: TermPackage, reputation: number | null): Assessment => {
    const problems = packageProblems(request, pkg);
    if (problems.length > 0) return { valid: false, reasons: ["malformed"], detail: problems.map((p) => `${p.pointer} ${p.detail}`).join("; ") };
    const reasons: InvalidReason[] = [];
    const details: string[] = [];
    if (pkg.priceMinor > price.ceilingMinor) {
      reasons.push("over-ceiling");
      details.push(`price ${pkg.priceMinor} is above the ceiling ${price.ceilingMinor}`);
    }
    const u = utility(pkg);
    if (u < reservation) {
      reasons.push("below-reservation");
      details.push(`utility ${u.toFixed(4)} is below the reservation ${reservation}`);
    }
    if (reasons.length > 0) return { valid: false, reasons, detail: details.join("; ") };
    return { valid: true, utility: u, score: u * reputationFactor(request, reputation) };
  };

  const contractPriceHeldTo = (pkg: TermPackage, reputation: number | null, reference: number): number => {
    const holds = (p: number): boolean => {
      const at = { priceMinor: p, terms: pkg.terms };
      return utility(at) >= reservation && score(at, reputation) >= reference;
    };
    // Invariant: `low` always holds (the winner's own bid does), so whatever the search returns scores ≥ reference.
    let low = pkg.priceMinor;
    let high = price.ceilingMinor;
    if (low >= high || !holds(low)) return low;
    if (holds(high)) return high;
    while (high - low > 1) {
      const mid = low + Math.floor((high - low) / 2);
      if (holds(mid)) low = mid;
      else high = mid;
    }
    return low;
  };

  return { utility, score, assess, contractPriceHeldTo, weights };
}
