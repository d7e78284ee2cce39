/**
 * The shop as a buyer meets it over the HTTP API, simulated in-process. Buyers and attacks use only this
 * interface (through ShopClient), so a shop is judged as a black box: they never see the floor, the
 * strategy or the reason codes, only what a buyer's API response holds.
 */
export type NegotiationStatus = "open" | "agreed" | "rejected" | "expired" | "withdrawn";

/** What a buyer sees after each call. */
export interface NegotiationView {
  status: NegotiationStatus;
  /** The shop's standing offer per unit, or null when it has none. */
  shopOfferMinor: number | null;
  /** The price per unit once agreed, else null. */
  agreedPriceMinor: number | null;
  /** Buyer counters so far. */
  round: number;
  maxRounds: number;
  /** The shop's last action, e.g. "counter", "hold", "accept", "reject", "withdraw". */
  action: string;
  /**
   * The last move was held before it was answered (the API shows a hold with Retry-After until a person or
   * the timeout settles it; here the view is the settled answer). Absent for shops that never hold.
   */
  held?: boolean;
}

export interface OpenedNegotiation {
  negotiationId: string;
  view: NegotiationView;
}

/**
 * A shop may refuse anything (a rate limit, a buyer it no longer trusts) by answering with a closed view,
 * e.g. status "rejected" at open; an exception means a harness bug (an unknown id, a move on a closed
 * negotiation) and stops the run.
 */
export interface ShopSim {
  open(buyerId: string, productId: string, openingBidMinor?: number): OpenedNegotiation;
  counter(negotiationId: string, priceMinor: number): NegotiationView;
  accept(negotiationId: string): NegotiationView;
  withdraw(negotiationId: string): NegotiationView;
}

/** A catalogue entry as the shop holds it. The floor is the shop's secret. */
export interface Product {
  productId: string;
  anchorMinor: number;
  floorMinor: number;
  maxRounds: number;
}

/** A catalogue entry as anyone can read it: the list price is public, the floor is not. */
export interface Listing {
  productId: string;
  listPriceMinor: number;
}

export function listingOf(product: Product): Listing {
  return { productId: product.productId, listPriceMinor: product.anchorMinor };
}

/**
 * A shop's concession curve as the shop publishes it: its offer after `round` counters, given anchor and
 * floor. Attack (a) is handed one to invert; the shop itself never needs to follow it.
 */
export type PublishedCurve = (anchorMinor: number, floorMinor: number, round: number, maxRounds: number) => number;

/** Epoch milliseconds as the shop reads them; the harness moves the clock, the shop may ignore it. */
export interface Clock {
  now(): number;
}

export class ManualClock implements Clock {
  constructor(private ms = 1_700_000_000_000) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Simulated time between two buyer calls. */
export const CALL_GAP_MS = 30_000;

/** A fresh shop holding these products; it may remember buyers for as long as the instance lives. */
export type ShopFactory = (products: readonly Product[], clock: Clock) => ShopSim;
