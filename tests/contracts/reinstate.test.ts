/**
 * A person's review of a suspended contract, reinstating it (contracts/lifecycle.ts `reinstateContract`): active again
 * under the same terms, the run of violations forgiven and each breach given its grace anew, checks resuming,
 * nothing moved on the books; refused (and nothing changed) on a contract that is not suspended, a closed one, or
 * to anyone but the shop. Properties over random suspended contracts; examples for what a reviewer sees.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVENT_PAYLOADS } from "../../common/events";
import { contractLimits, isRefusal, reinstateContract, terminateContract, tick, type ContractLimits, type ContractState, type WindowReading } from "../../contracts/index";
import { activate, Books, CONSUMER, deepFreeze, input, ok, PROVIDER, refused } from "./fixtures";

const slow: WindowReading[] = [
  { targetId: "latency-p95", value: 900, count: 100 },
  { targetId: "availability", value: 1, count: 100 },
];
const fast: WindowReading[] = [
  { targetId: "latency-p95", value: 150, count: 100 },
  { targetId: "availability", value: 1, count: 100 },
];

/** Ticks once a second from `from` until the contract is suspended (or `until`); the books take every step. */
function tickUntilSuspended(state: ContractState, books: Books, from: number, limits: ContractLimits, until = from + 3_600_000): { state: ContractState; now: number } {
  let now = from;
  while (state.status === "active" && now < until) {
    now += 1_000;
    state = books.commit(tick(state, slow, books.balances, now, limits)).state;
  }
  return { state, now };
}

/** A contract suspended by a persisting latency breach under `limits`, and its books. */
function suspended(limits: ContractLimits) {
  const { state, books } = activate(input({}, limits));
  const run = tickUntilSuspended(state, books, 0, limits);
  if (run.state.status !== "suspended") throw new Error(`expected suspended, got ${run.state.status}`);
  return { state: deepFreeze(run.state), books, now: run.now };
}

const limitsArb = fc.record({ violationsToSuspend: fc.integer({ min: 1, max: 5 }), graceMs: fc.constantFrom(0, 1_000, 5_000) }).map((l) => contractLimits(l));

describe("reinstating a suspended contract", () => {
  it("is active again under the same terms, its run of violations forgiven, the total and the books untouched", () => {
    fc.assert(
      fc.property(limitsArb, fc.integer({ min: 1, max: 600_000 }), fc.option(fc.string({ maxLength: 40 }), { nil: undefined }), (limits, later, note) => {
        const { state, books, now } = suspended(limits);
        const at = now + later;
        const reinstated = ok(reinstateContract(state, "shop", at, note));
        expect(reinstated.state).toMatchObject({ status: "active", terms: state.terms, termsVersion: state.termsVersion, activatedAt: state.activatedAt, endsAt: state.endsAt });
        expect(reinstated.state.sla.consecutiveViolations).toBe(0);
        expect(reinstated.state.sla.violationsTotal).toBe(state.sla.violationsTotal);
        for (const target of Object.values(reinstated.state.sla.targets)) expect(target).toMatchObject({ breachSince: null, lastViolationAt: null });
        expect(reinstated.postings).toEqual([]);
        expect(reinstated.evidence).toEqual([]);
        // One event, the catalog's contract.activated, saying it is a reinstatement, by whom, and the reviewer's note.
        expect(reinstated.events).toHaveLength(1);
        const [e] = reinstated.events;
        expect(e).toMatchObject({ type: "contract.activated", at, data: { status: "active", reinstated: true, by: "shop", forgivenViolations: state.sla.consecutiveViolations } });
        expect(e!.data.note).toBe(note);
        expect(EVENT_PAYLOADS["contract.activated"].safeParse(e!.data).success).toBe(true);
        // Nothing moved, so the books stand as the suspension left them.
        const before = new Map(books.balances);
        books.commit(reinstated);
        expect(books.balances).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it("resumes checks: a breach that persists gets its grace again, then counts, and suspends again at the limit", () => {
    fc.assert(
      fc.property(limitsArb, (limits) => {
        const { state, books, now } = suspended(limits);
        const reinstated = books.commit(ok(reinstateContract(state, "shop", now + 1_000))).state;
        // The first check after reinstatement sees the breach anew: with a grace period, a breach and no violation yet.
        const first = books.commit(tick(reinstated, slow, books.balances, now + 2_000, limits));
        expect(first.state.sla.lastCheckAt).toBe(now + 2_000);
        if (limits.graceMs > 0) expect(first.events.map((e) => e.type)).toEqual(["contract.breach"]);
        const again = tickUntilSuspended(first.state, books, now + 2_000, limits);
        expect(again.state.status).toBe("suspended");
        expect(again.state.sla.violationsTotal).toBe(state.sla.violationsTotal + limits.violationsToSuspend);
        expect(again.now - (now + 2_000)).toBeGreaterThanOrEqual(limits.graceMs);
      }),
      { numRuns: 30 },
    );
  });

  it("and a provider that meets its targets after reinstatement stays active", () => {
    const limits = contractLimits({ violationsToSuspend: 1 });
    const { state, books, now } = suspended(limits);
    let current = books.commit(ok(reinstateContract(state, "shop", now + 1_000))).state;
    for (let t = now + 2_000; t <= now + 120_000; t += 1_000) current = books.commit(tick(current, fast, books.balances, t, limits)).state;
    expect(current).toMatchObject({ status: "active", sla: { consecutiveViolations: 0, violationsTotal: 1, lastCheckAt: now + 120_000 } });
  });

  it("is refused on a contract that is not suspended (naming its status), a closed one, and to anyone but the shop", () => {
    fc.assert(
      fc.property(limitsArb, fc.constantFrom("active", "proposed", "terminated"), fc.constantFrom("shop", PROVIDER, CONSUMER, "stranger"), (limits, status, by) => {
        const { state: active, books } = activate(input({}, limits));
        const state = deepFreeze(
          status === "active" ? active : status === "terminated" ? ok(terminateContract(active, "shop", "ended", 10, books.balances)).state : ({ ...active, status: "proposed" } as ContractState),
        );
        const result = reinstateContract(state, by, 20);
        expect(isRefusal(result)).toBe(true);
        const r = refused(result);
        if (status === "terminated") expect(r).toMatchObject({ status: 409, type: "contract-closed" });
        else if (by !== "shop") expect(r).toMatchObject({ status: 403, type: "not-the-reviewer" });
        else expect(r).toMatchObject({ status: 409, type: "contract-not-suspended", detail: expect.stringContaining(`is ${status}`) });
      }),
    );
  });

  it("is the shop's only: a provider cannot lift its own suspension", () => {
    const { state } = suspended(contractLimits({ violationsToSuspend: 1 }));
    expect(refused(reinstateContract(state, PROVIDER, 1))).toMatchObject({ status: 403, type: "not-the-reviewer" });
    expect(ok(reinstateContract(state, "shop", 1)).state.status).toBe("active");
  });
});
