// Poison isolation: a message Postgres can never store (NUL in a text column, a lone surrogate in a jsonb
// payload) is dead-lettered at once, and the rest of its batch — other shops' messages included — is stored.
// Nothing is retried: retrying what can never be stored only holds the batch back.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HashingEmbedder,
  RuleBasedTermExtractor,
  countContracts,
  countEvents,
  deadLetters,
  getContractByDocumentId,
  getNegotiation,
  handleEventsBatch,
  handleIngestBatch,
  listDeadLetters,
  type IngestMessageInput,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { makeBatch, newShopId, useTestDb } from "./helpers";
import { eventMaker } from "./outcome-events";

const t = useTestDb();

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);

const contract = (shopId: string, documentId: string, text: string, extra: Record<string, unknown> = {}): IngestMessageInput => ({
  shopId,
  document: { kind: "contract", documentId, text, ...extra },
});

/** One negotiation's outbox rows: opened, a counter round, the accepting round, agreed. */
function story(shopId: string, buyerId = "buyer-1"): { negotiationId: string; events: NegotiationEventEnvelopeInput[] } {
  const negotiationId = `neg_${randomUUID().slice(0, 8)}`;
  const ev = eventMaker(shopId, negotiationId);
  return {
    negotiationId,
    events: [
      ev("negotiation.opened", "buyer", T0, { productId: "grinder", buyerId, quantity: 3, currency: "EUR", anchorMinor: 20_000, floorMinor: 15_000 }),
      ev("round.decided", "shop", T0 + 1_000, { round: 1, move: { kind: "counter", priceMinor: 16_000 }, action: "counter", priceMinor: 19_000, status: "open" }),
      ev("round.decided", "shop", T0 + 2_000, { round: 2, move: { kind: "accept" }, action: "accept", priceMinor: 19_000, status: "agreed" }),
      ev("negotiation.agreed", "shop", T0 + 2_000, { round: 2, agreedPriceMinor: 19_000, quantity: 3 }),
    ],
  };
}

describe("ingest: a document Postgres cannot store", () => {
  it("is dead-lettered at once (NUL in documentId) while the other shops' documents in the batch are stored; nothing is retried", async () => {
    const [poisoned, b, c, d] = [newShopId("nul"), newShopId("b"), newShopId("c"), newShopId("d")];
    const bodies = [
      contract(b, "b-1", "Unit price EUR 10.00 per unit, 5 units. Net 30."),
      contract(poisoned, "bad\u0000id", "Unit price EUR 11.00 per unit, 6 units."),
      contract(c, "c-1", "Unit price EUR 12.00 per unit, 7 units. Delivery within 10 days."),
      contract(poisoned, "fine", "Unit price EUR 13.00 per unit, 8 units."),
      contract(d, "d-1", "Unit price EUR 14.00 per unit, 9 units. 12-month warranty."),
    ];
    const ids = bodies.map((_, i) => `m-${poisoned}-${i}`);
    const batch = makeBatch("ingest", bodies, 1, ids);
    const report = await handleIngestBatch(batch, { db: t.handle.db, extractor: new RuleBasedTermExtractor(), embedder: new HashingEmbedder() });

    expect(report).toMatchObject({ acked: 5, retried: 0, deadLettered: 1 });
    expect(report.databaseUnavailable).toBeFalsy();
    expect(batch.messages.map((m) => m.outcome)).toEqual(["acked", "acked", "acked", "acked", "acked"]);
    for (const [shop, doc] of [[b, "b-1"], [c, "c-1"], [d, "d-1"], [poisoned, "fine"]] as const) {
      expect(await getContractByDocumentId(t.handle.db, shop, doc), `${shop}/${doc}`).not.toBeNull();
    }
    expect(await countContracts(t.handle.db, poisoned)).toBe(1);

    const letters = await listDeadLetters(t.handle.db, { shopId: poisoned });
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ queue: "ingest", messageId: ids[1], attempts: 1 });
    expect(letters[0]!.error).toMatch(/22021/);
    // The body is kept (minus what Postgres cannot hold), and says so.
    expect(letters[0]!.body).toMatchObject({ shopId: poisoned, document: { documentId: "badid" } });
    expect(letters[0]!.bodyAltered).toBe(true);
  });

  it("a NUL in another field (title) is found when the batch is stored, and isolated the same way", async () => {
    const shop = newShopId("title");
    const bodies = [contract(shop, "t-1", "Unit price EUR 10.00 per unit."), contract(shop, "t-2", "Unit price EUR 9.00 per unit.", { title: "Q3\u0000 deal" })];
    const batch = makeBatch("ingest", bodies);
    const report = await handleIngestBatch(batch, { db: t.handle.db, extractor: new RuleBasedTermExtractor(), embedder: new HashingEmbedder() });
    expect(report).toMatchObject({ acked: 2, retried: 0, deadLettered: 1 });
    expect(await getContractByDocumentId(t.handle.db, shop, "t-1")).not.toBeNull();
    expect(await getContractByDocumentId(t.handle.db, shop, "t-2")).toBeNull();
  });
});

