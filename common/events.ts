/**
 * The negotiation events' catalog: every event a NegotiationRoom (or a Shop) writes to the `negotiation-events`
 * queue, declared once. The room's journal takes `EventPayload<T>` when it writes an outbox row, so a wrong
 * payload does not compile; the consumer in memory/ parses with the same schemas, and a body that fails them is
 * dead-lettered, never half-applied.
 *
 * Pure data shapes: imports only zod and kernel/ types (tests/architecture/layers.test.ts).
 *
 * Compatibility: events already in outboxes, queues and dead letters were written by earlier builds, so a field
 * is required only where every build has written it (and the consumer required it before this catalog); the
 * rest are optional but typed. Keys a schema does not name are kept in the stored payload, dropped from the
 * parsed one. An event type not in the catalog is still a valid envelope: stored, not projected.
 *
 * Service agreements (issue #30): a Contract Durable Object writes its `contract.*` events through its outbox to
 * the same queue, in the same envelope. For these the envelope's `negotiationId` carries the CONTRACT id (not a
 * negotiation's), `shopId` the shop the contract belongs to, `at` the contract's clock and `seq` its outbox
 * order. Every lifecycle event states the contract's `status` after it, so a projection can keep the newest
 * status whatever order deliveries come in. The contract shapes (parties, terms, SLA targets, postings) mirror
 * contracts/types.ts; common/ may not import contracts/, so they are written out here and a test holds the two
 * together (tests/memory/service-contracts-catalog.test.ts).
 */
import { z } from "zod";
import type { BuyerMove, DecisionAction, DecisionStatus } from "../kernel/types";

const id = z.string().min(1).max(128);
const currency = z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code, upper case");
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const epochMs = z.number().int().min(0).max(8.64e15);
const round = z.number().int().min(0);
const quantity = z.number().int().min(1);
const share = z.number().min(0).max(1);

// --- the envelope ----------------------------------------------------------------------------------------

/** Who caused an event: the room writes the first four; "operator" is a person acting through the operator API. */
export const EVENT_ACTORS = ["buyer", "shop", "system", "agent", "operator"] as const;
export type EventActor = (typeof EVENT_ACTORS)[number];

/** Prose attached to an event (a buyer message, a tactic's evidence) and what the language layer read in it. */
export const EventMessageSchema = z.object({
  content: z.string().max(20_000),
  parsedTerms: z.record(z.string(), z.unknown()).nullish(),
  tacticDetected: z.string().max(64).nullish(),
  confidence: share.nullish(),
});
export type EventMessage = z.input<typeof EventMessageSchema>;

/** Dotted lower-case name, e.g. "round.decided". */
const EVENT_TYPE_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/**
 * The message every negotiation event travels in, from a room's outbox to the queue consumer (one event per
 * message; `sendBatch` for several). `eventId` is the idempotency key: the consumer stores each event id once,
 * whatever the number of deliveries. The payload is checked against the catalog separately (`parseNegotiationEvent`).
 */
export const NegotiationEventEnvelopeSchema = z.object({
  /** Envelope version. */
  v: z.literal(1).default(1),
  eventId: id,
  shopId: id,
  /** The negotiation (a Shop's own events carry the shop id here). */
  negotiationId: id,
  /**
   * Outbox sequence number, if known: increasing while the room's outbox holds rows, numbered from 1 again once
   * it has emptied (every row confirmed), so only (at, seq) orders events; never a key. Used for ordering only.
   */
  seq: z.number().int().min(0).optional(),
  /** A catalog type, or another dotted name (stored, not projected). */
  type: z.string().max(64).regex(EVENT_TYPE_NAME, "dotted lower-case event type"),
  /** When the state change committed, epoch milliseconds (the DO's clock). */
  at: epochMs,
  actor: z.enum(EVENT_ACTORS),
  payload: z.record(z.string(), z.unknown()),
  /** Prose the event carries and what was read in it. */
  message: EventMessageSchema.optional(),
});
/** An envelope as it travels: any event type, its payload not yet checked against the catalog. */
export type NegotiationEventEnvelope = z.infer<typeof NegotiationEventEnvelopeSchema>;
export type NegotiationEventEnvelopeInput = z.input<typeof NegotiationEventEnvelopeSchema>;

