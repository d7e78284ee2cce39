import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { countContracts, createDb, getNegotiation, listNegotiationEvents, recordDeadLetter } from "../../memory";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";
import worker from "../../workers/worker";
import { api, counter, createShop, expectProblem, opened, shopWithProduct } from "./api-client";

/** Postgres, reached from inside workerd through the real Neon driver and the test run's bridge. */
const handle = createDb(env.DATABASE_URL, { max: 2 });
afterAll(() => handle.close());

async function eventually<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const contract = (documentId: string, text: string, extra: Record<string, unknown> = {}) => ({ documentId, text, ...extra });

describe("negotiation records reach Postgres through the outbox and the queue", () => {
  it("a negotiation negotiated over HTTP appears in Postgres with the right values, once", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId, { quantity: 2, buyerId: "acme-procurement" });
    await counter(n.negotiationId, n.token, 6_000);
    const accepted = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    expect(accepted.body.status).toBe("agreed");
    const price = accepted.body.agreement.priceMinor;

    const row = await eventually(async () => {
      const r = await getNegotiation(handle.db, shop.shopId, n.negotiationId);
      return r?.status === "agreed" ? r : null;
    }, "the agreed negotiation in Postgres");
    expect(row).toMatchObject({
      productId: "widget",
      buyerId: "acme-procurement",
      quantity: 2,
      currency: "EUR",
      anchorMinor: 10_000,
      floorMinor: 7_000,
      agreedPriceMinor: price,
      status: "agreed",
    });
    const events = await listNegotiationEvents(handle.db, shop.shopId, n.negotiationId);
    const lifecycle = events.map((e) => e.eventType).filter((t) => t.startsWith("negotiation.") || t === "round.decided");
    expect(lifecycle).toEqual(["negotiation.opened", "round.decided", "round.decided", "round.decided", "negotiation.agreed"]);
    // Each kernel recommendation is recorded too (agent_recommendations), one per decided round.
    expect(events.filter((e) => e.eventType === "agent.recommendation")).toHaveLength(3);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
    // Another shop sees nothing of it.
    expect(await getNegotiation(handle.db, "shp_000000000000000000000000", n.negotiationId)).toBeNull();
  });
});

describe("the owner's outcomes per product and day", () => {
  it("counts a deal and a walk-away once they reach Postgres, with the deal's discount and surplus share", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 6_000 });
    const deal = await opened(shop.shopId, shop.productId, { buyerId: "outcome-buyer-1" });
    const accepted = await api("POST", `/v1/negotiations/${deal.negotiationId}/accept`, { token: deal.token });
    expect(accepted.body.status).toBe("agreed");
    const walk = await opened(shop.shopId, shop.productId, { buyerId: "outcome-buyer-2" });
    await api("POST", `/v1/negotiations/${walk.negotiationId}/withdraw`, { token: walk.token });
    const read = () => api("GET", `/v1/shops/${shop.shopId}/outcomes?days=1`, { token: shop.adminKey });
    const res = await eventually(async () => {
      const r = await read();
      return r.body.items?.[0]?.negotiations === 2 ? r : null;
    }, "both negotiations in the outcomes");
    const today = new Date().toISOString().slice(0, 10);
    // Accepting the opening offer: the list price, no discount, the whole span.
    expect(res.body.items).toEqual([{ productId: "widget", day: today, negotiations: 2, agreed: 1, agreementRate: 0.5, meanDiscountBps: 0, surplusShare: 0.5 }]);
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/outcomes?days=0`, { token: shop.adminKey }), 400, "validation-failed");
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/outcomes`), 401, "unauthorized");
  });
});

