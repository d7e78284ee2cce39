import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ProblemError, problemResponse } from "./problem-response";
import { problem } from "../durable-objects";
import type { AppEnv } from "./app-env";

export const MAX_BODY_BYTES = 16 * 1024;

/** Rejects bodies over 16 KiB with 413 before anything reads them, streamed or not. */
export const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => problemResponse(c, problem("payload-too-large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`)),
});

/**
 * Reads a JSON body once: a non-empty body must be declared application/json (415) and parse (400).
 * The parsed value (or undefined for an empty body) is left in `c.var.body` for hashing and checks.
 */
export const readJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "POST" && c.req.method !== "PUT" && c.req.method !== "PATCH") return next();
  const text = await c.req.text();
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
