import { Environment } from "@marcbachmann/cel-js";

/**
 * `counterparty.reputation.disputes`: the counterparty's record of decided disputes over a check's money (issue
 * #30), a message inside the reputation. `score` is the Beta mean in 0..1 over disputes won (good) and lost (bad),
 * decayed like the SLA record; `uncertainty` its standard deviation; `evidence` the (decayed) decisions behind it;
 * `won` and `lost` the plain counts (ints: `counterparty.reputation.disputes.lost > 2`). Unknown (no decided
 * dispute) reads as the prior: score 0.5, the prior's uncertainty, none won or lost.
 */
export const DISPUTE_RECORD_FIELDS = {
  score: "double",
  uncertainty: "double",
  evidence: "double",
  won: "int",
  lost: "int",
} as const;
export type DisputeRecordContext = { [F in keyof typeof DISPUTE_RECORD_FIELDS]: number };
/** The CEL type name of `counterparty.reputation.disputes`. */
export const DISPUTE_RECORD_TYPE = "$disputes";
/** Beta(1, 1) and no decided dispute. */
export const UNKNOWN_DISPUTE_RECORD: Readonly<DisputeRecordContext> = Object.freeze({
  score: 0.5,
  uncertainty: Math.round(Math.sqrt(1 / 12) * 1000) / 1000,
  evidence: 0,
  won: 0,
  lost: 0,
});

/**
 * `counterparty.reputation`: the counterparty's record under service contracts with the shop (issue #30), a
 * message of its own inside the counterparty group. Scores are Beta means in 0..1 (the share of SLA checks it is
 * believed to meet), `uncertainty` the Beta's standard deviation, `evidence` the (decayed) checks behind it; the
 * per-metric fields are that metric's score; `disputes` its dispute record (above). Unknown (never judged, or a
 * metric never judged) reads as the prior: score 0.5, the prior's uncertainty, no evidence.
 */
export const REPUTATION_FIELDS = {
  score: "double",
  uncertainty: "double",
  evidence: "double",
  latency: "double",
  success: "double",
  availability: "double",
  accuracy: "double",
  throughput: "double",
  disputes: DISPUTE_RECORD_TYPE,
} as const;
export type ReputationContext = { [F in keyof typeof REPUTATION_FIELDS]: (typeof REPUTATION_FIELDS)[F] extends typeof DISPUTE_RECORD_TYPE ? DisputeRecordContext : number };
/** The CEL type name of `counterparty.reputation`. */
export const REPUTATION_TYPE = "$reputation";
/** Beta(1, 1): mean 0.5, standard deviation √(1/12). */
export const UNKNOWN_REPUTATION: Readonly<ReputationContext> = Object.freeze({
  score: 0.5,
  uncertainty: Math.round(Math.sqrt(1 / 12) * 1000) / 1000,
  evidence: 0,
  latency: 0.5,
  success: 0.5,
  availability: 0.5,
  accuracy: 0.5,
  throughput: 0.5,
  disputes: UNKNOWN_DISPUTE_RECORD,
});
/** Message types nested inside the groups, by CEL type name: their fields (policies/cost.ts reads them too). */
export const NESTED_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = { [REPUTATION_TYPE]: REPUTATION_FIELDS, [DISPUTE_RECORD_TYPE]: DISPUTE_RECORD_FIELDS };

/**
 * Which way a negotiation trades (issue 31): the shop selling (every room) or Parley buying from a supplier (an
 * auction's "negotiate with the best k"). A purchase's context reads its prices with the sale's words, reflected:
 * `product.anchorMinor` is our public opening, `product.floorMinor` our private ceiling, `offer.discountBps` zero or
 * below (minus the premium over our opening); constraints.ts keeps the purchase's invariants.
 */
export const NEGOTIATION_DIRECTIONS = ["sale", "purchase"] as const;
export type NegotiationDirection = (typeof NEGOTIATION_DIRECTIONS)[number];

/**
 * The variables a policy condition can read, declared once: the same declaration type-checks policies
 * at upload and builds the activation at evaluation. Money is integer minor units (CEL int); rates are
 * doubles in [0, 1]; discounts are basis points from the anchor.
 */
