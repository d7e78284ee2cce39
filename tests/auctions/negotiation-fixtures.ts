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

/** A price-only negotiate-best-k request: no negotiable terms (price alone decides), the certification still required. */
export function priceOnlyRequest(overrides: Record<string, unknown> = {}): RequestForQuotes {
  return bestKRequest({ negotiable: [], valuation: undefined, ...overrides });
}

/** The request closed with `prices.length` bids (supplier `s<i>`; the fixture's full terms, or only the required one for a price-only request), at its deadline. */
export function closedWith(req: RequestForQuotes, prices: number[]): AuctionState {
  let state = open(req);
  const terms = req.negotiable.length > 0 ? fullTerms() : { "iso-27001": "yes" };
  prices.forEach((p, i) => (state = submitted(state, { supplierId: `s${i}`, bidId: `b${i}`, package: { priceMinor: p, terms } }, T0 + i * 1000)));
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

/** As `started`, or null when the close left no shortlist (every bid below the organisation's reservation, say). */
export function startedOrNull(req: RequestForQuotes, prices: number[], n: Negotiator = negotiator()): AuctionState | null {
  const closed = closedWith(req, prices);
  if (closed.result?.outcome !== "shortlisted") return null;
  const step = startNegotiation(closed, req.deadline, drawsOf, n);
  return isRefusal(step) ? null : step.state;
}

export { DEADLINE };
