/**
 * The contract core: one pure function family the Contract Durable Object calls and commits. Commands (propose,
 * accept, decline, amend, terminate) live in contracts/lifecycle.ts, the kinds' rules (hierarchical roll-up,
 * composite view) in contracts/kinds.ts, input validation in contracts/validate.ts; this module adds the alarm's
 * half — `tick`, the one call a wake-up makes — and `nextAlarmAt`, and re-exports the rest, so the object
 * imports one module.
 *
 * A tick, in order: a lapsed proposal expires; a lapsed amendment is dropped; a contract at its `endsAt`
 * completes (stake and pool refunded); otherwise an active contract's SLA is checked (contracts/sla/check.ts) and
 * each verdict priced by the ledger (contracts/ledger.ts): a violation takes a penalty from the stake to the
 * consumer(s), a bonus pays the provider from the pool within the per-period cap (what the cap or the pool
 * refuses is simply not paid). Reaching `violationsToSuspend` consecutive violations suspends the contract; a
 * suspended contract is not checked until an adopted amendment reactivates it. A tick at a `now` already checked
 * changes nothing, so a replayed alarm is harmless.
 */
import { bonusPostings, closingPostings, penaltyPostings } from "./ledger";
import { close, event, evidenceLine, isClosed, postOrThrow, providerOf, step, type EvidenceLine } from "./lifecycle";
import { checkTargets } from "./sla/check";
import type { AccountId, CheckId, ContractEvent, ContractLimits, ContractState, ContractStep, Posting, WindowReading } from "./types";

export * from "./lifecycle";
export * from "./kinds";
export * from "./validate";
export * from "./disputes";

const sum = (postings: readonly Posting[]): number => postings.reduce((total, p) => total + p.amountMinor, 0);

/** The alarm's one call: expiry, completion, and for an active contract the SLA check priced by the ledger. */
export function tick(state: ContractState, readings: readonly WindowReading[], ledger: ReadonlyMap<AccountId, number>, now: number, limits: ContractLimits): ContractStep {
  if (isClosed(state)) return step(state);
  if (state.status === "proposed") {
    if (now < state.proposalExpiresAt) return step(state);
    const expired = close(state, "expired", now, "not every party accepted in time");
    return step(expired, [], [event(expired, "contract.expired", now, { closedAt: now, reason: expired.closeReason, acceptedBy: state.acceptedBy })]);
  }

  let current = state;
  const events: ContractEvent[] = [];
  if (current.amendment && now >= current.amendment.expiresAt) {
    events.push(event(current, "contract.amendment_expired", now, { amendmentId: current.amendment.id, reason: "lapsed" }));
    const { amendment: _lapsed, ...rest } = current;
    current = rest;
  }

  if (current.endsAt !== undefined && now >= current.endsAt) {
    const postings = closingPostings(current, ledger, now, "complete");
    postOrThrow(ledger, postings);
    const completed = close(current, "completed", now, "ran its duration");
    events.push(event(completed, "contract.completed", now, { closedAt: now, reason: completed.closeReason, violationsTotal: current.sla.violationsTotal }));
    return step(completed, postings, events);
  }

  if (current.status !== "active" || current.terms.sla.length === 0) return step(current, [], events);
  return checkActive(current, readings, ledger, now, limits, events);
}

