/**
 * What a package shop looks like to the multi-issue bench's buyers: one session per buyer and product, the moves a
 * buyer makes over the API (open, counter with a price and optionally terms, accept the standing offer or one of
 * the options by id) and what it sees back (the shop's offers, the first standing; the agreed package; whether
 * the negotiation ended). A shop that negotiates price only says so (`fixedTerms`): its terms are not for sale.
 * The session's shapes are the rehearsal's (rehearsal/buyers/packages/session.ts), whose buyers these are.
 */
import type { PackageSession } from "../../../rehearsal/buyers/packages/session";
import type { PackageBuyer } from "../buyers";
import type { PackageProduct } from "../domains";
import type { ComboSpace } from "../space";

export type { BuyerBid, OfferedPackage, PackageSession, ShopAnswer } from "../../../rehearsal/buyers/packages/session";

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
