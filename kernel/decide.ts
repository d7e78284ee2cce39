/**
 * The kernel's entry: a product that negotiates terms besides price is decided as a package (package/), every
 * other product exactly as it always was (price-decision.ts) — the package path is never entered without terms.
 */
import { decidePackage, isPackageProduct } from "./package/decide-package";
import { decidePrice } from "./price-decision";
import type { DecideInput, Decision, ReasonCode } from "./types";
import { PUBLIC_REASONS } from "./types";

export function decide(input: DecideInput): Decision {
  return isPackageProduct(input?.config) ? decidePackage(input) : decidePrice(input);
}

/** Reasons a buyer may see: only those that describe what the buyer already knows (PUBLIC_REASONS). */
export function publicReasons(reasons: readonly ReasonCode[]): ReasonCode[] {
  return reasons.filter((r) => PUBLIC_REASONS.has(r));
}
