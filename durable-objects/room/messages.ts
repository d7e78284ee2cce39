/**
 * A buyer's free-text messages: what was written, how it was read (the interpretation and its confidence),
 * and what it led to. Append-only (storage triggers), written inside the round's transaction with the
 * audit entry that records the same. Beside them, the dialogue's state (dialogue.ts): the public facts
 * questions are answered from and a pending confirmation.
 */
import { iso } from "../../common/time";
import type { InterpretationView, MessageView } from "../views";
import { Dialogue } from "./dialogue";

/** What a message led to, as stored (a buyer's view shows `escalated` as `held`). */
export type MessageOutcome = Exclude<MessageView["outcome"], "held">;

interface MessageRow {
  seq: number;
  round: number;
  at: number;
  text: string;
  interpretation: string;
  outcome: MessageOutcome;
  [column: string]: SqlStorageValue;
}

/**
 * Unclear messages in a row that hand the negotiation to a person. Only a message that could not be read counts
 * ('clarify'); a question answered, a confirmation asked or any readable message ends the run.
 */
export const UNCLEAR_MESSAGES_BEFORE_ESCALATION = 3;

const LANGUAGES = new Set(["en", "de", "fr", "es"]);

export class Messages {
  readonly dialogue: Dialogue;

  constructor(private readonly sql: SqlStorage) {
    this.dialogue = new Dialogue(sql);
  }

  /** Appends the message; returns its sequence number. */
  record(round: number, text: string, interpretation: InterpretationView, outcome: MessageOutcome, now: number): number {
    return this.sql
      .exec<{ seq: number }>("INSERT INTO messages (round, at, text, interpretation, outcome) VALUES (?, ?, ?, ?, ?) RETURNING seq", round, now, text, JSON.stringify(interpretation), outcome)
      .one().seq;
  }

  /** The sequence number of the latest message, 0 before any. */
  lastSeq(): number {
    return this.sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM messages").one().seq ?? 0;
  }

  /** The language of the buyer's latest message that was read with one: replies to a round without words use it. */
  lastLanguage(): string | null {
    const row = this.sql
      .exec<{ language: string | null }>("SELECT json_extract(interpretation, '$.language') AS language FROM messages WHERE json_extract(interpretation, '$.language') IS NOT NULL ORDER BY seq DESC LIMIT 1")
      .toArray()[0];
    return row && typeof row.language === "string" && LANGUAGES.has(row.language) ? row.language : null;
  }

  /** How many of the latest messages, in a row, could not be read (an escalation or a readable message ends the run). */
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