export const POLICY_VARIABLES = {
  offer: {
    /** The shop's price this decision would commit to (counter, hold or accept). */
    priceMinor: "int",
    /** The buyer's latest bid, 0 when there is none. */
    buyerPriceMinor: "int",
    /**
     * The shop's standing offer before this decision. For a package, the standing package as a price with this
     * decision's terms (the same number when the terms are unchanged): constraints never let a package be worth
     * more to the shop than the one that stood.
     */
    previousShopOfferMinor: "int",
    /** (anchor − price) / anchor in basis points. */
    discountBps: "int",
    /** The kernel's action: "accept", "counter", "hold" or "reject". */
    action: "string",
  },
  negotiation: {
    round: "int",
    maxRounds: "int",
    quantity: "int",
    currency: "string",
    elapsedSeconds: "int",
    /** This negotiation resumed the same buyer's earlier one on the same product. */
    resumed: "bool",
    /**
     * "sale" (the shop sells; every room) or "purchase" (Parley buys: the counterparty is a supplier, its bid an
     * ask, and the product's prices are our opening and our ceiling; see NEGOTIATION_DIRECTIONS).
     */
    direction: "string",
  },
  product: {
    id: "string",
    anchorMinor: "int",
    floorMinor: "int",
  },
  counterparty: {
    id: "string",
    /** Deals this buyer has closed with the shop before. */
    dealsClosed: "int",
    isNew: "bool",
    /** The buyer presented a credential (an anonymous buyer did not). */
    authenticated: "bool",
    // From the counterparty's profile (recomputed by cron from the shop's history; as of this negotiation's open).
    /** Negotiations with this shop before this one. */
    negotiations: "int",
    /** Share of those that ended in a deal. */
    agreementRate: "double",
    /** Mean discount obtained from the list price in its deals, basis points. */
    avgDiscountBps: "int",
    /** "boulware", "linear", "conceder", "hardheaded" or "unknown": how it usually concedes. */
    concessionStyle: "string",
    /** The tactic detected most often in its negotiations ("" if none). */
    usualTactic: "string",
    /** Share of its negotiations in which some tactic was detected. */
    tacticRate: "double",
    /** 0 (no concern) … 1: withdrawals and walk-aways, probing restarts, tactics, unauthenticated; inputs in the profile. */
    riskScore: "double",
    /**
     * Its record under service contracts: `.score`, `.uncertainty`, `.evidence`, per metric (`.latency`, …), and its
     * dispute record `.disputes` (`.score`, `.uncertainty`, `.evidence`, `.won`, `.lost`).
     */
    reputation: REPUTATION_TYPE,
  },
  tactics: {
    // Buyer tactics detected so far in this negotiation (including the move being decided).
    anchoring: "bool",
    flinching: "bool",
    nibbling: "bool",
    timePressure: "bool",
    boulware: "bool",
    conceder: "bool",
    splitTheDifference: "bool",
    goodCopBadCop: "bool",
    /** A tactic first detected with the move being decided ("" if none; the first by name if several). */
    latest: "string",
  },
  agent: {
    /** Share of the shop negotiator's recent decisions that were escalated. */
    escalationRate: "double",
    /** Share of recent decisions that broke an invariant or whose conditions failed to evaluate. */
    breachRate: "double",
    recentDecisions: "int",
  },
  deal: {
    /** offer.priceMinor × quantity. */
    valueMinor: "int",
    currency: "string",
  },
} as const;

/**
 * Variables added after the callers that build contexts were written: a context may leave them out, and
 * then they read as these values. The defaults are the cautious reading (a buyer not known to have
 * presented a credential has not).
 */
export const VARIABLE_DEFAULTS = {
  // Contexts built before purchases existed are sales.
  negotiation: { resumed: false, direction: "sale" },
  counterparty: {
    authenticated: false,
    negotiations: 0,
    agreementRate: 0,
    avgDiscountBps: 0,
    concessionStyle: "unknown",
    usualTactic: "",
    tacticRate: 0,
    riskScore: 0,
    reputation: UNKNOWN_REPUTATION,
  },
  tactics: {
    anchoring: false,
    flinching: false,
    nibbling: false,
    timePressure: false,
    boulware: false,
    conceder: false,
    splitTheDifference: false,
    goodCopBadCop: false,
    latest: "",
  },
} as const;

