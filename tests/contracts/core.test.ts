/**
 * The alarm's half of the core, as a contract's parties live it: a p95 latency breach, grace, a penalty from the
 * stake, five violations and a suspension, an amendment that reactivates, completion with refunds — the books
 * balanced at every step — plus bonuses within their caps and when the object wakes next.
 */
import { describe, expect, it } from "vitest";
import {
  acceptAmendment,
  contractLimits,
  nextAlarmAt,
  proposeAmendment,
  proposeContract,
  tick,
  type ContractState,
  type ContractStep,
  type WindowReading,
} from "../../contracts/index";
import { activate, Books, CONSUMER, input, LIMITS, ok, PROVIDER } from "./fixtures";

const HOUR = 60 * 60 * 1000;
const latency = (value: number | null): WindowReading => ({ targetId: "latency-p95", value, count: value === null ? 0 : 100 });
const available = (value: number): WindowReading => ({ targetId: "availability", value, count: 100 });
const sumOfBooks = (books: Books) => [...books.balances.values()].reduce((a, b) => a + b, 0);

/** Ticks once a second over (from, to], committing each step; returns every step taken. */
function tickEverySecond(state: ContractState, books: Books, from: number, to: number, readings: (now: number) => WindowReading[], limits = LIMITS): { state: ContractState; steps: ContractStep[] } {
  const steps: ContractStep[] = [];
  for (let now = from + 1_000; now <= to; now += 1_000) {
    const taken = books.commit(tick(state, readings(now), books.balances, now, limits));
    expect(sumOfBooks(books)).toBe(0);
    steps.push(taken);
    state = taken.state;
  }
  return { state, steps };
}

const eventsAt = (steps: ContractStep[], type: string) => steps.flatMap((s) => s.events.filter((e) => e.type === type).map((e) => e.at));

