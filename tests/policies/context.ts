import type { PolicyContext } from "../../policies";

export interface Situation {
  action?: "accept" | "counter" | "hold" | "reject";
  price?: number;
  bid?: number;
  previous?: number;
  anchor?: number;
  floor?: number;
  quantity?: number;
  round?: number;
  maxRounds?: number;
  isNew?: boolean;
  authenticated?: boolean;
  resumed?: boolean;
  dealsClosed?: number;
  escalationRate?: number;
  breachRate?: number;
  recentDecisions?: number;
}

/** A policy context as the NegotiationRoom builds it, from a few facts about the situation. */
export function context(s: Situation = {}): PolicyContext {
  const anchor = s.anchor ?? 10_000;
  const price = s.price ?? 9_000;
  const quantity = s.quantity ?? 1;
  return {
    offer: {
      priceMinor: price,
      buyerPriceMinor: s.bid ?? 8_000,
      previousShopOfferMinor: s.previous ?? anchor,
      discountBps: Math.floor(((anchor - price) * 10_000) / anchor),
      action: s.action ?? "counter",
    },
    negotiation: { round: s.round ?? 2, maxRounds: s.maxRounds ?? 10, quantity, currency: "EUR", elapsedSeconds: 60, resumed: s.resumed ?? false },
    product: { id: "widget", anchorMinor: anchor, floorMinor: s.floor ?? 7_000 },
    counterparty: { id: "buyer-1", dealsClosed: s.dealsClosed ?? 3, isNew: s.isNew ?? false, authenticated: s.authenticated ?? true },
    agent: { escalationRate: s.escalationRate ?? 0, breachRate: s.breachRate ?? 0, recentDecisions: s.recentDecisions ?? 50 },
    deal: { valueMinor: price * quantity, currency: "EUR" },
  };
}
