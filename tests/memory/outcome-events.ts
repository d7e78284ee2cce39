/**
 * The events of ended negotiations, shaped like the NegotiationRoom's outbox rows, for tests of the learner.
 * Runs in Node and in workerd (no Node-only imports).
 */
import type { NegotiationEventEnvelopeInput } from "../../memory";

export const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
export const ANCHOR = 10_000;
export const FLOOR = 6_000;
export const PRODUCT = "espresso-machine";

export type Ending = { status: "agreed"; priceMinor: number } | { status: "rejected" | "expired" | "withdrawn"; lastShopOfferMinor: number };

export interface Outcome {
  shopId: string;
  /** PRODUCT when omitted. */
  productId?: string;
  /** Omitted: an event from before the room recorded arms. */
  arm?: string;
  ending: Ending;
  closedAt?: number;
}

export const agreed = (priceMinor: number): Ending => ({ status: "agreed", priceMinor });
export const noDeal = (lastShopOfferMinor: number, status: "rejected" | "expired" | "withdrawn" = "rejected"): Ending => ({ status, lastShopOfferMinor });
export const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** Builds one negotiation's outbox envelopes in order: fresh event ids, seq counting from 1. */
export function eventMaker(shopId: string, negotiationId: string) {
  let seq = 0;
  return (type: string, actor: "buyer" | "shop", at: number, payload: Record<string, unknown>): NegotiationEventEnvelopeInput => ({
    eventId: crypto.randomUUID(),
    shopId,
    negotiationId,
    seq: ++seq,
    type,
    at,
    actor,
    payload,
  });
}

/** Opened at list price ANCHOR with floor FLOOR, then one shop decision and the ending. */
export function eventsOf(o: Outcome): NegotiationEventEnvelopeInput[] {
  const negotiationId = `neg_${crypto.randomUUID().slice(0, 8)}`;
  const closedAt = o.closedAt ?? T0 + 120_000;
  const ev = eventMaker(o.shopId, negotiationId);
  const opened = ev("negotiation.opened", "buyer", closedAt - 120_000, {
    productId: o.productId ?? PRODUCT,
    buyerId: "buyer-1",
    quantity: 1,
    currency: "EUR",
    anchorMinor: ANCHOR,
    floorMinor: FLOOR,
    maxRounds: 6,
    ...(o.arm === undefined ? {} : { arm: o.arm, authenticated: true, resumed: false }),
  });
  if (o.ending.status === "agreed") {
    const price = o.ending.priceMinor;
    return [
      opened,
      ev("round.decided", "shop", closedAt, { round: 1, move: { kind: "accept" }, action: "accept", priceMinor: price, status: "agreed" }),
      ev("negotiation.agreed", "shop", closedAt, { round: 1, agreedPriceMinor: price }),
    ];
  }
  const lastOffer = o.ending.lastShopOfferMinor;
  return [
    opened,
    ev("round.decided", "shop", closedAt - 60_000, { round: 1, move: { kind: "counter", priceMinor: 5_000 }, action: "counter", priceMinor: lastOffer, status: "open" }),
    ev(`negotiation.${o.ending.status}`, "shop", closedAt, { round: 1 }),
  ];
}
