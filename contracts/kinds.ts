/**
 * What the hierarchical and composite kinds add to a contract's life, as pure functions over contract states.
 *
 * Hierarchical (a provider subcontracts part of its obligations): the parent's provider answers to its consumers
 * for what its subcontractor does, so a child's violation is also a violation of the parent — `rollUpViolation`.
 * The rule: the child's violated target is mapped to the parent's target of the same metric (same statistic
 * preferred, otherwise the parent's first target of that metric); the parent's provider pays the parent's own
 * penalty for that target (capped like any penalty, from the parent's stake to the parent's consumers), the
 * parent's consecutive and total violation counts rise (so roll-ups can suspend the parent), and reputation
 * evidence records a miss for the parent's provider. A child violation of a metric the parent never promised
 * changes nothing; neither does one while the parent is not active. A parent target counts at most one violation
 * per instant (its own or rolled up), which makes replaying a roll-up harmless.
 *
 * Composite (up to maxCompositeParts contracts presented and monitored as one): `compositeView` folds the parent
 * and its parts into one view — the worst status, every SLA target with the contract it belongs to, and the
 * combined balances.
 */
import { penaltyPostings } from "./ledger";
import { event, evidenceLine, postOrThrow, providerOf, step } from "./lifecycle";
import type { AccountId, CheckVerdict, ContractKind, ContractLimits, ContractState, ContractStatus, ContractStep, SlaTarget, TargetRuntime } from "./types";

/** The parent's target a child's target answers to: same metric, same statistic if there is one. */
export function mappedParentTarget(parent: ContractState, childTarget: SlaTarget): SlaTarget | undefined {
  const sameMetric = parent.terms.sla.filter((t) => t.metric === childTarget.metric);
  return sameMetric.find((t) => t.statistic === childTarget.statistic) ?? sameMetric[0];
}

/**
 * The violations a step recorded, as the verdicts `rollUpViolation` takes: read back from its contract.violation
 * events (the object calls this on a child's tick and rolls each up to the parent). A roll-up is a violation of
 * the parent too, so the parent's roll-up step climbs on to a grandparent the same way.
 */
export function violationsOf(taken: ContractStep): Extract<CheckVerdict, { kind: "violation" }>[] {
  return taken.events
    .filter((e) => e.type === "contract.violation")
    .map((e) => ({ targetId: String(e.data["targetId"]), kind: "violation" as const, penaltyMinor: Number(e.data["requestedMinor"] ?? e.data["penaltyMinor"]), reading: Number(e.data["reading"]) }));
}

/** A child contract's verdict carried up to its parent (see the module's rule). Anything but a violation is a no-op. */
export function rollUpViolation(
  parent: ContractState,
  child: ContractState,
  childVerdict: CheckVerdict,
  ledger: ReadonlyMap<AccountId, number>,
  now: number,
  limits: ContractLimits,
): ContractStep {
  if (childVerdict.kind !== "violation" || child.parentId !== parent.contractId || parent.status !== "active") return step(parent);
  const childTarget = child.terms.sla.find((t) => t.id === childVerdict.targetId);
  const target = childTarget && mappedParentTarget(parent, childTarget);
  if (!target) return step(parent);
  const runtime = parent.sla.targets[target.id];
  if (runtime?.lastViolationAt === now) return step(parent);

  // The cause names the child's check, so the posting traces to it and never collides with the parent's own.
  const cause = `rollup:${child.contractId}:${childVerdict.targetId}`;
  const postings = penaltyPostings(parent, ledger, cause, target.penaltyMinor, { contractId: parent.contractId, at: now }, limits);
  postOrThrow(ledger, postings);
  const targetRuntime: TargetRuntime = { breachSince: null, beatingSince: null, lastBonusAt: null, ...runtime, lastViolationAt: now };
  const sla = {
    ...parent.sla,
    targets: { ...parent.sla.targets, [target.id]: targetRuntime },
    consecutiveViolations: parent.sla.consecutiveViolations + 1,
    violationsTotal: parent.sla.violationsTotal + 1,
  };
  let next: ContractState = { ...parent, sla };
  const provider = providerOf(parent)?.agentId;
  const penaltyMinor = postings.reduce((total, p) => total + p.amountMinor, 0);
  const events = [
    event(next, "contract.violation", now, {
      checkAt: now,
      targetId: target.id,
      metric: target.metric,
      reading: childVerdict.reading,
      penaltyMinor,
      requestedMinor: target.penaltyMinor,
      ...(provider !== undefined ? { providerId: provider } : {}),
      consecutiveViolations: sla.consecutiveViolations,
      violationsTotal: sla.violationsTotal,
      rolledUpFrom: { contractId: child.contractId, targetId: childVerdict.targetId },
    }),
  ];
  if (sla.consecutiveViolations >= limits.violationsToSuspend) {
    next = { ...next, status: "suspended" };
    events.push(event(next, "contract.suspended", now, { reason: `${sla.consecutiveViolations} consecutive violations (rolled up)`, consecutiveViolations: sla.consecutiveViolations }));
  }
  const evidence = provider === undefined ? [] : [evidenceLine(provider, target.metric, false, now, target.id)];
  return step(next, postings, events, evidence);
}

