/**
 * Closing an auction: rank the live bids by score and apply the request's format. Pure: the result depends only
 * on the state (each bid carries the reputation it was submitted with), so a replayed alarm, a restarted object
 * and the rehearsal all reach the same result, whatever order the bids arrived in.
 *
 * Ranking: valid bids only (scoring.ts decides validity), best score first; equal scores go to the earlier
 * submission, then to the lower supplier id (by UTF-16 code units) — a total order, since a supplier has one
 * live bid.
 *
 * Formats:
 * - first-score: the best bid wins and delivers its own package at its own price;
 * - second-score (Che 1993): the best bid wins and keeps its non-price terms; its price is raised to the highest
 *   price at which its package still scores at least the runner-up's score — never above the ceiling, never
 *   below its own bid. With no runner-up the reserve is the ceiling: the winner is paid the ceiling, or less if
 *   its package would fall below the reservation utility there;
 * - negotiate-best-k: no award: the best k valid bids go on to negotiation.
 * No live bid, every bid withdrawn, or no valid bid: closed with no award and the reason.
 *
 * `closeAuction` refuses before the deadline and on a cancelled auction; on a closed auction it is a harmless
 * repeat that returns the state unchanged.
 */
import { auctionEvent, refusal, scorerOf } from "./commands";
import type { Scorer } from "./scoring";
import type { AuctionRefusal, AuctionResult, AuctionState, AuctionStep, Award, InvalidBid, NoAwardReason, RankedBid, RequestForQuotes, SealedBid } from "./types";

/** Best first: higher score, then earlier submission, then lower supplier id. */
export function compareRanked(a: Pick<RankedBid, "score" | "submittedAt" | "supplierId">, b: Pick<RankedBid, "score" | "submittedAt" | "supplierId">): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.submittedAt !== b.submittedAt) return a.submittedAt - b.submittedAt;
  return a.supplierId < b.supplierId ? -1 : a.supplierId > b.supplierId ? 1 : 0;
}

/** The valid bids ranked (best first, `rank` from 1) and the invalid ones (by supplier id) with their reasons. */
export function rankBids(request: RequestForQuotes, bids: Iterable<SealedBid>, scorer: Scorer = scorerOf(request)): { ranking: RankedBid[]; invalid: InvalidBid[] } {
  const ranked: Omit<RankedBid, "rank">[] = [];
  const invalid: InvalidBid[] = [];
  for (const bid of bids) {
    const assessed = scorer.assess(bid.package, bid.reputation);
    if (assessed.valid) ranked.push({ supplierId: bid.supplierId, bidId: bid.bidId, package: bid.package, submittedAt: bid.submittedAt, reputation: bid.reputation, utility: assessed.utility, score: assessed.score });
    else invalid.push({ supplierId: bid.supplierId, bidId: bid.bidId, reasons: assessed.reasons, detail: assessed.detail });
  }
  ranked.sort(compareRanked);
  invalid.sort((a, b) => (a.supplierId < b.supplierId ? -1 : a.supplierId > b.supplierId ? 1 : 0));
  return { ranking: ranked.map((r, i) => ({ rank: i + 1, ...r })), invalid };
}

const fmt = (score: number): string => score.toFixed(4);

/** The award of a first- or second-score auction to `ranking[0]`. */
export function awardOf(request: RequestForQuotes, ranking: readonly RankedBid[], scorer: Scorer): Award {
  const winner = ranking[0]!;
  const second = ranking[1];
  const runnerUp = second ? { supplierId: second.supplierId, bidId: second.bidId, score: second.score } : null;
  const base = { supplierId: winner.supplierId, bidId: winner.bidId, bidPriceMinor: winner.package.priceMinor, bidScore: winner.score, runnerUp };
  if (request.format === "first-score") {
    return {
      ...base,
      package: winner.package,
      contractPriceMinor: winner.package.priceMinor,
      contractScore: winner.score,
      referenceScore: winner.score,
      reference: "own-bid",
      why: `first-score: the best score ${fmt(winner.score)}${runnerUp ? ` (runner-up ${runnerUp.supplierId}: ${fmt(runnerUp.score)})` : " (the only valid bid)"} wins and delivers its own package at its own price ${winner.package.priceMinor}`,
    };
  }
  const ceiling = request.price.ceilingMinor;
  const reference = runnerUp ? runnerUp.score : scorer.score({ priceMinor: ceiling, terms: winner.package.terms }, winner.reputation);
  const price = scorer.contractPriceHeldTo(winner.package, winner.reputation, reference);
  const pkg = { priceMinor: price, terms: winner.package.terms };
  const contractScore = scorer.score(pkg, winner.reputation);
  const raised = price === winner.package.priceMinor ? `stays at its bid ${price}` : `rises from its bid ${winner.package.priceMinor} to ${price}`;
  const bound = price === ceiling ? " (the ceiling)" : "";
  const why = runnerUp
    ? `second-score: held to the runner-up's score ${fmt(reference)} (${runnerUp.supplierId}); keeping its terms, its price ${raised}${bound}, the highest at which its package still scores at least that`
    : `second-score with one valid bid: held to the reserve, its package's score at the ceiling (${fmt(reference)}); its price ${raised}${bound}${price < ceiling ? ", the highest that keeps its package at the reservation utility" : ""}`;
  return { ...base, package: pkg, contractPriceMinor: price, contractScore, referenceScore: reference, reference: runnerUp ? "runner-up" : "reserve", why };
}

