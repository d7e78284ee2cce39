/**
 * A round that carries the buyer's own words. The worker has read the message (language/, offline or with a
 * model) before calling the room; here it is recorded and acted on, inside the round's transaction:
 * - an explicit `priceMinor` always wins over the text: the round is played with it;
 * - a pending confirmation (below) is settled first: a plain yes, while the standing offer is unchanged, takes
 *   the offer; anything else drops it and the message is read as usual;
 * - a HIGH-confidence reading is played as the move it names (a bid, taking the standing offer, walking away);
 * - an acceptance read below HIGH (MEDIUM: a model's reading the rules do not share, or the rules unsure) binds
 *   nobody yet: the shop asks "To confirm: you accept …?" and keeps the question pending until the next message;
 * - a question (read at MEDIUM or better) is answered from what the buyer may know — the product's public facts
 *   snapshotted at open, what is negotiated, the standing offer, the rounds left — and is no strike;
 * - anything else moves nothing: the shop asks back, and the third unreadable message in a row hands the
 *   negotiation to a person (the shop's escalation inbox).
 * A reading's price is the buyer's own number (the worker checks it was written in the message); the shop's
 * answer still comes only from the kernel and the policies. Nothing here raises a reading's confidence.
 */
import type { BuyerMove, TermValues } from "../../kernel/types";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { AnswerView, InterpretationView, QuestionSubjectView, ReplyLanguage, RoundResult } from "../views";
import { holdUnclearMessages } from "../../governed-round";
import { withdraw } from "./closing";
import type { PendingConfirmation } from "./dialogue";
import { UNCLEAR_MESSAGES_BEFORE_ESCALATION, type MessageOutcome } from "./messages";
import { acceptMove, counterMove, playRound } from "./round";
import { roundState, type RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/** The reading's confidence as the events table's number. */
const CONFIDENCE_SCORE: Record<InterpretationView["confidence"], number> = { HIGH: 1, MEDIUM: 0.66, LOW: 0.33, UNCERTAIN: 0 };

const LANGUAGES: readonly ReplyLanguage[] = ["en", "de", "fr", "es"];
const SUBJECTS: readonly QuestionSubjectView[] = ["shipping", "delivery", "warranty", "payment", "returns", "negotiable", "standing-offer", "rounds-left", "discount", "other"];
const FACT_SUBJECTS: ReadonlySet<QuestionSubjectView> = new Set(["shipping", "delivery", "warranty", "payment", "returns"]);

export interface BuyerMessage {
  /** The buyer's explicit unit price, if it sent one beside the message. */
  priceMinor?: number;
  currency?: string;
  /** A package product: the terms the buyer sent beside its explicit price (they win over the text, like the price). */
  terms?: TermValues;
  text: string;
  interpretation: InterpretationView;
  /**
   * The whole message is a plain "yes" (language/replies/plain-yes.ts, a closed list of words in four languages),
   * decided by the worker from the text alone. It only ever answers a pending confirmation.
   */
  plainYes?: boolean;
}

/** What a message round adds to the round's answer: the reply's language, an answer, a confirmation asked. */
export type MessageReply = Pick<RoundResult, "language" | "answer" | "confirmation">;

/** What the audit entry of a message says about a confirmation. */
type ConfirmationNote = { asked: { priceMinor: number } } | { accepted: { priceMinor: number } } | { dropped: { priceMinor: number; because: string } };

/**
 * Plays the message; `reply` (the round's answer, as the room will send it) is given the language, the answer or
 * the confirmation the words of the reply are rendered from.
 */
export function playMessage(store: RoomStore, row: RoomRow, said: BuyerMessage, now: number, reply: MessageReply = {}): RpcResult<RoomRow> {
  const { interpretation } = said;
  const language = interpretation.language ?? (store.messages.lastLanguage() as ReplyLanguage | null);
  if (language) reply.language = language;
  let confirmation: ConfirmationNote | undefined;
  let answer: AnswerView | undefined;
  // Appended before a state update (or a tip update), which stores the audit log's new tip with the row.
  const record = (outcome: MessageOutcome): number => {
    const seq = store.messages.record(row.round, said.text, interpretation, outcome, now);
    store.journal.audit("message", { round: row.round, text: said.text, interpretation, outcome, ...(confirmation ? { confirmation } : {}), ...(answer ? { answer } : {}) }, now);
    // To Postgres with the negotiation's other events (and embedded there, like every message's content).
    store.journal.event(
      "buyer.message",
      "buyer",
      now,
      { round: row.round, outcome, move: interpretation.move.kind, confidence: interpretation.confidence },
      { content: said.text, parsedTerms: { ...interpretation }, confidence: CONFIDENCE_SCORE[interpretation.confidence] },
    );
    return seq;
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
  // Nothing moves: the shop's answer stands, with what it asks or says.
  const holding = (outcome: MessageOutcome, reasons: string[]): RpcResult<RoomRow> => {
    record(outcome);
    return ok(store.setState({ last_action: "hold", last_reasons: JSON.stringify(reasons), updated_at: now }));
  };

  // Whatever this message is, a pending confirmation is settled by it: taken, or dropped.
  const pending = store.messages.dialogue.pending();
  if (pending) {
    store.messages.dialogue.drop();
    const stale = staleness(pending, row, store.messages.lastSeq());
    const read = interpretation.confidence === "HIGH" ? interpretation.move : null;
    if (stale === null && said.priceMinor === undefined && said.plainYes === true && (read === null || read.kind === "accept")) {
      confirmation = { accepted: { priceMinor: pending.priceMinor } };
      return played(acceptMove(row), "confirmed");
    }
    confirmation = { dropped: { priceMinor: pending.priceMinor, because: stale ?? "the buyer's next message was not a plain yes" } };
  }

  if (said.priceMinor !== undefined) return played(counterMove(row, said.priceMinor, said.currency, said.terms), "explicit-price");
  const read = interpretation.confidence === "HIGH" ? interpretation.move : null;
  if (read?.kind === "price") return played(counterMove(row, read.priceMinor, undefined, read.terms), "price");
  if (read?.kind === "accept") return played(acceptMove(row, read.optionId), "accept");
  if (read?.kind === "withdraw") {
    record("withdraw");
    return ok(withdraw(store, row, now));
  }

  // Taking the offer, read below HIGH: asked back as a question that binds nobody until a plain yes.
  const move = interpretation.move;
  // (Only the standing offer itself is asked back: a plain yes takes it, never one of several options.)
  if (move.kind === "accept" && move.optionId === undefined && interpretation.confidence === "MEDIUM" && row.shop_offer_minor !== null) {
    const priceMinor = row.shop_offer_minor;
    confirmation = { asked: { priceMinor } };
    const held = holding("confirm", []);
    store.messages.dialogue.ask({ move: "accept", priceMinor, round: row.round, messageSeq: store.messages.lastSeq(), askedAt: now });
    const terms = row.kernelState.package?.shopTerms;
    reply.confirmation = { move: "accept", priceMinor, currency: row.config.currency, ...(terms ? { terms } : {}) };
    return held;
  }

  // A question: answered, and no strike.
  if (move.kind === "question" && (interpretation.confidence === "HIGH" || interpretation.confidence === "MEDIUM")) {
    answer = answerTo(move, store.messages.dialogue.publicFacts());
    reply.answer = answer;
    return holding("question", []);
  }

  // Nothing could be read: ask back, or after enough unreadable messages in a row, let a person read them.
  if (store.messages.unclearStreak() + 1 >= UNCLEAR_MESSAGES_BEFORE_ESCALATION) {
    record("escalated");
    const held = holdUnclearMessages(store.facts(row), roundState(row), now, store.escalations.count() + 1);
    return ok(store.commit(held.next, held.effects, now));
  }
  return holding("clarify", ["CLARIFICATION_NEEDED"]);
}

/** Why a pending confirmation no longer fits the negotiation, or null when it still does. */
function staleness(pending: PendingConfirmation, row: RoomRow, lastMessageSeq: number): string | null {
  if (row.shop_offer_minor !== pending.priceMinor) return "the standing offer changed";
  if (row.round !== pending.round) return "a round was played since";
  if (lastMessageSeq !== pending.messageSeq) return "another message came in between";
  return null;
}

/** What the shop answers a question from: the subject the reader named (or what its topic implies) and, for a public fact, the owner's text. */
function answerTo(move: Extract<InterpretationView["move"], { kind: "question" }>, facts: Record<string, string>): AnswerView {
  const named = move.subject && SUBJECTS.includes(move.subject) ? move.subject : null;
  const subject: QuestionSubjectView = named ?? (move.topic === "price" ? "negotiable" : "other");
  return { subject, fact: FACT_SUBJECTS.has(subject) ? (facts[subject] ?? null) : null };
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
    (v.move.kind !== "price" || v.move.terms === undefined || (typeof v.move.terms === "object" && v.move.terms !== null)) &&
    (v.move.kind !== "accept" || v.move.optionId === undefined || typeof v.move.optionId === "string") &&
    (v.move.kind !== "question" || v.move.subject === undefined || SUBJECTS.includes(v.move.subject)) &&
    (v.language === undefined || LANGUAGES.includes(v.language)) &&
    Array.isArray(v.gaps) &&
    Array.isArray(v.questions) &&
    typeof v.interpreter === "string";
  return valid ? ok(v as InterpretationView) : fail("validation-failed", "The message could not be read.");
}
