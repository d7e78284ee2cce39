/**
 * Messages that failed for good, kept for the admin endpoint. `(queue, message_id)` is unique: recording the
 * same message twice (the ack after recording was lost and it came back) updates the row instead of adding one.
 */
import { and, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { deadLetters, type DeadLetterRow } from "../schema";
import type { Queryable } from "./types";

export interface NewDeadLetter {
  shopId: string;
  queue: string;
  messageId: string;
  body: unknown;
  error: string;
  attempts: number;
}

export async function recordDeadLetter(db: Queryable, d: NewDeadLetter): Promise<void> {
  await db
    .insert(deadLetters)
    .values({
      queue: d.queue,
      messageId: d.messageId,
      body: jsonSafe(d.body),
      error: d.error.replace(/\u0000/g, "").slice(0, 4000),
      shopId: d.shopId.replace(/\u0000/g, ""),
      attempts: d.attempts,
    })
    .onConflictDoUpdate({
      target: [deadLetters.queue, deadLetters.messageId],
      set: { error: sql`excluded.error`, attempts: sql`excluded.attempts`, resolvedAt: null },
    });
}

export interface ListDeadLettersQuery {
  /** Omit to list every shop's (operator view); a shop owner's endpoint must pass it. */
  shopId?: string;
  queue?: string;
  includeResolved?: boolean;
  limit?: number;
  /** Keyset pagination: rows created before this instant. */
  before?: Date;
}

export async function listDeadLetters(db: Queryable, q: ListDeadLettersQuery = {}): Promise<DeadLetterRow[]> {
  const conds: SQL[] = [];
  if (q.shopId !== undefined) conds.push(eq(deadLetters.shopId, q.shopId));
  if (q.queue !== undefined) conds.push(eq(deadLetters.queue, q.queue));
  if (!q.includeResolved) conds.push(isNull(deadLetters.resolvedAt));
  if (q.before) conds.push(lt(deadLetters.createdAt, q.before));
  return db
    .select()
    .from(deadLetters)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(deadLetters.createdAt), desc(deadLetters.id))
    .limit(Math.max(1, Math.min(500, q.limit ?? 50)));
}

/** Marks a dead letter handled (e.g. after replaying its body to the queue). Returns false if not found. */
export async function resolveDeadLetter(db: Queryable, id: string, shopId?: string): Promise<boolean> {
  const where = shopId === undefined ? eq(deadLetters.id, id) : and(eq(deadLetters.id, id), eq(deadLetters.shopId, shopId));
  const updated = await db.update(deadLetters).set({ resolvedAt: new Date() }).where(where).returning({ id: deadLetters.id });
  return updated.length > 0;
}

/**
 * JSON bodies are stored as is, minus NUL characters (jsonb rejects \u0000 — a body containing one must still be
 * recordable, or it would be retried forever); anything else (ArrayBuffer, cycles) as a description.
 */
function jsonSafe(body: unknown): unknown {
  try {
    return JSON.parse((JSON.stringify(body ?? null) ?? "null").replace(/\\u0000/g, ""));
  } catch {
    return { unserialisable: String(body).replace(/\u0000/g, "") };
  }
}
