/**
 * Views of a trace the detectors share. Every quantity a detector compares is a ratio of integer price
 * differences, so multiplying every price by the same factor changes no result, and only rounds (not wall
 * time) are compared, so shifting every timestamp changes none either.
 */
import type { BuyerMove } from "../kernel/types";
import type { NegotiationTrace, TraceMove } from "./types";

/**
 * A buyer's move under way as the detectors see it, before the shop answers: its round (an opening bid is played in
 * the current round, anything else in the next), the price it names (taking the standing offer names that offer),
 * or a message without a price.
 */
export function buyerMoveTrace(move: BuyerMove, before: { round: number; standingOfferMinor: number | null }, at: number, message?: string): TraceMove {
  const base = { round: move.kind === "open" ? before.round : before.round + 1, party: "buyer" as const, at, ...(message === undefined ? {} : { message }) };
  if (move.kind === "accept") return { ...base, kind: "accept", priceMinor: before.standingOfferMinor };
  if (move.priceMinor === undefined) return { ...base, kind: "message", priceMinor: null };
  return { ...base, kind: "offer", priceMinor: move.priceMinor };
}

export interface PricedMove {
  /** Position in the trace's moves. */
  index: number;
  round: number;
  priceMinor: number;
  message?: string;
}

/** Whether the trace is one the detectors can read at all. */
export function readable(trace: NegotiationTrace): boolean {
  return Number.isFinite(trace.anchorMinor) && trace.anchorMinor > 0 && Number.isFinite(trace.maxRounds) && trace.maxRounds >= 1 && Array.isArray(trace.moves);
}

function priced(m: TraceMove): boolean {
  return typeof m.priceMinor === "number" && Number.isFinite(m.priceMinor) && m.priceMinor >= 0;
}

/** The buyer's bids (offers with a price), in order. */
export function buyerBids(trace: NegotiationTrace): PricedMove[] {
  const bids: PricedMove[] = [];
  trace.moves.forEach((m, index) => {
    if (m.party === "buyer" && (m.kind === "offer" || m.kind === "counter") && priced(m)) {
      bids.push({ index, round: m.round, priceMinor: m.priceMinor as number, ...(m.message === undefined ? {} : { message: m.message }) });
    }
  });
  return bids;
}

/** The shop's priced answers (opening offer, counters, holds), in order. */
export function shopOffers(trace: NegotiationTrace): PricedMove[] {
  const offers: PricedMove[] = [];
  trace.moves.forEach((m, index) => {
    if (m.party === "shop" && m.kind !== "accept" && m.kind !== "reject" && priced(m)) offers.push({ index, round: m.round, priceMinor: m.priceMinor as number });
  });
  return offers;
}

/** The shop's standing offer just before the move at `index`, and the one before that (to tell a concession). */
export function shopBefore(offers: readonly PricedMove[], index: number): { standing: PricedMove | null; previous: PricedMove | null } {
  let standing: PricedMove | null = null;
  let previous: PricedMove | null = null;
  for (const o of offers) {
    if (o.index >= index) break;
    previous = standing;
    standing = o;
  }
  return { standing, previous };
}

/** The buyer's texts: messages of their own and messages that came with a priced move. */
export function buyerTexts(trace: NegotiationTrace): { index: number; round: number; text: string }[] {
  const texts: { index: number; round: number; text: string }[] = [];
  trace.moves.forEach((m, index) => {
    if (m.party === "buyer" && typeof m.message === "string" && m.message.length > 0) texts.push({ index, round: m.round, text: m.message });
  });
  return texts;
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

export function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

export function uniqueRounds(rounds: readonly number[]): number[] {
  return [...new Set(rounds)].sort((a, b) => a - b);
}

/** Each element with the one before it. */
export function pairs<T>(items: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 1; i < items.length; i++) out.push([items[i - 1] as T, items[i] as T]);
  return out;
}
