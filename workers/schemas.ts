import { z } from "@hono/zod-openapi";
import { NEGOTIATION_STATUSES } from "../durable-objects";
import { COUNTER_TACTIC_TRIGGERS } from "../kernel";
import { LANGUAGE_STYLES } from "../fleet/types";

/** Money is an integer count of the currency's minor unit (cents for EUR), never a float. */
export const MinorUnits = z
  .number()
  .int("must be a whole number of minor units")
  .min(1, "must be at least 1")
  .max(Number.MAX_SAFE_INTEGER, "must be at most 2^53 − 1")
  .openapi({ example: 12_500, description: "Integer amount in the currency's minor unit (e.g. cents)." });

export const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as EUR")
  .openapi({ example: "EUR" });

export const ProductId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "1–64 characters: letters, digits, '.', '_' or '-'")
  .openapi({ example: "espresso-machine" });

export const ShopIdParam = z.object({
  shopId: z.string().openapi({ param: { name: "shopId", in: "path" }, example: "shp_3f9c0a1b2c3d4e5f60718293" }),
});
export const ProductParams = ShopIdParam.extend({
  productId: ProductId.openapi({ param: { name: "productId", in: "path" } }),
});
export const NegotiationIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "Negotiation id (64 hex characters)." }),
});

export const Strategy = z
  .strictObject({
    kind: z.enum(["adaptive", "boulware", "linear", "conceder"]).openapi({
      description: "adaptive (the default): concedes on the clock and in answer to the buyer's concessions; the others on the clock only.",
    }),
    exponent: z.number().gt(0).max(10).optional().openapi({
      description: "Curve shape β: < 1 concedes late (Boulware), 1 linearly, > 1 early (Conceder). Each buyer faces a private jitter of it.",
    }),
    holdAfter: z
      .array(z.enum(COUNTER_TACTIC_TRIGGERS))
      .max(COUNTER_TACTIC_TRIGGERS.length)
      .refine((list) => new Set(list).size === list.length, "each tactic at most once")
      .optional()
      .openapi({
        description:
          "Counter-tactics: buyer tactics the shop answers by not conceding in the round it first detects them (it repeats its standing offer; a bid that meets its price still closes). See the shop's view of a negotiation for what was detected.",
      }),
  })
  .openapi("Strategy");

/**
 * Free text a person or agent typed (names, notes): no control characters (NUL, CR/LF and the like would
 * cut strings short, forge log lines or be refused by Postgres), no lone surrogates.
 */
export const PlainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "must not contain control characters")
    .refine((s) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s), "must be well-formed Unicode (no lone surrogates)");

export const BuyerIdParam = ShopIdParam.extend({
  buyerId: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, "1–64 characters: letters, digits, '.', '_' or '-'")
    .openapi({ param: { name: "buyerId", in: "path" }, example: "acme-procurement-bot" }),
});

export const CreateShopBody = z.strictObject({ name: z.string().trim().min(1).max(200) }).openapi("CreateShop");

export const ShopCreated = z
  .object({
    shopId: z.string(),
    name: z.string(),
    adminKey: z.string().openapi({ description: "Shown once. Send as `Authorization: Bearer <adminKey>`." }),
    createdAt: z.string(),
  })
  .openapi("ShopCreated");

/** One public fact: a short line the shop quotes to a buyer who asks. */
const PublicFactText = PlainText(300).pipe(z.string().min(1, "must not be empty"));

/** What the owner tells every buyer about shipping, delivery, warranty, payment and returns: public, quoted when asked. */
export const PublicFacts = z
  .strictObject({
    shipping: PublicFactText.optional(),
    delivery: PublicFactText.optional(),
    warranty: PublicFactText.optional(),
    payment: PublicFactText.optional(),
    returns: PublicFactText.optional(),
  })
  .openapi("ProductPublicFacts", {
    description:
      "Short public texts (≤ 300 characters each) the shop quotes when a buyer asks about the subject. Shown in the public catalog; never negotiated. A subject left out is answered with \"we have no information on that\".",
    example: { shipping: "Free shipping within the EU, 2–3 working days.", warranty: "2 years manufacturer's warranty." },
  });

const TermIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "a slug: a lower-case letter, then up to 39 lower-case letters, digits or '-'")
  .openapi({ example: "payment-days" });
