/**
 * The thin shell between roleplay model agents (personas/model.ts) and a model: one OpenAI chat completion
 * through the `openai` client — the system message and the user message of a split prompt, JSON mode — bounded
 * in time, one attempt, never throwing: a failure comes back as a reason (and whatever text there was), which the
 * agent records raw. The same settings as the language layer choose the model (PARLEY_LANGUAGE_MODEL=openai,
 * OPENAI_LANGUAGE_API_KEY / _BASE_URL / _MODEL), so a local server speaking the protocol stands in for it.
 */
import OpenAI from "openai";
import { languageModelSettings, type LanguageModelEnv } from "../../language/openai-interpreter";
import type { ChatComplete } from "../personas/model";

export const DEFAULT_ROLEPLAY_MODEL = "gpt-4o-mini";

export interface RoleplayModelOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  maxTokens?: number;
  fetch?: typeof fetch;
}

export function openaiChat(o: RoleplayModelOptions): ChatComplete {
  const timeoutMs = o.timeoutMs ?? 20_000;
  const client = new OpenAI({ apiKey: o.apiKey, ...(o.baseURL ? { baseURL: o.baseURL } : {}), ...(o.fetch ? { fetch: o.fetch as never } : {}), timeout: timeoutMs, maxRetries: 0 });
  return async ({ system, user }) => {
    try {
      const completion = await client.chat.completions.create({
        model: o.model ?? DEFAULT_ROLEPLAY_MODEL,
        temperature: 0.7,
        max_completion_tokens: o.maxTokens ?? 600,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
      });
      const choice = completion.choices?.[0];
      const content = choice?.message?.content ?? "";
      if (choice?.message?.refusal) return { ok: false, reason: "refusal", content: choice.message.refusal };
      if (choice?.finish_reason === "length") return { ok: false, reason: "truncated", content };
      if (!content.trim()) return { ok: false, reason: "empty reply" };
      return { ok: true, content };
    } catch (error) {
      if (error instanceof OpenAI.APIError && typeof error.status === "number") return { ok: false, reason: `HTTP ${error.status}` };
      if (error instanceof OpenAI.APIConnectionTimeoutError) return { ok: false, reason: "timeout" };
      if (error instanceof OpenAI.APIConnectionError) return { ok: false, reason: "network error" };
      return { ok: false, reason: "request failed" };
    }
  };
}

/** The chat function the deployment's model settings give, or null when no model is configured. */
export function roleplayModelFromEnv(env: LanguageModelEnv, overrides: Partial<RoleplayModelOptions> = {}): ChatComplete | null {
  const settings = languageModelSettings(env);
  return settings ? openaiChat({ ...settings, ...overrides }) : null;
}
