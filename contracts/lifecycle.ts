/**
 * A contract's life as pure commands: propose, accept or decline, amend (propose, accept, reject, or adopt terms
 * renegotiated in a room) and terminate.
 * Each takes the current state and `now` and returns either a `ContractStep` (the new state plus the postings,
 * events and reputation evidence the Contract Durable Object commits in one transaction) or a `Refusal` (a 4xx
 * the edges show as a problem; nothing changes). Nothing here reads a clock, draws a random number or mutates
 * its input, so the object, the rehearsal and the bench run the same life.
 *
 * The status machine (`LEGAL_TRANSITIONS`):
 *   proposed → active (every party accepted) | expired (the proposal lapsed) | terminated (a party declined, or
 *   the contract was withdrawn);
 *   active → suspended (too many violations in a row) | completed (its duration ran out) | terminated;
 *   suspended → active (an amendment was adopted, or a person reviewed it and reinstated it) | completed | terminated;
 *   completed, terminated and expired are closed: a closed contract never changes again.
 * Every kind activates only when every party has accepted (a multilateral contract one party declines is never
 * active). The alarm's half (SLA checks, expiry, completion) is `tick` in contracts/core.ts.
 */
import { activationPostings, closingPostings, externalAccount, poolAccount, poolShares, postingId, stakeAccount, validatePostings } from "./ledger";
import { initialSlaRuntime } from "./sla/check";
import type { AccountId, Amendment, ContractEvent, ContractEventType, ContractLimits, ContractState, ContractStatus, ContractStep, ContractTerms, Party, Posting, SlaMetric, SlaRuntime, SlaTarget } from "./types";
import { DEFAULT_PROPOSAL_TTL_MS, termsOf, validateTerms, type NewContractInput } from "./validate";

// --- refusals ---------------------------------------------------------------------------------------------------

/** A command the core will not carry out, with a stable `type` slug for the problem document. */
export interface Refusal {
  refused: true;
  status: 409 | 422 | 403;
  type: string;
  detail: string;
  pointer?: string;
}

export type StepOrRefusal = ContractStep | Refusal;

export function refusal(status: Refusal["status"], type: string, detail: string, pointer?: string): Refusal {
  return pointer === undefined ? { refused: true, status, type, detail } : { refused: true, status, type, detail, pointer };
}

export function isRefusal(result: StepOrRefusal): result is Refusal {
  return (result as Refusal).refused === true;
}

// --- the status machine -------------------------------------------------------------------------------------------

export const LIVE_STATUSES: readonly ContractStatus[] = ["proposed", "active", "suspended"];
export const CLOSED_STATUSES: readonly ContractStatus[] = ["completed", "terminated", "expired"];

export const LEGAL_TRANSITIONS: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = Object.freeze({
  proposed: ["active", "expired", "terminated"],
  active: ["suspended", "completed", "terminated"],
  suspended: ["active", "completed", "terminated"],
  completed: [],
  terminated: [],
  expired: [],
});

/** A live contract counts toward each party's `maxContractsPerAgent`. */
export const isLive = (state: ContractState): boolean => LIVE_STATUSES.includes(state.status);
export const isClosed = (state: ContractState): boolean => CLOSED_STATUSES.includes(state.status);

// --- small helpers shared by the core ------------------------------------------------------------------------------

export const isParty = (state: ContractState, agentId: string): boolean => state.parties.some((p) => p.agentId === agentId);
export const providerOf = (state: ContractState): Party | undefined => state.parties.find((p) => p.role === "provider");

export function step(state: ContractState, postings: Posting[] = [], events: ContractEvent[] = [], evidence: ContractStep["evidence"] = []): ContractStep {
  return { state, postings, events, evidence };
}

/**
 * An event about `state` (the state after the change): its payload opens with the status and terms version, as the
 * event catalog (common/events.ts, `contract.*`) expects of every contract event.
 */
export function event(state: ContractState, type: ContractEventType, at: number, data: Record<string, unknown> = {}): ContractEvent {
  return { type, contractId: state.contractId, at, data: { status: state.status, termsVersion: state.termsVersion, ...data } };
}

/** One line of reputation evidence; `targetId` tells two targets of one metric apart (the catalog's evidence line). */
export type EvidenceLine = ContractStep["evidence"][number] & { targetId?: string };