// --- composite ------------------------------------------------------------------------------------------------------

/** Worst first: a composite is as bad as its worst part. Completed is the best (all done), active next. */
export const STATUS_SEVERITY: Readonly<Record<ContractStatus, number>> = Object.freeze({
  terminated: 5,
  expired: 4,
  suspended: 3,
  proposed: 2,
  active: 1,
  completed: 0,
});

export interface CompositeView {
  contractId: string;
  kind: ContractKind;
  /** The worst status among the composite and its parts (`STATUS_SEVERITY`). */
  status: ContractStatus;
  parts: { contractId: string; status: ContractStatus; kind: ContractKind }[];
  /** Part ids the composite lists but that were not passed in (not found). */
  missing: string[];
  /** Every SLA target of the composite and its parts, with the contract it belongs to and its runtime. */
  targets: { contractId: string; target: SlaTarget; runtime: TargetRuntime | null }[];
  /** The most consecutive violations of any one contract, and the sum of all violations. */
  consecutiveViolations: number;
  violationsTotal: number;
  /** Every account of every contract's books, summed (party accounts add up across the parts). */
  balances: Record<string, number>;
  stakeLeftMinor: number;
  poolLeftMinor: number;
}

/** The composite and its parts as one view; parts not listed in `parent.partIds` are ignored. */
export function compositeView(
  parent: ContractState,
  parts: readonly ContractState[],
  balancesOf: (contractId: string) => ReadonlyMap<AccountId, number> = () => new Map(),
): CompositeView {
  const byId = new Map(parts.map((p) => [p.contractId, p]));
  const listed = parent.partIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const all = [parent, ...listed];
  const balances: Record<string, number> = {};
  let stakeLeftMinor = 0;
  let poolLeftMinor = 0;
  for (const contract of all) {
    for (const [account, amount] of balancesOf(contract.contractId)) {
      balances[account] = (balances[account] ?? 0) + amount;
      if (account.startsWith("stake:")) stakeLeftMinor += amount;
      if (account.startsWith("pool:")) poolLeftMinor += amount;
    }
  }
  return {
    contractId: parent.contractId,
    kind: parent.kind,
    status: all.reduce((worst, c) => (STATUS_SEVERITY[c.status] > STATUS_SEVERITY[worst] ? c.status : worst), parent.status),
    parts: listed.map((p) => ({ contractId: p.contractId, status: p.status, kind: p.kind })),
    missing: parent.partIds.filter((id) => !byId.has(id)),
    targets: all.flatMap((c) => c.terms.sla.map((target) => ({ contractId: c.contractId, target, runtime: c.sla.targets[target.id] ?? null }))),
    consecutiveViolations: Math.max(...all.map((c) => c.sla.consecutiveViolations)),
    violationsTotal: all.reduce((total, c) => total + c.sla.violationsTotal, 0),
    balances,
    stakeLeftMinor,
    poolLeftMinor,
  };
}
