/**
 * Delivery: the outbox's events to the negotiation-events queue, and the negotiation's summary to the shop's
 * index (the Shop object, one per shop and shared by all its negotiations, so not hit every round).
 * At least once: rows leave the outbox only after their send succeeded; the consumer dedupes by event id.
 */
import { rememberOutcome, type BuyerProductMemory } from "../../kernel";
import type { NegotiationSummary } from "../views";
import { policyEvaluations, type PolicyEvaluationRow } from "./audit-log";
import type { RoomRow } from "./room-row";
import type { RoomStore } from "./room-store";

/**
 * A negotiation that stays open delivers at most this often: its rounds' events (one queue batch) and its
 * summary to the shop's index go together, by one alarm. Measured: a delivery costs the local runtime ~1.4 ms
 * of CPU, about half of what a round costs it. Status changes (agreed, rejected, ...) and escalations are
 * delivered at once.
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

interface OutboxRow {
  seq: number;
  event_id: string;
  type: string;
  actor: string;
  payload: string;
  created_at: number;
  [column: string]: SqlStorageValue;
}

/** The message every negotiation event travels in, from the outbox to the queue consumer. */
export interface NegotiationEventEnvelope {
  v: 1;
  eventId: string;
  shopId: string;
  negotiationId: string;
  seq: number;
  type: string;
  actor: string;
  /** Commit time, epoch ms (the room's clock). */
  at: number;
  payload: Record<string, unknown>;
}

export class Delivery {
  /**
   * Outbox rows up to this sequence number have been sent but not yet deleted: deleting them in a write of
   * their own cost a storage transaction per delivery, so they go with the next shop index update (at most
   * DELIVERY_INTERVAL_MS later). Rows a restart finds are sent again; the consumer dedupes by event id.
   */
  private sentUpTo = 0;
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
    const indexDue = this.shopIndexDueAt(row);
    if (indexDue === Infinity && this.undeliveredEvents() === 0 && !accountPending(row)) return Infinity;
    const soonest = now + Math.min(MIN_DELIVERY_DELAY_MS * 2 ** this.failures, MAX_RETRY_DELAY_MS);
    // Events travel with a pending index update; with none pending, on their own.
    return indexDue === Infinity ? soonest : Math.max(soonest, indexDue);
  }

  /** Events committed but not yet sent to the queue. */
  undeliveredEvents(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE seq > ?", this.sentUpTo).one().n;
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
    // Sent rows leave the outbox with a write made anyway (the index update), or now if none is coming.
    if (this.sentUpTo > 0 && (synced || !row || !shopIndexPending(row))) {
      this.sql.exec("DELETE FROM outbox WHERE seq <= ?", this.sentUpTo);
      this.sentUpTo = 0; // rows left are all unsent; an emptied table numbers new rows from 1 again
    }
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

  /** The unsent outbox rows to the queue, a batch at a time; false when a send failed. */
  private async sendEvents(negotiationId: string, shopId: string): Promise<boolean> {
    try {
      for (;;) {
        const batch = this.sql
          .exec<OutboxRow>("SELECT seq, event_id, type, actor, payload, created_at FROM outbox WHERE seq > ? ORDER BY seq LIMIT ?", this.sentUpTo, OUTBOX_BATCH)
          .toArray();
        if (batch.length === 0) return true;
        await this.env.EVENTS_QUEUE.sendBatch(batch.map((o) => ({ body: toEnvelope(negotiationId, shopId, o), contentType: "json" as const })));
        this.sentUpTo = batch[batch.length - 1]!.seq;
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
  return rememberOutcome(row.kernelState, row.status === "agreed" ? { status: "agreed", priceMinor: row.agreed_price_minor } : null);
}

/** The buyer's account object: one per shop and buyer (registered id, or the anonymous client's key). */
export function buyerAccountName(shopId: string, account: { buyerId: string; kind: "registered" | "anonymous" }): string {
  return `${shopId}/${account.kind === "registered" ? "buyer" : "anon"}/${account.buyerId}`;
}

/** The shop's index lacks this negotiation's latest state, or policy evaluations its circuit breaker has not seen. */
function shopIndexPending(row: RoomRow): boolean {
  return row.shop_synced_version < row.version || row.decisions_synced_seq < row.audit_seq;
}

function toEnvelope(negotiationId: string, shopId: string, o: OutboxRow): NegotiationEventEnvelope {
  return {
    v: 1,
    eventId: o.event_id,
    shopId,
    negotiationId,
    seq: o.seq,
    type: o.type,
    actor: o.actor,
    at: o.created_at,
    payload: JSON.parse(o.payload) as Record<string, unknown>,
  };
}
