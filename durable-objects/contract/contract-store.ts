/**
 * A contract's storage: the state row, and `commit`, which writes everything one step of the pure core returned —
 * the new state, a history line, the hash-chained audit entries, the ledger postings and the outbox rows (events,
 * postings, the check's evidence), and the inbox reports it raises (its disputes' escalations) — in ONE
 * transaction, so an event is stored and eventually delivered exactly when the change it describes is. Nothing is
 * cached between requests: each reads the row afresh.
 */
import type { AuditKind } from "../../policies";
import type { EventActor } from "../../common/events";
import { SlaWindows, type SlaWindowChanges } from "../../contracts/sla/windows";
import type { CheckVerdict, ContractLimits, ContractState, ContractStep, Posting, SlaTarget } from "../../contracts/types";
import type { ContractEscalationReport } from "../shop/contract-escalations";
import type { EscalationView } from "../views";
import { readAudit, sealAudit, type AuditTip } from "../room/audit-log";

interface ContractRowRaw {
  contract_id: string;
  shop_id: string;
  status: string;
  state: string;
  limits: string;
  windows_header: string | null;
  version: number;
  audit_seq: number;
  audit_head: string | null;
  desk_synced_version: number;
  escalation: string | null;
  escalation_synced: number;
  created_at: number;
  updated_at: number;
  [column: string]: SqlStorageValue;
}

/** The contract row, parsed. */
export interface ContractRow {
  contractId: string;
  shopId: string;
  state: ContractState;
  /** The shop's limits as they stood when the contract was proposed: later edits apply to later contracts. */
  limits: ContractLimits;
  version: number;
  auditTip: AuditTip;
  deskSyncedVersion: number;
  /** The escalation raised when the contract was suspended, for the shop's inbox. */
  escalation: EscalationView | null;
  escalationSynced: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What a commit writes beside the core's step. */
export interface CommitOptions {
  /** What caused the step: a command ("accept", "samples", …) or "check". */
  cause: string;
  actor: EventActor;
  /** The agent that acted, when one did. */
  agentId?: string;
  /** What changed in the SLA windows (a batch, or windows sliding at a check): written in the same transaction. */
  windows?: SlaWindowChanges;
  /** An escalation to raise in the shop's inbox (the contract was suspended). */
  escalation?: EscalationView;
  /** Agreement records to sign after the commit (activation, an adopted amendment). */
  records?: { kind: "activated" | "amended"; termsVersion: number; at: number; record: unknown }[];
  /** The check's verdicts (tick), for the `contract.checked` event. */
  verdicts?: unknown[];
  /** Violations to roll up to the parent contract (hierarchical), delivered after the commit. */
  rollups?: unknown[];
  /** Inbox items beside the suspension's (a dispute opened, decided or withdrawn), for the Shop after the commit. */
  inboxReports?: ContractEscalationReport[];
}

interface PostingRow {
  posting_id: string;
  kind: Posting["kind"];
  from_account: Posting["from"];
  to_account: Posting["to"];
  amount_minor: number;
  currency: string;
  at: number;
  cause: string;
  [column: string]: SqlStorageValue;
}

export class ContractStore {
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  transaction<T>(fn: () => T): T {
    return this.storage.transactionSync(fn);
  }

  load(): ContractRow | null {
    const raw = this.sql.exec<ContractRowRaw>("SELECT * FROM contract WHERE singleton = 1").toArray()[0];
    if (!raw) return null;
    return {
      contractId: raw.contract_id,
      shopId: raw.shop_id,
      state: JSON.parse(raw.state) as ContractState,
      limits: JSON.parse(raw.limits) as ContractLimits,
      version: raw.version,
      auditTip: { seq: raw.audit_seq, head: raw.audit_head },
      deskSyncedVersion: raw.desk_synced_version,
      escalation: raw.escalation ? (JSON.parse(raw.escalation) as EscalationView) : null,
      escalationSynced: raw.escalation_synced === 1,
      createdAt: raw.created_at,
      updatedAt: raw.updated_at,
    };
  }

