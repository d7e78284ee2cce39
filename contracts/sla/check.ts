/**
 * One SLA check: the window readings of a contract's targets judged against their thresholds, turned into
 * verdicts (met, insufficient, breach, violation, bonus) and the runtime carried to the next check. Pure and
 * deterministic: the Contract object's alarm calls it with `now`, then posts penalties and bonuses through the
 * ledger (which clamps them to the caps and what the stake and pool hold) in the same transaction.
 *
 * Semantics, per target (one verdict per target per check, in the targets' order):
 * - No reading, or a reading with `value: null` (fewer samples than `minSamples`): "insufficient". Without
 *   evidence a running breach ends and so does a run of beating the threshold; nothing is counted.
 * - Worse than the threshold (atMost: value > threshold; atLeast: value < threshold): a breach, open since the
 *   first check that saw it (`breachSince`). While `now < breachSince + graceMs` it is only a "breach" verdict.
 *   From the end of grace on it is a "violation" (penalty = the target's `penaltyMinor`), but at most one per
 *   target per window: a new violation needs `now − lastViolationAt ≥` the target's window (1, 5 or 15 min), so a
 *   persisting 1-minute breach costs one penalty per minute, not one per check. A check that is held back by that
 *   rule reports "breach".
 * - Otherwise the target is met (the breach, if any, ends). If it beats the threshold by more than
 *   `bonusMargin × threshold` (atMost: threshold − value; atLeast: value − threshold), a run of beating starts
 *   (`beatingSince`); once the run has lasted a whole window, the check reports "bonus" (which implies met)
 *   instead of "met", at most once per window (`lastBonusAt`), and only while the reward period has room: the
 *   bonus is the target's `bonusMinor` clamped to `maxRewardPerPeriodMinor − rewardPaidInPeriodMinor` minus the
 *   bonuses this same check already granted; a target with no bonus or no room left reports "met".
 *
 * Across targets:
 * - `consecutiveViolations` + 1 for a check with any violation (however many); reset to 0 by a check where every
 *   judged target is met (bonus counts as met; a check where nothing was judged neither counts nor resets; a breach
 *   still in grace keeps the count as it is). `violationsTotal` + 1 per violation.
 * - The reward period starts at the first check and rolls over every `rewardPeriodMs` (aligned to its start);
 *   a roll-over sets `rewardPaidInPeriodMinor` to 0. The caller adds what the ledger actually paid.
 * - Idempotent: a check at `now ≤ lastCheckAt` changes nothing and returns no verdicts, so a replayed alarm never
 *   counts twice.
 * - Runtime of targets no longer in the contract (after an amendment) is dropped; new targets start fresh.
 */
import type { CheckVerdict, ContractLimits, SlaRuntime, SlaTarget, TargetRuntime, WindowReading } from "../types";

export function initialTargetRuntime(): TargetRuntime {
  return { breachSince: null, lastViolationAt: null, beatingSince: null, lastBonusAt: null };
}

export function initialSlaRuntime(targets: readonly SlaTarget[]): SlaRuntime {
  return {
    targets: Object.fromEntries(targets.map((t) => [t.id, initialTargetRuntime()])),
    consecutiveViolations: 0,
    violationsTotal: 0,
    lastCheckAt: null,
    rewardPeriodStart: null,
    rewardPaidInPeriodMinor: 0,
  };
}

export function windowMs(target: Pick<SlaTarget, "windowMin">): number {
  return target.windowMin * 60_000;
}

/** Is `value` worse than the target's threshold? */
export function breaches(target: Pick<SlaTarget, "comparator" | "threshold">, value: number): boolean {
  return target.comparator === "atMost" ? value > target.threshold : value < target.threshold;
}

/** Does `value` beat the threshold by more than `margin × threshold`? */
export function beatsByMargin(target: Pick<SlaTarget, "comparator" | "threshold">, value: number, margin: number): boolean {
  const lead = target.comparator === "atMost" ? target.threshold - value : value - target.threshold;
  return lead > margin * Math.abs(target.threshold);
}

export function checkTargets(
  targets: SlaTarget[],
  readings: WindowReading[],
  runtime: SlaRuntime,
  now: number,
  limits: ContractLimits,
): { runtime: SlaRuntime; verdicts: CheckVerdict[] } {
  if (runtime.lastCheckAt !== null && now <= runtime.lastCheckAt) return { runtime, verdicts: [] };

  let rewardPeriodStart = runtime.rewardPeriodStart ?? now;
  let rewardPaidInPeriodMinor = runtime.rewardPaidInPeriodMinor;
  if (now - rewardPeriodStart >= limits.rewardPeriodMs) {
    rewardPeriodStart += Math.floor((now - rewardPeriodStart) / limits.rewardPeriodMs) * limits.rewardPeriodMs;
    rewardPaidInPeriodMinor = 0;
  }
  let rewardRoom = Math.max(0, limits.maxRewardPerPeriodMinor - rewardPaidInPeriodMinor);

  const byId = new Map(readings.map((r) => [r.targetId, r]));
  const nextTargets: Record<string, TargetRuntime> = {};
  const verdicts: CheckVerdict[] = [];
  let violations = 0;
  let judged = 0;
  let met = 0;

  for (const target of targets) {
    const before = runtime.targets[target.id] ?? initialTargetRuntime();
    const state: TargetRuntime = { ...before };
    nextTargets[target.id] = state;
    const value = byId.get(target.id)?.value ?? null;
    const window = windowMs(target);

    if (value === null || !Number.isFinite(value)) {
      state.breachSince = null;
      state.beatingSince = null;
      verdicts.push({ targetId: target.id, kind: "insufficient" });
      continue;
    }
    judged++;

    if (breaches(target, value)) {
      state.beatingSince = null;
      const since = (state.breachSince ??= now);
      const graceEndsAt = since + limits.graceMs;
      const windowSinceLastViolation = state.lastViolationAt === null || now - state.lastViolationAt >= window;
      if (now >= graceEndsAt && windowSinceLastViolation) {
        state.lastViolationAt = now;
        violations++;
        verdicts.push({ targetId: target.id, kind: "violation", penaltyMinor: target.penaltyMinor, reading: value });
      } else {
        verdicts.push({ targetId: target.id, kind: "breach", since, graceEndsAt });
      }
      continue;
    }

    met++;
    state.breachSince = null;
    if (!beatsByMargin(target, value, limits.bonusMargin)) {
      state.beatingSince = null;
      verdicts.push({ targetId: target.id, kind: "met" });
      continue;
    }
    const beatingSince = (state.beatingSince ??= now);
    const wholeWindow = now - beatingSince >= window;
    const windowSinceLastBonus = state.lastBonusAt === null || now - state.lastBonusAt >= window;
    const bonusMinor = Math.min(target.bonusMinor, rewardRoom);
    if (wholeWindow && windowSinceLastBonus && bonusMinor > 0) {
      state.lastBonusAt = now;
      rewardRoom -= bonusMinor;
      verdicts.push({ targetId: target.id, kind: "bonus", bonusMinor, reading: value });
    } else {
      verdicts.push({ targetId: target.id, kind: "met" });
    }
  }

  let consecutiveViolations = runtime.consecutiveViolations;
  if (violations > 0) consecutiveViolations++;
  else if (judged > 0 && met === judged) consecutiveViolations = 0;

  return {
    runtime: {
      targets: nextTargets,
      consecutiveViolations,
      violationsTotal: runtime.violationsTotal + violations,
      lastCheckAt: now,
      rewardPeriodStart,
      rewardPaidInPeriodMinor,
    },
    verdicts,
  };
}
