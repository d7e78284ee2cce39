import { anchoring } from "./anchoring";
import { boulware, conceder } from "./concession-style";
import { flinching } from "./flinching";
import { goodCopBadCop } from "./good-cop-bad-cop";
import { nibbling } from "./nibbling";
import { splitTheDifference } from "./split-the-difference";
import { timePressure } from "./time-pressure";
import { readable } from "./trace";
import { TACTIC_NAMES, type DetectOptions, type DetectedTactic, type Finding, type NegotiationTrace, type TacticName } from "./types";

const DETECTORS: Record<TacticName, (trace: NegotiationTrace) => Finding> = {
  anchoring,
  boulware,
  conceder,
  flinching,
  "good-cop-bad-cop": goodCopBadCop,
  nibbling,
  "split-the-difference": splitTheDifference,
  "time-pressure": timePressure,
};

export const DEFAULT_MIN_CONFIDENCE = 0.5;

/**
 * Every tactic the buyer's moves and messages show, at most one finding per tactic, in TACTIC_NAMES order.
 * Pure, linear in the trace and total: a trace it cannot read (no positive opening price) shows nothing.
 */
export function detectTactics(trace: NegotiationTrace, options: DetectOptions = {}): DetectedTactic[] {
  if (!readable(trace)) return [];
  const min = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const found: DetectedTactic[] = [];
  for (const tactic of TACTIC_NAMES) {
    const f = DETECTORS[tactic](trace);
    const confidence = Math.round(f.confidence * 1000) / 1000;
    if (confidence > 0 && confidence >= min) found.push({ tactic, confidence, rounds: f.rounds, evidence: f.evidence });
  }
  return found;
}

/** The tactics in `after` that `before` did not have (what a round newly showed). */
export function newlyDetected(before: readonly Pick<DetectedTactic, "tactic">[], after: readonly DetectedTactic[]): DetectedTactic[] {
  const seen = new Set(before.map((t) => t.tactic));
  return after.filter((t) => !seen.has(t.tactic));
}
