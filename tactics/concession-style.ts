import { buyerBids, clamp01, pairs, percent } from "./trace";
import { midpointBids } from "./split-the-difference";
import { lastMinuteMove } from "./time-pressure";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

export type ConcessionStyle = "boulware" | "conceder" | "linear" | "unknown";

/** Bids needed before the shape of a concession curve means anything. */
export const MIN_BIDS = 5;
/** The buyer must have moved at least this share of the opening price. */
export const MIN_TRAVEL_SHARE = 0.05;
/** Mean distance of the normalised concession curve from the straight line that makes it a style. */
export const SHAPE_THRESHOLD = 0.12;

interface Shape {
  /** Mean of (share of the buyer's concession made so far − share of its time used): < 0 late (Boulware), > 0 early (Conceder). */
  bend: number;
  rounds: number[];
  travel: number;
}

/**
 * The shape of the buyer's concessions: normalise its bids to the share of its total move made so far, against
 * the share of its rounds used. A Boulware buyer holds and concedes late (the curve sags below the diagonal); a
 * Conceder gives most away early (above it). Power curves keep their shape on any sub-interval, so the
 * classification does not need the buyer's own deadline.
 */
function shape(trace: NegotiationTrace): Shape | null {
  const all = buyerBids(trace);
  // The curve ends where the buyer stopped moving: a buyer holding at its limit says nothing more about its shape.
  const top = Math.max(...all.map((b) => b.priceMinor));
  const bids = all.slice(0, all.findIndex((b) => (top - b.priceMinor) / trace.anchorMinor <= 0.005) + 1);
  const first = bids[0];
  const last = bids[bids.length - 1];
  if (bids.length < MIN_BIDS || !first || !last) return null;
  const travel = (last.priceMinor - first.priceMinor) / trace.anchorMinor;
  if (travel < MIN_TRAVEL_SHARE || last.round === first.round) return null;
  // A buyer that backs off by more than a sliver is not following a curve.
  if (pairs(bids).some(([before, bid]) => (before.priceMinor - bid.priceMinor) / trace.anchorMinor > 0.005)) return null;
  const span = last.round - first.round;
  const moved = last.priceMinor - first.priceMinor;
  let sum = 0;
  for (const bid of bids.slice(1, -1)) sum += (bid.priceMinor - first.priceMinor) / moved - (bid.round - first.round) / span;
  return { bend: sum / (bids.length - 2), rounds: bids.map((b) => b.round), travel };
}

/** How the buyer concedes, from the shape alone ("unknown" until there are enough moving bids). */
export function concessionStyle(trace: NegotiationTrace): ConcessionStyle {
  const s = shape(trace);
  if (!s) return "unknown";
  return s.bend <= -SHAPE_THRESHOLD ? "boulware" : s.bend >= SHAPE_THRESHOLD ? "conceder" : "linear";
}

function styleFinding(trace: NegotiationTrace, want: "boulware" | "conceder"): Finding {
  const s = shape(trace);
  if (!s) return NOT_SEEN;
  // A more specific explanation of the same curve wins: a hold-then-jump is time pressure, halving the gap is splitting.
  if (want === "boulware" && lastMinuteMove(trace)) return NOT_SEEN;
  if (want === "conceder" && midpointBids(trace).length >= 2) return NOT_SEEN;
  const bend = want === "boulware" ? -s.bend : s.bend;
  if (bend < SHAPE_THRESHOLD) return NOT_SEEN;
  const confidence = Math.min(0.95, clamp01(0.5 + (bend - SHAPE_THRESHOLD) * 4));
  const how = want === "boulware" ? "held back and conceded late" : "conceded most of its move early";
  return { confidence, rounds: s.rounds, evidence: `over ${s.rounds.length} bids the buyer ${how} (moved ${percent(s.travel)} of the opening price)` };
}

/** Boulware: a buyer that concedes little until near its deadline. */
export function boulware(trace: NegotiationTrace): Finding {
  return styleFinding(trace, "boulware");
}

/** Conceder: a buyer that gives most of its ground early. */
export function conceder(trace: NegotiationTrace): Finding {
  return styleFinding(trace, "conceder");
}