// --- the payloads ----------------------------------------------------------------------------------------

const DECISION_ACTIONS = ["accept", "counter", "hold", "reject"] as const satisfies readonly DecisionAction[];
const DECISION_STATUSES = ["open", "agreed", "rejected", "expired"] as const satisfies readonly DecisionStatus[];
const MOVE_KINDS = ["open", "counter", "accept"] as const satisfies readonly BuyerMove["kind"][];
/** What a policy that matched did to a decision (ALLOW is not a violation). */
const VIOLATION_OUTCOMES = ["constraint", "escalate", "pause", "deny"] as const;
/** What became of a buyer's free-text message (durable-objects/views.ts MessageView["outcome"]). */
const MESSAGE_OUTCOMES = ["explicit-price", "price", "accept", "withdraw", "clarify", "escalated", "question", "confirm", "confirmed"] as const;
/** What the reader took a message for (durable-objects/views.ts InterpretationView["move"]["kind"]). */
const READ_MOVES = ["price", "accept", "withdraw", "question", "none"] as const;
const READ_CONFIDENCE = ["HIGH", "MEDIUM", "LOW", "UNCERTAIN"] as const;

/** A package's terms besides price (issue 28): term id → value (numbers for numeric terms, strings otherwise). */
const termValues = z.record(z.string().min(1).max(64), z.union([z.number(), z.string().max(200)]));
/** One of several equivalent packages the shop offered at once, each binding if accepted by id. */
const packageOption = z.object({ id: z.string().min(1).max(32), priceMinor: minor, terms: termValues });

/** What every ending of a negotiation carries: the round it ended in and, from a decided round, the quantity. */
const ending = { round: round.optional(), quantity: quantity.optional() };

// --- service agreements (contracts/types.ts, written out: common/ does not import contracts/) ---------------

const CONTRACT_KINDS = ["bilateral", "multilateral", "hierarchical", "composite"] as const;
const PARTY_ROLES = ["provider", "consumer", "guarantor", "reporter", "observer"] as const;
const CONTRACT_STATUSES = ["proposed", "active", "suspended", "completed", "terminated", "expired"] as const;
const SLA_METRICS = ["latency", "success", "availability", "accuracy", "throughput"] as const;
const SLA_STATISTICS = ["p50", "p95", "p99", "mean", "ratio", "rate"] as const;
const POSTING_KINDS = ["stake_deposit", "pool_deposit", "penalty", "bonus", "stake_refund", "pool_refund", "payout", "reversal"] as const;
const CHECK_VERDICT_KINDS = ["met", "insufficient", "breach", "violation", "bonus"] as const;

const contractStatus = z.enum(CONTRACT_STATUSES);
const slaMetric = z.enum(SLA_METRICS);
const termsVersion = z.number().int().min(1);
const reason = z.string().max(1_000);
/** A target's statistic as read at a check (ms, a ratio, a rate): any finite number. */
const reading = z.number();

