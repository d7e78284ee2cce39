/**
 * The Auction Durable Object (issue #31 item 3): a request for quotes run as a sealed-bid auction — each step of the
 * pure core (auctions/) committed with its audit line in one transaction, closed by its alarm at the deadline, its
 * award turned into an active, signed service contract — and, under another name, a shop's index of its auctions.
 */
import { DurableObject } from "cloudflare:workers";
import {
  auctionLimits,
  cancelAuction,
  closeAuction,
  decideHeldThread,
  endNegotiationWindow,
  isRefusal,
  isInvited,
  isLiveThread,
  negotiationAlarmAt,
  negotiationDue,
  negotiationMove,
  nextAlarmAt,
  openAuction,
  resolveTimedOut,
  startNegotiation,
  submitBid,
  validateRequest,
  withdrawBid,
  type AuctionEvent,
  type AuctionLimits,
  type AuctionRefusal,
  type AuctionState,
  type AuctionStep,
  type BidOutcome,
  type SupplierNegotiationMove,
  type ThreadDraws,
  type ThreadSettings,
  type ThreadVerdict,
} from "../../auctions";
import type { AuctionCatalogPayload } from "../../common/events";
import { fail, ok, type Problem, type RpcResult } from "../../common/problem";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { AlarmSchedule } from "../room/alarm-schedule";
import { sha256Sync, verifyAudit } from "../room/audit-log";
import { Shop } from "../shop/shop";
import { migrateAuction } from "./auction-schema";
import { AuctionStore, type AuctionRow, type AuctionSettings, type CommitOptions, type OwedWebhook } from "./auction-store";
import { auctionView, summaryOf, supplierAuctionView, supplierNegotiationView, type AuctionSummary, type AuctionView, type SupplierAuctionView, type SupplierNegotiationView } from "./auction-views";
import { auctionNegotiator, negotiationPolicies, supplierPolicyInputs } from "./negotiator";
import type { ProcurementAssignment, ProcurementOutcome } from "../shop/fleet-store";

/**
 * One request for quotes and its sealed-bid auction (issue #31 item 3), or a shop's auction index when named
 * `index:<shopId>`. As an auction (named `<shopId>/<auctionId>`) it loads its state, calls the pure core
 * (auctions/: open, bid, withdraw, cancel, close) and commits what that returns — the rows that changed, one
 * hash-chained audit line per event, the webhooks owed to the Shop — in one transaction.
 *
 * - The alarm closes the auction at its deadline (`closeAuction`; a replayed alarm finds it closed and changes
 *   nothing), then carries out the award: an awarded first- or second-score auction becomes a service contract
 *   through the Contract object (proposed as the shop's create route does, then accepted by both parties: the
 *   supplier's binding sealed bid and the organisation's request are the agreement), so it activates and its
 *   agreement record is signed. The contract's id is derived from the auction's, so a retried award reaches the
 *   same contract and never creates a second one.
 * - negotiate-best-k: the close starts the negotiation with the shortlist in the same transaction (auctions/
 *   negotiation.ts, through the governed round in buying mode, each thread's private draws drawn once and stored);
 *   each supplier move is one committed step with an audit line per decision (the move, the recommendation, the
 *   policy evaluation, what was committed); the first agreement becomes the award, carried out as above; the alarm
 *   ends the window. Everything is in storage before an answer leaves, so a restarted object resumes where it was.
 * - Reputation: the caller passes each supplier's reputation score as it stands at bid time (the route reads the
 *   shop's counterparty profile of `supplier:<id>` in Postgres, workers/auctions/reputation.ts); it is held with
 *   the bid, so the close depends on the stored state alone.
 * - After each change the index object hears the auction's summary (on open, close, cancel and award only: a bid
 *   does not change what the lists show), and the Shop its webhooks (`auction.closed`, `contract.awarded`, and the
 *   negotiation's `auction.negotiation_started`, `_agreed`, `_ended`); both are retried by the alarm until taken.
 *
 * - The organisation's fleet (negotiate-best-k): before the threads start, the alarm asks the Shop to assign each
 *   one as a `procurement` deal (`assignProcurement`, idempotent per thread) and the index how many awards each
 *   shortlisted supplier has won; each thread starts with its settings (auctions/ ThreadSettings: the agent's
 *   strategy and policy set — the request's own `negotiation.policies` win when set — and the supplier's policy
 *   inputs), stored with it, and each assignment is a `fleet.assignment` audit line. A Shop that cannot answer
 *   delays the start (retried by the alarm with backoff) rather than starting without it: a thread started with
 *   defaults while the Shop counted it for an agent would leave that count behind. When a thread ends, its outcome
 *   goes to the Shop (`recordProcurementOutcomes`, idempotent) until taken; then a `fleet.outcome` audit line records
 *   it, and a thread with that line is never reported again (no schema change: the audit is the record).
 *
 * Methods that change state are synchronous between load and commit, so the runtime's input gate serialises them:
 * two bids never interleave.
 */
