/**
 * The worst-case language model, scripted: it obeys whatever the buyer's message tells it, and it words
 * replies carelessly. Pure functions (no Node APIs), so a fake server in Node (fake-openai.ts) and a fetch
 * stub inside workerd can both answer with it.
 *
 * Reading (obedientInterpretation), first rule that applies:
 * 1. "accept", "agree(d)", "deal", "confirm(ed)"            → accept, HIGH (whatever else the message says)
 * 2. "floor", "minimum", "free", "1 cent" / "one cent"       → price 1 minor unit, HIGH (a number nobody wrote)
 * 3. "set/make/change/... the price to N"                   → price N, HIGH
 * 4. "withdraw", "cancel"                                   → withdraw, HIGH
 * 5. numbers: exactly one → that price, HIGH; several → the lowest, HIGH
 * 6. otherwise                                              → question about the price, MEDIUM
 * Numbers are read as written with two decimals ("12,5" → 1250, "1,299.00" → 129900); basis "total" when the
 * message says "total" or "for all", final when it says "final".
 *
 * Wording (obedientPhrasing): chosen by a hash of the request body, one of a faithful restatement of the facts,
 * the same plus "and I can add a 10% discount", a wrong number, "Deal! It's agreed." while the negotiation is
 * not agreed, or "Our floor is 12.00 EUR". A checker must reject all but the first.
 */
import { INTERPRETATION_SCHEMA_NAME } from "../../language/openai-interpreter";
import { PHRASING_SCHEMA_NAME, type PhrasingPromptFacts } from "../../language/openai-phraser";
import type { ModelReading } from "../../language/openai-interpreter";

/** The public facts a reading request carries (what the model is shown besides the message). */
export interface ObedientReadingContext {
  currency?: string;
  quantity?: number;
  standingOffer?: string | null;
}

const ACCEPT = /\b(?:accept(?:ed|s|ing)?|agree(?:d|s)?|deal|confirm(?:ed|s)?)\b/i;
const LOWEST = /\b(?:floor|minimum|free)\b|\b(?:1|one) cent\b/i;
const WITHDRAW = /\b(?:withdraw(?:n|s)?|cancel(?:led|s)?)\b/i;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const SET_PRICE =
  /\b(?:set|make|change|update|put|lower|reduce|drop|force|adjust|override)\b[^\d\n]{0,40}?\b(?:to|=|at)\s*(?:€|\$|£|eur|usd|gbp)?\s*(\d+(?:[.,]\d+)*)/i;

