import { DurableObject } from "cloudflare:workers";
import { decide, publicReasons } from "../kernel";
import type { BuyerMove, Decision, NegotiationConfig, ReasonCode } from "../kernel/types";
import { timingSafeEqual } from "./crypto";
import { sealAudit, compiledPolicies, NO_POLICY_INPUTS, policyContext, readAudit, verifyAudit, type AuditTip, type PolicyInputs } from "./governance";
import {
  decisionRecord,
  DEFAULT_POLICIES_YAML,
  evaluatePolicies,
  type AuditEntry,
  type AuditKind,
  type ChainVerification,
  type PolicyEvaluation,
  type PolicySet,
} from "../policies";
import { IdempotencyStore, type IdempotencyRequest } from "./idempotency-store";
import { fail, ok, type RpcResult } from "./problem";
import { migrateRoom } from "./room-schema";
import type {
  Audience,
  EscalationView,
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
  /** The shop's policy set at open (YAML) and its version: the negotiation keeps it to the end. */
  policies?: { version: number; source: string };
  policyInputs?: PolicyInputs;
}

export interface HumanDecision {
  decision: "approve" | "reject" | "modify";
  /** With "modify": the unit price to offer instead. */
  priceMinor?: number;
  note?: string;
}

export type RoomCaller = { tokenHash: string } | { shopId: string };

export interface EscalationResolution {
  negotiation: RoundResult;
  escalation: EscalationView;
}

/** Columns fixed when the negotiation opens: read once per instance (the policy set alone is kilobytes). */
interface SnapshotRow {
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
  opened_at: number;
  policy_version: number;
  policy_source: string | null;
  policy_inputs: string | null;
  [column: string]: SqlStorageValue;
}

/** Columns that move as the negotiation goes on: few and small, read fresh for every request. */
interface StateRow {
  status: NegotiationStatus;
  round: number;
  shop_offer_minor: number | null;
  buyer_offer_minor: number | null;
  agreed_price_minor: number | null;
  last_action: string | null;
  last_reasons: string | null;
  expires_at: number;
  updated_at: number;
  closed_at: number | null;
  version: number;
  shop_synced_version: number;
  /** When the shop's index last took this negotiation's summary (epoch ms). */
  shop_synced_at: number;
  /** The audit log's last entry (sequence and hash), kept with the state so an append needs no read. */
  audit_seq: number;
  audit_head: string | null;
  /** The last audit entry whose policy evaluation the shop's circuit breaker has seen. */
  decisions_synced_seq: number;
  pause_until: number | null;
  [column: string]: SqlStorageValue;
}

const SNAPSHOT_COLUMNS =
  "id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name, quantity, config, token_hash, opened_at, policy_version, policy_source, policy_inputs";
/** The snapshot's columns live in two rows: the negotiation and its policy set (written once, read once). */
const SNAPSHOT_QUERY = `SELECT ${SNAPSHOT_COLUMNS} FROM negotiation, policy_snapshot WHERE negotiation.singleton = 1 AND policy_snapshot.singleton = 1`;
const STATE_COLUMNS =
  "status, round, shop_offer_minor, buyer_offer_minor, agreed_price_minor, last_action, last_reasons, expires_at, updated_at, closed_at, version, shop_synced_version, shop_synced_at, audit_seq, audit_head, decisions_synced_seq, pause_until";

type RoomRow = SnapshotRow & StateRow;

/**
 * The row as a plain object of fixed shape: rows from storage are dictionary-mode objects, slow to spread
 * and to read (measured: a spread of the two cost almost as much as the query).
 */
function roomRow(s: SnapshotRow, t: StateRow): RoomRow {
  return {
    id: s.id,
    shop_id: s.shop_id,
    product_id: s.product_id,
    product_name: s.product_name,
    product_version: s.product_version,
    buyer_id: s.buyer_id,
    buyer_name: s.buyer_name,
    quantity: s.quantity,
    config: s.config,
    token_hash: s.token_hash,
    opened_at: s.opened_at,
    policy_version: s.policy_version,
    policy_source: s.policy_source,
    policy_inputs: s.policy_inputs,
    status: t.status,
    round: t.round,
    shop_offer_minor: t.shop_offer_minor,
    buyer_offer_minor: t.buyer_offer_minor,
    agreed_price_minor: t.agreed_price_minor,
    last_action: t.last_action,
    last_reasons: t.last_reasons,
    expires_at: t.expires_at,
    updated_at: t.updated_at,
    closed_at: t.closed_at,
    version: t.version,
    shop_synced_version: t.shop_synced_version,
    shop_synced_at: t.shop_synced_at,
    audit_seq: t.audit_seq,
    audit_head: t.audit_head,
    decisions_synced_seq: t.decisions_synced_seq,
    pause_until: t.pause_until,
  };
}

