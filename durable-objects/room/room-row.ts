import type { NegotiationConfig, NegotiationState } from "../../kernel/types";
import type { NegotiationStatus } from "../views";

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
  /** The audit log's last entry (sequence and hash), stored with each state change: the log must end there (no truncation). */
  audit_seq: number;
  audit_head: string | null;
  /** The last audit entry whose policy evaluation the shop's circuit breaker has seen. */
  decisions_synced_seq: number;
  /** Whether the buyer's account has taken this negotiation's end (its memory of the product). */
  account_synced: number;
}

/** The negotiation row as storage holds it. */
export type NegotiationRow = OpeningColumns & StateColumns & { kernel_state: string | null } & Columns;

/** Every column of the negotiation row (the policy set snapshotted at open lives in a row of its own). */
export const NEGOTIATION_COLUMNS =
  "id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name, quantity, config, token_hash, opened_at, policy_version, " +
  "status, round, shop_offer_minor, buyer_offer_minor, agreed_price_minor, last_action, last_reasons, expires_at, updated_at, closed_at, version, " +
  "shop_synced_version, shop_synced_at, audit_seq, audit_head, decisions_synced_seq, account_synced, kernel_state";

/** The negotiation as every step sees it: the row with its configuration parsed. */
export interface RoomRow extends Omit<OpeningColumns, "config">, StateColumns {
  config: NegotiationConfig;
  /** The kernel's state, as its last decision left it. */
  kernelState: NegotiationState;
}

/**
 * The row as a plain object of fixed shape, its configuration parsed: rows from storage are dictionary-mode
 * objects, slow to spread and to read.
 */
export function roomRow(r: NegotiationRow): RoomRow {
  return {
    id: r.id,
    shop_id: r.shop_id,
    product_id: r.product_id,
    product_name: r.product_name,
    product_version: r.product_version,
    buyer_id: r.buyer_id,
    buyer_name: r.buyer_name,
    quantity: r.quantity,
    config: JSON.parse(r.config) as NegotiationConfig,
    token_hash: r.token_hash,
    opened_at: r.opened_at,
    policy_version: r.policy_version,
    status: r.status,
    round: r.round,
    shop_offer_minor: r.shop_offer_minor,
    buyer_offer_minor: r.buyer_offer_minor,
    agreed_price_minor: r.agreed_price_minor,
    last_action: r.last_action,
    last_reasons: r.last_reasons,
    expires_at: r.expires_at,
    updated_at: r.updated_at,
    closed_at: r.closed_at,
    version: r.version,
    shop_synced_version: r.shop_synced_version,
    shop_synced_at: r.shop_synced_at,
    audit_seq: r.audit_seq,
    audit_head: r.audit_head,
    decisions_synced_seq: r.decisions_synced_seq,
    account_synced: r.account_synced,
    kernelState: r.kernel_state
      ? (JSON.parse(r.kernel_state) as NegotiationState)
      : // Rooms opened before the kernel kept its own state: rebuilt from the columns.
        { round: r.round, openedAt: r.opened_at, lastShopOfferMinor: r.shop_offer_minor, lastBuyerOfferMinor: r.buyer_offer_minor },
  };
}
