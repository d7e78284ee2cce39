import type { Context } from "hono";
import type { RpcResult } from "../common/problem";
import type { RoundResult } from "../durable-objects";
import { isLanguageStyle, renderMessage, type LanguageStyle } from "../language";
import { problemResponse } from "./problem-response";
import type { AppEnv } from "./app-env";

/** Turns a Durable Object's result into a response; replays carry `Idempotent-Replayed: true`. */
export function reply<T, E extends AppEnv>(c: Context<E>, result: RpcResult<T>, shape: (body: T) => unknown = (b) => b): Response {
  if (!result.ok) return problemResponse(c, result.problem);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (result.replayed) headers["idempotent-replayed"] = "true";
  const retry = (result.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof retry === "number") headers["retry-after"] = String(retry);
  return new Response(JSON.stringify(shape(result.body)), { status: result.status, headers });
}

/**
 * A round's answer with its words: rendered from the stored numbers (and the agent's reply style, when the room's
 * answer names one), so replays read the same. The style is the shop's business: it is not sent.
 */
export function withMessage<T extends RoundResult>(answer: T): T & { message: string } {
  const { shown, style } = splitReplyStyle(answer);
  return { ...shown, message: renderMessage({ ...shown, ...(style ? { style } : {}) }) };
}

/**
 * The room's answer without its owner-side field, and the style that field names (a known one, else none: formal).
 * Everything the buyer is sent goes through here.
 */
export function splitReplyStyle<T extends object>(answer: T): { shown: T; style: LanguageStyle | undefined } {
  if (!Object.hasOwn(answer, "replyStyle")) return { shown: answer, style: undefined };
  const { replyStyle, ...shown } = answer as T & { replyStyle?: unknown };
  return { shown: shown as T, style: isLanguageStyle(replyStyle) ? replyStyle : undefined };
}

