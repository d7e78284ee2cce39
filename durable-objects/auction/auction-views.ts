/**
 * What each side may read of an auction. The organisation sees everything: the full request (ceiling, target,
 * valuation), every live bid ranked by score as the close would rank it now, the invalid ones with their reasons,
 * the result and the awarded contract. A supplier sees the public request (auctions/ `publicRequest`, an allow
 * list), its own bid, and once the auction is over its own outcome — never another supplier's bid, a score, the
 * ceiling or the target: a losing supplier learns only that it lost, since its reason (over the ceiling) would
 * reveal the ceiling.
 */
import { publicRequest, rankBids, scorerOf, type AuctionResult, type AuctionState, type InvalidBid, type PublicRequest, type RankedBid, type RequestForQuotes } from "../../auctions";
import type { AuctionRow, AwardProblem, AwardStatus } from "./auction-store";

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
  if (shortlisted) return { result: "shortlisted", bidId: shortlisted.bidId };
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
