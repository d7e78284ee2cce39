/**
 * Queue message bodies, as zod schemas. Producers (Durable Objects, HTTP routes) build them; consumers parse
 * them; a body that does not parse is dead-lettered, never half-applied.
 */
import { z } from "zod";

const id = z.string().min(1).max(128);
const currency = z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code, upper case");
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const epochMs = z.number().int().min(0).max(8.64e15);

// --- negotiation-events ----------------------------------------------------------------------------------

export const EVENT_ACTORS = ["buyer", "shop", "system", "agent", "operator"] as const;

/** Prose attached to an event (a buyer message, a rendered shop reply) and what the language layer read in it. */
export const EventMessageSchema = z.object({
  content: z.string().max(20_000),
  parsedTerms: z.record(z.string(), z.unknown()).nullish(),
  tacticDetected: z.string().max(64).nullish(),
  confidence: z.number().min(0).max(1).nullish(),
});

/**
 * One outbox row of a NegotiationRoom, as sent to the `negotiation-events` queue (one event per message;
 * use `sendBatch` for several). `eventId` is the idempotency key: the consumer stores each event id once,
 * whatever the number of deliveries.
 */
export const NegotiationEventEnvelopeSchema = z.object({
  /** Envelope version. */
  v: z.literal(1).default(1),
  eventId: id,
  shopId: id,
  negotiationId: id,
  /**
   * Outbox sequence number, if known: increasing while the room's outbox holds rows, numbered from 1 again once
   * it has emptied (every row confirmed), so only (at, seq) orders events; never a key. Used for ordering only.
   */
  seq: z.number().int().min(0).optional(),
  /** Dotted lower-case name, e.g. "round.decided". Unknown types are stored but not projected. */
  type: z
    .string()
    .max(64)
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, "dotted lower-case event type"),
  /** When the state change committed, epoch milliseconds (the DO's clock). */
  at: epochMs,
  actor: z.enum(EVENT_ACTORS),
  payload: z.record(z.string(), z.unknown()),
  message: EventMessageSchema.optional(),
});
export type NegotiationEventEnvelope = z.infer<typeof NegotiationEventEnvelopeSchema>;
export type NegotiationEventEnvelopeInput = z.input<typeof NegotiationEventEnvelopeSchema>;

