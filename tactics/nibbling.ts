import { said, PHRASES } from "./phrases";
import { buyerBids, buyerTexts, percent, shopBefore, shopOffers, uniqueRounds } from "./trace";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

/** A bid within this share of the opening price of the shop's standing offer is agreement in principle. */
export const CLOSE_SHARE = 0.02;
/** A later bid this much lower (share of the opening price) takes back part of what was agreed. */
export const BACKPEDAL_SHARE = 0.02;

/**
 * Nibbling: once the two sides agree in principle (the buyer says so, or its bid closes to within 2% of the
 * shop's offer), the buyer asks for more — something on top, or a lower price than the one it had reached.
 */
export function nibbling(trace: NegotiationTrace): Finding {
  const bids = buyerBids(trace);
  const offers = shopOffers(trace);
  // Where agreement in principle was first reached, and how.
  let agreedAt: { index: number; round: number; bid: number | null; how: string; byText: boolean } | null = null;
  for (const t of buyerTexts(trace)) {
    const phrase = said(t.text, PHRASES.agree);
    if (phrase) {
      agreedAt = { index: t.index, round: t.round, bid: null, how: `said "${phrase}"`, byText: true };
      break;
    }
  }
  for (const b of bids) {
    if (agreedAt && agreedAt.index <= b.index) break;
    const { standing } = shopBefore(offers, b.index);
    if (standing && standing.priceMinor > b.priceMinor && (standing.priceMinor - b.priceMinor) / trace.anchorMinor <= CLOSE_SHARE) {
      agreedAt = { index: b.index, round: b.round, bid: b.priceMinor, how: `bid ${b.priceMinor} within ${percent(CLOSE_SHARE)} of the shop's ${standing.priceMinor}`, byText: false };
      break;
    }
  }
  if (!agreedAt) return NOT_SEEN;
  const reached = agreedAt.bid ?? Math.max(-1, ...bids.filter((b) => b.index <= agreedAt.index).map((b) => b.priceMinor));
  const start = agreedAt.index;
  const addOn = buyerTexts(trace).find((t) => t.index >= start && said(t.text, PHRASES.addOn) !== null && (t.index > start || agreedAt.byText));
  const backpedal = reached < 0 ? undefined : bids.find((b) => b.index > start && (reached - b.priceMinor) / trace.anchorMinor >= BACKPEDAL_SHARE);
  if (!addOn && !backpedal) return NOT_SEEN;
  const evidence = [`agreed in principle in round ${agreedAt.round} (${agreedAt.how})`];
  if (addOn) evidence.push(`then asked for "${said(addOn.text, PHRASES.addOn)}"`);
  if (backpedal) evidence.push(`then bid ${backpedal.priceMinor}, below the ${reached} it had reached`);
  const confidence = addOn && backpedal ? 0.95 : addOn ? (agreedAt.byText ? 0.9 : 0.8) : agreedAt.byText ? 0.8 : 0.6;
  return { confidence, rounds: uniqueRounds([agreedAt.round, ...(addOn ? [addOn.round] : []), ...(backpedal ? [backpedal.round] : [])]), evidence: evidence.join(", ") };
}
