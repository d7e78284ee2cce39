/**
 * Disputes of a check's money (contracts/disputes.ts), one example per rule of its docblock, each through a real
 * contract life: proposed, accepted by every party, activated (stake and pool deposited), then ticked with readings
 * that breach the p95 latency target past grace (a penalty from the stake to the consumers) or beat it for a whole
 * window (a bonus from the pool to the provider). The disputed postings are looked up in the books by cause, as the
 * Contract object does, and every step is committed through the same `Books` the other contract tests use, so a
 * posting the ledger would refuse fails the test.
 */
import { describe, expect, it } from "vitest";
import { EVENT_PAYLOADS } from "../../common/events";
import {
  decideDispute,
  DISPUTE_WINDOW_MS,
  findDispute,
  isRefusal,
  MAX_DISPUTE_ID,
  MAX_DISPUTE_TEXT,
  MAX_OPEN_DISPUTES,
  openDispute,
  splitByLargestRemainder,
  tick,
  withdrawDispute,
  type ContractState,
  type ContractStep,
  type DisputeOutcome,
  type NewContractInput,
  type Posting,
  type StepOrRefusal,
  type WindowReading,
} from "../../contracts/index";
import { activate, Books, CONSUMER, deepFreeze, input, LIMITS, ok, PROVIDER, refused } from "./fixtures";

const HOUR = 60 * 60 * 1000;
const LATENCY = "latency-p95";
const PERSON = "person:shop-owner";
const latency = (value: number): WindowReading => ({ targetId: LATENCY, value, count: 100 });
/** The cause of the penalty a latency breach from 1 s on costs at 6 s, when the 5 s grace is over. */
const PENALTY_CAUSE = `check:6000:${LATENCY}`;

/** Ticks once a second over (from, to], committing each step; the state at `to`. */
function live(state: ContractState, books: Books, from: number, to: number, readings: (now: number) => WindowReading[]): ContractState {
  for (let now = from + 1_000; now <= to; now += 1_000) state = books.commit(tick(state, readings(now), books.balances, now, LIMITS)).state;
  return state;
}

/** An active contract whose p95 latency breached from the first check: one penalty, posted at 6 s. */
function penalised(newInput: NewContractInput = input()): { state: ContractState; books: Books } {
  const { state, books } = activate(newInput);
  const after = live(state, books, 0, 6_000, () => [latency(500)]);
  expect(books.postings.filter((p) => p.kind === "penalty").map((p) => p.cause)).toEqual(newInput.parties.filter((p) => p.role === "consumer").map(() => PENALTY_CAUSE));
  return { state: after, books };
}

/** An active contract whose provider beat the latency target for a whole window: one bonus, and its cause. */
function rewarded(newInput: NewContractInput = input()): { state: ContractState; books: Books; cause: string } {
  const { state, books } = activate(newInput);
  const after = live(state, books, 0, 61_000, () => [latency(100)]);
  const bonuses = books.postings.filter((p) => p.kind === "bonus");
  expect(bonuses).toHaveLength(1);
  return { state: after, books, cause: bonuses[0]!.cause };
}

const ofCause = (books: Books, cause: string): Posting[] => books.postings.filter((p) => p.cause === cause);

function open(state: ContractState, books: Books, agentId: string, cause: string, now: number, disputeId = "dispute-1", reason = "the samples were made up"): StepOrRefusal {
  return openDispute(deepFreeze(state), agentId, { disputeId, cause, reason }, ofCause(books, cause), now);
}

function decide(state: ContractState, books: Books, disputeId: string, outcome: DisputeOutcome, now: number, note?: string): StepOrRefusal {
  const cause = findDispute(state, disputeId)?.cause ?? "";
  return decideDispute(deepFreeze(state), PERSON, { disputeId, outcome, ...(note !== undefined ? { note } : {}) }, ofCause(books, cause), books.balances, now);
}

