// negotiation-events consumer against real Postgres (PGlite + pgvector) through the real Neon driver and the
// WebSocket bridge: idempotency, projections, poison messages, and Postgres going away mid-stream.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HashingEmbedder,
  countEvents,
  createDb,
  deadLetters,
  getCounterpartyProfile,
  getNegotiation,
  handleEventsBatch,
  listDeadLetters,
  listNegotiationEvents,
  negotiationMessageEmbeddings,
  policyViolations,
  agentRecommendations,
  type NegotiationEventEnvelopeInput,
} from "../../memory";
import { startWsBridge } from "../../scripts/ws-bridge.mjs";
import { cronProfileOf, makeBatch, newShopId, redeliver, useTestDb, type TestDb } from "./helpers";
import { onFakeClock, settled, untilTrue } from "../support/fake-clock";

const t = useTestDb();

const QUEUE = "negotiation-events";

/** The database, except that any transaction storing event `eventId` fails with a plain Error (no SQLSTATE). */
function failingFor(db: TestDb["handle"]["db"], eventId: string): TestDb["handle"]["db"] {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (fn: (tx: unknown) => Promise<unknown>) =>
        target.transaction(async (tx) => {
          const result = await fn(tx);
          const [row] = (await tx.execute(sql`SELECT count(*)::int AS n FROM negotiation_events WHERE event_id = ${eventId}`)).rows as { n: number }[];
          if (row!.n > 0) throw new Error("simulated bug in a projection");
          return result;
        });
    },
  });
}
const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

/** The events one negotiation produces, shaped like the NegotiationRoom outbox rows. */
function negotiationStory(shopId: string, opts: { buyerId?: string; agreedAt?: number; negotiationId?: string } = {}) {
  const negotiationId = opts.negotiationId ?? `neg_${randomUUID().slice(0, 8)}`;
  let seq = 0;
  const ev = (type: string, actor: "buyer" | "shop" | "system", at: number, payload: Record<string, unknown>, message?: NegotiationEventEnvelopeInput["message"]): NegotiationEventEnvelopeInput => ({
    eventId: randomUUID(),
    shopId,
    negotiationId,
    seq: ++seq,
    type,
    at,
    actor,
    payload: { negotiationId, shopId, ...payload },
    ...(message ? { message } : {}),
  });
  const events = [
    ev("negotiation.opened", "buyer", T0, {
      productId: "espresso-machine",
      productVersion: 1,
      buyerId: opts.buyerId ?? "buyer-1",
      quantity: 2,
      currency: "EUR",
      anchorMinor: 89_900,
      floorMinor: 72_000,
      strategy: { kind: "boulware", exponent: 0.5 },
      maxRounds: 6,
      expiresAt: T0 + 3_600_000,
    }),
    ev("round.decided", "shop", T0, { round: 0, move: { kind: "open" }, action: "counter", priceMinor: 89_900, reasons: ["FIRST_ROUND_ANCHOR"], status: "open" }),
    ev(
      "round.decided",
      "shop",
      T0 + 60_000,
      { round: 1, move: { kind: "counter", priceMinor: 75_000 }, action: "counter", priceMinor: 84_000, reasons: ["CONCESSION_APPLIED"], status: "open" },
      { content: "Would you do 750 euros? We buy two.", parsedTerms: { priceMinor: 75_000 }, tacticDetected: "lowball", confidence: 0.9 },
    ),
    ev("round.decided", "shop", T0 + 120_000, { round: 1, move: { kind: "accept" }, action: "accept", priceMinor: 84_000, reasons: ["BUYER_ACCEPTED"], status: "agreed" }),
    ev("negotiation.agreed", "shop", opts.agreedAt ?? T0 + 120_000, { round: 1, agreedPriceMinor: 84_000, quantity: 2 }),
  ];
  return { negotiationId, events };
}

