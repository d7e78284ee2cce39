/**
 * What a buyer's message is read against (language/): only what the buyer already sees — the currency, the
 * quantity, the standing offer and, for a package product, the public part of its terms (ids, labels, units,
 * ranges, values), the standing offer's terms and its options. Never the valuation, the floor or anything private.
 */
import type { PackageOption, TermValues } from "../../kernel/types";
import { publicTerms } from "../../terms/public";
import type { PublicTerm } from "../../terms/types";
import type { RoomRow } from "./room-row";

export interface ReadingContext {
  currency: string;
  quantity: number;
  standingOfferMinor: number | null;
  /** A package product: the terms it negotiates, as the catalog shows them. */
  terms?: PublicTerm[];
  /** The standing offer's terms. */
  standingTerms?: TermValues;
  /** The standing offer's equivalent packages, when it has several (a buyer may take one by id or position). */
  options?: PackageOption[];
  /** A package product: the buyer's own last unit bid (a message naming terms only keeps it as the price). */
  lastBuyerBidMinor?: number | null;
}

export function readingContextOf(row: RoomRow): ReadingContext {
  const context: ReadingContext = { currency: row.config.currency, quantity: row.quantity, standingOfferMinor: row.shop_offer_minor };
  const pkg = row.config.package;
  if (!pkg || pkg.terms.length === 0) return context;
  const standing = row.kernelState.package;
  return {
    ...context,
    terms: publicTerms(pkg.terms),
    lastBuyerBidMinor: row.buyer_offer_minor,
    ...(standing?.shopTerms ? { standingTerms: standing.shopTerms } : {}),
    ...(standing?.options && standing.options.length > 1 ? { options: standing.options } : {}),
  };
}
