import { DurableObject } from "cloudflare:workers";
import { balances } from "../../contracts/ledger";
import { agreementRecord } from "../../contracts/record";
import { addCountersignature, signRecord, withPartySignature, type SignedRecord } from "../../contracts/signing";
import { SlaWindows } from "../../contracts/sla/windows";
import {
  acceptAmendment,
  acceptContract,
  adoptNegotiatedAmendment,
  type AgreedRenegotiation,
  compositeView,
  rollUpViolation,
  violationsOf,
  type CompositeView,
  declineContract,
  isRefusal,
  nextAlarmAt,
  proposeAmendment,
  proposeContract,
  rejectAmendment,
  reinstateContract,
  terminateContract,
  tick,
  validateContractInput,
  type Refusal,
  type StepOrRefusal,
} from "../../contracts/core";
import { checkTimeOf, DISPUTE_WINDOW_MS, decideDispute, disputesOf, findDispute, openDispute, withdrawDispute, type OpenDisputeInput } from "../../contracts/disputes";
import type { AccountId, CheckVerdict, ContractLimits, ContractState, ContractStep, Dispute, DisputeOutcome, Sample } from "../../contracts/types";
import type { EventActor } from "../../common/events";
import { fail, ok, type Problem, type RpcResult } from "../../common/problem";
import { formatMinor } from "../../common/money";
import { IdempotencyStore, type IdempotencyRequest } from "../idempotency-store";
import { AlarmSchedule } from "../room/alarm-schedule";
import { sha256Sync, verifyAudit } from "../room/audit-log";
import { disputeEscalationId, type ContractEscalationReport } from "../shop/contract-escalations";
import type { EscalationView } from "../views";
import { parleySigningKey } from "./agreement-signing";
import { ContractDelivery } from "./contract-delivery";
import { migrateContract } from "./contract-schema";
import { ContractStore, type CommitOptions, type ContractRow } from "./contract-store";
import { contractView, deskSummary, type ContractView, type SignedRecordView } from "./contract-views";
import { Desk, type ContractLimitsView, type DeskSummary } from "./desk";
import { sampleProblems } from "./sample-check";

/**
 * Who is calling a contract: an agent by its id (`shop:<shopId>` or `buyer:<buyerId>`) with the shop its credential
 * belongs to, acting as a party; or the owner of the contract's shop, acting as the shop (view, terminate).
 */
export type PartyRef = { agentId: string; ofShop: string };
export type ContractCaller = PartyRef | { shopId: string };

export interface ProposeArgs {
  contractId: string;
  shopId: string;
  /** The contract as the shop's owner asked for it (checked here against the shop's limits). */
  input: unknown;
  /** Pointer prefix for problems in `input` (where it sits in the request body). */
  pointerPrefix?: string;
  /** The shop's limits now (they are snapshotted with the contract), and each named party's live contracts. */
  limits: ContractLimits;
  liveCounts: Record<string, number>;
}

export interface SampleReceipt {
  batchId: string;
  accepted: number;
  late: number;
  future: number;
  /** True when this batch id had been taken before: nothing was added again. */
  duplicate: boolean;
}

/**
 * One service agreement (issue #30), or a shop's contract desk (desk.ts) when named `desk:<shopId>`. As a contract
 * it loads its state, calls the pure core (contracts/core.ts) and commits what that returns — state, history,
 * audit, postings, outbox — in one transaction; samples go into the SLA windows (contracts/sla/windows.ts), their
 * snapshot committed with the batch id that makes a repost harmless; the alarm runs the core's `tick` every check
 * interval while the contract is active, and at a proposal's expiry or the contract's end otherwise. Activation and
 * each adopted amendment leave an agreement record, signed by Parley just after the commit.
 *
 * Methods that change state are synchronous between load and commit, so the runtime's input gate serialises them:
 * two requests never interleave on one contract.
 */
