/**
 * An auction's life as pure commands: open, submit a sealed bid, withdraw it, cancel (closing is close.ts).
 * Each takes the current state and `now` and returns either an `AuctionStep` (the new state and the events the
 * auction Durable Object commits in one transaction) or an `AuctionRefusal` (a 4xx; nothing changes). Nothing
 * here reads a clock, draws a random number or mutates its input.
 *
 * Bids, in the order they are checked:
 * 1. a cancelled auction takes nothing (409); the bid's shape (ids, a package object) must be right (422);
 * 2. an invited-only request refuses a supplier it did not invite (403);
 * 3. idempotency: a (supplier, bid id) already accepted with the same package is a harmless repeat — nothing
 *    changes, whenever it arrives, even after the deadline and even if a later bid replaced it; the same id with
 *    another package is refused (409), so a retry can never change a bid;
 * 4. at or after the deadline (or once closed) a new bid is late: refused to the supplier (`outcome: "late"`,
 *    shown as a 409) but recorded, with an `auction.bid_late` event, for the audit;
 * 5. the package must keep the request's public rules — negotiable terms on their grids, every required term
 *    stated and met (422); the private ones (ceiling, reservation utility) are judged only at close, so a
 *    supplier cannot probe them by bidding;
 * 6. at most `maxBidsPerSupplier` bids per supplier and `maxBidders` live bids (409);
 * 7. accepted: it becomes the supplier's one live bid, replacing any earlier one (a re-bid also takes the new
 *    submission time, so it loses the tie-break to bids that stood before it).
 *
 * Withdrawals are allowed until the deadline; after it bids are binding. Withdrawing the bid that is no longer
 * live (a later one replaced it) is refused; withdrawing again is a harmless repeat.
 */
import { compileScorer, packageProblems, type Scorer } from "./scoring";
import { publicTerms } from "../terms/public";
import type { TermPackage } from "../terms/types";
import type { AcceptedBid, AuctionEvent, AuctionEventType, AuctionLimits, AuctionRefusal, AuctionState, AuctionStep, BidInput, PublicRequest, RequestForQuotes, SealedBid } from "./types";
import { isEntityId, validateBidShape } from "./validate";

// --- results ---------------------------------------------------------------------------------------------------

export function refusal(status: AuctionRefusal["status"], type: string, detail: string, pointer?: string, problems?: AuctionRefusal["problems"]): AuctionRefusal {
  return { refused: true, status, type, detail, ...(pointer !== undefined ? { pointer } : {}), ...(problems !== undefined ? { problems } : {}) };
}

export function isRefusal<T extends object>(result: T | AuctionRefusal): result is AuctionRefusal {
  return (result as AuctionRefusal).refused === true;
}

export function auctionEvent(state: AuctionState, type: AuctionEventType, at: number, data: Record<string, unknown> = {}): AuctionEvent {
  return { type, auctionId: state.request.requestId, at, data: { status: state.status, ...data } };
}

/** What became of a submitted bid; `late` is shown to the supplier as `problem` (a 409) though it was recorded. */
export type BidOutcome = "accepted" | "replaced" | "repeat" | "late";
export interface BidStep extends AuctionStep {
  outcome: BidOutcome;
  problem?: AuctionRefusal;
}

// --- helpers -----------------------------------------------------------------------------------------------------

/** The supplier's live bid, or null. */
export function liveBidOf(state: AuctionState, supplierId: string): SealedBid | null {
  for (const bid of state.bids) if (bid.supplierId === supplierId) return bid;
  return null;
}

/** A package's body in canonical form (terms sorted by id): two bodies are the same bid iff their fingerprints are. */
export function packageFingerprint(pkg: TermPackage): string {
  const terms = Object.keys(pkg.terms)
    .sort()
    .map((id) => [id, pkg.terms[id]]);
  return JSON.stringify([pkg.priceMinor, terms]);
}

/** Scorers per request object: a stored state keeps its request object across steps, so this compiles once. */
const scorers = new WeakMap<RequestForQuotes, Scorer>();
export function scorerOf(request: RequestForQuotes): Scorer {
  let scorer = scorers.get(request);
  if (!scorer) scorers.set(request, (scorer = compileScorer(request)));
  return scorer;
}

export const isInvited = (request: RequestForQuotes, supplierId: string): boolean => request.suppliers.mode === "open" || request.suppliers.invited.includes(supplierId);

