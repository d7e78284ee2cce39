/**
 * What leaves a contract after a commit: its outbox events to the `negotiation-events` queue (the envelope's
 * negotiationId carries the contract id, common/events.ts), its summary to the shop's contract desk (the list
 * and the per-agent counts), and the escalations a suspension and each dispute raise to the Shop's inbox, once
 * raised and once decided (the Shop sends the shop's `escalation.created` and `escalation.decided` webhooks, and a
 * dispute's `contract.dispute_opened` and `contract.dispute_decided`).
 *
 * At least once and nothing lost, as a room's outbox (room/delivery.ts, whose resend schedule this shares): a
 * row stays until the queue consumer confirms its event is stored, and one sent but unconfirmed is sent again
 * after a minute, then 2, 4, … up to an hour apart. The consumer dedupes by event id. Deliveries that fail are
 * retried by the contract's alarm with backoff.
 */
import type { EventActor, NegotiationEventEnvelope } from "../../common/events";
import { RESEND_AFTER_MS } from "../room/delivery";
import type { ContractEscalationReport } from "../shop/contract-escalations";
import type { ContractRow, ContractStore } from "./contract-store";
import { deskName, type DeskSummary } from "./desk";
import type { OutboxRow } from "../room/delivery";

const MAX_RESEND_AFTER_MS = 3_600_000;
const RESEND_DUE = `sent_at + min(${RESEND_AFTER_MS} << min(sends - 1, 10), ${MAX_RESEND_AFTER_MS})`;
const OUTBOX_BATCH = 100;
const MIN_RETRY_DELAY_MS = 2_000;
const MAX_RETRY_DELAY_MS = 300_000;

export class ContractDelivery {
  private flushing: Promise<void> | null = null;
  private failures = 0;

  constructor(
    private readonly env: Env,
    private readonly sql: SqlStorage,
    private readonly store: ContractStore,
    private readonly summaryOf: (row: ContractRow) => DeskSummary,
  ) {}

  /** Delivers what is pending; a caller that finds a delivery under way shares it. */
  flush(): Promise<void> {
    return (this.flushing ??= this.deliver().finally(() => {
      this.flushing = null;
    }));
  }

  /** When the next delivery is due (Infinity: nothing pending), backing off while deliveries fail. */
  dueAt(row: ContractRow | null, now: number): number {
    const soonest = now + Math.min(MIN_RETRY_DELAY_MS * 2 ** this.failures, MAX_RETRY_DELAY_MS);
    const { unsent, resendAt } = this.sql
      .exec<{ unsent: number; resendAt: number | null }>(`SELECT count(*) FILTER (WHERE sent_at IS NULL) AS unsent, min(${RESEND_DUE}) FILTER (WHERE sent_at IS NOT NULL) AS resendAt FROM outbox`)
      .one();
    const sideSyncPending =
      row !== null &&
      (row.deskSyncedVersion < row.version || (row.escalation !== null && !row.escalationSynced) || this.store.pendingRollups().length > 0 || this.store.pendingInboxReports().length > 0);
    if (unsent > 0 || sideSyncPending) return soonest;
    return resendAt === null ? Infinity : Math.max(resendAt, soonest);
  }

  undeliveredEvents(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n;
  }

  /** The consumer's receipt: these events are stored, so their rows leave the outbox. */
  confirm(eventIds: readonly string[]): number {
    if (eventIds.length === 0) return 0;
    return this.sql.exec("DELETE FROM outbox WHERE event_id IN (SELECT value FROM json_each(?)) RETURNING seq", JSON.stringify(eventIds)).toArray().length;
  }

  private async deliver(): Promise<void> {
    const row = this.store.load();
    if (!row) return;
    let failed = !(await this.sendEvents(row));
    const latest = this.store.load() ?? row;
    if (latest.deskSyncedVersion < latest.version && !(await this.syncDesk(latest))) failed = true;
    if (latest.escalation && !latest.escalationSynced && !(await this.raiseEscalation(latest))) failed = true;
    if (!(await this.sendRollups(latest))) failed = true;
    if (!(await this.sendInboxReports(latest))) failed = true;
    this.failures = failed ? this.failures + 1 : 0;
  }

