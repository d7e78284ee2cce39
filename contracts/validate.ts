/**
 * What a new contract (or an amendment's terms) must look like before the core will touch it: one zod schema per
 * shop's limits, so every bad input becomes a list of problems with JSON pointers (`/sla/2/threshold`) that the
 * edges turn into a 4xx problem, and nothing downstream has to re-check shapes.
 *
 * Rules beyond shapes (each at its limit from contracts/limits.ts):
 * - parties: 2..maxParties, agent ids unique, at least one consumer and at least one provider; bilateral and
 *   hierarchical contracts have exactly one provider and (bilateral) exactly one consumer — guarantors, reporters
 *   and observers may be added to any kind;
 * - terms: an ISO 4217-shaped currency code, integer minor units ≥ 0 for price, stake and bonus pool, a duration of
 *   1 ms..maxDurationMs;
 * - SLA targets: at most maxSlaTargets with unique ids; metric and statistic must fit together (latency and
 *   accuracy: p50/p95/p99/mean; success and availability: ratio; throughput: rate); latency is judged `atMost`,
 *   every other metric `atLeast` (the comparator may be omitted and is filled in); thresholds finite, latency and
 *   throughput ≥ 0, ratios and accuracy in [0, 1]; penalty per violation ≤ maxPenaltyPerViolationMinor, bonus ≤
 *   maxRewardPerPeriodMinor;
 * - kinds: composite contracts list 1..maxCompositeParts distinct part ids; hierarchical ones name their parent;
 *   other kinds carry neither.
 */
import { z } from "zod";
import { STATISTICS_BY_METRIC } from "./sla/windows";
import {
  CONTRACT_KINDS,
  PARTY_ROLES,
  SLA_METRICS,
  SLA_STATISTICS,
  type ContractKind,
  type ContractLimits,
  type ContractTerms,
  type Party,
  type SlaMetric,
  type SlaTarget,
} from "./types";

/** How long a proposal waits for every party's acceptance unless the proposer asks for less. */
export const DEFAULT_PROPOSAL_TTL_MS = 60 * 60 * 1000;

/** A contract as proposed: the parties, the kind and the terms, flat so problems point at `/sla/2/threshold`. */
export interface NewContractInput extends ContractTerms {
  kind: ContractKind;
  parties: Party[];
  negotiationId?: string;
  /** Hierarchical only: the contract this one subcontracts. */
  parentId?: string;
  /** Composite only: the contracts it is made of. */
  partIds: string[];
  /** Shorter than DEFAULT_PROPOSAL_TTL_MS to make the proposal lapse sooner. */
  proposalTtlMs?: number;
}

export interface InputProblem {
  pointer: string;
  detail: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };

/** Latency must stay low; every other metric must stay high. */
export function comparatorFor(metric: SlaMetric): SlaTarget["comparator"] {
  return metric === "latency" ? "atMost" : "atLeast";
}

/** Metrics whose thresholds are shares or scores in [0, 1]. */
const UNIT_INTERVAL_METRICS: ReadonlySet<SlaMetric> = new Set(["accuracy", "success", "availability"]);

/** Lengths match the event catalog (common/events.ts), so every accepted contract can travel as events. */
const TARGET_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,63}$/;
const entityId = z.string().min(1).max(128);
const minorUnits = (most: number) => z.number().int("must be an integer (minor units)").min(0, "must not be negative").max(most, `must be at most ${most}`);

