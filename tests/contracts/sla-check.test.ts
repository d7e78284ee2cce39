/**
 * The SLA check (contracts/sla/check.ts): what a provider pays and earns for each reading. A breach costs nothing
 * inside grace, a persisting one costs once per window, five bad checks in a row are counted for suspension,
 * a bonus needs a whole window of beating the threshold and stays within the period's cap, and a replayed alarm
 * changes nothing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkTargets, initialSlaRuntime } from "../../contracts/sla/check";
import { contractLimits } from "../../contracts/limits";
import type { CheckVerdict, ContractLimits, SlaRuntime, SlaTarget, WindowReading } from "../../contracts/types";

const T0 = 1_800_000_000_000;
const SEC = 1000;
const MIN = 60_000;

const latencyP95: SlaTarget = {
  id: "latency-p95",
  metric: "latency",
  statistic: "p95",
  windowMin: 1,
  comparator: "atMost",
  threshold: 200,
  penaltyMinor: 1_000,
  bonusMinor: 300,
  minSamples: 10,
};
const availability: SlaTarget = {
  id: "availability",
  metric: "availability",
  statistic: "ratio",
  windowMin: 5,
  comparator: "atLeast",
  threshold: 0.9,
  penaltyMinor: 5_000,
  bonusMinor: 0,
  minSamples: 10,
};

const reading = (targetId: string, value: number | null): WindowReading => ({ targetId, value, count: value === null ? 0 : 100 });

/** Runs checks at `times` with the readings `valueAt` gives; returns every check's verdicts and the last runtime. */
function run(targets: SlaTarget[], times: number[], valueAt: (t: number, target: SlaTarget) => number | null, limits = contractLimits()) {
  let runtime = initialSlaRuntime(targets);
  const checks: { at: number; verdicts: CheckVerdict[]; runtime: SlaRuntime }[] = [];
  for (const at of times) {
    const result = checkTargets(targets, targets.map((t) => reading(t.id, valueAt(at, t))), runtime, at, limits);
    runtime = result.runtime;
    checks.push({ at, verdicts: result.verdicts, runtime });
  }
  return { checks, runtime };
}

const everySecond = (from: number, to: number) => Array.from({ length: Math.floor((to - from) / SEC) + 1 }, (_, i) => from + i * SEC);

