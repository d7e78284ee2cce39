/**
 * A roleplay agent whose turns come from a language model: the engine's prompt is split at `<<PROMPT_SPLIT>>`
 * into a system message and a user message (the turn and the formatted history), the model's answer is parsed
 * with the agent-output schema, and a malformed answer (not JSON, the wrong shape, a refusal, an HTTP error) is
 * recorded raw as a discarded attempt; the turn then falls back to an offline agent when one is given, or ends
 * the run cleanly as `error` (never an exception). As the counterparty (a seller persona for a buyer preparing
 * its own negotiation) its actions carry the facts the engine and the WorldAgent need: its price is the standing
 * offer, ACCEPT agrees, WALK_AWAY / REJECT / TIMEOUT_END / ESCALATE_TO_DECIDER end the run.
 *
 * Pure but for `complete`, handed in: roleplay/adapters/model-client.ts wraps the `openai` client, tests a stub.
 */
import { parseAgentOutput, type AgentStep, type AgentView, type RoleplayAgent } from "../engine";
import { splitPrompt } from "../prompts";
import type { AgentOutput, Turn } from "../types";

export type ChatCompletionResult = { ok: true; content: string } | { ok: false; reason: string; content?: string };
/** One chat completion: a system and a user message in, the model's text (or why there is none) out. */
export type ChatComplete = (messages: { system: string; user: string }) => Promise<ChatCompletionResult>;

export interface ModelAgentOptions {
  complete: ChatComplete;
  /** The role the agent plays; the counterparty's actions also end the run and set the standing offer. */
  role: "persona" | "counterparty";
  /** Speaks for the turn when the model's answer is unusable (the offline persona of the same seed, say). */
  fallback?: RoleplayAgent;
}

const OFFER_TYPES = new Set(["PROPOSE_OFFER", "COUNTER_OFFER", "CONCEDE", "TRADE", "PROPOSE_PACKAGE"]);

function lastPrice(history: readonly Turn[], speaker: Turn["speaker"]): number | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i]!;
    if (t.speaker === speaker && t.output.action.payload.priceMinor !== undefined) return t.output.action.payload.priceMinor;
  }
  return undefined;
}

/** What a counterparty's output means for the run: the standing offer, and whether (and how) it ends. */
export function counterpartyFacts(output: AgentOutput, history: readonly Turn[]): Omit<AgentStep, "raw"> {
  const { type, payload } = output.action;
  const standing = OFFER_TYPES.has(type) ? payload.priceMinor : undefined;
  const facts: Omit<AgentStep, "raw"> = standing !== undefined ? { standingMinor: standing, outcome: "price" } : {};
  switch (type) {
    case "ACCEPT": {
      const agreed = payload.priceMinor ?? lastPrice(history, "persona") ?? lastPrice(history, "counterparty");
      return { ...facts, end: "agreed", outcome: "agreed", ...(agreed !== undefined ? { agreedMinor: agreed, standingMinor: agreed } : {}) };
    }
    case "WALK_AWAY":
      return { ...facts, end: "walked-away", outcome: "withdrawn" };
    case "REJECT":
      return { ...facts, end: "rejected", outcome: "rejected" };
    case "TIMEOUT_END":
      return { ...facts, end: "timeout", outcome: "expired" };
    case "ESCALATE_TO_DECIDER":
      return { ...facts, end: "escalated", outcome: "held", handedToPerson: true };
    case "ASK_INFO":
    case "REQUEST_CRITERIA":
      return { ...facts, outcome: "clarify" };
    default:
      return facts;
  }
}

/** The raw answer the engine records when the model failed and no fallback speaks: parses, ends the run. */
function giveUp(reason: string): AgentOutput {
  return { action: { type: "TIMEOUT_END", payload: { reason: `model output unusable: ${reason}`.slice(0, 500) } }, message_text: "(the model gave no usable answer)", used_strategies: [] };
}

export function modelAgent(o: ModelAgentOptions): RoleplayAgent {
  return {
    async act(view: AgentView): Promise<AgentStep> {
      const result = await o.complete(splitPrompt(view.prompt));
      const raw = result.ok ? result.content : (result.content ?? "");
      const checked = result.ok ? parseAgentOutput(raw) : { parsed: null, error: result.reason };
      if (checked.parsed) {
        return { raw, prompt: view.prompt, ...(o.role === "counterparty" ? counterpartyFacts(checked.parsed, view.history) : {}) };
      }
      const attempt = { prompt: view.prompt, raw, error: checked.error ?? "unusable" };
      if (o.fallback) {
        const step = await o.fallback.act(view);
        return { ...step, attempts: [attempt, ...(step.attempts ?? [])] };
      }
      return { raw: JSON.stringify(giveUp(attempt.error)), prompt: view.prompt, attempts: [attempt], end: "error", outcome: "model-failed" };
    },
  };
}
