/**
 * RFC 9457 problem details, shared by the Durable Objects (which decide most errors)
 * and the worker (which serialises them). `type` values are stable: clients may switch on them.
 */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  [extension: string]: unknown;
}

export const PROBLEM_TYPES = {
  "invalid-json": { status: 400, title: "Request body is not valid JSON" },
  "validation-failed": { status: 400, title: "Request failed validation" },
  "invalid-idempotency-key": { status: 400, title: "Idempotency-Key header is invalid" },
  unauthorized: { status: 401, title: "Missing or invalid credentials" },
  forbidden: { status: 403, title: "Credentials do not grant access to this resource" },
  "not-found": { status: 404, title: "Resource not found" },
  "method-not-allowed": { status: 405, title: "Method not allowed" },
  "negotiation-closed": { status: 409, title: "Negotiation is no longer open" },
  "negotiation-expired": { status: 409, title: "Negotiation has expired" },
  "no-standing-offer": { status: 409, title: "There is no standing offer to accept" },
  "idempotency-in-flight": { status: 409, title: "A request with this Idempotency-Key is still being processed" },
  "already-exists": { status: 409, title: "Resource already exists" },
  conflict: { status: 409, title: "The request conflicts with the resource's state" },
  "payload-too-large": { status: 413, title: "Request body is too large" },
  "unsupported-media-type": { status: 415, title: "Content-Type must be application/json" },
  "idempotency-key-reused": { status: 422, title: "Idempotency-Key was used with a different request" },
  "invalid-product-config": { status: 422, title: "Product configuration is inconsistent" },
  "currency-mismatch": { status: 422, title: "Currency does not match the negotiation's currency" },
  "invalid-offer": { status: 422, title: "Offer cannot be evaluated" },
  "invalid-policy-set": { status: 422, title: "Policy file refused" },
  "invalid-human-decision": { status: 422, title: "The decision would break the negotiation's rules" },
  "work-limit-exceeded": { status: 422, title: "The request would take more work than one request may" },
  "answer-pending": { status: 409, title: "The shop has not answered your last move yet" },
  "escalation-closed": { status: 409, title: "This escalation has already been decided" },
  "rate-limited": { status: 429, title: "Too many requests" },
  "too-many-open-negotiations": { status: 429, title: "A negotiation is already open" },
  "shop-paused": { status: 503, title: "Negotiation is paused for this shop" },
  "graph-unavailable": { status: 503, title: "The knowledge graph did not answer in time" },
  "database-unavailable": { status: 503, title: "The database could not be reached" },
  "internal-error": { status: 500, title: "Internal error" },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemSlug = keyof typeof PROBLEM_TYPES;

export function problemType(slug: ProblemSlug): string {
  return `/problems/${slug}`;
}

export function problem(slug: ProblemSlug, detail?: string, extensions: Record<string, unknown> = {}): Problem {
  const { status, title } = PROBLEM_TYPES[slug];
  return { type: problemType(slug), title, status, ...(detail === undefined ? {} : { detail }), ...extensions };
}

/** What a Durable Object RPC method returns: exceptions lose their shape over RPC, results don't. */
export type RpcResult<T> =
  | { ok: true; status: number; body: T; replayed?: boolean }
  | { ok: false; problem: Problem };

export function ok<T>(body: T, status = 200): RpcResult<T> {
  return { ok: true, status, body };
}

export function fail<T = never>(slug: ProblemSlug, detail?: string, extensions?: Record<string, unknown>): RpcResult<T> {
  return { ok: false, problem: problem(slug, detail, extensions) };
}
