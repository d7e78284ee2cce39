/**
 * Term extraction from contract text and negotiation transcripts.
 *
 * Two implementations behind one interface:
 * - `RuleBasedTermExtractor` (offline default, no network): regular expressions for common English phrasings
 *   ("€1,299.00 per unit", "Net 30", "delivery within 3 weeks", "24-month warranty", "liability capped at
 *   150% of the contract value", "Buyer: Acme GmbH"). It returns null for anything it does not recognise and
 *   never guesses between two candidates; it does not understand negations, word numbers ("thirty days"),
 *   tables, or clauses that override each other. Good enough for demos and consistently formatted documents.
 * - `OpenAITermExtractor` (when OPENAI_API_KEY is set): chat completions with a strict JSON-schema response
 *   format generated from zod. The model's answer is parsed by zod twice — shape (types, required fields)
 *   and then domain (ranges, currency code, decimal price strings) — and anything that fails is rejected
 *   with `ExtractionRejectedError`, never stored.
 *
 * Money leaves this module as integer minor units; prices are parsed from decimal strings, never floats.
 */
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";

/** The validated result every extractor returns. Every field is null when the text does not state it. */
export const ExtractedTermsSchema = z
  .object({
    /** Agreed price per unit, minor units. */
    unitPriceMinor: z.number().int().min(0).max(1e13).nullable(),
    /** List / catalogue price per unit (the anchor), minor units. */
    listUnitPriceMinor: z.number().int().min(0).max(1e13).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/).nullable(),
    quantity: z.number().int().min(1).max(1e9).nullable(),
    paymentTermsDays: z.number().int().min(0).max(365).nullable(),
    deliveryDays: z.number().int().min(0).max(730).nullable(),
    warrantyMonths: z.number().int().min(0).max(240).nullable(),
    /** Liability cap as a percentage of the contract value (100 = the contract value). */
    liabilityCapPct: z.number().min(0).max(1000).nullable(),
    counterparty: z.string().trim().min(1).max(200).nullable(),
  })
  .strict();
export type ExtractedTerms = z.infer<typeof ExtractedTermsSchema>;

export const EMPTY_TERMS: ExtractedTerms = {
  unitPriceMinor: null,
  listUnitPriceMinor: null,
  currency: null,
  quantity: null,
  paymentTermsDays: null,
  deliveryDays: null,
  warrantyMonths: null,
  liabilityCapPct: null,
  counterparty: null,
};

export interface ExtractionInput {
  text: string;
  /** Currency to assume when the text shows amounts without one (e.g. the shop's currency). */
  defaultCurrency?: string;
}

export interface TermExtractor {
  /** Recorded with every stored extraction, e.g. "rules-v1" or "openai:gpt-4.1-mini". */
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractedTerms>;
}

/** The model (or a rule) produced something that does not pass validation. Retrying may help (LLMs vary). */
export class ExtractionRejectedError extends Error {
  override readonly name = "ExtractionRejectedError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

// --- money -------------------------------------------------------------------------------------------

/** Digits after the decimal point for a currency (ISO 4217 via Intl; 2 when unknown). */
export function currencyExponent(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * "1299.5" → 129950 (EUR). Accepts only a plain decimal string with '.' as separator; rejects more fraction
 * digits than the currency has. Never goes through a float.
 */
export function decimalToMinor(value: string, currency: string): number {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new ExtractionRejectedError(`not a decimal amount: ${JSON.stringify(value)}`);
  const exponent = currencyExponent(currency);
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > exponent) throw new ExtractionRejectedError(`${value} has more decimals than ${currency} allows`);
  const minor = Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, "0") || "0");
  if (!Number.isSafeInteger(minor)) throw new ExtractionRejectedError(`amount out of range: ${value}`);
  return minor;
}

// --- rule-based ----------------------------------------------------------------------------------------

