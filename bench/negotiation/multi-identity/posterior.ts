/**
 * What an attacker with many identities does with what they saw: a posterior over one product's floor, on a grid
 * of floor shares φ = F / A, from the documented distribution of each identity's private draws. Every identity
 * has its own draws (per buyer and product), so each observation is one noisy sample; the grid combines K of
 * them exactly (no averaging heuristics). The prior is the generator's floor distribution, the same knowledge the
 * blind guess is given, so an attack that learns nothing lands where the blind guess does.
 *
 * Two kinds of observation:
 * - a curve end: x = (A − curve end) / A, fitted from one identity's offers; x = u·(1 − φ) with u drawn from the
 *   documented ranges (`endGap`), plus fitting noise;
 * - a last-round probe: a bid b (share of A) was taken, or escalated, or not; taken iff b ≥ the identity's
 *   reserve = F + s·(A − F), s uniform over the documented reserve share range.
 */
import { drawFloorShare } from "../market";
import { mulberry32, type Rand } from "../../../rehearsal/random";

/** What the attacker read: the draws' documented ranges, as a model of one identity's private values. */
export interface DocumentedDraws {
  name: string;
  /** Curve shapes β the documentation allows (offer = end + (A − end)(1 − t^(1/β)), t = round / maxRounds). */
  shapes: readonly number[];
  /** Samples (A − curve end) / (A − F) for one identity's draws. */
  endGap: (rand: Rand) => number;
  /** The reserve's documented share of the span: reserve = F + s·(A − F), s uniform in it. */
  reserveShare: readonly [number, number];
  /**
   * The documentation says the draws that place the reserve and the curve's end are the product's for a period,
   * shared by every identity (Parley since issue 26): K identities then see one sample, and the attacker combines
   * them as such (one curve end, fitted K times; one reserve, bisected exactly).
   */
  shared?: boolean;
  /**
   * Samples the lowest offer's documented share of the span above the floor, s + o·(1 − s) (Parley: the shop
   * meets a mirroring buyer in the middle only at or above it, so a mirror can bisect it).
   */
  lowestShare?: (rand: Rand) => number;
}

const GRID_STEP = 0.0005;
const PRIOR_SAMPLES = 20_000;
const U_BINS = 1_000;
const U_SAMPLES = 200_000;
/** Misspecification allowance: a probe answered against the model (reserve rounding, a tactic we did not model). */
const PROBE_ERROR = 0.002;
/** Resolution of an empirical share distribution's table. */
const CDF_BINS = 4_096;

