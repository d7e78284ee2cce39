/**
 * What a request for quotes and a bid must look like before the auction core touches them: every wrong field
 * becomes a problem with a JSON pointer (`/price/ceilingMinor`, `/negotiable/2/step`) that the edges answer as a
 * 4xx, and nothing downstream re-checks shapes. The shapes are zod schemas, as in contracts/validate.ts; the
 * negotiable terms and valuation are checked by terms/ (`validateTerms`, against the price span target..ceiling)
 * and the SLA targets by contracts/ (the same rules a contract's targets follow), so a request can carry exactly
 * what a product and a contract can.
 *
 * Rules beyond shapes:
 * - the target is below the ceiling (price's value needs a span to run over);
 * - the deadline lies after `now` and at most `maxDurationMs` after it;
 * - negotiate-best-k names k (1..maxBestK) and the other formats do not; it may set its negotiation (a window up to
 *   maxNegotiationWindowMs, rounds up to maxNegotiationRounds, a policy set), defaults filled in;
 * - invited suppliers are 1..maxInvited distinct ids;
 * - required terms have distinct slug ids; one sharing its id with a negotiable term has that term's kind, and a
 *   choice lists only values the term allows.
 */
import { z } from "zod";
import { DEFAULT_CONTRACT_LIMITS } from "../contracts/limits";
import { validateTerms as validateContractTerms } from "../contracts/validate";
import type { SlaTarget } from "../contracts/types";
import { TERM_ID } from "../terms/validate";
import { validateTerms as validateTermDeclarations } from "../terms/validate";
import { DEFAULT_NEGOTIATION_ROUNDS, DEFAULT_NEGOTIATION_WINDOW_MS, DEFAULT_REPUTATION_WEIGHTING } from "./limits";
import { AUCTION_FORMATS, type AuctionLimits, type BidInput, type RequestForQuotes, type RequiredTerm } from "./types";

export interface InputProblem {
  pointer: string;
  detail: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };

/** Ids of requests, organisations, suppliers and bids: 1..128 printable characters (they travel in events and URLs). */
export const ENTITY_ID = /^[^\u0000-\u001f\u007f]{1,128}$/;
const entityId = z.string().regex(ENTITY_ID, "must be 1 to 128 characters without control characters");
const text = (most: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(most, `must be at most ${most} characters`)
    .regex(/^[^\u0000-\u001f\u007f]*$/, "must not contain control characters");
const minorUnits = z.number("must be a number").int("must be a whole number of minor units").min(0, "must not be negative").max(Number.MAX_SAFE_INTEGER);

const requiredTermSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    id: z.string().regex(TERM_ID, "must be a slug: a lower-case letter, then up to 39 lower-case letters, digits or '-'"),
    label: text(80),
    kind: z.literal("numeric"),
    unit: text(20).optional(),
    atLeast: z.number().optional(),
    atMost: z.number().optional(),
  }),
  z.strictObject({
    id: z.string().regex(TERM_ID, "must be a slug: a lower-case letter, then up to 39 lower-case letters, digits or '-'"),
    label: text(80),
    kind: z.literal("choice"),
    oneOf: z.array(text(60)).min(1, "must list at least one acceptable value").max(12, "at most 12 values"),
  }),
]);