const SYMBOLS: Record<string, string> = { "€": "EUR", $: "USD", "US$": "USD", "£": "GBP", "¥": "JPY", "₹": "INR", "Fr.": "CHF" };
const CODES = [
  "EUR", "USD", "GBP", "CHF", "JPY", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "CAD", "AUD", "NZD", "INR", "CNY",
  "SGD", "HKD", "ZAR", "BRL", "MXN", "AED", "TRY", "KRW",
];
const CURRENCY = `(?:${CODES.join("|")}|US\\$|€|\\$|£|¥|₹)`;
const AMOUNT = String.raw`\d{1,3}(?:[,.' \u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MONEY_RE = new RegExp(
  String.raw`(${CURRENCY})\s?(${AMOUNT})(?!\d)|(?<![\d.,])(${AMOUNT})\s?(${CURRENCY})(?![A-Za-z])`,
  "g",
);

interface MoneyMention {
  minor: number;
  currency: string;
  before: string;
  after: string;
}

/** "1,299.00" / "1.299,00" / "1 299" / "12,5" → decimal string with '.' ("1299.00", "12.5"). */
function normaliseAmount(raw: string): string | null {
  const s = raw.replace(/[\s\u00a0']/g, "");
  const lastSep = Math.max(s.lastIndexOf("."), s.lastIndexOf(","));
  if (lastSep === -1) return s;
  const tail = s.slice(lastSep + 1);
  const head = s.slice(0, lastSep).replace(/[.,]/g, "");
  // One or two digits after the last separator: a decimal part. Three: a thousands group.
  if (tail.length <= 2) return `${head}.${tail}`;
  if (tail.length === 3) return `${head}${tail}`;
  return null;
}

function findMoney(text: string, defaultCurrency?: string): MoneyMention[] {
  const out: MoneyMention[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const symbol = m[1] ?? m[4];
    const rawAmount = m[2] ?? m[3];
    if (!symbol || !rawAmount) continue;
    const currency = SYMBOLS[symbol] ?? symbol;
    const amount = normaliseAmount(rawAmount);
    if (amount === null) continue;
    let minor: number;
    try {
      minor = decimalToMinor(amount, currency);
    } catch {
      continue;
    }
    const index = m.index ?? 0;
    out.push({
      minor,
      currency,
      before: text.slice(Math.max(0, index - 48), index).toLowerCase(),
      after: text.slice(index + m[0].length, index + m[0].length + 32).toLowerCase(),
    });
  }
  if (out.length === 0 && defaultCurrency) {
    // "unit price: 1299.00" without a currency: use the caller's default currency.
    const re = new RegExp(String.raw`(unit price|price per unit|per unit price|list price)\s*[:=]?\s*(${AMOUNT})`, "gi");
    for (const m of text.matchAll(re)) {
      const amount = normaliseAmount(m[2] ?? "");
      if (amount === null) continue;
      try {
        out.push({ minor: decimalToMinor(amount, defaultCurrency), currency: defaultCurrency, before: (m[1] ?? "").toLowerCase(), after: "" });
      } catch {
        /* ignore */
      }
    }
  }
  return out;
}

const UNIT_AFTER = /^\s*(?:\/\s*(?:unit|pc|pcs|piece|item|ea|each)\b|per\s+(?:unit|piece|item|pc|pcs|box|case|carton|machine|device|seat|licen[cs]e)\b|each\b|apiece\b|a piece\b|a unit\b)/;
const UNIT_BEFORE = /(unit price|price per unit|per[- ]unit price|price each|each at|at a price of|priced at)[^\n]{0,24}$/;
const TOTAL_CONTEXT = /(total|in total|overall|aggregate|contract value|order value|sum of|grand total)[^\n]{0,24}$/;
const LIST_CONTEXT = /(list price|rrp|msrp|catalog(?:ue)? price|regular price|anchor price|original price|asking price)[^\n]{0,24}$/;
const LIABILITY_CONTEXT = /(liabilit|indemn|penalt|deposit|fee of|shipping cost|freight)[^\n]{0,48}$/;

function firstInt(re: RegExp, text: string): number | null {
  const m = re.exec(text);
  return m?.[1] ? Number(m[1].replace(/[,.' \u00a0]/g, "")) : null;
}

function durationToDays(n: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith("week")) return n * 7;
  if (u.startsWith("month")) return n * 30;
  return n;
}

export class RuleBasedTermExtractor implements TermExtractor {
  readonly name = "rules-v1";

  async extract(input: ExtractionInput): Promise<ExtractedTerms> {
    return this.extractSync(input);
  }

  extractSync({ text, defaultCurrency }: ExtractionInput): ExtractedTerms {
    const t = text.replace(/\r\n?/g, "\n");
    const money = findMoney(t, defaultCurrency);
    const quantity = this.quantity(t);

    const listMention = money.find((m) => LIST_CONTEXT.test(m.before));
    const candidates = money.filter((m) => m !== listMention && !LIABILITY_CONTEXT.test(m.before));
    const unit = candidates.find((m) => UNIT_AFTER.test(m.after) || UNIT_BEFORE.test(m.before));
    const total = candidates.find((m) => TOTAL_CONTEXT.test(m.before));
    let unitPriceMinor: number | null = null;
    let currency: string | null = null;
    if (unit) {
      unitPriceMinor = unit.minor;
      currency = unit.currency;
    } else if (total && quantity) {
      unitPriceMinor = Math.round(total.minor / quantity);
      currency = total.currency;
    } else {
      const priced = candidates.filter((m) => /\bprice\b[^\n]{0,16}$/.test(m.before) && !TOTAL_CONTEXT.test(m.before));
      if (priced.length === 1 && priced[0]) {
        unitPriceMinor = priced[0].minor;
        currency = priced[0].currency;
      }
    }
    const listUnitPriceMinor = listMention && (currency === null || listMention.currency === currency) ? listMention.minor : null;
    currency ??= listMention?.currency ?? money[0]?.currency ?? null;

    const terms: ExtractedTerms = {
      unitPriceMinor,
      listUnitPriceMinor,
      currency,
      quantity,
      paymentTermsDays: this.paymentTerms(t),
      deliveryDays: this.delivery(t),
      warrantyMonths: this.warranty(t),
      liabilityCapPct: this.liabilityCap(t),
      counterparty: this.counterparty(t),
    };
    // Out-of-range numbers from odd documents are dropped (null), not rejected: rules cannot be asked again.
    const checked = ExtractedTermsSchema.safeParse(terms);
    if (checked.success) return checked.data;
    const cleaned = { ...terms } as Record<string, unknown>;
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") cleaned[key] = null;
    }
    return ExtractedTermsSchema.parse(cleaned);
  }

  private quantity(t: string): number | null {
    return (
      firstInt(/\b(?:quantity|qty|volume|order(?:ed)? quantity)\b\s*(?:of|:|=|-)?\s*(\d{1,3}(?:[,.' ]\d{3})+|\d+)\b/i, t) ??
      firstInt(
        /\b(\d{1,3}(?:[,' ]\d{3})+|\d+)\s*(?:x\s+)?(?:units?|pcs|pieces|items|boxes|cases|cartons|sets|machines|devices|licen[cs]es|seats|bags|pallets)\b/i,
        t,
      )
    );
  }

  private paymentTerms(t: string): number | null {
    const net = firstInt(/\bnet[\s-]?(\d{1,3})\b/i, t);
    if (net !== null) return net;
    const days =
      firstInt(/\bpayment(?:\s+terms?)?\b[^.\n]{0,48}?\b(\d{1,3})\s*(?:calendar\s+)?days?\b/i, t) ??
      firstInt(/\b(\d{1,3})\s*days?\s+(?:net|payment terms?|to pay|after invoice|from (?:the )?invoice)/i, t);
    if (days !== null) return days;
    if (/\b(?:payment (?:due )?(?:up)?on receipt|due (?:up)?on receipt|payment in advance|prepayment|pre-paid|cash on delivery)\b/i.test(t)) return 0;
    return null;
  }

  private delivery(t: string): number | null {
    const m =
      /\b(?:deliver(?:y|ed|s)?|ship(?:ping|ped|ment|s)?|lead[\s-]?time|dispatch(?:ed)?)\b[^.\n]{0,48}?\b(\d{1,3})\s*(?:business\s+|working\s+|calendar\s+)?(days?|weeks?|months?)\b/i.exec(
        t,
      ) ??
      /\b(\d{1,3})\s*(?:business\s+|working\s+|calendar\s+)?(days?|weeks?|months?)\b[^.\n]{0,16}?\b(?:delivery|lead[\s-]?time|shipping)\b/i.exec(t);
    return m?.[1] && m[2] ? durationToDays(Number(m[1]), m[2]) : null;
  }

  private warranty(t: string): number | null {
    const m =
      /\b(\d{1,3})[\s-]*(years?|yrs?|months?|mos?)\b[\s-]*(?:limited\s+|manufacturer(?:'s)?\s+|parts and labou?r\s+)?warrant/i.exec(t) ??
      /\bwarrant(?:y|ies|ed)\b[^.\n]{0,48}?\b(\d{1,3})\s*(years?|yrs?|months?|mos?)\b/i.exec(t);
    if (!m?.[1] || !m[2]) return null;
    return /^y/i.test(m[2]) ? Number(m[1]) * 12 : Number(m[1]);
  }

  private liabilityCap(t: string): number | null {
    const pct = /\bliabilit(?:y|ies)\b[^.\n]{0,96}?\b(\d{1,4}(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/i.exec(t);
    if (pct?.[1]) return Number(pct[1]);
    const times = /\bliabilit(?:y|ies)\b[^.\n]{0,96}?\b(\d{1,2}(?:\.\d+)?)\s*(?:x|times)\s+(?:the\s+)?(?:contract|order|total|annual|fees|purchase)/i.exec(t);
    if (times?.[1]) return Number(times[1]) * 100;
    if (/\bliabilit(?:y|ies)\b[^.\n]{0,96}?\blimited to (?:the )?(?:total )?(?:contract|order|purchase) (?:value|price|amount)\b/i.test(t)) return 100;
    return null;
  }

  private counterparty(t: string): string | null {
    const role = String.raw`(?:[Bb]uyer|BUYER|[Cc]ustomer|CUSTOMER|[Cc]lient|[Cc]ounterparty|[Pp]urchaser|[Bb]ill(?:ed)? to|[Ss]old to)`;
    const candidates = [
      new RegExp(String.raw`^[ \t]*${role}\s*[:\-–]\s*([^\n;(]{2,120})`, "m").exec(t)?.[1],
      new RegExp(String.raw`\band\s+([A-Z][^\n;,()"]{1,100}?)\s*\(\s*(?:the\s+)?["“]?${role}["”]?\s*\)`).exec(t)?.[1],
      new RegExp(String.raw`\b${role}\s*[:\-–]\s*([^\n;,(]{2,120})`).exec(t)?.[1],
    ];
    for (const c of candidates) {
      const name = c?.trim().replace(/[.,;:\s]+$/, "");
      // A name, not a transcript line ("buyer: can you do 650?"): starts with a capital or digit, no question.
      if (name && /^[A-Z0-9]/.test(name) && !/[?!]/.test(name) && name.split(/\s+/).length <= 8) return name;
    }
    return null;
  }
}