describe("SLA check: breach, grace, violation", () => {
  it("a p95 breach is only a breach for the 5-s grace, then costs one penalty per 1-minute window while it lasts", () => {
    // Met for 10 s, then p95 at 350 ms for three minutes.
    const { checks, runtime } = run([latencyP95], everySecond(T0, T0 + 10 * SEC + 3 * MIN), (t) => (t < T0 + 10 * SEC ? 150 : 350));
    const verdictAt = (t: number) => checks.find((c) => c.at === t)!.verdicts[0]!;

    expect(verdictAt(T0 + 10 * SEC)).toEqual({ targetId: "latency-p95", kind: "breach", since: T0 + 10 * SEC, graceEndsAt: T0 + 15 * SEC });
    expect(verdictAt(T0 + 14 * SEC).kind).toBe("breach");
    expect(verdictAt(T0 + 15 * SEC)).toEqual({ targetId: "latency-p95", kind: "violation", penaltyMinor: 1_000, reading: 350 });

    const violations = checks.filter((c) => c.verdicts[0]!.kind === "violation").map((c) => c.at - (T0 + 15 * SEC));
    expect(violations).toEqual([0, MIN, 2 * MIN]);
    expect(runtime.violationsTotal).toBe(3);
    // Checks in between (breach, not violation) neither add to nor reset the run of violations.
    expect(runtime.consecutiveViolations).toBe(3);
  });

  it("a breach that recovers inside grace costs nothing, and a met check resets the run of violations", () => {
    const bad = (t: number) => (t >= T0 + 2 * SEC && t < T0 + 6 * SEC) || t >= T0 + 20 * SEC;
    const { checks } = run([latencyP95], everySecond(T0, T0 + 40 * SEC), (t) => (bad(t) ? 999 : 150));
    const kinds = checks.map((c) => c.verdicts[0]!.kind);
    expect(kinds.slice(2, 6)).toEqual(["breach", "breach", "breach", "breach"]);
    expect(kinds[6]).toBe("met");
    expect(kinds.indexOf("violation")).toBe(25); // the second breach began at 20 s: violation at 25 s
    expect(checks[6]!.runtime.consecutiveViolations).toBe(0);
  });

  it("counts consecutive violations across targets, towards the five that suspend a contract", () => {
    // Five targets breaching from the start, each with its own window: the 1-s checks record a violation at 0 s
    // (grace 0), then at each check where one of them is due.
    const targets = [1, 2, 3, 4, 5].map((i): SlaTarget => ({ ...latencyP95, id: `t${i}`, windowMin: 1 }));
    const limits = contractLimits({ graceMs: 0 });
    const times = [0, 1, 2, 3, 4].map((i) => T0 + i * SEC);
    // Target i breaches only from check i on, so each check brings one new violation.
    const { checks, runtime } = run(targets, times, (t, target) => (t - T0 >= (Number(target.id.slice(1)) - 1) * SEC ? 400 : 150), limits);
    expect(checks.map((c) => c.runtime.consecutiveViolations)).toEqual([1, 2, 3, 4, 5]);
    expect(runtime.consecutiveViolations).toBeGreaterThanOrEqual(limits.violationsToSuspend);
  });

  it("insufficient data neither counts nor resets, and ends a running breach", () => {
    const limits = contractLimits({ graceMs: 0 });
    const values = [400, null, 400, null];
    const { checks } = run([latencyP95], values.map((_, i) => T0 + i * 2 * MIN), (t) => values[(t - T0) / (2 * MIN)]!, limits);
    expect(checks.map((c) => c.verdicts[0]!.kind)).toEqual(["violation", "insufficient", "violation", "insufficient"]);
    expect(checks.map((c) => c.runtime.consecutiveViolations)).toEqual([1, 1, 2, 2]);
    expect(checks[1]!.runtime.targets["latency-p95"]!.breachSince).toBeNull();
  });
});

describe("SLA check: bonuses and the reward period", () => {
  it("pays a bonus after a whole window beating the threshold by more than the margin, at most once per window", () => {
    // 120 ms beats 200 ms by 40% (> 10%): a bonus at 1 min, 2 min, 3 min.
    const { checks } = run([latencyP95], everySecond(T0, T0 + 3 * MIN + 30 * SEC), () => 120);
    const bonuses = checks.filter((c) => c.verdicts[0]!.kind === "bonus");
    expect(bonuses.map((c) => c.at - T0)).toEqual([MIN, 2 * MIN, 3 * MIN]);
    expect(bonuses[0]!.verdicts[0]).toEqual({ targetId: "latency-p95", kind: "bonus", bonusMinor: 300, reading: 120 });
  });

  it("pays no bonus for meeting the target by less than the margin, nor when the run of beating is broken", () => {
    expect(run([latencyP95], everySecond(T0, T0 + 3 * MIN), () => 185).checks.some((c) => c.verdicts[0]!.kind === "bonus")).toBe(false);
    // Beating, except one breaching check every 50 s: never a whole window.
    const broken = run([latencyP95], everySecond(T0, T0 + 5 * MIN), (t) => ((t - T0) % (50 * SEC) === 0 ? 250 : 120));
    expect(broken.checks.some((c) => c.verdicts[0]!.kind === "bonus")).toBe(false);
  });

  it("keeps bonuses within the period's cap (what was paid is added by the caller) and rolls the period over", () => {
    const limits = contractLimits({ maxRewardPerPeriodMinor: 500, rewardPeriodMs: 10 * MIN });
    let runtime = initialSlaRuntime([latencyP95]);
    const paid: { at: number; minor: number }[] = [];
    for (const at of everySecond(T0, T0 + 25 * MIN)) {
      const result = checkTargets([latencyP95], [reading(latencyP95.id, 120)], runtime, at, limits);
      runtime = result.runtime;
      for (const v of result.verdicts) {
        if (v.kind !== "bonus") continue;
        paid.push({ at: at - T0, minor: v.bonusMinor });
        runtime = { ...runtime, rewardPaidInPeriodMinor: runtime.rewardPaidInPeriodMinor + v.bonusMinor };
      }
    }
    // Period [0, 10 min): 300 + 200 (the rest of the cap); [10, 20): 300 + 200; [20, 25]: 300 + 200.
    expect(paid).toEqual([
      { at: 1 * MIN, minor: 300 },
      { at: 2 * MIN, minor: 200 },
      { at: 10 * MIN, minor: 300 },
      { at: 11 * MIN, minor: 200 },
      { at: 20 * MIN, minor: 300 },
      { at: 21 * MIN, minor: 200 },
    ]);
    expect(runtime.rewardPeriodStart).toBe(T0 + 20 * MIN);
  });
});

