/**
 * An auction's storage: the state as rows (auction-schema.ts), and `commit`, which writes what one step of the pure
 * core (auctions/) changed — the head row, the bid rows added or removed, the new log lines, one hash-chained audit
 * entry per event, and the webhooks the step owes the Shop — in ONE transaction, so an audit line and a webhook exist
 * exactly when the change they describe does.
 *
 * The core returns a new state that shares every unchanged bid object with the old one and only appends to its
 * logs, so what changed is found by identity and length, without comparing 1,000 bids. The state is kept in memory
 * between requests (the object is single-threaded, and loading 1,000 bid rows per bid would make a bid cost grow
 * with the auction); a transaction that fails drops that copy, so memory never runs ahead of storage.
 */
import type { AuctionEvent, AuctionState, SealedBid } from "../../auctions";
import { readAudit, sealAudit, type AuditTip } from "../room/audit-log";

/** What the organisation chose beside the request: how the awarded contract is shaped. */
export interface AuctionSettings {
  /** The awarded contract's duration; null: the shop's longest (its contract limit `maxDurationMs`). */
  contractDurationMs: number | null;
}

export type AwardStatus = "none" | "pending" | "awarded" | "failed";

/** Why an award did not become a contract (the Contract object's refusal: the shop's contract limits). */
export interface AwardProblem {
  type: string;
  status: number;
  detail: string | null;
}

export interface AuctionRow {
  auctionId: string;
  shopId: string;
  state: AuctionState;
  settings: AuctionSettings;
  version: number;
  auditTip: AuditTip;
  awardStatus: AwardStatus;
  contractId: string | null;
  awardProblem: AwardProblem | null;
  indexSyncedVersion: number;
  createdAt: number;
  updatedAt: number;
}

/**
 * A webhook the step owes the Shop: its type (common/events.ts's auction catalog: the close, the award, and
 * negotiate-best-k's negotiation started, agreed and ended), a key that makes it once per auction, and its payload.
 */
export interface OwedWebhook {
  type: "auction.closed" | "contract.awarded" | "auction.negotiation_started" | "auction.negotiation_agreed" | "auction.negotiation_ended";
  key: string;
  payload: Record<string, unknown>;
}

export interface CommitOptions {
  /** Who acted: the organisation (`shop:<id>`), a supplier (`supplier:<id>`) or the system (the alarm). */
  by: string;
  /** Bump the version the shop's index follows (status changed, the award moved). */
  indexChanged?: boolean;
  webhooks?: OwedWebhook[];
  award?: { status: AwardStatus; contractId?: string | null; problem?: AwardProblem | null };
  /** Audit lines beside the core's events (the award's progress). */
  notes?: { kind: `auction.${string}` | `fleet.${string}`; data: unknown }[];
}

type Head = Omit<AuctionState, "bids" | "bidLog" | "withdrawals" | "lateBids">;

interface HeadRow {
  auction_id: string;
  shop_id: string;
  head: string;
  settings: string;
  version: number;
  audit_seq: number;
  audit_head: string | null;
  award_status: AwardStatus;
  contract_id: string | null;
  award_problem: string | null;
  index_synced_version: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

export class AuctionStore {
  private readonly sql: SqlStorage;
  private cached: AuctionRow | null = null;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  /** Runs `fn` in one storage transaction; if it throws, the in-memory copy is dropped with what was rolled back. */
  transaction<T>(fn: () => T): T {
    try {
      return this.storage.transactionSync(fn);
    } catch (error) {
      this.cached = null;
      throw error;
    }
  }

  /** Forgets the in-memory copy: the next load reads storage (what a restarted object does). */
  forget(): void {
    this.cached = null;
  }

