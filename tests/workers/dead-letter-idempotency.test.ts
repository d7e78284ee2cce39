// Idempotency-Key on POST /v1/shops/{shopId}/dead-letters/{id}/replay: the replay itself is the worker's (it reads
// the letter from Postgres, sends it, marks it), the record is the Shop's, so a retry sends nothing again.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createDb, listDeadLetters } from "../../memory";
import worker from "../../workers/worker";
import { api, createShop, expectProblem } from "./api-client";

const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());
afterEach(() => vi.restoreAllMocks());

const openedEvent = (shopId: string) => ({
  v: 1,
  eventId: crypto.randomUUID(),
  shopId,
  negotiationId: `neg_${crypto.randomUUID().slice(0, 8)}`,
  seq: 1,
  type: "negotiation.opened",
  at: Date.UTC(2026, 10, 4, 10),
  actor: "buyer",
  payload: { productId: "widget", buyerId: "buyer-dlq", quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 },
});

/** Delivers messages to the negotiation events' dead-letter queue as the platform would: each becomes a dead letter. */
async function deadLetters(shopId: string, count: number) {
  const batch = createMessageBatch(
    "negotiation-events-dlq",
    Array.from({ length: count }, () => ({ id: `msg-${crypto.randomUUID()}`, timestamp: new Date(Date.UTC(2026, 10, 1)), attempts: 1, body: openedEvent(shopId) })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(count);
  return listDeadLetters(handle.db, { shopId });
}

const replay = (shop: { shopId: string; adminKey: string }, id: string, key: string) =>
  api("POST", `/v1/shops/${shop.shopId}/dead-letters/${id}/replay`, { token: shop.adminKey, headers: { "idempotency-key": key } });

describe("Idempotency-Key on POST /v1/shops/{shopId}/dead-letters/{id}/replay", () => {
  it("replays the stored 202 and sends the letter once; the same key on another letter is 422; a refused replay claims no key", async () => {
    const shop = await createShop();
    const [a, b] = await deadLetters(shop.shopId, 2);
    const sent = vi.spyOn(env.EVENTS_QUEUE, "send");

    const first = await replay(shop, a!.id, "replay-1");
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(first.body).toMatchObject({ id: a!.id, queue: "negotiation-events", replays: 1 });
    const again = await replay(shop, a!.id, "replay-1");
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expectProblem(await replay(shop, b!.id, "replay-1"), 422, "idempotency-key-reused");
    expect(sent).toHaveBeenCalledTimes(1);
    const letters = await listDeadLetters(handle.db, { shopId: shop.shopId, includeResolved: true });
    expect(letters.find((l) => l.id === a!.id)).toMatchObject({ replays: 1 });
    expect(letters.find((l) => l.id === b!.id)).toMatchObject({ replays: 0, replayedAt: null });

    // Not found under a key: nothing claimed, so the key then replays the real letter, fresh.
    expectProblem(await replay(shop, crypto.randomUUID(), "replay-2"), 404, "not-found");
    const fresh = await replay(shop, b!.id, "replay-2");
    expect(fresh.status).toBe(202);
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect(fresh.body).toMatchObject({ id: b!.id, replays: 1 });
    expect(sent).toHaveBeenCalledTimes(2);

    // Without a key every call replays the letter again (the consumers store each event id once).
    expect((await api("POST", `/v1/shops/${shop.shopId}/dead-letters/${a!.id}/replay`, { token: shop.adminKey })).body.replays).toBe(2);
    expect(sent).toHaveBeenCalledTimes(3);
  });
});
