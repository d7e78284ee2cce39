/**
 * The shop's inbox entries about service contracts (issue #30): a contract suspended after too many violations in a
 * row waits here for a person to review it (reinstate or terminate, POST …/service-contracts/{id}/review), and a
 * party's dispute of the money a check moved waits for a person to decide it (uphold or reject, POST
 * …/service-contracts/{id}/disputes/{disputeId}/decision; the party withdrawing it closes it too). Contracts are not
 * negotiations: they have their own table, never appear in the negotiation index (nor its list, nor the circuit
 * breaker's tallies), and the inbox lists both kinds newest first, each item naming its `subject`.
 *
 * The contract object reports each escalation at least once (contract-delivery.ts), pending and later decided; the
 * record is idempotent by escalation id and only moves forward: a report sent again changes nothing, and a pending
 * one arriving after the decision does not reopen it. A dispute's item keeps its subject (what is disputed) in the
 * stored view, since the table has no column for it.
 */
import type { Dispute } from "../../contracts/types";
import type { EscalationView } from "../views";
import type { WaitingView } from "./fleet-store";
import type { WebhookEvent } from "./webhooks";

/** What a dispute's inbox item is about: the dispute as the contract reported it, in the contract's currency. */
export interface DisputeSubject {
  kind: "dispute";
  contractId: string;
  disputeId: string;
  /** The check cause of the disputed postings, `check:<at>:<targetId>`. */
  cause: string;
  /** What the check paid: a penalty (the provider disputes it) or a bonus (a consumer does). */
  disputeKind: Dispute["kind"];
  amountMinor: number;
  currency: string;
  openedBy: string;
  against: string[];
  reason: string;
}

/** A "no agent fits" item's subject: the open the fleet's coordinator could give to no agent (fleet-store.ts). */
export interface FleetSubject {
  kind: "fleet";
  waitingId: string;
  buyerId: string;
  productId: string;
  category: string;
}

/**
 * What an inbox item is about: a negotiation (decide it at POST /v1/escalations/{id}/decision), a suspended contract
 * (review it), a dispute (decide it) or an open no negotiator agent fits (answer it at POST
 * …/fleet/waiting/{waitingId}/decision: name an agent, or let the default negotiator proceed).
 */
export type InboxSubject = { kind: "negotiation"; negotiationId: string } | { kind: "contract"; contractId: string } | DisputeSubject | FleetSubject;

/**
 * A "no agent fits" item as the inbox lists it. It is no escalation of a decision (no proposal, no timeout, nothing to
 * approve or reject): its id is the waiting item's, `pending` until the owner answers and `approved` once answered,
 * `agentId` the agent the owner named (null: the default negotiator, or not yet answered).
 */
export interface FleetInboxItem {
  escalationId: string;
  status: "pending" | "approved";
  reason: string;
  assignee: "owner";
  createdAt: string;
  decidedAt: string | null;
  agentId: string | null;
  subject: FleetSubject;
}

/** An inbox item: the escalation as its negotiation room or contract reported it, or a fleet item; and what it is about. */
export type InboxItem = (EscalationView & { subject: Exclude<InboxSubject, FleetSubject> }) | FleetInboxItem;

/** A waiting open as an inbox item. */
export function fleetInboxItem(w: WaitingView): FleetInboxItem {
  return {
    escalationId: w.waitingId,
    status: w.status === "pending" ? "pending" : "approved",
    reason: `No negotiator agent fits: ${w.reason}`,
    assignee: "owner",
    createdAt: w.createdAt,
    decidedAt: w.decidedAt,
    agentId: w.agentId,
    subject: { kind: "fleet", waitingId: w.waitingId, buyerId: w.buyerId, productId: w.productId, category: w.category },
  };
}

/**
 * The inbox's two sources in one list, newest first, at most `limit`: escalations (each list already newest first)
 * and fleet items. Ties keep the escalation first, as the id order of one list would not say more.
 */
export function mergeInbox(escalations: readonly InboxItem[], fleet: readonly FleetInboxItem[], limit: number): InboxItem[] {
  return [...escalations, ...fleet].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, limit);
}

/** A contract's escalation as the contract object sends it to its shop. */
export interface ContractEscalationReport {
  contractId: string;
  escalation: EscalationView;
  /** A dispute's item (absent for a suspension): the dispute as it stands, the contract's currency and shop. */
  dispute?: { shopId: string; currency: string; dispute: Dispute };
}

/** A dispute's escalation id: one inbox item per dispute. */
export const disputeEscalationId = (contractId: string, disputeId: string): string => `${contractId}:dispute:${disputeId}`;

