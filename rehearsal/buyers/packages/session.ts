/**
 * What a package shop looks like to a simulated package buyer (the rehearsal's governed shop, the multi-issue
 * bench's shops): one session per buyer and product, the moves a buyer makes over the API (open, counter with a
 * price and optionally terms, accept the standing offer or one of the options by id, take a switch the agreement
 * offers) and what it sees back (the shop's offers, the first standing; the agreed package and its switches;
 * whether the negotiation ended). A shop that negotiates price only says so (`fixedTerms`): its terms are not for
 * sale.
 */
import type { TermValues } from "../../../kernel";

export interface OfferedPackage {
  /** The option id to accept it by (absent when the shop made a single offer). */
  id?: string;
  priceMinor: number;
  terms: TermValues;
}

export interface ShopAnswer {
  status: "open" | "agreed" | "ended";
  /** The shop's offers: the first is its standing offer; more are equivalent alternatives (MESO). */
  offers: OfferedPackage[];
  agreed: { priceMinor: number; terms: TermValues } | null;
  /** With an agreement on the buyer's own package: switches of equal value to the shop the buyer may take once. */
  switches?: OfferedPackage[];
}

export interface BuyerBid {
  priceMinor: number;
  /** The terms the buyer asks for; absent: as the shop's standing offer has them. */
  terms?: TermValues;
}

export interface PackageSession {
  /** Non-null for a shop that negotiates price only: the terms every deal carries. */
  fixedTerms: TermValues | null;
  open(): ShopAnswer;
  counter(bid: BuyerBid): ShopAnswer;
  accept(optionId?: string): ShopAnswer;
  /** Switch the agreement to one of the answer's `switches` (shops that offer none never get this call). */
  switchTo?(optionId: string): ShopAnswer;
}
