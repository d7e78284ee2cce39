/**
 * The wire shapes of requests for quotes and their auctions (issue #31): the organisation's request body, a
 * supplier's bid, and the views each side reads. Bodies are strict (an unknown field is a 400 naming it); what a
 * field means beyond its shape (the target below the ceiling, terms on their grids, a deadline in the future) is the
 * pure core's to check (auctions/validate.ts), answered with the same pointers.
 */
import { z } from "@hono/zod-openapi";
import { AUCTION_FORMATS, AUCTION_STATUSES, THREAD_STATUSES } from "../../auctions";
import { SlaTargetInput } from "../contracts/contract-schemas";
import { Currency, PlainText, PublicTerm, ShopIdParam, TermDeclaration, Valuation } from "../schemas";

export const AUCTION_ID = /^auc_[0-9a-f]{32}$/;

export const AuctionIdParam = ShopIdParam.extend({
  auctionId: z.string().openapi({ param: { name: "auctionId", in: "path" }, description: "auc_ and 32 hex digits.", example: "auc_0123456789abcdef0123456789abcdef" }),
});

export const BidIdParam = AuctionIdParam.extend({
  bidId: z.string().openapi({ param: { name: "bidId", in: "path" }, description: "The bid id the supplier chose." }),
});

const EntityId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "must not contain control characters");

const RequiredTerm = z
  .discriminatedUnion("kind", [
    z.strictObject({ id: z.string(), label: z.string(), kind: z.literal("numeric"), unit: z.string().optional(), atLeast: z.number().optional(), atMost: z.number().optional() }),
    z.strictObject({ id: z.string(), label: z.string(), kind: z.literal("choice"), oneOf: z.array(z.string()) }),
  ])
  .openapi("RequiredTerm", { description: "A condition every bid must meet to be considered (public): a numeric term within atLeast..atMost, or a choice among oneOf." });

const Item = z.strictObject({
  kind: z.enum(["goods", "service"]),
  name: z.string().openapi({ example: "Managed Postgres hosting" }),
  description: z.string().optional(),
  category: z.string().optional().openapi({
    description: "The category the item is bought under (public: suppliers see it). negotiate-best-k: the organisation's fleet assigns each negotiation thread to a procurement agent handling it; absent, the item's name stands for it.",
    example: "hosting",
  }),
});

export const OpenAuctionBody = z
  .strictObject({
    item: Item,
    quantity: z.number().int().openapi({ description: "Units wanted; every price is per unit.", example: 12 }),
    currency: Currency,
    required: z.array(RequiredTerm).optional().openapi({ description: "Conditions every bid must meet (public)." }),
    negotiable: z.array(TermDeclaration).optional().openapi({ description: "Terms a supplier offers values of, declared from the organisation's side (`better`, `shopBest`: what is better for the buyer). Suppliers see them without the organisation's preferences." }),
    valuation: Valuation.optional().openapi({ description: "The organisation's private valuation of price and the negotiable terms (weights or pairwise trade-offs; a price amount is a percentage of the ceiling). Without one, price alone decides." }),
    sla: z.array(SlaTargetInput).optional().openapi({ description: "Service levels the awarded contract carries (the rules of a contract's SLA targets)." }),
    price: z
      .strictObject({
        ceilingMinor: z.number().int().openapi({ description: "Private: the most the organisation pays per unit; a bid above it is accepted but never scored (refusing it would reveal the ceiling)." }),
        targetMinor: z.number().int().openapi({ description: "Private: at or below it price is worth everything." }),
        exponent: z.number().optional().openapi({ description: "Shape of price's value between target and ceiling; 1 (the default) is linear." }),
      })
      .openapi({ description: "Never shown to a supplier." }),
    deadline: z.number().int().openapi({ description: "Epoch milliseconds: bids are taken before it; the auction closes at it." }),
    format: z.enum(AUCTION_FORMATS).openapi({ description: "first-score: the best score wins at its own price; second-score: the best score wins, held to the runner-up's score (its price raised to the highest at which its package still scores that), so bidding one's true cost is a best response; negotiate-best-k: the best k go on to negotiation." }),
    bestK: z.number().int().optional().openapi({ description: "negotiate-best-k only: how many bidders go on." }),
    suppliers: z
      .discriminatedUnion("mode", [z.strictObject({ mode: z.literal("invited"), invited: z.array(z.string()) }), z.strictObject({ mode: z.literal("open") })])
      .openapi({ description: "Who may bid: the invited supplier ids only, or every registered supplier." }),
    reputation: z
      .strictObject({ lambda: z.number(), neutralReputation: z.number() })
      .optional()
      .openapi({ description: "score = utility × (lambda + (1 − lambda) × reputation); default lambda 0.7, a supplier without a record at 0.5." }),
    negotiation: z
      .strictObject({
        windowMs: z.number().int().optional().openapi({ description: "How long after the close the shortlisted suppliers may negotiate, ms (default a day, at most a week)." }),
        maxRounds: z.number().int().optional().openapi({ description: "The most counters one supplier may make (default 8, at most 30)." }),
        policies: z.string().nullable().optional().openapi({ description: "A policy set (YAML, as PUT /policies takes) the negotiation's decisions are judged by, in real prices (`product.anchorMinor` reads as the target, `product.floorMinor` as the ceiling); default: Parley's bundled set." }),
      })
      .optional()
      .openapi({ description: "negotiate-best-k only: the negotiation with the shortlist after the close (Parley negotiates the purchase: it opens at the target, never offers or agrees above the ceiling; the first agreement wins)." }),
    contract: z
      .strictObject({ durationMs: z.number().int().min(1).openapi({ description: "The awarded contract's duration (at most the shop's contract limit maxDurationMs, which is the default)." }) })
      .optional()
      .openapi({ description: "How the awarded contract is shaped beside the package and the SLA." }),
  })
  .openapi("OpenAuction");

