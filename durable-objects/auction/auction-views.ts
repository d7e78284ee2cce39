/**
 * What each side may read of an auction. The organisation sees everything: the full request (ceiling, target,
 * valuation), every live bid ranked by score as the close would rank it now, the invalid ones with their reasons,
 * the result and the awarded contract. A supplier sees the public request (auctions/ `publicRequest`, an allow
 * list), its own bid, and once the auction is over its own outcome — never another supplier's bid, a score, the
 * ceiling or the target: a losing supplier learns only that it lost, since its reason (over the ceiling) would
 * reveal the ceiling.
 *
 * negotiate-best-k's negotiation: the organisation sees every thread (offers, status, why it ended; never the
 * threads' private draws); a shortlisted supplier sees its own thread only — our standing offer, its last ask, the
 * rounds left, the window's end, the history of prices — never the ceiling, the target's role, the valuation, the
 * kernel's reason codes or explanations, nor another supplier's thread. When another supplier agreed first it learns
 * that it lost, not at what price.
 */
import { negotiationSettings, publicRequest, rankBids, scorerOf, type AuctionResult, type AuctionState, type InvalidBid, type NegotiationStage, type NegotiationThread, type PublicRequest, type RankedBid, type RequestForQuotes, type ThreadOffer, type ThreadStatus } from "../../auctions";
import type { AuctionRow, AwardProblem, AwardStatus } from "./auction-store";
import type { ProcurementRecord } from "../shop/fleet-store";

export interface AuctionView {
  auctionId: string;
  shopId: string;
  status: AuctionState["status"];
  request: RequestForQuotes;
  openedAt: number;
  deadline: number;
  /** Live bids ranked by score, best first, as closing now would rank them (the result's ranking once closed). */
  ranking: RankedBid[];
  invalid: InvalidBid[];
  liveBids: number;
  withdrawals: number;
  lateBidCount: number;
  result: AuctionResult | null;
  closedAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  award: { status: AwardStatus; contractId: string | null; problem: AwardProblem | null };
  /** negotiate-best-k after its close: the negotiation with the shortlist; null otherwise (or before it starts). */
  negotiation: OrganisationNegotiationView | null;
}

export interface OrganisationThreadView {
  supplierId: string;
  bidId: string;
  rank: number;
  score: number;
  status: ThreadStatus;
  bidPriceMinor: number;
  /** What we offer to pay now (our standing offer). */
  standingOfferMinor: number | null;
  lastAskMinor: number | null;
  agreedPriceMinor: number | null;
  round: number;
  terms: Record<string, number | string>;
  offers: ThreadOffer[];
  escalations: number;
  endedAt: number | null;
  endReason: string | null;
  /**
   * The organisation's fleet: the procurement agent negotiating this thread (null: the request's defaults) and the
   * coordinator's whole record (every candidate's score or exclusions, the rule, the reason); null when the
   * organisation had no active agent when the thread started.
   */
  fleet: { agentId: string | null; assignment: ProcurementRecord & { negotiationId: string } } | null;
}

export interface OrganisationNegotiationView {
  status: NegotiationStage["status"];
  openedAt: number;
  endsAt: number;
  maxRounds: number;
  winner: NegotiationStage["winner"];
  endedAt: number | null;
  reason: string | null;
  threads: OrganisationThreadView[];
}

/** A shortlisted supplier's view of its own negotiation thread. */
export interface SupplierNegotiationView {
  auctionId: string;
  supplierId: string;
  currency: string;
  quantity: number;
  status: ThreadStatus;
  /** The negotiation as a whole: open, agreed (by someone), or ended without agreement. */
  negotiation: NegotiationStage["status"];
  endsAt: number;
  /** What Parley offers to pay per unit now; accept takes it. */
  standingOfferMinor: number | null;
  /** A package purchase: the negotiable terms that go with Parley's standing offer (null: price only, your sealed terms stand). */
  standingTerms: Record<string, number | string> | null;
  yourLastAskMinor: number | null;
  round: number;
  roundsLeft: number;
  /** Your sealed bid's terms (price only: they stand; a package purchase: the required ones stand, the negotiable ones are negotiated). */
  terms: Record<string, number | string>;
  /** The offers so far, oldest first, with their terms for a package purchase (no reason codes). */
  history: { round: number; party: ThreadOffer["party"]; kind: ThreadOffer["kind"]; priceMinor: number | null; terms?: Record<string, number | string>; at: number }[];
  /** Your agreement, once you agreed (the contract follows). */
  agreed: { priceMinor: number; terms: Record<string, number | string>; contractId: string | null } | null;
}

