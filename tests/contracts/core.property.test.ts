/**
 * Properties of the contract core over random lives: random contracts (kinds, parties, targets, stakes, limits)
 * driven by random command sequences (accept, decline, amend, accept/reject amendments, terminate, time passing,
 * ticks with random readings). After every command: only legal status transitions; postings always valid against
 * the books (balanced, no non-external account below zero, no id twice); a closed contract never changes again;
 * amendments never sooner than the interval; suspension exactly when the consecutive count reaches the limit;
 * ticks idempotent at the same `now`; inputs never mutated; every event fits the event catalog's payload.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptAmendment,
  acceptContract,
  contractLimits,
  declineContract,
  isClosed,
  isRefusal,
  LEGAL_TRANSITIONS,
  nextAlarmAt,
  proposeAmendment,
  proposeContract,
  rejectAmendment,
  terminateContract,
  tick,
  validateContractInput,
  type ContractLimits,
  type ContractState,
  type StepOrRefusal,
  type WindowReading,
} from "../../contracts/index";
import { EVENT_PAYLOADS } from "../../common/events";
import { Books, deepFreeze } from "./fixtures";

/** Target templates with readings that breach, meet, and beat them by more than the 10 % bonus margin. */
const TEMPLATES = [
  { target: { metric: "latency", statistic: "p95", threshold: 200 }, readings: { bad: 900, ok: 190, great: 50 } },
  { target: { metric: "availability", statistic: "ratio", threshold: 0.9 }, readings: { bad: 0.5, ok: 0.95, great: 1 } },
  { target: { metric: "accuracy", statistic: "mean", threshold: 0.8 }, readings: { bad: 0.5, ok: 0.82, great: 0.95 } },
] as const;
type Quality = "none" | "bad" | "ok" | "great";

const limitsArb: fc.Arbitrary<ContractLimits> = fc
  .record({
    violationsToSuspend: fc.integer({ min: 1, max: 6 }),
    graceMs: fc.constantFrom(0, 1_000, 5_000),
    minRenegotiationIntervalMs: fc.constantFrom(0, 1_000, 60_000),
    maxRewardPerPeriodMinor: fc.constantFrom(0, 300, 50_000),
    maxPenaltyPerViolationMinor: fc.constantFrom(0, 500, 100_000),
    rewardPeriodMs: fc.constantFrom(60_000, 3_600_000),
  })
  .map((overrides) => contractLimits(overrides));

const contractArb = fc.record({
  kind: fc.constantFrom("bilateral", "multilateral"),
  consumers: fc.integer({ min: 1, max: 3 }),
  guarantor: fc.boolean(),
  targets: fc.uniqueArray(fc.integer({ min: 0, max: TEMPLATES.length - 1 }), { minLength: 0, maxLength: 3 }),
  penalties: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 3, maxLength: 3 }),
  bonuses: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 3, maxLength: 3 }),
  windows: fc.array(fc.constantFrom(1, 5), { minLength: 3, maxLength: 3 }),
  stakeMinor: fc.integer({ min: 0, max: 300_000 }),
  bonusPoolMinor: fc.integer({ min: 0, max: 5_000 }),
  durationMs: fc.integer({ min: 10_000, max: 20 * 60_000 }),
  proposalTtlMs: fc.integer({ min: 1_000, max: 3_600_000 }),
});

/** `who` indexes the parties; past the end is a stranger, −1 the shop (decline and terminate mostly miss). */
const commandArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("advance" as const), ms: fc.constantFrom(0, 500, 1_000, 1_000, 5_000, 30_000, 60_000, 120_000) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("tick" as const), ms: fc.constantFrom(0, 1_000, 1_000, 6_000, 60_000), qualities: fc.array(fc.constantFrom<Quality>("none", "bad", "bad", "ok", "great"), { minLength: 3, maxLength: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("accept" as const), who: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("decline" as const), who: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("amend" as const), who: fc.integer({ min: 0, max: 5 }), relax: fc.double({ min: 0.5, max: 3, noNaN: true }), stakeGrowth: fc.integer({ min: -10, max: 1_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("acceptAmendment" as const), who: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: "everyoneAcceptsAmendment" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("rejectAmendment" as const), who: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("terminate" as const), who: fc.integer({ min: -1, max: 20 }) }) },
);

