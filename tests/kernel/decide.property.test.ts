import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decide,
  privateParams,
  publicReasons,
  PUBLIC_REASONS,
  REASON_CODES,
  rememberState,
  resumeState,
  type BuyerMove,
  type Insight,
  type NegotiationConfig,
  type PrivateDraws,
} from "../../kernel";
import { bidArb, configArb, drawsArb, initialState, scriptArb } from "./arbitraries";
import { play, type Step } from "./negotiate";

/** Enough runs that the properties below generate well over 10,000 cases per CI run. */
const RUNS = 1_200;
const withScript = fc.record({ config: configArb, draws: drawsArb }).chain(({ config, draws }) => scriptArb(config).map((script) => ({ config, draws, script })));
const shopPrices = (steps: Step[]) => steps.filter((s) => s.decision.action === "counter" || s.decision.action === "hold").map((s) => s.decision.priceMinor!);
const reserveOf = (config: NegotiationConfig, draws: PrivateDraws) => privateParams(config, draws).reserveMinor;

describe("kernel invariants (fast-check)", () => {
  it("shop offers never rise, whatever the buyer does", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const prices = shopPrices(play(config, script, draws));
        for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1]!);
      }),
      { numRuns: RUNS },
    );
  });

  it("every shop offer lies between the private reserve and the list price, and the reserve between floor and list price", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const reserve = reserveOf(config, draws);
        expect(reserve).toBeGreaterThanOrEqual(config.floorMinor);
        expect(reserve).toBeLessThanOrEqual(config.anchorMinor);
        for (const price of shopPrices(play(config, script, draws))) {
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(reserve);
          expect(price).toBeLessThanOrEqual(config.anchorMinor);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("an agreed price is an integer ≥ the reserve (so ≥ the floor) and never above the standing offer or the buyer's bid", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const reserve = reserveOf(config, draws);
        for (const { state, move, decision } of play(config, script, draws)) {
          if (decision.status !== "agreed") continue;
          const price = decision.priceMinor!;
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(config.floorMinor);
          expect(price).toBeGreaterThanOrEqual(Math.min(reserve, state.lastShopOfferMinor ?? config.anchorMinor));
          expect(price).toBeLessThanOrEqual(state.lastShopOfferMinor ?? config.anchorMinor);
          if (move.kind !== "accept" && move.priceMinor !== undefined) expect(price).toBeLessThanOrEqual(move.priceMinor);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("terminates: no more than maxRounds counters, and the last one always ends the negotiation", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const steps = play(config, script, draws);
        const counters = steps.filter(
          (s) => s.move.kind === "counter" && !s.decision.reasons.includes("INVALID_INPUT") && !s.decision.reasons.includes("COUNTER_EXPIRED"),
        );
        expect(counters.length).toBeLessThanOrEqual(config.maxRounds);
        for (const s of counters) {
          expect(s.decision.round).toBe(s.state.round + 1);
          if (s.decision.round === config.maxRounds) expect(s.decision.status).not.toBe("open");
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("is deterministic: identical input and private draws (even cloned) give identical output", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        for (const step of play(config, script, draws)) {
          const again = decide(structuredClone({ config, state: step.state, move: step.move, now: step.now, draws }));
          expect(again).toEqual(step.decision);
        }
      }),
      { numRuns: 800 },
    );
  });

  it("the floor reaches an answer only through the private reserve: two floors with the same reserve answer alike", () => {
    fc.assert(
      fc.property(
        withScript.filter(({ config }) => config.anchorMinor - config.floorMinor >= 20 && config.anchorMinor < 2 ** 40),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ config, draws, script }, shift) => {
          const reserve = reserveOf(config, draws);
          // Another floor, below the reserve, with the reserve draw solved for so the reserve is unchanged.
          const otherFloor = Math.max(1, Math.floor(config.floorMinor - shift * (config.floorMinor - 1)));
          const other = { ...config, floorMinor: otherFloor };
          const otherDraws = { ...draws, reserve: solveReserveDraw(other, reserve) };
          fc.pre(otherDraws.reserve !== null && reserveOf(other, otherDraws as PrivateDraws) === reserve);
          const a = play(config, script, draws).map((s) => s.decision);
          const b = play(other, script, otherDraws as PrivateDraws).map((s) => s.decision);
          expect(b.map(({ explanation, ...d }) => d)).toEqual(a.map(({ explanation, ...d }) => d));
        },
      ),
      { numRuns: 600 },
    );
  });

  it("never takes a bid below the reserve, and never offers below the lowest offer (the reserve is never shown)", () => {
    fc.assert(
      fc.property(withScript, ({ config, draws, script }) => {
        const params = privateParams(config, draws);
        for (const { state, move, decision } of play(config, script, draws)) {
          if (move.kind === "counter" && decision.status === "agreed" && state.round < config.maxRounds) {
            expect(move.priceMinor).toBeGreaterThanOrEqual(params.reserveMinor);
          }
          if ((decision.action === "counter" || decision.action === "hold") && state.lastShopOfferMinor !== null) {
            expect(decision.priceMinor!).toBeGreaterThanOrEqual(Math.min(params.lowestOfferMinor, state.lastShopOfferMinor));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a counter after the deadline expires the negotiation and moves no price", () => {
    fc.assert(
      fc.property(
        configArb.chain((config) => fc.record({ config: fc.constant(config), draws: drawsArb, bid: bidArb(config), late: fc.integer({ min: 0, max: 1e9 }) })),
        ({ config, draws, bid, late }) => {
          const opened = decide({ config, state: initialState(), move: { kind: "open" }, now: initialState().openedAt, draws });
          for (const move of [{ kind: "counter", priceMinor: bid }, { kind: "accept" }] as BuyerMove[]) {
            const d = decide({ config, state: opened.state, move, now: opened.state.openedAt + config.ttlMs + late, draws });
            expect(d).toMatchObject({ action: "reject", priceMinor: opened.priceMinor, status: "expired", round: 0, reasons: ["COUNTER_EXPIRED"] });
            expect(d.state).toEqual(opened.state);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("a buyer who goes backwards gets no concession", () => {
    fc.assert(
      fc.property(
        configArb.filter((c) => c.maxRounds >= 3).chain((config) => fc.record({ config: fc.constant(config), draws: drawsArb, a: bidArb(config), b: bidArb(config) })),
        ({ config, draws, a, b }) => {
          const [hi, lo] = a > b ? [a, b] : [b, a];
          fc.pre(hi > lo);
          const steps = play(config, { moves: [{ kind: "counter", priceMinor: hi }, { kind: "counter", priceMinor: lo }], gaps: [0, 0, 0, 0] }, draws);
          const second = steps[2];
          if (!second || second.decision.status !== "open") return;
          expect(second.decision.action).toBe("hold");
          expect(second.decision.priceMinor).toBe(second.state.lastShopOfferMinor);
          expect(second.decision.reasons).toContain("BUYER_REGRESSED");
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("walking away and reopening gains nothing: a resumed negotiation answers exactly as if it had never stopped", () => {
    fc.assert(
      fc.property(withScript, fc.integer({ min: 1, max: 20 }), ({ config, draws, script }, cut) => {
        const counters = script.moves.filter((m): m is Extract<BuyerMove, { kind: "counter" }> => m.kind === "counter");
        fc.pre(counters.length > cut);
        const gaps = script.gaps.map(() => 0);
        const straight = play(config, { moves: counters, gaps }, draws);
        const first = play(config, { moves: counters.slice(0, cut), gaps }, draws);
        const last = first.at(-1)!;
        fc.pre(last.decision.status === "open" && first.length === cut + 1);
        const resumed = resumeState(config, rememberState(last.decision.state), initialState().openedAt, draws);
        const second = play(config, { moves: counters.slice(cut), gaps }, draws, resumed);
        // The reopening repeats the standing offer, and every later answer is the uninterrupted one's.
        expect(second[0]!.decision).toMatchObject({ priceMinor: last.decision.priceMinor, round: last.decision.round });
        expect(second.slice(1).map((s) => [s.decision.action, s.decision.priceMinor, s.decision.status, s.decision.round])).toEqual(
          straight.slice(cut + 1, cut + second.length).map((s) => [s.decision.action, s.decision.priceMinor, s.decision.status, s.decision.round]),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("once its rounds are used up on a product, a reopening buyer gets the standing offer as final: take it or leave it", () => {
    fc.assert(
      fc.property(configArb, drawsArb, fc.double({ min: 0, max: 1.2, noNaN: true }), (config, draws, where) => {
        const standing = config.floorMinor + Math.floor((config.anchorMinor - config.floorMinor) / 2);
        const state = { ...initialState(), round: config.maxRounds, lastShopOfferMinor: standing, lastBuyerOfferMinor: null };
        const opened = decide({ config, state, move: { kind: "open" }, now: state.openedAt, draws });
        expect(opened).toMatchObject({ action: "hold", priceMinor: standing, status: "open", reasons: ["RESUMED", "FINAL_OFFER"] });
        const bid = Math.min(Number.MAX_SAFE_INTEGER, Math.max(1, Math.floor(standing * where)));
        const d = decide({ config, state: opened.state, move: { kind: "counter", priceMinor: bid }, now: state.openedAt, draws });
        if (bid >= standing) expect(d).toMatchObject({ status: "agreed", priceMinor: standing });
        else expect(d).toMatchObject({ status: "rejected", reasons: ["FINAL_OFFER", "MAX_ROUNDS_REACHED"] });
      }),
      { numRuns: RUNS },
    );
  });

  it("bad input never throws: INVALID_INPUT, status unchanged, the standing offer kept", () => {
    const anything = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(2 ** 53), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(
        configArb,
        drawsArb,
        fc.record({ field: fc.constantFrom("floorMinor", "anchorMinor", "maxRounds", "ttlMs", "price", "round", "kind", "strategy", "draws", "buyer"), value: anything }),
        (config, draws, { field, value }) => {
          const state = { ...initialState(), lastShopOfferMinor: config.anchorMinor };
          let move: any = { kind: "counter", priceMinor: config.floorMinor };
          let cfg: any = { ...config };
          let st: any = { ...state };
          let dr: any = draws;
          if (field === "price") move = { kind: "counter", priceMinor: value };
          else if (field === "round") st = { ...state, round: value };
          else if (field === "kind") move = { kind: value, priceMinor: 5 };
          else if (field === "strategy") cfg = { ...config, strategy: { kind: value } };
          else if (field === "draws") dr = { ...draws, reserve: value };
          else if (field === "buyer") st = { ...state, buyer: { ...state.buyer, bestMinor: value } };
          else cfg = { ...config, [field]: value };
          let d!: ReturnType<typeof decide>;
          expect(() => (d = decide({ config: cfg, state: st, move, now: state.openedAt, draws: dr }))).not.toThrow();
          if (d.reasons.includes("INVALID_INPUT")) {
            expect(d.status).toBe("open");
            expect(d.action).toBe("reject");
            expect(d.priceMinor).toBe(st.lastShopOfferMinor);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("buyers see only the reasons that describe what they already know", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REASON_CODES)), (reasons) => {
        const visible = publicReasons(reasons);
        expect(visible.every((r) => PUBLIC_REASONS.has(r))).toBe(true);
        expect(visible).toEqual(reasons.filter((r) => PUBLIC_REASONS.has(r)));
        for (const secret of ["ASPIRATION_MET", "LATE_ACCEPT", "DEADLINE_ACCEPT", "BELOW_RESERVE", "RECIPROCATED", "POLICY_CONSTRAINED", "POLICY_ESCALATED"] as const) {
          expect(visible).not.toContain(secret);
        }
      }),
      { numRuns: 500 },
    );
  });
  it("whatever tactics a learner or an arm pushes in (clamped to their bounds), offers never rise, stay within [lowest offer, list price], and deals stay ≥ the reserve", () => {
    const number = fc.oneof(fc.double({ min: -5, max: 20, noNaN: true }), fc.constantFrom(0, 1, Number.POSITIVE_INFINITY, Number.NaN));
    const range = fc.tuple(number, number);
    const tacticsArb = fc.record(
      {
        reserveShare: range, lowestOfferShare: range, gapShare: range, curveEndShare: range, exponentScale: number, shapeJitter: number,
        reciprocity: number, reciprocityJitter: number, opponentPull: number, momentumGuard: number, mirrorShare: number,
        lowestOpeningShare: number, lateAcceptFrom: number, lateAcceptGap: number, climbingHold: number,
        jumpAccept: number, stallAcceptFrom: number, gridShare: number,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(withScript, tacticsArb, ({ config, draws, script }, tactics) => {
        const insight = { tactics } as Insight;
        const params = privateParams(config, draws, insight);
        expect(params.reserveMinor).toBeGreaterThanOrEqual(config.floorMinor);
        const steps = play(config, script, draws, undefined, insight);
        const prices = shopPrices(steps);
        for (let i = 0; i < prices.length; i++) {
          expect(prices[i]).toBeLessThanOrEqual(i === 0 ? config.anchorMinor : prices[i - 1]!);
          expect(prices[i]).toBeGreaterThanOrEqual(Math.min(params.lowestOfferMinor, config.anchorMinor));
        }
        for (const { state, move, decision } of steps) {
          if (decision.status !== "agreed") continue;
          expect(decision.priceMinor!).toBeGreaterThanOrEqual(Math.min(params.reserveMinor, state.lastShopOfferMinor ?? config.anchorMinor));
          if (move.kind !== "accept" && move.priceMinor !== undefined) expect(decision.priceMinor!).toBeLessThanOrEqual(move.priceMinor);
        }
      }),
      { numRuns: RUNS / 2 },
    );
  });
});

/** The reserve draw that gives this config the wanted reserve, if one does (bisection on the monotone map). */
function solveReserveDraw(config: NegotiationConfig, wanted: number): number | null {
  let lo = 0;
  let hi = 0.999_999;
  const at = (u: number) => privateParams(config, { reserve: u, shape: 0.5, temper: 0.5, end: 0.5, offer: 0.5 }).reserveMinor;
  if (at(lo) > wanted || at(hi) < wanted) return null;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid) < wanted) lo = mid;
    else hi = mid;
  }
  return at(hi) === wanted ? hi : null;
}
