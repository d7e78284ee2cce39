/**
 * The agreement record: what a contract says at the moment it became active or was amended, as plain JSON, and
 * its canonical text (RFC 8785 JSON Canonicalization Scheme) — the exact bytes Parley and the parties sign
 * (contracts/signing/). Pure and deterministic: the same contract state, event and time always give the same
 * record and the same canonical string, whatever order its objects' keys were built in, so anyone holding the
 * record can recompute the signed text offline.
 */
import canonicalize from "canonicalize";
import type { ContractKind, ContractState, ContractTerms, PartyRole } from "./types";

/** Bump when the record's shape changes; verifiers refuse versions they do not know. */
export const AGREEMENT_RECORD_VERSION = 1;

/** What a record marks: the contract became binding, or its terms were replaced by an adopted amendment. */
export const AGREEMENT_RECORD_EVENTS = ["activated", "amended"] as const;
export type AgreementRecordEvent = (typeof AGREEMENT_RECORD_EVENTS)[number];

export interface AgreementRecordParty {
  agentId: string;
  role: PartyRole;
  /** The party's Ed25519 public key (JWK "x") when it countersigns records; Parley's signature vouches for it. */
  signingKey?: string;
}

/** The signed statement of a contract's terms at one moment. Only JSON values: strings, finite numbers, null. */
export interface AgreementRecord {
  /** Names the document type so a record can never be mistaken for another signed JSON Parley emits. */
  type: "parley.agreement";
  recordVersion: typeof AGREEMENT_RECORD_VERSION;
  event: AgreementRecordEvent;
  /** When the event happened, epoch ms. */
  at: number;
  contractId: string;
  shopId: string;
  kind: ContractKind;
  parties: AgreementRecordParty[];
  /** Version of the terms below: 1 at creation, +1 per amendment adopted. */
  termsVersion: number;
  /** The agreed terms; typed as the contract's own, so a field added there must be added to the record too. */
  terms: ContractTerms;
  /** Epoch ms; null only if the state has not been activated (a record of a proposal is a caller's mistake). */
  activatedAt: number | null;
  endsAt: number | null;
  /** The negotiation whose agreement this contract records, null when none. */
  negotiationId: string | null;
  /** Hierarchical: the parent contract; null otherwise. */
  parentId: string | null;
  /** Composite: the sub-contracts it is made of. */
  partIds: string[];
}

/**
 * The record of `state` at `event`, time `at`. Copies every value it takes (nothing in the record aliases the
 * state) and leaves out what is not part of the agreement (status, SLA runtime, pending amendment, history).
 */
export function agreementRecord(state: ContractState, event: AgreementRecordEvent, at: number): AgreementRecord {
  const { terms } = state;
  return {
    type: "parley.agreement",
    recordVersion: AGREEMENT_RECORD_VERSION,
    event,
    at,
    contractId: state.contractId,
    shopId: state.shopId,
    kind: state.kind,
    parties: state.parties.map((party) =>
      party.signingKey === undefined ? { agentId: party.agentId, role: party.role } : { agentId: party.agentId, role: party.role, signingKey: party.signingKey },
    ),
    termsVersion: state.termsVersion,
    terms: {
      currency: terms.currency,
      priceMinor: terms.priceMinor,
      terms: { ...terms.terms },
      sla: terms.sla.map((target) => ({ ...target })),
      stakeMinor: terms.stakeMinor,
      bonusPoolMinor: terms.bonusPoolMinor,
      durationMs: terms.durationMs,
    },
    activatedAt: state.activatedAt ?? null,
    endsAt: state.endsAt ?? null,
    negotiationId: state.negotiationId ?? null,
    parentId: state.parentId ?? null,
    partIds: [...state.partIds],
  };
}

/**
 * RFC 8785 canonical JSON of a record (keys sorted by UTF-16 code units, no whitespace, ECMAScript number
 * form): the text that is signed. Throws on values JSON cannot carry faithfully (NaN, ±Infinity, lone
 * surrogates, cycles), so a record that could not be verified later is never signed.
 */
export function canonicalRecord(record: AgreementRecord | Record<string, unknown>): string {
  const text = canonicalize(record);
  if (text === undefined) throw new TypeError("an agreement record must be a JSON object");
  return text;
}
