/**
 * An auction's life as an organisation and its suppliers see it: bids accepted, replaced, repeated, refused and
 * late; withdrawals; closing under each format with hand-computed prices; ties; reputation; no award.
 */
import { describe, expect, it } from "vitest";
import { auctionLimits, cancelAuction, closeAuction, isRefusal, liveBidOf, nextAlarmAt, submitBid, withdrawBid, type AuctionResult, type AuctionState } from "../../auctions";
import { bid, DEADLINE, exactRequest, fullTerms, HOUR, LIMITS, open, request, submitted, T0 } from "./fixtures";

function closed(state: AuctionState, at = DEADLINE): AuctionResult {
  const step = closeAuction(state, at);
  if (isRefusal(step)) throw new Error(step.detail);
  return step.state.result!;
}

describe("submitting bids", () => {
  it("accepts a bid, holds it with its submission time and reputation, and tells the organisation its score", () => {
    const step = submitBid(open(request()), bid("acme", 8_000, fullTerms()), T0 + HOUR, 0.9, LIMITS);
    expect(isRefusal(step)).toBe(false);
    if (isRefusal(step)) return;
    expect(step.outcome).toBe("accepted");
    expect(liveBidOf(step.state, "acme")).toMatchObject({ bidId: "acme-b1", submittedAt: T0 + HOUR, reputation: 0.9, package: { priceMinor: 8_000 } });
    expect(step.events).toHaveLength(1);
    expect(step.events[0]).toMatchObject({ type: "auction.bid_accepted", auctionId: "rfq-1", at: T0 + HOUR, data: { supplierId: "acme", valid: true } });
    expect(step.events[0]!.data.score).toBeGreaterThan(0);
  });

  it("a re-bid before the deadline replaces the supplier's bid (one live bid each) and takes the new time", () => {
    let state = submitted(open(request()), bid("acme", 9_000, fullTerms()), T0 + HOUR);
    const step = submitBid(state, bid("acme", 8_500, fullTerms(), "acme-b2"), T0 + 2 * HOUR, null, LIMITS);
    if (isRefusal(step)) throw new Error(step.detail);
    state = step.state;
    expect(step.outcome).toBe("replaced");
    expect(step.events[0]).toMatchObject({ type: "auction.bid_replaced", data: { bidId: "acme-b2", replacedBidId: "acme-b1" } });
    expect(state.bids.map((b) => b.supplierId)).toEqual(["acme"]);
    expect(liveBidOf(state, "acme")).toMatchObject({ bidId: "acme-b2", submittedAt: T0 + 2 * HOUR, package: { priceMinor: 8_500 } });
  });

  it("the same bid id with the same package is a harmless repeat, before or after the deadline, even once replaced", () => {
    const first = submitted(open(request()), bid("acme", 9_000, fullTerms()), T0 + HOUR);
    const replaced = submitted(first, bid("acme", 8_000, fullTerms(), "acme-b2"), T0 + 2 * HOUR);
    for (const at of [T0 + 3 * HOUR, DEADLINE + HOUR]) {
      // Terms in another key order are the same package.
      const terms = Object.fromEntries(Object.entries(fullTerms()).reverse());
      const step = submitBid(replaced, bid("acme", 9_000, terms), at, null, LIMITS);
      expect(isRefusal(step) ? step.type : step.outcome).toBe("repeat");
      if (!isRefusal(step)) {
        expect(step.state).toBe(replaced);
        expect(step.events).toEqual([]);
      }
    }
  });

  it("the same bid id with another package is refused: a retry can never change a bid", () => {
    const state = submitted(open(request()), bid("acme", 9_000, fullTerms()), T0 + HOUR);
    const step = submitBid(state, bid("acme", 8_000, fullTerms()), T0 + 2 * HOUR, null, LIMITS);
    expect(step).toMatchObject({ refused: true, status: 409, type: "bid-id-reused" });
  });

  it("a bid at or after the deadline is refused as late and recorded for the audit", () => {
    const state = open(request());
    const step = submitBid(state, bid("slow", 7_000, fullTerms()), DEADLINE, null, LIMITS);
    if (isRefusal(step)) throw new Error(step.detail);
    expect(step.outcome).toBe("late");
    expect(step.problem).toMatchObject({ status: 409, type: "bid-late" });
    expect(step.state.bids).toEqual([]);
    expect(step.state.lateBids).toEqual([{ supplierId: "slow", bidId: "slow-b1", at: DEADLINE }]);
    expect(step.state.lateBidCount).toBe(1);
    expect(step.events.map((e) => e.type)).toEqual(["auction.bid_late"]);
  });

  it("late bids beyond the recording limit are only counted", () => {
    const limits = auctionLimits({ maxLateBidsRecorded: 2 });
    let state = open(request());
    for (let i = 0; i < 5; i++) {
      const step = submitBid(state, bid(`late${i}`, 7_000, fullTerms()), DEADLINE + i, null, limits);
      if (isRefusal(step)) throw new Error(step.detail);
      state = step.state;
    }
    expect(state.lateBids.map((b) => b.supplierId)).toEqual(["late0", "late1"]);
    expect(state.lateBidCount).toBe(5);
  });

  it("an invited-only request refuses a supplier it did not invite", () => {
    const state = open(request({ suppliers: { mode: "invited", invited: ["acme"] } }));
    expect(submitBid(state, bid("intruder", 7_000, fullTerms()), T0 + HOUR, null, LIMITS)).toMatchObject({ refused: true, status: 403, type: "not-invited" });
    expect(isRefusal(submitBid(state, bid("acme", 7_000, fullTerms()), T0 + HOUR, null, LIMITS))).toBe(false);
  });

  it("refuses a package that breaks the public rules, naming each field", () => {
    const state = open(request());
    const { "iso-27001": _iso, ...withoutCertification } = fullTerms();
    expect(submitBid(state, bid("a", 7_000, withoutCertification), T0, null, LIMITS)).toMatchObject({ status: 422, type: "invalid-bid", pointer: "/package/terms/iso-27001" });
    expect(submitBid(state, bid("a", 7_000, { ...fullTerms(), "iso-27001": "no" }), T0, null, LIMITS)).toMatchObject({ status: 422, pointer: "/package/terms/iso-27001" });
    expect(submitBid(state, bid("a", 7_000, { ...fullTerms(), "payment-days": 20 }), T0, null, LIMITS)).toMatchObject({ status: 422, pointer: "/package/terms/payment-days" });
    expect(submitBid(state, bid("a", 7_000, { ...fullTerms(), colour: "red" }), T0, null, LIMITS)).toMatchObject({ status: 422, pointer: "/package/terms/colour" });
    expect(submitBid(state, bid("a", 70.5, fullTerms()), T0, null, LIMITS)).toMatchObject({ status: 422, pointer: "/package/priceMinor" });
    expect(submitBid(state, { supplierId: "", bidId: "x", package: { priceMinor: 1, terms: {} } }, T0, null, LIMITS)).toMatchObject({ status: 422, pointer: "/supplierId" });
  });

  it("accepts a bid over the private ceiling (refusing it would reveal the ceiling), and never scores it", () => {
    let state = submitted(open(request()), bid("dear", 10_001, fullTerms(90, 36, "premium", "DDP")), T0);
    state = submitted(state, bid("fair", 9_500, fullTerms(0, 12, "basic", "EXW")), T0);
    const result = closed(state);
    expect(result.ranking.map((b) => b.supplierId)).toEqual(["fair"]);
    expect(result.invalid).toEqual([{ supplierId: "dear", bidId: "dear-b1", reasons: ["over-ceiling"], detail: expect.stringContaining("ceiling") }]);
    expect(result.award?.supplierId).toBe("fair");
  });

  it("caps the bids one supplier may have accepted and the live bids one auction holds", () => {
    const limits = auctionLimits({ maxBidsPerSupplier: 2, maxBidders: 2 });
    let state = open(request());
    for (const [i, id] of ["a", "a", "b"].entries()) {
      const step = submitBid(state, bid(id, 7_000 + i, fullTerms(), `${id}-${i}`), T0 + i, null, limits);
      if (isRefusal(step)) throw new Error(step.detail);
      state = step.state;
    }
    expect(submitBid(state, bid("a", 6_900, fullTerms(), "a-9"), T0 + 9, null, limits)).toMatchObject({ status: 409, type: "too-many-bids" });
    expect(submitBid(state, bid("c", 6_900, fullTerms()), T0 + 9, null, limits)).toMatchObject({ status: 409, type: "auction-full" });
    // A live bidder may still revise within its own cap.
    expect(isRefusal(submitBid(state, bid("b", 6_900, fullTerms(), "b-9"), T0 + 9, null, limits))).toBe(false);
  });

  it("a cancelled auction takes no bids", () => {
    const step = cancelAuction(open(request()), T0 + HOUR, "budget withdrawn");
    if (isRefusal(step)) throw new Error(step.detail);
    expect(step.state).toMatchObject({ status: "cancelled", cancelReason: "budget withdrawn" });
    expect(submitBid(step.state, bid("a", 7_000, fullTerms()), T0 + 2 * HOUR, null, LIMITS)).toMatchObject({ status: 409, type: "auction-cancelled" });
    expect(closeAuction(step.state, DEADLINE)).toMatchObject({ status: 409, type: "auction-cancelled" });
    expect(nextAlarmAt(step.state, T0)).toBeNull();
  });
});

