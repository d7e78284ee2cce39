// Dead letters in the Worker: the platform dead-letter queues are consumed into Postgres, and a shop's admin
// replays a letter to its original queue (the real local queue and consumers carry it into Postgres).
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { contracts, countEvents, createDb, deadLetters, getNegotiation, listDeadLetters, recordDeadLetter } from "../../memory";
import { and, eq } from "drizzle-orm";
import worker from "../../workers/worker";
import { api, createShop, expectProblem } from "./api-client";

const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const openedEvent = (shopId: string, negotiationId = `neg_${crypto.randomUUID().slice(0, 8)}`) => ({
  v: 1,
  eventId: crypto.randomUUID(),
  shopId,
  negotiationId,
  seq: 1,
  type: "negotiation.opened",
  at: Date.UTC(2026, 10, 4, 10),
  actor: "buyer",
  payload: { productId: "widget", buyerId: "buyer-dlq", quantity: 1, currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000 },
});

/** Delivers messages to the Worker's queue handler as the platform would, and returns what it acked / retried. */
async function deliver(queue: string, bodies: unknown[], ids = bodies.map(() => `msg-${crypto.randomUUID()}`)) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: ids[i]!, timestamp: new Date(Date.UTC(2026, 10, 1)), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return { ids, result: await getQueueResult(batch, ctx) };
}

const replay = (shopId: string, id: string, token?: string) => api("POST", `/v1/shops/${shopId}/dead-letters/${id}/replay`, token ? { token } : {});

describe("the platform dead-letter queues are consumed into Postgres", () => {
  it("negotiation-events-dlq and ingest-dlq: every message acked once stored under its original queue, idempotent by message id", async () => {
    const shop = await createShop();
    const events = [openedEvent(shop.shopId), openedEvent(shop.shopId)];
    const doc = { v: 1, shopId: shop.shopId, document: { kind: "contract", documentId: "dlq-doc", text: "Unit price EUR 10.00 per unit." } };
    const first = await deliver("negotiation-events-dlq", events);
    expect(first.result.explicitAcks.sort()).toEqual([...first.ids].sort());
    expect(first.result.retryMessages).toEqual([]);
    const second = await deliver("ingest-dlq", [doc]);
    expect(second.result.explicitAcks).toEqual(second.ids);

    const listed = await api("GET", `/v1/shops/${shop.shopId}/dead-letters`, { token: shop.adminKey });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((l: { queue: string; messageId: string }) => `${l.queue} ${l.messageId}`).sort()).toEqual(
      [...first.ids.map((id) => `negotiation-events ${id}`), `ingest ${second.ids[0]}`].sort(),
    );
    expect((await api("GET", `/v1/shops/${shop.shopId}/dead-letters?queue=ingest`, { token: shop.adminKey })).body.items).toHaveLength(1);

    // The platform delivers the same messages again: acked, nothing added.
    const again = await deliver("negotiation-events-dlq", events, first.ids);
    expect(again.result.explicitAcks.sort()).toEqual([...first.ids].sort());
    expect(await listDeadLetters(handle.db, { shopId: shop.shopId, includeResolved: true })).toHaveLength(3);
    // Nothing was processed: the events are not in negotiation_events until someone replays them.
    expect(await countEvents(handle.db, shop.shopId)).toBe(0);
  });
});

