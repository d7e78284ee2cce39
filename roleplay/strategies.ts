/**
 * The strategy registry: negotiation moves named in the literature, each with a stable id, a one-line
 * description an agent can be prompted with, and its source. A run samples four (seeded) and offers the same
 * four to both sides; what each agent says it used is recorded (`used_strategies`).
 */
import { seededRng } from "./random";

export interface Strategy {
  id: string;
  name: string;
  description: string;
  source: string;
}

const FISHER_URY = "Fisher, Ury & Patton, Getting to Yes (1981)";
const RAIFFA = "Raiffa, The Art and Science of Negotiation (1982)";
const CIALDINI = "Cialdini, Influence (1984)";
const MALHOTRA = "Malhotra & Bazerman, Negotiation Genius (2007)";
const VOSS = "Voss, Never Split the Difference (2016)";
const LEWICKI = "Lewicki, Saunders & Barry, Negotiation (7th ed., 2015)";
const THOMPSON = "Thompson, The Mind and the Heart of the Negotiator (2015)";
const FARATIN = "Faratin, Sierra & Jennings, Negotiation decision functions for autonomous agents (1998)";

export const STRATEGIES: readonly Strategy[] = [
  { id: "anchor-first", name: "Anchor first", description: "Open with an ambitious but defensible number so later offers are judged against it.", source: MALHOTRA },
  { id: "batna", name: "Lean on the BATNA", description: "Mention a credible alternative to show you can walk away.", source: FISHER_URY },
  { id: "interests-not-positions", name: "Interests, not positions", description: "Ask why a number matters to the other side and answer to the need, not the figure.", source: FISHER_URY },
  { id: "objective-criteria", name: "Objective criteria", description: "Justify a price by market prices, list prices or a fair standard both accept.", source: FISHER_URY },
  { id: "mesos", name: "Multiple equivalent offers", description: "Offer two or three packages of equal value to you and let the other side choose.", source: MALHOTRA },
  { id: "logrolling", name: "Logrolling", description: "Trade an issue you value little for one you value much.", source: RAIFFA },
  { id: "small-concessions", name: "Diminishing concessions", description: "Make each concession smaller than the last to signal you are near your limit.", source: RAIFFA },
  { id: "reciprocity", name: "Reciprocity", description: "Concede only in answer to a concession; name the exchange.", source: CIALDINI },
  { id: "labeling", name: "Labeling", description: "Name the other side's feeling or constraint ('it seems budget matters here').", source: VOSS },
  { id: "calibrated-questions", name: "Calibrated questions", description: "Ask open 'how' and 'what' questions that make the other side solve your problem.", source: VOSS },
  { id: "mirroring", name: "Mirroring", description: "Repeat the other side's last words to invite them to say more.", source: VOSS },
  { id: "accusation-audit", name: "Accusation audit", description: "Say first the objections the other side might have.", source: VOSS },
  { id: "flinch", name: "Flinch", description: "React visibly to an offer to signal it is far from acceptable.", source: LEWICKI },
  { id: "nibble", name: "Nibble", description: "Ask for a small extra once agreement is near.", source: LEWICKI },
  { id: "deadline", name: "Deadline", description: "Name a real time limit to move the other side to decide.", source: LEWICKI },
  { id: "split-difference", name: "Split the difference", description: "Propose the midpoint between the two standing offers.", source: THOMPSON },
  { id: "package-deal", name: "Package deal", description: "Negotiate all issues together so concessions can be traded across them.", source: THOMPSON },
  { id: "summarize", name: "Summarize and validate", description: "Restate what has been agreed so far and check it.", source: LEWICKI },
  { id: "scarcity", name: "Scarcity", description: "Point to limited stock, budget or time that makes the deal valuable now.", source: CIALDINI },
  { id: "boulware", name: "Boulware", description: "Hold firm for most of the negotiation and concede only near its end.", source: FARATIN },
  { id: "conceder", name: "Conceder", description: "Concede early and steadily to reach agreement quickly.", source: FARATIN },
  { id: "tit-for-tat", name: "Tit for tat", description: "Mirror the size of the other side's last concession.", source: FARATIN },
  { id: "contingent-contract", name: "Contingent contract", description: "Make a term depend on a future event when the sides disagree about it.", source: MALHOTRA },
  { id: "silence", name: "Strategic silence", description: "Say little after an offer and let the other side fill the gap.", source: THOMPSON },
];

export function strategyById(id: string): Strategy | undefined {
  return STRATEGIES.find((s) => s.id === id);
}

/** `count` distinct strategies drawn by the seed (a partial Fisher–Yates shuffle), in draw order. */
export function sampleStrategies(seed: number, count = 4, registry: readonly Strategy[] = STRATEGIES): Strategy[] {
  const rng = seededRng(seed ^ 0x5bd1e995);
  const pool = [...registry];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
