/**
 * Delivery: the outbox's events to the negotiation-events queue, and the negotiation's summary to the shop's
 * index (the Shop object, one per shop and shared by all its negotiations, so not hit every round).
 * At least once, and nothing lost: a row leaves the outbox only when the queue consumer confirms that its event
 * is stored in Postgres (or recorded as a dead letter there). A row sent but not confirmed is sent again after
 * a minute, then 2, 4, ... up to an hour apart: a queue may lose what it accepted (the local one keeps its
 * messages in memory) and the consumer may be down for a day. The consumer dedupes by event id.
 */
import type { EventActor, EventMessage, NegotiationEventEnvelope } from "../../common/events";
import { rememberOutcome, type BuyerProductMemory } from "../../kernel";
import type { NegotiationSummary } from "../views";
import { policyEvaluations, type PolicyEvaluationRow } from "./audit-log";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/**
 * A negotiation that stays open delivers at most this often: its rounds' events (one queue batch) and its
 * summary to the shop's index go together, by one alarm, because a delivery costs about as much as half a round
 * (bench/README.md) and the Shop object, shared by every negotiation of the shop, must not take every round.
 * Status changes (agreed, rejected, ...) and escalations are delivered at once.
 */
const DELIVERY_INTERVAL_MS = 10_000;
/**
 * The first delivery after a quiet spell waits this long, so a burst of rounds still leaves as one batch;
 * also the first retry delay after a failure (then 4 s, 8 s, ... capped at MAX_RETRY_DELAY_MS).
 */
const MIN_DELIVERY_DELAY_MS = 2_000;
const MAX_RETRY_DELAY_MS = 300_000;
/** Outbox rows per queue batch (the queue's limit is 100 messages). */
const OUTBOX_BATCH = 100;
/** A sent row not confirmed after this long is sent again; the wait doubles with each send, up to the cap. */
export const RESEND_AFTER_MS = 60_000;
const MAX_RESEND_AFTER_MS = 3_600_000;
/** SQL for when a sent row is due again: sent_at + min(RESEND_AFTER_MS · 2^(sends − 1), the cap). */
const RESEND_DUE = `sent_at + min(${RESEND_AFTER_MS} << min(sends - 1, 10), ${MAX_RESEND_AFTER_MS})`;

/** An outbox row as rooms and contracts both store them (durable-objects/contract/contract-delivery.ts too). */
export interface OutboxRow {
  seq: number;
  event_id: string;
  type: string;
  actor: string;
  payload: string;
  created_at: number;
  sends: number;
  [column: string]: SqlStorageValue;
}

export class Delivery {
  /** The delivery under way: one at a time. */
  private flushing: Promise<void> | null = null;
  /** A status change or escalation the shop's index has not taken yet: it goes at the next delivery. */
  private shopIndexUrgent = false;
  /** Deliveries failed in a row, for the retry backoff. */
  private failures = 0;

  constructor(
    private readonly env: Env,
    private readonly sql: SqlStorage,
    private readonly store: RoomStore,
    private readonly summaryOf: (row: RoomRow, evaluations: PolicyEvaluationRow[]) => NegotiationSummary,
  ) {}

  /**
   * Delivers what is pending; a caller that finds a delivery under way shares it (the alarm picks up the rest).
   * `urgent`: a status change, which the shop's index takes at once rather than at its interval.
   */
  flush(urgent = false): Promise<void> {
    if (urgent) this.shopIndexUrgent = true;
    const shared = (this.flushing ??= this.deliver().finally(() => {
      this.flushing = null;
    }));
    // A status change that lands while a delivery is under way may miss it: deliver again at once, not at the alarm.
    return urgent ? shared.then(() => (this.shopIndexUrgent ? this.flush() : undefined)) : shared;
  }

  /** When the next delivery should run (Infinity: nothing to deliver), backing off while deliveries fail. */
  dueAt(row: RoomRow, now: number): number {
    const soonest = now + Math.min(MIN_DELIVERY_DELAY_MS * 2 ** this.failures, MAX_RETRY_DELAY_MS);
    const { unsent, resendAt: resend } = this.pending();
    const resendAt = resend === null ? Infinity : Math.max(resend, soonest);
    const indexDue = this.shopIndexDueAt(row);
    if (indexDue === Infinity && unsent === 0 && !accountPending(row)) return resendAt;
    // Events travel with a pending index update; with none pending, on their own.
    return Math.min(resendAt, indexDue === Infinity ? soonest : Math.max(soonest, indexDue));
  }

