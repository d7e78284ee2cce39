/**
 * A supplier's tools (issue #31: suppliers answer the organisation's requests for quotes over MCP): list the
 * requests it may bid on, read one, bid a sealed package, withdraw its bid; and in a negotiate-best-k auction's
 * negotiation, read its thread, counter, accept Parley's standing offer, or reject and leave. Like the buyer's tools, a thin adapter
 * over the HTTP API (api-caller.ts): each calls the supplier route (workers/auctions/supplier-auctions.ts) with the
 * supplier key the MCP request carries, so every answer and refusal — the auction object's, from the pure core —
 * is the one an HTTP client gets, and no rule exists twice. The key never appears in a result.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { problem } from "../../common/problem";
import type { ApiCaller } from "./api-caller";
import type { McpSupplierCaller } from "../caller";
import { okResult, problemResult, withoutSecrets } from "./tool-results";
import {
  AcceptOfferInput,
  CounterOfferInput,
  NegotiationOutput,
  RejectOfferInput,
  type SupplierNegotiationBody,
  AuctionIdInput,
  AuctionOutput,
  BidOutput,
  ListRequestsInput,
  RequestsOutput,
  SubmitBidInput,
  WithdrawBidInput,
  type SupplierAuctionBody,
  type SupplierAuctionListBody,
} from "./supplier-tool-schemas";
import { BidAccepted, SupplierAuctionList, SupplierAuctionViewSchema, SupplierNegotiationViewSchema } from "../auctions/auction-schemas";

export interface SupplierToolContext {
  supplier: McpSupplierCaller;
  api: ApiCaller;
}

export const SUPPLIER_TOOL_NAMES = ["list_requests_for_quotes", "get_request_for_quotes", "submit_bid", "withdraw_bid", "get_negotiation_thread", "counter_offer", "accept_offer", "reject_offer"] as const;

const MONEY = "Money is always a whole number of the currency's minor unit (12500 = 125.00 EUR) and always per unit.";

/**
 * A path segment as the API reads it back. "." and ".." would be resolved away by the URL itself (reaching another
 * path), so they are answered as the route answers an id it never issued.
 */
const segment = (value: string): string | null => (value === "." || value === ".." ? null : encodeURIComponent(value));
const noSuchAuction = () => problemResult(problem("not-found", "No such auction."));

