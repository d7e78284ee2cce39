import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NegotiationRoom } from "../../durable-objects";
import { migrateRoom } from "../../durable-objects/room/room-schema";
import { createDb, listNegotiationEvents } from "../../memory";
import { RESEND_AFTER_MS } from "../../durable-objects/room/delivery";
import { api, ASYNC_WAIT_MS, counter, eventually, expectProblem, opened, shopWithProduct, viewNegotiation } from "../workers/api-client";

function room(negotiationId: string) {
  return env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(negotiationId));
}

function undelivered(negotiationId: string): Promise<number> {
  return runInDurableObject<NegotiationRoom, number>(room(negotiationId), (instance) => instance.undeliveredEvents());
}

function outboxRows(negotiationId: string): Promise<number> {
  return runInDurableObject<NegotiationRoom, number>(room(negotiationId), (_i, state) => state.storage.sql.exec("SELECT count(*) AS c FROM outbox").one().c as number);
}

/** The room's alarm once its after-commit work has settled (it runs in waitUntil). */
async function alarmOf(negotiationId: string): Promise<number | null> {
  let alarm: number | null = null;
  // Until the consumer has stored every event, however long a busy machine takes (the test's timeout bounds it).
  for (let i = 0; i < ASYNC_WAIT_MS / 20; i++) {
    // In one call, the outbox first: the receipt that empties it (the consumer stored every event) moves the alarm in the same turn.
    const seen = await runInDurableObject<NegotiationRoom, { alarm: number | null; pending: number }>(room(negotiationId), async (_i, state) => {
      const pending = state.storage.sql.exec("SELECT count(*) AS c FROM outbox").one().c as number;
      return { pending, alarm: await state.storage.getAlarm() };
    });
    alarm = seen.alarm;
    if (seen.pending === 0) return alarm;
    await new Promise((r) => setTimeout(r, 20));
  }
  return alarm;
}