export function evidenceLine(agentId: string, metric: SlaMetric, met: boolean, at: number, targetId: string): EvidenceLine {
  return { agentId, metric, met, at, targetId };
}

/** The state with one optional key removed (so stored JSON never carries `undefined`). */
function without<K extends keyof ContractState>(state: ContractState, key: K): ContractState {
  const copy = { ...state };
  delete copy[key];
  return copy;
}

/** A contract leaves the live statuses: closed for good at `now`. */
export function close(state: ContractState, status: "completed" | "terminated" | "expired", now: number, reason: string): ContractState {
  return { ...without(state, "amendment"), status, closedAt: now, closeReason: reason };
}

/**
 * Postings checked against the balances they change. The amounts the ledger computes are already clamped to what
 * the accounts hold, so a refusal here means the caller passed balances that are not the contract's books.
 */
export function postOrThrow(ledger: ReadonlyMap<AccountId, number>, postings: readonly Posting[]): Map<AccountId, number> {
  const checked = validatePostings(ledger, postings);
  if (!checked.ok) throw new Error(`contract core computed postings the ledger refuses (stale balances?): ${checked.detail}`);
  return checked.balances;
}

function closedRefusal(state: ContractState): Refusal {
  return refusal(409, "contract-closed", `contract ${state.contractId} is ${state.status}`);
}

function notAPartyRefusal(state: ContractState, agentId: string): Refusal {
  return refusal(403, "not-a-party", `${agentId} is not a party to contract ${state.contractId}`);
}

// --- proposing ---------------------------------------------------------------------------------------------------

export interface ContractIds {
  contractId: string;
  shopId: string;
  /** The party proposing, if it is one: its proposal counts as its acceptance. */
  proposedBy?: string;
}

/**
 * A validated input becomes a proposed contract. Refused (409 "too-many-contracts") when any party is already
 * party to `maxContractsPerAgent` live contracts. The proposal lapses after DEFAULT_PROPOSAL_TTL_MS (1 h) or the
 * shorter `proposalTtlMs` the input asks for.
 */
export function proposeContract(
  input: NewContractInput,
  ids: ContractIds,
  now: number,
  limits: ContractLimits,
  liveContractsOf: (agentId: string) => number,
): StepOrRefusal {
  for (const [i, party] of input.parties.entries()) {
    const live = liveContractsOf(party.agentId);
    if (live >= limits.maxContractsPerAgent) {
      return refusal(409, "too-many-contracts", `${party.agentId} is already party to ${live} live contracts (at most ${limits.maxContractsPerAgent})`, `/parties/${i}/agentId`);
    }
  }
  const terms = termsOf(input);
  const ttl = Math.min(input.proposalTtlMs ?? DEFAULT_PROPOSAL_TTL_MS, DEFAULT_PROPOSAL_TTL_MS);
  const proposerIsParty = ids.proposedBy !== undefined && input.parties.some((p) => p.agentId === ids.proposedBy);
  const state: ContractState = {
    contractId: ids.contractId,
    shopId: ids.shopId,
    kind: input.kind,
    parties: input.parties.map((p) => ({ ...p })),
    terms,
    status: "proposed",
    ...(input.negotiationId !== undefined ? { negotiationId: input.negotiationId } : {}),
    ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
    partIds: [...input.partIds],
    createdAt: now,
    proposalExpiresAt: now + ttl,
    acceptedBy: proposerIsParty ? [ids.proposedBy!] : [],
    termsVersion: 1,
    sla: initialSlaRuntime(terms.sla),
  };
  const proposed = event(state, "contract.proposed", now, {
    kind: state.kind,
    parties: state.parties,
    terms: state.terms,
    ...(state.negotiationId !== undefined ? { negotiationId: state.negotiationId } : {}),
    ...(state.parentId !== undefined ? { parentId: state.parentId } : {}),
    ...(state.partIds.length > 0 ? { partIds: state.partIds } : {}),
    proposalExpiresAt: state.proposalExpiresAt,
    acceptedBy: state.acceptedBy,
  });
  return step(state, [], [proposed]);
}

// --- accepting and declining -----------------------------------------------------------------------------------------

