/**
 * The contract ledger by example: what activation, a penalty, a bonus and closing post, each cap exactly at its
 * boundary and one over, exact splits among several consumers, refused batches, and replays that post nothing.
 */
import { describe, expect, it } from "vitest";
import {
  activationPostings,
  applyPostings,
  balanceOf,
  balances,
  bonusPostings,
  closingPostings,
  mergePostings,
  penaltyPostings,
  splitByLargestRemainder,
  validatePostings,
} from "../../contracts/ledger";
import { contractLimits } from "../../contracts/limits";
import type { AccountId, ContractState, Party, Posting } from "../../contracts/types";

function contract(overrides: { parties?: Party[]; stakeMinor?: number; bonusPoolMinor?: number; currency?: string } = {}): ContractState {
  return {
    contractId: "c1",
    shopId: "shop",
    kind: "bilateral",
    parties: overrides.parties ?? [
      { agentId: "prov", role: "provider" },
      { agentId: "cons", role: "consumer" },
    ],
    terms: {
      currency: overrides.currency ?? "EUR",
      priceMinor: 10_000,
      terms: {},
      sla: [],
      stakeMinor: overrides.stakeMinor ?? 200_000,
      bonusPoolMinor: overrides.bonusPoolMinor ?? 80_000,
      durationMs: 3_600_000,
    },
    status: "active",
    partIds: [],
    createdAt: 0,
    proposalExpiresAt: 1000,
    acceptedBy: [],
    termsVersion: 1,
    sla: { targets: {}, consecutiveViolations: 0, violationsTotal: 0, lastCheckAt: null, rewardPeriodStart: null, rewardPaidInPeriodMinor: 0 },
  };
}

const limits = contractLimits({ maxPenaltyPerViolationMinor: 1_000, maxRewardPerPeriodMinor: 500 });
const check = { contractId: "c1", at: 5_000 };

function activated(state: ContractState): Posting[] {
  const postings = activationPostings(state, 100);
  const result = validatePostings(new Map(), postings);
  expect(result.ok).toBe(true);
  return postings;
}

describe("activation", () => {
  it("moves the provider's stake and the consumer's pool in from outside, with ids named after the cause", () => {
    const postings = activationPostings(contract(), 100);
    expect(postings).toEqual([
      { postingId: "c1:activate:0", contractId: "c1", kind: "stake_deposit", from: "external:prov", to: "stake:c1", amountMinor: 200_000, currency: "EUR", at: 100, cause: "activate" },
      { postingId: "c1:activate:1", contractId: "c1", kind: "pool_deposit", from: "external:cons", to: "pool:c1", amountMinor: 80_000, currency: "EUR", at: 100, cause: "activate" },
    ]);
    const books = balances(postings);
    expect(books.get("stake:c1")).toBe(200_000);
    expect(books.get("external:prov")).toBe(-200_000);
  });

  it("posts nothing for a zero stake or pool", () => {
    expect(activationPostings(contract({ stakeMinor: 0, bonusPoolMinor: 0 }), 100)).toEqual([]);
    expect(activationPostings(contract({ stakeMinor: 0 }), 100).map((p) => p.kind)).toEqual(["pool_deposit"]);
  });

  it("has several consumers share the pool equally, the remainder to the first, summing exactly", () => {
    const parties: Party[] = [
      { agentId: "p", role: "provider" },
      { agentId: "a", role: "consumer" },
      { agentId: "b", role: "consumer" },
      { agentId: "c", role: "consumer" },
    ];
    const postings = activationPostings(contract({ parties, stakeMinor: 0, bonusPoolMinor: 100 }), 1);
    expect(postings.map((p) => [p.from, p.amountMinor])).toEqual([
      ["external:a", 34],
      ["external:b", 33],
      ["external:c", 33],
    ]);
  });

  it("refuses a stake with no provider to pay it", () => {
    expect(() => activationPostings(contract({ parties: [{ agentId: "cons", role: "consumer" }] }), 1)).toThrow(/no provider/);
  });
});

