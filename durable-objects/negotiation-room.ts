import { DurableObject } from "cloudflare:workers";
import { decide, publicReasons } from "../kernel";
import type { BuyerMove, Decision, NegotiationConfig, ReasonCode } from "../kernel/types";
import { timingSafeEqual } from "./crypto";
import { IdempotencyStore, type IdempotencyRequest } from "./idempotency-store";
import { fail, ok, type RpcResult } from "./problem";
import { migrateRoom } from "./room-schema";
import type {
  Audience,
  NegotiationStatus,
  NegotiationSummary,
  NegotiationView,
  OfferHistoryEntry,
  RoundResult,
} from "./views";

export interface OpenNegotiationArgs {
  negotiationId: string;
  shopId: string;
  productId: string;
  productName: string;
  productVersion: number;
  quantity: number;
  buyer: { id: string; name: string | null };
  config: NegotiationConfig;
  tokenHash: string;
  openingOfferMinor?: number;
}

export type RoomCaller = { tokenHash: string } | { shopId: string };

interface RoomRow {
  id: string;
  shop_id: string;
  product_id: string;
  product_name: string;
  product_version: number;
  buyer_id: string;
  buyer_name: string | null;
  quantity: number;
  config: string;
  token_hash: string;
  status: NegotiationStatus;
  round: number;
  shop_offer_minor: number | null;
  buyer_offer_minor: number | null;
  agreed_price_minor: number | null;
  last_action: string | null;
  last_reasons: string | null;
  opened_at: number;
  expires_at: number;
  updated_at: number;
  closed_at: number | null;
  version: number;
  shop_synced_version: number;
  [column: string]: SqlStorageValue;
}

/**
 * Rounds that leave a negotiation open reach the queue and the shop's index within this delay, coalesced
 * into one batch: the Shop object is shared by all of a shop's negotiations and must not be hit every round.
 * Status changes (agreed, rejected, ...) are delivered at once. Failures retry with exponential backoff.
 */
const FLUSH_DELAY_MS = 2_000;
/** Outbox rows per queue batch (the queue's limit is 100 messages). */
const OUTBOX_BATCH = 100;

/**
 * One live negotiation: its state machine, append-only offer history, idempotency records and outbox,
 * all in this object's SQLite. Every state change commits in one transaction with its outbox rows.
 * Methods that change state are synchronous after the worker has hashed tokens and bodies, so the
 * runtime's input gate serialises rounds: concurrent offers can never interleave.
 */