/** A command that must succeed, committed to the books; every event it emits must fit the event catalog. */
function commit(books: Books, result: StepOrRefusal): ContractStep {
  const taken = books.commit(ok(result));
  for (const e of taken.events) expect(EVENT_PAYLOADS[e.type].safeParse(e.data).error, e.type).toBeUndefined();
  return taken;
}

/** The books balance and only external accounts are below zero. */
function expectSound(books: Books): void {
  const all = [...books.balances];
  expect(all.reduce((sum, [, balance]) => sum + balance, 0)).toBe(0);
  for (const [account, balance] of all) if (!account.startsWith("external:")) expect(balance, account).toBeGreaterThanOrEqual(0);
}

const multi = (consumers: number, overrides: Record<string, unknown> = {}): NewContractInput =>
  input({
    kind: "multilateral",
    parties: [{ agentId: PROVIDER, role: "provider" }, ...Array.from({ length: consumers }, (_, i) => ({ agentId: `buyer:${i}`, role: "consumer" }))],
    ...overrides,
  });

describe("a provider disputes a penalty", () => {
  it("upheld: the penalty goes back to the provider's party account exactly, the consumer who got it is the loser", () => {
    const { state, books } = penalised();
    expect(books.balance(`party:${CONSUMER}`)).toBe(1_000);
    expect(books.balance("stake:contract-1")).toBe(9_000);

    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    expect(opened.postings).toEqual([]);
    expect(opened.events.map((e) => e.type)).toEqual(["contract.dispute_opened"]);
    expect(findDispute(opened.state, "dispute-1")).toEqual({
      disputeId: "dispute-1",
      cause: PENALTY_CAUSE,
      kind: "penalty",
      openedBy: PROVIDER,
      against: [CONSUMER],
      amountMinor: 1_000,
      reason: "the samples were made up",
      openedAt: 10_000,
      status: "open",
    });

    const decided = commit(books, decide(opened.state, books, "dispute-1", "upheld", 20_000, "the reporter's clock was wrong"));
    expect(decided.postings).toEqual([
      {
        postingId: "contract-1:dispute:dispute-1:0",
        contractId: "contract-1",
        kind: "reversal",
        from: `party:${CONSUMER}`,
        to: `party:${PROVIDER}`,
        amountMinor: 1_000,
        currency: "EUR",
        at: 20_000,
        cause: "dispute:dispute-1",
      },
    ]);
    expect(books.balance(`party:${CONSUMER}`)).toBe(0);
    expect(books.balance(`party:${PROVIDER}`)).toBe(1_000);
    // The stake is not refilled: the money comes back to the provider's hands, not into the contract.
    expect(books.balance("stake:contract-1")).toBe(9_000);
    expectSound(books);

    expect(findDispute(decided.state, "dispute-1")).toMatchObject({ status: "upheld", decidedAt: 20_000, decidedBy: PERSON, note: "the reporter's clock was wrong" });
    expect(decided.events).toHaveLength(1);
    expect(decided.events[0]).toMatchObject({
      type: "contract.dispute_decided",
      contractId: "contract-1",
      at: 20_000,
      data: { status: "active", disputeId: "dispute-1", outcome: "upheld", winners: [PROVIDER], losers: [CONSUMER], reversedMinor: 1_000, by: PERSON },
    });
  });

  it("rejected: nothing moves, and the provider who opened it is the loser", () => {
    const { state, books } = penalised();
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    const before = new Map(books.balances);
    const decided = commit(books, decide(opened.state, books, "dispute-1", "rejected", 20_000));
    expect(decided.postings).toEqual([]);
    expect(books.balances).toEqual(before);
    expect(findDispute(decided.state, "dispute-1")).toMatchObject({ status: "rejected", decidedAt: 20_000, decidedBy: PERSON });
    expect(decided.events[0]).toMatchObject({ type: "contract.dispute_decided", data: { outcome: "rejected", winners: [CONSUMER], losers: [PROVIDER], reversedMinor: 0 } });
  });

  it("upheld is refused when the books cannot carry the reversal (the consumer paid the money out): nothing decided", () => {
    const { state, books } = penalised();
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    const payout: Posting = { postingId: "contract-1:payout:1:0", contractId: "contract-1", kind: "payout", from: `party:${CONSUMER}`, to: `external:${CONSUMER}`, amountMinor: 600, currency: "EUR", at: 15_000, cause: "payout:1" };
    books.commit({ state: opened.state, postings: [payout], events: [], evidence: [] });
    expect(refused(decide(opened.state, books, "dispute-1", "upheld", 20_000))).toMatchObject({ status: 409, type: "ledger-refused" });
    // A person can still reject it.
    expect(commit(books, decide(opened.state, books, "dispute-1", "rejected", 20_000)).postings).toEqual([]);
  });
});

