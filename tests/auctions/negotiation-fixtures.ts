/** The negotiation step's test world: the real governed round and policies, handed to the pure core as the auction object does. */
import { closeAuction, isRefusal, startNegotiation, type AuctionState, type Negotiator, type RequestForQuotes } from "../../auctions";
import { auctionNegotiator } from "../../durable-objects/auction/negotiator";
import type { PrivateDraws } from "../../kernel/types";
import { DEFAULT_POLICIES_YAML, parsePolicySet, type PolicySet } from "../../policies";
import { DEADLINE, fullTerms, open, request, submitted, T0, HOUR } from "./fixtures";

export function compiled(yaml: string): PolicySet {
  const parsed = parsePolicySet(yaml);
  if (!parsed.ok) throw new Error(`policy set does not parse: ${parsed.errors[0]?.message}`);
  return parsed.set;
}

export const DEFAULT_SET = compiled(DEFAULT_POLICIES_YAML);

export function negotiator(policies: PolicySet = DEFAULT_SET): Negotiator {
  return auctionNegotiator(policies);
}

/** Draws from a supplier id, fixed per id (the object draws them at random and stores them). */
export function drawsOf(supplierId: string): PrivateDraws {
  let h = 2166136261;
  for (const c of supplierId) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const u = (k: number) => ((Math.imul(h, 2654435761 + k * 97) >>> 0) % 1000) / 1000;
  return { reserve: u(1), shape: u(2), temper: u(3), end: u(4), offer: u(5) };
}

/** A negotiate-best-k request (k = 3 unless said), quantity 5 so the default policies hold nothing for size. */
export function bestKRequest(overrides: Record<string, unknown> = {}): RequestForQuotes {
  return request({ format: "negotiate-best-k", bestK: 3, quantity: 5, negotiation: { windowMs: 4 * HOUR, maxRounds: 8 }, ...overrides });
}

/** The request closed with `prices.length` bids (supplier `s<i>`, the fixture's full terms), at its deadline. */
export function closedWith(req: RequestForQuotes, prices: number[]): AuctionState {
  let state = open(req);
  prices.forEach((p, i) => (state = submitted(state, { supplierId: `s${i}`, bidId: `b${i}`, package: { priceMinor: p, terms: fullTerms() } }, T0 + i * 1000)));
  const closed = closeAuction(state, req.deadline);
  if (isRefusal(closed)) throw new Error(closed.detail);
  return closed.state;
}

export function started(req: RequestForQuotes, prices: number[], n: Negotiator = negotiator()): AuctionState {
  const closed = closedWith(req, prices);
  const step = startNegotiation(closed, req.deadline, drawsOf, n);
  if (isRefusal(step)) throw new Error(step.detail);
  return step.state;
}

export { DEADLINE };
