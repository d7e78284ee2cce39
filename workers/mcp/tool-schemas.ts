/**
 * The MCP tools' input and output schemas (zod; the SDK turns them into the JSON Schemas `tools/list` shows).
 *
 * Inputs: zod checks only the JSON types. Every other rule (whole numbers, ranges, patterns, lengths) is
 * declared in the JSON Schema through `.meta()`, for the model to read, and enforced by the HTTP API the tools
 * call — so a bad value is refused with exactly the problem (`type`, `title`, `detail`) an HTTP client gets, not
 * with a second, differently worded validator's message.
 *
 * Outputs: every result's structuredContent is `{ <what was asked>: … }` on success and `{ problem: … }` on a
 * tool error (`isError: true`). Both keys are optional so that one object schema describes both: MCP clients
 * validate structuredContent against the output schema, errors included. The success shapes are whitelists:
 * the API's answers are parsed through them, so anything not listed here (a negotiation token above all) is
 * dropped before a result leaves the server.
 */
import { z } from "zod";
import { NEGOTIATION_STATUSES } from "../../durable-objects";

// --- inputs -----------------------------------------------------------------------------------------------

const unitPrice = (description: string) =>
  z.number().meta({ type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });

const negotiationId = z.string().meta({
  pattern: "^[0-9a-f]{64}$",
  description: "The negotiation's id, as open_negotiation returned it (64 hexadecimal characters).",
});

const buyerMessage = z.string().meta({
  minLength: 1,
  maxLength: 2_000,
  description:
    'Free text to the shop (at most 2,000 characters), e.g. "I can do 119 EUR per unit". Without priceMinor it is read by the shop: only an unambiguous reading moves the negotiation; otherwise the answer asks you a question.',
});

const termValues = (description: string) =>
  z.record(z.string(), z.union([z.number(), z.string()])).meta({
    description,
    examples: [{ "payment-days": 30, "support-tier": "standard" }],
  });

const offerTerms = termValues(
  "Only for a product with terms (find_products lists them): the terms you ask for beside priceMinor (which they need), term id → value — a number on the term's grid within its range, or one of its listed values. Terms you leave out are as the shop's standing offer has them.",
);