const contractParty = z.object({
  agentId: id,
  role: z.enum(PARTY_ROLES),
  /** Ed25519 public key (JWK "x", base64url) when the party countersigns records. */
  signingKey: z.string().max(128).optional(),
});
const slaTarget = z.object({
  id: z.string().min(1).max(64),
  metric: slaMetric,
  statistic: z.enum(SLA_STATISTICS),
  windowMin: z.union([z.literal(1), z.literal(5), z.literal(15)]),
  comparator: z.enum(["atMost", "atLeast"]),
  threshold: z.number(),
  penaltyMinor: minor,
  bonusMinor: minor,
  minSamples: z.number().int().min(0),
});
const contractTerms = z.object({
  currency,
  priceMinor: minor,
  terms: termValues,
  sla: z.array(slaTarget).max(32),
  stakeMinor: minor,
  bonusPoolMinor: minor,
  durationMs: z.number().int().min(0),
});
/** `external:<agent>`, `stake:<contract>`, `pool:<contract>` or `party:<agent>` (contracts/types.ts AccountId). */
const accountId = z.string().max(200).regex(/^(external|stake|pool|party):.+$/, "external:, stake:, pool: or party: account");
/** One balanced transfer of the contract ledger (contracts/types.ts Posting); `postingId` is its idempotency key. */
const posting = z.object({
  postingId: z.string().min(1).max(256),
  contractId: id,
  kind: z.enum(POSTING_KINDS),
  from: accountId,
  to: accountId,
  amountMinor: minor.min(1),
  currency,
  at: epochMs,
  /** What caused it: "activate", "check:<at>:<targetId>", "complete", … */
  cause: z.string().min(1).max(256),
});
/** One judged target at one check: reputation evidence for `agentId` (the provider answerable for the target). */
const evidenceLine = z.object({
  agentId: id,
  metric: slaMetric,
  met: z.boolean(),
  at: epochMs,
  /** The target judged; write it (two targets may share a metric). Without it the line is keyed by metric. */
  targetId: z.string().min(1).max(64).optional(),
});
/** A check's verdict on one target (contracts/types.ts CheckVerdict, flattened). */
const checkVerdict = z.object({
  targetId: z.string().min(1).max(64),
  kind: z.enum(CHECK_VERDICT_KINDS),
  reading: reading.nullable().optional(),
  since: epochMs.optional(),
  graceEndsAt: epochMs.optional(),
  penaltyMinor: minor.optional(),
  bonusMinor: minor.optional(),
});
/** What every contract lifecycle event states: the contract's status after it and the terms version it is under. */
const contractHead = { status: contractStatus, termsVersion: termsVersion.optional() };
/** What every dispute event carries (contracts/types.ts `Dispute`). */
const disputeHead = {
  ...contractHead,
  disputeId: id,
  cause: z.string().min(1).max(256),
  kind: z.enum(["penalty", "bonus"]),
  openedBy: id,
  against: z.array(id).min(1).max(16),
  amountMinor: minor,
  reason: z.string().min(1).max(2_000),
};
/** What a check-caused event names: the check (its time) and the target. */
const checkRef = { checkAt: epochMs, targetId: z.string().min(1).max(64), metric: slaMetric.optional() };