/** Payloads of the event types the consumer projects into tables. Extra keys are allowed (and kept). */
export const EVENT_PAYLOAD_SCHEMAS = {
  "negotiation.opened": z.looseObject({
    productId: id,
    productVersion: z.number().int().optional(),
    buyerId: id,
    quantity: z.number().int().min(1),
    currency,
    anchorMinor: minor,
    floorMinor: minor,
    strategy: z.unknown().optional(),
    maxRounds: z.number().int().min(0).optional(),
    expiresAt: epochMs.optional(),
    // Optional: events from before the learner (and imports) have none; a missing arm counts as "default".
    arm: z.string().min(1).max(32).optional(),
    authenticated: z.boolean().optional(),
    resumed: z.boolean().optional(),
  }),
  "round.decided": z.looseObject({
    round: z.number().int().min(0),
    move: z
      .looseObject({ kind: z.enum(["open", "counter", "accept"]), priceMinor: minor.optional() })
      .optional(),
    action: z.enum(["accept", "counter", "hold", "reject"]),
    priceMinor: minor.nullable(),
    reasons: z.array(z.string()).optional(),
    status: z.enum(["open", "agreed", "rejected", "expired"]),
  }),
  "negotiation.agreed": z.looseObject({
    round: z.number().int().min(0).optional(),
    agreedPriceMinor: minor,
    quantity: z.number().int().min(1).optional(),
  }),
  "negotiation.rejected": z.looseObject({ round: z.number().int().min(0).optional() }),
  "negotiation.expired": z.looseObject({ round: z.number().int().min(0).optional() }),
  "negotiation.withdrawn": z.looseObject({ round: z.number().int().min(0).optional() }),
  "policy.violation": z.looseObject({
    policyId: id,
    ruleId: z.string().max(128).optional(),
    outcome: z.enum(["constraint", "escalate", "pause", "deny"]),
    severity: z.string().max(32).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  "agent.recommendation": z.looseObject({
    round: z.number().int().min(0).optional(),
    kind: z.string().min(1).max(64),
    recommendation: z.record(z.string(), z.unknown()),
    rationale: z.string().max(10_000).optional(),
    confidence: z.number().min(0).max(1).optional(),
  }),
} as const;
export type ProjectedEventType = keyof typeof EVENT_PAYLOAD_SCHEMAS;

export type EventPayload<T extends ProjectedEventType> = z.infer<(typeof EVENT_PAYLOAD_SCHEMAS)[T]>;

/**
 * A validated event. `data` is the zod-parsed payload when `type` is a ProjectedEventType (read it with
 * `payloadOf`), null for other types (stored, not projected).
 */
export type ParsedEvent = NegotiationEventEnvelope & { data: unknown };

export function isProjected(type: string): type is ProjectedEventType {
  return Object.hasOwn(EVENT_PAYLOAD_SCHEMAS, type);
}

/** The typed payload of a parsed event of a known type. */
export function payloadOf<T extends ProjectedEventType>(event: ParsedEvent, type: T): EventPayload<T> {
  if (event.type !== type || event.data === null) throw new Error(`event ${event.eventId} is not a ${type}`);
  return event.data as EventPayload<T>;
}

/** Envelope + (for known types) the typed payload. Throws a ZodError describing what is wrong. */
export function parseNegotiationEvent(body: unknown): ParsedEvent {
  const envelope = NegotiationEventEnvelopeSchema.parse(body);
  if (!isProjected(envelope.type)) return { ...envelope, data: null };
  const data: unknown = EVENT_PAYLOAD_SCHEMAS[envelope.type].parse(envelope.payload);
  return { ...envelope, data };
}

// --- ingest -------------------------------------------------------------------------------------------

const documentId = z.string().min(1).max(200);

/** A past contract posted by the shop owner. */
export const ContractDocumentSchema = z.object({
  kind: z.literal("contract"),
  /** The poster's id for the document (idempotency key within the shop). */
  documentId,
  title: z.string().max(500).optional(),
  text: z.string().min(1).max(100_000),
  productId: id.optional(),
  counterparty: z.string().max(200).optional(),
  currency: currency.optional(),
  /** List price per unit (anchor) if the poster knows it and the text does not say. */
  listUnitPriceMinor: minor.optional(),
  outcome: z.enum(["signed", "agreed", "rejected", "expired", "withdrawn", "unknown"]).default("signed"),
  concludedAt: epochMs.optional(),
});

export const LogMessageSchema = z.object({
  actor: z.enum(["buyer", "shop", "system", "agent", "operator"]),
  content: z.string().min(1).max(20_000),
  at: epochMs.optional(),
});

/** A completed negotiation from outside Parley (e-mail thread, chat export), with its outcome. */
export const NegotiationLogDocumentSchema = z
  .object({
    kind: z.literal("negotiation_log"),
    documentId,
    negotiationId: id.optional(),
    title: z.string().max(500).optional(),
    productId: id,
    counterparty: z.string().min(1).max(200),
    currency,
    quantity: z.number().int().min(1).optional(),
    /** List price per unit the negotiation started from. */
    anchorUnitPriceMinor: minor.optional(),
    outcome: z.object({
      status: z.enum(["agreed", "rejected", "expired", "withdrawn"]),
      /** Agreed price per unit; required when status is "agreed". */
      agreedUnitPriceMinor: minor.optional(),
    }),
    messages: z.array(LogMessageSchema).min(1).max(500),
    startedAt: epochMs.optional(),
    endedAt: epochMs.optional(),
  })
  .refine((d) => d.outcome.status !== "agreed" || d.outcome.agreedUnitPriceMinor !== undefined, {
    message: "an agreed negotiation needs outcome.agreedUnitPriceMinor",
    path: ["outcome", "agreedUnitPriceMinor"],
  });

export const IngestDocumentSchema = z.discriminatedUnion("kind", [ContractDocumentSchema, NegotiationLogDocumentSchema]);
export type IngestDocument = z.infer<typeof IngestDocumentSchema>;

/**
 * One document per message on the `ingest` queue (Cloudflare caps a message at 128 KB; the HTTP route splits
 * a posted batch into messages and sends them with `sendBatch`).
 */
export const IngestMessageSchema = z.object({
  v: z.literal(1).default(1),
  shopId: id,
  /** The upload request this document came from (for tracing). */
  uploadId: z.string().max(128).optional(),
  submittedAt: epochMs.optional(),
  document: IngestDocumentSchema,
});
export type IngestMessage = z.infer<typeof IngestMessageSchema>;
export type IngestMessageInput = z.input<typeof IngestMessageSchema>;
