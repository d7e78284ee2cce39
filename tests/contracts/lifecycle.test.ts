/**
 * The contract's commands as a party or shop meets them: what a proposal must look like (problems with pointers),
 * when it activates, when an amendment or termination is refused, and every seed limit at its boundary.
 */
import { describe, expect, it } from "vitest";
import {
  acceptAmendment,
  acceptContract,
  declineContract,
  DEFAULT_PROPOSAL_TTL_MS,
  proposeAmendment,
  proposeContract,
  rejectAmendment,
  terminateContract,
  tick,
  validateContractInput,
  type ContractTerms,
} from "../../contracts/index";
import { activate, Books, CONSUMER, input, LIMITS, ok, parties, PROVIDER, rawInput, refused } from "./fixtures";

const HOUR = 60 * 60 * 1000;
const problemsOf = (raw: unknown) => {
  const result = validateContractInput(raw, LIMITS);
  return result.ok ? [] : result.problems;
};
const pointersOf = (raw: unknown) => problemsOf(raw).map((p) => p.pointer);

describe("validating a proposed contract", () => {
  it("accepts a well-formed bilateral contract and fills in comparators and defaults", () => {
    const result = validateContractInput(rawInput({ sla: [{ id: "lat", metric: "latency", statistic: "p99", threshold: 300 }] }), LIMITS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.sla[0]).toEqual({ id: "lat", metric: "latency", statistic: "p99", windowMin: 1, comparator: "atMost", threshold: 300, penaltyMinor: 0, bonusMinor: 0, minSamples: 1 });
    expect(result.value.partIds).toEqual([]);
  });

  it("accepts a price-only deal as a contract without SLA", () => {
    expect(problemsOf(rawInput({ sla: undefined, stakeMinor: undefined, bonusPoolMinor: undefined }))).toEqual([]);
  });

  it.each([
    ["latency by ratio", { id: "x", metric: "latency", statistic: "ratio", threshold: 1 }, "/sla/0/statistic"],
    ["availability by p95", { id: "x", metric: "availability", statistic: "p95", threshold: 0.9 }, "/sla/0/statistic"],
    ["throughput by mean", { id: "x", metric: "throughput", statistic: "mean", threshold: 10 }, "/sla/0/statistic"],
    ["a negative latency", { id: "x", metric: "latency", statistic: "p95", threshold: -1 }, "/sla/0/threshold"],
    ["availability above 1", { id: "x", metric: "availability", statistic: "ratio", threshold: 1.5 }, "/sla/0/threshold"],
    ["accuracy below 0", { id: "x", metric: "accuracy", statistic: "mean", threshold: -0.1 }, "/sla/0/threshold"],
    ["an infinite threshold", { id: "x", metric: "throughput", statistic: "rate", threshold: Infinity }, "/sla/0/threshold"],
    ["latency judged atLeast", { id: "x", metric: "latency", statistic: "p95", threshold: 200, comparator: "atLeast" }, "/sla/0/comparator"],
    ["a 10-minute window", { id: "x", metric: "latency", statistic: "p95", threshold: 200, windowMin: 10 }, "/sla/0/windowMin"],
    ["a fractional penalty", { id: "x", metric: "latency", statistic: "p95", threshold: 200, penaltyMinor: 1.5 }, "/sla/0/penaltyMinor"],
    ["an unknown field", { id: "x", metric: "latency", statistic: "p95", threshold: 200, penalty: 5 }, "/sla/0"],
  ])("refuses an SLA target with %s, pointing at it", (_, target, pointer) => {
    expect(pointersOf(rawInput({ sla: [target] }))).toContain(pointer);
  });

  it("points at the third target's threshold as /sla/2/threshold", () => {
    const sla = [
      { id: "a", metric: "latency", statistic: "p50", threshold: 100 },
      { id: "b", metric: "success", statistic: "ratio", threshold: 0.99 },
      { id: "c", metric: "accuracy", statistic: "p95", threshold: 2 },
    ];
    expect(problemsOf(rawInput({ sla }))).toEqual([{ pointer: "/sla/2/threshold", detail: "accuracy thresholds lie in [0, 1]" }]);
  });

  it("refuses duplicate target ids and duplicate parties", () => {
    const sla = [
      { id: "a", metric: "latency", statistic: "p50", threshold: 100 },
      { id: "a", metric: "latency", statistic: "p95", threshold: 100 },
    ];
    expect(pointersOf(rawInput({ sla }))).toEqual(["/sla/1/id"]);
    const dup = [
      { agentId: PROVIDER, role: "provider" },
      { agentId: CONSUMER, role: "consumer" },
      { agentId: CONSUMER, role: "observer" },
    ];
    expect(pointersOf(rawInput({ parties: dup }))).toEqual(["/parties/2/agentId"]);
  });

  it("asks bilateral and hierarchical contracts for exactly one provider, every kind for a consumer", () => {
    const twoProviders = [
      { agentId: "p1", role: "provider" },
      { agentId: "p2", role: "provider" },
      { agentId: "c", role: "consumer" },
    ];
    expect(pointersOf(rawInput({ parties: twoProviders }))).toEqual(["/parties"]);
    expect(pointersOf(rawInput({ kind: "hierarchical", parentId: "parent", parties: twoProviders }))).toEqual(["/parties"]);
    expect(pointersOf(rawInput({ kind: "multilateral", parties: twoProviders }))).toEqual([]);
    const noConsumer = [
      { agentId: "p1", role: "provider" },
      { agentId: "g", role: "guarantor" },
    ];
    expect(pointersOf(rawInput({ kind: "multilateral", parties: noConsumer }))).toEqual(["/parties"]);
  });

  it("refuses a currency that is not an ISO code and money that is not whole minor units", () => {
    expect(pointersOf(rawInput({ currency: "euro" }))).toEqual(["/currency"]);
    expect(pointersOf(rawInput({ priceMinor: 12.5 }))).toEqual(["/priceMinor"]);
    expect(pointersOf(rawInput({ stakeMinor: -1 }))).toEqual(["/stakeMinor"]);
  });

  it("asks hierarchical contracts for a parent and only composite ones for parts", () => {
    expect(pointersOf(rawInput({ kind: "hierarchical" }))).toEqual(["/parentId"]);
    expect(pointersOf(rawInput({ parentId: "p" }))).toEqual(["/parentId"]);
    expect(pointersOf(rawInput({ partIds: ["a"] }))).toEqual(["/partIds"]);
    expect(pointersOf(rawInput({ kind: "composite", parties: parties(3) }))).toEqual(["/partIds"]);
    expect(pointersOf(rawInput({ kind: "composite", parties: parties(3), partIds: ["a", "a"] }))).toEqual(["/partIds/1"]);
  });

  it("never throws on junk", () => {
    for (const junk of [null, 3, "x", [], { kind: "bilateral", parties: "none" }, { sla: [null] }]) expect(validateContractInput(junk, LIMITS).ok).toBe(false);
  });
});