  /** Every posting on this contract's books (or those with one cause), in the order they were written. */
  postings(cause?: string): Posting[] {
    const contractId = this.sql.exec<{ contract_id: string }>("SELECT contract_id FROM contract").toArray()[0]?.contract_id ?? "";
    const columns = "SELECT posting_id, kind, from_account, to_account, amount_minor, currency, at, cause FROM postings";
    return (cause === undefined ? this.sql.exec<PostingRow>(`${columns} ORDER BY seq`) : this.sql.exec<PostingRow>(`${columns} WHERE cause = ? ORDER BY seq`, cause))
      .toArray()
      .map((r) => ({ postingId: r.posting_id, contractId, kind: r.kind, from: r.from_account, to: r.to_account, amountMinor: r.amount_minor, currency: r.currency, at: r.at, cause: r.cause }));
  }

  /** The first commit: the proposal's row, then the step like any other. */
  create(step: ContractStep, limits: ContractLimits, options: CommitOptions, now: number): ContractRow {
    const { state } = step;
    this.sql.exec(
      `INSERT INTO contract (singleton, contract_id, shop_id, status, state, limits, version, created_at, updated_at)
       VALUES (1, ?, ?, ?, ?, ?, 0, ?, ?)`,
      state.contractId,
      state.shopId,
      state.status,
      JSON.stringify(state),
      JSON.stringify(limits),
      now,
      now,
    );
    return this.commit(this.load()!, step, options, now);
  }

