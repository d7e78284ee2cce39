/**
 * Per-term value functions in [0, 1] (1 = as good as the shop's best). Numeric terms are linear from their worst
 * end (0) to shopBest (1), capped at 1 beyond it; ordinal/categorical terms use the owner's value per value
 * when given, else fall linearly in rank from shopBest (1) to the last value (0). Anything not on the term's
 * scale (wrong type, unknown value, NaN) is worth 0: a malformed package never looks good to the shop.
 */
import type { ChoiceTerm, NumericTerm, PriceRange, TermDeclaration } from "./types";

/** The end of a numeric term's range that is worst for the shop. */
export function numericWorst(term: NumericTerm): number {
  return term.better === "higher" ? term.min : term.max;
}

export function numericValue(term: NumericTerm, x: unknown): number {
  if (typeof x !== "number" || !Number.isFinite(x)) return 0;
  const worst = numericWorst(term);
  const span = term.shopBest - worst;
  if (span === 0) return 1;
  return clamp01((x - worst) / span);
}

export function choiceValue(term: ChoiceTerm, explicit: Record<string, number> | undefined, x: unknown): number {
  if (typeof x !== "string") return 0;
  const index = term.values.indexOf(x);
  if (index < 0) return 0;
  if (explicit && Object.hasOwn(explicit, x)) return clamp01(explicit[x]!);
  const best = term.values.indexOf(term.shopBest);
  const last = term.values.length - 1;
  if (index <= best || last === best) return 1;
  return clamp01((last - index) / (last - best));
}

export function termValue(term: TermDeclaration, explicit: Record<string, number> | undefined, x: unknown): number {
  return term.kind === "numeric" ? numericValue(term, x) : choiceValue(term, explicit, x);
}

/** Price's value: 0 at the floor, 1 at the list price (and above). */
export function priceValue(price: PriceRange, priceMinor: unknown): number {
  if (typeof priceMinor !== "number" || !Number.isFinite(priceMinor)) return 0;
  if (price.anchorMinor <= price.floorMinor) return priceMinor >= price.anchorMinor ? 1 : 0;
  return clamp01((priceMinor - price.floorMinor) / (price.anchorMinor - price.floorMinor));
}

export function clamp01(x: number): number {
  return Number.isNaN(x) ? 0 : Math.min(1, Math.max(0, x));
}

/** Whether x lies on min + k·step, with a tolerance for decimal steps such as 0.1. */
export function onStep(x: number, min: number, step: number): boolean {
  const k = (x - min) / step;
  return Math.abs(k - Math.round(k)) < 1e-6;
}
