/**
 * A shop's policy texts, chunked and embedded, for retrieving the policy clauses relevant to a situation
 * (e.g. to show an operator why a negotiation was escalated). Same rules as precedents: shop and model filter.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ParleyDb } from "../db";
import { toVectorLiteral, type Embedder } from "../embed";
import { policyEmbeddings } from "../schema";
import { requireShopId } from "./types";

/** Replaces the stored chunks of one policy with `chunks` (embedded with `embedder`). */
export async function upsertPolicyChunks(
  db: ParleyDb,
  embedder: Embedder,
  p: { shopId: string; policyId: string; version: string; chunks: readonly string[] },
): Promise<void> {
  const shopId = requireShopId(p.shopId);
  const vectors = p.chunks.length > 0 ? await embedder.embed(p.chunks) : [];
  await db.transaction(async (tx) => {
    await tx
      .delete(policyEmbeddings)
      .where(and(eq(policyEmbeddings.shopId, shopId), eq(policyEmbeddings.policyId, p.policyId)));
    if (p.chunks.length === 0) return;
    await tx.insert(policyEmbeddings).values(
      p.chunks.map((content, chunk) => ({
        shopId,
        policyId: p.policyId,
        chunk,
        policyVersion: p.version,
        content: content.replace(/\u0000/g, ""),
        model: embedder.model,
        embedding: sql`${toVectorLiteral(vectors[chunk]!)}::vector`,
      })),
    );
  });
}

export interface PolicyChunkHit {
  policyId: string;
  policyVersion: string;
  chunk: number;
  content: string;
  distance: number;
}

export async function searchPolicyChunks(
  db: ParleyDb,
  embedder: Embedder,
  q: { shopId: string; text: string; k?: number },
): Promise<PolicyChunkHit[]> {
  const shopId = requireShopId(q.shopId);
  const [v] = await embedder.embed([q.text]);
  const vec = toVectorLiteral(v!);
  const k = Math.max(1, Math.min(50, Math.trunc(q.k ?? 5)));
  const result = await db.execute(sql`
    SELECT policy_id AS "policyId", policy_version AS "policyVersion", chunk, content,
           embedding <=> ${vec}::vector AS distance
    FROM policy_embeddings
    WHERE shop_id = ${shopId} AND model = ${embedder.model}
    ORDER BY embedding <=> ${vec}::vector
    LIMIT ${k}`);
  return (result.rows as unknown as PolicyChunkHit[]).map((r) => ({ ...r, distance: Number(r.distance) }));
}