describe("the seed's limits at their boundaries", () => {
  it("16 parties are accepted, 17 refused", () => {
    expect(pointersOf(rawInput({ kind: "multilateral", parties: parties(16) }))).toEqual([]);
    expect(pointersOf(rawInput({ kind: "multilateral", parties: parties(17) }))).toEqual(["/parties"]);
  });

  it("32 SLA targets are accepted, 33 refused", () => {
    const targets = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, metric: "latency", statistic: "p95", threshold: 100 + i }));
    expect(pointersOf(rawInput({ sla: targets(32) }))).toEqual([]);
    expect(pointersOf(rawInput({ sla: targets(33) }))).toEqual(["/sla"]);
  });

  it("a 24 h duration is accepted, a millisecond more refused", () => {
    expect(pointersOf(rawInput({ durationMs: 24 * HOUR }))).toEqual([]);
    expect(pointersOf(rawInput({ durationMs: 24 * HOUR + 1 }))).toEqual(["/durationMs"]);
  });

  it("a penalty of 1,000.00 per violation is accepted, one minor unit more refused", () => {
    const target = (penaltyMinor: number) => [{ id: "lat", metric: "latency", statistic: "p95", threshold: 200, penaltyMinor }];
    expect(pointersOf(rawInput({ sla: target(100_000) }))).toEqual([]);
    expect(problemsOf(rawInput({ sla: target(100_001) }))).toEqual([{ pointer: "/sla/0/penaltyMinor", detail: "must be at most 100000" }]);
  });

  it("a bonus of 500.00 is accepted, one minor unit more refused", () => {
    const target = (bonusMinor: number) => [{ id: "lat", metric: "latency", statistic: "p95", threshold: 200, bonusMinor }];
    expect(pointersOf(rawInput({ sla: target(50_000) }))).toEqual([]);
    expect(pointersOf(rawInput({ sla: target(50_001) }))).toEqual(["/sla/0/bonusMinor"]);
  });

  it("an agent in 63 live contracts may join one more, one in 64 may not", () => {
    const propose = (live: number) => proposeContract(input(), { contractId: "k", shopId: "s" }, 0, LIMITS, (agent) => (agent === CONSUMER ? live : 0));
    expect(ok(propose(63)).state.status).toBe("proposed");
    expect(refused(propose(64))).toMatchObject({ status: 409, type: "too-many-contracts", pointer: "/parties/1/agentId" });
  });

  it("an amendment waits while the shop has maxConcurrentNegotiations renegotiations under way: one below passes", () => {
    const { state } = activate();
    const terms = { ...state.terms, priceMinor: 11_000 };
    const limit = LIMITS.maxConcurrentNegotiations;
    expect(refused(proposeAmendment(state, PROVIDER, terms, 1_000, LIMITS, { openNegotiations: limit }))).toMatchObject({ status: 409, type: "too-many-negotiations" });
    expect(ok(proposeAmendment(state, PROVIDER, terms, 1_000, LIMITS, { openNegotiations: limit - 1 })).state.amendment?.terms.priceMinor).toBe(11_000);
  });

  it("an amendment 59.999 s after the last is refused, at 60 s it is allowed", () => {
    const { state } = activate();
    const first = ok(proposeAmendment(state, PROVIDER, { ...state.terms, priceMinor: 11_000 }, 1_000, LIMITS));
    const rejected = ok(rejectAmendment(first.state, CONSUMER, 2_000)).state;
    expect(refused(proposeAmendment(rejected, PROVIDER, { ...state.terms, priceMinor: 10_000 }, 1_000 + 59_999, LIMITS))).toMatchObject({ status: 409, type: "amendment-too-soon" });
    expect(ok(proposeAmendment(rejected, PROVIDER, { ...state.terms, priceMinor: 10_000 }, 1_000 + 60_000, LIMITS)).state.amendment?.terms.priceMinor).toBe(10_000);
  });
});

