import { LineCounter, isMap, isSeq, parseAllDocuments, type Document } from "yaml";
import { z } from "zod";
import { DEFAULT_BREAKER_SETTINGS, type BreakerSettings } from "./circuit-breaker";
import { conditionCost, formatCount, POLICY_COST_LIMITS, withinBudget, type WorkMeter } from "./cost";
import { activationPlan, EXPRESSION_LIMITS, NEGOTIATION_DIRECTIONS, policyEnvironment, policyEnvironmentWithTerms, type ActivationPlan, type NegotiationDirection, type TermFieldType } from "./environment";
import { directionCosts, governs, worstDirection, type DirectionCosts } from "./scope";
import { termKey, termReferences } from "./term-references";

export const ACTIONS = ["ALLOW", "CONSTRAINT", "ESCALATE", "PAUSE"] as const;
export type PolicyAction = (typeof ACTIONS)[number];
/** Highest wins: an outcome is the most severe action of any matching policy. */
export const ACTION_RANK: Record<PolicyAction, number> = { ALLOW: 0, CONSTRAINT: 1, ESCALATE: 2, PAUSE: 3 };
export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };
export const MAX_POLICIES = 200;
export const MAX_SOURCE_BYTES = 64 * 1024;
/**
 * How often one anchor may be expanded (weighted by the aliases inside it, as the yaml package counts).
 * Enough for every policy of a full set to share a block; far too few for a "billion laughs" bomb.
 */
export const MAX_YAML_ALIASES = 5 * MAX_POLICIES;

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const seconds = z.number().int().min(60).max(7 * 24 * 3600);

const PolicySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "lower-case letters, digits and '-', at most 64"),
    description: z.string().max(500).default(""),
    when: z.string().min(1).max(EXPRESSION_LIMITS.maxLength, `at most ${EXPRESSION_LIMITS.maxLength} characters`),
    action: z.enum(ACTIONS),
    severity: z.enum(SEVERITIES).default("medium"),
    // The directions the policy governs (scope.ts): a decision of the other one never evaluates it. Absent: both.
    appliesTo: z.enum(NEGOTIATION_DIRECTIONS, { error: `"sale" or "purchase" (leave it out for both)` }).optional(),
    // Prices in minor units, whichever way the negotiation trades. maxDiscountBps caps a sale's discount from the
    // list price (a lowest price) and a purchase's premium over our opening (a highest price): constraints.ts.
    constraint: z
      .strictObject({
        minPriceMinor: minor.optional(),
        maxPriceMinor: minor.optional(),
        maxDiscountBps: z.number().int().min(0).max(10_000).optional(),
      })
      .refine((c) => Object.keys(c).length > 0, "a constraint needs at least one of minPriceMinor, maxPriceMinor, maxDiscountBps")
      .optional(),
    escalation: z
      .strictObject({
        to: z.string().min(1).max(200),
        timeoutSeconds: seconds,
        onTimeout: z.enum(["approve", "reject"]),
      })
      .optional(),
    pause: z.strictObject({ durationSeconds: seconds }).optional(),
  })
  .superRefine((p, ctx) => {
    const needs: Record<PolicyAction, "constraint" | "escalation" | "pause" | null> = {
      ALLOW: null,
      CONSTRAINT: "constraint",
      ESCALATE: "escalation",
      PAUSE: "pause",
    };
    const wanted = needs[p.action];
    for (const key of ["constraint", "escalation", "pause"] as const) {
      if (key === wanted && p[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: `action ${p.action} needs "${key}"` });
      if (key !== wanted && p[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: `"${key}" does not apply to action ${p.action}` });
    }
  });

export type Policy = z.infer<typeof PolicySchema>;

const rate = z.number().min(0).max(1);

/** The shop's circuit breaker; every field optional (DEFAULT_BREAKER_SETTINGS fills the rest). */
const BreakerSchema = z.strictObject({
  scope: z.enum(["product", "shop"]).optional(),
  maxEscalationRate: rate.optional(),
  maxBreachRate: rate.optional(),
  minSample: z.number().int().min(1).max(1_000_000).optional(),
  windowSeconds: seconds.optional(),
  pauseSeconds: seconds.optional(),
});

function breakerFrom(b: z.infer<typeof BreakerSchema> = {}): BreakerSettings {
  const d = DEFAULT_BREAKER_SETTINGS;
  return {
    scope: b.scope ?? d.scope,
    thresholds: {
      maxEscalationRate: b.maxEscalationRate ?? d.thresholds.maxEscalationRate,
      maxBreachRate: b.maxBreachRate ?? d.thresholds.maxBreachRate,
      minSample: b.minSample ?? d.thresholds.minSample,
      windowMs: b.windowSeconds !== undefined ? b.windowSeconds * 1000 : d.thresholds.windowMs,
      pauseMs: b.pauseSeconds !== undefined ? b.pauseSeconds * 1000 : d.thresholds.pauseMs,
    },
  };
}

