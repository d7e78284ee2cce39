import { DurableObject } from "cloudflare:workers";
import type { BuyerProductMemory } from "../../kernel";
import type { BuyerMove, TermValues } from "../../kernel/types";
import type { AuditEntry, ChainVerification } from "../../policies";
import { timingSafeEqual } from "../../common/crypto";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { fail, ok, type RpcResult } from "../../common/problem";
import type { Audience, EscalationView, NegotiationStatus, NegotiationView, RoundResult } from "../views";
import { AlarmSchedule } from "./alarm-schedule";
import { checkInterpretation, playMessage, type BuyerMessage } from "./buyer-message";
import { readAudit, verifyAudit } from "./audit-log";
import { expire, withdraw } from "./closing";
import { Delivery, memoryOf } from "./delivery";
import type { HumanDecision } from "../../governed-round";
import { retryAfterSeconds } from "./escalation-table";
import { resolveEscalation } from "./escalations";
import { openNegotiation } from "./opening";
import { readingContextOf, type ReadingContext } from "./reading-context";
import { acceptMove, counterMove, playRound } from "./round";
import { switchMove } from "./agreement-switch";
import type { OpenNegotiationArgs, RoomRow } from "./room-row";
import { migrateRoom } from "./room-schema";
import { RoomStore } from "./room-store";
import { escalationView, RoomViews } from "./room-views";

export type RoomCaller = { tokenHash: string } | { shopId: string };

export interface EscalationResolution {
  negotiation: RoundResult;
  escalation: EscalationView;
}

/**
 * One live negotiation: its state machine, append-only offer history, idempotency records and outbox, all in
 * this object's SQLite. Every state change commits in one transaction with its outbox rows. Methods that
 * change state are synchronous after the worker has hashed tokens and bodies, so the runtime's input gate
 * serialises rounds: concurrent offers can never interleave.
 */
