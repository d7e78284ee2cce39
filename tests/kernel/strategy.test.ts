import { describe, expect, it } from "vitest";
import {
  decide,
  EMPTY_BUYER_MODEL,
  niceStep,
  observeBid,
  buyerLimitEstimate,
  jumped,
  privateParams,
  timeTarget,
  type BuyerModel,
  type NegotiationConfig,
  type StrategyConfig,
} from "../../kernel";
import { initialState } from "./arbitraries";
import { MIDDLE_DRAWS, play } from "./negotiate";

const config = (strategy: StrategyConfig = { kind: "adaptive" }, extra: Partial<NegotiationConfig> = {}): NegotiationConfig => ({
  currency: "EUR",
  anchorMinor: 10_000,
  floorMinor: 6_000,
  strategy,
  maxRounds: 10,
  ttlMs: 3_600_000,
  ...extra,
});

describe("the private parameters", () => {
  it("put the reserve a drawn share of the span above the floor, the same for the same draws", () => {
    const low = privateParams(config(), { ...MIDDLE_DRAWS, reserve: 0 });
    const high = privateParams(config(), { ...MIDDLE_DRAWS, reserve: 0.999_999 });
    expect(low.reserveMinor).toBeGreaterThan(6_000);
    expect(high.reserveMinor).toBeGreaterThan(low.reserveMinor);
    expect(high.reserveMinor).toBeLessThan(10_000);
    expect(privateParams(config(), MIDDLE_DRAWS)).toEqual(privateParams(config(), MIDDLE_DRAWS));
  });

  it("jitter the curve's shape, so its end point cannot be read off a known formula", () => {
    const a = privateParams(config(), { ...MIDDLE_DRAWS, shape: 0 });
    const b = privateParams(config(), { ...MIDDLE_DRAWS, shape: 0.999 });
    expect(timeTarget(config(), a, 0.5)).not.toBe(timeTarget(config(), b, 0.5));
  });

  it("round offers to a grid of 1, 2 or 5 × 10^k of about a tenth of a percent of the list price", () => {
    expect(niceStep(50)).toBe(50);
    expect(niceStep(414)).toBe(200);
    expect(niceStep(0.3)).toBe(1);
    expect(privateParams(config({ kind: "adaptive" }, { anchorMinor: 82_913 }), MIDDLE_DRAWS).gridStepMinor).toBe(50);
  });
});

describe("the adaptive strategy", () => {
  it("opens at the list price; with reciprocity on (a tactic, off by default) it concedes in answer to a buyer who concedes, more than to one who does not", () => {
    const soft = { tactics: { reciprocity: 1 } };
    const mover = play(config(), { moves: [3_000, 3_600, 4_200].map((p) => ({ kind: "counter", priceMinor: p })), gaps: [0, 0, 0, 0] }, MIDDLE_DRAWS, initialState(), soft);
    const stayer = play(config(), { moves: [3_000, 3_000, 3_000].map((p) => ({ kind: "counter", priceMinor: p })), gaps: [0, 0, 0, 0] }, MIDDLE_DRAWS, initialState(), soft);
    expect(mover[0]!.decision.priceMinor).toBe(10_000);
    expect(mover[3]!.decision.status).toBe("open");
    expect(mover[3]!.decision.priceMinor!).toBeLessThan(stayer[3]!.decision.priceMinor!);
    expect(mover[3]!.decision.reasons).toContain("RECIPROCATED");
  });

  it("never shows a buyer far below it where its lowest offer is: the offer keeps a private gap above the buyer's bid", () => {
    const params = privateParams(config(), MIDDLE_DRAWS);
    const climb = play(config(), { moves: [1_000, 2_000, 3_000, 4_000, 5_000].map((p) => ({ kind: "counter", priceMinor: p })), gaps: [0, 0, 0, 0, 0, 0] });
    for (const s of climb.slice(1)) {
      const bid = (s.move as { priceMinor: number }).priceMinor;
      expect(s.decision.priceMinor!).toBeGreaterThan(bid + 0.1 * (10_000 - bid) - params.gridStepMinor);
    }
  });

  it("explains every computed offer to the shop: progress, reserve, lowest offer, the curve, reciprocity and the buyer's apparent limit", () => {
    const steps = play(config(), { moves: [3_000, 3_500, 3_750, 3_875].map((p) => ({ kind: "counter", priceMinor: p })), gaps: [0, 0, 0, 0, 0] });
    const e = steps[4]!.decision.explanation!;
    const params = privateParams(config(), MIDDLE_DRAWS);
    expect(e.progress).toBe(0.4);
    expect(e.reserveMinor).toBe(params.reserveMinor);
    expect(e.lowestOfferMinor).toBe(params.lowestOfferMinor);
    expect(e.buyerLimitEstimateMinor).toBe(3_875 + Math.ceil((125 * 0.5) / 0.5));
    expect(e.timeTargetMinor).toBeGreaterThan(e.reserveMinor);
  });

  it("takes a bid at or above its reserve in the last round, and rejects one below it", () => {
    const params = privateParams(config(), MIDDLE_DRAWS);
    const state = { ...initialState(), round: 9, lastShopOfferMinor: 8_000, lastBuyerOfferMinor: 6_000 };
    const above = decide({ config: config(), state, move: { kind: "counter", priceMinor: params.reserveMinor }, now: state.openedAt, draws: MIDDLE_DRAWS });
    const below = decide({ config: config(), state, move: { kind: "counter", priceMinor: params.reserveMinor - 1 }, now: state.openedAt, draws: MIDDLE_DRAWS });
    expect(above).toMatchObject({ status: "agreed", priceMinor: params.reserveMinor, reasons: ["DEADLINE_ACCEPT"] });
    expect(below).toMatchObject({ status: "rejected", reasons: ["MAX_ROUNDS_REACHED", "BELOW_RESERVE"] });
  });

  it("answers bids either side of the floor alike: the same action, offers a grid step and the bids' difference apart", () => {
    const step = privateParams(config(), MIDDLE_DRAWS).gridStepMinor;
    for (let round = 0; round < 10; round++) {
      for (const delta of [1, 10, 40]) {
        const state = { ...initialState(), round, lastShopOfferMinor: 9_500, lastBuyerOfferMinor: 5_000, buyer: observeBid(EMPTY_BUYER_MODEL, 5_000) };
        const answer = (p: number) => decide({ config: config(), state, move: { kind: "counter", priceMinor: p }, now: state.openedAt, draws: MIDDLE_DRAWS });
        const above = answer(6_000 + delta);
        const below = answer(6_000 - delta);
        expect(above.action).toBe(below.action);
        expect(above.status).toBe(below.status);
        expect(Math.abs(above.priceMinor! - below.priceMinor!)).toBeLessThanOrEqual(step + 2 * delta);
      }
    }
  });

  it("settles an over-offer at the standing offer", () => {
    const state = { ...initialState(), round: 2, lastShopOfferMinor: 9_000, lastBuyerOfferMinor: 8_000 };
    const d = decide({ config: config(), state, move: { kind: "counter", priceMinor: 12_000 }, now: state.openedAt, draws: MIDDLE_DRAWS });
    expect(d).toMatchObject({ action: "accept", status: "agreed", priceMinor: 9_000, round: 3 });
  });

  it("a counter arriving exactly at the deadline expires the negotiation and uses no round (found by fast-check)", () => {
    const c = config({ kind: "linear" }, { maxRounds: 1, ttlMs: 2_591_999_993 });
    const state = { ...initialState(0), lastShopOfferMinor: 10_000 };
    const d = decide({ config: c, state, move: { kind: "counter", priceMinor: 6_000 }, now: c.ttlMs, draws: MIDDLE_DRAWS });
    expect(d).toMatchObject({ action: "reject", priceMinor: 10_000, status: "expired", round: 0, reasons: ["COUNTER_EXPIRED"] });
  });
});

