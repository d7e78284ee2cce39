/**
 * An audience's sub-app and its auth middleware. Each audience (operator, shop owner, buyer, supplier, discovery,
 * MCP) is one OpenAPIHono sub-app that workers/app.ts mounts; each of its routes runs through the audience's auth
 * middleware, which establishes who is calling and sets `c.var.caller` (workers/caller.ts) before the handler.
 *
 * Why per route and not `sub.use("*", auth)`: mounting copies a sub-app's middleware into the one router the
 * app shares, where it would also run on the other audiences' routes under the same paths (a shop owner's
 * /v1/shops/{shopId}/… and a buyer's). route() (openapi-route.ts) runs the middleware after the request's path,
 * query, headers and body have been validated, as each handler checked its credentials first thing before.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { ZodError } from "zod";
import { problem } from "../common/problem";
import type { AudienceEnv, Caller } from "./caller";
import { problemResponse } from "./problem-response";
import type { AppEnv } from "./app-env";

declare const callerType: unique symbol;

/** Auth middleware that sets `c.var.caller` to a C (the symbol-keyed member exists only in the type, to carry C). */
export type AuthMiddleware<C extends Caller> = MiddlewareHandler<AudienceEnv<C>> & { readonly [callerType]?: C };

/** Middleware from a check that returns who is calling, or throws a problem (401, 404, 429). */
export function authenticate<C extends Caller>(who: <E extends AppEnv>(c: Context<E>) => C | Promise<C>): AuthMiddleware<C> {
  return async (c, next) => {
    c.set("caller", await who(c));
    await next();
  };
}

/**
 * Every validation failure (path, query, headers; bodies are checked in route()) is a problem+json listing each
 * field, never Zod's raw error.
 */
export function validationProblem(result: { success: true } | { success: false; error: ZodError }, c: Context): Response | undefined {
  if (result.success) return undefined;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ");
  return problemResponse(c, problem("validation-failed", detail, { errors }));
}

/** A sub-app for one audience, whose callers are C. */
export function audienceApp<C extends Caller>(): OpenAPIHono<AudienceEnv<C>> {
  return new OpenAPIHono<AudienceEnv<C>>({ defaultHook: validationProblem });
}

/** An audience's sub-app, as its route modules take it. */
export type AudienceApp<C extends Caller> = OpenAPIHono<AudienceEnv<C>>;
