/**
 * How the MCP tools reach Parley: through the HTTP API itself, in-process. Each call is a Request handed to the
 * same Hono app with the same bindings and execution context, so validation, rate limits, idempotency and
 * problem+json are exactly what an HTTP client gets. The client's address (CF-Connecting-IP) and its
 * Idempotency-Key travel with the call, so the per-client ceiling counts the real client and a retried MCP
 * request replays instead of playing a round twice. In a batch each position has a key of its own, derived from
 * the request's (a digest of it and the position), so two calls of one batch never share a key and a retried
 * batch replays every call.
 */
import type { Context } from "hono";
import { problem, type Problem } from "../../common/problem";
import type { AppEnv } from "../app-env";
import { sha256Hex } from "../../common/crypto";

/** The app's fetch: what `registerMcp` is given. */
export interface AppFetch {
  fetch(request: Request, env: Env, executionCtx?: ExecutionContext): Response | Promise<Response>;
}

export type ApiOutcome = { ok: true; status: number; body: unknown } | { ok: false; problem: Problem };

export interface ApiCall {
  /** Bearer credential for the call: the buyer key (opening) or the negotiation's token (everything after). */
  credential?: string;
  body?: unknown;
}

export type ApiCaller = (method: "GET" | "POST", path: string, call?: ApiCall) => Promise<ApiOutcome>;

/** Headers of the MCP request that every API call it makes carries as well. */
const FORWARDED = ["cf-connecting-ip", "idempotency-key"] as const;

export function apiCaller<E extends AppEnv>(c: Context<E>, app: AppFetch, batchPosition?: number): ApiCaller {
  const origin = new URL(c.req.url).origin;
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value !== undefined) forwarded[name] = value;
  }
  const ctx = executionContext(c);
  const key = forwarded["idempotency-key"];
  const positionKey = key !== undefined && batchPosition !== undefined ? sha256Hex(key).then((digest) => `${digest}#${batchPosition}`) : null;
  return async (method, path, call = {}) => {
    const headers: Record<string, string> = { ...forwarded };
    if (positionKey) headers["idempotency-key"] = await positionKey;
    if (call.credential) headers.authorization = `Bearer ${call.credential}`;
    let body: string | undefined;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    const response = await app.fetch(new Request(`${origin}${path}`, { method, headers, body }), c.env, ctx);
    return outcomeOf(response);
  };
}

async function outcomeOf(response: Response): Promise<ApiOutcome> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, body: parsed };
  if (isProblem(parsed)) return { ok: false, problem: parsed };
  return { ok: false, problem: problem("internal-error", `The API answered ${response.status} without a problem document.`) };
}

function isProblem(value: unknown): value is Problem {
  const p = value as Partial<Problem> | null | undefined;
  return typeof p === "object" && p !== null && typeof p.type === "string" && typeof p.title === "string" && typeof p.status === "number";
}

/** Hono throws when a request came without an execution context (only outside the Workers runtime). */
function executionContext<E extends AppEnv>(c: Context<E>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}
