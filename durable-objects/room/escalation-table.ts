/**
 * The room's escalations table: proposals held for a person, and their verdicts. Storage only; what a hold
 * and a verdict mean is governed-round/escalation.ts.
 */
import type { BuyerMove, Decision } from "../../kernel/types";
import type { EscalationRecord, EscalationStatus, PendingEscalation } from "../../governed-round";
import type { PolicyContext } from "../../policies";
import type { EscalationRow } from "./room-row";

export class EscalationTable {
  constructor(private readonly sql: SqlStorage) {}

  /** The oldest escalation still waiting for a person. */
  pending(): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE status = 'pending' ORDER BY created_at LIMIT 1").toArray()[0] ?? null;
  }

  byId(id: string): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE id = ?", id).toArray()[0] ?? null;
  }

  /** The escalation the negotiation waits on, or the last one decided. */
  latest(): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations ORDER BY created_at DESC LIMIT 1").toArray()[0] ?? null;
  }

  all(): EscalationRow[] {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations ORDER BY created_at").toArray();
  }

  count(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM escalations").one().n;
  }

  insert(e: EscalationRecord, now: number): void {
    this.sql.exec(
      `INSERT INTO escalations (id, status, policy_id, assignee, reason, on_timeout, timeout_at, proposed, move, created_at, context)
       VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      e.id,
      e.policyId,
      e.to,
      e.reason,
      e.onTimeout,
      e.timeoutAt,
      JSON.stringify(e.proposal),
      JSON.stringify(e.move),
      now,
      JSON.stringify(e.context),
    );
  }

  decide(id: string, status: EscalationStatus, now: number, note: string | null): void {
    this.sql.exec("UPDATE escalations SET status = ?, decided_at = ?, note = ? WHERE id = ?", status, now, note, id);
  }

  /** The negotiation closed (withdrawn, expired): a review still pending lapses. */
  lapse(now: number, note: string): void {
    this.sql.exec("UPDATE escalations SET status = 'rejected', decided_at = ?, note = ? WHERE status = 'pending'", now, note);
  }
}

/** A stored escalation as a verdict needs it. */
export function pendingEscalation(row: EscalationRow): PendingEscalation {
  return {
    id: row.id,
    proposal: JSON.parse(row.proposed) as Decision,
    move: JSON.parse(row.move) as BuyerMove,
    context: row.context ? (JSON.parse(row.context) as PolicyContext) : null,
  };
}

/** When a buyer waiting on a person should ask again: at the escalation's timeout (a minute when none is pending). */
export function retryAfterSeconds(pending: EscalationRow | null, now: number): number {
  return pending ? Math.max(1, Math.ceil((pending.timeout_at - now) / 1000)) : 60;
}
