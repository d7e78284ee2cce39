import type { Context } from "hono";
import { problem, type Problem, type ProblemSlug } from "../durable-objects";

/**
 * Serialises a problem as RFC 9457 application/problem+json, with its `instance` set to the request path; a
 * problem that says when to retry (`retryAfterSeconds`) also says it in the Retry-After header.
 */
export function problemResponse(c: Context, p: Problem): Response {
  const headers: Record<string, string> = { "content-type": "application/problem+json" };
  if (typeof p.retryAfterSeconds === "number") headers["retry-after"] = String(p.retryAfterSeconds);
  return new Response(JSON.stringify({ ...p, instance: new URL(c.req.url).pathname }), { status: p.status, headers });
}

/** Thrown inside handlers and middleware; the app's error handler turns it into a problem response. */
export class ProblemError extends Error {
  readonly problem: Problem;
  constructor(slug: ProblemSlug, detail?: string, extensions?: Record<string, unknown>) {
    super(detail ?? slug);
    this.problem = problem(slug, detail, extensions);
  }
}