/** Bids are taken while the auction is open and `now` is before the deadline. */
export const takesBids = (state: AuctionState, now: number): boolean => state.status === "open" && now < state.request.deadline;

/** What a supplier may read of the request: an allow list, so nothing private can slip in. */
export function publicRequest(request: RequestForQuotes): PublicRequest {
  return {
    requestId: request.requestId,
    buyerId: request.buyerId,
    item: { ...request.item },
    quantity: request.quantity,
    currency: request.currency,
    required: request.required.map((r) => (r.kind === "choice" ? { ...r, oneOf: [...r.oneOf] } : { ...r })),
    negotiable: publicTerms(request.negotiable),
    sla: request.sla.map((t) => ({ ...t })),
    deadline: request.deadline,
    format: request.format,
    ...(request.bestK !== undefined ? { bestK: request.bestK } : {}),
    access: request.suppliers.mode,
  };
}

/** When the object should wake: at the deadline while open (to close), never after. */
export function nextAlarmAt(state: AuctionState, now: number): number | null {
  return state.status === "open" ? Math.max(now, state.request.deadline) : null;
}

// --- commands ----------------------------------------------------------------------------------------------------

/** A new auction for a validated request (validate.ts's `validateRequest`), open from `now`. */
export function openAuction(request: RequestForQuotes, now: number): AuctionStep | AuctionRefusal {
  if (request.deadline <= now) return refusal(422, "deadline-passed", "the deadline must lie after the opening", "/deadline");
  const state: AuctionState = { request, status: "open", openedAt: now, bids: [], bidLog: [], withdrawals: [], lateBids: [], lateBidCount: 0 };
  return {
    state,
    events: [
      auctionEvent(state, "auction.opened", now, {
        buyerId: request.buyerId,
        format: request.format,
        deadline: request.deadline,
        access: request.suppliers.mode,
        ...(request.suppliers.mode === "invited" ? { invited: request.suppliers.invited.length } : {}),
      }),
    ],
  };
}

/**
 * A sealed bid from `input.supplierId` at `now`; `reputation` is the supplier's reputation score (0..1) as the
 * object reads it now, or null for a supplier without a record. It is held with the bid, so the ranking at close
 * depends only on the state.
 */
export function submitBid(state: AuctionState, input: unknown, now: number, reputation: number | null, limits: AuctionLimits): BidStep | AuctionRefusal {
  if (state.status === "cancelled") return refusal(409, "auction-cancelled", `auction ${state.request.requestId} was cancelled`);
  const shape = validateBidShape(input);
  if (!shape.ok) return refusal(422, "invalid-bid", shape.problems.map((p) => `${p.pointer} ${p.detail}`).join("; "), shape.problems[0]?.pointer, shape.problems);
  const bid: BidInput = shape.value;
  const { request } = state;
  if (!isInvited(request, bid.supplierId)) return refusal(403, "not-invited", `${bid.supplierId} is not invited to request ${request.requestId}`);

  let count = 0;
  let seen: AcceptedBid | null = null;
  for (const line of state.bidLog) {
    if (line.supplierId !== bid.supplierId) continue;
    count++;
    if (line.bidId === bid.bidId) seen = line;
  }
  if (seen) {
    if (isPackageObject(bid.package) && seen.fingerprint === packageFingerprint(bid.package)) return { state, events: [], outcome: "repeat" };
    return refusal(409, "bid-id-reused", `bid ${bid.bidId} was already submitted with another package: send a new bid id to change a bid`, "/bidId");
  }

  if (!takesBids(state, now)) {
    const late = { supplierId: bid.supplierId, bidId: bid.bidId, at: now };
    const next: AuctionState = { ...state, lateBids: state.lateBids.length < limits.maxLateBidsRecorded ? [...state.lateBids, late] : state.lateBids, lateBidCount: state.lateBidCount + 1 };
    return {
      state: next,
      events: [auctionEvent(next, "auction.bid_late", now, { supplierId: bid.supplierId, bidId: bid.bidId, deadline: request.deadline })],
      outcome: "late",
      problem: refusal(409, "bid-late", `bids closed at the deadline ${request.deadline}; this one arrived at ${now}`),
    };
  }

  const problems = packageProblems(request, bid.package);
  if (problems.length > 0) return refusal(422, "invalid-bid", problems.map((p) => `${p.pointer} ${p.detail}`).join("; "), problems[0]!.pointer, problems);

  if (count >= limits.maxBidsPerSupplier) return refusal(409, "too-many-bids", `${bid.supplierId} has had ${count} bids accepted in this auction, the most allowed`);
  const replacing = liveBidOf(state, bid.supplierId);
  if (!replacing && state.bids.length >= limits.maxBidders) return refusal(409, "auction-full", `the auction holds ${limits.maxBidders} live bids, the most allowed`);

  const pkg: TermPackage = { priceMinor: bid.package.priceMinor, terms: { ...bid.package.terms } };
  const sealed: SealedBid = { supplierId: bid.supplierId, bidId: bid.bidId, package: pkg, submittedAt: now, reputation: reputation === null || !Number.isFinite(reputation) ? null : reputation };
  const next: AuctionState = {
    ...state,
    bids: replacing ? [...state.bids.filter((b) => b !== replacing), sealed] : [...state.bids, sealed],
    bidLog: [...state.bidLog, { supplierId: bid.supplierId, bidId: bid.bidId, fingerprint: packageFingerprint(pkg), at: now }],
  };
  // The organisation's live view ranks bids as they come: its events carry the score (suppliers never see them).
  const assessment = scorerOf(request).assess(pkg, sealed.reputation);
  const data = {
    supplierId: bid.supplierId,
    bidId: bid.bidId,
    package: pkg,
    submittedAt: now,
    reputation: sealed.reputation,
    ...(assessment.valid ? { valid: true, utility: assessment.utility, score: assessment.score } : { valid: false, invalidReasons: assessment.reasons }),
    ...(replacing ? { replacedBidId: replacing.bidId } : {}),
  };
  return { state: next, events: [auctionEvent(next, replacing ? "auction.bid_replaced" : "auction.bid_accepted", now, data)], outcome: replacing ? "replaced" : "accepted" };
}