describe("withdrawing", () => {
  const base = () => submitted(open(request()), bid("acme", 8_000, fullTerms()), T0 + HOUR);

  it("takes the live bid back before the deadline; withdrawing again is a harmless repeat", () => {
    const step = withdrawBid(base(), "acme", "acme-b1", T0 + 2 * HOUR);
    if (isRefusal(step)) throw new Error(step.detail);
    expect(step.state.bids).toEqual([]);
    expect(step.state.withdrawals).toEqual([{ supplierId: "acme", bidId: "acme-b1", at: T0 + 2 * HOUR }]);
    expect(step.events.map((e) => e.type)).toEqual(["auction.bid_withdrawn"]);
    const again = withdrawBid(step.state, "acme", "acme-b1", T0 + 3 * HOUR);
    expect(again).toEqual({ state: step.state, events: [] });
  });

  it("bids are binding from the deadline", () => {
    expect(withdrawBid(base(), "acme", "acme-b1", DEADLINE)).toMatchObject({ status: 409, type: "bids-binding" });
  });

  it("only the live bid can be withdrawn, and only by an existing bidder", () => {
    const replaced = submitted(base(), bid("acme", 7_900, fullTerms(), "acme-b2"), T0 + 2 * HOUR);
    expect(withdrawBid(replaced, "acme", "acme-b1", T0 + 3 * HOUR)).toMatchObject({ status: 409, type: "bid-superseded" });
    expect(withdrawBid(replaced, "nobody", "x", T0 + 3 * HOUR)).toMatchObject({ status: 409, type: "no-live-bid" });
  });

  it("a supplier may bid again after withdrawing", () => {
    const withdrawn = withdrawBid(base(), "acme", "acme-b1", T0 + 2 * HOUR);
    if (isRefusal(withdrawn)) throw new Error(withdrawn.detail);
    const again = submitted(withdrawn.state, bid("acme", 7_500, fullTerms(), "acme-b2"), T0 + 3 * HOUR);
    const result = closed(again);
    expect(result.award?.bidId).toBe("acme-b2");
    expect(result.withdrawn).toEqual([]);
  });
});

