/**
 * Scripted buyer agents for the strategy tournament. Each has a private reservation price (the most it
 * will pay per unit) and a deadline (the most counters it will make). No buyer ever pays above its
 * reservation; every buyer takes the shop's standing offer when it is no worse than what it would bid.
 */
export type BuyerKind = "prober" | "boulware" | "conceder" | "linear" | "tit-for-tat" | "hardheaded" | "random";
export const BUYER_KINDS: BuyerKind[] = ["prober", "boulware", "conceder", "linear", "tit-for-tat", "hardheaded", "random"];

export interface BuyerProfile {
  kind: BuyerKind;
  reservationMinor: number;
  deadline: number;
  firstBidMinor: number;
  /** Own random stream for the "random" buyer, so both strategies meet the same behaviour. */
  seed: number;
}

export interface BuyerView {
  /** Counters made so far. */
  round: number;
  shopOffers: number[];
  myBids: number[];
}

export type BuyerAction = { kind: "counter"; priceMinor: number } | { kind: "accept" } | { kind: "walk" };

/** Small, seedable PRNG (mulberry32): the bench is reproducible run to run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function curveBid(p: BuyerProfile, k: number, exponent: number): number {
  const t = Math.min(1, k / p.deadline);
  return p.firstBidMinor + (p.reservationMinor - p.firstBidMinor) * Math.pow(t, 1 / exponent);
}

/** The bid this buyer would make as its (view.round + 1)-th counter, before looking at the shop's offer. */
function intendedBid(p: BuyerProfile, view: BuyerView): number {
  const k = view.round + 1;
  const last = view.myBids.at(-1) ?? p.firstBidMinor;
  switch (p.kind) {
    case "prober":
      // Probes upward from its opening bid in steps of 1% of that bid.
      return k === 1 ? p.firstBidMinor : last + p.firstBidMinor * 0.01;
    case "boulware":
      return curveBid(p, k - 1, 0.3);
    case "conceder":
      return curveBid(p, k - 1, 3);
    case "linear":
      return curveBid(p, k - 1, 1);
    case "tit-for-tat": {
      // Mirrors the shop's last concession, one for one.
      const offers = view.shopOffers;
      if (k === 1 || offers.length < 2) return p.firstBidMinor;
      return last + Math.max(0, offers[offers.length - 2]! - offers[offers.length - 1]!);
    }
    case "hardheaded":
      // Holds its opening bid; only its final counter goes to its reservation.
      return k >= p.deadline ? p.reservationMinor : p.firstBidMinor;
    case "random": {
      const r = rng(p.seed + k * 7919)();
      return p.firstBidMinor + (p.reservationMinor - p.firstBidMinor) * r;
    }
  }
}

export function buyerAct(p: BuyerProfile, view: BuyerView): BuyerAction {
  const standing = view.shopOffers.at(-1)!;
  if (view.round >= p.deadline) return standing <= p.reservationMinor ? { kind: "accept" } : { kind: "walk" };
  const bid = Math.floor(Math.min(p.reservationMinor, intendedBid(p, view)));
  if (standing <= bid) return { kind: "accept" };
  return { kind: "counter", priceMinor: Math.max(1, bid) };
}