  /**
   * Writes one step: state (version + 1 unless the step is quiet), a history line, one audit entry per event (and
   * one for the postings), the new postings, and the outbox rows. Call inside `transaction`.
   */
  commit(row: ContractRow, step: ContractStep, options: CommitOptions, now: number): ContractRow {
    const { state } = step;
    // A check that found nothing to report (its clock moved, no event, no posting) updates the state quietly: no
    // history line and no new version, so a contract checked every second does not resync its desk every second.
    const quiet =
      step.events.length === 0 &&
      step.postings.length === 0 &&
      options.escalation === undefined &&
      (options.records?.length ?? 0) === 0 &&
      (options.rollups?.length ?? 0) === 0 &&
      (options.inboxReports?.length ?? 0) === 0;
    const version = quiet ? row.version : row.version + 1;
    let tip = row.auditTip;
    const audit = (kind: AuditKind & `contract.${string}`, data: unknown) => {
      // The room's chain and hash; contract entries name their own kinds (contract.*).
      const sealed = sealAudit(tip, kind, data, now);
      this.sql.exec("INSERT INTO audit (seq, at, kind, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)", ...sealed.values);
      tip = sealed.tip;
    };
    let outboxN = 0;
    // Event ids are unique for ever (the consumer dedupes by them): the version and position of a step's events,
    // or for a check's report the check's time (two checks never share one: a tick at a time already checked
    // changes nothing, so commits nothing).
    const outbox = (type: string, payload: Record<string, unknown>, at: number) => {
      this.sql.exec(
        "INSERT INTO outbox (event_id, type, actor, payload, created_at) VALUES (?, ?, ?, ?, ?)",
        type !== "contract.checked"
          ? `${state.contractId}:${version}:${outboxN++}`
          : options.cause === "check"
            ? `${state.contractId}:checked:${at}`
            : `${state.contractId}:checked:${options.cause}:${at}`,
        type,
        options.actor,
        JSON.stringify(payload),
        at,
      );
    };

    for (const event of step.events) {
      audit(event.type, { ...event.data, by: options.agentId ?? options.actor });
      outbox(event.type, eventPayload(event.type, event.data, event.at, state, options), event.at);
    }
    if (step.postings.length > 0) {
      for (const p of step.postings) {
        this.sql.exec(
          "INSERT INTO postings (posting_id, kind, from_account, to_account, amount_minor, currency, at, cause) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          p.postingId,
          p.kind,
          p.from,
          p.to,
          p.amountMinor,
          p.currency,
          p.at,
          p.cause,
        );
      }
      audit("contract.postings", { postings: step.postings.map((p) => ({ postingId: p.postingId, kind: p.kind, from: p.from, to: p.to, amountMinor: p.amountMinor, cause: p.cause })) });
      // The payload schema takes at most 1,000 postings per event.
      for (let i = 0; i < step.postings.length; i += 1_000) outbox("contract.postings", { postings: step.postings.slice(i, i + 1_000), cause: options.cause }, now);
    }
    // A check's evidence, and a child's violation rolled up into this contract (its provider missed, too).
    const judged = options.cause === "check" || options.cause.startsWith("rollup:");
    if (judged && (step.evidence.length > 0 || (options.verdicts?.length ?? 0) > 0)) {
      outbox(
        "contract.checked",
        { checkAt: now, verdicts: options.verdicts ?? [], evidence: step.evidence, status: state.status, termsVersion: state.termsVersion },
        now,
      );
    }
    if (state.parentId) {
      for (const verdict of options.rollups ?? []) {
        this.sql.exec("INSERT INTO rollups (parent_id, child, verdict, at) VALUES (?, ?, ?, ?)", state.parentId, JSON.stringify(state), JSON.stringify(verdict), now);
      }
    }
    for (const r of options.records ?? []) {
      this.sql.exec("INSERT OR IGNORE INTO records (kind, terms_version, at, record) VALUES (?, ?, ?, ?)", r.kind, r.termsVersion, r.at, JSON.stringify(r.record));
    }
    if (!quiet) {
      this.sql.exec(
        "INSERT INTO history (at, kind, actor, data) VALUES (?, ?, ?, ?)",
        now,
        options.cause,
        options.agentId ?? options.actor,
        JSON.stringify({ status: state.status, termsVersion: state.termsVersion, events: step.events.map((e) => e.type), postings: step.postings.length }),
      );
    }
    for (const report of options.inboxReports ?? []) {
      this.sql.exec(
        "INSERT INTO inbox_reports (escalation_id, report, synced) VALUES (?, ?, 0) ON CONFLICT (escalation_id) DO UPDATE SET report = excluded.report, synced = 0",
        report.escalation.escalationId,
        JSON.stringify(report),
      );
    }
    if (options.windows) this.saveWindows(options.windows);
    const escalation = options.escalation ?? row.escalation;
    this.sql.exec(
      `UPDATE contract SET status = ?, state = ?, version = ?, audit_seq = ?, audit_head = ?,
         escalation = ?, escalation_synced = ?, updated_at = ? WHERE singleton = 1`,
      state.status,
      JSON.stringify(state),
      version,
      tip.seq,
      tip.head,
      escalation ? JSON.stringify(escalation) : null,
      options.escalation ? 0 : row.escalationSynced ? 1 : 0,
      now,
    );
    return { ...row, state, version, auditTip: tip, escalation, escalationSynced: options.escalation ? false : row.escalationSynced, updatedAt: now };
  }

  /** Sample batches: whether one was seen, and recording one (with what SlaWindows made of it). */
  batchSeen(batchId: string): { accepted: number; late: number; future: number; digest: string | null } | null {
    return this.sql.exec<{ accepted: number; late: number; future: number; digest: string | null }>("SELECT accepted, late, future, digest FROM sample_batches WHERE batch_id = ?", batchId).toArray()[0] ?? null;
  }

  recordBatch(batchId: string, digest: string, reporter: string, counts: { accepted: number; late: number; future: number }, windows: SlaWindowChanges, now: number): void {
    this.sql.exec("INSERT INTO sample_batches (batch_id, at, reporter, accepted, late, future, digest) VALUES (?, ?, ?, ?, ?, ?, ?)", batchId, now, reporter, counts.accepted, counts.late, counts.future, digest);
    this.saveWindows(windows);
  }