describe("penalty cap", () => {
  const state = contract();
  const books = () => balances(activated(state));

  it("pays a penalty exactly at the per-violation cap in full", () => {
    const postings = penaltyPostings(state, books(), "latency-p95", 1_000, check, limits);
    expect(postings).toEqual([
      { postingId: "c1:check:5000:latency-p95:1", contractId: "c1", kind: "penalty", from: "stake:c1", to: "party:cons", amountMinor: 1_000, currency: "EUR", at: 5_000, cause: "check:5000:latency-p95" },
    ]);
  });

  it("cuts a penalty one over the cap down to the cap", () => {
    expect(penaltyPostings(state, books(), "t", 1_001, check, limits).map((p) => p.amountMinor)).toEqual([1_000]);
  });

  it("never takes more than the stake left, and nothing from an empty stake", () => {
    const small = contract({ stakeMinor: 999 });
    const current = balances(activated(small));
    expect(penaltyPostings(small, current, "t", 999, check, limits).map((p) => p.amountMinor)).toEqual([999]);
    expect(penaltyPostings(small, current, "t", 1_000, check, limits).map((p) => p.amountMinor)).toEqual([999]);
    const drained = balances([...activated(small), ...penaltyPostings(small, current, "t", 1_000, check, limits)]);
    expect(penaltyPostings(small, drained, "t", 1, { contractId: "c1", at: 6_000 }, limits)).toEqual([]);
  });

  it("splits a penalty among several consumers exactly", () => {
    const parties: Party[] = [
      { agentId: "p", role: "provider" },
      { agentId: "a", role: "consumer" },
      { agentId: "b", role: "consumer" },
    ];
    const multi = contract({ parties });
    const postings = penaltyPostings(multi, balances(activated(multi)), "t", 1_000 - 1, check, limits);
    expect(postings.map((p) => [p.to, p.amountMinor])).toEqual([
      ["party:a", 500],
      ["party:b", 499],
    ]);
  });
});

describe("reward cap per period", () => {
  const state = contract();
  const books = () => balances(activated(state));

  it("pays a bonus that brings the period exactly to its cap", () => {
    const postings = bonusPostings(state, books(), "availability", 200, check, limits, 300);
    expect(postings).toEqual([
      { postingId: "c1:check:5000:availability:0", contractId: "c1", kind: "bonus", from: "pool:c1", to: "party:prov", amountMinor: 200, currency: "EUR", at: 5_000, cause: "check:5000:availability" },
    ]);
  });

  it("cuts a bonus one over the period's cap to what the cap has left, and pays nothing once it is reached", () => {
    expect(bonusPostings(state, books(), "t", 201, check, limits, 300).map((p) => p.amountMinor)).toEqual([200]);
    expect(bonusPostings(state, books(), "t", 1, check, limits, 500)).toEqual([]);
  });

  it("never pays more than the pool left", () => {
    const small = contract({ bonusPoolMinor: 50 });
    expect(bonusPostings(small, balances(activated(small)), "t", 400, check, limits, 0).map((p) => p.amountMinor)).toEqual([50]);
  });
});

describe("closing", () => {
  it("returns what is left of the stake to the provider and of the pool to the consumers, leaving both at 0", () => {
    const parties: Party[] = [
      { agentId: "p", role: "provider" },
      { agentId: "a", role: "consumer" },
      { agentId: "b", role: "consumer" },
    ];
    const state = contract({ parties, stakeMinor: 5_000, bonusPoolMinor: 1_001 });
    let postings = activated(state);
    postings = [...postings, ...penaltyPostings(state, balances(postings), "t", 700, check, limits)];
    postings = [...postings, ...bonusPostings(state, balances(postings), "u", 300, check, limits, 0)];
    const closing = closingPostings(state, balances(postings), 9_000, "complete");
    expect(closing.map((p) => [p.kind, p.to, p.amountMinor, p.postingId])).toEqual([
      ["stake_refund", "party:p", 4_300, "c1:complete:0"],
      ["pool_refund", "party:a", 351, "c1:complete:1"],
      ["pool_refund", "party:b", 350, "c1:complete:2"],
    ]);
    const after = balances([...postings, ...closing]);
    expect(balanceOf(after, "stake:c1")).toBe(0);
    expect(balanceOf(after, "pool:c1")).toBe(0);
    expect(balanceOf([...postings, ...closing], "party:p")).toBe(4_300 + 300);
  });
});