const TermLabel = z.string().openapi({ description: "What buyers and owners read (1–80 characters).", example: "Payment terms" });
const TermUnit = z.string().optional().openapi({ description: "The unit a value is counted in (1–20 characters), e.g. `days`, `months`, `%`.", example: "days" });

/** A numeric term: a number on the grid min, min + step, …, max. */
const NumericTermDeclaration = z.strictObject({
  id: TermIdSchema,
  label: TermLabel,
  kind: z.literal("numeric"),
  unit: TermUnit,
  min: z.number(),
  max: z.number(),
  step: z.number().openapi({ description: "Must divide max − min into whole steps." }),
  better: z.enum(["higher", "lower"]).openapi({ description: "Which direction is better for the shop (payment days: `lower`; quantity: `higher`). Private: not in the catalog." }),
  shopBest: z.number().openapi({ description: "From this value on the shop is fully satisfied (on the grid, not the worst end). Private." }),
});

/** An ordinal or categorical term: one of a list of values, ordered from best for the shop to worst. */
const ChoiceTermDeclaration = z.strictObject({
  id: TermIdSchema,
  label: TermLabel,
  kind: z.enum(["ordinal", "categorical"]),
  unit: TermUnit,
  values: z.array(z.string()).openapi({ description: "2–12 distinct values (1–60 characters each), from best for the shop to worst." }),
  shopBest: z.string().openapi({ description: "One of `values`, not the last: the value the shop is fully satisfied with. Private." }),
});

export const TermDeclaration = z
  .discriminatedUnion("kind", [NumericTermDeclaration, ChoiceTermDeclaration])
  .openapi("TermDeclaration", {
    description: "A term negotiable besides price. Price is not a term: it keeps the product's list price (anchorMinor) and floor.",
    example: { id: "payment-days", label: "Payment terms", kind: "numeric", unit: "days", min: 0, max: 90, step: 5, better: "lower", shopBest: 0 },
  });

const TradeoffSide = z.strictObject({
  term: z.string().openapi({ description: "A declared term's id, or `price`.", example: "payment-days" }),
  amount: z.number().positive().openapi({ description: "In the term's unit; for price, percent of the list price; for ordinal/categorical terms, ranks down from shopBest.", example: 10 }),
});

export const Tradeoff = z
  .strictObject({ give: TradeoffSide, for: TradeoffSide })
  .openapi("TermTradeoff", {
    description: "\"I would give `give` for `for`\": e.g. 10 more payment days are worth 1.5 % of price to me.",
    example: { give: { term: "payment-days", amount: 10 }, for: { term: "price", amount: 1.5 } },
  });

export const Valuation = z
  .strictObject({
    tradeoffs: z.array(Tradeoff).optional().openapi({ description: "Pairwise answers (1–40), which Parley turns into weights; every term must be linked to price by a chain of answers, and answers around a cycle must agree within a factor of 2." }),
    weights: z.record(z.string(), z.number()).optional().openapi({ description: "Instead of tradeoffs: a positive weight per term id and for `price` (normalised)." }),
    values: z.record(z.string(), z.record(z.string(), z.number())).optional().openapi({ description: "Optional: per ordinal/categorical term, a value in [0, 1] for each of its values (shopBest 1). Default: linear in rank." }),
    reservationUtility: z.number().min(0).max(1).openapi({ description: "The lowest package utility the shop accepts, in [0, 1].", example: 0.55 }),
  })
  .openapi("TermValuation", { description: "The owner's private valuation of the terms. Returned to the shop owner only; never in the catalog or to buyers." });

/** What anyone may see of a term: no valuation, no shopBest, no better direction. */
export const PublicTerm = z
  .discriminatedUnion("kind", [
    z.object({ id: z.string(), label: z.string(), kind: z.literal("numeric"), unit: z.string().optional(), min: z.number(), max: z.number(), step: z.number() }),
    z.object({ id: z.string(), label: z.string(), kind: z.enum(["ordinal", "categorical"]), unit: z.string().optional(), values: z.array(z.string()).openapi({ description: "Ordinal: in the term's order; categorical: alphabetical." }) }),
  ])
  .openapi("PublicTerm", { description: "A term negotiable besides price, with its range or allowed values." });