  /**
   * The SLA windows as stored: the header and one row per bucket (schema step 3), for these targets (an amended
   * contract's may differ: SlaWindows.fromParts keeps what still fits). Rows older than every window (left by a
   * restart before the windows slid past them) are deleted here, so storage stays at 15 minutes of buckets.
   */
  loadWindows(targets: SlaTarget[]): SlaWindows {
    const header = this.sql.exec<{ windows_header: string | null }>("SELECT windows_header FROM contract WHERE singleton = 1").toArray()[0]?.windows_header ?? null;
    if (header === null) return new SlaWindows(targets);
    const rows = this.sql.exec<{ key: string; value: string }>("SELECT key, value FROM sla_buckets").toArray();
    const windows = SlaWindows.fromParts(targets, header, rows.map((r) => [r.key, r.value] as const));
    for (const r of rows) if (windows.isStaleKey(r.key)) this.sql.exec("DELETE FROM sla_buckets WHERE key = ?", r.key);
    return windows;
  }

  /** Applies what changed in the windows (contracts/sla/windows.ts takeChanges), in the caller's transaction. */
  saveWindows(changes: SlaWindowChanges): void {
    this.sql.exec("UPDATE contract SET windows_header = ? WHERE singleton = 1", changes.header);
    for (const [key, value] of changes.put) this.sql.exec("INSERT INTO sla_buckets (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value);
    for (const key of changes.delete) this.sql.exec("DELETE FROM sla_buckets WHERE key = ?", key);
  }

  markDeskSynced(version: number): void {
    this.sql.exec("UPDATE contract SET desk_synced_version = max(desk_synced_version, ?) WHERE singleton = 1", version);
  }

  /** Inbox reports the Shop has not taken as they stand, oldest first. */
  pendingInboxReports(): ContractEscalationReport[] {
    return this.sql
      .exec<{ report: string }>("SELECT report FROM inbox_reports WHERE synced = 0 ORDER BY rowid LIMIT 100")
      .toArray()
      .map((r) => JSON.parse(r.report) as ContractEscalationReport);
  }

  /** The Shop took this report: synced, unless a later commit replaced it meanwhile (then that one goes next). */
  markInboxReportSynced(report: ContractEscalationReport): void {
    this.sql.exec("UPDATE inbox_reports SET synced = 1 WHERE escalation_id = ? AND report = ?", report.escalation.escalationId, JSON.stringify(report));
  }

  markEscalationSynced(escalationId: string): void {
    this.sql.exec("UPDATE contract SET escalation_synced = 1 WHERE singleton = 1 AND json_extract(escalation, '$.escalationId') = ?", escalationId);
  }

  history(): { seq: number; at: number; kind: string; actor: string; data: unknown }[] {
    return this.sql
      .exec<{ seq: number; at: number; kind: string; actor: string; data: string }>("SELECT seq, at, kind, actor, data FROM history ORDER BY seq")
      .toArray()
      .map((r) => ({ ...r, data: JSON.parse(r.data) }));
  }

  audit() {
    return readAudit(this.sql);
  }

  /** Agreement records, oldest first, each with its signed form once Parley has signed it (null until then). */
  records(): { seq: number; kind: "activated" | "amended"; termsVersion: number; at: number; record: unknown; signed: unknown }[] {
    return this.sql
      .exec<{ seq: number; kind: "activated" | "amended"; terms_version: number; at: number; record: string; signed: string | null }>(
        "SELECT seq, kind, terms_version, at, record, signed FROM records ORDER BY seq",
      )
      .toArray()
      .map((r) => ({ seq: r.seq, kind: r.kind, termsVersion: r.terms_version, at: r.at, record: JSON.parse(r.record), signed: r.signed === null ? null : JSON.parse(r.signed) }));
  }

  /** Roll-ups waiting for the parent to take them, oldest first. */
  pendingRollups(): { seq: number; parentId: string; child: ContractState; verdict: CheckVerdict; at: number }[] {
    return this.sql
      .exec<{ seq: number; parent_id: string; child: string; verdict: string; at: number }>("SELECT seq, parent_id, child, verdict, at FROM rollups ORDER BY seq LIMIT 100")
      .toArray()
      .map((r) => ({ seq: r.seq, parentId: r.parent_id, child: JSON.parse(r.child) as ContractState, verdict: JSON.parse(r.verdict) as CheckVerdict, at: r.at }));
  }

  rollupDelivered(seq: number): void {
    this.sql.exec("DELETE FROM rollups WHERE seq = ?", seq);
  }

  setSigned(seq: number, signed: unknown): void {
    this.sql.exec("UPDATE records SET signed = ? WHERE seq = ? AND signed IS NULL", JSON.stringify(signed), seq);
  }

  /**
   * A party's countersignature on a signed record (already verified by the caller): the record's signed form
   * replaced by the one with it, a history line and an audit entry (`contract.countersigned`), in one transaction.
   */
  countersigned(row: ContractRow, seq: number, signed: unknown, signature: { signer: string; kid: string }, now: number): void {
    const sealed = sealAudit(row.auditTip, "contract.countersigned", { recordSeq: seq, signer: signature.signer, kid: signature.kid }, now);
    this.sql.exec("INSERT INTO audit (seq, at, kind, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?)", ...sealed.values);
    this.sql.exec("INSERT INTO history (at, kind, actor, data) VALUES (?, ?, ?, ?)", now, "countersign", signature.signer, JSON.stringify({ recordSeq: seq, kid: signature.kid }));
    this.sql.exec("UPDATE records SET signed = ? WHERE seq = ?", JSON.stringify(signed), seq);
    this.sql.exec("UPDATE contract SET audit_seq = ?, audit_head = ?, updated_at = ? WHERE singleton = 1", sealed.tip.seq, sealed.tip.head, now);
  }
}

/**
 * An event's outbox payload: what the core said, with the contract's status and terms version after it (every
 * lifecycle event states them, common/events.ts), and for the events that describe the contract or an amendment,
 * the shapes the catalog asks for, taken from the state.
 */
function eventPayload(type: string, data: Record<string, unknown>, at: number, state: ContractState, options: CommitOptions): Record<string, unknown> {
  const head = { status: state.status, termsVersion: state.termsVersion };
  const metric = state.terms.sla.find((t) => t.id === data.targetId)?.metric;
  switch (type) {
    case "contract.breach":
    case "contract.violation":
    case "contract.bonus": {
      const provider = state.parties.find((p) => p.role === "provider")?.agentId;
      const consumer = state.parties.find((p) => p.role === "consumer")?.agentId;
      const parties = type === "contract.violation" ? { providerId: provider, consumerId: consumer, consecutiveViolations: state.sla.consecutiveViolations, violationsTotal: state.sla.violationsTotal } : type === "contract.bonus" ? { providerId: provider } : {};
      return { checkAt: at, ...(metric ? { metric } : {}), ...parties, ...data, ...head };
    }
    case "contract.suspended":
      return {
        reason: `${state.sla.consecutiveViolations} SLA violations in a row: suspended for review`,
        ...(options.escalation ? { escalationId: options.escalation.escalationId } : {}),
        ...data,
        ...head,
      };
    case "contract.proposed":
      return {
        kind: state.kind,
        parties: state.parties,
        terms: state.terms,
        partIds: state.partIds,
        proposalExpiresAt: state.proposalExpiresAt,
        acceptedBy: state.acceptedBy,
        ...(state.negotiationId ? { negotiationId: state.negotiationId } : {}),
        ...(state.parentId ? { parentId: state.parentId } : {}),
        ...data,
        ...head,
      };
    case "contract.activated":
      return { activatedAt: state.activatedAt, endsAt: state.endsAt, ...data, ...head };
    case "contract.amendment_proposed":
      return state.amendment
        ? { amendmentId: state.amendment.id, proposedBy: state.amendment.proposedBy, expiresAt: state.amendment.expiresAt, terms: state.amendment.terms, ...data, ...head }
        : { ...data, ...head };
    case "contract.amended":
      return { terms: state.terms, ...data, ...head };
    default:
      return { ...data, ...head };
  }
}