function proposalRefusal(state: ContractState, agentId: string, now: number): Refusal | null {
  if (isClosed(state)) return closedRefusal(state);
  if (!isParty(state, agentId)) return notAPartyRefusal(state, agentId);
  if (state.status !== "proposed") return refusal(409, "not-proposed", `contract ${state.contractId} is already ${state.status}`);
  if (now >= state.proposalExpiresAt) return refusal(409, "proposal-expired", `the proposal lapsed at ${state.proposalExpiresAt}`);
  return null;
}

/**
 * A party accepts the proposal. When the last party accepts, the contract activates: `activatedAt` = now,
 * `endsAt` = now + duration, and the stake and bonus pool are deposited (the ledger's activation postings).
 * Accepting twice changes nothing.
 */
export function acceptContract(state: ContractState, agentId: string, now: number, ledger: ReadonlyMap<AccountId, number>): StepOrRefusal {
  const refused = proposalRefusal(state, agentId, now);
  if (refused) return refused;
  if (state.acceptedBy.includes(agentId)) return step(state);
  const acceptedBy = [...state.acceptedBy, agentId];
  const accepted: ContractState = { ...state, acceptedBy };
  const events = [event(accepted, "contract.accepted", now, { agentId, acceptedBy })];
  if (!state.parties.every((p) => acceptedBy.includes(p.agentId))) return step(accepted, [], events);
  const active: ContractState = { ...accepted, status: "active", activatedAt: now, endsAt: now + state.terms.durationMs };
  const postings = activationPostings(active, now);
  const checked = validatePostings(ledger, postings);
  if (!checked.ok) return refusal(409, "ledger-refused", checked.detail);
  events.push(event(active, "contract.activated", now, { activatedAt: now, endsAt: active.endsAt }));
  return step(active, postings, events);
}

/** A party declines the proposal: the contract is terminated before it was ever active (nothing was deposited). */
export function declineContract(state: ContractState, agentId: string, now: number, reason = "declined"): StepOrRefusal {
  const refused = proposalRefusal(state, agentId, now);
  if (refused) return refused;
  const closed = close(state, "terminated", now, `declined by ${agentId}: ${reason}`);
  return step(closed, [], [event(closed, "contract.declined", now, { agentId, reason }), event(closed, "contract.terminated", now, { closedAt: now, reason: closed.closeReason, by: agentId })]);
}

// --- amendments ----------------------------------------------------------------------------------------------------

const amendmentOpen = (state: ContractState, now: number): state is ContractState & { amendment: Amendment } => state.amendment !== undefined && now < state.amendment.expiresAt;

/**
 * A party proposes new terms for an active or suspended contract. Refused: by a non-party (403); on a closed
 * (409 "contract-closed") or still-proposed contract (409 "not-active"); while another amendment is open (409
 * "amendment-open"); sooner than `minRenegotiationIntervalMs` after the last proposal (409 "amendment-too-soon");
 * terms that break the limits (422, with the pointer), change the currency, or shrink the stake or bonus pool
 * (money already deposited stays until the contract closes). The proposer counts as accepting. An amendment lapses
 * after DEFAULT_PROPOSAL_TTL_MS.
 */
