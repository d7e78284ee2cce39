/**
 * The standing-offer invariant for packages, in price. Governance reasons in prices (constraints, a person's
 * modified offer), and "never above the standing offer" is a price rule; for a package the rule is "never worth
 * more to the shop than the standing package" (the buyer is never offered less). With the terms of the decision
 * at hand fixed, that is again a price ceiling: the highest unit price at which the decision's package is worth
 * no more to the shop than the standing one. With the standing offer's own terms it is the standing price, so a
 * package with unchanged terms (and every price-only product) is judged exactly as before.
 */
import { sameTerms } from "../kernel/package/options";
import { packageSpace, shopUtility } from "../kernel/package/space";
import type { NegotiationConfig, TermValues } from "../kernel/types";
import type { Standing } from "./standing-offer";

/** Utility differences below this are rounding. */
const EPSILON = 1e-9;

/**
 * The highest whole unit price in [floor, list price] at which a package with `terms` is worth no more to the shop
 * than the standing package; the standing price when the terms are its own (or the product negotiates price only).
 * Below the floor when no price is low enough (every price then breaks the invariant). Null: no standing offer.
 */
export function standingCeiling(config: NegotiationConfig, standing: Standing, terms: TermValues | null | undefined): number | null {
  if (standing.priceMinor === null) return null;
  if (!config.package || !terms || !standing.terms || sameTerms(terms, standing.terms)) return standing.priceMinor;
  const space = packageSpace(config);
  const limit = shopUtility(space, standing.priceMinor, standing.terms) + EPSILON;
  const worth = (p: number) => shopUtility(space, p, terms);
  if (worth(config.floorMinor) > limit) return config.floorMinor - 1;
  // The shop's utility rises with the price: the last price at or under the limit.
  let low = config.floorMinor;
  let high = config.anchorMinor;
  while (low < high) {
    const mid = low + Math.ceil((high - low) / 2);
    if (worth(mid) <= limit) low = mid;
    else high = mid - 1;
  }
  return low;
}