const PolicySetSchema = z.strictObject({
  version: z.literal(1),
  breaker: BreakerSchema.optional(),
  policies: z.array(z.unknown()).min(1, "at least one policy").max(MAX_POLICIES, `at most ${MAX_POLICIES} policies`),
});

export interface PolicyError {
  /** The policy's id, or null for errors in the file itself. */
  policyId: string | null;
  /** Where in the file, e.g. "policies[2].when". */
  path: string;
  message: string;
  /** 1-based line and column in the YAML source, where known. */
  line?: number;
  column?: number;
}

export interface CompiledPolicy extends Policy {
  /** The condition, parsed and type-checked once; it runs within POLICY_COST_LIMITS.perPolicy steps (policies/cost.ts). */
  evaluate: (activation: Record<string, unknown>) => unknown;
  /** The most steps one evaluation can take, errors included (the static estimate; at most the per-policy limit). */
  cost: number;
  /** The same for an evaluation that raises no error: what the condition usually costs at most. */
  errorFreeCost: number;
  /** The package terms the condition reads (`_` form; term-references.ts): it applies only to decisions that have them all. */
  termsRead?: string[];
}

export interface PolicySet {
  policies: CompiledPolicy[];
  /** The YAML the set was parsed from, kept for versioning and display. */
  source: string;
  /** The circuit breaker the file asks for, defaults filled in (read it with breakerSettings). */
  breaker?: BreakerSettings;
  /** The variables the conditions read (built by parsePolicySet; without it, every variable is converted). */
  plan?: ActivationPlan;
  /**
   * The most steps one decision's evaluation can take: the larger of a sale's and a purchase's, each the
   * conditions' estimates (policies/cost.ts) summed over the policies governing that direction (scope.ts).
   */
  cost?: number;
  /** The same without errors raised: what a rehearsal expects a decision to cost. */
  errorFreeCost?: number;
  /** `cost` for each direction (a set without scoped policies costs the same both ways). */
  costByDirection?: DirectionCosts;
  /**
   * Set by a caller that evaluates the set many times in one request (a rehearsal): every evaluation charges
   * it, and evaluatePolicies throws WorkLimitExceeded when it runs out. Never on a set a room shares.
   */
  meter?: WorkMeter;
}

/**
 * What products a set will govern: constraints that would always leave [floor, anchor] are refused, and the terms a
 * condition names must be terms some product negotiates (type-checked as such).
 */
export interface ProductBounds {
  productId: string;
  floorMinor: number;
  anchorMinor: number;
  /** The product's terms besides price (issue 28): ids and kinds. */
  terms?: readonly { id: string; kind: "numeric" | "ordinal" | "categorical" }[];
}

export type ParseResult = { ok: true; set: PolicySet } | { ok: false; errors: PolicyError[] };

export interface ParseOptions {
  /**
   * The file is one already stored (a version uploaded before the cost limits, read back to run it): a
   * condition over its cost limit is not a refusal, it fails at every evaluation instead (the decision
   * escalates, as for any condition that fails at run time), and so do the costliest conditions of a set
   * over its limit. Uploads never pass this.
   */
  stored?: boolean;
}

/**
 * Parses a YAML policy file and type-checks every condition against the declared variables, and costs it
 * (policies/cost.ts): a condition or a set that could take more than POLICY_COST_LIMITS steps per evaluation
 * is refused — a set per direction, since a decision evaluates only the policies governing its direction
 * (`appliesTo`, scope.ts). A purchase-only policy is not checked against `products`: the catalog is what the
 * shop sells, and its floors, list prices and terms say nothing about what it buys. All problems are reported
 * at once, each with its policy id and position; nothing partial is ever returned.
 */
export function parsePolicySet(source: string, products: readonly ProductBounds[] = [], options: ParseOptions = {}): ParseResult {
  try {
    return parseChecked(source, products, options);
  } catch (error) {
    // Uploads are hostile input: whatever a library throws on one is a refusal, never a server error.
    return { ok: false, errors: [fileError(`the policy file cannot be read: ${firstLine(String((error as Error)?.message ?? error))}`)] };
  }
}

function fileError(message: string): PolicyError {
  return { policyId: null, path: "", message };
}

type YamlRead = { ok: true; doc: Document; lines: LineCounter; data: unknown } | { ok: false; errors: PolicyError[] };

