import { DEFAULT_POLICIES_YAML, type PolicySet } from "../../policies";
import { Journal } from "./journal";
import { TacticsSeen } from "./tactics-seen";
import type { NegotiationState } from "../../kernel/types";
import type { OpenNegotiationArgs, PrivateSnapshot } from "./opening";
import { compiledPolicies } from "./policy-context";
import { NO_POLICY_INPUTS, type PolicyInputs } from "../../policies";
import { NEGOTIATION_COLUMNS, roomRow, type NegotiationRow, type RoomRow } from "./room-row";

/** Rooms opened before private draws existed: middle draws, the default arm, an anonymous-like account. */
const LEGACY_PRIVATE: PrivateSnapshot = {
  draws: { reserve: 0.5, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 },
  insight: {},
  arm: "default",
  resumed: false,
  authenticated: false,
  account: { buyerId: "", kind: "anonymous" },
};

/** The policy set snapshotted at open, compiled, with the facts it may ask about. */
export interface PolicySnapshot {
  policies: PolicySet;
  policyInputs: PolicyInputs;
}

/**
 * The negotiation row, and the transaction every change to it commits in together with what the journal
 * appended. Nothing is kept between requests: each reads the row afresh (measured: keeping it saved nothing
 * the HTTP benchmark could see), so whatever edits storage underneath a live object is seen at once.
 */
export class RoomStore {
  readonly journal: Journal;
  readonly tactics: TacticsSeen;
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
    this.journal = new Journal(this.sql, () => {
      const tip = this.sql.exec<{ seq: number; head: string | null }>("SELECT audit_seq AS seq, audit_head AS head FROM negotiation WHERE singleton = 1").toArray()[0];
      return tip ? { seq: tip.seq, head: tip.head } : { seq: 0, head: null };
    });
    this.tactics = new TacticsSeen(this.sql, this.journal);
  }

  /** The negotiation, or null before it was opened. */
  load(): RoomRow | null {
    const row = this.sql.exec<NegotiationRow>(`SELECT ${NEGOTIATION_COLUMNS} FROM negotiation WHERE singleton = 1`).toArray()[0];
    return row ? roomRow(row) : null;
  }

  /** The policy set snapshotted at open (kilobytes, in a row of its own); compiled once per isolate per text. */
  policies(): PolicySnapshot {
    const row = this.sql.exec<{ policy_source: string | null; policy_inputs: string | null }>("SELECT policy_source, policy_inputs FROM policy_snapshot WHERE singleton = 1").one();
    return {
      policies: compiledPolicies(row.policy_source ?? DEFAULT_POLICIES_YAML),
      policyInputs: row.policy_inputs ? (JSON.parse(row.policy_inputs) as PolicyInputs) : NO_POLICY_INPUTS,
    };
  }

  /** What never leaves the room: the private draws and how the negotiation was opened. */
  privateSnapshot(): PrivateSnapshot {
    const row = this.sql.exec<{ private: string | null }>("SELECT private FROM policy_snapshot WHERE singleton = 1").one();
    return row.private ? (JSON.parse(row.private) as PrivateSnapshot) : LEGACY_PRIVATE;
  }

  /** The negotiation row and its snapshots (policy set, private draws), at open. */
  insert(args: OpenNegotiationArgs, state: NegotiationState, now: number, expiresAt: number): RoomRow {
    const row = this.sql
      .exec<NegotiationRow>(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name,
           quantity, config, token_hash, status, round, opened_at, expires_at, updated_at, version, policy_version, kernel_state,
           shop_offer_minor, buyer_offer_minor)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, 0, ?, ?, ?, ?) RETURNING ${NEGOTIATION_COLUMNS}`,
        args.negotiationId,
        args.shopId,
        args.product.id,
        args.product.name,
        args.product.version,
        args.buyer.id,
        args.buyer.name,
        args.quantity,
        JSON.stringify(args.config),
        args.tokenHash,
        state.round,
        now,
        expiresAt,
        now,
        args.policies.version,
        JSON.stringify(state),
        state.lastShopOfferMinor,
        state.lastBuyerOfferMinor,
      )
      .one();
    const secret: PrivateSnapshot = {
      draws: args.draws,
      insight: args.insight,
      arm: args.arm,
      resumed: args.resumed,
      authenticated: args.buyer.authenticated,
      account: args.account,
    };
    this.sql.exec(
      "INSERT INTO policy_snapshot (singleton, policy_source, policy_inputs, private) VALUES (1, ?, ?, ?)",
      args.policies.source,
      JSON.stringify(args.policyInputs),
      JSON.stringify(secret),
    );
    return roomRow(row);
  }

  /** Updates the state, bumping its version and storing the audit tip, and returns the row as it now is. */
  setState(assignments: string, ...params: SqlStorageValue[]): RoomRow {
    const tip = this.journal.tip();
    const row = this.sql
      .exec<NegotiationRow>(`UPDATE negotiation SET ${assignments}, version = version + 1, audit_seq = ?, audit_head = ? RETURNING ${NEGOTIATION_COLUMNS}`, ...params, tip.seq, tip.head)
      .one();
    this.journal.resetTip();
    return roomRow(row);
  }

  /** The buyer's account has taken the negotiation's end. */
  markAccountSynced(): void {
    this.sql.exec("UPDATE negotiation SET account_synced = 1");
  }

  /** Records what the shop's index has taken: its summary version and the audit entries it has seen. */
  markIndexSynced(version: number, auditSeq: number, at: number): void {
    this.sql.exec(
      "UPDATE negotiation SET shop_synced_version = MAX(shop_synced_version, ?), decisions_synced_seq = MAX(decisions_synced_seq, ?), shop_synced_at = ?",
      version,
      auditSeq,
      at,
    );
  }

  /** A storage transaction; a rollback also forgets the audit tip the journal had moved. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (error) {
      this.journal.resetTip();
      throw error;
    }
  }
}
