/**
 * One buyer identity's connection to a shop, as an HTTP client would have it: every call moves the
 * simulated clock, and the client keeps the buyer's own ledger (negotiations opened, deals made).
 * An optional budget caps the negotiations per product (the attack suite's rule).
 */
import { CALL_GAP_MS, type ManualClock, type NegotiationView, type OpenedNegotiation, type ShopSim } from "./shop-sim";

export interface Deal {
  productId: string;
  priceMinor: number;
}

export class BudgetExceeded extends Error {}

export class ShopClient {
  readonly deals: Deal[] = [];
  private readonly opened = new Map<string, number>();
  private readonly productOf = new Map<string, string>();

  constructor(
    private readonly shop: ShopSim,
    private readonly clock: ManualClock,
    readonly buyerId: string,
    private readonly negotiationsPerProduct = Number.POSITIVE_INFINITY,
  ) {}

  /** Negotiations this buyer has opened, over all products. */
  get negotiationsOpened(): number {
    let total = 0;
    for (const n of this.opened.values()) total += n;
    return total;
  }

  /** Negotiations this buyer may still open for the product. */
  remaining(productId: string): number {
    return this.negotiationsPerProduct - (this.opened.get(productId) ?? 0);
  }

  open(productId: string, openingBidMinor?: number): OpenedNegotiation {
    if (this.remaining(productId) <= 0) throw new BudgetExceeded(`${this.buyerId} has used its negotiations for ${productId}`);
    this.opened.set(productId, (this.opened.get(productId) ?? 0) + 1);
    this.clock.advance(CALL_GAP_MS);
    const opened = this.shop.open(this.buyerId, productId, openingBidMinor);
    this.productOf.set(opened.negotiationId, productId);
    this.record(opened.negotiationId, opened.view);
    return opened;
  }

  counter(negotiationId: string, priceMinor: number): NegotiationView {
    this.clock.advance(CALL_GAP_MS);
    return this.record(negotiationId, this.shop.counter(negotiationId, priceMinor));
  }

  accept(negotiationId: string): NegotiationView {
    this.clock.advance(CALL_GAP_MS);
    return this.record(negotiationId, this.shop.accept(negotiationId));
  }

  withdraw(negotiationId: string): NegotiationView {
    this.clock.advance(CALL_GAP_MS);
    return this.shop.withdraw(negotiationId);
  }

  private record(negotiationId: string, view: NegotiationView): NegotiationView {
    if (view.status === "agreed" && view.agreedPriceMinor !== null) {
      this.deals.push({ productId: this.productOf.get(negotiationId) as string, priceMinor: view.agreedPriceMinor });
    }
    return view;
  }
}