function threadView(t: NegotiationThread): OrganisationThreadView {
  return {
    supplierId: t.supplierId,
    bidId: t.bidId,
    rank: t.rank,
    score: t.score,
    status: t.status,
    bidPriceMinor: t.bidPriceMinor,
    standingOfferMinor: t.round.shopOfferMinor,
    lastAskMinor: t.round.buyerOfferMinor,
    agreedPriceMinor: t.round.agreedPriceMinor,
    round: t.round.round,
    terms: { ...t.terms },
    offers: t.offers,
    escalations: t.escalations,
    endedAt: t.endedAt,
    endReason: t.endReason,
    fleet: t.settings?.assignment !== undefined ? { agentId: t.settings.agentId, assignment: t.settings.assignment as ProcurementRecord & { negotiationId: string } } : null,
  };
}

export function organisationNegotiationView(state: AuctionState): OrganisationNegotiationView | null {
  const stage = state.negotiation;
  if (!stage) return null;
  return { status: stage.status, openedAt: stage.openedAt, endsAt: stage.endsAt, maxRounds: stage.purchase.maxRounds, winner: stage.winner, endedAt: stage.endedAt, reason: stage.reason, threads: stage.threads.map(threadView) };
}

/** The supplier's thread, or null when it has none (not shortlisted, or no negotiation yet). */
export function supplierNegotiationView(row: AuctionRow, supplierId: string): SupplierNegotiationView | null {
  const stage = row.state.negotiation;
  const t = stage?.threads.find((x) => x.supplierId === supplierId);
  if (!stage || !t) return null;
  const maxRounds = negotiationSettings(row.state.request).maxRounds;
  const won = stage.winner?.supplierId === supplierId ? stage.winner : null;
  return {
    auctionId: row.auctionId,
    supplierId,
    currency: row.state.request.currency,
    quantity: row.state.request.quantity,
    status: t.status,
    negotiation: stage.status,
    endsAt: stage.endsAt,
    standingOfferMinor: t.round.shopOfferMinor,
    standingTerms: stage.purchase.package ? (t.round.kernel.package?.shopTerms ?? null) : null,
    yourLastAskMinor: t.round.buyerOfferMinor,
    round: t.round.round,
    roundsLeft: Math.max(0, maxRounds - t.round.round),
    terms: { ...t.terms },
    history: t.offers.map((o) => ({ round: o.round, party: o.party, kind: o.kind, priceMinor: o.priceMinor, ...(o.terms ? { terms: o.terms } : {}), at: o.at })),
    agreed: won ? { priceMinor: won.priceMinor, terms: { ...won.terms }, contractId: row.awardStatus === "awarded" ? row.contractId : null } : null,
  };
}

export interface SupplierAuctionView {
  auctionId: string;
  status: AuctionState["status"];
  request: PublicRequest;
  /** The supplier's live bid, or null (none, or withdrawn). */
  bid: { bidId: string; priceMinor: number; terms: Record<string, number | string>; submittedAt: number } | null;
  /** Its own outcome once the auction is over; null while open. */
  outcome: SupplierOutcome | null;
}

export type SupplierOutcome =
  | { result: "won"; bidId: string; priceMinor: number; terms: Record<string, number | string>; contractId: string | null }
  | { result: "shortlisted"; bidId: string }
  /** negotiate-best-k: another shortlisted supplier agreed first. */
  | { result: "lost"; bidId: string }
  | { result: "not-awarded" | "withdrawn" | "no-bid" | "cancelled" };

