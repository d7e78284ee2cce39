/**
 * Messages that failed for good, kept for the admin endpoint and for replay. `(queue, message_id)` is unique:
 * `queue` is always the ORIGINAL queue (negotiation-events, ingest), also for messages that reached us through
 * the platform's dead-letter queue, so one message is one row whichever way it came.
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

/**
 * Records a message a consumer gave up on. Recording the same message again (its ack was lost and it came back)
 * updates the error and attempts and shows it again (resolved_at cleared).
 */
export async function recordDeadLetter(db: Queryable, d: NewDeadLetter): Promise<void> {
  await db
    .insert(deadLetters)
    .values(row(d))
    .onConflictDoUpdate({
      target: [deadLetters.queue, deadLetters.messageId],
      set: { error: sql`excluded.error`, attempts: sql`excluded.attempts`, resolvedAt: null },
    });
}

/**
 * Records messages the platform moved to a dead-letter queue, in one statement. Idempotent by message id: a
 * message already recorded (by a consumer, or by an earlier delivery of the dead-letter queue) is left as it is —
 * a redelivery never re-opens a letter that was replayed or resolved. Returns the number of new rows.
 */
export async function recordDeadLetters(db: Queryable, letters: readonly NewDeadLetter[]): Promise<number> {
  if (letters.length === 0) return 0;
  const inserted = await db
    .insert(deadLetters)
    .values(letters.map(row))
    .onConflictDoNothing({ target: [deadLetters.queue, deadLetters.messageId] })
    .returning({ id: deadLetters.id });
  return inserted.length;
}

function row(d: NewDeadLetter) {
  const body = storableJson(d.body);
  return {
    queue: storableText(d.queue),
    messageId: storableText(d.messageId),
    body: body.value,
    bodyAltered: body.altered,
    error: storableText(d.error).slice(0, 4000),
    shopId: storableText(d.shopId),
    attempts: d.attempts,
  };
}

export interface ListDeadLettersQuery {
  /** Omit to list every shop's (operator view); a shop owner's endpoint must pass it. */
  shopId?: string;
  queue?: string;
  /** Include resolved (and so replayed) letters. */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One dead letter of a shop (null when there is none, including ids that are not uuids). */
export async function getDeadLetter(db: Queryable, id: string, shopId: string): Promise<DeadLetterRow | null> {
  if (!UUID.test(id)) return null;
  const [found] = await db
    .select()
    .from(deadLetters)
    .where(and(eq(deadLetters.id, id), eq(deadLetters.shopId, shopId)))
    .limit(1);
  return found ?? null;
}

/**
 * Marks a dead letter replayed (its body was sent to its queue again): counts the replay, stamps it, and
 * resolves the letter. If the replayed message fails again it comes back as a new letter (a new message id).
 */
export async function markDeadLetterReplayed(db: Queryable, id: string, shopId: string): Promise<DeadLetterRow | null> {
  if (!UUID.test(id)) return null;
  const [updated] = await db
    .update(deadLetters)
    .set({ replayedAt: sql`now()`, replays: sql`${deadLetters.replays} + 1`, resolvedAt: sql`COALESCE(${deadLetters.resolvedAt}, now())` })
    .where(and(eq(deadLetters.id, id), eq(deadLetters.shopId, shopId)))
    .returning();
  return updated ?? null;
}

/** Marks a dead letter handled without replaying it. Returns false if not found. */
export async function resolveDeadLetter(db: Queryable, id: string, shopId?: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const where = shopId === undefined ? eq(deadLetters.id, id) : and(eq(deadLetters.id, id), eq(deadLetters.shopId, shopId));
  const updated = await db.update(deadLetters).set({ resolvedAt: new Date() }).where(where).returning({ id: deadLetters.id });
  return updated.length > 0;
}

// --- what Postgres can hold ---------------------------------------------------------------------------------

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text Postgres accepts: no NUL (text and jsonb reject it, 22021 / 22P05) and no lone UTF-16 surrogate (jsonb
 * rejects its escape, 22P02; text would get U+FFFD from the driver anyway). A dead letter must always be
 * recordable, or its message would be retried forever.
 */
export function storableText(s: string): string {
  return s.replace(/\u0000/g, "").replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * A body as jsonb can hold it: JSON-serialisable values as they are, minus what `storableText` removes (in keys
 * too); anything else (ArrayBuffer, cycles, BigInt) as a description. `altered` says whether anything changed.
 */
export function storableJson(body: unknown): { value: unknown; altered: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(JSON.stringify(body ?? null) ?? "null");
  } catch {
    return { value: { unserialisable: storableText(String(body)) }, altered: true };
  }
  let altered = false;
  const clean = (s: string) => {
    const c = storableText(s);
    if (c !== s) altered = true;
    return c;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return clean(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [clean(k), walk(x)]));
    return v;
  };
  const value = walk(json);
  return { value, altered };
}
