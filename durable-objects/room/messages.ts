/**
 * A buyer's free-text messages: what was written, how it was read (the interpretation and its confidence),
 * and what it led to. Append-only (storage triggers), written inside the round's transaction with the
 * audit entry that records the same.
 */
import { iso } from "../../common/time";
import type { InterpretationView, MessageView } from "../views";

export type MessageOutcome = MessageView["outcome"];

interface MessageRow {
  seq: number;
  round: number;
  at: number;
  text: string;
  interpretation: string;
  outcome: MessageOutcome;
  [column: string]: SqlStorageValue;
}

/** Unclear messages in a row that hand the negotiation to a person. */
export const UNCLEAR_MESSAGES_BEFORE_ESCALATION = 3;

export class Messages {
  constructor(private readonly sql: SqlStorage) {}

  record(round: number, text: string, interpretation: InterpretationView, outcome: MessageOutcome, now: number): void {
    this.sql.exec("INSERT INTO messages (round, at, text, interpretation, outcome) VALUES (?, ?, ?, ?, ?)", round, now, text, JSON.stringify(interpretation), outcome);
  }

  /** How many of the latest messages, in a row, asked for clarification (an escalation or a readable message ends the run). */
  unclearStreak(): number {
    const recent = this.sql.exec<{ outcome: string }>("SELECT outcome FROM messages ORDER BY seq DESC LIMIT ?", UNCLEAR_MESSAGES_BEFORE_ESCALATION).toArray();
    let streak = 0;
    for (const m of recent) {
      if (m.outcome !== "clarify") break;
      streak += 1;
    }
    return streak;
  }

  all(): MessageView[] {
    return this.sql
      .exec<MessageRow>("SELECT seq, round, at, text, interpretation, outcome FROM messages ORDER BY seq")
      .toArray()
      .map((m) => ({ seq: m.seq, round: m.round, at: iso(m.at), text: m.text, interpretation: JSON.parse(m.interpretation) as InterpretationView, outcome: m.outcome }));
  }
}
