import type { PolicyAction } from "./policy-set";

export interface DecisionRecord {
  /** Epoch ms. */
  at: number;
  outcome: PolicyAction;
  /** An invariant was broken or a condition failed to evaluate (a constraint doing its job is not a breach). */
  breach: boolean;
  /** The product the decision was about: a per-product breaker reads its own only. Absent: shop-wide only. */
  productId?: string;
  /**
   * False for a decision that must not move the breaker: one for an anonymous buyer or for traffic over a
   * rate limit (see countsTowardBreaker), so strangers cannot pause a shop. Absent means true.
   */
  counted?: boolean;
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
  /** The product its decisions were about; absent when they named none. */
  productId?: string;
}

/** Who may move the breaker: a buyer who presented a credential, within its rate limit. */
export function countsTowardBreaker(buyer: { authenticated: boolean; overRateLimit: boolean }): boolean {
  return buyer.authenticated && !buyer.overRateLimit;
}

/**
 * What a policy evaluation counts as, for the breaker. A breach is a broken invariant or a condition that
 * failed to evaluate, nothing else: a CONSTRAINT is the shop's rule working as written (a discount cap like the
 * seed governance example's fires in ordinary traffic), so counting it would pause healthy shops.
 */
export function decisionRecord(
  at: number,
  evaluation: { outcome: PolicyAction; invariantViolation?: string | null; errors: readonly unknown[] },
  about: { productId?: string; counted?: boolean } = {},
): DecisionRecord {
  return {
    at,
    outcome: evaluation.outcome,
    breach: evaluation.invariantViolation != null || evaluation.errors.length > 0,
    ...(about.productId !== undefined ? { productId: about.productId } : {}),
    ...(about.counted !== undefined ? { counted: about.counted } : {}),
  };
}

function tallyOf(r: DecisionRecord): DecisionTally {
  const t: DecisionTally = { at: r.at, decisions: 1, escalations: r.outcome === "ESCALATE" || r.outcome === "PAUSE" ? 1 : 0, breaches: r.breach ? 1 : 0 };
  if (r.productId !== undefined) t.productId = r.productId;
  return t;
}

const isCounted = (r: DecisionRecord) => r.counted !== false;

/**
 * Counted decisions per span of `spanMs` (a minute by default) and per product, each tally starting where
 * its span starts. Uncounted decisions are left out. Tallies of one span add up to what a single tally per
 * span would hold, so a store keyed by span alone may still sum them.
 */
export function tallyBySpan(records: readonly DecisionRecord[], spanMs = 60_000): DecisionTally[] {
  const spans = new Map<string, DecisionTally>();
  for (const r of records.filter(isCounted)) {
    const at = Math.floor(r.at / spanMs) * spanMs;
    const key = JSON.stringify([at, r.productId ?? null]);
    const one = tallyOf({ ...r, at });
    const t = spans.get(key);
    if (!t) spans.set(key, one);
    else {
      t.decisions += one.decisions;
      t.escalations += one.escalations;
      t.breaches += one.breaches;
    }
  }
  return [...spans.values()];
}

/** What a shop chooses: a breaker per product (the default), or one for the whole shop. */
export type BreakerScope = "product" | "shop";
export const DEFAULT_BREAKER_SCOPE: BreakerScope = "product";

/** Whose decisions one breaker reads: all the shop's, or one product's. */
export type BreakerSubject = { scope: "shop" } | { scope: "product"; productId: string };

/** The breaker that governs a decision about `productId`, under the shop's chosen scope. */
export function breakerSubject(scope: BreakerScope, productId: string): BreakerSubject {
  return scope === "shop" ? { scope: "shop" } : { scope: "product", productId };
}

function concerns(subject: BreakerSubject, item: { productId?: string }): boolean {
  return subject.scope === "shop" || item.productId === subject.productId;
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

/** A shop's breaker: whose decisions it reads, and when it trips. Set in the policy file's `breaker` section. */
export interface BreakerSettings {
  scope: BreakerScope;
  thresholds: BreakerThresholds;
}

/** For a policy file without a `breaker` section: per product, with DEFAULT_BREAKER's thresholds. */
export const DEFAULT_BREAKER_SETTINGS: BreakerSettings = { scope: DEFAULT_BREAKER_SCOPE, thresholds: DEFAULT_BREAKER };

/** The breaker a policy set asks for. */
export function breakerSettings(set: { breaker?: BreakerSettings }): BreakerSettings {
  return set.breaker ?? DEFAULT_BREAKER_SETTINGS;
}

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
 * when the escalation or breach rate passes its threshold over at least `minSample` counted decisions
 * (and at least one). It reads the decisions of its subject only (the whole shop unless told otherwise)
 * and never an uncounted one. A tally counts when its start falls inside the window. Pure: time is an
 * argument.
 */
export function breakerState(
  window: readonly (DecisionRecord | DecisionTally)[],
  now: number,
  t: BreakerThresholds = DEFAULT_BREAKER,
  subject: BreakerSubject = { scope: "shop" },
): BreakerState {
  let sample = 0;
  let escalations = 0;
  let breaches = 0;
  for (const item of window) {
    if (item.at <= now - t.windowMs || item.at > now || !concerns(subject, item)) continue;
    if (!("decisions" in item) && !isCounted(item)) continue;
    const tally = "decisions" in item ? item : tallyOf(item);
    sample += tally.decisions;
    escalations += tally.escalations;
    breaches += tally.breaches;
  }
  const escalationRate = sample ? escalations / sample : 0;
  const breachRate = sample ? breaches / sample : 0;
  let reason: BreakerState["reason"] = null;
  if (sample >= Math.max(1, t.minSample)) {
    if (escalationRate > t.maxEscalationRate) reason = "escalation-rate";
    else if (breachRate > t.maxBreachRate) reason = "breach-rate";
  }
  return { tripped: reason !== null, reason, escalationRate, breachRate, sample, pausedUntil: reason ? now + t.pauseMs : null };
}
