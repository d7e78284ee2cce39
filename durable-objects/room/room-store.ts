/**
 * The room's storage as one per-request handle: the negotiation row, its snapshots, the append-only tables
 * (through the journal), the escalations, and the transaction every change commits in. Nothing is kept
 * between requests: each reads the row afresh, so whatever edits storage underneath a live object is seen
 * at once. What a round, a verdict or a close returns (governed-round/) is written by `commit`.
 */
import type { Effects, NegotiationFacts, RoundState, TacticsSoFar } from "../../governed-round";
import type { NegotiationState } from "../../kernel/types";
import { LANGUAGE_STYLES } from "../../fleet/types";
import { DEFAULT_POLICIES_YAML, NO_POLICY_INPUTS, type AuditKind, type PolicyInputs, type PolicySet } from "../../policies";
import { EscalationTable } from "./escalation-table";
import { Journal, switchesTaken } from "./journal";
import { Messages } from "./messages";
import { compiledPolicies } from "./policy-context";
import { NEGOTIATION_COLUMNS, roomRow, type NegotiationRow, type OpenNegotiationArgs, type PrivateSnapshot, type RoomRow } from "./room-row";
import { TacticsSeen } from "./tactics-seen";

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

/** The moving columns of the negotiation row, as a state change sets them. */
export interface StateChange {
  status: RoomRow["status"];
  round: number;
  shop_offer_minor: number | null;
  buyer_offer_minor: number | null;
  agreed_price_minor: number | null;
  last_action: string | null;
  last_reasons: string;
  updated_at: number;
  closed_at: number | null;
  kernel_state: string;
  agreed_terms: string | null;
  /** 0: the buyer's account has yet to take the negotiation's end (again, after a switch). */
  account_synced: number;
}

const TERMINAL = new Set<RoomRow["status"]>(["agreed", "rejected", "expired", "withdrawn"]);