  /**
   * A hierarchical contract's violations to its parent, each once the parent has taken it (the parent's roll-up at
   * the child's check time is idempotent, so one sent again changes nothing). A parent that does not exist, or is
   * another shop's, takes nothing: the roll-up is dropped with a warning rather than retried for ever.
   */
  private async sendRollups(row: ContractRow): Promise<boolean> {
    for (const r of this.store.pendingRollups()) {
      try {
        const parent = this.env.CONTRACT.get(this.env.CONTRACT.idFromName(r.parentId));
        const taken = await parent.rollUp({ shopId: row.shopId, child: r.child, verdict: r.verdict, at: r.at });
        if (!taken) console.warn("contract roll-up dropped: no such parent in this shop", { contractId: row.contractId, parentId: r.parentId });
        this.store.rollupDelivered(r.seq);
      } catch (error) {
        console.warn("contract roll-up failed; will retry", { contractId: row.contractId, parentId: r.parentId, error: String(error) });
        return false;
      }
    }
    return true;
  }

  /**
   * Disputes' escalations to the shop's inbox, as the suspension's (Shop.recordContractEscalation, idempotent and
   * only moving forward), each marked synced only if it is still what was sent.
   */
  private async sendInboxReports(row: ContractRow): Promise<boolean> {
    const pending = this.store.pendingInboxReports();
    if (pending.length === 0) return true;
    try {
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shopId));
      for (const report of pending) {
        await shop.recordContractEscalation(report);
        this.store.markInboxReportSynced(report);
      }
      return true;
    } catch (error) {
      console.warn("contract inbox report failed; will retry", { contractId: row.contractId, error: String(error) });
      return false;
    }
  }

  private async sendEvents(row: ContractRow): Promise<boolean> {
    try {
      for (;;) {
        const now = Date.now();
        const batch = this.sql
          .exec<OutboxRow>(`SELECT seq, event_id, type, actor, payload, created_at, sends FROM outbox WHERE sent_at IS NULL OR ${RESEND_DUE} <= ? ORDER BY seq LIMIT ?`, now, OUTBOX_BATCH)
          .toArray();
        if (batch.length === 0) return true;
        await this.env.EVENTS_QUEUE.sendBatch(batch.map((o) => ({ body: envelope(row, o), contentType: "json" as const })));
        this.sql.exec("UPDATE outbox SET sent_at = ?, sends = sends + 1 WHERE seq IN (SELECT value FROM json_each(?))", now, JSON.stringify(batch.map((o) => o.seq)));
        if (batch.length < OUTBOX_BATCH) return true;
      }
    } catch (error) {
      console.warn("contract outbox delivery failed; will retry", { contractId: row.contractId, error: String(error) });
      return false;
    }
  }

  /** The shop's desk takes the contract's latest summary (a stale one changes nothing there). */
  private async syncDesk(row: ContractRow): Promise<boolean> {
    try {
      const desk = this.env.CONTRACT.get(this.env.CONTRACT.idFromName(deskName(row.shopId)));
      await desk.deskRecord(this.summaryOf(row));
      this.store.markDeskSynced(row.version);
      return true;
    } catch (error) {
      console.warn("contract desk update failed; will retry", { contractId: row.contractId, error: String(error) });
      return false;
    }
  }

  /**
   * The suspension's escalation to the shop's inbox, as a contract's (Shop.recordContractEscalation: listed with
   * subject `contract`, never among the shop's negotiations, with the `escalation.*` webhooks), raised and later
   * decided. Marked delivered only if it is still what was sent: a review committed while the report was on its
   * way leaves the decided escalation to send next.
   */
  private async raiseEscalation(row: ContractRow): Promise<boolean> {
    const report = escalationReport(row);
    try {
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shopId));
      await shop.recordContractEscalation(report);
      const sent = JSON.stringify(report.escalation);
      if (JSON.stringify(this.store.load()?.escalation ?? null) === sent) this.store.markEscalationSynced(report.escalation.escalationId);
      return true;
    } catch (error) {
      console.warn("contract escalation report failed; will retry", { contractId: row.contractId, error: String(error) });
      return false;
    }
  }
}

/** What the Shop's inbox takes for a contract's escalation: the contract and its escalation as committed. */
function escalationReport(row: ContractRow): ContractEscalationReport {
  return { contractId: row.contractId, escalation: row.escalation! };
}

function envelope(row: ContractRow, o: OutboxRow): NegotiationEventEnvelope {
  return {
    v: 1,
    eventId: o.event_id,
    shopId: row.shopId,
    negotiationId: row.contractId,
    seq: o.seq,
    type: o.type,
    actor: o.actor as EventActor,
    at: o.created_at,
    payload: JSON.parse(o.payload) as Record<string, unknown>,
  };
}
