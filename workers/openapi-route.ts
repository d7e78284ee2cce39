import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ProblemSchema } from "./schemas";
import type { AppEnv } from "./app-env";

/**
 * Registers a documented route whose handler builds its own Response (problem+json included).
 * Validation runs first through the app's defaultHook.
 */
export function route<R extends RouteConfig>(
  app: OpenAPIHono<AppEnv>,
  config: R,
  handler: (c: Context<AppEnv> & { req: { valid: (target: string) => any } }) => Promise<Response>,
): void {
  app.openapi(config, handler as never);
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed JSON or a field failed validation",
  401: "Missing or invalid credentials",
  404: "Not found (also for resources the credentials do not reach)",
  409: "Conflict: closed or expired negotiation, or a duplicate request still in flight",
  413: "Body over 16 KiB",
  415: "Body is not application/json",
  422: "Semantically invalid, or Idempotency-Key reused with a different body",
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