function isPackageObject(pkg: unknown): pkg is TermPackage {
  return typeof pkg === "object" && pkg !== null && typeof (pkg as TermPackage).terms === "object" && (pkg as TermPackage).terms !== null;
}

/** The supplier takes back its live bid `bidId` before the deadline. */
export function withdrawBid(state: AuctionState, supplierId: unknown, bidId: unknown, now: number): AuctionStep | AuctionRefusal {
  if (!isEntityId(supplierId)) return refusal(422, "invalid-withdrawal", "supplierId must be 1 to 128 characters without control characters", "/supplierId");
  if (!isEntityId(bidId)) return refusal(422, "invalid-withdrawal", "bidId must be 1 to 128 characters without control characters", "/bidId");
  const live = liveBidOf(state, supplierId);
  if (!live && state.withdrawals.some((w) => w.supplierId === supplierId && w.bidId === bidId)) return { state, events: [] };
  if (state.status !== "open") return refusal(409, `auction-${state.status}`, `auction ${state.request.requestId} is ${state.status}`);
  if (!live) return refusal(409, "no-live-bid", `${supplierId} has no live bid ${bidId} in this auction`);
  if (live.bidId !== bidId) return refusal(409, "bid-superseded", `bid ${bidId} is not ${supplierId}'s live bid (${live.bidId} is)`, "/bidId");
  if (now >= state.request.deadline) return refusal(409, "bids-binding", `bids are binding from the deadline ${state.request.deadline}`);
  const next: AuctionState = { ...state, bids: state.bids.filter((b) => b !== live), withdrawals: [...state.withdrawals, { supplierId, bidId, at: now }] };
  return { state: next, events: [auctionEvent(next, "auction.bid_withdrawn", now, { supplierId, bidId })] };
}

/** The organisation calls the auction off before it closes; cancelling again is a harmless repeat. */
export function cancelAuction(state: AuctionState, now: number, reason: string): AuctionStep | AuctionRefusal {
  if (state.status === "cancelled") return { state, events: [] };
  if (state.status === "closed") return refusal(409, "auction-closed", `auction ${state.request.requestId} has closed: its result stands`);
  const why = reason.trim().slice(0, 500) || "cancelled by the organisation";
  const next: AuctionState = { ...state, status: "cancelled", cancelledAt: now, cancelReason: why };
  return { state: next, events: [auctionEvent(next, "auction.cancelled", now, { reason: why, liveBids: state.bids.length })] };
}
