/**
 * What a tool call returns: structuredContent matching the tool's output schema and a short text for models
 * that read text only. A business failure is a tool error (`isError: true`) carrying the API's problem — never
 * a JSON-RPC protocol error — so the model sees the same `type`, `title` and `detail` an HTTP client would.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ZodType } from "zod";
import { problem, type Problem } from "../../common/problem";
import type { ApiOutcome } from "./api-caller";
import { ProblemOutput, type Catalog, type NegotiationStateBody, type Round } from "./tool-schemas";

export function problemResult(p: Problem): CallToolResult {
  const parsed = ProblemOutput.safeParse(p);
  const body = parsed.success ? parsed.data : problem("internal-error");
  const retry = typeof body.retryAfterSeconds === "number" ? ` Retry after ${body.retryAfterSeconds} s.` : "";
  const text = `Error ${body.status} ${body.type} — ${body.title}${body.detail ? `: ${body.detail}` : "."}${retry}`;
  return { isError: true, content: [{ type: "text", text }], structuredContent: { problem: body } };
}

/**
 * A successful answer of the API, parsed through the tool's whitelist (anything it does not list is dropped),
 * under `key`; an answer that does not fit is our failure, reported as one.
 */
export function okResult<T>(key: string, schema: ZodType<T>, outcome: ApiOutcome, text: (value: T) => string): CallToolResult {
  if (!outcome.ok) return problemResult(outcome.problem);
  const parsed = schema.safeParse(outcome.body);
  if (!parsed.success) {
    console.error("MCP: an API answer did not fit the tool's output schema", parsed.error.issues.slice(0, 5));
    return problemResult(problem("internal-error", "The answer could not be shaped for this tool; nothing else went wrong on your side."));
  }
  return { content: [{ type: "text", text: text(parsed.data) }], structuredContent: { [key]: parsed.data } };
}

/**
 * The last check before a result leaves: none of the secrets (the negotiation token, the buyer key) may appear
 * anywhere in it. The whitelists above already drop them; this holds even if an answer ever echoed one.
 */
export function withoutSecrets(result: CallToolResult, secrets: readonly string[]): CallToolResult {
  const json = JSON.stringify(result);
  if (!secrets.some((secret) => secret.length > 0 && json.includes(secret))) return result;
  console.error("MCP: a tool result carried a secret and was withheld");
  return problemResult(problem("internal-error", "The answer was withheld; try get_negotiation."));
}

const money = (minor: number, currency: string) => `${minor} ${currency} minor units`;
/** A package's terms in a line of text: ` with payment-days 30, support-tier standard` (nothing for price only). */
const withTerms = (terms: Record<string, number | string> | undefined) =>
  terms && Object.keys(terms).length > 0 ? ` with ${Object.entries(terms).map(([id, value]) => `${id} ${value}`).join(", ")}` : "";

export function roundText(r: Round): string {
  const parts = [`Negotiation ${r.negotiationId} (${r.productId} × ${r.quantity}): ${r.status}, round ${r.round} of ${r.maxRounds}. ${r.message}`];
  if (r.agreement) {
    parts.push(`Agreed at ${money(r.agreement.priceMinor, r.agreement.currency)} per unit${withTerms(r.agreement.terms)} (total ${r.agreement.totalMinor}).`);
    const switches = r.agreement.switches ?? [];
    if (switches.length > 0) parts.push(`Until ${r.agreement.switchesUntil}, you may switch the deal to one of these packages with switch_agreement and its optionId: ${switches.map((o) => `${o.id}: ${o.priceMinor}${withTerms(o.terms)}`).join("; ")}.`);
  }
  else if (r.shopOffer) {
    parts.push(`Shop's standing offer: ${money(r.shopOffer.priceMinor, r.shopOffer.currency)} per unit${withTerms(r.shopOffer.terms)} (total ${r.shopOffer.totalMinor}), valid until ${r.shopOffer.validUntil}.`);
    const options = r.shopOffer.options ?? [];
    if (options.length > 1) parts.push(`Or take one of these packages with accept and its optionId: ${options.map((o) => `${o.id}: ${o.priceMinor}${withTerms(o.terms)}`).join("; ")}.`);
  }
  const questions = r.interpretation?.questions ?? [];
  if (questions.length > 0) parts.push(`The shop asks: ${questions.join(" ")}`);
  return parts.join(" ");
}

export function negotiationText(n: NegotiationStateBody): string {
  const offer = n.agreement
    ? `agreed at ${money(n.agreement.priceMinor, n.agreement.currency)} per unit${withTerms(n.agreement.terms)}`
    : n.shopOffer
      ? `shop's standing offer ${money(n.shopOffer.priceMinor, n.shopOffer.currency)} per unit${withTerms(n.shopOffer.terms)}`
      : "no standing offer";
  const history = n.history.map((h) => `${h.party} ${h.kind}${h.priceMinor === null ? "" : ` ${h.priceMinor}`}`).join(", ");
  return `Negotiation ${n.negotiationId} on ${n.productName} (${n.productId} × ${n.quantity}): ${n.status}, round ${n.round} of ${n.maxRounds}, ${offer}. History: ${history || "none"}.`;
}

export function catalogText(catalog: Catalog): string {
  if (catalog.products.length === 0) return `${catalog.name} has no negotiable products yet.`;
  const lines = catalog.products.map((p) => `- ${p.productId}: ${p.name}, list price ${money(p.listPriceMinor, p.currency)} per unit, up to ${p.maxRounds} rounds`);
  return `${catalog.name} negotiates on:\n${lines.join("\n")}`;
}
