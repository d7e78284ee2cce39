import type { Tactics } from "./types";

/**
 * Learning from outcomes, off the hot path: each product (or segment) keeps a Beta posterior over the
 * surplus share every arm has earned — a shop's surplus share (price − floor)/(list − floor) is in [0, 1],
 * a no-deal scores 0 — and a new negotiation plays the arm that wins a Thompson draw. The cron computes
 * the posteriors from Postgres and pushes them into the Shop object; the arm is chosen at open from the
 * buyer's private draws (so reopening does not re-draw it) and snapshotted with the configuration.
 */

/**
 * The arms: the tuned default, a firmer variant for patient buyers (it lets a buyer still climbing fast climb
 * and takes near bids only in the second half) and a softer one for buyers who walk early (it takes bids
 * further below its next offer). On the bench panels the firm arm earns more than the default from patient
 * buyers and less from impatient ones: which kind a product's buyers are is what the learner finds out.
 * Every arm passes the attack suite (tests/bench): none moves what a buyer can learn of the floor. An arm that
 * answered concessions in kind (reciprocity 1) was tried and refused: fitting its documented answer located
 * floors better than chance.
 */
export const ARMS = Object.freeze({
  default: {},
  firm: { climbingHold: 2, lateAcceptFrom: 0.3 },
  soft: { lateAcceptGap: 0.6 },
} satisfies Record<string, Partial<Tactics>>);
export type ArmName = keyof typeof ARMS;
export const ARM_NAMES = Object.keys(ARMS) as ArmName[];

export interface ArmPosterior {
  arm: ArmName;
  /** Beta(alpha, beta): prior 1, 1 plus the sum of rewards and of (1 − reward). */
  alpha: number;
  beta: number;
  /** Negotiations counted. */
  n: number;
}

/** The posterior of one arm after outcomes with these rewards (each clamped to [0, 1]). */
export function posteriorOf(arm: ArmName, rewards: readonly number[]): ArmPosterior {
  let alpha = 1;
  let beta = 1;
  for (const r of rewards) {
    const x = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0;
    alpha += x;
    beta += 1 - x;
  }
  return { arm, alpha, beta, n: rewards.length };
}

/**
 * Thompson sampling: one draw per arm from its posterior (a normal approximation of the Beta, driven by
 * the given uniform units), the largest wins. With no posteriors the default arm plays, so a shop with
 * no history gets the tuned default. Deterministic in its inputs.
 */
export function chooseArm(posteriors: readonly ArmPosterior[] | undefined, units: readonly number[]): ArmName {
  if (!posteriors || posteriors.length === 0) return "default";
  let best: ArmName = "default";
  let bestDraw = -Infinity;
  posteriors.forEach((p, i) => {
    if (!(p.arm in ARMS) || !(p.alpha > 0) || !(p.beta > 0)) return;
    const total = p.alpha + p.beta;
    const mean = p.alpha / total;
    const sd = Math.sqrt((p.alpha * p.beta) / (total * total * (total + 1)));
    const draw = mean + sd * normalQuantile(units[i] ?? 0.5);
    if (draw > bestDraw) {
      bestDraw = draw;
      best = p.arm;
    }
  });
  return best;
}

/** A counterparty the shop's records mark as risky (enough history, and a risk score this high). */
export const RISKY_COUNTERPARTY = Object.freeze({ minNegotiations: 3, minRiskScore: 0.6 });

/**
 * A counterparty's record under service contracts, as the adjustment contracts/reputation.ts derives from it
 * (0: as generous as with anyone … 1: a long record of missed checks): above `noSoft` it is never given the soft
 * arm, above `firm` it gets the firm arm (holds longer, accepts late only when close).
 */
export const POOR_RECORD = Object.freeze({ noSoft: 0, firm: 0.25 });

/**
 * The learner's arm for a buyer: Thompson sampling as chooseArm, except that a counterparty whose profile says
 * it walks away, restarts to probe or plays tactics, or whose record under service contracts is poor, is never
 * given the soft arm's milder acceptance (it plays the default instead), and a clearly poor record gets the firm
 * arm (POOR_RECORD). Deterministic in its inputs.
 */
export function chooseArmFor(
  posteriors: readonly ArmPosterior[] | undefined,
  units: readonly number[],
  counterparty?: { negotiations: number; riskScore: number; reputationAdjustment?: number },
): ArmName {
  const arm = chooseArm(posteriors, units);
  const adjustment = counterparty?.reputationAdjustment ?? 0;
  if (adjustment > POOR_RECORD.firm) return "firm";
  const risky = !!counterparty && counterparty.negotiations >= RISKY_COUNTERPARTY.minNegotiations && counterparty.riskScore >= RISKY_COUNTERPARTY.minRiskScore;
  return (risky || adjustment > POOR_RECORD.noSoft) && arm === "soft" ? "default" : arm;
}

export function armTactics(arm: ArmName): Partial<Tactics> {
  return ARMS[arm] ?? {};
}

/** Φ⁻¹(u) for u in (0, 1), Acklam's rational approximation (relative error < 1.2e-9). */
export function normalQuantile(u: number): number {
  const p = Math.min(1 - 1e-12, Math.max(1e-12, Number.isFinite(u) ? u : 0.5));
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}
