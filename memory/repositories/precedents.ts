/**
 * Precedent search: the shop's nearest contracts and deals to a query, by cosine distance over pgvector,
 * with their terms and outcome.
 *
 * Precedents are the documents a shop posted: contracts, and the deals of imported negotiation logs. Their terms
 * are those extracted from the text (the poster's values win), and their vector is made from the text with those
 * terms worded the same way for every document (contracts-repo.ts `termsSentence`), so "60 days payment" finds
 * a deal that said "Net 60". Live negotiations are not precedents: a live package deal's agreed terms (term id →
 * value) are in `negotiations.agreed_terms` and count in the market statistics per term.
 *
 * - Always filtered by shop and by embedding model (vectors of different models are not comparable).
 * - HNSW (vector_cosine_ops) answers large shops; `hnsw.iterative_scan = strict_order` (pgvector ≥ 0.8) keeps
 *   scanning the graph until `k` rows pass the shop/product filter, so a small shop inside a big table still
 *   gets k results. For small filtered sets the planner may prefer the btree on (shop_id, model) and an exact
 *   sort — also correct.
 * - Settings are `SET LOCAL` inside a read-only transaction: safe on pooled Neon connections (also behind
 *   PgBouncer in transaction mode) and on PGlite's single shared session. The whole search is one round trip.
 */
import type { ParleyDb } from "../db";
import { toVectorLiteral, type Embedder } from "../embed";
import { EMBEDDING_DIMENSIONS } from "../schema";
import { requireShopId } from "./types";

export interface PrecedentQuery {
  shopId: string;
  /** Only vectors of this model are compared. */
  model: string;
  vector: number[];
  /** Results, 1..100. Default 10. */
  k?: number;
  productId?: string;
  kind?: "contract" | "deal";
  /** HNSW candidate list size; higher = better recall, slower. Default 100. */
  efSearch?: number;
  /** Skip the index (exact search by sequential scan) — for measuring recall. */
  exact?: boolean;
}

export interface Precedent {
  contractId: string;
  documentId: string;
  kind: "contract" | "deal";
  title: string | null;
  counterparty: string | null;
  productId: string | null;
  outcome: string;
  currency: string | null;
  terms: {
    unitPriceMinor: number | null;
    quantity: number | null;
    paymentTermsDays: number | null;
    deliveryDays: number | null;
    warrantyMonths: number | null;
    liabilityCapPct: number | null;
  };
  anchorUnitPriceMinor: number | null;
  discountBps: number | null;
  concludedAt: string | null;
  /** Cosine distance (0 = same direction, 2 = opposite). */
  distance: number;
  /** 1 − distance. */
  similarity: number;
}