type CelType = "int" | "double" | "string" | "bool" | typeof REPUTATION_TYPE;
type Group = keyof typeof POLICY_VARIABLES;

/** String variables whose values are a closed set: the context's TypeScript type names them (CEL reads a string). */
type NarrowedStrings = { negotiation: { direction: NegotiationDirection } };

type Fields<G extends Group> = {
  [F in keyof (typeof POLICY_VARIABLES)[G]]: G extends keyof NarrowedStrings
    ? F extends keyof NarrowedStrings[G]
      ? NarrowedStrings[G][F]
      : FieldType<G, F>
    : FieldType<G, F>;
};
type FieldType<G extends Group, F extends keyof (typeof POLICY_VARIABLES)[G]> = (typeof POLICY_VARIABLES)[G][F] extends "string"
    ? string
    : (typeof POLICY_VARIABLES)[G][F] extends "bool"
      ? boolean
      : (typeof POLICY_VARIABLES)[G][F] extends typeof REPUTATION_TYPE
        ? ReputationContext
        : number;
type Defaulted<G extends Group> = G extends keyof typeof VARIABLE_DEFAULTS ? keyof (typeof VARIABLE_DEFAULTS)[G] & keyof Fields<G> : never;

/** The plain-JS shape of a policy context (numbers for ints; converted to CEL ints on evaluation). */
type GroupContext<G extends Group> = Omit<Fields<G>, Defaulted<G>> & Partial<Pick<Fields<G>, Defaulted<G>>>;
/** Groups whose every variable has a default: a context may leave the whole group out. */
type OptionalGroup = { [G in Group]: Exclude<keyof Fields<G>, Defaulted<G>> extends never ? G : never }[Group];
export type PolicyContext = { [G in Exclude<Group, OptionalGroup>]: GroupContext<G> } & { [G in OptionalGroup]?: GroupContext<G> } & {
  /** A package product's decision: its terms (term id → value), each id also under its `_` form. Absent for price only. */
  terms?: TermsContext;
};

/**
 * The decision's package (issue 28), a variable of its own beside the groups: a map from term id to value (numbers
 * for numeric terms, strings for ordinal and categorical ones), every id also reachable with `_` for `-`
 * (`terms.payment_days`, `terms["payment-days"]`). Products differ in their terms, so the map is typed `dyn` here;
 * an upload checks the terms a condition names against the shop's products (term-references.ts), and a policy
 * that reads a term the decision's product does not negotiate does not apply to it (evaluate.ts).
 */
export const TERMS_VARIABLE = "terms";
export type TermsContext = Readonly<Record<string, number | string>>;
/** A product has at most 8 terms (terms/types.ts MAX_TERMS): 16 keys with their `_` forms. */
export const MAX_TERM_KEYS = 16;
const NO_TERMS: TermsContext = Object.freeze({});

/** Parse-time limits: a condition is a small predicate, not a program. */
export const EXPRESSION_LIMITS = { maxLength: 1_000, maxAstNodes: 200, maxDepth: 16 } as const;

let shared: Environment | undefined;

export function policyEnvironment(): Environment {
  if (shared) return shared;
  let env = new Environment({
    limits: {
      maxAstNodes: EXPRESSION_LIMITS.maxAstNodes,
      maxDepth: EXPRESSION_LIMITS.maxDepth,
      maxListElements: 100,
      maxMapEntries: 100,
      maxCallArguments: 8,
    },
  });
  shared = registerGroups(env).registerVariable(TERMS_VARIABLE, "map<string, dyn>");
  return shared;
}

/**
 * Each group is a message type with a constructor of its own: an activation holds instances of it, which CEL
 * takes as they are. (Declared as a bare schema, every plain object was converted anew for every condition:
 * 2.2× the evaluation time of the bundled set.) Type names as CEL derives them, so messages read the same. The
 * nested messages (counterparty.reputation, and its disputes inside it) are registered first, innermost first, as
 * the fields of the outer ones name them.
 */
