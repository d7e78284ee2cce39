/**
 * The shop's index of its negotiations and their escalations, kept current by the negotiation rooms, for listing:
 * a package deal with its agreed terms (as switched, with how many switches the buyer took). The inbox lists these
 * escalations beside service contracts' (contract-escalations.ts); contracts never enter this index.
 */
import { iso } from "../../common/time";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { EscalationView, NegotiationStatus, NegotiationSummary, SummaryDecision, TermValues } from "../views";

export interface NegotiationListQuery {
  status?: NegotiationStatus | undefined;
  productId?: string | undefined;
  limit: number;
  /** Opaque cursor from a previous page. */
  cursor?: string | undefined;
}

/** A negotiation as the shop's listing shows it: its summary, times as ISO 8601. */
export interface NegotiationSummaryView extends Omit<NegotiationSummary, "openedAt" | "updatedAt" | "version" | "escalation" | "decisions" | "decisionsThroughSeq"> {
  openedAt: string;
  updatedAt: string;
}

interface IndexRow {
  negotiation_id: string;
  product_id: string;
  buyer_id: string;
  quantity: number;
  currency: string;
  status: NegotiationStatus;
  round: number;
  shop_offer_minor: number | null;
  agreed_price_minor: number | null;
  /** A package deal's agreed terms, JSON (null otherwise). */
  agreed_terms: string | null;
  switches_taken: number;
  opened_at: number;
  updated_at: number;
  version: number;
  [column: string]: SqlStorageValue;
}

export class NegotiationIndex {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * A negotiation's latest summary, and its escalation if any; a stale summary (lower version) changes nothing.
   * Returns the decisions not counted before (later than the last one counted for this negotiation).
   */
  record(summary: NegotiationSummary): SummaryDecision[] {
    const counted = this.sql.exec<{ tallied_seq: number }>("SELECT tallied_seq FROM negotiations WHERE negotiation_id = ?", summary.negotiationId).toArray()[0]?.tallied_seq ?? 0;
    this.sql.exec(
      `INSERT INTO negotiations (negotiation_id, product_id, buyer_id, quantity, currency, status, round,
         shop_offer_minor, agreed_price_minor, agreed_terms, switches_taken, opened_at, updated_at, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (negotiation_id) DO UPDATE SET status = excluded.status, round = excluded.round,
         shop_offer_minor = excluded.shop_offer_minor, agreed_price_minor = excluded.agreed_price_minor,
         agreed_terms = excluded.agreed_terms, switches_taken = excluded.switches_taken,
         updated_at = excluded.updated_at, version = excluded.version
       WHERE excluded.version > negotiations.version`,
      summary.negotiationId,
      summary.productId,
      summary.buyerId,
      summary.quantity,
      summary.currency,
      summary.status,
      summary.round,
      summary.shopOfferMinor,
      summary.agreedPriceMinor,
      summary.agreedTerms ? JSON.stringify(summary.agreedTerms) : null,
      summary.switchesTaken ?? 0,
      summary.openedAt,
      summary.updatedAt,
      summary.version,
    );
    const e = summary.escalation;
    if (e) {
      this.sql.exec(
        `INSERT INTO escalations (escalation_id, negotiation_id, status, view, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (escalation_id) DO UPDATE SET status = excluded.status, view = excluded.view`,
        e.escalationId,
        e.negotiationId,
        e.status,
        JSON.stringify(e),
        Date.parse(e.createdAt),
      );
    }
    const fresh = (summary.decisions ?? []).filter((d) => d.seq > counted);
    const through = Math.max(counted, summary.decisionsThroughSeq ?? 0, ...fresh.map((d) => d.seq));
    if (through > counted) this.sql.exec("UPDATE negotiations SET tallied_seq = ? WHERE negotiation_id = ?", through, summary.negotiationId);
    return fresh;
  }

  /** What the index holds for a negotiation and its escalation now (before a summary is recorded, say). */
  current(negotiationId: string, escalationId: string | undefined): { status: NegotiationStatus | null; switchesTaken: number; escalationStatus: EscalationView["status"] | null } {
    const row = this.sql.exec<{ status: NegotiationStatus; switches_taken: number }>("SELECT status, switches_taken FROM negotiations WHERE negotiation_id = ?", negotiationId).toArray()[0];
    const escalationStatus = escalationId
      ? (this.sql.exec<{ status: EscalationView["status"] }>("SELECT status FROM escalations WHERE escalation_id = ?", escalationId).toArray()[0]?.status ?? null)
      : null;
    return { status: row?.status ?? null, switchesTaken: row?.switches_taken ?? 0, escalationStatus };
  }

  /** A page of negotiations, newest first; the cursor continues after the last one shown. */
  list(query: NegotiationListQuery): RpcResult<{ items: NegotiationSummaryView[]; nextCursor: string | null }> {
    const where: string[] = [];
    const params: SqlStorageValue[] = [];
    if (query.status) {
      where.push("status = ?");
      params.push(query.status);
    }
    if (query.productId) {
      where.push("product_id = ?");
      params.push(query.productId);
    }
    const cursor = decodeCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) return fail("validation-failed", "The cursor is not valid.");
    if (cursor) {
      where.push("(opened_at < ? OR (opened_at = ? AND negotiation_id < ?))");
      params.push(cursor.openedAt, cursor.openedAt, cursor.id);
    }
    const rows = this.sql
      .exec<IndexRow>(
        `SELECT * FROM negotiations ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY opened_at DESC, negotiation_id DESC LIMIT ?`,
        ...params,
        query.limit + 1,
      )
      .toArray();
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return ok({
      items: page.map((row) => ({
        negotiationId: row.negotiation_id,
        productId: row.product_id,
        buyerId: row.buyer_id,
        quantity: row.quantity,
        currency: row.currency,
        status: row.status,
        round: row.round,
        shopOfferMinor: row.shop_offer_minor,
        agreedPriceMinor: row.agreed_price_minor,
        ...(row.agreed_terms ? { agreedTerms: JSON.parse(row.agreed_terms) as TermValues } : {}),
        ...(row.switches_taken > 0 ? { switchesTaken: row.switches_taken } : {}),
        openedAt: iso(row.opened_at),
        updatedAt: iso(row.updated_at),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.opened_at, last.negotiation_id) : null,
    });
  }
}

export function encodeCursor(openedAt: number, id: string): string {
  return btoa(`${openedAt}:${id}`).replaceAll("=", "");
}

/** The cursor's position, or null when it is absent or not one this index issued. */
export function decodeCursor(cursor: string | undefined): { openedAt: number; id: string } | null {
  if (cursor === undefined) return null;
  try {
    const [at, id] = atob(cursor).split(":");
    const openedAt = Number(at);
    if (!Number.isSafeInteger(openedAt) || !id || !/^[0-9a-f]{64}$/.test(id)) return null;
    return { openedAt, id };
  } catch {
    return null;
  }
}
