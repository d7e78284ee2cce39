/**
 * fast-check arbitraries for the agreement-record and signing tests: whole contract states as the Contract
 * object would hold them when a contract is activated or amended, with unicode in names and terms so the
 * canonical form (RFC 8785) is exercised beyond ASCII.
 */
import fc from "fast-check";
import { CONTRACT_KINDS, PARTY_ROLES, SLA_METRICS, SLA_STATISTICS, SLA_WINDOWS_MIN, type ContractState, type Party, type SlaTarget } from "../../contracts/types";

const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 });
const id = fc.stringMatching(/^[a-z][a-z0-9_-]{0,15}$/);
const minor = fc.integer({ min: 0, max: 100_000_000 });
const epochMs = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 });
const base64urlKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("base64url"));

const party: fc.Arbitrary<Party> = fc.record(
  { agentId: id, role: fc.constantFrom(...PARTY_ROLES), signingKey: base64urlKey },
  { requiredKeys: ["agentId", "role"] },
);

const slaTarget: fc.Arbitrary<SlaTarget> = fc.record({
  id: text,
  metric: fc.constantFrom(...SLA_METRICS),
  statistic: fc.constantFrom(...SLA_STATISTICS),
  windowMin: fc.constantFrom(...SLA_WINDOWS_MIN),
  comparator: fc.constantFrom("atMost" as const, "atLeast" as const),
  threshold: fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  penaltyMinor: minor,
  bonusMinor: minor,
  minSamples: fc.integer({ min: 1, max: 10_000 }),
});

/** A contract state just activated (or amended): active, with activation and end times. */
export const activeContractState: fc.Arbitrary<ContractState> = fc
  .record({
    contractId: id,
    shopId: id,
    kind: fc.constantFrom(...CONTRACT_KINDS),
    parties: fc.uniqueArray(party, { minLength: 2, maxLength: 6, selector: (p) => p.agentId }),
    currency: fc.constantFrom("EUR", "USD", "JPY", "CHF"),
    priceMinor: minor,
    terms: fc.dictionary(text, fc.oneof(text, fc.integer({ min: -1_000_000, max: 1_000_000 })), { maxKeys: 5, noNullPrototype: true }),
    sla: fc.array(slaTarget, { maxLength: 4 }),
    stakeMinor: minor,
    bonusPoolMinor: minor,
    durationMs: fc.integer({ min: 60_000, max: 86_400_000 }),
    createdAt: epochMs,
    activationDelayMs: fc.integer({ min: 0, max: 3_600_000 }),
    termsVersion: fc.integer({ min: 1, max: 50 }),
    negotiationId: fc.option(id, { nil: undefined }),
    parentId: fc.option(id, { nil: undefined }),
    partIds: fc.array(id, { maxLength: 8 }),
  })
  .map((c): ContractState => {
    const activatedAt = c.createdAt + c.activationDelayMs;
    return {
      contractId: c.contractId,
      shopId: c.shopId,
      kind: c.kind,
      parties: c.parties,
      terms: { currency: c.currency, priceMinor: c.priceMinor, terms: c.terms, sla: c.sla, stakeMinor: c.stakeMinor, bonusPoolMinor: c.bonusPoolMinor, durationMs: c.durationMs },
      status: "active",
      ...(c.negotiationId === undefined ? {} : { negotiationId: c.negotiationId }),
      ...(c.parentId === undefined ? {} : { parentId: c.parentId }),
      partIds: c.partIds,
      createdAt: c.createdAt,
      proposalExpiresAt: c.createdAt + 3_600_000,
      acceptedBy: c.parties.map((p) => p.agentId),
      activatedAt,
      endsAt: activatedAt + c.durationMs,
      termsVersion: c.termsVersion,
      sla: { targets: {}, consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null, rewardPeriodStart: null, rewardPaidInPeriodMinor: 0 },
    };
  });

/** A fixed bilateral contract with one SLA target, for examples. */
export function exampleContract(): ContractState {
  return {
    contractId: "ctr_1",
    shopId: "shp_1",
    kind: "bilateral",
    parties: [
      { agentId: "shp_1", role: "provider" },
      { agentId: "byr_7", role: "consumer" },
    ],
    terms: {
      currency: "EUR",
      priceMinor: 12_000,
      terms: { paymentDays: 30, support: "business-hours" },
      sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", windowMin: 5, comparator: "atMost", threshold: 250, penaltyMinor: 500, bonusMinor: 100, minSamples: 20 }],
      stakeMinor: 50_000,
      bonusPoolMinor: 5_000,
      durationMs: 86_400_000,
    },
    status: "active",
    negotiationId: "neg_42",
    partIds: [],
    createdAt: 1_795_000_000_000,
    proposalExpiresAt: 1_795_003_600_000,
    acceptedBy: ["shp_1", "byr_7"],
    activatedAt: 1_795_000_060_000,
    endsAt: 1_795_086_460_000,
    termsVersion: 1,
    sla: { targets: {}, consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null, rewardPeriodStart: null, rewardPaidInPeriodMinor: 0 },
  };
}

/** Every path to a leaf (string, number, boolean or null) of a JSON value. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === "object") return Object.keys(value).flatMap((key) => leafPaths((value as Record<string, unknown>)[key], [...prefix, key]));
  return [prefix];
}

/** A deep copy of `value` with the leaf at `path` replaced by something different of a JSON type. */
export function withLeafChanged(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const old = parent[last];
  parent[last] = typeof old === "number" ? old + 1 : typeof old === "string" ? `${old}x` : old === null ? 0 : !old;
  return copy;
}

/** A deep copy of a JSON value with every object's keys inserted in an order chosen by `order` (0..1 each). */
export function withKeysReordered(value: unknown, order: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => withKeysReordered(item, order));
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withKeysReordered(item, order), order()] as const);
  entries.sort((a, b) => a[2] - b[2]);
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  return out;
}
