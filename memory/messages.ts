/**
 * Queue message bodies, as zod schemas. Producers (Durable Objects, HTTP routes) build them; consumers parse
 * them; a body that does not parse is dead-lettered, never half-applied. The negotiation events' catalog is
 * common/events.ts (re-exported below); the ingest queue's documents are here.
 */
import { z } from "zod";

const id = z.string().min(1).max(128);
const currency = z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code, upper case");
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const epochMs = z.number().int().min(0).max(8.64e15);

// --- negotiation-events ----------------------------------------------------------------------------------

// The events' envelope and each event type's payload are declared once, in common/events.ts, beside the rooms
// that write them; re-exported here, so what imports them from memory/ (workers, bench, tests) need not change.
export * from "../common/events";

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
