/**
 * The WorldAgent: after each round it judges, from the user's side, whether the round went well (PASS), changed
 * nothing that matters (NEUTRAL) or went badly (FAIL). Direction-aware: a buyer persona's side improves when the
 * counterparty's standing price falls (or terms move its way), a seller persona's when it rises. Pure; the
 * verdict for the same movement seen from the other side is the mirror image (tests/roleplay/judge.property.test.ts).
 */
import type { RunEnd, Side, Verdict } from "./types";

export interface RoundFacts {
  side: Side;
  /** The counterparty's standing unit price before and after the round (undefined: none yet). */
  beforeMinor?: number | undefined;
  afterMinor?: number | undefined;
  /** Favourable movement on other terms, already valued in minor units from the user's side (positive: better). */
  termsGainMinor?: number;
  /** Set when the round ended the roleplay. */
  end?: RunEnd | undefined;
  agreedMinor?: number | undefined;
  reservationMinor: number;
  /** Movements within ±tolerance are NEUTRAL. */
  toleranceMinor?: number;
}

export interface Judgement {
  verdict: Verdict;
  movementMinor: number;
  why: string;
}

/** Favourable price movement for `side`: positive when the price moved the user's way. */
export function favourableMovement(side: Side, beforeMinor: number, afterMinor: number): number {
  return side === "buyer" ? beforeMinor - afterMinor : afterMinor - beforeMinor;
}

/** Is `priceMinor` acceptable to a persona with this reservation (a buyer: at most; a seller: at least)? */
export function withinReservation(side: Side, priceMinor: number, reservationMinor: number): boolean {
  return side === "buyer" ? priceMinor <= reservationMinor : priceMinor >= reservationMinor;
}

export function judgeRound(f: RoundFacts): Judgement {
  const price = f.beforeMinor !== undefined && f.afterMinor !== undefined ? favourableMovement(f.side, f.beforeMinor, f.afterMinor) : 0;
  const movementMinor = price + (f.termsGainMinor ?? 0);
  if (f.end === "agreed" && f.agreedMinor !== undefined) {
    return withinReservation(f.side, f.agreedMinor, f.reservationMinor)
      ? { verdict: "PASS", movementMinor, why: "agreement within the user's reservation" }
      : { verdict: "FAIL", movementMinor, why: "agreement beyond the user's reservation" };
  }
  if (f.end === "error") return { verdict: "FAIL", movementMinor, why: "an agent failed" };
  if (f.end === "walked-away" || f.end === "rejected") {
    const standing = f.afterMinor ?? f.beforeMinor;
    const dealWasThere = standing !== undefined && withinReservation(f.side, standing, f.reservationMinor);
    return dealWasThere
      ? { verdict: "FAIL", movementMinor, why: "no deal although the standing offer was acceptable" }
      : { verdict: "NEUTRAL", movementMinor, why: "no deal, and none within the user's reservation was on the table" };
  }
  return judgeMovement(movementMinor, f.toleranceMinor ?? 0);
}

/** The verdict for a favourable movement alone: monotone in it, antisymmetric around NEUTRAL. */
export function judgeMovement(movementMinor: number, toleranceMinor = 0): Judgement {
  if (movementMinor > toleranceMinor) return { verdict: "PASS", movementMinor, why: "the counterparty moved the user's way" };
  if (movementMinor < -toleranceMinor) return { verdict: "FAIL", movementMinor, why: "the counterparty moved against the user" };
  return { verdict: "NEUTRAL", movementMinor, why: "no movement that matters" };
}

export const VERDICT_RANK: Record<Verdict, number> = { FAIL: -1, NEUTRAL: 0, PASS: 1 };
