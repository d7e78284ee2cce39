/**
 * A model words a reply to a decision the kernel already made: OpenAI chat completions with a strict
 * JSON-schema response format `{ text }`, validated by zod. It never sees the buyer's message, and it sees only
 * public facts, picked field by field from the round's answer: the status, the action, the buyer-facing reason
 * codes, the shop's offer and the agreement already formatted as money, the rounds left and the clarifying
 * questions, the buyer's language, the subject and owner's public text of a question it answers, and the style the
 * assigned agent writes in (absent without an agent: the prompt's facts are then as they always were). The caller
 * checks the sentence (checkReply, in all four languages) and uses the template when the check fails.
 *
 * Latency: one attempt (maxRetries 0) under a hard deadline of `timeoutMs` (default 4 s), as the interpreter.
 * On any failure it throws PhrasingFailedError; the caller falls back to the template.
 */
import type OpenAI from "openai";
import { z } from "zod";
import {
  DEFAULT_LANGUAGE_MODEL,
  DEFAULT_LANGUAGE_TIMEOUT_MS,
  languageClient,
  languageModelSettings,
  requestStructured,
  type LanguageAdapterOverrides,
  type LanguageModelEnv,
} from "./openai-interpreter";
import { PUBLIC_REASONS } from "../kernel/types";
import { formatMoney } from "./money-format";
import { LANGUAGES, type Language } from "./interpretation";
import { isFactSubject } from "./replies/reply-words";
import type { ReplyFacts, ReplyPhraser } from "./phrasing";
import { isLanguageStyle, type LanguageStyle } from "./templates";

/** The response-format name of a phrasing request (a fake model tells requests apart by it). */
export const PHRASING_SCHEMA_NAME = "shop_reply_wording";
const MAX_REPLY_LENGTH = 600;

export const ModelReplySchema = z
  .object({
    text: z.string().max(MAX_REPLY_LENGTH).describe("The reply to the buyer: one to three short sentences"),
  })
  .strict();

/** Exactly what the model is given: public facts, money already formatted. */
export interface PhrasingPromptFacts {
  status: string;
  action: string;
  reasons: string[];
  shop_offer_per_unit: string | null;
  agreement: { per_unit: string; total: string } | null;
  rounds_left: number;
  clarifying_questions: string[];
  /** The buyer's language, which the reply is written in (ISO 639-1: en, de, fr, es). */
  language?: Language;
  /** The buyer asked something: the subject, and the owner's public text on it (quoted word for word) or null. */
  answer?: { subject: string; owner_text: string | null } | null;
  /** The assigned agent's style (formal, friendly, concise); absent when the negotiation has no agent (formal). */
  style?: LanguageStyle;
}

const WORD = /^[a-z_]{1,32}$/i;

export function phrasingPromptFacts(facts: ReplyFacts): PhrasingPromptFacts {
  const offer = facts.shopOffer;
  const agreement = facts.agreement;
  const left = facts.maxRounds - facts.round;
  const language: Language = (LANGUAGES as readonly string[]).includes(facts.language as string) ? facts.language! : "en";
  const formatMinor = (minor: number, currency: string) => formatMoney(minor, currency, language);
  const answer = facts.answer;
  return {
    status: WORD.test(String(facts.status)) ? String(facts.status) : "open",
    action: WORD.test(String(facts.decision.action)) ? String(facts.decision.action) : "hold",
    // Only the reasons a buyer is shown (kernel PUBLIC_REASONS): the others describe strategy or governance.
    reasons: facts.decision.reasons.filter((r) => (PUBLIC_REASONS as ReadonlySet<string>).has(r)).slice(0, 8),
    shop_offer_per_unit: offer ? formatMinor(offer.priceMinor, offer.currency) : null,
    agreement: agreement
      ? { per_unit: formatMinor(agreement.priceMinor, agreement.currency), total: formatMinor(agreement.totalMinor, agreement.currency) }
      : null,
    rounds_left: Number.isSafeInteger(left) && left >= 0 ? left : 0,
    clarifying_questions: (facts.questions ?? []).slice(0, 5).map((q) => String(q).slice(0, 300)),
    language,
    answer: answer
      ? { subject: WORD.test(String(answer.subject).replace(/-/g, "_")) ? String(answer.subject) : "other", owner_text: isFactSubject(answer.subject) && answer.fact ? answer.fact.slice(0, 300) : null }
      : null,
    // Only a known style: the field is an enum in the prompt, never free text a caller could smuggle words through.
    ...(isLanguageStyle(facts.style) ? { style: facts.style } : {}),
  };
}

const SYSTEM_PROMPT = [
  "You write the shop's reply to a buyer in a price negotiation. The decision has already been made; you only put it into words.",
  "The user message is JSON holding the facts of the decision. Restate these facts politely in one to three short sentences, in the language named by the field language (en English, de German, fr French, es Spanish).",
  "Introduce no number, amount, discount, term, condition, date or promise that the facts do not state. Copy amounts exactly as given, with their currency code. " +
    "Do not say a deal is made unless status is \"agreed\". When clarifying_questions are given, include each one word for word.",
  "When answer is given, the buyer asked about answer.subject: include answer.owner_text word for word when it is given; when it is null, say that you have no information on that. Either way, restate the standing offer.",
  "When style is given, write in that style: formal (courteous and businesslike, the default), friendly (warm, speaking as \"we\", thanking the buyer where it fits naturally) or concise (as few words as possible: the price and the rounds left). The style changes only the wording, never a fact.",
  "Return JSON with a single field text.",
].join("\n");

/** The phraser failed; the caller uses the template. */
export class PhrasingFailedError extends Error {
  override readonly name = "PhrasingFailedError";
}

export interface OpenAIPhraserOptions {
  apiKey: string;
  baseURL?: string;
  /** Default gpt-4o-mini. */
  model?: string;
  /** Hard deadline for the one attempt, in ms. Default 4000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class OpenAIPhraser implements ReplyPhraser {
  readonly name = "openai";
  readonly model: string;
  readonly timeoutMs: number;
  private readonly client: OpenAI;

  constructor(options: OpenAIPhraserOptions) {
    this.model = options.model ?? DEFAULT_LANGUAGE_MODEL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_LANGUAGE_TIMEOUT_MS;
    this.client = languageClient(options, this.timeoutMs);
  }

  async phrase(facts: ReplyFacts): Promise<string> {
    const result = await requestStructured(this.client, {
      model: this.model,
      system: SYSTEM_PROMPT,
      user: JSON.stringify(phrasingPromptFacts(facts)),
      schema: ModelReplySchema,
      schemaName: PHRASING_SCHEMA_NAME,
      maxTokens: 300,
      timeoutMs: this.timeoutMs,
    });
    if (!result.ok) throw new PhrasingFailedError(`openai phrasing failed: ${result.reason}`);
    const text = result.value.text.trim();
    if (text === "") throw new PhrasingFailedError("openai phrasing failed: empty text");
    return text;
  }
}

/** OpenAIPhraser when PARLEY_LANGUAGE_MODEL=openai and a key is set; otherwise null (the templates). */
export function createPhraser(env: LanguageModelEnv | null | undefined, overrides: LanguageAdapterOverrides = {}): ReplyPhraser | null {
  const settings = languageModelSettings(env);
  return settings ? new OpenAIPhraser({ ...settings, ...overrides }) : null;
}