function requestSchema(limits: AuctionLimits) {
  return z.strictObject({
    requestId: entityId,
    buyerId: entityId,
    item: z.strictObject({ kind: z.enum(["goods", "service"]), name: text(200), description: text(2000).optional(), category: text(80).optional() }),
    quantity: z.number("must be a number").int("must be a whole number of units").min(1, "must be at least 1").max(1_000_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as EUR"),
    required: z.array(requiredTermSchema).max(limits.maxRequiredTerms, `at most ${limits.maxRequiredTerms} required terms`).default([]),
    // Checked by terms/ and contracts/ below, with pointers rewritten to these fields.
    negotiable: z.unknown().optional(),
    valuation: z.unknown().optional(),
    sla: z.unknown().optional(),
    price: z.strictObject({
      ceilingMinor: minorUnits.min(1, "must be positive"),
      targetMinor: minorUnits,
      exponent: z.number().min(0.1, "must be from 0.1 to 10").max(10, "must be from 0.1 to 10").optional(),
    }),
    deadline: z.number("must be epoch milliseconds").int("must be whole epoch milliseconds"),
    format: z.enum(AUCTION_FORMATS),
    bestK: z.number().int("must be a whole number").min(1, "must be at least 1").max(limits.maxBestK, `must be at most ${limits.maxBestK}`).optional(),
    suppliers: z.discriminatedUnion("mode", [
      z.strictObject({ mode: z.literal("invited"), invited: z.array(entityId).min(1, "invite at least one supplier").max(limits.maxInvited, `at most ${limits.maxInvited} suppliers`) }),
      z.strictObject({ mode: z.literal("open") }),
    ]),
    reputation: z
      .strictObject({
        lambda: z.number().min(0, "must be from 0 to 1").max(1, "must be from 0 to 1"),
        neutralReputation: z.number().min(0, "must be from 0 to 1").max(1, "must be from 0 to 1"),
      })
      .default({ ...DEFAULT_REPUTATION_WEIGHTING }),
    negotiation: z
      .strictObject({
        windowMs: z.number().int("must be whole milliseconds").min(60_000, "must be at least a minute").max(limits.maxNegotiationWindowMs, `must be at most ${limits.maxNegotiationWindowMs} ms`).default(DEFAULT_NEGOTIATION_WINDOW_MS),
        maxRounds: z.number().int("must be a whole number").min(1, "must be at least 1").max(limits.maxNegotiationRounds, `must be at most ${limits.maxNegotiationRounds}`).default(DEFAULT_NEGOTIATION_ROUNDS),
        policies: z.string().min(1, "must not be empty").max(64_000, "must be at most 64,000 characters").nullable().default(null),
      })
      .optional(),
  });
}

/** Schemas depend on three limits; building one (zod compiles it) costs far more than a parse, so build each once. */
const requestSchemas = new Map<string, ReturnType<typeof requestSchema>>();

/** RFC 6901 pointer of a path. */
export function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** A request for quotes as the organisation sends it (any JSON), checked against the limits at `now`. */
export function validateRequest(input: unknown, now: number, limits: AuctionLimits): Validated<RequestForQuotes> {
  const key = `${limits.maxRequiredTerms}/${limits.maxBestK}/${limits.maxInvited}`;
  let schema = requestSchemas.get(key);
  if (!schema) requestSchemas.set(key, (schema = requestSchema(limits)));
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ pointer: pointerOf(i.path), detail: i.message })) };
  const raw = parsed.data;
  const problems: InputProblem[] = [];

  if (raw.price.targetMinor >= raw.price.ceilingMinor) problems.push({ pointer: "/price/targetMinor", detail: "must be below the ceiling: price's value runs from the target (best) to the ceiling (worst)" });
  if (raw.deadline <= now) problems.push({ pointer: "/deadline", detail: "must lie in the future" });
  else if (raw.deadline - now > limits.maxDurationMs) problems.push({ pointer: "/deadline", detail: `must lie at most ${limits.maxDurationMs} ms ahead` });
  if (raw.format === "negotiate-best-k" && raw.bestK === undefined) problems.push({ pointer: "/bestK", detail: "is required for negotiate-best-k: how many bidders go on to negotiation" });
  if (raw.format !== "negotiate-best-k" && raw.bestK !== undefined) problems.push({ pointer: "/bestK", detail: "is only for negotiate-best-k" });
  if (raw.format !== "negotiate-best-k" && raw.negotiation !== undefined) problems.push({ pointer: "/negotiation", detail: "is only for negotiate-best-k" });
  if (raw.suppliers.mode === "invited") {
    const seen = new Set<string>();
    raw.suppliers.invited.forEach((id, i) => {
      if (seen.has(id)) problems.push({ pointer: `/suppliers/invited/${i}`, detail: `${id} is invited twice` });
      seen.add(id);
    });
  }

  // Negotiable terms and valuation: terms/ rules, priced against the span target..ceiling.
  const termsChecked = validateTermDeclarations(
    { ...(raw.negotiable !== undefined ? { terms: raw.negotiable } : {}), ...(raw.valuation !== undefined ? { valuation: raw.valuation } : {}) },
    { anchorMinor: raw.price.ceilingMinor, floorMinor: Math.min(raw.price.targetMinor, raw.price.ceilingMinor) },
  );
  if (!termsChecked.ok) for (const p of termsChecked.problems) problems.push({ pointer: p.pointer.replace(/^\/terms/, "/negotiable"), detail: p.message });
  const negotiable = termsChecked.ok ? termsChecked.value.terms : [];
  const valuation = termsChecked.ok ? termsChecked.value.valuation : null;

  // SLA targets: the rules of a contract's targets (the awarded contract carries them).
  let sla: SlaTarget[] = [];
  if (raw.sla !== undefined) {
    const checked = validateContractTerms({ currency: raw.currency, priceMinor: 0, terms: {}, sla: raw.sla, durationMs: 1 }, DEFAULT_CONTRACT_LIMITS);
    if (checked.ok) sla = checked.value.sla;
    else for (const p of checked.problems) if (p.pointer.startsWith("/sla")) problems.push(p);
  }

  problems.push(...requiredTermProblems(raw.required, negotiable));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      requestId: raw.requestId,
      buyerId: raw.buyerId,
      item: raw.item,
      quantity: raw.quantity,
      currency: raw.currency,
      required: raw.required,
      negotiable,
      valuation,
      price: raw.price,
      sla,
      deadline: raw.deadline,
      format: raw.format,
      ...(raw.bestK !== undefined ? { bestK: raw.bestK } : {}),
      suppliers: raw.suppliers,
      reputation: raw.reputation,
      ...(raw.format === "negotiate-best-k" ? { negotiation: raw.negotiation ?? { windowMs: DEFAULT_NEGOTIATION_WINDOW_MS, maxRounds: DEFAULT_NEGOTIATION_ROUNDS, policies: null } } : {}),
    },
  };
}

