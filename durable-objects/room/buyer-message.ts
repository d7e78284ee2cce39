/**
 * A round that carries the buyer's own words. The worker has read the message (language/, offline or with a
 * model) before calling the room; here it is recorded and acted on, inside the round's transaction:
 * - an explicit `priceMinor` always wins over the text: the round is played with it;
 * - a HIGH-confidence reading is played as the move it names (a bid, taking the standing offer, walking away);
 * - anything less moves nothing: the shop asks back, and the third unclear message in a row hands the
 *   negotiation to a person (the shop's escalation inbox).
 * A reading's price is the buyer's own number (the worker checks it was written in the message); the shop's
 * answer still comes only from the kernel and the policies.
 */
import type { BuyerMove } from "../../kernel/types";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { InterpretationView } from "../views";
import { holdUnclearMessages } from "../../governed-round";
import { withdraw } from "./closing";
import { UNCLEAR_MESSAGES_BEFORE_ESCALATION, type MessageOutcome } from "./messages";
import { acceptMove, counterMove, playRound } from "./round";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** The reading's confidence as the events table's number. */
const CONFIDENCE_SCORE: Record<InterpretationView["confidence"], number> = { HIGH: 1, MEDIUM: 0.66, LOW: 0.33, UNCERTAIN: 0 };

export interface BuyerMessage {
  /** The buyer's explicit unit price, if it sent one beside the message. */
  priceMinor?: number;
  currency?: string;
  text: string;
  interpretation: InterpretationView;
}

export function playMessage(store: RoomStore, row: RoomRow, said: BuyerMessage, now: number): RpcResult<RoomRow> {
  const { interpretation } = said;
  // Appended before a state update (or a tip update), which stores the audit log's new tip with the row.
  const record = (outcome: MessageOutcome) => {
    store.messages.record(row.round, said.text, interpretation, outcome, now);
    store.journal.audit("message", { round: row.round, text: said.text, interpretation, outcome }, now);
    // To Postgres with the negotiation's other events (and embedded there, like every message's content).
    store.journal.event(
      "buyer.message",
      "buyer",
      now,
      { round: row.round, outcome, move: interpretation.move.kind, confidence: interpretation.confidence },
      { content: said.text, parsedTerms: { ...interpretation }, confidence: CONFIDENCE_SCORE[interpretation.confidence] },
    );
  };
  // A round is played first (it writes nothing when the kernel refuses the move); the message follows it.
  const played = (move: BuyerMove | RpcResult<never>, outcome: MessageOutcome): RpcResult<RoomRow> => {
    if ("ok" in move) return move;
    const result = playRound(store, row, move, now, said.text);
    if (!result.ok) return result;
    record(outcome);
    store.storeAuditTip();
    return result;
  };

  if (said.priceMinor !== undefined) return played(counterMove(row, said.priceMinor, said.currency), "explicit-price");
  const read = interpretation.confidence === "HIGH" ? interpretation.move : null;
  if (read?.kind === "price") return played(counterMove(row, read.priceMinor, undefined), "price");
  if (read?.kind === "accept") return played(acceptMove(row), "accept");
  if (read?.kind === "withdraw") {
    record("withdraw");
    return ok(withdraw(store, row, now));
  }

  // Nothing moves: ask back, or after enough unclear messages in a row, let a person read them.
  if (store.messages.unclearStreak() + 1 >= UNCLEAR_MESSAGES_BEFORE_ESCALATION) {
    record("escalated");
    const held = holdUnclearMessages(store.facts(row), roundState(row), now, store.escalations.count() + 1);
    return ok(store.commit(held.next, held.effects, now));
  }
  record("clarify");
  return ok(store.setState({ last_action: "hold", last_reasons: JSON.stringify(["CLARIFICATION_NEEDED"]), updated_at: now }));
}

/** A stored interpretation must at least have the shape the views promise; the worker built it, but storage outlives builds. */
export function checkInterpretation(value: unknown): RpcResult<InterpretationView> {
  const v = value as Partial<InterpretationView> | null;
  const confidences = ["HIGH", "MEDIUM", "LOW", "UNCERTAIN"];
  const kinds = ["price", "accept", "withdraw", "question", "none"];
  const valid =
    !!v &&
    typeof v === "object" &&
    typeof v.confidence === "string" &&
    confidences.includes(v.confidence) &&
    !!v.move &&
    kinds.includes((v.move as { kind: string }).kind) &&
    (v.move.kind !== "price" || (Number.isSafeInteger(v.move.priceMinor) && v.move.priceMinor >= 0)) &&
    Array.isArray(v.gaps) &&
    Array.isArray(v.questions) &&
    typeof v.interpreter === "string";
  return valid ? ok(v as InterpretationView) : fail("validation-failed", "The message could not be read.");
}