function registerGroups(start: Environment): Environment {
  let env = start
    .registerType(DISPUTE_RECORD_TYPE, { fields: { ...DISPUTE_RECORD_FIELDS }, ctor: DisputeRecordMessage })
    .registerType(REPUTATION_TYPE, { fields: { ...REPUTATION_FIELDS }, ctor: ReputationMessage });
  for (const [name, fields] of Object.entries(POLICY_VARIABLES)) {
    env = env.registerType(`$${name}`, { fields: { ...fields }, ctor: GROUP_CTORS[name as Group] }).registerVariable(name, `$${name}`);
  }
  return env;
}

/** The type each term a shop's products declare has in a condition: numbers are `dyn` (CEL compares them with ints and doubles alike), choices `string`. */
export type TermFieldType = "dyn" | "string";

const strict = new Map<string, Environment>();

/**
 * The environment an upload is type-checked in when the shop's terms are known: `terms` is a message whose fields
 * are the terms (in their `_` form) some product declares, so a condition that compares a choice term with a number,
 * or names a term no product has, is refused like any other ill-typed condition. Cached per set of fields.
 */
export function policyEnvironmentWithTerms(fields: Readonly<Record<string, TermFieldType>>): Environment {
  const key = JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  let env = strict.get(key);
  if (env) return env;
  env = registerGroups(new Environment({ limits: { maxAstNodes: EXPRESSION_LIMITS.maxAstNodes, maxDepth: EXPRESSION_LIMITS.maxDepth, maxListElements: 100, maxMapEntries: 100, maxCallArguments: 8 } }));
  env = env.registerType("$terms", { fields: { ...fields }, ctor: class terms {} }).registerVariable(TERMS_VARIABLE, "$terms");
  if (strict.size > 50) strict.clear();
  strict.set(key, env);
  return env;
}

/** The activation's value of `counterparty.reputation`. */
class ReputationMessage {}
/** The activation's value of `counterparty.reputation.disputes`. */
class DisputeRecordMessage {}

/** A number given for a field, or null when it is missing or not finite (then the unknown prior's is read). */
function finiteOrNull(x: unknown): number | null {
  if (x === undefined || x === null) return null;
  const n = Number(x);
  return Number.isFinite(n) ? n : null;
}

/**
 * A reputation as CEL reads it: every field a double but `disputes`, a message of its own (ints for `won` and
 * `lost`); a missing or non-finite field read as the unknown prior's (a profile pushed before disputes existed has
 * no `disputes`: it reads as no decided dispute).
 */
function toReputation(v: unknown): ReputationMessage {
  const given = (v ?? {}) as Partial<Record<string, unknown>>;
  const out = new ReputationMessage() as Record<string, unknown>;
  for (const field of Object.keys(REPUTATION_FIELDS) as (keyof ReputationContext)[]) {
    if (field === "disputes") out[field] = toDisputeRecord(given[field]);
    else out[field] = finiteOrNull(given[field]) ?? UNKNOWN_REPUTATION[field];
  }
  return out;
}

function toDisputeRecord(v: unknown): DisputeRecordMessage {
  const given = (typeof v === "object" && v !== null ? v : {}) as Partial<Record<string, unknown>>;
  const out = new DisputeRecordMessage() as Record<string, unknown>;
  for (const [field, type] of Object.entries(DISPUTE_RECORD_FIELDS) as [keyof DisputeRecordContext, string][]) {
    const x = finiteOrNull(given[field]) ?? UNKNOWN_DISPUTE_RECORD[field];
    out[field] = type === "int" ? toCelInt(x) : x;
  }
  return out;
}

/** One class per variable group: the activation's values for a group are an instance of it. */
const GROUP_CTORS = Object.fromEntries(Object.keys(POLICY_VARIABLES).map((group) => [group, { [group]: class {} }[group]!])) as Record<Group, new () => Record<string, unknown>>;