describe("a contract's life under its SLA", () => {
  it("breach → grace → penalty → five violations → suspended → amended → active → completed, books balanced throughout", () => {
    const { state: active, books } = activate();
    const slow = () => [latency(500), available(1)];

    // The breach opens at the first check and becomes a violation only when grace (5 s) is over.
    let run = tickEverySecond(active, books, 0, 6_000, slow);
    expect(eventsAt(run.steps, "contract.breach")).toEqual([1_000]);
    expect(eventsAt(run.steps, "contract.violation")).toEqual([6_000]);
    expect(books.balance(`party:${CONSUMER}`)).toBe(1_000);
    expect(books.balance("stake:contract-1")).toBe(9_000);
    expect(run.steps.at(-1)!.evidence).toContainEqual(expect.objectContaining({ agentId: PROVIDER, metric: "latency", met: false, at: 6_000 }));

    // A persisting breach counts again only after a while (the SLA check's rule); the fifth violation in a row
    // suspends the contract, at that very check.
    run = tickEverySecond(run.state, books, 6_000, 360_000, slow);
    const violations = eventsAt(run.steps, "contract.violation");
    expect(violations).toHaveLength(4);
    expect(eventsAt(run.steps, "contract.suspended")).toEqual([violations[3]]);
    expect(run.state).toMatchObject({ status: "suspended", sla: { consecutiveViolations: 5, violationsTotal: 5 } });
    expect(books.balance("stake:contract-1")).toBe(5_000);

    // Suspended: no more checks, no more penalties.
    run = tickEverySecond(run.state, books, 360_000, 400_000, slow);
    expect(run.steps.every((s) => s.postings.length === 0 && s.events.length === 0)).toBe(true);

    // An amendment relaxing the target, adopted by both, reactivates the contract with a clean count.
    // 550 ms: the 500 ms the provider delivers now meets it, without beating it by the bonus margin.
    const relaxed = { ...active.terms, sla: active.terms.sla.map((t) => (t.id === "latency-p95" ? { ...t, threshold: 550 } : t)) };
    const proposed = ok(proposeAmendment(run.state, PROVIDER, relaxed, 400_000, LIMITS));
    const amended = books.commit(ok(acceptAmendment(proposed.state, CONSUMER, 401_000, books.balances)));
    expect(amended.state).toMatchObject({ status: "active", termsVersion: 2, sla: { consecutiveViolations: 0 } });

    run = tickEverySecond(amended.state, books, 401_000, 500_000, slow);
    expect(eventsAt(run.steps, "contract.violation")).toEqual([]);
    expect(run.steps.at(-1)!.evidence).toEqual(expect.arrayContaining([expect.objectContaining({ metric: "latency", met: true })]));

    // At its end it completes: what is left of the stake goes back to the provider, the pool to the consumer.
    const completed = books.commit(tick(run.state, slow(), books.balances, HOUR, LIMITS));
    expect(completed.state).toMatchObject({ status: "completed", closedAt: HOUR });
    expect(completed.events.map((e) => e.type)).toEqual(["contract.completed"]);
    expect(books.balance("stake:contract-1")).toBe(0);
    expect(books.balance("pool:contract-1")).toBe(0);
    expect(books.balance(`party:${PROVIDER}`)).toBe(5_000);
    expect(books.balance(`party:${CONSUMER}`)).toBe(5_000 + 2_000);
    expect(sumOfBooks(books)).toBe(0);
  });

  it("a check at a `now` already checked changes nothing", () => {
    const { state, books } = activate();
    const first = books.commit(tick(state, [latency(500), available(0.5)], books.balances, 10_000, LIMITS));
    const again = tick(first.state, [latency(500), available(0.5)], books.balances, 10_000, LIMITS);
    expect(again).toEqual({ state: first.state, postings: [], events: [], evidence: [] });
  });

  it("takes the per-violation cap, not more, and never more than the stake holds", () => {
    const big = input({ stakeMinor: 250_000, sla: [{ id: "latency-p95", metric: "latency", statistic: "p95", threshold: 200, penaltyMinor: 100_000 }] });
    const capped = contractLimits({ maxPenaltyPerViolationMinor: 40_000 });
    for (const [limits, expected] of [
      [LIMITS, 100_000],
      [capped, 40_000],
    ] as const) {
      const { state, books } = activate(big);
      const run = tickEverySecond(state, books, 0, 6_000, () => [latency(900)], limits);
      expect(run.steps.flatMap((s) => s.postings).map((p) => p.amountMinor)).toEqual([expected]);
    }
    const { state, books } = activate(input({ stakeMinor: 1_500 }));
    tickEverySecond(state, books, 0, 70_000, () => [latency(900)]);
    expect(books.balance(`party:${CONSUMER}`)).toBe(1_500);
    expect(books.balance("stake:contract-1")).toBe(0);
  });

  it("pays a bonus for a window beaten by the margin, within the pool and the period's cap", () => {
    const { state, books } = activate(input({ bonusPoolMinor: 300 }));
    const fast = () => [latency(100), available(1)];
    const run = tickEverySecond(state, books, 0, 200_000, fast);
    // A bonus only after a whole window of beating the target, then at most once a window until the pool is dry.
    const bonuses = eventsAt(run.steps, "contract.bonus");
    expect(bonuses).toHaveLength(2);
    expect(bonuses[0]).toBeGreaterThanOrEqual(60_000);
    expect(bonuses[1]! - bonuses[0]!).toBeGreaterThanOrEqual(60_000);
    expect(run.steps.flatMap((s) => s.events.filter((e) => e.type === "contract.bonus").map((e) => e.data["bonusMinor"]))).toEqual([200, 100]);
    expect(books.balance(`party:${PROVIDER}`)).toBe(300);
    expect(books.balance("pool:contract-1")).toBe(0);

    const tight = contractLimits({ maxRewardPerPeriodMinor: 250 });
    const second = activate(input({ bonusPoolMinor: 2_000 }));
    tickEverySecond(second.state, second.books, 0, 200_000, fast, tight);
    expect(second.books.balance(`party:${PROVIDER}`)).toBe(250);
  });
});

describe("when the object wakes next", () => {
  it("at a proposal's expiry, at each check while active, at the end or amendment expiry while suspended, never once closed", () => {
    const proposed = ok(proposeContract(input(), { contractId: "k", shopId: "s" }, 0, LIMITS, () => 0)).state;
    expect(nextAlarmAt(proposed, LIMITS, 0)).toBe(proposed.proposalExpiresAt);

    const { state, books } = activate();
    expect(nextAlarmAt(state, LIMITS, 0)).toBe(1_000);
    const checked = books.commit(tick(state, [latency(100)], books.balances, 1_000, LIMITS)).state;
    expect(nextAlarmAt(checked, LIMITS, 1_000)).toBe(2_000);
    expect(nextAlarmAt(checked, LIMITS, 5_000)).toBe(5_000);

    const noSla = activate(input({ sla: [] })).state;
    expect(nextAlarmAt(noSla, LIMITS, 0)).toBe(HOUR);

    const suspended: ContractState = { ...checked, status: "suspended" };
    expect(nextAlarmAt(suspended, LIMITS, 1_000)).toBe(HOUR);
    const withAmendment = ok(proposeAmendment(suspended, PROVIDER, { ...checked.terms, priceMinor: 1 }, 2_000, { ...LIMITS, minRenegotiationIntervalMs: 0 })).state;
    expect(nextAlarmAt(withAmendment, LIMITS, 2_000)).toBe(HOUR);
    expect(nextAlarmAt(withAmendment, LIMITS, 2_000)).toBeLessThanOrEqual(withAmendment.amendment!.expiresAt);

    const completed = tick(checked, [], books.balances, HOUR, LIMITS).state;
    expect(nextAlarmAt(completed, LIMITS, HOUR)).toBeNull();
  });
});
