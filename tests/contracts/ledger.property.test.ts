/**
 * Ledger invariants (fast-check), over random contracts (one provider, one to four consumers, random stake, pool
 * and caps) living random sequences of penalties, bonuses, reward periods, replays and a closing:
 * the books always balance (all balances sum to 0); no account but an external one is ever below zero; a penalty
 * never exceeds the per-violation cap and one period's rewards never exceed the per-period cap; after closing the
 * stake and pool accounts are exactly 0; what the provider lost from its stake is what the consumers got from
 * penalties; replaying any prefix of the postings, or any earlier check, changes no balance; every posting of a
 * check names that check. Also: random batches that validation accepts keep the books balanced and nothing
 * overdrawn, and exact splits always sum to the whole.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activationPostings, applyPostings, balances, bonusPostings, closingPostings, penaltyPostings, splitByLargestRemainder, validatePostings } from "../../contracts/ledger";
import { contractLimits } from "../../contracts/limits";
import type { AccountId, ContractLimits, ContractState, Party, Posting, PostingKind } from "../../contracts/types";

const CONTRACT_ID = "k";
const TARGETS = ["latency-p95", "success", "availability"] as const;

function contract(consumers: number, stakeMinor: number, bonusPoolMinor: number): ContractState {
  const parties: Party[] = [{ agentId: "prov", role: "provider" }, ...Array.from({ length: consumers }, (_, i) => ({ agentId: `cons${i}`, role: "consumer" as const }))];
  return {
    contractId: CONTRACT_ID,
    shopId: "shop",
    kind: consumers > 1 ? "multilateral" : "bilateral",
    parties,
    terms: { currency: "EUR", priceMinor: 1, terms: {}, sla: [], stakeMinor, bonusPoolMinor, durationMs: 1 },
    status: "active",
    partIds: [],
    createdAt: 0,
    proposalExpiresAt: 0,
    acceptedBy: [],
    termsVersion: 1,
    sla: { targets: {}, consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null, rewardPeriodStart: null, rewardPaidInPeriodMinor: 0 },
  };
}

type Op =
  | { op: "penalty"; target: (typeof TARGETS)[number]; requested: number }
  | { op: "bonus"; target: (typeof TARGETS)[number]; requested: number }
  | { op: "newPeriod" }
  | { op: "replayCheck"; pick: number }
  | { op: "replayPrefix"; pick: number }
  | { op: "close" };

const amount = fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 200_000 }));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant("penalty" as const), target: fc.constantFrom(...TARGETS), requested: amount }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant("bonus" as const), target: fc.constantFrom(...TARGETS), requested: amount }) },
  { weight: 1, arbitrary: fc.constant({ op: "newPeriod" as const }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("replayCheck" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("replayPrefix" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ op: "close" as const }) },
);

interface Scenario {
  consumers: number;
  stakeMinor: number;
  bonusPoolMinor: number;
  maxPenaltyPerViolationMinor: number;
  maxRewardPerPeriodMinor: number;
  ops: Op[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  consumers: fc.integer({ min: 1, max: 4 }),
  stakeMinor: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 10_000_000 })),
  bonusPoolMinor: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 10_000_000 })),
  maxPenaltyPerViolationMinor: fc.integer({ min: 0, max: 150_000 }),
  maxRewardPerPeriodMinor: fc.integer({ min: 0, max: 60_000 }),
  ops: fc.array(opArb, { maxLength: 40 }),
});

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);
const total = (postings: readonly Posting[], kind: PostingKind) => sum(postings.filter((p) => p.kind === kind).map((p) => p.amountMinor));

function expectSound(books: ReadonlyMap<AccountId, number>): void {
  expect(sum(books.values())).toBe(0);
  for (const [account, balance] of books) if (!account.startsWith("external:")) expect(balance, account).toBeGreaterThanOrEqual(0);
}

/** Plays one scenario through the ledger exactly as the contract object would, checking every invariant per step. */
function play(scenario: Scenario): void {
  const state = contract(scenario.consumers, scenario.stakeMinor, scenario.bonusPoolMinor);
  const limits: ContractLimits = contractLimits({ maxPenaltyPerViolationMinor: scenario.maxPenaltyPerViolationMinor, maxRewardPerPeriodMinor: scenario.maxRewardPerPeriodMinor });
  let postings: Posting[] = [];
  let paidInPeriod = 0;
  const checks: { run: () => Posting[] }[] = [];

  const commit = (add: Posting[]): Posting[] => {
    const result = applyPostings(postings, add);
    if (!result.ok) throw new Error(result.detail);
    postings = result.postings;
    expectSound(result.balances);
    expect(result.balances).toEqual(balances(postings));
    return result.added;
  };

  commit(activationPostings(state, 0));
  scenario.ops.forEach((op, step) => {
    const check = { contractId: CONTRACT_ID, at: 1_000 * (step + 1) };
    const before = balances(postings);
    switch (op.op) {
      case "penalty": {
        const run = () => penaltyPostings(state, balances(postings), op.target, op.requested, check, limits);
        const added = commit(run());
        checks.push({ run });
        expect(sum(added.map((p) => p.amountMinor))).toBeLessThanOrEqual(limits.maxPenaltyPerViolationMinor);
        expect(sum(added.map((p) => p.amountMinor))).toBeLessThanOrEqual(op.requested);
        for (const p of added) {
          expect(p.cause).toBe(`check:${check.at}:${op.target}`);
          expect(p.postingId.startsWith(`${CONTRACT_ID}:${p.cause}:`)).toBe(true);
          expect(p.at).toBe(check.at);
        }
        break;
      }
      case "bonus": {
        const paid = paidInPeriod;
        const run = () => bonusPostings(state, balances(postings), op.target, op.requested, check, limits, paid);
        const added = commit(run());
        checks.push({ run });
        paidInPeriod += sum(added.map((p) => p.amountMinor));
        expect(paidInPeriod).toBeLessThanOrEqual(limits.maxRewardPerPeriodMinor);
        for (const p of added) {
          expect(p.cause).toBe(`check:${check.at}:${op.target}`);
          expect(p.postingId.startsWith(`${CONTRACT_ID}:${p.cause}:`)).toBe(true);
        }
        break;
      }
      case "newPeriod":
        paidInPeriod = 0;
        break;
      case "replayCheck":
        if (checks.length > 0) expect(commit(checks[op.pick % checks.length]!.run())).toEqual([]);
        expect(balances(postings)).toEqual(before);
        break;
      case "replayPrefix":
        expect(commit(postings.slice(0, op.pick % (postings.length + 1)))).toEqual([]);
        expect(balances(postings)).toEqual(before);
        break;
      case "close":
        commit(closingPostings(state, balances(postings), check.at, "close"));
        break;
    }
    // What the provider's stake lost is exactly what the consumers were paid in penalties.
    const books = balances(postings);
    const consumersGot = sum(postings.filter((p) => p.kind === "penalty" && p.to.startsWith("party:cons")).map((p) => p.amountMinor));
    expect(total(postings, "stake_deposit") - total(postings, "stake_refund") - (books.get(`stake:${CONTRACT_ID}`) ?? 0)).toBe(consumersGot);
  });

  commit(closingPostings(state, balances(postings), 1_000_000, "complete"));
  const books = balances(postings);
  expect(books.get(`stake:${CONTRACT_ID}`) ?? 0).toBe(0);
  expect(books.get(`pool:${CONTRACT_ID}`) ?? 0).toBe(0);
  expect(scenario.stakeMinor - (books.get("party:prov") ?? 0) + total(postings, "bonus")).toBe(total(postings, "penalty"));
  expect(0 - (books.get("external:prov") ?? 0)).toBe(scenario.stakeMinor);
  expect(0 - sum([...books].filter(([a]) => a.startsWith("external:cons")).map(([, b]) => b))).toBe(scenario.bonusPoolMinor);
  // A closing replayed posts nothing more.
  expect(commit(closingPostings(state, balances(postings), 1_000_000, "complete"))).toEqual([]);
}