  /** Events committed and not yet confirmed stored by the queue consumer (sent or not). */
  undeliveredEvents(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n;
  }

  /**
   * The consumer's receipt: these events are stored (or recorded as dead letters), so their rows leave the
   * outbox. Unknown ids (a receipt that came twice, another room's) are ignored. Returns the rows removed.
   */
  confirm(eventIds: readonly string[]): { removed: number; lagChanged: boolean } {
    if (eventIds.length === 0) return { removed: 0, lagChanged: false };
    const removed = this.sql
      .exec<{ sends: number }>("DELETE FROM outbox WHERE event_id IN (SELECT value FROM json_each(?)) RETURNING sends", JSON.stringify(eventIds))
      .toArray();
    return { removed: removed.length, lagChanged: removed.some((r) => r.sends >= 2) };
  }

  /**
   * Tells the shop how many of this negotiation's events are late into Postgres (sent more than once and not
   * confirmed) and since when, so the owner can see the lag; 0 clears it. A failed report is made again at the
   * next resend or receipt.
   */
  async reportLag(negotiationId: string, shopId: string): Promise<void> {
    const { n, oldest } = this.sql.exec<{ n: number; oldest: number | null }>("SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE sends >= 2").one();
    if (oldest !== null) console.warn("outbox: events not yet stored in Postgres, sent again", { shopId, negotiationId, events: n, oldestAgeSeconds: Math.round((Date.now() - oldest) / 1000) });
    try {
      await this.env.SHOP.get(this.env.SHOP.idFromName(shopId)).reportDeliveryBacklog({ negotiationId, events: n, oldestAt: oldest });
    } catch (error) {
      console.warn("delivery lag report failed; will report again", { negotiationId, error: String(error) });
    }
  }

  /**
   * One read for scheduling, made after every commit: rows never sent, and when the earliest sent but
   * unconfirmed row is due to be sent again (null: none).
   */
  private pending(): { unsent: number; resendAt: number | null } {
    return this.sql
      .exec<{ unsent: number; resendAt: number | null }>(
        `SELECT count(*) FILTER (WHERE sent_at IS NULL) AS unsent, min(${RESEND_DUE}) FILTER (WHERE sent_at IS NOT NULL) AS resendAt FROM outbox`,
      )
      .one();
  }

  /**
   * Sends undelivered outbox rows in sequence order, then, when it is due, the shop index update; then records
   * both in one write. What fails stays pending for the alarm.
   */
  private async deliver(): Promise<void> {
    const before = this.store.load();
    if (!before) return; // never opened: nothing to deliver
    let failed = !(await this.sendEvents(before.id, before.shop_id));
    const row = this.store.load(); // rounds may have committed while the events were sent
    const synced = row && Date.now() >= this.shopIndexDueAt(row) ? await this.syncShopIndex(row) : null;
    if (synced === false) failed = true;
    if (synced) this.store.markIndexSynced(synced.version, synced.auditSeq, Date.now());
    const latest = this.store.load();
    if (latest && accountPending(latest) && !(await this.syncAccount(latest))) failed = true;
    this.failures = failed ? this.failures + 1 : 0;
  }

  /**
   * The buyer's account takes the negotiation's end: its memory of the product (a reopened negotiation
   * resumes from it) and its count of open negotiations. Once; retried like the rest until it is taken.
   */
  private async syncAccount(row: RoomRow): Promise<boolean> {
    const { account } = this.store.privateSnapshot();
    if (!account.buyerId) {
      this.store.markAccountSynced(); // a room from before buyer accounts: nobody to tell
      return true;
    }
    try {
      const stub = this.env.BUYER_ACCOUNT.get(this.env.BUYER_ACCOUNT.idFromName(buyerAccountName(row.shop_id, account)));
      await stub.negotiationClosed({ negotiationId: row.id, productId: row.product_id, status: row.status, memory: memoryOf(row) });
      this.store.markAccountSynced();
      return true;
    } catch (error) {
      console.warn("buyer account update failed; will retry", { negotiationId: row.id, error: String(error) });
      return false;
    }
  }