function slaTargetSchema(limits: ContractLimits) {
  return z
    .strictObject({
      id: z.string().regex(TARGET_ID, "must be 1-64 letters, digits or . _ : @ -"),
      metric: z.enum(SLA_METRICS),
      statistic: z.enum(SLA_STATISTICS),
      windowMin: z.union([z.literal(1), z.literal(5), z.literal(15)]).default(1),
      comparator: z.enum(["atMost", "atLeast"]).optional(),
      threshold: z.number("must be a finite number"),
      penaltyMinor: minorUnits(limits.maxPenaltyPerViolationMinor).default(0),
      bonusMinor: minorUnits(limits.maxRewardPerPeriodMinor).default(0),
      minSamples: z.number().int().min(1).max(1_000_000).default(1),
    })
    .superRefine((target, ctx) => {
      if (!STATISTICS_BY_METRIC[target.metric].includes(target.statistic)) {
        ctx.addIssue({ code: "custom", path: ["statistic"], message: `${target.metric} is measured by ${STATISTICS_BY_METRIC[target.metric].join(", ")}` });
      }
      const comparator = comparatorFor(target.metric);
      if (target.comparator !== undefined && target.comparator !== comparator) {
        ctx.addIssue({ code: "custom", path: ["comparator"], message: `${target.metric} is judged ${comparator}` });
      }
      if (UNIT_INTERVAL_METRICS.has(target.metric) && (target.threshold < 0 || target.threshold > 1)) {
        ctx.addIssue({ code: "custom", path: ["threshold"], message: `${target.metric} thresholds lie in [0, 1]` });
      } else if (target.threshold < 0) {
        ctx.addIssue({ code: "custom", path: ["threshold"], message: `${target.metric} thresholds must not be negative` });
      }
    })
    .transform(
      (t): SlaTarget => ({
        id: t.id,
        metric: t.metric,
        statistic: t.statistic,
        windowMin: t.windowMin,
        comparator: comparatorFor(t.metric),
        threshold: t.threshold,
        penaltyMinor: t.penaltyMinor,
        bonusMinor: t.bonusMinor,
        minSamples: t.minSamples,
      }),
    );
}

function termsShape(limits: ContractLimits) {
  return {
    currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as EUR"),
    priceMinor: minorUnits(Number.MAX_SAFE_INTEGER),
    terms: z.record(z.string().min(1).max(64), z.union([z.number(), z.string().max(200)])).default({}),
    sla: z.array(slaTargetSchema(limits)).max(limits.maxSlaTargets, `at most ${limits.maxSlaTargets} SLA targets`).default([]),
    stakeMinor: minorUnits(Number.MAX_SAFE_INTEGER).default(0),
    bonusPoolMinor: minorUnits(Number.MAX_SAFE_INTEGER).default(0),
    durationMs: z.number().int("must be whole milliseconds").min(1, "must be positive").max(limits.maxDurationMs, `must be at most ${limits.maxDurationMs} ms`),
  };
}

