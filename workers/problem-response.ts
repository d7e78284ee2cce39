import type { Context } from "hono";
import { problem, type Problem, type ProblemSlug } from "../common/problem";

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

/** One failed field: `path` in dots (`documents.0.documentId`); for the body also `pointer`, RFC 6901 (`/documents/0/documentId`). */
export interface FieldError {
  path: string;
  pointer?: string;
  message: string;
}

/** A 400 validation-failed listing every field; its detail, unless given, the fields joined in one line. */
export function validationFailed(errors: FieldError[], detail?: string): ProblemError {
  const line = detail ?? errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ");
  return new ProblemError("validation-failed", line, { errors });
}

/** A JSON pointer (RFC 6901) from path segments: `~` and `/` inside a segment are escaped. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
