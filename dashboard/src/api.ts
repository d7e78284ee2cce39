/**
 * The same-origin JSON API and the session. The admin key lives in this module's memory only: never in
 * localStorage, sessionStorage or a cookie, so closing or reloading the tab signs the owner out.
 */
import type { ContractReviewDecision, ContractView, DisputeDecisionResult, DisputeOutcome, Problem, Product } from "./types";

interface Session {
  shopId: string;
  adminKey: string;
}

let session: Session | null = null;

export function signedIn(): boolean {
  return session !== null;
}

export function shopId(): string {
  if (!session) throw new Error("not signed in");
  return session.shopId;
}

export function signOut(): void {
  session = null;
}

/** A problem+json answer (or a network failure dressed as one, status 0). */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
  get status(): number {
    return this.problem.status;
  }
}

/** Path segments are caller data: always encoded. */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? encodeURIComponent(String(values[i])) : ""), "");
}

/** The shop's own path prefix. */
export function shopPath(rest = ""): string {
  return path`/v1/shops/${shopId()}` + rest;
}

function idempotencyKey(): string {
  // randomUUID needs a secure context; 127.0.0.1 and https are, a LAN address over http is not.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Credentials to use instead of the session's (signing in). */
  key?: string;
}

async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const key = options.key ?? session?.adminKey;
  const headers: Record<string, string> = { accept: "application/json, application/problem+json" };
  if (key) headers.authorization = `Bearer ${key}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  // Every POST is safe to retry: a double click or a retry after a timeout replays the first answer.
  if (method === "POST") headers["idempotency-key"] = idempotencyKey();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: "omit",
      cache: "no-store",
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError({ type: "about:blank", title: "Network error", status: 0, detail: `The server could not be reached (${(error as Error).message}).` });
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page, say): reported below as a problem with the text as detail.
  }
  if (!response.ok) {
    const p = json as Partial<Problem> | undefined;
    throw new ApiError({
      type: p?.type ?? "about:blank",
      title: p?.title ?? (response.statusText || "Request failed"),
      status: response.status,
      detail: p?.detail ?? (p?.title ? undefined : text.slice(0, 300) || `HTTP ${response.status}`),
      ...(Array.isArray(p?.errors) ? { errors: p.errors } : {}),
    });
  }
  return json as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => request<T>("GET", url, { signal }),
  post: <T>(url: string, body: unknown = {}, signal?: AbortSignal) => request<T>("POST", url, { body, signal }),
  put: <T>(url: string, body: unknown, signal?: AbortSignal) => request<T>("PUT", url, { body, signal }),
  delete: <T>(url: string, signal?: AbortSignal) => request<T>("DELETE", url, { signal }),
};

/** Checks the credentials by listing the shop's products; keeps them only when that works. */
export async function signIn(shop: string, adminKey: string): Promise<void> {
  await request("GET", path`/v1/shops/${shop}/products`, { key: adminKey });
  session = { shopId: shop, adminKey };
}

/** Lists answered as `{items}` (and, by the OpenAPI document, sometimes a bare array). */
export function itemsOf<T>(body: { items: T[] } | T[]): T[] {
  return Array.isArray(body) ? body : (body.items ?? []);
}

export function problemOf(error: unknown): Problem | null {
  return error instanceof ApiError ? error.problem : null;
}

export function isAbort(error: unknown): boolean {
  return (error as Error)?.name === "AbortError";
}

/** The shop's products, which several pages offer in a select. */
export async function listProducts(signal?: AbortSignal): Promise<Product[]> {
  return itemsOf(await api.get<{ items: Product[] } | Product[]>(shopPath("/products"), signal));
}

/**
 * Reviews a suspended contract (the decision on its inbox item): reinstated, or terminated with what is left of its
 * stake and pool refunded. Answers the contract as it is afterwards; a contract no longer suspended is a 409.
 */
export function reviewContract(contractId: string, decision: ContractReviewDecision, note: string, signal?: AbortSignal): Promise<ContractView> {
  return api.post<ContractView>(shopPath(path`/service-contracts/${contractId}/review`), { decision, ...(note ? { note } : {}) }, signal);
}

/**
 * Decides a party's dispute of a check's money: upheld (the disputed postings reversed) or rejected (nothing moves).
 * A dispute no longer open is a 409; the books refusing the reversal a 409 too.
 */
export function decideDispute(contractId: string, disputeId: string, outcome: DisputeOutcome, note: string, signal?: AbortSignal): Promise<DisputeDecisionResult> {
  return api.post<DisputeDecisionResult>(shopPath(path`/service-contracts/${contractId}/disputes/${disputeId}/decision`), { outcome, ...(note ? { note } : {}) }, signal);
}
