/**
 * Auction invariants (fast-check), over random requests (weights, price span and shape, reputation weighting,
 * reservation, format) and random sealed bids on the terms' grids, some over the ceiling:
 * - the ranking is a strict total order and the result does not depend on the order bids arrived in;
 * - second-score: the winner keeps its terms, its contract score is at least the runner-up's, its price is at
 *   least its bid and at most the ceiling, and is the highest such price;
 * - first-score: the winner is the best-ranked bid and is paid exactly its bid;
 * - utilities and scores lie in [0, 1] for any package, malformed ones included; a score never rises with price;
 * - withdrawn and late bids never win nor make the shortlist;
 * - closing is idempotent; adding a bid that scores below the runner-up never changes the second-score award;
 * - a refusal changes nothing, and no command mutates the state it is given.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cancelAuction,
  closeAuction,
  compareRanked,
  compileScorer,
  isRefusal,
  liveBidOf,
  submitBid,
  withdrawBid,
  type AuctionResult,
  type AuctionState,
  type RequestForQuotes,
} from "../../auctions";
import { bidsArb, DEADLINE, HOUR, LIMITS, open, packageArb, reputationArb, request, requestArb, T0, type ArbBid } from "./fixtures";

function submitAll(state: AuctionState, bids: readonly ArbBid[]): AuctionState {
  for (const { bid, at, reputation } of bids) {
    const step = submitBid(state, bid, at, reputation, LIMITS);
    if (isRefusal(step)) throw new Error(`unexpected refusal ${step.type}: ${step.detail}`);
    state = step.state;
  }
  return state;
}

function resultOf(state: AuctionState): AuctionResult {
  const step = closeAuction(state, DEADLINE);
  if (isRefusal(step)) throw new Error(step.detail);
  return step.state.result!;
}

const withBids = (format?: RequestForQuotes["format"], max?: number) => requestArb(format).chain((req) => fc.tuple(fc.constant(req), bidsArb(req, max)));

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe("auction properties", () => {
  it("the ranking is a strict total order, and permuting the bids' arrival changes no result", () => {
    fc.assert(
      fc.property(
        withBids().chain(([req, bids]) => fc.tuple(fc.constant(req), fc.constant(bids), fc.shuffledSubarray(bids, { minLength: bids.length, maxLength: bids.length }))),
        ([req, bids, permuted]) => {
          const result = resultOf(submitAll(open(req), bids));
          expect(resultOf(submitAll(open(req), permuted))).toEqual(result);
          for (let i = 1; i < result.ranking.length; i++) expect(compareRanked(result.ranking[i - 1]!, result.ranking[i]!)).toBeLessThan(0);
          expect(result.ranking.length + result.invalid.length).toBe(bids.length);
        },
      ),
    );
  });

  it("second-score: the winner keeps its terms, scores at least the runner-up, is paid at least its bid, at most the ceiling, and the most that allows", () => {
    fc.assert(
      fc.property(withBids("second-score"), ([req, bids]) => {
        const result = resultOf(submitAll(open(req), bids));
        if (result.ranking.length === 0) {
          expect(result.outcome).toBe("no-award");
          return;
        }
        const award = result.award!;
        const winner = result.ranking[0]!;
        expect(award.supplierId).toBe(winner.supplierId);
        expect(award.package.terms).toEqual(winner.package.terms);
        expect(award.contractPriceMinor).toBeGreaterThanOrEqual(award.bidPriceMinor);
        expect(award.contractPriceMinor).toBeLessThanOrEqual(req.price.ceilingMinor);
        expect(Number.isSafeInteger(award.contractPriceMinor)).toBe(true);
        if (award.runnerUp) expect(award.contractScore).toBeGreaterThanOrEqual(award.runnerUp.score);
        expect(award.contractScore).toBeGreaterThanOrEqual(award.referenceScore);
        // The highest such price: one more minor unit would break the reference, the reservation or the ceiling.
        const scorer = compileScorer(req);
        const above = { priceMinor: award.contractPriceMinor + 1, terms: award.package.terms };
        const stillHolds = award.contractPriceMinor + 1 <= req.price.ceilingMinor && scorer.score(above, winner.reputation) >= award.referenceScore && scorer.utility(above) >= (req.valuation?.reservationUtility ?? 0);
        expect(stillHolds).toBe(false);
      }),
    );
  });

  it("first-score: the best-ranked bid wins and is paid exactly its bid", () => {
    fc.assert(
      fc.property(withBids("first-score"), ([req, bids]) => {
        const result = resultOf(submitAll(open(req), bids));
        if (result.ranking.length === 0) return;
        expect(result.award).toMatchObject({ supplierId: result.ranking[0]!.supplierId, contractPriceMinor: result.ranking[0]!.package.priceMinor, package: result.ranking[0]!.package });
      }),
    );
  });

  it("utilities and scores lie in [0, 1] for any package and reputation, and a score never rises with price", () => {
    const anyReputation = fc.oneof(reputationArb, fc.constantFrom(Number.NaN, -1, 2, Number.POSITIVE_INFINITY));
    const loosePackage = fc.record({
      priceMinor: fc.oneof(fc.integer(), fc.double()),
      terms: fc.dictionary(fc.constantFrom("payment-days", "warranty-months", "support-tier", "incoterm", "other"), fc.oneof(fc.double(), fc.string(), fc.constantFrom("premium", "DDP", 90))),
    });
    fc.assert(
      fc.property(
        requestArb().chain((req) => fc.tuple(fc.constant(req), fc.oneof(packageArb(req), loosePackage), anyReputation, fc.integer({ min: 0, max: 2_000_000 }))),
        ([req, pkg, reputation, otherPrice]) => {
          const scorer = compileScorer(req);
          for (const value of [scorer.utility(pkg), scorer.score(pkg, reputation)]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(1);
          }
          const [low, high] = [Math.min(pkg.priceMinor, otherPrice), Math.max(pkg.priceMinor, otherPrice)];
          if (Number.isFinite(low)) expect(scorer.score({ ...pkg, priceMinor: high }, reputation)).toBeLessThanOrEqual(scorer.score({ ...pkg, priceMinor: low }, reputation));
        },
      ),
    );
  });

  it("withdrawn and late bids never win nor make the shortlist", () => {
    const op = fc.record({ kind: fc.constantFrom("bid", "bid", "withdraw", "late"), supplier: fc.integer({ min: 0, max: 5 }), offset: fc.integer({ min: 0, max: 23 * 60 }) });
    fc.assert(
      fc.property(
        requestArb().chain((req) => fc.tuple(fc.constant(req), fc.array(fc.tuple(op, packageArb(req), reputationArb), { maxLength: 25 }))),
        ([req, ops]) => {
          let state = open(req);
          const lastWord = new Map<string, "bid" | "withdrawn">();
          const late = new Set<string>();
          const sorted = [...ops].sort((a, b) => a[0].offset - b[0].offset);
          sorted.forEach(([{ kind, supplier, offset }, pkg, reputation], n) => {
            const supplierId = `s${supplier}`;
            if (kind === "withdraw") {
              const live = liveBidOf(state, supplierId);
              if (!live) return;
              const step = withdrawBid(state, supplierId, live.bidId, T0 + offset * 60_000);
              if (isRefusal(step)) throw new Error(step.detail);
              state = step.state;
              lastWord.set(supplierId, "withdrawn");
              return;
            }
            const at = kind === "late" ? DEADLINE + offset : T0 + offset * 60_000;
            const step = submitBid(state, { supplierId, bidId: `${kind}-${n}`, package: pkg }, at, reputation, LIMITS);
            if (isRefusal(step)) return; // e.g. too many bids for one supplier: nothing changes
            state = step.state;
            if (kind === "late") late.add(`${kind}-${n}`);
            else lastWord.set(supplierId, "bid");
          });
          const result = resultOf(state);
          const chosen = [...(result.award ? [{ supplierId: result.award.supplierId, bidId: result.award.bidId }] : []), ...result.shortlist];
          for (const { supplierId, bidId } of chosen) {
            expect(lastWord.get(supplierId)).toBe("bid");
            expect(late.has(bidId)).toBe(false);
          }
          for (const supplierId of result.withdrawn) expect(lastWord.get(supplierId)).toBe("withdrawn");
        },
      ),
    );
  });

  it("closing is idempotent: closing again, at any later time, changes nothing", () => {
    fc.assert(
      fc.property(withBids(), fc.integer({ min: 0, max: 10 * HOUR }), fc.integer({ min: 0, max: 10 * HOUR }), ([req, bids], first, second) => {
        const state = submitAll(open(req), bids);
        const once = closeAuction(state, DEADLINE + first);
        if (isRefusal(once)) throw new Error(once.detail);
        const twice = closeAuction(once.state, DEADLINE + first + second);
        expect(twice).toEqual({ state: once.state, events: [] });
        // And the same state closed at the same time again gives the same result (no hidden state).
        expect(closeAuction(state, DEADLINE + first)).toEqual(once);
      }),
    );
  });

  it("second-score: adding a bid that scores below the runner-up changes neither the winner nor the contract price", () => {
    fc.assert(
      fc.property(
        withBids("second-score").chain(([req, bids]) => fc.tuple(fc.constant(req), fc.constant(bids), packageArb(req), reputationArb, fc.integer({ min: 0, max: 20 }))),
        ([req, bids, pkg, reputation, offset]) => {
          const before = resultOf(submitAll(open(req), bids));
          const runnerUp = before.award?.runnerUp;
          fc.pre(runnerUp !== null && runnerUp !== undefined);
          const assessed = compileScorer(req).assess(pkg, reputation);
          fc.pre(!assessed.valid || assessed.score < runnerUp!.score);
          const after = resultOf(submitAll(open(req), [...bids, { bid: { supplierId: "newcomer", bidId: "n1", package: pkg }, at: T0 + offset * HOUR, reputation }]));
          expect(after.award).toMatchObject({ supplierId: before.award!.supplierId, contractPriceMinor: before.award!.contractPriceMinor, runnerUp });
        },
      ),
    );
  });

  it("a refusal changes nothing, and no command mutates the state it is given", () => {
    // Cancelling ends everything, so it is rare; bids and withdrawals name few ids, so they meet often.
    const command = fc.oneof(
      { weight: 12, arbitrary: fc.record({ kind: fc.constant("bid" as const), supplier: fc.constantFrom("a", "b", "c", "outsider", ""), bidId: fc.constantFrom("x", "y"), price: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.constant(1.5)), days: fc.constantFrom(0, 15, 20, 90), at: fc.integer({ min: -1, max: 30 }) }) },
      { weight: 8, arbitrary: fc.record({ kind: fc.constant("withdraw" as const), supplier: fc.constantFrom("a", "b", "c"), bidId: fc.constantFrom("x", "y"), at: fc.integer({ min: -1, max: 30 }) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant("close" as const), at: fc.integer({ min: 20, max: 30 }) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), at: fc.integer({ min: 0, max: 30 }) }) },
    );
    fc.assert(
      fc.property(fc.array(command, { minLength: 5, maxLength: 40, size: "max" }), (commands) => {
        // Invited-only, so an outsider is refused too.
        const req = request({ suppliers: { mode: "invited", invited: ["a", "b", "c"] } });
        let state = open(req);
        for (const c of commands) {
          const snapshot = JSON.stringify(state);
          const frozen = deepFreeze(state);
          const now = T0 + c.at * HOUR; // the deadline is T0 + 24 h
          const result =
            c.kind === "bid"
              ? submitBid(frozen, { supplierId: c.supplier, bidId: c.bidId, package: { priceMinor: c.price, terms: { "payment-days": c.days, "iso-27001": "yes" } } }, now, null, LIMITS)
              : c.kind === "withdraw"
                ? withdrawBid(frozen, c.supplier, c.bidId, now)
                : c.kind === "close"
                  ? closeAuction(frozen, now)
                  : cancelAuction(frozen, now, "changed our mind");
          expect(JSON.stringify(frozen)).toBe(snapshot);
          if (!isRefusal(result)) state = result.state;
        }
      }),
    );
  });
});