/** Each event type and its payload. */
export const EVENT_PAYLOADS = {
  /** A negotiation opened: the product's settings snapshotted for it (floor included: Postgres is the shop's). */
  "negotiation.opened": z.object({
    productId: id,
    productVersion: z.number().int().optional(),
    buyerId: id,
    quantity,
    currency,
    anchorMinor: minor,
    floorMinor: minor,
    /** The kernel's StrategyConfig, stored as it is. */
    strategy: z.unknown().optional(),
    maxRounds: round.optional(),
    expiresAt: epochMs.optional(),
    // Optional: events from before the learner (and imports) have none; a missing arm counts as "default".
    arm: z.string().min(1).max(32).optional(),
    authenticated: z.boolean().optional(),
    resumed: z.boolean().optional(),
  }),
  /** The shop answered a buyer's move (or a person's verdict was committed). */
  "round.decided": z.object({
    round,
    /** The buyer's move as the kernel took it (kernel BuyerMove): a package bid's named terms, an accepted option's id. */
    move: z.object({ kind: z.enum(MOVE_KINDS), priceMinor: minor.optional(), terms: termValues.optional(), optionId: z.string().max(32).optional() }).optional(),
    action: z.enum(DECISION_ACTIONS),
    priceMinor: minor.nullable(),
    /** A package product: the terms that go with priceMinor (the agreed package, or the shop's offer). */
    terms: termValues.optional(),
    /** A package counter that offered several equivalent packages: all of them (the first is priceMinor and terms). */
    options: z.array(packageOption).max(3).optional(),
    reasons: z.array(z.string()).optional(),
    status: z.enum(DECISION_STATUSES),
  }),
  /** What the kernel proposed for a round, beside what the policies made of it. */
  "agent.recommendation": z.object({
    round: round.optional(),
    kind: z.string().min(1).max(64),
    recommendation: z.record(z.string(), z.unknown()),
    rationale: z.string().max(10_000).optional(),
    confidence: share.optional(),
  }),
  /** A policy that matched a decision and did not allow it as it was. */
  "policy.violation": z.object({
    policyId: id,
    ruleId: z.string().max(128).optional(),
    // The room writes the policy's action lower-cased (a string to the compiler); parsing holds it to the four.
    outcome: z.string().pipe(z.enum(VIOLATION_OUTCOMES)),
    severity: z.string().max(32).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  "negotiation.agreed": z.object({ ...ending, agreedPriceMinor: minor, /** A package deal's terms besides price. */ agreedTerms: termValues.optional() }),
  /**
   * The buyer took one of the switches a package agreement offered (governed-round/switch.ts): the deal now stands at
   * this package. `switchNumber` counts the negotiation's switches from 1: the highest is the deal as it stands,
   * whatever order the events arrive in.
   */
  "negotiation.switched": z.object({
    round: round.optional(),
    switchNumber: z.number().int().min(1),
    optionId: z.string().min(1).max(32),
    agreedPriceMinor: minor,
    agreedTerms: termValues,
    quantity: quantity.optional(),
    previousPriceMinor: minor.optional(),
    previousTerms: termValues.optional(),
  }),
  "negotiation.rejected": z.object({ ...ending, agreedPriceMinor: z.null().optional() }),
  /** Past its deadline (from the alarm), or a round that found it expired. */
  "negotiation.expired": z.object({ ...ending, agreedPriceMinor: z.null().optional(), expiresAt: epochMs.optional() }),
  "negotiation.withdrawn": z.object({ round: round.optional() }),
  /** A policy sent the shop's next move to a person. */
  "negotiation.escalated": z.object({
    round,
    escalationId: id,
    /** Null when deny-by-default or a failed check escalated. */
    policyId: id.nullable(),
    assignee: z.string().min(1).max(200),
  }),
  /** A buyer's free-text message (the text travels as the event's message), how it was read and what it led to. */
  "buyer.message": z.object({
    round,
    outcome: z.enum(MESSAGE_OUTCOMES),
    move: z.enum(READ_MOVES),
    confidence: z.enum(READ_CONFIDENCE),
  }),
  /** A buyer tactic seen for the first time (its evidence travels as the event's message). */
  "tactic.detected": z.object({
    round,
    tactic: z.string().min(1).max(64),
    confidence: share,
    rounds: z.array(round),
    /** "history": found afterwards by the cron over the whole negotiation, not by the room. */
    source: z.literal("history").optional(),
  }),
  /** The Shop's circuit breaker paused a product (or the whole shop); negotiationId is the shop's id. */
  "breaker.tripped": z.object({
    /** Null: the whole shop. */
    productId: id.nullable(),
    reason: z.string().max(1_000),
    at: z.iso.datetime(),
    until: z.iso.datetime(),
  }),
  /** A message of an ingested negotiation log (memory/ingest-consumer.ts; never on the queue). */
  "message.imported": z.object({ documentId: z.string().min(1).max(200), index: z.number().int().min(0) }),

  // --- service agreements: the envelope's negotiationId is the contract id ---------------------------------

  /** A contract was proposed: everything a projection needs to show it (parties with roles, terms, SLA targets). */
  "contract.proposed": z.object({
    ...contractHead,
    kind: z.enum(CONTRACT_KINDS),
    parties: z.array(contractParty).min(1).max(16),
    terms: contractTerms,
    termsVersion,
    /** The negotiation whose agreement it records, if any. */
    negotiationId: id.optional(),
    /** Hierarchical: the parent contract; composite: its parts. */
    parentId: id.optional(),
    partIds: z.array(id).max(8).optional(),
    proposalExpiresAt: epochMs.optional(),
    acceptedBy: z.array(id).max(16).optional(),
  }),
  /** A party accepted the proposal (or an amendment, with `amendmentId`). */
  "contract.accepted": z.object({ ...contractHead, agentId: id, acceptedBy: z.array(id).max(16).optional(), amendmentId: id.optional() }),
  /** A party declined: a multilateral contract is never active once one declines. */
  "contract.declined": z.object({ ...contractHead, agentId: id, reason: reason.optional(), amendmentId: id.optional() }),
  /** Every party accepted: the contract runs from `activatedAt` to `endsAt`; its deposits travel as contract.postings. */
  "contract.activated": z.object({ ...contractHead, activatedAt: epochMs.optional(), endsAt: epochMs.optional() }),
  /** A target missed at a check; a violation follows if it lasts past the grace period. */
  "contract.breach": z.object({ ...contractHead, ...checkRef, since: epochMs, graceEndsAt: epochMs, reading: reading.nullable().optional() }),
  /** A breach outlasted its grace: a penalty (`penaltyMinor`, after caps) from the provider's stake to the consumer. */
  "contract.violation": z.object({
    ...contractHead,
    ...checkRef,
    reading,
    penaltyMinor: minor,
    /** The provider answerable and the consumer compensated. */
    providerId: id.optional(),
    consumerId: id.optional(),
    consecutiveViolations: z.number().int().min(0).optional(),
    violationsTotal: z.number().int().min(0).optional(),
  }),
  /** A target beaten by the bonus margin for a whole window: a bonus (`bonusMinor`, after the period cap). */
  "contract.bonus": z.object({ ...contractHead, ...checkRef, reading, bonusMinor: minor, providerId: id.optional() }),
  /** Too many violations in a row: suspended for review (an escalation in the shop's inbox). */
  "contract.suspended": z.object({ ...contractHead, reason, consecutiveViolations: z.number().int().min(0).optional(), escalationId: id.optional() }),
  "contract.amendment_proposed": z.object({
    ...contractHead,
    amendmentId: id,
    proposedBy: id,
    expiresAt: epochMs.optional(),
    terms: contractTerms,
    /** The room the amendment is negotiated in, if any. */
    negotiationId: id.optional(),
  }),
  /** Every party accepted the amendment: `terms` now stand, as `termsVersion`. */
  "contract.amended": z.object({ ...contractHead, amendmentId: id, terms: contractTerms, termsVersion, acceptedBy: z.array(id).max(16).optional() }),
  "contract.amendment_expired": z.object({ ...contractHead, amendmentId: id }),
  /** Ran its duration: refunds and payouts travel as contract.postings. */
  "contract.completed": z.object({ ...contractHead, closedAt: epochMs.optional(), reason: reason.optional() }),
  "contract.terminated": z.object({ ...contractHead, closedAt: epochMs.optional(), reason: reason.optional(), by: id.optional() }),
  /** A proposal nobody finished accepting before it lapsed. */
  "contract.expired": z.object({ ...contractHead, closedAt: epochMs.optional(), reason: reason.optional() }),
  /**
   * One step's ledger postings (activation deposits, a check's penalties and bonuses, closing refunds), each
   * idempotent by `postingId`; `cause` names the step ("activate", "check:<at>", "complete", …).
   */
  "contract.postings": z.object({ postings: z.array(posting).min(1).max(1_000), cause: z.string().min(1).max(256).optional() }),
  /** A party disputed the money one check moved (contracts/disputes.ts); a person at the shop decides. */
  "contract.dispute_opened": z.object({ ...disputeHead }),
  /**
   * A person decided a dispute: upheld reverses the money (its postings travel as contract.postings, cause
   * `dispute:<id>`); `losers` get a mark in their dispute record, `winners` a good one.
   */
  "contract.dispute_decided": z.object({
    ...disputeHead,
    outcome: z.enum(["upheld", "rejected"]),
    winners: z.array(id).min(1).max(16),
    losers: z.array(id).min(1).max(16),
    reversedMinor: minor,
    by: id,
  }),
  /** The party that opened a dispute took it back: nothing moved, no marks. */
  "contract.dispute_withdrawn": z.object({ ...disputeHead }),
  /** One SLA check: its verdict per target and the reputation evidence lines it produced. */
  "contract.checked": z.object({
    checkAt: epochMs,
    verdicts: z.array(checkVerdict).max(32),
    evidence: z.array(evidenceLine).max(32 * 16),
    status: contractStatus.optional(),
    termsVersion: termsVersion.optional(),
  }),
} as const;

/** The `contract.*` event types (the envelope's negotiationId is the contract id). */
export const CONTRACT_CATALOG_TYPES = [
  "contract.proposed",
  "contract.accepted",
  "contract.declined",
  "contract.activated",
  "contract.breach",
  "contract.violation",
  "contract.bonus",
  "contract.suspended",
  "contract.amendment_proposed",
  "contract.amended",
  "contract.amendment_expired",
  "contract.completed",
  "contract.terminated",
  "contract.expired",
  "contract.dispute_opened",
  "contract.dispute_decided",
  "contract.dispute_withdrawn",
  "contract.postings",
  "contract.checked",
] as const satisfies readonly (keyof typeof EVENT_PAYLOADS)[];
export type ContractCatalogType = (typeof CONTRACT_CATALOG_TYPES)[number];

export function isContractEventType(type: string): type is ContractCatalogType {
  return (CONTRACT_CATALOG_TYPES as readonly string[]).includes(type);
}

export type EventType = keyof typeof EVENT_PAYLOADS;
export const EVENT_TYPES = Object.keys(EVENT_PAYLOADS) as EventType[];

/** What a producer writes as the payload of a `T` event. */
export type EventPayload<T extends EventType> = z.input<(typeof EVENT_PAYLOADS)[T]>;
/** What a consumer reads from the payload of a parsed `T` event. */
export type ParsedPayload<T extends EventType> = z.output<(typeof EVENT_PAYLOADS)[T]>;

/** An envelope whose type is in the catalog, its payload typed. */
export type EventEnvelope<T extends EventType> = Omit<NegotiationEventEnvelope, "type" | "payload"> & { type: T; payload: EventPayload<T> };
/** Any catalogued event, discriminated by `type`. */
export type CatalogEvent = { [T in EventType]: EventEnvelope<T> }[EventType];
/**
 * An event as its producer states it, discriminated by `type`: what happened, who caused it, the payload and any
 * prose (the ids, time and sequence are added when it is written and sent).
 */
export type EventLine = { [T in EventType]: { type: T; actor: EventActor; payload: EventPayload<T>; message?: EventMessage } }[EventType];

// The room passes the kernel's types straight in: they must fit the payloads above.
type Fits<A, B> = [A] extends [B] ? true : false;
type Assert<T extends true> = T;
type KernelTypesFit = [
  Assert<Fits<DecisionAction, z.infer<typeof EVENT_PAYLOADS["round.decided"]>["action"]>>,
  Assert<Fits<DecisionStatus, z.infer<typeof EVENT_PAYLOADS["round.decided"]>["status"]>>,
  Assert<Fits<BuyerMove, NonNullable<EventPayload<"round.decided">["move"]>>>,
];

// --- parsing ---------------------------------------------------------------------------------------------

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_PAYLOADS, type);
}

