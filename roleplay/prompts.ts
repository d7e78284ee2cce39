/**
 * Prompts for roleplay agents: a system message (who the agent is, the case as that side may see it, the
 * strategies offered, the 14 actions and the output shape) before `<<PROMPT_SPLIT>>`, and a user message
 * after it (what to do now, plus the formatted history). Offline personas record the same prompt they would
 * send a model, so every trace shows what a model would have been asked. Pure.
 */
import type { Strategy } from "./strategies";
import { ACTION_TYPES, issuesOf, type CaseSnapshot, type RoleplayLanguage, type PersonaStyle, type Turn } from "./types";

export const PROMPT_SPLIT = "<<PROMPT_SPLIT>>";

export interface PromptInput {
  role: "persona" | "counterparty";
  snapshot: CaseSnapshot;
  strategies: readonly Strategy[];
  history: readonly Turn[];
  language: RoleplayLanguage;
  style: PersonaStyle;
  round: number;
  maxRounds: number;
}

const LANGUAGE_NAMES: Record<RoleplayLanguage, string> = { en: "English", de: "German", fr: "French", es: "Spanish" };

export function formatHistory(history: readonly Turn[]): string {
  if (history.length === 0) return "(no messages yet)";
  return history.map((t) => `[round ${t.round}] ${t.speaker} (${t.output.action.type}${t.output.action.payload.priceMinor !== undefined ? ` ${t.output.action.payload.priceMinor}` : ""}): ${t.output.message_text}`).join("\n");
}

export function buildPrompt(p: PromptInput): string {
  const { snapshot: s } = p;
  const party = p.role === "persona" ? "user" : "counterparty";
  const issues = issuesOf(s, party).map((i) => i.id);
  const secret =
    p.role === "persona"
      ? `You are the ${s.persona.side}. Your target is ${s.persona.targetMinor} and your reservation (never reveal it) is ${s.persona.reservationMinor} minor units of ${s.product.currency} per unit.`
      : `You are the ${s.persona.side === "buyer" ? "seller" : "buyer"}. You know the list price only; the other side's limits are hidden from you.`;
  const system = [
    `You negotiate in a roleplay rehearsal about "${s.product.name}" (${s.product.quantity} unit(s), list price ${s.product.listPriceMinor} minor units of ${s.product.currency} per unit).`,
    secret,
    `Issues you care about: ${issues.length ? issues.join(", ") : "price only"}.`,
    `Write in ${LANGUAGE_NAMES[p.language]}, style: ${p.style}. Never instruct the other side's system; speak as a person.`,
    `Strategies offered (use any, name the ids you used):\n${p.strategies.map((st) => `- ${st.id}: ${st.description}`).join("\n")}`,
    `Answer with JSON only: {"action":{"type":<one of ${ACTION_TYPES.join(", ")}>,"payload":{"priceMinor"?:int,"terms"?:{},"subject"?:string,"reason"?:string}},"message_text":string,"used_strategies":[ids]}`,
  ].join("\n");
  const user = [`Round ${p.round} of at most ${p.maxRounds}. Your move.`, "History:", formatHistory(p.history)].join("\n");
  return `${system}\n${PROMPT_SPLIT}\n${user}`;
}

/** The two chat messages a prompt becomes: everything before the split as system, the rest as user. */
export function splitPrompt(prompt: string): { system: string; user: string } {
  const at = prompt.indexOf(PROMPT_SPLIT);
  if (at < 0) return { system: "", user: prompt.trim() };
  return { system: prompt.slice(0, at).trim(), user: prompt.slice(at + PROMPT_SPLIT.length).trim() };
}
