import type { NegotiationConfig } from "../../kernel/types";
import type { PolicySet } from "../../policies";
import type { NegotiationStatus } from "../views";
import type { PolicyInputs } from "./policy-context";

/** What `sql.exec<T>()` asks of a row type. */
type Columns = { [column: string]: SqlStorageValue };

/** Columns fixed when the negotiation opens. */
interface OpeningColumns {
  id: string;
  shop_id: string;
  product_id: string;
  product_name: string;
  product_version: number;
  buyer_id: string;
  buyer_name: string | null;
  quantity: number;
  /** The product's configuration (JSON), snapshotted at open. */
  config: string;
  token_hash: string;
  opened_at: number;
  policy_version: number;
}

/** The opening columns with the policy set snapshotted at open (kilobytes) and its inputs. */
export type SnapshotRow = OpeningColumns & { policy_source: string | null; policy_inputs: string | null } & Columns;

/** Columns that move as the negotiation goes on: few and small. */
interface StateColumns {
  status: NegotiationStatus;
  round: number;
  shop_offer_minor: number | null;
  buyer_offer_minor: number | null;
  agreed_price_minor: number | null;
  last_action: string | null;
  last_reasons: string | null;
  expires_at: number;
  updated_at: number;
  closed_at: number | null;
  version: number;
  shop_synced_version: number;
  /** When the shop's index last took this negotiation's summary (epoch ms). */
  shop_synced_at: number;
  /** The audit log's last entry (sequence and hash), kept with the state so an append needs no read. */
  audit_seq: number;
  audit_head: string | null;
  /** The last audit entry whose policy evaluation the shop's circuit breaker has seen. */
  decisions_synced_seq: number;
  pause_until: number | null;
}

export type StateRow = StateColumns & Columns;

const SNAPSHOT_COLUMNS =
  "id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name, quantity, config, token_hash, opened_at, policy_version, policy_source, policy_inputs";
/** The snapshot's columns live in two rows: the negotiation and its policy set (written once). */
export const SNAPSHOT_QUERY = `SELECT ${SNAPSHOT_COLUMNS} FROM negotiation, policy_snapshot WHERE negotiation.singleton = 1 AND policy_snapshot.singleton = 1`;
export const STATE_COLUMNS =
  "status, round, shop_offer_minor, buyer_offer_minor, agreed_price_minor, last_action, last_reasons, expires_at, updated_at, closed_at, version, shop_synced_version, shop_synced_at, audit_seq, audit_head, decisions_synced_seq, pause_until";

/** The snapshot with what is derived from it, parsed once. */
export interface Snapshot {
  row: SnapshotRow;
  config: NegotiationConfig;
  policies: PolicySet;
  policyInputs: PolicyInputs;
}

/** The negotiation as every step sees it: the opening columns (configuration parsed) and the state. */
export interface RoomRow extends Omit<OpeningColumns, "config">, StateColumns {
  config: NegotiationConfig;
}

/**
 * The row as a plain object of fixed shape: rows from storage are dictionary-mode objects, slow to spread
 * and to read (measured: a spread of the two cost almost as much as the query).
 */
export function roomRow(s: Snapshot, t: StateRow): RoomRow {
  return {
    id: s.row.id,
    shop_id: s.row.shop_id,
    product_id: s.row.product_id,
    product_name: s.row.product_name,
    product_version: s.row.product_version,
    buyer_id: s.row.buyer_id,
    buyer_name: s.row.buyer_name,
    quantity: s.row.quantity,
    config: s.config,
    token_hash: s.row.token_hash,
    opened_at: s.row.opened_at,
    policy_version: s.row.policy_version,
    status: t.status,
    round: t.round,
    shop_offer_minor: t.shop_offer_minor,
    buyer_offer_minor: t.buyer_offer_minor,
    agreed_price_minor: t.agreed_price_minor,
    last_action: t.last_action,
    last_reasons: t.last_reasons,
    expires_at: t.expires_at,
    updated_at: t.updated_at,
    closed_at: t.closed_at,
    version: t.version,
    shop_synced_version: t.shop_synced_version,
    shop_synced_at: t.shop_synced_at,
    audit_seq: t.audit_seq,
    audit_head: t.audit_head,
    decisions_synced_seq: t.decisions_synced_seq,
    pause_until: t.pause_until,
  };
}