  load(): AuctionRow | null {
    if (this.cached) return this.cached;
    const raw = this.sql.exec<HeadRow>("SELECT * FROM auction WHERE singleton = 1").toArray()[0];
    if (!raw) return null;
    const head = JSON.parse(raw.head) as Head;
    const state: AuctionState = {
      ...head,
      bids: this.sql
        .exec<{ bid: string }>("SELECT bid FROM bids ORDER BY seq")
        .toArray()
        .map((r) => JSON.parse(r.bid) as SealedBid),
      bidLog: this.sql
        .exec<{ supplier_id: string; bid_id: string; fingerprint: string; at: number }>("SELECT supplier_id, bid_id, fingerprint, at FROM bid_log ORDER BY seq")
        .toArray()
        .map((r) => ({ supplierId: r.supplier_id, bidId: r.bid_id, fingerprint: r.fingerprint, at: r.at })),
      withdrawals: this.sql
        .exec<{ supplier_id: string; bid_id: string; at: number }>("SELECT supplier_id, bid_id, at FROM withdrawals ORDER BY seq")
        .toArray()
        .map((r) => ({ supplierId: r.supplier_id, bidId: r.bid_id, at: r.at })),
      lateBids: this.sql
        .exec<{ supplier_id: string; bid_id: string; at: number }>("SELECT supplier_id, bid_id, at FROM late_bids ORDER BY seq")
        .toArray()
        .map((r) => ({ supplierId: r.supplier_id, bidId: r.bid_id, at: r.at })),
    };
    this.cached = {
      auctionId: raw.auction_id,
      shopId: raw.shop_id,
      state,
      settings: JSON.parse(raw.settings) as AuctionSettings,
      version: raw.version,
      auditTip: { seq: raw.audit_seq, head: raw.audit_head },
      awardStatus: raw.award_status,
      contractId: raw.contract_id,
      awardProblem: raw.award_problem === null ? null : (JSON.parse(raw.award_problem) as AwardProblem),
      indexSyncedVersion: raw.index_synced_version,
      createdAt: raw.created_at,
      updatedAt: raw.updated_at,
    };
    return this.cached;
  }

  /** The first commit: the head row of a just-opened auction, then its step like any other. Call inside `transaction`. */
  create(auctionId: string, shopId: string, state: AuctionState, settings: AuctionSettings, events: AuctionEvent[], options: CommitOptions, now: number): AuctionRow {
    this.sql.exec(
      "INSERT INTO auction (singleton, auction_id, shop_id, status, head, settings, version, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?, 0, ?, ?)",
      auctionId,
      shopId,
      state.status,
      JSON.stringify(headOf(state)),
      JSON.stringify(settings),
      now,
      now,
    );
    this.cached = null;
    const empty = this.load()!;
    return this.commit({ ...empty, state: { ...state, bids: [], bidLog: [], withdrawals: [], lateBids: [] } }, state, events, options, now);
  }

  /** Writes one step: what changed of the state, its audit lines and owed webhooks. Call inside `transaction`. */
  commit(row: AuctionRow, state: AuctionState, events: AuctionEvent[], options: CommitOptions, now: number): AuctionRow {
    const before = row.state;
    let tip = row.auditTip;
    const audit = (kind: `auction.${string}` | `fleet.${string}`, data: unknown, at: number) => {
      // The room's chain and hash; auction entries name their own kinds (auction.*).
      const sealed = sealAudit(tip, kind, data, at);
      this.sql.exec("INSERT INTO audit (seq, at, kind, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)", ...sealed.values);
      tip = sealed.tip;
    };

    if (state.bids !== before.bids) {
      const kept = new Set<SealedBid>(before.bids);
      const live = new Set<string>();
      let seq = before.bidLog.length;
      for (const bid of state.bids) {
        live.add(bid.supplierId);
        if (kept.has(bid)) continue;
        seq++;
        this.sql.exec("INSERT INTO bids (supplier_id, seq, bid) VALUES (?, ?, ?) ON CONFLICT (supplier_id) DO UPDATE SET seq = excluded.seq, bid = excluded.bid", bid.supplierId, state.bidLog.length, JSON.stringify(bid));
      }
      for (const bid of before.bids) if (!live.has(bid.supplierId)) this.sql.exec("DELETE FROM bids WHERE supplier_id = ?", bid.supplierId);
    }
    for (const line of state.bidLog.slice(before.bidLog.length)) {
      this.sql.exec("INSERT INTO bid_log (supplier_id, bid_id, fingerprint, at) VALUES (?, ?, ?, ?)", line.supplierId, line.bidId, line.fingerprint, line.at);
    }
    for (const w of state.withdrawals.slice(before.withdrawals.length)) this.sql.exec("INSERT INTO withdrawals (supplier_id, bid_id, at) VALUES (?, ?, ?)", w.supplierId, w.bidId, w.at);
    for (const l of state.lateBids.slice(before.lateBids.length)) this.sql.exec("INSERT INTO late_bids (supplier_id, bid_id, at) VALUES (?, ?, ?)", l.supplierId, l.bidId, l.at);
    if (state.negotiation && state.negotiation !== before.negotiation) {
      // A thread only appends to its offers: the new lines are those past the length it had.
      for (const thread of state.negotiation.threads) {
        const had = before.negotiation?.threads.find((t) => t.supplierId === thread.supplierId)?.offers.length ?? 0;
        for (const o of thread.offers.slice(had)) {
          this.sql.exec("INSERT INTO negotiation_offers (supplier_id, round, party, kind, price_minor, at) VALUES (?, ?, ?, ?, ?, ?)", thread.supplierId, o.round, o.party, o.kind, o.priceMinor, o.at);
        }
      }
    }

    for (const event of events) audit(event.type, { ...event.data, by: options.by }, event.at);
    for (const note of options.notes ?? []) audit(note.kind, { ...(note.data as object), by: options.by }, now);
    for (const w of options.webhooks ?? []) {
      this.sql.exec("INSERT OR IGNORE INTO outbox (key, type, payload, created_at) VALUES (?, ?, ?, ?)", `${w.type}:${w.key}`, w.type, JSON.stringify(w.payload), now);
    }

    const version = options.indexChanged ? row.version + 1 : row.version;
    const award = options.award;
    const awardStatus = award?.status ?? row.awardStatus;
    const contractId = award?.contractId !== undefined ? award.contractId : row.contractId;
    const awardProblem = award?.problem !== undefined ? award.problem : row.awardProblem;
    // The head row changes with the status, the late count and the result; a plain bid leaves it as it was.
    const headChanged = state.status !== before.status || state.lateBidCount !== before.lateBidCount || state.result !== before.result || state.cancelledAt !== before.cancelledAt || state.negotiation !== before.negotiation;
    this.sql.exec(
      `UPDATE auction SET status = ?, ${headChanged ? "head = ?," : ""} version = ?, audit_seq = ?, audit_head = ?, award_status = ?, contract_id = ?, award_problem = ?, updated_at = ? WHERE singleton = 1`,
      ...[state.status, ...(headChanged ? [JSON.stringify(headOf(state))] : []), version, tip.seq, tip.head, awardStatus, contractId, awardProblem === null ? null : JSON.stringify(awardProblem), now],
    );
    this.cached = { ...row, state, version, auditTip: tip, awardStatus, contractId, awardProblem, updatedAt: now };
    return this.cached;
  }

