/** The room's stored shapes: the negotiation row, what is snapshotted at open, the escalations table's rows. */
import type { RoundState } from "../../governed-round";
import type { Insight, NegotiationConfig, NegotiationState, PrivateDraws, ReasonCode, TermValues } from "../../kernel/types";
import type { PolicyInputs } from "../../policies";
import { LANGUAGE_STYLES, type LanguageStyle } from "../../fleet/types";
import type { EscalationView, NegotiationStatus } from "../views";

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
  /** The style the assigned fleet agent's replies are phrased in; null without an agent (formal). Owner-side. */
  reply_style: LanguageStyle | null;
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
export type NegotiationRow = OpeningColumns & StateColumns & { kernel_state: string | null; agreed_terms: string | null } & Columns;

/** Every column of the negotiation row (the policy set snapshotted at open lives in a row of its own). */
export const NEGOTIATION_COLUMNS =
  "id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name, quantity, config, token_hash, opened_at, policy_version, reply_style, " +
  "status, round, shop_offer_minor, buyer_offer_minor, agreed_price_minor, last_action, last_reasons, expires_at, updated_at, closed_at, version, " +
  "shop_synced_version, shop_synced_at, audit_seq, audit_head, decisions_synced_seq, account_synced, kernel_state, agreed_terms";

/** The negotiation as every step sees it: the row with its configuration parsed. */
export interface RoomRow extends Omit<OpeningColumns, "config">, StateColumns {
  config: NegotiationConfig;
  /** The kernel's state, as its last decision left it (a package's standing terms and options in `.package`). */
  kernelState: NegotiationState;
  /** A package product's agreed terms; null for price-only products and while nothing is agreed. */
  agreedTerms: TermValues | null;
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
    // A value no build knows (a style since removed) phrases as no style does: formally.
    reply_style: (LANGUAGE_STYLES as readonly unknown[]).includes(r.reply_style) ? r.reply_style : null,
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
    agreedTerms: r.agreed_terms ? (JSON.parse(r.agreed_terms) as TermValues) : null,
  };
}

/** The row's moving part as the governed round reads it. */
export function roundState(row: RoomRow): RoundState {
  return {
    status: row.status,
    round: row.round,
    shopOfferMinor: row.shop_offer_minor,
    buyerOfferMinor: row.buyer_offer_minor,
    agreedPriceMinor: row.agreed_price_minor,
    // Only a package product has terms to agree on: a price-only round state is exactly as before.
    ...(row.config.package ? { agreedTerms: row.agreedTerms } : {}),
    lastAction: row.last_action,
    lastReasons: JSON.parse(row.last_reasons ?? "[]") as ReasonCode[],
    kernel: row.kernelState,
  };
}

/** What never leaves the room: the draws that make this buyer's negotiation unpredictable, and how it was opened. */
export interface PrivateSnapshot {
  draws: PrivateDraws;
  insight: Insight;
  /** The learner's arm this negotiation plays (see kernel/learning.ts). */
  arm: string;
  /** It resumed the buyer's earlier negotiation on the product. */
  resumed: boolean;
  /** The buyer presented a credential (anonymous buyers' decisions never move the circuit breaker). */
  authenticated: boolean;
  /** The buyer's account, which takes the negotiation's end: the registered buyer id, or the anonymous client's key. */
  account: { buyerId: string; kind: "registered" | "anonymous" };
}

export interface OpenNegotiationArgs {
  negotiationId: string;
  shopId: string;
  /** The product; its public facts (shipping, delivery, warranty, payment, returns) answer the buyer's questions. */
  product: { id: string; name: string; version: number; publicFacts?: Record<string, string> };
  quantity: number;
  buyer: { id: string; name: string | null; authenticated: boolean };
  account: PrivateSnapshot["account"];
  config: NegotiationConfig;
  draws: PrivateDraws;
  insight: Insight;
  arm: string;
  /** Where the kernel starts: fresh, or resumed from the buyer's last negotiation on the product. */
  initialState: NegotiationState;
  resumed: boolean;
  tokenHash: string;
  openingOfferMinor?: number;
  /** A package product: the terms of the buyer's opening offer (checked against the product's terms before the room is asked). */
  openingTerms?: TermValues;
  /** The shop's policy set at open (YAML) and its version: the negotiation keeps it to the end. */
  policies: { version: number; source: string };
  policyInputs: PolicyInputs;
  /** The assigned fleet agent's reply style (OpeningSnapshot.replyStyle); absent without an agent. Words only. */
  replyStyle?: LanguageStyle;
}

export interface EscalationRow {
  id: string;
  status: EscalationView["status"];
  policy_id: string | null;
  assignee: string;
  reason: string;
  on_timeout: "approve" | "reject";
  timeout_at: number;
  /** The kernel's decision (JSON) that waits for the person. */
  proposed: string;
  /** The buyer's move (JSON) it answers. */
  move: string;
  /** The policy context (JSON) it was raised in, for re-checking a verdict; null in older rooms. */
  context: string | null;
  created_at: number;
  decided_at: number | null;
  note: string | null;
  [column: string]: SqlStorageValue;
}
