import { said, PHRASES } from "./phrases";
import { buyerBids, buyerTexts, pairs, percent, shopBefore, shopOffers, uniqueRounds } from "./trace";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

/** A retreat of at least this share of the opening price after a shop concession is a flinch. */
export const FLINCH_SHARE = 0.02;

/**
 * Flinching: the shop concedes and the buyer recoils — its next bid drops well below its last one, or it
 * answers with shock ("that's outrageous") — so that the shop concedes again to calm it.
 */
export function flinching(trace: NegotiationTrace): Finding {
  const bids = buyerBids(trace);
  const offers = shopOffers(trace);
  const conceded = (index: number) => {
    const { standing, previous } = shopBefore(offers, index);
    return standing !== null && previous !== null && standing.priceMinor < previous.priceMinor;
  };
  let retreat = 0;
  const rounds: number[] = [];
  const evidence: string[] = [];
  for (const [before, bid] of pairs(bids)) {
    const drop = (before.priceMinor - bid.priceMinor) / trace.anchorMinor;
    if (drop >= FLINCH_SHARE && conceded(bid.index)) {
      retreat = Math.max(retreat, drop);
      rounds.push(bid.round);
      evidence.push(`after a shop concession the bid fell from ${before.priceMinor} to ${bid.priceMinor} (${percent(drop)} of the opening price)`);
    }
  }
  let shock: string | null = null;
  for (const t of buyerTexts(trace)) {
    const phrase = conceded(t.index) || shopBefore(offers, t.index).standing !== null ? said(t.text, PHRASES.shock) : null;
    if (phrase) {
      shock ??= phrase;
      rounds.push(t.round);
      evidence.push(`answered the shop's offer with "${phrase}"`);
    }
  }
  if (retreat === 0 && shock === null) return NOT_SEEN;
  const numeric = retreat > 0 ? Math.min(0.9, 0.5 + retreat * 5) : 0;
  const confidence = shock !== null ? (retreat > 0 ? 0.95 : 0.75) : numeric;
  return { confidence, rounds: uniqueRounds(rounds), evidence: evidence.slice(0, 2).join("; ") };
}