export function proposeAmendment(
  state: ContractState,
  agentId: string,
  terms: unknown,
  now: number,
  limits: ContractLimits,
  context: { negotiationId?: string; openNegotiations?: number } = {},
): StepOrRefusal {
  const { negotiationId, openNegotiations = 0 } = context;
  if (isClosed(state)) return closedRefusal(state);
  if (!isParty(state, agentId)) return notAPartyRefusal(state, agentId);
  if (state.status === "proposed") return refusal(409, "not-active", `contract ${state.contractId} is not active yet: amend the proposal by proposing anew`);
  if (amendmentOpen(state, now)) return refusal(409, "amendment-open", `amendment ${state.amendment.id} is open until ${state.amendment.expiresAt}`);
  // The shop's renegotiations under way (its desk's count): at the limit, a new one waits until one ends.
  if (openNegotiations >= limits.maxConcurrentNegotiations) {
    return refusal(409, "too-many-negotiations", `The shop has ${openNegotiations} contract renegotiations under way, its limit (maxConcurrentNegotiations ${limits.maxConcurrentNegotiations}); propose again when one has ended.`);
  }
  const last = state.lastAmendmentProposedAt;
  if (last !== undefined && now - last < limits.minRenegotiationIntervalMs) {
    return refusal(409, "amendment-too-soon", `the last amendment was proposed at ${last}; the next may come at ${last + limits.minRenegotiationIntervalMs}`);
  }
  const validated = validateTerms(terms, limits);
  if (!validated.ok) {
    const first = validated.problems[0]!;
    return refusal(422, "invalid-terms", validated.problems.map((p) => `${p.pointer}: ${p.detail}`).join("; "), first.pointer);
  }
  const next = validated.value;
  if (next.currency !== state.terms.currency) return refusal(422, "currency-change", `the contract is in ${state.terms.currency}`, "/currency");
  if (next.stakeMinor < state.terms.stakeMinor) return refusal(422, "stake-shrinks", `the stake may grow, not shrink below ${state.terms.stakeMinor}`, "/stakeMinor");
  if (next.bonusPoolMinor < state.terms.bonusPoolMinor) return refusal(422, "pool-shrinks", `the bonus pool may grow, not shrink below ${state.terms.bonusPoolMinor}`, "/bonusPoolMinor");
  const events: ContractEvent[] = [];
  if (state.amendment) events.push(event(state, "contract.amendment_expired", now, { amendmentId: state.amendment.id, reason: "lapsed" }));
  const amendment: Amendment = {
    id: `${state.contractId}:amendment:${state.termsVersion + 1}:${now}`,
    proposedBy: agentId,
    proposedAt: now,
    expiresAt: now + DEFAULT_PROPOSAL_TTL_MS,
    terms: next,
    acceptedBy: [agentId],
    ...(negotiationId !== undefined ? { negotiationId } : {}),
  };
  const proposed: ContractState = { ...state, amendment, lastAmendmentProposedAt: now };
  events.push(
    event(proposed, "contract.amendment_proposed", now, {
      amendmentId: amendment.id,
      proposedBy: agentId,
      expiresAt: amendment.expiresAt,
      terms: next,
      ...(negotiationId !== undefined ? { negotiationId } : {}),
    }),
  );
  return step(proposed, [], events);
}

function amendmentRefusal(state: ContractState, agentId: string, now: number): Refusal | null {
  if (isClosed(state)) return closedRefusal(state);
  if (!isParty(state, agentId)) return notAPartyRefusal(state, agentId);
  if (!state.amendment) return refusal(409, "no-amendment", `contract ${state.contractId} has no amendment open`);
  if (!amendmentOpen(state, now)) return refusal(409, "amendment-expired", `amendment ${state.amendment.id} lapsed at ${state.amendment.expiresAt}`);
  return null;
}

/** Two targets judge the same thing the same way (every field equal, whatever order their keys came in). */
export function sameTarget(a: SlaTarget, b: SlaTarget): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SlaTarget>;
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * SLA runtime after new terms: a target whose definition is unchanged keeps its breach and bonus clocks; a new or
 * changed target starts afresh; removed targets are dropped. The consecutive-violation count restarts at 0 (the
 * amendment is the review a suspension asks for), the totals and reward period carry on.
 */
export function runtimeForNewTerms(old: ContractTerms, next: ContractTerms, runtime: SlaRuntime): SlaRuntime {
  const fresh = initialSlaRuntime(next.sla).targets;
  const targets: SlaRuntime["targets"] = {};
  for (const target of next.sla) {
    const before = old.sla.find((t) => t.id === target.id);
    const kept = before && sameTarget(before, target) ? runtime.targets[target.id] : undefined;
    targets[target.id] = kept ?? fresh[target.id]!;
  }
  return { ...runtime, targets, consecutiveViolations: 0 };
}

