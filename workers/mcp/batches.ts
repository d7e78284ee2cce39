/**
 * JSON-RPC batches on the MCP endpoint: how many messages one POST may carry, and what they cost.
 *
 * MCP had batches in one protocol version: 2025-03-26 (whose servers must accept them); 2025-06-18 removed them.
 * @modelcontextprotocol/sdk 1.32's Streamable HTTP transport still takes an array of up to 100 messages under any
 * version and hands them all to the server at once: 100 tool calls ran side by side as 100 in-process API calls,
 * for one request's worth of the client's per-minute ceiling.
 *
 * Here a batch costs what its messages would cost as requests of their own:
 * - at most MAX_BATCH_MESSAGES messages; more is a 400 and nothing runs (the body limit, 16 KB, already kept
 *   a batch to ~100 short tool calls);
 * - none under MCP-Protocol-Version 2025-06-18 or later, and no initialize inside one (2025-03-26 forbids it);
 * - every message counts against the client's per-minute ceiling as a request would (the POST itself counted
 *   one), before any runs: over the ceiling, 429 and nothing runs;
 * - the messages are served one after another, each exactly as a POST of that one message is (its own server
 *   and transport), so every tool call meets the API's own limits (per shop, per buyer, per negotiation) in
 *   order, and a call refused there is that call's tool error (429 rate-limited) while the others are answered;
 * - the answer is a JSON array of the responses in the order of the requests (notifications get none; a batch of
 *   notifications and responses only is a 202 with no body).
 */
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import { validationFailed } from "../problem-response";
import { limitClient } from "../rate-limits";
import type { AppEnv } from "../app-env";

/** The most JSON-RPC messages one POST may carry. */
export const MAX_BATCH_MESSAGES = 10;

/** The first MCP protocol version without JSON-RPC batches. */
export const FIRST_VERSION_WITHOUT_BATCHES = "2025-06-18";

/** Refuses (400) a batch this endpoint does not serve: too long, under a version without batches, or holding an initialize. */
export function checkBatch(batch: readonly unknown[], protocolVersion: string | undefined): void {
  if (batch.length > MAX_BATCH_MESSAGES) {
    throw validationFailed(
      [{ path: "", pointer: "", message: `a batch of ${batch.length} messages; at most ${MAX_BATCH_MESSAGES}` }],
      `A JSON-RPC batch may carry at most ${MAX_BATCH_MESSAGES} messages; nothing in this one was run. Send the rest in further requests: each message costs what a request of its own costs.`,
    );
  }
  if (protocolVersion !== undefined && protocolVersion >= FIRST_VERSION_WITHOUT_BATCHES) {
    throw validationFailed(
      [{ path: "", pointer: "", message: `a batch under MCP-Protocol-Version ${protocolVersion}` }],
      `MCP ${protocolVersion} has no JSON-RPC batches (removed in ${FIRST_VERSION_WITHOUT_BATCHES}): send one message per request.`,
    );
  }
}

/** Refuses (400) a batch holding an initialize request: it must be sent alone. Run after each message's shape is checked. */
export function checkBatchContents(batch: readonly unknown[]): void {
  const at = batch.findIndex((message) => isInitializeRequest(message));
  if (at !== -1) {
    throw validationFailed(
      [{ path: String(at), pointer: `/${at}`, message: "an initialize request inside a batch" }],
      "Send initialize alone, not inside a JSON-RPC batch.",
    );
  }
}

/** Counts a batch's messages after the first against the client's per-minute ceiling (the POST counted the first); 429 when over. */
export async function chargeBatch<E extends AppEnv>(c: Context<E>, messages: number): Promise<void> {
  const counted = async () => {};
  for (let i = 1; i < messages; i++) await limitClient(c as unknown as Context<AppEnv>, counted);
}

/** Serves a batch's messages one after another, each as a request of its own, and answers with their responses in order. */
export async function serveBatch(batch: readonly unknown[], serveOne: (message: unknown, position: number) => Promise<Response>): Promise<Response> {
  const answers: unknown[] = [];
  for (const [position, message] of batch.entries()) {
    const response = await serveOne(message, position);
    // The transport's refusals depend on the request's headers, the same for every message: only the first can be one.
    if (response.status >= 400) return response;
    if (response.status === 202) continue;
    answers.push(await response.json());
  }
  return answers.length === 0 ? new Response(null, { status: 202 }) : Response.json(answers);
}