describe("POST /v1/shops/{shopId}/dead-letters/{id}/replay", () => {
  it("sends the body to its original queue, marks the letter replayed; replaying twice stores it once", async () => {
    const shop = await createShop();
    const event = openedEvent(shop.shopId);
    const doc = { v: 1, shopId: shop.shopId, document: { kind: "contract", documentId: "replayed-doc", text: "Unit price EUR 12.00 per unit, 4 units." } };
    await deliver("negotiation-events-dlq", [event]);
    await deliver("ingest-dlq", [doc]);
    const letters = await listDeadLetters(handle.db, { shopId: shop.shopId });
    const eventLetter = letters.find((l) => l.queue === "negotiation-events")!;
    const docLetter = letters.find((l) => l.queue === "ingest")!;

    const res = await replay(shop.shopId, eventLetter.id, shop.adminKey);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: eventLetter.id, queue: "negotiation-events", replays: 1 });
    expect(Date.parse(res.body.replayedAt)).toBeGreaterThan(0);
    await until(() => getNegotiation(handle.db, shop.shopId, event.negotiationId), "the replayed event in Postgres");

    const twice = await replay(shop.shopId, eventLetter.id, shop.adminKey);
    expect(twice.status).toBe(202);
    expect(twice.body.replays).toBe(2);
    expect((await replay(shop.shopId, docLetter.id, shop.adminKey)).status).toBe(202);
    await until(
      async () => (await handle.db.select().from(contracts).where(and(eq(contracts.shopId, shop.shopId), eq(contracts.documentId, "replayed-doc")))).length === 1,
      "the replayed document in Postgres",
    );
    // Let the second replay of the event be consumed, then check it changed nothing.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await countEvents(handle.db, shop.shopId)).toBe(1);

    // Replayed letters leave the default list and stay visible with status=all.
    expect((await api("GET", `/v1/shops/${shop.shopId}/dead-letters`, { token: shop.adminKey })).body.items).toEqual([]);
    const all = await api("GET", `/v1/shops/${shop.shopId}/dead-letters?status=all`, { token: shop.adminKey });
    expect(all.body.items.find((l: { id: string }) => l.id === eventLetter.id)).toMatchObject({ replays: 2 });
    expect(all.body.items.find((l: { id: string }) => l.id === eventLetter.id).replayedAt).toBeTruthy();
  });

  it("answers problems: no credentials 401, another shop's key or letter 404, unknown id 404, altered body 409", async () => {
    const a = await createShop("A");
    const b = await createShop("B");
    await deliver("negotiation-events-dlq", [openedEvent(a.shopId)]);
    const [letter] = await listDeadLetters(handle.db, { shopId: a.shopId });

    expectProblem(await replay(a.shopId, letter!.id), 401, "unauthorized");
    expectProblem(await replay(a.shopId, letter!.id, b.adminKey), 404, "not-found");
    expectProblem(await replay(b.shopId, letter!.id, b.adminKey), 404, "not-found");
    expectProblem(await replay(a.shopId, crypto.randomUUID(), a.adminKey), 404, "not-found");
    expectProblem(await replay(a.shopId, "not-a-uuid", a.adminKey), 404, "not-found");
    expect((await listDeadLetters(handle.db, { shopId: a.shopId }))[0]).toMatchObject({ replays: 0, replayedAt: null });

    // A body that had to be altered to be stored (a NUL removed) is not the message as sent: no replay.
    await deliver("ingest-dlq", [{ v: 1, shopId: a.shopId, document: { kind: "contract", documentId: "nul\u0000id", text: "x" } }]);
    const [altered] = await handle.db.select().from(deadLetters).where(and(eq(deadLetters.shopId, a.shopId), eq(deadLetters.queue, "ingest")));
    expect(altered!.bodyAltered).toBe(true);
    const refused = await replay(a.shopId, altered!.id, a.adminKey);
    expectProblem(refused, 409, "conflict");
    expect(refused.body.detail).toMatch(/altered/);

    // A letter of a queue that takes no replays.
    await recordDeadLetter(handle.db, { shopId: a.shopId, queue: "somewhere-else", messageId: `m-${crypto.randomUUID()}`, body: {}, error: "e", attempts: 1 });
    const [foreign] = await handle.db.select().from(deadLetters).where(and(eq(deadLetters.shopId, a.shopId), eq(deadLetters.queue, "somewhere-else")));
    expectProblem(await replay(a.shopId, foreign!.id, a.adminKey), 409, "conflict");
  });
});
