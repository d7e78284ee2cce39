/**
 * A simulated package buyer's view of the governed shop: the session the package buyers play
 * (rehearsal/buyers/packages/session.ts) over a GovernedShop, so a package rehearsal goes through exactly the
 * governed round the live room commits. What the buyer sees is what the API shows it: the standing offer's price and
 * terms, and its options when the shop offered several (the room's `standingPackage`); after a deal, the agreed
 * package and the switches it offers.
 */
import type { BuyerMove } from "../kernel";
import type { RoundState } from "../governed-round";
import type { BuyerBid, OfferedPackage, PackageSession, ShopAnswer } from "./buyers/packages/session";
import type { GovernedShop } from "./governed-shop";

export class GovernedPackageSession implements PackageSession {
  readonly fixedTerms = null;

  constructor(private readonly shop: GovernedShop) {}

  open(): ShopAnswer {
    return this.answer(this.shop.begin({ kind: "open" }));
  }

  counter(bid: BuyerBid): ShopAnswer {
    const move: BuyerMove = bid.terms ? { kind: "counter", priceMinor: bid.priceMinor, terms: bid.terms } : { kind: "counter", priceMinor: bid.priceMinor };
    return this.answer(this.shop.send(move));
  }

  accept(optionId?: string): ShopAnswer {
    return this.answer(this.shop.send(optionId === undefined ? { kind: "accept" } : { kind: "accept", optionId }));
  }

  switchTo(optionId: string): ShopAnswer {
    this.shop.switchAgreement(optionId);
    return this.answer(this.shop.current());
  }

  private answer(state: RoundState): ShopAnswer {
    if (state.status === "agreed") {
      const switches = this.shop.switchesOffered().map((o) => ({ id: o.id, priceMinor: o.priceMinor, terms: o.terms }));
      const agreed = { priceMinor: state.agreedPriceMinor!, terms: state.agreedTerms ?? {} };
      return { status: "agreed", offers: [], agreed, ...(switches.length > 0 ? { switches } : {}) };
    }
    const standing = state.shopOfferMinor;
    if ((state.status !== "open" && state.status !== "escalated") || standing === null) return { status: "ended", offers: [], agreed: null };
    const pkg = state.kernel.package;
    const options = pkg?.options;
    const offers: OfferedPackage[] =
      options && options.length > 1 ? options.map((o) => ({ id: o.id, priceMinor: o.priceMinor, terms: o.terms })) : [{ priceMinor: standing, terms: pkg?.shopTerms ?? {} }];
    return { status: "open", offers, agreed: null };
  }
}
