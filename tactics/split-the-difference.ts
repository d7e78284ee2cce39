import { said, PHRASES } from "./phrases";
import { buyerBids, buyerTexts, pairs, shopBefore, shopOffers, uniqueRounds } from "./trace";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

/** A bid within this share of the gap from the exact midpoint is a split. */
export const MIDPOINT_TOLERANCE = 0.01;
/** Gaps smaller than this share of the opening price are too small to tell a split from noise. */
export const MIN_GAP_SHARE = 0.01;

/**
 * Split the difference: the buyer proposes the midpoint of its last bid and the shop's offer, in words or in
 * numbers. One midpoint can be chance; two are a habit.
 */
export function splitTheDifference(trace: NegotiationTrace): Finding {
  const splits = midpointBids(trace);
  const text = buyerTexts(trace).find((t) => said(t.text, PHRASES.split) !== null);
  if (splits.length < 2 && !text) return splits.length === 1 ? { ...NOT_SEEN, confidence: 0.4 } : NOT_SEEN;
  const confidence = text ? (splits.length > 0 ? 0.95 : 0.75) : splits.length >= 3 ? 0.9 : 0.75;
  const evidence: string[] = [];
  if (text) evidence.push(`proposed "${said(text.text, PHRASES.split)}"`);
  const s = splits[0];
  if (s) {
    evidence.push(`${splits.length} bid${splits.length > 1 ? "s" : ""} at the midpoint (e.g. ${s.bid} between its ${s.from} and the shop's ${s.shop})`);
  }
  return { confidence, rounds: uniqueRounds([...(text ? [text.round] : []), ...splits.map((s) => s.round)]), evidence: evidence.join("; ") };
}

/** The buyer's bids that split the gap between its previous bid and the shop's answer to it. */
export function midpointBids(trace: NegotiationTrace): { round: number; bid: number; from: number; shop: number }[] {
  const bids = buyerBids(trace);
  const offers = shopOffers(trace);
  const splits: { round: number; bid: number; from: number; shop: number }[] = [];
  for (const [before, bid] of pairs(bids)) {
    // The shop's answer to the buyer's previous bid, which this bid splits with it.
    const { standing } = shopBefore(offers, bid.index);
    const from = before.priceMinor;
    if (!standing || standing.index < before.index) continue;
    const gap = standing.priceMinor - from;
    if (gap / trace.anchorMinor < MIN_GAP_SHARE) continue;
    if (Math.abs(2 * bid.priceMinor - (from + standing.priceMinor)) / (2 * gap) <= MIDPOINT_TOLERANCE) {
      splits.push({ round: bid.round, bid: bid.priceMinor, from, shop: standing.priceMinor });
    }
  }
  return splits;
}
