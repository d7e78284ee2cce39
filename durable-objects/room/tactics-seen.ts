/**
 * Buyer tactics, detected in the round (tactics/ is pure and linear in the history, so this is cheap) over
 * the offers and messages so far plus the move under way. Each tactic is recorded once, when first seen: in
 * the room's table (append-only), the audit log and the outbox (→ Postgres `tactic_detected`, the graph).
 * The kernel gets the newly seen ones, so a shop that configured a counter-tactic answers in the same round.
 * Evidence describes the buyer's own moves only: the detector never sees the floor or the private draws.
 */
import { detectTactics, newlyDetected, type DetectedTactic, type NegotiationTrace, type TraceMove } from "../../tactics";
import type { TacticView } from "../views";
import { iso } from "../iso";
import type { Journal } from "./journal";
import type { RoomRow } from "./room-row";

interface TacticRow {
  tactic: string;
  round: number;
  at: number;
  confidence: number;
  rounds: string;
  evidence: string;
  [column: string]: SqlStorageValue;
}

export class TacticsSeen {
  constructor(
    private readonly sql: SqlStorage,
    private readonly journal: Journal,
  ) {}

  /** Tactics seen for the first time once `incoming` (the buyer's move under way, not yet recorded) joins the history. */
  detect(row: RoomRow, incoming: TraceMove | null): DetectedTactic[] {
    const moves = this.history();
    if (incoming) moves.push(incoming);
    if (!moves.some((m) => m.party === "buyer")) return [];
    const trace: NegotiationTrace = { anchorMinor: row.config.anchorMinor, maxRounds: row.config.maxRounds, openedAt: row.opened_at, moves };
    const before = this.sql.exec<{ tactic: string }>("SELECT tactic FROM tactics").toArray();
    return newlyDetected(
      before.map((b) => ({ tactic: b.tactic as DetectedTactic["tactic"], confidence: 1, rounds: [], evidence: "" })),
      detectTactics(trace),
    );
  }

  /** Every tactic seen so far, by name. */
  names(): string[] {
    return this.sql.exec<{ tactic: string }>("SELECT tactic FROM tactics ORDER BY tactic").toArray().map((t) => t.tactic);
  }

  /** Records what `detect` found, inside the round's transaction (before the state update that stores the audit tip). */
  note(found: readonly DetectedTactic[], round: number, now: number): void {
    for (const t of found) {
      this.sql.exec(
        "INSERT OR IGNORE INTO tactics (tactic, round, at, confidence, rounds, evidence) VALUES (?, ?, ?, ?, ?, ?)",
        t.tactic,
        round,
        now,
        t.confidence,
        JSON.stringify(t.rounds),
        t.evidence,
      );
      this.journal.audit("tactic", { round, ...t }, now);
      this.journal.event("tactic.detected", "agent", now, { round, tactic: t.tactic, confidence: t.confidence, rounds: t.rounds }, {
        content: t.evidence,
        tacticDetected: t.tactic,
        confidence: t.confidence,
      });
    }
  }

  /** Offers and messages in the order they happened; a message sent with a priced move rides on that move. */
  private history(): TraceMove[] {
    const offers = this.sql
      .exec<{ round: number; party: string; kind: string; price_minor: number | null; at: number }>("SELECT round, party, kind, price_minor, at FROM offers ORDER BY seq")
      .toArray();
    const messages = this.sql.exec<{ round: number; at: number; text: string }>("SELECT round, at, text FROM messages ORDER BY seq").toArray();
    const moves: TraceMove[] = offers.map((o) => ({
      round: o.round,
      party: o.party as TraceMove["party"],
      kind: (o.party === "buyer" && o.kind === "counter" ? "offer" : o.kind) as TraceMove["kind"],
      priceMinor: o.price_minor,
      at: o.at,
    }));
    for (const m of messages) {
      const carrier = moves.find((x) => x.party === "buyer" && x.at === m.at && x.message === undefined);
      if (carrier) carrier.message = m.text;
      else moves.push({ round: m.round, party: "buyer", kind: "message", priceMinor: null, at: m.at, message: m.text });
    }
    return moves.sort((a, b) => a.at - b.at);
  }
}

/** Every tactic seen in the negotiation, in the order first seen (the shop's view). */
export function seenTactics(sql: SqlStorage): TacticView[] {
  return sql
    .exec<TacticRow>("SELECT tactic, round, at, confidence, rounds, evidence FROM tactics ORDER BY at, tactic")
    .toArray()
    .map((t) => ({ tactic: t.tactic, round: t.round, at: iso(t.at), confidence: t.confidence, rounds: JSON.parse(t.rounds) as number[], evidence: t.evidence }));
}
