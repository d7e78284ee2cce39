import { marketCurveEnd } from "./market-model";
import type { Insight, NegotiationConfig, PrivateDraws, Tactics } from "./types";

/**
 * The tuned defaults (bench/negotiation, tuning half of the generated panel; see bench/README.md).
 * Shares are of the negotiable span, list price − floor, unless said otherwise.
 */
export const DEFAULT_TACTICS: Tactics = Object.freeze({
  reserveShare: [0.02, 0.06] as const,
  lowestOfferShare: [0, 0.5] as const,
  gapShare: [0.13, 0.47] as const,
  curveEndShare: [0.5, 0.95] as const,
  exponentScale: 1,
  shapeJitter: 0.1,
  reciprocity: 0,
  reciprocityJitter: 0.5,
  opponentPull: 0.5,
  momentumGuard: 1.75,
  mirrorShare: 0,
  lowestOpeningShare: 0.6,
  lateAcceptFrom: 0,
  lateAcceptGap: 0.4,
  climbingHold: 0,
  jumpAccept: 5,
  stallAcceptFrom: 1,
  gridShare: 0.001,
  mirrorMeet: 1,
});

/** Default curve shapes per family (β in 1 − t^(1/β)). */
export const DEFAULT_EXPONENTS: Readonly<Record<string, number>> = Object.freeze({ adaptive: 2.1, boulware: 0.3, linear: 1, conceder: 2.5 });

type ScalarTactic = { [K in keyof Tactics]: Tactics[K] extends number ? K : never }[keyof Tactics];
type RangeTactic = { [K in keyof Tactics]: Tactics[K] extends readonly [number, number] ? K : never }[keyof Tactics];

/** What each tactic may be set to: a learned or tuned value outside these bounds is clamped into them. */
const SCALAR_BOUNDS: Record<ScalarTactic, readonly [number, number]> = {
  exponentScale: [0.25, 4],
  shapeJitter: [0, 1],
  reciprocity: [0, 4],
  reciprocityJitter: [0, 0.9],
  opponentPull: [0, 1],
  momentumGuard: [0, 10],
  mirrorShare: [0, 1],
  lowestOpeningShare: [0, 1],
  lateAcceptFrom: [0, 1],
  lateAcceptGap: [0, 1],
  climbingHold: [0, 10],
  jumpAccept: [0, 100],
  stallAcceptFrom: [0, 1],
  gridShare: [0, 0.05],
  mirrorMeet: [0, 1],
};
const RANGE_TACTICS: readonly RangeTactic[] = ["reserveShare", "lowestOfferShare", "gapShare", "curveEndShare"];

/** What one buyer faces on one product: fixed by the private draws, so reopening changes nothing. */
export interface PrivateParams {
  tactics: Tactics;
  /** Nothing below this is accepted. Floor ≤ reserve ≤ list price. */
  reserveMinor: number;
  /** Nothing below this is offered. Reserve ≤ lowest offer ≤ list price. */
  lowestOfferMinor: number;
  /** Where the concession curves end: at or above the reserve. */
  curveEndMinor: number;
  /** The curve's shape after private jitter. */
  exponent: number;
  gridStepMinor: number;
  /** Reciprocity after private jitter (0 for the time-only families). */
  reciprocity: number;
  /** The least share of the gap to the buyer's best bid that reciprocity leaves open. */
  gapShare: number;
}

const clamp = (x: number, [lo, hi]: readonly [number, number]) => Math.min(hi, Math.max(lo, x));

const SCALAR_ENTRIES = Object.entries(SCALAR_BOUNDS) as [ScalarTactic, readonly [number, number]][];

/** Tactics already resolved, per adjustments object: insights are snapshotted data, never changed after they are made. */
const resolved = new WeakMap<object, Tactics>();

/** Tactics with learned or tuned adjustments applied, each clamped to its bounds so no input can break an invariant. */
export function effectiveTactics(insight: Insight | undefined): Tactics {
  const learned: Partial<Record<keyof Tactics, unknown>> | undefined = insight?.tactics;
  // The common case (the default arm, no tuning) costs nothing: decide() runs this on every round.
  if (!learned) return DEFAULT_TACTICS;
  if (typeof learned !== "object") return DEFAULT_TACTICS;
  const known = resolved.get(learned);
  if (known) return known;
  const tactics = resolveTactics(learned);
  resolved.set(learned, tactics);
  return tactics;
}

function resolveTactics(learned: Partial<Record<keyof Tactics, unknown>>): Tactics {
  let tactics: Record<string, unknown> | null = null;
  for (const [key, bounds] of SCALAR_ENTRIES) {
    const value = learned[key];
    if (typeof value === "number" && Number.isFinite(value)) (tactics ??= { ...DEFAULT_TACTICS })[key] = clamp(value, bounds);
  }
  for (const key of RANGE_TACTICS) {
    const value = learned[key];
    if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => typeof v === "number" && Number.isFinite(v))) continue;
    const lo = clamp(value[0] as number, [0, 1]);
    (tactics ??= { ...DEFAULT_TACTICS })[key] = [lo, clamp(value[1] as number, [lo, 1])];
  }
  return (tactics as unknown as Tactics | null) ?? DEFAULT_TACTICS;
}

