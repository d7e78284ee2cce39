/**
 * Service contracts in the knowledge graph (issue #30): a Contract, the SLA targets it promises and the Violations
 * recorded against it, linked to its parties' Counterparty nodes, so "who has broken which promises to this shop"
 * is a graph question like "who used which tactic".
 *
 *   (Counterparty)-[:PARTY_TO {role}]->(Contract)-[:PROMISES]->(SLA)
 *   (Contract)-[:VIOLATED]->(Violation)-[:OF_TARGET]->(SLA)
 *   (Violation)-[:BY]->(Counterparty)                 the provider answerable for it
 *   (Contract)-[:RECORDS]->(Deal)                     the negotiation whose agreement it records, if any
 *
 * Node ids: Contract = the contract id; SLA = `<contractId>/<targetId>`; Violation = `<contractId>/<targetId>@<check
 * time ms>`. Facts are rebuilt whole from Postgres (service_contracts, contract_violations) and MERGEd: replays
 * change nothing, and a Contract's properties are only overwritten by a fact at least as new (its `version`, the
 * time of the status it states). Violations only accumulate.
 */
import { sql } from "drizzle-orm";
import { advanceCursor, cursorSince, databaseNow } from "../repositories/cron-cursors";
import { serviceContractsChangedSince } from "../repositories/service-contracts";
import { rows, type Queryable } from "../repositories/types";
import type { GraphStore } from "./graph-store";

export const CONTRACT_GRAPH_JOB = "graph-contracts";

export interface ContractSlaFact {
  targetId: string;
  metric: string;
  statistic: string;
  windowMin: number;
  comparator: string;
  threshold: number;
}

export interface ContractViolationFact {
  targetId: string;
  /** ISO 8601. */
  checkAt: string;
  penaltyMinor: number;
  reading: number | null;
  /** The provider answerable, when known. */
  providerId: string | null;
}

/** Everything the graph knows about one service contract. */
export interface ContractGraphFacts {
  shopId: string;
  contractId: string;
  kind: string | null;
  status: string;
  currency: string | null;
  priceMinor: number | null;
  termsVersion: number;
  negotiationId: string | null;
  /** ISO 8601. */
  proposedAt: string | null;
  activatedAt: string | null;
  closedAt: string | null;
  /** Orders writes of one contract: the time (ms) of the status it states. */
  version: number;
  parties: { agentId: string; role: string }[];
  sla: ContractSlaFact[];
  violations: ContractViolationFact[];
}

/** A counterparty's contracts as the graph has them (what a reviewer or the negotiator asks). */
export interface CounterpartyContract {
  contractId: string;
  role: string;
  status: string;
  kind: string | null;
  /** SLA target ids, sorted. */
  sla: string[];
  /** Violations recorded against the contract, and those this counterparty answers for. */
  violations: number;
  violationsBy: number;
}

/** The graph port's contract half: both adapters implement it. */
export interface ContractGraph {
  upsertContracts(contracts: readonly ContractGraphFacts[]): Promise<void>;
  /** The contracts a counterparty is party to, newest first. */
  counterpartyContracts(shopId: string, counterpartyId: string, options?: { limit?: number }): Promise<CounterpartyContract[]>;
}

export function isContractGraph(graph: GraphStore): graph is GraphStore & ContractGraph {
  const g = graph as Partial<ContractGraph>;
  return typeof g.upsertContracts === "function" && typeof g.counterpartyContracts === "function";
}

export const slaNodeId = (contractId: string, targetId: string) => `${contractId}/${targetId}`;
export const violationNodeId = (contractId: string, targetId: string, checkAtIso: string) => `${contractId}/${targetId}@${new Date(checkAtIso).getTime()}`;

/** The newest fact per contract (a batch may carry one contract twice). */
export function newestPerContract(facts: readonly ContractGraphFacts[]): ContractGraphFacts[] {
  const newest = new Map<string, ContractGraphFacts>();
  for (const f of facts) {
    const key = `${f.shopId}\u0000${f.contractId}`;
    const seen = newest.get(key);
    if (!seen || seen.version <= f.version) newest.set(key, f);
  }
  return [...newest.values()];
}

interface ContractRow {
  shop_id: string;
  id: string;
  kind: string | null;
  status: string;
  status_at: string | Date;
  currency: string | null;
  terms: { priceMinor?: number; sla?: { id: string; metric: string; statistic: string; windowMin: number; comparator: string; threshold: number }[] } | null;
  terms_version: number;
  negotiation_id: string | null;
  proposed_at: string | Date | null;
  activated_at: string | Date | null;
  closed_at: string | Date | null;
  parties: { agentId: string; role: string }[] | null;
  violations: { targetId: string; checkAt: string; penaltyMinor: number | string; reading: number | null; providerId: string | null }[] | null;
}