describe("closing", () => {
  // exactRequest: U = ½·price value + ½·payment-days value, price value = (10,000 − p)/4,000 above the target 6,000.
  const twoBids = (format: "first-score" | "second-score") => {
    let state = open(exactRequest({ format }));
    state = submitted(state, bid("alpha", 8_000, { "payment-days": 60 }), T0 + HOUR); // U = ½·½ + ½·1 = 0.75
    state = submitted(state, bid("beta", 7_000, { "payment-days": 30 }), T0 + HOUR); // U = ½·¾ + ½·½ = 0.625
    return state;
  };

  it("refuses before the deadline; the alarm is due at the deadline", () => {
    const state = twoBids("second-score");
    expect(closeAuction(state, DEADLINE - 1)).toMatchObject({ status: 409, type: "auction-open" });
    expect(nextAlarmAt(state, T0)).toBe(DEADLINE);
  });

  it("first-score: the best score wins and delivers its own package at its own price", () => {
    const result = closed(twoBids("first-score"));
    expect(result.outcome).toBe("awarded");
    expect(result.award).toMatchObject({ supplierId: "alpha", bidPriceMinor: 8_000, contractPriceMinor: 8_000, bidScore: 0.75, contractScore: 0.75, reference: "own-bid", runnerUp: { supplierId: "beta", score: 0.625 } });
    expect(result.award!.package).toEqual({ priceMinor: 8_000, terms: { "payment-days": 60 } });
  });

  it("second-score: the winner keeps its terms and is paid the highest price at which it still scores the runner-up's 0.625", () => {
    // ½·(10,000 − p)/4,000 + ½ ≥ 0.625  ⇔  p ≤ 9,000.
    const result = closed(twoBids("second-score"));
    expect(result.award).toMatchObject({ supplierId: "alpha", bidPriceMinor: 8_000, contractPriceMinor: 9_000, contractScore: 0.625, referenceScore: 0.625, reference: "runner-up" });
    expect(result.award!.package).toEqual({ priceMinor: 9_000, terms: { "payment-days": 60 } });
    expect(result.award!.why).toMatch(/runner-up's score 0\.6250 \(beta\).*rises from its bid 8000 to 9000/);
    expect(result.reason).toMatch(/^awarded to alpha at 9000/);
  });

  it("second-score never pays above the ceiling, and with one valid bid the reserve is the ceiling", () => {
    let state = open(exactRequest());
    state = submitted(state, bid("solo", 7_000, { "payment-days": 15 }), T0 + HOUR);
    state = submitted(state, bid("greedy", 10_500, { "payment-days": 60 }), T0 + HOUR);
    const result = closed(state);
    expect(result.award).toMatchObject({ supplierId: "solo", contractPriceMinor: 10_000, reference: "reserve", runnerUp: null });
    expect(result.invalid.map((b) => b.supplierId)).toEqual(["greedy"]);
  });

  it("with one valid bid below the reservation at the ceiling, the reserve price is the highest that keeps the reservation", () => {
    // Reservation 0.5: ½·(10,000 − p)/4,000 + ½·¼ ≥ 0.5  ⇔  p ≤ 7,000.
    let state = open(exactRequest({ valuation: { weights: { price: 1, "payment-days": 1 }, reservationUtility: 0.5 } }));
    state = submitted(state, bid("solo", 6_500, { "payment-days": 15 }), T0 + HOUR);
    expect(closed(state).award).toMatchObject({ contractPriceMinor: 7_000, reference: "reserve" });
  });

  it("a tie goes to the earlier submission, then to the lower supplier id", () => {
    let state = open(exactRequest({ format: "first-score" }));
    state = submitted(state, bid("zulu", 8_000, { "payment-days": 60 }), T0 + HOUR);
    state = submitted(state, bid("bravo", 8_000, { "payment-days": 60 }), T0 + HOUR);
    state = submitted(state, bid("alpha", 8_000, { "payment-days": 60 }), T0 + 2 * HOUR);
    expect(closed(state).ranking.map((b) => b.supplierId)).toEqual(["bravo", "zulu", "alpha"]);
  });

  it("a tie under second-score costs the winner nothing: it is held to its own score", () => {
    let state = open(exactRequest());
    state = submitted(state, bid("early", 8_000, { "payment-days": 60 }), T0 + HOUR);
    state = submitted(state, bid("later", 8_000, { "payment-days": 60 }), T0 + 2 * HOUR);
    expect(closed(state).award).toMatchObject({ supplierId: "early", contractPriceMinor: 8_000 });
  });

  it("reputation weights the score: a better record beats a slightly better package", () => {
    // λ = 0.5: factor 0.5 + 0.5·rep. alpha 0.75 × 0.75 = 0.5625; beta 0.625 × 1 = 0.625.
    let state = open(exactRequest({ reputation: { lambda: 0.5, neutralReputation: 0.5 } }));
    state = submitted(state, bid("alpha", 8_000, { "payment-days": 60 }), T0 + HOUR, 0.5);
    state = submitted(state, bid("beta", 7_000, { "payment-days": 30 }), T0 + HOUR, 1);
    const result = closed(state);
    expect(result.ranking.map((b) => [b.supplierId, b.score])).toEqual([
      ["beta", 0.625],
      ["alpha", 0.5625],
    ]);
    // beta (factor 1) held to 0.5625: ½·(10,000 − p)/4,000 + ¼ ≥ 0.5625  ⇔  p ≤ 7,500.
    expect(result.award).toMatchObject({ supplierId: "beta", contractPriceMinor: 7_500 });
  });

  it("a supplier without a record is scored at the neutral reputation", () => {
    let state = open(exactRequest({ reputation: { lambda: 0.5, neutralReputation: 0.8 } }));
    state = submitted(state, bid("newcomer", 8_000, { "payment-days": 60 }), T0 + HOUR, null);
    expect(closed(state).ranking[0]!.score).toBeCloseTo(0.75 * 0.9, 12);
  });

  it("negotiate-best-k: the best k valid bids go on to negotiation, nobody is awarded", () => {
    let state = open(exactRequest({ format: "negotiate-best-k", bestK: 2 }));
    for (const [id, price] of [["a", 9_000], ["b", 7_000], ["c", 8_000], ["d", 10_500]] as const) state = submitted(state, bid(id, price, { "payment-days": 30 }), T0 + HOUR);
    const result = closed(state);
    expect(result).toMatchObject({ outcome: "shortlisted", award: null, noAwardReason: null });
    expect(result.shortlist.map((b) => [b.rank, b.supplierId])).toEqual([
      [1, "b"],
      [2, "c"],
    ]);
  });

  it("no award, with the reason: no bids, all withdrawn, no valid bid", () => {
    expect(closed(open(exactRequest()))).toMatchObject({ outcome: "no-award", noAwardReason: "no-bids", award: null });

    const one = submitted(open(exactRequest()), bid("a", 8_000, { "payment-days": 30 }), T0 + HOUR);
    const withdrawn = withdrawBid(one, "a", "a-b1", T0 + 2 * HOUR);
    if (isRefusal(withdrawn)) throw new Error(withdrawn.detail);
    expect(closed(withdrawn.state)).toMatchObject({ noAwardReason: "all-withdrawn", withdrawn: ["a"] });

    const tooDear = submitted(open(exactRequest()), bid("a", 10_001, { "payment-days": 60 }), T0 + HOUR);
    const result = closed(tooDear);
    expect(result).toMatchObject({ noAwardReason: "no-valid-bid", ranking: [], invalid: [{ supplierId: "a", reasons: ["over-ceiling"] }] });
    expect(result.reason).toMatch(/over-ceiling/);
  });

  it("names the invited suppliers that never answered and counts the late ones", () => {
    let state = open(exactRequest({ suppliers: { mode: "invited", invited: ["a", "b", "c"] } }));
    state = submitted(state, bid("a", 8_000, { "payment-days": 30 }), T0 + HOUR);
    const late = submitBid(state, bid("c", 7_000, { "payment-days": 30 }), DEADLINE + 1, null, LIMITS);
    if (isRefusal(late)) throw new Error(late.detail);
    const result = closed(late.state, DEADLINE + 2);
    expect(result.noResponse).toEqual(["b", "c"]);
    expect(result.lateBidCount).toBe(1);
    expect(result.award?.supplierId).toBe("a");
  });

  it("closing again is a harmless repeat and the result stands; the close event carries the award", () => {
    const step = closeAuction(twoBids("second-score"), DEADLINE + 5);
    if (isRefusal(step)) throw new Error(step.detail);
    expect(step.events).toHaveLength(1);
    expect(step.events[0]).toMatchObject({ type: "auction.closed", data: { status: "closed", outcome: "awarded", winner: "alpha", contractPriceMinor: 9_000, runnerUp: { supplierId: "beta", score: 0.625 } } });
    expect(closeAuction(step.state, DEADLINE + 10)).toEqual({ state: step.state, events: [] });
    expect(nextAlarmAt(step.state, DEADLINE + 10)).toBeNull();
    expect(cancelAuction(step.state, DEADLINE + 10, "too late")).toMatchObject({ status: 409, type: "auction-closed" });
  });
});