type ContractSpec = typeof contractArb extends fc.Arbitrary<infer T> ? T : never;

function buildInput(spec: ContractSpec, limits: ContractLimits) {
  const consumers = spec.kind === "bilateral" ? 1 : spec.consumers;
  const parties = [
    { agentId: "provider", role: "provider" },
    ...Array.from({ length: consumers }, (_, i) => ({ agentId: `consumer-${i}`, role: "consumer" })),
    ...(spec.guarantor ? [{ agentId: "guarantor", role: "guarantor" }] : []),
  ];
  const sla = spec.targets.map((t, i) => ({
    id: `t${t}`,
    ...TEMPLATES[t]!.target,
    windowMin: spec.windows[i]!,
    penaltyMinor: Math.min(spec.penalties[i]!, limits.maxPenaltyPerViolationMinor),
    bonusMinor: Math.min(spec.bonuses[i]!, limits.maxRewardPerPeriodMinor),
  }));
  const raw = { kind: spec.kind, parties, currency: "EUR", priceMinor: 1_000, sla, stakeMinor: spec.stakeMinor, bonusPoolMinor: spec.bonusPoolMinor, durationMs: spec.durationMs, proposalTtlMs: spec.proposalTtlMs };
  const validated = validateContractInput(raw, limits);
  if (!validated.ok) throw new Error(`generator made an invalid contract: ${JSON.stringify(validated.problems)}`);
  return validated.value;
}

function readingsFor(state: ContractState, qualities: readonly Quality[]): WindowReading[] {
  return state.terms.sla.flatMap((target, i) => {
    const template = TEMPLATES.find((t) => t.target.metric === target.metric)!;
    const quality = qualities[i % qualities.length]!;
    if (quality === "none") return [];
    // Readings scale with the threshold so they stay bad / ok / great after an amendment moved it.
    const value = (template.readings[quality] / template.target.threshold) * target.threshold;
    return [{ targetId: target.id, value, count: 100 }];
  });
}