describe("NegotiationRoom durable object", () => {
  it("expires by alarm at its deadline; later offers get 409", async () => {
    const shop = await shopWithProduct({ ttlSeconds: 60 });
    const n = await opened(shop.shopId, shop.productId);
    const stub = room(n.negotiationId);
    // The deadline is a minute away: pull it into the past, as if the minute had passed.
    await runInDurableObject<NegotiationRoom, void>(stub, (instance, state) => {
      state.storage.sql.exec("UPDATE negotiation SET expires_at = ?", Date.now() - 1);
      instance.forgetCachedState();
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const view = await viewNegotiation(n.negotiationId, n.token);
    expect(view.body.status).toBe("expired");
    expect(view.body.lastDecision.reasons).toEqual(["COUNTER_EXPIRED"]);
    expectProblem(await counter(n.negotiationId, n.token, 9_000), 409, "negotiation-closed");
  });

  it("an offer that arrives after the deadline but before the alarm expires the negotiation", async () => {
    const shop = await shopWithProduct({ ttlSeconds: 60 });
    const n = await opened(shop.shopId, shop.productId);
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (instance, state) => {
      state.storage.sql.exec("UPDATE negotiation SET expires_at = ?", Date.now() - 1);
      instance.forgetCachedState();
    });
    const res = await counter(n.negotiationId, n.token, 9_000);
    expectProblem(res, 409, "negotiation-expired");
    expect((await viewNegotiation(n.negotiationId, n.token)).body.status).toBe("expired");
  });

  it("schedules its alarm at the deadline when it opens", async () => {
    const shop = await shopWithProduct({ ttlSeconds: 3600 });
    const n = await opened(shop.shopId, shop.productId);
    // Opening delivers its events at once; then the only thing left to wake up for is the deadline.
    expect(await alarmOf(n.negotiationId)).toBe(Date.parse(n.expiresAt));
  });

  it("brings the shop's index up to date by alarm after rounds that leave it open, at most every 10 s", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    await alarmOf(n.negotiationId); // the opening, delivered at once
    const answer = await counter(n.negotiationId, n.token, 6_000);
    const list = () => api("GET", `/v1/shops/${shop.shopId}/negotiations`, { token: shop.adminKey });
    expect((await list()).body.items[0]).toMatchObject({ round: 0, shopOfferMinor: 10_000 });
    // The round's events travel with the next index update: one alarm, ten seconds after the last update.
    const scheduled = await runInDurableObject<NegotiationRoom, { alarm: number | null; syncedAt: number }>(room(n.negotiationId), async (_i, state) => ({
      alarm: await state.storage.getAlarm(),
      syncedAt: state.storage.sql.exec("SELECT shop_synced_at AS t FROM negotiation").one().t as number,
    }));
    expect(scheduled.syncedAt).toBeGreaterThan(0);
    expect(scheduled.alarm).toBe(scheduled.syncedAt + 10_000);
    // An alarm that runs early sends the events; the shop's index took the opening moments ago, so it waits.
    expect(await runDurableObjectAlarm(room(n.negotiationId))).toBe(true);
    // The events leave the outbox once the consumer has stored them and said so.
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    expect((await list()).body.items[0]).toMatchObject({ round: 0 });
    // Ten seconds later (pulled into the past, as if they had passed), the next alarm updates the index.
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (instance, state) => {
      state.storage.sql.exec("UPDATE negotiation SET shop_synced_at = shop_synced_at - 10000");
      instance.forgetCachedState();
    });
    expect(await runDurableObjectAlarm(room(n.negotiationId))).toBe(true);
    expect((await list()).body.items[0]).toMatchObject({ round: 1, shopOfferMinor: answer.body.shopOffer.priceMinor, status: "open" });
    expect(await outboxRows(n.negotiationId)).toBe(0);
    // Once synced, the alarm is back at the deadline.
    expect(await alarmOf(n.negotiationId)).toBe(Date.parse(n.expiresAt));
  });

  it("keeps the offer history append-only at the storage level", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    await counter(n.negotiationId, n.token, 6_000);
    const errors = await runInDurableObject<NegotiationRoom, string[]>(room(n.negotiationId), (_i, state) => {
      const attempts = [
        "UPDATE offers SET price_minor = 1",
        "DELETE FROM offers",
        "INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (9, 'shop', 'counter', 999999, '[]', 0)",
      ];
      return attempts.map((sql) => {
        try {
          state.storage.sql.exec(sql);
          return "allowed";
        } catch (error) {
          return String(error);
        }
      });
    });
    expect(errors[0]).toMatch(/append-only/);
    expect(errors[1]).toMatch(/append-only/);
    expect(errors[2]).toMatch(/never rise/);
    expect((await viewNegotiation(n.negotiationId, n.token)).body.history).toHaveLength(3);
  });

  it("survives a restart of the object: state and history come back from storage", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    await counter(n.negotiationId, n.token, 6_000);
    const before = (await viewNegotiation(n.negotiationId, n.token)).body;
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      // Abandons the in-memory instance; the next request constructs a new one from storage.
      try {
        state.abort("restart for test");
      } catch {}
    }).catch(() => {});
    const after = (await viewNegotiation(n.negotiationId, n.token)).body;
    expect(after).toEqual(before);
    const next = await counter(n.negotiationId, n.token, 6_500);
    expect(next.status).toBe(200);
    expect(next.body.round).toBe(2);
    expect(next.body.shopOffer?.priceMinor ?? next.body.agreement.priceMinor).toBeLessThanOrEqual(before.shopOffer.priceMinor);
  });

  it("a room stored before the policy set moved out of its state row migrates and keeps judging by its own set", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    // A set the shop never had: every decision goes to a person. Only the migrated snapshot can hold it.
    const escalateAll = `version: 1
policies:
  - id: review-everything
    description: Every decision goes to a person.
    when: "true"
    action: ESCALATE
    severity: high
    escalation: { to: auditor, timeoutSeconds: 600, onTimeout: reject }
`;
    const columns = await runInDurableObject<NegotiationRoom, string[]>(room(n.negotiationId), (instance, state) => {
      const sql = state.storage.sql;
      const row = sql.exec("SELECT * FROM negotiation").one();
      // Rebuild the room as schema step 3 stored it: the policy set and its inputs in the negotiation row.
      const tables = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").toArray();
      for (const { name } of tables) sql.exec(`DROP TABLE ${name}`);
      migrateRoom(sql, 3);
      const old: Record<string, SqlStorageValue> = { ...row, policy_source: escalateAll, policy_inputs: JSON.stringify({ dealsClosed: 0, agent: { escalationRate: 0, breachRate: 0, recentDecisions: 0 } }) };
      const stepThree = new Set(sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('negotiation')").toArray().map((c) => c.name));
      const names = Object.keys(old).filter((name) => stepThree.has(name));
      sql.exec(`INSERT INTO negotiation (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")})`, ...names.map((k) => old[k]));
      migrateRoom(sql);
      instance.forgetCachedState();
      return sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('negotiation')").toArray().map((c) => c.name);
    });
    expect(columns).not.toContain("policy_source");
    expect(columns).toContain("shop_synced_at");
    const res = await counter(n.negotiationId, n.token, 6_000);
    expect(res.status).toBe(200);
    // Held for a person: the buyer sees a hold with Retry-After (the shop's view says escalated).
    expect(res.body).toMatchObject({ status: "open", decision: { action: "hold" }, retryAfterSeconds: expect.any(Number) });
  });

  it("50 concurrent offers on one negotiation never break monotonicity", async () => {
    const shop = await shopWithProduct({ anchorMinor: 100_000, floorMinor: 60_000, maxRounds: 100 });
    const n = await opened(shop.shopId, shop.productId);
    const bids = Array.from({ length: 50 }, (_, i) => 30_000 + ((i * 7919) % 50) * 400);
    const results = await Promise.all(bids.map((bid) => counter(n.negotiationId, n.token, bid)));
    for (const r of results) expect([200, 409]).toContain(r.status);
    const view = await viewNegotiation(n.negotiationId, shop.adminKey);
    const shopPrices = (view.body.history as any[]).filter((h) => h.party === "shop" && h.priceMinor !== null).map((h) => h.priceMinor);
    for (let i = 1; i < shopPrices.length; i++) expect(shopPrices[i]).toBeLessThanOrEqual(shopPrices[i - 1]);
    expect(Math.min(...shopPrices)).toBeGreaterThanOrEqual(60_000);
    const rounds = (view.body.history as any[]).filter((h) => h.party === "buyer").map((h) => h.round);
    expect(rounds).toEqual(rounds.map((_, i) => i + 1));
    expect(view.body.round).toBe(rounds.length);
  });
});