/** "1,299.00" → 129900, "12,5" → 1250, "1.000" → 100000: the number as written, in minor units (two decimals). */
export function writtenToMinor(written: string): number | null {
  const lastSep = Math.max(written.lastIndexOf("."), written.lastIndexOf(","));
  let whole = written;
  let fraction = "";
  if (lastSep !== -1) {
    const tail = written.slice(lastSep + 1);
    if (tail.length <= 2) {
      whole = written.slice(0, lastSep);
      fraction = tail;
    }
  }
  whole = whole.replace(/[.,]/g, "");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

function price(priceMinor: number, message: string): ModelReading {
  const basis = /\btotal\b|\bfor all\b/i.test(message) ? "total" : "unit";
  return { move: { kind: "price", priceMinor, basis, final: /\bfinal\b/i.test(message) }, confidence: "HIGH", gaps: [], questions: [] };
}

/** What the obedient model answers to a reading request. `context` is what it was shown; it ignores it. */
export function obedientInterpretation(message: string, _context?: ObedientReadingContext): ModelReading {
  if (ACCEPT.test(message)) return { move: { kind: "accept" }, confidence: "HIGH", gaps: [], questions: [] };
  if (LOWEST.test(message)) return price(1, message);
  const set = SET_PRICE.exec(message);
  const setMinor = set?.[1] ? writtenToMinor(set[1]) : null;
  if (setMinor !== null) return price(setMinor, message);
  if (WITHDRAW.test(message)) return { move: { kind: "withdraw" }, confidence: "HIGH", gaps: [], questions: [] };
  const numbers = [...message.matchAll(NUMBER)].map((m) => writtenToMinor(m[0])).filter((n): n is number => n !== null);
  if (numbers.length > 0) return price(Math.min(...numbers), message);
  return { move: { kind: "question", topic: "price" }, confidence: "MEDIUM", gaps: ["price"], questions: ["What unit price would you pay?"] };
}

export type ObedientWording = "faithful" | "discount" | "wrong-number" | "false-agreement" | "floor";
export const OBEDIENT_WORDINGS: readonly ObedientWording[] = ["faithful", "discount", "wrong-number", "false-agreement", "floor"];

/** Which wording a request body's hash picks. "false-agreement" becomes "floor" when the deal is real. */
export function obedientWordingFor(facts: PhrasingPromptFacts, bodyHash: number): ObedientWording {
  const wording = OBEDIENT_WORDINGS[(bodyHash >>> 0) % OBEDIENT_WORDINGS.length]!;
  return wording === "false-agreement" && facts.status === "agreed" ? "floor" : wording;
}

/** What the obedient model answers to a phrasing request: `{ text }`. */
export function obedientPhrasing(facts: PhrasingPromptFacts, bodyHash: number): { text: string } {
  const faithful = faithfulWording(facts);
  const currency = /\b([A-Z]{3})$/.exec(facts.shop_offer_per_unit ?? facts.agreement?.per_unit ?? "")?.[1] ?? "EUR";
  switch (obedientWordingFor(facts, bodyHash)) {
    case "faithful":
      return { text: faithful };
    case "discount":
      return { text: `${faithful} And I can add a 10% discount.` };
    case "wrong-number":
      return { text: `We can offer ${wrongAmount(facts, currency)} per unit.` };
    case "false-agreement":
      return { text: "Deal! It's agreed." };
    case "floor":
      return { text: `${faithful} Our floor is 12.00 ${currency}.` };
  }
}

/** The facts restated, as a careful model would (it passes checkReply). */
export function faithfulWording(facts: PhrasingPromptFacts): string {
  const left = facts.rounds_left === 1 ? "1 round" : `${facts.rounds_left} rounds`;
  switch (facts.status) {
    case "agreed":
      return facts.agreement ? `Agreed: ${facts.agreement.per_unit} per unit, ${facts.agreement.total} in total. Thank you!` : "Thank you, we have an agreement.";
    case "rejected":
      return "We could not come to terms this time, so this negotiation is now closed.";
    case "expired":
      return "This negotiation has expired.";
    case "withdrawn":
      return "You withdrew from this negotiation. Thank you for your interest.";
  }
  const asked = facts.clarifying_questions.length > 0 ? `${facts.clarifying_questions.join(" ")} ` : "";
  if (!facts.shop_offer_per_unit) return `${asked}Thank you for your message.`.trim();
  return `${asked}Thank you. Our offer is ${facts.shop_offer_per_unit} per unit, and there are ${left} left.`;
}

/** An amount the facts do not carry: the offer less 7.77, nudged until it matches nothing in the facts. */
function wrongAmount(facts: PhrasingPromptFacts, currency: string): string {
  const stated = JSON.stringify(facts);
  const offered = facts.shop_offer_per_unit ? writtenToMinor(facts.shop_offer_per_unit.split(" ")[0]!) : null;
  let minor = offered !== null && offered > 1_000 ? offered - 777 : 4_999;
  const show = (m: number) => `${Math.trunc(m / 100)}.${String(m % 100).padStart(2, "0")}`;
  while (stated.includes(show(minor)) || minor % 100 === 0) minor += 1;
  return `${show(minor)} ${currency}`;
}

// --- requests --------------------------------------------------------------------------------------------

/** FNV-1a over the UTF-16 code units: a stable, dependency-free hash of a request body. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type LanguageRequestKind = "interpretation" | "phrasing" | "other";

/** Which adapter sent a chat-completions body, by its response-format name. */
export function requestKind(body: unknown): LanguageRequestKind {
  const name = (body as { response_format?: { json_schema?: { name?: unknown } } } | null)?.response_format?.json_schema?.name;
  if (name === INTERPRETATION_SCHEMA_NAME) return "interpretation";
  if (name === PHRASING_SCHEMA_NAME) return "phrasing";
  return "other";
}

/** The JSON data of the last user message, or null. */
export function userData(body: unknown): Record<string, unknown> | null {
  const messages = (body as { messages?: Array<{ role?: string; content?: unknown }> } | null)?.messages;
  const user = Array.isArray(messages) ? [...messages].reverse().find((m) => m?.role === "user") : undefined;
  if (typeof user?.content !== "string") return null;
  try {
    const data = JSON.parse(user.content) as unknown;
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The obedient model's structured answer to a chat-completions request body (parsed JSON), as the string
 * content of the assistant message; null when the request is neither a reading nor a phrasing request.
 * `rawBody` is what the hash is taken over (the body as sent); by default the body re-serialised.
 */
export function obedientContent(body: unknown, rawBody: string = JSON.stringify(body)): string | null {
  const data = userData(body);
  switch (requestKind(body)) {
    case "interpretation": {
      const message = typeof data?.buyer_message === "string" ? data.buyer_message : "";
      return JSON.stringify(
        obedientInterpretation(message, {
          ...(typeof data?.currency === "string" ? { currency: data.currency } : {}),
          ...(typeof data?.quantity === "number" ? { quantity: data.quantity } : {}),
          standingOffer: typeof data?.shop_standing_unit_offer === "string" ? data.shop_standing_unit_offer : null,
        }),
      );
    }
    case "phrasing": {
      const facts: PhrasingPromptFacts = {
        status: typeof data?.status === "string" ? data.status : "open",
        action: typeof data?.action === "string" ? data.action : "hold",
        reasons: Array.isArray(data?.reasons) ? data.reasons.filter((r): r is string => typeof r === "string") : [],
        shop_offer_per_unit: typeof data?.shop_offer_per_unit === "string" ? data.shop_offer_per_unit : null,
        agreement: (data?.agreement as PhrasingPromptFacts["agreement"]) ?? null,
        rounds_left: typeof data?.rounds_left === "number" ? data.rounds_left : 0,
        clarifying_questions: Array.isArray(data?.clarifying_questions) ? data.clarifying_questions.filter((q): q is string => typeof q === "string") : [],
      };
      return JSON.stringify(obedientPhrasing(facts, hashText(rawBody)));
    }
    default:
      return null;
  }
}

/** A chat.completion response body around an assistant message. */
export function chatCompletion(
  model: unknown,
  message: { content: string | null; refusal?: string | null },
  finishReason: "stop" | "length" | "content_filter" = "stop",
): Record<string, unknown> {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1_700_000_000,
    model: typeof model === "string" ? model : "fake",
    choices: [{ index: 0, finish_reason: finishReason, logprobs: null, message: { role: "assistant", content: message.content, refusal: message.refusal ?? null } }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
