export { detectTactics, newlyDetected, DEFAULT_MIN_CONFIDENCE } from "./detect";
export { concessionStyle, type ConcessionStyle } from "./concession-style";
export { TACTIC_NAMES, type DetectOptions, type DetectedTactic, type NegotiationTrace, type TacticName, type TraceMove } from "./types";
export { buyerMoveTrace } from "./trace";
