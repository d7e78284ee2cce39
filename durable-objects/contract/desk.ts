/**
 * A shop's contract desk: the Contract object named `desk:<shopId>` keeps the shop's contract limits (overrides of
 * the seed's defaults, contracts/limits.ts) and an index of the shop's contracts, which the contracts keep current
 * after each commit. The index lists the shop's contracts and counts each agent's live ones, which the core needs
 * to enforce `maxContractsPerAgent` when a new one is proposed, and counts the renegotiations under way for
 * `maxConcurrentNegotiations`.
 */
import { contractLimits, limitProblems } from "../../contracts/limits";
import type { ContractLimits, ContractStatus } from "../../contracts/types";
import { fail, ok, type RpcResult } from "../../common/problem";

/** The desk object's name for a shop. */
export function deskName(shopId: string): string {
  return `desk:${shopId}`;
}

/** What the desk keeps of one contract (the list's item). */
export interface DeskSummary {
  contractId: string;
  shopId: string;
  kind: string;
  status: ContractStatus;
  parties: { agentId: string; role: string }[];
  currency: string;
  priceMinor: number;
  termsVersion: number;
  negotiationId: string | null;
  createdAt: number;
  updatedAt: number;
  endsAt: number | null;
  violationsTotal: number;
  /** An amendment is under negotiation (counts toward the shop's `maxConcurrentNegotiations`). */
  amendmentOpen?: boolean;
  /** Monotonic per contract: a stale summary never overwrites a newer one. */
  version: number;
}

const LIVE: ReadonlySet<ContractStatus> = new Set(["proposed", "active", "suspended"]);

export interface ContractLimitsView {
  limits: ContractLimits;
  /** Only what the shop set; the rest are the defaults. */
  overrides: Partial<ContractLimits>;
}

export class Desk {
  constructor(private readonly sql: SqlStorage) {}

  overrides(): Partial<ContractLimits> {
    const row = this.sql.exec<{ overrides: string }>("SELECT overrides FROM desk_limits WHERE singleton = 1").toArray()[0];
    return row ? (JSON.parse(row.overrides) as Partial<ContractLimits>) : {};
  }

  limits(): ContractLimitsView {
    const overrides = this.overrides();
    return { limits: contractLimits(overrides), overrides };
  }

  /** Replaces the shop's overrides; refused whole (naming each field) when one is out of bounds. */
  setLimits(overrides: Record<string, unknown>, now: number): RpcResult<ContractLimitsView> {
    const problems = limitProblems(overrides);
    if (problems.length > 0) {
      return fail("validation-failed", problems.map((p) => `${p.pointer.slice(1)}: ${p.detail}`).join("; "), {
        errors: problems.map((p) => ({ path: p.pointer.slice(1), pointer: p.pointer, message: p.detail })),
      });
    }
    this.sql.exec(
      "INSERT INTO desk_limits (singleton, overrides, updated_at) VALUES (1, ?, ?) ON CONFLICT (singleton) DO UPDATE SET overrides = excluded.overrides, updated_at = excluded.updated_at",
      JSON.stringify(overrides),
      now,
    );
    return ok(this.limits());
  }

  /** Each agent's live contracts (proposed, active or suspended), for those asked about. */
  liveCounts(agentIds: readonly string[]): Record<string, number> {
    const rows = this.sql
      .exec<{ agent_id: string; n: number }>(
        `SELECT p.agent_id, count(*) AS n FROM desk_parties p JOIN desk_contracts c USING (contract_id)
         WHERE c.live = 1 AND p.agent_id IN (SELECT value FROM json_each(?)) GROUP BY p.agent_id`,
        JSON.stringify(agentIds),
      )
      .toArray();
    return Object.fromEntries(agentIds.map((a) => [a, rows.find((r) => r.agent_id === a)?.n ?? 0]));
  }

  /**
   * The shop's contract renegotiations under way: live contracts with an amendment open, as their latest summaries
   * say (a summary arrives just after its contract's commit, so two proposals at the same instant may both pass).
   */
  openNegotiations(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM desk_contracts WHERE live = 1 AND json_extract(summary, '$.amendmentOpen') = 1").one().n;
  }

  /** A contract's latest summary; a stale one (lower version) changes nothing. */
  record(summary: DeskSummary): void {
    const live = LIVE.has(summary.status) ? 1 : 0;
    this.sql.exec(
      `INSERT INTO desk_contracts (contract_id, status, live, summary, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (contract_id) DO UPDATE SET status = excluded.status, live = excluded.live, summary = excluded.summary,
         version = excluded.version, updated_at = excluded.updated_at
       WHERE excluded.version > desk_contracts.version`,
      summary.contractId,
      summary.status,
      live,
      JSON.stringify(summary),
      summary.version,
      summary.createdAt,
      summary.updatedAt,
    );
    for (const party of summary.parties) {
      this.sql.exec("INSERT OR IGNORE INTO desk_parties (contract_id, agent_id) VALUES (?, ?)", summary.contractId, party.agentId);
    }
  }

  /** A page of the shop's contracts, newest first; `agentId` narrows it to one party's. */
  list(query: { status?: ContractStatus | undefined; agentId?: string | undefined; limit: number; cursor?: string | undefined }): RpcResult<{ items: DeskSummary[]; nextCursor: string | null }> {
    const where: string[] = [];
    const params: SqlStorageValue[] = [];
    if (query.status) {
      where.push("c.status = ?");
      params.push(query.status);
    }
    if (query.agentId) {
      where.push("c.contract_id IN (SELECT contract_id FROM desk_parties WHERE agent_id = ?)");
      params.push(query.agentId);
    }
    if (query.cursor !== undefined) {
      const cursor = decodeCursor(query.cursor);
      if (!cursor) return fail("validation-failed", "The cursor is not valid.", { errors: [{ path: "cursor", message: "not a cursor this API issued" }] });
      where.push("(c.created_at < ? OR (c.created_at = ? AND c.contract_id < ?))");
      params.push(cursor.createdAt, cursor.createdAt, cursor.id);
    }
    const rows = this.sql
      .exec<{ summary: string; created_at: number; contract_id: string }>(
        `SELECT c.summary, c.created_at, c.contract_id FROM desk_contracts c ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY c.created_at DESC, c.contract_id DESC LIMIT ?`,
        ...params,
        query.limit + 1,
      )
      .toArray();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return ok({
      items: page.map((r) => JSON.parse(r.summary) as DeskSummary),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.created_at, last.contract_id) : null,
    });
  }
}

function encodeCursor(createdAt: number, id: string): string {
  return btoa(JSON.stringify([createdAt, id])).replace(/=+$/, "");
}

function decodeCursor(cursor: string): { createdAt: number; id: string } | null {
  try {
    const [createdAt, id] = JSON.parse(atob(cursor)) as unknown[];
    return typeof createdAt === "number" && typeof id === "string" ? { createdAt, id } : null;
  } catch {
    return null;
  }
}