export const OpenNegotiationInput = z.object({
  productId: z.string().meta({ pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", description: "A productId from find_products." }),
  quantity: z.number().meta({ type: "integer", minimum: 1, maximum: 1_000_000, description: "Number of units you want to buy." }),
  priceMinor: unitPrice("Optional first offer: a unit price in integer minor units of the product's currency (12500 = 125.00 EUR).").optional(),
  message: buyerMessage.optional(),
  terms: offerTerms.optional(),
});

export const MakeOfferInput = z.object({
  negotiationId,
  priceMinor: unitPrice("Your offer: a unit price in integer minor units (12500 = 125.00 EUR). Wins over anything the message says.").optional(),
  currency: z
    .string()
    .meta({ pattern: "^[A-Z]{3}$", description: "Optional ISO 4217 code; when given it must be the negotiation's currency." })
    .optional(),
  message: buyerMessage.optional(),
  terms: offerTerms.optional(),
});

export const NegotiationIdInput = z.object({ negotiationId });

export const AcceptInput = z.object({
  negotiationId,
  optionId: z
    .string()
    .meta({ maxLength: 32, description: "Optional: the id of one of the shop's options (shopOffer.options[].id) to take that package instead of the standing offer." })
    .optional(),
});

export const SwitchInput = z.object({
  negotiationId,
  optionId: z.string().meta({ minLength: 1, maxLength: 32, description: "The id of one of the agreement's switches (agreement.switches[].id) to make the deal that package." }),
});

// --- outputs ----------------------------------------------------------------------------------------------

/** An RFC 9457 problem, as the HTTP API answers it (extensions such as retryAfterSeconds or negotiationId kept). */
export const ProblemOutput = z.looseObject({
  type: z.string().meta({ description: "Stable problem type, e.g. /problems/validation-failed: switch on it." }),
  title: z.string(),
  status: z.number().int().meta({ description: "The HTTP status the API answered." }),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.object({ path: z.string().optional(), pointer: z.string().optional(), message: z.string() })).optional(),
});

const Terms = z.record(z.string(), z.union([z.number(), z.string()]));

const PackageOption = z.object({
  id: z.string().meta({ description: "Pass as optionId to accept to take this package." }),
  priceMinor: z.number().int(),
  totalMinor: z.number().int(),
  terms: Terms,
});

const ShopOffer = z.object({
  priceMinor: z.number().int().meta({ description: "The shop's standing offer per unit, in minor units." }),
  totalMinor: z.number().int().meta({ description: "priceMinor × quantity." }),
  currency: z.string(),
  validUntil: z.string(),
  terms: Terms.optional().meta({ description: "A product with terms: the terms that go with priceMinor." }),
  options: z
    .array(PackageOption)
    .optional()
    .meta({ description: "When the shop offers several equivalent packages: all of them (the first is priceMinor and terms). Take one with accept and its optionId." }),
});

const Switch = z.object({
  id: z.string().meta({ description: "Pass as optionId to switch_agreement to make the deal this package." }),
  priceMinor: z.number().int(),
  totalMinor: z.number().int(),
  terms: Terms,
});

const Agreement = z.object({
  priceMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string(),
  agreedAt: z.string(),
  terms: Terms.optional().meta({ description: "A package deal: the agreed terms." }),
  switches: z
    .array(Switch)
    .optional()
    .meta({ description: "A deal made on your own package: packages worth as much to the shop that you may prefer. Take one with switch_agreement and its id, until switchesUntil." }),
  switchesUntil: z.string().optional().meta({ description: "When the switches lapse; the deal then stands as agreed." }),
});

const Decision = z.object({
  action: z.enum(["accept", "counter", "hold", "reject", "withdraw"]),
  reasons: z.array(z.string()).meta({ description: "Reason codes, e.g. FIRST_ROUND_ANCHOR, FINAL_OFFER, MAX_ROUNDS_REACHED." }),
});

/** How the shop read a message: only a HIGH reading moves the negotiation; `questions` is what it asks back. */
const Interpretation = z.looseObject({
  move: z.looseObject({ kind: z.string() }),
  confidence: z.string(),
  gaps: z.array(z.string()),
  questions: z.array(z.string()),
});

const negotiationFields = {
  negotiationId: z.string(),
  shopId: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  status: z.enum(NEGOTIATION_STATUSES),
  round: z.number().int(),
  maxRounds: z.number().int(),
  expiresAt: z.string(),
  shopOffer: ShopOffer.nullable(),
  agreement: Agreement.nullable(),
  retryAfterSeconds: z.number().optional().meta({ description: "While the shop has not answered the last move yet: when to ask again." }),
};

/** One round's answer (open, offer, accept, withdraw). */
export const RoundOutcome = z.object({
  ...negotiationFields,
  decision: Decision,
  message: z.string().meta({ description: "The shop's answer in words; its numbers come from the negotiator." }),
  interpretation: Interpretation.optional(),
  language: z.string().optional().meta({ description: "The language of `message` (en, de, fr, es): the buyer's." }),
  answer: z
    .object({ subject: z.string(), fact: z.string().nullable() })
    .optional()
    .meta({ description: "The message was a question: answered from the product's public facts (fact null: the owner wrote none). Not counted as unclear." }),
  confirmation: z
    .object({ move: z.literal("accept"), priceMinor: z.number().int(), currency: z.string(), terms: Terms.optional() })
    .optional()
    .meta({ description: "Nothing is agreed yet: send a plain yes as the next message to take this offer, anything else drops the question." }),
});

/** A negotiation as its buyer sees it: state, offer history and messages. */
export const NegotiationState = z.object({
  ...negotiationFields,
  productName: z.string(),
  lastDecision: Decision.nullable(),
  openedAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  history: z.array(
    z.object({
      seq: z.number().int(),
      round: z.number().int(),
      party: z.enum(["buyer", "shop"]),
      kind: z.string().meta({ description: "offer, counter, hold, accept, reject, or switch (you switched the agreement to this line's package)" }),
      priceMinor: z.number().int().nullable(),
      reasons: z.array(z.string()),
      at: z.string(),
      terms: Terms.optional().meta({ description: "A product with terms: this line's package." }),
      options: z.array(PackageOption).optional(),
      switches: z.array(Switch).optional().meta({ description: "The switches the agreement offered with this line." }),
    }),
  ),
  messages: z
    .array(
      z.object({
        seq: z.number().int(),
        round: z.number().int(),
        at: z.string(),
        text: z.string(),
        outcome: z.string(),
        interpretation: Interpretation.optional(),
      }),
    )
    .optional(),
});

export const ProductsOutput = z.object({
  catalog: z
    .object({
      shopId: z.string(),
      name: z.string(),
      products: z.array(
        z.object({
          productId: z.string(),
          name: z.string(),
          listPriceMinor: z.number().int().meta({ description: "List price per unit in minor units: the shop's opening offer." }),
          currency: z.string(),
          negotiable: z.boolean(),
          maxRounds: z.number().int(),
          publicFacts: z.record(z.string(), z.string()).optional().meta({ description: "What the owner wrote about shipping, delivery, warranty, payment, returns." }),
          terms: z
            .array(
              z.object({
                id: z.string(),
                label: z.string(),
                kind: z.enum(["numeric", "ordinal", "categorical"]),
                unit: z.string().optional(),
                min: z.number().optional(),
                max: z.number().optional(),
                step: z.number().optional(),
                values: z.array(z.string()).optional(),
              }),
            )
            .optional()
            .meta({ description: "Terms negotiable besides price (numeric: min/max/step; ordinal/categorical: values). Ask for them with make_offer's `terms`; the shop answers with packages." }),
        }),
      ),
    })
    .optional(),
  problem: ProblemOutput.optional(),
});

export const RoundOutput = z.object({ negotiation: RoundOutcome.optional(), problem: ProblemOutput.optional() });

export const NegotiationOutput = z.object({ negotiation: NegotiationState.optional(), problem: ProblemOutput.optional() });

export type Round = z.infer<typeof RoundOutcome>;
export type NegotiationStateBody = z.infer<typeof NegotiationState>;
export type Catalog = NonNullable<z.infer<typeof ProductsOutput>["catalog"]>;
