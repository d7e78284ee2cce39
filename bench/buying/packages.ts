/**
 * Buying packages (issue 31: "packages from the multi-term work, payment days matter most here"): the multi-issue
 * bench's panel (bench/packages: seven domains, eight counterpart families, the exact Pareto frontier and Nash
 * solution per pair) with Parley buying in the shop's seat, reflected as frame.ts reflects the price panel: each
 * product (list A, floor F, terms with the owner's directions) is a purchase opening at a = A with ceiling 2A − F
 * and the same terms (their "better" is ours: more payment days, faster delivery, …); each panel buyer is a supplier
 * playing its family's rule in the frame p ↦ 2A − p. The panel's figures then mean ours: shop share is our
 * (U − res)/(1 − res), a deal "below the floor" is one above our ceiling.
 *
 * Parley buying with packages against Parley buying on price only (terms held at our best; its ceiling lowered to
 * where those terms reach the reservation utility, as the selling price-only shop's floor is raised).
 */
import { decidePurchase, DEFAULT_STRATEGY, switchPurchaseAgreement, type PurchaseConfig, type PurchaseDecision, type PurchaseState, type SupplierMove } from "../../kernel";
import { drawsFor } from "../negotiation/shops/parley-shop";
import { priceOnlyFloor } from "../packages/shops/parley";
import type { OfferedPackage, PackageSession, PackageShop, SessionContext, ShopAnswer } from "../packages/shops/types";
import { comboTerms } from "../packages/space";

const TTL_MS = 24 * 3_600_000;
const STEP_MS = 30_000;

class BuyingSession implements PackageSession {
  private state: PurchaseState = { round: 0, openedAt: 0, lastShopOfferMinor: null, lastBuyerOfferMinor: null };
  private now = 0;
  readonly fixedTerms;
  /** The panel's frame: twice our opening. */
  private readonly P: number;

  constructor(private readonly context: SessionContext, private readonly config: PurchaseConfig, packaged: boolean) {
    this.fixedTerms = packaged ? null : comboTerms(context.space, context.space.bestCombo);
    this.P = 2 * context.product.anchorMinor;
  }

  open(): ShopAnswer {
    return this.move({ kind: "open" });
  }

  counter(bid: { priceMinor: number; terms?: Record<string, number | string> }): ShopAnswer {
    const ask = this.P - bid.priceMinor;
    return this.move(this.fixedTerms || !bid.terms ? { kind: "counter", priceMinor: ask } : { kind: "counter", priceMinor: ask, terms: bid.terms });
  }

  accept(optionId?: string): ShopAnswer {
    return this.move(optionId === undefined || this.fixedTerms ? { kind: "accept" } : { kind: "accept", optionId });
  }

  switchTo(optionId: string): ShopAnswer {
    const switched = switchPurchaseAgreement(this.config, this.state, optionId);
    if (!switched) throw new Error(`not a switch of this agreement: ${optionId}`);
    this.state = switched.state;
    const switches = switched.switches.map((o) => this.offered(o));
    return { status: "agreed", offers: [], agreed: { priceMinor: this.P - switched.agreed.priceMinor, terms: switched.agreed.terms }, ...(switches.length > 0 ? { switches } : {}) };
  }

  private offered(o: { id?: string; priceMinor: number; terms: Record<string, number | string> }): OfferedPackage {
    return { ...(o.id !== undefined ? { id: o.id } : {}), priceMinor: this.P - o.priceMinor, terms: o.terms };
  }

  private move(move: SupplierMove): ShopAnswer {
    const d = decidePurchase({ config: this.config, state: this.state, move, now: this.now, draws: drawsFor(this.context.secret, this.context.buyerId, this.context.product.productId) });
    this.now += STEP_MS;
    if (d.reasons.includes("INVALID_INPUT")) throw new Error(`kernel refused a bench move as invalid: ${JSON.stringify(move)}`);
    this.state = d.state;
    return this.answer(d);
  }

  private answer(d: PurchaseDecision): ShopAnswer {
    const terms = d.terms ?? this.fixedTerms!;
    if (d.action === "accept") {
      const switches = d.options?.map((o) => this.offered(o));
      return { status: "agreed", offers: [], agreed: { priceMinor: this.P - d.priceMinor!, terms }, ...(switches ? { switches } : {}) };
    }
    if (d.status !== "open") return { status: "ended", offers: [], agreed: null };
    const offers = d.options && d.options.length > 1 ? d.options.map((o) => this.offered(o)) : [this.offered({ priceMinor: d.priceMinor!, terms })];
    return { status: "open", offers, agreed: null };
  }
}

function purchaseOf(context: SessionContext, packaged: boolean): PurchaseConfig {
  const { product } = context;
  const P = 2 * product.anchorMinor;
  return {
    currency: "EUR",
    openingMinor: P - product.anchorMinor,
    // A price-only floor at the list price would leave no room; a purchase needs its ceiling above the opening.
    ceilingMinor: Math.max(P - product.anchorMinor + 1, P - (packaged ? product.floorMinor : priceOnlyFloor(context))),
    strategy: DEFAULT_STRATEGY,
    maxRounds: product.maxRounds,
    ttlMs: TTL_MS,
    ...(packaged ? { package: product.package } : {}),
  };
}

export const buyingPackages: PackageShop = { name: "parley buying, packages", fair: true, start: (context) => new BuyingSession(context, purchaseOf(context, true), true) };
export const buyingPriceOnly: PackageShop = { name: "parley buying, price only", fair: true, start: (context) => new BuyingSession(context, purchaseOf(context, false), false) };