/** The payload of a `type` event, checked. Throws a ZodError describing what is wrong. */
export function parseEventPayload<T extends EventType>(type: T, payload: unknown): ParsedPayload<T> {
  return EVENT_PAYLOADS[type].parse(payload) as ParsedPayload<T>;
}

/**
 * A validated event. `data` is the parsed payload when `type` is in the catalog (read it with `payloadOf`),
 * null for other types (stored, not projected). `payload` is the payload as sent, every key kept.
 */
export type ParsedEvent = NegotiationEventEnvelope & { data: unknown };

/** Envelope + (for catalogued types) the checked payload. Throws a ZodError describing what is wrong. */
export function parseNegotiationEvent(body: unknown): ParsedEvent {
  const envelope = NegotiationEventEnvelopeSchema.parse(body);
  return { ...envelope, data: isEventType(envelope.type) ? parseEventPayload(envelope.type, envelope.payload) : null };
}

/** As `parseNegotiationEvent`, without throwing: the event, or why the body is not one. */
export function safeParseNegotiationEvent(body: unknown): { success: true; event: ParsedEvent } | { success: false; error: z.ZodError } {
  try {
    return { success: true, event: parseNegotiationEvent(body) };
  } catch (error) {
    if (error instanceof z.ZodError) return { success: false, error };
    throw error;
  }
}