function uniqueSlaIds(sla: readonly SlaTarget[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  sla.forEach((target, i) => {
    if (seen.has(target.id)) ctx.addIssue({ code: "custom", path: ["sla", i, "id"], message: `duplicate SLA target id ${target.id}` });
    seen.add(target.id);
  });
}

function termsSchema(limits: ContractLimits) {
  return z.object(termsShape(limits)).superRefine((terms, ctx) => uniqueSlaIds(terms.sla, ctx));
}

function contractSchema(limits: ContractLimits) {
  const party = z.strictObject({
    agentId: entityId,
    role: z.enum(PARTY_ROLES),
    signingKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be an Ed25519 public key (JWK x, base64url)").optional(),
  });
  return z
    .object({
      kind: z.enum(CONTRACT_KINDS),
      parties: z.array(party).min(2, "a contract has at least 2 parties").max(limits.maxParties, `at most ${limits.maxParties} parties`),
      ...termsShape(limits),
      negotiationId: entityId.optional(),
      parentId: entityId.optional(),
      partIds: z.array(entityId).default([]),
      proposalTtlMs: z.number().int().min(1).max(DEFAULT_PROPOSAL_TTL_MS, `a proposal lapses within ${DEFAULT_PROPOSAL_TTL_MS} ms`).optional(),
    })
    .superRefine((input, ctx) => {
      uniqueSlaIds(input.sla, ctx);
      const seen = new Set<string>();
      input.parties.forEach((p, i) => {
        if (seen.has(p.agentId)) ctx.addIssue({ code: "custom", path: ["parties", i, "agentId"], message: `${p.agentId} is already a party` });
        seen.add(p.agentId);
      });
      const providers = input.parties.filter((p) => p.role === "provider").length;
      const consumers = input.parties.filter((p) => p.role === "consumer").length;
      const onlyOneProvider = input.kind === "bilateral" || input.kind === "hierarchical";
      if (onlyOneProvider ? providers !== 1 : providers < 1) {
        ctx.addIssue({ code: "custom", path: ["parties"], message: onlyOneProvider ? `a ${input.kind} contract has exactly one provider` : "a contract has at least one provider" });
      }
      if (input.kind === "bilateral" ? consumers !== 1 : consumers < 1) {
        ctx.addIssue({ code: "custom", path: ["parties"], message: input.kind === "bilateral" ? "a bilateral contract has exactly one consumer" : "a contract has at least one consumer" });
      }
      if (input.kind === "composite") {
        if (input.partIds.length < 1 || input.partIds.length > limits.maxCompositeParts) {
          ctx.addIssue({ code: "custom", path: ["partIds"], message: `a composite contract has 1 to ${limits.maxCompositeParts} parts` });
        }
        const parts = new Set<string>();
        input.partIds.forEach((id, i) => {
          if (parts.has(id)) ctx.addIssue({ code: "custom", path: ["partIds", i], message: `part ${id} is listed twice` });
          parts.add(id);
        });
      } else if (input.partIds.length > 0) {
        ctx.addIssue({ code: "custom", path: ["partIds"], message: "only composite contracts have parts" });
      }
      if (input.kind === "hierarchical" && input.parentId === undefined) {
        ctx.addIssue({ code: "custom", path: ["parentId"], message: "a hierarchical contract names the contract it subcontracts" });
      } else if (input.kind !== "hierarchical" && input.parentId !== undefined) {
        ctx.addIssue({ code: "custom", path: ["parentId"], message: "only hierarchical contracts have a parent" });
      }
    });
}

/** Schemas depend on the limits; a shop's limits object is reused across calls, so build each once. */
const contractSchemas = new WeakMap<ContractLimits, ReturnType<typeof contractSchema>>();
const termsSchemas = new WeakMap<ContractLimits, ReturnType<typeof termsSchema>>();

function cached<S>(cache: WeakMap<ContractLimits, S>, limits: ContractLimits, build: (l: ContractLimits) => S): S {
  let schema = cache.get(limits);
  if (!schema) cache.set(limits, (schema = build(limits)));
  return schema;
}

/** RFC 6901 pointer of a zod issue path. */
export function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

function problemsOf(error: z.ZodError): InputProblem[] {
  return error.issues.map((issue) => ({ pointer: pointerOf(issue.path), detail: issue.message }));
}

/** A proposed contract checked against a shop's limits: the normalised input, or every problem with its pointer. */
export function validateContractInput(input: unknown, limits: ContractLimits): Validated<NewContractInput> {
  const parsed = cached(contractSchemas, limits, contractSchema).safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data as NewContractInput } : { ok: false, problems: problemsOf(parsed.error) };
}

/** An amendment's terms checked against a shop's limits (same rules and pointers as a new contract's terms). */
export function validateTerms(input: unknown, limits: ContractLimits): Validated<ContractTerms> {
  const parsed = cached(termsSchemas, limits, termsSchema).safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data as ContractTerms } : { ok: false, problems: problemsOf(parsed.error) };
}

/** The terms part of a validated input. */
export function termsOf(input: NewContractInput): ContractTerms {
  const { currency, priceMinor, terms, sla, stakeMinor, bonusPoolMinor, durationMs } = input;
  return { currency, priceMinor, terms, sla, stakeMinor, bonusPoolMinor, durationMs };
}
