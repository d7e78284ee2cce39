/**
 * Buyer tactics the room has seen: each recorded once, when first seen, in the room's table (append-only);
 * the audit entry and event that go with it come from the governed round. The history the detectors read
 * is built from the offers and messages tables by governed-round's traceOf.
 */
import { traceOf, type HistoryMessage, type HistoryOffer } from "../../governed-round";
import type { DetectedTactic, TraceMove } from "../../tactics";
import type { TacticView } from "../views";
import { iso } from "../../common/time";

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
  constructor(private readonly sql: SqlStorage) {}

  /** Every tactic seen so far, by name. */
  names(): string[] {
    return this.sql.exec<{ tactic: string }>("SELECT tactic FROM tactics ORDER BY tactic").toArray().map((t) => t.tactic);
  }

  /** Records tactics first seen in a round, inside the round's transaction. */
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
    }
  }

  /** Offers and messages in the order they happened, as the detectors read them. */
  history(): TraceMove[] {
    const offers = this.sql.exec<Omit<HistoryOffer, "priceMinor"> & { price_minor: number | null } & Record<string, SqlStorageValue>>("SELECT round, party, kind, price_minor, at FROM offers ORDER BY seq").toArray();
    const messages = this.sql.exec<HistoryMessage & Record<string, SqlStorageValue>>("SELECT round, at, text FROM messages ORDER BY seq").toArray();
    return traceOf(
      offers.map((o) => ({ round: o.round, party: o.party, kind: o.kind, priceMinor: o.price_minor, at: o.at })),
      messages,
    );
  }
}

/** Every tactic seen in the negotiation, in the order first seen (the shop's view). */
export function seenTactics(sql: SqlStorage): TacticView[] {
  return sql
    .exec<TacticRow>("SELECT tactic, round, at, confidence, rounds, evidence FROM tactics ORDER BY at, tactic")
    .toArray()
    .map((t) => ({ tactic: t.tactic, round: t.round, at: iso(t.at), confidence: t.confidence, rounds: JSON.parse(t.rounds) as number[], evidence: t.evidence }));
}