  /** The unsent outbox rows, and those sent but unconfirmed for too long, to the queue, a batch at a time; false when a send failed. */
  private async sendEvents(negotiationId: string, shopId: string): Promise<boolean> {
    try {
      for (;;) {
        const now = Date.now();
        const batch = this.sql
          .exec<OutboxRow>(
            `SELECT seq, event_id, type, actor, payload, created_at, sends FROM outbox WHERE sent_at IS NULL OR ${RESEND_DUE} <= ? ORDER BY seq LIMIT ?`,
            now,
            OUTBOX_BATCH,
          )
          .toArray();
        if (batch.length === 0) return true;
        await this.env.EVENTS_QUEUE.sendBatch(batch.map((o) => ({ body: toEnvelope(negotiationId, shopId, o), contentType: "json" as const })));
        // One bound list (json_each): a statement may bind at most 100 values.
        this.sql.exec("UPDATE outbox SET sent_at = ?, sends = sends + 1 WHERE seq IN (SELECT value FROM json_each(?))", now, JSON.stringify(batch.map((o) => o.seq)));
        // Sending something again means Postgres is behind for this negotiation: the shop's owner gets to see it.
        if (batch.some((o) => o.sends > 0)) await this.reportLag(negotiationId, shopId);
        // A short batch is all there was: rows written since wait for the next delivery.
        if (batch.length < OUTBOX_BATCH) return true;
      }
    } catch (error) {
      console.warn("outbox delivery failed; will retry", { negotiationId, error: String(error) });
      return false;
    }
  }

  /** When the shop's index should next take this negotiation's summary (Infinity: it is up to date). */
  private shopIndexDueAt(row: RoomRow): number {
    if (!shopIndexPending(row)) return Infinity;
    return this.shopIndexUrgent ? 0 : row.shop_synced_at + DELIVERY_INTERVAL_MS;
  }

  /**
   * Pushes the latest summary, with the policy evaluations the shop has not seen, to the Shop object.
   * Returns what was synced, or false when it failed.
   */
  private async syncShopIndex(row: RoomRow): Promise<{ version: number; auditSeq: number } | false> {
    try {
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shop_id));
      const evaluations = policyEvaluations(this.sql, row.decisions_synced_seq, row.audit_seq);
      this.shopIndexUrgent = false;
      await shop.recordNegotiation(this.summaryOf(row, evaluations));
      return { version: row.version, auditSeq: row.audit_seq };
    } catch (error) {
      this.shopIndexUrgent = true;
      console.warn("shop index update failed; will retry", { negotiationId: row.id, error: String(error) });
      return false;
    }
  }
}

/** The negotiation has ended and its buyer's account has not taken that yet. */
function accountPending(row: RoomRow): boolean {
  return row.status !== "open" && row.status !== "escalated" && row.account_synced === 0;
}

/** What the buyer's account remembers of a negotiation: where it stands, and after a deal, the agreed price. */
export function memoryOf(row: RoomRow): BuyerProductMemory {
  return rememberOutcome(row.kernelState, row.status === "agreed" ? { status: "agreed", priceMinor: row.agreed_price_minor, ...(row.agreedTerms ? { terms: row.agreedTerms } : {}) } : null);
}

/** The buyer's account object: one per shop and buyer (registered id, or the anonymous client's key). */
export function buyerAccountName(shopId: string, account: { buyerId: string; kind: "registered" | "anonymous" }): string {
  return `${shopId}/${account.kind === "registered" ? "buyer" : "anon"}/${account.buyerId}`;
}

/** The shop's index lacks this negotiation's latest state, or policy evaluations its circuit breaker has not seen. */
function shopIndexPending(row: RoomRow): boolean {
  return row.shop_synced_version < row.version || row.decisions_synced_seq < row.audit_seq;
}

/** An outbox row as the queue message it travels in (common/events.ts): the journal wrote its type, actor and payload. */
function toEnvelope(negotiationId: string, shopId: string, o: OutboxRow): NegotiationEventEnvelope {
  // An outbox row keeps the event's prose under `_message` (journal.ts): it travels beside the payload.
  const { _message, ...payload } = JSON.parse(o.payload) as Record<string, unknown> & { _message?: EventMessage };
  return {
    v: 1,
    eventId: o.event_id,
    shopId,
    negotiationId,
    seq: o.seq,
    type: o.type,
    actor: o.actor as EventActor,
    at: o.created_at,
    payload,
    ...(_message ? { message: _message } : {}),
  };
}