export class NegotiationRoom extends DurableObject<Env> {
  private readonly store: RoomStore;
  private readonly idempotency: IdempotencyStore;
  private readonly views: RoomViews;
  private readonly delivery: Delivery;
  private readonly alarms: AlarmSchedule;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => migrateRoom(sql));
    this.store = new RoomStore(ctx.storage);
    this.idempotency = new IdempotencyStore(sql);
    this.views = new RoomViews(sql, this.store.escalations);
    this.delivery = new Delivery(env, sql, this.store, (row, evaluations) => this.views.summary(row, evaluations));
    this.alarms = new AlarmSchedule(ctx.storage);
    void ctx.blockConcurrencyWhile(() => this.alarms.load());
  }

  async open(args: OpenNegotiationArgs): Promise<RpcResult<RoundResult>> {
    if (this.store.load()) return fail("already-exists", "This negotiation has already been opened.");
    const opened = openNegotiation(this.store, args, Date.now());
    if (!opened.ok) return opened;
    // An opening that leaves the negotiation open is delivered by the alarm, 2 s on, with whatever rounds the
    // buyer plays meanwhile: one queue batch and one update of the shop's index instead of two. An opening that
    // escalated or ended goes at once, like any status change.
    this.afterCommit(opened.body, opened.body.status !== "open");
    return ok(this.views.roundAnswer(opened.body), 201);
  }

  /** A counter-offer: a unit price and, for a package product, the terms asked for (checked first: bad terms change nothing). */
  counter(caller: { tokenHash: string }, priceMinor: number, currency: string | undefined, idempotency?: IdempotencyRequest, terms?: TermValues): RpcResult<RoundResult> {
    return this.buyerRound(caller, idempotency, (row) => counterMove(row, priceMinor, currency, terms));
  }

  /**
   * A round with the buyer's words (buyer-message.ts): an explicit price wins; a confident reading moves;
   * anything else is answered with questions and, the third time in a row, a person. The answer carries the
   * reading, so the buyer sees how it was understood.
   */
  say(caller: { tokenHash: string }, said: BuyerMessage, idempotency?: IdempotencyRequest): RpcResult<RoundResult> {
    const checked = checkInterpretation(said?.interpretation);
    if (!checked.ok) return checked;
    const { interpreter: _interpreter, ...reading } = checked.body;
    // The message's round fills in the reply's language, and an answer or a confirmation when it gives one.
    const extra: Partial<RoundResult> = { interpretation: reading };
    return this.guarded(caller, idempotency, (row, now) => playMessage(this.store, row, { ...said, interpretation: checked.body }, now, extra), { extra });
  }

  /** Takes the standing offer, or one of its options by id (a package product). */
  accept(caller: { tokenHash: string }, idempotency?: IdempotencyRequest, optionId?: string): RpcResult<RoundResult> {
    return this.buyerRound(caller, idempotency, (row) => acceptMove(row, optionId));
  }

  /**
   * Takes one of the switches a package agreement offers (`agreement.switches`, governed-round/switch.ts): the deal
   * then stands at that package, and the next switches are offered from it. Only while the negotiation is agreed.
   */
  switchAgreement(caller: { tokenHash: string }, optionId: string, idempotency?: IdempotencyRequest): RpcResult<RoundResult> {
    return this.guarded(caller, idempotency, (row, now) => switchMove(this.store, row, String(optionId ?? ""), now), { agreement: true, extra: this.spokenLanguage() });
  }

  /** A buyer may walk away at any time, also while a person reviews the shop's move (that review then lapses). */
  withdraw(caller: { tokenHash: string }, idempotency?: IdempotencyRequest): RpcResult<RoundResult> {
    return this.guarded(caller, idempotency, (row, now) => ok(withdraw(this.store, row, now)), { allowEscalated: true, extra: this.spokenLanguage() });
  }

  /** A round without words is answered in the language of the buyer's latest message (English when it wrote none). */
  private spokenLanguage(): Partial<RoundResult> {
    const language = this.store.messages.lastLanguage();
    return language ? { language: language as RoundResult["language"] } : {};
  }

  /**
   * What the buyer's message is read against: nothing the buyer does not already see. For a package product, the
   * terms it negotiates (their public part), the standing offer's terms and its options.
   */
  readingContext(caller: { tokenHash: string }): RpcResult<ReadingContext> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such negotiation.");
    if (audienceOf(row, caller) !== "buyer") return fail("unauthorized", "The negotiation token is not valid.");
    return ok(readingContextOf(row));
  }

  /** A model-phrased reply that failed the check was replaced by the template: the audit log keeps why. */
  noteReplyRejected(report: { phraser: string; problems: string[] }): void {
    const row = this.store.load();
    if (!row) return;
    const now = Date.now();
    this.store.transaction(() =>
      this.store.audit("reply-check", { round: row.round, phraser: String(report.phraser).slice(0, 100), problems: report.problems.slice(0, 20).map((p) => String(p).slice(0, 300)), replacedBy: "template" }, now),
    );
  }

  view(caller: RoomCaller): RpcResult<NegotiationView> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such negotiation.");
    const audience = audienceOf(row, caller);
    if (!audience) return "tokenHash" in caller ? fail("unauthorized", "The negotiation token is not valid.") : fail("not-found", "No such negotiation.");
    return ok(this.views.negotiationView(row, audience));
  }

  /** A person's decision on a pending escalation; see Escalations.resolve. */
  resolveEscalation(shopId: string, escalationId: string, human: HumanDecision, idempotency?: IdempotencyRequest): RpcResult<EscalationResolution> {
    return this.idempotency.guard(idempotency, Date.now(), () => this.resolve(shopId, escalationId, human, false));
  }

  /** The audit report for the shop: every recommendation, policy hit, human decision and the outcome, verified. */
  async auditReport(shopId: string): Promise<RpcResult<{ negotiationId: string; verification: ChainVerification; entries: AuditEntry[] }>> {
    const row = this.store.load();
    if (!row || row.shop_id !== shopId) return fail("not-found", "No such negotiation.");
    const entries = readAudit(this.ctx.storage.sql);
    return ok({ negotiationId: row.id, verification: await verifyAudit(entries, row.audit_head), entries });
  }

  listEscalations(): EscalationView[] {
    return this.store.escalations.all().map(escalationView);
  }

  /** Events committed and not yet confirmed stored by the queue consumer. */
  undeliveredEvents(): number {
    return this.delivery.undeliveredEvents();
  }

  /** The queue consumer's receipt for events it stored (or recorded as dead letters): they leave the outbox. */
  confirmDelivered(eventIds: string[]): number {
    if (!Array.isArray(eventIds) || !eventIds.every((id) => typeof id === "string")) return 0;
    const { removed, lagChanged } = this.delivery.confirm(eventIds);
    const row = this.store.load();
    this.scheduleAlarm(row);
    // Late events are in at last: the shop's view of the lag follows.
    if (lagChanged && row) this.ctx.waitUntil(this.delivery.reportLag(row.id, row.shop_id));
    return removed;
  }

  /**
   * For the buyer's account when the buyer reopens the product: the negotiation's status and, once it has
   * ended, the memory it leaves (standing offer, rounds used, buyer model). Null before it was opened.
   */
  memorySnapshot(): { status: NegotiationStatus; memory: BuyerProductMemory } | null {
    const row = this.store.load();
    return row ? { status: row.status, memory: memoryOf(row) } : null;
  }

  /** Benchmark baseline: the cheapest possible round trip to this object. */
  ping(): string {
    return "pong";
  }

  /**
   * For whoever edits the storage underneath a live object (tests that move a deadline into the past): nothing
   * read from storage is kept between requests, so there is nothing to forget.
   */
  forgetCachedState(): void {}

  /** Expiry, an escalation's timeout, and deliveries due or to retry. */
  override async alarm(): Promise<void> {
    this.alarms.fired();
    const row = this.store.load();
    if (!row) return;
    const now = Date.now();
    // A review times out no later than the deadline; its verdict comes first, then whatever is still open expires.
    const pending = row.status === "escalated" ? this.store.escalations.pending() : null;
    if (pending && now >= pending.timeout_at) this.resolve(row.shop_id, pending.id, { decision: pending.on_timeout, note: "timed out" }, true);
    const current = this.store.load();
    if (current && (current.status === "open" || current.status === "escalated") && now >= current.expires_at) this.expire(current, now);
    await this.delivery.flush();
    this.scheduleAlarm(this.store.load());
  }

  // --- internals -------------------------------------------------------------------------------------

  /** A buyer's move through the kernel and the policies (round.ts), under the checks every buyer request passes. */
  private buyerRound(caller: { tokenHash: string }, idempotency: IdempotencyRequest | undefined, toMove: (row: RoomRow) => BuyerMove | RpcResult<never>): RpcResult<RoundResult> {
    return this.guarded(
      caller,
      idempotency,
      (row, now) => {
        const move = toMove(row);
        return "ok" in move ? move : playRound(this.store, row, move, now);
      },
      { extra: this.spokenLanguage() },
    );
  }

  /**
   * Everything a buyer POST shares: the negotiation exists, the token matches, the Idempotency-Key is honoured,
   * and the negotiation is open and not past its deadline. `change` runs only when all hold, inside the
   * transaction (one savepoint per request); its answer is stored for replay in the same transaction.
   * `agreement`: a move on the deal once made (a switch), which checks the negotiation's state itself; what it
   * commits is delivered at once, as a status change is.
   */
  private guarded(
    caller: { tokenHash: string },
    idempotency: IdempotencyRequest | undefined,
    change: (row: RoomRow, now: number) => RpcResult<RoomRow>,
    options: { allowEscalated?: boolean; agreement?: boolean; extra?: Partial<RoundResult> } = {},
  ): RpcResult<RoundResult> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such negotiation.");
    if (audienceOf(row, caller) !== "buyer") return fail("unauthorized", "The negotiation token is not valid.");
    const now = Date.now();
    let written: RoomRow | undefined;
    const result = this.store.transaction(() =>
      this.idempotency.guard(idempotency, now, (): RpcResult<RoundResult> => {
        const closed = options.agreement ? null : this.notOpen(row, now, options.allowEscalated === true);
        if (closed) return closed;
        const changed = change(row, now);
        if (!changed.ok) return changed;
        written = changed.body;
        // With the agent's reply style for the worker's words (stored with the answer: a replay words it the same).
        return ok({ ...this.views.roundAnswer(written), ...options.extra });
      }),
    );
    if (written) this.afterCommit(written, written.status !== row.status || options.agreement === true);
    return result;
  }

  /** Why a move cannot be played in the negotiation as it stands (null: it can): a person reviewing, closed, past its deadline (then expired). */
  private notOpen(row: RoomRow, now: number, allowEscalated: boolean): RpcResult<never> | null {
    if (row.status === "escalated" && !allowEscalated) {
      return fail("answer-pending", "The shop has not answered your last move yet; ask again later.", {
        retryAfterSeconds: retryAfterSeconds(this.store.escalations.pending(), now),
      });
    }
    if (row.status !== "open" && row.status !== "escalated") return fail("negotiation-closed", `The negotiation is ${row.status}.`, { negotiationStatus: row.status });
    if (now >= row.expires_at) {
      this.expire(row, now);
      return fail("negotiation-expired", "The negotiation passed its deadline before this request arrived.", { reasons: ["COUNTER_EXPIRED"] });
    }
    return null;
  }

  private expire(row: RoomRow, now: number): void {
    this.afterCommit(this.store.transaction(() => expire(this.store, row, now)), true);
  }

  private resolve(shopId: string, escalationId: string, human: HumanDecision, timedOut: boolean): RpcResult<EscalationResolution> {
    const row = this.store.load();
    if (!row || row.shop_id !== shopId) return fail("not-found", "No such escalation.");
    const resolved = resolveEscalation(this.store, row, escalationId, human, timedOut, Date.now());
    if (!resolved.ok) return resolved;
    this.afterCommit(resolved.body, true);
    return ok({ negotiation: this.views.roundResult(resolved.body, "shop"), escalation: escalationView(this.store.escalations.byId(escalationId)!) });
  }

  /**
   * After a commit: the alarm is brought forward in the same turn (so it joins the same storage commit); a
   * status change is delivered at once, without holding up the answer; other rounds by the alarm.
   */
  private afterCommit(row: RoomRow, statusChanged: boolean): void {
    this.scheduleAlarm(row);
    if (statusChanged) this.ctx.waitUntil(this.delivery.flush(true).then(() => this.scheduleAlarm(this.store.load())));
  }

  private scheduleAlarm(row: RoomRow | null): void {
    if (!row) return;
    this.alarms.schedule(this.deadline(row), this.delivery.dueAt(row, Date.now()));
  }

  /** When the negotiation itself needs the room awake: its deadline while open, a pending escalation's timeout. */
  private deadline(row: RoomRow): number {
    if (row.status === "open") return row.expires_at;
    if (row.status === "escalated") return Math.min(this.store.escalations.pending()?.timeout_at ?? Infinity, row.expires_at);
    return Infinity;
  }
}

function audienceOf(row: RoomRow, caller: RoomCaller): Audience | null {
  if ("shopId" in caller) return caller.shopId === row.shop_id ? "shop" : null;
  return timingSafeEqual(caller.tokenHash, row.token_hash) ? "buyer" : null;
}