/** One SLA check of an active contract, each verdict priced and turned into events and reputation evidence. */
function checkActive(state: ContractState, readings: readonly WindowReading[], ledger: ReadonlyMap<AccountId, number>, now: number, limits: ContractLimits, events: ContractEvent[]): ContractStep {
  const checked = checkTargets(state.terms.sla, [...readings], state.sla, now, limits);
  const check: CheckId = { contractId: state.contractId, at: now };
  const provider = providerOf(state)?.agentId;
  const consumer = state.parties.find((p) => p.role === "consumer")?.agentId;
  const metricOf = new Map(state.terms.sla.map((t) => [t.id, t.metric]));
  const readingOf = new Map(readings.map((r) => [r.targetId, r.value]));
  const postings: Posting[] = [];
  const evidence: EvidenceLine[] = [];
  const judged = (targetId: string, met: boolean) => {
    const metric = metricOf.get(targetId);
    if (provider !== undefined && metric !== undefined) evidence.push(evidenceLine(provider, metric, met, now, targetId));
  };
  const checkRef = (targetId: string) => ({ checkAt: now, targetId, metric: metricOf.get(targetId) });
  let balances = ledger;
  let paidInPeriod = checked.runtime.rewardPaidInPeriodMinor;
  for (const verdict of checked.verdicts) {
    switch (verdict.kind) {
      case "insufficient":
        break;
      case "met":
        judged(verdict.targetId, true);
        break;
      case "breach": {
        if (verdict.since === now) {
          events.push(event(state, "contract.breach", now, { ...checkRef(verdict.targetId), since: verdict.since, graceEndsAt: verdict.graceEndsAt, reading: readingOf.get(verdict.targetId) ?? null }));
        }
        // A breach already priced as a violation keeps counting as missed until it ends; one still in grace does not.
        const lastViolationAt = checked.runtime.targets[verdict.targetId]?.lastViolationAt ?? null;
        if (lastViolationAt !== null && lastViolationAt >= verdict.since) judged(verdict.targetId, false);
        break;
      }
      case "violation": {
        const penalty = penaltyPostings(state, balances, verdict.targetId, verdict.penaltyMinor, check, limits);
        balances = postOrThrow(balances, penalty);
        postings.push(...penalty);
        events.push(
          event(state, "contract.violation", now, {
            ...checkRef(verdict.targetId),
            reading: verdict.reading,
            penaltyMinor: sum(penalty),
            requestedMinor: verdict.penaltyMinor,
            ...(provider !== undefined ? { providerId: provider } : {}),
            ...(consumer !== undefined ? { consumerId: consumer } : {}),
            consecutiveViolations: checked.runtime.consecutiveViolations,
            violationsTotal: checked.runtime.violationsTotal,
          }),
        );
        judged(verdict.targetId, false);
        break;
      }
      case "bonus": {
        const bonus = bonusPostings(state, balances, verdict.targetId, verdict.bonusMinor, check, limits, paidInPeriod);
        balances = postOrThrow(balances, bonus);
        postings.push(...bonus);
        paidInPeriod += sum(bonus);
        if (bonus.length > 0) {
          events.push(event(state, "contract.bonus", now, { ...checkRef(verdict.targetId), reading: verdict.reading, bonusMinor: sum(bonus), requestedMinor: verdict.bonusMinor, ...(provider !== undefined ? { providerId: provider } : {}) }));
        }
        judged(verdict.targetId, true);
        break;
      }
    }
  }
  let next: ContractState = { ...state, sla: { ...checked.runtime, rewardPaidInPeriodMinor: paidInPeriod } };
  if (next.sla.consecutiveViolations >= limits.violationsToSuspend) {
    next = { ...next, status: "suspended" };
    events.push(event(next, "contract.suspended", now, { reason: `${next.sla.consecutiveViolations} consecutive violations`, consecutiveViolations: next.sla.consecutiveViolations }));
  }
  return step(next, postings, events, evidence);
}

/**
 * When the object should wake next: a proposal at its expiry; a live contract at the earliest of its next SLA check
 * (active with targets: `checkIntervalMs` after the last check, or after activation), its amendment's expiry and
 * its end; a closed contract never (null). Never earlier than `now`.
 */
export function nextAlarmAt(state: ContractState, limits: ContractLimits, now: number): number | null {
  if (isClosed(state)) return null;
  if (state.status === "proposed") return Math.max(now, state.proposalExpiresAt);
  const candidates: number[] = [];
  if (state.endsAt !== undefined) candidates.push(state.endsAt);
  if (state.amendment) candidates.push(state.amendment.expiresAt);
  if (state.status === "active" && state.terms.sla.length > 0) {
    candidates.push((state.sla.lastCheckAt ?? state.activatedAt ?? now) + limits.checkIntervalMs);
  }
  return candidates.length === 0 ? null : Math.max(now, Math.min(...candidates));
}