  markIndexSynced(version: number): void {
    this.sql.exec("UPDATE auction SET index_synced_version = max(index_synced_version, ?) WHERE singleton = 1", version);
    if (this.cached) this.cached = { ...this.cached, indexSyncedVersion: Math.max(this.cached.indexSyncedVersion, version) };
  }

  /** Webhooks not yet taken by the Shop, oldest first. */
  owedWebhooks(): { seq: number; type: OwedWebhook["type"]; key: string; payload: Record<string, unknown>; createdAt: number }[] {
    return this.sql
      .exec<{ seq: number; type: OwedWebhook["type"]; key: string; payload: string; created_at: number }>("SELECT seq, type, key, payload, created_at FROM outbox ORDER BY seq LIMIT 20")
      .toArray()
      .map((r) => ({ seq: r.seq, type: r.type, key: r.key, payload: JSON.parse(r.payload) as Record<string, unknown>, createdAt: r.created_at }));
  }

  webhookTaken(seq: number): void {
    this.sql.exec("DELETE FROM outbox WHERE seq = ?", seq);
  }

  audit() {
    return readAudit(this.sql);
  }

  /**
   * Suppliers whose ended thread's outcome the Shop's fleet has taken: each has its `fleet.outcome` audit line, written
   * when the Shop confirmed it (the audit is the record, so no table of its own: the chain says what was reported).
   */
  fleetOutcomesSent(): Set<string> {
    return new Set(
      this.sql
        .exec<{ supplier_id: string }>("SELECT json_extract(data, '$.supplierId') AS supplier_id FROM audit WHERE kind = 'fleet.outcome'")
        .toArray()
        .map((r) => r.supplier_id),
    );
  }

  /** The negotiation offers as stored (append-only), oldest first: what the threads' histories must match. */
  negotiationOffers(): { supplierId: string; round: number; party: string; kind: string; priceMinor: number | null; at: number }[] {
    return this.sql
      .exec<{ supplier_id: string; round: number; party: string; kind: string; price_minor: number | null; at: number }>("SELECT supplier_id, round, party, kind, price_minor, at FROM negotiation_offers ORDER BY seq")
      .toArray()
      .map((r) => ({ supplierId: r.supplier_id, round: r.round, party: r.party, kind: r.kind, priceMinor: r.price_minor, at: r.at }));
  }
}

function headOf(state: AuctionState): Head {
  const { bids: _bids, bidLog: _log, withdrawals: _withdrawals, lateBids: _late, ...head } = state;
  return head;
}