interface PrecedentRow {
  contract_id: string;
  document_id: string;
  kind: "contract" | "deal";
  title: string | null;
  counterparty: string | null;
  product_id: string | null;
  outcome: string;
  currency: string | null;
  unit_price_minor: string | number | null;
  quantity: number | null;
  payment_terms_days: number | null;
  delivery_days: number | null;
  warranty_months: number | null;
  liability_cap_pct: number | null;
  anchor_unit_price_minor: string | number | null;
  discount_bps: number | null;
  concluded_at: string | Date | null;
  distance: number;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * A Postgres string literal (same rules as node-postgres' escapeLiteral: quotes doubled, backslashes doubled in an
 * E'' literal). NUL is refused: the wire protocol NUL-terminates query text. (The Neon package re-exports pg's
 * escapeLiteral, but in 1.2.0 the export is undefined at run time.)
 */
export function escapeLiteral(value: string): string {
  if (value.includes("\u0000")) throw new Error("string contains a NUL character");
  const body = value.replace(/'/g, "''");
  return value.includes("\\") ? ` E'${body.replace(/\\/g, "\\\\")}'` : `'${body}'`;
}

export async function searchPrecedents(db: ParleyDb, q: PrecedentQuery): Promise<Precedent[]> {
  const shopId = requireShopId(q.shopId);
  const k = Math.max(1, Math.min(100, Math.trunc(q.k ?? 10)));
  const ef = Math.max(k, Math.min(1000, Math.trunc(q.efSearch ?? 100)));
  if (q.vector.length !== EMBEDDING_DIMENSIONS || !q.vector.every(Number.isFinite)) {
    throw new Error(`query vector must have ${EMBEDDING_DIMENSIONS} finite components`);
  }
  // ONE round trip: settings, query and commit go as a single simple-protocol statement list (a parameterised
  // query would need BEGIN / SET / SELECT / COMMIT as four). Strings are escaped with the driver's
  // escapeLiteral; the vector literal is built from finite numbers; k and ef are integers clamped above.
  const vec = `${escapeLiteral(toVectorLiteral(q.vector))}::vector`;
  const filters = [`ce.shop_id = ${escapeLiteral(shopId)}`, `ce.model = ${escapeLiteral(q.model)}`];
  if (q.productId) filters.push(`c.product_id = ${escapeLiteral(q.productId)}`);
  if (q.kind) filters.push(`c.kind = ${escapeLiteral(q.kind)}`);
  const settings = q.exact
    ? "SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off;"
    : `SET LOCAL hnsw.ef_search = ${ef}; SET LOCAL hnsw.iterative_scan = strict_order;`;
  const text = `BEGIN READ ONLY; ${settings}
    SELECT c.id AS contract_id, c.document_id, c.kind, c.title, c.counterparty, c.product_id, c.outcome, c.currency,
           c.unit_price_minor, c.quantity, c.payment_terms_days, c.delivery_days, c.warranty_months,
           c.liability_cap_pct, c.anchor_unit_price_minor, c.discount_bps, c.concluded_at,
           ce.embedding <=> ${vec} AS distance
    FROM contract_embeddings ce
    JOIN contracts c ON c.id = ce.contract_id AND c.shop_id = ce.shop_id
    WHERE ${filters.join(" AND ")}
    ORDER BY distance
    LIMIT ${k}; COMMIT;`;
  let results: { command: string; rows: unknown[] }[];
  const client = await db.$client.connect();
  try {
    results = (await client.query(text)) as unknown as { command: string; rows: unknown[] }[];
  } catch (error) {
    // A failed statement leaves this connection inside an aborted transaction: end it on the same connection
    // before it goes back to the pool (on PGlite's shared session it would otherwise block everyone).
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const select = results.find((r) => r.command === "SELECT");
  return ((select?.rows ?? []) as PrecedentRow[]).map((r) => {
    const distance = Number(r.distance);
    return {
      contractId: r.contract_id,
      documentId: r.document_id,
      kind: r.kind,
      title: r.title,
      counterparty: r.counterparty,
      productId: r.product_id,
      outcome: r.outcome,
      currency: r.currency,
      terms: {
        unitPriceMinor: num(r.unit_price_minor),
        quantity: r.quantity,
        paymentTermsDays: r.payment_terms_days,
        deliveryDays: r.delivery_days,
        warrantyMonths: r.warranty_months,
        liabilityCapPct: r.liability_cap_pct === null ? null : Number(r.liability_cap_pct),
      },
      anchorUnitPriceMinor: num(r.anchor_unit_price_minor),
      discountBps: r.discount_bps,
      concludedAt: r.concluded_at === null ? null : new Date(r.concluded_at).toISOString(),
      distance,
      similarity: 1 - distance,
    };
  });
}

/** Embeds `text` with `embedder` and searches with that embedder's model. */
export async function searchPrecedentsByText(
  db: ParleyDb,
  embedder: Embedder,
  q: Omit<PrecedentQuery, "model" | "vector"> & { text: string },
): Promise<Precedent[]> {
  const [vector] = await embedder.embed([q.text]);
  const { text: _text, ...rest } = q;
  return searchPrecedents(db, { ...rest, model: embedder.model, vector: vector! });
}
