/**
 * Roleplay traces in Postgres (issue 29, item 5): a run with its seed, strategies offered and used, summary and
 * verdicts; its turns with the round's verdict; every agent call with prompt, raw and parsed output. A run is
 * written in one transaction and only once (`ON CONFLICT DO NOTHING` on the run id, so a retried request stores
 * nothing twice); every read filters by shop.
 */
import { and, asc, desc, eq, like } from "drizzle-orm";
import type { RunTrace } from "../../roleplay/types";
import { roleplayAgentCalls, roleplayRuns, roleplayTurns } from "../schema";
import { requireShopId, type Queryable } from "./types";

/** Postgres text holds no NUL; a model's raw output might. */
const storable = (s: string) => s.replace(/\u0000/g, "\uFFFD");

export interface StoredRoleplayRun {
  runId: string;
  batchId: string;
  productId: string;
  trace: RunTrace;
}

export async function storeRoleplayRun(db: Queryable, shopId: string, run: StoredRoleplayRun): Promise<boolean> {
  requireShopId(shopId);
  const t = run.trace;
  const verdictOf = new Map(t.verdicts.map((v) => [v.round, v.verdict]));
  const lastCounterpartyTurn = new Map<number, number>();
  t.turns.forEach((turn, i) => turn.speaker === "counterparty" && lastCounterpartyTurn.set(turn.round, i));
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(roleplayRuns)
      .values({
        runId: run.runId,
        shopId,
        batchId: run.batchId,
        productId: run.productId,
        seed: t.seed,
        language: t.language,
        style: t.style,
        endedAs: t.end,
        agreedMinor: t.agreedMinor ?? null,
        currency: t.snapshot.product.currency,
        handedToPerson: t.handedToPerson,
        strategiesOffered: t.strategiesOffered,
        strategiesUsed: t.strategiesUsed,
        snapshot: t.snapshot,
        summary: t.summary,
        verdicts: t.verdicts,
      })
      .onConflictDoNothing()
      .returning({ runId: roleplayRuns.runId });
    if (inserted.length === 0) return false;
    if (t.turns.length > 0) {
      await tx.insert(roleplayTurns).values(
        t.turns.map((turn, seq) => ({
          runId: run.runId,
          shopId,
          seq,
          round: turn.round,
          speaker: turn.speaker,
          text: storable(turn.output.message_text),
          action: turn.output.action,
          usedStrategies: turn.output.used_strategies,
          outcome: turn.outcome ?? null,
          standingMinor: turn.standingMinor ?? null,
          // The round's verdict sits on the turn that closed the round (the counterparty's answer, or the last).
          verdict: lastCounterpartyTurn.get(turn.round) === seq && turn.round > 0 ? (verdictOf.get(turn.round) ?? null) : null,
        })),
      );
    }
    if (t.calls.length > 0) {
      await tx.insert(roleplayAgentCalls).values(
        t.calls.map((c, seq) => ({ runId: run.runId, shopId, seq, round: c.round, speaker: c.speaker, prompt: c.prompt ? storable(c.prompt) : null, raw: storable(c.raw), parsed: c.parsed, error: c.error ?? null })),
      );
    }
    return true;
  });
}

export async function getRoleplayRun(db: Queryable, shopId: string, runId: string) {
  requireShopId(shopId);
  const [run] = await db.select().from(roleplayRuns).where(and(eq(roleplayRuns.shopId, shopId), eq(roleplayRuns.runId, runId)));
  if (!run) return undefined;
  const turns = await db.select().from(roleplayTurns).where(and(eq(roleplayTurns.shopId, shopId), eq(roleplayTurns.runId, runId))).orderBy(asc(roleplayTurns.seq));
  const calls = await db.select().from(roleplayAgentCalls).where(and(eq(roleplayAgentCalls.shopId, shopId), eq(roleplayAgentCalls.runId, runId))).orderBy(asc(roleplayAgentCalls.seq));
  return { run, turns, calls };
}

/** `batchPrefix` finds the batches whose id starts with it (an Idempotency-Key's batch, whatever its body was). */
export async function listRoleplayRuns(db: Queryable, shopId: string, options: { batchId?: string; batchPrefix?: string; limit?: number } = {}) {
  requireShopId(shopId);
  const where = options.batchId
    ? and(eq(roleplayRuns.shopId, shopId), eq(roleplayRuns.batchId, options.batchId))
    : options.batchPrefix !== undefined
      ? and(eq(roleplayRuns.shopId, shopId), like(roleplayRuns.batchId, `${options.batchPrefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`))
      : eq(roleplayRuns.shopId, shopId);
  return db
    .select({ runId: roleplayRuns.runId, batchId: roleplayRuns.batchId, productId: roleplayRuns.productId, language: roleplayRuns.language, style: roleplayRuns.style, endedAs: roleplayRuns.endedAs, agreedMinor: roleplayRuns.agreedMinor, handedToPerson: roleplayRuns.handedToPerson, verdicts: roleplayRuns.verdicts, createdAt: roleplayRuns.createdAt })
    .from(roleplayRuns)
    .where(where)
    .orderBy(desc(roleplayRuns.createdAt))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 1_000));
}
