/**
 * Precedent documents: posted contracts and deals from imported negotiation logs, each with its extracted
 * terms and one embedding. `(shop_id, document_id)` makes ingestion idempotent: the second delivery of a
 * document inserts nothing (and does not touch the first row). `termsSentence` words the extracted terms the
 * same way for every document, for the embedded text: a search for "60 days payment" then finds a deal that
 * only said "Net 60".
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { toVectorLiteral } from "../embed";
import type { ExtractedTerms } from "../extract-terms";
import { contractEmbeddings, contracts, type ContractRow } from "../schema";
import { requireShopId, type Queryable } from "./types";

export type ContractKind = "contract" | "deal";
export type ContractOutcome = "signed" | "agreed" | "rejected" | "expired" | "withdrawn" | "unknown";

export interface NewContract {
  shopId: string;
  documentId: string;
  kind: ContractKind;
  title?: string | null;
  text: string;
  contentSha256: string;
  productId?: string | null;
  /** Values the poster supplied win over extracted ones. */
  counterparty?: string | null;
  currency?: string | null;
  unitPriceMinor?: number | null;
  quantity?: number | null;
  anchorUnitPriceMinor?: number | null;
  outcome: ContractOutcome;
  negotiationId?: string | null;
  concludedAt?: Date | null;
  terms: ExtractedTerms;
  extractor: string;
  embedding: { model: string; vector: number[] };
}

/** Discount from anchor in basis points (integer), or null when either price is unknown. */
export function discountBps(anchorMinor: number | null | undefined, priceMinor: number | null | undefined): number | null {
  if (anchorMinor == null || priceMinor == null || anchorMinor <= 0) return null;
  return Math.round(((anchorMinor - priceMinor) * 10_000) / anchorMinor);
}

/**
 * The extracted terms besides price in fixed words ("Payment terms: Net 60, payment in 60 days. Warranty: 24
 * months."), or null when none was found. Added to a precedent's embedded text (not to its stored text), so
 * documents that word a term differently ("Net 60", "60 days after invoice", "payment within 60 days") and the
 * searches that ask for it meet on the same words.
 */
export function termsSentence(terms: Pick<ExtractedTerms, "quantity" | "paymentTermsDays" | "deliveryDays" | "warrantyMonths" | "liabilityCapPct">): string | null {
  const parts: string[] = [];
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (terms.quantity !== null) parts.push(`Quantity: ${plural(terms.quantity, "unit")}.`);
  if (terms.paymentTermsDays !== null) {
    // Both common phrasings, so that each finds the other: "Net 60" and "60 days payment".
    const n = terms.paymentTermsDays;
    parts.push(n === 0 ? "Payment terms: due on receipt, payment in 0 days." : `Payment terms: Net ${n}, payment in ${plural(n, "day")}.`);
  }
  if (terms.deliveryDays !== null) parts.push(`Delivery: ${plural(terms.deliveryDays, "day")}.`);
  if (terms.warrantyMonths !== null) parts.push(`Warranty: ${plural(terms.warrantyMonths, "month")}.`);
  if (terms.liabilityCapPct !== null) parts.push(`Liability cap: ${terms.liabilityCapPct}% of the contract value.`);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** Inserts a contract and its embedding unless `(shopId, documentId)` exists. Returns the id and whether it was new. */
export async function insertContract(tx: Queryable, c: NewContract): Promise<{ contractId: string; inserted: boolean }> {
  const shopId = requireShopId(c.shopId);
  const unitPriceMinor = c.unitPriceMinor ?? c.terms.unitPriceMinor;
  const anchor = c.anchorUnitPriceMinor ?? c.terms.listUnitPriceMinor;
  const [row] = await tx
    .insert(contracts)
    .values({
      shopId,
      documentId: c.documentId,
      kind: c.kind,
      title: c.title ?? null,
      counterparty: c.counterparty ?? c.terms.counterparty,
      productId: c.productId ?? null,
      currency: c.currency ?? c.terms.currency,
      unitPriceMinor,
      quantity: c.quantity ?? c.terms.quantity,
      paymentTermsDays: c.terms.paymentTermsDays,
      deliveryDays: c.terms.deliveryDays,
      warrantyMonths: c.terms.warrantyMonths,
      liabilityCapPct: c.terms.liabilityCapPct,
      anchorUnitPriceMinor: anchor,
      discountBps: discountBps(anchor, unitPriceMinor),
      outcome: c.outcome,
      terms: c.terms,
      extractor: c.extractor,
      negotiationId: c.negotiationId ?? null,
      text: c.text,
      contentSha256: c.contentSha256,
      concludedAt: c.concludedAt ?? null,
    })
    .onConflictDoNothing({ target: [contracts.shopId, contracts.documentId] })
    .returning({ id: contracts.id });
  if (!row) {
    const [existing] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.shopId, shopId), eq(contracts.documentId, c.documentId)))
      .limit(1);
    return { contractId: existing!.id, inserted: false };
  }
  await tx.insert(contractEmbeddings).values({
    contractId: row.id,
    shopId,
    model: c.embedding.model,
    embedding: sql`${toVectorLiteral(c.embedding.vector)}::vector`,
  });
  return { contractId: row.id, inserted: true };
}

/** Document ids of this shop that are already stored. */
export async function existingDocumentIds(db: Queryable, shopId: string, documentIds: readonly string[]): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const found = await db
    .select({ documentId: contracts.documentId })
    .from(contracts)
    .where(and(eq(contracts.shopId, requireShopId(shopId)), inArray(contracts.documentId, [...documentIds])));
  return new Set(found.map((r) => r.documentId));
}

export async function getContract(db: Queryable, shopId: string, contractId: string): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.shopId, requireShopId(shopId)), eq(contracts.id, contractId)))
    .limit(1);
  return row ?? null;
}

export async function getContractByDocumentId(db: Queryable, shopId: string, documentId: string): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.shopId, requireShopId(shopId)), eq(contracts.documentId, documentId)))
    .limit(1);
  return row ?? null;
}

export async function listContracts(
  db: Queryable,
  shopId: string,
  options: { productId?: string; limit?: number; offset?: number } = {},
): Promise<ContractRow[]> {
  const where = options.productId
    ? and(eq(contracts.shopId, requireShopId(shopId)), eq(contracts.productId, options.productId))
    : eq(contracts.shopId, requireShopId(shopId));
  return db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(Math.min(options.limit ?? 50, 500))
    .offset(options.offset ?? 0);
}

export async function countContracts(db: Queryable, shopId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(eq(contracts.shopId, requireShopId(shopId)));
  return row?.n ?? 0;
}
