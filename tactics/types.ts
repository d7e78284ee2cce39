/** The tactics the detectors know, in the order results are reported. */
export const TACTIC_NAMES = [
  "anchoring",
  "boulware",
  "conceder",
  "flinching",
  "good-cop-bad-cop",
  "nibbling",
  "split-the-difference",
  "time-pressure",
] as const;
export type TacticName = (typeof TACTIC_NAMES)[number];

/** One move in a negotiation as the detectors see it: the offer history plus the buyer's messages. */
export interface TraceMove {
  round: number;
  party: "buyer" | "shop";
  kind: "offer" | "counter" | "hold" | "accept" | "reject" | "withdraw" | "message";
  /** The price the move named (a bid, a counter-offer, the offer accepted); null for a move without one. */
  priceMinor: number | null;
  /** Epoch milliseconds. */
  at: number;
  /** Free text that came with the move, if any. */
  message?: string;
}

export interface NegotiationTrace {
  /** The shop's opening (list) price: every threshold is a share of it, so detection does not depend on the currency unit. */
  anchorMinor: number;
  maxRounds: number;
  openedAt: number;
  /** In the order they happened. */
  moves: readonly TraceMove[];
}

export interface DetectedTactic {
  tactic: TacticName;
  /** In [0, 1]: how sure the detector is. */
  confidence: number;
  /** The rounds whose moves are the evidence. */
  rounds: number[];
  /** What the buyer did, in words, for the shop owner (never the shop's floor or private parameters: the detectors do not see them). */
  evidence: string;
}

export interface DetectOptions {
  /** Tactics below this confidence are not reported. Default 0.5. */
  minConfidence?: number;
}

/** A detector's finding before the threshold: confidence 0 means "not seen". */
export interface Finding {
  confidence: number;
  rounds: number[];
  evidence: string;
}

export const NOT_SEEN: Finding = { confidence: 0, rounds: [], evidence: "" };
