import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { MAX_ATTEMPTS } from "../../durable-objects/shop/webhooks";
import { verifyWebhook } from "../../durable-objects/webhook-signature";
import type { Received } from "../support/webhook-sink";
import { api, eventually, expectProblem, opened, shopWithProduct } from "./api-client";

const sink = inject("webhookSinkUrl");
let hooks = 0;
/** A fresh receiver path: `kind` is ok, down or fail-<n> (tests/support/webhook-sink.ts). */
const hookUrl = (kind: string) => `${sink}/hook/${kind}/t${++hooks}-${crypto.randomUUID().slice(0, 8)}`;
const receivedAt = async (url: string): Promise<Received[]> => (await fetch(url.replace("/hook/", "/received/"))).json();
const shopObject = (shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId)) as DurableObjectStub<Shop>;

async function endpoint(shop: { shopId: string; adminKey: string }, url: string, events?: string[]) {
  const res = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url, ...(events ? { events } : {}), description: "test" } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body as { endpointId: string; secret: string };
}

/** Makes every pending delivery due now and runs the Shop's alarm once, as the runtime would later. */
async function retryNow(shopId: string) {
  const stub = shopObject(shopId);
  await runInDurableObject(stub, (_instance, state) => {
    state.storage.sql.exec("UPDATE webhook_deliveries SET next_attempt_at = 0 WHERE status = 'pending'");
  });
  await runDurableObjectAlarm(stub);
}

const headerGetter = (r: Received) => ({ get: (name: string) => (r.headers[name] as string | undefined) ?? null });