export function registerSupplierTools(server: McpServer, { supplier, api }: SupplierToolContext): void {
  const guarded = (result: CallToolResult) => withoutSecrets(result, [supplier.key]);
  const base = `/v1/shops/${supplier.shopId}/supplier/auctions`;

  server.registerTool(
    "list_requests_for_quotes",
    {
      title: "List requests for quotes",
      description:
        "The organisation's requests for quotes you may bid on, newest first: open to every registered supplier or inviting you. Each shows its public part: what is wanted (item, quantity, currency), the required conditions, the negotiable terms with their ranges or values, the SLA targets the awarded contract carries, the deadline (epoch ms) and the format (first-score, second-score, negotiate-best-k). " +
        "Open requests by default; status closed or cancelled lists past ones. Never the organisation's ceiling, target or preferences. Then get_request_for_quotes or submit_bid with an auctionId from this list.",
      inputSchema: ListRequestsInput,
      outputSchema: RequestsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ status, limit, cursor }) => {
      const query = new URLSearchParams();
      if (status !== undefined) query.set("status", status);
      if (limit !== undefined) query.set("limit", String(limit));
      if (cursor !== undefined) query.set("cursor", cursor);
      const qs = query.size > 0 ? `?${query}` : "";
      return guarded(okResult("requests", SupplierAuctionList, await api("GET", `${base}${qs}`, { credential: supplier.key }), requestsText));
    },
  );

  server.registerTool(
    "get_request_for_quotes",
    {
      title: "Read a request for quotes",
      description:
        "One request for quotes: its public part, your live bid (null if none or withdrawn) and, once it is over, your own outcome: won (with the contract price per unit, your package's terms and the awarded contractId — you are its provider), shortlisted, not-awarded, withdrawn, no-bid or cancelled. Never another supplier's bid or any score. Changes nothing.",
      inputSchema: AuctionIdInput,
      outputSchema: AuctionOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ auctionId }) => {
      const id = segment(auctionId);
      if (id === null) return guarded(noSuchAuction());
      return guarded(okResult("auction", SupplierAuctionViewSchema, await api("GET", `${base}/${id}`, { credential: supplier.key }), auctionText));
    },
  );

  server.registerTool(
    "submit_bid",
    {
      title: "Bid a sealed package",
      description:
        "Bid on a request for quotes before its deadline: a price per unit (priceMinor) and terms (a value for each negotiable and each required term). Sealed: no other supplier sees it. You have one live bid per request: a new bidId replaces it; the same bidId and package again is a harmless repeat (auction.bidOutcome repeat), so retry a lost answer with the same bidId. " +
        "Refused, changing nothing: a package that breaks the request's public rules (invalid-bid, naming each field), the same bidId with another package (bid-id-reused), at or after the deadline (bid-late). A price above what the organisation will pay is accepted and simply never wins. Under second-score the winner is paid at least its own bid (held to the runner-up's score), so bidding your true cost is a best response. " +
        MONEY,
      inputSchema: SubmitBidInput,
      outputSchema: BidOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ auctionId, bidId, priceMinor, terms }) => {
      const id = segment(auctionId);
      if (id === null) return guarded(noSuchAuction());
      const body = { bidId, priceMinor, ...(terms === undefined ? {} : { terms }) };
      return guarded(okResult("auction", BidAccepted, await api("POST", `${base}/${id}/bids`, { credential: supplier.key, body }), bidText));
    },
  );

  server.registerTool(
    "withdraw_bid",
    {
      title: "Withdraw your bid",
      description:
        "Take back your live bid (by its bidId) before the deadline; from the deadline bids are binding (bids-binding). A bid a later one of yours replaced cannot be withdrawn (bid-superseded); withdrawing again is a harmless repeat. You may bid again afterwards, with a new bidId, until the deadline.",
      inputSchema: WithdrawBidInput,
      outputSchema: AuctionOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ auctionId, bidId }) => {
      const [id, bid] = [segment(auctionId), segment(bidId)];
      if (id === null || bid === null) return guarded(noSuchAuction());
      return guarded(okResult("auction", SupplierAuctionViewSchema, await api("POST", `${base}/${id}/bids/${bid}/withdraw`, { credential: supplier.key }), auctionText));
    },
  );

  const NEGOTIATING =
    "In a negotiate-best-k request, once it closes the best k bidders negotiate the price with Parley, each on its own (your sealed bid's terms stand; the negotiation is on price). The first supplier to agree wins the award (an active, signed contract); the others lose. ";

  server.registerTool(
    "get_negotiation_thread",
    {
      title: "Read your negotiation",
      description: `${NEGOTIATING}Your thread: Parley's standing offer per unit, your last ask, rounds left, the window's end (epoch ms) and the prices so far. not-found when you have no thread (not shortlisted, or not started). Changes nothing. ${MONEY}`,
      inputSchema: AuctionIdInput,
      outputSchema: NegotiationOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ auctionId }) => {
      const id = segment(auctionId);
      if (id === null) return guarded(noSuchAuction());
      return guarded(okResult("negotiation", SupplierNegotiationViewSchema, await api("GET", `${base}/${id}/negotiation`, { credential: supplier.key }), negotiationText));
    },
  );

  server.registerTool(
    "counter_offer",
    {
      title: "Counter with your ask",
      description: `${NEGOTIATING}Counter Parley's standing offer with your ask per unit; Parley answers at once (a higher offer, acceptance of your ask, or the end of the thread when no rounds are left). Refused, changing nothing: a price that is not a positive whole number (invalid-move), a thread that ended (negotiation-closed), an offer held for review (negotiation-held), after the window (negotiation-window-ended). ${MONEY}`,
      inputSchema: CounterOfferInput,
      outputSchema: NegotiationOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ auctionId, priceMinor, terms }) => {
      const id = segment(auctionId);
      if (id === null) return guarded(noSuchAuction());
      const body = { priceMinor, ...(terms === undefined ? {} : { terms }) };
      return guarded(okResult("negotiation", SupplierNegotiationViewSchema, await api("POST", `${base}/${id}/negotiation/counter`, { credential: supplier.key, body }), negotiationText));
    },
  );

  server.registerTool(
    "accept_offer",
    {
      title: "Accept Parley's standing offer",
      description: `${NEGOTIATING}Accept Parley's standing offer as it stands (get_negotiation_thread shows it): if no other supplier agreed first, you win the award at that price with your sealed terms.`,
      inputSchema: AcceptOfferInput,
      outputSchema: NegotiationOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ auctionId }) => {
      const id = segment(auctionId);
      if (id === null) return guarded(noSuchAuction());
      return guarded(okResult("negotiation", SupplierNegotiationViewSchema, await api("POST", `${base}/${id}/negotiation/accept`, { credential: supplier.key, body: {} }), negotiationText));
    },
  );

  server.registerTool(
    "reject_offer",
    {
      title: "Reject and leave the negotiation",
      description: `${NEGOTIATING}Leave the negotiation: your thread ends and you cannot win this request.`,
      inputSchema: RejectOfferInput,
      outputSchema: NegotiationOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async ({ auctionId, reason }) => {
      const id = segment(auctionId);
      if (id === null) return guarded(noSuchAuction());
      return guarded(okResult("negotiation", SupplierNegotiationViewSchema, await api("POST", `${base}/${id}/negotiation/reject`, { credential: supplier.key, body: reason === undefined ? {} : { reason } }), negotiationText));
    },
  );
}

