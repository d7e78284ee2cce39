/**
 * What a package shop looks like to the multi-issue bench's buyers: one session per buyer and product, the moves a
 * buyer makes over the API (open, counter with a price and optionally terms, accept the standing offer or one of
 * the options by id) and what it sees back (the shop's offers, the first standing; the agreed package; whether
 * the negotiation ended). A shop that negotiates price only says so (`fixedTerms`): its terms are not for sale.
 */
import type { TermValues } from "../../../kernel";
import type { PackageBuyer } from "../buyers";
import type { PackageProduct } from "../domains";
import type { ComboSpace } from "../space";

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

/**
 * Everything a shop may be told about a negotiation: its product, and the product's space (the shop's own
 * valuation). `buyer` is handed over for the oracle only (it knows the buyer's values); every other shop must
 * ignore it.
 */
export interface SessionContext {
  product: PackageProduct;
  space: ComboSpace;
  buyerId: string;
  buyer: PackageBuyer;
  /** The run's secret (private draws and the baselines' random streams derive from it). */
  secret: number;
}

export interface PackageShop {
  name: string;
  /** False for baselines that only serve as a bound (the oracle): the must-show checks skip them. */
  fair: boolean;
  start(context: SessionContext): PackageSession;
}
