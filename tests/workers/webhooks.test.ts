import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { Shop } from "../../durable-objects";
import { openText, sealTextNow } from "../../durable-objects/sealed-box";
import { migrateShop } from "../../durable-objects/shop/shop-schema";
import { MAX_ATTEMPTS, Webhooks } from "../../durable-objects/shop/webhooks";
import { newWebhookSecret, verifyWebhook } from "../../durable-objects/webhook-signature";
import type { Received } from "../support/webhook-sink";
import { api, eventually, expectProblem, opened, shopWithProduct } from "./api-client";

const sink = inject("webhookSinkUrl");
let hooks = 0;
/** A fresh receiver path: `kind` is ok, down or fail-<n> (tests/support/webhook-sink.ts). */
const hookUrl = (kind: string) => `${sink}/hook/${kind}/t${++hooks}-${crypto.randomUUID().slice(0, 8)}`;
const receivedAt = async (url: string): Promise<Received[]> => (await fetch(url.replace("/hook/", "/received/"))).json();
const shopObject = (shopId: string) => env.SHOP.get(env.SHOP.idFromName(shopId)) as DurableObjectStub<Shop>;
const storedSecret = (shopId: string, endpointId: string) =>
  runInDurableObject<Shop, string>(shopObject(shopId), (_i, state) => state.storage.sql.exec<{ secret: string }>("SELECT secret FROM webhook_endpoints WHERE endpoint_id = ?", endpointId).one().secret);

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

/**
 * Destinations an admin key must not be able to reach (issue 26, finding 5): cloud metadata, private, loopback,
 * link-local, CGNAT, ULA, mapped and NAT64 addresses in the spellings a URL parser accepts, local and metadata
 * names, other ports. Each is refused with a 400 naming `url`, in production (no development switch).
 */
const REFUSED_DESTINATIONS = [
  // from the finding
  "https://169.254.169.254/latest/meta-data/",
  "https://10.0.0.1/hook",
  "https://172.16.0.1/hook",
  "https://192.168.1.1/hook",
  "https://[fd00::1]/hook",
  "https://[::ffff:a9fe:a9fe]/hook",
  "https://0.0.0.0/hook",
  "https://metadata.google.internal/computeMetadata/v1/",
  "http://127.1/hook",
  "http://2130706433/hook",
  "http://0x7f000001/hook",
  // loopback and metadata in other spellings, over https
  "https://127.0.0.1/hook",
  "https://127.1/hook",
  "https://2130706433/hook",
  "https://0x7f000001/hook",
  "https://0x7f.1/hook",
  "https://0177.0.0.1/hook",
  "https://127.0.0.1./hook",
  "https://%31%32%37.0.0.1/hook",
  "https://\uff11\uff12\uff17.\uff10.\uff10.\uff11/hook",
  "https://169.254.169.254./hook",
  "https://0xa9fea9fe/hook",
  "https://2852039166/hook",
  "https://10.1/hook",
  "https://0/hook",
  "https://100.64.0.1/hook",
  "https://224.0.0.1/hook",
  "https://255.255.255.255/hook",
  "https://[::1]/hook",
  "https://[::]/hook",
  "https://[fe80::1]/hook",
  "https://[fe80::1%25eth0]/hook",
  "https://[::ffff:127.0.0.1]/hook",
  "https://[0:0:0:0:0:FFFF:7F00:1]/hook",
  "https://[::127.0.0.1]/hook",
  "https://[64:ff9b::a9fe:a9fe]/hook",
  "https://[64:ff9b::10.0.0.1]/hook",
  "https://[fc00::1]/hook",
  "https://[ff02::1]/hook",
  "https://localhost/hook",
  "https://LOCALHOST./hook",
  "https://api.localhost/hook",
  "https://printer.local/hook",
  "https://METADATA.GOOGLE.INTERNAL./hook",
  "https://nas.home.arpa/hook",
  "https://intranet/hook",
  // ports other than 443, credentials, plain http to a public host
  "https://example.com:8443/hook",
  "https://example.com:80/hook",
  "https://user@example.com/hook",
  "http://example.com/hook",
];

