import { said, PHRASES } from "./phrases";
import { buyerBids, buyerTexts, percent, uniqueRounds } from "./trace";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

/** Bids within this share of the opening price of the first one are "holding". */
export const HOLD_SHARE = 0.01;
/** A last-minute move is at least this share of the opening price. */
export const LATE_JUMP_SHARE = 0.05;

/**
 * Time pressure: the buyer claims a deadline ("final offer", "by Friday", "within 2 hours"), or it holds its
 * first bid round after round and moves only in the last round or two, leaving the shop no time to answer.
 */
export function timePressure(trace: NegotiationTrace): Finding {
  const rounds: number[] = [];
  const evidence: string[] = [];
  let claim: string | null = null;
  for (const t of buyerTexts(trace)) {
    const phrase = said(t.text, PHRASES.deadline);
    if (phrase) {
      claim ??= phrase;
      rounds.push(t.round);
      if (evidence.length === 0) evidence.push(`claimed a deadline: "${phrase}"`);
    }
  }
  const late = lastMinuteMove(trace);
  if (late) {
    rounds.push(...late.rounds);
    evidence.push(late.evidence);
  }
  if (!claim && !late) return NOT_SEEN;
  const confidence = claim && late ? 0.95 : claim ? 0.85 : 0.7;
  return { confidence, rounds: uniqueRounds(rounds), evidence: evidence.join("; ") };
}

/** A hold for most of the negotiation and a jump at its end, if the buyer made one. */
export function lastMinuteMove(trace: NegotiationTrace): { rounds: number[]; evidence: string } | null {
  const bids = buyerBids(trace);
  const lateFrom = trace.maxRounds - 1;
  const early = bids.filter((b) => b.round < lateFrom);
  // Held for at least half the negotiation: enough rounds to call it a hold, not a slow start.
  const first = early[0];
  const lastEarly = early[early.length - 1];
  if (!first || !lastEarly || early.length < Math.max(2, Math.ceil(trace.maxRounds / 2) - 1)) return null;
  if (early.some((b) => Math.abs(b.priceMinor - first.priceMinor) / trace.anchorMinor > HOLD_SHARE)) return null;
  const held = lastEarly.priceMinor;
  const jump = bids.find((b) => b.round >= lateFrom && (b.priceMinor - held) / trace.anchorMinor >= LATE_JUMP_SHARE);
  if (!jump) return null;
  return {
    rounds: [jump.round],
    evidence: `held ${held} for ${early.length} bids, then moved ${percent((jump.priceMinor - held) / trace.anchorMinor)} of the opening price in round ${jump.round} of ${trace.maxRounds}`,
  };
}
