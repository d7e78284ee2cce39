/**
 * What a negotiator profile and a fleet must look like before the coordinator reads them: every wrong field
 * becomes a problem with a JSON pointer (`/capacity`, `/agents/2/arms/0`) that the edges answer as a 4xx, as in
 * auctions/validate.ts and contracts/validate.ts. The shapes are zod schemas; the strategy follows the kernel's
 * own rules (kernel/validate.ts: a known kind, an exponent in (0, MAX_EXPONENT], known counter-tactics), and the
 * arms are the learner's (kernel/learning.ts ARMS).
 *
 * Rules beyond shapes: a fleet's agent ids are distinct; an agent's deal types, categories and arms are listed
 * once each (a repeat is almost always a typo for something else).
 */
import { z } from "zod";
import { ARM_NAMES, type ArmName } from "../../kernel/learning";
import { COUNTER_TACTIC_TRIGGERS, type StrategyKind } from "../../kernel/types";
import { MAX_EXPONENT } from "../../kernel/validate";
import { DEAL_TYPES, LANGUAGE_STYLES, type NegotiatorProfile } from "../types";

export interface InputProblem {
  pointer: string;
  detail: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };

/** The most agents one fleet holds, and the most live negotiations one agent may be given. */
export const FLEET_LIMITS = Object.freeze({ maxAgents: 200, maxCapacity: 10_000, maxCategories: 100 });

const STRATEGY_KINDS = ["adaptive", "boulware", "linear", "conceder"] as const satisfies readonly StrategyKind[];

/** Agent ids travel in events, URLs and the audit: 1..64 characters, a letter or digit first, then letters, digits, '.', '_' or '-'. */
export const AGENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const text = (most: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(most, `must be at most ${most} characters`)
    .regex(/^[^\u0000-\u001f\u007f]*$/, "must not contain control characters");

const strategySchema = z.strictObject({
  kind: z.enum(STRATEGY_KINDS, `must be one of ${STRATEGY_KINDS.join(", ")}`),
  exponent: z.number("must be a number").gt(0, `must be in (0, ${MAX_EXPONENT}]`).max(MAX_EXPONENT, `must be in (0, ${MAX_EXPONENT}]`).optional(),
  holdAfter: z.array(z.enum(COUNTER_TACTIC_TRIGGERS, `must be one of ${COUNTER_TACTIC_TRIGGERS.join(", ")}`)).optional(),
});

const profileSchema = z.strictObject({
  id: z.string().regex(AGENT_ID, "must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit"),
  name: text(120),
  dealTypes: z.array(z.enum(DEAL_TYPES, `must be one of ${DEAL_TYPES.join(", ")}`)).min(1, "must name at least one deal type"),
  categories: z.union([
    z.literal("all"),
    z.array(text(80)).min(1, 'must name at least one category, or be "all"').max(FLEET_LIMITS.maxCategories, `at most ${FLEET_LIMITS.maxCategories} categories`),
  ]),
  strategy: strategySchema,
  arms: z.array(z.enum(ARM_NAMES as [ArmName, ...ArmName[]], `must be one of ${ARM_NAMES.join(", ")}`)).min(1, "must name at least one arm"),
  policySetId: text(128),
  languageStyle: z.enum(LANGUAGE_STYLES, `must be one of ${LANGUAGE_STYLES.join(", ")}`),
  capacity: z.number("must be a number").int("must be a whole number").min(1, "must be at least 1").max(FLEET_LIMITS.maxCapacity, `must be at most ${FLEET_LIMITS.maxCapacity}`),
  active: z.boolean("must be true or false"),
});

/** RFC 6901 pointer of a path. */
function pointerOf(path: readonly PropertyKey[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

function repeats(values: readonly string[], pointer: string): InputProblem[] {
  const seen = new Set<string>();
  const out: InputProblem[] = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push({ pointer: `${pointer}/${i}`, detail: `${v} is listed twice` });
    seen.add(v);
  });
  return out;
}

function rulesOf(profile: NegotiatorProfile, at: string): InputProblem[] {
  return [
    ...repeats(profile.dealTypes, `${at}/dealTypes`),
    ...(profile.categories === "all" ? [] : repeats(profile.categories, `${at}/categories`)),
    ...repeats(profile.arms, `${at}/arms`),
  ];
}

/** One profile as the owner sends it (any JSON): the profile, or every problem with its pointer. */
export function validateProfile(input: unknown): Validated<NegotiatorProfile> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ pointer: pointerOf(i.path), detail: i.message })) };
  const value = parsed.data as NegotiatorProfile;
  const problems = rulesOf(value, "");
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

const fleetSchema = z.strictObject({
  agents: z.array(profileSchema).max(FLEET_LIMITS.maxAgents, `at most ${FLEET_LIMITS.maxAgents} agents`),
});

/** A whole fleet `{ agents: [...] }`: every profile valid and every id distinct. */
export function validateFleet(input: unknown): Validated<{ agents: NegotiatorProfile[] }> {
  const parsed = fleetSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ pointer: pointerOf(i.path), detail: i.message })) };
  const agents = parsed.data.agents as NegotiatorProfile[];
  const problems = agents.flatMap((a, i) => rulesOf(a, `/agents/${i}`));
  const seen = new Map<string, number>();
  agents.forEach((a, i) => {
    const first = seen.get(a.id);
    if (first !== undefined) problems.push({ pointer: `/agents/${i}/id`, detail: `${a.id} is already the id of agent ${first}` });
    else seen.set(a.id, i);
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: { agents } };
}