export class NegotiationRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private readonly idempotency: IdempotencyStore;
  /** Cached scheduled alarm time (undefined until read), so rounds do not rewrite an unchanged alarm. */
  private alarmAt: number | null | undefined;
  private draining = false;
  private flushFailures = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    migrateRoom(this.sql);
    this.idempotency = new IdempotencyStore(this.sql);
  }

  async open(args: OpenNegotiationArgs): Promise<RpcResult<RoundResult>> {
    if (this.load()) return fail("already-exists", "This negotiation has already been opened.");
    const now = Date.now();
    const move: BuyerMove =
      args.openingOfferMinor === undefined ? { kind: "open" } : { kind: "open", priceMinor: args.openingOfferMinor };
    const state = { round: 0, openedAt: now, lastShopOfferMinor: null, lastBuyerOfferMinor: null };
    const decision = decide({ config: args.config, state, move, now });
    if (decision.reasons.includes("INVALID_INPUT")) {
      return fail("invalid-offer", "The opening offer or the product configuration cannot be evaluated.");
    }
    const expiresAt = now + args.config.ttlMs;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name,
           quantity, config, token_hash, status, round, opened_at, expires_at, updated_at, version)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', 0, ?, ?, ?, 0)`,
        args.negotiationId,
        args.shopId,
        args.productId,
        args.productName,
        args.productVersion,
        args.buyer.id,
        args.buyer.name,
        args.quantity,
        JSON.stringify(args.config),
        args.tokenHash,
        now,
        expiresAt,
        now,
      );
      this.outbox("negotiation.opened", "buyer", now, {
        productId: args.productId,
        productVersion: args.productVersion,
        buyerId: args.buyer.id,
        quantity: args.quantity,
        currency: args.config.currency,
        anchorMinor: args.config.anchorMinor,
        floorMinor: args.config.floorMinor,
        strategy: args.config.strategy,
        maxRounds: args.config.maxRounds,
        expiresAt,
      });
      this.applyDecision(this.mustLoad(), move, decision, now);
    });
    const row = this.mustLoad();
    // The Shop indexes the negotiation itself when open() returns; the room only follows up on changes.
    if (row.status === "open") this.sql.exec("UPDATE negotiation SET shop_synced_version = version");
    this.afterCommit(true);
    return ok(this.roundResult(row, "buyer"), 201);
  }

  counter(
    caller: { tokenHash: string },
    priceMinor: number,
    currency: string | undefined,
    idempotency?: IdempotencyRequest,
  ): RpcResult<RoundResult> {
    return this.round(caller, idempotency, (row) => {
      const config = parseConfig(row);
      if (currency !== undefined && currency !== config.currency) {
        return fail("currency-mismatch", `This negotiation is in ${config.currency}; the offer was in ${currency}.`);
      }
      return { kind: "counter", priceMinor };
    });
  }

  accept(caller: { tokenHash: string }, idempotency?: IdempotencyRequest): RpcResult<RoundResult> {
    return this.round(caller, idempotency, (row) =>
      row.shop_offer_minor === null ? fail("no-standing-offer") : { kind: "accept" },
    );
  }

  withdraw(caller: { tokenHash: string }, idempotency?: IdempotencyRequest): RpcResult<RoundResult> {
    return this.guarded(caller, idempotency, (row, now) => {
      this.ctx.storage.transactionSync(() => {
        this.transition("withdrawn", now, "withdraw", []);
        this.outbox("negotiation.withdrawn", "buyer", now, { round: row.round });
      });
      return ok(this.roundResult(this.mustLoad(), "buyer"));
    });
  }

  view(caller: RoomCaller): RpcResult<NegotiationView> {
    const row = this.load();
    if (!row) return fail("not-found", "No such negotiation.");
    const audience = this.authorise(row, caller);
    if (!audience) return "tokenHash" in caller ? fail("unauthorized", "The negotiation token is not valid.") : fail("not-found", "No such negotiation.");
    return ok(this.negotiationView(row, audience));
  }

  /** Benchmark baseline: the cheapest possible round trip to this object. */
  ping(): string {
    return "pong";
  }

  /** Expiry, and retries of the shop index update. */
  override async alarm(): Promise<void> {
    this.alarmAt = null; // the alarm that is running is no longer scheduled
    const row = this.load();
    if (!row) return;
    const now = Date.now();
    if (row.status === "open" && now >= row.expires_at) this.expire(row, now);
    await this.flush();
    await this.scheduleAlarm();
  }

  // --- internals -------------------------------------------------------------------------------------

  /** A kernel round: auth, idempotency, open-and-not-expired checks, decide, commit. */
  private round(
    caller: { tokenHash: string },
    idempotency: IdempotencyRequest | undefined,
    toMove: (row: RoomRow) => BuyerMove | RpcResult<RoundResult>,
  ): RpcResult<RoundResult> {
    return this.guarded(caller, idempotency, (row, now) => {
      const move = toMove(row);
      if ("ok" in move) return move;
      const config = parseConfig(row);
      const state = {
        round: row.round,
        openedAt: row.opened_at,
        lastShopOfferMinor: row.shop_offer_minor,
        lastBuyerOfferMinor: row.buyer_offer_minor,
      };
      const decision = decide({ config, state, move, now });
      if (decision.reasons.includes("INVALID_INPUT")) {
        return fail("invalid-offer", "The offer cannot be evaluated against this negotiation.");
      }
      this.ctx.storage.transactionSync(() => this.applyDecision(row, move, decision, now));
      return ok(this.roundResult(this.mustLoad(), "buyer"));
    });
  }

  /**
   * Everything a buyer POST shares: the negotiation exists, the token matches, the Idempotency-Key is
   * honoured, and the negotiation is open and not past its deadline. `body` runs only when all hold;
   * its successful result is stored for replay in the same transaction as the change it made.
   */
  private guarded(
    caller: { tokenHash: string },
    idempotency: IdempotencyRequest | undefined,
    body: (row: RoomRow, now: number) => RpcResult<RoundResult>,
  ): RpcResult<RoundResult> {
    const row = this.load();
    if (!row) return fail("not-found", "No such negotiation.");
    if (this.authorise(row, caller) !== "buyer") return fail("unauthorized", "The negotiation token is not valid.");
    const now = Date.now();
    // One transaction: the idempotency record, the state change and its outbox rows commit together.
    const result = this.ctx.storage.transactionSync((): RpcResult<RoundResult> => {
      if (idempotency) {
        const begun = this.idempotency.begin(idempotency, now);
        if (begun.kind === "replay") return { ok: true, status: begun.status, body: begun.body as RoundResult, replayed: true };
        if (begun.kind === "mismatch") return fail("idempotency-key-reused", "This Idempotency-Key was used with a different request.");
        if (begun.kind === "in-flight") return fail("idempotency-in-flight");
      }
      let outcome: RpcResult<RoundResult>;
      if (row.status !== "open") {
        outcome = fail("negotiation-closed", `The negotiation is ${row.status}.`, { negotiationStatus: row.status });
      } else if (now >= row.expires_at) {
        this.expire(row, now);
        outcome = fail("negotiation-expired", "The negotiation passed its deadline before this request arrived.", {
          reasons: ["COUNTER_EXPIRED"],
        });
      } else {
        outcome = body(row, now);
      }
      if (idempotency) {
        if (outcome.ok) this.idempotency.complete(idempotency.key, outcome.status, outcome.body);
        else this.idempotency.release(idempotency.key);
      }
      return outcome;
    });
    if (result.ok && result.replayed) return result;
    if (result.ok) this.afterCommit(result.body.status !== row.status);
    return result;
  }

  private applyDecision(row: RoomRow, move: BuyerMove, decision: Decision, now: number): void {
    const round = decision.round;
    const buyerPrice = move.kind === "accept" ? row.shop_offer_minor : (move.priceMinor ?? null);
    if (buyerPrice !== null) {
      this.appendOffer(round, "buyer", move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", buyerPrice, [], now);
    }
    const shopKind = decision.action === "accept" ? "accept" : decision.action;
    if (move.kind !== "accept" || decision.action !== "accept") {
      this.appendOffer(round, "shop", shopKind, decision.priceMinor, decision.reasons, now);
    }
    const shopOffer = decision.action === "counter" || decision.action === "hold" ? decision.priceMinor : row.shop_offer_minor;
    const buyerOffer = move.kind === "counter" || (move.kind === "open" && move.priceMinor !== undefined) ? buyerPrice : row.buyer_offer_minor;
    const status: NegotiationStatus = decision.status;
    this.sql.exec(
      `UPDATE negotiation SET round = ?, shop_offer_minor = ?, buyer_offer_minor = ?, agreed_price_minor = ?,
         last_action = ?, last_reasons = ?, status = ?, updated_at = ?, closed_at = ?, version = version + 1`,
      round,
      shopOffer,
      buyerOffer,
      status === "agreed" ? decision.priceMinor : null,
      decision.action,
      JSON.stringify(decision.reasons),
      status,
      now,
      status === "open" ? null : now,
    );
    this.outbox("round.decided", "shop", now, {
      round,
      move,
      action: decision.action,
      priceMinor: decision.priceMinor,
      reasons: decision.reasons,
      status,
    });
    if (status !== "open") {
      this.outbox(`negotiation.${status}`, "shop", now, {
        round,
        agreedPriceMinor: status === "agreed" ? decision.priceMinor : null,
        quantity: row.quantity,
      });
    }
  }

  private expire(row: RoomRow, now: number): void {
    this.ctx.storage.transactionSync(() => {
      this.appendOffer(row.round, "shop", "reject", null, ["COUNTER_EXPIRED"], now);
      this.transition("expired", now, "reject", ["COUNTER_EXPIRED"]);
      this.outbox("negotiation.expired", "system", now, { round: row.round, expiresAt: row.expires_at });
    });
    this.afterCommit(true);
  }

  private transition(status: NegotiationStatus, now: number, action: string, reasons: ReasonCode[]): void {
    this.sql.exec(
      `UPDATE negotiation SET status = ?, last_action = ?, last_reasons = ?, updated_at = ?, closed_at = ?, version = version + 1`,
      status,
      action,
      JSON.stringify(reasons),
      now,
      now,
    );
  }

  private appendOffer(
    round: number,
    party: "buyer" | "shop",
    kind: OfferHistoryEntry["kind"],
    priceMinor: number | null,
    reasons: ReasonCode[],
    now: number,
  ): void {
    this.sql.exec(
      "INSERT INTO offers (round, party, kind, price_minor, reasons, at) VALUES (?, ?, ?, ?, ?, ?)",
      round,
      party,
      kind,
      priceMinor,
      JSON.stringify(reasons),
      now,
    );
  }

  /** Outbox rows carry only the event; the negotiation and shop ids are the room's own, added on delivery. */
  private outbox(type: string, actor: "buyer" | "shop" | "system", now: number, payload: Record<string, unknown>): void {
    this.sql.exec(
      "INSERT INTO outbox (event_id, type, actor, payload, created_at) VALUES (?, ?, ?, ?, ?)",
      crypto.randomUUID(),
      type,
      actor,
      JSON.stringify(payload),
      now,
    );
  }

  private authorise(row: RoomRow, caller: RoomCaller): Audience | null {
    if ("shopId" in caller) return caller.shopId === row.shop_id ? "shop" : null;
    return timingSafeEqual(caller.tokenHash, row.token_hash) ? "buyer" : null;
  }

  private load(): RoomRow | null {
    return this.sql.exec<RoomRow>("SELECT * FROM negotiation WHERE singleton = 1").toArray()[0] ?? null;
  }

  private mustLoad(): RoomRow {
    const row = this.load();
    if (!row) throw new Error("negotiation row missing after commit");
    return row;
  }

  private roundResult(row: RoomRow, audience: Audience): RoundResult {
    const config = parseConfig(row);
    const reasons = JSON.parse(row.last_reasons ?? "[]") as ReasonCode[];
    return {
      negotiationId: row.id,
      shopId: row.shop_id,
      productId: row.product_id,
      quantity: row.quantity,
      currency: config.currency,
      status: row.status,
      round: row.round,
      maxRounds: config.maxRounds,
      expiresAt: iso(row.expires_at),
      decision: {
        action: (row.last_action ?? "counter") as RoundResult["decision"]["action"],
        reasons: audience === "buyer" ? publicReasons(reasons) : reasons,
      },
      shopOffer:
        row.status === "open" && row.shop_offer_minor !== null
          ? {
              priceMinor: row.shop_offer_minor,
              totalMinor: row.shop_offer_minor * row.quantity,
              currency: config.currency,
              validUntil: iso(row.expires_at),
            }
          : null,
      agreement:
        row.status === "agreed" && row.agreed_price_minor !== null
          ? {
              priceMinor: row.agreed_price_minor,
              totalMinor: row.agreed_price_minor * row.quantity,
              currency: config.currency,
              agreedAt: iso(row.closed_at ?? row.updated_at),
            }
          : null,
    };
  }

  private negotiationView(row: RoomRow, audience: Audience): NegotiationView {
    const { decision, ...rest } = this.roundResult(row, audience);
    const history = this.sql
      .exec<{ seq: number; round: number; party: string; kind: string; price_minor: number | null; reasons: string; at: number }>(
        "SELECT seq, round, party, kind, price_minor, reasons, at FROM offers ORDER BY seq",
      )
      .toArray()
      .map((o): OfferHistoryEntry => {
        const reasons = JSON.parse(o.reasons) as ReasonCode[];
        return {
          seq: o.seq,
          round: o.round,
          party: o.party as OfferHistoryEntry["party"],
          kind: o.kind as OfferHistoryEntry["kind"],
          priceMinor: o.price_minor,
          reasons: audience === "buyer" ? publicReasons(reasons) : reasons,
          at: iso(o.at),
        };
      });
    return {
      ...rest,
      buyer: { id: row.buyer_id, name: row.buyer_name },
      productName: row.product_name,
      lastDecision: row.last_action ? decision : null,
      openedAt: iso(row.opened_at),
      updatedAt: iso(row.updated_at),
      closedAt: row.closed_at === null ? null : iso(row.closed_at),
      history,
      ...(audience === "shop" ? { config: { ...parseConfig(row), productVersion: row.product_version } } : {}),
    };
  }

  private summary(row: RoomRow): NegotiationSummary {
    return {
      negotiationId: row.id,
      productId: row.product_id,
      buyerId: row.buyer_id,
      quantity: row.quantity,
      currency: parseConfig(row).currency,
      status: row.status,
      round: row.round,
      shopOfferMinor: row.shop_offer_minor,
      agreedPriceMinor: row.agreed_price_minor,
      openedAt: row.opened_at,
      updatedAt: row.updated_at,
      version: row.version,
    };
  }

  /**
   * After a commit: a status change is delivered at once (without holding up the buyer's answer);
   * other rounds within FLUSH_DELAY_MS, coalesced by the alarm into one queue batch and one index update.
   */
  private afterCommit(statusChanged: boolean): void {
    this.ctx.waitUntil(statusChanged ? this.flush().then(() => this.scheduleAlarm()) : this.scheduleAlarm());
  }

  /** Delivers pending outbox rows and the shop index update; what fails stays pending for the alarm. */
  private async flush(): Promise<void> {
    const delivered = await this.drainOutbox();
    const synced = await this.syncShopIndex();
    this.flushFailures = delivered && synced ? 0 : this.flushFailures + 1;
  }

  /**
   * Sends undelivered outbox rows to the negotiation-events queue in sequence order, and deletes them only
   * after the send succeeded (at-least-once; the consumer dedupes by event id). One drain at a time.
   */
  private async drainOutbox(): Promise<boolean> {
    if (this.draining) return true;
    this.draining = true;
    try {
      const row = this.load();
      if (!row) return true;
      for (;;) {
        const pending = this.sql
          .exec<OutboxRow>("SELECT seq, event_id, type, actor, payload, created_at FROM outbox ORDER BY seq LIMIT ?", OUTBOX_BATCH)
          .toArray();
        if (pending.length === 0) return true;
        await this.env.EVENTS_QUEUE.sendBatch(pending.map((o) => ({ body: toEnvelope(row, o), contentType: "json" as const })));
        this.sql.exec("DELETE FROM outbox WHERE seq <= ?", pending[pending.length - 1]!.seq);
      }
    } catch (error) {
      console.warn("outbox delivery failed; will retry", { error: String(error) });
      return false;
    } finally {
      this.draining = false;
    }
  }

  /** Pushes the latest summary to the Shop object; on failure the alarm retries. */
  private async syncShopIndex(): Promise<boolean> {
    const row = this.load();
    if (!row || row.shop_synced_version >= row.version) return true;
    try {
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shop_id));
      await shop.recordNegotiation(this.summary(row));
      this.sql.exec("UPDATE negotiation SET shop_synced_version = MAX(shop_synced_version, ?)", row.version);
      return true;
    } catch (error) {
      console.warn("shop index update failed; will retry", { negotiationId: row.id, error: String(error) });
      return false;
    }
  }

  /** One alarm serves the deadline and pending deliveries: whichever is due first. */
  private async scheduleAlarm(): Promise<void> {
    const row = this.load();
    if (!row) return;
    let due = row.status === "open" ? row.expires_at : Infinity;
    const pending =
      row.shop_synced_version < row.version || this.sql.exec("SELECT 1 FROM outbox LIMIT 1").toArray().length > 0;
    if (pending) {
      // Back off exponentially while deliveries keep failing (2 s, 4 s, ... capped at 5 minutes).
      const delay = Math.min(FLUSH_DELAY_MS * 2 ** this.flushFailures, 300_000);
      due = Math.min(due, Date.now() + delay);
    }
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    if (due === Infinity) {
      if (this.alarmAt !== null) await this.ctx.storage.deleteAlarm();
      this.alarmAt = null;
    } else if (this.alarmAt === null || due < this.alarmAt) {
      // Only ever pull the alarm earlier: pending deliveries must not be postponed by later rounds.
      await this.ctx.storage.setAlarm(due);
      this.alarmAt = due;
    }
  }
}

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

function toEnvelope(row: RoomRow, o: OutboxRow): NegotiationEventEnvelope {
  return {
    v: 1,
    eventId: o.event_id,
    shopId: row.shop_id,
    negotiationId: row.id,
    seq: o.seq,
    type: o.type,
    actor: o.actor,
    at: o.created_at,
    payload: JSON.parse(o.payload) as Record<string, unknown>,
  };
}

/** The snapshot never changes after open, so each distinct JSON text is parsed once per instance. */
const parsedConfigs = new Map<string, NegotiationConfig>();
function parseConfig(row: RoomRow): NegotiationConfig {
  let config = parsedConfigs.get(row.config);
  if (!config) {
    config = Object.freeze(JSON.parse(row.config)) as NegotiationConfig;
    if (parsedConfigs.size > 1_000) parsedConfigs.clear();
    parsedConfigs.set(row.config, config);
  }
  return config;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
