/**
 * The supplier tools' input and output schemas (zod; the SDK turns them into the JSON Schemas `tools/list` shows).
 *
 * Inputs are strict objects, as the supplier routes' bodies are: an argument a tool does not know is refused, never
 * silently dropped. Beyond the JSON types, every rule (whole numbers, the bid id's length, terms on their grids, the
 * deadline) is declared for the model through `.meta()` and enforced by the supplier routes the tools call — so a
 * bad bid is refused with exactly the problem an HTTP client gets, from the one place the rule lives (the auction's
 * pure core, through the Auction object).
 *
 * Outputs reuse the supplier routes' own response schemas (workers/auctions/auction-schemas.ts) as whitelists:
 * what a supplier may read over HTTP is what it reads here, and nothing else. Success is `{ auction: … }` or
 * `{ requests: … }`; a tool error is `{ problem: … }` (both optional, so one schema describes both).
 */
import { z } from "zod";
import { AUCTION_STATUSES } from "../../auctions";
import { BidAccepted, SupplierAuctionList, SupplierAuctionViewSchema, SupplierNegotiationViewSchema } from "../auctions/auction-schemas";
import { ProblemOutput } from "./tool-schemas";

const auctionId = z.string().meta({
  pattern: "^auc_[0-9a-f]{32}$",
  description: "The request for quotes' id (auc_ and 32 hexadecimal characters), as list_requests_for_quotes shows it.",
});

const bidId = z.string().meta({
  minLength: 1,
  maxLength: 128,
  description:
    "Your id for this bid (1 to 128 characters, no control characters). Sending the same bidId and package again is a harmless repeat (use it to retry after a lost answer); the same bidId with another package is refused (bid-id-reused). A new bidId replaces your live bid.",
});

export const ListRequestsInput = z.strictObject({
  status: z.enum(AUCTION_STATUSES).meta({ description: "open (the default): requests you may still bid on; closed or cancelled: past ones, with your outcome in get_request_for_quotes." }).optional(),
  limit: z.number().meta({ type: "integer", minimum: 1, maximum: 100, description: "At most this many (default 50)." }).optional(),
  cursor: z.string().meta({ maxLength: 200, description: "nextCursor from the previous page." }).optional(),
});

export const AuctionIdInput = z.strictObject({ auctionId });

export const SubmitBidInput = z.strictObject({
  auctionId,
  bidId,
  priceMinor: z.number().meta({ type: "integer", description: "Your price per unit, in integer minor units of the request's currency (12500 = 125.00 EUR)." }),
  terms: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .meta({
      description:
        "A value for each of the request's negotiable terms (a number on the term's grid within its range, or one of its listed values) and for each required term (meeting it). Omit only when the request has neither.",
      examples: [{ "payment-days": 30, "support-tier": "standard", "iso-27001": "yes" }],
    })
    .optional(),
});

export const WithdrawBidInput = z.strictObject({ auctionId, bidId });

export const CounterOfferInput = z.strictObject({
  auctionId,
  priceMinor: z.number().meta({ type: "integer", minimum: 1, description: "Your ask per unit, in integer minor units of the request's currency (12500 = 125.00 EUR)." }),
  terms: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .meta({ description: "Only when the request negotiates the package (get_negotiation_thread shows standingTerms): the negotiable terms you ask for, on their grids; terms left out stay as Parley offered them; required terms stay as your sealed bid stated them." })
    .optional(),
});

export const AcceptOfferInput = z.strictObject({ auctionId });

export const RejectOfferInput = z.strictObject({
  auctionId,
  reason: z.string().meta({ maxLength: 500, description: "Why you leave (optional; the organisation reads it)." }).optional(),
});

export const NegotiationOutput = z.object({ negotiation: SupplierNegotiationViewSchema.optional(), problem: ProblemOutput.optional() });
export type SupplierNegotiationBody = z.infer<typeof SupplierNegotiationViewSchema>;

export const RequestsOutput = z.object({ requests: SupplierAuctionList.optional(), problem: ProblemOutput.optional() });
export const AuctionOutput = z.object({ auction: SupplierAuctionViewSchema.optional(), problem: ProblemOutput.optional() });
export const BidOutput = z.object({ auction: BidAccepted.optional(), problem: ProblemOutput.optional() });

export type SupplierAuctionBody = z.infer<typeof SupplierAuctionViewSchema>;
export type SupplierAuctionListBody = z.infer<typeof SupplierAuctionList>;