const iso = (x: string | Date | null) => (x === null ? null : new Date(x).toISOString());

/** The graph facts of one service_contracts row and its violations (pure: exported for tests). */
export function contractGraphFactsOf(r: ContractRow): ContractGraphFacts {
  return {
    shopId: r.shop_id,
    contractId: r.id,
    kind: r.kind,
    status: r.status,
    currency: r.currency,
    priceMinor: r.terms?.priceMinor ?? null,
    termsVersion: r.terms_version,
    negotiationId: r.negotiation_id,
    proposedAt: iso(r.proposed_at),
    activatedAt: iso(r.activated_at),
    closedAt: iso(r.closed_at),
    version: new Date(r.status_at).getTime(),
    parties: (r.parties ?? []).map((p) => ({ agentId: p.agentId, role: p.role })).sort((a, b) => a.agentId.localeCompare(b.agentId) || a.role.localeCompare(b.role)),
    sla: (r.terms?.sla ?? [])
      .map((t) => ({ targetId: t.id, metric: t.metric, statistic: t.statistic, windowMin: t.windowMin, comparator: t.comparator, threshold: t.threshold }))
      .sort((a, b) => a.targetId.localeCompare(b.targetId)),
    violations: (r.violations ?? [])
      .map((v) => ({ targetId: v.targetId, checkAt: new Date(v.checkAt).toISOString(), penaltyMinor: Number(v.penaltyMinor), reading: v.reading, providerId: v.providerId }))
      .sort((a, b) => a.checkAt.localeCompare(b.checkAt) || a.targetId.localeCompare(b.targetId)),
  };
}

/** What the graph should say about these contracts, as Postgres has them now (contracts not projected yet are left out). */
export async function contractGraphFactsFor(db: Queryable, keys: readonly { shopId: string; contractId: string }[]): Promise<ContractGraphFacts[]> {
  if (keys.length === 0) return [];
  const list = sql.join(
    keys.map((k) => sql`(${k.shopId}, ${k.contractId})`),
    sql`, `,
  );
  const found = await rows<ContractRow>(
    db.execute(sql`
      SELECT c.shop_id, c.id, c.kind, c.status, c.status_at, c.currency, c.terms, c.terms_version, c.negotiation_id,
        c.proposed_at, c.activated_at, c.closed_at, c.parties,
        (SELECT jsonb_agg(jsonb_build_object('targetId', v.target_id, 'checkAt', v.check_at, 'penaltyMinor', v.penalty_minor,
                 'reading', v.reading, 'providerId', COALESCE(v.provider_id,
                   (SELECT p->>'agentId' FROM jsonb_array_elements(c.parties) p WHERE p->>'role' = 'provider' LIMIT 1)))
                 ORDER BY v.check_at, v.target_id)
          FROM contract_violations v WHERE v.shop_id = c.shop_id AND v.contract_id = c.id) AS violations
      FROM service_contracts c
      WHERE (c.shop_id, c.id) IN (${list})`),
  );
  return found.map(contractGraphFactsOf);
}

/** Writes the current facts of these contracts into the graph. Returns how many contracts were written. */
export async function syncContractsToGraph(db: Queryable, graph: ContractGraph, keys: readonly { shopId: string; contractId: string }[]): Promise<number> {
  const facts = await contractGraphFactsFor(db, keys);
  if (facts.length > 0) await graph.upsertContracts(facts);
  return facts.length;
}

/**
 * The cron's catch-up for contracts (as `catchUpGraph` for negotiations): every contract changed since its cursor,
 * less the overlap, written again; the cursor moves only once the writes succeeded.
 */
export async function catchUpContractGraph(db: Queryable, graph: ContractGraph, options: { pageSize?: number; maxPages?: number } = {}): Promise<{ synced: number; more: boolean }> {
  const pageSize = options.pageSize ?? 500;
  const maxPages = options.maxPages ?? 20;
  const started = await databaseNow(db);
  let since = await cursorSince(db, CONTRACT_GRAPH_JOB);
  let synced = 0;
  for (let page = 0; page < maxPages; page++) {
    const changed = await serviceContractsChangedSince(db, since, pageSize);
    if (changed.length > 0) synced += await syncContractsToGraph(db, graph, changed);
    if (changed.length < pageSize) {
      await advanceCursor(db, CONTRACT_GRAPH_JOB, started);
      return { synced, more: false };
    }
    const last = changed[changed.length - 1]!.changedAt;
    since = last.getTime() > since.getTime() ? last : new Date(since.getTime() + 1);
  }
  await advanceCursor(db, CONTRACT_GRAPH_JOB, since);
  return { synced, more: true };
}
