/**
 * The MCP audience: buyer and supplier agents' endpoint, `POST /mcp` (MCP Streamable HTTP, stateless: see mcp-server.ts).
 *
 * In front of the transport, the same gates as every API call: the per-client ceiling, the body limit and the
 * one body reader (json-body.ts: 413, 415, invalid-json, NUL and lone surrogates). The reader keeps the parsed
 * body and the transport is handed that (`parsedBody`), never the consumed stream. Then, before any MCP
 * processing, the buyer or supplier key (mcp-auth.ts; 401 problem+json), the Idempotency-Key's form, and the JSON-RPC shape (400).
 * A batch is at most 10 messages, each counted and served as a request of its own (batches.ts).
 * Refusals at the HTTP level are problem+json like everywhere else; what happens inside JSON-RPC (an unknown
 * method, a tool error) is answered in JSON-RPC.
 */
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import { problem, type ProblemSlug } from "../../common/problem";
import { audienceApp } from "../audience";
import { idempotencyOf } from "../idempotency";
import { limitBody, readJsonBody } from "../json-body";
import { problemResponse, validationFailed } from "../problem-response";
import { limitClient } from "../rate-limits";
import type { AppEnv } from "../app-env";
import { apiCaller, type AppFetch } from "./api-caller";
import { chargeBatch, checkBatchContents, checkBatch, MAX_BATCH_MESSAGES, serveBatch } from "./batches";
import { mcpAccount } from "./buyer-key";
import { mcpCaller, type McpCaller } from "./mcp-auth";
import { serveMcp, type McpContext } from "./mcp-server";

export const MCP_PATH = "/mcp";

/** The MCP endpoint as a sub-app; its tools call `api` (the whole app) in-process. */
export function mcpApp(api: AppFetch) {
  const app = audienceApp<McpCaller>();
  app.use(MCP_PATH, limitClient, limitBody, readJsonBody);
  app.post(MCP_PATH, mcpCaller, async (c) => {
    const caller = c.var.caller;
    await idempotencyOf(c);
    const body = jsonRpcBody(c.get("body"), c.req.header("mcp-protocol-version"));
    const account = caller.kind === "mcp-buyer" ? mcpAccount(c.env, caller) : null;
    // Each message of a batch calls the API with an idempotency key of its own position (api-caller.ts).
    const context = (position?: number): McpContext =>
      caller.kind === "mcp-buyer"
        ? { audience: "buyer", buyer: caller, account: account!, api: apiCaller(c, api, position) }
        : { audience: "supplier", supplier: caller, api: apiCaller(c, api, position) };
    const serve = (message: unknown, position?: number) => serveMcp(transportRequest(c), message, context(position));
    let response: Response;
    if (Array.isArray(body)) {
      await chargeBatch(c, body.length);
      response = await serveBatch(body, serve);
    } else {
      response = await serve(body);
    }
    return response.status >= 400 ? refusal(c, response) : response;
  });
  app.on(["GET", "DELETE", "PUT", "PATCH"], MCP_PATH, (c) => {
    const res = problemResponse(c, problem("method-not-allowed", `This MCP endpoint is stateless: POST one JSON-RPC message (or a batch of up to ${MAX_BATCH_MESSAGES}) per request; there is no session to stream from or delete.`));
    res.headers.set("allow", "POST");
    return res;
  });
  return app;
}

/** A JSON-RPC 2.0 message or a batch of them this endpoint serves (batches.ts), as the transport will accept it; 400 otherwise. */
function jsonRpcBody(body: unknown, protocolVersion: string | undefined): unknown {
  if (body === undefined) {
    throw validationFailed([{ path: "", pointer: "", message: "a JSON-RPC message is required" }], "Send one JSON-RPC 2.0 message (or a batch of them) as the body.");
  }
  if (Array.isArray(body) && body.length === 0) {
    throw validationFailed([{ path: "", pointer: "", message: "an empty batch" }], "A JSON-RPC batch needs at least one message.");
  }
  if (Array.isArray(body)) checkBatch(body, protocolVersion);
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  const bad = messages.findIndex((m) => !JSONRPCMessageSchema.safeParse(m).success);
  if (bad !== -1) {
    const at = Array.isArray(body) ? String(bad) : "";
    throw validationFailed(
      [{ path: at, pointer: at && `/${at}`, message: "expected a JSON-RPC 2.0 request, notification or response (no other members)" }],
      "The body is not a JSON-RPC 2.0 message this endpoint accepts.",
    );
  }
  if (Array.isArray(body)) checkBatchContents(body);
  return body;
}

/**
 * The request the transport sees: only what it reads. The body is already parsed; it always answers JSON (any
 * MCP client accepts that), so Accept and Content-Type are set for its checks; the credential stays out of it.
 */
function transportRequest<E extends AppEnv>(c: Context<E>): Request {
  const headers = new Headers({ accept: "application/json, text/event-stream", "content-type": "application/json" });
  const version = c.req.header("mcp-protocol-version");
  if (version !== undefined) headers.set("mcp-protocol-version", version);
  return new Request(c.req.url, { method: "POST", headers });
}

const REFUSALS: Partial<Record<number, ProblemSlug>> = { 400: "validation-failed", 404: "not-found", 405: "method-not-allowed", 413: "payload-too-large", 415: "unsupported-media-type" };

/** The transport's own refusals (a JSON-RPC error with no id, e.g. an unsupported MCP-Protocol-Version) as problem+json. */
async function refusal<E extends AppEnv>(c: Context<E>, response: Response): Promise<Response> {
  let detail: string | undefined;
  try {
    detail = ((await response.json()) as { error?: { message?: string } }).error?.message;
  } catch {
    detail = undefined;
  }
  return problemResponse(c, problem(REFUSALS[response.status] ?? "internal-error", detail));
}
