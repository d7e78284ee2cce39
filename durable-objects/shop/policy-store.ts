/** The shop's policy set, every uploaded version kept; negotiations snapshot the active one when they open. */
import { breakerSettings, DEFAULT_POLICIES_YAML, evaluatePolicies, formatCount, parsePolicySet, WORK_LIMITS, type BreakerSettings, type PolicyContext, type PolicyEvaluation, type ProductBounds } from "../../policies";
import { compiledPolicies } from "../room/policy-context";
import { fail, ok, type RpcResult } from "../../common/problem";

export interface PolicySetView {
  /** 0 is the bundled default set. */
  version: number;
  source: string;
  /** `appliesTo`: the one direction a policy governs (null: both, sales and purchases). */
  policies: { id: string; description: string; action: string; severity: string; when: string; appliesTo: "sale" | "purchase" | null }[];
}

export class PolicyStore {
  constructor(
    private readonly sql: SqlStorage,
    /** The catalog's floors and list prices, which constraints are checked against. */
    private readonly productBounds: () => ProductBounds[],
  ) {}

  /**
   * A new version, after parsing and type-checking every condition (and checking constraints against the
   * catalog's floors and list prices). A refused upload changes nothing.
   */
  put(source: string): RpcResult<PolicySetView> {
    const parsed = parsePolicySet(source, this.productBounds());
    if (!parsed.ok) return refused(parsed.errors);
    const version = this.active().version + 1;
    this.sql.exec("INSERT INTO policy_sets (version, source, created_at) VALUES (?, ?, ?)", version, source, Date.now());
    return ok(this.view(), 201);
  }

  /**
   * Evaluates a policy set (the given source, or the active one) against sample decisions; stores nothing.
   * Bounded in work: samples × (the set's cost + a sample's bookkeeping) ≤ WORK_LIMITS.perRequest — with at
   * most 100 samples and POLICY_COST_LIMITS.perSet steps a set, 10 M steps, so the check never refuses a set
   * the upload accepts; it stands for the day either limit moves. An active set stored before the cost
   * limits and over them is refused here as an upload would be (422, each condition at its line).
   */
  dryRun(source: string | undefined, samples: PolicyContext[]): RpcResult<{ version: number | null; results: PolicyEvaluation[] }> {
    const text = source ?? this.active().source;
    const parsed = parsePolicySet(text, source === undefined ? [] : this.productBounds());
    if (!parsed.ok) return refused(parsed.errors);
    const work = samples.length * ((parsed.set.cost ?? 0) + WORK_LIMITS.dryRunSample);
    if (work > WORK_LIMITS.perRequest) {
      const fits = Math.floor(WORK_LIMITS.perRequest / ((parsed.set.cost ?? 0) + WORK_LIMITS.dryRunSample));
      return workLimitExceeded(`This dry run would take ${formatCount(work)} evaluation steps, over the limit of ${formatCount(WORK_LIMITS.perRequest)} for one request: send at most ${fits} samples, or a cheaper policy set.`, {
        limit: WORK_LIMITS.perRequest,
        estimated: work,
        errors: [{ path: "samples", message: `at most ${fits} samples with this policy set (${formatCount(parsed.set.cost ?? 0)} steps per decision)` }],
      });
    }
    return ok({ version: source === undefined ? this.active().version : null, results: samples.map((s) => evaluatePolicies(parsed.set, s)) });
  }

  /** A stored version (0: the bundled default), or null when the shop holds no such version: a fleet agent's policy set. */
  version(version: number): { version: number; source: string } | null {
    if (version === 0) return { version: 0, source: DEFAULT_POLICIES_YAML };
    return this.sql.exec<{ version: number; source: string }>("SELECT version, source FROM policy_sets WHERE version = ?", version).toArray()[0] ?? null;
  }

  /** The newest uploaded set, or the bundled default (version 0). */
  active(): { version: number; source: string } {
    const row = this.sql.exec<{ version: number; source: string }>("SELECT version, source FROM policy_sets ORDER BY version DESC LIMIT 1").toArray()[0];
    return row ?? { version: 0, source: DEFAULT_POLICIES_YAML };
  }

  /** The circuit breaker the active set asks for (scope and thresholds). */
  breakerSettings(): BreakerSettings {
    // As stored: a set saved before the cost limits and over them still asks for its breaker.
    return breakerSettings(compiledPolicies(this.active().source, { stored: true }));
  }

  view(): PolicySetView {
    const { version, source } = this.active();
    // Read back as stored: a set uploaded before the cost limits is still shown (and can be replaced).
    const parsed = parsePolicySet(source, [], { stored: true });
    return {
      version,
      source,
      policies: parsed.ok ? parsed.set.policies.map((p) => ({ id: p.id, description: p.description, action: p.action, severity: p.severity, when: p.when, appliesTo: p.appliesTo ?? null })) : [],
    };
  }
}

/** A policy file refused, with every problem at its line (the upload, the dry run and a rehearsal say it alike). */
export function refused(errors: readonly unknown[]): RpcResult<never> {
  return fail("invalid-policy-set", `${errors.length} problem(s) in the policy file.`, { errors });
}

/**
 * A request that would do more work than one request may (policies/cost.ts WORK_LIMITS): 422, with the limit,
 * the estimate and, in `errors`, each field to reduce.
 */
export function workLimitExceeded(detail: string, extensions: { limit: number; estimated: number; errors: { path: string; message: string }[]; [key: string]: unknown }): RpcResult<never> {
  return fail("work-limit-exceeded", detail, extensions);
}