function negotiationText(n: SupplierNegotiationBody): string {
  const offer = n.standingOfferMinor === null ? "no offer yet" : `${n.standingOfferMinor} ${n.currency} minor units per unit${n.standingTerms ? withTerms(n.standingTerms) : ""}`;
  if (n.status === "agreed") return `Agreed at ${n.agreed?.priceMinor ?? n.standingOfferMinor} per unit${withTerms(n.terms)}${n.agreed?.contractId ? `, contract ${n.agreed.contractId}` : "; the contract is being created"}.`;
  if (n.status === "lost") return "Another supplier agreed first: you lost this request.";
  if (n.status !== "open") return `Your negotiation ended (${n.status}). Parley's last offer: ${offer}.`;
  return `Parley offers ${offer}; your last ask: ${n.yourLastAskMinor ?? "none"}. Round ${n.round}, ${n.roundsLeft} left, until ${new Date(n.endsAt).toISOString()}.`;
}

const withTerms = (terms: Record<string, number | string>) =>
  Object.keys(terms).length > 0 ? ` with ${Object.entries(terms).map(([id, value]) => `${id} ${value}`).join(", ")}` : "";

function requestsText(page: SupplierAuctionListBody): string {
  if (page.items.length === 0) return "No requests for quotes to show.";
  const lines = page.items.map(({ auctionId, status, request: r }) => `- ${auctionId} (${status}, ${r.format}): ${r.quantity} × ${r.item.name} in ${r.currency}, deadline ${new Date(r.deadline).toISOString()}`);
  return `${lines.join("\n")}${page.nextCursor ? `\nMore: pass cursor ${page.nextCursor}.` : ""}`;
}

function auctionText(a: SupplierAuctionBody): string {
  const r = a.request;
  const parts = [`Request ${a.auctionId} (${a.status}, ${r.format}): ${r.quantity} × ${r.item.name} in ${r.currency}, deadline ${new Date(r.deadline).toISOString()}.`];
  parts.push(a.bid ? `Your live bid ${a.bid.bidId}: ${a.bid.priceMinor} ${r.currency} minor units per unit${withTerms(a.bid.terms)}.` : "You have no live bid.");
  if (a.outcome) {
    const o = a.outcome;
    parts.push(o.result === "won" ? `You won: ${o.priceMinor} per unit${withTerms(o.terms ?? {})}${o.contractId ? `, contract ${o.contractId}` : ", the contract is being created"}.` : `Outcome: ${o.result}.`);
  }
  return parts.join(" ");
}

function bidText(a: SupplierAuctionBody & { bidOutcome: string }): string {
  return `Bid ${a.bidOutcome}. ${auctionText(a)}`;
}