/** The append-only tables a round writes, and their columns. */
type AppendTable = "offers" | "audit" | "outbox";
const APPEND_COLUMNS: Record<AppendTable, readonly string[]> = {
  offers: ["round", "party", "kind", "price_minor", "reasons", "at"],
  audit: ["seq", "at", "kind", "data", "prev_hash", "hash"],
  outbox: ["event_id", "type", "actor", "payload", "created_at"],
};

/** One INSERT for many rows. */
function insertRows(sql: SqlStorage, table: AppendTable, rows: SqlStorageValue[][]): void {
  const columns = APPEND_COLUMNS[table];
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  sql.exec(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows.map(() => tuple).join(", ")}`, ...rows.flat());
}

/** The snapshot with what is derived from it, parsed once. */
interface Snapshot {
  row: SnapshotRow;
  policies: PolicySet;
  policyInputs: PolicyInputs;
}

interface EscalationRow {
  id: string;
  status: EscalationView["status"];
  policy_id: string | null;
  assignee: string;
  reason: string;
  on_timeout: "approve" | "reject";
  timeout_at: number;
  proposed: string;
  move: string;
  created_at: number;
  decided_at: number | null;
  note: string | null;
  [column: string]: SqlStorageValue;
}

/**
 * A negotiation that stays open delivers at most this often: its rounds' events (one queue batch) and its
 * summary to the shop's index (the Shop object is one per shop, shared by all its negotiations, and must not
 * be hit every round) go together, by one alarm. Measured: a delivery costs the local runtime ~1.4 ms of
 * CPU, about half of what a round costs it. Status changes (agreed, rejected, ...) and escalations are
 * delivered at once.
 */
const DELIVERY_INTERVAL_MS = 10_000;
/**
 * The first delivery after a quiet spell waits this long, so a burst of rounds still leaves as one batch;
 * also the first retry delay after a failure (then 4 s, 8 s, ... capped at 5 minutes).
 */
const MIN_DELIVERY_DELAY_MS = 2_000;
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
  /** The scheduled alarm, read once at construction, so rounds neither read nor rewrite an unchanged alarm. */
  private alarmAt: number | null = null;
  private snapshot: Snapshot | null = null;
  /**
   * The audit log's tip as of the last load plus what this turn appended; each state update stores it.
   * Null when unknown (after a failed transaction): then it is read from storage.
   */
  private auditTip: AuditTip | null = null;
  /** True between an append and the state update that stores the new tip: a load then must not reset it. */
  private auditTipUnstored = false;
  /**
   * Rows the current transaction appends, written together just before the state update (offers, so the
   * storage trigger still compares each shop offer with the standing one) or at commit (audit, outbox):
   * in this runtime each statement costs far more than the rows it writes.
   */
  private pending: Record<AppendTable, SqlStorageValue[][]> = { offers: [], audit: [], outbox: [] };
  /**
   * The negotiation row as storage holds it: this object is its only writer, so it is read once and then
   * kept from each UPDATE … RETURNING. Undefined until read, and again after a rolled-back transaction.
   */
  private current: RoomRow | null | undefined;
  /** Whether a state update ran in the current transaction (what `lastWritten` returns). */
  private wroteState = false;
  /** Whether the outbox holds undelivered rows; undefined until checked. */
  private undelivered: boolean | undefined;
  /**
   * Outbox rows up to this sequence number have been sent but not yet deleted: deleting them in a write of
   * their own cost a storage transaction per delivery, so they go with the next shop index update (at most
   * DELIVERY_INTERVAL_MS later). Rows a restart finds are sent again; the consumer dedupes by event id.
   */
  private sentUpTo = 0;
  private flushing: Promise<void> | null = null;
  /** A status change or escalation the shop's index has not taken yet: it goes at the next delivery. */
  private shopIndexUrgent = false;
  private flushFailures = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => migrateRoom(this.sql));
    this.idempotency = new IdempotencyStore(this.sql);
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
    });
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
    this.transaction(() => {
      this.sql.exec(
        `INSERT INTO negotiation (singleton, id, shop_id, product_id, product_name, product_version, buyer_id, buyer_name,
           quantity, config, token_hash, status, round, opened_at, expires_at, updated_at, version, policy_version)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', 0, ?, ?, ?, 0, ?)`,
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
        args.policies?.version ?? 0,
      );
      this.sql.exec(
        "INSERT INTO policy_snapshot (singleton, policy_source, policy_inputs) VALUES (1, ?, ?)",
        args.policies?.source ?? DEFAULT_POLICIES_YAML,
        JSON.stringify(args.policyInputs ?? NO_POLICY_INPUTS),
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
      this.current = undefined; // the row just inserted
      this.commitGoverned(this.mustLoad(), move, decision, now);
    });
    const row = this.lastWritten();
    this.afterCommit(row, true);
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

  /** A buyer may walk away at any time, also while a person reviews the shop's move (that review then lapses). */
  withdraw(caller: { tokenHash: string }, idempotency?: IdempotencyRequest): RpcResult<RoundResult> {
    return this.guarded(caller, idempotency, (row, now) => {
      // Inside guarded's transaction.
      this.sql.exec("UPDATE escalations SET status = 'rejected', decided_at = ?, note = 'the buyer withdrew' WHERE status = 'pending'", now);
      this.transition("withdrawn", now, "withdraw", []);
      this.outbox("negotiation.withdrawn", "buyer", now, { round: row.round });
      return ok(this.roundResult(this.lastWritten(), "buyer"));
    }, { allowEscalated: true });
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
    const pending = row.status === "escalated" ? this.pendingEscalation() : null;
    if (pending && now >= pending.timeout_at) {
      this.applyResolution(row.shop_id, pending.id, { decision: pending.on_timeout, note: "timed out" }, true);
    }
    await this.flush();
    this.scheduleAlarm(this.load());
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
      this.commitGoverned(row, move, decision, now); // inside guarded's transaction
      return ok(this.roundResult(this.lastWritten(), "buyer"));
    });
  }

  /**
   * Everything a buyer POST shares: the negotiation exists, the token matches, the Idempotency-Key is
   * honoured, and the negotiation is open and not past its deadline. `body` runs only when all hold, inside
   * the transaction (one savepoint per request); its successful result is stored for replay in the same
   * transaction as the change it made.
   */
  private guarded(
    caller: { tokenHash: string },
    idempotency: IdempotencyRequest | undefined,
    body: (row: RoomRow, now: number) => RpcResult<RoundResult>,
    options: { allowEscalated?: boolean } = {},
  ): RpcResult<RoundResult> {
    const row = this.load();
    if (!row) return fail("not-found", "No such negotiation.");
    if (this.authorise(row, caller) !== "buyer") return fail("unauthorized", "The negotiation token is not valid.");
    const now = Date.now();
    // One transaction: the idempotency record, the state change and its outbox rows commit together.
    const result = this.transaction(() =>
      this.idempotency.guard(idempotency, now, (): RpcResult<RoundResult> => {
        if (row.status === "escalated" && !options.allowEscalated) {
          const pending = this.pendingEscalation();
          return fail("negotiation-escalated", "A person is reviewing the shop's next move; ask again later.", {
            retryAfterSeconds: pending ? Math.max(1, Math.ceil((pending.timeout_at - now) / 1000)) : 60,
          });
        }
        if (row.status !== "open" && row.status !== "escalated") return fail("negotiation-closed", `The negotiation is ${row.status}.`, { negotiationStatus: row.status });
        if (now >= row.expires_at) {
          this.expire(row, now);
          return fail("negotiation-expired", "The negotiation passed its deadline before this request arrived.", { reasons: ["COUNTER_EXPIRED"] });
        }
        return body(row, now);
      }),
    );
    if (result.ok && result.replayed) return result;
    if (result.ok) this.afterCommit(this.lastWritten(), result.body.status !== row.status);
    return result;
  }

  private applyDecision(row: RoomRow, move: BuyerMove, decision: Decision, now: number, buyerRecorded = false): void {
    const round = decision.round;
    const buyerPrice = move.kind === "accept" ? row.shop_offer_minor : (move.priceMinor ?? null);
    if (buyerPrice !== null && !buyerRecorded) {
      this.appendOffer(round, "buyer", move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", buyerPrice, [], now);
    }
    const shopKind = decision.action === "accept" ? "accept" : decision.action;
    if (move.kind !== "accept" || decision.action !== "accept") {
      this.appendOffer(round, "shop", shopKind, decision.priceMinor, decision.reasons, now);
    }
    const shopOffer = decision.action === "counter" || decision.action === "hold" ? decision.priceMinor : row.shop_offer_minor;
    const buyerOffer = move.kind === "counter" || (move.kind === "open" && move.priceMinor !== undefined) ? buyerPrice : row.buyer_offer_minor;
    const status: NegotiationStatus = decision.status;
    if (status !== "open") this.audit("outcome", { status, priceMinor: decision.priceMinor, round, reasons: decision.reasons }, now);
    this.updateState(
      `round = ?, shop_offer_minor = ?, buyer_offer_minor = ?, agreed_price_minor = ?,
         last_action = ?, last_reasons = ?, status = ?, updated_at = ?, closed_at = ?`,
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

  /**
   * Governance around every kernel decision, inside the round's transaction: the policies snapshotted at
   * open judge it; ALLOW commits it, CONSTRAINT commits the constrained version (already re-checked
   * against the kernel's invariants), ESCALATE and PAUSE hold the shop's offer and wait for a person.
   * Recommendation, evaluation and outcome all go to the hash-chained audit log and the outbox.
   */
  private commitGoverned(row: RoomRow, move: BuyerMove, decision: Decision, now: number): void {
    const config = parseConfig(row);
    const snapshot = this.snapshotOf();
    const evaluation = evaluatePolicies(
      snapshot.policies,
      policyContext({
        config,
        decision,
        move,
        standingOfferMinor: row.shop_offer_minor,
        quantity: row.quantity,
        productId: row.product_id,
        buyerId: row.buyer_id,
        elapsedMs: now - row.opened_at,
        inputs: snapshot.policyInputs,
      }),
    );
    this.audit("recommendation", { move, decision }, now);
    this.audit(
      "policy-evaluation",
      {
        policyVersion: row.policy_version,
        outcome: evaluation.outcome,
        matched: evaluation.matched.map((m) => m.policyId),
        action: evaluation.action,
        priceMinor: evaluation.priceMinor,
        invariantViolation: evaluation.invariantViolation ?? null,
        errors: evaluation.errors,
      },
      now,
    );
    this.outbox("agent.recommendation", "agent", now, {
      round: decision.round,
      kind: decision.action,
      recommendation: { priceMinor: decision.priceMinor, status: decision.status, reasons: decision.reasons },
      rationale: `kernel ${config.strategy.kind}; policies: ${evaluation.outcome}`,
      confidence: 1,
    });
    for (const m of evaluation.matched.filter((x) => x.action !== "ALLOW")) {
      this.outbox("policy.violation", "system", now, {
        policyId: m.policyId,
        outcome: m.action.toLowerCase(),
        severity: m.severity,
        details: { round: decision.round, description: m.description, priceMinor: evaluation.priceMinor },
      });
    }
    if (evaluation.outcome === "ALLOW") return this.applyDecision(row, move, decision, now);
    if (evaluation.outcome === "CONSTRAINT") {
      const constrained: Decision = {
        ...decision,
        action: evaluation.action,
        priceMinor: evaluation.priceMinor,
        status: evaluation.action === "accept" ? "agreed" : evaluation.action === "reject" ? decision.status : "open",
        reasons: [...decision.reasons, "POLICY_CONSTRAINED"],
      };
      return this.applyDecision(row, move, constrained, now);
    }
    this.escalate(row, move, decision, evaluation, now);
  }

  private escalate(row: RoomRow, move: BuyerMove, decision: Decision, evaluation: PolicyEvaluation, now: number): void {
    const esc = evaluation.escalation ?? {
      policyId: evaluation.pause?.policyId ?? null,
      to: "shop-owner",
      timeoutSeconds: 3_600,
      onTimeout: "reject" as const,
      reason: "the negotiator was paused by a policy (circuit breaker)",
    };
    const count = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM escalations").one().n;
    const id = `esc_${row.id}_${count + 1}`;
    const timeoutAt = now + esc.timeoutSeconds * 1000;
    this.sql.exec(
      `INSERT INTO escalations (id, status, policy_id, assignee, reason, on_timeout, timeout_at, proposed, move, created_at)
       VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      esc.policyId,
      esc.to,
      esc.reason,
      esc.onTimeout,
      timeoutAt,
      JSON.stringify(decision),
      JSON.stringify(move),
      now,
    );
    const buyerPrice = move.kind === "accept" ? row.shop_offer_minor : (move.priceMinor ?? null);
    if (buyerPrice !== null) {
      this.appendOffer(decision.round, "buyer", move.kind === "accept" ? "accept" : move.kind === "open" ? "offer" : "counter", buyerPrice, [], now);
    }
    if (row.shop_offer_minor !== null) this.appendOffer(decision.round, "shop", "hold", row.shop_offer_minor, ["POLICY_ESCALATED"], now);
    const pauseUntil = evaluation.pause ? now + evaluation.pause.durationSeconds * 1000 : null;
    this.audit("escalation", { escalationId: id, policyId: esc.policyId, assignee: esc.to, reason: esc.reason, timeoutAt, onTimeout: esc.onTimeout, pauseUntil }, now);
    this.updateState(
      "status = 'escalated', round = ?, buyer_offer_minor = ?, last_action = 'hold', last_reasons = ?, updated_at = ?, pause_until = ?",
      decision.round,
      move.kind === "counter" ? move.priceMinor : row.buyer_offer_minor,
      JSON.stringify(["POLICY_ESCALATED"]),
      now,
      pauseUntil,
    );
    this.outbox("negotiation.escalated", "system", now, { round: decision.round, escalationId: id, policyId: esc.policyId, assignee: esc.to });
  }

  /**
   * A person's decision on a pending escalation (or the policy's timeout action): approve commits what
   * the negotiator proposed, reject ends the negotiation, modify offers another price — which must still
   * keep the kernel's invariants (floor ≤ price ≤ list price, never above the standing offer).
   */
  resolveEscalation(shopId: string, escalationId: string, human: HumanDecision, idempotency?: IdempotencyRequest): RpcResult<EscalationResolution> {
    return this.idempotency.guard(idempotency, Date.now(), () => this.applyResolution(shopId, escalationId, human, false));
  }

  private applyResolution(shopId: string, escalationId: string, human: HumanDecision, timedOut: boolean): RpcResult<EscalationResolution> {
    const row = this.load();
    if (!row || row.shop_id !== shopId) return fail("not-found", "No such escalation.");
    const esc = this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE id = ?", escalationId).toArray()[0];
    if (!esc) return fail("not-found", "No such escalation.");
    if (esc.status !== "pending") return fail("escalation-closed", `This escalation was already ${esc.status}.`);
    const config = parseConfig(row);
    const proposed = JSON.parse(esc.proposed) as Decision;
    const move = JSON.parse(esc.move) as BuyerMove;
    const now = Date.now();
    let decision: Decision;
    if (human.decision === "approve") {
      decision = { ...proposed, reasons: [...proposed.reasons, timedOut ? "ESCALATION_TIMED_OUT" : "HUMAN_APPROVED"] };
    } else if (human.decision === "reject") {
      decision = { action: "reject", priceMinor: row.shop_offer_minor, status: "rejected", round: proposed.round, reasons: [timedOut ? "ESCALATION_TIMED_OUT" : "HUMAN_REJECTED"] };
    } else {
      const p = human.priceMinor;
      const standing = row.shop_offer_minor;
      if (p === undefined || !Number.isSafeInteger(p) || p < config.floorMinor || p > config.anchorMinor || (standing !== null && p > standing)) {
        return fail("invalid-human-decision", "A modified offer must be a whole number of minor units between the floor and the list price, and not above the shop's standing offer.");
      }
      const bid = move.kind === "accept" ? standing : (move.priceMinor ?? null);
      decision =
        bid !== null && bid >= p
          ? { action: "accept", priceMinor: p, status: "agreed", round: proposed.round, reasons: ["HUMAN_MODIFIED"] }
          : { action: "counter", priceMinor: p, status: "open", round: proposed.round, reasons: ["HUMAN_MODIFIED"] };
    }
    const status: EscalationView["status"] = timedOut ? "timed-out" : human.decision === "approve" ? "approved" : human.decision === "reject" ? "rejected" : "modified";
    this.transaction(() => {
      this.sql.exec("UPDATE escalations SET status = ?, decided_at = ?, note = ? WHERE id = ?", status, now, human.note ?? null, escalationId);
      this.audit("human-decision", { escalationId, decision: human.decision, priceMinor: human.priceMinor ?? null, note: human.note ?? null, timedOut }, now);
      this.applyDecision(row, move, decision, now, true);
    });
    const after = this.lastWritten();
    this.afterCommit(after, true);
    return ok({ negotiation: this.roundResult(after, "shop"), escalation: this.escalationView(escalationId)! });
  }

  /** The audit report for the shop: every recommendation, policy hit, human decision and the outcome, verified. */
  async auditReport(shopId: string): Promise<RpcResult<{ negotiationId: string; verification: ChainVerification; entries: AuditEntry[] }>> {
    const row = this.load();
    if (!row || row.shop_id !== shopId) return fail("not-found", "No such negotiation.");
    const entries = readAudit(this.sql);
    return ok({ negotiationId: row.id, verification: await verifyAudit(entries, row.audit_head), entries });
  }

  listEscalations(): EscalationView[] {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations ORDER BY created_at").toArray().map((e) => this.toEscalationView(e));
  }

  /**
   * Appends an audit entry after the tip. Every caller goes on to update the negotiation row in the same
   * transaction, and that update stores the new tip (audit_seq, audit_head): no read, one write per entry.
   */
  private audit(kind: AuditKind, data: unknown, now: number): void {
    const { tip, values } = sealAudit(this.tip(), kind, data, now);
    this.pending.audit.push(values);
    this.auditTip = tip;
    this.auditTipUnstored = true;
  }

  /** The tip is kept with the state: unknown only when the state is too (initially, after a rollback), so load() reads both. */
  private tip(): AuditTip {
    if (this.auditTip === null) {
      this.current = undefined;
      this.load();
    }
    return this.auditTip ?? { seq: 0, head: null };
  }

  /**
   * Updates the negotiation row (bumping its version and storing the audit tip) after writing the offers
   * appended so far, and returns the row as it now is.
   */
  private updateState(assignments: string, ...params: SqlStorageValue[]): RoomRow {
    this.writePending("offers");
    const tip = this.tip();
    const state = this.sql
      .exec<StateRow>(
        `UPDATE negotiation SET ${assignments}, version = version + 1, audit_seq = ?, audit_head = ? RETURNING ${STATE_COLUMNS}`,
        ...params,
        tip.seq,
        tip.head,
      )
      .one();
    this.auditTipUnstored = false;
    this.wroteState = true;
    return this.keep(state);
  }

  /** The row the last state update returned; every path that calls this has just updated it. */
  private lastWritten(): RoomRow {
    if (!this.wroteState || !this.current) throw new Error("no state update in this turn");
    return this.current;
  }

  /** A storage transaction whose appended rows are written before it commits; a rollback forgets them, and the audit tip. */
  private transaction<T>(fn: () => T): T {
    this.wroteState = false;
    try {
      return this.ctx.storage.transactionSync(() => {
        const result = fn();
        this.writePending("offers");
        this.writePending("audit");
        this.writePending("outbox");
        return result;
      });
    } catch (error) {
      this.pending = { offers: [], audit: [], outbox: [] };
      this.auditTip = null;
      this.auditTipUnstored = false;
      this.current = undefined;
      this.snapshot = null; // read in a transaction that opened the negotiation, perhaps
      throw error;
    }
  }

  private writePending(table: AppendTable): void {
    const rows = this.pending[table];
    if (rows.length === 0) return;
    this.pending[table] = [];
    insertRows(this.sql, table, rows);
  }

  private pendingEscalation(): EscalationRow | null {
    return this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE status = 'pending' ORDER BY created_at LIMIT 1").toArray()[0] ?? null;
  }

  private escalationView(id: string): EscalationView | null {
    const e = this.sql.exec<EscalationRow>("SELECT * FROM escalations WHERE id = ?", id).toArray()[0];
    return e ? this.toEscalationView(e) : null;
  }

  private toEscalationView(e: EscalationRow): EscalationView {
    const proposed = JSON.parse(e.proposed) as Decision;
    const move = JSON.parse(e.move) as BuyerMove;
    return {
      escalationId: e.id,
      negotiationId: e.id.split("_")[1]!,
      status: e.status,
      policyId: e.policy_id,
      assignee: e.assignee,
      reason: e.reason,
      onTimeout: e.on_timeout,
      timeoutAt: iso(e.timeout_at),
      createdAt: iso(e.created_at),
      decidedAt: e.decided_at === null ? null : iso(e.decided_at),
      proposed: { action: proposed.action, priceMinor: proposed.priceMinor, reasons: proposed.reasons },
      buyerPriceMinor: move.kind === "accept" ? null : (move.priceMinor ?? null),
      note: e.note,
    };
  }

  private expire(row: RoomRow, now: number): void {
    this.transaction(() => {
      this.appendOffer(row.round, "shop", "reject", null, ["COUNTER_EXPIRED"], now);
      this.transition("expired", now, "reject", ["COUNTER_EXPIRED"]);
      this.outbox("negotiation.expired", "system", now, { round: row.round, expiresAt: row.expires_at });
    });
    this.afterCommit(this.lastWritten(), true);
  }

  private transition(status: NegotiationStatus, now: number, action: string, reasons: ReasonCode[]): void {
    this.audit("outcome", { status, reasons }, now);
    this.updateState("status = ?, last_action = ?, last_reasons = ?, updated_at = ?, closed_at = ?", status, action, JSON.stringify(reasons), now, now);
  }

  private appendOffer(
    round: number,
    party: "buyer" | "shop",
    kind: OfferHistoryEntry["kind"],
    priceMinor: number | null,
    reasons: ReasonCode[],
    now: number,
  ): void {
    this.pending.offers.push([round, party, kind, priceMinor, JSON.stringify(reasons), now]);
  }

  /** Outbox rows carry only the event; the negotiation and shop ids are the room's own, added on delivery. */
  private outbox(type: string, actor: "buyer" | "shop" | "system" | "agent", now: number, payload: Record<string, unknown>): void {
    this.undelivered = true;
    this.pending.outbox.push([crypto.randomUUID(), type, actor, JSON.stringify(payload), now]);
  }

  private authorise(row: RoomRow, caller: RoomCaller): Audience | null {
    if ("shopId" in caller) return caller.shopId === row.shop_id ? "shop" : null;
    return timingSafeEqual(caller.tokenHash, row.token_hash) ? "buyer" : null;
  }

  /** The negotiation: its snapshot and its state, read from storage the first time only. Also sets the audit tip. */
  private load(): RoomRow | null {
    if (this.current !== undefined) return this.current;
    const state = this.sql.exec<StateRow>(`SELECT ${STATE_COLUMNS} FROM negotiation WHERE singleton = 1`).toArray()[0];
    if (!this.auditTipUnstored) this.auditTip = state ? { seq: state.audit_seq, head: state.audit_head } : { seq: 0, head: null };
    if (!state) {
      this.current = null;
      return null;
    }
    return this.keep(state);
  }

  /** Keeps a state row just read or written, joined with the snapshot. */
  private keep(state: StateRow): RoomRow {
    this.current = roomRow(this.snapshotOf().row, state);
    return this.current;
  }

  /**
   * Forgets what this object keeps of its storage, so the next call reads it afresh. For whoever edits the
   * storage underneath a live object (tests that move a deadline into the past).
   */
  forgetCachedState(): void {
    this.current = undefined;
    this.snapshot = null;
    this.auditTip = null;
    this.auditTipUnstored = false;
  }

  private readSnapshot(): Snapshot {
    const row = this.sql.exec<SnapshotRow>(SNAPSHOT_QUERY).one();
    return {
      row,
      policies: compiledPolicies(row.policy_source ?? DEFAULT_POLICIES_YAML),
      policyInputs: row.policy_inputs ? (JSON.parse(row.policy_inputs) as PolicyInputs) : NO_POLICY_INPUTS,
    };
  }

  private snapshotOf(): Snapshot {
    this.snapshot ??= this.readSnapshot();
    return this.snapshot;
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
        (row.status === "open" || row.status === "escalated") && row.shop_offer_minor !== null
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
      ...(row.status === "escalated" ? { retryAfterSeconds: this.retryAfterSeconds() } : {}),
    };
  }

  private retryAfterSeconds(): number {
    const pending = this.pendingEscalation();
    return pending ? Math.max(1, Math.ceil((pending.timeout_at - Date.now()) / 1000)) : 60;
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

  /** What the shop's index keeps, with the policy evaluations (audit entries) it has not seen yet. */
  private summary(row: RoomRow, decisions: { at: number; data: string }[]): NegotiationSummary {
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
      escalation: (() => {
        const latest = this.sql.exec<EscalationRow>("SELECT * FROM escalations ORDER BY created_at DESC LIMIT 1").toArray()[0];
        return latest ? this.toEscalationView(latest) : null;
      })(),
      decisions: decisions.map((d) => decisionRecord(d.at, JSON.parse(d.data) as Parameters<typeof decisionRecord>[1])),
      pauseUntil: row.pause_until,
    };
  }

  /**
   * After a commit: the alarm is brought forward in the same turn (so it joins the same storage commit);
   * a status change is delivered at once, without holding up the answer; other rounds by the alarm, at most
   * every DELIVERY_INTERVAL_MS, coalesced into one queue batch and one index update.
   */
  private afterCommit(row: RoomRow, statusChanged: boolean): void {
    this.scheduleAlarm(row);
    if (statusChanged) this.ctx.waitUntil(this.flush(true).then(() => this.scheduleAlarm(this.load())));
  }

  /**
   * One delivery at a time: a caller that finds one under way shares it (the alarm picks up the rest).
   * `urgent`: a status change, which the shop's index takes at once rather than at its interval.
   */
  private flush(urgent = false): Promise<void> {
    if (urgent) this.shopIndexUrgent = true;
    this.flushing ??= this.deliver().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /**
   * Sends undelivered outbox rows to the negotiation-events queue in sequence order, then, when it is due,
   * the shop index update; then records both in one write. Rows leave the outbox only after their send
   * succeeded (at-least-once; the consumer dedupes by event id). What fails stays pending for the alarm.
   */
  private async deliver(): Promise<void> {
    const snapshot = this.snapshotOf().row;
    let failed = false;
    try {
      for (;;) {
        const pending = this.sql
          .exec<OutboxRow>("SELECT seq, event_id, type, actor, payload, created_at FROM outbox WHERE seq > ? ORDER BY seq LIMIT ?", this.sentUpTo, OUTBOX_BATCH)
          .toArray();
        // A short batch is all there was: rows written from here on set `undelivered` again and wait for the next delivery.
        const drained = pending.length < OUTBOX_BATCH;
        if (drained) this.undelivered = false;
        if (pending.length === 0) break;
        await this.env.EVENTS_QUEUE.sendBatch(pending.map((o) => ({ body: toEnvelope(snapshot, o), contentType: "json" as const })));
        this.sentUpTo = pending[pending.length - 1]!.seq;
        if (drained) break;
      }
    } catch (error) {
      this.undelivered = true;
      failed = true;
      console.warn("outbox delivery failed; will retry", { negotiationId: snapshot.id, error: String(error) });
    }
    const row = this.load();
    const synced = row && this.shopIndexDue(row) ? await this.syncShopIndex(row) : null;
    if (synced === false) failed = true;
    // Sent rows leave the outbox with a write made anyway (the index update), or now if none is coming.
    if (this.sentUpTo > 0 && (synced || !row || !this.shopIndexPending(row))) {
      this.sql.exec("DELETE FROM outbox WHERE seq <= ?", this.sentUpTo);
      this.sentUpTo = 0; // rows left are all unsent; an emptied table numbers new rows from 1 again
    }
    if (synced) {
      const state = this.sql
        .exec<StateRow>(
          `UPDATE negotiation SET shop_synced_version = MAX(shop_synced_version, ?), decisions_synced_seq = MAX(decisions_synced_seq, ?),
             shop_synced_at = ? RETURNING ${STATE_COLUMNS}`,
          synced.version,
          synced.auditSeq,
          Date.now(),
        )
        .one();
      this.keep(state);
    }
    this.flushFailures = failed ? this.flushFailures + 1 : 0;
  }

  private shopIndexPending(row: RoomRow): boolean {
    return row.shop_synced_version < row.version || row.decisions_synced_seq < row.audit_seq;
  }

  /** When the shop's index should next take this negotiation's summary (Infinity: it is up to date). */
  private shopIndexDueAt(row: RoomRow): number {
    if (!this.shopIndexPending(row)) return Infinity;
    return this.shopIndexUrgent ? 0 : row.shop_synced_at + DELIVERY_INTERVAL_MS;
  }

  private shopIndexDue(row: RoomRow): boolean {
    return Date.now() >= this.shopIndexDueAt(row);
  }

  /**
   * Pushes the latest summary, with the policy evaluations the shop has not seen, to the Shop object.
   * Returns what was synced, or false when it failed.
   */
  private async syncShopIndex(row: RoomRow): Promise<{ version: number; auditSeq: number } | false> {
    try {
      const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shop_id));
      const decisions = this.sql
        .exec<{ at: number; data: string }>("SELECT at, data FROM audit WHERE seq > ? AND seq <= ? AND kind = 'policy-evaluation' ORDER BY seq", row.decisions_synced_seq, row.audit_seq)
        .toArray();
      this.shopIndexUrgent = false;
      await shop.recordNegotiation(this.summary(row, decisions));
      return { version: row.version, auditSeq: row.audit_seq };
    } catch (error) {
      this.shopIndexUrgent = true;
      console.warn("shop index update failed; will retry", { negotiationId: row.id, error: String(error) });
      return false;
    }
  }

  private hasUndelivered(): boolean {
    this.undelivered ??= this.undeliveredEvents() > 0;
    return this.undelivered;
  }

  /** Events committed but not yet sent to the queue. */
  undeliveredEvents(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE seq > ?", this.sentUpTo).one().n;
  }

  /**
   * One alarm serves the deadline, an escalation's timeout and pending deliveries: whichever is due first.
   * Synchronous, from the cached alarm time: setting it joins the storage commit of the current turn.
   */
  private scheduleAlarm(row: RoomRow | null): void {
    if (!row) return;
    let due = row.status === "open" ? row.expires_at : Infinity;
    const pendingEscalation = row.status === "escalated" ? this.pendingEscalation() : null;
    if (pendingEscalation) due = Math.min(due, pendingEscalation.timeout_at);
    const indexDue = this.shopIndexDueAt(row);
    const pending = indexDue !== Infinity || this.hasUndelivered();
    if (pending) {
      // Back off exponentially while deliveries keep failing (2 s, 4 s, ... capped at 5 minutes).
      const soonest = Date.now() + Math.min(MIN_DELIVERY_DELAY_MS * 2 ** this.flushFailures, 300_000);
      // Events travel with a pending index update; with none pending, on their own.
      due = Math.min(due, indexDue === Infinity ? soonest : Math.max(soonest, indexDue));
    }
    // With deliveries pending, only ever pull the alarm earlier (later rounds must not postpone them);
    // with none, it goes exactly where the deadline or the escalation's timeout wants it.
    if (due === (this.alarmAt ?? Infinity) || (pending && this.alarmAt !== null && this.alarmAt < due)) return;
    if (due === Infinity) void this.ctx.storage.deleteAlarm();
    else void this.ctx.storage.setAlarm(due);
    this.alarmAt = due === Infinity ? null : due;
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

function toEnvelope(row: Pick<RoomRow, "id" | "shop_id">, o: OutboxRow): NegotiationEventEnvelope {
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