describe("a consumer disputes a bonus", () => {
  it("upheld: the bonus goes from the provider back to the consumer; the provider is the loser", () => {
    const { state, books, cause } = rewarded();
    expect(books.balance(`party:${PROVIDER}`)).toBe(200);
    const opened = commit(books, open(state, books, CONSUMER, cause, 70_000));
    expect(findDispute(opened.state, "dispute-1")).toMatchObject({ kind: "bonus", openedBy: CONSUMER, against: [PROVIDER], amountMinor: 200 });
    const decided = commit(books, decide(opened.state, books, "dispute-1", "upheld", 80_000));
    expect(decided.postings.map((p) => [p.from, p.to, p.amountMinor])).toEqual([[`party:${PROVIDER}`, `party:${CONSUMER}`, 200]]);
    expect(books.balance(`party:${PROVIDER}`)).toBe(0);
    expect(books.balance(`party:${CONSUMER}`)).toBe(200);
    expectSound(books);
    expect(decided.events[0]!.data).toMatchObject({ outcome: "upheld", winners: [CONSUMER], losers: [PROVIDER], reversedMinor: 200 });
  });

  it("is split back to the consumers by what each put into the pool, to the last cent", () => {
    // A pool of 1,000 from three consumers: deposits of 334, 333 and 333.
    const { state, books, cause } = rewarded(multi(3, { bonusPoolMinor: 1_000 }));
    const deposits = books.postings.filter((p) => p.kind === "pool_deposit").map((p) => p.amountMinor);
    expect(deposits).toEqual([334, 333, 333]);
    const opened = commit(books, open(state, books, "buyer:1", cause, 70_000));
    const decided = commit(books, decide(opened.state, books, "dispute-1", "upheld", 80_000));
    // 200 × 334/1000 = 66.8, 200 × 333/1000 = 66.6 twice: floors of 66, the two units left to the largest remainders.
    expect(decided.postings.map((p) => [p.to, p.amountMinor])).toEqual([
      ["party:buyer:0", 67],
      ["party:buyer:1", 67],
      ["party:buyer:2", 66],
    ]);
    expect(decided.postings.every((p) => p.from === `party:${PROVIDER}`)).toBe(true);
    expect(books.balance(`party:${PROVIDER}`)).toBe(0);
    expectSound(books);
    // Only the consumer who disputed is named the winner; the provider alone lost.
    expect(decided.events[0]!.data).toMatchObject({ winners: ["buyer:1"], losers: [PROVIDER], reversedMinor: 200 });
  });
});

describe("who may dispute", () => {
  it("only the side that paid: not a consumer for a penalty, not the provider for a bonus", () => {
    const penalty = penalised();
    expect(refused(open(penalty.state, penalty.books, CONSUMER, PENALTY_CAUSE, 10_000))).toMatchObject({ status: 403, type: "not-the-payer" });
    const bonus = rewarded();
    expect(refused(open(bonus.state, bonus.books, PROVIDER, bonus.cause, 70_000))).toMatchObject({ status: 403, type: "not-the-payer" });
  });

  it("not an observer or a guarantor (parties who paid nothing), and not a stranger", () => {
    const withOthers = input({
      parties: [
        { agentId: PROVIDER, role: "provider" },
        { agentId: CONSUMER, role: "consumer" },
        { agentId: "watcher", role: "observer" },
        { agentId: "bank", role: "guarantor" },
      ],
    });
    const { state, books } = penalised(withOthers);
    const bonus = rewarded(withOthers);
    for (const agentId of ["watcher", "bank"]) {
      expect(refused(open(state, books, agentId, PENALTY_CAUSE, 10_000))).toMatchObject({ status: 403, type: "not-the-payer" });
      expect(refused(open(bonus.state, bonus.books, agentId, bonus.cause, 70_000))).toMatchObject({ status: 403, type: "not-the-payer" });
    }
    expect(refused(open(state, books, "stranger", PENALTY_CAUSE, 10_000))).toMatchObject({ status: 403, type: "not-a-party" });
    expect(refused(open(bonus.state, bonus.books, "stranger", bonus.cause, 70_000))).toMatchObject({ status: 403, type: "not-a-party" });
  });
});