/** A report's subject: the dispute it describes, else the contract (a suspension). */
export function subjectOf(report: ContractEscalationReport): Exclude<InboxSubject, { kind: "negotiation" }> {
  if (!report.dispute) return { kind: "contract", contractId: report.contractId };
  const d = report.dispute.dispute;
  return { kind: "dispute", contractId: report.contractId, disputeId: d.disputeId, cause: d.cause, disputeKind: d.kind, amountMinor: d.amountMinor, currency: report.dispute.currency, openedBy: d.openedBy, against: d.against, reason: d.reason };
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
    if (report.dispute && e.escalationId !== disputeEscalationId(contractId, report.dispute.dispute.disputeId)) return { before: null, after: null };
    const stored = report.dispute ? { ...e, subject: subjectOf(report) } : e;
    const before = this.status(e.escalationId);
    this.sql.exec(
      `INSERT INTO contract_escalations (escalation_id, contract_id, status, view, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (escalation_id) DO UPDATE SET status = excluded.status, view = excluded.view, updated_at = excluded.updated_at
       WHERE contract_escalations.status = 'pending' AND excluded.status <> 'pending'`,
      e.escalationId,
      contractId,
      e.status,
      JSON.stringify(stored),
      Date.parse(e.createdAt),
      now,
    );
    const after = this.status(e.escalationId);
    return { before, after };
  }

  status(escalationId: string): EscalationStatus | null {
    return this.sql.exec<{ status: EscalationStatus }>("SELECT status FROM contract_escalations WHERE escalation_id = ?", escalationId).toArray()[0]?.status ?? null;
  }

  /**
   * The inbox: negotiations' escalations (the negotiation index's table) and contracts' (this one's) in one list,
   * newest first, at most `limit`, each with its subject.
   */
  inbox(status: EscalationStatus | undefined, limit: number): (EscalationView & { subject: Exclude<InboxSubject, FleetSubject> })[] {
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
        const { subject: stored, ...view } = JSON.parse(row.view) as EscalationView & { subject?: DisputeSubject };
        const subject: Exclude<InboxSubject, FleetSubject> = stored ?? (row.kind === "contract" ? { kind: "contract", contractId: row.subject_id } : { kind: "negotiation", negotiationId: row.subject_id });
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

/** One webhook to queue: its event type, the key that makes it once per endpoint, and its data. */
export interface ContractWebhook {
  type: WebhookEvent;
  key: string;
  data: Record<string, unknown>;
}

/**
 * Every webhook a contract's escalation report calls for, given its status before and after it was recorded: the
 * `escalation.*` ones (escalationWebhooks) with the item's subject, and for a dispute `contract.dispute_opened` when
 * it is first seen and `contract.dispute_decided` when a person upheld or rejected it (a withdrawal closes the item
 * with `escalation.decided` only). The dispute events carry the dispute, its contract and the contract's currency.
 */
export function contractEscalationWebhooks(report: ContractEscalationReport, before: EscalationStatus | null, after: EscalationStatus | null): ContractWebhook[] {
  const e = report.escalation;
  const subject = subjectOf(report);
  const out: ContractWebhook[] = [];
  const escalationEvents = escalationWebhooks(before, after);
  for (const type of escalationEvents) {
    out.push({ type, key: e.escalationId, data: type === "escalation.created" ? { ...e, status: "pending", subject } : { ...e, subject } });
  }
  if (report.dispute) {
    const { dispute: d, currency } = report.dispute;
    const key = `${report.contractId}:${d.disputeId}`;
    const opened = { contractId: report.contractId, escalationId: e.escalationId, disputeId: d.disputeId, cause: d.cause, kind: d.kind, amountMinor: d.amountMinor, currency, openedBy: d.openedBy, against: d.against, reason: d.reason, openedAt: d.openedAt };
    if (escalationEvents.includes("escalation.created")) out.push({ type: "contract.dispute_opened", key, data: { ...opened, status: "open" } });
    if ((d.status === "upheld" || d.status === "rejected") && escalationEvents.some((t) => t !== "escalation.created")) {
      const upheld = d.status === "upheld";
      out.push({
        type: "contract.dispute_decided",
        key,
        data: {
          ...opened,
          status: d.status,
          outcome: d.status,
          decidedAt: d.decidedAt ?? null,
          decidedBy: d.decidedBy ?? null,
          note: d.note ?? null,
          // Upheld reverses exactly what the disputed postings moved (contracts/ledger.ts reversalPostings).
          reversedMinor: upheld ? d.amountMinor : 0,
          winners: upheld ? [d.openedBy] : d.against,
          losers: upheld ? d.against : [d.openedBy],
        },
      });
    }
  }
  return out;
}