describe("contract core properties", () => {
  it("random lives: legal transitions, valid books, closed is final, amendment interval, exact suspension, idempotent ticks", () => {
    fc.assert(
      fc.property(limitsArb, contractArb, fc.boolean(), fc.array(commandArb, { minLength: 1, maxLength: 80 }), (limits, spec, acceptFirst, randomCommands) => {
        const input = buildInput(spec, limits);
        const books = new Books();
        let now = 0;
        const proposed = proposeContract(input, { contractId: "c", shopId: "s" }, now, limits, () => 0);
        if (isRefusal(proposed)) throw new Error("a proposal with no live contracts must not be refused");
        let state = deepFreeze(proposed.state);
        const partyIds = state.parties.map((p) => p.agentId);
        const who = (i: number) => (i === -1 ? "shop" : (partyIds[i] ?? "stranger"));
        let lastAmendmentAt: number | undefined;
        let everDeclined = false;
        // Most random lives would end before activation; half of them start with every party accepting.
        const commands = [...(acceptFirst ? partyIds.map((_, i) => ({ kind: "accept" as const, who: i })) : []), ...randomCommands];

        for (const command of commands) {
          const before = state;
          const ledger = books.balances;
          let result: StepOrRefusal;
          switch (command.kind) {
            case "advance":
              now += command.ms;
              continue;
            case "tick":
              now += command.ms;
              result = tick(before, readingsFor(before, command.qualities), ledger, now, limits);
              break;
            case "accept":
              result = acceptContract(before, who(command.who), now, ledger);
              break;
            case "decline":
              result = declineContract(before, who(command.who), now);
              break;
            case "amend": {
              const terms = {
                ...before.terms,
                stakeMinor: Math.max(0, before.terms.stakeMinor + command.stakeGrowth),
                sla: before.terms.sla.map((t) => ({ ...t, threshold: t.metric === "latency" ? t.threshold * command.relax : Math.min(1, t.threshold / command.relax) })),
              };
              result = proposeAmendment(before, who(command.who), terms, now, limits);
              break;
            }
            case "acceptAmendment":
              result = acceptAmendment(before, who(command.who), now, ledger);
              break;
            case "everyoneAcceptsAmendment": {
              // Every party in turn; the books take each step's postings before the next party accepts.
              let taken: StepOrRefusal = { state: before, postings: [], events: [], evidence: [] };
              const postings = [];
              const events = [];
              for (const id of partyIds) {
                const next = acceptAmendment(taken.state, id, now, books.balances);
                if (isRefusal(next)) continue;
                postings.push(...next.postings);
                events.push(...next.events);
                taken = next;
              }
              result = { ...taken, postings, events };
              break;
            }
            case "rejectAmendment":
              result = rejectAmendment(before, who(command.who), now);
              break;
            case "terminate":
              result = terminateContract(before, who(command.who), "ended", now, ledger);
              break;
          }

          if (isRefusal(result)) {
            expect([403, 409, 422]).toContain(result.status);
            continue;
          }
          const after = result.state;

          // A closed contract never changes again.
          if (isClosed(before)) {
            expect(after).toEqual(before);
            expect(result.postings).toEqual([]);
            expect(result.events).toEqual([]);
            continue;
          }
          // Only legal transitions.
          if (after.status !== before.status) expect(LEGAL_TRANSITIONS[before.status]).toContain(after.status);
          // Active only once every party accepted, never after a decline.
          if (command.kind === "decline") everDeclined = true;
          if (after.status === "active") {
            expect(everDeclined).toBe(false);
            expect(partyIds.every((id) => after.acceptedBy.includes(id))).toBe(true);
          }
          // Postings valid against the books (Books.commit throws otherwise) and the books balance.
          books.commit(result);
          expect([...books.balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
          // Amendments never sooner than the interval after the last proposal.
          if (result.events.some((e) => e.type === "contract.amendment_proposed")) {
            if (lastAmendmentAt !== undefined) expect(now - lastAmendmentAt).toBeGreaterThanOrEqual(limits.minRenegotiationIntervalMs);
            lastAmendmentAt = now;
          }
          // Suspension exactly when a check brings the consecutive count to the limit.
          if (command.kind === "tick" && before.status === "active" && !isClosed(after)) {
            expect(after.status === "suspended").toBe(after.sla.consecutiveViolations >= limits.violationsToSuspend);
          }
          if (after.status === "suspended" && before.status !== "suspended") expect(result.events.map((e) => e.type)).toContain("contract.suspended");
          // A contract that closed after activation holds no stake or pool any more.
          if (isClosed(after) && before.activatedAt !== undefined) {
            expect(books.balance("stake:c")).toBe(0);
            expect(books.balance("pool:c")).toBe(0);
          }
          // Every event is one the catalog can carry through the outbox as it is.
          for (const e of result.events) expect(EVENT_PAYLOADS[e.type].safeParse(e.data).error).toBeUndefined();
          // A tick at the same `now` again changes nothing.
          if (command.kind === "tick") {
            const again = tick(after, readingsFor(after, command.qualities), books.balances, now, limits);
            expect(again).toEqual({ state: after, postings: [], events: [], evidence: [] });
          }
          // The object wakes again unless the contract is closed, never in the past.
          const wake = nextAlarmAt(after, limits, now);
          if (isClosed(after)) expect(wake).toBeNull();
          else expect(wake).toBeGreaterThanOrEqual(now);

          state = deepFreeze(after);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("validation is a normal form: a validated contract validates again to itself", () => {
    fc.assert(
      fc.property(limitsArb, contractArb, (limits, spec) => {
        const input = buildInput(spec, limits);
        expect(validateContractInput(input, limits)).toEqual({ ok: true, value: input });
      }),
    );
  });
});