describe("validation", () => {
  const base: Posting = { postingId: "c1:x:0", contractId: "c1", kind: "stake_deposit", from: "external:prov", to: "stake:c1", amountMinor: 10, currency: "EUR", at: 1, cause: "x" };
  const refused = (add: Posting[], current = new Map<AccountId, number>()) => {
    const result = validatePostings(current, add);
    return result.ok ? "accepted" : result.detail;
  };

  it("accepts a well-formed batch and returns the balances after it", () => {
    const result = validatePostings(new Map([["stake:c1", 5]]), [base]);
    expect(result).toEqual({ ok: true, balances: new Map<AccountId, number>([["stake:c1", 15], ["external:prov", -10]]) });
  });

  it.each([
    ["a zero amount", { amountMinor: 0 }, /positive whole number/],
    ["a negative amount", { amountMinor: -5 }, /positive whole number/],
    ["a fractional amount", { amountMinor: 1.5 }, /positive whole number/],
    ["an amount beyond safe integers", { amountMinor: 2 ** 53 }, /positive whole number/],
    ["money to itself", { from: "stake:c1", to: "stake:c1", kind: "penalty" }, /to itself/],
    ["a kind on the wrong accounts", { kind: "penalty" }, /penalty moves money stake → party/],
    ["another contract's stake", { to: "stake:c2" }, /does not belong to contract c1/],
  ] as const)("refuses %s", (_, change, detail) => {
    expect(refused([{ ...base, ...change } as Posting])).toMatch(detail);
  });

  it("refuses a second currency in one contract, a reused id, and an account other than external going below zero", () => {
    expect(refused([base, { ...base, postingId: "c1:x:1", currency: "USD" }])).toMatch(/currency USD/);
    expect(refused([base, base])).toMatch(/already used/);
    const overdraw: Posting = { ...base, postingId: "c1:y:0", kind: "penalty", from: "stake:c1", to: "party:cons", amountMinor: 11 };
    expect(refused([base, overdraw])).toMatch(/stake:c1 would fall to -1/);
    expect(refused([base, { ...overdraw, amountMinor: 10 }])).toBe("accepted");
  });

  it("checks posting by posting, so money may not be spent before it arrives", () => {
    const spend: Posting = { ...base, postingId: "c1:y:0", kind: "penalty", from: "stake:c1", to: "party:cons" };
    expect(refused([spend, base])).toMatch(/would fall to -10/);
  });
});

describe("replays", () => {
  it("skip postings whose id is already on the books, so a replayed check posts nothing new", () => {
    const state = contract();
    const existing = activated(state);
    const penalty = penaltyPostings(state, balances(existing), "t", 400, check, limits);
    const first = applyPostings(existing, penalty);
    expect(first.ok && first.added).toEqual(penalty);
    const books = first.ok ? first.postings : [];
    // The replay sees later balances and may compute another amount; the first posting under the id stands.
    const replay = penaltyPostings(state, balances(books), "t", 900, check, limits);
    const second = applyPostings(books, replay);
    expect(second.ok && second.added).toEqual([]);
    expect(second.ok && second.skipped).toEqual(replay);
    expect(second.ok && second.balances).toEqual(balances(books));
  });

  it("keep the first of two postings with one id within a batch", () => {
    const [stake] = activationPostings(contract(), 1);
    const merged = mergePostings([], [stake!, { ...stake!, amountMinor: 1 }]);
    expect(merged.added).toEqual([stake]);
    expect(merged.skipped).toHaveLength(1);
  });
});

describe("splitByLargestRemainder", () => {
  it("gives the units left to the largest remainders, ties to the earlier part", () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByLargestRemainder(10, [1, 2])).toEqual([3, 7]);
    expect(splitByLargestRemainder(7, [0, 0])).toEqual([4, 3]);
    expect(splitByLargestRemainder(100, [0.1, 0.2, 0.7])).toEqual([10, 20, 70]);
  });
});
