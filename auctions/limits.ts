/**
 * The limits auctions live under, enforced in the pure core so the auction Durable Object, the rehearsal and the
 * bench agree. Issue #31 asks for at least 1,000 bidders per auction; the default allows ten times that, so a
 * large open request is limited by the object's storage, not by a constant here.
 */
import type { AuctionLimits, ReputationWeighting } from "./types";

export const DEFAULT_AUCTION_LIMITS: Readonly<AuctionLimits> = Object.freeze({
  maxBidders: 10_000,
  maxInvited: 10_000,
  /** A supplier may revise its bid, but not flood the auction's record of bid ids. */
  maxBidsPerSupplier: 20,
  maxLateBidsRecorded: 1_000,
  maxDurationMs: 30 * 24 * 60 * 60 * 1000,
  maxBestK: 32,
  maxRequiredTerms: 16,
  /** A week: a negotiation that has not agreed by then will not, and the suppliers' bids should not be held longer. */
  maxNegotiationWindowMs: 7 * 24 * 60 * 60 * 1000,
  maxNegotiationRounds: 30,
});

/** negotiate-best-k's negotiation window when the request names none: a working day. */
export const DEFAULT_NEGOTIATION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Rounds per negotiation thread when the request names none (the kernel's usual count). */
export const DEFAULT_NEGOTIATION_ROUNDS = 8;

export function auctionLimits(overrides: Partial<AuctionLimits> = {}): AuctionLimits {
  return { ...DEFAULT_AUCTION_LIMITS, ...overrides };
}

/** Reputation may cost at most 30 % of a package's utility; a newcomer is scored as the reputation prior's mean. */
export const DEFAULT_REPUTATION_WEIGHTING: Readonly<ReputationWeighting> = Object.freeze({ lambda: 0.7, neutralReputation: 0.5 });