/** The model after these bids, made without reference to any shop offer. */
const see = (model: BuyerModel, bid: number) => observeBid(model, bid);

describe("the buyer model", () => {
  it("calls a big step a jump only after a history of smaller ones: a second or third bid is not a jump", () => {
    expect(jumped([5_000, 8_000].reduce(see, EMPTY_BUYER_MODEL), 5, 1_000)).toBe(false);
    // A buyer that repeats its opening bid once and then concedes fast is conceding, not showing its limit.
    expect(jumped([5_000, 5_000, 8_000].reduce(see, EMPTY_BUYER_MODEL), 5, 1_000)).toBe(false);
    expect(jumped([5_000, 5_000, 5_000, 8_000].reduce(see, EMPTY_BUYER_MODEL), 5, 1_000)).toBe(true);
    expect(jumped([5_000, 5_500, 6_000, 6_600].reduce(see, EMPTY_BUYER_MODEL), 5, 100)).toBe(false);
  });

  it("estimates where slowing bids are heading, and says nothing while they speed up", () => {
    const slowing = [5_000, 6_000, 6_500, 6_750].reduce(see, EMPTY_BUYER_MODEL);
    expect(buyerLimitEstimate(slowing)).toBe(6_750 + 250);
    const speeding = [5_000, 5_100, 5_400].reduce(see, EMPTY_BUYER_MODEL);
    expect(buyerLimitEstimate(speeding)).toBeNull();
    const stopped = [5_000, 5_500, 5_500, 5_500].reduce(see, EMPTY_BUYER_MODEL);
    expect(buyerLimitEstimate(stopped)).toBe(5_500);
  });
});

describe("tactics beyond the clock", () => {
  it("lets a buyer still climbing fast toward its next offer climb, instead of taking its bid early", () => {
    // Steps of 1,500, 750 and 375 toward 9,000: at the last one, one more step would nearly reach the offer.
    const bids = [4_000, 5_500, 6_250, 6_625];
    const answer = (climbingHold: number) =>
      play(config(), { moves: bids.map((p) => ({ kind: "counter", priceMinor: p })), gaps: [0, 0, 0, 0, 0] }, MIDDLE_DRAWS, initialState(), {
        tactics: { lateAcceptFrom: 0, lateAcceptGap: 1, jumpAccept: 0, climbingHold },
      });
    const eager = answer(0);
    const patient = answer(10);
    expect(eager.at(-1)!.decision.reasons).toContain("LATE_ACCEPT");
    expect(patient.some((s) => s.decision.reasons.includes("LATE_ACCEPT"))).toBe(false);
  });
});