/** The generator's floor shares, as the blind guess samples them: its support, taken as a flat prior. */
function priorSupport(): readonly [number, number] {
  const rand = mulberry32(0x5eed);
  let lo = 1;
  let hi = 0;
  for (let i = 0; i < PRIOR_SAMPLES; i++) {
    const x = drawFloorShare(rand);
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  return [lo, hi];
}

let support: readonly [number, number] | null = null;
/** The grid of floor shares over the prior's support. */
function grid(): Float64Array {
  support ??= priorSupport();
  const [lo, hi] = support;
  const n = Math.floor((hi - lo) / GRID_STEP) + 1;
  return Float64Array.from({ length: n }, (_, i) => lo + i * GRID_STEP);
}

/** A log-posterior over the grid (unnormalised), flat prior. */
export class FloorPosterior {
  readonly phi = grid();
  readonly log = new Float64Array(this.phi.length);

  /** One identity's fitted curve end, x = (A − end) / A, under `density` (of u = x / (1 − φ)). */
  observeEndGap(x: number, density: EndGapDensity): void {
    for (let i = 0; i < this.phi.length; i++) {
      const span = 1 - (this.phi[i] as number);
      this.log[i] = (this.log[i] as number) + Math.log(density.at(x / span) / span);
    }
  }

  /** One identity's last-round probe: bid b (share of A) was taken (or escalated) or not. */
  observeProbe(b: number, taken: boolean, reserveShare: readonly [number, number]): void {
    for (let i = 0; i < this.phi.length; i++) {
      const p = probeProbability(b, this.phi[i] as number, reserveShare);
      this.log[i] = (this.log[i] as number) + Math.log(taken ? p : 1 - p);
    }
  }

  weights(): Float64Array {
    let max = Number.NEGATIVE_INFINITY;
    for (const l of this.log) max = Math.max(max, l);
    const w = this.log.map((l) => Math.exp(l - max));
    const total = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / total);
  }

  /**
   * The bid (share of A) that the posterior predicts is taken half the time: the next probe of a probabilistic
   * bisection (one probe per identity).
   */
  medianProbe(reserveShare: readonly [number, number]): number {
    const w = this.weights();
    const predictive = (b: number) => w.reduce((a, wi, i) => a + wi * probeProbability(b, this.phi[i] as number, reserveShare), 0);
    let lo = 0;
    let hi = 1;
    for (let step = 0; step < 30; step++) {
      const mid = (lo + hi) / 2;
      if (predictive(mid) < 0.5) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  }

  /**
   * The estimate that maximises the posterior chance of being within 5% of the span: the decision the scoring
   * rewards (|φ̂ − φ| ≤ 0.05·(1 − φ) ⇔ φ ∈ [(φ̂ − 0.05)/0.95, (φ̂ + 0.05)/1.05]).
   */
  estimate(): number {
    const w = this.weights();
    const cumulative = new Float64Array(w.length + 1);
    for (let i = 0; i < w.length; i++) cumulative[i + 1] = (cumulative[i] as number) + (w[i] as number);
    const lo0 = this.phi[0] as number;
    const index = (x: number) => Math.min(w.length, Math.max(0, Math.ceil((x - lo0) / GRID_STEP - 1e-9)));
    const masses = Array.from(this.phi, (candidate) => {
      const from = index((candidate - 0.05) / 0.95);
      const to = Math.min(w.length, Math.max(0, Math.floor(((candidate + 0.05) / 1.05 - lo0) / GRID_STEP + 1e-9) + 1));
      return to > from ? (cumulative[to] as number) - (cumulative[from] as number) : 0;
    });
    // A sharp posterior makes a plateau of equally good estimates: take its middle, not its edge.
    const best = Math.max(...masses);
    const plateau = this.phi.filter((_, i) => (masses[i] as number) >= best - 1e-6);
    return plateau[Math.floor(plateau.length / 2)] as number;
  }
}

/**
 * One reserve shared by every identity (r = φ + s·(1 − φ), s uniform over the documented range, drawn once): each
 * probe answers exactly whether r ≤ b, so the probes leave r in an interval (low, high]; the posterior over φ is
 * the chance that s falls where that interval puts it. A bisection halves the interval's predictive mass per probe.
 */
export class SharedReservePosterior {
  private low = 0;
  private high = 1;
  private readonly grid = new FloorPosterior();
  private readonly cdf: (s: number) => number;
  private readonly reserveShare: readonly [number, number];

  /**
   * `share`: the documented range of s, uniform over it; or any distribution of s as samples (e.g. the lowest
   * offer's share of the span, s + o·(1 − s)), whose empirical distribution is used.
   */
  constructor(share: readonly [number, number] | readonly number[]) {
    if (share.length === 2) {
      const [lo, hi] = share as readonly [number, number];
      const width = Math.max(hi - lo, 1e-4);
      this.reserveShare = [lo, hi];
      this.cdf = (s) => Math.min(1, Math.max(0, (s - lo) / width));
    } else {
      const sorted = Float64Array.from(share).sort();
      this.reserveShare = [sorted[0] as number, sorted[sorted.length - 1] as number];
      // The empirical distribution as a table over [0, 1] (interpolated): one look-up per call, not a search.
      const table = new Float64Array(CDF_BINS + 1);
      let j = 0;
      for (let i = 0; i <= CDF_BINS; i++) {
        while (j < sorted.length && (sorted[j] as number) <= i / CDF_BINS) j++;
        table[i] = j / sorted.length;
      }
      this.cdf = (s) => {
        if (s <= 0) return 0;
        if (s >= 1) return 1;
        const x = s * CDF_BINS;
        const i = Math.floor(x);
        return (table[i] as number) + (x - i) * ((table[i + 1] as number) - (table[i] as number));
      };
    }
  }

  /** A probe at bid b (share of A): taken ⇔ r ≤ b. */
  observe(b: number, taken: boolean): void {
    if (taken) this.high = Math.min(this.high, b);
    else this.low = Math.max(this.low, b);
  }

  /** P(r ≤ b | the probes so far), over the φ grid. */
  private predictive(b: number): number {
    let num = 0;
    let den = 0;
    for (const phi of this.grid.phi) {
      const [s0, s1] = this.feasible(phi);
      if (s1 <= s0) continue;
      const sb = (Math.min(b, this.high) - phi) / (1 - phi);
      const mass = this.cdf(s1) - this.cdf(s0);
      den += mass;
      num += this.cdf(Math.min(s1, Math.max(s0, sb))) - this.cdf(s0);
    }
    return den === 0 ? 0.5 : num / den;
  }

  /** The s interval the probes leave for floor share φ, within the documented range. */
  private feasible(phi: number): [number, number] {
    const [lo, hi] = this.reserveShare;
    return [Math.max(lo, (this.low - phi) / (1 - phi)), Math.min(hi, (this.high - phi) / (1 - phi))];
  }

  /** The bid the posterior predicts is taken half the time. */
  medianProbe(): number {
    let lo = 0;
    let hi = 1;
    for (let step = 0; step < 30; step++) {
      const mid = (lo + hi) / 2;
      if (this.predictive(mid) < 0.5) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  }

  /** The floor share estimate, scored like FloorPosterior's (most mass within 5% of the span). */
  estimate(): number {
    for (let i = 0; i < this.grid.phi.length; i++) {
      const [s0, s1] = this.feasible(this.grid.phi[i] as number);
      // Exact answers: only a tiny allowance (reserve rounding to whole minor units), so no floor is ruled out entirely.
      this.grid.log[i] = Math.log(1e-9 + (s1 > s0 ? this.cdf(s1) - this.cdf(s0) : 0));
    }
    return this.grid.estimate();
  }
}

/** P(a last-round bid b is at or above the reserve | φ), with a small allowance for answers against the model. */
export function probeProbability(b: number, phi: number, [lo, hi]: readonly [number, number]): number {
  const s = (b - phi) / (1 - phi);
  const width = Math.max(hi - lo, 1e-4);
  const p = Math.min(1, Math.max(0, (s - lo) / width));
  return PROBE_ERROR + (1 - 2 * PROBE_ERROR) * p;
}

/** The density of u = (A − curve end)/(A − F) under the documented draws, smoothed by the fit's noise. */
export class EndGapDensity {
  private readonly bins: Float64Array;

  constructor(draws: DocumentedDraws, fitNoise: number) {
    const raw = new Float64Array(U_BINS);
    const rand = mulberry32(0xe9d);
    for (let i = 0; i < U_SAMPLES; i++) {
      const u = draws.endGap(rand);
      raw[Math.min(U_BINS - 1, Math.max(0, Math.floor(u * U_BINS)))]! += 1;
    }
    // Gaussian smoothing (σ = fitNoise, in u), then a density floor so an outlier cannot zero a floor out.
    const sigma = Math.max(fitNoise * U_BINS, 0.5);
    const reach = Math.ceil(4 * sigma);
    const kernel = Array.from({ length: 2 * reach + 1 }, (_, j) => Math.exp(-(((j - reach) / sigma) ** 2) / 2));
    const kernelSum = kernel.reduce((a, b) => a + b, 0);
    this.bins = new Float64Array(U_BINS);
    for (let i = 0; i < U_BINS; i++) {
      let total = 0;
      for (let j = -reach; j <= reach; j++) {
        const k = i + j;
        if (k >= 0 && k < U_BINS) total += (raw[k] as number) * (kernel[j + reach] as number);
      }
      this.bins[i] = (total / kernelSum / U_SAMPLES) * U_BINS;
    }
  }

  at(u: number): number {
    const density = u < 0 || u >= 1 ? 0 : (this.bins[Math.floor(u * U_BINS)] as number);
    return density + 1e-4;
  }
}