// --- OpenAI ----------------------------------------------------------------------------------------------

/** What the model is asked to return (types only; the domain check is `ExtractedTermsSchema`). */
export const ModelTermsSchema = z.object({
  unit_price: z
    .string()
    .nullable()
    .describe('Agreed price per unit in major units as a plain decimal string with "." (e.g. "1299.00"), or null'),
  list_unit_price: z.string().nullable().describe("List/catalogue price per unit (before discount), same format, or null"),
  currency: z.string().nullable().describe("ISO 4217 code of the prices, e.g. EUR, or null"),
  quantity: z.number().int().nullable().describe("Number of units, or null"),
  payment_terms_days: z.number().int().nullable().describe("Days until payment is due (Net 30 → 30), or null"),
  delivery_days: z.number().int().nullable().describe("Days until delivery (convert weeks ×7), or null"),
  warranty_months: z.number().int().nullable().describe("Warranty length in months (years ×12), or null"),
  liability_cap_pct: z.number().nullable().describe("Liability cap as % of contract value (2× → 200), or null"),
  counterparty: z.string().nullable().describe("Name of the buyer/customer organisation, or null"),
});
export type ModelTerms = z.infer<typeof ModelTermsSchema>;

/** Turns the model's (shape-checked) answer into validated terms, or throws `ExtractionRejectedError`. */
export function modelTermsToExtracted(raw: unknown): ExtractedTerms {
  const shaped = ModelTermsSchema.safeParse(raw);
  if (!shaped.success) throw new ExtractionRejectedError(`model output has the wrong shape: ${shaped.error.message}`);
  const m = shaped.data;
  const currency = m.currency === null ? null : m.currency.trim().toUpperCase();
  const needsCurrency = m.unit_price !== null || m.list_unit_price !== null;
  if (needsCurrency && (currency === null || !/^[A-Z]{3}$/.test(currency))) {
    throw new ExtractionRejectedError(`a price without a valid ISO 4217 currency: ${JSON.stringify(m.currency)}`);
  }
  const candidate = {
    unitPriceMinor: m.unit_price === null ? null : decimalToMinor(m.unit_price, currency!),
    listUnitPriceMinor: m.list_unit_price === null ? null : decimalToMinor(m.list_unit_price, currency!),
    currency,
    quantity: m.quantity,
    paymentTermsDays: m.payment_terms_days,
    deliveryDays: m.delivery_days,
    warrantyMonths: m.warranty_months,
    liabilityCapPct: m.liability_cap_pct,
    counterparty: m.counterparty === null || m.counterparty.trim() === "" ? null : m.counterparty.trim(),
  };
  const checked = ExtractedTermsSchema.safeParse(candidate);
  if (!checked.success) throw new ExtractionRejectedError(`model output out of range: ${checked.error.message}`);
  return checked.data;
}