export class Auction extends DurableObject<Env> {
  private readonly store: AuctionStore;
  private readonly idempotency: IdempotencyStore;
  private readonly alarms: AlarmSchedule;
  private readonly limits: AuctionLimits = auctionLimits();
  private failures = 0;
  /** The last alarm could not have its negotiation threads' settings (Shop or index unreachable): the start waits for a retry. */
  private preparingFailed = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => migrateAuction(sql));
    this.store = new AuctionStore(ctx.storage);
    this.idempotency = new IdempotencyStore(sql);
    this.alarms = new AlarmSchedule(ctx.storage);
    void ctx.blockConcurrencyWhile(() => this.alarms.load());
  }

  // --- an auction ---------------------------------------------------------------------------------------------------

  /** Opens the request for quotes: checked (auctions/ validateRequest), then committed as the object's first step. */
  async open(args: { auctionId: string; shopId: string; input: Record<string, unknown>; settings: AuctionSettings }, idempotency?: IdempotencyRequest): Promise<RpcResult<AuctionView>> {
    const now = Date.now();
    const result = this.changing(idempotency, () => {
      if (this.store.load()) return fail("already-exists", "This auction has already been opened.");
      const checked = validateRequest({ ...args.input, requestId: args.auctionId, buyerId: args.shopId }, now, this.limits);
      if (!checked.ok) {
        const errors = checked.problems.map((p) => ({ path: p.pointer.slice(1).replaceAll("/", "."), pointer: p.pointer, message: p.detail }));
        return fail("validation-failed", errors.map((e) => `${e.path || "body"}: ${e.message}`).join("; "), { errors });
      }
      const policies = checked.value.negotiation?.policies;
      if (policies) {
        const parsed = negotiationPolicies(policies);
        if (!parsed.ok) return fail("validation-failed", `negotiation.policies: ${parsed.message}`, { errors: [{ path: "negotiation.policies", pointer: "/negotiation/policies", message: parsed.message }] });
      }
      const opened = openAuction(checked.value, now);
      if (isRefusal(opened)) return refused(opened);
      const row = this.store.create(args.auctionId, args.shopId, opened.state, args.settings, opened.events, { by: `shop:${args.shopId}`, indexChanged: true }, now);
      return ok(auctionView(row), 201);
    });
    await this.settle();
    return result;
  }

  /** The organisation's view: everything, bids ranked live by score. Another shop's auction is 404. */
  view(shopId: string): RpcResult<AuctionView> {
    const row = this.store.load();
    if (!row || row.shopId !== shopId) return fail("not-found", "No such auction.");
    return ok(auctionView(row));
  }

  /** A supplier's view: the public request, its own bid and outcome. 404 when it may not see the auction at all. */
  supplierView(shopId: string, supplierId: string): RpcResult<SupplierAuctionView> {
    const row = this.visibleTo(shopId, supplierId);
    if (!row) return fail("not-found", "No such auction.");
    return ok(supplierAuctionView(row, supplierId));
  }

  /**
   * A supplier's sealed bid. 201 accepted (or replacing its earlier bid), 200 a repeat of a bid already taken (the
   * same bid id and package: nothing changes); refusals are the core's (422 invalid, 409 late, reused id, too many)
   * and change nothing, except that a late bid is recorded for the audit before it is refused.
   */
  bid(caller: { shopId: string; supplierId: string }, body: { bidId: string; priceMinor: number; terms: Record<string, number | string> }, reputation: number | null, idempotency?: IdempotencyRequest): RpcResult<SupplierAuctionView & { bidOutcome: BidOutcome }> {
    const now = Date.now();
    return this.changing(idempotency, () => {
      const row = this.visibleTo(caller.shopId, caller.supplierId);
      if (!row) return fail("not-found", "No such auction.");
      const input = { supplierId: caller.supplierId, bidId: body.bidId, package: { priceMinor: body.priceMinor, terms: body.terms } };
      const stepped = submitBid(row.state, input, now, reputation, this.limits);
      if (isRefusal(stepped)) return refused(stepped, bodyPointer);
      const written = stepped.state === row.state ? row : this.commit(row, stepped.state, stepped.events, { by: `supplier:${caller.supplierId}` }, now);
      if (stepped.outcome === "late") return refused(stepped.problem!, bodyPointer);
      const view = supplierAuctionView(written, caller.supplierId);
      return ok({ ...view, bidOutcome: stepped.outcome }, stepped.outcome === "repeat" ? 200 : 201);
    });
  }

  /** A supplier takes back its live bid before the deadline; withdrawing again is a harmless repeat. */
  withdraw(caller: { shopId: string; supplierId: string }, bidId: string, idempotency?: IdempotencyRequest): RpcResult<SupplierAuctionView> {
    const now = Date.now();
    return this.changing(idempotency, () => {
      const row = this.visibleTo(caller.shopId, caller.supplierId);
      if (!row) return fail("not-found", "No such auction.");
      const stepped = withdrawBid(row.state, caller.supplierId, bidId, now);
      if (isRefusal(stepped)) return refused(stepped);
      const written = stepped.state === row.state ? row : this.commit(row, stepped.state, stepped.events, { by: `supplier:${caller.supplierId}` }, now);
      return ok(supplierAuctionView(written, caller.supplierId));
    });
  }

  /** The organisation calls the auction off before it closes (409 once closed); cancelling again is a repeat. */
  async cancel(shopId: string, reason: string | undefined, idempotency?: IdempotencyRequest): Promise<RpcResult<AuctionView>> {
    const now = Date.now();
    const result = this.changing(idempotency, () => {
      const row = this.store.load();
      if (!row || row.shopId !== shopId) return fail("not-found", "No such auction.");
      const stepped = cancelAuction(row.state, now, reason ?? "");
      if (isRefusal(stepped)) return refused(stepped);
      const written = stepped.state === row.state ? row : this.commit(row, stepped.state, stepped.events, { by: `shop:${shopId}`, indexChanged: true }, now);
      return ok(auctionView(written));
    });
    await this.settle();
    return result;
  }

  /** A shortlisted supplier's negotiation thread (negotiate-best-k); 404 when it has none. */
  negotiationView(shopId: string, supplierId: string): RpcResult<SupplierNegotiationView> {
    const row = this.visibleTo(shopId, supplierId);
    const view = row && supplierNegotiationView(row, supplierId);
    if (!view) return fail("not-found", "No negotiation with this supplier in this auction.");
    return ok(view);
  }

  /**
   * A shortlisted supplier's move in its negotiation: counter, accept our standing offer, or reject (leave). The
   * core's refusals are 4xx and change nothing; an agreement becomes the award (its contract is made after the
   * commit, as a close's is).
   */
  async negotiate(caller: { shopId: string; supplierId: string }, move: SupplierNegotiationMove, idempotency?: IdempotencyRequest): Promise<RpcResult<SupplierNegotiationView>> {
    const now = Date.now();
    const result = this.changing(idempotency, () => {
      const row = this.visibleTo(caller.shopId, caller.supplierId);
      if (!row || !row.state.negotiation) return fail("not-found", "No negotiation with this supplier in this auction.");
      const stepped = negotiationMove(row.state, caller.supplierId, move, now, this.negotiatorFor(row.state));
      if (isRefusal(stepped)) return refused(stepped);
      const written = this.commitNegotiation(row, stepped, `supplier:${caller.supplierId}`, now);
      return ok(supplierNegotiationView(written, caller.supplierId)!);
    });
    await this.settle();
    return result;
  }

  /**
   * The organisation's verdict on a negotiation thread a policy held for a person: approve, reject, or modify the
   * price (the governed round's checks: constraints again, the purchase's bounds). Refusals change nothing.
   */
  async decideThread(shopId: string, supplierId: string, verdict: ThreadVerdict, idempotency?: IdempotencyRequest): Promise<RpcResult<AuctionView>> {
    const now = Date.now();
    const result = this.changing(idempotency, () => {
      const row = this.store.load();
      if (!row || row.shopId !== shopId) return fail("not-found", "No such auction.");
      const stepped = decideHeldThread(row.state, supplierId, verdict, now, this.negotiatorFor(row.state));
      if (isRefusal(stepped)) return refused(stepped);
      return ok(auctionView(this.commitNegotiation(row, stepped, `shop:${shopId}`, now)));
    });
    await this.settle();
    return result;
  }

  /** The shop's view of the audit log, verified. */
  async auditReport(shopId: string): Promise<RpcResult<{ auctionId: string; verification: Awaited<ReturnType<typeof verifyAudit>>; entries: ReturnType<AuctionStore["audit"]> }>> {
    const row = this.store.load();
    if (!row || row.shopId !== shopId) return fail("not-found", "No such auction.");
    const entries = this.store.audit();
    return ok({ auctionId: row.auctionId, verification: await verifyAudit(entries, row.auditTip.head), entries });
  }

  /** Closes at the deadline (once), carries out the award, then delivers what is owed. */
  override async alarm(): Promise<void> {
    this.alarms.fired();
    const row = this.store.load();
    if (!row) return;
    const now = Date.now();
    if (row.state.status === "open" && now >= row.state.request.deadline) {
      this.store.transaction(() => {
        const current = this.store.load()!;
        const stepped = closeAuction(current.state, now);
        if (isRefusal(stepped) || stepped.state === current.state) return;
        const award = stepped.state.result?.award;
        this.commit(current, stepped.state, stepped.events, {
          by: "system",
          indexChanged: true,
          webhooks: [{ type: "auction.closed", key: current.auctionId, payload: closedPayload(current, stepped.state) }],
          ...(award ? { award: { status: "pending" as const, contractId: awardedContractId(current.shopId, current.auctionId) } } : {}),
        }, now);
        // negotiate-best-k: the negotiation with the shortlist starts below, once the fleet has assigned its threads.
      });
    }
    // The threads' settings (the fleet's assignments, what is known of each supplier) come from other objects: asked
    // before the transaction; a failure leaves the start to the next alarm.
    const due = this.store.load();
    let threads: Map<string, ThreadSettings> | null = null;
    this.preparingFailed = false;
    if (due && negotiationDue(due.state)) {
      try {
        threads = await this.threadSettings(due);
      } catch (error) {
        this.preparingFailed = true;
        console.warn("negotiation threads' settings unavailable; the start is retried", { error: String(error).slice(0, 200) });
      }
    }
    this.store.transaction(() => {
      const current = this.store.load();
      if (!current) return;
      // A close committed by an earlier build (or a step lost before this one) still starts its negotiation.
      const startedRow = threads ? this.startNegotiationIfDue(current, now, threads) : current;
      // Held answers whose timeout came are settled by their policy's timeout action, then the window may end.
      const resolved = startedRow.state.negotiation ? this.commitNegotiation(startedRow, resolveTimedOut(startedRow.state, now, this.negotiatorFor(startedRow.state)), "system", now) : startedRow;
      const ended = endNegotiationWindow(resolved.state, now);
      if (ended.state !== resolved.state) this.commitNegotiation(resolved, ended, "system", now);
    });
    await this.settle();
  }

  // --- the shop's index (object `index:<shopId>`) -------------------------------------------------------------------

  /** An auction's latest summary; an older one (a delivery retried after a newer) changes nothing. */
  indexRecord(summary: AuctionSummary): void {
    this.ctx.storage.sql.exec(
      `INSERT INTO auction_index (auction_id, status, access, invited, summary, version, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (auction_id) DO UPDATE SET status = excluded.status, summary = excluded.summary, version = excluded.version WHERE excluded.version > auction_index.version`,
      summary.auctionId,
      summary.status,
      summary.access,
      summary.invited === null ? null : JSON.stringify(summary.invited),
      JSON.stringify(summary),
      summary.version,
      summary.createdAt,
    );
  }

  /**
   * The shop's auctions, newest first; for a supplier (`supplierId`) only those it may bid on or see: open to every
   * registered supplier, or inviting it.
   */
  indexList(query: { status?: AuctionState["status"]; supplierId?: string; limit: number; cursor?: string }): RpcResult<{ items: AuctionSummary[]; nextCursor: string | null }> {
    const [cursorAt, cursorId] = decodeCursor(query.cursor);
    if (query.cursor !== undefined && cursorAt === null) return fail("validation-failed", "cursor: not a cursor this list issued", { errors: [{ path: "cursor", message: "not a cursor this list issued" }] });
    const rows = this.ctx.storage.sql
      .exec<{ summary: string; created_at: number; auction_id: string }>(
        `SELECT summary, created_at, auction_id FROM auction_index
         WHERE (? IS NULL OR status = ?)
           AND (? IS NULL OR access = 'open' OR EXISTS (SELECT 1 FROM json_each(auction_index.invited) WHERE value = ?))
           AND (? IS NULL OR created_at < ? OR (created_at = ? AND auction_id < ?))
         ORDER BY created_at DESC, auction_id DESC LIMIT ?`,
        query.status ?? null,
        query.status ?? null,
        query.supplierId ?? null,
        query.supplierId ?? null,
        cursorAt,
        cursorAt,
        cursorAt,
        cursorId,
        query.limit + 1,
      )
      .toArray();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return ok({ items: page.map((r) => JSON.parse(r.summary) as AuctionSummary), nextCursor: rows.length > query.limit && last ? `${last.created_at}.${last.auction_id}` : null });
  }

  /**
   * Awards each supplier has won that became contracts, as this index knows them (`dealsClosed` for policies on a
   * purchase): one read over the shop's auction summaries, by supplier; 0 for a supplier that has won none.
   */
  awardsWon(supplierIds: string[]): Record<string, number> {
    const out: Record<string, number> = Object.fromEntries(supplierIds.map((id) => [id, 0]));
    const ids = [...new Set(supplierIds)];
    // One read per 90 ids: SQLite's bound-parameter limit in Durable Objects is 100.
    for (let i = 0; i < ids.length; i += 90) {
      const chunk = ids.slice(i, i + 90);
      const rows = this.ctx.storage.sql
        .exec<{ winner: string; n: number }>(
          `SELECT json_extract(summary, '$.winner') AS winner, count(*) AS n FROM auction_index
           WHERE json_extract(summary, '$.awardStatus') = 'awarded' AND json_extract(summary, '$.winner') IN (${chunk.map(() => "?").join(", ")}) GROUP BY winner`,
          ...chunk,
        )
        .toArray();
      for (const r of rows) out[r.winner] = r.n;
    }
    return out;
  }

  // --- internals ----------------------------------------------------------------------------------------------------

  /** Runs a change under the Idempotency-Key in one transaction, then schedules the alarm. */
  private changing<T>(idempotency: IdempotencyRequest | undefined, change: () => RpcResult<T>): RpcResult<T> {
    const result = this.store.transaction(() => this.idempotency.guard(idempotency, Date.now(), change));
    this.scheduleAlarm();
    return result;
  }

  /** The governed round for this auction's negotiation, judged by its request's policies (checked at open). */
  private negotiatorFor(state: AuctionState) {
    const parsed = negotiationPolicies(state.request.negotiation?.policies ?? null);
    if (!parsed.ok) throw new Error(`the auction's negotiation policies no longer parse: ${parsed.message}`);
    return auctionNegotiator(parsed.set);
  }

  /**
   * Starts negotiate-best-k's negotiation when the close left a shortlist, each thread with its settings, and audits
   * each fleet assignment (`fleet.assignment`); call inside a transaction.
   */
  private startNegotiationIfDue(row: AuctionRow, now: number, threads: Map<string, ThreadSettings>): AuctionRow {
    if (!negotiationDue(row.state)) return row;
    const stepped = startNegotiation(row.state, now, freshDraws, this.negotiatorFor(row.state), 0, (supplierId) => threads.get(supplierId));
    if (isRefusal(stepped)) return row;
    const notes = (stepped.state.negotiation?.threads ?? []).flatMap((t) =>
      t.settings?.assignment !== undefined ? [{ kind: "fleet.assignment" as const, data: { supplierId: t.supplierId, agentId: t.settings.agentId, policyVersion: t.settings.policies !== null ? (t.settings.policyVersion ?? null) : null, ...(t.settings.assignment as object) } }] : [],
    );
    return this.commitNegotiation(row, stepped, "system", now, notes);
  }

  /**
   * Each shortlisted supplier's thread settings: its fleet assignment (when the Shop has active agents) and its policy
   * inputs — the reputation its sealed bid was scored with and the awards the shop's index knows it won. Throws when
   * the Shop or the index cannot answer (the caller retries); a Shop that does not exist has no fleet.
   */
  private async threadSettings(row: AuctionRow): Promise<Map<string, ThreadSettings>> {
    const { request } = row.state;
    const shortlist = row.state.result?.shortlist ?? [];
    const supplierIds = shortlist.map((b) => b.supplierId);
    const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shopId));
    const index = this.env.AUCTION.get(this.env.AUCTION.idFromName(auctionIndexName(row.shopId)));
    const [fleet, awards] = await Promise.all([
      shop.assignProcurement({ auctionId: row.auctionId, category: request.item.category ?? request.item.name, targetMinor: request.price.targetMinor, ceilingMinor: request.price.ceilingMinor, supplierIds }) as Promise<RpcResult<{ assignments: (ProcurementAssignment & { policies: { version: number; source: string } | null })[] } | null>>,
      index.awardsWon(supplierIds) as Promise<Record<string, number>>,
    ]);
    if (!fleet.ok && fleet.problem.status >= 500) throw new Error(`fleet: ${fleet.problem.detail ?? fleet.problem.type}`);
    const assignments = fleet.ok && fleet.body ? fleet.body.assignments : null;
    // The request's own policy set wins over an agent's: the organisation wrote it for this very purchase.
    const requestPolicies = request.negotiation?.policies ?? null;
    const out = new Map<string, ThreadSettings>();
    for (const bid of shortlist) {
      const policyInputs = supplierPolicyInputs({ reputation: bid.reputation, dealsClosed: awards[bid.supplierId] ?? 0 });
      const a = assignments?.find((x) => x.supplierId === bid.supplierId);
      if (!a) {
        out.set(bid.supplierId, { agentId: null, policies: null, policyInputs });
        continue;
      }
      const agentPolicies = a.agent && a.policies && requestPolicies === null && negotiationPolicies(a.policies.source).ok ? a.policies : null;
      out.set(bid.supplierId, {
        agentId: a.agent?.id ?? null,
        ...(a.agent ? { strategy: { ...a.agent.strategy } } : {}),
        policies: agentPolicies?.source ?? null,
        ...(agentPolicies ? { policyVersion: agentPolicies.version } : {}),
        policyInputs,
        assignment: { negotiationId: a.negotiationId, ...a.record },
      });
    }
    return out;
  }

  /** Ended threads the fleet assigned whose outcome the Shop has not taken yet. */
  private owedFleetOutcomes(row: AuctionRow): ProcurementOutcome[] {
    const stage = row.state.negotiation;
    if (!stage) return [];
    const ended = stage.threads.filter((t) => t.settings?.assignment !== undefined && !isLiveThread(t) && t.endedAt !== null);
    if (ended.length === 0) return [];
    const sent = this.store.fleetOutcomesSent();
    return ended
      .filter((t) => !sent.has(t.supplierId))
      .map((t) => ({ auctionId: row.auctionId, supplierId: t.supplierId, status: t.status as ProcurementOutcome["status"], agreedPriceMinor: t.status === "agreed" ? t.round.agreedPriceMinor : null, at: t.endedAt! }));
  }

  /** Reports ended threads' outcomes to the Shop's fleet; each is marked once the Shop has taken it. */
  private async deliverFleetOutcomes(): Promise<void> {
    const row = this.store.load();
    if (!row) return;
    const owed = this.owedFleetOutcomes(row);
    if (owed.length === 0) return;
    const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shopId));
    const taken = (await shop.recordProcurementOutcomes(owed)) as RpcResult<{ closed: number }>;
    // A Shop that no longer exists has nothing to count; any other refusal is retried.
    if (!taken.ok && taken.problem.status !== 404) throw new Error(`fleet outcomes: ${taken.problem.detail ?? taken.problem.type}`);
    const now = Date.now();
    this.store.transaction(() => {
      const current = this.store.load()!;
      // Another delivery may have recorded some meanwhile (the Shop took them twice, harmlessly): each line once.
      const still = new Set(this.owedFleetOutcomes(current).map((o) => o.supplierId));
      const notes = owed
        .filter((o) => still.has(o.supplierId))
        .map((o) => ({ kind: "fleet.outcome" as const, data: { supplierId: o.supplierId, agentId: current.state.negotiation?.threads.find((t) => t.supplierId === o.supplierId)?.settings?.agentId ?? null, threadStatus: o.status, agreedPriceMinor: o.agreedPriceMinor, endedAt: o.at, shopTook: taken.ok } }));
      if (notes.length > 0) this.commit(current, current.state, [], { by: "system", notes }, now);
    });
  }

  /** Commits a negotiation step; an agreement in it becomes the award (pending until its contract is made). */
  private commitNegotiation(row: AuctionRow, stepped: AuctionStep, by: string, now: number, notes: CommitOptions["notes"] = []): AuctionRow {
    if (stepped.state === row.state) return row;
    const awarded = stepped.state.result?.award && !row.state.result?.award;
    const ended = stepped.state.negotiation?.status !== row.state.negotiation?.status;
    return this.commit(row, stepped.state, stepped.events, {
      by,
      indexChanged: Boolean(awarded || ended),
      webhooks: negotiationWebhooks(row.auctionId, stepped.events, by),
      ...(notes.length > 0 ? { notes } : {}),
      ...(awarded ? { award: { status: "pending" as const, contractId: awardedContractId(row.shopId, row.auctionId) } } : {}),
    }, now);
  }

  private commit(row: AuctionRow, state: AuctionState, events: AuctionEvent[], options: CommitOptions, now: number): AuctionRow {
    return this.store.commit(row, state, events, options, now);
  }

  /** The auction as a supplier may see it: null for another shop's, or an invited-only one that did not invite it. */
  private visibleTo(shopId: string, supplierId: string): AuctionRow | null {
    const row = this.store.load();
    if (!row || row.shopId !== shopId) return null;
    return isInvited(row.state.request, supplierId) ? row : null;
  }

  /** The award, the index and the Shop's webhooks: what a commit leaves to do outside its transaction. */
  private async settle(): Promise<void> {
    let failed = false;
    try {
      await this.carryOutAward();
    } catch (error) {
      failed = true;
      console.warn("auction award failed; will retry", { error: String(error) });
    }
    try {
      await this.syncIndex();
    } catch (error) {
      failed = true;
      console.warn("auction index update failed; will retry", { error: String(error) });
    }
    try {
      await this.deliverWebhooks();
    } catch (error) {
      failed = true;
      console.warn("auction webhooks failed; will retry", { error: String(error) });
    }
    try {
      await this.deliverFleetOutcomes();
    } catch (error) {
      failed = true;
      console.warn("fleet outcomes not taken; will retry", { error: String(error) });
    }
    if (this.preparingFailed) failed = true;
    this.failures = failed ? Math.min(this.failures + 1, 8) : 0;
    this.scheduleAlarm();
  }

  /**
   * The awarded package as a service contract: proposed through the Contract object (the shop's limits, as its
   * create route does), then accepted by the organisation (`shop:<shopId>`, consumer) and the supplier
   * (`supplier:<id>`, provider), which activates it. Each step is idempotent (the same contract id; a contract
   * already proposed or active is taken as it is), so a retry after any failure completes it once. A refusal
   * (the shop's contract limits) leaves the award failed, with the problem, for the organisation to see.
   */
  private async carryOutAward(): Promise<void> {
    const row = this.store.load();
    if (!row || row.awardStatus !== "pending" || !row.contractId) return;
    const award = row.state.result?.award;
    if (!award) return;
    const { shopId } = row;
    const contractId = row.contractId;
    const contract = this.env.CONTRACT.get(this.env.CONTRACT.idFromName(contractId));
    const organisation = { agentId: `shop:${shopId}`, ofShop: shopId };
    const supplier = { agentId: `supplier:${award.supplierId}`, ofShop: shopId };
    let view = (await contract.view({ shopId })) as RpcResult<{ status: string }>;
    if (!view.ok) {
      const desk = this.env.CONTRACT.get(this.env.CONTRACT.idFromName(`desk:${shopId}`));
      const { limits } = await desk.deskLimits();
      const liveCounts = await desk.deskLiveCounts([supplier.agentId, organisation.agentId]);
      const durationMs = Math.min(row.settings.contractDurationMs ?? limits.maxDurationMs, limits.maxDurationMs);
      const input = {
        kind: "bilateral",
        parties: [
          { agentId: supplier.agentId, role: "provider" },
          { agentId: organisation.agentId, role: "consumer" },
        ],
        currency: row.state.request.currency,
        priceMinor: award.contractPriceMinor,
        terms: { ...award.package.terms },
        sla: row.state.request.sla,
        stakeMinor: 0,
        bonusPoolMinor: 0,
        durationMs,
        partIds: [],
      };
      const proposed = (await contract.propose({ contractId, shopId, input, limits, liveCounts })) as RpcResult<unknown>;
      if (!proposed.ok && proposed.problem.type !== "/problems/already-exists") return this.awardFailed(row, proposed.problem);
      view = (await contract.view({ shopId })) as RpcResult<{ status: string }>;
      if (!view.ok) throw new Error(`the awarded contract ${contractId} cannot be read: ${view.problem.detail}`);
    }
    for (const party of [organisation, supplier]) {
      if (view.ok && view.body.status !== "proposed") break;
      const accepted = (await contract.accept(party)) as RpcResult<{ status: string }>;
      if (!accepted.ok) return this.awardFailed(row, accepted.problem);
      view = accepted;
    }
    if (!view.ok || view.body.status !== "active") return this.awardFailed(row, { type: "/problems/conflict", title: "The awarded contract did not activate", status: 409, detail: `contract ${contractId} is ${view.ok ? view.body.status : "unreadable"}` });
    const now = Date.now();
    this.store.transaction(() => {
      const current = this.store.load()!;
      if (current.awardStatus !== "pending") return;
      this.commit(current, current.state, [], {
        by: "system",
        indexChanged: true,
        award: { status: "awarded", contractId },
        notes: [{ kind: "auction.awarded", data: { contractId, supplierId: award.supplierId, bidId: award.bidId, contractPriceMinor: award.contractPriceMinor } }],
        webhooks: [{ type: "contract.awarded", key: current.auctionId, payload: awardedPayload(current, contractId) }],
      }, now);
    });
  }

  private awardFailed(row: AuctionRow, problem: Problem): void {
    // A 5xx or a lost answer is retried; a refusal would be refused again, so it is recorded and the award stops.
    if (problem.status >= 500) throw new Error(`award: ${problem.detail ?? problem.type}`);
    const now = Date.now();
    this.store.transaction(() => {
      const current = this.store.load()!;
      const why = { type: problem.type, status: problem.status, detail: problem.detail ?? null };
      this.commit(current, current.state, [], { by: "system", indexChanged: true, award: { status: "failed", problem: why }, notes: [{ kind: "auction.award_failed", data: { contractId: row.contractId, problem: why } }] }, now);
    });
  }

  private async syncIndex(): Promise<void> {
    const row = this.store.load();
    if (!row || row.indexSyncedVersion >= row.version) return;
    const index = this.env.AUCTION.get(this.env.AUCTION.idFromName(auctionIndexName(row.shopId)));
    await index.indexRecord(summaryOf(row));
    this.store.markIndexSynced(row.version);
  }

  /** The Shop queues each webhook once per key for every endpoint subscribed to it (and sends it with its alarm). */
  private async deliverWebhooks(): Promise<void> {
    const row = this.store.load();
    if (!row) return;
    const owed = this.store.owedWebhooks();
    if (owed.length === 0) return;
    if (!SHOP_TAKES_AUCTION_WEBHOOKS) return;
    const shop = this.env.SHOP.get(this.env.SHOP.idFromName(row.shopId)) as unknown as AuctionWebhookSink;
    await shop.recordAuctionWebhooks(owed.map((w) => ({ type: w.type, key: w.key, data: w.payload })));
    for (const w of owed) this.store.webhookTaken(w.seq);
  }

  private scheduleAlarm(): void {
    const row = this.store.load();
    if (!row) return;
    const now = Date.now();
    const owes = row.awardStatus === "pending" || row.indexSyncedVersion < row.version || (SHOP_TAKES_AUCTION_WEBHOOKS && this.store.owedWebhooks().length > 0) || this.owedFleetOutcomes(row).length > 0 || this.preparingFailed;
    const retryAt = owes ? now + Math.min(2_000 * 2 ** this.failures, 300_000) : Infinity;
    // A start whose threads' settings could not be had waits for the retry, not for an immediate alarm (a tight loop).
    const due = nextAlarmAt(row.state, now) ?? negotiationAlarmAt(row.state) ?? (negotiationDue(row.state) && !this.preparingFailed ? now : null);
    this.alarms.schedule(due ?? Infinity, retryAt);
  }
}

