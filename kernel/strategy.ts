import type { NegotiationConfig, StrategyConfig } from "./types";

/**
 * The tuned default: a mildly conceding curve (β = 1.5) with 10 rounds. Chosen with the tournament in
 * bench/tournament.ts against a panel of scripted buyers (see README for the figures and the grid).
 */
export const DEFAULT_STRATEGY: StrategyConfig = Object.freeze({ kind: "conceder", exponent: 1.5 });
export const DEFAULT_MAX_ROUNDS = 10;
/** Curve strategies: from this progress on, a bid at or above the floor is accepted. */
export const LATE_ACCEPT_PROGRESS = 0.75;
/** Curve strategies: facing a bid above the floor, the counter sits this share of the way from bid to curve. */
export const MIRROR_SHARE = 0.85;
/** The public reference's concession rate for anchor-resume: 10% of the remaining room per round. */
export const DEFAULT_ANCHOR_RESUME_RATE_BPS = 1_000;

const DEFAULT_EXPONENTS: Record<string, number> = { boulware: 0.35, linear: 1, conceder: 2.5 };

/** Negotiation progress in [0, 1]: whichever is further along, rounds used or time elapsed. */
export function progress(config: NegotiationConfig, round: number, elapsedMs: number): number {
  const byRounds = round / config.maxRounds;
  const byTime = elapsedMs / config.ttlMs;
  return Math.min(1, Math.max(0, byRounds, byTime));
}

/**
 * What the shop aims for at progress t: floor + (anchor − floor) × (1 − t^(1/β)), rounded up so the
 * floor is reached only at t = 1. Floats only shape the curve; the price is an exact integer.
 */
export function aspiration(config: NegotiationConfig, t: number): number {
  const span = config.anchorMinor - config.floorMinor;
  const beta = config.strategy.exponent ?? DEFAULT_EXPONENTS[config.strategy.kind] ?? 1;
  const remaining = 1 - Math.pow(t, 1 / beta);
  const above = Math.min(span, Math.max(0, Math.ceil(span * remaining)));
  return config.floorMinor + above;
}

/** The reference's geometric step: next = current − ⌊(current − floor) × rate⌋, exact in BigInt. */
export function anchorResumeStep(config: NegotiationConfig, current: number): number {
  const rate = BigInt(config.strategy.rateBps ?? DEFAULT_ANCHOR_RESUME_RATE_BPS);
  const room = BigInt(current - config.floorMinor);
  return current - Number((room * rate) / 10_000n);
}

/** The shop's next offer after `round` counters: never above the standing offer, never below the floor. */
export function nextShopOffer(config: NegotiationConfig, standing: number, round: number, elapsedMs: number): number {
  const target =
    config.strategy.kind === "anchor-resume"
      ? anchorResumeStep(config, standing)
      : aspiration(config, progress(config, round, elapsedMs));
  return Math.max(config.floorMinor, Math.min(standing, target));
}