/** Deposits that grow the stake and pool to an adopted amendment's amounts (cause `amend:<termsVersion>`). */
function topUpPostings(state: ContractState, next: ContractTerms, version: number, now: number): Posting[] {
  const cause = `amend:${version}`;
  const base = { contractId: state.contractId, currency: state.terms.currency, at: now, cause };
  const out: Posting[] = [];
  const provider = providerOf(state);
  const stakeGrowth = next.stakeMinor - state.terms.stakeMinor;
  if (stakeGrowth > 0 && provider) {
    out.push({ ...base, postingId: postingId(state.contractId, cause, 0), kind: "stake_deposit", from: externalAccount(provider.agentId), to: stakeAccount(state.contractId), amountMinor: stakeGrowth });
  }
  const consumers = state.parties.filter((p) => p.role === "consumer");
  const before = poolShares(state);
  const after = poolShares({ ...state, terms: next });
  consumers.forEach((consumer, i) => {
    const growth = (after[i] ?? 0) - (before[i] ?? 0);
    if (growth > 0) {
      out.push({ ...base, postingId: postingId(state.contractId, cause, 1 + i), kind: "pool_deposit", from: externalAccount(consumer.agentId), to: poolAccount(state.contractId), amountMinor: growth });
    }
  });
  return out;
}

/**
 * A party accepts the open amendment. When every party has, the terms are replaced (termsVersion + 1), the SLA
 * runtime is reset for changed targets (`runtimeForNewTerms`), a grown stake or pool is deposited, and a suspended
 * contract is active again. Accepting twice changes nothing.
 */
export function acceptAmendment(state: ContractState, agentId: string, now: number, ledger: ReadonlyMap<AccountId, number>): StepOrRefusal {
  const refused = amendmentRefusal(state, agentId, now);
  if (refused) return refused;
  const amendment = state.amendment!;
  if (amendment.acceptedBy.includes(agentId)) return step(state);
  const acceptedBy = [...amendment.acceptedBy, agentId];
  if (!state.parties.every((p) => acceptedBy.includes(p.agentId))) {
    const accepted: ContractState = { ...state, amendment: { ...amendment, acceptedBy } };
    return step(accepted, [], [event(accepted, "contract.accepted", now, { agentId, acceptedBy, amendmentId: amendment.id })]);
  }
  const version = state.termsVersion + 1;
  const postings = topUpPostings(state, amendment.terms, version, now);
  const checked = validatePostings(ledger, postings);
  if (!checked.ok) return refusal(409, "ledger-refused", checked.detail);
  const activatedAt = state.activatedAt ?? now;
  const adopted: ContractState = {
    ...without(state, "amendment"),
    terms: amendment.terms,
    termsVersion: version,
    lastAmendmentAdoptedAt: now,
    status: "active",
    endsAt: activatedAt + amendment.terms.durationMs,
    sla: runtimeForNewTerms(state.terms, amendment.terms, state.sla),
  };
  const events = [event(adopted, "contract.amended", now, { amendmentId: amendment.id, terms: adopted.terms, acceptedBy, reactivated: state.status === "suspended", endsAt: adopted.endsAt })];
  return step(adopted, postings, events);
}

/**
 * A party rejects the open amendment (the proposer rejecting withdraws it): the terms stay as they are. The event is
 * contract.declined with the amendment's id, as the event catalog has it.
 */
export function rejectAmendment(state: ContractState, agentId: string, now: number): StepOrRefusal {
  const refused = amendmentRefusal(state, agentId, now);
  if (refused) return refused;
  const rejected = without(state, "amendment");
  return step(rejected, [], [event(rejected, "contract.declined", now, { agentId, reason: "amendment rejected", amendmentId: state.amendment!.id })]);
}

// --- reviewing a suspension -----------------------------------------------------------------------------------------

/**
 * A person reviewed a suspended contract and reinstates it as it stands: active again under the same terms, the
 * consecutive violations forgiven (the count restarts at 0, the total stays) and each target's breach clock cleared,
 * so a breach that persists gets its grace again before it counts. Nothing moves on the books: penalties already
 * taken stay taken. The event is `contract.activated` (its payload fits: status, activation and end unchanged),
 * marked `reinstated`, with who reviewed and their note: every reader of the catalog sees the contract active again.
 * Refused on a closed contract (409 "contract-closed"), to anyone but the shop (403 "not-the-reviewer") and on a
 * contract that is not suspended (409 "contract-not-suspended", naming its status). The other outcome of a review is `terminateContract`.
 */
