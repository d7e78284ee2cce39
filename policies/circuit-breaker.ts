import type { PolicyAction } from "./policy-set";

export interface DecisionRecord {
  /** Epoch ms. */
  at: number;
  outcome: PolicyAction;
  /** An invariant was broken or a condition failed to evaluate (a constraint doing its job is not a breach). */
  breach: boolean;
}

/**
 * Decisions counted together over a span of time that starts at `at` (the Shop keeps one per minute, so
 * the breaker reads at most an hour's worth of rows however busy the shop is).
 */
export interface DecisionTally {
  at: number;
  decisions: number;
  escalations: number;
  breaches: number;
}

/**
 * What a policy evaluation counts as, for the breaker. A breach is a broken invariant or a condition that
 * failed to evaluate, nothing else: a CONSTRAINT is the shop's rule working as written (the bundled 25% cap
 * fires in ordinary traffic), so counting it would pause healthy shops.
 */
export function decisionRecord(
  at: number,
  evaluation: { outcome: PolicyAction; invariantViolation?: string | null; errors: readonly unknown[] },
): DecisionRecord {
  return {
    at,
    outcome: evaluation.outcome,
    breach: evaluation.invariantViolation != null || evaluation.errors.length > 0,
  };
}

function tallyOf(r: DecisionRecord): DecisionTally {
  return { at: r.at, decisions: 1, escalations: r.outcome === "ESCALATE" || r.outcome === "PAUSE" ? 1 : 0, breaches: r.breach ? 1 : 0 };
}

/** Decisions counted per span of `spanMs` (a minute by default), each tally starting where its span starts. */
export function tallyBySpan(records: readonly DecisionRecord[], spanMs = 60_000): DecisionTally[] {
  const spans = new Map<number, DecisionTally>();
  for (const r of records) {
    const at = Math.floor(r.at / spanMs) * spanMs;
    const one = tallyOf(r);
    const t = spans.get(at) ?? { at, decisions: 0, escalations: 0, breaches: 0 };
    t.decisions += one.decisions;
    t.escalations += one.escalations;
    t.breaches += one.breaches;
    spans.set(at, t);
  }
  return [...spans.values()];
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
 * The circuit breaker over a sliding window of the negotiator's decisions, one by one or tallied: it trips
 * when the escalation or breach rate passes its threshold over at least `minSample` decisions. A tally
 * counts when its start falls inside the window. Pure: time is an argument.
 */
export function breakerState(
  window: readonly (DecisionRecord | DecisionTally)[],
  now: number,
  t: BreakerThresholds = DEFAULT_BREAKER,
): BreakerState {
  let sample = 0;
  let escalations = 0;
  let breaches = 0;
  for (const item of window) {
    if (item.at <= now - t.windowMs || item.at > now) continue;
    const tally = "decisions" in item ? item : tallyOf(item);
    sample += tally.decisions;
    escalations += tally.escalations;
    breaches += tally.breaches;
  }
  const escalationRate = sample ? escalations / sample : 0;
  const breachRate = sample ? breaches / sample : 0;
  let reason: BreakerState["reason"] = null;
  if (sample >= t.minSample) {
    if (escalationRate > t.maxEscalationRate) reason = "escalation-rate";
    else if (breachRate > t.maxBreachRate) reason = "breach-rate";
  }
  return { tripped: reason !== null, reason, escalationRate, breachRate, sample, pausedUntil: reason ? now + t.pauseMs : null };
}