export interface OpenAIExtractorOptions {
  apiKey: string;
  /** e.g. http://127.0.0.1:8080/v1 for a local server speaking the OpenAI protocol. */
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Texts longer than this are truncated (characters) before sending. */
  maxInputChars?: number;
}

const SYSTEM_PROMPT =
  "You extract commercial terms from contracts and negotiation transcripts for the SELLER. " +
  "Report only what the text states; use null when a term is absent or ambiguous. Never compute or invent numbers " +
  "except unit conversions (weeks→days, years→months, 2× contract value→200). " +
  "unit_price is the final agreed price per unit; list_unit_price is the list price before any discount.";

export class OpenAITermExtractor implements TermExtractor {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly maxInputChars: number;

  constructor(options: OpenAIExtractorOptions) {
    this.model = options.model ?? "gpt-4.1-mini";
    this.name = `openai:${this.model}`;
    this.maxInputChars = options.maxInputChars ?? 48_000;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  async extract({ text, defaultCurrency }: ExtractionInput): Promise<ExtractedTerms> {
    const user = `${defaultCurrency ? `Prices without a currency are in ${defaultCurrency}.\n\n` : ""}${text.slice(0, this.maxInputChars)}`;
    let completion;
    try {
      completion = await this.client.chat.completions.parse({
        model: this.model,
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: user },
        ],
        response_format: zodResponseFormat(ModelTermsSchema, "contract_terms"),
      });
    } catch (error) {
      // Transport and API errors (connection, rate limits, 5xx) propagate unchanged so the consumer retries
      // them. Everything else thrown by the client's parser — invalid JSON, a zod failure, a truncated
      // (finish_reason "length") or filtered answer — means the output is rejected.
      if (error instanceof OpenAI.APIError) throw error;
      throw new ExtractionRejectedError(`model output rejected: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    }
    const message = completion.choices[0]?.message;
    if (!message) throw new ExtractionRejectedError("model returned no choices");
    if (message.refusal) throw new ExtractionRejectedError(`model refused: ${message.refusal}`);
    if (message.parsed == null) throw new ExtractionRejectedError("model returned no parsed content");
    return modelTermsToExtracted(message.parsed);
  }
}

// --- selection -------------------------------------------------------------------------------------------

export interface LanguageEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_EXTRACTION_MODEL?: string;
  OPENAI_EMBEDDING_MODEL?: string;
}

/** OpenAI when OPENAI_API_KEY is set, otherwise the offline rule-based extractor. */
export function createTermExtractor(env: LanguageEnv = {}): TermExtractor {
  if (env.OPENAI_API_KEY) {
    return new OpenAITermExtractor({
      apiKey: env.OPENAI_API_KEY,
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      ...(env.OPENAI_EXTRACTION_MODEL ? { model: env.OPENAI_EXTRACTION_MODEL } : {}),
    });
  }
  return new RuleBasedTermExtractor();
}
