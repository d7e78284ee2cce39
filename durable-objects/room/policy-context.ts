/** The policy set a room evaluates, compiled once per isolate (the context it is judged on: policies/decision-context.ts). */
import { parsePolicySet, type PolicySet } from "../../policies";

const compiled = new Map<string, PolicySet>();

/** Policy sets are snapshotted as YAML; each distinct text is parsed and type-checked once per isolate. */
export function compiledPolicies(source: string): PolicySet {
  let set = compiled.get(source);
  if (!set) {
    const parsed = parsePolicySet(source);
    // The Shop only ever snapshots sets that parsed; failing here means storage was tampered with.
    if (!parsed.ok) throw new Error(`stored policy set does not parse: ${parsed.errors[0]?.message}`);
    set = parsed.set;
    if (compiled.size > 100) compiled.clear();
    compiled.set(source, set);
  }
  return set;
}