export class Contract extends DurableObject<Env> {
  private readonly store: ContractStore;
  private readonly desk: Desk;
  private readonly idempotency: IdempotencyStore;
  private readonly delivery: ContractDelivery;
  private readonly alarms: AlarmSchedule;
  private windowsCache: { termsVersion: number; windows: SlaWindows } | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    ctx.storage.transactionSync(() => migrateContract(sql));
    this.store = new ContractStore(ctx.storage);
    this.desk = new Desk(sql);
    this.idempotency = new IdempotencyStore(sql);
    this.delivery = new ContractDelivery(env, sql, this.store, deskSummary);
    this.alarms = new AlarmSchedule(ctx.storage);
    void ctx.blockConcurrencyWhile(() => this.alarms.load());
  }

  // --- the desk (object `desk:<shopId>`) --------------------------------------------------------------------------

  deskLimits(): ContractLimitsView {
    return this.desk.limits();
  }

  deskSetLimits(overrides: Record<string, unknown>): RpcResult<ContractLimitsView> {
    return this.desk.setLimits(overrides ?? {}, Date.now());
  }

  deskOpenNegotiations(): number {
    return this.desk.openNegotiations();
  }

  deskLiveCounts(agentIds: string[]): Record<string, number> {
    return this.desk.liveCounts(agentIds);
  }

  deskRecord(summary: DeskSummary): void {
    this.ctx.storage.transactionSync(() => this.desk.record(summary));
  }

  deskList(query: Parameters<Desk["list"]>[0]): RpcResult<{ items: DeskSummary[]; nextCursor: string | null }> {
    return this.desk.list(query);
  }

  // --- a contract -------------------------------------------------------------------------------------------------

  /** Proposes the contract: checked against the shop's limits, then committed as the object's first step. */
  propose(args: ProposeArgs, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    const now = Date.now();
    return this.changing(idempotency, now, () => {
      if (this.store.load()) return fail("already-exists", "This contract has already been proposed.");
      const checked = validateContractInput(args.input, args.limits);
      if (!checked.ok) {
        const prefix = args.pointerPrefix ?? "";
        const errors = checked.problems.map((p) => ({ path: `${prefix}${p.pointer}`.slice(1).replaceAll("/", "."), pointer: `${prefix}${p.pointer}`, message: p.detail }));
        return fail("validation-failed", errors.map((e) => `${e.path || "body"}: ${e.message}`).join("; "), { errors });
      }
      const stepped = proposeContract(checked.value, { contractId: args.contractId, shopId: args.shopId }, now, args.limits, (agentId) => args.liveCounts[agentId] ?? 0);
      if (isRefusal(stepped)) return refused(stepped);
      const row = this.store.create(stepped, args.limits, { cause: "propose", actor: "shop", agentId: `shop:${args.shopId}` }, now);
      return ok(this.viewOf(row, { shopId: args.shopId }), 201);
    });
  }

  view(caller: ContractCaller): RpcResult<ContractView> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such contract.");
    const denied = this.access(row, caller);
    if (denied) return denied;
    return ok(this.viewOf(row, caller));
  }

  /** The shop the contract belongs to (null before it was proposed): how a signed request's key is looked up. */
  shopOf(): string | null {
    return this.store.load()?.shopId ?? null;
  }

  accept(party: PartyRef, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    return this.command(party, "accept", idempotency, (state, now) => acceptContract(state, party.agentId, now, this.ledger()));
  }

  decline(party: PartyRef, reason: string | undefined, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    return this.command(party, "decline", idempotency, (state, now) => declineContract(state, party.agentId, now, reason ?? "declined"));
  }

  /**
   * An amendment proposed by a party. `openNegotiations` is the shop's count of renegotiations under way (its desk's
   * figure): at the shop's `maxConcurrentNegotiations` a new one waits (409) until one ends.
   */
  proposeAmendment(party: PartyRef, terms: unknown, idempotency?: IdempotencyRequest, openNegotiations = 0): RpcResult<ContractView> {
    return this.command(party, "propose-amendment", idempotency, (state, now, row) => proposeAmendment(state, party.agentId, terms, now, row.limits, { openNegotiations }));
  }

  acceptAmendment(party: PartyRef, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    return this.command(party, "accept-amendment", idempotency, (state, now) => acceptAmendment(state, party.agentId, now, this.ledger()));
  }

  /**
   * The consumer adopts what it agreed in a room on the contract's product (read by the edge from the room's shop
   * view) as an amendment in one step (contracts/lifecycle.ts adoptNegotiatedAmendment); a deal opened before the
   * last adoption is not replayed.
   */
  adoptRenegotiated(party: PartyRef, agreed: AgreedRenegotiation, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    return this.command(party, "renegotiated", idempotency, (state, now, row) => {
      // A contract whose last direct amendment was adopted by an older build has no adoption time in its state:
      // its signed "amended" records say when.
      const amendedAt = state.lastAmendmentAdoptedAt ?? this.store.records().filter((r) => r.kind === "amended").reduce<number | undefined>((latest, r) => Math.max(latest ?? r.at, r.at), undefined);
      return adoptNegotiatedAmendment(amendedAt === undefined ? state : { ...state, lastAmendmentAdoptedAt: amendedAt }, party.agentId, agreed, now, row.limits);
    });
  }

  rejectAmendment(party: PartyRef, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    return this.command(party, "reject-amendment", idempotency, (state, now) => rejectAmendment(state, party.agentId, now));
  }

  /** The shop's owner ends a live contract early (parties may too, as themselves). */
  terminate(caller: ContractCaller, reason: string | undefined, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    const by = "shopId" in caller ? "shop" : caller.agentId;
    return this.command(caller, "terminate", idempotency, (state, now) => terminateContract(state, by, reason ?? `terminated by ${by}`, now, this.ledger()));
  }

  /**
   * A person's review of a suspended contract, by the shop's owner: "reinstate" (active again under the same terms,
   * its run of violations forgiven: contracts/lifecycle.ts reinstateContract) or "terminate" (what is left of the
   * stake and pool refunded). Either decides the suspension's escalation in the shop's inbox — approved when
   * reinstated, rejected when terminated, with the reviewer's note — which the delivery then reports to the Shop.
   * A contract that is not suspended is a 409 naming its status; under the same Idempotency-Key a review replays.
   */
  review(shopId: string, decision: "reinstate" | "terminate", note: string | undefined, idempotency?: IdempotencyRequest): RpcResult<ContractView> {
    const now = Date.now();
    const caller = { shopId };
    return this.changing(idempotency, now, () => {
      const row = this.store.load();
      if (!row) return fail("not-found", "No such contract.");
      const denied = this.access(row, caller);
      if (denied) return denied;
      const { status } = row.state;
      if (status !== "suspended") return problemOf(409, "contract-not-suspended", `Only a suspended contract is reviewed; this one is ${status}.`, { contractStatus: status });
      const stepped =
        decision === "reinstate"
          ? reinstateContract(row.state, "shop", now, note)
          : terminateContract(row.state, "shop", note ? `terminated on review: ${note}` : "terminated on review", now, this.ledger());
      if (isRefusal(stepped)) return refused(stepped);
      const pending = row.escalation?.status === "pending" ? row.escalation : null;
      const outcome = decision === "reinstate" ? "reinstated on review" : "terminated on review";
      const escalation = pending && { ...pending, status: decision === "reinstate" ? ("approved" as const) : ("rejected" as const), decidedAt: new Date(now).toISOString(), note: note ? `${outcome}: ${note}` : outcome };
      const written = this.store.commit(row, stepped, { cause: `review:${decision}`, actor: "shop", agentId: `shop:${shopId}`, ...(escalation ? { escalation } : {}) }, now);
      return ok(this.viewOf(written, caller));
    });
  }

  // --- disputes (contracts/disputes.ts) ----------------------------------------------------------------------------

  /**
   * A party disputes the money one check moved (the postings with `input.cause`, looked up in the books): 201 with
   * the dispute; the same id and cause again is a harmless repeat (200, the dispute as it stands). Refusals are the
   * core's (not the side that paid, nothing to dispute, window closed, already disputed, …) and change nothing. The
   * dispute waits in the shop's inbox until a person decides it or the party withdraws it.
   */
  openDispute(party: PartyRef, input: OpenDisputeInput, idempotency?: IdempotencyRequest): RpcResult<{ dispute: Dispute }> {
    return this.commandWith(
      party,
      "dispute:open",
      idempotency,
      (state, now) => openDispute(state, party.agentId, input, this.store.postings(input.cause), now),
      (written, stepped) => ok({ dispute: findDispute(written.state, input.disputeId)! }, stepped.events.length > 0 ? 201 : 200),
    );
  }

  /** The party that opened a dispute takes it back while it is open: nothing moves, its inbox item closes. */
  withdrawDispute(party: PartyRef, disputeId: string, idempotency?: IdempotencyRequest): RpcResult<{ dispute: Dispute }> {
    return this.commandWith(
      party,
      "dispute:withdraw",
      idempotency,
      (state, now) => withdrawDispute(state, party.agentId, disputeId, now),
      (written) => ok({ dispute: findDispute(written.state, disputeId)! }),
    );
  }

  /**
   * A person at the shop decides an open dispute (the shop's owner, recorded as `shop:<shopId>` like a review):
   * upheld reverses the disputed postings party to party, checked against the books; rejected moves nothing. Either
   * closes the dispute's inbox item. `reversedMinor` is what the reversal moved (0 when rejected).
   */
  decideDispute(shopId: string, decision: { disputeId: string; outcome: DisputeOutcome; note?: string }, idempotency?: IdempotencyRequest): RpcResult<{ dispute: Dispute; reversedMinor: number }> {
    const by = `shop:${shopId}`;
    return this.commandWith(
      { shopId },
      `dispute:${decision.outcome}`,
      idempotency,
      (state, now) => {
        const cause = findDispute(state, decision.disputeId)?.cause;
        const args = { disputeId: decision.disputeId, outcome: decision.outcome, ...(decision.note !== undefined ? { note: decision.note } : {}) };
        return decideDispute(state, by, args, cause === undefined ? [] : this.store.postings(cause), this.ledger(), now);
      },
      (written, stepped) => ok({ dispute: findDispute(written.state, decision.disputeId)!, reversedMinor: stepped.postings.reduce((sum, p) => sum + p.amountMinor, 0) }),
    );
  }

  /** The contract's disputes, oldest first, to its parties and its shop's owner. */
  disputes(caller: ContractCaller): RpcResult<{ disputes: Dispute[] }> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such contract.");
    const denied = this.access(row, caller);
    if (denied) return denied;
    return ok({ disputes: [...disputesOf(row.state)] });
  }

  /**
   * A batch of samples from the contract's reporter: a batch id seen before changes nothing (the first answer's
   * counts come back, `duplicate: true`); a bad sample refuses the whole batch, naming it.
   */
  postSamples(party: PartyRef, batch: { batchId: string; samples: Sample[] }, idempotency?: IdempotencyRequest): RpcResult<SampleReceipt> {
    const now = Date.now();
    const { agentId } = party;
    return this.changing(idempotency, now, () => {
      const row = this.store.load();
      if (!row) return fail("not-found", "No such contract.");
      const denied = this.access(row, party);
      if (denied) return denied;
      const reporter = reporterOf(row.state);
      if (reporter !== agentId) return fail("forbidden", `Only the contract's reporter (${reporter ?? "none"}) posts samples.`);
      const digest = sha256Sync(JSON.stringify(batch.samples.map((x) => [x.metric, x.at, x.value])));
      const seen = this.store.batchSeen(batch.batchId);
      if (seen && seen.digest !== null && seen.digest !== digest) {
        return problemOf(422, "batch-id-reused", `Batch ${batch.batchId} was taken before with other samples: send new samples under a new batch id.`, { batchId: batch.batchId });
      }
      if (seen) return ok({ batchId: batch.batchId, accepted: seen.accepted, late: seen.late, future: seen.future, duplicate: true });
      if (row.state.status !== "active") return problemOf(409, "contract-not-active", `Samples are taken while the contract is active; it is ${row.state.status}.`, { contractStatus: row.state.status });
      const problems = sampleProblems(row.state.terms, batch.samples);
      if (problems.length > 0) {
        const errors = problems.map((p) => ({ path: p.pointer.slice(1).replaceAll("/", "."), pointer: p.pointer, message: p.detail }));
        return fail("validation-failed", errors.map((e) => `${e.path}: ${e.message}`).join("; "), { errors });
      }
      const windows = this.windowsOf(row);
      const added = windows.add(batch.samples, now);
      const counts = { accepted: added.accepted, late: added.late, future: added.future };
      this.store.recordBatch(batch.batchId, digest, agentId, counts, windows.takeChanges(), now);
      return ok({ batchId: batch.batchId, ...counts, duplicate: false }, 202);
    }, { delivers: false }); // samples leave nothing to deliver: the next check judges them
  }

  /** The signed agreement records (activation, each adopted amendment), to parties and the shop's owner. */
  async records(caller: ContractCaller): Promise<RpcResult<{ contractId: string; items: SignedRecordView[] }>> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such contract.");
    const denied = this.access(row, caller);
    if (denied) return denied;
    await this.signPending();
    return ok({ contractId: row.contractId, items: this.store.records().map((r) => ({ kind: r.kind, termsVersion: r.termsVersion, at: new Date(r.at).toISOString(), signed: r.signed })) });
  }

  /**
   * A child's violation, rolled up (hierarchical): the parent's own penalty for the mapped target, at the child's
   * check time, so a roll-up sent again changes nothing. False when there is no such parent in the child's shop.
   */
  rollUp(args: { shopId: string; child: ContractState; verdict: CheckVerdict; at: number }): boolean {
    const row = this.store.load();
    if (!row || row.shopId !== args.shopId) return false;
    const stepped = rollUpViolation(row.state, args.child, args.verdict, this.ledger(), args.at, row.limits);
    if (changed(row.state, stepped)) {
      this.store.transaction(() => this.commit(row, stepped, { cause: `rollup:${args.child.contractId}`, actor: "system" }, args.at));
      this.afterCommit();
    }
    return true;
  }

  /** What a composite shows of a part: its state and its books (for the composite's one view). */
  partSnapshot(shopId: string): { state: ContractState; balances: [AccountId, number][] } | null {
    const row = this.store.load();
    if (!row || row.shopId !== shopId) return null;
    return { state: row.state, balances: [...this.ledger()] };
  }

  /** A composite contract and its parts as one view (contracts/kinds.ts compositeView); null for other kinds. */
  async composite(caller: ContractCaller): Promise<RpcResult<CompositeView | null>> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such contract.");
    const denied = this.access(row, caller);
    if (denied) return denied;
    if (row.state.kind !== "composite") return ok(null);
    const parts = await Promise.all(row.state.partIds.map((id) => this.env.CONTRACT.get(this.env.CONTRACT.idFromName(id)).partSnapshot(row.shopId)));
    const found = parts.filter((p): p is NonNullable<typeof p> => p !== null);
    const books = new Map<string, Map<AccountId, number>>([[row.contractId, this.ledger()]]);
    for (const p of found) books.set(p.state.contractId, new Map(p.balances as [AccountId, number][])); // RPC widens tuples
    return ok(compositeView(row.state, found.map((p) => p.state), (id) => books.get(id) ?? new Map()));
  }

  /**
   * A party countersigns a signed agreement record (`termsVersion` names it) with the key the contract lists for it:
   * the signature, made by the party over the record's canonical text, is verified (contracts/signing
   * addCountersignature) and stored with the record, audited. Another countersignature by the same party replaces
   * its earlier one; Ed25519 is deterministic, so the same key gives the same signature.
   */
  async countersign(party: PartyRef, termsVersion: number, signature: { kid: string; sig: string }, idempotency?: IdempotencyRequest): Promise<RpcResult<SignedRecordView>> {
    const row = this.store.load();
    if (!row) return fail("not-found", "No such contract.");
    const denied = this.access(row, party);
    if (denied) return denied;
    const found = this.store.records().find((r) => r.termsVersion === termsVersion);
    if (!found) return fail("not-found", `No agreement record for terms version ${termsVersion}.`);
    if (found.signed === null) return problemOf(409, "record-not-signed", "Parley has not signed this record yet: try again in a moment.", {});
    const added = await addCountersignature(found.signed as SignedRecord, { signer: party.agentId, ...signature });
    if (!added.ok) {
      const status = /registered no signing key/.test(added.detail) ? 403 : 422;
      return problemOf(status, status === 403 ? "no-signing-key" : "bad-countersignature", added.detail, {});
    }
    // The record may have been countersigned by another party while this one was verified: add to what is stored now.
    const now = Date.now();
    return this.changing(
      idempotency,
      now,
      () => {
        const current = this.store.records().find((r) => r.seq === found.seq)!;
        const signed = withPartySignature(current.signed as SignedRecord, added.signed.signatures.at(-1)!);
        this.store.countersigned(this.store.load()!, found.seq, signed, { signer: party.agentId, kid: signature.kid }, now);
        return ok({ kind: found.kind, termsVersion: found.termsVersion, at: new Date(found.at).toISOString(), signed });
      },
      { delivers: false },
    );
  }

  /** The shop's view of the audit log, verified. */
  async auditReport(shopId: string): Promise<RpcResult<{ contractId: string; verification: Awaited<ReturnType<typeof verifyAudit>>; entries: ReturnType<ContractStore["audit"]>; history: ReturnType<ContractStore["history"]> }>> {
    const row = this.store.load();
    if (!row || row.shopId !== shopId) return fail("not-found", "No such contract.");
    const entries = this.store.audit();
    return ok({ contractId: row.contractId, verification: await verifyAudit(entries, row.auditTip.head), entries, history: this.store.history() });
  }

  undeliveredEvents(): number {
    return this.delivery.undeliveredEvents();
  }

  /** The queue consumer's receipt for events it stored: they leave the outbox. */
  confirmDelivered(eventIds: string[]): number {
    if (!Array.isArray(eventIds) || !eventIds.every((id) => typeof id === "string")) return 0;
    const removed = this.delivery.confirm(eventIds);
    this.scheduleAlarm(this.store.load());
    return removed;
  }

  /** Checks, expiry and completion (the core's tick), then deliveries due and signatures pending. */
  override async alarm(): Promise<void> {
    this.alarms.fired();
    const row = this.store.load();
    if (!row) return;
    const now = Date.now();
    const windows = this.windowsOf(row);
    const readings = windows.read(now);
    const stepped = tick(row.state, readings, this.ledger(), now, row.limits);
    // Reading slid the windows; their changes (buckets that left every window) go with the next commit that has any.
    if (changed(row.state, stepped)) {
      this.droppingWindowsOnFailure(() => this.store.transaction(() => this.commit(row, stepped, { cause: "check", actor: "system", windows: windows.takeChanges() }, now)));
    }
    await this.settle();
    this.scheduleAlarm(this.store.load());
  }

  // --- internals -------------------------------------------------------------------------------------------------

  /** A party's (or the shop's) command on the contract: the core decides, a step commits, a refusal changes nothing. */
  private command(
    who: ContractCaller,
    cause: string,
    idempotency: IdempotencyRequest | undefined,
    decide: (state: ContractState, now: number, row: ContractRow) => StepOrRefusal,
  ): RpcResult<ContractView> {
    return this.commandWith(who, cause, idempotency, decide, (written) => ok(this.viewOf(written, who)));
  }

  /** `command`, answering with what `answer` makes of the row as written and the step the core took. */
  private commandWith<T>(
    who: ContractCaller,
    cause: string,
    idempotency: IdempotencyRequest | undefined,
    decide: (state: ContractState, now: number, row: ContractRow) => StepOrRefusal,
    answer: (written: ContractRow, stepped: ContractStep) => RpcResult<T>,
  ): RpcResult<T> {
    const now = Date.now();
    return this.changing(idempotency, now, () => {
      const row = this.store.load();
      if (!row) return fail("not-found", "No such contract.");
      const denied = this.access(row, who);
      if (denied) return denied;
      const stepped = decide(row.state, now, row);
      if (isRefusal(stepped)) return refused(stepped);
      const actor: EventActor = "shopId" in who ? "shop" : "agent";
      const agentId = "shopId" in who ? `shop:${who.shopId}` : who.agentId;
      const written = changed(row.state, stepped) ? this.commit(row, stepped, { cause, actor, agentId }, now) : row;
      return answer(written, stepped);
    });
  }

  /** Runs a change under the Idempotency-Key in one transaction, then schedules the alarm and delivery. */
  private changing<T>(idempotency: IdempotencyRequest | undefined, now: number, change: () => RpcResult<T>, options: { delivers?: boolean } = {}): RpcResult<T> {
    const result = this.droppingWindowsOnFailure(() => this.store.transaction(() => this.idempotency.guard(idempotency, now, change)));
    if (result.ok && options.delivers !== false) this.afterCommit();
    return result;
  }

  /** Runs a transaction; if it throws, the in-memory windows may hold what was rolled back, so they are dropped. */
  private droppingWindowsOnFailure<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      this.windowsCache = null;
      throw error;
    }
  }

  /**
   * Commits a step with what it implies beside the core's output: the agreement record to sign when the contract
   * became active or adopted an amendment, the escalation a suspension raises (decided when the contract is active
   * again), and an inbox report for each dispute the step opened, decided or withdrew.
   */
  private commit(row: ContractRow, step: ContractStep, options: CommitOptions, now: number): ContractRow {
    const before = row.state;
    const after = step.state;
    const records: NonNullable<CommitOptions["records"]> = [];
    if (before.status === "proposed" && after.status === "active") records.push({ kind: "activated", termsVersion: after.termsVersion, at: now, record: agreementRecord(after, "activated", now) });
    if (after.termsVersion > before.termsVersion) records.push({ kind: "amended", termsVersion: after.termsVersion, at: now, record: agreementRecord(after, "amended", now) });
    // A hierarchical contract's violations go up to its parent (delivered after the commit, never lost).
    const rollups = after.parentId ? violationsOf(step) : [];
    let escalation: EscalationView | undefined;
    if (after.status === "suspended" && before.status !== "suspended") escalation = suspensionEscalation(row, after, now);
    else if (before.status === "suspended" && after.status !== "suspended" && row.escalation?.status === "pending") {
      // Settled without a review: active again is the suspension lifted (approved); ended otherwise, it was not.
      const lifted = after.status === "active";
      escalation = { ...row.escalation, status: lifted ? "approved" : "rejected", decidedAt: new Date(now).toISOString(), note: lifted ? "amendment adopted: active again" : `contract ${after.status} while suspended` };
    }
    const inboxReports = changedDisputes(before, after).map((d) => disputeReport(row, after, d));
    return this.store.commit(row, step, { ...options, records, rollups, ...(escalation ? { escalation } : {}), ...(inboxReports.length > 0 ? { inboxReports } : {}) }, now);
  }

  private afterCommit(): void {
    this.scheduleAlarm(this.store.load());
    this.ctx.waitUntil(this.settle().then(() => this.scheduleAlarm(this.store.load())));
  }

  /** Deliveries and signatures: what a commit leaves to do outside its transaction. */
  private async settle(): Promise<void> {
    try {
      await this.signPending();
    } catch (error) {
      console.warn("agreement record signing failed; will retry", { error: String(error) });
    }
    await this.delivery.flush();
  }

  /** Signs agreement records committed but not yet signed (the key is async WebCrypto, so after the commit). */
  private async signPending(): Promise<void> {
    const pending = this.store.records().filter((r) => r.signed === null);
    if (pending.length === 0) return;
    const key = await parleySigningKey(this.env);
    for (const r of pending) {
      const signed = await signRecord(r.record as Parameters<typeof signRecord>[0], key);
      this.store.setSigned(r.seq, signed);
    }
  }

  private scheduleAlarm(row: ContractRow | null): void {
    if (!row) return;
    const now = Date.now();
    const due = nextAlarmAt(row.state, row.limits, now);
    this.alarms.schedule(due ?? Infinity, this.delivery.dueAt(row, now));
  }

  private ledger() {
    return balances(this.store.postings());
  }

  /**
   * The SLA windows, kept in memory between requests (rebuilding them from their rows costs milliseconds once they
   * are full): loaded on the first use after a start, and again when an amendment changed the targets. Whatever
   * mutates them commits their changes in the same transaction; a transaction that fails drops this copy, so
   * memory never runs ahead of storage.
   */
  private windowsOf(row: ContractRow): SlaWindows {
    const cached = this.windowsCache;
    if (cached && cached.termsVersion === row.state.termsVersion) return cached.windows;
    const windows = this.store.loadWindows(row.state.terms.sla);
    this.windowsCache = { termsVersion: row.state.termsVersion, windows };
    return windows;
  }

  private viewOf(row: ContractRow, caller: ContractCaller): ContractView {
    const now = Date.now();
    const readings = row.state.terms.sla.length > 0 ? this.windowsOf(row).readWindows(now) : [];
    return contractView(row, readings, this.store.postings(), this.store.records().length, "shopId" in caller ? "shop" : "party");
  }

  /** 404 for another shop's contract (existence never leaks across shops), 403 for an agent that is not a party. */
  private access(row: ContractRow, caller: ContractCaller): RpcResult<never> | null {
    if ("shopId" in caller) return caller.shopId === row.shopId ? null : fail("not-found", "No such contract.");
    if (caller.ofShop !== row.shopId) return fail("not-found", "No such contract.");
    return row.state.parties.some((p) => p.agentId === caller.agentId) ? null : fail("forbidden", `${caller.agentId} is not a party to this contract.`);
  }
}