describe("negotiation-events consumer", () => {
  it("stores each event once, projects the negotiation, and redelivery/replay change nothing", async () => {
    const shopId = newShopId();
    const { negotiationId, events } = negotiationStory(shopId);
    const embedder = new HashingEmbedder();
    const batch = makeBatch(QUEUE, events);
    const first = await handleEventsBatch(batch, { db: t.handle.db, embedder });
    expect(first).toMatchObject({ acked: 5, retried: 0, deadLettered: 0, duplicates: 0 });
    expect(batch.messages.every((m) => m.outcome === "acked")).toBe(true);

    const neg = await getNegotiation(t.handle.db, shopId, negotiationId);
    expect(neg).toMatchObject({
      shopId,
      id: negotiationId,
      source: "live",
      productId: "espresso-machine",
      buyerId: "buyer-1",
      quantity: 2,
      currency: "EUR",
      anchorMinor: 89_900,
      floorMinor: 72_000,
      status: "agreed",
      rounds: 1,
      agreedPriceMinor: 84_000,
      buyerOfferMinor: 75_000,
      shopOfferMinor: 84_000,
    });
    expect(neg?.closedAt?.getTime()).toBe(T0 + 120_000);

    const stored = await listNegotiationEvents(t.handle.db, shopId, negotiationId);
    expect(stored.map((e) => e.eventType)).toEqual(["negotiation.opened", "round.decided", "round.decided", "round.decided", "negotiation.agreed"]);
    const withMessage = stored.find((e) => e.content !== null)!;
    expect(withMessage).toMatchObject({ actor: "shop", tacticDetected: "lowball", parsedTerms: { priceMinor: 75_000 } });
    expect(withMessage.confidence).toBeCloseTo(0.9, 5);
    const [emb] = await t.handle.db
      .select({ n: sql<number>`count(*)::int`, model: sql<string>`min(model)` })
      .from(negotiationMessageEmbeddings)
      .where(eq(negotiationMessageEmbeddings.shopId, shopId));
    expect(emb).toEqual({ n: 1, model: "parley-hash-v1" });

    const profile = await cronProfileOf(t.handle.db, shopId, "buyer-1");
    expect(profile).toMatchObject({ negotiations: 1, agreed: 1, avgDiscountBps: Math.round(((89_900 - 84_000) * 10_000) / 89_900) });

    // Redelivery of the same messages (the ack was lost), then a replay with new message ids, then both at once.
    const again = await handleEventsBatch(redeliver(batch), { db: t.handle.db, embedder });
    expect(again).toMatchObject({ acked: 5, duplicates: 5, retried: 0 });
    const replay = await handleEventsBatch(makeBatch(QUEUE, [...events, ...events]), { db: t.handle.db, embedder });
    expect(replay).toMatchObject({ acked: 10, duplicates: 10 });
    expect(await countEvents(t.handle.db, shopId)).toBe(5);
    const [emb2] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(negotiationMessageEmbeddings)
      .where(eq(negotiationMessageEmbeddings.shopId, shopId));
    expect(emb2!.n).toBe(1);
    expect(await cronProfileOf(t.handle.db, shopId, "buyer-1")).toMatchObject({ negotiations: 1, agreed: 1 });
  });

  it("projects the same final state whatever the delivery order", async () => {
    const shopId = newShopId();
    const story = negotiationStory(shopId, { buyerId: "buyer-ooo" });
    // Reverse order, one event per batch: the terminal status is sticky and the newest round wins.
    for (const e of [...story.events].reverse()) {
      await handleEventsBatch(makeBatch(QUEUE, [e]), { db: t.handle.db });
    }
    const neg = await getNegotiation(t.handle.db, shopId, story.negotiationId);
    expect(neg).toMatchObject({ status: "agreed", rounds: 1, agreedPriceMinor: 84_000, buyerOfferMinor: 75_000, shopOfferMinor: 84_000, productId: "espresso-machine", buyerId: "buyer-ooo" });
    expect(await cronProfileOf(t.handle.db, shopId, "buyer-ooo")).toMatchObject({ negotiations: 1, agreed: 1 });
  });

  it("records policy violations and agent recommendations once", async () => {
    const shopId = newShopId();
    const negotiationId = "neg-policy";
    const violation: NegotiationEventEnvelopeInput = {
      eventId: randomUUID(),
      shopId,
      negotiationId,
      type: "policy.violation",
      at: T0,
      actor: "system",
      payload: { policyId: "max-discount", ruleId: "r1", outcome: "escalate", severity: "high", details: { discountBps: 2500 } },
    };
    const recommendation: NegotiationEventEnvelopeInput = {
      eventId: randomUUID(),
      shopId,
      negotiationId,
      type: "agent.recommendation",
      at: T0,
      actor: "agent",
      payload: { round: 2, kind: "hold", recommendation: { priceMinor: 80_000 }, rationale: "buyer is anchoring low", confidence: 0.7 },
    };
    const unknownType: NegotiationEventEnvelopeInput = { eventId: randomUUID(), shopId, negotiationId, type: "shop.note_added", at: T0, actor: "operator", payload: { note: "call them" } };
    for (let i = 0; i < 2; i++) {
      const report = await handleEventsBatch(makeBatch(QUEUE, [violation, recommendation, unknownType]), { db: t.handle.db });
      expect(report).toMatchObject({ acked: 3, deadLettered: 0 });
    }
    const v = await t.handle.db.select().from(policyViolations).where(eq(policyViolations.shopId, shopId));
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ policyId: "max-discount", outcome: "escalate", details: { discountBps: 2500 } });
    const r = await t.handle.db.select().from(agentRecommendations).where(eq(agentRecommendations.shopId, shopId));
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ kind: "hold", round: 2, recommendation: { priceMinor: 80_000 } });
    expect(await countEvents(t.handle.db, shopId)).toBe(3);
  });

  it("dead-letters an invalid body and an event Postgres refuses at once; other failures after maxAttempts; the others are stored", async () => {
    const shopId = newShopId();
    const { negotiationId, events } = negotiationStory(shopId);
    const invalid = { eventId: "x", shopId, negotiationId, type: "Not A Type", at: -1, actor: "martian", payload: {} };
    // Passes zod, but Postgres refuses it: quantity overflows the integer column (22003). Retrying cannot help.
    const poison: NegotiationEventEnvelopeInput = {
      ...events[0]!,
      eventId: randomUUID(),
      negotiationId: "neg-poison",
      payload: { ...events[0]!.payload, quantity: 3_000_000_000 },
    };
    // Fails for a reason that is not the data (a bug of ours, here simulated): retried with backoff first.
    const flaky: NegotiationEventEnvelopeInput = { ...events[1]!, eventId: randomUUID(), negotiationId: "neg-flaky" };
    const db = failingFor(t.handle.db, flaky.eventId!);
    const retry = { maxAttempts: 3, baseDelaySeconds: 2, maxDelaySeconds: 60 };
    const bodies = [...events, invalid, poison, flaky];
    const ids = bodies.map((_, i) => `m-${shopId}-${i}`);

    const b1 = makeBatch(QUEUE, bodies, 1, ids);
    const r1 = await handleEventsBatch(b1, { db, retry });
    expect(r1).toMatchObject({ acked: 7, retried: 1, deadLettered: 2 });
    expect(b1.messages.slice(0, 7).every((m) => m.outcome === "acked")).toBe(true);
    expect(b1.messages[7]).toMatchObject({ outcome: "retried", delaySeconds: 2 });

    const b2 = makeBatch(QUEUE, [flaky], 2, [ids[7]!]);
    expect(await handleEventsBatch(b2, { db, retry })).toMatchObject({ retried: 1, deadLettered: 0 });
    expect(b2.messages[0]!.delaySeconds).toBe(4);

    const b3 = makeBatch(QUEUE, [flaky], 3, [ids[7]!]);
    expect(await handleEventsBatch(b3, { db, retry })).toMatchObject({ acked: 1, retried: 0, deadLettered: 1 });

    expect(await countEvents(t.handle.db, shopId)).toBe(5);
    const letters = await listDeadLetters(t.handle.db, { shopId, queue: QUEUE });
    expect(letters).toHaveLength(3);
    const byMessage = new Map(letters.map((l) => [l.messageId, l]));
    expect(byMessage.get(ids[5]!)).toMatchObject({ attempts: 1, body: invalid });
    expect(byMessage.get(ids[5]!)!.error).toMatch(/invalid event/);
    expect(byMessage.get(ids[6]!)).toMatchObject({ attempts: 1 });
    expect(byMessage.get(ids[6]!)!.error).toMatch(/out of range|integer/i);
    expect(byMessage.get(ids[7]!)).toMatchObject({ attempts: 3 });
    expect(byMessage.get(ids[7]!)!.error).toMatch(/simulated bug/);
    // Another shop's admin never sees them.
    expect(await listDeadLetters(t.handle.db, { shopId: newShopId() })).toHaveLength(0);
  });

  it("Postgres unreachable: nothing acked, nothing lost; once it is back the retries drain without duplicates", async () => {
    const shopId = newShopId();
    const bridge = await startWsBridge({ allow: [t.pgAddress] });
    const port = bridge.port;
    const urlVia = (p: number) => t.databaseUrl.replace(/wsproxy=[^&]+/, `wsproxy=127.0.0.1:${p}`);
    const story1 = negotiationStory(shopId, { buyerId: "b-1" });
    const story2 = negotiationStory(shopId, { buyerId: "b-2" });

    // One Pool per batch, as in the Worker.
    const consume = async (batch: ReturnType<typeof makeBatch>) => {
      const h = createDb(urlVia(port), { connectionTimeoutMillis: 3_000 });
      try {
        return await handleEventsBatch(batch, { db: h.db, embedder: new HashingEmbedder() });
      } finally {
        await h.close();
      }
    };

    const okBatch = makeBatch(QUEUE, story1.events);
    expect(await consume(okBatch)).toMatchObject({ acked: 5 });

    await bridge.close(); // Postgres is now unreachable for the consumer
    const down = makeBatch(QUEUE, story2.events);
    // Refused at once, on I/O alone: with the clock held still, a wait on the 3 s connection timeout would never end.
    const r = await onFakeClock(async () => {
      const consuming = settled(consume(down));
      await untilTrue(() => consuming.done);
      return consuming.promise;
    });
    expect(r).toMatchObject({ acked: 0, retried: 5, deadLettered: 0, databaseUnavailable: true });
    expect(down.messages.every((m) => m.outcome === "retried" && (m.delaySeconds ?? 0) > 0)).toBe(true);
    // Second failed attempt: still retried, never dead-lettered (the dead-letter table is in the same database).
    const down2 = redeliver(down);
    for (const m of down2.messages) (m as { attempts: number }).attempts = 9;
    expect(await consume(down2)).toMatchObject({ acked: 0, retried: 5, deadLettered: 0 });

    const back = await startWsBridge({ allow: [t.pgAddress], port });
    try {
      // The queue redelivers the retried batch, and (for good measure) replays the first one.
      const drained = await consume(redeliver(down));
      expect(drained).toMatchObject({ acked: 5, duplicates: 0, retried: 0 });
      expect(await consume(redeliver(okBatch))).toMatchObject({ acked: 5, duplicates: 5 });
    } finally {
      await back.close();
    }
    expect(await countEvents(t.handle.db, shopId)).toBe(10);
    expect((await getNegotiation(t.handle.db, shopId, story2.negotiationId))?.status).toBe("agreed");
    const dl = await t.handle.db.select().from(deadLetters).where(and(eq(deadLetters.shopId, shopId)));
    expect(dl).toHaveLength(0);
  });
});
