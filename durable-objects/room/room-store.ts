import type { NegotiationConfig } from "../../kernel/types";
import { DEFAULT_POLICIES_YAML } from "../../policies";
import type { AuditTip } from "./audit-log";
import { Journal } from "./journal";
import type { OpenNegotiationArgs } from "./opening";
import { compiledPolicies, NO_POLICY_INPUTS, type PolicyInputs } from "./policy-context";
import { roomRow, SNAPSHOT_QUERY, STATE_COLUMNS, type RoomRow, type Snapshot, type SnapshotRow, type StateRow } from "./room-row";

/**
 * The negotiation row, and the transaction every change to it commits in together with the rows the
 * journal appended. This object is the row's only writer, so the row is read once and then kept from each
 * UPDATE … RETURNING; the snapshot (fixed at open) is read once per instance.
 */
export class RoomStore {
  readonly journal: Journal;
  private readonly sql: SqlStorage;
  /** The row as storage holds it; undefined until read, and again after a rolled-back transaction. */
  private current: RoomRow | null | undefined;
  private snapshotRead: Snapshot | null = null;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
    this.journal = new Journal(this.sql, () => {
      const row = this.load();
      return row ? { seq: row.audit_seq, head: row.audit_head } : { seq: 0, head: null };
    });
  }

  /** The negotiation, or null before it was opened. */
  load(): RoomRow | null {
    if (this.current !== undefined) return this.current;
    const state = this.sql.exec<StateRow>(`SELECT ${STATE_COLUMNS} FROM negotiation WHERE singleton = 1`).toArray()[0];
    if (!state) return (this.current = null);
    return this.keep(state);
  }

  snapshot(): Snapshot {
    this.snapshotRead ??= readSnapshot(this.sql);
    return this.snapshotRead;
  }

  /** The negotiation row and its snapshotted policy set, at open. */
  insert(args: OpenNegotiationArgs, now: number, expiresAt: number): void {
    this.sql.exec(
      `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name,
         quantity, config, token_hash, status, round, opened_at, expires_at, updated_at, version, policy_version)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', 0, ?, ?, ?, 0, ?)`,
      args.negotiationId,
      args.shopId,
      args.productId,
      args.productName,
      args.productVersion,
      args.buyer.id,
      args.buyer.name,
      args.quantity,
      JSON.stringify(args.config),
      args.tokenHash,
      now,
      expiresAt,
      now,
      args.policies?.version ?? 0,
    );
    this.sql.exec(
      "INSERT INTO policy_snapshot (singleton, policy_source, policy_inputs) VALUES (1, ?, ?)",
      args.policies?.source ?? DEFAULT_POLICIES_YAML,
      JSON.stringify(args.policyInputs ?? NO_POLICY_INPUTS),
    );
    this.current = undefined; // read back as inserted
  }

  /**
   * Updates the state (bumping its version and storing the audit tip) after writing the offers appended so
   * far, and returns the row as it now is.
   */
  setState(assignments: string, ...params: SqlStorageValue[]): RoomRow {
    this.journal.writeOffers();
    const tip: AuditTip = this.journal.tip();
    const state = this.sql
      .exec<StateRow>(`UPDATE negotiation SET ${assignments}, version = version + 1, audit_seq = ?, audit_head = ? RETURNING ${STATE_COLUMNS}`, ...params, tip.seq, tip.head)
      .one();
    this.journal.tipStored();
    return this.keep(state);
  }

  /** Records what the shop's index has taken: its summary version and the audit entries it has seen. */
  markIndexSynced(version: number, auditSeq: number, at: number): RoomRow {
    const state = this.sql
      .exec<StateRow>(
        `UPDATE negotiation SET shop_synced_version = MAX(shop_synced_version, ?), decisions_synced_seq = MAX(decisions_synced_seq, ?),
           shop_synced_at = ? RETURNING ${STATE_COLUMNS}`,
        version,
        auditSeq,
        at,
      )
      .one();
    return this.keep(state);
  }

  /** A storage transaction whose appended rows are written before it commits; a rollback forgets them, and what was read in it. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(() => {
        const result = fn();
        this.journal.writeAll();
        return result;
      });
    } catch (error) {
      this.journal.discard();
      this.forget(); // the snapshot too: read in a transaction that opened the negotiation, perhaps
      throw error;
    }
  }

  /** Forgets the row and snapshot, so the next call reads them afresh. */
  forget(): void {
    this.current = undefined;
    this.snapshotRead = null;
  }

  private keep(state: StateRow): RoomRow {
    this.current = roomRow(this.snapshot(), state);
    return this.current;
  }
}

function readSnapshot(sql: SqlStorage): Snapshot {
  const row = sql.exec<SnapshotRow>(SNAPSHOT_QUERY).one();
  return {
    row,
    config: Object.freeze(JSON.parse(row.config)) as NegotiationConfig,
    policies: compiledPolicies(row.policy_source ?? DEFAULT_POLICIES_YAML),
    policyInputs: row.policy_inputs ? (JSON.parse(row.policy_inputs) as PolicyInputs) : NO_POLICY_INPUTS,
  };
}