describe("proposing and accepting", () => {
  it("a proposal lapses after an hour unless the input asks for less", () => {
    expect(ok(proposeContract(input(), { contractId: "k", shopId: "s" }, 5, LIMITS, () => 0)).state.proposalExpiresAt).toBe(5 + DEFAULT_PROPOSAL_TTL_MS);
    expect(ok(proposeContract(input({ proposalTtlMs: 1_000 }), { contractId: "k", shopId: "s" }, 5, LIMITS, () => 0)).state.proposalExpiresAt).toBe(1_005);
    expect(pointersOf(rawInput({ proposalTtlMs: DEFAULT_PROPOSAL_TTL_MS + 1 }))).toEqual(["/proposalTtlMs"]);
  });

  it("activates when the last party accepts, deposits stake and pool, and runs for its duration", () => {
    const books = new Books();
    const proposed = ok(proposeContract(input(), { contractId: "k", shopId: "s", proposedBy: CONSUMER }, 0, LIMITS, () => 0));
    expect(proposed.state.acceptedBy).toEqual([CONSUMER]);
    const accepted = books.commit(ok(acceptContract(proposed.state, PROVIDER, 10, books.balances)));
    expect(accepted.state).toMatchObject({ status: "active", activatedAt: 10, endsAt: 10 + HOUR });
    expect(accepted.events.map((e) => e.type)).toEqual(["contract.accepted", "contract.activated"]);
    expect(books.balance("stake:k")).toBe(10_000);
    expect(books.balance("pool:k")).toBe(2_000);
  });

  it("accepting twice changes nothing; a stranger cannot accept; a lapsed proposal cannot be accepted", () => {
    const proposed = ok(proposeContract(input(), { contractId: "k", shopId: "s" }, 0, LIMITS, () => 0)).state;
    const once = ok(acceptContract(proposed, PROVIDER, 1, new Map()));
    const twice = ok(acceptContract(once.state, PROVIDER, 2, new Map()));
    expect(twice).toEqual({ state: once.state, postings: [], events: [], evidence: [] });
    expect(refused(acceptContract(proposed, "buyer:mallory", 1, new Map()))).toMatchObject({ status: 403, type: "not-a-party" });
    expect(refused(acceptContract(proposed, CONSUMER, DEFAULT_PROPOSAL_TTL_MS, new Map()))).toMatchObject({ status: 409, type: "proposal-expired" });
  });

  it("an unanswered proposal expires at its time, and then nothing changes it", () => {
    const proposed = ok(proposeContract(input(), { contractId: "k", shopId: "s" }, 0, LIMITS, () => 0)).state;
    expect(tick(proposed, [], new Map(), DEFAULT_PROPOSAL_TTL_MS - 1, LIMITS).state).toBe(proposed);
    const expired = tick(proposed, [], new Map(), DEFAULT_PROPOSAL_TTL_MS, LIMITS);
    expect(expired.state).toMatchObject({ status: "expired", closedAt: DEFAULT_PROPOSAL_TTL_MS });
    expect(expired.events.map((e) => e.type)).toEqual(["contract.expired"]);
    expect(refused(acceptContract(expired.state, PROVIDER, DEFAULT_PROPOSAL_TTL_MS, new Map()))).toMatchObject({ status: 409, type: "contract-closed" });
  });

  it("declining terminates a proposal before anything was deposited", () => {
    const proposed = ok(proposeContract(input(), { contractId: "k", shopId: "s" }, 0, LIMITS, () => 0)).state;
    const declined = ok(declineContract(proposed, CONSUMER, 5, "price too high"));
    expect(declined.state).toMatchObject({ status: "terminated", closedAt: 5 });
    expect(declined.postings).toEqual([]);
    expect(declined.events.map((e) => e.type)).toEqual(["contract.declined", "contract.terminated"]);
  });
});