describe("SLA check: replays and amendments", () => {
  it("is idempotent: a check at or before the last one returns no verdicts and the same runtime", () => {
    const first = checkTargets([latencyP95], [reading(latencyP95.id, 999)], initialSlaRuntime([latencyP95]), T0, contractLimits({ graceMs: 0 }));
    expect(first.verdicts[0]!.kind).toBe("violation");
    for (const at of [T0, T0 - 1]) {
      const again = checkTargets([latencyP95], [reading(latencyP95.id, 999)], first.runtime, at, contractLimits({ graceMs: 0 }));
      expect(again).toEqual({ runtime: first.runtime, verdicts: [] });
    }
  });

  it("drops the runtime of targets an amendment removed and starts new ones fresh", () => {
    const before = checkTargets([latencyP95], [reading(latencyP95.id, 999)], initialSlaRuntime([latencyP95]), T0, contractLimits());
    const after = checkTargets([availability], [reading(availability.id, 0.5)], before.runtime, T0 + SEC, contractLimits());
    expect(Object.keys(after.runtime.targets)).toEqual(["availability"]);
    expect(after.verdicts).toEqual([{ targetId: "availability", kind: "breach", since: T0 + SEC, graceEndsAt: T0 + 6 * SEC }]);
  });
});

// --- properties ---------------------------------------------------------------------------------------------

const targetArb: fc.Arbitrary<Omit<SlaTarget, "id">> = fc.record({
  metric: fc.constant("latency" as const),
  statistic: fc.constant("p95" as const),
  windowMin: fc.constantFrom(1, 5, 15 as const),
  comparator: fc.constantFrom("atMost", "atLeast" as const),
  threshold: fc.constantFrom(0.5, 1, 100, 200),
  penaltyMinor: fc.integer({ min: 0, max: 10_000 }),
  bonusMinor: fc.integer({ min: 0, max: 1_000 }),
  minSamples: fc.constant(1),
});

/** A reading relative to the threshold: none, worse, met narrowly, or beating it widely. */
type Level = null | "worse" | "met" | "beating";
const levelArb: fc.Arbitrary<Level> = fc.constantFrom<Level>(null, "worse", "met", "beating");
const valueOf = (target: Omit<SlaTarget, "id">, level: Level): number | null => {
  if (level === null) return null;
  const factor = { worse: 1.5, met: 0.99, beating: 0.2 }[level];
  // atLeast targets: "worse" is below the threshold, "beating" far above.
  return target.comparator === "atMost" ? target.threshold * factor : target.threshold * (2 - factor);
};

