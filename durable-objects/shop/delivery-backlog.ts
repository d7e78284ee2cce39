/**
 * What the shop's negotiations have not got into Postgres: each room reports the events it has had to send
 * again (unconfirmed for over a minute: the queue or the consumer is behind or down), and clears its report
 * once they are stored. Normal delivery takes seconds and reports nothing, so this stays off the hot path.
 */
import { isoOrNull } from "../../common/time";

export interface BacklogReport {
  negotiationId: string;
  /** Events sent more than once and not yet confirmed stored; 0 clears the report. */
  events: number;
  /** Commit time of the oldest of them, epoch ms. */
  oldestAt: number | null;
}

export interface DeliveryLag {
  /** Events committed by this shop's negotiations, sent more than once and not yet stored in Postgres. */
  undeliveredEvents: number;
  negotiations: number;
  oldestUndeliveredAt: string | null;
  /** Age of the oldest of them, seconds (0 when there is none). */
  oldestAgeSeconds: number;
}

export class DeliveryBacklog {
  constructor(private readonly sql: SqlStorage) {}

  report(r: BacklogReport, now: number): void {
    if (!(r.events > 0) || r.oldestAt === null) {
      this.sql.exec("DELETE FROM delivery_backlog WHERE negotiation_id = ?", r.negotiationId);
      return;
    }
    this.sql.exec(
      `INSERT INTO delivery_backlog (negotiation_id, events, oldest_at, reported_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (negotiation_id) DO UPDATE SET events = excluded.events, oldest_at = excluded.oldest_at, reported_at = excluded.reported_at`,
      r.negotiationId,
      Math.floor(r.events),
      r.oldestAt,
      now,
    );
  }

  lag(now: number): DeliveryLag {
    const row = this.sql
      .exec<{ events: number | null; negotiations: number; oldest: number | null }>(
        "SELECT sum(events) AS events, count(*) AS negotiations, min(oldest_at) AS oldest FROM delivery_backlog",
      )
      .one();
    return {
      undeliveredEvents: row.events ?? 0,
      negotiations: row.negotiations,
      oldestUndeliveredAt: isoOrNull(row.oldest),
      oldestAgeSeconds: row.oldest === null ? 0 : Math.max(0, Math.round((now - row.oldest) / 1000)),
    };
  }
}