export const BidBody = z
  .strictObject({
    bidId: EntityId.openapi({ description: "Your id for this bid: the same id and package again is a harmless repeat; the same id with another package is refused (409)." }),
    priceMinor: z.number().int().openapi({ description: "Price per unit, in minor units." }),
    terms: z
      .record(z.string(), z.union([z.number(), z.string()]))
      .default({})
      .openapi({ description: "A value for each negotiable term you offer (on its grid) and each required term." }),
  })
  .openapi("AuctionBid");

export const CancelAuctionBody = z.strictObject({ reason: PlainText(500).optional() }).openapi("CancelAuction");

export const AuctionListQuery = z.object({
  status: z.enum(AUCTION_STATUSES).optional().openapi({ param: { name: "status", in: "query" } }),
  limit: z.coerce.number().int().min(1).max(100).default(50).openapi({ param: { name: "limit", in: "query" } }),
  cursor: z.string().max(200).optional().openapi({ param: { name: "cursor", in: "query" } }),
});

const PublicRequest = z
  .object({
    requestId: z.string(),
    buyerId: z.string(),
    item: Item,
    quantity: z.number().int(),
    currency: z.string(),
    required: z.array(RequiredTerm),
    negotiable: z.array(PublicTerm),
    sla: z.array(z.record(z.string(), z.unknown())),
    deadline: z.number().int(),
    format: z.enum(AUCTION_FORMATS),
    bestK: z.number().int().optional(),
    access: z.enum(["invited", "open"]),
  })
  .openapi("PublicRequestForQuotes", { description: "What a supplier may read of a request: nothing of the ceiling, target, valuation or reputation weighting." });

const NegotiationOffer = z.object({
  round: z.number().int(),
  party: z.enum(["supplier", "parley"]),
  kind: z.enum(["bid", "counter", "accept", "hold", "reject", "leave", "offer"]),
  priceMinor: z.number().int().nullable(),
  terms: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  reasons: z.array(z.string()),
  at: z.number().int(),
});

const Package = z.object({ priceMinor: z.number().int(), terms: z.record(z.string(), z.union([z.number(), z.string()])) });

const RankedBid = z.object({
  rank: z.number().int(),
  supplierId: z.string(),
  bidId: z.string(),
  package: Package,
  submittedAt: z.number().int(),
  reputation: z.number().nullable(),
  utility: z.number(),
  score: z.number(),
});

