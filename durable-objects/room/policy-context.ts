/** The policy set a room evaluates, compiled once per isolate (the context it is judged on: policies/decision-context.ts). */
import { parsePolicySet, type PolicySet } from "../../policies";

const compiled = { strict: new Map<string, PolicySet>(), stored: new Map<string, PolicySet>() };

/**
 * Policy sets are snapshotted as YAML; each distinct text is parsed and type-checked once per isolate.
 * `stored`: as a live negotiation runs a set it was given — one saved before today's cost limits still loads,
 * and its over-cost conditions are never run (they escalate). Without it, such a set throws, as an upload
 * would be refused (rehearsals and dry runs of it are refused).
 */
export function compiledPolicies(source: string, options: { stored?: boolean } = {}): PolicySet {
  const cache = options.stored ? compiled.stored : compiled.strict;
  let set = cache.get(source);
  if (!set) {
    const parsed = parsePolicySet(source, [], { stored: options.stored === true });
    // The Shop only ever snapshots sets that parsed; failing here means storage was tampered with, or (strict) a set over today's limits.
    if (!parsed.ok) throw new Error(`stored policy set does not parse: ${parsed.errors[0]?.message}`);
    set = parsed.set;
    if (cache.size > 100) cache.clear();
    cache.set(source, set);
  }
  return set;
}