/**
 * What the Shop offers an auction for its webhooks (durable-objects/shop/shop.ts `recordAuctionWebhooks`): each
 * item queued once per `${type}:${key}` for every endpoint subscribed to the type.
 */
interface AuctionWebhookSink {
  recordAuctionWebhooks(items: { type: OwedWebhook["type"]; key: string; data: Record<string, unknown> }[]): Promise<void> | void;
}

/**
 * Whether this build's Shop has `recordAuctionWebhooks` (a stub answers any method name, so it is asked of the
 * class): until it does, owed webhooks wait in the outbox, delivered by the first settle after it does.
 */
const SHOP_TAKES_AUCTION_WEBHOOKS = typeof (Shop.prototype as unknown as Partial<AuctionWebhookSink>).recordAuctionWebhooks === "function";

/** A thread's private draws: uniform in [0, 1), drawn once when the negotiation starts and stored with the thread. */
function freshDraws(): ThreadDraws {
  const u = crypto.getRandomValues(new Uint32Array(5));
  const at = (i: number) => u[i]! / 2 ** 32;
  return { reserve: at(0), shape: at(1), temper: at(2), end: at(3), offer: at(4) };
}

/** The shop's auction index object. */
export function auctionIndexName(shopId: string): string {
  return `index:${shopId}`;
}

