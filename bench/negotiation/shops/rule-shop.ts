/**
 * Bookkeeping shared by the simulated shops: negotiation ids, status, rounds, the standing offer and the
 * views. A shop is then only its rule: how it opens and how it answers a counter.
 */
import type { Clock, NegotiationStatus, NegotiationView, OpenedNegotiation, Product, ShopFactory, ShopSim } from "../shop-sim";

export interface NegotiationRecord {
  readonly negotiationId: string;
  readonly buyerId: string;
  readonly product: Product;
  readonly openedAt: number;
  /** Buyer counters so far. */
  round: number;
  standingMinor: number | null;
  lastBidMinor: number | null;
  status: NegotiationStatus;
  agreedPriceMinor: number | null;
  action: string;
}

export type ShopReply =
  /** A new or repeated standing offer; the action defaults to "counter" if it fell, else "hold". */
  | { kind: "offer"; offerMinor: number; action?: string }
  | { kind: "accept"; priceMinor: number }
  | { kind: "reject" }
  | { kind: "expire" };

export interface ShopRule {
  open(negotiation: Readonly<NegotiationRecord>, openingBidMinor: number | undefined, now: number): ShopReply;
  /** `negotiation.round` is the number of counters before this one. */
  counter(negotiation: Readonly<NegotiationRecord>, bidMinor: number, now: number): ShopReply;
  /** The buyer takes the standing offer; by default agreed at that offer. */
  accept?(negotiation: Readonly<NegotiationRecord>, now: number): ShopReply;
}

export class RuleShop implements ShopSim {
  private readonly products = new Map<string, Product>();
  private readonly negotiations = new Map<string, NegotiationRecord>();

  constructor(products: readonly Product[], private readonly clock: Clock, private readonly rule: ShopRule) {
    for (const p of products) this.products.set(p.productId, p);
  }

  open(buyerId: string, productId: string, openingBidMinor?: number): OpenedNegotiation {
    const product = this.products.get(productId);
    if (!product) throw new Error(`unknown product ${productId}`);
    const negotiationId = `n${this.negotiations.size + 1}`;
    const record: NegotiationRecord = {
      negotiationId, buyerId, product, openedAt: this.clock.now(),
      round: 0, standingMinor: null, lastBidMinor: null, status: "open", agreedPriceMinor: null, action: "open",
    };
    this.negotiations.set(negotiationId, record);
    this.apply(record, this.rule.open(record, openingBidMinor, this.clock.now()));
    return { negotiationId, view: viewOf(record) };
  }

  counter(negotiationId: string, priceMinor: number): NegotiationView {
    const record = this.openRecord(negotiationId);
    if (!Number.isSafeInteger(priceMinor) || priceMinor < 1) throw new Error(`invalid bid ${priceMinor}`);
    const reply = this.rule.counter(record, priceMinor, this.clock.now());
    record.round += 1;
    record.lastBidMinor = priceMinor;
    this.apply(record, reply);
    return viewOf(record);
  }

  accept(negotiationId: string): NegotiationView {
    const record = this.openRecord(negotiationId);
    const standing = record.standingMinor;
    if (standing === null) throw new Error(`negotiation ${negotiationId} has no standing offer`);
    this.apply(record, this.rule.accept?.(record, this.clock.now()) ?? { kind: "accept", priceMinor: standing });
    return viewOf(record);
  }

  withdraw(negotiationId: string): NegotiationView {
    const record = this.openRecord(negotiationId);
    record.status = "withdrawn";
    record.action = "withdraw";
    return viewOf(record);
  }

  private openRecord(negotiationId: string): NegotiationRecord {
    const record = this.negotiations.get(negotiationId);
    if (!record) throw new Error(`unknown negotiation ${negotiationId}`);
    if (record.status !== "open") throw new Error(`negotiation ${negotiationId} is ${record.status}`);
    return record;
  }

  private apply(record: NegotiationRecord, reply: ShopReply): void {
    switch (reply.kind) {
      case "offer":
        record.action = reply.action ?? (record.standingMinor === null || reply.offerMinor < record.standingMinor ? "counter" : "hold");
        record.standingMinor = reply.offerMinor;
        return;
      case "accept":
        record.status = "agreed";
        record.agreedPriceMinor = reply.priceMinor;
        record.action = "accept";
        return;
      case "reject":
        record.status = "rejected";
        record.action = "reject";
        return;
      case "expire":
        record.status = "expired";
        record.action = "expire";
        return;
    }
  }
}

function viewOf(r: NegotiationRecord): NegotiationView {
  return {
    status: r.status,
    shopOfferMinor: r.standingMinor,
    agreedPriceMinor: r.agreedPriceMinor,
    round: r.round,
    maxRounds: r.product.maxRounds,
    action: r.action,
  };
}

/** A ShopFactory for a rule; `makeRule` runs once per shop instance, so a rule may keep per-buyer memory. */
export function ruleShopFactory(makeRule: (products: readonly Product[]) => ShopRule): ShopFactory {
  return (products, clock) => new RuleShop(products, clock, makeRule(products));
}

/** How the simple shops open: at the list price, or agreed at it when the buyer's opening bid reaches it. */
export function openAtListPrice(n: Readonly<NegotiationRecord>, openingBidMinor: number | undefined): ShopReply {
  const list = n.product.anchorMinor;
  return openingBidMinor !== undefined && openingBidMinor >= list ? { kind: "accept", priceMinor: list } : { kind: "offer", offerMinor: list };
}

/** A bid is settled at no more than the shop's standing offer. */
export function settle(n: Readonly<NegotiationRecord>, bidMinor: number): ShopReply {
  return { kind: "accept", priceMinor: Math.min(bidMinor, n.standingMinor ?? bidMinor) };
}