/** The party that posts samples: the one named "reporter", else the provider. */
export function reporterOf(state: ContractState): string | undefined {
  return (state.parties.find((p) => p.role === "reporter") ?? state.parties.find((p) => p.role === "provider"))?.agentId;
}

function changed(before: ContractState, step: ContractStep): boolean {
  return step.state !== before || step.postings.length > 0 || step.events.length > 0;
}

const REFUSAL_TITLES: Record<number, string> = {
  403: "Credentials do not grant access to this resource",
  409: "The request conflicts with the contract's state",
  422: "The request cannot be carried out on this contract",
};

function problemOf(status: number, type: string, detail: string, extensions: Record<string, unknown> = {}): RpcResult<never> {
  const problem: Problem = { type: `/problems/${type}`, title: REFUSAL_TITLES[status] ?? "Refused", status, detail, ...extensions };
  return { ok: false, problem };
}

/** The core's refusal as a problem: its own stable type, its status, and the field it names. */
function refused(r: Refusal): RpcResult<never> {
  const extensions = r.pointer ? { errors: [{ path: r.pointer.slice(1).replaceAll("/", "."), pointer: r.pointer, message: r.detail }] } : {};
  return problemOf(r.status, r.type, r.detail, extensions);
}

/** The escalation a suspension raises in the shop's inbox: a person reviews the contract (amend or terminate). */
function suspensionEscalation(row: ContractRow, state: ContractState, now: number): EscalationView {
  return {
    escalationId: `${row.contractId}:suspended:${state.sla.violationsTotal}`,
    negotiationId: row.contractId,
    status: "pending",
    policyId: null,
    assignee: "owner",
    reason: `Contract ${row.contractId} suspended after ${state.sla.consecutiveViolations} SLA violations in a row: review it (reinstate or terminate), or the parties amend its terms.`,
    onTimeout: "reject",
    timeoutAt: new Date(state.endsAt ?? now).toISOString(),
    createdAt: new Date(now).toISOString(),
    decidedAt: null,
    proposed: { action: "review-contract", priceMinor: null, reasons: ["CONTRACT_SUSPENDED"] },
    buyerPriceMinor: null,
    note: null,
  };
}