/** The auction's object name: under its shop, so two shops' ids never meet. */
export function auctionObjectName(shopId: string, auctionId: string): string {
  return `${shopId}/${auctionId}`;
}

/** The awarded contract's id, derived from the auction's: a retried award always reaches the same contract. */
export function awardedContractId(shopId: string, auctionId: string): string {
  return `ctr_${sha256Sync(`auction-award\n${shopId}\n${auctionId}`).slice(0, 32)}`;
}

function decodeCursor(cursor: string | undefined): [number | null, string | null] {
  if (cursor === undefined) return [null, null];
  const m = /^(\d{1,16})\.(auc_[0-9a-f]{32})$/.exec(cursor);
  return m ? [Number(m[1]), m[2]!] : [null, null];
}

function closedPayload(row: AuctionRow, state: AuctionState): AuctionCatalogPayload<"auction.closed"> {
  const result = state.result!;
  const award = result.award;
  return {
    auctionId: row.auctionId,
    outcome: result.outcome,
    format: result.format,
    closedAt: result.closedAt,
    reason: result.reason,
    winner: award?.supplierId ?? null,
    contractPriceMinor: award?.contractPriceMinor ?? null,
    runnerUpScore: award?.runnerUp?.score ?? null,
    validBids: result.ranking.length,
    invalidBids: result.invalid.length,
    withdrawn: result.withdrawn.length,
    lateBids: result.lateBidCount,
    noAwardReason: result.noAwardReason,
    shortlist: result.shortlist.map((b) => ({ supplierId: b.supplierId, bidId: b.bidId, score: b.score })),
  };
}

