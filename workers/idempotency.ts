import type { Context } from "hono";
import { sha256Hex } from "../common/crypto";
import type { IdempotencyRequest } from "../durable-objects";
import { canonicalJson } from "../policies";
import { ProblemError } from "./problem-response";
import type { AppEnv } from "./app-env";

const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Reads `Idempotency-Key` and fingerprints the request (method, path, canonical body), so that the same
 * key with the same body replays and with a different body is refused.
 */
export async function idempotencyOf<E extends AppEnv>(c: Context<E>): Promise<IdempotencyRequest | undefined> {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return undefined;
  if (!KEY.test(key)) {
    throw new ProblemError("invalid-idempotency-key", "Use 1 to 255 visible ASCII characters, e.g. a UUID.");
  }
  const path = new URL(c.req.url).pathname;
  const requestHash = await sha256Hex(`${c.req.method} ${path} ${canonicalJson(c.get("body") ?? {})}`);
  return { key, requestHash };
}
