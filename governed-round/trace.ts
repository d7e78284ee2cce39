/**
 * What the tactic detectors see of a negotiation: its offer history and the buyer's messages as one trace,
 * plus the move under way. The room builds the history from its tables and the rehearsal from the offers
 * the rounds returned, with the same function, so both detect the same tactics.
 */
import type { BuyerMove } from "../kernel/types";
import { detectTactics, newlyDetected } from "../tactics/detect";
import { buyerMoveTrace } from "../tactics/trace";
import type { DetectedTactic, NegotiationTrace, TraceMove } from "../tactics/types";
import type { NegotiationFacts, OfferKind, RoundState, TacticsSoFar } from "./types";

/** A stored line of the offer history, as the detectors need it. */
export interface HistoryOffer {
  round: number;
  party: "buyer" | "shop";
  kind: OfferKind;
  priceMinor: number | null;
  at: number;
}

/** A stored buyer message. */
export interface HistoryMessage {
  round: number;
  at: number;
  text: string;
}

/**
 * Offers and messages in the order they happened; a message sent with a priced move rides on that move. A switch
 * of an agreement (switch.ts) comes after the bargaining: no tactic is read into it.
 */
export function traceOf(offers: readonly HistoryOffer[], messages: readonly HistoryMessage[]): TraceMove[] {
  const moves: TraceMove[] = [];
  for (const o of offers) {
    if (o.kind === "switch") continue;
    moves.push({ round: o.round, party: o.party, kind: o.party === "buyer" && o.kind === "counter" ? "offer" : o.kind, priceMinor: o.priceMinor, at: o.at });
  }
  if (messages.length === 0) return moves;
  for (const m of messages) {
    const carrier = moves.find((x) => x.party === "buyer" && x.at === m.at && x.message === undefined);
    if (carrier) carrier.message = m.text;
    else moves.push({ round: m.round, party: "buyer", kind: "message", priceMinor: null, at: m.at, message: m.text });
  }
  return moves.sort((a, b) => a.at - b.at);
}

/**
 * Tactics seen for the first time once the buyer's move under way joins the history. An opening without a
 * bid or words shows nothing. Evidence describes the buyer's own moves only: the detectors never see the
 * floor or the private draws.
 */
export function newTactics(facts: NegotiationFacts, state: RoundState, move: BuyerMove, now: number, soFar: TacticsSoFar | null, message?: string): DetectedTactic[] {
  if (!soFar) return [];
  if (move.kind === "open" && move.priceMinor === undefined && message === undefined) return [];
  const incoming = buyerMoveTrace(move, { round: state.round, standingOfferMinor: state.shopOfferMinor }, now, message);
  const trace: NegotiationTrace = { anchorMinor: facts.config.anchorMinor, maxRounds: facts.config.maxRounds, openedAt: facts.openedAt, moves: [...soFar.history, incoming] };
  return newlyDetected(
    soFar.seen.map((tactic) => ({ tactic: tactic as DetectedTactic["tactic"] })),
    detectTactics(trace),
  );
}