export function reinstateContract(state: ContractState, by: string, now: number, note?: string): StepOrRefusal {
  if (isClosed(state)) return closedRefusal(state);
  // A provider must not lift its own suspension: the review is the shop's (its owner, acting as "shop").
  if (by !== "shop") return refusal(403, "not-the-reviewer", `only the shop reviews a suspension of contract ${state.contractId}, not ${by}`);
  if (state.status !== "suspended") return refusal(409, "contract-not-suspended", `contract ${state.contractId} is ${state.status}: only a suspended contract is reviewed`);
  const targets: SlaRuntime["targets"] = {};
  for (const [id, target] of Object.entries(state.sla.targets)) targets[id] = { ...target, breachSince: null, lastViolationAt: null };
  const reinstated: ContractState = { ...state, status: "active", sla: { ...state.sla, targets, consecutiveViolations: 0 } };
  const data: Record<string, unknown> = { activatedAt: state.activatedAt ?? now, reinstated: true, by, forgivenViolations: state.sla.consecutiveViolations };
  if (state.endsAt !== undefined) data.endsAt = state.endsAt;
  if (note !== undefined) data.note = note;
  return step(reinstated, [], [event(reinstated, "contract.activated", now, data)]);
}

// --- terminating ---------------------------------------------------------------------------------------------------

/**
 * A party (or the shop, as operator) ends a live contract early. What is left of the stake and pool goes back (the
 * ledger's closing postings; nothing was deposited while proposed).
 */
export function terminateContract(state: ContractState, by: string, reason: string, now: number, ledger: ReadonlyMap<AccountId, number>): StepOrRefusal {
  if (isClosed(state)) return closedRefusal(state);
  if (by !== "shop" && !isParty(state, by)) return notAPartyRefusal(state, by);
  const postings = state.status === "proposed" ? [] : closingPostings(state, ledger, now, "terminate");
  const checked = validatePostings(ledger, postings);
  if (!checked.ok) return refusal(409, "ledger-refused", checked.detail);
  const closed = close(state, "terminated", now, reason);
  return step(closed, postings, [event(closed, "contract.terminated", now, { closedAt: now, reason, by })]);
}


// --- renegotiating through a room -------------------------------------------------------------------------------------

/**
 * What a room agreed, as the edge read it for a renegotiation: the negotiation, who opened it (as a party names
 * it, e.g. `buyer:<buyerId>`), its product and the contract's original negotiation's product (null when the
 * contract was not made from a negotiation), the agreed total price, currency and terms, and when it was opened.
 */
export interface AgreedRenegotiation {
  negotiationId: string;
  buyer: string;
  productId: string;
  originalProductId: string | null;
  priceMinor: number;
  currency: string;
  terms: Record<string, number | string>;
  openedAt: number;
}


/**
 * The consumer adopts what it agreed in an ordinary negotiation on the contract's product as an amendment, in one
 * step: both sides agreed in the room (the buyer by its move, the shop by its kernel under its policies), so
 * nobody accepts again. The price and terms become the room's; SLA, stake, pool and duration stay; termsVersion
 * + 1; a suspended contract is active again; the event is contract.amended, as for an adopted amendment. Refused,
 * changing nothing: on a closed (409 "contract-closed") or still-proposed contract (409 "not-active"); by anyone
 * but a consumer (403 "not-the-consumer"); for another agent's negotiation (403 "not-your-negotiation"); on a
 * contract not made from a negotiation (422 "no-original-negotiation"); for another product (422
 * "other-product"); in another currency (422 "currency-change"); with a negotiation already adopted (409
 * "negotiation-used") or opened before the contract was activated or its last amendment adopted (409
 * "negotiation-stale"); while an amendment is open (409 "amendment-open"); sooner than
 * `minRenegotiationIntervalMs` after the last amendment proposed or adopted (409 "amendment-too-soon"); on a contract with parties beyond the buyer and the
 * shop (422 "other-parties": the room's agreement binds only those two).
 */