/** The result of closing `state` at `now` (the ranking and the format's decision); `state` must be open. */
export function resultOf(state: AuctionState, now: number): AuctionResult {
  const { request } = state;
  const scorer = scorerOf(request);
  const { ranking, invalid } = rankBids(request, state.bids, scorer);
  const live = state.bids.length;
  const bidding = new Set(state.bids.map((b) => b.supplierId));
  const withdrawn = [...new Set(state.withdrawals.map((w) => w.supplierId))].filter((s) => !bidding.has(s)).sort();
  const answered = new Set(state.bidLog.map((b) => b.supplierId));
  const noResponse = request.suppliers.mode === "invited" ? request.suppliers.invited.filter((s) => !answered.has(s)) : [];
  const common = { format: request.format, closedAt: now, ranking, invalid, noResponse, withdrawn, lateBidCount: state.lateBidCount };

  if (ranking.length === 0) {
    const noAwardReason: NoAwardReason = live > 0 ? "no-valid-bid" : state.withdrawals.length > 0 ? "all-withdrawn" : "no-bids";
    const reason =
      noAwardReason === "no-valid-bid"
        ? `no award: none of the ${live} live bid(s) is valid (${[...new Set(invalid.flatMap((b) => b.reasons))].join(", ")})`
        : noAwardReason === "all-withdrawn"
          ? `no award: every bid was withdrawn (${withdrawn.length} supplier(s))`
          : `no award: no bid arrived before the deadline${state.lateBidCount > 0 ? ` (${state.lateBidCount} late)` : ""}`;
    return { ...common, outcome: "no-award", award: null, shortlist: [], noAwardReason, reason };
  }
  if (request.format === "negotiate-best-k") {
    const k = request.bestK ?? 1;
    const shortlist = ranking.slice(0, k);
    const reason = `negotiate-best-k: the best ${shortlist.length} of ${ranking.length} valid bid(s) go on to negotiation (k = ${k}): ${shortlist.map((b) => `${b.supplierId} ${fmt(b.score)}`).join(", ")}`;
    return { ...common, outcome: "shortlisted", award: null, shortlist, noAwardReason: null, reason };
  }
  const award = awardOf(request, ranking, scorer);
  return { ...common, outcome: "awarded", award, shortlist: [], noAwardReason: null, reason: `awarded to ${award.supplierId} at ${award.contractPriceMinor}: ${award.why}` };
}

/** Closes the auction at `now` (at or after its deadline): the result, stored in the state, and one event. */
export function closeAuction(state: AuctionState, now: number): AuctionStep | AuctionRefusal {
  if (state.status === "closed") return { state, events: [] };
  if (state.status === "cancelled") return refusal(409, "auction-cancelled", `auction ${state.request.requestId} was cancelled`);
  if (now < state.request.deadline) return refusal(409, "auction-open", `auction ${state.request.requestId} takes bids until its deadline ${state.request.deadline}`);
  const result = resultOf(state, now);
  const next: AuctionState = { ...state, status: "closed", closedAt: now, result };
  const award = result.award;
  return {
    state: next,
    events: [
      auctionEvent(next, "auction.closed", now, {
        format: result.format,
        outcome: result.outcome,
        reason: result.reason,
        ...(award
          ? {
              winner: award.supplierId,
              winningBidId: award.bidId,
              bidPriceMinor: award.bidPriceMinor,
              contractPriceMinor: award.contractPriceMinor,
              package: award.package,
              runnerUp: award.runnerUp,
              referenceScore: award.referenceScore,
            }
          : {}),
        ...(result.noAwardReason ? { noAwardReason: result.noAwardReason } : {}),
        ...(result.shortlist.length > 0 ? { shortlist: result.shortlist.map((b) => ({ supplierId: b.supplierId, bidId: b.bidId, score: b.score })) } : {}),
        validBids: result.ranking.length,
        invalidBids: result.invalid.length,
        withdrawn: result.withdrawn.length,
        noResponse: result.noResponse.length,
        lateBids: result.lateBidCount,
      }),
    ],
  };
}