/** Which variables an activation holds, as [field, type, default] per group. */
export type ActivationPlan = ReadonlyArray<readonly [Group, ReadonlyArray<readonly [string, CelType, unknown]>]>;

/** Every variable, computed once: toActivation runs for every decision. */
const ACTIVATION_PLAN: ActivationPlan = (Object.entries(POLICY_VARIABLES) as [Group, Record<string, CelType>][]).map(
  ([group, fields]) => {
    const defaults = (VARIABLE_DEFAULTS as Partial<Record<Group, Record<string, unknown>>>)[group];
    return [group, Object.entries(fields).map(([field, type]) => [field, type, defaults?.[field]] as const)] as const;
  },
);

/**
 * The plan for a set of conditions: only the fields they name (a group used whole, e.g. `offer["x"]`, keeps all
 * of its fields). Converting a value costs more than evaluating most conditions (ints become BigInt), and a
 * typical set reads a dozen of the variables.
 */
export function activationPlan(conditions: readonly string[]): ActivationPlan {
  const text = conditions.join("\n");
  return ACTIVATION_PLAN.flatMap(([group, fields]) => {
    const named = new Set([...text.matchAll(new RegExp(`\\b${group}\\s*\\.\\s*(\\w+)`, "g"))].map((m) => m[1]));
    const whole = new RegExp(`\\b${group}\\b(?!\\s*\\.)`).test(text);
    const kept = whole ? fields : fields.filter(([field]) => named.has(field));
    return kept.length > 0 ? [[group, kept] as const] : [];
  });
}

/** The last conversion: a decision's context is judged by the policies and then, unchanged, by the constraints. */
let last: { context: PolicyContext; plan: ActivationPlan; activation: Record<string, Record<string, unknown>> } | null = null;

/** Converts a context to CEL values: ints become BigInt, as CEL integers are 64-bit. Contexts are never changed once built. */
export function toActivation(context: PolicyContext, plan: ActivationPlan = ACTIVATION_PLAN): Record<string, Record<string, unknown>> {
  if (last !== null && last.context === context && last.plan === plan) return last.activation;
  const activation: Record<string, Record<string, unknown>> = {};
  // Indexed loops: this runs for every decision a negotiation or a rehearsal makes.
  for (let g = 0; g < plan.length; g++) {
    const entry = plan[g]!;
    const group = entry[0];
    const fields = entry[1];
    const values = context[group] as Record<string, unknown> | undefined;
    const out = new GROUP_CTORS[group]();
    for (let f = 0; f < fields.length; f++) {
      const spec = fields[f]!;
      const field = spec[0];
      const type = spec[1];
      const v = values?.[field] ?? spec[2];
      out[field] = type === "int" ? toCelInt(v) : type === "double" ? Number(v ?? 0) : type === REPUTATION_TYPE ? toReputation(v) : v;
    }
    activation[group] = out;
  }
  // The package's terms, as they are (CEL reads a plain object as a map; numbers are doubles).
  (activation as Record<string, unknown>)[TERMS_VARIABLE] = context.terms ?? NO_TERMS;
  last = { context, plan, activation };
  return activation;
}

/** Recent numbers as CEL ints: rounds, limits and list prices repeat from decision to decision. */
const celInts = new Map<number, bigint>();

/**
 * The largest int a policy variable holds, in size: JavaScript's safe integers (money is validated to them; a
 * deal's value, price × quantity, is held there). Conditions are costed knowing it (policies/cost.ts): `x + 1`
 * on a variable cannot overflow 64 bits, so it cannot raise an error.
 */
export const MAX_VARIABLE_INT = Number.MAX_SAFE_INTEGER;

function toCelInt(v: unknown): bigint {
  let n = typeof v === "number" && Number.isSafeInteger(v) ? v : Math.trunc(Number(v ?? 0));
  if (n > MAX_VARIABLE_INT) n = MAX_VARIABLE_INT;
  else if (n < -MAX_VARIABLE_INT) n = -MAX_VARIABLE_INT;
  let big = celInts.get(n);
  if (big === undefined) {
    if (celInts.size >= 4_096) celInts.clear();
    big = BigInt(n);
    celInts.set(n, big);
  }
  return big;
}
