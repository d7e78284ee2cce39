import type { ReasonCode } from "../../kernel/types";
import type { AuditKind } from "../../policies";
import type { OfferHistoryEntry } from "../views";
import { sealAudit, type AuditTip } from "./audit-log";

/** The append-only tables a round writes, and their columns. */
type AppendTable = "offers" | "audit" | "outbox";
const APPEND_COLUMNS: Record<AppendTable, readonly string[]> = {
  offers: ["round", "party", "kind", "price_minor", "reasons", "at"],
  audit: ["seq", "at", "kind", "data", "prev_hash", "hash"],
  outbox: ["event_id", "type", "actor", "payload", "created_at"],
};

/** One INSERT for many rows. */
function insertRows(sql: SqlStorage, table: AppendTable, rows: SqlStorageValue[][]): void {
  const columns = APPEND_COLUMNS[table];
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  sql.exec(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows.map(() => tuple).join(", ")}`, ...rows.flat());
}

export type EventActor = "buyer" | "shop" | "system" | "agent";

/**
 * The rows a transaction appends to the offer history, the audit log and the outbox, held until they are
 * written with one INSERT per table: in this runtime each statement costs far more than the rows it writes.
 * Offers are written just before the state update (the storage trigger compares each shop offer with the
 * standing one), audit and outbox rows at commit (RoomStore.transaction).
 */
export class Journal {
  private pending: Record<AppendTable, SqlStorageValue[][]> = { offers: [], audit: [], outbox: [] };
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

  offer(round: number, party: "buyer" | "shop", kind: OfferHistoryEntry["kind"], priceMinor: number | null, reasons: readonly ReasonCode[], now: number): void {
    this.pending.offers.push([round, party, kind, priceMinor, JSON.stringify(reasons), now]);
  }

  /** Appends an audit entry after the tip. Every caller goes on to update the state, which stores the new tip. */
  audit(kind: AuditKind, data: unknown, now: number): void {
    const { tip, values } = sealAudit(this.tip(), kind, data, now);
    this.pending.audit.push(values);
    this.unstoredTip = tip;
  }

  /** An outbox row: the event only; the negotiation and shop ids are the room's own, added on delivery. */
  event(type: string, actor: EventActor, now: number, payload: Record<string, unknown>): void {
    this.pending.outbox.push([crypto.randomUUID(), type, actor, JSON.stringify(payload), now]);
  }

  tip(): AuditTip {
    return this.unstoredTip ?? this.storedTip();
  }

  /** The state update stored the tip with the negotiation row. */
  tipStored(): void {
    this.unstoredTip = null;
  }

  /** Before a state update: the shop-offer trigger compares new offers with the standing one. */
  writeOffers(): void {
    this.write("offers");
  }

  /** At commit. */
  writeAll(): void {
    this.write("offers");
    this.write("audit");
    this.write("outbox");
  }

  /** After a rollback: nothing appended was written, and the stored tip is current again. */
  discard(): void {
    this.pending = { offers: [], audit: [], outbox: [] };
    this.unstoredTip = null;
  }

  private write(table: AppendTable): void {
    const rows = this.pending[table];
    if (rows.length === 0) return;
    this.pending[table] = [];
    insertRows(this.sql, table, rows);
  }
}
