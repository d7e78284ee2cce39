/**
 * Service contracts in Postgres (issue #30): the projections of the `contract.*` events Contract Durable Objects
 * write to the negotiation-events queue, and the reads over them (a contract, its ledger and balances, its checks
 * and violations, its disputes, the reputation evidence and dispute outcomes per agent).
 *
 * Every event is stored once in negotiation_events (by event id, events-repo.ts); `projectContractEvents` then
 * applies the new ones, in the same transaction. Deliveries may repeat and come in any order, so every merge rule
 * is order-independent:
 * - a contract's status is the one the newest lifecycle event states (by the contract's clock, then outbox seq,
 *   then how final the status is): a late `contract.activated` never reopens a completed contract;
 * - its terms are those of the highest terms version seen; the proposal's facts fill in whenever it arrives;
 * - postings are keyed by their deterministic posting id (ON CONFLICT DO NOTHING), so balances, derived from the
 *   postings alone (the account_balances view), never count a posting twice;
 * - check lines are keyed by (contract, check time, target) and violations likewise;
 * - a dispute is keyed by (contract, dispute id): its opening and its decision (or withdrawal) fill in whichever
 *   arrives first, and a decided dispute never reads as open again (`mergeDisputeFacts`).
 * The batch is folded per contract first with the same rules (they are associative), then written with one
 * statement per table.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { isContractEventType, payloadOf, type ParsedEvent, type ParsedPayload } from "../../common/events";
import {
  contractChecks,
  contractDisputes,
  contractPostings,
  contractViolations,
  serviceContracts,
  type ContractCheckRow,
  type ContractDisputeRow,
  type ContractPostingRow,
  type ContractViolationRow,
  type ServiceContractRow,
} from "../schema";
import { requireShopId, rows, type Queryable } from "./types";

/** How final a status is: breaks a tie between two events of the same time and seq (the more final one wins). */
const STATUS_RANK: Readonly<Record<string, number>> = { proposed: 0, active: 1, suspended: 2, expired: 3, terminated: 4, completed: 5 };
const STATUS_RANK_SQL = (column: string) => sql.raw(`array_position(ARRAY['proposed','active','suspended','expired','terminated','completed']::text[], ${column})`);
const CLOSING_TYPES = new Set(["contract.completed", "contract.terminated", "contract.expired"]);

// --- folding a batch -----------------------------------------------------------------------------------------

/** What a batch's lifecycle events say about one contract, merged (`mergeContractFacts`). */
export interface ContractFacts {
  shopId: string;
  contractId: string;
  status: string;
  statusAt: number;
  statusSeq: number;
  kind: string | null;
  parties: unknown[] | null;
  terms: Record<string, unknown> | null;
  termsVersion: number;
  currency: string | null;
  negotiationId: string | null;
  parentId: string | null;
  partIds: string[] | null;
  proposedAt: number | null;
  activatedAt: number | null;
  endsAt: number | null;
  closedAt: number | null;
  closeReason: string | null;
}