interface Scenario {
  targets: SlaTarget[];
  limits: Partial<ContractLimits>;
  checks: { step: number; levels: Level[] }[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  targets: fc.array(targetArb, { minLength: 1, maxLength: 4 }).map((ts) => ts.map((t, i): SlaTarget => ({ ...t, id: `t${i}` }))),
  limits: fc.record({
    graceMs: fc.constantFrom(0, 1_000, 5_000, 30_000, 3 * MIN),
    bonusMargin: fc.constantFrom(0, 0.1, 0.5),
    rewardPeriodMs: fc.constantFrom(MIN, 10 * MIN, 60 * MIN),
    maxRewardPerPeriodMinor: fc.integer({ min: 0, max: 3_000 }),
  }),
  // Steps of 0 replay the previous check's time.
  checks: fc.array(fc.record({ step: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 * SEC }), fc.integer({ min: 1, max: 4 * MIN })), levels: fc.array(levelArb, { minLength: 4, maxLength: 4 }) }), {
    minLength: 1,
    maxLength: 80,
  }),
});

interface Trace {
  at: number;
  replay: boolean;
  values: (number | null)[];
  before: SlaRuntime;
  after: SlaRuntime;
  verdicts: CheckVerdict[];
}

/** Plays a scenario like the Contract object: checks in time order, adding what each bonus paid. */
function playChecks({ targets, limits: overrides, checks }: Scenario): { trace: Trace[]; limits: ContractLimits } {
  const limits = contractLimits(overrides);
  let runtime = initialSlaRuntime(targets);
  let at = T0;
  const trace: Trace[] = [];
  checks.forEach(({ step, levels }, i) => {
    at += step;
    const values = targets.map((t, k) => valueOf(t, levels[k]!));
    const before = runtime;
    const result = checkTargets(targets, targets.map((t, k) => reading(t.id, values[k]!)), runtime, at, limits);
    const paid = result.verdicts.reduce((sum, v) => sum + (v.kind === "bonus" ? v.bonusMinor : 0), 0);
    runtime = { ...result.runtime, rewardPaidInPeriodMinor: result.runtime.rewardPaidInPeriodMinor + paid };
    trace.push({ at, replay: i > 0 && step === 0, values, before, after: runtime, verdicts: result.verdicts });
  });
  return { trace, limits };
}

const worse = (t: SlaTarget, v: number) => (t.comparator === "atMost" ? v > t.threshold : v < t.threshold);

