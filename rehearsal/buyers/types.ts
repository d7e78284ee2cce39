import type { Rand } from "../random";

export const FAMILY_NAMES = [
  "linear",
  "boulware",
  "conceder",
  "tit-for-tat-absolute",
  "tit-for-tat-relative",
  "split-the-difference",
  "shop-modeler",
  "restarter",
  "random",
  "hardheaded",
  "deadline-sniper",
  "upward-prober",
  "anchoring-lowballer",
  "take-it-or-counter",
  "budget-satisficer",
] as const;
export type FamilyName = (typeof FAMILY_NAMES)[number];

/** One simulated buyer, drawn by the market generator. Everything but buyerId and productId is private. */
export interface BuyerProfile {
  buyerId: string;
  family: FamilyName;
  productId: string;
  /** The most it will pay per unit; it never pays more. */
  reservationMinor: number;
  /** The most counters it will make (the restarter: across all its negotiations). */
  deadline: number;
  openingBidMinor: number;
  /** Its own random stream, so every shop meets the same behaviour. */
  seed: number;
}

/** What a buyer knows when choosing its next move: only its own bids and the shop's answers. */
export interface Turn {
  /** 1-based number of the counter about to be made in this negotiation. */
  counter: number;
  /** Counters made so far across all this buyer's negotiations. */
  countersSoFar: number;
  /** The shop's round limit, from the view. */
  maxRounds: number;
  /** This negotiation's shop offers, oldest first (the first is the opening offer). */
  shopOffers: readonly number[];
  standingMinor: number;
  /** This negotiation's bids, oldest first. */
  myBids: readonly number[];
  /** The last bid of this negotiation, or the opening bid before the first. */
  lastBidMinor: number;
}

export interface BuyerStrategy {
  /** Sent with open(); undefined to see the shop's opening offer first. */
  openingBidMinor?: number;
  /** The counter it would make next; the driver caps it at the reservation. */
  nextBid(turn: Turn): number;
  /** Take the standing offer (already known to be ≤ R) rather than bid `bid`? Default: standing ≤ bid. */
  accepts?(turn: Turn, bid: number): boolean;
  /** Has it made its last counter? Default: after `deadline` counters in this negotiation. */
  outOfCounters?(turn: Turn): boolean;
  /** The restarter: withdraw and open a new negotiation for the same product now? */
  restarts?(turn: Turn): boolean;
}

export interface BuyerFamily {
  name: FamilyName;
  /** The generator's draw of the opening bid, as a share of R; default [0.5, 0.85]. */
  openingShare?: readonly [number, number];
  /** The generator's draw of the deadline in counters; default [3, 14]. */
  deadlineRange?: readonly [number, number];
  create(profile: BuyerProfile, rand: Rand): BuyerStrategy;
}

/** What a buyer sees of a negotiation after each call: only what the API answers. */
export interface BuyerView {
  status: "open" | "agreed" | "rejected" | "expired" | "withdrawn";
  /** The shop's standing offer per unit, or null when it has none. */
  shopOfferMinor: number | null;
  agreedPriceMinor: number | null;
  round: number;
  maxRounds: number;
}

/** The calls a buyer makes: the HTTP API's, or a simulated shop's. */
export interface BuyerClient {
  open(productId: string, openingBidMinor?: number): { negotiationId: string; view: BuyerView };
  counter(negotiationId: string, priceMinor: number): BuyerView;
  accept(negotiationId: string): BuyerView;
  withdraw(negotiationId: string): BuyerView;
}

/** Linear interpolation from `from` to `to` at progress p ∈ [0, 1]. */
export function towards(from: number, to: number, p: number): number {
  return from + (to - from) * Math.min(1, Math.max(0, p));
}