export class RoomStore {
  readonly journal: Journal;
  readonly tactics: TacticsSeen;
  readonly escalations: EscalationTable;
  readonly messages: Messages;
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
    this.journal = new Journal(this.sql, () => {
      const tip = this.sql.exec<{ seq: number; head: string | null }>("SELECT audit_seq AS seq, audit_head AS head FROM negotiation WHERE singleton = 1").toArray()[0];
      return tip ? { seq: tip.seq, head: tip.head } : { seq: 0, head: null };
    });
    this.tactics = new TacticsSeen(this.sql);
    this.escalations = new EscalationTable(this.sql);
    this.messages = new Messages(this.sql);
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
      policies: compiledPolicies(row.policy_source ?? DEFAULT_POLICIES_YAML, { stored: true }),
      policyInputs: row.policy_inputs ? (JSON.parse(row.policy_inputs) as PolicyInputs) : NO_POLICY_INPUTS,
    };
  }

  /** What never leaves the room: the private draws and how the negotiation was opened. */
  privateSnapshot(): PrivateSnapshot {
    const row = this.sql.exec<{ private: string | null }>("SELECT private FROM policy_snapshot WHERE singleton = 1").one();
    return row.private ? (JSON.parse(row.private) as PrivateSnapshot) : LEGACY_PRIVATE;
  }

  /** Everything fixed at open that the governed round decides and judges with. */
  facts(row: RoomRow): NegotiationFacts {
    const secret = this.privateSnapshot();
    const { policies, policyInputs } = this.policies();
    return {
      negotiationId: row.id,
      config: row.config,
      productId: row.product_id,
      buyerId: row.buyer_id,
      quantity: row.quantity,
      openedAt: row.opened_at,
      expiresAt: row.expires_at,
      draws: secret.draws,
      insight: secret.insight,
      authenticated: secret.authenticated,
      resumed: secret.resumed,
      policies,
      policyVersion: row.policy_version,
      policyInputs,
    };
  }

  /** The history the tactic detectors read. */
  tacticsSoFar(): TacticsSoFar {
    return { history: this.tactics.history(), seen: this.tactics.names() };
  }

  /** The negotiation row (with the agent's reply style, a known one or none) and its snapshots (policy set, private draws), at open. */
  insert(args: OpenNegotiationArgs, state: NegotiationState, now: number, expiresAt: number): RoomRow {
    const row = this.sql
      .exec<NegotiationRow>(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name,
           quantity, config, token_hash, status, round, opened_at, expires_at, updated_at, version, policy_version, kernel_state,
           shop_offer_minor, buyer_offer_minor, reply_style)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, 0, ?, ?, ?, ?, ?) RETURNING ${NEGOTIATION_COLUMNS}`,
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
        (LANGUAGE_STYLES as readonly unknown[]).includes(args.replyStyle) ? args.replyStyle! : null,
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

  /**
   * Writes what a governed round, a verdict or a close returned, inside the caller's transaction: tactics
   * first seen, the escalation raised or lapsed, the offers (before the state: the storage trigger compares
   * each shop offer with the standing one), the audit entries, the events, and the state with the audit tip.
   */
  commit(next: RoundState, effects: Effects, now: number): RoomRow {
    this.write(effects, now);
    return this.setState({
      status: next.status,
      round: next.round,
      shop_offer_minor: next.shopOfferMinor,
      buyer_offer_minor: next.buyerOfferMinor,
      agreed_price_minor: next.agreedPriceMinor,
      last_action: next.lastAction,
      last_reasons: JSON.stringify(next.lastReasons),
      updated_at: now,
      closed_at: TERMINAL.has(next.status) ? now : null,
      kernel_state: JSON.stringify(next.kernel),
      // A package's agreed terms (a price-only round state has none to write).
      ...(next.agreedTerms !== undefined ? { agreed_terms: next.agreedTerms ? JSON.stringify(next.agreedTerms) : null } : {}),
    });
  }

  /**
   * Writes a switch of the agreement (governed-round/switch.ts) in the caller's transaction: its history line, audit
   * entry and event, then the deal as it now stands. The agreement keeps its time (switches lapse from it), and the
   * buyer's account takes the negotiation's end again, with the switched package to resume from.
   */
  commitSwitch(next: RoundState, effects: Effects, now: number): RoomRow {
    this.write(effects, now);
    return this.setState({
      agreed_price_minor: next.agreedPriceMinor,
      agreed_terms: next.agreedTerms ? JSON.stringify(next.agreedTerms) : null,
      kernel_state: JSON.stringify(next.kernel),
      updated_at: now,
      account_synced: 0,
    });
  }

  /** Switches of the agreement taken so far. */
  switchesTaken(): number {
    return switchesTaken(this.sql);
  }

  /** What a change writes besides the state, in order (see commit). */
  private write(effects: Effects, now: number): void {
    const { journal } = this;
    if (effects.tactics) this.tactics.note(effects.tactics.found, effects.tactics.round, now);
    if (effects.lapse !== null) this.escalations.lapse(now, effects.lapse);
    if (effects.escalation) this.escalations.insert(effects.escalation, now);
    for (const o of effects.offers) journal.offer(o);
    for (const a of effects.audit) journal.audit(a.kind, a.data, now);
    for (const e of effects.events) journal.record(e, now);
  }

  /** An audit entry on its own (no state change): the tip is stored with it. */
  audit(kind: AuditKind, data: unknown, now: number): void {
    this.journal.audit(kind, data, now);
    this.storeAuditTip();
  }

  /** Updates the moving columns, bumping the version and storing the audit tip, and returns the row as it now is. */
  setState(change: Partial<StateChange>): RoomRow {
    const columns = Object.keys(change) as (keyof StateChange)[];
    const tip = this.journal.tip();
    const assignments = [...columns.map((c) => `${c} = ?`), "version = version + 1", "audit_seq = ?", "audit_head = ?"].join(", ");
    const row = this.sql
      .exec<NegotiationRow>(`UPDATE negotiation SET ${assignments} RETURNING ${NEGOTIATION_COLUMNS}`, ...columns.map((c) => change[c] as SqlStorageValue), tip.seq, tip.head)
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

  /** Stores the audit tip of entries appended since the last state change (the version stays: the state did not move). */
  storeAuditTip(): void {
    const tip = this.journal.tip();
    this.sql.exec("UPDATE negotiation SET audit_seq = ?, audit_head = ?", tip.seq, tip.head);
    this.journal.resetTip();
  }
}
