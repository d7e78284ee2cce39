import type { PolicyAction } from "./policy-set";

export interface DecisionRecord {
  /** Epoch ms. */
  at: number;
  outcome: PolicyAction;
  /** A policy had to constrain the decision, or a rule was broken. */
  breach: boolean;
}

export interface BreakerThresholds {
  /** Trip when more than this share of recent decisions were escalated. */
  maxEscalationRate: number;
  /** Trip when more than this share of recent decisions were breaches. */
  maxBreachRate: number;
  /** Decisions needed before the rates mean anything. */
  minSample: number;
  windowMs: number;
  pauseMs: number;
}

export const DEFAULT_BREAKER: BreakerThresholds = {
  maxEscalationRate: 0.4,
  maxBreachRate: 0.05,
  minSample: 10,
  windowMs: 60 * 60 * 1000,
  pauseMs: 15 * 60 * 1000,
};

export interface BreakerState {
  tripped: boolean;
  reason: "escalation-rate" | "breach-rate" | null;
  escalationRate: number;
  breachRate: number;
  sample: number;
  /** When a trip (decided now) ends. */
  pausedUntil: number | null;
}

/**
 * The circuit breaker over a sliding window of the negotiator's decisions: it trips when the escalation
 * or breach rate passes its threshold over at least `minSample` decisions. Pure: time is an argument.
 */
export function breakerState(records: readonly DecisionRecord[], now: number, t: BreakerThresholds = DEFAULT_BREAKER): BreakerState {
  const recent = records.filter((r) => r.at > now - t.windowMs && r.at <= now);
  const sample = recent.length;
  const escalationRate = sample ? recent.filter((r) => r.outcome === "ESCALATE" || r.outcome === "PAUSE").length / sample : 0;
  const breachRate = sample ? recent.filter((r) => r.breach).length / sample : 0;
  let reason: BreakerState["reason"] = null;
  if (sample >= t.minSample) {
    if (escalationRate > t.maxEscalationRate) reason = "escalation-rate";
    else if (breachRate > t.maxBreachRate) reason = "breach-rate";
  }
  return { tripped: reason !== null, reason, escalationRate, breachRate, sample, pausedUntil: reason ? now + t.pauseMs : null };
}