describe("what may be disputed", () => {
  it("only the penalty or bonus postings of one check cause: anything else is 422 nothing-to-dispute", () => {
    const { state, books } = penalised();
    for (const cause of [`check:7000:${LATENCY}`, "check:6000:availability", "activate", "check:6000", "dispute:x", ""]) {
      expect(refused(open(state, books, PROVIDER, cause, 10_000)), cause).toMatchObject({ status: 422, type: "nothing-to-dispute", pointer: "/cause" });
    }
    // Postings of another contract that happen to carry the cause are not this contract's money.
    const foreign = ofCause(books, PENALTY_CAUSE).map((p) => ({ ...p, contractId: "contract-2" }));
    expect(refused(openDispute(state, PROVIDER, { disputeId: "d", cause: PENALTY_CAUSE, reason: "r" }, foreign, 10_000))).toMatchObject({ type: "nothing-to-dispute" });
  });

  it("an id of 1 to MAX_DISPUTE_ID characters, so the dispute's events fit the event catalog", () => {
    const { state, books } = penalised();
    for (const disputeId of ["", "x".repeat(MAX_DISPUTE_ID + 1)]) {
      expect(refused(open(state, books, PROVIDER, PENALTY_CAUSE, 10_000, disputeId))).toMatchObject({ status: 422, type: "validation-failed", pointer: "/disputeId" });
    }
    const longest = "x".repeat(MAX_DISPUTE_ID);
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000, longest));
    // The reversal's posting id and cause carry the dispute id too, and still fit the catalog's posting.
    const decided = commit(books, decide(opened.state, books, longest, "upheld", 11_000));
    const postings = EVENT_PAYLOADS["contract.postings"].safeParse({ postings: decided.postings, cause: `dispute:${longest}` });
    expect(postings.error).toBeUndefined();
  });

  it("a reason is required and at most MAX_DISPUTE_TEXT characters; a note likewise", () => {
    const { state, books } = penalised();
    for (const reason of ["", "   ", "x".repeat(MAX_DISPUTE_TEXT + 1)]) {
      expect(refused(open(state, books, PROVIDER, PENALTY_CAUSE, 10_000, "d", reason))).toMatchObject({ status: 422, type: "validation-failed", pointer: "/reason" });
    }
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000, "d", "x".repeat(MAX_DISPUTE_TEXT)));
    expect(refused(decide(opened.state, books, "d", "rejected", 11_000, " "))).toMatchObject({ status: 422, type: "validation-failed", pointer: "/note" });
  });

  it("within DISPUTE_WINDOW_MS of the check, not a millisecond later", () => {
    const { state, books } = penalised();
    const last = 6_000 + DISPUTE_WINDOW_MS;
    expect(refused(open(state, books, PROVIDER, PENALTY_CAUSE, last + 1))).toMatchObject({ status: 409, type: "dispute-window-closed" });
    expect(commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, last)).state.disputes).toHaveLength(1);
  });

  it("on a completed contract within the window: the money sits in party accounts and is reversed there", () => {
    const { state, books } = penalised();
    const completed = commit(books, tick(state, [latency(100)], books.balances, HOUR, LIMITS));
    expect(completed.state.status).toBe("completed");
    expect(books.balance("stake:contract-1")).toBe(0);
    expect(books.balance(`party:${PROVIDER}`)).toBe(9_000);
    expect(books.balance(`party:${CONSUMER}`)).toBe(1_000 + 2_000);

    const opened = commit(books, open(completed.state, books, PROVIDER, PENALTY_CAUSE, 2 * HOUR));
    expect(opened.state.status).toBe("completed");
    const decided = commit(books, decide(opened.state, books, "dispute-1", "upheld", 3 * HOUR));
    expect(decided.events[0]).toMatchObject({ type: "contract.dispute_decided", data: { status: "completed", reversedMinor: 1_000 } });
    // The provider ends with its whole stake, the consumer with its pool deposit back and no penalty.
    expect(books.balance(`party:${PROVIDER}`)).toBe(10_000);
    expect(books.balance(`party:${CONSUMER}`)).toBe(2_000);
    expect(books.balance("stake:contract-1")).toBe(0);
    expect(books.balance("pool:contract-1")).toBe(0);
    expectSound(books);
  });
});

