import type { OpenAPIHono, RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import type { AuthMiddleware } from "./audience";
import type { AudienceEnv, Caller } from "./caller";
import { BODY_METHODS, refuseUnstorableInUrl } from "./json-body";
import { jsonPointer, validationFailed } from "./problem-response";
import { ProblemSchema } from "./schemas";

/** A route handler's context: `c.req.valid(...)` returns what the route's zod schemas inferred, `c.var.caller` who calls. */
export type RouteContext<R extends RouteConfig, C extends Caller = Caller> = Parameters<RouteHandler<R, AudienceEnv<C>>>[0];

/**
 * Registers a documented route on an audience's sub-app; its handler builds its own Response (problem+json
 * included).
 *
 * Path, query and header parameters are validated first, through the app's defaultHook. The body is not
 * left to zod-openapi (its parser and media-type gate throw exceptions the app would answer with a 500):
 * readJsonBody (json-body.ts) has already parsed it, and here it is checked against the route's schema —
 * required, optional, or, for a POST that declares none, nothing or `{}`. URL parameters holding characters
 * Postgres cannot store are refused here too. Then the audience's auth middleware establishes who is calling
 * (`c.var.caller`, of the middleware's caller type C) and hands over to the handler.
 */
export function route<A extends Caller, C extends A, R extends RouteConfig>(
  app: OpenAPIHono<AudienceEnv<A>>,
  config: R,
  auth: AuthMiddleware<C>,
  handler: (c: RouteContext<R, C>) => Promise<Response>,
): void {
  const method = config.method.toUpperCase();
  const takesBody = BODY_METHODS.has(method);
  const declared = config.request?.body;
  const media = declared?.content["application/json"];
  const schema = media && "schema" in media ? (media.schema as ZodType) : undefined;
  const required = declared?.required ?? false;

  // The documented route keeps its body; every route that may receive one can answer 400, 413 and 415.
  app.openAPIRegistry.registerPath(takesBody ? { ...config, responses: { ...problems(400, 413, 415), ...config.responses } } : config);

  const { body: _documentedOnly, ...request } = config.request ?? {};
  const checked = async (c: RouteContext<R, C>): Promise<Response> => {
    refuseUnstorableInUrl(c);
    if (takesBody) c.req.addValidatedData("json", schema ? validBody(schema, c.get("body"), required) : noBody(c.get("body")));
    let response: Response | undefined;
    // The middleware throws a problem, or sets the caller and calls the handler.
    const answered = await auth(c, async () => {
      response = await handler(c);
    });
    const result = answered ?? response;
    if (!result) throw new Error(`the auth middleware of ${config.method.toUpperCase()} ${config.path} neither answered nor called the handler`);
    return result;
  };
  // zod-openapi types a handler's result as the documented bodies only; ours return a plain Response
  // (replies shaped by reply(), problems with their own status), so the result type is widened here.
  app.openapi({ ...config, request, hide: true }, checked as unknown as RouteHandler<RouteConfig, AudienceEnv<A>>);
}

function validBody(schema: ZodType, body: unknown, required: boolean): object {
  if (body === undefined && required) {
    throw validationFailed([{ path: "", pointer: "", message: "a JSON body is required" }], "This request needs a JSON body; it was empty.");
  }
  const parsed = schema.safeParse(body === undefined ? {} : body);
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.flatMap((issue) => {
        // An unknown field is named by its own pointer (zod reports the object that holds it, with the keys aside).
        if (issue.code === "unrecognized_keys") {
          return issue.keys.map((key) => ({ path: [...issue.path, key].join("."), pointer: jsonPointer([...issue.path, key]), message: "not a field of this request" }));
        }
        return [{ path: issue.path.join("."), pointer: jsonPointer(issue.path), message: issue.message }];
      }),
    );
  }
  return parsed.data as object;
}

/** A POST without a documented body (accept, withdraw, issuing a key) takes nothing or `{}`: anything else is a mistake worth telling. */
function noBody(body: unknown): object {
  if (body === undefined) return {};
  if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).length === 0) return {};
  throw validationFailed([{ path: "", pointer: "", message: "expected no body or {}" }], "This request takes no body.");
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed JSON, a field failed validation, or a string holds NUL or an unpaired surrogate",
  401: "Missing or invalid credentials",
  404: "Not found (also for resources the credentials do not reach)",
  409: "Conflict: closed or expired negotiation, or a duplicate request still in flight",
  413: "Body over the limit: 16 KiB (160 KiB for policy files, 1 MiB for document uploads)",
  415: "A non-empty body that is not application/json",
  422: "Semantically invalid, or Idempotency-Key reused with a different body",
  429: "Over a limit (per client, shop, buyer or negotiation): retry after the Retry-After header",
  503: "New negotiations on this product (or shop) are paused by the circuit breaker or a PAUSE policy; on memory routes, a backing store (the knowledge graph) did not answer in time",
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