/** Largest 1, 2 or 5 × 10^k not above x (at least 1): prices a person would write. */
export function niceStep(x: number): number {
  if (!(x >= 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(x));
  for (const m of [5, 2, 1]) if (m * magnitude <= x) return m * magnitude;
  return magnitude;
}

/** A point of [lo, hi) chosen by a draw. */
const within = ([lo, hi]: readonly [number, number], draw: number) => lo + (hi - lo) * unit(draw);

export function privateParams(config: NegotiationConfig, draws: PrivateDraws, insight?: Insight): PrivateParams {
  const tactics = effectiveTactics(insight);
  const { anchorMinor: anchor, floorMinor: floor } = config;
  const reserveMinor = Math.min(anchor, floor + Math.ceil((anchor - floor) * within(tactics.reserveShare, draws.reserve)));
  const lowestOfferMinor = reserveMinor + Math.ceil((anchor - reserveMinor) * within(tactics.lowestOfferShare, draws.offer));
  const curveEnd = Math.max(lowestOfferMinor, reserveMinor + Math.ceil((anchor - reserveMinor) * within(tactics.curveEndShare, draws.end)));
  const market = marketCurveEnd(config, insight?.acceptance);
  const beta = config.strategy.exponent ?? DEFAULT_EXPONENTS[config.strategy.kind] ?? 1;
  return {
    tactics,
    reserveMinor,
    lowestOfferMinor,
    curveEndMinor: Math.min(anchor, Math.max(curveEnd, market ?? curveEnd)),
    exponent: beta * tactics.exponentScale * Math.exp(tactics.shapeJitter * (2 * unit(draws.shape) - 1)),
    gridStepMinor: niceStep(anchor * tactics.gridShare),
    reciprocity: config.strategy.kind === "adaptive" ? tactics.reciprocity * (1 + tactics.reciprocityJitter * (2 * unit(draws.temper) - 1)) : 0,
    gapShare: within(tactics.gapShare, draws.offer),
  };
}

/**
 * privateParams, remembered for the last inputs asked for (one entry): every round of a package negotiation asks for
 * the same parameters of its product's view in utility (package/decide-package.ts), and computing them (a power, a
 * logarithm, an exponential) is a noticeable share of a package decision. Keyed by every value privateParams reads —
 * list price, floor, strategy, the draws, the acceptance curve — and, as effectiveTactics resolves them, by the
 * identity of the insight's tactics; so it is a pure function of its inputs, whatever was decided before it.
 */
export function rememberedPrivateParams(config: NegotiationConfig, draws: PrivateDraws, insight?: Insight): PrivateParams {
  const k = lastParams;
  const acceptance = insight?.acceptance;
  if (
    k &&
    k.anchorMinor === config.anchorMinor &&
    k.floorMinor === config.floorMinor &&
    k.kind === config.strategy.kind &&
    k.exponent === config.strategy.exponent &&
    k.tactics === insight?.tactics &&
    k.reserve === draws.reserve &&
    k.shape === draws.shape &&
    k.temper === draws.temper &&
    k.end === draws.end &&
    k.offer === draws.offer &&
    k.acceptance === acceptance &&
    (!acceptance || (k.midpoint === acceptance.midpoint && k.slope === acceptance.slope && k.samples === acceptance.samples))
  ) {
    return k.params;
  }
  const params = privateParams(config, draws, insight);
  lastParams = {
    anchorMinor: config.anchorMinor,
    floorMinor: config.floorMinor,
    kind: config.strategy.kind,
    exponent: config.strategy.exponent,
    tactics: insight?.tactics,
    reserve: draws.reserve,
    shape: draws.shape,
    temper: draws.temper,
    end: draws.end,
    offer: draws.offer,
    acceptance,
    midpoint: acceptance?.midpoint,
    slope: acceptance?.slope,
    samples: acceptance?.samples,
    params,
  };
  return params;
}

let lastParams: {
  anchorMinor: number;
  floorMinor: number;
  kind: string;
  exponent: number | undefined;
  tactics: Insight["tactics"];
  reserve: number;
  shape: number;
  temper: number;
  end: number;
  offer: number;
  acceptance: Insight["acceptance"];
  midpoint: number | undefined;
  slope: number | undefined;
  samples: number | undefined;
  params: PrivateParams;
} | null = null;

/** A draw as a number in [0, 1), whatever was passed. */
function unit(x: number): number {
  return Number.isFinite(x) ? Math.min(0.999_999, Math.max(0, x)) : 0.5;
}