describe("one dispute per cause, with idempotent ids", () => {
  it("the same cause twice (another id) is 409 already-disputed, while open and after a decision", () => {
    const { state, books } = penalised();
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000, "first"));
    expect(refused(open(opened.state, books, PROVIDER, PENALTY_CAUSE, 11_000, "second"))).toMatchObject({ status: 409, type: "already-disputed", pointer: "/cause" });
    for (const outcome of ["upheld", "rejected"] as const) {
      const decided = decide(opened.state, books, "first", outcome, 12_000);
      expect(refused(open(ok(decided).state, books, PROVIDER, PENALTY_CAUSE, 13_000, "second"))).toMatchObject({ status: 409, type: "already-disputed" });
    }
  });

  it("repeating an open with the same id and cause changes nothing and emits nothing, even after a decision", () => {
    const { state, books } = penalised();
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    expect(open(opened.state, books, PROVIDER, PENALTY_CAUSE, 11_000, "dispute-1", "another wording")).toEqual({ state: opened.state, postings: [], events: [], evidence: [] });
    const decided = commit(books, decide(opened.state, books, "dispute-1", "upheld", 12_000));
    expect(open(decided.state, books, PROVIDER, PENALTY_CAUSE, 13_000)).toEqual({ state: decided.state, postings: [], events: [], evidence: [] });
  });

  it("the same id for another cause, or by another party, is 409 dispute-id-reused", () => {
    const { state, books } = activate(multi(2, { bonusPoolMinor: 1_000 }));
    // Two violations a window apart: two causes.
    const after = live(state, books, 0, 66_000, () => [latency(500)]);
    const causes = [...new Set(books.postings.filter((p) => p.kind === "penalty").map((p) => p.cause))];
    expect(causes).toEqual([PENALTY_CAUSE, `check:66000:${LATENCY}`]);
    const opened = commit(books, open(after, books, PROVIDER, causes[0]!, 70_000, "d"));
    expect(refused(open(opened.state, books, PROVIDER, causes[1]!, 71_000, "d"))).toMatchObject({ status: 409, type: "dispute-id-reused", pointer: "/disputeId" });

    const bonus = rewarded(multi(2, { bonusPoolMinor: 1_000 }));
    const byFirst = commit(bonus.books, open(bonus.state, bonus.books, "buyer:0", bonus.cause, 70_000, "d"));
    expect(refused(open(byFirst.state, bonus.books, "buyer:1", bonus.cause, 71_000, "d"))).toMatchObject({ status: 409, type: "dispute-id-reused" });
  });

  it(`at most MAX_OPEN_DISPUTES (${MAX_OPEN_DISPUTES}) open at once: the 17th is 409 too-many-disputes until one is decided`, () => {
    // Seventeen targets breached together: seventeen penalties, one cause each, at the same check.
    const targets = Array.from({ length: MAX_OPEN_DISPUTES + 1 }, (_, i) => ({ id: `t${i}`, metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 100 }));
    const { state, books } = activate(input({ sla: targets }));
    const after = live(state, books, 0, 6_000, () => targets.map((t) => ({ targetId: t.id, value: 500, count: 100 })));
    const causes = targets.map((t) => `check:6000:${t.id}`);
    expect(books.postings.filter((p) => p.kind === "penalty").map((p) => p.cause)).toEqual(causes);

    let current = after;
    for (const [i, cause] of causes.slice(0, MAX_OPEN_DISPUTES).entries()) current = commit(books, open(current, books, PROVIDER, cause, 10_000, `d${i}`)).state;
    const last = causes[MAX_OPEN_DISPUTES]!;
    expect(refused(open(current, books, PROVIDER, last, 10_000, "d16"))).toMatchObject({ status: 409, type: "too-many-disputes" });
    // A decided or withdrawn dispute no longer counts.
    const decided = commit(books, decide(current, books, "d0", "rejected", 11_000)).state;
    const seventeenth = commit(books, open(decided, books, PROVIDER, last, 12_000, "d16")).state;
    expect(refused(open(seventeenth, books, PROVIDER, `check:6000:t0`, 12_000, "d17"))).toMatchObject({ type: "already-disputed" });
    const withdrawn = commit(books, withdrawDispute(seventeenth, PROVIDER, "d1", 13_000)).state;
    expect(withdrawn.disputes!.filter((d) => d.status === "open")).toHaveLength(MAX_OPEN_DISPUTES - 1);
  });
});

