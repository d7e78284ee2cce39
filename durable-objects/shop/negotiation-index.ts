/** The shop's index of its negotiations and their escalations, kept current by the negotiation rooms, for listing. */
import { iso } from "../iso";
import { fail, ok, type RpcResult } from "../problem";
import type { EscalationView, NegotiationStatus, NegotiationSummary } from "../views";

export interface NegotiationListQuery {
  status?: NegotiationStatus | undefined;
  productId?: string | undefined;
  limit: number;
  /** Opaque cursor from a previous page. */
  cursor?: string | undefined;
}

/** A negotiation as the shop's listing shows it: its summary, times as ISO 8601. */
export interface NegotiationSummaryView extends Omit<NegotiationSummary, "openedAt" | "updatedAt" | "version" | "escalation" | "decisions" | "pauseUntil"> {
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
  opened_at: number;
  updated_at: number;
  version: number;
  [column: string]: SqlStorageValue;
}

export class NegotiationIndex {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS negotiations (
        negotiation_id TEXT PRIMARY KEY, product_id TEXT NOT NULL, buyer_id TEXT NOT NULL,
        quantity INTEGER NOT NULL, currency TEXT NOT NULL, status TEXT NOT NULL, round INTEGER NOT NULL,
        shop_offer_minor INTEGER, agreed_price_minor INTEGER,
        opened_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, version INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS negotiations_by_status ON negotiations (status, opened_at DESC);
      CREATE TABLE IF NOT EXISTS escalations (
        escalation_id TEXT PRIMARY KEY, negotiation_id TEXT NOT NULL, status TEXT NOT NULL, view TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS escalations_by_status ON escalations (status, created_at DESC);
    `);
  }

  /** A negotiation's latest summary, and its escalation if any; a stale summary (lower version) changes nothing. */
  record(summary: NegotiationSummary): void {
    this.sql.exec(
      `INSERT INTO negotiations (negotiation_id, product_id, buyer_id, quantity, currency, status, round,
         shop_offer_minor, agreed_price_minor, opened_at, updated_at, version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (negotiation_id) DO UPDATE SET status = excluded.status, round = excluded.round,
         shop_offer_minor = excluded.shop_offer_minor, agreed_price_minor = excluded.agreed_price_minor,
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
        openedAt: iso(row.opened_at),
        updatedAt: iso(row.updated_at),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.opened_at, last.negotiation_id) : null,
    });
  }

  /** Escalations as their rooms last reported them, newest first. */
  escalations(status: EscalationView["status"] | undefined, limit: number): EscalationView[] {
    return this.sql
      .exec<{ view: string }>(`SELECT view FROM escalations ${status ? "WHERE status = ?" : ""} ORDER BY created_at DESC LIMIT ?`, ...(status ? [status, limit] : [limit]))
      .toArray()
      .map((r) => JSON.parse(r.view) as EscalationView);
  }

  /** Deals this buyer has closed with the shop, a fact the policies may ask about. */
  dealsClosed(buyerId: string): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM negotiations WHERE buyer_id = ? AND status = 'agreed'", buyerId).one().n;
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