export const AuctionViewSchema = z
  .object({
    auctionId: z.string(),
    shopId: z.string(),
    status: z.enum(AUCTION_STATUSES),
    request: z.record(z.string(), z.unknown()).openapi({ description: "The request as validated, private fields included." }),
    openedAt: z.number().int(),
    deadline: z.number().int(),
    ranking: z.array(RankedBid).openapi({ description: "Live valid bids, best score first, as closing now would rank them (the result's ranking once closed)." }),
    invalid: z.array(z.object({ supplierId: z.string(), bidId: z.string(), reasons: z.array(z.string()), detail: z.string() })),
    liveBids: z.number().int(),
    withdrawals: z.number().int(),
    lateBidCount: z.number().int(),
    result: z.record(z.string(), z.unknown()).nullable().openapi({ description: "Once closed: outcome, award (package, contract price, runner-up's score, why), ranking, invalid, no-response, withdrawn." }),
    closedAt: z.number().int().nullable(),
    cancelledAt: z.number().int().nullable(),
    cancelReason: z.string().nullable(),
    award: z.object({ status: z.enum(["none", "pending", "awarded", "failed"]), contractId: z.string().nullable(), problem: z.unknown() }),
    negotiation: z
      .object({
        status: z.enum(["open", "agreed", "no-agreement"]),
        openedAt: z.number().int(),
        endsAt: z.number().int(),
        maxRounds: z.number().int(),
        winner: z.object({ supplierId: z.string(), bidId: z.string(), priceMinor: z.number().int(), terms: z.record(z.string(), z.union([z.number(), z.string()])), round: z.number().int(), at: z.number().int() }).nullable(),
        endedAt: z.number().int().nullable(),
        reason: z.string().nullable(),
        threads: z.array(
          z.object({
            supplierId: z.string(),
            bidId: z.string(),
            rank: z.number().int(),
            score: z.number(),
            status: z.enum(THREAD_STATUSES),
            bidPriceMinor: z.number().int(),
            standingOfferMinor: z.number().int().nullable(),
            lastAskMinor: z.number().int().nullable(),
            agreedPriceMinor: z.number().int().nullable(),
            round: z.number().int(),
            terms: z.record(z.string(), z.union([z.number(), z.string()])),
            offers: z.array(NegotiationOffer),
            escalations: z.number().int(),
            endedAt: z.number().int().nullable(),
            endReason: z.string().nullable(),
            fleet: z
              .object({ agentId: z.string().nullable(), assignment: z.record(z.string(), z.unknown()) })
              .nullable()
              .openapi({
                description:
                  "The organisation's fleet: the procurement agent negotiating this thread (null: no agent fit, the request's defaults negotiate it, `assignment.reason` says why) and the coordinator's whole record — `dealType: procurement`, the category, `counterpartyId: supplier:<id>`, every candidate's score parts or exclusions, the rule and the reason; the same as the auction audit's `fleet.assignment` line. The agent's strategy and policy set govern the thread; a request's own `negotiation.policies` win over the agent's policy set. null when the organisation had no active agent as the threads started.",
              }),
          }),
        ),
      })
      .nullable()
      .openapi({ description: "negotiate-best-k after its close: each shortlisted supplier's negotiation thread with its offers (what we offered to pay, what it asked), the winner, or why there was none." }),
  })
  .openapi("Auction");

const SupplierOutcome = z
  .object({
    result: z.enum(["won", "shortlisted", "lost", "not-awarded", "withdrawn", "no-bid", "cancelled"]).openapi({ description: "negotiate-best-k: shortlisted while you negotiate; lost when another shortlisted supplier agreed first." }),
    bidId: z.string().optional(),
    priceMinor: z.number().int().optional().openapi({ description: "Won: the contract price per unit (second-score: at least your bid)." }),
    terms: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
    contractId: z.string().nullable().optional().openapi({ description: "Won: the awarded service contract, once created (you are its provider)." }),
  })
  .openapi("SupplierAuctionOutcome");

export const SupplierAuctionViewSchema = z
  .object({
    auctionId: z.string(),
    status: z.enum(AUCTION_STATUSES),
    request: PublicRequest,
    bid: z.object({ bidId: z.string(), priceMinor: z.number().int(), terms: z.record(z.string(), z.union([z.number(), z.string()])), submittedAt: z.number().int() }).nullable(),
    outcome: SupplierOutcome.nullable().openapi({ description: "Your own outcome once the auction is over; null while it is open. Never another supplier's bid or any score." }),
  })
  .openapi("SupplierAuction");

export const BidAccepted = SupplierAuctionViewSchema.extend({
  bidOutcome: z.enum(["accepted", "replaced", "repeat"]).openapi({ description: "accepted (201), replaced your earlier bid (201), or a repeat of a bid already taken (200)." }),
}).openapi("AuctionBidAccepted");