describe("buyers' messages reach Postgres", () => {
  it("each message is an event with its text, its reading and the reading's confidence", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    const n = await opened(shop.shopId, shop.productId);
    const say = (message: string) => api("POST", `/v1/negotiations/${n.negotiationId}/offers`, { token: n.token, body: { message } });
    expect((await say("too expensive for us")).status).toBe(200);
    expect((await say("I can pay 72 EUR")).status).toBe(200);
    const messages = await eventually(async () => {
      const events = (await listNegotiationEvents(handle.db, shop.shopId, n.negotiationId)).filter((e) => e.eventType === "buyer.message");
      return events.length === 2 ? events : null;
    }, "both messages in Postgres");
    expect(messages.map((e) => [e.content, e.confidence, (e.payload as { outcome: string }).outcome])).toEqual([
      ["too expensive for us", expect.any(Number), "question"],
      ["I can pay 72 EUR", 1, "price"],
    ]);
    expect(messages[0]!.confidence).toBeLessThan(1);
    expect(messages[1]!.parsedTerms).toMatchObject({ confidence: "HIGH", move: { kind: "price", priceMinor: 7_200 } });
    // The prose travels beside the payload, never inside it.
    expect(messages[1]!.payload).not.toHaveProperty("_message");
  });
});

describe("governance records reach Postgres", () => {
  it("policy hits land in policy_violations and kernel recommendations in agent_recommendations", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000 });
    // The seed governance example signs off large deals and a new buyer's first large deal: both match this one.
    const put = await api("PUT", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey, body: { source: SEED_GOVERNANCE_YAML } });
    expect(put.status).toBe(201);
    const n = await opened(shop.shopId, shop.productId, { quantity: 200 });
    await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token }); // escalated: a large deal
    const violations = await eventually(async () => {
      const r = await handle.db.execute(
        `SELECT policy_id, outcome, severity FROM policy_violations WHERE shop_id = '${shop.shopId}' ORDER BY policy_id` as never,
      );
      return r.rows.length >= 2 ? r.rows : null;
    }, "policy violations in Postgres");
    expect(violations).toEqual([
      { policy_id: "escalate-large-deals", outcome: "escalate", severity: "high" },
      { policy_id: "escalate-new-counterparty-large-deal", outcome: "escalate", severity: "medium" },
    ]);
    const recs = await handle.db.execute(`SELECT count(*)::int AS c FROM agent_recommendations WHERE shop_id = '${shop.shopId}'` as never);
    expect((recs.rows[0] as { c: number }).c).toBe(2);
  });
});

describe("document ingestion and precedent search", () => {
  it("ingests contracts through the queue, extracts terms, and finds them by meaning — only for their own shop", async () => {
    const a = await createShop("A");
    const b = await createShop("B");
    const res = await api("POST", `/v1/shops/${a.shopId}/contracts`, {
      token: a.adminKey,
      body: {
        documents: [
          contract("c-1", "Supply of espresso machines, quantity: 40 units at EUR 812.50 per unit. Payment terms: net 30 days. Delivery within 14 days. Warranty 24 months.", { productId: "espresso", counterparty: "Cafe Nord" }),
          contract("c-2", "Office chairs, 200 units at EUR 95.00 each, payment net 60 days, delivery in 21 days.", { productId: "chair", counterparty: "Desk Co" }),
        ],
      },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ accepted: 2, documentIds: ["c-1", "c-2"] });

    const hits = await eventually(async () => {
      const r = await api("GET", `/v1/shops/${a.shopId}/precedents?q=${encodeURIComponent("espresso machines payment net 30")}&k=2`, { token: a.adminKey });
      return r.body.items?.length === 2 ? r.body.items : null;
    }, "both contracts to be searchable");
    expect(hits[0]).toMatchObject({ documentId: "c-1", counterparty: "Cafe Nord", productId: "espresso" });
    expect(hits[0].terms).toMatchObject({ unitPriceMinor: 81_250, quantity: 40, paymentTermsDays: 30, deliveryDays: 14, warrantyMonths: 24 });
    expect(hits[0].similarity).toBeGreaterThan(hits[1].similarity);

    const other = await api("GET", `/v1/shops/${b.shopId}/precedents?q=espresso`, { token: b.adminKey });
    expect(other.status).toBe(200);
    expect(other.body.items).toEqual([]);
    expectProblem(await api("GET", `/v1/shops/${a.shopId}/precedents?q=espresso`, { token: b.adminKey }), 404, "not-found");
  });

  it("refuses bad uploads with a problem and stores nothing", async () => {
    const shop = await createShop();
    const path = `/v1/shops/${shop.shopId}/contracts`;
    const cases: Array<[string, Parameters<typeof api>[2], number, string]> = [
      ["no documents", { body: { documents: [] } }, 400, "validation-failed"],
      ["empty text", { body: { documents: [contract("e", "")] } }, 400, "validation-failed"],
      ["too many documents", { body: { documents: Array.from({ length: 101 }, (_, i) => contract(`d${i}`, "x")) } }, 400, "validation-failed"],
      ["duplicate ids", { body: { documents: [contract("d", "one"), contract("d", "two")] } }, 400, "validation-failed"],
      ["a document over the queue's message size", { body: { documents: [contract("big", "€".repeat(60_000))] } }, 413, "payload-too-large"],
      ["a body over 1 MiB", { body: { documents: Array.from({ length: 12 }, (_, i) => contract(`m${i}`, "y".repeat(95_000))) } }, 413, "payload-too-large"],
      ["not UTF-8", {}, 400, "invalid-json"],
      ["unknown field", { body: { documents: [contract("u", "text")], extra: true } }, 400, "validation-failed"],
    ];
    for (const [name, options, status, type] of cases) {
      const res =
        name === "not UTF-8"
          ? await rawPost(path, shop.adminKey, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]))
          : await api("POST", path, { token: shop.adminKey, ...options });
      try {
        expectProblem(res, status, type);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
    // Let any (wrongly) queued message be consumed before checking nothing was stored.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await countContracts(handle.db, shop.shopId)).toBe(0);
  });

  it("lists the shop's dead letters to its owner only", async () => {
    const a = await createShop("A");
    const b = await createShop("B");
    await recordDeadLetter(handle.db, { shopId: a.shopId, queue: "ingest", messageId: `m-${a.shopId}`, body: { poison: true }, error: "extractor rejected the document", attempts: 5 });
    const mine = await api("GET", `/v1/shops/${a.shopId}/dead-letters`, { token: a.adminKey });
    expect(mine.status).toBe(200);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({ queue: "ingest", error: "extractor rejected the document", attempts: 5 });
    expect((await api("GET", `/v1/shops/${b.shopId}/dead-letters`, { token: b.adminKey })).body.items).toEqual([]);
  });
});