/** The file's one YAML document, as plain data, with aliases expanded no more than MAX_YAML_ALIASES times. */
function readYaml(source: string): YamlRead {
  const lines = new LineCounter();
  const docs = parseAllDocuments(source, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  if (docs.length !== 1) return { ok: false, errors: [fileError(`a policy file is one YAML document, this one has ${docs.length}`)] };
  const doc = docs[0]!;
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((e) => {
        const pos = lines.linePos(e.pos[0]);
        return { ...fileError(`invalid YAML: ${firstLine(e.message)}`), line: pos.line, column: pos.col };
      }),
    };
  }
  try {
    return { ok: true, doc, lines, data: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) };
  } catch (error) {
    // The yaml package throws on excessive or unresolved aliases (a "billion laughs" bomb, a dangling *name).
    return { ok: false, errors: [fileError(`invalid YAML aliases: ${firstLine((error as Error).message)}`)] };
  }
}

function parseChecked(source: string, products: readonly ProductBounds[], options: ParseOptions): ParseResult {
  if (new TextEncoder().encode(source).byteLength > MAX_SOURCE_BYTES) {
    return { ok: false, errors: [fileError(`policy files are limited to ${MAX_SOURCE_BYTES} bytes`)] };
  }
  const read = readYaml(source);
  if (!read.ok) return read;
  const { doc, lines } = read;
  const top = PolicySetSchema.safeParse(read.data);
  if (!top.success) {
    return { ok: false, errors: top.error.issues.map((i) => ({ policyId: null, path: i.path.join("."), message: i.message })) };
  }
  const positionOf = (index: number, key?: string) => {
    const seq = doc.get("policies", true);
    if (!isSeq(seq)) return {};
    const item = seq.items[index];
    // The key's node when present; otherwise the policy itself (e.g. for a missing field).
    const keyed = key && isMap(item) ? (item.get(key, true) as { range?: [number, number, number] } | undefined) : undefined;
    const node = keyed ?? (item as { range?: [number, number, number] } | undefined);
    const offset = node?.range?.[0];
    if (offset === undefined) return {};
    const pos = lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  };

  const errors: PolicyError[] = [];
  const compiled: CompiledPolicy[] = [];
  /** Stored sets only: why a condition will fail instead of running, by policy id. */
  const overCost = new Map<string, string>();
  const seen = new Set<string>();
  const env = policyEnvironment();
  top.data.policies.forEach((candidate, index) => {
    const rawId = (candidate as { id?: unknown })?.id;
    const policyId = typeof rawId === "string" ? rawId : null;
    const parsed = PolicySchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
        errors.push({ policyId, path: `policies[${index}]${issue.path.length ? "." + issue.path.join(".") : ""}`, message: issue.message, ...positionOf(index, key) });
      }
      return;
    }
    const policy = parsed.data;
    if (seen.has(policy.id)) {
      errors.push({ policyId: policy.id, path: `policies[${index}].id`, message: `duplicate policy id "${policy.id}"`, ...positionOf(index, "id") });
      return;
    }
    seen.add(policy.id);
    const check = safeCheck(env, policy.when);
    if (!check.ok) {
      errors.push({ policyId: policy.id, path: `policies[${index}].when`, message: check.message, ...positionOf(index, "when") });
      return;
    }
    // The catalog is what the shop sells: its floors, list prices and terms say nothing about a purchase-only policy.
    const catalog = governs(policy, "sale") ? products : [];
    for (const p of catalog) {
      const c = policy.constraint;
      if (c?.maxPriceMinor !== undefined && c.maxPriceMinor < p.floorMinor) {
        errors.push({ policyId: policy.id, path: `policies[${index}].constraint.maxPriceMinor`, message: `would constrain offers for product "${p.productId}" below its floor`, ...positionOf(index, "constraint") });
      }
      if (c?.minPriceMinor !== undefined && c.minPriceMinor > p.anchorMinor) {
        errors.push({ policyId: policy.id, path: `policies[${index}].constraint.minPriceMinor`, message: `would constrain offers for product "${p.productId}" above its list price`, ...positionOf(index, "constraint") });
      }
    }
    const program = env.parse(policy.when);
    const references = termReferences(program.ast);
    if (catalog.length > 0 && references.named.length > 0) {
      const problem = termProblem(policy.when, references, catalog);
      if (problem) {
        errors.push({ policyId: policy.id, path: `policies[${index}].when`, message: problem, ...positionOf(index, "when") });
        return;
      }
    }
    const costed = conditionCost(policy.when, program.ast);
    if (!costed.ok) {
      if (!options.stored) {
        errors.push({ policyId: policy.id, path: `policies[${index}].when`, message: costed.message, ...positionOf(index, "when") });
        return;
      }
      overCost.set(policy.id, costed.message);
    }
    compiled.push({
      ...policy,
      evaluate: withinBudget(program, POLICY_COST_LIMITS.perPolicy),
      cost: costed.ok ? costed.cost : 0,
      errorFreeCost: costed.ok ? costed.errorFree : 0,
      ...(references.read.length > 0 ? { termsRead: references.read } : {}),
    });
  });
  if (errors.length === 0) {
    // Per direction: a decision evaluates only the policies governing its direction (scope.ts).
    const scoped = compiled.some((p) => p.appliesTo !== undefined);
    for (const direction of scoped ? NEGOTIATION_DIRECTIONS : (["sale"] as const)) {
      const governing = compiled.filter((p) => governs(p, direction));
      const total = governing.reduce((sum, p) => sum + (overCost.has(p.id) ? 0 : p.cost), 0);
      if (total <= POLICY_COST_LIMITS.perSet) continue;
      const costliest = [...governing].sort((a, b) => b.cost - a.cost);
      if (!options.stored) {
        const named = costliest.slice(0, 3).map((p) => `${p.id} (${formatCount(p.cost)})`).join(", ");
        errors.push({
          policyId: null,
          path: "policies",
          message: `the conditions ${scoped ? `${directionWord(direction)} evaluates ` : ""}together can cost ${formatCount(total)} evaluation steps per decision, over the limit of ${formatCount(POLICY_COST_LIMITS.perSet)} per set; the costliest: ${named}`,
          ...keyPosition(doc, lines, "policies"),
        });
      } else {
        let over = total;
        for (const p of costliest) {
          if (over <= POLICY_COST_LIMITS.perSet) break;
          if (overCost.has(p.id)) continue;
          over -= p.cost;
          overCost.set(p.id, `the set's conditions together are over the limit of ${formatCount(POLICY_COST_LIMITS.perSet)} evaluation steps, and this is among the costliest`);
        }
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const policies = overCost.size === 0 ? compiled : compiled.map((p) => (overCost.has(p.id) ? refusedAtRunTime(p, overCost.get(p.id)!) : p));
  const costByDirection = directionCosts(policies, (p) => p.cost);
  const cost = worstDirection(costByDirection);
  const errorFreeCost = worstDirection(directionCosts(policies, (p) => p.errorFreeCost));
  return { ok: true, set: { policies, source, breaker: breakerFrom(top.data.breaker), plan: activationPlan(policies.map((p) => p.when)), cost, errorFreeCost, costByDirection } };
}

function directionWord(direction: NegotiationDirection): string {
  return direction === "sale" ? "a sale" : "a purchase";
}

/** A stored condition over the cost limits: never run, it fails at every evaluation (fail safe). */
function refusedAtRunTime(policy: CompiledPolicy, why: string): CompiledPolicy {
  const error = new Error(`not evaluated: ${why}`);
  return {
    ...policy,
    cost: 0,
    errorFreeCost: 0,
    evaluate: () => {
      throw error;
    },
  };
}

function keyPosition(doc: Document, lines: LineCounter, key: string): { line?: number; column?: number } {
  const pair = isMap(doc.contents) ? doc.contents.items.find((i) => (i.key as { value?: unknown } | null)?.value === key) : undefined;
  const offset = (pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
  if (offset === undefined) return {};
  const pos = lines.linePos(offset);
  return { line: pos.line, column: pos.col };
}

function safeCheck(env: ReturnType<typeof policyEnvironment>, expression: string): { ok: true } | { ok: false; message: string } {
  try {
    const result = env.check(expression);
    if (!result.valid) return { ok: false, message: firstLine(result.error?.message ?? "invalid expression") };
    if (result.type !== "bool") return { ok: false, message: `a condition must be a bool, this one is ${result.type}` };
    return { ok: true };
  } catch (error) {
    // Parse errors and structural limits (size, depth) are thrown.
    return { ok: false, message: firstLine((error as Error).message) };
  }
}

/**
 * What is wrong with the terms a condition names, given the shop's products: a term none of them negotiates, or
 * (when the condition only selects terms) a type error with each term typed as its products declare it. Null: fine.
 */
function termProblem(condition: string, references: ReturnType<typeof termReferences>, products: readonly ProductBounds[]): string | null {
  const fields: Record<string, TermFieldType> = {};
  for (const p of products) {
    for (const t of p.terms ?? []) {
      const type: TermFieldType = t.kind === "numeric" ? "dyn" : "string";
      const key = termKey(t.id);
      fields[key] = fields[key] === undefined || fields[key] === type ? type : "dyn";
    }
  }
  const unknown = references.named.filter((name) => !Object.hasOwn(fields, name));
  if (unknown.length > 0) {
    const known = Object.keys(fields).sort();
    const which = unknown.map((u) => `terms.${u}`).join(", ");
    return known.length === 0
      ? `${which}: no product of this shop negotiates terms besides price`
      : `${which}: no product of this shop negotiates ${unknown.length === 1 ? "this term" : "these terms"} (terms: ${known.map((k) => `terms.${k}`).join(", ")})`;
  }
  if (references.whole) return null;
  const check = safeCheck(policyEnvironmentWithTerms(fields), condition);
  return check.ok ? null : check.message;
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.trim();
}
