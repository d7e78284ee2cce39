/**
 * The kinds beyond bilateral, as the issue asks them shown: a multilateral contract one of three parties declines
 * is never active; a subcontractor's violation rolls up to the parent's provider with the parent's own penalty; a
 * composite of 8 parts reads as one contract, and a ninth part is refused.
 */
import { describe, expect, it } from "vitest";
import {
  acceptContract,
  compositeView,
  declineContract,
  proposeContract,
  rollUpViolation,
  tick,
  validateContractInput,
  violationsOf,
  type ContractState,
  type ContractStep,
} from "../../contracts/index";
import { activate, Books, input, LIMITS, ok, parties, rawInput, refused } from "./fixtures";

const trio = [
  { agentId: "supplier:acme", role: "provider" },
  { agentId: "buyer:bob", role: "consumer" },
  { agentId: "buyer:carol", role: "consumer" },
];

describe("multilateral", () => {
  it("three parties, one declines: the contract is never active and nothing is deposited", () => {
    const books = new Books();
    let state = ok(proposeContract(input({ kind: "multilateral", parties: trio }), { contractId: "m", shopId: "s" }, 0, LIMITS, () => 0)).state;
    state = books.commit(ok(acceptContract(state, "supplier:acme", 1, books.balances))).state;
    state = books.commit(ok(acceptContract(state, "buyer:bob", 2, books.balances))).state;
    expect(state.status).toBe("proposed");
    const declined = books.commit(ok(declineContract(state, "buyer:carol", 3)));
    expect(declined.state.status).toBe("terminated");
    expect(refused(acceptContract(declined.state, "buyer:carol", 4, books.balances))).toMatchObject({ type: "contract-closed" });
    expect(tick(declined.state, [], books.balances, 10 * 60 * 60 * 1000, LIMITS).state).toEqual(declined.state);
    expect(books.postings).toEqual([]);
    expect(declined.state.activatedAt).toBeUndefined();
  });

  it("three parties, all accept: active, the pool shared by both consumers", () => {
    const { state, books } = activate(input({ kind: "multilateral", parties: trio, bonusPoolMinor: 1_001 }), 0, "m");
    expect(state.status).toBe("active");
    expect(books.postings.filter((p) => p.kind === "pool_deposit").map((p) => [p.from, p.amountMinor])).toEqual([
      ["external:buyer:bob", 501],
      ["external:buyer:carol", 500],
    ]);
  });

  it("sixteen parties activate only with the sixteenth acceptance", () => {
    const sixteen = input({ kind: "multilateral", parties: parties(16) });
    let state = ok(proposeContract(sixteen, { contractId: "m16", shopId: "s" }, 0, LIMITS, () => 0)).state;
    for (const [i, party] of sixteen.parties.entries()) {
      state = ok(acceptContract(state, party.agentId, i, new Map())).state;
      expect(state.status).toBe(i === 15 ? "active" : "proposed");
    }
  });
});

