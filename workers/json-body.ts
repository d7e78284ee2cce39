import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ProblemError, problemResponse } from "./problem-response";
import { problem } from "../durable-objects";
import type { AppEnv } from "./app-env";

export const MAX_BODY_BYTES = 16 * 1024;
/** Document uploads (contracts, negotiation logs) carry whole texts, in batches. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
const UPLOAD_PATH = /^\/v1\/shops\/[^/]+\/(contracts|negotiation-logs)$/;
/** Policy files may be 64 KiB of YAML; as a JSON string they grow by their escapes. */
export const MAX_POLICY_BYTES = 160 * 1024;
const POLICY_PATH = /^\/v1\/shops\/[^/]+\/policies(\/dry-run)?$/;

const limiter = (maxSize: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: (c) => problemResponse(c, problem("payload-too-large", `Request bodies here are limited to ${maxSize} bytes.`)),
  });
const small = limiter(MAX_BODY_BYTES);
const upload = limiter(MAX_UPLOAD_BYTES);
const policy = limiter(MAX_POLICY_BYTES);

/** Rejects oversized bodies with 413 before anything reads them, streamed or not. */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  UPLOAD_PATH.test(c.req.path) ? upload(c, next) : POLICY_PATH.test(c.req.path) ? policy(c, next) : small(c, next);

/**
 * Reads a JSON body once: a non-empty body must be declared application/json (415), be valid UTF-8 and
 * parse (400). The parsed value (undefined for an empty body) is left in `c.var.body`.
 */
export const readJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "POST" && c.req.method !== "PUT" && c.req.method !== "PATCH") return next();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(await c.req.arrayBuffer());
  } catch {
    throw new ProblemError("invalid-json", "The body is not valid UTF-8.");
  }
  if (text.trim() === "") {
    c.set("body", undefined);
    return next();
  }
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new ProblemError("unsupported-media-type", `Expected application/json, got "${type || "no Content-Type"}".`);
  }
  try {
    c.set("body", JSON.parse(text));
  } catch (error) {
    throw new ProblemError("invalid-json", (error as Error).message);
  }
  return next();
};