export const ProductBody = z
  .strictObject({
    name: PlainText(200).pipe(z.string().min(1)),
    currency: Currency,
    anchorMinor: MinorUnits.openapi({ description: "List price per unit: the opening offer." }),
    floorMinor: MinorUnits.openapi({ description: "Lowest acceptable unit price. Never shown to buyers." }),
    strategy: Strategy.optional(),
    maxRounds: z.number().int().min(1).max(100).optional(),
    ttlSeconds: z.number().int().min(60).max(30 * 24 * 3600).optional(),
    publicFacts: PublicFacts.optional(),
    terms: z.array(TermDeclaration).max(8).optional().openapi({ description: "Up to 8 terms negotiable besides price (payment days, delivery, warranty, support tier, Incoterm…). Needs `valuation`. Their ids, labels, kinds, units and ranges are public (catalog); `better` and `shopBest` are not. Negotiations opened after the save trade them as packages." }),
    valuation: Valuation.optional(),
    offerOptions: z
      .number()
      .int("must be a whole number")
      .min(1)
      .max(3)
      .optional()
      .openapi({
        description:
          "With terms: how many equivalent packages (1–3) the shop offers per counter, each binding if the buyer accepts it by id. Default 1: two packages of equal value to the shop show a buyer what a term is worth to the shop against price, so offering several is the owner's trade to make.",
      }),
  })
  .openapi("ProductInput");

