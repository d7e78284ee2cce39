import { buyerBids, clamp01, percent } from "./trace";
import { NOT_SEEN, type Finding, type NegotiationTrace } from "./types";

/** A first bid at or below this share of the opening price is an anchor (confidence 0.5 there, 1 at 15%). */
export const ANCHOR_SHARE = 0.45;

/** Anchoring: an extreme first bid, far below the opening price, meant to drag the settlement toward it. */
export function anchoring(trace: NegotiationTrace): Finding {
  const first = buyerBids(trace)[0];
  if (!first) return NOT_SEEN;
  const share = first.priceMinor / trace.anchorMinor;
  const confidence = clamp01(0.5 + (ANCHOR_SHARE - share) / 0.6);
  if (confidence < 0.5) return NOT_SEEN;
  return { confidence, rounds: [first.round], evidence: `first bid ${first.priceMinor} is ${percent(share)} of the opening price ${trace.anchorMinor}` };
}