/** The negotiation's events the Shop's endpoints hear of; the rest stay in the audit (offers, moves, held answers). */
const NEGOTIATION_WEBHOOKS = ["auction.negotiation_started", "auction.negotiation_agreed", "auction.negotiation_ended"] as const satisfies readonly OwedWebhook["type"][];
type NegotiationWebhook = (typeof NEGOTIATION_WEBHOOKS)[number];

/**
 * The webhooks a negotiation step owes: each of the three events as its audit line states it (the catalog's payload:
 * the auction's status, who acted and the event's fields), with the auction's id, which the catalog's negotiation
 * payloads do not carry. Keyed by the auction: a negotiation starts, agrees and ends at most once.
 */
function negotiationWebhooks(auctionId: string, events: readonly AuctionEvent[], by: string): OwedWebhook[] {
  return events
    .filter((e): e is AuctionEvent & { type: NegotiationWebhook } => (NEGOTIATION_WEBHOOKS as readonly string[]).includes(e.type))
    .map((e) => {
      const payload: AuctionCatalogPayload<NegotiationWebhook> & { auctionId: string } = { auctionId, ...(e.data as AuctionCatalogPayload<NegotiationWebhook>), by };
      return { type: e.type, key: auctionId, payload };
    });
}

function awardedPayload(row: AuctionRow, contractId: string): AuctionCatalogPayload<"contract.awarded"> {
  const award = row.state.result!.award!;
  return {
    auctionId: row.auctionId,
    contractId,
    providerId: `supplier:${award.supplierId}`,
    consumerId: `shop:${row.shopId}`,
    currency: row.state.request.currency,
    priceMinor: award.contractPriceMinor,
    terms: award.package.terms,
    bidPriceMinor: award.bidPriceMinor,
    why: award.why,
  };
}