export const Product = z
  .object({
    shopId: z.string(),
    productId: z.string(),
    name: z.string(),
    currency: z.string(),
    anchorMinor: z.number().int(),
    floorMinor: z.number().int(),
    strategy: Strategy,
    maxRounds: z.number().int(),
    ttlSeconds: z.number().int(),
    publicFacts: PublicFacts,
    terms: z.array(TermDeclaration).optional(),
    valuation: Valuation.optional(),
    offerOptions: z.number().int().optional().openapi({ description: "Equivalent packages per counter, when the owner set it (default 1)." }),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Product");

/**
 * A package's terms besides price (issue 28): term id → value, a number for a numeric term, one of its values for an
 * ordinal or categorical term. What a buyer sends is checked against the product's terms by the negotiation (unknown
 * term, wrong type, out of range, off the step grid: 400 naming `terms.<id>`); here only its shape.
 */
export const TermValues = z
  .record(z.string().min(1).max(64), z.union([z.number().finite(), z.string().max(200)]))
  .refine((terms) => Object.keys(terms).length <= 16, "at most 16 terms")
  .openapi("TermValues", {
    description: "Term id → value: a number for a numeric term (on its grid, within its range), one of its values for an ordinal or categorical term. The catalog lists each product's terms.",
    example: { "payment-days": 30, "support-tier": "standard" },
  });

/** One of several equivalent packages the shop offers at once (MESO), each binding if accepted by id. */
export const PackageOption = z
  .object({
    id: z.string().openapi({ description: "Send as `optionId` to POST /v1/negotiations/{id}/accept to take this package.", example: "r2o2" }),
    priceMinor: z.number().int(),
    totalMinor: z.number().int(),
    terms: TermValues,
  })
  .openapi("PackageOption", { description: "A package the shop offers, of equal value to the shop as its other options: binding if accepted by id." });

/** A buyer's words. NUL and unpaired surrogates are refused for every string by the body reader. */
export const BuyerMessageText = z
  .string()
  .min(1, "must not be empty")
  .max(2_000, "must be at most 2,000 characters")
  .refine((text) => text.trim().length > 0, "must not be only whitespace")
  .openapi({
    description:
      "Free text (≤ 2,000 characters), e.g. \"I can do 119 EUR per unit\". Read by the shop's interpreter in English, German, French or Spanish: only a reading of HIGH confidence moves the negotiation; a question is answered; taking the offer read with less certainty is asked to be confirmed; anything else is answered with a question. An explicit priceMinor always wins over the text.",
    example: "I can do 119 EUR per unit, that's my final offer.",
  });

/** A buyer's offer: a unit price, a message, or both. An opening offer with a message is played as the first round. */
export const OfferBody = z
  .strictObject({
    priceMinor: MinorUnits.optional().openapi({ description: "Offered unit price. Wins over anything the message says." }),
    currency: Currency.optional(),
    message: BuyerMessageText.optional(),
    terms: TermValues.optional(),
  })
  .refine((body) => body.priceMinor !== undefined || body.message !== undefined, { message: "send priceMinor, message, or both", path: ["priceMinor"] })
  .refine((body) => body.terms === undefined || body.priceMinor !== undefined, { message: "terms go with a priceMinor: send the unit price you offer with them", path: ["terms"] })
  .openapi("Offer", {
    description:
      "A unit price, a message, or both. At open, a price alone is the opening bid; with a message the negotiation opens and the message (with the price, which wins over the text) is played as its first round, exactly as POST /v1/negotiations/{id}/offers would. " +
      "`terms` (a product with terms, see the catalog): the terms you ask for beside `priceMinor`, which they need; terms left out are as the shop's standing offer has them. A term the product does not negotiate, a wrong type, a value off its range or grid: 400 naming `terms.<id>`, and nothing changes.",
  });

export const OpenNegotiationBody = z
  .strictObject({
    productId: ProductId,
    quantity: z.number().int().min(1).max(1_000_000),
    buyer: z
      .strictObject({ name: PlainText(200).optional() }, { error: (issue) => (issue.code === "unrecognized_keys" && issue.keys.includes("id") ? "buyer.id comes from your credential (buyer key or signature), never from the body" : undefined) })
      .optional()
      .openapi({ description: "A display name only. Who the buyer is comes from its credential." }),
    offer: OfferBody.optional(),
  })
  .openapi("OpenNegotiation");

const ReasonList = z.array(z.string()).openapi({ description: "Reason codes (closed enum) explaining the decision." });

const ShopOffer = z
  .object({
    priceMinor: z.number().int(),
    totalMinor: z.number().int(),
    currency: z.string(),
    validUntil: z.string(),
    terms: TermValues.optional(),
    options: z
      .array(PackageOption)
      .optional()
      .openapi({ description: "When the shop offers several equivalent packages (2–3): all of them, the first being priceMinor and terms. Accept one with its `optionId`." }),
  })
  .openapi("ShopOffer", { description: "The shop's standing offer per unit; for a product with terms, `terms` are the terms that go with priceMinor (the standing package)." });
const ReplyLanguage = z.enum(["en", "de", "fr", "es"]);
const QuestionSubject = z.enum(["shipping", "delivery", "warranty", "payment", "returns", "negotiable", "standing-offer", "rounds-left", "discount", "other"]);

const Interpretation = z
  .object({
    move: z.object({
      kind: z.enum(["price", "accept", "withdraw", "question", "none"]),
      priceMinor: z.number().int().optional(),
      terms: TermValues.optional(),
      optionId: z.string().optional().openapi({ description: "An acceptance of one of the shop's options, named in the message." }),
      basis: z.enum(["unit", "total"]).optional(),
      final: z.boolean().optional(),
      topic: z.enum(["price", "terms", "other"]).optional(),
      subject: QuestionSubject.optional().openapi({ description: "What a question is about, when it can be answered from what the buyer may know." }),
    }),
    language: ReplyLanguage.optional().openapi({ description: "The language the message is written in; the reply uses it." }),
    derivation: z
      .object({
        operation: z.string(),
        from: z.string().optional(),
        with: z.string().optional(),
        amountMinor: z.number().int().optional(),
        percent: z.number().optional(),
        words: z.string().optional(),
      })
      .optional()
      .openapi({ description: "How a price the buyer did not write as digits was worked out from public numbers (the standing offer, the buyer's last bid)." }),
    termSources: z
      .array(z.object({ term: z.string(), value: z.union([z.number(), z.string()]), text: z.string(), how: z.enum(["as written", "converted", "days from now"]) }))
      .optional()
      .openapi({ description: "A product with terms: each term read from the message, the words it was read from and how (as written, converted from another unit, or days from today to a day named)." }),
    confidence: z.enum(["HIGH", "MEDIUM", "LOW", "UNCERTAIN"]),
    gaps: z.array(z.string()),
    questions: z.array(z.string()),
  })
  .openapi("Interpretation");

/** A switch of a package agreement: a package worth at least as much to the shop that the buyer may prefer, binding if taken by id. */
export const AgreementSwitch = z
  .object({
    id: z.string().openapi({ description: "Send as `optionId` to POST /v1/negotiations/{id}/switch to make the deal this package.", example: "r4s1-2" }),
    priceMinor: z.number().int(),
    totalMinor: z.number().int(),
    terms: TermValues,
  })
  .openapi("AgreementSwitch", { description: "A package the deal may switch to: worth at least as much to the shop as the agreed one, binding if taken by id." });

const Agreement = z
  .object({
    priceMinor: z.number().int(),
    totalMinor: z.number().int(),
    currency: z.string(),
    agreedAt: z.string(),
    terms: TermValues.optional(),
    switches: z
      .array(AgreementSwitch)
      .optional()
      .openapi({
        description:
          "A package deal made on your own package: up to three packages the deal may switch to instead (POST /v1/negotiations/{id}/switch with `optionId`), while they are on offer. After a switch, the next ones are offered from the new package, up to three switches in all.",
      }),
    switchesUntil: z.string().optional().openapi({ description: "When the switches lapse (a day after the agreement): the deal then stands as agreed." }),
  })
  .openapi("Agreement", { description: "The deal: the agreed unit price and, for a package deal, the agreed `terms` besides price." });

export const RoundResult = z
  .object({
    negotiationId: z.string(),
    shopId: z.string(),
    productId: z.string(),
    quantity: z.number().int(),
    currency: z.string(),
    status: z.enum(NEGOTIATION_STATUSES),
    round: z.number().int(),
    maxRounds: z.number().int(),
    expiresAt: z.string(),
    decision: z.object({ action: z.enum(["accept", "counter", "hold", "reject", "withdraw"]), reasons: ReasonList }),
    shopOffer: ShopOffer.nullable(),
    agreement: Agreement.nullable(),
    message: z.string().openapi({ description: "The decision in words. Numbers in it come from the kernel." }),
    interpretation: Interpretation.optional().openapi({ description: "When the offer carried a message: how the shop read it, and what it asks back." }),
    language: ReplyLanguage.optional().openapi({
      description: "The language `message` is written in: the buyer's message's, or for a round without words the language of the buyer's latest message (English when none).",
    }),
    answer: z
      .object({
        subject: QuestionSubject,
        fact: z.string().nullable().openapi({ description: "The product's public fact on the subject, as the owner wrote it; null when the owner wrote none." }),
      })
      .optional()
      .openapi({ description: "The message was a question: answered (it changes nothing and is not counted toward handing the negotiation to a person)." }),
    confirmation: z
      .object({ move: z.literal("accept"), priceMinor: z.number().int(), currency: z.string(), terms: TermValues.optional() })
      .optional()
      .openapi({
        description:
          "The message read as taking the standing offer, but not with certainty: nothing is agreed yet. A plain yes (\"yes\", \"ja\", \"oui\", \"sí\", \"confirmed\"…) as the next message, while the offer stands, takes it; anything else drops the question.",
      }),
    retryAfterSeconds: z
      .number()
      .int()
      .optional()
      .openapi({ description: "While the shop has not answered the buyer's last move yet (a buyer sees status `open` and a `hold`; the shop's own view says `escalated`): when to ask again, in seconds (also the Retry-After header)." }),
  })
  .openapi("RoundResult");

/** Taking the shop's standing offer, or (a product with terms) one of its options by id. */
export const AcceptBody = z
  .strictObject({
    optionId: z.string().min(1).max(32).optional().openapi({ description: "One of `shopOffer.options[].id`: take that package. Absent: the standing offer (`shopOffer`)." }),
  })
  .openapi("Accept");

/** Switching a package agreement to one of the packages it offers (`agreement.switches`). */
export const SwitchBody = z
  .strictObject({
    optionId: z.string().min(1).max(32).openapi({ description: "One of `agreement.switches[].id`.", example: "r4s1-2" }),
  })
  .openapi("Switch");

export const OpenResult = RoundResult.extend({
  token: z.string().openapi({ description: "Bearer token for this negotiation only. Shown once." }),
}).openapi("OpenedNegotiation");

/**
 * How the shop's fleet of negotiators assigned a negotiation (durable-objects/shop/fleet-store.ts AssignmentRecord, as
 * the room's `fleet.assignment` audit entry holds it). `candidates` and `settings` are the coordinator's own reports
 * (fleet/types.ts CandidateReport, CoordinatorSettings), documented as open objects.
 */
export const NegotiationAssignment = z
  .object({
    assignmentId: z.string(),
    negotiationId: z.string(),
    decidedBy: z.enum(["coordinator", "owner"]).openapi({ description: "The coordinator, or the owner answering a \"no agent fits\" item." }),
    agentId: z.string().nullable().openapi({ description: "The agent playing it; null: the shop's default negotiator (the owner's choice)." }),
    rule: z.enum(["best-score", "keeps-related", "owner", "default"]).openapi({ description: "best-score: the highest score; keeps-related: the agent already holding the counterparty's related negotiations; owner: the agent the owner named; default: the owner let the default negotiator proceed." }),
    reason: z.string(),
    dealType: z.enum(["sales", "partnership"]).openapi({ description: "`partnership` when the owner registered the buyer as a partner (PUT …/buyers/{buyerId}), `sales` otherwise." }),
    category: z.string(),
    counterpartyId: z.string(),
    similar: z.array(z.object({ counterpartyId: z.string(), similarity: z.number() })),
    similarSource: z.enum(["graph", "segment", "none"]).optional().openapi({ description: "Where `similar` came from: the knowledge graph's neighbours (pushed by the cron), the buyers seen in the same profile segment, or none. Absent on assignments made before the graph was read." }),
    similarComputedAt: z.string().nullable().optional().openapi({ description: "When the graph's neighbours were computed; null unless similarSource is graph." }),
    related: z.array(z.object({ negotiationId: z.string(), agentId: z.string() })),
    candidates: z.array(z.record(z.string(), z.unknown())).openapi({ description: "Every agent: its score and the parts it is made of, or the reasons it was excluded." }),
    settings: z.record(z.string(), z.unknown()).openapi({ description: "The coordinator's settings the scores were computed with." }),
    at: z.string(),
    waitingId: z.string().optional().openapi({ description: "The \"no agent fits\" item the owner's decision answered." }),
  })
  .openapi("NegotiationAssignment");

export const NegotiationView = RoundResult.omit({ decision: true, message: true })
  .extend({
    buyer: z.object({ id: z.string(), name: z.string().nullable() }),
    productName: z.string(),
    lastDecision: RoundResult.shape.decision.nullable(),
    openedAt: z.string(),
    updatedAt: z.string(),
    closedAt: z.string().nullable(),
    history: z.array(
      z.object({
        seq: z.number().int(),
        round: z.number().int(),
        party: z.enum(["buyer", "shop"]),
        kind: z.enum(["offer", "counter", "hold", "accept", "reject", "switch"]).openapi({ description: "`switch`: the buyer switched the agreement to this line's package." }),
        priceMinor: z.number().int().nullable(),
        reasons: ReasonList,
        at: z.string(),
        terms: TermValues.optional(),
        options: z.array(PackageOption).optional().openapi({ description: "A shop line that offered several equivalent packages: all of them." }),
        switches: z
          .array(AgreementSwitch)
          .optional()
          .openapi({ description: "The switches offered with this line: with the shop's acceptance of the buyer's package, and after each switch taken." }),
        explanation: z
          .record(z.string(), z.unknown())
          .optional()
          .openapi({ description: "Shop's admin key only: why the shop made this offer (for a package, `package`: the utilities in the shop's valuation and the buyer's estimated weights)." }),
      }),
    ),
    messages: z.array(
      z.object({
        seq: z.number().int(),
        round: z.number().int(),
        at: z.string(),
        text: z.string(),
        interpretation: Interpretation.extend({ interpreter: z.string().openapi({ description: "offline, openai, or offline (fallback: …)" }) }),
        outcome: z.enum(["explicit-price", "price", "accept", "withdraw", "clarify", "escalated", "held", "question", "confirm", "confirmed"]).openapi({
          description: "question: answered, not counted; confirm: asked to confirm an acceptance; confirmed: a plain yes took the offer; clarify: could not be read (the third in a row reaches a person: `escalated` in the shop's view, `held` in the buyer's).",
        }),
      }),
    ),
    config: z.record(z.string(), z.unknown()).optional().openapi({ description: "Shop's admin key only." }),
    repliesRefused: z.number().int().optional().openapi({ description: "Shop's admin key only: model-phrased replies the checker refused (the template went out instead)." }),
    tactics: z
      .array(
        z
          .object({
            tactic: z.string().openapi({ example: "flinching" }),
            round: z.number().int(),
            at: z.string(),
            confidence: z.number().min(0).max(1),
            rounds: z.array(z.number().int()),
            evidence: z.string(),
          })
          .openapi("DetectedTactic"),
      )
      .optional()
      .openapi({ description: "Shop's admin key only: buyer tactics detected so far, each at its first detection, with its evidence. Never shown to the buyer." }),
    assignment: NegotiationAssignment.optional().openapi({
      description: "Shop's admin key only, and only when the shop's fleet of negotiators assigned the negotiation: who plays it and why (the negotiation's `fleet.assignment` audit entry). Never shown to the buyer.",
    }),
    replyStyle: z.enum(LANGUAGE_STYLES).optional().openapi({
      description: "Shop's admin key only, and only when a fleet agent plays the negotiation: the style its replies are phrased in (formal, friendly, concise), fixed at open. Never shown to the buyer.",
    }),
  })
  .openapi("Negotiation");

export const NegotiationListQuery = z.object({
  status: z.enum(NEGOTIATION_STATUSES).optional(),
  productId: ProductId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const NegotiationList = z
  .object({
    items: z.array(
      z.object({
        negotiationId: z.string(),
        productId: z.string(),
        buyerId: z.string(),
        quantity: z.number().int(),
        currency: z.string(),
        status: z.string(),
        round: z.number().int(),
        shopOfferMinor: z.number().int().nullable(),
        agreedPriceMinor: z.number().int().nullable(),
        agreedTerms: TermValues.optional().openapi({ description: "A package deal: the agreed terms besides price (as switched, when the buyer switched it)." }),
        switchesTaken: z.number().int().optional().openapi({ description: "A package deal the buyer switched: how many times." }),
        openedAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    nextCursor: z.string().nullable(),
  })
  .openapi("NegotiationList");

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: "/problems/validation-failed" }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z
      .array(
        z.object({
          path: z.string().optional().openapi({ description: "The field, dotted: documents.0.documentId" }),
          pointer: z.string().optional().openapi({ description: "For body fields, the same as an RFC 6901 JSON pointer: /documents/0/documentId" }),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .openapi("Problem");

export const IdempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .openapi({ param: { name: "idempotency-key", in: "header" }, description: "Replays the stored response for a repeated request." }),
});

/** What the owner registered a buyer as (durable-objects/buyer/buyer-account.ts BUYER_RELATIONSHIPS). */
const BuyerRelationship = z.enum(["customer", "partner"]).openapi({
  description:
    "`partner`: the shop's fleet assigns this buyer's negotiations as `partnership` deals (to agents whose `dealTypes` include it); `customer`: as `sales`. Negotiations already open keep the deal type they opened with. The buyer is never told.",
});

export const BuyerBody = z
  .strictObject({
    name: PlainText(200).nullable().optional().openapi({ description: "Left out: the stored name is kept (a new buyer has none); null removes it." }),
    relationship: BuyerRelationship.optional().openapi({ description: "Left out: the stored relationship is kept (a new buyer is a `customer`)." }),
  })
  .openapi("BuyerInput");

export const PublicKeyBody = z
  .strictObject({ jwk: z.record(z.string(), z.unknown()).openapi({ description: "The agent's Ed25519 public key as a JWK (kty OKP, crv Ed25519, x)." }) })
  .openapi("AgentPublicKey");

const KeyInfo = z.object({ keyId: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() });

export const Buyer = z
  .object({
    shopId: z.string(),
    buyerId: z.string(),
    name: z.string().nullable(),
    relationship: BuyerRelationship,
    dealsClosed: z.number().int(),
    keys: z.array(KeyInfo),
    publicKeys: z.array(z.object({ thumbprint: z.string(), jwk: z.record(z.string(), z.unknown()), createdAt: z.string(), revokedAt: z.string().nullable() })),
    products: z.array(
      z.object({ productId: z.string(), standingOfferMinor: z.number().int().nullable(), roundsUsed: z.number().int(), openNegotiationId: z.string().nullable(), updatedAt: z.string() }),
    ),
    createdAt: z.string(),
  })
  .openapi("Buyer");

export const IssuedKey = KeyInfo.extend({ key: z.string().openapi({ description: "Shown once. The agent sends it as `Authorization: Bearer <key>`." }) }).openapi("IssuedBuyerKey");

export const AdminKey = KeyInfo.openapi("AdminKey");
export const IssuedAdminKey = KeyInfo.extend({ adminKey: z.string().openapi({ description: "Shown once." }) }).openapi("IssuedAdminKey");

const Limits = z.strictObject({
  opensPerHour: z.number().int().min(0).max(100_000),
  openNegotiations: z.number().int().min(0).max(10_000),
});
export const SettingsBody = z
  .strictObject({
    limits: z.strictObject({ buyers: Limits, anonymous: Limits.extend({ allowed: z.boolean() }) }),
  })
  .openapi("ShopSettingsInput");
export const Settings = SettingsBody.extend({ updatedAt: z.string().nullable() }).openapi("ShopSettings");

// --- suppliers (issue #31: the organisation registers its suppliers as it registers its buyers) ---------------

const SUPPLIER_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const SupplierIdParam = ShopIdParam.extend({
  supplierId: z
    .string()
    .regex(SUPPLIER_ID, "1–64 characters: letters, digits, '.', '_' or '-'")
    .openapi({ param: { name: "supplierId", in: "path" }, example: "northwind-logistics" }),
});

/** A category a supplier supplies: an id as a product's (letters, digits, '.', '_', '-'), matched exactly. */
export const SupplierCategory = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "1–64 characters: letters, digits, '.', '_' or '-', beginning with a letter or digit")
  .openapi({ example: "cloud-hosting" });

export const MAX_SUPPLIER_CATEGORIES = 32;

export const SupplierBody = z
  .strictObject({
    name: PlainText(200).min(1, "must not be empty"),
    categories: z
      .array(SupplierCategory)
      .max(MAX_SUPPLIER_CATEGORIES)
      .refine((list) => new Set(list).size === list.length, "each category at most once")
      .optional()
      .openapi({ description: `What the supplier supplies (at most ${MAX_SUPPLIER_CATEGORIES}); requests for quotes of a category invite its suppliers. Omitted: none. A PUT replaces the list.` }),
  })
  .openapi("SupplierInput");

const SupplierIdentityFields = {
  shopId: z.string(),
  supplierId: z.string(),
  agentId: z.string().openapi({ description: "`supplier:<supplierId>`: how contracts, auctions and the audit name this supplier.", example: "supplier:northwind-logistics" }),
  name: z.string(),
  categories: z.array(z.string()).openapi({ description: "Sorted." }),
};

export const Supplier = z
  .object({
    ...SupplierIdentityFields,
    keys: z.array(KeyInfo),
    publicKeys: Buyer.shape.publicKeys,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Supplier");

export const SupplierList = z
  .object({
    items: z.array(
      z.object({ supplierId: z.string(), agentId: z.string(), name: z.string(), categories: z.array(z.string()), createdAt: z.string(), updatedAt: z.string() }),
    ),
    nextCursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page; null on the last." }),
  })
  .openapi("SupplierList");

export const SupplierListQuery = z.object({
  category: SupplierCategory.optional().openapi({ param: { name: "category", in: "query" }, description: "Only suppliers of this category." }),
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ param: { name: "limit", in: "query" } }),
  cursor: z
    .string()
    .regex(SUPPLIER_ID, "a nextCursor from a previous page")
    .optional()
    .openapi({ param: { name: "cursor", in: "query" }, description: "The previous page's nextCursor." }),
});

/** What a supplier's agent learns of itself: the supplier its credential proves (never another's, never its keys). */
export const SupplierSelf = z.object(SupplierIdentityFields).openapi("SupplierSelf");

export const IssuedSupplierKey = KeyInfo.extend({
  key: z.string().openapi({ description: "Shown once. The supplier's agent sends it as `Authorization: Bearer psup_…`." }),
}).openapi("IssuedSupplierKey");
