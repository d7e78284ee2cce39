/**
 * The shop's inbox entries about service contracts (issue #30): a contract suspended after too many violations in a
 * row waits here for a person to review it (reinstate or terminate, POST …/service-contracts/{id}/review). Contracts
 * are not negotiations: they have their own table, never appear in the negotiation index (nor its list, nor the
 * circuit breaker's tallies), and the inbox lists both kinds newest first, each item naming its `subject`.
 *
 * The contract object reports its escalation at least once (contract-delivery.ts), pending and later decided; the
 * record is idempotent by escalation id and only moves forward: a report sent again changes nothing, and a pending
 * one arriving after the decision does not reopen it.
 */
import type { EscalationView } from "../views";

/** What an inbox item is about: a negotiation (decide it at POST /v1/escalations/{id}/decision) or a contract. */
export type InboxSubject = { kind: "negotiation"; negotiationId: string } | { kind: "contract"; contractId: string };

/** An inbox item: the escalation as its negotiation room or contract reported it, and what it is about. */
export type InboxItem = EscalationView & { subject: InboxSubject };

/** A contract's escalation as the contract object sends it to its shop. */
export interface ContractEscalationReport {
  contractId: string;
  escalation: EscalationView;
}

export type EscalationStatus = EscalationView["status"];

/** The ids a contract object issues (workers/contracts/contract-schemas.ts CONTRACT_ID). */
const CONTRACT_ID = /^ctr_[0-9a-f]{32}$/;

export class ContractEscalations {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * Records a contract's escalation: new, or a pending one now decided. Returns its status before and after (null
   * before: first seen), from which the Shop works out the webhooks to send; a report that changes nothing returns
   * the same status twice. A report whose escalation is not the contract's own is ignored (before = after = null).
   */
  record(report: ContractEscalationReport, now: number): { before: EscalationStatus | null; after: EscalationStatus | null } {
    const { contractId, escalation: e } = report;
    if (!CONTRACT_ID.test(contractId) || e.negotiationId !== contractId) return { before: null, after: null };
    const before = this.status(e.escalationId);
    this.sql.exec(
      `INSERT INTO contract_escalations (escalation_id, contract_id, status, view, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (escalation_id) DO UPDATE SET status = excluded.status, view = excluded.view, updated_at = excluded.updated_at
       WHERE contract_escalations.status = 'pending' AND excluded.status <> 'pending'`,
      e.escalationId,
      contractId,
      e.status,
      JSON.stringify(e),
      Date.parse(e.createdAt),
      now,
    );
    return { before, after: this.status(e.escalationId) };
  }

  status(escalationId: string): EscalationStatus | null {
    return this.sql.exec<{ status: EscalationStatus }>("SELECT status FROM contract_escalations WHERE escalation_id = ?", escalationId).toArray()[0]?.status ?? null;
  }

  /**
   * The inbox: negotiations' escalations (the negotiation index's table) and contracts' (this one's) in one list,
   * newest first, at most `limit`, each with its subject.
   */
  inbox(status: EscalationStatus | undefined, limit: number): InboxItem[] {
    const where = status ? "WHERE status = ?" : "";
    const params = status ? [status, status, limit] : [limit];
    return this.sql
      .exec<{ view: string; kind: "negotiation" | "contract"; subject_id: string }>(
        `SELECT view, kind, subject_id FROM (
           SELECT view, 'negotiation' AS kind, negotiation_id AS subject_id, escalation_id, created_at FROM escalations ${where}
           UNION ALL
           SELECT view, 'contract' AS kind, contract_id AS subject_id, escalation_id, created_at FROM contract_escalations ${where}
         ) ORDER BY created_at DESC, escalation_id DESC LIMIT ?`,
        ...params,
      )
      .toArray()
      .map((row) => {
        const view = JSON.parse(row.view) as EscalationView;
        const subject: InboxSubject = row.kind === "contract" ? { kind: "contract", contractId: row.subject_id } : { kind: "negotiation", negotiationId: row.subject_id };
        return { ...view, subject };
      });
  }
}

/**
 * The webhook events a change of an escalation's status calls for, in order: `escalation.created` when it is first
 * seen (even already decided: its owner hears of both), then `escalation.decided` or `escalation.timed_out` when it
 * left pending. Nothing when the status did not change.
 */
export function escalationWebhooks(before: EscalationStatus | null, after: EscalationStatus | null): ("escalation.created" | "escalation.decided" | "escalation.timed_out")[] {
  if (after === null || after === before) return [];
  const events: ("escalation.created" | "escalation.decided" | "escalation.timed_out")[] = [];
  if (before === null) events.push("escalation.created");
  if (after === "timed-out") events.push("escalation.timed_out");
  else if (after !== "pending") events.push("escalation.decided");
  return events;
}
