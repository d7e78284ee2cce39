/**
 * The operator limits a shop's contracts live under. Defaults are the contract-negotiation seed's table; a shop
 * may set its own within `LIMIT_BOUNDS` (the widest Parley accepts), and every limit is enforced in the pure core
 * so the Durable Object, the rehearsal and the bench agree.
 */
import type { ContractLimits } from "./types";

export const DEFAULT_CONTRACT_LIMITS: Readonly<ContractLimits> = Object.freeze({
  maxContractsPerAgent: 64,
  maxParties: 16,
  maxSlaTargets: 32,
  maxDurationMs: 24 * 60 * 60 * 1000,
  minRenegotiationIntervalMs: 60 * 1000,
  /** 1,000.00 in a two-decimal currency. */
  maxPenaltyPerViolationMinor: 100_000,
  /** 500.00 in a two-decimal currency. */
  maxRewardPerPeriodMinor: 50_000,
  graceMs: 5 * 1000,
  checkIntervalMs: 1000,
  maxCompositeParts: 8,
  maxConcurrentNegotiations: 128,
  violationsToSuspend: 5,
  bonusMargin: 0.1,
  rewardPeriodMs: 60 * 60 * 1000,
});

/** The range a shop may configure each limit in: [least, most]. */
export const LIMIT_BOUNDS: Readonly<Record<keyof ContractLimits, readonly [number, number]>> = Object.freeze({
  maxContractsPerAgent: [1, 1024],
  maxParties: [2, 16],
  maxSlaTargets: [0, 32],
  maxDurationMs: [60 * 1000, 24 * 60 * 60 * 1000],
  minRenegotiationIntervalMs: [0, 24 * 60 * 60 * 1000],
  maxPenaltyPerViolationMinor: [0, 100_000_000],
  maxRewardPerPeriodMinor: [0, 100_000_000],
  graceMs: [0, 15 * 60 * 1000],
  checkIntervalMs: [1000, 60 * 1000],
  maxCompositeParts: [1, 8],
  maxConcurrentNegotiations: [1, 1024],
  violationsToSuspend: [1, 100],
  bonusMargin: [0, 10],
  rewardPeriodMs: [60 * 1000, 30 * 24 * 60 * 60 * 1000],
});

/** A shop's limits: its overrides on the defaults, each clamped to its bounds' reading by `limitProblems` first. */
export function contractLimits(overrides: Partial<ContractLimits> = {}): ContractLimits {
  return { ...DEFAULT_CONTRACT_LIMITS, ...overrides };
}

/** Field problems of a shop's overrides (JSON pointers), empty when every value is a number within its bounds. */
export function limitProblems(overrides: Record<string, unknown>): { pointer: string; detail: string }[] {
  const problems: { pointer: string; detail: string }[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    const bounds = (LIMIT_BOUNDS as Record<string, readonly [number, number]>)[key];
    if (!bounds) problems.push({ pointer: `/${key}`, detail: "not a contract limit" });
    else if (typeof value !== "number" || !Number.isFinite(value)) problems.push({ pointer: `/${key}`, detail: "must be a number" });
    else if (key !== "bonusMargin" && !Number.isInteger(value)) problems.push({ pointer: `/${key}`, detail: "must be an integer" });
    else if (value < bounds[0] || value > bounds[1]) problems.push({ pointer: `/${key}`, detail: `must be between ${bounds[0]} and ${bounds[1]}` });
  }
  return problems;
}