describe("webhooks", () => {
  it("registers an endpoint with a secret shown once, lists it without the secret, and refuses unsafe URLs", async () => {
    const shop = await shopWithProduct();
    const created = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url: "https://example.com/hooks", events: ["negotiation.agreed"] } });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    expect(created.body).toMatchObject({ url: "https://example.com/hooks", events: ["negotiation.agreed"], enabled: true });
    const listed = await api("GET", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey });
    expect(listed.body.items).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    const post = (body: unknown) => api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body });
    for (const url of ["http://example.com/hook", "ftp://example.com/x", "https://user:pw@example.com/x", "not a url", `https://example.com/${"x".repeat(2100)}`]) {
      expectProblem(await post({ url }), 400, "validation-failed");
    }
    expectProblem(await post({ url: "https://example.com/x", events: ["negotiation.opened"] }), 400, "validation-failed");
    expectProblem(await post({ url: "https://example.com/x", events: [] }), 400, "validation-failed");
    expectProblem(await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { body: { url: "https://example.com/x" } }), 401, "unauthorized");
    for (let i = 1; i < 10; i++) expect((await post({ url: `https://example.com/${i}` })).status).toBe(201);
    expectProblem(await post({ url: "https://example.com/11" }), 409, "conflict");
    expect((await api("GET", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey })).body.items).toHaveLength(10);
  });

  it("sends a signed, timestamped test event that the receiver can verify, and logs the delivery", async () => {
    const shop = await shopWithProduct();
    const url = hookUrl("ok");
    const { endpointId, secret } = await endpoint(shop, url);
    const res = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventType: "webhook.test", status: "delivered", attempts: 1, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    const [got] = await receivedAt(url);
    expect(got).toBeDefined();
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ id: res.body.deliveryId, type: "webhook.test", shopId: shop.shopId });
    expect(got!.headers["webhook-id"]).toBe(res.body.deliveryId);
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyWebhook(secret, headerGetter(got!), got!.body, now)).toBe(true);
    // Tampered, replayed later, or signed with another secret: refused.
    expect(await verifyWebhook(secret, headerGetter(got!), got!.body.replace("webhook.test", "negotiation.agreed"), now)).toBe(false);
    expect(await verifyWebhook(secret, headerGetter(got!), got!.body, now + 301)).toBe(false);
    const other = await endpoint(shop, hookUrl("ok"));
    expect(await verifyWebhook(other.secret, headerGetter(got!), got!.body, now)).toBe(false);
    const log = await api("GET", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/deliveries`, { token: shop.adminKey });
    expect(log.body.items).toEqual([res.body]);
    // An Idempotency-Key makes the test button safe to press twice.
    const key = { "idempotency-key": crypto.randomUUID() };
    const first = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey, headers: key });
    const again = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey, headers: key });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.deliveryId).toBe(first.body.deliveryId);
    expect(await receivedAt(url)).toHaveLength(2);
  });

  it("retries a failing endpoint with growing delays, keeping the same webhook-id, until it answers 2xx", async () => {
    const shop = await shopWithProduct();
    const url = hookUrl("fail-2");
    const { endpointId } = await endpoint(shop, url);
    // Each retry is due a fixed delay after its attempt (10 s, then 30 s): checked against clock readings taken
    // just before and after the attempt, never against how long the attempt took.
    const before1 = Date.now();
    const first = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
    const after1 = Date.now();
    expect(first.body).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "HTTP 500" });
    expect(Date.parse(first.body.nextAttemptAt)).toBeGreaterThanOrEqual(before1 + 10_000);
    expect(Date.parse(first.body.nextAttemptAt)).toBeLessThanOrEqual(after1 + 10_000);
    const before2 = Date.now();
    await retryNow(shop.shopId);
    const after2 = Date.now();
    const log = async () => (await api("GET", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/deliveries`, { token: shop.adminKey })).body.items[0];
    const second = await log();
    expect(second).toMatchObject({ status: "pending", attempts: 2, lastStatusCode: 500 });
    expect(Date.parse(second.nextAttemptAt)).toBeGreaterThanOrEqual(before2 + 30_000);
    expect(Date.parse(second.nextAttemptAt)).toBeLessThanOrEqual(after2 + 30_000);
    await retryNow(shop.shopId);
    expect(await log()).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200, nextAttemptAt: null });
    const got = await receivedAt(url);
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers["webhook-id"]))).toEqual(new Set([first.body.deliveryId]));
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and says so in the log; an endpoint deleted gets nothing more`, async () => {
    const shop = await shopWithProduct();
    const url = hookUrl("down");
    const { endpointId } = await endpoint(shop, url);
    await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
    for (let i = 1; i < MAX_ATTEMPTS; i++) await retryNow(shop.shopId);
    const [entry] = (await api("GET", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/deliveries`, { token: shop.adminKey })).body.items;
    expect(entry).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastStatusCode: 503, nextAttemptAt: null });
    await retryNow(shop.shopId);
    expect(await receivedAt(url)).toHaveLength(MAX_ATTEMPTS);

    const second = hookUrl("down");
    const other = await endpoint(shop, second);
    await api("POST", `/v1/shops/${shop.shopId}/webhooks/${other.endpointId}/test`, { token: shop.adminKey });
    expect((await api("DELETE", `/v1/shops/${shop.shopId}/webhooks/${other.endpointId}`, { token: shop.adminKey })).status).toBe(200);
    await retryNow(shop.shopId);
    expect(await receivedAt(second)).toHaveLength(1);
    expectProblem(await api("GET", `/v1/shops/${shop.shopId}/webhooks/${other.endpointId}/deliveries`, { token: shop.adminKey }), 404, "not-found");
  });

  it("tells the owner of an escalation raised and decided, and of the deal it led to, each once", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000 });
    const url = hookUrl("ok");
    const only = hookUrl("ok");
    await endpoint(shop, url);
    await endpoint(shop, only, ["negotiation.agreed"]);
    // 200 units × 100.00 = 20,000.00: the bundled policies escalate accepting it.
    const n = await opened(shop.shopId, shop.productId, { quantity: 200 });
    const accepted = await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token });
    expect(accepted.body.status).toBe("escalated");
    const types = async (u: string) => (await receivedAt(u)).map((r) => JSON.parse(r.body).type as string);
    const raised = await eventually(() => types(url), (t) => t.includes("escalation.created"));
    expect(raised).toEqual(["escalation.created"]);
    const inbox = await api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey });
    const escalationId = inbox.body.items[0].escalationId;
    const decided = await api("POST", `/v1/escalations/${escalationId}/decision`, { token: shop.adminKey, body: { decision: "approve", note: "fine" } });
    expect(decided.status).toBe(200);
    const all = await eventually(() => types(url), (t) => t.length >= 3);
    expect(all.sort()).toEqual(["escalation.created", "escalation.decided", "negotiation.agreed"]);
    const agreed = (await receivedAt(url)).map((r) => JSON.parse(r.body)).find((b) => b.type === "negotiation.agreed");
    expect(agreed.data).toMatchObject({ negotiationId: n.negotiationId, productId: shop.productId, quantity: 200, agreedPriceMinor: 10_000 });
    expect(JSON.stringify(agreed)).not.toContain("floorMinor");
    const decidedEvent = (await receivedAt(url)).map((r) => JSON.parse(r.body)).find((b) => b.type === "escalation.decided");
    expect(decidedEvent.data).toMatchObject({ escalationId, status: "approved" });
    expect(await eventually(() => types(only), (t) => t.length >= 1)).toEqual(["negotiation.agreed"]);
    // The room sends its summary again (a retry, a later round): nothing is sent twice.
    await runInDurableObject(shopObject(shop.shopId), (_i, state) => {
      const pending = state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries").one().n;
      expect(pending).toBe(4);
    });
  });

  it("tells the owner when an escalation nobody answered times out", async () => {
    const shop = await shopWithProduct({ anchorMinor: 10_000, floorMinor: 8_000 });
    const url = hookUrl("ok");
    await endpoint(shop, url, ["escalation.timed_out"]);
    const n = await opened(shop.shopId, shop.productId, { quantity: 200 });
    expect((await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token })).body.status).toBe("escalated");
    const room = env.NEGOTIATION_ROOM.get(env.NEGOTIATION_ROOM.idFromString(n.negotiationId));
    await eventually(() => api("GET", `/v1/shops/${shop.shopId}/escalations?status=pending`, { token: shop.adminKey }), (r) => r.body.items?.length > 0);
    await runInDurableObject(room, (_i, state) => {
      state.storage.sql.exec("UPDATE escalations SET timeout_at = ?", Date.now() - 1);
    });
    expect(await runDurableObjectAlarm(room)).toBe(true);
    const got = await eventually(() => receivedAt(url), (r) => r.length >= 1);
    expect(got.map((r) => JSON.parse(r.body))).toMatchObject([{ type: "escalation.timed_out", data: { status: "timed-out", onTimeout: "reject" } }]);
  });

  it("tells the owner when the circuit breaker trips", async () => {
    const shop = await shopWithProduct();
    const url = hookUrl("ok");
    await endpoint(shop, url, ["breaker.tripped"]);
    const trip = { productId: shop.productId, reason: "6 of 10 recent decisions breached", at: new Date().toISOString(), until: new Date(Date.now() + 900_000).toISOString() };
    await runInDurableObject(shopObject(shop.shopId), (instance) => {
      // The breaker calls this when it trips (breaker.ts); twice for the same trip sends once.
      (instance as unknown as { announceTrip(t: typeof trip): void }).announceTrip(trip);
      (instance as unknown as { announceTrip(t: typeof trip): void }).announceTrip(trip);
    });
    await runDurableObjectAlarm(shopObject(shop.shopId));
    const got = await eventually(() => receivedAt(url), (r) => r.length >= 1);
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: "breaker.tripped", data: trip });
  });
});
