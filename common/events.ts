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
} as const;

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
