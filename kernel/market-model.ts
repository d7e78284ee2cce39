import type { Insight, NegotiationConfig } from "./types";

/** Fewer outcomes than this and the acceptance curve is not trusted: the negotiator uses its reserve alone. */
export const MIN_ACCEPTANCE_SAMPLES = 30;

/** One past outcome: the price the shop last offered (or agreed) as a share of the list price, and whether a deal came of it. */
export interface AcceptanceSample {
  share: number;
  accepted: boolean;
}

export type AcceptanceCurve = NonNullable<Insight["acceptance"]>;

/** P(deal | price share) under the fitted curve. */
export function acceptanceProbability(curve: AcceptanceCurve, share: number): number {
  return 1 / (1 + Math.exp(curve.slope * (share - curve.midpoint)));
}

/**
 * Fits the logistic acceptance curve to past outcomes by Newton's method on the (lightly regularised)
 * log-likelihood. Deterministic; returns undefined when there is too little or degenerate data. Run off
 * the hot path (cron), its result is snapshotted into each negotiation.
 */
export function fitAcceptance(samples: readonly AcceptanceSample[]): AcceptanceCurve | undefined {
  const xs = samples.filter((s) => Number.isFinite(s.share) && s.share > 0 && s.share <= 2);
  if (xs.length < MIN_ACCEPTANCE_SAMPLES) return undefined;
  const accepted = xs.filter((s) => s.accepted).length;
  if (accepted === 0 || accepted === xs.length) return undefined;
  // Model: P = σ(a + b·x) with σ(z) = 1 / (1 + e^−z); the curve is then midpoint = −a/b, slope = −b.
  let a = 0;
  let b = 0;
  const ridge = 1e-3;
  for (let iter = 0; iter < 50; iter++) {
    let ga = -ridge * a, gb = -ridge * b, haa = ridge, hab = 0, hbb = ridge;
    for (const s of xs) {
      const p = 1 / (1 + Math.exp(-(a + b * s.share)));
      const y = s.accepted ? 1 : 0;
      const w = p * (1 - p);
      ga += y - p;
      gb += (y - p) * s.share;
      haa += w;
      hab += w * s.share;
      hbb += w * s.share * s.share;
    }
    const det = haa * hbb - hab * hab;
    if (!(Math.abs(det) > 1e-12)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  // Buyers must be less willing at higher prices, or the curve says nothing usable.
  if (!(b < 0) || !Number.isFinite(a)) return undefined;
  return { midpoint: -a / b, slope: -b, samples: xs.length };
}

/**
 * The price that maximises the shop's expected surplus under the acceptance curve — the leader's move
 * when buyers answer a price with a probability of dealing: argmax (p − floor) × P(deal | p). Undefined
 * without a trusted curve. Scanned on a fixed grid of the list price, so it is cheap and exact to repeat.
 */
export function marketCurveEnd(config: NegotiationConfig, curve: AcceptanceCurve | undefined): number | undefined {
  if (!curve || curve.samples < MIN_ACCEPTANCE_SAMPLES || !(curve.slope > 0) || !Number.isFinite(curve.midpoint)) return undefined;
  const { anchorMinor: anchor, floorMinor: floor } = config;
  if (anchor <= floor) return undefined;
  let best = floor;
  let bestValue = 0;
  const steps = 200;
  for (let i = 0; i <= steps; i++) {
    const price = floor + Math.round(((anchor - floor) * i) / steps);
    const value = (price - floor) * acceptanceProbability(curve, price / anchor);
    if (value > bestValue) {
      bestValue = value;
      best = price;
    }
  }
  return best;
}
