import type { OpenAPIHono, RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { ProblemSchema } from "./schemas";
import type { AppEnv } from "./app-env";

/** A route handler's context: `c.req.valid(...)` returns what the route's zod schemas inferred. */
export type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppEnv>>[0];

/**
 * Registers a documented route whose handler builds its own Response (problem+json included).
 * Validation runs first through the app's defaultHook.
 */
export function route<R extends RouteConfig>(app: OpenAPIHono<AppEnv>, config: R, handler: (c: RouteContext<R>) => Promise<Response>): void {
  // zod-openapi types a handler's result as the documented bodies only; ours return a plain Response
  // (replies shaped by reply(), problems with their own status), so the result type is widened here.
  app.openapi(config, handler as unknown as RouteHandler<R, AppEnv>);
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed JSON or a field failed validation",
  401: "Missing or invalid credentials",
  404: "Not found (also for resources the credentials do not reach)",
  409: "Conflict: closed or expired negotiation, or a duplicate request still in flight",
  413: "Body over 16 KiB",
  415: "Body is not application/json",
  422: "Semantically invalid, or Idempotency-Key reused with a different body",
  429: "Over a limit (per client, shop, buyer or negotiation): retry after the Retry-After header",
  503: "New negotiations on this product (or shop) are paused by the circuit breaker or a PAUSE policy",
};

export function problems(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: PROBLEM_DESCRIPTIONS[s] ?? "Problem", content: { "application/problem+json": { schema: ProblemSchema } } },
    ]),
  );
}

export function jsonBody<S>(schema: S, required = true) {
  return { body: { required, content: { "application/json": { schema } } } };
}
