import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { buyerAccountName } from "../../durable-objects";
import { MEMORY_WINDOW_MS } from "../../durable-objects/limits";

/** A thin client over the worker under test: every call goes through the real fetch handler. */
export const OPERATOR_TOKEN = "test-operator-token";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function api<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await exports.default.fetch(new Request(`https://parley.test${path}`, { method, headers, body }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

export interface ProductSettings {
  name?: string;
  currency?: string;
  anchorMinor?: number;
  floorMinor?: number;
  strategy?: Record<string, unknown>;
  maxRounds?: number;
  ttlSeconds?: number;
  publicFacts?: Record<string, string>;
}

/** Admin keys of the shops this test file created, so buyers can be registered for them on demand. */
const adminKeys = new Map<string, string>();
const buyerKeys = new Map<string, string>();

export async function createShop(name = "Test shop"): Promise<{ shopId: string; adminKey: string }> {
  const res = await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name } });
  if (res.status !== 201) throw new Error(`create shop failed: ${res.status} ${JSON.stringify(res.body)}`);
  adminKeys.set(res.body.shopId, res.body.adminKey);
  return res.body;
}

/** A registered buyer of the shop and a key for its agent (made once per shop and buyer id). */
export async function buyerKey(shopId: string, buyerId: string): Promise<string> {
  const known = buyerKeys.get(`${shopId}/${buyerId}`);
  if (known) return known;
  const adminKey = adminKeys.get(shopId);
  if (!adminKey) throw new Error(`no admin key for ${shopId}: create the shop with createShop()`);
  const registered = await api("PUT", `/v1/shops/${shopId}/buyers/${buyerId}`, { token: adminKey, body: { name: `Buyer ${buyerId}` } });
  if (registered.status !== 201 && registered.status !== 200) throw new Error(`register buyer failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const issued = await api("POST", `/v1/shops/${shopId}/buyers/${buyerId}/keys`, { token: adminKey });
  if (issued.status !== 201) throw new Error(`issue key failed: ${issued.status} ${JSON.stringify(issued.body)}`);
  buyerKeys.set(`${shopId}/${buyerId}`, issued.body.key);
  return issued.body.key;
}

export async function putProduct(shop: { shopId: string; adminKey: string }, productId: string, settings: ProductSettings = {}) {
  const res = await api("PUT", `/v1/shops/${shop.shopId}/products/${productId}`, {
    token: shop.adminKey,
    body: { name: "Widget", currency: "EUR", anchorMinor: 10_000, floorMinor: 7_000, ...settings },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`put product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A shop with one product, ready for buyers. */
export async function shopWithProduct(settings: ProductSettings = {}, productId = "widget") {
  const shop = await createShop();
  const product = await putProduct(shop, productId, settings);
  return { ...shop, productId, product };
}

export interface OpenOptions {
  quantity?: number;
  offer?: { priceMinor: number; currency?: string };
  /** A registered buyer (a key is issued on first use); a fresh one per call when absent. */
  buyerId?: string;
  /** No credential at all: an anonymous client, counted by this address. */
  anonymousFrom?: string;
  headers?: Record<string, string>;
}

let buyerSeq = 0;

export async function openNegotiation(shopId: string, productId: string, extra: OpenOptions = {}) {
  const headers: Record<string, string> = { ...extra.headers };
  let token: string | undefined;
  if (extra.anonymousFrom !== undefined) headers["cf-connecting-ip"] = extra.anonymousFrom;
  else token = await buyerKey(shopId, extra.buyerId ?? `buyer-${++buyerSeq}-${crypto.randomUUID().slice(0, 8)}`);
  return api("POST", `/v1/shops/${shopId}/negotiations`, {
    ...(token ? { token } : {}),
    body: { productId, quantity: extra.quantity ?? 1, buyer: { name: "Test Buyer" }, ...(extra.offer ? { offer: extra.offer } : {}) },
    headers,
  });
}

export async function opened(shopId: string, productId: string, extra: Parameters<typeof openNegotiation>[2] = {}) {
  const res = await openNegotiation(shopId, productId, extra);
  if (res.status !== 201) throw new Error(`open failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { negotiationId: string; token: string; shopOffer: { priceMinor: number }; [k: string]: any };
}

export function counter(negotiationId: string, token: string, priceMinor: number, headers?: Record<string, string>) {
  return api("POST", `/v1/negotiations/${negotiationId}/offers`, { token, body: { priceMinor }, ...(headers ? { headers } : {}) });
}

export function viewNegotiation(negotiationId: string, token: string) {
  return api("GET", `/v1/negotiations/${negotiationId}`, { token });
}

/**
 * A buyer's answer while the shop has not answered its move (a person reviews it): an open negotiation with
 * `retryAfterSeconds`. The buyer is never told more (issue 26); the shop's view says `escalated`.
 */
export function isHeld(body: any): boolean {
  return body?.status === "open" && typeof body?.retryAfterSeconds === "number";
}

export function expectProblem(res: ApiResponse, status: number, type: string) {
  if (res.status !== status || res.headers.get("content-type") !== "application/problem+json" || res.body?.type !== `/problems/${type}`) {
    throw new Error(`expected ${status} ${type}, got ${res.status} ${res.headers.get("content-type")} ${JSON.stringify(res.body)}`);
  }
}

/**
 * How long a test waits for something that happens asynchronously (an index update, a queue consumer): until it
 * happens, up to just under the test's own timeout (30 s). A loaded machine is slower, not wrong; a short budget
 * of its own would fail there, and waiting longer costs nothing when the machine is quick.
 */
export const ASYNC_WAIT_MS = 25_000;

/** Polls until `check` passes (the shop's index and the buyer's account learn of changes asynchronously). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = ASYNC_WAIT_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The shop's listing once it shows `count` negotiations (it is updated by the rooms, just after they commit). */
export function listed(shop: { shopId: string; adminKey: string }, count: number, query = "") {
  return eventually(
    () => api("GET", `/v1/shops/${shop.shopId}/negotiations${query}`, { token: shop.adminKey }),
    (res) => res.body?.items?.length >= count, // a negotiation still open reaches the index about 2 s after it opened
  );
}

/**
 * Sets the secret a shop derives its buyers' private draws from, before its first use (tests that must
 * replay the same draws). The Shop generates a random one otherwise.
 */
export async function setShopSecret(shopId: string, secretHex: string): Promise<void> {
  if (!/^([0-9a-f]{2}){16,}$/.test(secretHex)) throw new Error("the secret is hex, at least 16 bytes");
  const stub = env.SHOP.get(env.SHOP.idFromName(shopId));
  await runInDurableObject(stub, (_shop, state) => {
    const used = state.storage.sql.exec("SELECT count(*) AS n FROM shop_secret").one().n as number;
    if (used > 0) throw new Error(`shop ${shopId} already has a secret: set it before the first negotiation`);
    state.storage.sql.exec("INSERT INTO shop_secret (singleton, secret, created_at) VALUES (1, ?, ?)", secretHex, Date.now());
  });
}

/**
 * Ages what the shop remembers of a registered buyer's negotiations on a product past the memory window:
 * the buyer's next negotiation on it starts fresh, with the same private draws as before (they depend only on
 * the shop's secret, the buyer and the product). A buyer back after a month, without waiting a month.
 */
export async function ageBuyerMemory(shopId: string, buyerId: string, productId: string, byMs = MEMORY_WINDOW_MS + 24 * 3_600_000): Promise<void> {
  const stub = env.BUYER_ACCOUNT.get(env.BUYER_ACCOUNT.idFromName(buyerAccountName(shopId, { buyerId, kind: "registered" })));
  // The room reports the negotiation's end to the account just after it commits; the memory to age is that report's.
  const open = () =>
    runInDurableObject(stub, (_account, state) => {
      const row = state.storage.sql.exec("SELECT open_negotiation_id FROM product_memory WHERE product_id = ?", productId).toArray()[0];
      if (!row) throw new Error(`${buyerId} has no memory of ${productId}`);
      return row.open_negotiation_id as string | null;
    });
  if ((await eventually(open, (id) => id === null)) !== null) throw new Error(`${buyerId} still has a negotiation open on ${productId}`);
  await runInDurableObject(stub, (_account, state) => {
    state.storage.sql.exec("UPDATE product_memory SET updated_at = updated_at - ? WHERE product_id = ?", byMs, productId);
  });
}
/** The shop's escalation inbox: escalations (`items`) and the circuit breaker's recent trips (`breakerTrips`). */
export function inbox(shop: { shopId: string; adminKey: string }, query = "") {
  return api("GET", `/v1/shops/${shop.shopId}/escalations${query}`, { token: shop.adminKey });
}

export function putPolicies(shop: { shopId: string; adminKey: string }, source: string) {
  return api("PUT", `/v1/shops/${shop.shopId}/policies`, { token: shop.adminKey, body: { source } });
}

/**
 * A policy set whose circuit breaker, shop-wide, trips when more than 40% of at least 10 counted decisions
 * escalate; accepting a deal worth more than 10,000.00 escalates, everything else is allowed.
 */
export const BREAKER_ON_ESCALATIONS = `version: 1
breaker:
  scope: shop
  maxEscalationRate: 0.4
  minSample: 10
policies:
  - id: allow
    when: "true"
    action: ALLOW
  - id: review-large
    when: offer.action == "accept" && deal.valueMinor > 1000000
    action: ESCALATE
    escalation: { to: sales, timeoutSeconds: 3600, onTimeout: reject }
`;

/**
 * The random part of a credential (`psk_<shopId>_…`, `pbk_<shopId>_<buyerId>_…`, `ngt_<negotiationId>_…`): its
 * last 43 characters, 32 random bytes in base64url — which may themselves contain "_", so splitting on it would not do.
 */
export function secretOf(credential: string): string {
  return credential.slice(-43);
}
