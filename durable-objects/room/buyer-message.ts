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
import { fail, ok, type RpcResult } from "../problem";
import type { InterpretationView } from "../views";
import { withdraw } from "./closing";
import type { Escalations } from "./escalations";
import { UNCLEAR_MESSAGES_BEFORE_ESCALATION, type MessageOutcome, type Messages } from "./messages";
import { policyContext } from "../../policies";
import { acceptMove, counterMove, playRound } from "./round";
import type { RoomRow } from "./room-row";
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

export function playMessage(store: RoomStore, escalations: Escalations, messages: Messages, row: RoomRow, said: BuyerMessage, now: number): RpcResult<RoomRow> {
  const { interpretation } = said;
  // Appended before a state update, which stores the audit log's new tip with the row.
  const record = (outcome: MessageOutcome) => {
    messages.record(row.round, said.text, interpretation, outcome, now);
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
    const result = playRound(store, escalations, row, move, now, said.text);
    if (!result.ok) return result;
    record(outcome);
    return ok(store.setState("updated_at = ?", now));
  };

  if (said.priceMinor !== undefined) return played(counterMove(row, said.priceMinor, said.currency), "explicit-price");
  const read = interpretation.confidence === "HIGH" ? interpretation.move : null;
  if (read?.kind === "price") return played(counterMove(row, read.priceMinor, undefined), "price");
  if (read?.kind === "accept") return played(acceptMove(row), "accept");
  if (read?.kind === "withdraw") {
    record("withdraw");
    return ok(withdraw(store, escalations, row, now));
  }

  // Nothing moves: ask back, or after enough unclear messages in a row, let a person read them.
  if (messages.unclearStreak() + 1 >= UNCLEAR_MESSAGES_BEFORE_ESCALATION) {
    record("escalated");
    const { policies: _policies, policyInputs } = store.policies();
    const secret = store.privateSnapshot();
    const context = policyContext({
      config: row.config,
      decision: { action: "hold", priceMinor: row.shop_offer_minor, status: "open", round: row.round, reasons: ["CLARIFICATION_NEEDED"], state: row.kernelState },
      move: { kind: "open" },
      standingOfferMinor: row.shop_offer_minor,
      quantity: row.quantity,
      productId: row.product_id,
      buyerId: row.buyer_id,
      elapsedMs: now - row.opened_at,
      inputs: policyInputs,
      authenticated: secret.authenticated,
      resumed: secret.resumed,
    });
    return ok(escalations.openForUnclearMessages(row, context, now));
  }
  record("clarify");
  return ok(store.setState("last_action = 'hold', last_reasons = ?, updated_at = ?", JSON.stringify(["CLARIFICATION_NEEDED"]), now));
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