export function auctionView(row: AuctionRow): AuctionView {
  const { state } = row;
  const ranked = state.result ? { ranking: state.result.ranking, invalid: state.result.invalid } : rankBids(state.request, state.bids, scorerOf(state.request));
  return {
    auctionId: row.auctionId,
    shopId: row.shopId,
    status: state.status,
    request: state.request,
    openedAt: state.openedAt,
    deadline: state.request.deadline,
    ranking: ranked.ranking,
    invalid: ranked.invalid,
    liveBids: state.bids.length,
    withdrawals: state.withdrawals.length,
    lateBidCount: state.lateBidCount,
    result: state.result ?? null,
    closedAt: state.closedAt ?? null,
    cancelledAt: state.cancelledAt ?? null,
    cancelReason: state.cancelReason ?? null,
    award: { status: row.awardStatus, contractId: row.contractId, problem: row.awardProblem },
    negotiation: organisationNegotiationView(state),
  };
}

export function supplierAuctionView(row: AuctionRow, supplierId: string): SupplierAuctionView {
  const { state } = row;
  const live = state.bids.find((b) => b.supplierId === supplierId) ?? null;
  return {
    auctionId: row.auctionId,
    status: state.status,
    request: publicRequest(state.request),
    bid: live && { bidId: live.bidId, priceMinor: live.package.priceMinor, terms: { ...live.package.terms }, submittedAt: live.submittedAt },
    outcome: outcomeOf(row, supplierId),
  };
}

function outcomeOf(row: AuctionRow, supplierId: string): SupplierOutcome | null {
  const { state } = row;
  if (state.status === "open") return null;
  if (state.status === "cancelled") return { result: "cancelled" };
  const result = state.result!;
  const award = result.award;
  if (award && award.supplierId === supplierId) {
    return { result: "won", bidId: award.bidId, priceMinor: award.contractPriceMinor, terms: { ...award.package.terms }, contractId: row.awardStatus === "awarded" ? row.contractId : null };
  }
  const shortlisted = result.shortlist.find((b) => b.supplierId === supplierId);
  const thread = state.negotiation?.threads.find((t) => t.supplierId === supplierId);
  if (shortlisted && thread?.status === "lost") return { result: "lost", bidId: shortlisted.bidId };
  if (shortlisted && result.outcome === "shortlisted") return { result: "shortlisted", bidId: shortlisted.bidId };
  if (shortlisted) return { result: "not-awarded" };
  if (state.bids.some((b) => b.supplierId === supplierId)) return { result: "not-awarded" };
  if (state.withdrawals.some((w) => w.supplierId === supplierId)) return { result: "withdrawn" };
  return { result: "no-bid" };
}

/** A line of the shop's auction index (and, public part only, of a supplier's list). */
export interface AuctionSummary {
  auctionId: string;
  shopId: string;
  status: AuctionState["status"];
  itemName: string;
  format: RequestForQuotes["format"];
  deadline: number;
  access: RequestForQuotes["suppliers"]["mode"];
  invited: string[] | null;
  outcome: AuctionResult["outcome"] | null;
  winner: string | null;
  contractId: string | null;
  awardStatus: AwardStatus;
  request: PublicRequest;
  version: number;
  createdAt: number;
  updatedAt: number;
}

export function summaryOf(row: AuctionRow): AuctionSummary {
  const { state } = row;
  return {
    auctionId: row.auctionId,
    shopId: row.shopId,
    status: state.status,
    itemName: state.request.item.name,
    format: state.request.format,
    deadline: state.request.deadline,
    access: state.request.suppliers.mode,
    invited: state.request.suppliers.mode === "invited" ? state.request.suppliers.invited : null,
    outcome: state.result?.outcome ?? null,
    winner: state.result?.award?.supplierId ?? null,
    contractId: row.awardStatus === "awarded" ? row.contractId : null,
    awardStatus: row.awardStatus,
    request: publicRequest(state.request),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