describe("ledger properties over random contract lives", () => {
  it("balance, never overdraw, respect both caps, empty stake and pool at closing, and ignore replays", () => {
    fc.assert(fc.property(scenarioArb, (scenario) => play(scenario)), { numRuns: 300 });
  });
});

describe("validation properties over random batches", () => {
  const accounts: AccountId[] = ["external:a", "external:b", "stake:k", "pool:k", "party:a", "party:b"];
  const kinds: Record<string, PostingKind> = { "external>stake": "stake_deposit", "external>pool": "pool_deposit", "stake>party": "penalty", "pool>party": "bonus", "party>external": "payout" };
  const routes: [AccountId, AccountId][] = [
    ["external:a", "stake:k"],
    ["external:b", "pool:k"],
    ["stake:k", "party:a"],
    ["stake:k", "party:b"],
    ["pool:k", "party:a"],
    ["party:a", "external:a"],
    ["party:b", "external:b"],
  ];
  const toPosting = ([from, to]: [AccountId, AccountId], amountMinor: number): Posting => ({
    postingId: "",
    contractId: "k",
    kind: kinds[`${from.split(":")[0]}>${to.split(":")[0]}`] ?? "penalty",
    from,
    to,
    amountMinor,
    currency: "EUR",
    at: 0,
    cause: "x",
  });
  // Mostly well-formed transfers (so many batches are accepted and overdrafts are the question), some malformed.
  const postingArb = fc.oneof(
    { weight: 12, arbitrary: fc.tuple(fc.constantFrom(...routes), fc.integer({ min: 1, max: 50 })).map(([route, amount]) => toPosting(route, amount)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...accounts), fc.constantFrom(...accounts), fc.integer({ min: -2, max: 50 })).map(([from, to, amount]) => toPosting([from, to], amount)) },
  );
  const batchArb = fc.array(postingArb, { maxLength: 30 }).map((ps) => ps.map((p, i) => ({ ...p, postingId: `k:x:${i}` })));

  const wellFormed = (p: Posting) => p.amountMinor > 0 && kinds[`${p.from.split(":")[0]}>${p.to.split(":")[0]}`] === p.kind;
  const neverOverdrawn = (batch: Posting[]) =>
    batch.every((_, n) => [...balances(batch.slice(0, n + 1))].every(([account, balance]) => account.startsWith("external:") || balance >= 0));

  it("accepts a batch exactly when every posting is well formed and no non-external account ever dips below zero", () => {
    let accepted = 0;
    fc.assert(
      fc.property(batchArb, (batch) => {
        const result = validatePostings(new Map(), batch);
        expect(result.ok).toBe(batch.every(wellFormed) && neverOverdrawn(batch));
        if (result.ok) {
          accepted++;
          expect(result.balances).toEqual(balances(batch));
          expectSound(result.balances);
        }
      }),
      { numRuns: 500 },
    );
    // The generator must reach both verdicts often, or the property proves little.
    expect(accepted).toBeGreaterThan(50);
    expect(accepted).toBeLessThan(450);
  });
});

describe("exact splits", () => {
  it("always sum to the whole, each part within one unit of its exact quota", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 16 }), (amount, weights) => {
        const parts = splitByLargestRemainder(amount, weights);
        expect(sum(parts)).toBe(amount);
        const effective = weights.some((w) => w > 0) ? weights : weights.map(() => 1);
        const weightSum = sum(effective);
        parts.forEach((part, i) => {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(Math.abs(part - (amount * effective[i]!) / weightSum)).toBeLessThan(1);
        });
      }),
      { numRuns: 500 },
    );
  });
});