describe("withdrawing and deciding", () => {
  it("only the opener may withdraw, only while open; nothing moves and nobody is named a loser", () => {
    const { state, books } = penalised();
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    for (const agentId of [CONSUMER, "stranger"]) {
      expect(refused(withdrawDispute(opened.state, agentId, "dispute-1", 11_000))).toMatchObject({ status: 403, type: "not-the-disputer" });
    }
    expect(refused(withdrawDispute(opened.state, PROVIDER, "no-such", 11_000))).toMatchObject({ status: 422, type: "unknown-dispute" });
    const withdrawn = commit(books, withdrawDispute(opened.state, PROVIDER, "dispute-1", 11_000));
    expect(withdrawn.postings).toEqual([]);
    expect(withdrawn.events.map((e) => e.type)).toEqual(["contract.dispute_withdrawn"]);
    expect(withdrawn.events[0]!.data).not.toHaveProperty("losers");
    expect(findDispute(withdrawn.state, "dispute-1")).toMatchObject({ status: "withdrawn", decidedAt: 11_000, decidedBy: PROVIDER });
    expect(refused(withdrawDispute(withdrawn.state, PROVIDER, "dispute-1", 12_000))).toMatchObject({ status: 409, type: "dispute-not-open" });
    expect(refused(decide(withdrawn.state, books, "dispute-1", "upheld", 12_000))).toMatchObject({ status: 409, type: "dispute-not-open" });

    const decided = commit(books, decide(commit(books, open(withdrawn.state, books, PROVIDER, PENALTY_CAUSE, 12_000, "dispute-2")).state, books, "dispute-2", "rejected", 13_000));
    expect(refused(withdrawDispute(decided.state, PROVIDER, "dispute-2", 14_000))).toMatchObject({ status: 409, type: "dispute-not-open" });
  });

  it("a withdrawn cause may be disputed again under a new id, and upheld then", () => {
    const { state, books } = penalised();
    const withdrawn = commit(books, withdrawDispute(commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000)).state, PROVIDER, "dispute-1", 11_000));
    // The old id names the withdrawn dispute: repeating it is a no-op, not a reopening.
    expect(open(withdrawn.state, books, PROVIDER, PENALTY_CAUSE, 12_000)).toEqual({ state: withdrawn.state, postings: [], events: [], evidence: [] });
    const again = commit(books, open(withdrawn.state, books, PROVIDER, PENALTY_CAUSE, 12_000, "dispute-2"));
    const upheld = commit(books, decide(again.state, books, "dispute-2", "upheld", 13_000));
    expect(upheld.postings.map((p) => p.amountMinor)).toEqual([1_000]);
    expect(upheld.state.disputes!.map((d) => [d.disputeId, d.status])).toEqual([
      ["dispute-1", "withdrawn"],
      ["dispute-2", "upheld"],
    ]);
    expectSound(books);
  });

  it("a dispute is decided once: deciding it again, either way, is 409 and moves nothing", () => {
    const { state, books } = penalised();
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    const upheld = commit(books, decide(opened.state, books, "dispute-1", "upheld", 11_000));
    for (const outcome of ["upheld", "rejected"] as const) {
      expect(refused(decide(upheld.state, books, "dispute-1", outcome, 12_000))).toMatchObject({ status: 409, type: "dispute-not-open" });
    }
    expect(refused(decide(upheld.state, books, "no-such", "upheld", 12_000))).toMatchObject({ status: 422, type: "unknown-dispute" });
    expect(books.balance(`party:${PROVIDER}`)).toBe(1_000);
  });
});