/** Disputes the step added or changed (opened, decided, withdrawn). */
function changedDisputes(before: ContractState, after: ContractState): Dispute[] {
  const earlier = new Map(disputesOf(before).map((d) => [d.disputeId, JSON.stringify(d)]));
  return disputesOf(after).filter((d) => earlier.get(d.disputeId) !== JSON.stringify(d));
}

/**
 * A dispute's item in the shop's inbox: pending while open; approved when upheld, rejected when rejected or withdrawn
 * (its note says which). Nothing decides it by itself: `timeoutAt` is the end of the week in which a check's money
 * may be disputed, a guide for the person, not a deadline the object enforces.
 */
/** A check cause `check:<at>:<targetId>` as a person reads it: "the check of latency-p95 at 2026-11-27T03:40:00.000Z". */
function checkLabel(cause: string): string {
  const at = checkTimeOf(cause);
  const targetId = cause.slice(cause.indexOf(":", cause.indexOf(":") + 1) + 1);
  return at === null ? cause : `the check of ${targetId} at ${new Date(at).toISOString()}`;
}

function disputeReport(row: ContractRow, state: ContractState, d: Dispute): ContractEscalationReport {
  const iso = (ms: number) => new Date(ms).toISOString();
  const status = d.status === "open" ? "pending" : d.status === "upheld" ? "approved" : "rejected";
  const note = d.status === "open" ? null : d.status === "withdrawn" ? `withdrawn by ${d.openedBy}` : d.note ? `${d.status}: ${d.note}` : d.status;
  const escalation: EscalationView = {
    escalationId: disputeEscalationId(row.contractId, d.disputeId),
    negotiationId: row.contractId,
    status,
    policyId: null,
    assignee: "owner",
    reason: `${d.openedBy} disputes the ${d.kind} of ${formatMinor(d.amountMinor, state.terms.currency)} paid to ${d.against.join(", ")} by ${checkLabel(d.cause)}: uphold it (the money goes back) or reject it.`,
    onTimeout: "reject",
    timeoutAt: iso(d.openedAt + DISPUTE_WINDOW_MS),
    createdAt: iso(d.openedAt),
    decidedAt: d.decidedAt === undefined ? null : iso(d.decidedAt),
    proposed: { action: "decide-dispute", priceMinor: null, reasons: ["CONTRACT_DISPUTED"] },
    buyerPriceMinor: null,
    note,
  };
  return { contractId: row.contractId, escalation, dispute: { shopId: row.shopId, currency: state.terms.currency, dispute: d } };
}
