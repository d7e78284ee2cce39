/**
 * fast-check arbitraries for the fleet's properties: small fleets over a handful of ids, categories and
 * counterparties (so collisions — shared ids, related negotiations, similar counterparties — happen often),
 * requests, and shared memories built by recording outcomes, as the coordinator meets them.
 */
import fc from "fast-check";
import { ARM_NAMES } from "../../kernel/learning";
import { DEAL_TYPES, EMPTY_FLEET_STATS, LANGUAGE_STYLES, recordOutcome, type AssignmentRequest, type Fleet, type FleetStats, type NegotiatorProfile, type Outcome } from "../../fleet";

export const AGENT_IDS = ["ada", "brook", "cato", "dana", "eli", "fay"] as const;
export const CATEGORIES = ["hardware", "software", "services"] as const;
export const COUNTERPARTIES = ["cp-1", "cp-2", "cp-3", "cp-4", "cp-5"] as const;
export const NOW = 1_800_000_000_000;
const DAY = 24 * 3_600_000;

export const profileArb = (id: fc.Arbitrary<string> = fc.constantFrom(...AGENT_IDS)): fc.Arbitrary<NegotiatorProfile> =>
  fc.record({
    id,
    name: fc.constantFrom("Ada", "Brook", "Cato"),
    dealTypes: fc.subarray([...DEAL_TYPES], { minLength: 1 }),
    categories: fc.oneof(fc.constant("all" as const), fc.subarray([...CATEGORIES], { minLength: 1 })),
    strategy: fc.record({ kind: fc.constantFrom("adaptive" as const, "boulware" as const, "linear" as const, "conceder" as const) }),
    arms: fc.subarray([...ARM_NAMES], { minLength: 1 }),
    policySetId: fc.constant("default"),
    languageStyle: fc.constantFrom(...LANGUAGE_STYLES),
    capacity: fc.integer({ min: 1, max: 4 }),
    active: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });

/** A fleet with distinct ids (as validation guarantees) and live counts from 0 to a little over capacity. */
export const fleetArb: fc.Arbitrary<Fleet> = fc
  .uniqueArray(profileArb(), { selector: (p) => p.id, minLength: 0, maxLength: AGENT_IDS.length })
  .chain((agents) =>
    fc.tuple(...agents.map((a) => fc.integer({ min: 0, max: a.capacity + 1 }))).map((lives) => ({
      agents,
      live: Object.fromEntries(agents.map((a, i) => [a.id, lives[i]!])),
    })),
  );

export const requestArb = (agentIds: readonly string[] = AGENT_IDS): fc.Arbitrary<AssignmentRequest> =>
  fc.record({
    negotiationId: fc.constant("n-1"),
    dealType: fc.constantFrom(...DEAL_TYPES),
    category: fc.constantFrom(...CATEGORIES),
    counterpartyId: fc.constantFrom(...COUNTERPARTIES),
    similar: fc.uniqueArray(fc.record({ counterpartyId: fc.constantFrom(...COUNTERPARTIES), similarity: fc.double({ min: 0.05, max: 1, noNaN: true }) }), {
      selector: (s) => s.counterpartyId,
      maxLength: 3,
    }),
    related: fc.array(fc.record({ negotiationId: fc.constantFrom("r-1", "r-2", "r-3"), agentId: fc.constantFrom(...agentIds) }), { maxLength: 3 }),
  });

export const outcomeArb: fc.Arbitrary<Outcome> = fc.record({
  agentId: fc.constantFrom(...AGENT_IDS),
  counterpartyId: fc.constantFrom(...COUNTERPARTIES),
  reward: fc.double({ min: 0, max: 1, noNaN: true }),
  at: fc.integer({ min: NOW - 90 * DAY, max: NOW }),
});

export const statsArb: fc.Arbitrary<FleetStats> = fc.array(outcomeArb, { maxLength: 40 }).map((outcomes) => outcomes.reduce((s, o) => recordOutcome(s, o), EMPTY_FLEET_STATS));