describe("SLA check: properties", () => {
  it("property: never a violation inside grace, judged from the readings alone", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { trace, limits } = playChecks(scenario);
        scenario.targets.forEach((target, k) => {
          let runStart: number | null = null;
          for (const check of trace.filter((c) => !c.replay)) {
            const value = check.values[k]!;
            runStart = value !== null && worse(target, value) ? (runStart ?? check.at) : null;
            if (check.verdicts[k]!.kind === "violation") expect(check.at - runStart!).toBeGreaterThanOrEqual(limits.graceMs);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it("property: at most one violation per target per window, and a breach past grace is a violation once a window has passed", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { trace, limits } = playChecks(scenario);
        scenario.targets.forEach((target, k) => {
          const window = target.windowMin * MIN;
          let runStart: number | null = null;
          let lastViolation: number | null = null;
          for (const check of trace.filter((c) => !c.replay)) {
            const value = check.values[k]!;
            runStart = value !== null && worse(target, value) ? (runStart ?? check.at) : null;
            const due = runStart !== null && check.at - runStart >= limits.graceMs && (lastViolation === null || check.at - lastViolation >= window);
            expect(check.verdicts[k]!.kind === "violation").toBe(due);
            if (due) lastViolation = check.at;
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it("property: consecutive violations +1 per check with any violation, 0 after a check where every judged target is met, else unchanged", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        for (const check of playChecks(scenario).trace.filter((c) => !c.replay)) {
          const kinds = check.verdicts.map((v) => v.kind);
          const judged = kinds.filter((k) => k !== "insufficient");
          const expected = kinds.includes("violation")
            ? check.before.consecutiveViolations + 1
            : judged.length > 0 && judged.every((k) => k === "met" || k === "bonus")
              ? 0
              : check.before.consecutiveViolations;
          expect(check.after.consecutiveViolations).toBe(expected);
          expect(check.after.violationsTotal).toBe(check.before.violationsTotal + kinds.filter((k) => k === "violation").length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("property: a bonus never while breached, only after a whole window of beating, at most once per window, within the period's cap", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { trace, limits } = playChecks(scenario);
        scenario.targets.forEach((target, k) => {
          const window = target.windowMin * MIN;
          let beatingSince: number | null = null;
          let lastBonus: number | null = null;
          for (const check of trace.filter((c) => !c.replay)) {
            const value = check.values[k]!;
            const lead = value === null ? -Infinity : target.comparator === "atMost" ? target.threshold - value : value - target.threshold;
            beatingSince = lead > limits.bonusMargin * target.threshold ? (beatingSince ?? check.at) : null;
            const verdict = check.verdicts[k]!;
            if (verdict.kind !== "bonus") continue;
            expect(worse(target, value!)).toBe(false);
            expect(check.at - beatingSince!).toBeGreaterThanOrEqual(window);
            if (lastBonus !== null) expect(check.at - lastBonus).toBeGreaterThanOrEqual(window);
            expect(verdict.bonusMinor).toBeGreaterThan(0);
            expect(verdict.bonusMinor).toBeLessThanOrEqual(target.bonusMinor);
            lastBonus = check.at;
          }
        });
        // Within each reward period, bonuses add up to at most the cap.
        const byPeriod = new Map<number, number>();
        for (const check of trace) {
          const bonus = check.verdicts.reduce((sum, v) => sum + (v.kind === "bonus" ? v.bonusMinor : 0), 0);
          byPeriod.set(check.after.rewardPeriodStart!, (byPeriod.get(check.after.rewardPeriodStart!) ?? 0) + bonus);
        }
        for (const total of byPeriod.values()) expect(total).toBeLessThanOrEqual(limits.maxRewardPerPeriodMinor);
      }),
      { numRuns: 300 },
    );
  });

  it("property: idempotent — a replayed check (same or earlier now) changes nothing; the same inputs give the same outputs", () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 10 * MIN }), (scenario, back) => {
        const { trace, limits } = playChecks(scenario);
        for (const check of trace) {
          if (check.replay) expect(check.verdicts).toEqual([]);
          if (check.replay) expect(check.after).toEqual(check.before);
          const readings = scenario.targets.map((t, k) => reading(t.id, check.values[k]!));
          const again = checkTargets(scenario.targets, readings, check.after, check.at - back, limits);
          expect(again.verdicts).toEqual([]);
          expect(again.runtime).toEqual(check.after);
        }
        expect(playChecks(scenario).trace.map((c) => c.verdicts)).toEqual(trace.map((c) => c.verdicts));
      }),
      { numRuns: 200 },
    );
  });

  it("property: monotone in time — check, violation and bonus times and the violation total never go back", () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        for (const { before, after, at } of playChecks(scenario).trace) {
          expect(after.violationsTotal).toBeGreaterThanOrEqual(before.violationsTotal);
          expect(after.lastCheckAt!).toBeGreaterThanOrEqual(before.lastCheckAt ?? -Infinity);
          expect(after.lastCheckAt!).toBeLessThanOrEqual(at);
          expect(after.rewardPeriodStart!).toBeGreaterThanOrEqual(before.rewardPeriodStart ?? -Infinity);
          for (const [id, state] of Object.entries(after.targets)) {
            const prior = before.targets[id]!;
            expect(state.lastViolationAt ?? -Infinity).toBeGreaterThanOrEqual(prior.lastViolationAt ?? -Infinity);
            expect(state.lastBonusAt ?? -Infinity).toBeGreaterThanOrEqual(prior.lastBonusAt ?? -Infinity);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