/** A bid's body is `{ bidId, priceMinor, terms }`: the core's `/package/…` pointers name its fields. */
const bodyPointer = (pointer: string) => pointer.replace(/^\/package(?=\/|$)/, "");

const REFUSAL_TITLES: Record<number, string> = {
  403: "Credentials do not grant access to this resource",
  404: "No such resource",
  409: "The request conflicts with the auction's state",
  422: "The request cannot be carried out on this auction",
};

/** The core's refusal as a problem: its own stable type, its status, and the fields it names. */
function refused(r: AuctionRefusal, pointerOf: (pointer: string) => string = (p) => p): RpcResult<never> {
  const fields = r.problems ?? (r.pointer ? [{ pointer: r.pointer, detail: r.detail }] : []);
  const errors = fields.map((p) => {
    const pointer = pointerOf(p.pointer);
    return { path: pointer.slice(1).replaceAll("/", "."), pointer, message: p.detail };
  });
  const detail = r.problems ? errors.map((e) => `${e.pointer} ${e.message}`).join("; ") : r.detail;
  const problem: Problem = { type: `/problems/${r.type}`, title: REFUSAL_TITLES[r.status] ?? "Refused", status: r.status, detail, ...(errors.length > 0 ? { errors } : {}) };
  return { ok: false, problem };
}