describe("the outbox loses nothing", () => {
  const db = createDb(env.DATABASE_URL, { max: 2 });
  const stored = (shopId: string, negotiationId: string) => listNegotiationEvents(db.db, shopId, negotiationId);

  it("an event leaves the outbox only once the consumer has stored it in Postgres, and is stored once", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    await counter(n.negotiationId, n.token, 6_000);
    await api("POST", `/v1/negotiations/${n.negotiationId}/withdraw`, { token: n.token });
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    const events = await stored(shop.shopId, n.negotiationId);
    expect(events.map((e) => e.eventType)).toContain("negotiation.withdrawn");
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
  });

  it("an event whose queue message was lost (sent, never confirmed) is sent again after a while and stored exactly once", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    // A round commits and its event is sent, but the queue loses it (a local queue keeps messages in memory
    // and dies with the process): the row stays, marked sent, with no receipt.
    const lostId = crypto.randomUUID();
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec(
        "INSERT INTO outbox (event_id, type, actor, payload, created_at, sent_at, sends) VALUES (?, 'negotiation.note', 'system', '{}', ?, ?, 1)",
        lostId,
        Date.now(),
        Date.now(),
      );
    });
    // Not yet due: an alarm now sends nothing, and the row waits for its receipt.
    await runDurableObjectAlarm(room(n.negotiationId));
    expect(await outboxRows(n.negotiationId)).toBe(1);
    expect((await stored(shop.shopId, n.negotiationId)).some((e) => e.eventId === lostId)).toBe(false);
    // A minute on (pulled into the past), the next delivery sends it again; the consumer stores it and says so.
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET sent_at = sent_at - ?", RESEND_AFTER_MS);
    });
    await runDurableObjectAlarm(room(n.negotiationId));
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    const events = await stored(shop.shopId, n.negotiationId);
    expect(events.filter((e) => e.eventId === lostId)).toHaveLength(1);
  });

  it("an event late into Postgres shows in the shop's delivery lag, with its age, until it is stored", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    const lag = () => api("GET", `/v1/shops/${shop.shopId}/delivery`, { token: shop.adminKey });
    expect((await lag()).body).toEqual({ undeliveredEvents: 0, negotiations: 0, oldestUndeliveredAt: null, oldestAgeSeconds: 0 });
    // An event committed five minutes ago, sent once, never confirmed: its resend is long due.
    const committed = Date.now() - 300_000;
    const lateId = crypto.randomUUID();
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec(
        "INSERT INTO outbox (event_id, type, actor, payload, created_at, sent_at, sends) VALUES (?, 'negotiation.note', 'system', '{}', ?, ?, 1)",
        lateId,
        committed,
        committed,
      );
    });
    // A queue that takes the resend but never delivers it, so the lag can be read before the receipt clears it.
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), async (instance) => {
      const delivery = (instance as unknown as { delivery: { env: Env } }).delivery;
      const real = delivery.env;
      delivery.env = { ...real, EVENTS_QUEUE: { send: async () => {}, sendBatch: async () => {} } as unknown as Queue };
      try {
        await instance.alarm();
      } finally {
        delivery.env = real;
      }
    });
    const late = (await lag()).body;
    expect(late).toMatchObject({ undeliveredEvents: 1, negotiations: 1, oldestUndeliveredAt: new Date(committed).toISOString() });
    expect(late.oldestAgeSeconds).toBeGreaterThanOrEqual(300);
    // Sent again for real (a while later), stored, confirmed: the lag clears.
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      state.storage.sql.exec("UPDATE outbox SET sent_at = sent_at - ?", 10 * RESEND_AFTER_MS);
    });
    await runDurableObjectAlarm(room(n.negotiationId));
    const cleared = await eventually(lag, (r) => r.body.undeliveredEvents === 0);
    expect(cleared.body).toEqual({ undeliveredEvents: 0, negotiations: 0, oldestUndeliveredAt: null, oldestAgeSeconds: 0 });
    expect((await stored(shop.shopId, n.negotiationId)).filter((e) => e.eventId === lateId)).toHaveLength(1);
  });

  it("keeps sending an unconfirmed event, further apart each time, and schedules its alarm for the next send", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    const at = Date.now();
    const next = await runInDurableObject<NegotiationRoom, number | null>(room(n.negotiationId), async (instance, state) => {
      // Sent three times already, the last just now: due again in 4 minutes, before the deadline.
      state.storage.sql.exec("INSERT INTO outbox (event_id, type, actor, payload, created_at, sent_at, sends) VALUES (?, 'negotiation.note', 'system', '{}', ?, ?, 3)", crypto.randomUUID(), at, at);
      instance.confirmDelivered([]); // any call that reschedules
      return state.storage.getAlarm();
    });
    expect(next).toBe(at + 4 * RESEND_AFTER_MS);
  });

  it("an event Postgres can never store is dead-lettered there, and that counts as delivered: the room stops sending it", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    const poisonId = crypto.randomUUID();
    await runInDurableObject<NegotiationRoom, void>(room(n.negotiationId), (_i, state) => {
      // A NUL in jsonb: Postgres refuses it (22P05), whatever the retries.
      state.storage.sql.exec("INSERT INTO outbox (event_id, type, actor, payload, created_at) VALUES (?, 'negotiation.note', 'system', ?, ?)", poisonId, JSON.stringify({ note: "\u0000" }), Date.now());
    });
    await runDurableObjectAlarm(room(n.negotiationId));
    expect(await eventually(() => undelivered(n.negotiationId), (left) => left === 0)).toBe(0);
    expect((await stored(shop.shopId, n.negotiationId)).some((e) => e.eventId === poisonId)).toBe(false);
    const letters = await api("GET", `/v1/shops/${shop.shopId}/dead-letters`, { token: shop.adminKey });
    expect(JSON.stringify(letters.body)).toContain(poisonId);
  });

  it("ignores receipts for events it does not hold", async () => {
    const shop = await shopWithProduct();
    const n = await opened(shop.shopId, shop.productId);
    expect(await runInDurableObject<NegotiationRoom, number>(room(n.negotiationId), (instance) => instance.confirmDelivered([crypto.randomUUID(), "not-an-event"]))).toBe(0);
  });
});