describe("hierarchical", () => {
  const parentInput = input({
    sla: [
      { id: "parent-latency", metric: "latency", statistic: "p95", threshold: 300, penaltyMinor: 2_500 },
      { id: "parent-latency-p50", metric: "latency", statistic: "p50", threshold: 100, penaltyMinor: 700 },
    ],
  });
  const childInput = input({
    kind: "hierarchical",
    parentId: "parent",
    parties: [
      { agentId: "supplier:sub", role: "provider" },
      { agentId: "supplier:acme", role: "consumer" },
    ],
    sla: [
      { id: "child-latency", metric: "latency", statistic: "p95", threshold: 200, penaltyMinor: 400 },
      { id: "child-availability", metric: "availability", statistic: "ratio", threshold: 0.99, penaltyMinor: 400 },
    ],
  });

  /** The child's ticks until its first violation of `targetId`. */
  function childViolation(child: ContractState, books: Books, readings: { targetId: string; value: number; count: number }[]): ContractStep {
    for (let now = 1_000; now <= 20_000; now += 1_000) {
      const taken = books.commit(tick(child, readings, books.balances, now, LIMITS));
      if (violationsOf(taken).length > 0) return taken;
      child = taken.state;
    }
    throw new Error("the child never violated");
  }

  it("a child's violation is a violation of the parent's provider, at the parent's own penalty for that metric", () => {
    const parent = activate(parentInput, 0, "parent");
    const child = activate(childInput, 0, "child");
    const childStep = childViolation(child.state, child.books, [{ targetId: "child-latency", value: 900, count: 50 }]);
    expect(child.books.balance("party:supplier:acme")).toBe(400);

    const [verdict] = violationsOf(childStep);
    const rolled = parent.books.commit(rollUpViolation(parent.state, childStep.state, verdict!, parent.books.balances, childStep.events[0]!.at, LIMITS));
    // Mapped by metric, same statistic preferred: the parent's p95 target and its 2,500 penalty, not the child's 400.
    expect(rolled.postings.map((p) => [p.from, p.to, p.amountMinor])).toEqual([["stake:parent", "party:buyer:bob", 2_500]]);
    expect(rolled.postings[0]!.cause).toContain("rollup:child:child-latency");
    expect(rolled.state.sla).toMatchObject({ consecutiveViolations: 1, violationsTotal: 1 });
    expect(rolled.evidence).toEqual([expect.objectContaining({ agentId: "supplier:acme", metric: "latency", met: false })]);
    expect(rolled.events[0]).toMatchObject({ type: "contract.violation", data: { targetId: "parent-latency", rolledUpFrom: { contractId: "child", targetId: "child-latency" } } });

    // Rolling the same violation up again changes nothing.
    const replay = rollUpViolation(rolled.state, childStep.state, verdict!, parent.books.balances, childStep.events[0]!.at, LIMITS);
    expect(replay).toEqual({ state: rolled.state, postings: [], events: [], evidence: [] });
  });

  it("a metric the parent never promised, a non-violation, or another parent's child changes nothing", () => {
    const parent = activate(parentInput, 0, "parent");
    const child = activate(childInput, 0, "child");
    const childStep = childViolation(child.state, child.books, [{ targetId: "child-availability", value: 0.5, count: 50 }]);
    const [verdict] = violationsOf(childStep);
    expect(rollUpViolation(parent.state, childStep.state, verdict!, parent.books.balances, 9_000, LIMITS).state).toBe(parent.state);
    expect(rollUpViolation(parent.state, childStep.state, { targetId: "child-latency", kind: "met" }, parent.books.balances, 9_000, LIMITS).postings).toEqual([]);
    const stranger = { ...childStep.state, parentId: "someone-else" };
    expect(rollUpViolation(parent.state, stranger, { ...verdict!, targetId: "child-latency" }, parent.books.balances, 9_000, LIMITS).postings).toEqual([]);
  });

  it("enough rolled-up violations in a row suspend the parent", () => {
    let { state, books } = activate(parentInput, 0, "parent");
    const child = activate(childInput, 0, "child").state;
    const verdict = { targetId: "child-latency", kind: "violation" as const, penaltyMinor: 400, reading: 900 };
    for (let i = 1; i <= LIMITS.violationsToSuspend; i++) state = books.commit(rollUpViolation(state, child, verdict, books.balances, i * 1_000, LIMITS)).state;
    expect(state.status).toBe("suspended");
    expect(books.balance("stake:parent")).toBe(0);
  });
});

describe("composite", () => {
  const partIds = Array.from({ length: 8 }, (_, i) => `part-${i}`);
  const compositeInput = () => input({ kind: "composite", parties: parties(3), partIds, sla: [] });

  it("eight parts read as one contract: worst status, every target, combined balances", () => {
    const composite = activate(compositeInput(), 0, "composite");
    const parts = partIds.map((id) => activate(input(), 0, id));
    const ledgers = new Map<string, Books>([["composite", composite.books], ...parts.map((p) => [p.state.contractId, p.books] as const)]);
    const view = compositeView(composite.state, parts.map((p) => p.state), (id) => ledgers.get(id)!.balances);
    expect(view.parts).toHaveLength(8);
    expect(view.missing).toEqual([]);
    expect(view.status).toBe("active");
    expect(view.targets).toHaveLength(16);
    expect(view.stakeLeftMinor).toBe(8 * 10_000 + 10_000);
    expect(view.balances["party:buyer:bob"] ?? 0).toBe(0);

    const suspended = parts.map((p, i) => (i === 3 ? ({ ...p.state, status: "suspended" } as ContractState) : p.state));
    expect(compositeView(composite.state, suspended).status).toBe("suspended");
    expect(compositeView(composite.state, parts.slice(1).map((p) => p.state)).missing).toEqual(["part-0"]);
  });

  it("a ninth part is refused", () => {
    expect(validateContractInput(rawInput({ kind: "composite", parties: parties(3), partIds: [...partIds, "part-8"] }), LIMITS)).toEqual({
      ok: false,
      problems: [{ pointer: "/partIds", detail: "a composite contract has 1 to 8 parts" }],
    });
  });
});
