/** The policy sets the negotiation bench judges Parley with, parsed as an upload would be. */
import { DEFAULT_POLICIES_YAML, parsePolicySet, type PolicySet } from "../../policies";
import { SEED_GOVERNANCE_YAML } from "../../policies/examples";

/** A policy file parsed as an upload would be; throws if it does not parse. */
export function policySet(source: string, what = "policy set"): PolicySet {
  const parsed = parsePolicySet(source);
  if (!parsed.ok) throw new Error(`the ${what} does not parse: ${JSON.stringify(parsed.errors)}`);
  return parsed.set;
}

/** The bundled policy set, parsed as a new shop gets it. */
export function bundledPolicies(): PolicySet {
  return policySet(DEFAULT_POLICIES_YAML, "bundled policy set");
}

/** The seed governance example (policies/examples/seed-governance.yaml), the bundled set until 2026-11. */
export function seedGovernancePolicies(): PolicySet {
  return policySet(SEED_GOVERNANCE_YAML, "seed governance example");
}

/** A set that allows every decision: Parley alone, through the same evaluator (the baseline for governance). */
const ALLOW_ALL_YAML = `version: 1
policies:
  - id: allow-everything
    when: "true"
    action: ALLOW
    severity: low
`;

let allowAll: PolicySet | null = null;
/** ALLOW_ALL_YAML, parsed once: the kernel's decisions as they are. */
export function allowAllPolicies(): PolicySet {
  allowAll ??= policySet(ALLOW_ALL_YAML, "allow-all set");
  return allowAll;
}
