/**
 * Shared test plumbing for tests/memory: the embedded Postgres (from the global setup when it is hooked in,
 * otherwise one per test file), fresh shop ids (tests isolate by shop instead of truncating, because files
 * run in parallel against one database), and an in-memory MessageBatch with the Cloudflare Queue shape.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb, type DbHandle } from "../../memory/db";
import { computeProfiles, storeProfiles } from "../../memory/repositories/counterparty-profiles";
import { getCounterpartyProfile } from "../../memory/repositories/events-repo";
import type { QueueMessageLike } from "../../memory/queue";
import { startLocalDb } from "../../scripts/local-db.mjs";

export interface TestDb {
  databaseUrl: string;
  /** "host:port" of the PGlite wire-protocol server (for tests that run their own bridge). */
  pgAddress: string;
  handle: DbHandle;
  stop(): Promise<void>;
}

/**
 * The test file's database: started before its tests, stopped after them. The object is filled in by
 * `beforeAll`, so read its fields inside tests and hooks, not at module level.
 */
export function useTestDb(): TestDb {
  const t = {} as TestDb;
  beforeAll(async () => {
    Object.assign(t, await startTestDb());
  });
  afterAll(async () => {
    await t.stop?.();
  });
  return t;
}

export async function startTestDb(): Promise<TestDb> {
  let databaseUrl: string | undefined;
  try {
    databaseUrl = inject("databaseUrl");
  } catch {
    databaseUrl = undefined;
  }
  let own: { stop(): Promise<void> } | null = null;
  if (!databaseUrl) {
    const local = await startLocalDb({ dataDir: null, port: 0, bridgePort: 0 });
    databaseUrl = local.databaseUrl as string;
    own = local;
  }
  const url = new URL(databaseUrl);
  const handle = createDb(databaseUrl, { max: 4 });
  return {
    databaseUrl,
    pgAddress: `${url.hostname}:${url.port}`,
    handle,
    stop: async () => {
      await handle.close();
      await own?.stop();
    },
  };
}

export const newShopId = (label = "shop") => `${label}_${randomUUID().slice(0, 8)}`;

export interface RecordedMessage<Body = unknown> extends QueueMessageLike<Body> {
  outcome: "pending" | "acked" | "retried";
  delaySeconds?: number;
}

/** A MessageBatch whose messages record ack()/retry() (calling both, or one twice, fails the test). */
export function makeBatch<Body>(queue: string, bodies: readonly Body[], attempts = 1, ids?: readonly string[]): { queue: string; messages: RecordedMessage<Body>[] } {
  const messages = bodies.map((body, i) => {
    const m: RecordedMessage<Body> = {
      id: ids?.[i] ?? `msg-${randomUUID()}`,
      body,
      attempts,
      timestamp: new Date(),
      outcome: "pending",
      ack() {
        if (m.outcome !== "pending") throw new Error(`message ${m.id} already ${m.outcome}`);
        m.outcome = "acked";
      },
      retry(options) {
        if (m.outcome !== "pending") throw new Error(`message ${m.id} already ${m.outcome}`);
        m.outcome = "retried";
        m.delaySeconds = options?.delaySeconds;
      },
    };
    return m;
  });
  return { queue, messages };
}

/** The same messages delivered again (same ids), with `attempts` incremented. */
export function redeliver<Body>(batch: { queue: string; messages: RecordedMessage<Body>[] }, only?: (m: RecordedMessage<Body>) => boolean) {
  const chosen = batch.messages.filter(only ?? (() => true));
  return makeBatch(batch.queue, chosen.map((m) => m.body), (chosen[0]?.attempts ?? 0) + 1, chosen.map((m) => m.id));
}

/** A counterparty's profile as the cron would leave it: recomputed from the history, stored, read back. */
export async function cronProfileOf(db: DbHandle["db"], shopId: string, counterpartyId: string) {
  await storeProfiles(db, await computeProfiles(db, [{ shopId, counterpartyId }]));
  return getCounterpartyProfile(db, shopId, counterpartyId);
}
