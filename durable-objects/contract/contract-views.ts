/**
 * What a contract shows: to its parties and to its shop's owner, the contract as it stands (parties, terms, status,
 * the amendment under negotiation), its SLA live (each target's reading over its window now, and the breach and
 * violation counts), its books (every posting and the balances derived from them alone), and its disputes of the
 * money checks moved. Times are ISO 8601, except a dispute's (epoch ms, as contracts/types.ts `Dispute` has them);
 * money integer minor units. The desk's summary is the list item.
 */
import { balances } from "../../contracts/ledger";
import type { WindowSeries } from "../../contracts/sla/windows";
import { disputesOf } from "../../contracts/disputes";
import type { ContractState, Dispute, Party, Posting, SlaTarget } from "../../contracts/types";
import type { ContractRow } from "./contract-store";
import type { DeskSummary } from "./desk";

const isoOrNull = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export interface SlaTargetView extends SlaTarget {
  /** The target's statistic over its window now; null with fewer than minSamples samples. */
  reading: number | null;
  samples: number;
  /** Whether the reading meets the threshold (null: not judged). */
  met: boolean | null;
  breachSince: string | null;
  /** The target's statistic over each sliding window (1, 5 and 15 minutes), the one it is judged over among them. */
  windows: { windowMin: 1 | 5 | 15; value: number | null; count: number }[];
}

export interface ContractView {
  contractId: string;
  shopId: string;
  kind: ContractState["kind"];
  status: ContractState["status"];
  parties: Party[];
  /** The party whose samples count (role reporter, else the provider). */
  reporter: string | null;
  terms: ContractState["terms"];
  termsVersion: number;
  negotiationId: string | null;
  /** Later negotiations whose agreements were adopted as amendments (POST …/renegotiated), oldest first. */
  renegotiatedWith: string[];
  parentId: string | null;
  partIds: string[];
  createdAt: string;
  proposalExpiresAt: string;
  acceptedBy: string[];
  activatedAt: string | null;
  endsAt: string | null;
  closedAt: string | null;
  closeReason: string | null;
  amendment: { id: string; proposedBy: string; proposedAt: string; expiresAt: string; terms: ContractState["terms"]; acceptedBy: string[] } | null;
  sla: {
    targets: SlaTargetView[];
    consecutiveViolations: number;
    violationsTotal: number;
    lastCheckAt: string | null;
  };
  ledger: {
    /** Account → balance in minor units, derived from the postings alone. */
    balances: Record<string, number>;
    postings: Posting[];
  };
  /** Disputes of the money a check moved, oldest first: every field of contracts/types.ts `Dispute`. */
  disputes: Dispute[];
  /** Signed agreement records so far (GET …/records). */
  records: number;
  /** Shop audience only: the object's version (each commit adds one). */
  version?: number;
}

export interface SignedRecordView {
  kind: "activated" | "amended";
  termsVersion: number;
  at: string;
  /** The record with its canonical text and signatures (contracts/signing), null for a moment after the commit. */
  signed: unknown;
}

export function contractView(row: ContractRow, readings: readonly WindowSeries[], postings: Posting[], records: number, audience: "shop" | "party"): ContractView {
  const { state } = row;
  const reporter = (state.parties.find((p) => p.role === "reporter") ?? state.parties.find((p) => p.role === "provider"))?.agentId ?? null;
  return {
    contractId: state.contractId,
    shopId: state.shopId,
    kind: state.kind,
    status: state.status,
    parties: state.parties,
    reporter,
    terms: state.terms,
    termsVersion: state.termsVersion,
    negotiationId: state.negotiationId ?? null,
    renegotiatedWith: state.renegotiatedWith ?? [],
    parentId: state.parentId ?? null,
    partIds: state.partIds,
    createdAt: new Date(state.createdAt).toISOString(),
    proposalExpiresAt: new Date(state.proposalExpiresAt).toISOString(),
    acceptedBy: state.acceptedBy,
    activatedAt: isoOrNull(state.activatedAt),
    endsAt: isoOrNull(state.endsAt),
    closedAt: isoOrNull(state.closedAt),
    closeReason: state.closeReason ?? null,
    amendment: state.amendment
      ? {
          id: state.amendment.id,
          proposedBy: state.amendment.proposedBy,
          proposedAt: new Date(state.amendment.proposedAt).toISOString(),
          expiresAt: new Date(state.amendment.expiresAt).toISOString(),
          terms: state.amendment.terms,
          acceptedBy: state.amendment.acceptedBy,
        }
      : null,
    sla: {
      targets: state.terms.sla.map((target) => {
        const windows = readings.find((r) => r.targetId === target.id)?.windows ?? [];
        const reading = windows.find((w) => w.windowMin === target.windowMin);
        const value = reading?.value ?? null;
        return {
          ...target,
          reading: value,
          samples: reading?.count ?? 0,
          windows,
          met: value === null ? null : target.comparator === "atMost" ? value <= target.threshold : value >= target.threshold,
          breachSince: isoOrNull(state.sla.targets[target.id]?.breachSince),
        };
      }),
      consecutiveViolations: state.sla.consecutiveViolations,
      violationsTotal: state.sla.violationsTotal,
      lastCheckAt: isoOrNull(state.sla.lastCheckAt),
    },
    ledger: { balances: Object.fromEntries(balances(postings)), postings },
    disputes: [...disputesOf(state)],
    records,
    ...(audience === "shop" ? { version: row.version } : {}),
  };
}

export function deskSummary(row: ContractRow): DeskSummary {
  const { state } = row;
  return {
    contractId: state.contractId,
    shopId: state.shopId,
    kind: state.kind,
    status: state.status,
    parties: state.parties.map((p) => ({ agentId: p.agentId, role: p.role })),
    currency: state.terms.currency,
    priceMinor: state.terms.priceMinor,
    termsVersion: state.termsVersion,
    negotiationId: state.negotiationId ?? null,
    createdAt: state.createdAt,
    updatedAt: row.updatedAt,
    endsAt: state.endsAt ?? null,
    violationsTotal: state.sla.violationsTotal,
    amendmentOpen: state.amendment !== undefined,
    version: row.version,
  };
}