describe("amending", () => {
  const relaxed = (terms: ContractTerms): ContractTerms => ({ ...terms, sla: terms.sla.map((t) => (t.metric === "latency" ? { ...t, threshold: 400 } : t)) });

  it("adopts new terms once every party accepts, bumps the version, and keeps unchanged targets' clocks", () => {
    const { state, books } = activate();
    const checked = books.commit(tick(state, [{ targetId: "availability", value: 0.5, count: 10 }], books.balances, 1_000, LIMITS)).state;
    const proposed = ok(proposeAmendment(checked, CONSUMER, relaxed(state.terms), 2_000, LIMITS));
    expect(proposed.state.amendment).toMatchObject({ proposedBy: CONSUMER, acceptedBy: [CONSUMER], expiresAt: 2_000 + DEFAULT_PROPOSAL_TTL_MS });
    const adopted = books.commit(ok(acceptAmendment(proposed.state, PROVIDER, 3_000, books.balances)));
    expect(adopted.state.termsVersion).toBe(2);
    expect(adopted.state.amendment).toBeUndefined();
    expect(adopted.state.terms.sla[0]!.threshold).toBe(400);
    expect(adopted.state.sla.targets["availability"]!.breachSince).toBe(1_000);
    expect(adopted.state.sla.targets["latency-p95"]!.breachSince).toBeNull();
    expect(adopted.events.map((e) => e.type)).toEqual(["contract.amended"]);
  });

  it("deposits what an amendment adds to the stake, and refuses one that shrinks it or changes currency", () => {
    const { state, books } = activate();
    const grown = ok(proposeAmendment(state, PROVIDER, { ...state.terms, stakeMinor: 15_000 }, 1, LIMITS));
    books.commit(ok(acceptAmendment(grown.state, CONSUMER, 2, books.balances)));
    expect(books.balance("stake:contract-1")).toBe(15_000);
    expect(refused(proposeAmendment(state, PROVIDER, { ...state.terms, stakeMinor: 5_000 }, 1, LIMITS))).toMatchObject({ status: 422, pointer: "/stakeMinor" });
    expect(refused(proposeAmendment(state, PROVIDER, { ...state.terms, currency: "USD" }, 1, LIMITS))).toMatchObject({ status: 422, pointer: "/currency" });
  });

  it("refuses amendments that break the limits, with the pointer", () => {
    const { state } = activate();
    const terms = { ...state.terms, sla: [{ ...state.terms.sla[0]!, penaltyMinor: 100_001 }] };
    expect(refused(proposeAmendment(state, PROVIDER, terms, 1, LIMITS))).toMatchObject({ status: 422, type: "invalid-terms", pointer: "/sla/0/penaltyMinor" });
  });

  it("refuses a second amendment while one is open, on a proposal, from a stranger, and on a closed contract", () => {
    const { state, books } = activate();
    const open = ok(proposeAmendment(state, PROVIDER, relaxed(state.terms), 1, LIMITS)).state;
    expect(refused(proposeAmendment(open, CONSUMER, relaxed(state.terms), 2 + LIMITS.minRenegotiationIntervalMs, LIMITS))).toMatchObject({ type: "amendment-open" });
    const proposal = ok(proposeContract(input(), { contractId: "k", shopId: "s" }, 0, LIMITS, () => 0)).state;
    expect(refused(proposeAmendment(proposal, PROVIDER, relaxed(state.terms), 1, LIMITS))).toMatchObject({ status: 409, type: "not-active" });
    expect(refused(proposeAmendment(state, "buyer:mallory", relaxed(state.terms), 1, LIMITS))).toMatchObject({ status: 403, type: "not-a-party" });
    const ended = ok(terminateContract(state, "shop", "owner ended it", 5, books.balances)).state;
    expect(refused(proposeAmendment(ended, PROVIDER, relaxed(state.terms), 5 + HOUR, LIMITS))).toMatchObject({ status: 409, type: "contract-closed" });
  });

  it("an amendment nobody finished accepting lapses at the next tick after its time", () => {
    const { state, books } = activate(input({ durationMs: 24 * HOUR }));
    const open = ok(proposeAmendment(state, PROVIDER, relaxed(state.terms), 1, LIMITS)).state;
    const lapsed = tick(open, [], books.balances, 1 + DEFAULT_PROPOSAL_TTL_MS, LIMITS);
    expect(lapsed.state.amendment).toBeUndefined();
    expect(lapsed.events.map((e) => e.type)).toEqual(["contract.amendment_expired"]);
    expect(refused(acceptAmendment(open, CONSUMER, 1 + DEFAULT_PROPOSAL_TTL_MS, books.balances))).toMatchObject({ type: "amendment-expired" });
  });
});

describe("terminating", () => {
  it("returns the stake and pool left, and only a party or the shop may terminate", () => {
    const { state, books } = activate();
    expect(refused(terminateContract(state, "buyer:mallory", "no", 1, books.balances))).toMatchObject({ status: 403 });
    const ended = books.commit(ok(terminateContract(state, CONSUMER, "no longer needed", 1, books.balances)));
    expect(ended.state).toMatchObject({ status: "terminated", closeReason: "no longer needed" });
    expect(books.balance("stake:contract-1")).toBe(0);
    expect(books.balance("pool:contract-1")).toBe(0);
    expect(books.balance(`party:${PROVIDER}`)).toBe(10_000);
    expect(books.balance(`party:${CONSUMER}`)).toBe(2_000);
    expect(refused(terminateContract(ended.state, "shop", "again", 2, books.balances))).toMatchObject({ status: 409, type: "contract-closed" });
  });
});
