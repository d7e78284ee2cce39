// The platform dead-letter queues' consumer (negotiation-events-dlq, ingest-dlq → dead_letters), replay
// bookkeeping, and what a dead letter's body keeps — against real Postgres through the Neon driver and bridge.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDb,
  deadLetters,
  getDeadLetter,
  handleDeadLetterBatch,
  isDeadLetterQueue,
  listDeadLetters,
  markDeadLetterReplayed,
  originalQueueOf,
  recordDeadLetter,
  storableJson,
} from "../../memory";
import { startWsBridge } from "../../scripts/ws-bridge.mjs";
import { makeBatch, newShopId, redeliver, useTestDb } from "./helpers";

const t = useTestDb();

const event = (shopId: string, extra: Record<string, unknown> = {}) => ({
  v: 1,
  eventId: randomUUID(),
  shopId,
  negotiationId: `neg_${randomUUID().slice(0, 8)}`,
  seq: 1,
  type: "negotiation.withdrawn",
  at: Date.UTC(2026, 10, 3),
  actor: "buyer",
  payload: { round: 2 },
  ...extra,
});

const lettersOf = (shopId: string) => t.handle.db.select().from(deadLetters).where(eq(deadLetters.shopId, shopId));

describe("dead-letter queue names", () => {
  it("map each dead-letter queue to the queue its messages came from, environment suffix kept", () => {
    expect(originalQueueOf("negotiation-events-dlq")).toBe("negotiation-events");
    expect(originalQueueOf("ingest-dlq")).toBe("ingest");
    expect(originalQueueOf("ingest-dlq-preview")).toBe("ingest-preview");
    expect(originalQueueOf("negotiation-events")).toBeNull();
    expect(originalQueueOf("other-dlq")).toBeNull();
    expect(isDeadLetterQueue("negotiation-events-dlq-staging")).toBe(true);
    expect(isDeadLetterQueue("ingest")).toBe(false);
  });
});

describe("dead-letter queue consumer", () => {
  it("records every message under its original queue and shop, acks it, and a redelivery adds nothing", async () => {
    const [a, b] = [newShopId("dlq-a"), newShopId("dlq-b")];
    const bodies = [event(a), event(b), { shopId: a, document: { kind: "contract", documentId: "c-1", text: "x" } }, "not even an object"];
    const batch = makeBatch("negotiation-events-dlq", bodies.slice(0, 2));
    const ingest = makeBatch("ingest-dlq", bodies.slice(2));

    expect(await handleDeadLetterBatch(batch, { db: t.handle.db })).toMatchObject({ acked: 2, retried: 0, deadLettered: 2, duplicates: 0 });
    expect(await handleDeadLetterBatch(ingest, { db: t.handle.db })).toMatchObject({ acked: 2, retried: 0, deadLettered: 2 });
    expect([...batch.messages, ...ingest.messages].every((m) => m.outcome === "acked")).toBe(true);

    const mine = await listDeadLetters(t.handle.db, { shopId: a });
    expect(mine.map((l) => [l.queue, l.messageId]).sort()).toEqual(
      [
        ["ingest", ingest.messages[0]!.id],
        ["negotiation-events", batch.messages[0]!.id],
      ].sort(),
    );
    const letter = mine.find((l) => l.queue === "negotiation-events")!;
    expect(letter).toMatchObject({ body: bodies[0], bodyAltered: false, replays: 0, replayedAt: null, resolvedAt: null });
    expect(letter.error).toMatch(/max_retries.*negotiation-events-dlq|negotiation-events-dlq.*max_retries/);
    expect(await listDeadLetters(t.handle.db, { shopId: b })).toHaveLength(1);
    const [unknown] = await t.handle.db
      .select()
      .from(deadLetters)
      .where(and(eq(deadLetters.shopId, "_unknown"), eq(deadLetters.messageId, ingest.messages[1]!.id)));
    expect(unknown).toMatchObject({ queue: "ingest", body: "not even an object" });

    // Replayed in the meantime, then the platform delivers the same messages again: nothing changes.
    await markDeadLetterReplayed(t.handle.db, letter.id, a);
    const again = await handleDeadLetterBatch(redeliver(batch), { db: t.handle.db });
    expect(again).toMatchObject({ acked: 2, deadLettered: 0, duplicates: 2 });
    expect(await lettersOf(a)).toHaveLength(2);
    expect(await getDeadLetter(t.handle.db, letter.id, a)).toMatchObject({ replays: 1 });
    expect((await getDeadLetter(t.handle.db, letter.id, a))!.resolvedAt).not.toBeNull();
  });

  it("a letter the consumer already recorded is not duplicated when the same message reaches the dead-letter queue", async () => {
    const shop = newShopId("dlq-both");
    const body = event(shop);
    const messageId = `m-${randomUUID()}`;
    await recordDeadLetter(t.handle.db, { shopId: shop, queue: "negotiation-events", messageId, body, error: "22003: out of range", attempts: 1 });
    const batch = makeBatch("negotiation-events-dlq", [body], 1, [messageId]);
    expect(await handleDeadLetterBatch(batch, { db: t.handle.db })).toMatchObject({ acked: 1, duplicates: 1, deadLettered: 0 });
    const rows = await lettersOf(shop);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.error).toBe("22003: out of range");
  });

  it("stores bodies Postgres cannot hold as they would be stored, and says they were altered", async () => {
    const shop = newShopId("dlq-nul");
    const batch = makeBatch("ingest-dlq", [{ shopId: shop, document: { kind: "contract", documentId: "a\u0000b", text: "t\ud800", ["k\udc00"]: 1 } }]);
    expect(await handleDeadLetterBatch(batch, { db: t.handle.db })).toMatchObject({ acked: 1, deadLettered: 1 });
    const [row] = await lettersOf(shop);
    expect(row).toMatchObject({ bodyAltered: true, body: { shopId: shop, document: { documentId: "ab", text: "t\uFFFD", "k\uFFFD": 1 } } });
  });

  it("Postgres unreachable: every message retried with the long backoff, none acked; stored once it is back", async () => {
    const shop = newShopId("dlq-down");
    const bridge = await startWsBridge({ allow: [t.pgAddress] });
    const port = bridge.port;
    await bridge.close();
    const url = t.databaseUrl.replace(/wsproxy=[^&]+/, `wsproxy=127.0.0.1:${port}`);
    const batch = makeBatch("negotiation-events-dlq", [event(shop), event(shop)], 30);
    const down = createDb(url, { connectionTimeoutMillis: 3_000 });
    try {
      expect(await handleDeadLetterBatch(batch, { db: down.db })).toMatchObject({ acked: 0, retried: 2, databaseUnavailable: true });
    } finally {
      await down.close();
    }
    expect(batch.messages.map((m) => [m.outcome, m.delaySeconds])).toEqual([
      ["retried", 4 * 3600],
      ["retried", 4 * 3600],
    ]);
    const back = await startWsBridge({ allow: [t.pgAddress], port });
    const up = createDb(url);
    try {
      expect(await handleDeadLetterBatch(redeliver(batch), { db: up.db })).toMatchObject({ acked: 2, deadLettered: 2 });
    } finally {
      await up.close();
      await back.close();
    }
    expect(await lettersOf(shop)).toHaveLength(2);
  });

  it("first retries come after a minute, doubling", async () => {
    const shop = newShopId("dlq-backoff");
    const broken = createDb(t.databaseUrl.replace(/wsproxy=[^&]+/, "wsproxy=127.0.0.1:9"), { connectionTimeoutMillis: 2_000 });
    try {
      for (const [attempts, delay] of [
        [1, 60],
        [2, 120],
        [5, 960],
      ] as const) {
        const batch = makeBatch("ingest-dlq", [{ shopId: shop }], attempts);
        await handleDeadLetterBatch(batch, { db: broken.db });
        expect(batch.messages[0]).toMatchObject({ outcome: "retried", delaySeconds: delay });
      }
    } finally {
      await broken.close();
    }
  });
});

