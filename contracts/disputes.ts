/**
 * Disputes (issue #30, item 5: "a consumer with disputes"): a party challenges the money one SLA check moved, and
 * a person at the shop decides. Pure commands in the lifecycle's style — state, the disputed postings and `now`
 * in, a `ContractStep` or a `Refusal` out — so the Contract Durable Object only loads, calls and commits.
 *
 * Why disputes exist: the reporter of samples may be the consumer, who gains from every penalty; the provider's
 * only recourse against made-up breaches is to dispute them. And a consumer who disputes every bonus it funded to
 * claw it back costs the provider too. Each decided dispute leaves the losing side a mark (`losers` on the event),
 * which counterparty profiles fold into a dispute record beside the SLA record, and the negotiator reads both.
 *
 * Rules:
 * - only the side that paid may dispute: the provider a penalty, a consumer a bonus; the money must be the postings
 *   of one check cause (`check:<at>:<targetId>`) of kind penalty or bonus, within DISPUTE_WINDOW_MS of the check;
 * - one dispute per cause (a withdrawn one may be opened again); at most MAX_OPEN_DISPUTES open per contract;
 * - reopening with the same id and the same cause is a harmless repeat (no change); the same id for another cause
 *   is refused;
 * - upheld: every disputed posting reversed (ledger.ts `reversalPostings`), checked against the balances; rejected:
 *   nothing moves; withdrawn (by the party that opened it, while open): nothing moves, nobody gets a mark.
 */
import { reversalPostings, validatePostings } from "./ledger";
import { event, isParty, providerOf, refusal, step, type StepOrRefusal } from "./lifecycle";
import type { AccountId, ContractState, Dispute, DisputeOutcome, Posting } from "./types";

/** A check's money may be disputed for a week after the check. */
export const DISPUTE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Open disputes one contract may carry at once. */
export const MAX_OPEN_DISPUTES = 16;
/** Longest reason or note, in characters. */
export const MAX_DISPUTE_TEXT = 2_000;
/** Longest dispute id, in characters: the event catalog's id (common/events.ts), so every dispute event publishes. */
export const MAX_DISPUTE_ID = 128;

const CHECK_CAUSE = /^check:(\d{1,16}):(.+)$/;

export interface OpenDisputeInput {
  disputeId: string;
  /** The check cause of the disputed postings, `check:<at>:<targetId>` (each posting's `cause`). */
  cause: string;
  reason: string;
}

/** The contract's disputes (none on a contract stored before disputes existed). */
export const disputesOf = (state: ContractState): readonly Dispute[] => state.disputes ?? [];

/** One dispute by id. */
export const findDispute = (state: ContractState, disputeId: string): Dispute | undefined => disputesOf(state).find((d) => d.disputeId === disputeId);

/** The time of the check a cause names, or null when it names no check. */
export function checkTimeOf(cause: string): number | null {
  const match = CHECK_CAUSE.exec(cause);
  return match ? Number(match[1]) : null;
}

function withDispute(state: ContractState, dispute: Dispute): ContractState {
  const list = disputesOf(state);
  const disputes = list.some((d) => d.disputeId === dispute.disputeId) ? list.map((d) => (d.disputeId === dispute.disputeId ? dispute : d)) : [...list, dispute];
  return { ...state, disputes };
}

function textProblem(text: string, name: string, pointer: string): ReturnType<typeof refusal> | null {
  if (text.trim().length === 0) return refusal(422, "validation-failed", `${name} must not be empty`, pointer);
  if (text.length > MAX_DISPUTE_TEXT) return refusal(422, "validation-failed", `${name} must be at most ${MAX_DISPUTE_TEXT} characters`, pointer);
  return null;
}

/**
 * `agentId` disputes the postings of `input.cause`; `disputed` are the contract's postings with that cause (the
 * object looks them up in its books). Refused: not a party (403); no penalty or bonus postings with that cause
 * (404 is not the core's to say — 422 "nothing-to-dispute"); not the side that paid (403 "not-the-payer"); past the
 * window (409 "dispute-window-closed"); already disputed (409 "already-disputed"); too many open (409
 * "too-many-disputes"); the id taken for another cause (409 "dispute-id-reused"); an id or reason the event catalog
 * could not carry (422 "validation-failed").
 */