describe("several consumers", () => {
  it("an odd penalty shared by three consumers is reversed exactly per share", () => {
    const threeWay = multi(3, { sla: [{ id: LATENCY, metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 1_001 }] });
    const { state, books } = penalised(threeWay);
    const shares = ofCause(books, PENALTY_CAUSE).map((p) => [p.to, p.amountMinor]);
    expect(shares).toEqual([
      ["party:buyer:0", 334],
      ["party:buyer:1", 334],
      ["party:buyer:2", 333],
    ]);
    const opened = commit(books, open(state, books, PROVIDER, PENALTY_CAUSE, 10_000));
    expect(findDispute(opened.state, "dispute-1")).toMatchObject({ against: ["buyer:0", "buyer:1", "buyer:2"], amountMinor: 1_001 });
    const decided = commit(books, decide(opened.state, books, "dispute-1", "upheld", 11_000));
    expect(decided.postings.map((p) => [p.from, p.to, p.amountMinor])).toEqual(shares.map(([from, amount]) => [from, `party:${PROVIDER}`, amount]));
    for (const i of [0, 1, 2]) expect(books.balance(`party:buyer:${i}`)).toBe(0);
    expect(books.balance(`party:${PROVIDER}`)).toBe(1_001);
    expectSound(books);
    expect(decided.events[0]!.data).toMatchObject({ winners: [PROVIDER], losers: ["buyer:0", "buyer:1", "buyer:2"], reversedMinor: 1_001 });
  });

  it("a penalty too small to reach every consumer names only those it reached", () => {
    const tiny = multi(3, { sla: [{ id: LATENCY, metric: "latency", statistic: "p95", windowMin: 1, threshold: 200, penaltyMinor: 2 }] });
    const { state, books } = activate(tiny);
    const after = live(state, books, 0, 6_000, () => [latency(500)]);
    expect(splitByLargestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]);
    const opened = commit(books, open(after, books, PROVIDER, PENALTY_CAUSE, 10_000));
    expect(findDispute(opened.state, "dispute-1")!.against).toEqual(["buyer:0", "buyer:1"]);
    const decided = commit(books, decide(opened.state, books, "dispute-1", "rejected", 11_000));
    expect(decided.events[0]!.data).toMatchObject({ winners: ["buyer:0", "buyer:1"], losers: [PROVIDER] });
  });
});

describe("nothing is mutated", () => {
  it("commands return new states and leave the one they were given as it was", () => {
    const { state, books } = penalised();
    const frozen = deepFreeze(structuredClone(state));
    const opened = ok(openDispute(frozen, PROVIDER, { disputeId: "d", cause: PENALTY_CAUSE, reason: "r" }, ofCause(books, PENALTY_CAUSE), 10_000));
    expect(frozen.disputes).toBeUndefined();
    expect(isRefusal(decide(opened.state, books, "d", "upheld", 11_000))).toBe(false);
    expect(opened.state.disputes![0]!.status).toBe("open");
  });
});