/** Whether status `a` (at, seq) is newer than `b`: the merge rule for a contract's status. */
export function isNewerStatus(a: Pick<ContractFacts, "status" | "statusAt" | "statusSeq">, b: Pick<ContractFacts, "status" | "statusAt" | "statusSeq">): boolean {
  if (a.statusAt !== b.statusAt) return a.statusAt > b.statusAt;
  if (a.statusSeq !== b.statusSeq) return a.statusSeq > b.statusSeq;
  return (STATUS_RANK[a.status] ?? 0) > (STATUS_RANK[b.status] ?? 0);
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * Two statements about one contract merged, as the upsert merges a row with a new one: commutative and
 * associative, so any delivery order (and any batching) gives the same row.
 */
export function mergeContractFacts(a: ContractFacts, b: ContractFacts): ContractFacts {
  const status = isNewerStatus(b, a) ? b : a;
  const terms = b.termsVersion > a.termsVersion ? b : a;
  // The proposal's facts come from the proposal: whichever side has it (there is one proposal per contract).
  const proposal = a.proposedAt !== null ? (b.proposedAt !== null && b.proposedAt < a.proposedAt ? b : a) : b;
  // The first closing wins; two at one instant (never in practice) by reason, so the order still does not matter.
  const closing = a.closedAt === null ? b : b.closedAt === null || a.closedAt < b.closedAt || (a.closedAt === b.closedAt && (a.closeReason ?? "") <= (b.closeReason ?? "")) ? a : b;
  return {
    shopId: a.shopId,
    contractId: a.contractId,
    status: status.status,
    statusAt: status.statusAt,
    statusSeq: status.statusSeq,
    kind: proposal.kind ?? a.kind ?? b.kind,
    parties: proposal.parties ?? a.parties ?? b.parties,
    negotiationId: proposal.negotiationId ?? a.negotiationId ?? b.negotiationId,
    parentId: proposal.parentId ?? a.parentId ?? b.parentId,
    partIds: proposal.partIds ?? a.partIds ?? b.partIds,
    proposedAt: proposal.proposedAt,
    terms: terms.terms,
    termsVersion: terms.termsVersion,
    currency: terms.currency,
    activatedAt: minOf(a.activatedAt, b.activatedAt),
    endsAt: maxOf(a.endsAt, b.endsAt),
    closedAt: closing.closedAt,
    closeReason: closing.closeReason,
  };
}

/** What one lifecycle event states about its contract (null for events that state no status). */
export function contractFactsOf(e: ParsedEvent): ContractFacts | null {
  if (!isContractEventType(e.type) || e.type === "contract.postings") return null;
  const data = e.data as { status?: string; termsVersion?: number } | null;
  if (!data?.status) return null;
  const facts: ContractFacts = {
    shopId: e.shopId,
    contractId: e.negotiationId,
    status: data.status,
    statusAt: e.at,
    statusSeq: e.seq ?? 0,
    kind: null,
    parties: null,
    terms: null,
    termsVersion: 0,
    currency: null,
    negotiationId: null,
    parentId: null,
    partIds: null,
    proposedAt: null,
    activatedAt: null,
    endsAt: null,
    closedAt: null,
    closeReason: null,
  };
  if (e.type === "contract.proposed") {
    const p = payloadOf(e, "contract.proposed");
    Object.assign(facts, {
      kind: p.kind,
      parties: p.parties,
      terms: p.terms,
      termsVersion: p.termsVersion,
      currency: p.terms.currency,
      negotiationId: p.negotiationId ?? null,
      parentId: p.parentId ?? null,
      partIds: p.partIds ?? [],
      proposedAt: e.at,
    });
  } else if (e.type === "contract.amended") {
    const p = payloadOf(e, "contract.amended");
    Object.assign(facts, { terms: p.terms, termsVersion: p.termsVersion, currency: p.terms.currency });
  } else if (e.type === "contract.activated") {
    const p = payloadOf(e, "contract.activated");
    Object.assign(facts, { activatedAt: p.activatedAt ?? e.at, endsAt: p.endsAt ?? null });
  } else if (CLOSING_TYPES.has(e.type)) {
    const p = e.data as ParsedPayload<"contract.completed">;
    Object.assign(facts, { closedAt: p.closedAt ?? e.at, closeReason: p.reason ?? e.type.slice("contract.".length) });
  }
  return facts;
}

/** One posting row per posting id (the first of a batch: the same id always carries the same posting). */
function postingRowsOf(events: readonly ParsedEvent[]): (typeof contractPostings.$inferInsert)[] {
  const out = new Map<string, typeof contractPostings.$inferInsert>();
  for (const e of events) {
    if (e.type !== "contract.postings") continue;
    for (const p of payloadOf(e, "contract.postings").postings) {
      if (out.has(p.postingId)) continue;
      out.set(p.postingId, {
        postingId: p.postingId,
        shopId: e.shopId,
        contractId: p.contractId,
        kind: p.kind,
        fromAccount: p.from,
        toAccount: p.to,
        amountMinor: p.amountMinor,
        currency: p.currency,
        at: new Date(p.at),
        cause: p.cause,
        eventId: e.eventId,
      });
    }
  }
  return [...out.values()];
}

type CheckInsert = typeof contractChecks.$inferInsert;
type ViolationInsert = typeof contractViolations.$inferInsert;

/**
 * A check's lines: one per target, its verdict and (when the target was judged) the evidence line for it. An
 * evidence line that names no target is keyed `metric:<metric>#<n>` (its rank among such lines of that metric).
 */
export function checkLinesOf(e: ParsedEvent): { checks: CheckInsert[]; violations: ViolationInsert[] } {
  const p = payloadOf(e, "contract.checked");
  const checkAt = new Date(p.checkAt);
  const lines = new Map<string, CheckInsert>();
  const base = { shopId: e.shopId, contractId: e.negotiationId, checkAt, eventId: e.eventId };
  for (const v of p.verdicts) {
    lines.set(v.targetId, { ...base, targetId: v.targetId, verdict: v.kind, metric: null, agentId: null, met: null, reading: v.reading ?? null });
  }
  const unnamed = new Map<string, number>();
  for (const line of p.evidence) {
    let targetId = line.targetId;
    if (targetId === undefined) {
      const n = unnamed.get(line.metric) ?? 0;
      unnamed.set(line.metric, n + 1);
      targetId = `metric:${line.metric}#${n}`;
    }
    const was = lines.get(targetId);
    lines.set(targetId, { ...base, verdict: null, reading: null, ...was, targetId, metric: line.metric, agentId: line.agentId, met: line.met });
  }
  const violations: ViolationInsert[] = p.verdicts
    .filter((v) => v.kind === "violation")
    .map((v) => ({
      ...base,
      targetId: v.targetId,
      metric: lines.get(v.targetId)?.metric ?? null,
      reading: v.reading ?? null,
      penaltyMinor: v.penaltyMinor ?? 0,
      providerId: lines.get(v.targetId)?.agentId ?? null,
      consumerId: null,
    }));
  return { checks: [...lines.values()], violations };
}

function violationOf(e: ParsedEvent): ViolationInsert {
  const p = payloadOf(e, "contract.violation");
  return {
    shopId: e.shopId,
    contractId: e.negotiationId,
    checkAt: new Date(p.checkAt),
    targetId: p.targetId,
    metric: p.metric ?? null,
    reading: p.reading,
    penaltyMinor: p.penaltyMinor,
    providerId: p.providerId ?? null,
    consumerId: p.consumerId ?? null,
    eventId: e.eventId,
  };
}

/** Two statements of one violation merged: what either knows, the smaller event id (order-independent). */
function mergeViolation(a: ViolationInsert, b: ViolationInsert): ViolationInsert {
  return {
    ...a,
    metric: a.metric ?? b.metric ?? null,
    reading: a.reading ?? b.reading ?? null,
    penaltyMinor: Math.max(a.penaltyMinor, b.penaltyMinor),
    providerId: a.providerId ?? b.providerId ?? null,
    consumerId: a.consumerId ?? b.consumerId ?? null,
    eventId: a.eventId < b.eventId ? a.eventId : b.eventId,
  };
}

const checkKey = (r: { shopId: string; contractId: string; checkAt: Date; targetId: string }) => `${r.shopId}\u0000${r.contractId}\u0000${r.checkAt.getTime()}\u0000${r.targetId}`;

// --- disputes ------------------------------------------------------------------------------------------------

export type DisputeStatusName = "open" | "upheld" | "rejected" | "withdrawn";

/** What one contract.dispute_* event states about its dispute, or several merged (`mergeDisputeFacts`). */
export interface DisputeFacts {
  shopId: string;
  contractId: string;
  disputeId: string;
  cause: string;
  kind: "penalty" | "bonus";
  openedBy: string;
  against: string[];
  amountMinor: number;
  reason: string;
  status: DisputeStatusName;
  outcome: "upheld" | "rejected" | null;
  winners: string[];
  losers: string[];
  reversedMinor: number | null;
  decidedBy: string | null;
  openedAt: number | null;
  decidedAt: number | null;
}

const DISPUTE_TYPES = new Set(["contract.dispute_opened", "contract.dispute_decided", "contract.dispute_withdrawn"]);

/** What a dispute event states (null for any other event). */
export function disputeFactsOf(e: ParsedEvent): DisputeFacts | null {
  if (!DISPUTE_TYPES.has(e.type)) return null;
  const head = e.data as ParsedPayload<"contract.dispute_opened">;
  const facts: DisputeFacts = {
    shopId: e.shopId,
    contractId: e.negotiationId,
    disputeId: head.disputeId,
    cause: head.cause,
    kind: head.kind,
    openedBy: head.openedBy,
    against: [...head.against],
    amountMinor: head.amountMinor,
    reason: head.reason,
    status: "open",
    outcome: null,
    winners: [],
    losers: [],
    reversedMinor: null,
    decidedBy: null,
    openedAt: null,
    decidedAt: null,
  };
  if (e.type === "contract.dispute_opened") return { ...facts, openedAt: e.at };
  if (e.type === "contract.dispute_withdrawn") return { ...facts, status: "withdrawn", decidedBy: head.openedBy, decidedAt: e.at };
  const d = payloadOf(e, "contract.dispute_decided");
  return { ...facts, status: d.outcome, outcome: d.outcome, winners: [...d.winners], losers: [...d.losers], reversedMinor: d.reversedMinor, decidedBy: d.by, decidedAt: e.at };
}

/**
 * Which of two closing statements (decided or withdrawn) stands: a dispute is closed once, so two differ only when
 * something upstream went wrong; then the earlier one, ties by status name, so the merge still does not depend on
 * the order.
 */
function closingOf(a: DisputeFacts, b: DisputeFacts): DisputeFacts {
  if (a.status === "open") return b;
  if (b.status === "open") return a;
  const at = (a.decidedAt ?? 0) - (b.decidedAt ?? 0);
  return at < 0 || (at === 0 && a.status <= b.status) ? a : b;
}

/**
 * Two statements about one dispute merged, as the upsert merges a row with a new one: commutative and associative,
 * so any delivery order (and any batching) gives the same row. Every event of a dispute repeats its head (cause,
 * kind, opener, against, amount, reason: the core refuses a dispute id reused for anything else), so the head is
 * either's; the opening time comes from the opening; the status and the decision from the closing statement, so a
 * decision delivered before the opening is never undone by it.
 */
export function mergeDisputeFacts(a: DisputeFacts, b: DisputeFacts): DisputeFacts {
  const closing = closingOf(a, b);
  return {
    ...a,
    status: closing.status,
    outcome: closing.outcome,
    winners: closing.winners,
    losers: closing.losers,
    reversedMinor: closing.reversedMinor,
    decidedBy: closing.decidedBy,
    decidedAt: closing.decidedAt,
    openedAt: minOf(a.openedAt, b.openedAt),
  };
}

const disputeKey = (d: Pick<DisputeFacts, "shopId" | "contractId" | "disputeId">) => `${d.shopId}\u0000${d.contractId}\u0000${d.disputeId}`;

// --- writing -------------------------------------------------------------------------------------------------

export interface ContractProjectionReport {
  contracts: number;
  postings: number;
  checks: number;
  violations: number;
  disputes: number;
}

/**
 * Applies the projections of newly stored contract events (others are ignored), inside the caller's
 * transaction: one statement per table whatever the batch. Idempotent and order-independent (module docblock).
 */
export async function projectContractEvents(tx: Queryable, events: readonly ParsedEvent[]): Promise<ContractProjectionReport> {
  const unique = [...new Map(events.filter((e) => isContractEventType(e.type)).map((e) => [e.eventId, e])).values()];
  const report: ContractProjectionReport = { contracts: 0, postings: 0, checks: 0, violations: 0, disputes: 0 };
  if (unique.length === 0) return report;

  const facts = new Map<string, ContractFacts>();
  const checks = new Map<string, CheckInsert>();
  const violations = new Map<string, ViolationInsert>();
  const disputes = new Map<string, DisputeFacts>();
  for (const e of unique) {
    requireShopId(e.shopId);
    const d = disputeFactsOf(e);
    if (d) {
      const was = disputes.get(disputeKey(d));
      disputes.set(disputeKey(d), was ? mergeDisputeFacts(was, d) : d);
    }
    const f = contractFactsOf(e);
    if (f) {
      const key = `${f.shopId}\u0000${f.contractId}`;
      const was = facts.get(key);
      facts.set(key, was ? mergeContractFacts(was, f) : f);
    }
    const found = e.type === "contract.checked" ? checkLinesOf(e) : e.type === "contract.violation" ? { checks: [], violations: [violationOf(e)] } : null;
    for (const c of found?.checks ?? []) if (!checks.has(checkKey(c))) checks.set(checkKey(c), c);
    for (const v of found?.violations ?? []) {
      const was = violations.get(checkKey(v));
      violations.set(checkKey(v), was ? mergeViolation(was, v) : v);
    }
  }
  const postings = postingRowsOf(unique);

  await upsertContracts(tx, [...facts.values()]);
  if (postings.length > 0) {
    const inserted = await tx.insert(contractPostings).values(postings).onConflictDoNothing({ target: contractPostings.postingId }).returning({ id: contractPostings.postingId });
    report.postings = inserted.length;
  }
  if (checks.size > 0) {
    const inserted = await tx
      .insert(contractChecks)
      .values([...checks.values()])
      .onConflictDoNothing()
      .returning({ id: contractChecks.targetId });
    report.checks = inserted.length;
  }
  if (violations.size > 0) {
    await tx
      .insert(contractViolations)
      .values([...violations.values()])
      .onConflictDoUpdate({
        target: [contractViolations.shopId, contractViolations.contractId, contractViolations.checkAt, contractViolations.targetId],
        set: {
          metric: sql`COALESCE(contract_violations.metric, excluded.metric)`,
          reading: sql`COALESCE(contract_violations.reading, excluded.reading)`,
          penaltyMinor: sql`GREATEST(contract_violations.penalty_minor, excluded.penalty_minor)`,
          providerId: sql`COALESCE(contract_violations.provider_id, excluded.provider_id)`,
          consumerId: sql`COALESCE(contract_violations.consumer_id, excluded.consumer_id)`,
          eventId: sql`LEAST(contract_violations.event_id, excluded.event_id)`,
        },
      });
    report.violations = violations.size;
  }
  await upsertDisputes(tx, [...disputes.values()]);
  report.disputes = disputes.size;
  report.contracts = facts.size;
  return report;
}

const ts = (ms: number | null) => (ms === null ? null : new Date(ms));
const jsonOrNull = (x: unknown) => (x === null || x === undefined ? sql`NULL::jsonb` : sql`${JSON.stringify(x)}::jsonb`);

/** One upsert for every contract the batch touched, merging with the stored row as `mergeContractFacts` does. */
async function upsertContracts(tx: Queryable, list: readonly ContractFacts[]): Promise<void> {
  if (list.length === 0) return;
  const values = list.map(
    (f) => sql`(${f.shopId}, ${f.contractId}, ${f.kind}, ${f.status}, ${ts(f.statusAt)}::timestamptz, ${f.statusSeq}::int,
      ${jsonOrNull(f.parties ?? [])}, ${jsonOrNull(f.terms)}, ${f.termsVersion}::int, ${f.currency}, ${f.negotiationId}, ${f.parentId},
      ${jsonOrNull(f.partIds ?? [])}, ${ts(f.proposedAt)}::timestamptz, ${ts(f.activatedAt)}::timestamptz, ${ts(f.endsAt)}::timestamptz,
      ${ts(f.closedAt)}::timestamptz, ${f.closeReason}, now())`,
  );
  const newer = sql`(excluded.status_at, excluded.status_seq, ${STATUS_RANK_SQL("excluded.status")}) > (c.status_at, c.status_seq, ${STATUS_RANK_SQL("c.status")})`;
  // The proposal's facts: the stored row's unless it has none yet (or the new one's proposal is earlier).
  const takeProposal = sql`(c.proposed_at IS NULL OR (excluded.proposed_at IS NOT NULL AND excluded.proposed_at < c.proposed_at))`;
  const fromProposal = (column: string) => sql.raw(`CASE WHEN `).append(takeProposal).append(sql.raw(` THEN COALESCE(excluded.${column}, c.${column}) ELSE COALESCE(c.${column}, excluded.${column}) END`));
  const closing = sql`(excluded.closed_at IS NOT NULL AND (c.closed_at IS NULL OR excluded.closed_at < c.closed_at
    OR (excluded.closed_at = c.closed_at AND COALESCE(excluded.close_reason, '') < COALESCE(c.close_reason, ''))))`;
  await tx.execute(sql`
    INSERT INTO service_contracts AS c (shop_id, id, kind, status, status_at, status_seq, parties, terms, terms_version, currency,
      negotiation_id, parent_id, part_ids, proposed_at, activated_at, ends_at, closed_at, close_reason, updated_at)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (shop_id, id) DO UPDATE SET
      status = CASE WHEN ${newer} THEN excluded.status ELSE c.status END,
      status_seq = CASE WHEN ${newer} THEN excluded.status_seq ELSE c.status_seq END,
      status_at = CASE WHEN ${newer} THEN excluded.status_at ELSE c.status_at END,
      kind = ${fromProposal("kind")},
      parties = CASE WHEN ${takeProposal} AND excluded.proposed_at IS NOT NULL THEN excluded.parties ELSE c.parties END,
      negotiation_id = ${fromProposal("negotiation_id")},
      parent_id = ${fromProposal("parent_id")},
      part_ids = CASE WHEN ${takeProposal} AND excluded.proposed_at IS NOT NULL THEN excluded.part_ids ELSE c.part_ids END,
      proposed_at = LEAST(c.proposed_at, excluded.proposed_at),
      terms = CASE WHEN excluded.terms_version > c.terms_version THEN excluded.terms ELSE c.terms END,
      currency = CASE WHEN excluded.terms_version > c.terms_version THEN excluded.currency ELSE c.currency END,
      terms_version = GREATEST(c.terms_version, excluded.terms_version),
      activated_at = LEAST(c.activated_at, excluded.activated_at),
      ends_at = GREATEST(c.ends_at, excluded.ends_at),
      close_reason = CASE WHEN ${closing} THEN excluded.close_reason ELSE c.close_reason END,
      closed_at = CASE WHEN ${closing} THEN excluded.closed_at ELSE c.closed_at END,
      updated_at = now()`);
}

const textArray = (xs: readonly string[]) => sql`ARRAY[${sql.join(xs.map((x) => sql`${x}`), sql`, `)}]::text[]`;
const emptyOr = (xs: readonly string[]) => (xs.length === 0 ? sql`'{}'::text[]` : textArray(xs));

/** One upsert for every dispute the batch touched, merging with the stored row as `mergeDisputeFacts` does. */
async function upsertDisputes(tx: Queryable, list: readonly DisputeFacts[]): Promise<void> {
  if (list.length === 0) return;
  const values = list.map(
    (d) => sql`(${d.shopId}, ${d.contractId}, ${d.disputeId}, ${d.cause}, ${d.kind}, ${d.openedBy}, ${emptyOr(d.against)}, ${d.amountMinor}::bigint,
      ${d.reason}, ${d.status}, ${d.outcome}, ${emptyOr(d.winners)}, ${emptyOr(d.losers)}, ${d.reversedMinor}::bigint, ${d.decidedBy},
      ${ts(d.openedAt)}::timestamptz, ${ts(d.decidedAt)}::timestamptz, now())`,
  );
  // The closing statement stands once there is one (closingOf): the stored row's, unless it is still open or the
  // new one is earlier (never in practice: a dispute closes once).
  const takeClosing = sql`(excluded.status <> 'open' AND (d.status = 'open'
    OR (excluded.decided_at, excluded.status) < (d.decided_at, d.status)))`;
  const closing = (column: string) => sql.raw(`CASE WHEN `).append(takeClosing).append(sql.raw(` THEN excluded.${column} ELSE d.${column} END`));
  await tx.execute(sql`
    INSERT INTO contract_disputes AS d (shop_id, contract_id, dispute_id, cause, kind, opened_by, against, amount_minor, reason, status,
      outcome, winners, losers, reversed_minor, decided_by, opened_at, decided_at, ingested_at)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (shop_id, contract_id, dispute_id) DO UPDATE SET
      status = ${closing("status")},
      outcome = ${closing("outcome")},
      winners = ${closing("winners")},
      losers = ${closing("losers")},
      reversed_minor = ${closing("reversed_minor")},
      decided_by = ${closing("decided_by")},
      decided_at = ${closing("decided_at")},
      opened_at = LEAST(d.opened_at, excluded.opened_at),
      ingested_at = now()`);
}

// --- reads ---------------------------------------------------------------------------------------------------

export async function getServiceContract(db: Queryable, shopId: string, contractId: string): Promise<ServiceContractRow | null> {
  const [row] = await db
    .select()
    .from(serviceContracts)
    .where(and(eq(serviceContracts.shopId, requireShopId(shopId)), eq(serviceContracts.id, contractId)))
    .limit(1);
  return row ?? null;
}

export async function listServiceContracts(db: Queryable, shopId: string, opts: { status?: string; limit?: number } = {}): Promise<ServiceContractRow[]> {
  const where = [eq(serviceContracts.shopId, requireShopId(shopId))];
  if (opts.status) where.push(eq(serviceContracts.status, opts.status));
  return db
    .select()
    .from(serviceContracts)
    .where(and(...where))
    .orderBy(sql`${serviceContracts.proposedAt} DESC NULLS LAST`, asc(serviceContracts.id))
    .limit(opts.limit ?? 100);
}

/** A contract's postings in the order they happened (then by id). */
export async function listContractPostings(db: Queryable, shopId: string, contractId: string): Promise<ContractPostingRow[]> {
  return db
    .select()
    .from(contractPostings)
    .where(and(eq(contractPostings.shopId, requireShopId(shopId)), eq(contractPostings.contractId, contractId)))
    .orderBy(asc(contractPostings.at), asc(contractPostings.postingId));
}

export interface AccountBalance {
  account: string;
  currency: string;
  balanceMinor: number;
  postings: number;
}

/** A shop's account balances (all accounts, or those of one contract's stake and pool and its parties), from postings only. */
export async function accountBalances(db: Queryable, shopId: string, opts: { accounts?: readonly string[] } = {}): Promise<AccountBalance[]> {
  const only = opts.accounts && opts.accounts.length > 0 ? sql`AND account IN (${sql.join(opts.accounts.map((a) => sql`${a}`), sql`, `)})` : sql``;
  const found = await rows<{ account: string; currency: string; balance_minor: string | number; postings: number }>(
    db.execute(sql`SELECT account, currency, balance_minor, postings FROM account_balances WHERE shop_id = ${requireShopId(shopId)} ${only} ORDER BY account, currency`),
  );
  return found.map((r) => ({ account: r.account, currency: r.currency, balanceMinor: Number(r.balance_minor), postings: r.postings }));
}

export async function listContractChecks(db: Queryable, shopId: string, contractId: string): Promise<ContractCheckRow[]> {
  return db
    .select()
    .from(contractChecks)
    .where(and(eq(contractChecks.shopId, requireShopId(shopId)), eq(contractChecks.contractId, contractId)))
    .orderBy(asc(contractChecks.checkAt), asc(contractChecks.targetId));
}

export async function listContractViolations(db: Queryable, shopId: string, contractId: string): Promise<ContractViolationRow[]> {
  return db
    .select()
    .from(contractViolations)
    .where(and(eq(contractViolations.shopId, requireShopId(shopId)), eq(contractViolations.contractId, contractId)))
    .orderBy(asc(contractViolations.checkAt), asc(contractViolations.targetId));
}

/** A contract's disputes, oldest opening first (a dispute whose opening has not arrived yet last), then by id. */
export async function listContractDisputes(db: Queryable, shopId: string, contractId: string): Promise<ContractDisputeRow[]> {
  return db
    .select()
    .from(contractDisputes)
    .where(and(eq(contractDisputes.shopId, requireShopId(shopId)), eq(contractDisputes.contractId, contractId)))
    .orderBy(sql`${contractDisputes.openedAt} ASC NULLS LAST`, asc(contractDisputes.disputeId));
}

/** One decided dispute as it bears on one agent's dispute record: it won (or lost) it, decided at `at`. */
export interface DisputeOutcomeRow {
  shopId: string;
  agentId: string;
  contractId: string;
  disputeId: string;
  won: boolean;
  at: number;
}

/**
 * Every decided dispute these agents won or lost (per shop), oldest decision first: what their dispute records are
 * computed from. Withdrawn and open disputes leave no mark. An agent among both the winners and the losers of one
 * dispute (never, with distinct parties) gets a line for each.
 */
export async function disputeOutcomesFor(db: Queryable, who: readonly { shopId: string; agentId: string }[]): Promise<DisputeOutcomeRow[]> {
  if (who.length === 0) return [];
  const keys = sql.join(
    who.map((w) => sql`(${w.shopId}, ${w.agentId})`),
    sql`, `,
  );
  const found = await rows<{ shop_id: string; agent_id: string; contract_id: string; dispute_id: string; won: boolean; decided_at: string | Date }>(
    db.execute(sql`
      SELECT w.shop_id, w.agent_id, d.contract_id, d.dispute_id, o.won, d.decided_at
      FROM (VALUES ${keys}) AS w (shop_id, agent_id)
      JOIN contract_disputes d ON d.shop_id = w.shop_id AND d.status IN ('upheld', 'rejected') AND d.decided_at IS NOT NULL
        AND (w.agent_id = ANY (d.winners) OR w.agent_id = ANY (d.losers))
      CROSS JOIN LATERAL (VALUES (true), (false)) AS o (won)
      WHERE (o.won AND w.agent_id = ANY (d.winners)) OR (NOT o.won AND w.agent_id = ANY (d.losers))
      ORDER BY w.shop_id, w.agent_id, d.decided_at, d.contract_id, d.dispute_id, o.won`),
  );
  return found.map((r) => ({ shopId: r.shop_id, agentId: r.agent_id, contractId: r.contract_id, disputeId: r.dispute_id, won: r.won, at: new Date(r.decided_at).getTime() }));
}

/** Agents with a dispute outcome stored since `since` (per shop): those whose dispute record the cron recomputes. */
export async function agentsWithDisputeOutcomesSince(db: Queryable, since: Date): Promise<{ shopId: string; agentId: string }[]> {
  const found = await rows<{ shop_id: string; agent_id: string }>(
    db.execute(sql`
      SELECT DISTINCT d.shop_id, a.agent_id FROM contract_disputes d CROSS JOIN LATERAL unnest(d.winners || d.losers) AS a (agent_id)
      WHERE d.ingested_at >= ${since} AND d.status IN ('upheld', 'rejected')
      ORDER BY 1, 2`),
  );
  return found.map((r) => ({ shopId: r.shop_id, agentId: r.agent_id }));
}

/** One evidence line for reputation: an agent met (or missed) a target of `metric` at a check. */
export interface EvidenceRow {
  shopId: string;
  agentId: string;
  metric: string;
  met: boolean;
  at: number;
}

/** Every evidence line about these agents (per shop), oldest first: what their reputation is computed from. */
export async function evidenceFor(db: Queryable, who: readonly { shopId: string; agentId: string }[]): Promise<EvidenceRow[]> {
  if (who.length === 0) return [];
  const keys = sql.join(
    who.map((w) => sql`(${w.shopId}, ${w.agentId})`),
    sql`, `,
  );
  const found = await rows<{ shop_id: string; agent_id: string; metric: string; met: boolean; check_at: string | Date }>(
    db.execute(sql`
      SELECT shop_id, agent_id, metric, met, check_at FROM contract_checks
      WHERE (shop_id, agent_id) IN (${keys}) AND met IS NOT NULL AND metric IS NOT NULL
      ORDER BY shop_id, agent_id, check_at, contract_id, target_id`),
  );
  return found.map((r) => ({ shopId: r.shop_id, agentId: r.agent_id, metric: r.metric, met: r.met, at: new Date(r.check_at).getTime() }));
}

/** Agents with evidence stored since `since` (per shop): those whose reputation the cron recomputes. */
export async function agentsWithEvidenceSince(db: Queryable, since: Date): Promise<{ shopId: string; agentId: string }[]> {
  const found = await rows<{ shop_id: string; agent_id: string }>(
    db.execute(sql`
      SELECT DISTINCT shop_id, agent_id FROM contract_checks
      WHERE ingested_at >= ${since} AND agent_id IS NOT NULL AND met IS NOT NULL
      ORDER BY 1, 2`),
  );
  return found.map((r) => ({ shopId: r.shop_id, agentId: r.agent_id }));
}

/** Contracts whose row, postings or checks changed since `since` (for the graph's catch-up), oldest change first. */
export async function serviceContractsChangedSince(db: Queryable, since: Date, limit: number): Promise<{ shopId: string; contractId: string; changedAt: Date }[]> {
  const found = await rows<{ shop_id: string; id: string; changed_at: string | Date }>(
    db.execute(sql`
      SELECT shop_id, id, max(changed_at) AS changed_at FROM (
        SELECT shop_id, id, updated_at AS changed_at FROM service_contracts WHERE updated_at >= ${since}
        UNION ALL
        SELECT shop_id, contract_id, ingested_at FROM contract_checks WHERE ingested_at >= ${since} AND verdict = 'violation'
      ) c
      GROUP BY shop_id, id
      ORDER BY max(changed_at), shop_id, id
      LIMIT ${limit}`),
  );
  return found.map((r) => ({ shopId: r.shop_id, contractId: r.id, changedAt: new Date(r.changed_at) }));
}