export function openDispute(state: ContractState, agentId: string, input: OpenDisputeInput, disputed: readonly Posting[], now: number): StepOrRefusal {
  if (!isParty(state, agentId)) return refusal(403, "not-a-party", `${agentId} is not a party to contract ${state.contractId}`);
  const existing = findDispute(state, input.disputeId);
  if (existing) {
    if (existing.cause === input.cause && existing.openedBy === agentId) return step(state);
    return refusal(409, "dispute-id-reused", `dispute ${input.disputeId} already names another dispute on this contract`, "/disputeId");
  }
  if (input.disputeId.length === 0 || input.disputeId.length > MAX_DISPUTE_ID) {
    return refusal(422, "validation-failed", `disputeId must be 1 to ${MAX_DISPUTE_ID} characters`, "/disputeId");
  }
  const bad = textProblem(input.reason, "reason", "/reason");
  if (bad) return bad;
  const checkAt = checkTimeOf(input.cause);
  const money = disputed.filter((p) => p.cause === input.cause && p.contractId === state.contractId && (p.kind === "penalty" || p.kind === "bonus"));
  if (checkAt === null || money.length === 0) {
    return refusal(422, "nothing-to-dispute", `no penalty or bonus of contract ${state.contractId} has cause ${input.cause}`, "/cause");
  }
  const kind = money[0]!.kind as "penalty" | "bonus";
  const role = state.parties.find((p) => p.agentId === agentId)?.role;
  const payerRole = kind === "penalty" ? "provider" : "consumer";
  if (role !== payerRole) {
    return refusal(403, "not-the-payer", `only the ${payerRole} may dispute a ${kind}: it is the side that paid`);
  }
  if (now > checkAt + DISPUTE_WINDOW_MS) {
    return refusal(409, "dispute-window-closed", `a check's money may be disputed for ${DISPUTE_WINDOW_MS / 3_600_000} h after the check`);
  }
  if (disputesOf(state).some((d) => d.cause === input.cause && d.status !== "withdrawn")) {
    return refusal(409, "already-disputed", `the money of ${input.cause} is already disputed`, "/cause");
  }
  if (disputesOf(state).filter((d) => d.status === "open").length >= MAX_OPEN_DISPUTES) {
    return refusal(409, "too-many-disputes", `a contract carries at most ${MAX_OPEN_DISPUTES} open disputes`);
  }
  const against = [...new Set(money.map((p) => p.to.slice(p.to.indexOf(":") + 1)))].sort();
  const dispute: Dispute = {
    disputeId: input.disputeId,
    cause: input.cause,
    kind,
    openedBy: agentId,
    against,
    amountMinor: money.reduce((sum, p) => sum + p.amountMinor, 0),
    reason: input.reason,
    openedAt: now,
    status: "open",
  };
  const next = withDispute(state, dispute);
  return step(next, [], [event(next, "contract.dispute_opened", now, disputeEventData(dispute))]);
}

/**
 * A person at the shop (`by`) decides an open dispute. Upheld: the disputed postings (`disputed`, as for opening)
 * are reversed, checked against `ledger` (a refusal 409 "ledger-refused" if the books cannot carry it). The event
 * names the winners and losers: rejected → the party that opened it lost; upheld → the agents who had received the
 * money lost.
 */
export function decideDispute(
  state: ContractState,
  by: string,
  decision: { disputeId: string; outcome: DisputeOutcome; note?: string },
  disputed: readonly Posting[],
  ledger: ReadonlyMap<AccountId, number>,
  now: number,
): StepOrRefusal {
  const dispute = findDispute(state, decision.disputeId);
  if (!dispute) return refusal(422, "unknown-dispute", `contract ${state.contractId} has no dispute ${decision.disputeId}`);
  if (dispute.status !== "open") return refusal(409, "dispute-not-open", `dispute ${dispute.disputeId} is ${dispute.status}`);
  if (decision.note !== undefined) {
    const bad = textProblem(decision.note, "note", "/note");
    if (bad) return bad;
  }
  let postings: Posting[] = [];
  if (decision.outcome === "upheld") {
    if (!providerOf(state)) return refusal(409, "ledger-refused", `contract ${state.contractId} has no provider`);
    postings = reversalPostings(state, disputed.filter((p) => p.cause === dispute.cause && p.contractId === state.contractId && (p.kind === "penalty" || p.kind === "bonus")), dispute.disputeId, now);
    const checked = validatePostings(ledger, postings);
    if (!checked.ok) return refusal(409, "ledger-refused", checked.detail);
  }
  const decided: Dispute = { ...dispute, status: decision.outcome, decidedAt: now, decidedBy: by, ...(decision.note !== undefined ? { note: decision.note } : {}) };
  const next = withDispute(state, decided);
  const [winners, losers] = decision.outcome === "upheld" ? [[dispute.openedBy], dispute.against] : [dispute.against, [dispute.openedBy]];
  const reversedMinor = postings.reduce((sum, p) => sum + p.amountMinor, 0);
  return step(next, postings, [event(next, "contract.dispute_decided", now, { ...disputeEventData(decided), outcome: decision.outcome, winners, losers, reversedMinor, by })]);
}

/** The party that opened a dispute takes it back while it is open: nothing moves, nobody gets a mark. */
export function withdrawDispute(state: ContractState, agentId: string, disputeId: string, now: number): StepOrRefusal {
  const dispute = findDispute(state, disputeId);
  if (!dispute) return refusal(422, "unknown-dispute", `contract ${state.contractId} has no dispute ${disputeId}`);
  if (dispute.openedBy !== agentId) return refusal(403, "not-the-disputer", `only ${dispute.openedBy} may withdraw dispute ${disputeId}`);
  if (dispute.status !== "open") return refusal(409, "dispute-not-open", `dispute ${disputeId} is ${dispute.status}`);
  const withdrawn: Dispute = { ...dispute, status: "withdrawn", decidedAt: now, decidedBy: agentId };
  const next = withDispute(state, withdrawn);
  return step(next, [], [event(next, "contract.dispute_withdrawn", now, disputeEventData(withdrawn))]);
}

function disputeEventData(d: Dispute): Record<string, unknown> {
  return { disputeId: d.disputeId, cause: d.cause, kind: d.kind, openedBy: d.openedBy, against: d.against, amountMinor: d.amountMinor, reason: d.reason };
}