/**
 * The development switch (PARLEY_WEBHOOK_ALLOW_HTTP=1) lets deliveries reach this machine over plain http: the
 * local sink these tests use listens on 127.0.0.1. It is on for this file (set here unless the workerd project's
 * bindings in vitest.config.ts already set it); `withoutDevelopmentSwitch` runs a block as production does. The
 * worker and the Durable Objects of this test run read these same bindings.
 */
const bindings = env as unknown as Record<string, string | undefined>;
bindings.PARLEY_WEBHOOK_ALLOW_HTTP ??= "1";
async function withoutDevelopmentSwitch<T>(fn: () => Promise<T>): Promise<T> {
  const before = bindings.PARLEY_WEBHOOK_ALLOW_HTTP;
  delete bindings.PARLEY_WEBHOOK_ALLOW_HTTP;
  try {
    return await fn();
  } finally {
    bindings.PARLEY_WEBHOOK_ALLOW_HTTP = before;
  }
}

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

  it("refuses every internal, local or non-443 destination in every spelling with a 400 naming url, and stores nothing", async () => {
    const shop = await shopWithProduct();
    await withoutDevelopmentSwitch(async () => {
      for (const url of REFUSED_DESTINATIONS) {
        const res = await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url } });
        expectProblem(res, 400, "validation-failed");
        expect(res.body.errors, url).toEqual([expect.objectContaining({ path: "url", pointer: "/url" })]);
      }
      // Public hosts on 443 stay welcome, in any spelling of the same URL.
      for (const url of ["https://hooks.example.com/parley", "https://EXAMPLE.com:443/x", "https://93.184.215.14/hook", "https://[2606:4700::6810:84e5]/hook"]) {
        expect((await api("POST", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey, body: { url } })).status, url).toBe(201);
      }
    });
    const listed = await api("GET", `/v1/shops/${shop.shopId}/webhooks`, { token: shop.adminKey });
    expect(listed.body.items.map((e: { url: string }) => e.url)).toEqual(["https://hooks.example.com/parley", "https://example.com/x", "https://93.184.215.14/hook", "https://[2606:4700::6810:84e5]/hook"]);
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
    expect(accepted.body).toMatchObject({ status: "open", retryAfterSeconds: expect.any(Number) });
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
    expect((await api("POST", `/v1/negotiations/${n.negotiationId}/accept`, { token: n.token })).body).toMatchObject({ status: "open", retryAfterSeconds: expect.any(Number) });
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

  it("logs the receiver's HTTP status or `not delivered`, never why a connection failed (no port scanner)", async () => {
    const shop = await shopWithProduct();
    const test = async (url: string) => {
      const { endpointId } = await endpoint(shop, url);
      return (await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey })).body;
    };
    // Nothing listens on port 1; the sink's `down` path answers 503.
    const closed = await test("http://127.0.0.1:1/hook");
    expect(closed).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null, lastError: "not delivered" });
    expect(await test(hookUrl("down"))).toMatchObject({ status: "pending", lastStatusCode: 503, lastError: "HTTP 503" });
    // What an older build logged (the connection error's text) reads the same way once the shop is migrated.
    const { endpointId } = await endpoint(shop, hookUrl("ok"));
    await runInDurableObject(shopObject(shop.shopId), (_i, state) => {
      const sql = state.storage.sql;
      const old = (id: string, error: string) =>
        sql.exec("INSERT INTO webhook_deliveries (delivery_id, endpoint_id, event_key, event_type, payload, status, attempts, last_error, created_at) VALUES (?, ?, ?, 'webhook.test', '{}', 'failed', 12, ?, 1)", id, endpointId, id, error);
      old("whd_old_refused", "could not connect: Network connection lost. (ECONNREFUSED 10.0.0.7:5432)");
      old("whd_old_timeout", "no answer within 10 s");
      // Back to version 2 as an older build left it: without the steps after it (a product's public facts).
      sql.exec("UPDATE schema_version SET version = 2");
      sql.exec("ALTER TABLE products DROP COLUMN public_facts");
      migrateShop(sql);
    });
    const log = (await api("GET", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/deliveries`, { token: shop.adminKey })).body.items;
    expect(Object.fromEntries(log.map((d: { deliveryId: string; lastError: string }) => [d.deliveryId, d.lastError]))).toEqual({
      whd_old_refused: "not delivered",
      whd_old_timeout: "not delivered: no answer within 10 s",
    });
  });

  it("does not follow a redirect: a 3xx is logged as not delivered, and nothing is sent to where it points", async () => {
    const shop = await shopWithProduct();
    const { endpointId } = await endpoint(shop, "https://hooks.example.com/parley");
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const redirecting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(null, { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } });
    }) as typeof fetch;
    const entry = await runInDurableObject<Shop, unknown>(shopObject(shop.shopId), async (_i, state) => {
      const webhooks = new Webhooks(state.storage.sql);
      const queued = webhooks.enqueueTest(endpointId, shop.shopId, Date.now());
      if (!queued.ok) throw new Error("not queued");
      await webhooks.sendDue(Date.now(), redirecting, queued.body);
      return webhooks.delivery(queued.body);
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: "https://hooks.example.com/parley", init: { redirect: "manual" } });
    expect(entry).toMatchObject({ status: "pending", lastStatusCode: 302, lastError: "HTTP 302: redirects are not followed" });
  });

  it("checks the destination again before every attempt: a refused URL already stored is never called", async () => {
    const shop = await shopWithProduct();
    // Stored by an older build, in a spelling of this machine that is refused (IPv4-mapped): not called.
    const url = hookUrl("ok");
    const { endpointId } = await endpoint(shop, url);
    await runInDurableObject(shopObject(shop.shopId), (_i, state) => {
      state.storage.sql.exec("UPDATE webhook_endpoints SET url = ? WHERE endpoint_id = ?", url.replace("127.0.0.1", "[::ffff:127.0.0.1]"), endpointId);
    });
    const mapped = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
    expect(mapped.body).toMatchObject({ status: "pending", lastStatusCode: null, lastError: expect.stringMatching(/^not delivered: the URL is refused \(must name a public host: .* IPv4-mapped/) });
    // Registered in development, then the switch is off (as in production): not called either.
    const local = hookUrl("ok");
    const second = await endpoint(shop, local);
    const offline = await withoutDevelopmentSwitch(() => api("POST", `/v1/shops/${shop.shopId}/webhooks/${second.endpointId}/test`, { token: shop.adminKey }));
    expect(offline.body).toMatchObject({ status: "pending", lastStatusCode: null, lastError: "not delivered: the URL is refused (must name a public host: 127.0.0.1 is a loopback address)" });
    expect(await receivedAt(url)).toEqual([]);
    expect(await receivedAt(local)).toEqual([]);
    // The Shop refuses such a URL itself too, whoever calls it.
    const direct = await shopObject(shop.shopId).createWebhook({ url: "https://10.0.0.1/hook", events: ["negotiation.agreed"], description: "" });
    expect(direct).toMatchObject({ ok: false, problem: { type: "/problems/validation-failed", errors: [{ path: "url" }] } });
  });

  it("keeps signing secrets sealed at rest: the stored form opens only with the deployment's key", async () => {
    const shop = await shopWithProduct();
    const url = hookUrl("ok");
    const { endpointId, secret } = await endpoint(shop, url);
    const stored = await storedSecret(shop.shopId, endpointId);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain(secret.slice("whsec_".length, 20));
    // The deployment's WEBHOOK_SEALING_KEY (these tests': vitest.config.ts) opens it; any other key, or another endpoint's id, nothing.
    const deploymentKey = bindings.WEBHOOK_SEALING_KEY!;
    expect(await openText(deploymentKey, endpointId, "parley webhook signing secret v1", stored)).toBe(secret);
    expect(await openText("another-key", endpointId, "parley webhook signing secret v1", stored)).toBeUndefined();
    expect(await openText(deploymentKey, "whe_another", "parley webhook signing secret v1", stored)).toBeUndefined();
    // And deliveries are signed with the secret the owner was shown.
    const sent = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
    expect(sent.body.status).toBe("delivered");
    const [got] = await receivedAt(url);
    expect(await verifyWebhook(secret, headerGetter(got!), got!.body, Math.floor(Date.now() / 1000))).toBe(true);
  });

  it("seals a secret an older build stored in the clear, and one sealed under a previous key, on first use", async () => {
    const shop = await shopWithProduct();
    const url = hookUrl("ok");
    const { endpointId } = await endpoint(shop, url);
    const clear = newWebhookSecret();
    await runInDurableObject(shopObject(shop.shopId), (_i, state) => {
      state.storage.sql.exec("UPDATE webhook_endpoints SET secret = ? WHERE endpoint_id = ?", clear, endpointId);
    });
    const first = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
    expect(first.body.status).toBe("delivered");
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyWebhook(clear, headerGetter((await receivedAt(url))[0]!), (await receivedAt(url))[0]!.body, now)).toBe(true);
    const sealed = await storedSecret(shop.shopId, endpointId);
    expect(sealed.startsWith("v1.")).toBe(true);
    const deploymentKey = bindings.WEBHOOK_SEALING_KEY!;
    expect(await openText(deploymentKey, endpointId, "parley webhook signing secret v1", sealed)).toBe(clear);

    // The operator rotates WEBHOOK_SEALING_KEY keeping the old one as the previous key: the old seal still opens and is sealed again under the new key.
    try {
      bindings.WEBHOOK_SEALING_KEY_PREVIOUS = deploymentKey;
      bindings.WEBHOOK_SEALING_KEY = "first-sealing-key-0123456789abcdef0123";
      expect((await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey })).body.status).toBe("delivered");
      const resealed = await storedSecret(shop.shopId, endpointId);
      expect(await openText("first-sealing-key-0123456789abcdef0123", endpointId, "parley webhook signing secret v1", resealed)).toBe(clear);
      // Rotated again without keeping the previous key: nothing opens it, nothing is sent, and the log says why.
      bindings.WEBHOOK_SEALING_KEY = "second-sealing-key-0123456789abcdef012";
      delete bindings.WEBHOOK_SEALING_KEY_PREVIOUS;
      const lost = await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey });
      expect(lost.body).toMatchObject({ status: "pending", lastStatusCode: null, lastError: expect.stringContaining("signing secret cannot be opened") });
      expect(await receivedAt(url)).toHaveLength(2);
      // With WEBHOOK_SEALING_KEY_PREVIOUS it opens again.
      bindings.WEBHOOK_SEALING_KEY_PREVIOUS = "first-sealing-key-0123456789abcdef0123";
      expect((await api("POST", `/v1/shops/${shop.shopId}/webhooks/${endpointId}/test`, { token: shop.adminKey })).body.status).toBe("delivered");
      expect(await openText("second-sealing-key-0123456789abcdef012", endpointId, "parley webhook signing secret v1", await storedSecret(shop.shopId, endpointId))).toBe(clear);
    } finally {
      bindings.WEBHOOK_SEALING_KEY = deploymentKey;
      delete bindings.WEBHOOK_SEALING_KEY_PREVIOUS;
    }
  });

  it("the synchronous seal and Web Crypto's open agree in this runtime", async () => {
    const sealed = sealTextNow("k", "salt", "purpose", "whsec_abc");
    expect(await openText("k", "salt", "purpose", sealed)).toBe("whsec_abc");
    expect(await openText("k", "salt", "other purpose", sealed)).toBeUndefined();
    expect(sealTextNow("k", "salt", "purpose", "whsec_abc")).not.toBe(sealed); // a fresh IV each time
  });
});