describe("dead letters: replay bookkeeping and bodies", () => {
  it("marking a replay counts it, stamps it and resolves the letter; unknown or foreign ids are not found", async () => {
    const shop = newShopId("replay");
    await recordDeadLetter(t.handle.db, { shopId: shop, queue: "ingest", messageId: `m-${randomUUID()}`, body: { x: 1 }, error: "e", attempts: 5 });
    const [letter] = await listDeadLetters(t.handle.db, { shopId: shop });
    const first = await markDeadLetterReplayed(t.handle.db, letter!.id, shop);
    const second = await markDeadLetterReplayed(t.handle.db, letter!.id, shop);
    expect(first).toMatchObject({ replays: 1 });
    expect(second).toMatchObject({ replays: 2 });
    expect(second!.resolvedAt!.getTime()).toBe(first!.resolvedAt!.getTime());
    expect(second!.replayedAt!.getTime()).toBeGreaterThanOrEqual(first!.replayedAt!.getTime());
    expect(await listDeadLetters(t.handle.db, { shopId: shop })).toHaveLength(0);
    expect(await listDeadLetters(t.handle.db, { shopId: shop, includeResolved: true })).toHaveLength(1);
    expect(await markDeadLetterReplayed(t.handle.db, letter!.id, newShopId())).toBeNull();
    expect(await getDeadLetter(t.handle.db, letter!.id, newShopId())).toBeNull();
    expect(await getDeadLetter(t.handle.db, "not-a-uuid", shop)).toBeNull();
    expect(await getDeadLetter(t.handle.db, randomUUID(), shop)).toBeNull();
  });

  it("storableJson keeps JSON as is and only removes what Postgres cannot hold", () => {
    expect(storableJson({ a: [1, "two", null, { b: true }] })).toEqual({ value: { a: [1, "two", null, { b: true }] }, altered: false });
    expect(storableJson("caf\u00e9 \ud83d\ude00")).toEqual({ value: "caf\u00e9 \ud83d\ude00", altered: false });
    expect(storableJson({ s: "a\u0000b", lone: "x\ud83d", low: "\ude00y" })).toEqual({ value: { s: "ab", lone: "x\uFFFD", low: "\uFFFDy" }, altered: true });
    expect(storableJson(undefined)).toEqual({ value: null, altered: false });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(storableJson(cyclic).altered).toBe(true);
  });
});
