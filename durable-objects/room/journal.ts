import type { OfferLine } from "../../governed-round";
import type { AuditKind } from "../../policies";
import type { EventActor, EventLine, EventMessage, EventPayload, EventType } from "../../common/events";
import { sealAudit, type AuditTip } from "./audit-log";

export type { EventActor };

/** Switches of the agreement taken so far: the history's lines of kind `switch`. */
export function switchesTaken(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT count(*) AS n FROM offers WHERE kind = 'switch'").one().n;
}

/**
 * Appends to the room's append-only tables, inside the caller's transaction: the offer history, the
 * hash-chained audit log and the outbox (events for the queue). Offers go in before the state update that
 * follows them: the storage trigger compares each shop offer with the standing one.
 */
export class Journal {
  /**
   * The audit log's tip after entries appended in this transaction, until the state update stores it with
   * the negotiation row; null while the tip stored there is the current one.
   */
  private unstoredTip: AuditTip | null = null;

  constructor(
    private readonly sql: SqlStorage,
    /** The tip as the negotiation row holds it. */
    private readonly storedTip: () => AuditTip,
  ) {}

  /**
   * A line of the offer history; a shop offer's explanation is for the shop's view only. A package's terms and
   * options go with it, and the switches an agreement offered with it.
   */
  offer(line: OfferLine): void {
    this.sql.exec(
      "INSERT INTO offers (round, party, kind, price_minor, reasons, at, explanation, terms, options, switches) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      line.round,
      line.party,
      line.kind,
      line.priceMinor,
      JSON.stringify(line.reasons),
      line.at,
      line.explanation ? JSON.stringify(line.explanation) : null,
      line.terms ? JSON.stringify(line.terms) : null,
      line.options ? JSON.stringify(line.options) : null,
      line.switches ? JSON.stringify(line.switches) : null,
    );
  }

  /** Appends an audit entry after the tip. Every caller goes on to update the state, which stores the new tip. */
  audit(kind: AuditKind, data: unknown, now: number): void {
    const { tip, values } = sealAudit(this.tip(), kind, data, now);
    this.sql.exec("INSERT INTO audit (seq, at, kind, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)", ...values);
    this.unstoredTip = tip;
  }

  /**
   * An outbox row: the event only; the negotiation and shop ids are the room's own, added on delivery. The
   * payload is the one common/events.ts declares for `type`. Prose the event carries (`message`) is kept with
   * the payload under `_message` and sent beside it.
   */
  event<T extends EventType>(type: T, actor: EventActor, now: number, payload: NoInfer<EventPayload<T>>, message?: EventMessage): void {
    this.write(type, actor, now, payload, message);
  }

  /** As `event`, for an event stated as data (one of the catalog's, discriminated by its type). */
  record(line: EventLine, now: number): void {
    this.write(line.type, line.actor, now, line.payload, line.message);
  }

  private write(type: EventType, actor: EventActor, now: number, payload: object, message: EventMessage | undefined): void {
    const stored = message ? { ...payload, _message: message } : payload;
    this.sql.exec("INSERT INTO outbox (event_id, type, actor, payload, created_at) VALUES (?, ?, ?, ?, ?)", crypto.randomUUID(), type, actor, JSON.stringify(stored), now);
  }

  tip(): AuditTip {
    return this.unstoredTip ?? this.storedTip();
  }

  /** The state update stored the tip, or a rollback dropped the entries after it: the stored tip is current again. */
  resetTip(): void {
    this.unstoredTip = null;
  }
}