/** The typed payload of a parsed event of a catalogued type. */
export function payloadOf<T extends EventType>(event: ParsedEvent, type: T): ParsedPayload<T> {
  if (event.type !== type || event.data === null) throw new Error(`event ${event.eventId} is not a ${type}`);
  return event.data as ParsedPayload<T>;
}

// --- auctions (issue #31): the Auction object's webhooks and its negotiation's events ----------------------------
//
// Not queue events: the Auction object hands `auction.closed` and `contract.awarded` to the Shop as webhooks
// (durable-objects/auction/auction.ts writes them typed by this catalog; a receiver parses them with it), and
// negotiate-best-k's negotiation writes `auction.negotiation_*` events into the auction's hash-chained audit
// (auctions/negotiation.ts, whose events tests/auctions/negotiation-events.test.ts parses with these schemas: auctions/
// may not import common/). Webhook payloads arrive in the Shop's webhook envelope as `data`.

const AUCTION_FORMAT_NAMES = ["first-score", "second-score", "negotiate-best-k"] as const;
const AUCTION_OUTCOMES = ["awarded", "shortlisted", "no-award"] as const;
const AUCTION_NO_AWARD_REASONS = ["no-bids", "all-withdrawn", "no-valid-bid", "no-agreement"] as const;
const NEGOTIATION_THREAD_STATUSES = ["open", "escalated", "agreed", "lost", "rejected", "left", "expired"] as const;
const count = z.number().int().min(0);
const shortlisted = z.object({ supplierId: id, bidId: id, score: z.number() });
/** What an auction event carries beside its own fields: the auction's status and who acted (the audit adds `by`). */
const auctionEventBase = { status: z.enum(["open", "closed", "cancelled"]), by: z.string().max(200).optional() };
const supplierMove = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("open"), priceMinor: minor.optional() }),
  z.object({ kind: z.literal("counter"), priceMinor: minor }),
  z.object({ kind: z.literal("accept") }),
]);