export function adoptNegotiatedAmendment(state: ContractState, agentId: string, agreed: AgreedRenegotiation, now: number, limits: ContractLimits): StepOrRefusal {
  const pointer = "/negotiationId";
  if (isClosed(state)) return closedRefusal(state);
  if (!isParty(state, agentId)) return notAPartyRefusal(state, agentId);
  if (state.status === "proposed") return refusal(409, "not-active", `contract ${state.contractId} is not active yet: accept it first`);
  if (!state.parties.some((p) => p.agentId === agentId && p.role === "consumer")) {
    return refusal(403, "not-the-consumer", `${agentId} is not a consumer of contract ${state.contractId}: the consumer renegotiates in a room`);
  }
  // The room binds two sides, the buyer and the shop: a contract with anyone else in it is amended by all its parties.
  const strangers = state.parties.filter((p) => p.agentId !== agentId && p.agentId !== `shop:${state.shopId}`);
  if (strangers.length > 0) {
    return refusal(422, "other-parties", `contract ${state.contractId} has parties beyond the buyer and the shop (${strangers.map((p) => p.agentId).join(", ")}): amend it directly, so each accepts`, pointer);
  }
  if (agreed.buyer !== agentId) return refusal(403, "not-your-negotiation", `negotiation ${agreed.negotiationId} is not ${agentId}'s`, pointer);
  if (state.negotiationId === undefined || agreed.originalProductId === null) {
    return refusal(422, "no-original-negotiation", `contract ${state.contractId} was not made from a negotiation: amend it directly`, pointer);
  }
  if (agreed.productId !== agreed.originalProductId) {
    return refusal(422, "other-product", `negotiation ${agreed.negotiationId} is about ${agreed.productId}; the contract is about ${agreed.originalProductId}`, pointer);
  }
  if (agreed.currency !== state.terms.currency) return refusal(422, "currency-change", `the contract is in ${state.terms.currency}, the negotiation in ${agreed.currency}`, pointer);
  if (agreed.negotiationId === state.negotiationId || (state.renegotiatedWith ?? []).includes(agreed.negotiationId)) {
    return refusal(409, "negotiation-used", `negotiation ${agreed.negotiationId} is already part of contract ${state.contractId}`, pointer);
  }
  const since = Math.max(state.activatedAt ?? state.createdAt, state.lastAmendmentAdoptedAt ?? -Infinity);
  if (agreed.openedAt < since) {
    return refusal(409, "negotiation-stale", `negotiation ${agreed.negotiationId} was opened at ${agreed.openedAt}, before the terms in force since ${since}: open a new one`, pointer);
  }
  if (amendmentOpen(state, now)) return refusal(409, "amendment-open", `amendment ${state.amendment.id} is open until ${state.amendment.expiresAt}`);
  const last = Math.max(state.lastAmendmentProposedAt ?? -Infinity, state.lastAmendmentAdoptedAt ?? -Infinity);
  if (now - last < limits.minRenegotiationIntervalMs) {
    return refusal(409, "amendment-too-soon", `the last amendment was at ${last}; the next may come at ${last + limits.minRenegotiationIntervalMs}`);
  }
  const validated = validateTerms({ ...state.terms, priceMinor: agreed.priceMinor, terms: agreed.terms }, limits);
  if (!validated.ok) return refusal(422, "invalid-terms", validated.problems.map((p) => `${p.pointer}: ${p.detail}`).join("; "), pointer);
  const next = validated.value;

  const events: ContractEvent[] = [];
  if (state.amendment) events.push(event(state, "contract.amendment_expired", now, { amendmentId: state.amendment.id, reason: "lapsed" }));
  const version = state.termsVersion + 1;
  const activatedAt = state.activatedAt ?? now;
  const adopted: ContractState = {
    ...without(state, "amendment"),
    terms: next,
    termsVersion: version,
    status: "active",
    endsAt: activatedAt + next.durationMs,
    sla: runtimeForNewTerms(state.terms, next, state.sla),
    lastAmendmentProposedAt: now,
    lastAmendmentAdoptedAt: now,
    renegotiatedWith: [...(state.renegotiatedWith ?? []), agreed.negotiationId],
  };
  // Both parties agreed in the room: the buyer by its move, the shop by its kernel under its policies.
  const acceptedBy = state.parties.map((p) => p.agentId);
  events.push(
    event(adopted, "contract.amended", now, {
      amendmentId: `${state.contractId}:amendment:${version}:${now}`,
      terms: next,
      acceptedBy,
      reactivated: state.status === "suspended",
      endsAt: adopted.endsAt,
      negotiationId: agreed.negotiationId,
    }),
  );
  return step(adopted, [], events);
}
