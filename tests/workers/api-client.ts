import { exports } from "cloudflare:workers";

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
}

export async function createShop(name = "Test shop"): Promise<{ shopId: string; adminKey: string }> {
  const res = await api("POST", "/v1/shops", { token: OPERATOR_TOKEN, body: { name } });
  if (res.status !== 201) throw new Error(`create shop failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
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

export async function openNegotiation(
  shopId: string,
  productId: string,
  extra: { quantity?: number; offer?: { priceMinor: number; currency?: string }; buyerId?: string; headers?: Record<string, string> } = {},
) {
  return api("POST", `/v1/shops/${shopId}/negotiations`, {
    body: {
      productId,
      quantity: extra.quantity ?? 1,
      buyer: { id: extra.buyerId ?? "buyer-1", name: "Test Buyer" },
      ...(extra.offer ? { offer: extra.offer } : {}),
    },
    ...(extra.headers ? { headers: extra.headers } : {}),
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

export function expectProblem(res: ApiResponse, status: number, type: string) {
  if (res.status !== status || res.headers.get("content-type") !== "application/problem+json" || res.body?.type !== `/problems/${type}`) {
    throw new Error(`expected ${status} ${type}, got ${res.status} ${res.headers.get("content-type")} ${JSON.stringify(res.body)}`);
  }
}