export const AUCTION_EVENT_PAYLOADS = {
  /** Webhook: a request for quotes closed at its deadline (negotiate-best-k: with its shortlist). */
  "auction.closed": z.object({
    auctionId: id,
    outcome: z.enum(AUCTION_OUTCOMES),
    format: z.enum(AUCTION_FORMAT_NAMES),
    closedAt: epochMs,
    reason: reason,
    winner: id.nullable(),
    contractPriceMinor: minor.nullable(),
    runnerUpScore: z.number().nullable(),
    validBids: count,
    invalidBids: count,
    withdrawn: count,
    lateBids: count,
    noAwardReason: z.enum(AUCTION_NO_AWARD_REASONS).nullable(),
    shortlist: z.array(shortlisted).max(32),
  }),
  /** Webhook: an award (a close's, or negotiate-best-k's first agreement) became an active service contract. */
  "contract.awarded": z.object({
    auctionId: id,
    contractId: id,
    providerId: id,
    consumerId: id,
    currency,
    priceMinor: minor,
    terms: termValues,
    bidPriceMinor: minor,
    why: z.string().max(2_000),
  }),
  "auction.negotiation_started": z.object({ ...auctionEventBase, auctionId: id.optional(), endsAt: epochMs, maxRounds: z.number().int().min(1), suppliers: z.array(id).max(32) }),
  /** A supplier's move as the governed round received it (the opening: its sealed bid). */
  "auction.negotiation_move": z.object({ ...auctionEventBase, supplierId: id, move: supplierMove }),
  /** The kernel's recommendation (audit only: it names the private explanation). */
  "auction.negotiation_recommendation": z.object({ ...auctionEventBase, supplierId: id, move: supplierMove, decision: z.looseObject({ action: z.enum(DECISION_ACTIONS), priceMinor: minor.nullable(), status: z.enum(DECISION_STATUSES), round, reasons: z.array(z.string()) }) }),
  /** The policies' evaluation of it. */
  "auction.negotiation_policy": z.looseObject({ ...auctionEventBase, supplierId: id, outcome: z.enum(["ALLOW", "CONSTRAINT", "ESCALATE", "PAUSE"]), matched: z.array(z.string()), action: z.enum(DECISION_ACTIONS), priceMinor: minor.nullable() }),
  /** What was committed: our answer to the move. */
  "auction.negotiation_offer": z.object({ ...auctionEventBase, supplierId: id, round, action: z.enum(DECISION_ACTIONS), priceMinor: minor.nullable(), reasons: z.array(z.string()), threadStatus: z.enum(NEGOTIATION_THREAD_STATUSES), constrained: z.boolean() }),
  /** A policy held our answer for a person: our standing offer holds. */
  "auction.negotiation_held": z.object({ ...auctionEventBase, supplierId: id, escalationId: id, policyId: z.string().nullable(), reason, standingOfferMinor: minor.nullable(), proposal: z.object({ action: z.enum(DECISION_ACTIONS), priceMinor: minor.nullable() }) }),
  /** A person's verdict on a held answer, or the policy's timeout action. */
  "auction.negotiation_decided": z.object({ ...auctionEventBase, supplierId: id, escalationId: id, decision: z.enum(["approve", "reject", "modify"]), timedOut: z.boolean(), action: z.enum(DECISION_ACTIONS).nullable(), priceMinor: minor.nullable(), threadStatus: z.enum(NEGOTIATION_THREAD_STATUSES) }),
  "auction.negotiation_agreed": z.object({ ...auctionEventBase, auctionId: id.optional(), supplierId: id, bidId: id, priceMinor: minor, terms: termValues, round, bidPriceMinor: minor }),
  /** Another supplier agreed first: this one is told it lost. */
  "auction.negotiation_lost": z.object({ ...auctionEventBase, supplierId: id, winner: id }),
  "auction.negotiation_thread_ended": z.object({ ...auctionEventBase, supplierId: id, threadStatus: z.enum(NEGOTIATION_THREAD_STATUSES), reason: z.string().max(1_000).nullable() }),
  "auction.negotiation_ended": z.object({ ...auctionEventBase, auctionId: id.optional(), outcome: z.enum(["agreed", "no-agreement"]), winner: id.optional(), priceMinor: minor.optional(), reason: reason.optional() }),
} as const;

export type AuctionCatalogType = keyof typeof AUCTION_EVENT_PAYLOADS;
export const AUCTION_CATALOG_TYPES = Object.keys(AUCTION_EVENT_PAYLOADS) as AuctionCatalogType[];
/** What the Auction object writes for a `T` event or webhook. */
export type AuctionCatalogPayload<T extends AuctionCatalogType> = z.input<(typeof AUCTION_EVENT_PAYLOADS)[T]>;

/** The payload of an auction event or webhook, checked. Throws a ZodError describing what is wrong. */
export function parseAuctionCatalogPayload<T extends AuctionCatalogType>(type: T, payload: unknown): z.output<(typeof AUCTION_EVENT_PAYLOADS)[T]> {
  return AUCTION_EVENT_PAYLOADS[type].parse(payload) as z.output<(typeof AUCTION_EVENT_PAYLOADS)[T]>;
}