function requiredTermProblems(required: readonly RequiredTerm[], negotiable: readonly { id: string; kind: string; values?: string[] }[]): InputProblem[] {
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  required.forEach((r, i) => {
    if (seen.has(r.id)) problems.push({ pointer: `/required/${i}/id`, detail: `duplicates the required term \`${r.id}\`` });
    seen.add(r.id);
    if (r.kind === "numeric" && r.atLeast !== undefined && r.atMost !== undefined && r.atLeast > r.atMost) problems.push({ pointer: `/required/${i}/atLeast`, detail: "must not exceed atMost" });
    const term = negotiable.find((t) => t.id === r.id);
    if (!term) return;
    if ((r.kind === "numeric") !== (term.kind === "numeric")) problems.push({ pointer: `/required/${i}/kind`, detail: `must match the negotiable term \`${r.id}\` (${term.kind})` });
    else if (r.kind === "choice") {
      r.oneOf.forEach((v, j) => {
        if (!(term.values ?? []).includes(v)) problems.push({ pointer: `/required/${i}/oneOf/${j}`, detail: `is not a value of the negotiable term \`${r.id}\`` });
      });
    }
  });
  return problems;
}

const bidSchema = z.strictObject({
  supplierId: entityId,
  bidId: entityId,
  // The package's content is checked against the request by scoring.ts's packageProblems.
  package: z.strictObject({ priceMinor: z.unknown(), terms: z.unknown() }),
});

/** The shape of a bid (ids and a package object); its content against the request is `packageProblems`. */
export function validateBidShape(input: unknown): Validated<BidInput> {
  const parsed = bidSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ pointer: pointerOf(i.path), detail: i.message })) };
  return { ok: true, value: parsed.data as BidInput };
}

/** The same check on an id alone (withdrawals name the supplier and the bid). */
export function isEntityId(value: unknown): value is string {
  return typeof value === "string" && ENTITY_ID.test(value);
}