describe("market statistics", () => {
  it("are recomputed by the cron and served from the shop's Durable Object", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 7_000 });
    for (const buyerId of ["b1", "b2"]) {
      const n = await opened(shop.shopId, shop.productId, { buyerId });
      await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    }
    await eventually(async () => {
      const rows = await handle.db.execute(
        `SELECT count(*)::int AS c FROM negotiations WHERE shop_id = '${shop.shopId}' AND status = 'agreed'` as never,
      );
      return (rows.rows[0] as { c: number }).c === 2;
    }, "two agreed negotiations in Postgres");
    const empty = await api("GET", `/v1/shops/${shop.shopId}/market-stats`, { token: shop.adminKey });
    expect(empty.body.items).toEqual([]);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/10 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const stats = await api("GET", `/v1/shops/${shop.shopId}/market-stats?productId=widget`, { token: shop.adminKey });
    expect(stats.body.items).toHaveLength(1);
    expect(stats.body.items[0]).toMatchObject({ productId: "widget", currency: "EUR", count: 2, meanUnitPriceMinor: 10_000, medianUnitPriceMinor: 10_000 });
  });
});

async function rawPost(path: string, token: string, bytes: Uint8Array) {
  const { exports } = await import("cloudflare:workers");
  const res = await exports.default.fetch(
    new Request(`https://parley.test${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: bytes }),
  );
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe("when Postgres cannot be reached", () => {
  it("a memory route answers 503 database-unavailable with Retry-After, not a 500", async () => {
    const shop = await shopWithProduct();
    // The same worker with DATABASE_URL pointing at a port where nothing listens (nor its WebSocket bridge).
    const down = { ...env, DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:9/postgres?sslmode=disable&wsproxy=127.0.0.1:9" };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`https://parley.test/v1/shops/${shop.shopId}/outcomes`, { headers: { authorization: `Bearer ${shop.adminKey}` } }),
      down,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.headers.get("retry-after")).toBe("5");
    expect(((await res.json()) as { type: string }).type).toBe("/problems/database-unavailable");
  });
});
