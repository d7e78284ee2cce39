/**
 * What each side may read of an auction, as a property over random auctions (random packages, reputations,
 * withdrawals, formats, closed or still open): a supplier's view names no other supplier, carries no score, no
 * utility, no reputation and none of the organisation's private figures, shows its own live bid exactly, and says
 * `won` exactly when the award is its own; the organisation's view ranks every live valid bid, best score first.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auctionLimits, closeAuction, isRefusal, openAuction, submitBid, validateRequest, withdrawBid, type AuctionState } from "../../auctions";
import { auctionView, supplierAuctionView } from "../../durable-objects/auction/auction-views";
import type { AuctionRow } from "../../durable-objects/auction/auction-store";
import { randomPackage, requestBody, seeded } from "./auction-fixtures";

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);
const DEADLINE = T0 + 3_600_000;

function rowOf(state: AuctionState): AuctionRow {
  return {
    auctionId: "auc_00000000000000000000000000000001",
    shopId: "shp_000000000000000000000001",
    state,
    settings: { contractDurationMs: null },
    version: 1,
    auditTip: { seq: 0, head: null },
    awardStatus: state.result?.award ? "awarded" : "none",
    contractId: state.result?.award ? "ctr_00000000000000000000000000000001" : null,
    awardProblem: null,
    indexSyncedVersion: 1,
    createdAt: T0,
    updatedAt: T0,
  };
}

const auctionArb = fc.record({
  format: fc.constantFrom("first-score", "second-score", "negotiate-best-k"),
  bids: fc.array(fc.record({ supplier: fc.integer({ min: 0, max: 9 }), seed: fc.integer({ min: 1, max: 1e6 }), reputation: fc.option(fc.double({ min: 0, max: 1, noNaN: true })), withdraw: fc.boolean() }), { maxLength: 20 }),
  closed: fc.boolean(),
});

type AuctionInput = typeof auctionArb extends fc.Arbitrary<infer T> ? T : never;

function build(a: AuctionInput): AuctionState {
  const body = { ...requestBody(DEADLINE, { format: a.format, ...(a.format === "negotiate-best-k" ? { bestK: 2 } : {}) }), requestId: "auc_00000000000000000000000000000001", buyerId: "shp_000000000000000000000001" };
  const checked = validateRequest(body, T0, auctionLimits());
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const opened = openAuction(checked.value, T0);
  if (isRefusal(opened)) throw new Error(opened.detail);
  let state = opened.state;
  a.bids.forEach((b, i) => {
    const supplierId = `sup-${b.supplier}`;
    const stepped = submitBid(state, { supplierId, bidId: `b${i}`, package: randomPackage(seeded(b.seed)) }, T0 + i + 1, b.reputation, auctionLimits());
    if (isRefusal(stepped)) return;
    state = stepped.state;
    if (b.withdraw) {
      const w = withdrawBid(state, supplierId, `b${i}`, T0 + i + 1);
      if (!isRefusal(w)) state = w.state;
    }
  });
  if (a.closed) {
    const closed = closeAuction(state, DEADLINE);
    if (isRefusal(closed)) throw new Error(closed.detail);
    state = closed.state;
  }
  return state;
}

describe("auction views", () => {
  it("property: a supplier sees only its own bid and outcome, never a score or the organisation's private figures", () => {
    fc.assert(
      fc.property(auctionArb, (a) => {
        const state = build(a);
        const row = rowOf(state);
        for (let s = 0; s < 10; s++) {
          const me = `sup-${s}`;
          const view = supplierAuctionView(row, me);
          const text = JSON.stringify(view);
          for (let o = 0; o < 10; o++) if (o !== s) expect(text).not.toContain(`"sup-${o}"`);
          expect(text).not.toMatch(/"score"|"utility"|"reputation"|ceilingMinor|targetMinor|valuation|shopBest|"better"|lambda|runnerUp/);
          const live = state.bids.find((b) => b.supplierId === me);
          expect(view.bid).toEqual(live ? { bidId: live.bidId, priceMinor: live.package.priceMinor, terms: live.package.terms, submittedAt: live.submittedAt } : null);
          if (state.status === "open") expect(view.outcome).toBeNull();
          else expect(view.outcome?.result === "won").toBe(state.result?.award?.supplierId === me);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("property: the organisation's view ranks every live valid bid, best score first", () => {
    fc.assert(
      fc.property(auctionArb, (a) => {
        const state = build(a);
        const view = auctionView(rowOf(state));
        expect(view.ranking.length + view.invalid.length).toBe(state.bids.length);
        for (let i = 1; i < view.ranking.length; i++) expect(view.ranking[i - 1]!.score).toBeGreaterThanOrEqual(view.ranking[i]!.score);
        expect(view.ranking.map((r) => r.rank)).toEqual(view.ranking.map((_, i) => i + 1));
      }),
      { numRuns: 200 },
    );
  });
});