const Summary = z.object({
  auctionId: z.string(),
  status: z.enum(AUCTION_STATUSES),
  itemName: z.string(),
  format: z.enum(AUCTION_FORMATS),
  deadline: z.number().int(),
  access: z.enum(["invited", "open"]),
  invited: z.array(z.string()).nullable(),
  outcome: z.enum(["awarded", "shortlisted", "no-award"]).nullable(),
  winner: z.string().nullable(),
  contractId: z.string().nullable(),
  awardStatus: z.enum(["none", "pending", "awarded", "failed"]),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

export const AuctionList = z.object({ items: z.array(Summary), nextCursor: z.string().nullable() }).openapi("AuctionList");

export const SupplierAuctionList = z
  .object({ items: z.array(z.object({ auctionId: z.string(), status: z.enum(AUCTION_STATUSES), request: PublicRequest })), nextCursor: z.string().nullable() })
  .openapi("SupplierAuctionList");

// --- negotiate-best-k: a shortlisted supplier's negotiation ---------------------------------------------------------

export const CounterBody = z
  .strictObject({
    priceMinor: z.number().int().openapi({ description: "Your ask per unit, in minor units." }),
    terms: z
      .record(z.string(), z.union([z.number(), z.string()]))
      .optional()
      .openapi({ description: "A request with a valuation of negotiable terms negotiates the package: the negotiable terms you ask for (on their grids; terms left out as Parley offered them); a required term stays as your sealed bid stated it (422 terms-fixed). Without one the negotiation is on price: leave terms out (or send your sealed terms unchanged)." }),
  })
  .openapi("NegotiationCounter");

export const AcceptBody = z.strictObject({}).openapi("NegotiationAccept", { description: "Accept Parley's standing offer (an empty object, or no body)." });

export const RejectBody = z.strictObject({ reason: PlainText(500).optional() }).openapi("NegotiationReject");

export const SupplierNegotiationViewSchema = z
  .object({
    auctionId: z.string(),
    supplierId: z.string(),
    currency: z.string(),
    quantity: z.number().int(),
    status: z.enum(THREAD_STATUSES).openapi({ description: "Your thread: open (your move), escalated (our offer holds while a person reviews it), agreed, lost (another supplier agreed first), rejected (ended: no rounds left), left (you rejected), expired (the window ended)." }),
    negotiation: z.enum(["open", "agreed", "no-agreement"]),
    endsAt: z.number().int().openapi({ description: "Epoch ms: no move is taken at or after it." }),
    standingOfferMinor: z.number().int().nullable().openapi({ description: "What Parley offers to pay per unit now; POST …/accept takes it." }),
    standingTerms: z.record(z.string(), z.union([z.number(), z.string()])).nullable().openapi({ description: "A package purchase: the negotiable terms of Parley's standing offer (null: price only)." }),
    yourLastAskMinor: z.number().int().nullable(),
    round: z.number().int(),
    roundsLeft: z.number().int(),
    terms: z.record(z.string(), z.union([z.number(), z.string()])).openapi({ description: "Your sealed bid's terms (a package purchase negotiates the negotiable ones)." }),
    history: z.array(z.object({ round: z.number().int(), party: z.enum(["supplier", "parley"]), kind: z.enum(["bid", "counter", "accept", "hold", "reject", "leave", "offer"]), priceMinor: z.number().int().nullable(), terms: z.record(z.string(), z.union([z.number(), z.string()])).optional(), at: z.number().int() })),
    agreed: z.object({ priceMinor: z.number().int(), terms: z.record(z.string(), z.union([z.number(), z.string()])), contractId: z.string().nullable() }).nullable(),
  })
  .openapi("SupplierNegotiation");

export const ThreadParam = AuctionIdParam.extend({
  supplierId: z.string().openapi({ param: { name: "supplierId", in: "path" }, description: "The shortlisted supplier whose thread a policy held." }),
});

export const ThreadDecisionBody = z
  .strictObject({
    decision: z.enum(["approve", "reject", "modify"]).openapi({ description: "approve: commit what the negotiator proposed (constraints applied again); reject: end the thread; modify: offer priceMinor instead." }),
    priceMinor: z.number().int().optional().openapi({ description: "modify only: the price per unit to offer, from our standing offer up to the ceiling, within every constraint matching it." }),
    note: PlainText(500).optional(),
  })
  .openapi("NegotiationThreadDecision");