describe("negotiation events: an event Postgres cannot store", () => {
  it("is dead-lettered at once (lone surrogate in buyerId) while the rest of the batch, other shops included, is stored; nothing is retried", async () => {
    const [poisoned, other1, other2] = [newShopId("sur"), newShopId("o1"), newShopId("o2")];
    const bad = story(poisoned, "buyer-\ud800-x");
    const good = [story(other1), story(other2), story(poisoned, "buyer-ok")];
    const bodies = [...good[0]!.events, bad.events[0]!, ...good[1]!.events, ...bad.events.slice(1), ...good[2]!.events];
    const batch = makeBatch("negotiation-events", bodies);
    const report = await handleEventsBatch(batch, { db: t.handle.db, embedder: new HashingEmbedder() });

    expect(report).toMatchObject({ acked: bodies.length, retried: 0, deadLettered: 1 });
    expect(report.databaseUnavailable).toBeFalsy();
    expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);
    for (const s of good) expect((await getNegotiation(t.handle.db, s.events[0]!.shopId, s.negotiationId))?.status).toBe("agreed");
    // The poisoned negotiation's other events are not poison: they are stored (its opening is not).
    expect(await countEvents(t.handle.db, poisoned)).toBe(4 + 3);
    expect(await countEvents(t.handle.db, other1)).toBe(4);

    const letters = await t.handle.db.select().from(deadLetters).where(and(eq(deadLetters.shopId, poisoned)));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ queue: "negotiation-events", attempts: 1, bodyAltered: true });
    expect(letters[0]!.error).toMatch(/22P02/);
    expect((letters[0]!.body as { eventId: string }).eventId).toBe(bad.events[0]!.eventId);

    // storedEventIds: every event now in Postgres, and only those.
    expect(new Set(report.storedEventIds)).toEqual(new Set(bodies.filter((e) => e !== bad.events[0]).map((e) => e.eventId)));
  });

  it("a value out of range for its column (22003) is dead-lettered at once too", async () => {
    const shop = newShopId("range");
    const s = story(shop);
    const poison = { ...s.events[0]!, eventId: randomUUID(), negotiationId: "neg-overflow", payload: { ...s.events[0]!.payload, quantity: 3_000_000_000 } };
    const batch = makeBatch("negotiation-events", [...s.events, poison]);
    expect(await handleEventsBatch(batch, { db: t.handle.db })).toMatchObject({ acked: 5, retried: 0, deadLettered: 1 });
    expect((await listDeadLetters(t.handle.db, { shopId: shop }))[0]!.error).toMatch(/22003|out of range/);
  });
});

describe("storedEventIds", () => {
  it("lists new and already stored events, once each, and not invalid ones", async () => {
    const shop = newShopId("ids");
    const s = story(shop);
    const first = await handleEventsBatch(makeBatch("negotiation-events", s.events.slice(0, 2)), { db: t.handle.db });
    expect(first.storedEventIds).toEqual(s.events.slice(0, 2).map((e) => e.eventId));
    const invalid = { eventId: "x", shopId: shop, negotiationId: "n", type: "Bad Type", at: 0, actor: "martian", payload: {} };
    const second = await handleEventsBatch(makeBatch("negotiation-events", [...s.events, s.events[3]!, invalid]), { db: t.handle.db });
    expect(second).toMatchObject({ acked: 6, duplicates: 3, deadLettered: 1 });
    expect([...second.storedEventIds].sort()).toEqual(s.events.map((e) => e.eventId).sort());
  });
});
