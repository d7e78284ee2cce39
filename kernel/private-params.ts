import type { Insight, NegotiationConfig, PrivateDraws, Tactics } from "./types";
import { marketCurveEnd } from "./market-model";

/**
 * The tuned defaults (bench/negotiation, tuning half of the generated panel; see bench/README.md).
 * Shares are of the negotiable span, list price − floor.
 */
export const DEFAULT_TACTICS: Tactics = Object.freeze({
  reserveShare: [0.03, 0.15] as const,
  exponentScale: 1,
  shapeJitter: 0.35,
  reciprocity: 1,
  opponentPull: 0.5,
  momentumGuard: 0,
  lateAcceptFrom: 0.7,
  lateAcceptGap: 0.15,
  gridShare: 0.005,
});

/** Default curve shapes per family (β in 1 − t^(1/β)). */
export const DEFAULT_EXPONENTS: Readonly<Record<string, number>> = Object.freeze({ adaptive: 0.3, boulware: 0.3, linear: 1, conceder: 2.5 });

/** What one buyer faces on one product: fixed by the private draws, so reopening changes nothing. */
export interface PrivateParams {
  tactics: Tactics;
  /** Nothing below this is offered or accepted. Floor ≤ reserve ≤ list price. */
  reserveMinor: number;
  /** Where the time curve ends: the reserve, or higher when the market supports it. */
  curveEndMinor: number;
  /** The curve's shape after private jitter. */
  exponent: number;
  gridStepMinor: number;
  /** Reciprocity after private jitter. */
  reciprocity: number;
}

/** Tactics with learned adjustments applied, each clamped to a sane range so no input can break invariants. */
export function effectiveTactics(insight: Insight | undefined): Tactics {
  const learned = insight?.tactics ?? {};
  const d = DEFAULT_TACTICS;
  const share = (x: number | undefined, fallback: number) => (x === undefined || !Number.isFinite(x) ? fallback : Math.min(1, Math.max(0, x)));
  const [lo0, hi0] = learned.reserveShare ?? d.reserveShare;
  const lo = share(lo0, d.reserveShare[0]);
  const hi = Math.max(lo, share(hi0, d.reserveShare[1]));
  return {
    reserveShare: [lo, hi],
    exponentScale: Math.min(4, Math.max(0.25, Number.isFinite(learned.exponentScale) ? learned.exponentScale! : d.exponentScale)),
    shapeJitter: Math.min(1, share(learned.shapeJitter, d.shapeJitter)),
    reciprocity: Math.min(4, Math.max(0, Number.isFinite(learned.reciprocity) ? learned.reciprocity! : d.reciprocity)),
    opponentPull: share(learned.opponentPull, d.opponentPull),
    momentumGuard: Math.min(10, Math.max(0, Number.isFinite(learned.momentumGuard) ? learned.momentumGuard! : d.momentumGuard)),
    lateAcceptFrom: share(learned.lateAcceptFrom, d.lateAcceptFrom),
    lateAcceptGap: share(learned.lateAcceptGap, d.lateAcceptGap),
    gridShare: Math.min(0.05, share(learned.gridShare, d.gridShare)),
  };
}

/** Largest 1, 2 or 5 × 10^k not above x (at least 1): prices a person would write. */
export function niceStep(x: number): number {
  if (!(x >= 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(x));
  for (const m of [5, 2, 1]) if (m * magnitude <= x) return m * magnitude;
  return magnitude;
}

export function privateParams(config: NegotiationConfig, draws: PrivateDraws, insight?: Insight): PrivateParams {
  const tactics = effectiveTactics(insight);
  const { anchorMinor: anchor, floorMinor: floor } = config;
  const span = anchor - floor;
  const [lo, hi] = tactics.reserveShare;
  const reserveMinor = Math.min(anchor, floor + Math.ceil(span * (lo + (hi - lo) * unit(draws.reserve))));
  const beta = config.strategy.exponent ?? DEFAULT_EXPONENTS[config.strategy.kind] ?? 1;
  const exponent = beta * tactics.exponentScale * Math.exp(tactics.shapeJitter * (2 * unit(draws.shape) - 1));
  const market = marketCurveEnd(config, insight?.acceptance);
  const curveEndMinor = Math.min(anchor, Math.max(reserveMinor, market ?? reserveMinor));
  const adaptive = config.strategy.kind === "adaptive";
  return {
    tactics,
    reserveMinor,
    curveEndMinor,
    exponent,
    gridStepMinor: niceStep(anchor * tactics.gridShare),
    reciprocity: adaptive ? tactics.reciprocity * (0.75 + 0.5 * unit(draws.temper)) : 0,
  };
}

/** A draw as a number in [0, 1), whatever was passed. */
function unit(x: number): number {
  return Number.isFinite(x) ? Math.min(0.999_999, Math.max(0, x)) : 0.5;
}
